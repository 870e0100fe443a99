"""One mail per person per stream batch (issue 42, conv36). On AWS nothing waits
(PBM_READBACK_WAIT=0): the notifier sends the mails of a batch of stream records at once
(Postman.deliver_batch), and a batch holds the mails of several writes (one reply's writes, a
bot's move and its offer after it). The class: two mails to one person of one game from the
writes of one batch, which one mail could carry. Reviewers got "X přijal obchod" and "Tah
přijat" at one instant, a turn mail and a second later an offer mail. Members: whole
WesternPoly games by mail, each reply's mail delivered as one batch, with bots that offer,
players that offer and accept, standing orders, Czech and English."""

from __future__ import annotations

import tempfile
from collections import Counter
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

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
from functions.service.ledger import chain

AWS = SETTINGS.model_copy(update={"readback_wait": timedelta(0)})  # the inbound function's
NAMES = ["Tomáš Hala", "Petr Dvořák", "Jana Veselá", "Alice Malá"]


def _played(humans: int, bots: int, lang: str, said: dict[int, tuple[int, str]],
            replies: int = 30) -> tuple[list[tuple[str, Counter[str]]], int]:
    """A WesternPoly game whose players answer their newest mail with its first option a few
    minutes apart (at reply r of `said` player p first writes its text); after each reply the
    mails pending are delivered as one batch. Per batch, the address and kinds of each mail
    to one person of more than one; and how many mails went in all."""
    people = [PlayerSpec(n, f"hrac{i}@example.cz", lang) for i, n in enumerate(NAMES[:humans])]
    seats = [*people, *(PlayerSpec("", "", lang, bot="strong") for _ in range(bots))]
    twice: list[tuple[str, Counter[str]]] = []
    with tempfile.TemporaryDirectory() as tmp:
        from functions.storage.sqlite import SqliteStore

        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, AWS, SECRET, clock)
        game = service.create("westernpoly", seats, ORGANIZER, start=True,
                              options={"lang": lang, "deadline_hours": 48,
                                       "reminder_hours": []})

        def batch() -> None:
            before = len(outbox.sent)
            postman.deliver_batch(store.pending_notifications(limit=1000))
            got = Counter(_to(m) for m in outbox.sent[before:] if _to(m) != ORGANIZER)
            twice.extend((address, got) for address, n in got.items() if n > 1)

        def write(person: PlayerSpec, body: str, number: int) -> None:
            mine = [m for m in outbox.sent if _to(m) == person.email]
            incoming.handle(_reply(mine[-1], body, number), service=service, secret=SECRET,
                            settings=AWS)
            batch()
            clock.moment += timedelta(minutes=3)

        batch()
        for number in range(replies):
            if number in said:
                by, text = said[number]
                write(people[by], text.format(name=people[(by + 1) % humans].name),
                      1000 + number)
            view = service.view(game.id)
            if view.game.status != "running":
                break
            person = next((view.game.seat(s) for s in view.game.waited
                           if view.game.seat(s).email and not view.game.seat(s).bot), None)
            if person is None:
                break
            write(next(p for p in people if p.email == person.email),
                  first_option(view, person), number)
        store.close()
    return twice, len(outbox.sent)


OFFER_CS = "Ahoj {name}, nabízím ti 150 $ za nic."
CASES: dict[str, dict[str, Any]] = {
    "two players and a bot that offers, Czech": dict(humans=2, bots=1, lang="cs", said={}),
    "three players, offers and standing orders, Czech": dict(
        humans=3, bots=0, lang="cs",
        said={0: (0, "Kupuj automaticky všechno"), 3: (1, OFFER_CS), 6: (2, OFFER_CS)}),
}
HELD_OUT: dict[str, dict[str, Any]] = {
    "three players and a bot, an offer, English": dict(
        humans=3, bots=1, lang="en", said={2: (0, "offer {name} give $100 get nothing")}),
}


@pytest.mark.parametrize("name", [*CASES, *HELD_OUT])
def test_one_mail_per_person_per_batch(name):
    twice, sent = _played(**{**CASES, **HELD_OUT}[name])
    assert sent > 5  # the game was played
    assert twice == []
