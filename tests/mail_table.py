"""A three-player WesternPoly game by mail for the conversation's tests (issue 42): each reply
is read and its mail delivered at once; the clock moves a minute per reply (Table.pace)."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import rules
from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

ANN, BOB, CID = "ann@example.org", "bob@example.org", "cid@example.org"
TIMING = {"deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []}


class Table:
    """A three-player game by mail (WesternPoly unless told): each reply is answered and
    delivered."""

    def __init__(self, directory: Path, players: list[PlayerSpec] | None = None,
                 rules_for: Callable[[str], Any] = rules.get, rules_id: str = "westernpoly",
                 options: dict[str, Any] | None = None, sealed: bool = True,
                 organizer: str = ORGANIZER):
        self.store = SqliteStore(directory / "pbm.sqlite3")
        self.clock, self.outbox = Clock(), Outbox()
        # sealed as the postman reads (unsealed: every snapshot foreign to the postman, which
        # reads each mail's story from the whole log)
        self.service = GameService(self.store, self.clock, Secrets(), rules_for=rules_for,
                                   key=chain.seal_key(SECRET) if sealed else None)
        self.postman = Postman(self.store, self.outbox, SETTINGS, SECRET, self.clock)
        players = players or [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, "en"),
                               PlayerSpec("Cid Roe", CID, "en")]
        self.game = self.service.create(rules_id, players, organizer,
                                        options={"lang": "en", **TIMING, **(options or {})},
                                        start=True)
        self.replies = 0
        # how far the clock moves after each reply, before its mail goes (0: the mail that
        # goes at once, the test moving the clock itself)
        self.pace = timedelta(minutes=1)
        self.deliver()

    def record(self):
        return self.service.record(self.game.id)

    def deliver(self) -> list:
        before = len(self.outbox.sent)
        self.postman.deliver_pending()
        return self.outbox.sent[before:]

    def newest(self, address: str):
        return [m for m in self.outbox.sent if _to(m) == address][-1]

    def reply(self, address: str, body: str, to=None) -> incoming.Outcome:
        """`address` answers `to` (its newest mail by default) with `body`."""
        self.replies += 1
        mail = to if to is not None else self.newest(address)
        outcome = incoming.handle(_reply(mail, body, self.replies), service=self.service,
                                  secret=SECRET, settings=SETTINGS)
        self.clock.moment += self.pace
        self.deliver()
        return outcome

    def log(self, player_of: str) -> list[str]:
        player = self.record().seat_of(player_of).player
        return [e.text for e in self.service.view(self.game.id).log if e.player == player]

    def offers(self):
        return self.service.view(self.game.id).state.offers


@contextmanager
def open_table(**given: Any) -> Iterator[Table]:
    """A Table in a temporary directory (of `given` players, rules), closed after use."""
    with tempfile.TemporaryDirectory() as tmp:
        made = Table(Path(tmp), **given)
        try:
            yield made
        finally:
            made.store.close()


def first_choice(t: Table) -> None:
    """The seat on turn decides on the page: its menu's first option (else its first move)."""
    record = t.record()
    seat = record.seat(record.to_move)
    view = t.service.view(t.game.id)
    moves = view.rules.choices(view.state, seat.player) or [
        m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign"]
    t.service.submit(t.game.id, seat.email, moves[0].text, source="web")
