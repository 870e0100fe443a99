"""The 1926 state and move values, and their JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.api import Event
from rules.game1926.texts import SIZES

POINTS = (3, 2, 1)
"""Points of a pyramid by size index (large, medium, small)."""
COLUMNS = 3
"""The candidates a region takes, each on a column of their own (I, II, III)."""

Column = tuple[int, tuple[int, ...]]
"""One investor's column in a region: (player index, pyramid points from bottom to top)."""

Pyramids = tuple[int, int, int]
"""Counts of large, medium and small pyramids."""


@dataclass(frozen=True, slots=True)
class Placement:
    """A move: put one pyramid of `size` ("large", "medium", "small") into region `region`."""

    size: str
    region: str

    @property
    def text(self) -> str:
        """The canonical command, e.g. 'large praha'."""
        return f"{self.size} {self.region}"


@dataclass(frozen=True, slots=True)
class Resignation:
    """A move: the player gives up; not a placement, so `legal_moves` does not list it."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "resign"


RESIGN = Resignation()

Move = Placement | Resignation


@dataclass(frozen=True, slots=True)
class State:
    """A 1926 position; players are referred to by their index in `players` (seating order)."""

    players: tuple[str, ...]
    variant: str
    sets: int
    lang: str
    board: tuple[tuple[Column, ...], ...]
    """Per region in map order: the columns in slot order (I, II, III)."""
    hands: tuple[Pyramids, ...]
    """Per player: the pyramids still to place."""
    forfeited: tuple[Pyramids, ...]
    """Per player: the pyramids given up under the no-legal-placement house rule."""
    turn: int
    """Index of the player to move; -1 once placement is over and the votes are counted."""
    resigned: tuple[int, ...] = ()
    """Players who gave up, in the order they did: they place nothing more and are out of the
    count (their pyramids stay on the board but count for nobody)."""
    events: tuple[Event, ...] = ()

    @property
    def over(self) -> bool:
        """True once every pyramid is placed or forfeited (the count has happened)."""
        return self.turn < 0

    @property
    def standing(self) -> list[int]:
        """The players who have not resigned, in seating order: the ones the count considers."""
        return [p for p in range(len(self.players)) if p not in self.resigned]


def dump_state(state: State, region_ids: tuple[str, ...]) -> dict[str, Any]:
    """JSON-safe dict of `state`, naming players and regions by id."""
    names = state.players

    def pyramids(counts: Pyramids) -> dict[str, int]:
        return dict(zip(SIZES, counts, strict=True))

    return {
        "players": list(names),
        "variant": state.variant,
        "sets": state.sets,
        "lang": state.lang,
        "board": {
            region: [{"player": names[p], "pyramids": list(stack)} for p, stack in columns]
            for region, columns in zip(region_ids, state.board, strict=True)
        },
        "hands": {names[i]: pyramids(h) for i, h in enumerate(state.hands)},
        "forfeited": {names[i]: pyramids(f) for i, f in enumerate(state.forfeited)},
        "to_move": names[state.turn] if state.turn >= 0 else None,
        "resigned": [names[p] for p in state.resigned],
        "events": [event.to_dict() for event in state.events],
    }


def load_state(data: Mapping[str, Any], region_ids: tuple[str, ...]) -> State:
    """The state `dump_state` wrote."""
    players = tuple(data["players"])
    index = {name: i for i, name in enumerate(players)}

    def pyramids(counts: Mapping[str, int]) -> Pyramids:
        large, medium, small = (int(counts[size]) for size in SIZES)
        return large, medium, small

    board = data["board"]
    return State(
        players=players,
        variant=data["variant"],
        sets=int(data["sets"]),
        lang=data["lang"],
        board=tuple(
            tuple((index[c["player"]], tuple(c["pyramids"])) for c in board[region])
            for region in region_ids
        ),
        hands=tuple(pyramids(data["hands"][name]) for name in players),
        forfeited=tuple(pyramids(data["forfeited"][name]) for name in players),
        turn=index[data["to_move"]] if data["to_move"] is not None else -1,
        resigned=tuple(index[name] for name in data.get("resigned", ())),
        events=tuple(Event(e["kind"], e["text"], e["data"]) for e in data["events"]),
    )
