"""Whole games at a game's largest table, every seat a person answering by mail, to measure the
turn mails and the game-over mail: the whole raw message as sent (bytes) and the lines of its
text part (issue 39: at most 25 KB and 45 lines).

Each person answers every turn mail with a random option of their own menu (seeded, so a game
is the same every run), or a random legal move when the menu is empty; the clock moves a minute
per reply, so the read-backs ride in the next mails as they do for quick players.
Used by tests/test_mail_sizes.py and bench/bench_mail_sizes.py.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.render import games
from functions.render.menu import menu
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

MAX_BYTES = 25_000  # the whole raw message, headers and both parts
MAX_REPLIES = 5_000


def max_lines(rules_id: str) -> int:
    """The text lines a mail of `rules_id` may take (issue 29: 60 for WesternPoly, 45 else)."""
    return games.of(rules_id).TEXT_LINES

# Long Czech names with the letters that cost most (two bytes in UTF-8, more when encoded),
# as a table of real people has them; English readers too, so both languages are measured.
NAMES = ("Bedřich Svobodová", "Kateřina Nepomucká", "Jiří Žďárský", "Zuzana Řezníčková",
         "Přemysl Šťastný", "Ludmila Vondráčková", "Světlana Kňourková")
LANGS = ("cs", "cs", "en", "cs", "en", "cs", "cs")

# Each game at its largest table, with the options that make its longest game.
TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "1926": (5, {}),
    "westernpoly": (6, {"max_rounds": 30}),
    "goofspiel": (4, {}),
    "ohhell": (7, {}),
}
# Games whose longest game is at a smaller table: Oh Hell deals up to 33 hands at three
# players (13 at seven), and its game-over mail tells of the hands.
LONGEST: dict[str, int] = {"ohhell": 3}


@dataclass(frozen=True)
class Measured:
    """One mail: its kind, its size and the lines of its text."""

    kind: str
    bytes: int
    lines: int
    subject: str


@dataclass
class Sizes:
    """A whole game's mails to its players, measured."""

    rules_id: str
    players: int
    mails: list[Measured]
    status: str

    def largest(self, kind: str) -> Measured | None:
        """The largest mail of a kind (by bytes), None when there was none."""
        return max((m for m in self.mails if m.kind == kind), key=lambda m: m.bytes,
                   default=None)

    def longest(self, kind: str) -> Measured | None:
        """The mail of a kind with the most text lines."""
        return max((m for m in self.mails if m.kind == kind), key=lambda m: m.lines,
                   default=None)


def kind_of(mail: EmailMessage) -> str:
    """The main kind of a mail (its Message-ID names the kinds folded in it, the main last)."""
    local = str(mail["Message-ID"]).strip(" <>").split("@")[0].split(".")
    return local[-4] if len(local) >= 5 else ""


def text_of(mail: EmailMessage) -> str:
    """The mail's text/plain part."""
    return mail.get_body(preferencelist=("plain",)).get_content()


def measure(mail: EmailMessage) -> Measured:
    """A mail's kind, raw size in bytes and text lines."""
    return Measured(kind_of(mail), len(mail.as_bytes()), len(text_of(mail).splitlines()),
                    str(mail["Subject"]))


def play_table(rules_id: str, seats: int | None = None, options: Mapping[str, Any] | None = None,
               seed: int = 1, directory: Path | None = None) -> Sizes:
    """Play a whole game of `rules_id` at `seats` players (default: its largest table) by mail
    and measure every mail its players got."""
    largest, defaults = TABLES[rules_id]
    seats = seats or largest
    players = [PlayerSpec(NAMES[i], f"p{i}@example.org", LANGS[i]) for i in range(seats)]
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(directory or tmp) / "pbm.sqlite3")
        try:
            return _play(store, rules_id, players, {**defaults, **(options or {})},
                         random.Random(seed))
        finally:
            store.close()


def _play(store: SqliteStore, rules_id: str, players: Sequence[PlayerSpec],
          options: Mapping[str, Any], rng: random.Random) -> Sizes:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    game = service.create(rules_id, players, ORGANIZER, options=options, start=True)
    for number in range(MAX_REPLIES):
        postman.deliver_pending()
        view = service.view(game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(rng.choice(view.game.waited))
        mail = next(m for m in reversed(outbox.sent) if _to(m) == seat.email)
        incoming.handle(_reply(mail, _answer(view, seat, rng), number), service=service,
                        secret=SECRET, settings=SETTINGS)
        clock.moment += timedelta(minutes=1)
    else:
        raise RuntimeError(f"game {game.id} did not end after {MAX_REPLIES} replies")
    clock.moment += timedelta(hours=1)  # read-backs still waiting go out on their own
    postman.deliver_pending()
    mails = [measure(m) for m in outbox.sent if _to(m) != ORGANIZER]
    return Sizes(rules_id, len(players), mails, service.view(game.id).game.status)


def _answer(view: Any, seat: Any, rng: random.Random) -> str:
    """A random option of the seat's own menu, or a random legal move (never resigning)."""
    options = menu(view.rules, view.state, seat.player, seat.lang)
    if options:
        return str(rng.choice(options).number)
    moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)
             if m.text != "resign"]
    return rng.choice(moves)
