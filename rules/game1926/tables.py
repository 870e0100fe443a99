"""Lookups precomputed once per variant so that move generation and apply stay cheap."""

from __future__ import annotations

from dataclasses import dataclass

from rules.game1926.maps import MAPS, Map
from rules.game1926.state import POINTS, Placement
from rules.game1926.texts import SIZES

SIZE_INDEX = {size: i for i, size in enumerate(SIZES)}

ByTop = tuple[tuple[Placement, ...], ...]
"""Moves into one region indexed by the top of the player's column: 0 (closed), 1, 2 or 3."""


@dataclass(frozen=True, slots=True)
class Table:
    """One variant's map with its moves laid out for fast lookup."""

    map: Map
    region_ids: tuple[str, ...]
    region_index: dict[str, int]
    region_names: tuple[str, ...]
    electors: tuple[int, ...]
    moves: dict[str, Placement]
    """Canonical text -> move, every size in every region."""
    by_hand: tuple[tuple[ByTop, ...], ...]
    """[sizes-in-hand bit mask][region][top] -> the legal placements, large first."""


def hand_mask(hand: tuple[int, int, int]) -> int:
    """Bit i is set when the hand still holds a pyramid of size index i."""
    return (hand[0] > 0) | (hand[1] > 0) << 1 | (hand[2] > 0) << 2


def _table(board: Map) -> Table:
    ids = tuple(region.id for region in board.regions)
    grid = [[Placement(size, region) for size in SIZES] for region in ids]
    by_hand = tuple(
        tuple(
            tuple(
                tuple(row[i] for i in range(3) if mask >> i & 1 and POINTS[i] <= top)
                for top in range(4)
            )
            for row in grid
        )
        for mask in range(8)
    )
    return Table(
        map=board,
        region_ids=ids,
        region_index={region: r for r, region in enumerate(ids)},
        region_names=tuple(region.name for region in board.regions),
        electors=tuple(region.electors for region in board.regions),
        moves={move.text: move for row in grid for move in row},
        by_hand=by_hand,
    )


TABLES: dict[str, Table] = {variant: _table(board) for variant, board in MAPS.items()}

# Region ids are unique across both maps, so a region id alone names its region.
REGION_NAMES: dict[str, str] = {
    region: name
    for table in TABLES.values()
    for region, name in zip(table.region_ids, table.region_names, strict=True)
}
"""Region id -> display name, on either map."""

REGION_AT: dict[str, str] = {
    region.id: region.at for table in TABLES.values() for region in table.map.regions
}
"""Region id -> where a pyramid stands there in Czech ("v Praze"), on either map."""
