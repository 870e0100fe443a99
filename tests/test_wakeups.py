"""The deadlines function's wake-ups (functions/wakeups.py) against a hand-written Scheduler:
one one-time schedule per due minute, after the due instant and never in the past, shared by
everything due that minute; a game's own, moved with its due time; a schedule that cannot be
made is an error for the caller."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from botocore.exceptions import ClientError

from functions.wakeups import WakeUps, wake_minute

NOW = dt.datetime(2026, 11, 30, 20, 0, 10, tzinfo=dt.UTC)
GROUP, TARGET, ROLE = "pbm-wake", "arn:aws:lambda:eu-central-1:1:function:deadlines", \
    "arn:aws:iam::1:role/wake"


class Clock:
    def __init__(self, moment: dt.datetime):
        self.moment = moment

    def now(self) -> dt.datetime:
        return self.moment


class FakeScheduler:
    """Scheduler's CreateSchedule: a name taken in the group is a ConflictException."""

    def __init__(self, failure: str | None = None):
        self.schedules: dict[tuple[str, str], dict] = {}
        self.calls = 0
        self.failure = failure

    def create_schedule(self, **request) -> dict:
        self.calls += 1
        if self.failure:
            raise ClientError({"Error": {"Code": self.failure, "Message": "no"}}, "CreateSchedule")
        key = (request["GroupName"], request["Name"])
        if key in self.schedules:
            raise ClientError({"Error": {"Code": "ConflictException", "Message": "exists"}},
                              "CreateSchedule")
        self.schedules[key] = request
        return {"ScheduleArn": f"arn:aws:scheduler:::schedule/{key[0]}/{key[1]}"}

    def delete_schedule(self, **request) -> dict:
        """DeleteSchedule: a schedule that is not there is a ResourceNotFoundException."""
        self.calls += 1
        key = (request["GroupName"], request["Name"])
        if key not in self.schedules:
            raise ClientError({"Error": {"Code": "ResourceNotFoundException", "Message": "no"}},
                              "DeleteSchedule")
        del self.schedules[key]
        return {}


def wakeups(scheduler: FakeScheduler, clock: Clock | None = None) -> WakeUps:
    return WakeUps(GROUP, TARGET, ROLE, clock or Clock(NOW), scheduler)


def at(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text)


def test_a_wake_up_is_the_first_whole_minute_after_the_due_instant():
    assert wake_minute(at("2026-11-30T22:45:30Z"), NOW) == at("2026-11-30T22:46:00Z")
    # due on the minute: the next one, so the sweep's clock is past it whatever the skew
    assert wake_minute(at("2026-11-30T22:46:00Z"), NOW) == at("2026-11-30T22:47:00Z")
    assert wake_minute(at("2026-12-01T00:30:00+01:00"), NOW) == at("2026-11-30T23:31:00Z")


def test_a_due_time_past_or_too_near_wakes_a_minute_or_two_from_now():
    soon = at("2026-11-30T20:02:00Z")  # more than a minute after NOW (20:00:10)
    assert wake_minute(at("2026-11-29T08:00:00Z"), NOW) == soon
    assert wake_minute(NOW + dt.timedelta(seconds=20), NOW) == soon
    assert wake_minute(at("2026-11-30T20:03:59Z"), NOW) == at("2026-11-30T20:04:00Z")


def test_a_due_time_sets_one_schedule_that_invokes_the_function_once_and_goes():
    scheduler = FakeScheduler()
    assert wakeups(scheduler).ensure("2026-11-30T22:45:30.000Z") == at("2026-11-30T22:46:00Z")
    ((group, name), request), = scheduler.schedules.items()
    assert (group, name) == (GROUP, "pbm-wake-20261130T2246")
    assert request["ScheduleExpression"] == "at(2026-11-30T22:46:00)"
    assert request["ScheduleExpressionTimezone"] == "UTC"
    assert request["FlexibleTimeWindow"] == {"Mode": "OFF"}
    assert request["ActionAfterCompletion"] == "DELETE"
    assert (request["Target"]["Arn"], request["Target"]["RoleArn"]) == (TARGET, ROLE)
    assert json.loads(request["Target"]["Input"]) == {"wake": "2026-11-30T22:46Z"}


def test_everything_due_in_one_minute_shares_its_wake_up():
    scheduler = FakeScheduler()
    first = wakeups(scheduler)
    first.ensure("2026-11-30T22:45:01.000Z")
    first.ensure("2026-11-30T22:45:59.999Z")
    assert scheduler.calls == 1  # this process knows it is set
    # another process (another notifier) finds it set: the conflict is no error
    assert wakeups(scheduler).ensure("2026-11-30T22:45:30.000Z") == at("2026-11-30T22:46:00Z")
    assert scheduler.calls == 2 and len(scheduler.schedules) == 1
    first.ensure("2026-11-30T22:46:00.000Z")
    assert sorted(name for _, name in scheduler.schedules) == \
        ["pbm-wake-20261130T2246", "pbm-wake-20261130T2247"]


def test_a_process_forgets_the_wake_ups_that_have_fired():
    scheduler, clock = FakeScheduler(), Clock(NOW)
    process = wakeups(scheduler, clock)
    process.ensure("2026-11-30T22:45:30.000Z")
    clock.moment = at("2026-11-30T22:50:00Z")  # fired and deleted by Scheduler
    del scheduler.schedules[(GROUP, "pbm-wake-20261130T2246")]
    process.ensure("2026-11-30T22:45:30.000Z")  # (a stream record retried late)
    assert [name for _, name in scheduler.schedules] == ["pbm-wake-20261130T2252"]


def test_a_wake_up_that_cannot_be_set_is_an_error_and_is_tried_again():
    scheduler = FakeScheduler(failure="ThrottlingException")
    process = wakeups(scheduler)
    with pytest.raises(ClientError):
        process.ensure("2026-11-30T22:45:30.000Z")
    scheduler.failure = None
    process.ensure("2026-11-30T22:45:30.000Z")  # not remembered as set: the retry sets it
    assert list(scheduler.schedules) == [(GROUP, "pbm-wake-20261130T2246")]


def test_a_wake_up_for_mail_alone_is_named_apart_and_says_so():
    scheduler = FakeScheduler()
    process = wakeups(scheduler)
    process.ensure("2026-11-30T22:45:30.000Z", mail_only=True)
    process.ensure("2026-11-30T22:45:40.000Z", mail_only=True)  # the same minute: shared
    process.ensure("2026-11-30T22:45:50.000Z")  # a sweep of the games that minute: its own
    assert sorted(name for _, name in scheduler.schedules) == \
        ["pbm-wake-20261130T2246", "pbm-wake-mail-20261130T2246"]
    mail = scheduler.schedules[(GROUP, "pbm-wake-mail-20261130T2246")]
    assert json.loads(mail["Target"]["Input"]) == {"wake": "2026-11-30T22:46Z", "only": "mail"}
    assert scheduler.calls == 2


def test_a_games_own_wake_up_follows_its_due_time_and_the_old_one_is_taken_back():
    scheduler, clock = FakeScheduler(), Clock(NOW)
    process = wakeups(scheduler, clock)
    assert process.follow("g1", "2026-12-02T20:00:10.000Z") == at("2026-12-02T20:01:00Z")
    (((group, name), request),) = scheduler.schedules.items()
    assert (group, name) == (GROUP, "pbm-wake-game-g1-20261202T2001")
    assert request["ScheduleExpression"] == "at(2026-12-02T20:01:00)"
    assert json.loads(request["Target"]["Input"]) == {"game": "g1"}
    assert request["ActionAfterCompletion"] == "DELETE"
    # a move before the reminder: the next player's reminder, and the old wake-up taken back
    process.follow("g1", "2026-12-03T09:15:00.000Z", before="2026-12-02T20:00:10.000Z")
    assert [name for _, name in scheduler.schedules] == ["pbm-wake-game-g1-20261203T0916"]
    # a retried record: set already, and the old one gone already: no error
    process.follow("g1", "2026-12-03T09:15:00.000Z", before="2026-12-02T20:00:10.000Z")
    assert [name for _, name in scheduler.schedules] == ["pbm-wake-game-g1-20261203T0916"]


def test_a_games_wake_up_about_to_fire_is_left_to_fire():
    scheduler, clock = FakeScheduler(), Clock(NOW)
    process = wakeups(scheduler, clock)
    process.follow("g1", "2026-11-30T20:02:30.000Z")  # fires at 20:03
    clock.moment = at("2026-11-30T20:02:40Z")
    process.follow("g1", "2026-12-02T20:00:00.000Z", before="2026-11-30T20:02:30.000Z")
    assert sorted(name for _, name in scheduler.schedules) == \
        ["pbm-wake-game-g1-20261130T2003", "pbm-wake-game-g1-20261202T2001"]


def test_a_games_wake_up_that_cannot_be_set_is_an_error():
    with pytest.raises(ClientError):
        wakeups(FakeScheduler(failure="ThrottlingException")).follow("g1", "2026-12-02T20:00Z")


def test_a_wake_up_scheduler_cannot_deliver_is_retried_then_kept_in_the_dead_letter_queue():
    scheduler, queue = FakeScheduler(), "arn:aws:sqs:eu-west-1:123456789012:pbm-failed"
    WakeUps(GROUP, TARGET, ROLE, Clock(NOW), scheduler, queue).follow(
        "g1", "2026-11-30T22:45:30.000Z")
    WakeUps(GROUP, TARGET, ROLE, Clock(NOW), scheduler, queue).ensure(
        "2026-11-30T22:45:30.000Z", mail_only=True)
    for request in scheduler.schedules.values():
        target = request["Target"]
        assert target["DeadLetterConfig"] == {"Arn": queue}
        assert target["RetryPolicy"]["MaximumRetryAttempts"] > 0
        # given up on within the hour: the hourly sweep is the next net
        assert 0 < target["RetryPolicy"]["MaximumEventAgeInSeconds"] <= 3600
