"""Durable moves per second: our service on SQLite against boardgame.io 0.50's FlatFile store,
the same 1926 games on the same machine in the same run (issue 14: >= 5x).

The peer is the harness in bench/peers/bgio-1926 (its game, its server core `Master.onUpdate`,
its FlatFile storage adapter). It runs when `node` and `npm` are on the PATH; its packages are
installed once, with `npm ci` from the pinned lock file, into a cache folder outside the
repository ($PBM_BENCH_CACHE, default ~/.cache/pbm-bench).

Both sides play the same games: five players, three sets, each move drawn by the harness's
xorshift generator (seed 1926) from the same ordered list of legal placements of the harness's
own copy of the state (the peer's a local G, ours a rules state). The moves are drawn before
the clock starts, so that only the servers' work is timed, and each side first plays WARMUP
other games (seed 1927) untimed in the same store: node compiles its hot code as it runs, and
a server runs warm (with 10 games from a cold start the peer did 230-330 moves a CPU second,
warm 330-480). Ours submits through `GameService.submit` with an
idempotency key per move and the version it expects, each move one SQLite transaction (WAL)
extending the game's hash chain and writing the next player's turn notification; the peer has
neither keys nor a chain nor mail. Its moves reach its server core as a client's, so ours come
as the web form's (source "web": the page shows the move, and no read-back mail is written). A
second row plays the same games as moves made by mail or on the command line, each writing a
read-back notification to its mover too; it has no target. The number of moves of both sides
is compared, so a difference in the games shows.

Moves per second are given by wall time and by CPU time (of every thread of the process, the
peer's file I/O threads included); the target is held on CPU time, which other work on a
shared machine disturbs far less. The two differ even on an idle machine: node collects garbage
and compiles on threads of its own, so with a spare core its wall time is below its CPU time,
where our service runs on one thread. The ratio is the median of the ratios of REPEATS pairs of
runs, each pair run back to back (one side first, then the other first in the next pair), so
that a slower spell of the machine falls on both sides of a ratio.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import rules
from bench import Row
from bench.support import SeededSecrets
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock
from functions.storage.sqlite import SqliteStore

HARNESS = Path(__file__).resolve().parent / "peers" / "bgio-1926"
GAMES = 10  # about 4,300 WAL pages: one checkpoint (sqlite_store.WAL_PAGES), as moves pay
WARMUP = 20  # games each side plays first, untimed: node compiles the hot code as it runs
REPEATS = 7
TARGET = 5.0
SIZES = {"large": 3, "medium": 2, "small": 1}
PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd", "Dan", "Eve")]


def xorshift(seed: int) -> Callable[[], float]:
    """The harness's generator (`rng` in bench.js): xorshift32 over unsigned 32-bit words,
    floats in [0, 1)."""
    x = (seed & 0xFFFFFFFF) or 1

    def draw() -> float:
        nonlocal x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        return x / 4294967296

    return draw


def _placements(game, state, player: str) -> list:
    """The legal placements in the harness's order: regions in map order, large to small."""
    return [m for m in game.legal_moves(state, player) if getattr(m, "size", None) in SIZES]


def play_ours(games: int, folder: Path, source: str = "web") -> tuple[int, float, float]:
    """`games` games through the service on a fresh SQLite file, each move from `source`,
    after WARMUP others untimed; (moves, seconds, CPU seconds)."""
    store = SqliteStore(folder / "peer.sqlite3")
    service = GameService(store, SystemClock(), SeededSecrets(1926))
    _play(service, drawn(WARMUP, xorshift(1927)), "w", source)
    timed = drawn(games, xorshift(1926))  # the moves are chosen before the clock starts
    began, cpu = time.perf_counter(), time.process_time()
    moves = _play(service, timed, "m", source)
    seconds, cpu = time.perf_counter() - began, time.process_time() - cpu
    store.close()
    return moves, seconds, cpu


def drawn(games: int, draw: Callable[[], float]) -> list[list[tuple[str, str]]]:
    """The moves of `games` games as the harness draws them (`draw`, from the legal
    placements of its own copy of the state): per game, (player, move text) in order."""
    game_rules = rules.get("1926")
    names = [spec.name for spec in PLAYERS]
    played = []
    for _ in range(games):
        state, moves = game_rules.new_game(names, {"sets": 3, "lang": "en"}), []
        while (player := game_rules.to_move(state)) is not None:
            options = _placements(game_rules, state, player)
            if not options:
                break
            move = options[int(draw() * len(options))]
            moves.append((player, move.text))
            state = game_rules.apply(state, player, move)
        played.append(moves)
    return played


def _play(service: GameService, games: list[list[tuple[str, str]]], prefix: str,
          source: str) -> int:
    """The games through the service, each move with an idempotency key and the version it
    expects; the number of moves."""
    moves = 0
    for number, game in enumerate(games):
        record = service.create("1926", PLAYERS, "org@example.org",
                                options={"sets": 3, "lang": "en"}, start=True)
        version = record.version
        for player, text in game:
            done = service.submit(record.id, record.seat_for(player).email, text,
                                  version=version, idempotency_key=f"{prefix}{number}-{moves}",
                                  source=source)
            version = done.game.version
            moves += 1
    return moves


def _npm_ready(cache: Path) -> Path:
    """The harness in `cache` with its packages installed (again if the lock file changed)."""
    target = cache / "peers" / "bgio-1926"
    target.mkdir(parents=True, exist_ok=True)
    lock = (HARNESS / "package-lock.json").read_bytes()
    installed = target / "node_modules" / ".installed-lock.json"
    for name in ("bench.js", "package.json", "package-lock.json"):
        shutil.copyfile(HARNESS / name, target / name)
    if not installed.exists() or installed.read_bytes() != lock:
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=target,
                       check=True, capture_output=True, text=True, timeout=600)
        installed.write_bytes(lock)
    return target


def play_peer(harness: Path, games: int, folder: Path) -> tuple[int, float, float]:
    """`games` games on the peer's FlatFile store in a fresh folder; (moves, seconds, CPU
    seconds)."""
    done = subprocess.run(["node", "bench.js", str(games), "flatfile", str(folder),
                           str(WARMUP)],
                          cwd=harness, check=True, capture_output=True, text=True, timeout=600)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return result["moves"], result["seconds"], result["cpu_seconds"]


def _folders() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as root:
        for number in range(3 * REPEATS):
            folder = Path(root) / str(number)
            folder.mkdir()
            yield folder


def run() -> list[Row]:
    """Our durable moves/s, the peer's FlatFile moves/s (medians of REPEATS runs) and the
    median of the ratios of the pairs run back to back."""
    name = f"1926 durable moves, {GAMES} games x {REPEATS}"
    if not (shutil.which("node") and shutil.which("npm")):
        return [Row(f"peer boardgame.io FlatFile: {name} (no node: not run)", 0, "moves/s")]
    cache = Path(os.environ.get("PBM_BENCH_CACHE") or Path.home() / ".cache" / "pbm-bench")
    try:
        harness = _npm_ready(cache)
    except (subprocess.SubprocessError, OSError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        return [Row(f"peer boardgame.io FlatFile: {name} (npm ci failed: "
                    f"{detail.strip().splitlines()[-1][:60] if detail.strip() else exc})",
                    0, "moves/s")]
    folders = _folders()
    rates: dict[str, list[float]] = {"ours": [], "peer": [], "ours cpu": [], "peer cpu": [],
                                     "read-back cpu": []}
    ratios: list[float] = []
    counts: set[tuple[int, int]] = set()
    for repeat in range(REPEATS):
        # the two sides of a pair run back to back, first one then the other in turn: a slow
        # spell of a shared machine (seconds long) falls on both sides of a ratio alike
        runs = {}
        for side in ("ours", "peer") if repeat % 2 == 0 else ("peer", "ours"):
            runs[side] = (play_ours(GAMES, next(folders)) if side == "ours"
                          else play_peer(harness, GAMES, next(folders)))
        (our_moves, our_seconds, our_cpu), (peer_moves, peer_seconds, peer_cpu) = (
            runs["ours"], runs["peer"])
        moves, _, cpu = play_ours(GAMES, next(folders), source="cli")
        rates["read-back cpu"].append(moves / cpu)
        rates["ours"].append(our_moves / our_seconds)
        rates["ours cpu"].append(our_moves / our_cpu)
        rates["peer"].append(peer_moves / peer_seconds)
        rates["peer cpu"].append(peer_moves / peer_cpu)
        ratios.append(rates["ours cpu"][-1] / rates["peer cpu"][-1])
        counts.add((our_moves, peer_moves))
    folders.close()
    median = {key: statistics.median(values) for key, values in rates.items()}
    ratio = statistics.median(ratios)
    (our_moves, peer_moves), *_ = counts
    return [
        Row(f"service sqlite (keys + chain): {name}", median["ours"], "moves/s (wall)"),
        Row(f"peer boardgame.io 0.50.2 FlatFile: {name}", median["peer"], "moves/s (wall)"),
        Row(f"service sqlite (keys + chain): {name}", median["ours cpu"], "moves/CPU s"),
        Row(f"peer boardgame.io 0.50.2 FlatFile: {name}", median["peer cpu"], "moves/CPU s"),
        Row(f"service sqlite, moves with read-backs (as by mail): {name}",
            median["read-back cpu"], "moves/CPU s"),
        Row("service / peer durable moves (wall)", median["ours"] / median["peer"], "ratio"),
        Row("service / peer durable moves (CPU)", ratio, "ratio", f">= {TARGET:g}",
            ratio >= TARGET),
        Row("service and peer played the same moves", our_moves, "moves",
            f"== peer's {peer_moves}", len(counts) == 1 and our_moves == peer_moves),
    ]
