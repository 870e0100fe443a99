"""Oh Hell's state and move values, and their JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.api import Event


@dataclass(frozen=True, slots=True)
class Dealer:
    """A chance outcome before the first hand: `player` deals it."""

    player: str

    @property
    def text(self) -> str:
        """The canonical outcome, e.g. 'dealer Ann'."""
        return f"dealer {self.player}"


@dataclass(frozen=True, slots=True)
class Deal:
    """A chance outcome: the next card of the deal, to `to` (None: turned up as trump).
    Whom it goes to follows from the dealing order, so its text names the card alone."""

    card: str
    to: str | None

    @property
    def text(self) -> str:
        """The canonical outcome, e.g. 'deal QH'."""
        return f"deal {self.card}"


@dataclass(frozen=True, slots=True)
class Bid:
    """A move: `player` bids to take `tricks` tricks this hand."""

    tricks: int
    player: str

    @property
    def text(self) -> str:
        """The canonical command, e.g. 'bid 2'."""
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Play:
    """A move: `player` plays `card` to the trick."""

    card: str
    player: str

    @property
    def text(self) -> str:
        """The canonical command, e.g. 'play QH'."""
        return f"play {self.card}"


Move = Dealer | Deal | Bid | Play


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick taken: who led it, the cards in the order played, and who took it (seats)."""

    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand played out: its tricks, dealer, trump card, and per seat the bids, the tricks
    taken and the points scored."""

    tricks: int
    dealer: int
    trump: str
    bids: tuple[int, ...]
    taken: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """An Oh Hell position; players are referred to by their seat (index in `players`)."""

    players: tuple[str, ...]
    suits: int
    ranks: int
    plan: tuple[int, ...]
    """The number of tricks of each hand, in order."""
    number: int = 0
    """The hand being played (an index into `plan`); len(plan) once the game is over."""
    dealer: int | None = None
    dealt: tuple[str, ...] = ()
    """The cards dealt this hand, in dealing order (the last, once all are out, the trump)."""
    hands: tuple[tuple[str, ...], ...] = ()
    """Per seat: the cards held, as a hand is sorted."""
    bids: tuple[int | None, ...] = ()
    leader: int = 0
    """The seat that led (or is to lead) the current trick."""
    trick: tuple[str, ...] = ()
    """The cards of the current trick in the order played, from `leader`."""
    taken: tuple[Trick, ...] = ()
    """This hand's tricks taken so far."""
    played: tuple[Hand, ...] = ()
    """The hands played out."""
    lang: str = "en"
    events: tuple[Event, ...] = ()

    @property
    def over(self) -> bool:
        """True once the last hand is scored."""
        return self.number >= len(self.plan)

    @property
    def tricks(self) -> int:
        """The number of tricks of the current hand (0 once over)."""
        return self.plan[self.number] if not self.over else 0

    @property
    def seats(self) -> int:
        """The number of players."""
        return len(self.players)

    @property
    def trump(self) -> str | None:
        """The trump card, once turned up."""
        return self.dealt[-1] if len(self.dealt) == self.seats * self.tricks + 1 else None

    @property
    def dealing(self) -> bool:
        """True while the dealer or a card is still to be drawn."""
        return not self.over and (self.dealer is None or self.trump is None)

    @property
    def scores(self) -> tuple[int, ...]:
        """Per seat, the points of the hands played out."""
        return tuple(sum(hand.points[seat] for hand in self.played)
                     for seat in range(self.seats))

    def won(self, seat: int) -> int:
        """The tricks `seat` has taken this hand."""
        return sum(1 for trick in self.taken if trick.winner == seat)

    @property
    def turn(self) -> int | None:
        """The seat to bid or play now (None while dealing or once over)."""
        if self.dealing or self.over:
            return None
        assert self.dealer is not None
        first = (self.dealer + 1) % self.seats
        if any(bid is None for bid in self.bids):
            return next((first + k) % self.seats for k in range(self.seats)
                        if self.bids[(first + k) % self.seats] is None)
        return (self.leader + len(self.trick)) % self.seats


def dump_state(state: State) -> dict[str, Any]:
    """JSON-safe dict of `state` (hands and the deal included: the service keeps it secret)."""
    return {
        "players": list(state.players), "suits": state.suits, "ranks": state.ranks,
        "plan": list(state.plan), "number": state.number, "dealer": state.dealer,
        "dealt": list(state.dealt), "hands": [list(h) for h in state.hands],
        "bids": list(state.bids), "leader": state.leader, "trick": list(state.trick),
        "taken": [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner}
                  for t in state.taken],
        "played": [{"tricks": h.tricks, "dealer": h.dealer, "trump": h.trump,
                    "bids": list(h.bids), "taken": list(h.taken), "points": list(h.points)}
                   for h in state.played],
        "lang": state.lang,
        "events": [event.to_dict() for event in state.events],
    }


def load_state(data: Mapping[str, Any]) -> State:
    """The state `dump_state` wrote."""
    return State(
        players=tuple(data["players"]), suits=int(data["suits"]), ranks=int(data["ranks"]),
        plan=tuple(int(n) for n in data["plan"]), number=int(data["number"]),
        dealer=None if data["dealer"] is None else int(data["dealer"]),
        dealt=tuple(data["dealt"]), hands=tuple(tuple(h) for h in data["hands"]),
        bids=tuple(None if b is None else int(b) for b in data["bids"]),
        leader=int(data["leader"]), trick=tuple(data["trick"]),
        taken=tuple(Trick(int(t["leader"]), tuple(t["cards"]), int(t["winner"]))
                    for t in data["taken"]),
        played=tuple(Hand(int(h["tricks"]), int(h["dealer"]), str(h["trump"]),
                          tuple(int(b) for b in h["bids"]), tuple(int(n) for n in h["taken"]),
                          tuple(int(n) for n in h["points"])) for h in data["played"]),
        lang=str(data.get("lang", "en")),
        events=tuple(Event.from_dict(e) for e in data["events"]),
    )
