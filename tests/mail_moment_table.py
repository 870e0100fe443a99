"""Whole games by mail at a chosen pace, for the tests of one mail per person per moment
(issue 42): every reply is read and the mail delivered at once (as `pbm serve` does each
second), then the clock moves `pace`, and the mail whose wait lapsed meanwhile goes. Each
mail sent is kept with the time the write that made it was done (its notification's
`created_at`), so that two mails to one person written within the moment a mail may wait to
ride in the next (Settings.readback_wait) can be found."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Mapping, Sequence
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
from functions.mailroom import delivery, incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.storage.sqlite import SqliteStore

# the mails that tell what happened since their reader's last mail
SINCE = ("your_turn", "game_over", "board")
LONG_RUN = 1000  # events in one mail: the story is cut, its beginning on the page
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
    # per address, each mail rendered: its kind and the events it tells (seq, kind, data)
    told: dict[str, list[tuple[str, list[str]]]] = field(default_factory=dict)

    def told_twice(self) -> list[tuple[str, str]]:
        """(address, event) of each event of the log told to one reader in two mails: the
        second repeats what the first told (the game-over mail tells its story apart)."""
        found = []
        for address, mails in self.told.items():
            seen: set[str] = set()
            for kind, events in mails:
                if kind == "game_over":
                    continue
                found += [(address, e) for e in dict.fromkeys(events) if e in seen]
                seen.update(events)
        return found

    def never_told(self) -> list[tuple[str, str]]:
        """(address, event) of each event a mail told another reader that this reader,
        though a mail that tells what happened since came to them after it, never heard."""
        told_at: dict[str, int] = {}
        for mails in self.told.values():
            for index, (_, events) in enumerate(mails):
                for event in events:
                    told_at.setdefault(event, index)
        found = []
        for address, mails in self.told.items():
            heard = {e for _, events in mails for e in events}
            last = max((json.loads(e)[0] for kind, events in mails if kind in SINCE
                        for e in events), default=-1)
            # a mail of a long run of turns (bots, standing orders) holds the latest of the
            # news kept (ledger.news.MAX_EVENTS) and sends the reader to the page for the rest
            cut = max((min(json.loads(e)[0] for e in events) for _, events in mails
                       if len(events) >= LONG_RUN), default=-1)
            found += [(address, e) for e in told_at if e not in heard
                      and cut <= json.loads(e)[0] < last and json.loads(e)[3] in (None, address)]
        return found

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
         lang: str = "cs", options: Mapping[str, Any] | None = None,
         organizer: Mapping[int, Callable[[GameService, str], Any]] | None = None,
         silent: Sequence[int] = (), ticks: bool = False,
         back: Mapping[int, int] | None = None) -> Played:
    """Play `replies` replies of a game of `humans` people (and `bots`), each answering their
    newest mail with its menu's first option, `pace` apart; at reply r of `offers` person a
    first writes `text` (its `{name}` the name of person b) to their newest mail, and of
    `organizer` the organizer acts (`act(service, game_id)`) `pace` before it. The people of
    `silent` answer nothing (of `back`, person: reply, until that reply); with `ticks` the service's sweep runs after each step (deadlines,
    reminders, missed turns), as `pbm serve` does."""
    people = [PlayerSpec(n, f"hrac{i}@example.cz", lang) for i, n in enumerate(NAMES[:humans])]
    played = Played(people)
    render = delivery.render
    emails = {p.email: p for p in people}

    def recording(notification, *args, **kwargs):  # type: ignore[no-untyped-def]
        # (events told to one reader only name them by player id: kept as "mine")
        seats = {s.player: s.email for s in args[0].seats if s.email} if args else {}
        events = [*notification.payload.get("events", ()), *(
            e for p in notification.payload.get("parts", ()) for e in p["payload"].get(
                "events", ()))]
        played.told.setdefault(notification.email, []).append((notification.kind, [json.dumps(
            [e["seq"], e.get("kind"), e.get("data"),
             None if e.get("audience") is None else notification.email
             if any(seats.get(a) == notification.email for a in e["audience"]) else "other"],
            sort_keys=True) for e in events if isinstance(e.get("seq"), int)]))
        return render(notification, *args, **kwargs)

    delivery.render = recording  # type: ignore[assignment]
    try:
        _play(played, rules_id, humans, bots, pace, offers, replies, lang, options, organizer,
              silent, ticks, people, emails, back or {})
    finally:
        delivery.render = render  # type: ignore[assignment]
    return played


def _play(played, rules_id, humans, bots, pace, offers, replies, lang, options,  # type: ignore[no-untyped-def]
          organizer, silent, ticks, people, emails, back):
    seats = [*people, *(PlayerSpec("", "", lang, bot=BOTS[rules_id]) for _ in range(bots))]
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
            later()

        def later() -> None:
            clock.moment += pace
            if ticks:
                service.tick()
            postman.deliver_pending()

        for number in range(replies):
            if organizer and number in organizer:
                organizer[number](service, game.id)
                postman.deliver_pending()
                later()
            if offers and number in offers:
                by, to, text = offers[number]
                write(people[by], text.format(name=people[to].name))
            view = service.view(game.id)
            if view.game.status != "running":
                break
            waited = [view.game.seat(s) for s in view.game.waited]
            quiet = {people[i].email for i in silent if back.get(i, replies) > number}
            person = next((s for s in waited if not s.bot and s.email), None)
            if person is None:
                break
            if person.email in quiet:  # they answer nothing: time passes for them
                later()
                continue
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
