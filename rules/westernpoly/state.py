"""The immutable game state and its parts, with the JSON-safe dump and load.

Players are referred to by seat index inside the state (ids only at the edges). The bank is
the pseudo-seat `BANK`; its balance starts at minus the cash it handed out, so the players' cash
plus the bank balance plus money staked on the table is always zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, NamedTuple

from rules.api import Event
from rules.westernpoly.view import BundleView

BANK = -1
NOBODY = -1

# Phases: what the game waits for (debts come first whatever the phase says).
ROLL = "roll"  # the active player decides before throwing
THROW = "throw"  # chance: a die for the movement
JAIL_THROW = "jail_throw"  # chance: a die to leave VĚZENÍ
DRAW = "draw"  # chance: a card from `draw_deck`
ACT = "act"  # the active player acts on the field and ends with `done`
OVER = "over"
CHANCE_PHASES = frozenset({THROW, JAIL_THROW, DRAW})


@dataclass(frozen=True, slots=True)
class Options:
    """The game's options, already validated."""

    lang: str = "cs"
    max_rounds: int = 0
    shares: bool = False
    decks: str = "western"
    jail: str = "six"


@dataclass(frozen=True, slots=True)
class Deck:
    """A card deck: cards nobody has seen yet (in secret order on top) and the seen pile below."""

    unseen: tuple[str, ...]
    pile: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Debt:
    """Money `debtor` owes `creditor` (a seat or BANK) and cannot pay from cash yet, and why:
    `cause` the payment's kind ("rent", "paid" by a card, "payment" to another's card,
    "accident", "stake" on shares; "" in a game saved before debts kept it) and `field` the
    field it is for (rent, shares; -1 when none)."""

    debtor: int
    creditor: int
    amount: int
    cause: str = ""
    field: int = -1


@dataclass(frozen=True, slots=True)
class Bundle:
    """One side of a trade: fields, the kept card, money."""

    fields: tuple[int, ...] = ()
    card: bool = False
    money: int = 0

    def __bool__(self) -> bool:
        return bool(self.fields or self.card or self.money)

    def to_dict(self) -> BundleView:
        """JSON-safe form (event data, the view, the dump)."""
        return {"fields": list(self.fields), "card": self.card, "money": self.money}


@dataclass(frozen=True, slots=True)
class Offer:
    """A trade offer waiting for the recipient; it expires when the recipient's next turn ends."""

    id: int
    proposer: int
    recipient: int
    give: Bundle
    get: Bundle
    made_turn: int


class State(NamedTuple):
    """Everything about one moment of a game; immutable (see `table.Table` for the steps).

    A named tuple rather than a frozen dataclass: a step builds one new State, and a tuple is
    built several times faster than a 32-field frozen dataclass (the playouts' hot path).
    """

    players: tuple[str, ...]
    options: Options
    cash: tuple[int, ...]
    bank: int
    pos: tuple[int, ...]
    alive: tuple[bool, ...]
    jailed: tuple[bool, ...]
    jail_turns: tuple[int, ...]  # two_turns option: turns already waited in jail
    skips: tuple[int, ...]  # turns still to miss
    kept: tuple[str, ...]  # the kept card's id per player, "" if none
    owner: tuple[int, ...]  # per field: seat or NOBODY
    stars: tuple[int, ...]  # per field: 0-4, or GOLDEN
    decks: tuple[Deck, Deck]  # ŠTĚSTĚNA, PRACHY
    active: int
    phase: str
    throws: tuple[int, ...] = ()  # dice of the movement being thrown
    dice: int = 0  # total of this turn's last movement (service rent)
    landed: int = -1  # field the active player acts on
    landed_stars: int = -1  # its stars at landing if it was theirs already, else -1
    buy_pending: bool = False
    draw_deck: int = 0
    jail_tries: int = 0  # three_tries option: jail throws this turn
    stakes: tuple[tuple[int, int], ...] = ()  # (field, amount) for the coming throw
    debts: tuple[Debt, ...] = ()
    offers: tuple[Offer, ...] = ()
    next_offer: int = 1
    turn_no: int = 1
    rounds: int = 0  # completed rounds
    bankrupt: tuple[int, ...] = ()  # seats in the order they went out
    log: tuple[Event, ...] = ()  # events of the turn in progress
    last_log: tuple[Event, ...] = ()  # events of the previous turn
    events: tuple[Event, ...] = ()
    declined: tuple[Offer, ...] = ()  # offers turned down, one per who-to-whom-for-which-cards
    # every offer ever made, one per who-to-whom-for-which-cards (the last): bots never repeat one
    offered: tuple[Offer, ...] = ()


_PLAIN_TUPLES = ("players", "cash", "pos", "alive", "jailed", "jail_turns", "skips", "kept",
                 "owner", "stars", "throws", "bankrupt")


def dump_state(state: State) -> dict[str, Any]:
    """JSON-safe dict of the whole state (the deck's unseen cards included)."""
    out: dict[str, Any] = {}
    for name in State._fields:
        value = getattr(state, name)
        if name in _PLAIN_TUPLES:
            value = list(value)
        elif name == "options":
            value = {o.name: getattr(value, o.name) for o in fields(Options)}
        elif name == "decks":
            value = [{"unseen": list(d.unseen), "pile": list(d.pile)} for d in value]
        elif name == "stakes":
            value = [list(s) for s in value]
        elif name == "debts":
            value = [[d.debtor, d.creditor, d.amount, d.cause, d.field] for d in value]
        elif name in ("offers", "declined", "offered"):
            value = [_dump_offer(o) for o in value]
        elif name in ("log", "last_log", "events"):
            value = [e.to_dict() for e in value]
        out[name] = value
    return out


def load_state(data: Mapping[str, Any]) -> State:
    """The state `dump_state` produced."""
    values: dict[str, Any] = {}
    for name in State._fields:
        if name not in data:
            continue
        value = data[name]
        if name in _PLAIN_TUPLES:
            value = tuple(value)
        elif name == "options":
            value = Options(**value)
        elif name == "decks":
            value = tuple(Deck(tuple(d["unseen"]), tuple(d["pile"])) for d in value)
        elif name == "stakes":
            value = tuple((int(a), int(b)) for a, b in value)
        elif name == "debts":
            value = tuple(Debt(*d) for d in value)
        elif name in ("offers", "declined", "offered"):
            value = tuple(_load_offer(o) for o in value)
        elif name in ("log", "last_log", "events"):
            value = tuple(Event(e["kind"], e["text"], dict(e.get("data", {}))) for e in value)
        values[name] = value
    return State(**values)


def _dump_offer(o: Offer) -> dict[str, Any]:
    return {"id": o.id, "proposer": o.proposer, "recipient": o.recipient,
            "give": o.give.to_dict(), "get": o.get.to_dict(), "made_turn": o.made_turn}


def _load_bundle(d: Mapping[str, Any]) -> Bundle:
    return Bundle(tuple(d["fields"]), bool(d["card"]), int(d["money"]))


def _load_offer(d: Mapping[str, Any]) -> Offer:
    return Offer(d["id"], d["proposer"], d["recipient"], _load_bundle(d["give"]),
                 _load_bundle(d["get"]), d["made_turn"])
