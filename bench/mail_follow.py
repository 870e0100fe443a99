"""A game followed from the inbox: one human answers every mail by reply, one never answers
(the game's bot plays their missed turns), bots fill the other seats; the clock moves a minute
per reply and a day past each deadline, and each write's mail is delivered before the next.

It records, per write (a reply read, a sweep), the mails each person got, so that a test and the
benchmark can check from the mails alone: one mail per person per write, the mailbox's order,
one game-over mail, last, trade offers answered by their written words, sizes and lines.
Used by tests/test_mail_follow.py and bench/bench_mail_follow.py (issue 29).
"""

from __future__ import annotations

import re
import statistics
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.render.views import menu_json
from functions.service import GameService, GameView, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

MAX_WRITES = 3_000
# What the human writes to accept an offer, by the offer's number (the mail says it).
_ANSWER = re.compile(r"\b(PŘIJÍMÁM|ACCEPT) (\d+)\b")


@dataclass
class Write:
    """What one write (a reply read, a sweep) sent."""

    cause: str
    mails: list[EmailMessage]


@dataclass
class Followed:
    """A whole game by mail, write by write."""

    view: GameView
    writes: list[Write]
    human: str
    absent: str
    replies: int = 0
    answers: list[str] = field(default_factory=list)  # the human's replies, in order

    @property
    def mails(self) -> list[EmailMessage]:
        """Every mail to a player, in the order sent."""
        return [m for w in self.writes for m in w.mails if _to(m) != ORGANIZER]

    def inbox(self, address: str) -> list[EmailMessage]:
        """One person's mails, in the order they arrived."""
        return [m for m in self.mails if _to(m) == address]


def text_of(mail: EmailMessage) -> str:
    """The mail's text part."""
    return mail.get_body(preferencelist=("plain",)).get_content()


def follow(rules_id: str, players: Sequence[PlayerSpec], options: Mapping[str, Any],
           human: str, absent: str, offers: Sequence[str] = (), every: int = 4,
           directory: Path | None = None) -> Followed:
    """Play the game to its end: `human` answers every mail that asks them (their menu's
    first option; an offer to them is accepted every other time by its written answer) and
    adds one of `offers` (in turn) to every `every`-th reply; `absent` never answers."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(directory or tmp) / "pbm.sqlite3")
        try:
            return _follow(store, rules_id, players, options, human, absent, offers, every)
        finally:
            store.close()


def _follow(store: SqliteStore, rules_id: str, players: Sequence[PlayerSpec],
            options: Mapping[str, Any], human: str, absent: str, offers: Sequence[str],
            every: int) -> Followed:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    game = service.create(rules_id, players, ORGANIZER, options=options, start=True)
    followed = Followed(service.view(game.id), [], human, absent)

    def deliver(cause: str) -> None:
        before = len(outbox.sent)
        postman.deliver_pending()
        followed.writes.append(Write(cause, outbox.sent[before:]))

    deliver("start")
    answered: set[str] = set()  # Message-IDs the human answered
    accept = True
    for number in range(MAX_WRITES):
        view = service.view(game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        offer = _open_offer(followed.inbox(human), answered)
        if offer is not None:  # an offer to the human: answered by its words, out of turn
            mail, words = offer
            answered.add(str(mail["Message-ID"]))
            body = words if accept else words.replace("PŘIJÍMÁM", "ODMÍTÁM").replace(
                "ACCEPT", "DECLINE")
            accept = not accept
        elif seat.email == human:
            mail = next(m for m in reversed(outbox.sent) if _to(m) == human)
            answered.add(str(mail["Message-ID"]))
            body = _first(view, seat)
            if offers and followed.replies % every == 0:
                body = f"{offers[(followed.replies // every) % len(offers)]}\n{body}"
        else:  # the absent player's deadline passes: the sweep plays for them
            clock.moment += timedelta(hours=25)
            service.tick()
            deliver("tick")
            continue
        followed.replies += 1
        followed.answers.append(body)
        incoming.handle(_reply(mail, body, number), service=service, secret=SECRET,
                        settings=SETTINGS)
        clock.moment += timedelta(minutes=1)
        deliver(f"reply: {body!r}")
    else:
        raise RuntimeError(f"game {game.id} did not end after {MAX_WRITES} writes")
    clock.moment += timedelta(hours=2)  # anything still waiting goes out
    service.tick()
    deliver("after the end")
    followed.view = service.view(game.id)
    assert followed.view.log  # read the log while the store is open
    return followed


def _open_offer(inbox: Sequence[EmailMessage], answered: set[str]
                ) -> tuple[EmailMessage, str] | None:
    """The latest mail to the human naming an offer's written answer, if not answered yet."""
    for mail in reversed(inbox[-1:]):
        found = _ANSWER.search(text_of(mail))
        if found and str(mail["Message-ID"]) not in answered:
            return mail, found.group(0)
    return None


def _first(view: GameView, seat: Any) -> str:
    menu = menu_json(view)
    if menu:
        return str(menu[0]["number"])
    moves = [m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign"]
    return moves[0].text


# A game's first and last mail to each person, counted apart from the turns (the first
# player's start rides in their first turn mail, and counts as that turn's).
_START_END = frozenset({"game_started", "game_over"})


def main_kind(mail: EmailMessage) -> str:
    """The kind a mail is (its Message-ID names the kinds folded in it, the main one last)."""
    local = str(mail["Message-ID"]).strip(" <>").split("@")[0].split(".")
    return local[-4] if len(local) >= 5 else ""


@dataclass(frozen=True)
class Figures:
    """What a followed game's mail cost: mails per person per turn, size and text lines."""

    # address -> mails / the game's turns (rounds or moves), besides the start and the end
    mails_per_turn: dict[str, float]
    start_end: dict[str, int]  # address -> mails announcing the start or the end, and no turn
    size_median: float
    size_max: int
    lines_median: float  # text lines of the turn mails
    lines_max: int


def figures(followed: Followed, turns: int) -> Figures:
    """The figures of a followed game whose turns were `turns` (rounds, or moves)."""
    people = {followed.human, followed.absent}
    ends = {p: sum(1 for m in followed.inbox(p) if main_kind(m) in _START_END) for p in people}
    per_turn = {p: (len(followed.inbox(p)) - ends[p]) / max(turns, 1) for p in people}
    sizes = [len(m.as_bytes()) for m in followed.mails]
    turn_lines = [len(text_of(m).splitlines()) for m in followed.mails
                  if ".your_turn." in str(m["Message-ID"])]
    return Figures(per_turn, ends, statistics.median(sizes), max(sizes),
                   statistics.median(turn_lines or [0]), max(turn_lines or [0]))
