"""No mail that tells its reader nothing new (issue 42, second round): with CONFIRM OFF the
confirmation of one's own table talk rides like a move's read-back (or, alone, is not sent),
and a turn mail is sent once per turn: an answer to an offer beside the turn that leaves the
turn's menu as it was sends no second "Your move"."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table
from test_mail_confirm import _mails_to, _others_play_until_ann

from bench.mail_follow import text_of


@pytest.fixture
def table():
    with open_table() as made:
        for address in (ANN, BOB, CID):
            made.reply(address, "CONFIRM OFF")
        yield made


@pytest.mark.parametrize("talk", ["SAY good luck all", "ŘEKNI hodně štěstí všem"])
def test_talk_with_a_move_rides_in_the_next_turn_mail(table, talk):
    since = len(table.outbox.sent)
    assert table.reply(ANN, f"do not buy\n{talk}").action == "played"
    table.service.tick()
    table.deliver()
    assert _mails_to(table, ANN, since) == []  # no "Your message" mail pushing turns down
    _others_play_until_ann(table)
    (turn,) = _mails_to(table, ANN, since)
    assert str(turn["Subject"]).startswith("Your move")
    assert "Read as: do not buy" in text_of(turn)


def test_talk_alone_sends_its_writer_nothing_and_reaches_the_others(table):
    since = len(table.outbox.sent)
    assert table.reply(ANN, "SAY hello table").action == "answered"
    table.deliver()
    assert _mails_to(table, ANN, since) == []
    first_choice(table)  # Ann ends her turn on the page
    _others_play_until_ann(table)
    assert any("hello table" in text_of(m) for m in _mails_to(table, BOB, since)
               + _mails_to(table, CID, since))


def test_accepting_a_trade_on_ones_turn_sends_no_second_turn_mail(table):
    turn = [m for m in table.outbox.sent if str(m["To"]).endswith(f"<{ANN}>")
            and str(m["Subject"]).startswith("Your move")][-1]
    assert table.reply(BOB, "offer ann give $100 get nothing").action == "played"
    since = len(table.outbox.sent)
    assert table.reply(ANN, "accept 1").action == "played"
    assert _mails_to(table, ANN, since) == []  # the turn mail she has is still the one
    assert table.reply(ANN, "do not buy", to=turn).action == "played"  # and it still answers
