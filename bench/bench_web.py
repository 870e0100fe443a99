"""Speed of the web pages: a player's page and the spectator page rendered through the resolver,
for a 1926 game at its end and a WesternPoly game after many moves; the target is what a Lambda
behind an HTTP API can afford per request. The first page of a game a process renders replays
its whole log to tell the history (its own row, no target; the first game's also loads the
templates); the pages after it go on from the history told (functions/web/pages.py), as a
warm function's do."""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

import rules
from bench import Row
from bench.support import SeededSecrets
from functions.links import play_path
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock
from functions.storage.sqlite import SqliteStore
from functions.web import create_app

SECRET = b"bench-secret"
PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd", "Dan", "Eve")]
RENDERS = 20
TARGET_MS = 100.0


def _event(path: str) -> dict:
    return {"version": "2.0", "routeKey": "$default", "rawPath": path, "rawQueryString": "",
            "headers": {"host": "bench"}, "isBase64Encoded": False,
            "requestContext": {"http": {"method": "GET", "path": path, "protocol": "HTTP/1.1",
                                        "sourceIp": "127.0.0.1", "userAgent": "bench"},
                               "stage": "$default", "requestId": "bench",
                               "routeKey": "$default"}}


def _played(service: GameService, rules_id: str, options: dict, moves: int) -> str:
    """A public game after up to `moves` random decisions."""
    rng = random.Random(1)
    game = service.create(rules_id, PLAYERS, "org@example.org", options=options, public=True,
                          start=True)
    for _ in range(moves):
        view = service.view(game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        legal = [m for m in view.rules.legal_moves(view.state, seat.player)
                 if m.text != "resign"]
        service.submit(game.id, seat.email, rng.choice(legal).text)
    return game.id


def _ms_per_render(app, path: str) -> list[float]:
    """The times of RENDERS renders of `path`, in milliseconds, in order."""
    times = []
    for _ in range(RENDERS):
        start = time.perf_counter()
        assert app.resolve(_event(path), None)["statusCode"] == 200
        times.append((time.perf_counter() - start) * 1000)
    return times


def run() -> list[Row]:
    """Milliseconds per rendered page."""
    rows = []
    with tempfile.TemporaryDirectory() as home:
        store = SqliteStore(Path(home) / "bench.sqlite3")
        service = GameService(store, SystemClock(), SeededSecrets(2))
        app = create_app(service, SECRET, "http://bench")
        games = [("1926", {"sets": 6, "lang": "en"}, 200)]
        if "westernpoly" in rules.games():
            games.append(("westernpoly", {"lang": "en"}, 400))
        for rules_id, options, moves in games:
            game_id = _played(service, rules_id, options, moves)
            log = len(service.view(game_id).log)
            for page, path in (("player page", play_path(SECRET, game_id, "p1")),
                               ("spectator page", f"/game/{game_id}")):
                times = _ms_per_render(app, path)
                if page == "player page":  # the game's first page in this process
                    rows.append(Row(f"web {rules_id} player page, {log} log entries, the "
                                    "game's first in the process (one render)", times[0], "ms"))
                ms = statistics.median(times[1:])
                rows.append(Row(f"web {rules_id} {page}, {log} log entries", ms, "ms (median)",
                                f"< {TARGET_MS:.0f} ms", ms < TARGET_MS))
        store.close()
    return rows
