"""The game service: the lifecycle of games and the checked, exactly-once submission of moves.

GameService is one facade over its jobs, each a module of its own: creating (create, join,
start), playing (moves, notices, leaving), scheduling (time), controls (pause, cancel) and
talking (table talk); this module keeps reading and the one load-decide-write loop they share.

Every change is one atomic write through the store port (see store.Change): the game item
guarded by the version it was loaded at, the new log entries, and the outbox notifications.
A write that loses a race is retried from a fresh load, where the checks run again.
"""

from __future__ import annotations

import base64
import functools
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import rules
from rules import Game

from . import chain, deadlines, press, snapshot
from .checks import corrupt, scheduled, whole_log
from .controls import Controls
from .creating import Creating, PlayerSpec
from .model import ENDED, ErrorCode, GameRecord, LogEntry, PressMessage, ServiceError
from .playing import Notice, Playing, Submission
from .reading import GameReader, Step
from .run import Write
from .scheduling import Scheduling
from .store import (
    Change,
    DuplicateSubmission,
    GameNotFound,
    GameStore,
    StoredGame,
    StoreError,
    VersionConflict,
)
from .system import Clock, Secrets, iso
from .talking import Talking

# Writes in which bots play on after a write that stopped with a bot to move (a whole game).
MAX_BOT_WRITES = 1000

__all__ = ["GameService", "GameView", "Notice", "PlayerSpec", "Submission"]


class GameView:
    """A game as read: its record, its rules and their state at the head (None before the
    start) and its table talk (read with it; see press.shown_to for who sees what); the whole
    `log` and its `steps` are read only when asked for (see GameReader)."""

    def __init__(self, game: GameRecord, rules: Game, state: Any, reader: GameReader,
                 press: tuple[PressMessage, ...] = ()):
        self.game = game
        self.rules = rules
        self.state = state
        self.press = press
        self._reader = reader

    @functools.cached_property
    def log(self) -> tuple[LogEntry, ...]:
        """The whole log, in order, checked against the chain; raises corrupt_game."""
        return whole_log(self._reader, self.game)

    def steps(self) -> Iterator[Step]:
        """Every step of the log replayed in order, with the states before and after it."""
        return self._reader.walk(self.rules, self.game, self.log)


class GameService(Creating, Playing, Scheduling, Controls, Talking):
    """Creates games, seats players, checks and applies moves, and records notifications."""

    def __init__(self, store: GameStore, clock: Clock, secrets: Secrets,
                 rules_for: Callable[[str], Game] = rules.get, retries: int = 8):
        self.store = store
        self.clock = clock
        self.secrets = secrets
        self.rules_for = rules_for
        self.retries = retries
        self.reader = GameReader(store, rules_for)  # the one way to read a game, one cache
        self._snapshot_every = getattr(store, "snapshot_every", 1)  # see GameStore
        self._local = threading.local()  # per thread: whether it is driving bots (see below)
        # called after the write that ended a game (finished or cancelled), in order: the
        # ratings and the game's tournament (see tournaments.game_over)
        self.game_over: list[Callable[[GameService, GameRecord], None]] = [_after_game]

    def with_store(self, store: GameStore) -> GameService:
        """The same service over another store (a wrapper of this one's), sharing the cache of
        replayed states."""
        other = GameService(store, self.clock, self.secrets, self.rules_for, self.retries)
        other.reader = self.reader.over(store)
        other.game_over = self.game_over
        return other

    # ---- reading ---------------------------------------------------------------------------

    def view(self, game_id: str) -> GameView:
        """The game with its state at the head (the log on demand); raises game_not_found."""
        stored = self._load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self._state(game, stored) if stored.game.order else None
        return GameView(stored.game, game, state, self.reader, stored.press)

    def record(self, game_id: str) -> GameRecord:
        """The game item alone, without replaying anything; raises game_not_found."""
        return self._load(game_id).game

    def state_at(self, game_id: str, version: int) -> GameView:
        """The game with the rules state as it was at `version` (the head's for a later one)."""
        stored = self._load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self.reader.state_at(game, stored, version) if stored.game.order else None
        return GameView(stored.game, game, state, self.reader, stored.press)

    def events_since_own_move(self, game_id: str, player: str) -> list[Any]:
        """The rules' events since `player`'s last own decision (see GameReader)."""
        record = self._load(game_id).game
        if not record.order:
            return []
        return self.reader.events_since_own_move(self.rules_for(record.rules), record, player)

    def export(self, game_id: str) -> dict[str, Any]:
        """The export document of a game (see chain.export): it reads the whole log; the table
        talk goes beside it, in a chain of its own."""
        stored = self._load(game_id)
        return {**chain.export(stored.game, whole_log(self.reader, stored.game, afresh=True)),
                "press": press.exported(stored.game, stored.press)}

    def games(self) -> list[GameRecord]:
        """Every game in the store, newest first."""
        return self.store.games()

    # ---- plumbing --------------------------------------------------------------------------

    def _retrying(self, game_id: str, build: Callable[[StoredGame, str], Write]) -> Any:
        """Load, decide, write; on a lost race start again from a fresh load (with the whole
        log after a duplicate: the key it repeats may be older than the snapshot)."""
        whole = False
        for _ in range(self.retries):
            stored = self._load(game_id, whole=whole)
            decided = build(stored, self._now())
            change = decided.change
            if change is None:
                return decided.value
            if not decided.scheduled:
                change = scheduled(change)
            change = self._snapshotted(change, decided.state, stored)
            # the talk waiting for a player rides in their mail of this write
            change = press.carry(change, stored.press)
            try:
                self.store.apply(change)
            except VersionConflict:
                continue
            except DuplicateSubmission:
                whole = True
                continue
            if decided.state is not None:
                self.reader.remember(change.game, decided.state, change.entries,
                                     change.snapshot)
            self._play_on(change.game)
            self._ended(stored.game, change.game)
            return decided.value
        raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")

    def _play_on(self, record: GameRecord) -> None:
        """Go on at once when a write stopped with moves left for the service to play (bots,
        standing orders; see run.MAX_ENTRIES_PER_WRITE): a game of bots runs to its end, and a
        player facing bots gets their turn now. A crash meanwhile loses nothing: the game is
        due, and the next sweep goes on."""
        if getattr(self._local, "playing_on", False) or not deadlines.plays_on(record):
            return
        self._local.playing_on = True  # the writes below come back here: one loop drives them
        try:
            for _ in range(MAX_BOT_WRITES):
                if not self.tick_game(record.id):
                    return
                if not deadlines.plays_on(self._load(record.id).game):
                    return
        finally:
            self._local.playing_on = False

    def _ended(self, before: GameRecord | None, after: GameRecord) -> None:
        """Run the game-over hooks when this write ended the game. The game's write stands
        whatever they meet: a store or a refusal that fails them is reported (not told to
        the player whose move ended the game), and the tournament's sweep looks again later
        (see tournaments.CHECK_AGAIN)."""
        if not after.ended or (before is not None and before.ended):
            return
        for hook in self.game_over:
            try:
                hook(self, after)
            except (StoreError, ServiceError) as exc:
                print(f"pbm: after the end of game {after.id}: {exc}", file=sys.stderr)

    def _state(self, game: Game, stored: StoredGame) -> Any:
        return self.reader.state(game, stored)

    def _snapshotted(self, change: Change, state: Any, stored: StoredGame | None) -> Change:
        """The change with the snapshot its game item keeps: the state it leaves when that is
        known and the loaded snapshot is the store's `snapshot_every` entries behind or more
        (or there is none), else the snapshot loaded (the log after it grows until the next
        one); none once the game has ended."""
        record = change.game
        if record.status in ENDED:
            # nothing is played on an ended game, and its pages read the whole log for the
            # history anyway: a snapshot would only take room (issue 14's storage per game)
            return replace(change, snapshot=None)
        loaded = stored.snapshot if stored is not None else None
        if state is None or not record.moves or (
                loaded is not None and record.moves - loaded.seq < self._snapshot_every):
            return replace(change, snapshot=loaded)
        version = change.entries[-1].version if change.entries else \
            (stored.last_version if stored is not None else 0)
        taken = snapshot.take(self.rules_for(record.rules), record.id, record.moves, version,
                              record.head, state)
        return replace(change, snapshot=taken)

    def _load(self, game_id: str, *, whole: bool = False) -> StoredGame:
        try:  # a changed row must never be played on (nor its game mailed about)
            return self.reader.load(game_id, whole=whole)
        except GameNotFound:
            raise ServiceError(ErrorCode.GAME_NOT_FOUND, f"there is no game {game_id}") from None
        except chain.BrokenChain as exc:
            raise corrupt(exc, None) from None

    def _now(self) -> str:
        return iso(self.clock.now())

    def _new_id(self) -> str:
        return base64.b32encode(self.secrets.token_bytes(5)).decode().lower()


def _after_game(service: GameService, record: GameRecord) -> None:
    """Rate the ended game and let its tournament go on (imported late: most writes never
    end a game, and the ratings load openskill)."""
    from .tournaments import game_over

    game_over(service, record)
