"""Tournament standings: points per place at each table, summed across the games, with the
tie-breaks stated (points, then wins, then opponents beaten; equal on all three: one place)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

DEFAULT_POINTS = (10, 6, 3, 1, 0, 0)  # for 1st, 2nd, ... place at a table; lower places get 0
TIE_BREAKS = ("points", "wins", "beaten")


def points_for(place: int, tied: int, points: Sequence[float]) -> float:
    """The points of a place shared by `tied` players: each gets the mean of the points of
    the places they cover (two tied for 1st with 10, 6, ... get 8 each)."""
    covered = [points[p - 1] if p <= len(points) else 0 for p in range(place, place + tied)]
    return sum(covered) / tied


@dataclass(frozen=True)
class TableResult:
    """One finished tournament game: each entrant's place at its table (empty: cancelled)."""

    round: int
    table: int
    game_id: str
    places: Mapping[str, int]  # entrant key -> place (1 best)


@dataclass
class Row:
    """One entrant's line of the standings."""

    key: str
    name: str
    points: float = 0.0
    wins: float = 0.0  # first places (a shared first place counts as a share)
    beaten: int = 0  # opponents who finished below them, over all their games
    games: int = 0
    places: list[int] = field(default_factory=list)
    place: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (points and wins rounded to 2 decimals)."""
        return {"place": self.place, "key": self.key, "name": self.name,
                "points": round(self.points, 2), "wins": round(self.wins, 2),
                "beaten": self.beaten, "games": self.games, "places": list(self.places)}


def standings(entrants: Sequence[tuple[str, str]], results: Sequence[TableResult],
              points: Sequence[float]) -> list[Row]:
    """The standings of (key, name) entrants after these games, best first, with places."""
    rows = {key: Row(key, name) for key, name in entrants}
    for result in results:
        for key, place in result.places.items():
            tied = sum(1 for p in result.places.values() if p == place)
            row = rows[key]
            row.points += points_for(place, tied, points)
            row.wins += 1 / tied if place == 1 else 0
            row.beaten += sum(1 for p in result.places.values() if p > place)
            row.games += 1
            row.places.append(place)
    ordered = sorted(rows.values(), key=lambda r: (_rank_key(r), r.name.casefold(), r.key))
    for index, row in enumerate(ordered):
        same = index and _rank_key(ordered[index - 1]) == _rank_key(row)
        row.place = ordered[index - 1].place if same else index + 1
    return ordered


def _rank_key(row: Row) -> tuple[float, float, int]:
    # shared points are fractions (10/3): sums that are equal must compare equal
    return (-round(row.points, 6), -round(row.wins, 6), -row.beaten)
