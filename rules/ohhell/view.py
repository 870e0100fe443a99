"""Oh Hell's view: what `OhHell.view` gives a reader and the render module draws."""

# (no `from __future__ import annotations`: NotRequired keys must be seen at run time too)

from typing import NotRequired, TypedDict


class CardPlayed(TypedDict):
    """One card of a trick taken, with who played it."""

    player: str
    card: str


class TrickView(TypedDict):
    """A trick taken this hand: who led it, who took it, its cards in playing order."""

    leader: str
    winner: str
    cards: list[CardPlayed]


class HandView(TypedDict):
    """A hand played out, public: tricks, dealer, trump, and per player bid, tricks taken and
    points."""

    tricks: int
    dealer: str
    trump: str
    bids: dict[str, int]
    taken: dict[str, int]
    points: dict[str, int]


class View(TypedDict):
    """The game as `player` may see it: their own hand (`hand`, `legal`: a player's view only),
    never another player's cards nor the undealt ones."""

    game: str
    players: list[str]
    hand_number: int
    hands_total: int
    plan: list[int]
    tricks_this_hand: int
    dealer: str | None
    trump: str | None
    trump_suit: str | None
    bids: dict[str, int | None]
    leader: str | None
    trick: list[str]
    trick_players: list[str]
    tricks: dict[str, int]
    taken: list[TrickView]
    held: dict[str, int]
    scores: dict[str, int]
    history: list[HandView]
    over: bool
    to_move: str | None
    hand: NotRequired[list[str]]
    legal: NotRequired[list[str]]
