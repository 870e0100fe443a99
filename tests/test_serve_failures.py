"""A periodic job's repeated failure is told once in full, then now and then, and its healing
once (issue 42: `pbm serve` checks what is due every second, and a failing sweep logged a
traceback every second). The members: the due sweep, the notifier's delivery, the IMAP poll, a
failure whose message changes from beat to beat, two failures by turns, a job that fails and
works by turns."""

from __future__ import annotations

import logging

import pytest

from functions.local.failures import FailureLog
from functions.local.periodic import Periodic
from functions.local.serve import DUE_WORK, due_then_mail


class Clock:
    """A hand-turned monotonic clock: the beats of an hour pass without sleeping."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class FailingSweep:
    """A service whose sweep raises what `error` says (None: it works)."""

    def __init__(self) -> None:
        self.error: Exception | None = RuntimeError("table pbm-games is locked")

    def tick(self):
        if self.error is not None:  # a new exception each beat, as a real sweep raises
            raise type(self.error)(*self.error.args)
        return []


class Postman:
    def __init__(self) -> None:
        self.passes = 0

    def deliver_pending(self) -> int:
        self.passes += 1
        return 0


def _lines(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING]


def _beats(clock: Clock, seconds: int, run) -> None:
    for _ in range(seconds):
        clock.now += 1
        run()


def test_a_sweep_failing_every_second_for_an_hour_is_told_in_full_once(caplog):
    clock, service, postman = Clock(), FailingSweep(), Postman()
    failures = FailureLog(DUE_WORK, logging.getLogger("test.serve"), clock)
    caplog.set_level(logging.WARNING)
    _beats(clock, 3600, lambda: due_then_mail(service, postman, failures))  # type: ignore[arg-type]
    lines = _lines(caplog)
    assert postman.passes == 3600  # the mail went out at every beat all the same
    assert [r for r in lines if r.exc_info] == lines[:1]  # one traceback, the first line
    assert "table pbm-games is locked" in lines[0].getMessage()
    # then 1, 2, 4, 8, 16, 32 minutes: a handful of short lines, not 3,600 tracebacks
    assert 4 <= len(lines) <= 8
    assert "still fails" in lines[-1].getMessage() and "times in" in lines[-1].getMessage()


def test_a_healed_sweep_says_so_once_and_a_new_failure_is_told_in_full(caplog):
    clock, service, postman = Clock(), FailingSweep(), Postman()
    failures = FailureLog(DUE_WORK, logging.getLogger("test.serve"), clock)
    caplog.set_level(logging.WARNING)
    _beats(clock, 10, lambda: due_then_mail(service, postman, failures))  # type: ignore[arg-type]
    service.error = None
    _beats(clock, 10, lambda: due_then_mail(service, postman, failures))  # type: ignore[arg-type]
    healed = [r.getMessage() for r in _lines(caplog)]
    assert len(healed) == 2 and "works again" in healed[1] and "10 times" in healed[1]
    service.error = KeyError("p3")  # another failure, from another place
    _beats(clock, 5, lambda: due_then_mail(service, postman, failures))  # type: ignore[arg-type]
    lines = _lines(caplog)
    assert len(lines) == 3 and lines[2].exc_info and "KeyError" in lines[2].getMessage()


def test_a_message_that_changes_from_beat_to_beat_is_the_same_failure(caplog):
    clock = Clock()
    failures = FailureLog("the notifier", logging.getLogger("test.serve"), clock)
    caplog.set_level(logging.WARNING)

    def deliver() -> None:
        try:
            raise ConnectionRefusedError(f"relay refused at {clock.now:.0f}")
        except ConnectionRefusedError as exc:
            failures.failed(exc)

    _beats(clock, 600, deliver)
    assert len([r for r in _lines(caplog) if r.exc_info]) == 1
    assert len(_lines(caplog)) <= 4


def test_the_notifier_worker_tells_a_failing_delivery_once(caplog):
    clock = Clock()

    def deliver() -> int:
        raise OSError("[Errno 111] Connection refused")

    worker = Periodic("notifier", deliver, interval=3600, clock=clock)
    caplog.set_level(logging.WARNING)
    _beats(clock, 300, worker.run_once)
    lines = _lines(caplog)
    assert lines[0].exc_info and "the notifier failed" in lines[0].getMessage()
    assert len(lines) <= 4


@pytest.mark.parametrize("pattern", ["AB", "A.", "AAB."])
def test_failures_by_turns_are_one_trouble_not_a_line_a_beat(caplog, pattern):
    """A: one failure, B: another, '.': a run that works; the pattern repeats for an hour."""
    clock = Clock()
    failures = FailureLog("the sweep", logging.getLogger("test.serve"), clock)
    caplog.set_level(logging.WARNING)
    errors = {"A": lambda: {}["p1"], "B": lambda: 1 / 0}
    beats = iter(pattern * 3600)

    def run() -> None:
        step = next(beats)
        if step == ".":
            failures.worked()
            return
        try:
            errors[step]()
        except Exception as exc:
            failures.failed(exc)

    _beats(clock, 3600, run)
    lines = _lines(caplog)
    assert len([r for r in lines if r.exc_info]) == len(set(pattern) - {"."})
    assert len(lines) <= 16  # each told once in full, then lines at a growing interval
