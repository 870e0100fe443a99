"""Time in the service: what the clock makes due in a game, deadlines, timing policies and
absences (the sweep over every game is GameService.tick)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from functions.i18n import LANGS
from functions.service.ledger.checks import seat_of
from functions.service.play.engine import Engine
from functions.service.play.run import Write, answered, bump
from functions.service.records.game import GameRecord
from functions.service.records.notifications import Kind
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.store import Change, People, StoredGame

from . import timekeeping

# Steps one game takes in one tick (a reminder, a missed turn, ...); more means a bug.
MAX_TICK_STEPS = 20


class Scheduling:
    """A game's clock-driven writes and its players' time settings (GameService exposes them)."""

    def __init__(self, engine: Engine, store: People):
        self.engine = engine
        self.store = store  # a player's games (their absences)

    def due_steps(self, game_id: str) -> tuple[list[str], StoredGame | None]:
        """Do what is due now in one game, each step in its own version-guarded write (a move
        arriving meanwhile wins the race or loses it whole): what was done, and the game as
        loaded when it has ended and what follows its end is due (see ending.py)."""
        done: list[str] = []
        ended: list[StoredGame] = []
        for _ in range(MAX_TICK_STEPS):
            def build(stored: StoredGame, now: str) -> Write:
                record = stored.game
                if record.due_at is None or record.due_at > now:
                    return Write(None, [])
                if record.ended:
                    ended.append(stored)
                    return Write(None, [])
                game = self.engine.rules_for(record.rules)
                state = self.engine.state(game, stored) if record.order else None
                return timekeeping.tick(game, record, state, now)
            step = self.engine.retrying(game_id, build)
            if not step:
                break
            done += step
        return done, ended[-1] if ended else None

    def extend(self, game_id: str, hours: int, seat: str | None = None,
               asked_by: str | None = None) -> GameRecord:
        """The organizer gives the player to move (`seat` alone, when given) `hours` more; the
        player is told (not the organizer who plays, `asked_by` by mail: the answer tells
        them)."""
        return self.engine.retrying(game_id, lambda stored, now: answered(
            timekeeping.extend_deadline(stored.game, hours, now, seat),
            Kind.DEADLINE_EXTENDED, asked_by))

    def change_timing(self, game_id: str, options: Mapping[str, Any]) -> GameRecord:
        """The organizer changes the timing policy of a game (see timekeeping.TIMING_OPTIONS);
        the current deadline follows it and the players are told."""
        def build(stored: StoredGame, now: str) -> Write:
            game = self.engine.rules_for(stored.game.rules)
            return timekeeping.change_timing(game, stored.game, options, now)
        return self.engine.retrying(game_id, build)

    def away(self, game_id: str, email: str, first: dt.date, last: dt.date) -> GameRecord:
        """The player will be away from the start of `first` to the end of `last` (days in
        their time zone): their turns' deadlines are extended, or the game's bot plays them, as
        the game says. Raises invalid_request past the game's cap of days."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version, params={"status": record.status})
            start, until = timekeeping.absence_dates(first, last,
                                                     timekeeping.reader_zone(record, seat))
            game = self.engine.rules_for(record.rules)
            state = self.engine.state(game, stored) if record.order else None
            return timekeeping.away(game, record, state, seat, start, until, now)
        return self.engine.retrying(game_id, build)

    def games_in_play(self, email: str) -> list[str]:
        """Ids of the games, not ended, where that address holds a seat (newest first)."""
        return [game_id for game_id in self.store.games_of_player(email)
                if not self.engine.load(game_id).game.ended]

    def back(self, game_id: str, email: str) -> GameRecord:
        """The player is back before their declared absence ended."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            game = self.engine.rules_for(record.rules)
            state = self.engine.state(game, stored) if record.order else None
            return timekeeping.back(game, record, state, seat_of(record, email), now)
        return self.engine.retrying(game_id, build)

    def set_reminders(self, game_id: str, email: str, hours: Sequence[int] | None) -> GameRecord:
        """The player's own reminder hours before a deadline (empty: none; None: the game's)."""
        return self._set_seat(game_id, email, reminders=None if hours is None else
                              tuple(sorted(set(hours), reverse=True)))

    def set_timezone(self, game_id: str, email: str, zone: str) -> GameRecord:
        """The time zone the player reads times in; raises invalid_request for an unknown one."""
        return self._set_seat(game_id, email, timezone=timekeeping.checked_zone(zone))

    def set_lang(self, game_id: str, email: str, lang: str) -> GameRecord:
        """The language the player's mails of the game are written in (one of LANGS)."""
        if lang not in LANGS:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"unknown language {lang}")
        return self._set_seat(game_id, email, lang=lang)

    def _set_seat(self, game_id: str, email: str, **changes: Any) -> GameRecord:
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            updated = replace(seat, **changes)
            if updated == seat:
                return Write(None, record)
            record = bump(record.with_seat(updated), now)
            return Write(Change(record, stored.game.version), record)
        return self.engine.retrying(game_id, build)
