"""Whole games by mail at a chosen pace, for the tests of one mail per person per moment
(issue 42): every reply is read and the mail delivered at once (as `pbm serve` does each
second), then the clock moves `pace`, and the mail whose wait lapsed meanwhile goes. Each
mail sent is kept with the time the write that made it was done (its notification's
`created_at`), so that two mails to one person written within the moment a mail may wait to
ride in the next (Settings.readback_wait) can be found."""

from __future__ import annotations

import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

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
from functions.service import GameService, PlayerSpec
from functions.storage.sqlite import SqliteStore

MOMENT = SETTINGS.readback_wait  # how long a mail may wait to ride in its reader's next one
NAMES = ["Tomáš Hala", "Petr Dvořák", "Jana Veselá", "Alice Malá", "Mike Ross", "Eva Nová"]
BOTS = {"westernpoly": "strong", "goofspiel": "greedy", "1926": "greedy"}


@dataclass(frozen=True)
class Sent:
    """One mail as its reader got it: when its write was done, when it went, what it is."""

    written: datetime
    at: datetime
    mail: EmailMessage

    @property
    def kinds(self) -> list[str]:
        """The kinds its Message-ID names (the main one last)."""
        return str(self.mail["Message-ID"]).strip(" <>").split("@")[0].split(".")[2:-3]


class _Watching(Postman):
    """A postman that notes when the write of each mail it makes was done."""

    written: dict[str, str]

    def message(self, notification):  # type: ignore[no-untyped-def]
        built = super().message(notification)
        if built is not None:
            self.written[str(built[0]["Message-ID"]).strip()] = notification.created_at
        return built


@dataclass
class Played:
    """A game played: each person's mails in order and the times each person wrote."""

    people: list[PlayerSpec]
    inboxes: dict[str, list[Sent]] = field(default_factory=dict)
    acts: dict[str, list[datetime]] = field(default_factory=dict)
    writes: int = 0

    def twice_in_a_moment(self, moment: timedelta = MOMENT) -> list[tuple[str, list[str],
                                                                          list[str]]]:
        """(address, kinds, kinds) of each two mails in a row to one person whose writes came
        less than `moment` apart, with no mail of that person's in between (the second is no
        answer to them): they could have been one. Left out: a first mail that is the
        game's start (it goes to everyone at once and cannot know whose turn follows) or
        their turn (it goes at once and cannot carry what came after it)."""
        found = []
        for address, inbox in self.inboxes.items():
            acts = self.acts.get(address, [])
            for first, then in zip(inbox, inbox[1:], strict=False):
                if first.kinds[-1:] in (["game_started"], ["your_turn"], ["reminder"]) \
                        or then.written - first.written >= moment:
                    continue
                if first.written == then.written and first.kinds == then.kinds:
                    continue  # one mail (a retried send is not this class)
                if any(first.written < act <= then.written for act in acts):
                    continue
                found.append((address, first.kinds, then.kinds))
        return found


def play(rules_id: str, humans: int, bots: int, pace: timedelta,
         offers: Mapping[int, tuple[int, int, str]] | None = None, replies: int = 40,
         lang: str = "cs", options: Mapping[str, Any] | None = None) -> Played:
    """Play `replies` replies of a game of `humans` people (and `bots`), each answering their
    newest mail with its menu's first option, `pace` apart; at reply r of `offers` person a
    first writes `text` (its `{name}` the name of person b) to their newest mail."""
    people = [PlayerSpec(n, f"hrac{i}@example.cz", lang) for i, n in enumerate(NAMES[:humans])]
    seats = [*people, *(PlayerSpec("", "", lang, bot=BOTS[rules_id]) for _ in range(bots))]
    played = Played(people)
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets())
        postman = _Watching(store, outbox, SETTINGS, SECRET, clock)
        postman.written = {}
        game = service.create(rules_id, seats, ORGANIZER, start=True,
                              options={"lang": lang, "deadline_hours": 48,
                                       "reminder_hours": [], **(options or {})})
        postman.deliver_pending()

        def write(person: PlayerSpec, body: str) -> None:
            mine = [m for m in outbox.sent if _to(m) == person.email]
            played.acts.setdefault(person.email, []).append(clock.now())
            played.writes += 1
            incoming.handle(_reply(mine[-1], body, played.writes), service=service,
                            secret=SECRET, settings=SETTINGS)
            postman.deliver_pending()
            clock.moment += pace
            postman.deliver_pending()

        for number in range(replies):
            if offers and number in offers:
                by, to, text = offers[number]
                write(people[by], text.format(name=people[to].name))
            view = service.view(game.id)
            if view.game.status != "running":
                break
            waited = [view.game.seat(s) for s in view.game.waited]
            person = next((s for s in waited if not s.bot and s.email), None)
            if person is None:
                break
            write(next(p for p in people if p.email == person.email),
                  first_option(view, person))
        clock.moment += timedelta(days=1)  # what still waits goes out
        postman.deliver_pending()
        store.close()
    for mail in outbox.sent:
        address = _to(mail)
        if address == ORGANIZER:
            continue
        written = datetime.fromisoformat(postman.written[str(mail["Message-ID"]).strip()])
        played.inboxes.setdefault(address, []).append(
            Sent(written, mail["Date"].datetime, mail))
    return played


__all__: Sequence[str] = ["MOMENT", "Played", "Sent", "play"]
