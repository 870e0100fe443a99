"""Deadlines as pure functions of the record and the clock: weekends in the game's zone across a
daylight-saving change, absences, reminders before the deadline, and what is due when."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from functions.service.records.game import GameRecord
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing
from functions.service.schedule import deadlines
from functions.service.system import iso

PRAGUE = deadlines.zone("Europe/Prague")


def at(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text)


def record(**timing) -> GameRecord:
    seats = (Seat("p1", "Ann", "ann@example.org", player="Ann", status="joined"),
             Seat("p2", "Bob", "bob@example.org", player="Bob", status="joined"))
    return GameRecord(id="g1", rules="1926", title="T", options={}, seats=seats,
                      organizer="ann@example.org", public=False, timing=Timing(**timing),
                      seating="given", seed="00", seed_commitment="", created_at="",
                      status="running", to_move="p1", order=("Ann", "Bob"))


def test_counted_weekends_are_plain_elapsed_hours():
    start = at("2026-12-04T16:00:00+00:00")  # a Friday
    assert deadlines.add_hours(start, 24, skip_weekends=False, tz=PRAGUE) == \
        at("2026-12-05T16:00:00+00:00")


def test_a_skipped_weekend_stops_the_clock_from_saturday_to_monday_in_the_games_zone():
    start = at("2026-12-04T16:00:00+00:00")  # Friday 17:00 in Prague: 7 hours left of Friday
    deadline = deadlines.add_hours(start, 24, skip_weekends=True, tz=PRAGUE)
    # 7 hours on Friday, then Monday from 00:00 Prague (23:00 UTC Sunday): 17 more hours
    assert deadline == at("2026-12-07T16:00:00+00:00")


def test_a_turn_starting_on_a_weekend_starts_counting_on_monday():
    start = at("2026-12-05T10:00:00+00:00")  # Saturday
    assert deadlines.add_hours(start, 1, skip_weekends=True, tz=PRAGUE) == \
        at("2026-12-07T00:00:00+00:00")  # Monday 00:00 CET is Sunday 23:00 UTC, plus an hour


def test_skipped_weekends_across_the_autumn_clock_change_keep_real_hours():
    # Prague leaves summer time on Sunday 25 October 2026 (CEST+2 -> CET+1).
    start = at("2026-10-23T12:00:00+00:00")  # Friday 14:00 CEST: 10 hours to Saturday 00:00
    deadline = deadlines.add_hours(start, 48, skip_weekends=True, tz=PRAGUE)
    # Saturday 00:00 CEST = Fri 22:00 UTC; Monday 00:00 CET = Sun 23:00 UTC; 38 h after that
    assert deadline == at("2026-10-27T13:00:00+00:00")


def test_skipped_weekends_across_the_spring_clock_change():
    start = at("2026-03-27T12:00:00+00:00")  # Friday 13:00 CET; clocks go forward on 29 March
    deadline = deadlines.add_hours(start, 24, skip_weekends=True, tz=PRAGUE)
    # 11 h to Saturday 00:00 CET (Fri 23:00 UTC), Monday 00:00 CEST = Sun 22:00 UTC, +13 h
    assert deadline == at("2026-03-30T11:00:00+00:00")


def test_an_absence_during_the_turn_moves_the_deadline_past_its_end():
    game = record(deadline_hours=48)
    away = replace(game.seats[0], away_from="2026-12-02T00:00:00.000Z",
                   away_until="2026-12-05T00:00:00.000Z")
    assert deadlines.turn_deadline(game, game.seats[0], "2026-12-01T10:00:00.000Z") == \
        "2026-12-03T10:00:00.000Z"
    assert deadlines.turn_deadline(game, away, "2026-12-01T10:00:00.000Z") == \
        "2026-12-07T00:00:00.000Z"
    autoplay = replace(game, timing=replace(game.timing, away="autoplay"))
    assert deadlines.turn_deadline(autoplay, away, "2026-12-01T10:00:00.000Z") == \
        "2026-12-03T10:00:00.000Z"


def test_reminders_come_before_the_deadline_each_once_and_none_before_the_turn():
    game = replace(record(deadline_hours=48, reminder_hours=(72, 24, 4)),
                   waiting_since="2026-12-01T10:00:00.000Z", deadline="2026-12-03T10:00:00.000Z")
    assert deadlines.pending_reminders(game) == [(24, "2026-12-02T10:00:00.000Z"),
                                                 (4, "2026-12-03T06:00:00.000Z")]
    assert deadlines.next_due(game) == "2026-12-02T10:00:00.000Z"
    assert deadlines.due(game, "2026-12-02T09:59:59.999Z") == deadlines.Due()
    assert deadlines.due(game, "2026-12-02T10:00:00.000Z").reminders == (24,)
    sent = replace(game, reminded=(24,))
    assert deadlines.next_due(sent) == "2026-12-03T06:00:00.000Z"
    own = sent.with_seat(replace(sent.seats[0], reminders=()))
    assert deadlines.next_due(own) == "2026-12-03T10:00:00.000Z"  # only the deadline itself


def test_the_turn_is_missed_after_the_grace_hours_and_then_nothing_more_is_due():
    game = replace(record(deadline_hours=24, grace_hours=2),
                   waiting_since="2026-12-01T10:00:00.000Z", deadline="2026-12-02T10:00:00.000Z")
    assert not deadlines.due(game, "2026-12-02T11:59:00.000Z").missed
    assert deadlines.due(game, "2026-12-02T12:00:00.000Z").missed
    handled = replace(game, deadline_handled=True)
    assert deadlines.next_due(handled) is None and not deadlines.due(handled, "2027-01-01")


def test_a_holiday_pause_is_due_when_it_ends():
    game = replace(record(), status="paused", resume_at="2026-12-28T23:00:00.000Z")
    assert deadlines.next_due(game) == "2026-12-28T23:00:00.000Z"
    assert deadlines.due(game, iso(at("2026-12-28T23:00:00+00:00"))).resume
