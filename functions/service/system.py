"""The real clock and secrets source; entry points hand these to the service, tests hand fakes."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import Protocol


class Clock(Protocol):
    """Where the service gets the time."""

    def now(self) -> datetime:
        """The current time, timezone-aware."""
        ...


class Secrets(Protocol):
    """Where the service gets unpredictable bytes (dice seeds, game ids)."""

    def token_bytes(self, n: int) -> bytes:
        """`n` random bytes."""
        ...


class SystemClock:
    """The wall clock in UTC."""

    def now(self) -> datetime:
        """The current time in UTC."""
        return datetime.now(UTC)


class SystemSecrets:
    """The operating system's CSPRNG."""

    def token_bytes(self, n: int) -> bytes:
        """`n` bytes from `secrets.token_bytes`."""
        return secrets.token_bytes(n)


def iso(moment: datetime) -> str:
    """A UTC timestamp as stored: '2025-05-01T12:00:00.000Z' (sorts as text)."""
    if moment.tzinfo is not UTC:
        moment = moment.astimezone(UTC)
    # isoformat's text with the milliseconds (truncated): a %-format costs half of isoformat
    # and of an f-string's seven format specs (three a move)
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (  # noqa: UP031
        moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second,
        moment.microsecond // 1000)


class FixedClock:
    """A clock that always tells the same instant (`PBM_NOW`: a demo or a test moving a game
    through days by running commands at chosen times)."""

    def __init__(self, moment: datetime):
        self.moment = moment

    def now(self) -> datetime:
        """The fixed instant."""
        return self.moment
