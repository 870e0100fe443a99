"""The Goofspiel state and move values, and their JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.api import Event

REVEALS = ("bids", "winner")
"""What a resolved round shows: every bid, or only who took the prize."""


@dataclass(frozen=True, slots=True)
class Bid:
    """A move: `bidder` lays the card `card` face down for the current prize."""

    card: int
    bidder: str

    @property
    def text(self) -> str:
        """The canonical command, e.g. 'bid 7'."""
        return f"bid {self.card}"


@dataclass(frozen=True, slots=True)
class Prize:
    """A chance outcome: the prize card `card` is turned up."""

    card: int

    @property
    def text(self) -> str:
        """The canonical outcome, e.g. 'prize 7'."""
        return f"prize {self.card}"


Move = Bid | Prize


@dataclass(frozen=True, slots=True)
class Round:
    """A resolved round: its prize, every bid in seating order and who took it (None: tie)."""

    prize: int
    bids: tuple[int, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class State:
    """A Goofspiel position; players are referred to by their index in `players`."""

    players: tuple[str, ...]
    cards: int
    reveal: str
    deck: tuple[int, ...]
    """The prize cards not yet turned up, ascending (their order is chance's)."""
    prize: int | None
    """The prize card of the current round, None until it is turned up."""
    hands: tuple[tuple[int, ...], ...]
    """Per player: the cards still held, ascending."""
    bids: tuple[int | None, ...]
    """Per player: the sealed bid of the current round, None while they have not bid."""
    rounds: tuple[Round, ...] = ()
    lang: str = "en"
    """The language of refusals (`Game.localized` sets the reader's)."""
    events: tuple[Event, ...] = ()

    @property
    def over(self) -> bool:
        """True once every prize has been played for."""
        return self.prize is None and not self.deck

    @property
    def scores(self) -> tuple[int, ...]:
        """Each player's prize points so far, in seating order."""
        points = [0] * len(self.players)
        for played in self.rounds:
            if played.winner is not None:
                points[played.winner] += played.prize
        return tuple(points)


def dump_state(state: State) -> dict[str, Any]:
    """JSON-safe dict of `state` (sealed bids included: the service keeps it secret)."""
    names = state.players
    return {
        "players": list(names),
        "cards": state.cards,
        "reveal": state.reveal,
        "deck": list(state.deck),
        "prize": state.prize,
        "hands": {names[i]: list(hand) for i, hand in enumerate(state.hands)},
        "bids": {names[i]: bid for i, bid in enumerate(state.bids)},
        "rounds": [
            {
                "prize": played.prize,
                "bids": dict(zip(names, played.bids, strict=True)),
                "winner": None if played.winner is None else names[played.winner],
            }
            for played in state.rounds
        ],
        "lang": state.lang,
        "events": [event.to_dict() for event in state.events],
    }


def load_state(data: Mapping[str, Any]) -> State:
    """The state `dump_state` wrote."""
    players = tuple(data["players"])
    index = {name: i for i, name in enumerate(players)}
    return State(
        players=players,
        cards=int(data["cards"]),
        reveal=str(data["reveal"]),
        deck=tuple(int(c) for c in data["deck"]),
        prize=None if data["prize"] is None else int(data["prize"]),
        hands=tuple(tuple(int(c) for c in data["hands"][name]) for name in players),
        bids=tuple(None if data["bids"][n] is None else int(data["bids"][n]) for n in players),
        rounds=tuple(
            Round(
                prize=int(r["prize"]),
                bids=tuple(int(r["bids"][name]) for name in players),
                winner=None if r["winner"] is None else index[r["winner"]],
            )
            for r in data["rounds"]
        ),
        lang=str(data.get("lang", "en")),
        events=tuple(Event.from_dict(e) for e in data["events"]),
    )
