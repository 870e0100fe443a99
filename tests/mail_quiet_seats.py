"""Whole WesternPoly games by mail with seats that have nothing to decide for a while (standing
orders, MAIL TURNS, jail, a seat whose turns the sweep plays), while others make them offers
(issue 42, brief reach49). Each person answers the mail that asks them with the menu's first
option, after one reply of settings at the start; the clock moves `pace` per reply and a day
past a deadline nobody answers. It records per write what each person received, so that a test
can say per person what reached them and in which write.
Used by tests/test_mail_quiet_seats.py and its held-out twin.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from email.message import EmailMessage
from pathlib import Path

from bench.mail_follow import text_of
from bench.mail_games import (
    ORGANIZER,
    SECRET,
    SETTINGS,
    Clock,
    Outbox,
    Secrets,
    _reply,
    _to,
    first_option,
)
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, GameView, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

MOMENT = SETTINGS.readback_wait  # how long a mail may wait to ride in its reader's next one
# the written answer to an offer, as the mail that tells it names it
ANSWER = re.compile(r"\b(?:accept|přijímám) (\d+)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Person:
    """A seat: who plays it, how they write, and what they do."""

    name: str
    email: str
    lang: str = "en"
    settings: str = ""  # the reply to their start mail (standing orders, MAIL TURNS, ...)
    answers: bool = True  # False: never answers a turn mail (the sweep plays for them)
    offers: Sequence[str] = ()  # offers added to their turn replies, in turn (every `every`-th)
    every: int = 2
    bot: str | None = None


@dataclass
class Write:
    """What one write sent: when, why, and the mails."""

    at: datetime
    cause: str
    mails: list[EmailMessage]


@dataclass
class Game:
    """A whole game by mail, write by write."""

    people: Sequence[Person]
    writes: list[Write] = field(default_factory=list)
    offers: list[tuple[int, str, int]] = field(default_factory=list)  # (write, to whom, number)
    view: GameView | None = None

    def received(self, email: str) -> list[tuple[int, EmailMessage]]:
        """(write, mail) of every mail one person received, in order."""
        return [(w, m) for w, write in enumerate(self.writes) for m in write.mails
                if _to(m) == email]

    def told_offer(self, email: str, number: int) -> int | None:
        """The write whose mail to the person first named offer `number`'s written answer."""
        return next((w for w, m in self.received(email)
                     if str(number) in ANSWER.findall(text_of(m))), None)


def play(people: Sequence[Person], pace: timedelta, options: Mapping[str, object]) -> Game:
    """Play the game to its end (see the module's docstring)."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            return _play(store, people, pace, options)
        finally:
            store.close()


def _play(store: SqliteStore, people: Sequence[Person], pace: timedelta,
          options: Mapping[str, object]) -> Game:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    game_id = service.create("westernpoly", [PlayerSpec(p.name, p.email, p.lang, p.bot)
                                             for p in people], ORGANIZER,
                             options={"deadline_hours": 48, **options}, start=True).id
    game = Game(people)
    by_email = {p.email: p for p in people}
    replies = 0

    def deliver(cause: str, at: datetime | None = None) -> None:
        before = len(outbox.sent)
        postman.deliver_pending()
        game.writes.append(Write(at or clock.moment, cause, [m for m in outbox.sent[before:]
                                                             if _to(m) != ORGANIZER]))

    def reply(email: str, body: str) -> None:
        nonlocal replies
        mail = next(m for m in reversed(outbox.sent) if _to(m) == email)
        replies += 1
        incoming.handle(_reply(mail, body, replies), service=service, secret=SECRET,
                        settings=SETTINGS)
        at = clock.moment  # the write's moment; its mail goes once a read-back's wait passed
        clock.moment += pace
        deliver(f"{by_email[email].name}: {body!r}", at)

    deliver("start")
    for person in people:
        if person.settings:
            reply(person.email, person.settings)
    turns: dict[str, int] = {}
    for _ in range(3000):
        view = service.view(game_id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        person = by_email[seat.email]
        if not person.answers:
            clock.moment += timedelta(hours=49)
            service.tick()
            deliver("tick")
            continue
        body = first_option(view, seat)
        turns[person.email] = turns.get(person.email, 0) + 1
        if person.offers and turns[person.email] % person.every == 0:
            body = f"{person.offers[turns[person.email] // person.every % len(person.offers)]}\n{body}"
        known = {e.seq for e in view.log}
        reply(person.email, body)
        game.offers.extend(_offers_made(service.view(game_id), known, len(game.writes) - 1))
    else:
        raise RuntimeError("the game did not end")
    clock.moment += timedelta(hours=3)
    service.tick()
    deliver("after the end")
    game.view = service.view(game_id)
    assert game.view.log
    return game


def _offers_made(view: GameView, known: set[int], write: int) -> list[tuple[int, str, int]]:
    """(write, player, number) of the offers the log's new entries made."""
    from functions.service.ledger import replay
    steps, _ = replay.stepped(view.rules, replay.initial_state(view.rules, view.game), view.log)
    return [(write, str(event.data["to"]), int(event.data["offer"]))
            for entry, events in steps if entry.seq not in known
            for event in events if event.kind == "trade_offer"]


def late_offers(game: Game, moment: timedelta = MOMENT) -> list[str]:
    """The offers to a person that did not reach them in the write that made them, or within
    the `moment` a mail may wait to ride in its reader's next one (an offer the game's end
    lapsed within it is told lapsed, in the game-over mail: nobody can answer it)."""
    late = []
    for write, player, number in game.offers:
        person = next(p for p in game.people if p.name == player)
        if person.bot or not person.answers:
            continue
        made, told = game.writes[write].at, game.told_offer(person.email, number)
        if told is None and game.writes[-2].at - made <= moment:
            continue
        if told is None or game.writes[told].at - made > moment:
            late.append(f"#{number} to {player}: made in write {write}, told in {told}")
    return late


def long_silences(game: Game, silence: timedelta) -> list[str]:
    """The stretches a person heard nothing of the running game for longer than `silence` and
    a turn of theirs after it (once silent that long, their turn coming round tells them)."""
    assert game.view is not None
    end = game.writes[-1].at
    found = []
    for person in game.people:
        if person.bot or not person.answers:
            continue
        turns = [entry.at for entry in game.view.log if entry.player == person.name]
        heard = [game.writes[0].at] + [game.writes[w].at for w, _ in game.received(person.email)]
        for last, then in zip(heard, [*heard[1:], end], strict=True):
            late = [t for t in turns if datetime.fromisoformat(t) >= last + silence]
            nxt = min(late, default=None)
            if nxt is not None and datetime.fromisoformat(nxt) < then:
                found.append(f"{person.name}: nothing from {last:%d %H:%M} to {then:%d %H:%M}"
                             f" (silent {silence} by then, turn at {nxt})")
    return found


def mails_per_person(game: Game) -> dict[str, int]:
    """How many mails each person received over the whole game."""
    return {p.name: len(game.received(p.email)) for p in game.people if not p.bot}
