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
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import rules
from rules import Game

from . import chain, deadlines, news, press, snapshot
from .checks import corrupt, whole_log
from .controls import Controls
from .creating import Creating, PlayerSpec
from .model import (
    ENDED,
    ErrorCode,
    GameRecord,
    LogEntry,
    Notification,
    PressMessage,
    ServiceError,
    evolve,
)
from .news import News
from .playing import Notice, Playing, Submission
from .reading import GameReader, Step
from .replay import initial_state, stepped
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
                 rules_for: Callable[[str], Game] = rules.get, retries: int = 8,
                 settle_at_once: bool = False, key: bytes | None = None):
        self.store = store
        self.clock = clock
        self.secrets = secrets
        self.rules_for = rules_for
        self.retries = retries
        # the seal key (chain.seal_key of the service's secret): every write seals the chain's
        # head and the snapshot with it, every load checks them; None: plain hashes only
        self.key = key
        self.reader = GameReader(store, rules_for, key=key)  # the one way to read a game
        self._snapshot_every = getattr(store, "snapshot_every", 1)  # see GameStore
        self._local = threading.local()  # per thread: whether it is driving bots (see below)
        # what follows a game's end (its ratings, its tournament; see ending.py) is the sweep's
        # work: the write that ends a game leaves it due. True: this process does that work
        # right after such a write (the CLI's choice; never the Lambda functions' or the web's,
        # whose every move stays one read and one write)
        self.settle_at_once = settle_at_once

    def with_store(self, store: GameStore) -> GameService:
        """The same service over another store (a wrapper of this one's), sharing the cache of
        replayed states."""
        other = GameService(store, self.clock, self.secrets, self.rules_for, self.retries,
                            self.settle_at_once, self.key)
        other.reader = self.reader.over(store)
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
        log = whole_log(self.reader, stored.game, afresh=True)
        return chain.export(stored.game, log, self.key, press.exported(stored.game, stored.press),
                            withheld=self._withheld(stored.game, log))

    def _withheld(self, record: GameRecord, log: Sequence[LogEntry]) -> frozenset[int]:
        """The log entries (by seq) whose moves the rules still seal from everyone but their
        makers: an export, made for the organizer, shows only their digests. Nothing to replay
        for a game whose rules never seal a move."""
        game = self.rules_for(record.rules)
        if not record.order or not log or type(game).sealed is Game.sealed:
            return frozenset()
        moves, state = [], initial_state(game, record)
        for entry in log:
            move = game.parse(state, entry.player, entry.text)
            state = game.apply(state, entry.player, move)
            if entry.player != rules.CHANCE:
                moves.append((entry.seq, move))
        return frozenset(seq for seq, move in moves if game.sealed(state, move))

    def person_export(self, email: str) -> dict[str, Any]:
        """Everything the service holds about a person, as JSON-safe data (see people.py)."""
        from . import people

        return people.export(self, email, self._now())

    def erase_person(self, email: str, erasure: Any = None) -> list[str]:
        """Erase a person from every game and record (see people.py), writing through
        `erasure` (default: the store itself, as SQLite's is); the games' ids."""
        from . import people

        return people.erase(self, email, self.store if erasure is None else erasure)

    def games(self) -> list[GameRecord]:
        """Every game in the store, newest first."""
        return self.store.games()

    # ---- plumbing --------------------------------------------------------------------------

    def _retrying(self, game_id: str, build: Callable[[StoredGame, str], Write]) -> Any:
        """Load, decide, write; on a lost race start again from a fresh load (with the whole
        log after a duplicate: the key it repeats may be older than the snapshot)."""
        whole = False
        for _ in range(self.retries):
            stored = self._load(game_id, whole=whole, playing=True)
            now = self._now()
            decided = build(stored, now)
            change = decided.change
            if change is None:
                return decided.value
            change, recent = self._finished(decided, stored, now)
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
                                     change.snapshot, recent)
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
                if not self.tick_game(record.id, settle=False):  # the end: see _ended
                    return
                if not deadlines.plays_on(self._load(record.id).game):
                    return
        finally:
            self._local.playing_on = False

    def _ended(self, before: GameRecord | None, after: GameRecord) -> None:
        """When this write ended the game and the entry point asked for it (settle_at_once),
        do what the sweep would do after the end (see ending.py) now. The game's write stands
        whatever that meets: a store or a refusal that fails it is reported (not told to the
        player whose move ended the game), and the game stays due for the sweep."""
        if not self.settle_at_once or not after.ended or (before is not None and before.ended):
            return
        try:
            self.settle(after.id)
        except (StoreError, ServiceError) as exc:
            print(f"pbm: after the end of game {after.id}: {exc}", file=sys.stderr)

    def settle(self, game_id: str, stored: StoredGame | None = None) -> list[str]:
        """Do now what the sweep does after the end of the game (its ratings, its tournament;
        see ending.py), if that is due; what was done. `stored`: the game as just loaded."""
        from . import ending  # late: most writes never end a game, and ratings load openskill

        return ending.settle(self, game_id, stored)

    def _state(self, game: Game, stored: StoredGame) -> Any:
        return self.reader.state(game, stored)

    def _finished(self, decided: Write, stored: StoredGame | None, now: str
                  ) -> tuple[Change, News | None]:
        """The change a build step decided, ready to write: its game item's due time, due at
        once when the write ends the game (see ending.py), and its snapshot (see
        `_snapshotted`), with the news after it."""
        record = decided.change.game
        if not decided.scheduled:
            record = deadlines.scheduled(record)
        record = deadlines.ended_due(stored.game if stored is not None else None, record, now)
        if self.key is not None and record.moves:
            record = evolve(record, seal=chain.head_seal(self.key, record.id, record.moves,
                                                         record.head))
        return self._snapshotted(decided, record, stored)

    def _snapshotted(self, decided: Write, record: GameRecord, stored: StoredGame | None
                     ) -> tuple[Change, News | None]:
        """The change with its game item `record` (and the stored due time it moves on from,
        see Change.due_before), the snapshot that item keeps, and the news after it. The
        snapshot is the state the change leaves (with those news, which its players' mail
        needs) when that is known and the loaded snapshot is the store's `snapshot_every`
        entries behind or more (or there is none), else the snapshot loaded (the log after it
        grows until the next one); none once the game has ended and its game-over work is done.
        Each notification of the change names the read-backs its mail may carry (see
        news.with_mail_moves)."""
        change, state = decided.change, decided.state
        loaded = taken = stored.snapshot if stored is not None else None
        recent = None
        if record.order:
            game = self.rules_for(record.rules)
            recent = self._news(game, decided, record, stored)
            if state is not None and record.moves and (
                    loaded is None or record.moves - loaded.seq >= self._snapshot_every):
                version = change.entries[-1].version if change.entries else \
                    (stored.last_version if stored is not None else 0)
                taken = snapshot.take(game, record.id, record.moves, version, record.head,
                                      state, recent, self.key)
        if record.status in ENDED and record.due_at is None:
            # nothing is played on an ended game, and its pages read the whole log for the
            # history anyway: a snapshot would only take room (issue 14's storage per game).
            # It stays while the game is due for its game-over work (ending.py): the game-over
            # mails and that sweep then read the game item alone.
            taken = None
        return evolve(change, game=record, snapshot=taken, notifications=news.with_mail_moves(
            change.notifications, record, recent),
            due_before=stored.game.due_at if stored is not None else None), recent

    def _with_mail_moves(self, stored: StoredGame, notifications: Sequence[Notification]
                         ) -> tuple[Notification, ...]:
        """Notifications recorded without a change to the game, each naming the read-backs
        its mail may carry (see news.with_mail_moves), from the news of the game as loaded."""
        record = stored.game
        recent = self.reader.news(self.rules_for(record.rules), stored) if record.order \
            else None
        return news.with_mail_moves(notifications, record, recent)

    def _news(self, game: Game, decided: Write, record: GameRecord, stored: StoredGame | None
              ) -> News:
        """The news after the write of `record` (see news.py): the loaded game's, extended by
        the write's steps (replayed from the state it started from when the write does not
        carry them)."""
        entries = decided.change.entries
        before = self.reader.news(game, stored) if stored is not None else None
        steps = decided.steps
        if steps is None and entries:
            started = stored is not None and stored.game.order
            steps = stepped(game, self.reader.state(game, stored) if started
                            else initial_state(game, record), entries)[0]
        return news.extend(before, record, steps or ())

    def _load(self, game_id: str, *, whole: bool = False, playing: bool = False
              ) -> StoredGame:
        try:  # a changed row must never be played on (nor its game mailed about)
            return self.reader.load(game_id, whole=whole, playing=playing)
        except GameNotFound:
            raise ServiceError(ErrorCode.GAME_NOT_FOUND, f"there is no game {game_id}") from None
        except chain.BrokenChain as exc:
            raise corrupt(exc, None) from None

    def _now(self) -> str:
        return iso(self.clock.now())

    def _new_id(self) -> str:
        return base64.b32encode(self.secrets.token_bytes(5)).decode().lower()
