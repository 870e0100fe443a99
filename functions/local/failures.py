"""A periodic job's failures, told so that one repeated every second does not flood the log.

The first failure is logged with its traceback; while the same failure repeats, a short line
comes after 1 minute, then 2, 4 … up to once an hour, with how many times it failed; a
different failure is logged in full at once; the first run that works again says so. (Issue
42: `pbm serve` checks what is due every second, and a failing sweep logged its traceback
every second.)
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

FIRST_NOTE = 60.0  # seconds after the full report before the first "still fails" line
LONGEST_NOTE = 3600.0  # the interval stops growing here: an operator still hears of it hourly


def _kind(exc: BaseException) -> tuple[str, str]:
    """What makes two failures the same: the exception's type and where it was raised (its
    message may carry a game id or an instant that changes from beat to beat)."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}" if tb is not None else ""
    return type(exc).__qualname__, where


def _short(exc: BaseException) -> str:
    """The exception on one line, cut to a length a console line holds."""
    text = " ".join(str(exc).split())
    text = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return text if len(text) <= 200 else text[:199] + "…"


class FailureLog:
    """Tells `log` of one job's failures (`failed`) and of its recovery (`worked`): each kind
    of failure in full once an hour at most, a short line at a growing interval while the
    trouble lasts, and "works again" once after a line told of it (a job that fails and works
    by turns is told as one trouble, not a line a beat). `what` names the job in the lines."""

    def __init__(self, what: str, log: logging.Logger,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.what = what
        self._log = log
        self._clock = clock
        self._reported: dict[tuple[str, str], float] = {}  # kind -> when told in full
        self._trouble = False  # failures since the last "works again" (or the start)
        self._told = False  # a line told of the trouble since then
        self._count = 0
        self._since = self._last = self._next_note = 0.0
        self._interval = FIRST_NOTE

    def failed(self, exc: BaseException) -> None:
        """Record a failure of the job (call it inside the `except`)."""
        now = self._clock()
        calm = not self._last or now - self._last >= LONGEST_NOTE  # no failure for an hour
        if not self._trouble or calm:  # a new trouble
            self._trouble, self._count, self._since = True, 0, now
        if calm:  # else the interval keeps growing: a job that heals and fails by turns
            self._interval = FIRST_NOTE
            self._next_note = now + FIRST_NOTE
        self._count += 1
        self._last = now
        kind = _kind(exc)
        told = self._reported.get(kind)
        if told is None or now - told >= LONGEST_NOTE:
            self._reported[kind] = now
            self._told = True
            self._log.error("%s failed: %s (told in full once; while it fails, a short line "
                            "follows now and then)", self.what, _short(exc), exc_info=exc)
        elif now >= self._next_note:
            self._told = True
            self._log.error("%s still fails (%d times in %s): %s", self.what, self._count,
                            _duration(now - self._since), _short(exc))
            self._interval = min(self._interval * 2, LONGEST_NOTE)
            self._next_note = now + self._interval

    def worked(self) -> None:
        """Record a run that went through: after a trouble a line told of, say it healed."""
        if not (self._trouble and self._told):
            return
        self._log.warning("%s works again (it failed %d times in %s)", self.what, self._count,
                          _duration(self._clock() - self._since))
        self._trouble = self._told = False


def _duration(seconds: float) -> str:
    """'45 s', '12 min', '3 h 5 min'."""
    whole = int(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min"
    hours, minutes = divmod(whole // 60, 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"
