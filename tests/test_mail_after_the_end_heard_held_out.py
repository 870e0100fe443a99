"""Held-out members of the class in test_mail_after_the_end_heard.py (issue 42): written
before tuning, run once to report the figure, never tuned on."""

from __future__ import annotations

from datetime import datetime, timedelta

from mail_table import ANN, BOB, CID, open_table
from test_mail_after_the_end_heard import finish, said_to

from functions.service import PlayerSpec


def test_an_english_table_hears_words_said_the_instant_1926_ended():
    with open_table(rules_id="1926") as t:
        finish(t)
        t.clock.moment = datetime.fromisoformat(t.record().ended_at)
        since = len(t.outbox.sent)
        t.reply(CID, "Well played everyone, rematch next month?")
        t.deliver()
        assert any("rematch next month" in text for text in said_to(t, since, ANN))


def test_a_czech_thanks_called_to_an_absent_player_reaches_him():
    players = [PlayerSpec("Hana Krátká", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Eva Nová", CID, "cs")]
    with open_table(players=players, rules_id="goofspiel", options={"lang": "cs"}) as t:
        finish(t, absent=BOB)
        t.clock.moment += timedelta(hours=3)
        since = len(t.outbox.sent)
        t.reply(ANN, "Petře, díky za hru, škoda že jsi nedohrál!")
        t.deliver()
        assert any("škoda že jsi nedohrál" in text for text in said_to(t, since, BOB))
        assert not any("škoda že jsi nedohrál" in text for text in said_to(t, since, CID))


def test_say_in_the_instant_of_the_end_reaches_the_table():
    with open_table(rules_id="goofspiel") as t:
        finish(t)
        t.clock.moment = datetime.fromisoformat(t.record().ended_at)
        since = len(t.outbox.sent)
        t.reply(BOB, "SAY gg all")
        t.deliver()
        assert any("gg all" in text for text in said_to(t, since, CID))
