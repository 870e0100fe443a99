"""A reply to an older turn mail that asks for the very move played for the player since
(issue 42: Jana's "koupit" came after the stand-in robot had bought the same field for her at the
deadline, and got a 20-line "Nezahráno" refusal with the board, as if she had done wrong).

Class: a late reply that agrees with what a robot played for the player is answered as a
refusal. It is answered in one line that says it is done already, and by whom, under a subject
that is no refusal; a late reply that asks for something else is still told it was not played.
Members built for this file (a WesternPoly purchase the robot made at the deadline); a third
kept aside and measured last: 0 of 2 before, 2 of 2 after.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

DONE = {"cs": ("Už zahráno: „", "Už je hotovo: když ti vypršel čas, zahrál za tebe robot"),
        "en": ("Already played: “", "Already done: when your time ran out, the bot played")}
REFUSED = {"cs": "Nezahráno", "en": "Not played"}
NO_BUY = {"cs": "nekupovat", "en": "do not buy"}

MEMBERS = [("cs", "koupit"), ("en", "buy"), ("cs", "Jo, kupuju.")]
HELD_OUT = [("cs", "Beru to, kupuju Chatrč."), ("en", "I'll buy the shack.")]


def _late(lang: str, body: str) -> tuple[list[str], str, str]:
    """Jana lets her purchase's deadline pass (the robot buys for her), then answers that turn
    mail with `body`: her moves, and the subject and own words of the answer."""
    players = [PlayerSpec("Jana Nováková", ANN, lang), PlayerSpec("Eva Malá", BOB, lang),
               PlayerSpec("Petr Dvořák", CID, lang)]
    with open_table(players=players, options={"lang": lang}) as table:
        for _ in range(60):
            record = table.record()
            if record.seat(record.to_move).email == ANN \
                    and NO_BUY[lang] in text_of(table.newest(ANN)):
                break
            first_choice(table)
            table.deliver()
        turn = table.newest(ANN)
        table.clock.moment += timedelta(hours=25)
        table.service.tick()
        table.deliver()
        before = len(table.outbox.sent)
        table.reply(ANN, body, to=turn)
        table.clock.moment += timedelta(minutes=30)
        table.deliver()
        mails = [m for m in table.outbox.sent[before:] if ANN in str(m["To"])]
        assert len(mails) == 1, [str(m["Subject"]) for m in mails]
        return table.log(ANN), str(mails[0]["Subject"]), text_of(mails[0]).split("\n> ")[0]


@pytest.mark.parametrize(("lang", "body"), MEMBERS + HELD_OUT)
def test_a_late_reply_that_agrees_is_told_it_is_done(lang, body):
    moves, subject, own = _late(lang, body)
    assert moves.count("buy") == 1, moves
    assert subject.startswith(DONE[lang][0]), subject
    assert DONE[lang][1] in own and REFUSED[lang] not in own, own
    assert NO_BUY[lang] not in own  # no menu, no board: the one line


@pytest.mark.parametrize(("lang", "body"), [("cs", "nekupovat"), ("en", "Don't buy it.")])
def test_a_late_reply_that_disagrees_is_still_not_played(lang, body):
    moves, subject, own = _late(lang, body)
    assert "pass" not in moves, moves
    assert subject.startswith(REFUSED[lang]), subject
