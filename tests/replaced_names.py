"""Whole games by mail in which the organizer gives a running game's seat to someone else
(`pbm replace`), and every text people read after it: each mail (players' and the
organizer's), `pbm show`, the players' web pages with their pictures, and their replays
(`/play/<token>/replay`, brief seat51). `stale_names` finds where a text still names the
seat's previous holder (in any Czech case, or greeted by their first name), and `wrong_gender` where a Czech sentence about the new holder agrees with the previous
one's gender ("Lucie Černá vyhrál"). The replacement's own mails tell the past as the past (the
previous holder's "your seat is someone else's now", the new holder's "you take over from ..."):
those two are not read.
Used by tests/test_mail_replaced_name.py and its held-out twin (brief seat50).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from html import unescape
from pathlib import Path
from typing import Any

from web_events import SECRET as WEB_SECRET
from web_events import get

from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets, _reply, _to
from bench.mail_games import first_option as menu_first
from functions import cli
from functions.links import play_path
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, GameView, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore
from functions.web import create_app
from rules.czech_names import CASES, decline, gender, vocative

MAX_REPLIES = 3000


@dataclass(frozen=True)
class Case:
    """One game: its rules and options, the players (the second seat's holder is replaced by
    `new` after `after` replies), and how the seat left before (None: it did not, its holder is
    simply replaced: absent, bounced; "resign": they resigned and the service played it)."""

    rules: str
    lang: str
    players: Sequence[tuple[str, str]]  # (name, address); the second is replaced
    new: tuple[str, str]
    after: int
    options: Mapping[str, Any] = field(default_factory=dict)
    left: str | None = None
    first: tuple[str, str] | None = None  # who held the seat between (replaced at the start)
    erased: bool = False  # the previous holder erases their data right after

    @property
    def old(self) -> tuple[str, str]:
        """The holder the replacement read here takes the seat from."""
        return self.first or self.players[1]


@dataclass
class Read:
    """What people read after the replacement: (where, text) pairs."""

    case: Case
    texts: list[tuple[str, str]] = field(default_factory=list)
    marks: list[tuple[str, set[str]]] = field(default_factory=list)  # the pictures' letters
    ended: bool = False


def mail_text(mail: Any) -> str:
    plain = mail.get_body(preferencelist=("plain",))
    html = mail.get_body(preferencelist=("html",))
    parts = [str(mail["Subject"]), plain.get_content() if plain is not None else ""]
    if html is not None:
        parts.append(unescape(re.sub(r"<[^>]+>", " ", html.get_content())))
    return "\n".join(parts)


def _page_text(body: str) -> str:
    """A page's words and its picture's (the SVG's texts and titles), tags dropped."""
    return unescape(re.sub(r"<[^>]+>", " ", body))


def _first(view: GameView, seat: Any) -> str:
    return menu_first(view, seat)


def play(case: Case) -> Read:
    """Play the case's game to its end and read everything after the replacement."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            return _play(store, case)
        finally:
            store.close()


def _play(store: SqliteStore, case: Case) -> Read:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    app = create_app(service, WEB_SECRET, "https://games.example.org")
    specs = [PlayerSpec(name, email, case.lang) for name, email in case.players]
    game_id = service.create(case.rules, specs, ORGANIZER,
                             options={"lang": case.lang, **case.options}, start=True).id
    read = Read(case)
    replaced_at: int | None = None
    old_email, (new_name, new_email) = case.old[1], case.new
    if case.first is not None:  # the seat changed hands once already, before this one
        service.replace_player(game_id, case.players[1][1], *case.first)

    def pages(label: str) -> None:
        for as_json in (False, True):
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                cli._run(service, argparse.Namespace(command="show", id=game_id, json=as_json))
            read.texts.append((f"pbm show{' --json' * as_json} ({label})", out.getvalue()))
        for seat in service.view(game_id).game.seats:
            if seat.email:
                body = app.resolve(get(play_path(WEB_SECRET, game_id, seat.seat)), None)["body"]
                read.texts.append((f"page of {seat.email} ({label})", _page_text(body)))
                read.marks.append((f"picture on the page of {seat.email} ({label})",
                                   set(re.findall(r"<text[^>]*>([A-ZÁ-Ž]{1,2})</text>", body))))
                replay = play_path(WEB_SECRET, game_id, seat.seat) + "/replay"
                body = app.resolve(get(replay), None)["body"]
                read.texts.append((f"replay of {seat.email} ({label})", _page_text(body)))

    for number in range(MAX_REPLIES):
        postman.deliver_pending()
        if replaced_at is None and number == case.after:
            if case.left == "resign":
                service.resign(game_id, old_email)
                postman.deliver_pending()
            replaced_at = len(outbox.sent)
            service.replace_player(game_id, old_email, new_name, new_email)
            if case.erased:
                service.erase_person(old_email)
            postman.deliver_pending()
            pages("after the replacement")
        view = service.view(game_id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        if not seat.email:  # the service plays a seat that left
            clock.moment += timedelta(days=3)
            service.tick()
            continue
        mail = next(m for m in reversed(outbox.sent) if _to(m) == seat.email)
        incoming.handle(_reply(mail, _first(view, seat), number), service=service,
                        secret=SECRET, settings=SETTINGS)
        clock.moment += timedelta(minutes=1)
    else:
        raise RuntimeError(f"{case.rules}: the game did not end")
    clock.moment += timedelta(hours=3)
    service.tick()
    postman.deliver_pending()
    read.ended = service.view(game_id).game.ended
    assert replaced_at is not None, "the game ended before the replacement"
    pages("at the end")
    new_mails = 0
    for mail in outbox.sent[replaced_at:]:
        to = _to(mail)
        if to == old_email:
            continue  # their seat is someone else's now: the past told as past
        if to == new_email:
            new_mails += 1
            if new_mails == 1:
                continue  # "you take over from ...": the past told as past
        read.texts.append((f"mail to {to}: {mail['Subject']}", mail_text(mail)))
    return read


def _forms(name: str) -> set[str]:
    """The forms a text may name a person by: whole, first name and surname, each in every
    Czech case the declension knows, and the first name greeted (the vocative)."""
    words = name.split()
    forms = {name, *words}
    for part in (name, *words):
        forms |= {f for case in CASES if (f := decline(part, case))}
    forms.add(vocative(name))
    return {f for f in forms if len(f) > 2}


# the line that tells the others at the table who plays the seat now (brief seat52): it
# names the previous holder as the past, the one sentence that must
TOLD_CHANGE = re.compile(r"^\s*(?:[Mm]ísto .+ teď hraje .+|.+ has taken over .+’s seat)\.$")


def stale_names(read: Read) -> list[str]:
    """Each text that names a previous holder, with the line (not the line that tells of the
    change itself)."""
    gone = set().union(*(_forms(name) for name in {read.case.players[1][0], read.case.old[0]}))
    pattern = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, sorted(
        gone, key=len, reverse=True))) + r")(?!\w)")
    found = []
    for where, text in read.texts:
        for line in text.splitlines():
            if pattern.search(line) and read.case.old[1] not in line \
                    and not TOLD_CHANGE.match(line.strip()):
                found.append(f"{where}: {line.strip()[:160]}")
                break
    return found


# a Czech past tense after a name: "koupil", "vyhrála", "hodil"
_PAST = r"(\w+[aeiouyáéíýů]l(a)?)(?!\w)"


def wrong_gender(read: Read, new_gender: str) -> list[str]:
    """Each Czech text where a past-tense verb next to the new holder's name agrees with the
    other gender ("Lucie Černá vyhrál", "Vyhrál Lucie Černá")."""
    if read.case.lang != "cs":
        return []
    names = "|".join(map(re.escape, sorted(_forms(read.case.new[0]), key=len, reverse=True)))
    after = re.compile(rf"(?<!\w)(?:{names})\s+{_PAST}")
    before = re.compile(rf"(?<!\w){_PAST}\s+(?:{names})(?!\w)", re.IGNORECASE)
    found = []
    for where, text in read.texts:
        for line in text.splitlines():
            for match in [*after.finditer(line), *before.finditer(line)]:
                feminine = match.group(2) is not None
                if feminine != (new_gender == "f"):
                    found.append(f"{where}: {line.strip()[:160]}")
                    break
            else:
                continue
            break
    return found


def stale_marks(read: Read) -> list[str]:
    """Each picture that marks a seat by the previous holder's initial, which no one at the
    table has now."""
    now = [name for name, _ in read.case.players[:1] + read.case.players[2:]] + [read.case.new[0]]
    gone = {read.case.old[0][:1].upper()} - {name[:1].upper() for name in now}
    return [f"{where}: {sorted(marks & gone)}" for where, marks in read.marks if marks & gone]


def defects(read: Read) -> list[str]:
    """Everything `stale_names`, `stale_marks` and `wrong_gender` find (the gender of the new
    holder's name as the declension knows it)."""
    said = gender(read.case.new[0])
    return stale_names(read) + stale_marks(read) + (
        wrong_gender(read, said) if said is not None else [])


def reply_after(case: Case, body: str) -> tuple[list[Any], list[tuple[str, str]]]:
    """The mails the first player gets for `body`, written to their newest mail right after
    the replacement (`case.after` replies into the game), and the log's last entries as
    (player, text)."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            clock, outbox = Clock(), Outbox()
            service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
            postman = Postman(store, outbox, SETTINGS, SECRET, clock)
            specs = [PlayerSpec(name, email, case.lang) for name, email in case.players]
            game_id = service.create(case.rules, specs, ORGANIZER,
                                     options={"lang": case.lang, **case.options}, start=True).id
            for number in range(case.after):
                postman.deliver_pending()
                view = service.view(game_id)
                seat = view.game.seat(view.game.to_move)
                mail = next(m for m in reversed(outbox.sent) if _to(m) == seat.email)
                incoming.handle(_reply(mail, _first(view, seat), number), service=service,
                                secret=SECRET, settings=SETTINGS)
                clock.moment += timedelta(minutes=1)
            service.replace_player(game_id, case.old[1], *case.new)
            postman.deliver_pending()
            reader = case.players[0][1]
            before = len(outbox.sent)
            mail = next(m for m in reversed(outbox.sent) if _to(m) == reader)
            incoming.handle(_reply(mail, body, 999), service=service, secret=SECRET,
                            settings=SETTINGS)
            clock.moment += timedelta(hours=1)  # the read-back's wait for company passes
            postman.deliver_pending()
            log = [(e.player, e.text) for e in service.view(game_id).log]
            return [m for m in outbox.sent[before:] if _to(m) == reader], log
        finally:
            store.close()
