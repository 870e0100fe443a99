"""Does a move cost more late in a game? A WesternPoly `submit` on SQLite at log entry 10 and
at log entry 500, warm (in the process that played the game so far) and cold (by a service
that has not read the game: on a copy of the store, a service of its own plays a move of
another game, then loads the game and submits the next move), with the ratio of the two
against the issue 14 target: at most 1.2x. Cold, 7 processes each submit the same 15 moves at
each point; a process's cost at a point is the median of its moves there, and the ratio the
median of the processes' ratios. A load reads the game item, its snapshot and the log after
it, so the cost must not grow with the log.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import rules
from bench import Row
from bench.support import SeededSecrets
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock
from functions.storage.sqlite import SqliteStore

PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd")]
EARLY, LATE = 10, 500  # log entries at which moves are measured
WARM_MOVES = 15  # moves timed from each point on, warm (their median counts)
WARM_ROUNDS = 2  # rounds of them, the two points taking turns; the least disturbed counts
# moves per point, each loaded cold from the store as it was before it and submitted (moves
# differ in what the rules do: the median of several is a move's cost at that point)
COLD_REPEATS = 15
# processes measuring every move at both points (one cold submit of a few milliseconds varies
# by 2x on a shared machine: the median of several processes' ratios counts)
COLD_PROCESSES = 7
TARGET = 1.2
ROOT = Path(__file__).resolve().parents[1]

# The cold runs: a fresh interpreter takes the jobs in turn; for each it opens the job's copy of
# the store with a service of its own, which plays one move of another game first (as a running
# service or a warm function has played other games: the first write of a process and of a
# connection, its first rules step, cost the same at any length), then loads the game, nothing
# of it cached (the game item, its snapshot and what follows), and submits the job's move.
_COLD = """
import json, sys, time
from bench.bench_length import PLAYERS
from bench.support import SeededSecrets
from functions.service import GameService
from functions.storage.sqlite import SqliteStore
from functions.service.system import SystemClock

spent = []
for path, game_id, email, text, version in json.loads(sys.argv[1]):
    service = GameService(SqliteStore(path), SystemClock(), SeededSecrets(7))
    other = service.create("westernpoly", PLAYERS, "org@example.org", start=True)
    seat, view = other.seat(other.to_move), service.view(other.id)
    service.submit(other.id, seat.email, view.rules.legal_moves(view.state, seat.player)[0].text)
    began = time.perf_counter()
    service.submit(game_id, email, text, version=version)
    spent.append(time.perf_counter() - began)
    service.store.close()
print(json.dumps(spent))
"""


def _service(path: Path) -> GameService:
    return GameService(SqliteStore(path), SystemClock(), SeededSecrets(5))


def _next_move(service: GameService, game_id: str, rng: random.Random) -> tuple[str, str, int]:
    """(e-mail, move text, version) of a random legal move of the player to move."""
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    legal = [m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign"]
    return seat.email, rng.choice(legal).text, view.game.version


def _copy(source: Path, target: Path) -> Path:
    """A consistent copy of an SQLite store (its write-ahead log included)."""
    target.unlink(missing_ok=True)
    with sqlite3.connect(source) as db:
        db.execute("VACUUM INTO ?", (str(target),))
    return target


def _played_to(service: GameService, game_id: str, entries: int, rng: random.Random) -> None:
    """Play random moves until the log holds at least `entries` entries."""
    while service.record(game_id).moves < entries:
        email, text, version = _next_move(service, game_id, rng)
        service.submit(game_id, email, text, version=version)


def _warm(path: Path, game_id: str) -> float:
    """The median time of WARM_MOVES submissions from the store's position on, in µs."""
    service, rng, spent = _service(path), random.Random(3), []
    service.view(game_id)  # warm: the process has read the game before
    for _ in range(WARM_MOVES):
        email, text, version = _next_move(service, game_id, rng)
        began = time.perf_counter()
        service.submit(game_id, email, text, version=version)
        spent.append(time.perf_counter() - began)
    return statistics.median(spent) * 1e6


def _job(path: Path, game_id: str) -> tuple[Path, str, str, str, int]:
    """A cold run's job: the store at `path`, the game, and the next move in it (e-mail, text,
    version)."""
    probe = _service(path)
    email, text, version = _next_move(probe, game_id, random.Random(3))
    probe.store.close()
    return path, game_id, email, text, version


def _cold(jobs: list[tuple[Path, str, str, str, int]], scratch: Path) -> list[float]:
    """The time of each job's submission (see `_job`) on a copy of its store, the game loaded
    cold, in one fresh process, in µs."""
    arguments = [(str(_copy(path, scratch / f"cold-{number}.sqlite3")), *move)
                 for number, (path, *move) in enumerate(jobs)]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [
        str(ROOT), os.environ.get("PYTHONPATH")]))}
    out = subprocess.run([sys.executable, "-c", _COLD, json.dumps(arguments)],
                         capture_output=True, text=True, check=True, cwd=ROOT, env=env).stdout
    return [seconds * 1e6 for seconds in json.loads(out.strip().splitlines()[-1])]


def run() -> list[Row]:
    """Warm and cold submission at entry 10 and 500 of one WesternPoly game on SQLite."""
    rules.get("westernpoly")
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        service = _service(scratch / "game.sqlite3")
        game_id = service.create("westernpoly", PLAYERS, "org@example.org",
                                 options={"max_rounds": 80}, start=True).id
        rng, points = random.Random(11), {}
        for entries in (EARLY, LATE):
            _played_to(service, game_id, entries, rng)
            points[entries] = []
            for repeat in range(COLD_REPEATS):
                points[entries].append(_copy(scratch / "game.sqlite3",
                                             scratch / f"at-{entries}-{repeat}.sqlite3"))
                email, text, version = _next_move(service, game_id, rng)
                service.submit(game_id, email, text, version=version)
        service.store.close()
        # the two points take turns, so a busy moment of the machine falls on both alike
        warm: dict[int, list[float]] = {n: [] for n in points}
        for round_ in range(WARM_ROUNDS):
            for n, p in points.items():
                warm[n].append(_warm(_copy(p[0], scratch / f"warm-{n}-{round_}.sqlite3"),
                                     game_id))
        # each process takes both points move by move (the first point taking turns), and
        # tells a point's cost (the median of its moves) and the ratio of the two in that
        # process: a slower spell of the machine falls on both points of a ratio alike
        jobs = {(n, repeat): _job(p[repeat], game_id)
                for n, p in points.items() for repeat in range(COLD_REPEATS)}
        cold: dict[int, list[float]] = {n: [] for n in points}
        ratios = []
        for number in range(COLD_PROCESSES):
            order = [(n, repeat) for repeat in range(COLD_REPEATS)
                     for n in (points if number % 2 == 0 else reversed(points))]
            spent = _cold([jobs[key] for key in order], scratch)
            for n in points:
                cold[n].append(statistics.median(
                    micros for (at, _), micros in zip(order, spent, strict=True) if at == n))
            ratios.append(cold[LATE][-1] / cold[EARLY][-1])
    rows = []
    for how, spent, ratio in (
            ("warm", {n: min(t) for n, t in warm.items()}, min(warm[LATE]) / min(warm[EARLY])),
            ("cold", {n: statistics.median(t) for n, t in cold.items()},
             statistics.median(ratios))):
        rows += [Row(f"length: {how} submit at log entry {EARLY}", spent[EARLY], "µs"),
                 Row(f"length: {how} submit at log entry {LATE}", spent[LATE], "µs"),
                 Row(f"length: {how} submit {LATE} vs {EARLY} entries", ratio, "x",
                     f"<= {TARGET}x", ratio <= TARGET)]
    return rows
