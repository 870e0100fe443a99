"""Any game by mail at a human pace, for the tests of what a mail tells (issue 42): each reply
is read and the mails delivered at once, the clock moves three hours per reply (or `pace`), so
a read-back goes alone unless the same write sends its reader another mail."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

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
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

PACE = timedelta(hours=3)
TIMING = {"deadline_hours": 72, "reminder_hours": [], "missed_turn": "autoplay"}


class PaceTable:
    """One game by mail; `reply` answers a player's newest mail and returns what each person
    received in that write (address -> mails)."""

    def __init__(self, directory: Path, game: str, players: list[PlayerSpec],
                 options: dict[str, Any], pace: timedelta = PACE):
        self.store = SqliteStore(directory / "pbm.sqlite3")
        self.clock, self.outbox = Clock(), Outbox()
        self.service = GameService(self.store, self.clock, Secrets(), key=chain.seal_key(SECRET))
        self.postman = Postman(self.store, self.outbox, SETTINGS, SECRET, self.clock)
        self.game = self.service.create(game, players, ORGANIZER,
                                        options={**TIMING, **options}, start=True)
        self.replies, self.pace = 0, pace
        self.postman.deliver_pending()

    def view(self):
        return self.service.view(self.game.id)

    def newest(self, address: str) -> EmailMessage:
        return [m for m in self.outbox.sent if _to(m) == address][-1]

    def reply(self, address: str, body: str | None = None) -> dict[str, list[EmailMessage]]:
        """`address` answers its newest mail with `body` (its menu's first option by default)."""
        self.replies += 1
        if body is None:
            view = self.view()
            body = first_option(view, view.game.seat_of(address))
        since = len(self.outbox.sent)
        incoming.handle(_reply(self.newest(address), body, self.replies), service=self.service,
                        secret=SECRET, settings=SETTINGS)
        self.clock.moment += self.pace
        self.postman.deliver_pending()
        received: dict[str, list[EmailMessage]] = {}
        for mail in self.outbox.sent[since:]:
            received.setdefault(_to(mail), []).append(mail)
        return received

    def waited(self) -> list[str]:
        """The addresses the game waits for now."""
        record = self.view().game
        return [record.seat(seat).email for seat in record.waited]


@contextmanager
def pace_table(game: str, players: list[PlayerSpec], pace: timedelta = PACE,
               **options: Any) -> Iterator[PaceTable]:
    """A PaceTable in a temporary directory (replies `pace` apart), closed after use."""
    with tempfile.TemporaryDirectory() as tmp:
        table = PaceTable(Path(tmp), game, players, options, pace)
        try:
            yield table
        finally:
            table.store.close()


def kinds(mail: EmailMessage) -> set[str]:
    """The notification kinds a mail carries (its Message-ID names them; a read-back that
    waited to ride in a later mail is named "readback")."""
    named = set(str(mail["Message-ID"]).strip(" <").split("@")[0].split("."))
    return named | ({"move_read_back"} if "readback" in named else set())


__all__ = ["PaceTable", "kinds", "pace_table", "text_of"]
