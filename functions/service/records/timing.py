"""A game's timing policy and the clock of each seat it waits for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

DEFAULT_ZONE = "Europe/Prague"


@dataclass(frozen=True, slots=True)
class Timing:
    """The organizer's timing policy (see functions/service/deadlines.py for what it does).

    The defaults here are those of a record stored before a field existed; a new game gets
    `NEW_GAME` defaults (a 72-hour deadline, reminders 24 and 4 hours before it)."""

    deadline_hours: int = 0  # 0: no turn deadline
    reminder_hours: tuple[int, ...] = ()  # hours before the deadline when reminders go out
    missed_turn: str = "wait"  # wait | autoplay | pause | remove
    remove_after: int = 0  # missed turns in a row after which the seat is removed; 0: never
    weekends: str = "count"  # count | skip (Saturdays and Sundays in `timezone` do not count)
    grace_hours: int = 0  # the turn is missed this long after the deadline shown
    timezone: str = DEFAULT_ZONE  # the organizer's zone: weekends, and the players' default
    away_days: int = 14  # days of absence a player may declare per game
    away: str = "extend"  # extend | autoplay: what an absence does to the player's turns

    MISSED_TURN = ("wait", "autoplay", "pause", "remove")
    WEEKENDS = ("count", "skip")
    AWAY = ("extend", "autoplay")

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, as the export and `pbm show --json` show it."""
        return {"deadline_hours": self.deadline_hours,
                "reminder_hours": list(self.reminder_hours), "missed_turn": self.missed_turn,
                "remove_after": self.remove_after, "weekends": self.weekends,
                "grace_hours": self.grace_hours, "timezone": self.timezone,
                "away_days": self.away_days, "away": self.away}


class Wait(NamedTuple):
    """The clock of one seat the game waits for while several seats move at once (sealed
    bids): its decision began with the write of `version` at `since`; its own deadline, the
    reminder hours already sent for it, and whether its missed deadline was acted upon."""

    seat: str
    version: int
    since: str
    deadline: str | None = None
    reminded: tuple[int, ...] = ()
    handled: bool = False
