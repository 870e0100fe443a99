"""Seating a tournament round: the roster split into tables of legal size, nobody at a table
with an opponent they met before while that can be avoided (greedy, then repaired by swaps)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations

RESTARTS = 30  # greedy seatings tried (each repaired) before the least repeating one is taken
Pair = frozenset[str]


def table_sizes(players: int, smallest: int, largest: int, preferred: int) -> list[int]:
    """The sizes of the tables for that many players: as many tables as the preferred size
    gives (rounded), fewer or more when the sizes must stay within [smallest, largest], the
    players spread evenly (sizes differ by one at most), larger tables first. Raises ValueError
    when too few players come for even one table."""
    if players < smallest:
        raise ValueError(f"{players} players cannot fill a table of {smallest} or more")
    count = max(1, round(players / preferred))
    while players > count * largest:
        count += 1
    while players < count * smallest:
        count -= 1
    base, extra = divmod(players, count)
    return [base + 1] * extra + [base] * (count - extra)


def meetings(rounds: Iterable[Sequence[Sequence[str]]]) -> Counter[Pair]:
    """How often each pair of players sat at one table in the rounds given."""
    met: Counter[Pair] = Counter()
    for tables in rounds:
        for table in tables:
            met.update(frozenset(pair) for pair in combinations(table, 2))
    return met


def repeats(tables: Sequence[Sequence[str]], met: Counter[Pair]) -> int:
    """Pairs at these tables that met before (a pair met twice before counts twice)."""
    return sum(met[frozenset(pair)] for table in tables for pair in combinations(table, 2))


def seat(players: Sequence[str], sizes: Sequence[int], met: Counter[Pair],
         rng: random.Random) -> list[list[str]]:
    """Tables of the given sizes for the players, with as few repeated pairs (see `repeats`)
    as the search finds; zero whenever the greedy seating and its repair reach it."""
    if sum(sizes) != len(players):
        raise ValueError(f"{len(players)} players for {sum(sizes)} places")
    best: list[list[str]] | None = None
    best_cost = -1
    for _ in range(RESTARTS):
        tables = _repaired(_greedy(players, sizes, met, rng), met)
        cost = repeats(tables, met)
        if best is None or cost < best_cost:
            best, best_cost = tables, cost
        if cost == 0:
            break
    assert best is not None
    return best


def _greedy(players: Sequence[str], sizes: Sequence[int], met: Counter[Pair],
            rng: random.Random) -> list[list[str]]:
    """Each player in a random order, the one with most past opponents first, to the table
    with room where they met the fewest."""
    order = list(players)
    rng.shuffle(order)
    known = Counter(p for pair, n in met.items() for p in pair for _ in range(n))
    order.sort(key=lambda p: -known[p])
    tables: list[list[str]] = [[] for _ in sizes]
    for player in order:
        open_tables = [i for i, size in enumerate(sizes) if len(tables[i]) < size]
        choice = min(open_tables, key=lambda i: (
            sum(met[frozenset((player, other))] for other in tables[i]), rng.random()))
        tables[choice].append(player)
    return tables


def _repaired(tables: list[list[str]], met: Counter[Pair]) -> list[list[str]]:
    """Swap a player who met someone at their table with a player of another table while a
    swap lowers the repeats (first improvement); players with no repeat are left in peace."""
    def cost_at(table: Sequence[str], player: str) -> int:
        return sum(met[frozenset((player, other))] for other in table if other != player)

    improved = True
    while improved:
        improved = False
        for a, i in [(a, i) for a, table in enumerate(tables) for i, p in enumerate(table)
                     if cost_at(table, p)]:
            p = tables[a][i]
            places = [(t, j) for t in range(len(tables)) if t != a
                      for j in range(len(tables[t]))]
            for b, j in places:
                q = tables[b][j]
                before = cost_at(tables[a], p) + cost_at(tables[b], q)
                rest_a = [x for x in tables[a] if x != p]
                rest_b = [x for x in tables[b] if x != q]
                if cost_at(rest_a, q) + cost_at(rest_b, p) < before:
                    tables[a][i], tables[b][j] = q, p
                    improved = True
                    break
    return tables
