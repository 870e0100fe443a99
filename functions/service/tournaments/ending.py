"""What follows the end of a game: its ratings and its tournament, done by the sweep.

The write that ends a game (a last move, a resignation, a cancel) does nothing more than any
other move: it leaves the game due at once (see deadlines.ended_due), so a move by mail stays one
read and one write. The sweep (GameService.tick) then rates the game and lets its tournament go
on, and only then clears the due mark: a crash in between leaves the game due, and the next sweep
does what is left. Every step is safe to repeat: the game is rated once (the rated mark written
with the version-guarded ratings), and a tournament's steps are version-guarded too.

For a game outside a tournament that is one read (its players' ratings, its rated mark and its
tournament link together, see GameStore.game_over) and one write (the ratings, the mark and the
cleared game item together).
"""

from __future__ import annotations

from dataclasses import replace

from functions.service.games import Games
from functions.service.play.run import bump
from functions.service.records.game import GameRecord
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.store import Change, StoredGame, StoreError, VersionConflict

from . import ratings
from . import tournament as tournaments
from .tournament import TournamentStore

RETRIES = 8  # writes lost to a race (a rating changed by another game, the game item changed)


def pending(record: GameRecord, now: str) -> bool:
    """Whether the work after the game's end is due at `now` (the game ended and is due)."""
    return record.ended and record.due_at is not None and record.due_at <= now


def settle(service: Games[TournamentStore], game_id: str, stored: StoredGame | None = None) -> list[str]:
    """Rate the ended game, let its tournament go on and clear its due mark; what was done
    (nothing when the game is not due). `stored` is the game as just loaded, if it was."""
    done: list[str] = []
    advanced = False
    for _ in range(RETRIES):
        record = (stored or service.engine.load(game_id)).game
        stored = None
        now = service.engine.now()
        if not pending(record, now):
            return done
        looked = service.store.game_over(record.id, record.rules, ratings.keys_of(record))
        new = [] if looked.rated else ratings.after_game(
            service.rules_for(record.rules), record, looked.ratings, now)
        cleared = Change(bump(replace(record, due_at=None), now), record.version,
                         due_before=record.due_at)  # its wake-up goes with the mark
        try:
            if new:
                # outside a tournament the one write that rates the game also clears its mark
                alone = looked.tournament is None
                if not service.store.record_ratings(record.id, record.rules, new, now,
                                                    game=cleared if alone else None):
                    continue  # rated meanwhile (by its tournament's round): look again
                done.append(f"rated: {len(new)} ratings")
                if alone:
                    return done
            if looked.tournament is not None and not advanced:
                try:
                    steps = tournaments.advance(service, looked.tournament)
                except (ServiceError, StoreError) as exc:  # the game stays due: tried again
                    return [*done, f"tournament {looked.tournament} failed: {exc}"]
                done += [f"tournament {looked.tournament}: {step}" for step in steps]
                advanced = True
            service.store.apply(cleared)
            return done
        except VersionConflict:
            continue
    raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")
