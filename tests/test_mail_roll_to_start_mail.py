"""A player not on move answers the start mail with "roll" / "hodím" after the service has
thrown for them (a habit from the board game; the throw made the start mail an older one):
the line is passed over as done for them, never answered as a reply to an older mail."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

NAMES = {"cs": ["Jana Nováková", "Petr Dvořák", "Lucie Malá"],
         "en": ["Ann Lee", "Bob Day", "Cid Roe"]}
DONE = {"cs": "to už za tebe udělal server", "en": "the service did that for you already"}
OLDER = {"cs": "staršímu e-mailu", "en": "older mail"}


@pytest.mark.parametrize("lang, said", [("cs", "hodím"), ("cs", "Hážu!"), ("en", "roll"),
                                        ("en", "I roll the dice.")])
def test_a_throw_the_service_made_is_done_for_them_not_stale(lang, said):
    players = [PlayerSpec(n, a, lang) for n, a in zip(NAMES[lang], (ANN, BOB, CID), strict=True)]
    with open_table(players=players) as t:
        start = [m for m in t.outbox.sent if m["To"] and BOB in str(m["To"])][0]
        bob = t.record().seat_of(BOB).player
        for _ in range(12):  # until the service has thrown for Bob after his first mail
            if any(e.player == bob and "throw" in e.text or e.player == bob and e.text == "roll"
                   for e in t.service.view(t.game.id).log) and t.record().version > 1:
                break
            first_choice(t)
            t.deliver()
        before = t.log(BOB)
        outcome = t.reply(BOB, said, to=start)
        assert outcome.action != "refused"
        assert t.log(BOB) == before  # nothing played
        text = text_of(t.newest(BOB))
        assert DONE[lang] in text and OLDER[lang] not in text
