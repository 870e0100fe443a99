"""Speed of the WesternPoly rules: random playouts in player turns per second, and parse."""

from __future__ import annotations

import random

from bench import Row
from bench.support import median_of
from rules import CHANCE
from rules.westernpoly import GAME
from rules.westernpoly.moves import Resign, Roll, Sell, SellGolden, SellStars

PLAYERS = ["ann", "bob", "cyd", "dan"]
GAMES = 60  # per timed run (the median of five runs counts)
MAX_ROUNDS = 50
TARGET_TURNS_PER_SECOND = 20_000
_SALES = (Sell, SellStars, SellGolden)


def _choose(rng: random.Random, moves: list):
    """A random move; sales and resigning only when nothing else is possible (debts)."""
    playing = [m for m in moves if not isinstance(m, (Resign, *_SALES))]
    return rng.choice(playing or moves)


def _playouts(seed: int, log: list | None = None) -> int:
    """Play GAMES random games to the round limit; returns the player turns (throws decided)."""
    rng = random.Random(seed)
    turns = 0
    for _ in range(GAMES):
        state = GAME.new_game(PLAYERS, {"max_rounds": MAX_ROUNDS, "lang": "en"})
        while (player := GAME.to_move(state)) is not None:
            if player == CHANCE:
                outcomes = GAME.chance_outcomes(state)
                move = outcomes[int(rng.random() * len(outcomes))][0]
            else:
                move = _choose(rng, GAME.legal_moves(state, player))
                turns += isinstance(move, Roll)
            if log is not None:
                log.append((state, player, move))
            state = GAME.apply(state, player, move)
    return turns


def run() -> list[Row]:
    """Player turns per second in random four-player playouts; microseconds per parse."""
    seconds, turns = median_of(lambda: _playouts(1))
    turns_per_second = turns / seconds
    log: list = []
    _playouts(2, log)
    sample = [(s, p, m.text) for s, p, m in log[:20_000]]
    parse_seconds, _ = median_of(lambda: [GAME.parse(s, p, t) for s, p, t in sample])
    return [
        Row("westernpoly random playouts", turns_per_second, "player turns/s",
            f">= {TARGET_TURNS_PER_SECOND:,}", turns_per_second >= TARGET_TURNS_PER_SECOND),
        Row("westernpoly parse canonical text", 1e6 * parse_seconds / len(sample), "µs/parse"),
    ]
