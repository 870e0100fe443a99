"""Goofspiel's view: what `Goofspiel.view` gives a reader and the render module draws."""

# (no `from __future__ import annotations`: NotRequired keys must be seen at run time too)

from typing import NotRequired, TypedDict


class RoundView(TypedDict):
    """A resolved round: its prize, who took it (None: a tie discarded it) and, as the reader may
    see them, every bid (`bids`) or only the reader's own (`your_bid`)."""

    prize: int
    winner: str | None
    bids: NotRequired[dict[str, int]]
    your_bid: NotRequired[int]


class View(TypedDict):
    """The game as `player` may see it: their own hand and sealed bid, never another's."""

    game: str
    players: list[str]
    cards: int
    reveal: str
    round: int
    prize: int | None
    deck: list[int]
    scores: dict[str, int]
    hand: list[int]
    bid: int | None
    rounds: list[RoundView]
    over: bool
    legal: list[str]
    to_move: str | None
