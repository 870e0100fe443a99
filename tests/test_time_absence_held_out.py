"""Held-out members of the class in test_time_absence_shown.py (issue 42): written before the
fix was tuned, run once to report the figure, never tuned on."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_time_absence_shown import against_bots_absent, lines_of, play_days

from bench.mail_follow import text_of
from functions.service import PlayerSpec
from functions.service.system import iso


def test_a_reader_in_new_york_reads_the_last_day_the_absent_player_declared():
    players = [PlayerSpec("Jana Malá", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Cyril Roe", CID, "en")]
    with open_table(players=players, options={"lang": "en", "away": "autoplay"}) as t:
        t.service.set_timezone(t.game.id, CID, "America/New_York")
        t.reply(BOB, "NEPŘÍTOMEN 9.3.2026 16.3.2026")
        t.clock.moment += timedelta(days=7)
        since = len(t.outbox.sent)
        play_days(t, 2)
        assert set(lines_of(t, CID, since, "Away:")) == {
            "Away: Petr Dvořák through Mon 16 Mar 2026."}


def test_an_absence_in_words_shows_its_friday_not_saturday_midnight():
    players = [PlayerSpec("Jana Malá", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Cyril Roe", CID, "cs")]
    with open_table(players=players, rules_id="1926",
                    options={"lang": "cs", "away": "autoplay"}) as t:
        t.reply(BOB, "Ahoj, nebudu tu do pátku, díky.")
        assert "do 6. 3. 2026" in text_of(t.newest(BOB))
        since = len(t.outbox.sent)
        play_days(t, 2)
        told = set(lines_of(t, ANN, since, "Pryč:")) | set(lines_of(t, CID, since, "Pryč:"))
        assert told == {"Pryč: Petr Dvořák do 6. 3. 2026 (pátek)."}, told


def test_an_english_player_reads_their_own_absence_as_you():
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, "en"),
               PlayerSpec("Cid Roe", CID, "en")]
    with open_table(players=players) as t:
        t.reply(BOB, "I'll be away from 9/3/2026 to 12/3/2026")
        t.clock.moment += timedelta(days=7, hours=1)
        since = len(t.outbox.sent)
        play_days(t, 2)
        own = lines_of(t, BOB, since, "away", "Away", "Bob Day")
        assert "You are away through Thu 12 Mar 2026. Back earlier? Reply BACK." in own, own
        assert not [line for line in own if "Bob Day through" in line]


def test_the_players_page_shows_the_declared_last_day():
    from functions.web import pages

    with open_table(rules_id="goofspiel") as t:
        t.reply(BOB, "AWAY 4.3. 5.3.")
        t.clock.moment += timedelta(days=2, hours=3)
        record = t.record()
        words = pages.away_words(record, record.seat_of(BOB), iso(t.clock.now()), "cs")
        assert words == "pryč do 5. 3. 2026 (čtvrtek)"


@pytest.mark.parametrize("rules_id, options", [("goofspiel", {}),
                                               ("westernpoly", {"max_rounds": 8})])
def test_bots_play_on_at_once_for_the_one_absent_person(rules_id, options):
    record, waited = against_bots_absent(rules_id, options)
    assert record.status == "finished"
    assert waited == 0
