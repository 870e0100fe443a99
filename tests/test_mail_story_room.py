"""A turn mail always tells what happened since its reader's last mail (issue 42, review 20n):
the length cap leaves out the oldest lines of that list first, the newest round's and the
reader's dealings with others last (the cap holds: 45 lines, WesternPoly 60 as issue 29 set
it). A 6-seat WesternPoly board with its menu, open trades and table talk filled the 45
lines on its own, and four turn mails of "Divoký západ" had no "Co se mezitím stalo"
at all ("Jana's round-2 mail never said she threw"), or "… 5 earlier events" over one line.

Members of the class (a mail whose fixed parts leave its list no room) are whole games
played by mail, each with table talk said at the start; the held-out ones were measured last
(before the fix all 3 had a turn mail that lost its list or kept one line under "… earlier
events left out", after it 0/3 with the list never cut below the newest round, but that
broke the line cap of tests/test_mail_sizes.py; with the cap held, 2 of 3 still lost it
until the table talk gave way too: ALL_TALK, 0 of 2 now; the members: 2/3 before, 0/3
after). On main and on land15 alike: an old
defect, not the merges'."""

from __future__ import annotations

import tempfile
from datetime import timedelta
from pathlib import Path

import pytest

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
from functions.render.letters import LATEST_ALWAYS
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

CZECH = [("Jana Nováková", "jana@example.org"), ("Petr Dvořák", "petr@example.org"),
         ("Zdeněk Malý", "zdenek@example.org"), ("Kateřina Svobodová", "katka@example.org"),
         ("Bohumil Král", "bob@example.org"), ("Anna Veselá", "anna@example.org")]
ENGLISH = [("Tom Baker", "tom@example.org"), ("Emily Stone", "emily@example.org"),
           ("William Hart", "will@example.org")]
TALK = {"cs": "ŘEKNI Ahoj všichni, hodně štěstí a ať vám padají šestky!",
        "en": "SAY Howdy partners, good luck to y'all!"}
HEADING = ("Co se mezitím stalo:", "What happened since:")
TIMING = {"deadline_hours": 48, "missed_turn": "autoplay", "reminder_hours": []}


def _seats(czech: int, english: int) -> list[PlayerSpec]:
    return [*(PlayerSpec(n, a, "cs") for n, a in CZECH[:czech]),
            *(PlayerSpec(n, a, "en") for n, a in ENGLISH[:english])]


def played(rules_id: str, players: list[PlayerSpec], options: dict, talkers: int,
           pause: timedelta, offer: str = "") -> list:
    """Every mail of a game played by mail to its end, `talkers` of its players saying a
    line to the table first, each reply `pause` after the mail it answers; `offer`: what the
    first to reply offers the player seated after them ({name}), below their move."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        try:
            clock, outbox = Clock(), Outbox()
            service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
            postman = Postman(store, outbox, SETTINGS, SECRET, clock)
            game = service.create(rules_id, players, ORGANIZER, options={**TIMING, **options},
                                  start=True)
            postman.deliver_pending()
            for number, player in enumerate(players[:talkers]):
                mail = next(m for m in reversed(outbox.sent) if _to(m) == player.email)
                incoming.handle(_reply(mail, TALK[player.lang], 900 + number), service=service,
                                secret=SECRET, settings=SETTINGS)
            for number in range(400):
                postman.deliver_pending()
                view = service.view(game.id)
                if view.game.status != "running":
                    break
                seat = view.game.seat(view.game.to_move)
                mail = next(m for m in reversed(outbox.sent) if _to(m) == seat.email)
                move = first_option(view, seat)
                if offer:
                    after = players[(seat_index(players, seat.email) + 1) % len(players)]
                    move, offer = f"{move}\n{offer.format(name=after.name)}", ""
                incoming.handle(_reply(mail, move, number), service=service,
                                secret=SECRET, settings=SETTINGS)
                clock.moment += pause
            return list(outbox.sent)
        finally:
            store.close()


def seat_index(players: list[PlayerSpec], address: str) -> int:
    return next(i for i, player in enumerate(players) if player.email == address)


def story(text: str) -> list[str] | None:
    """The lines of a mail's list of what happened (None: the mail has none)."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.strip() in HEADING), None)
    if start is None:
        return None
    listed = []
    for line in lines[start + 1:]:
        if not line.startswith("  "):
            break
        listed.append(line.strip())
    return listed


def short_stories(mails: list) -> list[str]:
    """The turn mails (not a player's first) whose list of what happened is gone or, with
    earlier events left out, keeps fewer lines than LATEST_ALWAYS: their subjects and readers."""
    bad, seen = [], set()
    for mail in mails:
        subject, reader = str(mail["Subject"]), _to(mail)
        if not subject.startswith(("Jsi na tahu", "Your move")):
            continue
        if reader in seen:
            listed = story(text_of(mail))
            told = [line for line in listed or () if line.startswith("-")]
            if listed is None or (len(told) < len(listed) and len(told) < LATEST_ALWAYS):
                bad.append(f"{reader}: {subject}")
        seen.add(reader)
    return bad


MEMBERS = {  # the ones the fix was made with
    "westernpoly, 6 seats, 4 Czech and 2 English, 3 talk": (
        "westernpoly", _seats(4, 2), {"lang": "cs", "max_rounds": 5}, 3, timedelta(seconds=30)),
    "westernpoly, 6 Czech seats, all talk, an hour apart": (
        "westernpoly", _seats(6, 0), {"lang": "cs", "max_rounds": 4}, 6, timedelta(hours=1)),
    "westernpoly, 5 English seats, 4 talk": (
        "westernpoly", _seats(0, 3) + _seats(2, 0), {"lang": "en", "max_rounds": 5}, 4,
        timedelta(minutes=2)),
}
HELD_OUT = {  # measured last
    "westernpoly, 4 Czech seats, all talk, minutes apart": (
        "westernpoly", _seats(4, 0), {"lang": "cs", "max_rounds": 6}, 4, timedelta(minutes=1)),
}
# held out too, and still short under the mail's line cap (45 lines; WesternPoly 60, issue
# 29's targets) after the list was kept: when every seat talks, the talk, the board and the
# menu filled the mail and the list gave way (2 of 3 held out). The talk gives way now, a line
# a message, cut short, the oldest counted (tests/test_mail_talk_room.py): 0 of 2
ALL_TALK = {
    "westernpoly, 6 seats, 2 Czech and 3 English, all talk": (
        "westernpoly", _seats(2, 3) + [PlayerSpec(*CZECH[4], "cs")],
        {"lang": "en", "max_rounds": 5}, 6, timedelta(minutes=5)),
    "ohhell, 5 seats, all talk": (
        "ohhell", _seats(3, 2), {"lang": "cs"}, 5, timedelta(minutes=1)),
}


@pytest.mark.parametrize("member", [*MEMBERS, *HELD_OUT, *ALL_TALK])
def test_every_turn_mail_tells_what_happened_since(member):
    rules_id, players, options, talkers, pause = {**MEMBERS, **HELD_OUT, **ALL_TALK}[member]
    mails = played(rules_id, players, options, talkers, pause)
    assert any(str(m["Subject"]).startswith(("Jsi na tahu", "Your move")) for m in mails)
    assert short_stories(mails) == []


DECLINED = ("odmítl", "declined", "propadl", "lapsed")


@pytest.mark.parametrize("pause", [timedelta(seconds=30), timedelta(minutes=3)])
def test_the_end_of_an_offer_is_told_in_a_full_turn_mail(pause):
    """An offer declined while its maker waited: the notice rides in their next turn mail,
    whose list (six seats, table talk) is cut for length; the decline is their affair and
    stays (review 20n: Kateřina was "never told her offer #1 was declined")."""
    players = _seats(4, 2)
    mails = played("westernpoly", players, {"lang": "cs", "max_rounds": 5}, 6, pause,
                   offer="nabídka {name} dám 2000 $ dostanu nic")
    maker = next(_to(m) for m in mails if str(m["Subject"]).startswith("Jsi na tahu"))
    told = [line for m in mails if _to(m) == maker for line in text_of(m).splitlines()
            if "#1" in line and any(word in line for word in DECLINED)]
    assert told
