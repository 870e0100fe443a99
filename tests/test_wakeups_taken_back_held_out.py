"""Held out (ops23): more writes that clear or keep a game's due time, as games end in play: a
game ended by its last move and settled by the same invocation, a game the organizer cancels,
a clearing record the stream brings twice, the erase button on a game whose game-over work is
still to do. None leaves a wake-up that fires for nothing; the last keeps the one it needs."""

from __future__ import annotations

from datetime import timedelta

from test_wakeups import NOW, FakeScheduler
from test_wakeups_taken_back import REMINDER, played, record

from functions.service.system import iso

AT_ONCE = iso(NOW)  # the end's due time: the write that ended the game, now


def test_a_game_ended_and_settled_at_once_leaves_no_wake_up():
    left, _ = played([record("h1", REMINDER), record("h1", AT_ONCE, REMINDER),
                      record("h1", None, AT_ONCE)])
    assert left == []


def test_a_game_the_organizer_cancels_leaves_no_wake_up():
    left, _ = played([record("h2", REMINDER), record("h2", AT_ONCE, REMINDER)])
    assert len(left) == 1  # its game-over work is due: its wake-up stays for it
    left, _ = played([record("h2", None, AT_ONCE)], _scheduler_with(left))
    assert left == []


def test_a_clearing_record_brought_twice_leaves_none_and_fails_nothing():
    scheduler = FakeScheduler()
    played([record("h3", REMINDER), record("h3", None, REMINDER)], scheduler)
    left, _ = played([record("h3", None, REMINDER)], scheduler)
    assert left == []


def test_the_erase_button_on_a_game_with_its_game_over_work_to_do_keeps_one_wake_up():
    ended = iso(NOW - timedelta(minutes=5))  # its wake-up has fired and failed: due still
    left, _ = played([record("h4", ended, ended)])
    assert len(left) == 1


def _scheduler_with(names: list[str]) -> FakeScheduler:
    from test_wakeups import GROUP

    scheduler = FakeScheduler()
    scheduler.schedules = {(GROUP, name): {} for name in names}
    return scheduler
