"""The writes the clock makes, and those that change a game's clock.

`tick` builds the one write of a game that something is due for (see deadlines.due): a reminder,
a missed turn under the game's policy, a bot playing for an absent player, the end of a holiday
pause. The other builders are the time controls people use: a player's absence, reminder hours
and time zone; the organizer's extension and timing policy. Each returns a `Write` that
GameService applies with one version-guarded write, like a move.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from functions.service.play import silence
from functions.service.play.outbox import Mailbag
from functions.service.play.run import Run, Write, advanced, bump, deserted, end_unplayed, leave
from functions.service.records.game import PAUSED, RUNNING, GameRecord
from functions.service.records.notifications import Kind
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import JOINED, REMOVED, Seat
from functions.service.records.timing import Timing
from functions.service.store import Change
from functions.service.system import iso
from rules import AnyRules, numbers

from . import deadlines
from .deadlines import DAY, HOUR, moment

# Options that set the timing policy (the rest of a game's options belong to the rules).
TIMING_OPTIONS = ("deadline_hours", "reminder_hours", "missed_turn", "remove_after", "weekends",
                  "grace_hours", "timezone", "away_days", "away")
# A new game's policy where its creator says nothing: three days a turn, reminded a day and
# four hours before the deadline; a missed turn is played by the game's bot when it has one.
NEW_GAME = Timing(deadline_hours=72, reminder_hours=(24, 4))
MAX_HOURS = 24 * 365
MAX_SUBSTITUTE_STEPS = 200  # a bot playing out one absent player's turn
# A game nobody plays any more ends without a result (see abandoned): every person at the
# table has missed this many of their turns in a row (the bot played them, at the pace of the
# deadlines). A game no person is left at ends at once (see run.deserted).
ABANDONED_AFTER_TURNS = 10
# How long the news that the bot played a missed turn waits to ride in the player's next mail
# (their next turn mail, or any answer of ours), else it goes alone: a day, so the news comes
# with the next round's turn mail rather than in a mail of its own.
TURN_MISSED_WAIT = 24 * HOUR  # the others' turns of a round take hours at a mail game's pace
# how long new time rules told to a player not on turn wait to ride in their next mail (their
# turn mail seconds later, when the organizer changed them between moves: issue 42); as long
# as a read-back by mail waits (Settings.readback_wait's default), then they go alone
TIMING_WAIT = dt.timedelta(minutes=10)


def timing_from(options: Mapping[str, Any], base: Timing, *, has_bots: bool) -> Timing:
    """The timing policy `options` set over `base`; raises invalid_request with the reason."""
    values = base.to_dict()
    if "missed_turn" not in options and base is NEW_GAME:
        values["missed_turn"] = "autoplay" if has_bots else "wait"
    try:
        for name in ("deadline_hours", "remove_after", "grace_hours", "away_days"):
            if name in options:
                values[name] = _whole(options[name])
                if not 0 <= values[name] <= MAX_HOURS:
                    raise ValueError
        if "reminder_hours" in options:
            values["reminder_hours"] = reminder_list(options["reminder_hours"])
    except ValueError:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           "deadline_hours, remove_after, grace_hours and away_days take whole "
                           "numbers from 0; reminder_hours a comma-separated list of hours "
                           "(or off)") from None
    for name, allowed in (("missed_turn", Timing.MISSED_TURN), ("weekends", Timing.WEEKENDS),
                          ("away", Timing.AWAY)):
        if name in options:
            values[name] = str(options[name]).strip().lower()
            if values[name] not in allowed:
                raise ServiceError(ErrorCode.INVALID_REQUEST,
                                   f"option {name}: {values[name]!r} is not one of "
                                   f"{', '.join(allowed)}")
    if "timezone" in options:
        values["timezone"] = checked_zone(str(options["timezone"]))
    values["reminder_hours"] = tuple(values["reminder_hours"])
    return Timing(**values)


def reminder_list(value: Any) -> tuple[int, ...]:
    """Reminder hours from '24,4', [24, 4] or 'off'; raises ValueError."""
    if isinstance(value, str) and value.strip().lower() in ("off", "none", "vyp", "0", ""):
        return ()
    parts = value.replace(";", ",").split(",") if isinstance(value, str) else value
    hours = sorted({_whole(p) for p in parts if str(p).strip()}, reverse=True)
    if any(not 0 < h <= MAX_HOURS for h in hours):
        raise ValueError("reminder hours are whole hours from 1")
    return tuple(hours)


def checked_zone(name: str) -> str:
    """The canonical name of a time zone; raises invalid_request for an unknown one."""
    try:
        return str(deadlines.zone(name).key)
    except ValueError as exc:
        raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc),
                           params={"say": "bad_zone", "zone": name}) from None


def reader_zone(record: GameRecord, seat: Seat | None) -> str:
    """The time zone a seat's holder (None: the organizer) reads the game's times in."""
    return (seat.timezone if seat and seat.timezone else None) or record.timing.timezone


# ---- the clock's writes -----------------------------------------------------------------------


def _waited(record: GameRecord, todo: deadlines.Due) -> Seat:
    """The seat a due item is for: its own, else the one to move (a turn's items have one)."""
    seat_id = todo.seat or record.to_move
    assert seat_id is not None, "a due turn has a seat to move"
    return record.seat(seat_id)


def tick(game: AnyRules, record: GameRecord, state: Any, now: str) -> Write:
    """The write for whatever is due for the game at `now` (None if nothing); its value lists
    what was done, in words for the organizer's log."""
    todo = deadlines.due(record, now)
    # an absence over by now is cleared in whatever this tick writes (a summary tells it)
    before, record = record, _absences_ended(record, now)
    if deserted(game, record, state):  # a game left so before the last leave ended it
        return replace(end_unplayed(Run(game, record, state, now), before.version, "deserted"),
                       value=["no person left, only bots: the game ends without a result"])
    if todo.play_on:  # written even with nothing played: it clears `plays_on`
        written = advanced(game, record, state, now, changed=True)
        return replace(written, value=[f"played on: {len(written.written.entries)} steps"])
    if todo.resume:
        return replace(resume(game, record, state, now, reason="holiday_over"),
                       value=["resumed: the holiday pause is over"])
    if todo.substitute:
        seat = _waited(record, todo)
        return _played_for(game, record, state, now, seat, notice=None,
                           done=f"{seat.name} is away: the bot played for them")
    if todo.summary:
        return _summary(record, now)
    if todo.missed:
        return _missed(game, record, state, now, _waited(record, todo))
    if todo.reminders:
        seat = _waited(record, todo)
        wait = record.clock(seat.seat)
        assert wait is not None  # reminders are due only for a seat the game waits for
        reminded = tuple(sorted({*wait.reminded, *todo.reminders}, reverse=True))
        updated = bump(record.with_clock(wait._replace(reminded=reminded)), now)
        letters = Mailbag(updated, now)
        letters.add(Kind.REMINDER, seat, deadline=wait.deadline, hours=min(todo.reminders))
        hours = min(todo.reminders)
        return Write(Change(updated, record.version, notifications=letters.items),
                     [f"reminded {seat.name}: {hours} h before the deadline"])
    # nothing to do: an absence may have ended unseen; the due instant moves past `now`
    later = deadlines.scheduled(record, after=now)
    if later == before:
        return Write(None, [])
    return Write(Change(bump(later, now), record.version), [], scheduled=True)


def resume(game: AnyRules, record: GameRecord, state: Any, now: str, reason: str = "") -> Write:
    """The write that resumes a paused game (absent seats are played for at once)."""
    run = Run(game, replace(record, status=RUNNING, resume_at=None, paused_at=None), state, now)
    run.advance()
    resumed = run.settle(restart_clock=True)
    letters = Mailbag(resumed, now, rules_game=run.game)
    letters.to_players(Kind.GAME_RESUMED, **({"reason": reason} if reason else {}))
    letters.moves(None, None, run.steps, new_decision=True)
    change = Change(resumed, record.version, tuple(run.entries), letters.items)
    return Write(change, resumed, run.state, steps=run.steps)


def _missed(game: AnyRules, record: GameRecord, state: Any, now: str, seat: Seat) -> Write:
    """The write for a turn of `seat` (one the game waits for) missed under the game's policy
    (and `remove_after`); of several seats waited for at once, only this one's."""
    # a seat already absent was told so when its absence began: no mail for each turn more
    # (a table where every person is absent moves at its deadlines, one missed turn at a time)
    told = record.absent(seat.seat)
    missed = seat.missed_turns + 1
    seat = replace(seat, missed_turns=missed)
    record = record.with_seat(seat)
    timing = record.timing
    policy = timing.missed_turn
    if timing.remove_after and missed >= timing.remove_after:
        policy = "remove"
    done = f"{seat.name} missed the deadline ({missed} in a row): {policy}"
    if policy == "autoplay" and abandoned(record):
        return replace(end_unplayed(Run(game, record, state, now), record.version, "abandoned",
                                    turns=ABANDONED_AFTER_TURNS),
                       value=[f"{done}: nobody plays the game any more, it ends without a result"])
    if policy == "autoplay":
        written = _played_for(game, record, state, now, seat, done=done, missed=missed,
                              notice=None if told else Kind.TURN_MISSED)
        if told or not _all_away(written.written.game):
            return written
        # the last person of the table gone absent: the organizer hears it once, with what
        # they can do (issue 42: a table silent for months told its organizer nothing)
        letters = Mailbag(written.written.game, now)
        letters.add(Kind.DEADLINE_MISSED, None, name=seat.name, action="all_away", missed=missed)
        change = written.written
        return replace(written, change=replace(
            change, notifications=change.notifications + letters.items),
            value=[*written.value, "every player is away: the organizer is told"])
    if policy == "remove":
        written = leave(game, record, state, seat, REMOVED, now, missed=missed)
        change = written.written
        if change.game.ended:  # the last person left: the mail that ends the game says so
            return replace(written, value=[done])
        letters = Mailbag(change.game, now)
        letters.add(Kind.DEADLINE_MISSED, None, name=seat.name, action="remove", missed=missed)
        change = replace(change, notifications=change.notifications + letters.items)
        return Write(change, [done], written.state, steps=written.steps)
    wait = record.clock(seat.seat)
    if wait is not None:
        record = record.with_clock(wait._replace(handled=True))
    if policy == "pause":
        updated = bump(replace(record, status=PAUSED, deadline_handled=True, deadline=None,
                               paused_at=now), now)
        letters = Mailbag(updated, now)
        letters.to_players_and_the_waited(Kind.GAME_PAUSED, reason="missed", name=seat.name)
        letters.add(Kind.DEADLINE_MISSED, None, name=seat.name, action="pause", missed=missed)
        return Write(Change(updated, record.version, notifications=letters.items), [done])
    # wait: the game waits for the player; the organizer hears it once
    updated = bump(record, now)
    letters = Mailbag(updated, now)
    letters.add(Kind.DEADLINE_MISSED, None, name=seat.name, action="wait", missed=missed)
    return Write(Change(updated, record.version, notifications=letters.items), [done])


def _all_away(record: GameRecord) -> bool:
    """Whether the bot plays for every person still at the running table (each absent)."""
    people = [s for s in record.seats if not s.bot and s.active]
    return record.status == RUNNING and bool(people) and all(
        record.absent(s.seat) for s in people)


def abandoned(record: GameRecord) -> bool:
    """Whether nobody plays the game any more: every person still at the table has missed
    their last ABANDONED_AFTER_TURNS turns (a bot played them). A game whose rules need not end
    (a WesternPoly game without a round limit) would otherwise go on for ever, one deadline at
    a time, with a weekly summary to each of its absent players."""
    people = [s for s in record.seats if not s.bot and s.active]
    return bool(people) and all(s.missed_turns >= ABANDONED_AFTER_TURNS for s in people)


def _summary(record: GameRecord, now: str) -> Write:
    """The weekly summary to every player who got no mail of the game for a week (present,
    or absent while the bot plays for them): what happened since their last mail, whose turn
    it is and until when, the board; each one's next a week later (see play.silence)."""
    seats = silence.summaries_due(record, now)
    updated = bump(record, now)
    for seat in seats:  # the next one a week on, also where this one cannot go (play.silence)
        updated = updated.with_seat(replace(seat, mailed_at=now))
    letters = Mailbag(updated, now)
    for seat in seats:
        letters.add(Kind.BOARD, updated.seat(seat.seat), summary=True,
                    **({} if record.absent(seat.seat) else {"present": True}))
    names = ", ".join(f"{s.name}{' (absent)' if record.absent(s.seat) else ''}" for s in seats)
    return Write(Change(updated, record.version, notifications=letters.items),
                 [f"weekly summary to {names}"])


def _played_for(game: AnyRules, record: GameRecord, state: Any, now: str, seat: Seat, *,
                notice: Kind | None, done: str, missed: int = 0) -> Write:
    """The write in which the game's bot plays out `seat`'s turn (every decision of theirs
    until someone else is to move; while several seats move at once, their one decision);
    `notice` tells the player what it played."""
    run = Run(game, record, state, now)
    played: list[str] = []
    for _ in range(MAX_SUBSTITUTE_STEPS):
        if seat.player not in (game.waiting(run.state) or (game.to_move(run.state),)):
            break
        before = run.state
        move = run.substitute(seat.player)
        played.append(game.describe(before, move, seat.lang, reader=seat.player))
        run.advance_chance()
        if record.waits:  # the others' decisions stand: the next round is the player's own
            break
    run.advance()
    updated = run.settle()
    letters = Mailbag(updated, now, rules_game=run.game)
    if notice:
        absent = updated.absent(seat.seat)  # the one mail that says so, at once
        letters.add(notice, seat, action="autoplay", played=played, missed=missed,
                    **({"absent": True} if absent else
                       {"held_until": iso(moment(now) + TURN_MISSED_WAIT)}))
    letters.moves(None, None, run.steps, run.new_decision)
    change = Change(updated, record.version, tuple(run.entries), letters.items)
    return Write(change, [f"{done}: {', '.join(played)}"], run.state, steps=run.steps)


def _absences_ended(record: GameRecord, now: str) -> GameRecord:
    """The record without the absences that are over by `now`, each kept as news for its
    holder's next mail (`Seat.away_over`)."""
    for seat in record.seats:
        if seat.away_until and seat.away_until <= now:
            record = record.with_seat(replace(seat, away_from=None, away_until=None,
                                              away_over=seat.away_until))
    return record


# ---- the players' and the organizer's time controls --------------------------------------------


def absence_dates(first: dt.date, last: dt.date, zone_name: str) -> tuple[str, str]:
    """(from, until) instants of an absence from the start of `first` to the end of `last`
    in the player's zone."""
    tz = deadlines.zone(zone_name)
    start = dt.datetime.combine(first, dt.time(), tz)
    end = dt.datetime.combine(last + dt.timedelta(days=1), dt.time(), tz)
    return iso(start), iso(end)


def runs_again_on(day: dt.date, zone_name: str) -> str:
    """The instant a pause "until Monday" ends: the start of that day in the game's zone (the
    game runs again on the day named)."""
    return absence_dates(day, day, zone_name)[0]


def away(game: AnyRules, record: GameRecord, state: Any, seat: Seat, start: str, until: str,
         now: str) -> Write:
    """The write that records the player's absence from `start` to `until` (instants); it
    replaces an absence they declared before. Raises invalid_request past the game's cap."""
    if until <= start or until <= now:
        raise ServiceError(ErrorCode.INVALID_REQUEST, "the absence must end after it starts "
                           "and in the future", record.version, params={"say": "away_dates"})
    start = max(start, now)
    days = _days(start, until)
    used = seat.away_days - _days_left(seat, now)
    if used + days > record.timing.away_days:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"an absence of {days} days is more than the game allows: "
                           f"{record.timing.away_days} days per player, {max(0, record.timing.away_days - used)} left",
                           record.version,
                           params={"say": "away_cap", "days": days,
                                   "left": max(0, record.timing.away_days - used)})
    seat = replace(seat, away_from=start, away_until=until, away_days=used + days, away_over=None)
    return _seat_time_changed(game, record.with_seat(seat), state, seat, now,
                              extend=record.timing.away == "extend", expected=record.version)


def back(game: AnyRules, record: GameRecord, state: Any, seat: Seat, now: str) -> Write:
    """The write for a player back early: the days not used return to them, and a deadline
    extended for the absence is at most a full turn from now; a player absent for their missed
    turns (GameRecord.absent) plays their own turns again."""
    if not seat.away_until and not seat.missed_turns:
        return Write(None, record)
    if seat.away_until:
        seat = replace(seat, away_days=seat.away_days - _days_left(seat, now), away_from=None,
                       away_until=None)
    # the mail that answers their return is their last of the game (see play.silence)
    seat = replace(seat, missed_turns=0, mailed_at=now, away_over=None)
    updated = record.with_seat(seat)
    wait = updated.clock(seat.seat) if updated.status == RUNNING else None
    if wait is not None and wait.deadline:
        fresh = deadlines.turn_deadline(updated, seat, now)
        # (an extension the organizer granted this turn is theirs to keep)
        fresh = max(filter(None, (fresh, deadlines.granted(updated, seat.seat))), default=None)
        if fresh is not None and fresh < wait.deadline:
            updated = updated.with_clock(wait._replace(deadline=fresh, handled=False))
    updated = bump(updated, now)
    return Write(Change(updated, record.version), updated)


def _seat_time_changed(game: AnyRules, record: GameRecord, state: Any, seat: Seat, now: str, *,
                       extend: bool, expected: int) -> Write:
    """The write after a seat's absence changed: the current deadline extended for it, or the
    game's bot playing at once for a player who is away now."""
    wait = record.clock(seat.seat) if record.status == RUNNING else None
    if wait is not None:
        if not extend and seat.away_at(now):  # the bot plays for them at once
            return advanced(game, record, state, now, changed=True)
        if extend and wait.deadline and record.waiting_since:
            later = deadlines.turn_deadline(record, seat, wait.since)
            if later and later > wait.deadline:
                record = record.with_clock(wait._replace(deadline=later, handled=False,
                                                         reminded=()))
    updated = bump(record, now)
    return Write(Change(updated, expected), updated)


def extend_deadline(record: GameRecord, hours: int, now: str, seat: str | None = None) -> Write:
    """The organizer's extension of the current turn's deadline by `hours` (from now when it
    has passed or there is none); the player to move is told (every seat waited for at once,
    each from their own deadline; only `seat`'s when given)."""
    if record.status != RUNNING or record.to_move is None:
        raise ServiceError(ErrorCode.WRONG_STATUS,
                           f"game {record.id} is {record.status}: no turn to extend",
                           record.version)
    if not 0 < hours <= MAX_HOURS:
        raise ServiceError(ErrorCode.INVALID_REQUEST, "extend by whole hours from 1",
                           record.version)
    updated, told = record, []
    for wait in record.clocks():
        if seat is not None and wait.seat != seat:
            continue
        deadline = iso(moment(max(wait.deadline or now, now)) + hours * HOUR)
        updated = updated.with_clock(wait._replace(deadline=deadline, handled=False,
                                                   reminded=()))
        told.append((wait.seat, deadline))
    # remembered for the decision, so that nothing that recomputes its deadline takes it back
    granted = dict(told)
    updated = replace(updated, extended=tuple(
        (seat, until) for seat, until in record.extended if seat not in granted)
        + tuple(told))
    updated = bump(updated, now)
    letters = Mailbag(updated, now)
    for seat_id, deadline in told:
        letters.add(Kind.DEADLINE_EXTENDED, updated.seat(seat_id), deadline=deadline,
                    hours=hours, own_deadline=True)  # whatever mail they take
    return Write(Change(updated, record.version, notifications=letters.items), updated)


def change_timing(game: AnyRules, record: GameRecord, options: Mapping[str, Any], now: str) -> Write:
    """The organizer's new timing policy for a game. A running turn's deadline follows it only
    to give more time: a deadline already told (an extension granted on the dashboard, an
    absence's) is never taken back; a shorter policy applies from the next turn. Every player is
    told, and a player the game waits for whatever mail they take (their own clock changed)."""
    unknown = sorted(set(options) - set(TIMING_OPTIONS))
    if unknown:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"unknown timing option {', '.join(unknown)} "
                           f"(known: {', '.join(TIMING_OPTIONS)})", record.version)
    if record.ended:
        raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                           record.version)
    timing = timing_from(options, record.timing, has_bots=bool(game.bots))
    if timing == record.timing:
        return Write(None, record)
    updated = replace(record, timing=timing)
    kept: set[str] = set()  # seats whose turn keeps the deadline they were told
    for wait in updated.clocks() if updated.status == RUNNING else ():
        if not updated.waiting_since:
            continue
        deadline = deadlines.turn_deadline(updated, updated.seat(wait.seat), wait.since)
        if deadline is not None and wait.deadline is not None and deadline < wait.deadline:
            kept.add(wait.seat)  # shorter rules: this turn keeps its time, the next is shorter
            continue
        updated = updated.with_clock(wait._replace(deadline=deadline, handled=False))
    updated = bump(updated, now)
    letters = Mailbag(updated, now)
    waited = set(updated.waited) if updated.status == RUNNING else set()
    for seat in updated.seats:
        if seat.status != JOINED:  # an invitee has not joined (nor one who declined): the
            continue  # rules reach them with the game's start, not as news of a change
        if seat.seat not in waited:  # not on turn: the rules, no deadline of someone else's;
            # in a running game they may wait a moment for the reader's next mail (a turn
            # mail seconds later carries them); before the start no turn mail comes soon
            held = {"held_until": iso(moment(now) + TIMING_WAIT)} if waited else {}
            letters.add(Kind.TIMING_CHANGED, seat, timing=timing.to_dict(), **held)
            continue
        clock = updated.clock(seat.seat)
        letters.add(Kind.TIMING_CHANGED, seat, timing=timing.to_dict(), own_deadline=True,
                    deadline=clock.deadline if clock is not None else None,
                    **({"kept": True} if seat.seat in kept else {}))
    return Write(Change(updated, record.version, notifications=letters.items), updated)


def _days(start: str, until: str) -> int:
    return max(1, math.ceil((moment(until) - moment(start)) / DAY))


def _days_left(seat: Seat, now: str) -> int:
    """Whole days of the seat's declared absence still ahead at `now` (0 when none)."""
    if not seat.away_until or seat.away_until <= now:
        return 0
    start = max(seat.away_from or now, now)
    return _days(start, seat.away_until)


def _whole(value: object) -> int:
    """A whole number from an option (a number, or its ASCII digits); raises ValueError."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    number = numbers.whole(str(value), digits=9)
    if number is None:
        raise ValueError(f"{str(value)[:20]!r} is not a whole number")
    return number
