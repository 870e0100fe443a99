"""A closing word that opens a sentence in the first person ("Thanks, I accept 1").

Class: a line that opens with a word of closing ("Thanks", "Best", "Regards", "Cheers") and a
comma, and goes on with what its writer does ("Thanks, I accept 1", "Best, I'll buy it"), was
taken for a courtesy line ("Thanks, Tom") and dropped with the move in it; a reply holding
nothing else was then taken for an auto-responder's and not answered at all. Found by conv41's
directed members. Held out, written before the fix and measured after it: 1 of 4 played before
(only "Cheers, I'll take it", read by another path), 3 of 4 after; the fourth, in the plural
("Thanks, we accept 1"), is a ticket system's shape too and stayed courtesy (kept as data); since
rep39 a move after the "we" is played (test_mail_closing_then_we), so it is run below.
"Regards, I'll decline 1" was added after the measure."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from functions.mail.commands import is_courtesy
from functions.service import PlayerSpec

NAMES = ("Anna Lehká", "Bohdan Dvořák", "Cyril Rous")
MEMBERS = [
    ("Thanks, I accept 1", "accept offer 1"),
    ("Thank you, I accept 1", "accept offer 1"),
    ("Best, I accept 1", "accept offer 1"),
]
HELD_OUT = [
    ("Thanks, I decline 1", "decline offer 1"),
    ("Cheers, I'll take it", "accept offer 1"),
    ("Regards, I accept 1", "accept offer 1"),
    ("Regards, I'll decline 1", "decline offer 1"),
]
# a ticket system's "Thanks, we got your request." is no player's (test_mailroom_amplification),
# but a move after the "we" is (rep39)
PLURAL = [("Thanks, we accept 1", "accept offer 1")]


@pytest.mark.parametrize(("said", "played"), MEMBERS + HELD_OUT + PLURAL)
def test_the_answer_after_a_closing_word_is_played(said, played):
    players = [PlayerSpec(n, a, "en") for n, a in zip(NAMES, (ANN, BOB, CID), strict=True)]
    with open_table(players=players, options={"lang": "en"}) as t:
        t.reply(BOB, "offer Anna give $100 get nothing")
        outcome = t.reply(ANN, said)
        view = t.service.view(t.game.id)
        assert played in str(outcome), outcome
        assert not view.rules.open_offers(view.state, to=NAMES[0])


@pytest.mark.parametrize("line", ["Thanks, Tom", "Thanks, Anna Lehká", "Díky, mějte se",
                                  "Cheers!", "Best,"])
def test_a_closing_with_a_name_or_alone_is_still_courtesy(line):
    assert is_courtesy(line)


def test_a_buy_after_thanks_is_the_buy():
    players = [PlayerSpec(n, a, "en") for n, a in zip(NAMES, (ANN, BOB, CID), strict=True)]
    with open_table(players=players, options={"lang": "en"}) as t:
        outcome = t.reply(ANN, "Thanks, I'll buy it")
    assert "played: buy " in str(outcome), outcome
