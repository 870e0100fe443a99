"""Speed of the 1926 rules: random complete games, apply, legal moves and parse."""

from __future__ import annotations

import random

from bench import Row
from bench.support import median_of
from rules.game1926 import GAME

PLAYERS = ["ann", "bob", "cyd", "dan", "eve"]
GAMES = 400  # per timed run (the median of five runs counts)
TARGET_GAMES_PER_SECOND = 1000


def _random_game(rng: random.Random, start):
    """Play one random game to the end; returns the (player, move) log."""
    state, log = start, []
    while (player := GAME.to_move(state)) is not None:
        move = rng.choice(GAME.legal_moves(state, player))
        log.append((player, move))
        state = GAME.apply(state, player, move)
    return log


def run() -> list[Row]:
    """Complete five-player three-set games per second, and the cost of each verb."""
    start = GAME.new_game(PLAYERS, {"sets": 3, "variant": "primarky", "lang": "en"})
    rng = random.Random(1926)
    seconds, _ = median_of(lambda: [_random_game(rng, start) for _ in range(GAMES)])
    games_per_second = GAMES / seconds

    logs = [_random_game(rng, start) for _ in range(200)]
    applies = sum(len(log) for log in logs)
    states = []

    def replay() -> None:
        states.clear()
        for log in logs:
            state = start
            for player, move in log:
                states.append((state, player, move))
                state = GAME.apply(state, player, move)

    apply_seconds, _ = median_of(replay)
    legal_seconds, _ = median_of(lambda: [GAME.legal_moves(s, p) for s, p, _ in states])
    canonical = [(s, p, m.text) for s, p, m in states]
    parse_seconds, _ = median_of(lambda: [GAME.parse(s, p, t) for s, p, t in canonical])
    human = [
        (s, p, f"{m.size.upper()} pyramid into {m.region.replace('-', ' ')}")
        for s, p, m in states[:2000]
    ]
    human_seconds, _ = median_of(lambda: [GAME.parse(s, p, t) for s, p, t in human])

    return [
        Row(
            "1926 random games (5 players, 3 sets)",
            games_per_second,
            "games/s",
            f">= {TARGET_GAMES_PER_SECOND:,}",
            games_per_second >= TARGET_GAMES_PER_SECOND,
        ),
        Row("1926 apply", apply_seconds / applies * 1e6, "µs/apply"),
        Row("1926 legal_moves", legal_seconds / applies * 1e6, "µs/call"),
        Row("1926 parse canonical text", parse_seconds / applies * 1e6, "µs/call"),
        Row("1926 parse human text", human_seconds / len(human) * 1e6, "µs/call"),
    ]
