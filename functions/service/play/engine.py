"""The one load-decide-write loop every job of the game service shares.

Every change is one atomic write through the store port (see store.Change): the game item
guarded by the version it was loaded at, the new log entries, and the outbox notifications.
A write that loses a race is retried from a fresh load, where the checks run again.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from typing import Any

from functions.service.ledger import chain, news, press, snapshot
from functions.service.ledger.checks import corrupt
from functions.service.ledger.news import News
from functions.service.ledger.reading import GameReader
from functions.service.ledger.replay import initial_state, stepped
from functions.service.records.forms import evolve
from functions.service.records.game import ENDED, RUNNING, GameRecord
from functions.service.records.notifications import Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.schedule import deadlines
from functions.service.store import (
    Change,
    DuplicateSubmission,
    GameNotFound,
    Ledger,
    StoredGame,
    VersionConflict,
)
from functions.service.system import Clock, Secrets, iso
from rules import AnyRules

from . import silence
from .outbox import news_kept
from .run import Write

# What follows a write that stood: (the game before it, None for a new game; the game after).
FollowUp = Callable[[GameRecord | None, GameRecord], None]


def _nothing(before: GameRecord | None, after: GameRecord) -> None:
    """No follow-up (an engine on its own, before a service takes it)."""


class Engine:
    """The adapters a game service works through (store, clock, secrets, rules), the one way
    to read a game, and the checked write every job decides through `retrying`."""

    def __init__(self, store: Ledger, clock: Clock, secrets: Secrets,
                 rules_for: Callable[[str], AnyRules], retries: int = 8,
                 key: bytes | None = None, reader: GameReader | None = None):
        self.store = store  # its ledger: the games it loads and writes (a job takes its roles)
        self.clock = clock
        self.secrets = secrets
        self.rules_for = rules_for
        self.retries = retries
        # the seal key (chain.seal_key of the service's secret): every write seals the chain's
        # head and the snapshot with it, every load checks them; None: plain hashes only
        self.key = key
        self.reader = reader.over(store) if reader is not None else \
            GameReader(store, rules_for, key=key)
        self._snapshot_every = getattr(store, "snapshot_every", 1)  # see GameStore
        # what the service does after each write that stood (play on, settle an ended game):
        # set by the service that owns this engine
        self.follow_up: FollowUp = _nothing

    def retrying(self, game_id: str, build: Callable[[StoredGame, str], Write]) -> Any:
        """Load, decide, write; on a lost race start again from a fresh load (with the whole
        log after a duplicate: the key it repeats may be older than the snapshot). Returns
        what `build` decided the write returns."""
        whole = False
        for _ in range(self.retries):
            stored = self.load(game_id, whole=whole, playing=True)
            now = self.now()
            decided = build(stored, now)
            change = decided.change
            if change is None:
                return decided.value
            decided = self.stamped(decided, now)
            change, recent = self.finished(decided, stored, now)
            # the talk waiting for a player rides in their mail of this write
            game, mails = press.carry(change.game, change.notifications, stored.press)
            change = evolve(change, game=game, notifications=mails)
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
            self.follow_up(stored.game, change.game)
            return decided.value
        raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")

    def stamped(self, decided: Write, now: str) -> Write:
        """The write with each seat it mails stamped with that mail (see play.silence: a week
        without one brings a summary), and each it brought news of their own but no mail
        marked (see outbox.news_kept); a write that returns its game returns it stamped."""
        mailed = silence.stamped(decided.written, now)
        if decided.steps and mailed.game.status == RUNNING:
            mailed = news_kept(mailed, decided.steps,
                               self.rules_for(mailed.game.rules).event_kinds)
        if mailed is decided.written:
            return decided
        value = mailed.game if decided.value is decided.written.game else decided.value
        return evolve(decided, change=mailed, value=value)

    def finished(self, decided: Write, stored: StoredGame | None, now: str
                 ) -> tuple[Change, News | None]:
        """The change a build step decided, ready to write: its game item's due time, due at
        once when the write ends the game (see ending.py), and its snapshot (see
        `_snapshotted`), with the news after it."""
        record = decided.written.game
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
        change, state = decided.written, decided.state
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

    def with_mail_moves(self, stored: StoredGame, notifications: Sequence[Notification]
                        ) -> tuple[Notification, ...]:
        """Notifications recorded without a change to the game, each naming the read-backs
        its mail may carry (see news.with_mail_moves), from the news of the game as loaded."""
        record = stored.game
        recent = self.reader.news(self.rules_for(record.rules), stored) if record.order \
            else None
        return news.with_mail_moves(notifications, record, recent)

    def _news(self, game: AnyRules, decided: Write, record: GameRecord, stored: StoredGame | None
              ) -> News:
        """The news after the write of `record` (see news.py): the loaded game's, extended by
        the write's steps (replayed from the state it started from when the write does not
        carry them)."""
        entries = decided.written.entries
        before = self.reader.news(game, stored) if stored is not None else None
        steps = decided.steps
        if steps is None and entries:
            steps = stepped(game, self.reader.state(game, stored)
                            if stored is not None and stored.game.order
                            else initial_state(game, record), entries, record)[0]
        return news.extend(before, record, steps or ())

    def load(self, game_id: str, *, whole: bool = False, playing: bool = False) -> StoredGame:
        """The game as stored (see GameReader.load); raises game_not_found, corrupt_game."""
        try:  # a changed row must never be played on (nor its game mailed about)
            return self.reader.load(game_id, whole=whole, playing=playing)
        except GameNotFound:
            raise ServiceError(ErrorCode.GAME_NOT_FOUND, f"there is no game {game_id}") from None
        except chain.BrokenChain as exc:
            raise corrupt(exc, None) from None

    def state(self, game: AnyRules, stored: StoredGame) -> Any:
        """The rules state at the head of the stored game."""
        return self.reader.state(game, stored)

    def now(self) -> str:
        """The clock's instant, as the records keep it."""
        return iso(self.clock.now())

    def new_id(self) -> str:
        """A fresh game id: eight letters and digits from the secrets source."""
        return base64.b32encode(self.secrets.token_bytes(5)).decode().lower()
