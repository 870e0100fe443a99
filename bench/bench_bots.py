"""Strength and speed of the bots: win shares of `strong` against `random` and `greedy` tables,
its decision time, and illegal moves (none allowed).

A quick run (the default, as `make bench` runs it) plays 100 games per table; PBM_BENCH_FULL=1
plays 1,000 (about 15 minutes), and each row's name says how many it played and in which mode.
`PBM_BENCH_GAMES` sets any other number of games per table; `PBM_BENCH_BOTS` (`1926` or
`westernpoly`) runs only that game's tables.
"""

from __future__ import annotations

import os
import random
import time

import rules
from bench import Row, full_mode
from rules import CHANCE

GAMES = 1000  # per table, in a full run
QUICK_GAMES = 100  # per table, in a quick run
WESTERN_OPTIONS = {"max_rounds": 40, "lang": "en"}
P99_TARGET_MS = 250


def _games() -> int:
    if os.environ.get("PBM_BENCH_GAMES"):
        return int(os.environ["PBM_BENCH_GAMES"])
    return GAMES if full_mode() else QUICK_GAMES


def _mode(games: int) -> str:
    """How a row names the games it played: `100 games, quick` or `1000 games, full`."""
    return f"{games} games, {'full' if full_mode() else 'quick'}"


def _wanted(name: str) -> bool:
    """True if the table named `name` is to run (see `PBM_BENCH_BOTS`)."""
    only = os.environ.get("PBM_BENCH_BOTS", "").strip().lower()
    return not only or name.lower().startswith(only)


class _Log:
    """Decision times of the strong bot and illegal moves seen."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.illegal = 0

    def decide(self, bot, state, player: str, rng: random.Random):
        began = time.perf_counter()
        move = bot.choose(state, player, rng)
        if bot.level == "strong":
            self.times.append(time.perf_counter() - began)
        return move


def _game_1926(opponent: str, seed: int, log: _Log) -> float:
    """One five-player game, the strong bot in seat `seed % 5`; its share of the win."""
    game = rules.get("1926")
    rng = random.Random(f"1926-{opponent}-{seed}")
    names = [f"p{i}" for i in range(5)]
    me = names[seed % 5]
    state = game.new_game(names, {"sets": 3, "variant": "primarky", "lang": "en"})
    while (player := game.to_move(state)) is not None:
        bot = game.bots["strong" if player == me else opponent]
        state = game.apply(state, player, log.decide(bot, state, player, rng))
    result = game.result(state)
    return 1 / len(result.winners) if me in result.winners else 0.0


def _game_western(opponent: str, seed: int, log: _Log) -> float:
    """One three-player game to 40 rounds, strong in seat `seed % 3`; its share of the win.
    After every step each bot may answer an offer addressed to it."""
    game = rules.get("westernpoly")
    rng = random.Random(f"westernpoly-{opponent}-{seed}")
    names = [f"p{i}" for i in range(3)]
    me = names[seed % 3]
    bots = {name: game.bots["strong" if name == me else opponent] for name in names}
    state = game.new_game(names, WESTERN_OPTIONS)
    while (player := game.to_move(state)) is not None:
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = log.decide(bots[player], state, player, rng)
        state = game.apply(state, player, move)
        for name, bot in bots.items():
            answer = bot.react(state, name, rng)
            if answer is not None:
                state = game.apply(state, name, answer)
    result = game.result(state)
    return 1 / len(result.winners) if me in result.winners else 0.0


def _share(play, opponent: str, games: int, log: _Log) -> float:
    """The strong bot's win share in percent; a game with an illegal bot move counts as lost."""
    won = 0.0
    for seed in range(games):
        try:
            won += play(opponent, seed, log)
        except rules.IllegalMove:
            log.illegal += 1
    return 100 * won / games


def run() -> list[Row]:
    """Win shares against the targets of issue 11, the p99 decision time, illegal moves."""
    games = _games()
    log = _Log()
    rows = []
    for name, play, opponent, target, ok in [
        ("1926 strong vs 4 random, win share", _game_1926, "random", ">= 80%",
         lambda v: v >= 80),
        ("1926 strong vs 4 greedy, win share", _game_1926, "greedy", ">= 60%",
         lambda v: v >= 60),
        ("WesternPoly strong vs 2 random, win share", _game_western, "random", ">= 66.7%",
         lambda v: v >= 200 / 3),
        ("WesternPoly strong vs 2 greedy, win share", _game_western, "greedy", "> 33.3%",
         lambda v: v > 100 / 3),
    ]:
        if not _wanted(name):
            continue
        value = _share(play, opponent, games, log)
        rows.append(Row(f"{name} ({_mode(games)})", value, "%", target, ok(value)))
    times = sorted(log.times)
    p99 = times[int(0.99 * (len(times) - 1))] * 1000
    rows.append(Row(f"strong decision time p99 ({_mode(games)})", p99, "ms", f"<= {P99_TARGET_MS} ms",
                    p99 <= P99_TARGET_MS))
    rows.append(Row(f"strong decision time mean ({_mode(games)})", sum(times) / len(times) * 1000, "ms"))
    rows.append(Row(f"strong decision time max ({_mode(games)})", times[-1] * 1000, "ms"))
    rows.append(Row(f"bot illegal moves ({_mode(games)})", log.illegal, "moves", "0", log.illegal == 0))
    return rows
