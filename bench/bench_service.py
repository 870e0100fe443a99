"""Speed and cost of the game service: moves per second on SQLite and on DynamoDB (moto),
DynamoDB requests per accepted move, the size of a move item, and submission latency with 10
and with 10,000 stored games (2,000 in a quick run).

Random five-player 1926 games are played through `GameService.submit` (WesternPoly, with its
dice and cards, too when it is installed). The scale comparison runs on SQLite: moto copies the
whole table inside every transaction, so its latency grows with the table where DynamoDB's does
not (its moves per second are a smoke number, not DynamoDB's speed); on DynamoDB the scale
property is the request count per move, which does not depend on the number of games.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import rules
from bench import Row, full_mode
from bench.support import SeededSecrets, item_size
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock
from functions.storage.dynamodb import DynamoStore, move_item
from functions.storage.sqlite import SqliteStore

PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd", "Dan", "Eve")]
SQLITE_MOVES = 1000 if full_mode() else 400
MOTO_MOVES = 100 if full_mode() else 25  # moto copies the table in every write: slow
LATENCY_SAMPLES = 400 if full_mode() else 150
LATENCY_ROUNDS = 5
MANY_GAMES = 10_000 if full_mode() else 2_000  # a quick run (`make bench`) stores fewer


def _service(store) -> GameService:
    return GameService(store, SystemClock(), SeededSecrets(4))


def _new_game(service: GameService, rules_id: str = "1926", sets: int = 6) -> str:
    options = {"sets": sets, "lang": "en"} if rules_id == "1926" else {"max_rounds": 30}
    return service.create(rules_id, PLAYERS, "org@example.org", options=options, start=True).id


def _play(service: GameService, moves: int, rng: random.Random, rules_id: str = "1926",
          on_submit: Callable[[float], None] | None = None) -> int:
    """Submit `moves` random legal moves (new games as old ones end); returns moves made."""
    game_rules = rules.get(rules_id)
    game_id = _new_game(service, rules_id)
    for _ in range(moves):
        view = service.view(game_id)
        if view.game.status != "running":
            game_id = _new_game(service, rules_id)
            view = service.view(game_id)
        seat = view.game.seat(view.game.to_move)
        legal = [m for m in game_rules.legal_moves(view.state, seat.player) if m.text != "resign"]
        text = rng.choice(legal).text
        began = time.perf_counter()
        service.submit(game_id, seat.email, text, version=view.game.version)
        if on_submit:
            on_submit(time.perf_counter() - began)
    return moves


def _moves_per_second(service: GameService, moves: int, rules_id: str = "1926") -> float:
    spent: list[float] = []
    _play(service, moves, random.Random(1), rules_id, spent.append)
    return moves / sum(spent)


def _latencies(services: list[GameService]) -> list[float]:
    """Each service's median submission time in µs: the median of LATENCY_ROUNDS rounds'
    medians, the services taking turns round by round (so that a slower spell of a shared
    machine falls on all of them alike)."""
    medians: list[list[float]] = [[] for _ in services]
    for round_ in range(LATENCY_ROUNDS):
        for service, found in zip(services, medians, strict=True):
            spent: list[float] = []
            _play(service, LATENCY_SAMPLES, random.Random(round_), on_submit=spent.append)
            found.append(statistics.median(spent))
    return [statistics.median(found) * 1e6 for found in medians]


def _sqlite_rows(folder: Path) -> list[Row]:
    rows = []
    store = SqliteStore(folder / "speed.sqlite3")
    service = _service(store)
    rate = _moves_per_second(service, SQLITE_MOVES)
    rows.append(Row(f"service sqlite: 1926 moves ({SQLITE_MOVES})", rate, "moves/s"))
    if "westernpoly" in rules.games():
        rate = _moves_per_second(service, SQLITE_MOVES, "westernpoly")
        rows.append(Row(f"service sqlite: westernpoly moves ({SQLITE_MOVES})", rate, "moves/s"))
    store.close()

    # latency of one submission with 10 and with MANY_GAMES games in the store
    stores = [SqliteStore(folder / "few.sqlite3"), SqliteStore(folder / "many.sqlite3")]
    services = [_service(store) for store in stores]
    for service, games in zip(services, (10, MANY_GAMES), strict=True):
        for _ in range(games):
            _new_game(service)
    small, large = _latencies(services)
    for store in stores:
        store.close()
    ratio = large / small
    return rows + [
        Row("service sqlite: submit latency, 10 games", small, "µs (median)"),
        Row(f"service sqlite: submit latency, {MANY_GAMES:,} games", large, "µs (median)"),
        Row(f"service sqlite: latency {MANY_GAMES:,} / 10 games", ratio, "ratio", "<= 1.2",
            ratio <= 1.2),
    ]


def _dynamodb_rows() -> list[Row]:
    import boto3
    from moto import mock_aws

    from infra.table import create_table

    for name, value in (("AWS_ACCESS_KEY_ID", "bench"), ("AWS_SECRET_ACCESS_KEY", "bench"),
                        ("AWS_DEFAULT_REGION", "eu-central-1")):
        os.environ.setdefault(name, value)
    with mock_aws():
        client = boto3.client("dynamodb", region_name="eu-central-1")
        create_table(client, "bench-speed")
        rate = _moves_per_second(_service(DynamoStore(client, "bench-speed")), MOTO_MOVES)
        # a fresh table for the counts: moto copies the whole table in every transaction
        create_table(client, "bench-games")
        service = _service(DynamoStore(client, "bench-games"))

        # count the requests of submissions only (the bench's own reads are not the service's)
        calls: Counter[str] = Counter()
        counting = False

        def count(model, **_) -> None:
            if counting:
                calls[model.name] += 1

        client.meta.events.register("before-call.dynamodb", count)
        game_id = _new_game(service, sets=3)
        game_rules = rules.get("1926")
        rng = random.Random(3)
        moves = 0
        while (view := service.view(game_id)).game.status == "running":
            seat = view.game.seat(view.game.to_move)
            text = rng.choice(game_rules.legal_moves(view.state, seat.player)).text
            counting = True
            service.submit(game_id, seat.email, text, version=view.game.version)
            counting = False
            moves += 1
        largest = max(item_size(move_item(game_id, e)) for e in service.view(game_id).log)

    rows = [Row(f"service moto: 1926 moves ({MOTO_MOVES})", rate, "moves/s")]
    for operation, target in (("Query", 1), ("TransactWriteItems", 1), ("Scan", 0)):
        per_move = calls[operation] / moves
        rows.append(Row(f"dynamodb {operation} per accepted move", per_move, "requests",
                        f"== {target}", per_move == target))
    other = sum(n for op, n in calls.items() if op not in ("Query", "TransactWriteItems"))
    rows.append(Row("dynamodb other requests per move", other / moves, "requests", "== 0",
                    other == 0))
    rows.append(Row("dynamodb largest move item", largest, "bytes", "<= 1024", largest <= 1024))
    return rows


def run() -> list[Row]:
    """Every row of the service benchmark."""
    began = datetime.now(UTC)
    with tempfile.TemporaryDirectory() as folder:
        rows = _sqlite_rows(Path(folder)) + _dynamodb_rows()
    seconds = (datetime.now(UTC) - began).total_seconds()
    rows.append(Row("service bench wall time", seconds, "s", "<= 120", seconds <= 120))
    return rows
