"""The organizer's controls of a running game: pause, resume, cancel, and a holiday."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from functions.service.ledger.checks import expect
from functions.service.records.game import CANCELLED, PAUSED, RUNNING, GameRecord
from functions.service.records.labels import parse_address
from functions.service.records.notifications import Kind
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.schedule import timekeeping
from functions.service.store import Change, People, StoredGame

from .engine import Engine
from .outbox import Mailbag
from .run import Write, answered, bump


class Controls:
    """The organizer's controls of a game (GameService exposes them)."""

    def __init__(self, engine: Engine, store: People):
        self.engine = engine
        self.store = store  # the organizer's games (a holiday)


    def pause(self, game_id: str, until: str | None = None,
              asked_by: str | None = None) -> GameRecord:
        """Stop the clock: no moves are accepted until `resume`, or until the instant `until`
        when the game resumes by itself (a holiday pause). `asked_by`: the organizer's address
        when their mail asked for it (answered, so their seat gets no notice besides)."""
        def build(stored: StoredGame, now: str) -> Write:
            return answered(pausing(stored, now), Kind.GAME_PAUSED, asked_by)

        def pausing(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status == PAUSED and until is not None:  # a new end to the pause
                record = bump(replace(record, resume_at=until), now)
                # the players are told the new day, as they were told the first (issue 42:
                # they learnt it only when the game went on)
                letters = Mailbag(record, now)
                letters.to_players_and_the_waited(Kind.GAME_PAUSED, until=until)
                return Write(Change(record, stored.game.version, notifications=letters.items),
                             record)
            record = expect(record, RUNNING, "pause")
            record = bump(replace(record, status=PAUSED, deadline=None, resume_at=until,
                                  paused_at=now), now)
            letters = Mailbag(record, now)
            letters.to_players_and_the_waited(Kind.GAME_PAUSED,
                                              **({"until": until} if until else {}))
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self.engine.retrying(game_id, build)

    def resume(self, game_id: str, asked_by: str | None = None) -> GameRecord:
        """Continue a paused game (seats that left meanwhile are played for at once);
        `asked_by` as for `pause`."""
        def build(stored: StoredGame, now: str) -> Write:
            record = expect(stored.game, PAUSED, "resume")
            game = self.engine.rules_for(record.rules)
            return answered(timekeeping.resume(game, record, self.engine.state(game, stored), now),
                            Kind.GAME_RESUMED, asked_by)
        return self.engine.retrying(game_id, build)

    def cancel(self, game_id: str) -> GameRecord:
        """End the game without a result; the seed is revealed."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version)
            record = bump(replace(record, status=CANCELLED, to_move=None, deadline=None,
                                   waits=(), ended_at=now), now)
            letters = Mailbag(record, now)
            letters.to_everyone(Kind.GAME_CANCELLED, seed=record.seed)
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self.engine.retrying(game_id, build)

    def holiday(self, organizer: str, last: dt.date) -> list[GameRecord]:
        """Pause every running game of the organizer until the end of the day `last` (in each
        game's time zone), when they resume by themselves; returns the games paused."""
        _, organizer = parse_address(f"<{organizer}>")
        paused = []
        for game_id in self.store.games_of_organizer(organizer):
            record = self.engine.load(game_id).game
            if record.organizer != organizer or record.status not in (RUNNING, PAUSED):
                continue
            _, until = timekeeping.absence_dates(last, last, record.timing.timezone)
            if until <= self.engine.now():
                raise ServiceError(ErrorCode.INVALID_REQUEST, "the holiday must end in the future")
            paused.append(self.pause(game_id, until=until))
        return paused
