"""Seating a tournament (issue 13): the time to seat a round of 40 and of 400 players at
tables of four after earlier rounds, and the repeated pairs it leaves (target 0 while avoidable).
"""

from __future__ import annotations

import random
import time

from bench import Row
from functions.service.tournaments import seating

TARGET_MS = 500  # seating one round must not hold up the write that ends the previous one


def _seat_rounds(players: int, rounds: int) -> tuple[float, int]:
    """(slowest round's seating in ms, repeated pairs over all rounds)."""
    names = [f"p{i}" for i in range(players)]
    sizes = seating.table_sizes(players, 3, 5, 4)
    played: list[list[list[str]]] = []
    slowest, repeated = 0.0, 0
    for number in range(rounds):
        met = seating.meetings(played)
        started = time.perf_counter()
        tables = seating.seat(names, sizes, met, random.Random(number))
        slowest = max(slowest, (time.perf_counter() - started) * 1000)
        repeated += seating.repeats(tables, met)
        played.append(tables)
    return slowest, repeated


def run() -> list[Row]:
    """Seat 40 players for 5 rounds and 400 players for 3 rounds."""
    rows = []
    for players, rounds in ((40, 5), (400, 3)):
        slowest, repeated = _seat_rounds(players, rounds)
        rows += [Row(f"tournament seating {players} players: slowest round", slowest, "ms",
                     f"<= {TARGET_MS}", slowest <= TARGET_MS),
                 Row(f"tournament seating {players} players x{rounds}: repeated pairs",
                     repeated, "pairs", "0", repeated == 0)]
    return rows
