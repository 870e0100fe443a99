"""The table the tests of an organizer's requests in words play on: a Goofspiel (it waits for
every player at once, so any of them can be given more time) of Petra Malá, Tom Hall and Eva
Nová run by an organizer who does not play, and what a mail to the service did to it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from test_mail_organizer_answered import ORG, _text
from test_mail_organizer_told_fully import Games

EMAILS = {"petra": "petra@example.org", "tom": "tom@example.org", "eva": "eva@example.org"}


@dataclass
class Told:
    """What one mail to the service did: the answer's subject and text, the game before and
    after it."""

    action: str
    subject: str
    text: str
    before: object
    after: object

    def deadline(self, who: str, record: object) -> str | None:
        seat = next(s for s in record.seats if s.email == f"{who}@example.org")  # type: ignore[attr-defined]
        clock = record.clock(seat.seat)  # type: ignore[attr-defined]
        return clock.deadline if clock is not None else None


PLAYERS = ("Petra Malá", "Tom Hall", "Eva Nová")


def write(tmp: str, body: str, *, lang: str = "cs", paused: bool = False,
          names: tuple[str, ...] = PLAYERS, earlier: tuple[str, ...] = ()) -> Told:
    """The organizer writes `body` to the service fresh about their one running (or
    `paused`) Goofspiel of the players `names` (each mailed at their first name), after
    the mails `earlier`, each five minutes after the one before."""
    table = Games(tmp, lang)
    try:
        game = table.game("goofspiel", title="Podzimní partie", names=names)
        if paused:
            table.service.pause(game)
            table.postman.deliver_pending()
        for said in earlier:
            table.ask(None, said, fresh=True)
            table.clock.moment -= timedelta(hours=2) - timedelta(minutes=5)
        before = table.service.record(game)
        outcome, mails = table.ask(None, body, fresh=True)
        [mail] = [m for m in mails if m["To"] == ORG] or [None]
        return Told(outcome.detail, str(mail["Subject"]) if mail else "",
                    _text(mail) if mail else "", before, table.service.record(game))
    finally:
        table.store.close()
