"""The read-back of table talk alone (issue 42): with read-backs on (the default), a reply that
only says something to the table (`SAY …`) gets no mail of its own, neither at once nor after
a wait; its read-back rides in the sender's next mail from the game. A move's read-back keeps
its own mail (after its wait), and tells the talk of the same reply with it."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_confirm import _mails_to, _others_play_until_ann

from bench.mail_follow import text_of


@pytest.fixture
def table():
    with open_table() as made:
        yield made


def _hours(t, hours: float) -> None:
    t.clock.moment += timedelta(hours=hours)
    t.service.tick()
    t.deliver()


@pytest.mark.parametrize("talk, said", [
    ("SAY good luck all", "To the whole table: “good luck all”"),
    ("ŘEKNI Bobovi: hodně štěstí", "To Bob Day only: “hodně štěstí”")])
def test_talk_alone_gets_no_mail_and_rides_in_the_next_one(table, talk, said):
    table.reply(ANN, "do not buy")  # Ann's turn is over: her next mail is a turn away
    _hours(table, 1)
    since = len(table.outbox.sent)
    assert table.reply(ANN, talk).action == "answered"
    _hours(table, 3)  # a human pace: nothing comes within the read-back's wait
    assert _mails_to(table, ANN, since) == []
    _others_play_until_ann(table)
    (turn,) = _mails_to(table, ANN, since)
    assert str(turn["Subject"]).startswith("Your move")
    assert said in text_of(turn)


def test_two_messages_between_two_mails_both_ride(table):
    table.reply(ANN, "do not buy")
    _hours(table, 1)
    since = len(table.outbox.sent)
    table.reply(ANN, "SAY first words")
    _hours(table, 2)
    table.reply(ANN, "SAY second words")
    _hours(table, 2)
    assert _mails_to(table, ANN, since) == []
    _others_play_until_ann(table)
    (turn,) = _mails_to(table, ANN, since)
    text = text_of(turn)
    assert text.index("“first words”") < text.index("“second words”")


def test_the_talk_reaches_the_others_at_once_for_who_reads_each_message(table):
    table.reply(BOB, "PRESS EACH")
    since = len(table.outbox.sent)
    table.reply(ANN, "SAY hello table")
    assert [str(m["Subject"]) for m in _mails_to(table, ANN, since)] == []
    assert any("hello table" in text_of(m) for m in _mails_to(table, BOB, since))
    assert _mails_to(table, CID, since) == []  # Cid reads the talk with his next mail


def test_a_moves_read_back_keeps_its_mail_and_tells_the_talk_with_it(table):
    since = len(table.outbox.sent)
    assert table.reply(ANN, "do not buy\nSAY well played").action == "played"
    _hours(table, 3)
    (alone,) = _mails_to(table, ANN, since)
    assert str(alone["Subject"]).startswith("Move accepted: do not buy")
    assert "To the whole table: “well played”" in text_of(alone)


@pytest.mark.parametrize("body", ["decline 1\nSAY Bob: I keep my money, sorry",
                                  "SAY Bob: I keep my money, sorry\ndecline 1",
                                  "Odmítám 1.\nŘEKNI Bobovi: I keep my money, sorry"])
def test_a_note_sent_with_an_answer_to_an_offer_arrives_with_it(table, body):
    # review 7: "Petr Dvořák odmítá obchod" at 03:00, the note that went with it at 04:00
    table.service.submit(table.game.id, BOB, "offer Ann Lee give $100 get nothing",
                         source="web")
    _hours(table, 1)
    offer = table.offers()[0].id
    since = len(table.outbox.sent)
    table.reply(ANN, body.replace(" 1", f" {offer}"))
    _hours(table, 1)
    told = [text_of(m) for m in _mails_to(table, BOB, since)]
    assert told, "Bob hears nothing of the answer"
    assert "I keep my money, sorry" in told[0] and "declined" in told[0], told[0]


def test_talk_to_nobody_at_the_table_is_skipped_and_the_answer_still_plays(table):
    table.service.submit(table.game.id, BOB, "offer Ann Lee give $100 get nothing",
                         source="web")
    _hours(table, 1)
    offer = table.offers()[0].id
    outcome = table.reply(ANN, f"accept {offer}\nSAY Zoe: thanks!")
    assert outcome.action == "played", outcome
    assert table.offers() == ()
    _hours(table, 1)  # the read-back's wait: it names the line skipped, and why
    assert "SAY Zoe: thanks!" in text_of(table.newest(ANN))
