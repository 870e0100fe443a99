"""A game's own wake-up leaves none behind and sets none for nothing (ops23, issue 43): a write
that clears the game's due time (its game-over work done by a sweep before its own wake-up
fired, a rated game's mark cleared) takes back the wake-up set for the time it moved from; one
that leaves a due time still to come as it was (the erase button rewriting the game, a record
retried) asks Scheduler for nothing. The notifier reads the stream's records as Lambda passes
them; Scheduler is the hand-written one of test_wakeups."""

from __future__ import annotations

from test_wakeups import NOW, Clock, FakeScheduler, wakeups

from functions.notifier_handler import Notifier


def record(game_id: str, due: str | None = None, before: str | None = None) -> dict:
    """The stream record of a game item written with `due` (None: nothing due) and the due
    time the write moved on from."""
    image = {"pk": {"S": f"GAME#{game_id}"}, "sk": {"S": "GAME"}, "status": {"S": "finished"}}
    if due:
        image["due_at"] = {"S": due}
    if before:
        image["due_before"] = {"S": before}
    return {"eventName": "MODIFY", "dynamodb": {
        "Keys": {"pk": image["pk"], "sk": image["sk"]}, "NewImage": image,
        "SequenceNumber": "1"}}


def played(records: list[dict], scheduler: FakeScheduler | None = None
           ) -> tuple[list[str], FakeScheduler]:
    """The wake-ups left after the notifier saw `records`, by name."""
    scheduler = scheduler or FakeScheduler()
    notifier = Notifier(postman=None, wakeups=wakeups(scheduler, Clock(NOW)))  # type: ignore[arg-type]
    assert notifier.process({"Records": records}) == {"batchItemFailures": []}
    return sorted(name for _, name in scheduler.schedules), scheduler


REMINDER = "2026-12-02T20:00:10.000Z"  # two days after NOW


def test_game_over_work_done_before_its_wake_up_takes_the_wake_up_back():
    # the last move ended the game: due at once, the reminder's wake-up taken back; the sweep
    # of the hour settled it before its own wake-up fired, clearing the due time
    ended = "2026-11-30T20:30:00.000Z"
    left, _ = played([record("g1", REMINDER), record("g1", ended, REMINDER),
                      record("g1", None, ended)])
    assert left == []


def test_a_rated_game_cleared_takes_back_a_wake_up_days_ahead():
    left, _ = played([record("g2", REMINDER), record("g2", None, REMINDER)])
    assert left == []


def test_the_erase_button_rewriting_a_game_asks_scheduler_for_nothing():
    scheduler = FakeScheduler()
    left, _ = played([record("g3", REMINDER)], scheduler)
    calls = scheduler.calls
    left, _ = played([record("g3", REMINDER, REMINDER)], scheduler)  # the erasure's rewrite
    assert left == ["pbm-wake-game-g3-20261202T2001"] and scheduler.calls == calls
