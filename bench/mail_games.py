"""Whole games played through the service by mail alone, counting the mails and the replies.

The players answer every mail that asks them for a decision with one reply (the first option
of its menu, or what `answer` says); their clock moves a minute per reply, so the read-backs of
their moves ride in their next mail as they would for players who answer within minutes.
Used by bench/bench_turns.py (the targets of issue 12) and by tests/test_mailroom_turns.py.
"""

from __future__ import annotations

import email
import hashlib
import itertools
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email import policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.render.views import menu_json
from functions.service import GameService, GameView, PlayerSpec
from functions.service.ledger import chain
from functions.settings import READBACK_WAIT, Settings
from functions.storage.sqlite import SqliteStore

SECRET = b"mail-games-secret"
SETTINGS = Settings(mail_domain="pbm.example.org", sender="pbm@pbm.example.org",
                        base_url="https://pbm.example.org", readback_wait=READBACK_WAIT)
ORGANIZER = "org@example.org"
MAX_REPLIES = 5_000


class Clock:
    """A clock the players move: a minute per reply."""

    def __init__(self) -> None:
        self.moment = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.moment


class Secrets:
    """Deterministic bytes, so a game is the same every run."""

    def __init__(self) -> None:
        self.count = itertools.count()

    def token_bytes(self, n: int) -> bytes:
        return hashlib.sha256(f"mail-games:{next(self.count)}".encode()).digest()[:n]


class Outbox:
    """The transport: keeps every mail sent."""

    def __init__(self) -> None:
        self.sent: list[EmailMessage] = []

    def send(self, message: Any, *, tags: Mapping[str, str]) -> str:
        self.sent.append(email.message_from_bytes(message.as_bytes(), policy=policy.default))
        return str(message["Message-ID"])


@dataclass
class Played:
    """What a whole game by mail took."""

    view: GameView
    mails: list[EmailMessage]  # every mail sent to a player (not the organizer's)
    replies: int
    outcomes: list[incoming.Outcome]

    def mails_to(self, address: str) -> list[EmailMessage]:
        """The mails one player received, in order."""
        return [m for m in self.mails if _to(m) == address]


Answer = Callable[[GameView, Any], str]  # (the game, the seat asked) -> the reply's body


def first_option(view: GameView, seat: Any) -> str:
    """The reply of a player who takes the first option of the menu (in WesternPoly debt: the
    sale that pays it for the least), or the first legal move of a game without a menu."""
    menu = menu_json(view)
    if menu:
        return str(menu[0]["number"])
    moves = [m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign"]
    return moves[0].text


def play(rules_id: str, players: Sequence[PlayerSpec], options: Mapping[str, Any],
         answer: Answer = first_option, directory: Path | None = None) -> Played:
    """Create and start the game, then answer every mail that asks for a decision."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(directory or tmp) / "pbm.sqlite3")
        try:
            return _play(store, rules_id, players, options, answer)
        finally:
            store.close()


def _play(store: SqliteStore, rules_id: str, players: Sequence[PlayerSpec],
          options: Mapping[str, Any], answer: Answer) -> Played:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    game = service.create(rules_id, players, ORGANIZER, options=options, start=True)
    outcomes: list[incoming.Outcome] = []
    for number in range(MAX_REPLIES):
        postman.deliver_pending()
        view = service.view(game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        mail = next(m for m in reversed(outbox.sent) if _to(m) == seat.email)
        raw = _reply(mail, answer(view, seat), number)
        outcomes.append(incoming.handle(raw, service=service, secret=SECRET, settings=SETTINGS))
        clock.moment += timedelta(minutes=1)
    else:
        raise RuntimeError(f"game {game.id} did not end after {MAX_REPLIES} replies")
    clock.moment += timedelta(hours=1)  # read-backs still waiting go out on their own
    postman.deliver_pending()
    mails = [m for m in outbox.sent if _to(m) != ORGANIZER]
    view = service.view(game.id)
    assert view.log  # the whole log is read on demand: read it while the store is open
    return Played(view, mails, len(outcomes), outcomes)


def _to(mail: EmailMessage) -> str:
    return mail["To"].addresses[0].addr_spec


def _reply(to: EmailMessage, body: str, number: int) -> bytes:
    mail = EmailMessage()
    mail["From"] = _to(to)
    mail["To"] = str(to["Reply-To"])
    mail["Subject"] = "Re: " + str(to["Subject"])
    mail["Message-ID"] = f"<reply-{number}@client.example.org>"
    mail["In-Reply-To"] = str(to["Message-ID"])
    mail.set_content(f"{body}\n")
    return mail.as_bytes()


def player_turns(view: GameView) -> int:
    """WesternPoly: the turns players played (each begins with a throw, by them or for them)."""
    return sum(e.text == "roll" for e in view.log)


def player_moves(view: GameView) -> int:
    """The moves players made (not chance, not the service's own)."""
    return sum(e.source == "email" for e in view.log)
