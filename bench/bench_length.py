"""Does a move cost more late in a game? A WesternPoly `submit` on SQLite at log entry 10 and
at log entry 500, warm (in the process that played the game so far) and cold (a fresh process
that loads the game and submits one move), with the ratio of the two against the issue 14
target: at most 1.2x. Cold, each of 9 moves counts at the fastest of 3 fresh processes and the
point at the median of its moves. A load reads the game item, its snapshot and the log after
it, so the cost must not grow with the log.
"""

from __future__ import annotations

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
from functions.service.sqlite_store import SqliteStore
from functions.service.system import SystemClock

PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd")]
EARLY, LATE = 10, 500  # log entries at which moves are measured
WARM_MOVES = 15  # moves timed from each point on, warm (their median counts)
WARM_ROUNDS = 2  # rounds of them, the two points taking turns; the least disturbed counts
# fresh processes per point, each loading the game one move further on and submitting the next
# (moves differ in what the rules do: the median of several is a move's cost at that point)
COLD_REPEATS = 9
# fresh processes per move: one cold submit of a few milliseconds varies by 2x on a shared
# machine, so each move counts at its least disturbed try (as timeit counts a statement)
COLD_TRIES = 3
TARGET = 1.2
ROOT = Path(__file__).resolve().parents[1]

# The cold run: a fresh interpreter opens the copy, then loads the game and submits one move
# (nothing about the game cached: the load reads the game item, its snapshot and what follows).
_COLD = """
import sys, time
import rules
from bench.support import SeededSecrets
from functions.service import GameService
from functions.service.sqlite_store import SqliteStore
from functions.service.system import SystemClock
path, game_id, email, text, version = sys.argv[1:]
rules.get("westernpoly")  # the rules' import is a cold start's, not the load's
service = GameService(SqliteStore(path), SystemClock(), SeededSecrets(7))
# the store's files written once (another game's row): their first write costs the same at
# any length, and on a shared disk it varies by tens of milliseconds
service.store.mark_mail_processed("bench-warm-up", "bench", "2025-01-01T00:00:00.000Z")
began = time.perf_counter()
service.submit(game_id, email, text, version=int(version))
print(time.perf_counter() - began)
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


def _cold(path: Path, game_id: str, copy: Path) -> float:
    """The time one fresh process takes to load the game and submit a move, in µs."""
    probe = _service(path)
    email, text, version = _next_move(probe, game_id, random.Random(3))
    probe.store.close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [
        str(ROOT), os.environ.get("PYTHONPATH")]))}
    out = subprocess.run([sys.executable, "-c", _COLD, str(_copy(path, copy)), game_id, email,
                          text, str(version)], capture_output=True, text=True, check=True,
                         cwd=ROOT, env=env).stdout
    return float(out.strip().splitlines()[-1]) * 1e6


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
        tries: dict[tuple[int, int], list[float]] = {}
        for _ in range(COLD_TRIES):
            for repeat in range(COLD_REPEATS):
                for n, p in points.items():
                    tries.setdefault((n, repeat), []).append(
                        _cold(p[repeat], game_id, scratch / f"cold-{n}-{repeat}.sqlite3"))
        cold = {n: [min(tries[n, repeat]) for repeat in range(COLD_REPEATS)] for n in points}
    rows = []
    for how, spent in (("warm", {n: min(t) for n, t in warm.items()}),
                       ("cold", {n: statistics.median(t) for n, t in cold.items()})):
        ratio = spent[LATE] / spent[EARLY]
        rows += [Row(f"length: {how} submit at log entry {EARLY}", spent[EARLY], "µs"),
                 Row(f"length: {how} submit at log entry {LATE}", spent[LATE], "µs"),
                 Row(f"length: {how} submit {LATE} vs {EARLY} entries", ratio, "x",
                     f"<= {TARGET}x", ratio <= TARGET)]
    return rows
