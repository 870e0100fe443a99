"""The mutable working copy of a State that one step of the game edits, then freezes again.

A step (one move) may chain many small changes (throw, move, START bonus, card, rent, debt);
doing them on lists and freezing once keeps the rules readable and fast, while every State the
outside world sees stays immutable.
"""

from __future__ import annotations

from typing import Any

from rules.api import Event
from rules.westernpoly.state import BANK, Debt, Deck, Offer, Options, State
from rules.westernpoly.words import event_text


class Table:
    """One step's working copy: per-player and per-field lists, everything else plain values."""

    __slots__ = ("players", "options", "cash", "bank", "pos", "alive", "jailed", "jail_turns",
                 "skips", "kept", "owner", "stars", "decks", "active", "phase", "throws", "dice",
                 "landed", "landed_stars", "buy_pending", "draw_deck", "jail_tries", "stakes",
                 "debts", "offers", "next_offer", "turn_no", "rounds", "bankrupt", "log",
                 "last_log", "events", "declined", "offered")

    players: tuple[str, ...]
    options: Options
    cash: list[int]
    bank: int
    pos: list[int]
    alive: list[bool]
    jailed: list[bool]
    jail_turns: list[int]
    skips: list[int]
    kept: list[str]
    owner: list[int]
    stars: list[int]
    decks: list[Deck]
    active: int
    phase: str
    throws: tuple[int, ...]
    dice: int
    landed: int
    landed_stars: int
    buy_pending: bool
    draw_deck: int
    jail_tries: int
    stakes: list[tuple[int, int]]
    debts: list[Debt]
    offers: list[Offer]
    next_offer: int
    turn_no: int
    rounds: int
    bankrupt: list[int]
    log: list[Event]
    last_log: tuple[Event, ...]
    events: list[Event]
    declined: tuple[Offer, ...]
    offered: tuple[Offer, ...]

    def __init__(self, s: State):
        self.players = s.players
        self.options = s.options
        self.cash = list(s.cash)
        self.bank = s.bank
        self.pos = list(s.pos)
        self.alive = list(s.alive)
        self.jailed = list(s.jailed)
        self.jail_turns = list(s.jail_turns)
        self.skips = list(s.skips)
        self.kept = list(s.kept)
        self.owner = list(s.owner)
        self.stars = list(s.stars)
        self.decks = list(s.decks)
        self.active = s.active
        self.phase = s.phase
        self.throws = s.throws
        self.dice = s.dice
        self.landed = s.landed
        self.landed_stars = s.landed_stars
        self.buy_pending = s.buy_pending
        self.draw_deck = s.draw_deck
        self.jail_tries = s.jail_tries
        self.stakes = list(s.stakes)
        self.debts = list(s.debts)
        self.offers = list(s.offers)
        self.next_offer = s.next_offer
        self.turn_no = s.turn_no
        self.rounds = s.rounds
        self.bankrupt = list(s.bankrupt)
        self.log = list(s.log)
        self.last_log = s.last_log
        self.events = []
        self.declined = s.declined
        self.offered = s.offered

    def freeze(self) -> State:
        """The new immutable state; its `events` are the ones this step emitted."""
        return State._make((
            self.players, self.options, tuple(self.cash), self.bank, tuple(self.pos),
            tuple(self.alive), tuple(self.jailed), tuple(self.jail_turns), tuple(self.skips),
            tuple(self.kept), tuple(self.owner), tuple(self.stars),
            (self.decks[0], self.decks[1]), self.active, self.phase, self.throws, self.dice,
            self.landed, self.landed_stars, self.buy_pending, self.draw_deck, self.jail_tries,
            tuple(self.stakes), tuple(self.debts), tuple(self.offers), self.next_offer,
            self.turn_no, self.rounds, tuple(self.bankrupt), tuple(self.log), self.last_log,
            tuple(self.events), self.declined, self.offered))

    def emit(self, kind: str, **data: Any) -> None:
        """Record an event of this step (text in the game's language)."""
        event = Event(kind, event_text(kind, data, self.options.lang), data)
        self.events.append(event)
        self.log.append(event)

    def transfer(self, payer: int, payee: int, amount: int) -> None:
        """Move `amount` from payer to payee (either may be BANK); the one way money moves."""
        if payer == BANK:
            self.bank -= amount
        else:
            self.cash[payer] -= amount
        if payee == BANK:
            self.bank += amount
        else:
            self.cash[payee] += amount

    def in_debt(self, seat: int) -> bool:
        """True while `seat` owes money it has not paid."""
        return any(d.debtor == seat for d in self.debts)

    def living(self) -> list[int]:
        """The seats still in the game."""
        return [p for p, a in enumerate(self.alive) if a]
