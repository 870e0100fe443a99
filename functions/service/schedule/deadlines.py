"""Time in a game: turn deadlines (weekends, absences), reminders, and the next instant anything
is due. Pure functions of a game record and instants; GameService.tick_game applies them.

Instants are stored as ISO UTC text (see system.iso). "Hours" are real elapsed hours, so a
deadline across a daylight-saving change is exactly as many hours away as promised; only the
weekend boundaries (Saturday 00:00 to Monday 00:00) are read in the game's time zone.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection
from dataclasses import dataclass
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from functions.service.play import silence
from functions.service.records.forms import evolve
from functions.service.records.game import PAUSED, RUNNING, GameRecord
from functions.service.records.seats import Seat
from functions.service.records.timing import Wait
from functions.service.system import iso

HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)


def moment(text: str) -> dt.datetime:
    """A stored ISO instant as an aware datetime."""
    value = dt.datetime.fromisoformat(text)
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def zone(name: str) -> ZoneInfo:
    """The IANA time zone of that name; raises ValueError for an unknown one."""
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise ValueError(f"{name!r} is not a time zone name like Europe/Prague") from None


def add_hours(start: dt.datetime, hours: float, *, skip_weekends: bool,
              tz: dt.tzinfo) -> dt.datetime:
    """`start` plus `hours` of elapsed time, not counting weekends in `tz` when asked to."""
    remaining = dt.timedelta(hours=hours)
    if not skip_weekends:
        return start + remaining
    at = start.astimezone(dt.UTC)
    while True:
        local = at.astimezone(tz)
        if local.weekday() >= 5:  # Saturday or Sunday: the clock stands until Monday 00:00
            monday = local.date() + dt.timedelta(days=7 - local.weekday())
            at = dt.datetime.combine(monday, dt.time(), tz).astimezone(dt.UTC)
            continue
        saturday = local.date() + dt.timedelta(days=5 - local.weekday())
        weekend = dt.datetime.combine(saturday, dt.time(), tz).astimezone(dt.UTC)
        if at + remaining <= weekend:
            return at + remaining
        remaining -= weekend - at
        at = weekend


def turn_deadline(record: GameRecord, seat: Seat, start: str) -> str | None:
    """The deadline of a turn of `seat` that starts at `start`: the game's hours counted from
    the start, or from the end of the player's absence when it covers part of the turn and
    the game extends absent players' turns."""
    timing = record.timing
    if not timing.deadline_hours:
        return None
    tz = zone(timing.timezone)
    skip = timing.weekends == "skip"
    begin = moment(start)
    deadline = add_hours(begin, timing.deadline_hours, skip_weekends=skip, tz=tz)
    if (timing.away == "extend" and seat.away_from and seat.away_until
            and moment(seat.away_from) < deadline and moment(seat.away_until) > begin):
        later = max(begin, moment(seat.away_until))
        deadline = add_hours(later, timing.deadline_hours, skip_weekends=skip, tz=tz)
    return iso(deadline)


def granted(record: GameRecord, seat_id: str) -> str | None:
    """The deadline the organizer extended `seat_id`'s current decision to, if they did."""
    return next((until for seat, until in record.extended if seat == seat_id), None)


def with_extensions(before: GameRecord, after: GameRecord, moved: Collection[str]) -> GameRecord:
    """`after`, a write's record, keeping the extensions `before` held: a seat still waited
    for that made no move of its turn in the write (`moved`: the seat ids that did) goes on
    with the same decision, so a deadline the write computed afresh (a resume after a pause or
    a holiday, a changed menu) is never earlier than the one granted; the other extensions end
    with their decision."""
    kept = tuple((seat, until) for seat, until in before.extended
                 if seat in after.waited and seat in before.waited and seat not in moved
                 and after.to_move is not None)
    record = evolve(after, extended=kept) if kept != after.extended else after
    for seat, until in kept:
        wait = record.clock(seat)
        if record.status == RUNNING and wait is not None and wait.deadline \
                and wait.deadline < until:
            record = record.with_clock(wait._replace(deadline=until))
    return record


def reminder_hours(record: GameRecord, seat: Seat) -> tuple[int, ...]:
    """The hours before a deadline at which this player is reminded (their own or the game's)."""
    return seat.reminders if seat.reminders is not None else record.timing.reminder_hours


def missed_at(record: GameRecord, seat_id: str | None = None) -> str | None:
    """When the current turn (of the waited seat `seat_id`; default: `to_move`) counts as
    missed: its deadline plus the grace hours."""
    waited = seat_id or record.to_move
    wait = record.clock(waited) if waited else None
    missed = _missed(record, wait) if wait is not None else None
    return None if missed is None else iso(missed)


def _missed(record: GameRecord, wait: Wait) -> dt.datetime | None:
    if wait.deadline is None:
        return None
    return moment(wait.deadline) + record.timing.grace_hours * HOUR


def pending_reminders(record: GameRecord, seat_id: str | None = None) -> list[tuple[int, str]]:
    """(hours before the deadline, when) of the current turn's reminders not sent yet (of the
    waited seat `seat_id`; default: `to_move`), soonest first; a reminder that would come
    before the turn started is not one."""
    seat_id = seat_id or record.to_move
    return [(hours, iso(at)) for hours, at, seat in sorted(_reminders(record),
                                                           key=lambda r: r[1])
            if seat == seat_id]


def _open_clocks(record: GameRecord) -> tuple[Wait, ...]:
    """The clocks of the seats a running game waits for (each its own deadline)."""
    if record.status != RUNNING or record.to_move is None:
        return ()
    return record.clocks()


def _reminders(record: GameRecord) -> list[tuple[int, dt.datetime, str]]:
    """(hours, instant, seat) of the reminders not sent yet of every waited seat, any order."""
    found = []
    for wait in _open_clocks(record):
        # an absent player takes no reminder (no game mail until they write): none is due,
        # and `pbm tick` never logs one that is not sent
        if wait.deadline is None or wait.handled or record.absent(wait.seat):
            continue
        seat = record.seat(wait.seat)
        deadline, started = moment(wait.deadline), moment(wait.since or record.updated_at)
        for hours in reminder_hours(record, seat):
            at = deadline - hours * HOUR
            if hours not in wait.reminded and at > started:
                found.append((hours, at, wait.seat))
    return found


def plays_on(record: GameRecord) -> bool:
    """Whether the service has moves to play in a running game now: a write stopped at its
    size limit, or a bot's seat is to move."""
    return record.status == RUNNING and record.to_move is not None and (
        record.plays_on or any(record.seat(s).bot for s in record.waited))


def substitute_from(record: GameRecord, seat_id: str | None = None) -> str | None:
    """When a bot starts playing the current turn of a waited seat (default: `to_move`) for
    its absent player (the game plays for the absent, and the absence begins during the
    turn), else None."""
    if record.status != RUNNING or record.to_move is None or record.timing.away != "autoplay":
        return None
    wait = record.clock(seat_id or record.to_move)
    if wait is None:
        return None
    seat = record.seat(wait.seat)
    if not (seat.away_from and seat.away_until) or seat.away_until <= seat.away_from:
        return None
    return max(seat.away_from, wait.since or record.updated_at)


@dataclass(frozen=True)
class Due:
    """What is due for a game at an instant: reminders to send (hours before the deadline), a
    missed turn to act upon, a substitute to play, a holiday pause to end; `seat` is the
    waited seat the reminders, the missed turn or the substitute are for."""

    reminders: tuple[int, ...] = ()
    missed: bool = False
    substitute: bool = False
    resume: bool = False
    play_on: bool = False  # the last write stopped with moves for the service to play
    summary: bool = False  # a week's summary to the players unmailed for a week (play.silence)
    seat: str | None = None

    def __bool__(self) -> bool:
        return bool(self.reminders or self.missed or self.substitute or self.resume
                    or self.play_on or self.summary)


def due(record: GameRecord, now: str) -> Due:
    """What is due for the game at `now` (nothing for a game that is not running or paused);
    of several seats waited for at once, the first one's (the next write does the next)."""
    if record.status == PAUSED:
        return Due(resume=bool(record.resume_at and record.resume_at <= now))
    if record.status != RUNNING or record.to_move is None:
        return Due()
    if plays_on(record):
        return Due(play_on=True)
    if silence.summaries_due(record, now):
        return Due(summary=True)
    clocks = _open_clocks(record)
    for wait in clocks:
        start = substitute_from(record, wait.seat)
        until = record.seat(wait.seat).away_until  # set whenever `start` is
        if start and until and start <= now < until:
            return Due(substitute=True, seat=wait.seat)
    for wait in clocks:
        missed = _missed(record, wait)
        if missed is not None and not wait.handled and iso(missed) <= now:
            return Due(missed=True, seat=wait.seat)
    for wait in clocks:
        hours = tuple(h for h, at in pending_reminders(record, wait.seat) if at <= now)
        if hours:
            return Due(reminders=hours, seat=wait.seat)
    return Due()


def next_due(record: GameRecord, after: str | None = None) -> str | None:
    """The next instant something is due for the game (for the due index), or None; with
    `after`, only instants later than it (what is due at `after` has been dealt with)."""
    if record.ended:  # due from its end until the sweep did what follows it (ending.py)
        return record.due_at
    candidates: list[str] = []
    if record.status == PAUSED and record.resume_at:
        candidates.append(record.resume_at)
    elif record.status == RUNNING and record.to_move is not None:
        if plays_on(record):
            candidates.append(record.waiting_since or record.updated_at)
        # the reminders due and the missed turns, as instants: without `after` only the
        # soonest is written out (iso keeps the order of instants; a move sets these, issue 14)
        instants = [at for _, at, _ in _reminders(record)]
        for wait in _open_clocks(record):
            missed = _missed(record, wait)
            if missed is not None and not wait.handled:
                instants.append(missed)
        if after is None:
            candidates += [iso(min(instants))] if instants else []
        else:
            candidates += map(iso, instants)
        for wait in _open_clocks(record):
            start = substitute_from(record, wait.seat)
            until = record.seat(wait.seat).away_until  # set whenever `start` is
            if start is not None and until is not None and start < until:
                candidates.append(start)
        summary = silence.next_summary(record)
        candidates += [summary] if summary else []
    if after is not None:
        candidates = [c for c in candidates if c > after]
    return min(candidates, default=None)


def ended_due(before: GameRecord | None, after: GameRecord, now: str) -> GameRecord:
    """`after`, due at `now` when the write from `before` to it ends the game: the sweep rates
    it and lets its tournament go on (see ending.py), not the write that ended it."""
    if after.ended and not (before is not None and before.ended):
        return evolve(after, due_at=now)
    return after


def scheduled(record: GameRecord, after: str | None = None) -> GameRecord:
    """The record with `due_at` set from its state (see next_due)."""
    when = next_due(record, after)
    return record if when == record.due_at else evolve(record, due_at=when)
