"""The first turn mail at a big table tells everything since the start (issue 42, conv31): at
six players a round is some 30 events, and a story was told whole only up to 30 events, so the
sixth player's first turn mail after one round said "… a ještě 5 dřívějších událostí" (or left
the others' first turns out) with room in the mail to spare. The class: a turn mail whose story
since its reader's last mail spans no more than two rounds tells it whole (the mail's line cap
permitting); members: tables of 5 and 6, people and bots, Czech and English, dice moved on."""

from __future__ import annotations

import re
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
from functions.render import games
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

NAMES = ["Tomáš Hala", "Petr Dvořák", "Jana Veselá", "Alice Malá", "Mike Ross", "Eva Nová"]
LEFT_OUT = ("…", "...")


def _first_turn_mail(layout: str, shift: int, lang: str):
    """The last seat's first turn mail of a WesternPoly game seated by `layout` (H a person, B
    a bot), the dice moved on by `shift`, its people answering their menu's first option half
    an hour apart."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox, secrets = Clock(), Outbox(), Secrets()
        for _ in range(shift * 7):
            secrets.token_bytes(8)
        service = GameService(store, clock, secrets, key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, SETTINGS, SECRET, clock)
        seats = [PlayerSpec(NAMES[i], f"hrac{i}@example.cz", lang) if c == "H"
                 else PlayerSpec("", "", lang, bot="strong") for i, c in enumerate(layout)]
        game = service.create("westernpoly", seats, ORGANIZER, start=True,
                              options={"lang": lang, "deadline_hours": 48})
        postman.deliver_pending()
        last = seats[-1].email
        for number in range(60):
            turns = [m for m in outbox.sent if _to(m) == last and ".your_turn." in str(
                m["Message-ID"])]
            if turns:
                store.close()
                return turns[0]
            view = service.view(game.id)
            seat = view.game.seat(view.game.to_move)
            mine = [m for m in outbox.sent if _to(m) == seat.email]
            incoming.handle(_reply(mine[-1], first_option(view, seat), number),
                            service=service, secret=SECRET, settings=SETTINGS)
            clock.moment += timedelta(minutes=30)
            postman.deliver_pending()
        store.close()
    raise AssertionError("the last seat never had a turn to decide")


def _check(layout, shift, lang):
    mail = _first_turn_mail(layout, shift, lang)
    text = text_of(mail)
    rounds = int(re.search(r"(?:kolo|round) (\d+)", str(mail["Subject"]), re.I).group(1))
    assert rounds <= 2, "the case was not reached: the first turn came later"  # the member
    story = text.split("\n\n")
    listed = next(p for p in story if p.startswith(("Co se mezitím stalo", "What happened",
                                                      "Co se zatím stalo", "What has happened")))
    if text.count("\n") < games.of("westernpoly").TEXT_LINES:  # the cap did not cut it
        assert not any(line.strip().startswith(LEFT_OUT) for line in listed.splitlines()), \
            listed


@pytest.mark.parametrize("layout,shift,lang", [("HHHHHH", 1, "cs")])
def test_the_sixth_players_first_turn_mail_tells_the_first_round_whole(layout, shift, lang):
    _check(layout, shift, lang)


# built with the fix, kept aside and run once after it (not tuned on); the first four built
# (shift 3 and 5) had their first turn in round 1, told whole before the fix too: these are
# the dice whose first turn came in round 2, picked by the round alone
@pytest.mark.parametrize("layout,shift,lang", [("HBBBBH", 5, "en"), ("HHHHHH", 7, "cs"),
                                               ("BHBHBH", 7, "cs"), ("HHBHH", 8, "en")])
def test_held_out_first_turn_mail_at_a_big_table(layout, shift, lang):
    _check(layout, shift, lang)
