"""Whole games by mail in which the people at the table change (the organizer replaces or
removes a player, a player resigns), and what each reader is told of it (brief seat52): the
others learn of a new holder in their next mail of the game, the new holder's first mail has
what they need to play (whose seat, which game, the board, whose turn, how to reply), every
mail of a Czech game to a Czech reader is Czech, a Czech sentence reads as a Czech reader says
it, and the game-over mail tells the result, not stray card plays.
Used by tests/test_mail_seat_told.py and its held-out twin.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from replaced_names import _forms, mail_text
from web_events import SECRET as WEB_SECRET
from web_events import get

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
from functions.links import play_path
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore
from functions.web import create_app

MAX_REPLIES = 3000


@dataclass(frozen=True)
class Act:
    """A change of people after `after` replies: "replace" (the seat of `who`, an address, to
    `new`, (name, address)), "remove" or "resign" (of `who`)."""

    after: int
    kind: str
    who: str
    new: tuple[str, str] | None = None


@dataclass(frozen=True)
class Case:
    """One game and the changes of people in it."""

    rules: str
    lang: str
    players: Sequence[tuple[str, str, str]]  # (name, address, language)
    acts: Sequence[Act]
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class Mail:
    """A mail sent: its reader, its subject and text, and how many acts came before it."""

    to: str
    subject: str
    text: str
    acts_before: int


@dataclass
class Told:
    """Everything mailed in a case's game, and its players' pages at the end."""

    case: Case
    mails: list[Mail] = field(default_factory=list)
    pages: dict[str, str] = field(default_factory=dict)  # "address (when)" -> its words
    ended: bool = False

    def to(self, address: str) -> list[Mail]:
        """The mails one person got, in order."""
        return [m for m in self.mails if m.to == address]


def play(case: Case) -> Told:
    """Play the case's game to its end (every player taking the menu's first option)."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            return _play(store, case)
        finally:
            store.close()


def _play(store: SqliteStore, case: Case) -> Told:
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    app = create_app(service, WEB_SECRET, "https://games.example.org")
    specs = [PlayerSpec(name, email, lang) for name, email, lang in case.players]
    game_id = service.create(case.rules, specs, ORGANIZER,
                             options={"lang": case.lang, **case.options},
                             start=True).id
    told = Told(case)
    acts = list(case.acts)
    done = 0

    def deliver() -> None:
        postman.deliver_pending()
        for mail in outbox.sent[len(told.mails):]:
            told.mails.append(Mail(_to(mail), str(mail["Subject"]), mail_text(mail), done))

    def pages(label: str) -> None:
        for seat in service.view(game_id).game.seats:
            if seat.email and seat.active:
                body = app.resolve(get(play_path(WEB_SECRET, game_id, seat.seat)), None)["body"]
                told.pages[f"{seat.email} ({label})"] = re.sub(
                    r"\s+", " ", re.sub(r"<[^>]+>", " ", body))

    for number in range(MAX_REPLIES):
        deliver()
        while acts and acts[0].after <= number:
            act = acts.pop(0)
            view = service.view(game_id)
            if view.game.ended:
                break
            if act.kind == "replace" and act.new is not None:
                service.replace_player(game_id, act.who, *act.new)
            elif act.kind == "remove":
                service.remove(game_id, act.who)
            else:
                service.resign(game_id, act.who)
            done += 1
            deliver()
            pages(f"after {act.kind} of {act.who}")
        view = service.view(game_id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        if not seat.email or not seat.active:  # the service plays a seat that left
            clock.moment += timedelta(days=3)
            service.tick()
            continue
        mail = next(m for m in reversed(outbox.sent) if _to(m) == seat.email)
        incoming.handle(_reply(mail, first_option(view, seat), number), service=service,
                        secret=SECRET, settings=SETTINGS)
        clock.moment += timedelta(minutes=1)
    else:
        raise RuntimeError(f"{case.rules}: the game did not end")
    clock.moment += timedelta(hours=3)
    service.tick()
    deliver()
    told.ended = service.view(game_id).game.ended
    pages("at the end")
    return told


# what a take-over mail says of the board, whose turn it is and how to reply
_BOARD = re.compile(r"(Kolo|Round|Hand|Rozdání|Kupka|Pile|Volitelé|Electors|hotovost|cash"
                    r"|pyramid|Region|Karty|Cards|Tvoje karty|Your cards|Body|Points)",
                    re.IGNORECASE)
_WHOSE_TURN = re.compile(r"(Na tahu (je|jsou|jsi)|jsi na tahu|(is|are) to move|your move"
                         r"|Čeká se na|waits for|waiting for)", re.IGNORECASE)
_HOW_TO_REPLY = re.compile(r"(Jak odpovědět|How to reply|odpověz na tento e-mail"
                           r"|reply to this (e-?mail|mail))", re.IGNORECASE)
# English words a Czech reader should never meet in a Czech game's mail to them (the game's
# own English names aside)
_ENGLISH = re.compile(r"\b(the|has|was|is|your|game|player|seat|round|trick|won|left)\b")
_NAMED_ENGLISH = re.compile(r"(Oh Hell|WesternPoly|Goofspiel|https?://\S+|Re: .*)")
# a Czech line of others' news a Czech reader stumbles on
_CLUMSY = re.compile(r"(házela? znovu|hraješ ho od teď)")
# a card played told by itself in the list ("- Ann Lee played QH.", "- Hraješ srdcovou šestku.")
_CARD_PLAY = re.compile(r"^\s*- (.*\b(plays?|played|zahrála?|hraje)\b|Hraješ|You play)")


def _says(text: str, name: str) -> bool:
    """Whether `text` names the person in any form (any Czech case, the first name alone)."""
    return any(re.search(rf"(?<!\w){re.escape(form)}(?!\w)", text) for form in _forms(name))


def defects(told: Told) -> list[str]:
    """Everything told wrong around the case's changes of people (see the module)."""
    case, found = told.case, []
    langs = {email: lang for _, email, lang in case.players}
    names = {email: name for name, email, _ in case.players}
    for number, act in enumerate(case.acts, start=1):
        if act.kind == "replace" and act.new is not None:
            new_name, new_email = act.new
            langs[new_email] = langs.get(act.who, case.lang)
            old_name = names.get(act.who, "")
            names[new_email] = new_name
            firsts = [m for m in told.mails if m.to == new_email and m.acts_before >= number]
            if firsts:
                first = firsts[0]
                for what, pattern in (("board", _BOARD), ("whose turn", _WHOSE_TURN),
                                      ("how to reply", _HOW_TO_REPLY)):
                    if not pattern.search(first.text):
                        found.append(f"take-over mail to {new_email} has no {what}")
                if old_name and not _says(first.text, old_name):
                    found.append(f"take-over mail to {new_email} does not say whose seat")
            # the others at the table: their next mail of the game says who plays the seat
            for _, email, _ in case.players:
                if email in (act.who, new_email):
                    continue
                later = [m for m in told.mails if m.to == email and m.acts_before >= number
                         and new_name in m.text]
                if later and not _says(later[0].text, old_name):
                    found.append(f"{email} is not told {new_name} took {old_name}'s seat:"
                                 f" {later[0].subject}")
    for mail in told.mails:
        lang = langs.get(mail.to, case.lang)
        if mail.to == ORGANIZER:
            lang = case.lang
        if lang == "cs":
            text = _NAMED_ENGLISH.sub("", mail.text.split("\n\nTvůj herní server")[0])
            if (words := _ENGLISH.findall(text)) and len(words) > 1:
                found.append(f"English in a Czech mail to {mail.to}: {mail.subject}: "
                             f"{sorted(set(words))}")
            if (clumsy := _CLUMSY.search(mail.text)) is not None:
                found.append(f"clumsy Czech to {mail.to}: {clumsy.group(0)}")
        if case.rules == "ohhell" and re.search(r"(skončila|is over|has ended|Konec hry|Game over)",
                                      mail.subject, re.IGNORECASE):
            plays = [line for line in mail.text.splitlines() if _CARD_PLAY.search(line)]
            if plays:
                found.append(f"game-over mail to {mail.to} lists card plays: {plays[:2]}")
    removed = {names.get(a.who, "") for a in case.acts if a.kind == "remove"} - {""}
    for where, page in told.pages.items():
        for name in removed:
            if re.search(rf"{re.escape(name)}[^.]{{0,160}}\b(resigned|vzdal|vzdala)\b", page):
                found.append(f"page of {where} says {name} resigned (removed)")
    return found


def told_about(told: Told, reader: str, new_name: str) -> list[Any]:
    """The mails to `reader` that name `new_name` (to read in a failing test)."""
    return [m.subject for m in told.to(reader) if new_name in m.text]
