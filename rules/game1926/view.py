"""1926's view: what `Game1926.view` gives a reader and the render module draws (1926 has no
hidden information: every reader sees the same, but for their own legal moves)."""

# (no `from __future__ import annotations`: NotRequired keys must be seen at run time too)

from typing import Any, TypedDict


class ColumnView(TypedDict):
    """One investor's column in a region: its slot (1-3), the pyramids (large first placed) and
    their points."""

    slot: int
    player: str
    pyramids: list[str]
    total: int


class RegionView(TypedDict):
    """A region of the map: its electors, whether its three columns are taken, who leads it."""

    id: str
    name: str
    electors: int
    closed: bool
    leader: str | None
    columns: list[ColumnView]


class View(TypedDict):
    """The whole board, the players' pyramids and electors, and `legal_moves` on the reader's
    own turn."""

    game: str
    variant: str
    variant_name: str
    lang: str
    sets: int
    players: list[str]
    electors_total: int
    majority: int
    regions: list[RegionView]
    electors: dict[str, int]
    pyramids_left: dict[str, dict[str, int]]
    forfeited: list[str]
    resigned: list[str]
    to_move: str | None
    legal_moves: list[str]
    events: list[dict[str, Any]]
    result: dict[str, Any] | None
