"""The organizer's controls of a running game: pause, resume and cancel."""

from __future__ import annotations

from dataclasses import replace

from . import timekeeping
from .checks import expect
from .model import CANCELLED, PAUSED, RUNNING, ErrorCode, GameRecord, Kind, ServiceError
from .outbox import Mailbag
from .run import Write, bump
from .store import Change, StoredGame


class Controls:
    """The game service's organizer controls (see GameService)."""

    def pause(self, game_id: str, until: str | None = None) -> GameRecord:
        """Stop the clock: no moves are accepted until `resume`, or until the instant `until`
        when the game resumes by itself (a holiday pause)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status == PAUSED and until is not None:  # a new end to the pause
                record = bump(replace(record, resume_at=until), now)
                return Write(Change(record, stored.game.version), record)
            record = expect(record, RUNNING, "pause")
            record = bump(replace(record, status=PAUSED, deadline=None, resume_at=until), now)
            letters = Mailbag(record, now)
            letters.to_players(Kind.GAME_PAUSED, **({"until": until} if until else {}))
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    def resume(self, game_id: str) -> GameRecord:
        """Continue a paused game (seats that left meanwhile are played for at once)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = expect(stored.game, PAUSED, "resume")
            game = self.rules_for(record.rules)
            return timekeeping.resume(game, record, self._state(game, stored), now)
        return self._retrying(game_id, build)

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
        return self._retrying(game_id, build)
