"""The real clock and secrets source; entry points hand these to the service, tests hand fakes."""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
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
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


class FixedClock:
    """A clock that always tells the same instant (`PBM_NOW`: a demo or a test moving a game
    through days by running commands at chosen times)."""

    def __init__(self, moment: datetime):
        self.moment = moment

    def now(self) -> datetime:
        """The fixed instant."""
        return self.moment


def clock_from_env(env: Mapping[str, str] | None = None) -> Clock:
    """The clock of an entry point: `PBM_NOW` (ISO 8601, a zone or UTC) when set, else the wall
    clock; raises ValueError for a `PBM_NOW` that is not a time."""
    text = (os.environ if env is None else env).get("PBM_NOW", "").strip()
    if not text:
        return SystemClock()
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"PBM_NOW={text!r} is not an ISO 8601 time like "
                         "2026-12-03T10:00:00Z") from None
    return FixedClock(moment if moment.tzinfo else moment.replace(tzinfo=UTC))
