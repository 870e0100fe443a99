"""Absences shown as they were declared (issue 42). The class: a reader is shown an absence
other than the one its player declared and was confirmed: outside its days (a week before it
starts), off its last day (the midnight after it, read as a day more), in the wrong person (the
absent reader's own name in the third person), without the way back (no BACK / ZPĚT line), or
not at all (the dashboard's "away" empty while the bot plays for an absent player); and a game
against bots waiting for its one absent person, whom the docs promise the bot plays for at once.
Members held out: test_time_absence_held_out.py."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from functions.service.system import iso

CZECH = [PlayerSpec("Jana Malá", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs"),
         PlayerSpec("Cyril Roe", CID, "en")]


def lines_of(t: Table, address: str, since: int, *words: str) -> list[str]:
    """The lines of the mails to `address` sent since `since` that hold any of `words`."""
    return [line for m in t.outbox.sent[since:] if _to(m) == address
            for line in text_of(m).splitlines() if any(w in line for w in words)]


def play_days(t: Table, days: int) -> None:
    """The people on turn take their first option two hours apart; an away seat's turn is left
    to the clock (the sweep plays it or waits), a day at a time."""
    for _ in range(days):
        for _ in range(3):
            record = t.record()
            if record.status != "running":
                return
            seat = record.seat(record.to_move)
            if seat.away_at(iso(t.clock.now())):
                break
            first_choice(t)
            t.deliver()
            t.clock.moment += timedelta(hours=2)
        t.clock.moment += timedelta(hours=18)
        t.service.tick()
        t.deliver()


def test_an_absence_a_week_ahead_is_not_shown_before_it_starts_and_ends_on_its_last_day():
    options = {"lang": "cs", "away": "autoplay"}  # the others play on while he is away
    with open_table(players=CZECH, rules_id="1926", options=options) as t:
        assert t.reply(BOB, "PRYČ 9.3. 16.3.").action == "answered"  # said on Mon 2 March
        confirmed = text_of(t.newest(BOB))
        assert "jsi pryč od 9. 3. 2026 do 16. 3. 2026" in confirmed
        since = len(t.outbox.sent)
        play_days(t, 6)  # to Sunday 8 March: not away yet
        assert lines_of(t, ANN, since, "Pryč", "pryč") == []
        assert lines_of(t, CID, since, "Away", "away") == []
        since = len(t.outbox.sent)
        play_days(t, 3)
        told = set(lines_of(t, ANN, since, "Pryč:")) | set(lines_of(t, CID, since, "Away:"))
        # the last day the confirmation named, never "do 17. 3. 00:00" (a day more)
        assert told <= {"Pryč: Petr Dvořák do 16. 3. 2026 (pondělí).",
                        "Away: Petr Dvořák through Mon 16 Mar 2026."}, told
        assert told


def test_the_absent_reader_reads_their_own_absence_in_the_second_person():
    with open_table(players=CZECH, options={"lang": "cs"}) as t:  # WesternPoly, extend
        t.reply(BOB, "PRYČ 9.3. 16.3.")
        t.clock.moment += timedelta(days=7)  # Monday 9 March, 09:00 UTC
        since = len(t.outbox.sent)
        play_days(t, 2)
        own = lines_of(t, BOB, since, "pryč", "Pryč", "Petr")
        assert "Jsi pryč do 16. 3. 2026 (pondělí). Vrátíš-li se dřív, napiš ZPĚT." in own, own
        assert not [line for line in own if "Petr Dvořák do" in line]


@pytest.mark.parametrize("rules_id, words, back", [
    ("goofspiel", "AWAY 9.3. 16.3.", "Back earlier? Reply BACK"),
    ("1926", "Budu pryč od 9.3. do 16.3.", "Vrátíš-li se dřív, odpověz ZPĚT"),
])
def test_the_confirmation_of_an_absence_says_how_to_come_back(rules_id, words, back):
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB,
                                                           "en" if "AWAY" in words else "cs"),
               PlayerSpec("Cid Roe", CID, "en")]
    with open_table(players=players, rules_id=rules_id) as t:
        t.reply(BOB, words)
        assert back in text_of(t.newest(BOB))


def test_the_dashboard_names_a_player_the_bot_plays_for():
    from functions.web import organizer, pages

    with open_table(rules_id="1926") as t:
        while not t.record().absent(t.record().seat_of(BOB).seat):
            record = t.record()
            if record.seat(record.to_move).email == BOB:
                t.clock.moment += timedelta(hours=25)
                t.service.tick()
            else:
                first_choice(t)
        record, now = t.record(), iso(t.clock.now())
        assert [pages.away_words(record, s, now, "en") for s in record.seats] == ["", "", ""]
        row = organizer._row(_Site(t), record, "org@example.org", "cs", now, None)
        assert row["away"] == ["Bob Day (chybí, tahy hraje robot)"]


class _Site:
    """What a dashboard row reads of the site: its service."""

    def __init__(self, t: Table):
        self.service, self.secret, self.base_url = t.service, b"s" * 32, "https://pbm.example.org"


@pytest.mark.parametrize("rules_id", ["1926"])
def test_a_game_against_bots_never_waits_for_its_absent_person(rules_id):
    record, waited = against_bots_absent(rules_id, {})
    assert record.status == "finished"
    assert waited == 0  # from her second missed turn on, the bot played at once
    assert record.seat_of(ANN).missed_turns == 2


def against_bots_absent(rules_id: str, options: dict) -> tuple[Any, int]:
    """A game of one person (who never answers) against two strong bots, run an hour at a time
    for up to 30 days: its record at the end, and the hours it waited for her while she was
    absent after missed turns."""
    players = [PlayerSpec("Jana Malá", ANN, "cs"), PlayerSpec("Robot Karel", "", "cs", "strong"),
               PlayerSpec("Robot Radius", "", "cs", "strong")]
    with open_table(players=players, rules_id=rules_id,
                    options={"lang": "cs", **options}) as t:
        waited = 0
        for _ in range(24 * 30):
            record = t.record()
            if record.status != "running":
                break
            jana = record.seat_of(ANN)
            waited += record.absent(jana.seat) and record.waits_for(jana.seat)
            t.clock.moment += timedelta(hours=1)
            t.service.tick()
        return t.record(), waited


def test_a_westernpoly_game_without_a_round_limit_still_goes_at_the_pace_of_deadlines():
    """Its stand-ins trade nothing: played at once it might never end (docs/time.md)."""
    players = [PlayerSpec("Jana Malá", ANN, "cs"), PlayerSpec("Robot Karel", "", "cs", "strong")]
    with open_table(players=players, options={"lang": "cs"}) as t:
        for _ in range(24 * 5):
            t.clock.moment += timedelta(hours=1)
            t.service.tick()
        record = t.record()
        assert record.status == "running" and record.absent(record.seat_of(ANN).seat)
        assert record.waits_for(record.seat_of(ANN).seat) or record.moves < 400
