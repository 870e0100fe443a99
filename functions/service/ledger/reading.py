"""The one way to read a game: the record without replay, the rules state at the head (from the
snapshot kept with the game item plus the few entries after it), the state at an earlier
version, and the steps of the log with each step's events, all through one cache.

A load reads a bounded amount whatever the game's length (see snapshot.py). What needs the
whole log (the history of a page, the state at an old version, the export) reads it explicitly,
once per game and process: the log is kept here and extended by the entries written since.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from functions.service.records.game import GameRecord
from functions.service.records.moves import AUTO_SOURCE, LogEntry, bots_played, flagged
from functions.service.records.newest import Newest
from functions.service.store import ForMail, Ledger, StoredGame
from rules import AnyRules, Event

from . import chain
from .news import News, extend
from .replay import initial_state, removed_marked, step, stepped
from .snapshot import Snapshot


@dataclass(frozen=True, slots=True)
class Step:
    """One log entry replayed: the state before it, the rules' move it reads as, and the state
    after it (`after.events` are the step's events)."""

    entry: LogEntry
    before: Any
    move: Any
    after: Any

    @property
    def events(self) -> tuple[Event, ...]:
        """What happened in this step."""
        return tuple(self.after.events)


@dataclass(frozen=True, slots=True)
class _Head:
    """A game's state after entry `seq` (chain hash `head`)."""

    seq: int
    head: str
    state: Any


@dataclass(frozen=True, slots=True)
class _Events:
    """The events of each step of a log prefix (`count` entries, the last with hash `head`), and
    the state after it: extended by the steps written since, never replayed again."""

    count: int
    head: str
    events: tuple[tuple[Event, ...], ...]
    state: Any


HISTORIES = 32  # games whose events per step are kept (they grow with the game)


class GameReader:
    """Reads games from a store through one cache of states and logs (shared by the service,
    the mail and the web of one process)."""

    def __init__(self, store: Ledger, rules_for: Callable[[str], AnyRules], size: int = 256,
                 key: bytes | None = None):
        self.store = store
        self.rules_for = rules_for
        self._size = size
        self.key = key  # the seal key (chain.seal_key): seals of heads and snapshots checked
        self._chains = chain.ChainCheck(size, key)
        self._heads: Newest[str, _Head] = Newest(size)
        self._logs: Newest[str, tuple[LogEntry, ...]] = Newest(size)
        self._events: Newest[str, _Events] = Newest(HISTORIES)
        self._news: Newest[str, tuple[str, News]] = Newest(size)  # by chain head
        # the steps `state` last replayed from each game's snapshot, with their events (head,
        # snapshot position, steps): the news at that head extend the snapshot's with them,
        # rather than restore and replay it again (a cold move reads both)
        self._replayed: Newest[str, tuple[str, int, tuple]] = Newest(size)
        # each game's snapshot last found intact (or sealed by this process): the same object
        # loaded again (the store's cache hands it back) is not hashed again
        self._intact: Newest[str, Snapshot] = Newest(size)
        # each game's last fresh read (StoredGame.fresh) whose rows before its snapshot were
        # checked too: the store's cache hands the same object back while nobody else writes
        self._whole: Newest[str, StoredGame] = Newest(size)
        # each game's players as last read: an erasure renames them under the same chain head
        # (seats are hashed by seat), which every cache above keys on
        self._orders: Newest[str, tuple[str, ...]] = Newest(size)
        self._lock = threading.Lock()

    def over(self, store: Ledger) -> GameReader:
        """The same cache over another store (a wrapper of this one's)."""
        other = GameReader(store, self.rules_for, self._size, self.key)
        (other._chains, other._heads, other._logs, other._events, other._news, other._replayed,
         other._intact, other._whole, other._orders, other._lock) = (
            self._chains, self._heads, self._logs, self._events, self._news, self._replayed,
            self._intact, self._whole, self._orders, self._lock)
        return other

    def forget(self, game_id: str) -> None:
        """Drop everything kept of the game: it was written again other than by a move (an
        erasure renames its players under the same chain head, which the cache keys on)."""
        with self._lock:
            for cache in (self._heads, self._logs, self._events, self._news, self._replayed,
                          self._intact, self._whole, self._orders):
                cache.pop(game_id, None)
        self._chains.forget(game_id)

    def _renamed(self, record: GameRecord) -> None:
        """Forget the game when its players' names changed since this process last read it
        (an erasure by another process, or another reader of this one)."""
        order = tuple(record.order)
        with self._lock:
            known = self._orders.get(record.id)
            self._orders.put(record.id, order)
        if known is not None and known != order:
            self.forget(record.id)
            with self._lock:
                self._orders.put(record.id, order)

    # ---- the game item and the head --------------------------------------------------------

    def load(self, game_id: str, *, whole: bool = False, playing: bool = False) -> StoredGame:
        """The game as stored, its log checked against the chain: the snapshot and the entries
        after it, or (`whole`, or when the snapshot does not match its hash or the log) the
        whole log without a snapshot. `playing`: the load a write decides on; when the store
        read it afresh from rows someone else may have written (StoredGame.fresh), the rows
        before the snapshot are checked too, so an old move edited in the store is noticed
        when the next move is played. Raises GameNotFound or chain.BrokenChain."""
        read = self.store.load(game_id)
        self._renamed(read.game)
        stored = self._checked(read, whole)
        if playing and read.fresh and stored.snapshot is not None:
            with self._lock:  # the same read handed back again (the store's cache): done
                done = self._whole.get(game_id) is read
            if not done:
                self.log(stored.game, afresh=True)
                with self._lock:
                    self._whole.put(game_id, read)
        return stored

    def load_for_mail(self, game_id: str, ids: Sequence[str], address: str) -> ForMail:
        """What a mail reads (see Ledger.load_for_mail), its log checked as `load` does."""
        read = self.store.load_for_mail(game_id, ids, address)
        self._renamed(read.stored.game)
        return read._replace(stored=self._checked(read.stored))

    def load_for_mails(self, wanted: Sequence[tuple[str, Sequence[str], str]]
                       ) -> list[ForMail | None]:
        """What each mail of a batch reads (see Ledger.load_for_mails), checked as `load` does."""
        return [None if read is None else read._replace(stored=self._checked(read.stored))
                for read in self.store.load_for_mails(wanted)]

    def _checked(self, stored: StoredGame, whole: bool = False) -> StoredGame:
        """`stored` with its log checked against the chain (see `load`)."""
        game_id = stored.game.id
        snapshot = stored.snapshot
        if snapshot is not None and not whole and snapshot.seq <= stored.game.moves \
                and self._sealed(game_id, snapshot):
            try:
                self._chains.check(stored.game, stored.log, snapshot.seq, snapshot.head)
                return stored
            except chain.BrokenChain:
                pass  # the snapshot or the log: the whole log tells which
        # never past the game item's length: a racing write may have added entries since
        log = self.store.log(game_id)[:stored.game.moves] if snapshot is not None else stored.log
        self._chains.check(stored.game, log)
        self._keep_log(game_id, log)
        return StoredGame(stored.game, log, press=stored.press)

    def _sealed(self, game_id: str, snapshot: Snapshot) -> bool:
        """Whether the snapshot matches its hash: known when it is the one last found so (or
        written by this process), else hashed."""
        with self._lock:
            if self._intact.get(game_id) is snapshot:
                return True
        if not snapshot.intact(game_id, self.key):
            return False
        with self._lock:
            self._intact.put(game_id, snapshot)
        return True

    def state(self, game: AnyRules, stored: StoredGame) -> Any:
        """The rules state after the whole log of `stored` (a started game), replaying only the
        entries after the cached state or the snapshot."""
        record = stored.game
        after = stored.snapshot.seq if stored.snapshot is not None else 0
        with self._lock:
            known = self._heads.get(record.id)
        start, state = after, None
        if known is not None and after <= known.seq <= record.moves and (
                known.head == (stored.log[known.seq - after - 1].hash if known.seq > after
                               else (stored.snapshot.head if stored.snapshot else ""))):
            start, state = known.seq, known.state
        if state is None and stored.snapshot is not None:
            try:
                state = stored.snapshot.restore(game)
            except (ValueError, KeyError, TypeError, IndexError):
                # a dump these rules no longer read: the whole log rebuilds it
                return self.state(game, self.load(record.id, whole=True))
        if state is None:
            state = initial_state(game, record)
        if known is not None and state is known.state and start == record.moves:
            with self._lock:  # the head as kept: nothing replayed, nothing new to keep
                if record.id in self._heads:
                    self._heads.move_to_end(record.id)
            return state
        steps, state = stepped(game, state, stored.log[start - after:], record)
        self.remember(record, state)
        if start == after and stored.snapshot is not None:
            with self._lock:
                self._replayed.put(record.id, (record.head, after, tuple(steps)))
        return state

    def remember(self, record: GameRecord, state: Any, written: Sequence[LogEntry] = (),
                 snapshot: Snapshot | None = None, recent: News | None = None) -> None:
        """Keep `state` as the state after the log of `record` (as just written, with the
        entries `written`: a log kept whole goes on with them, without reading them back, and
        so does the checked log after the `snapshot` written with them; `recent`: the news
        at its head)."""
        if not record.moves:
            return
        if snapshot is not None and snapshot.seq < record.moves:
            self._chains.written(record.id, snapshot.seq, written)
        with self._lock:
            if snapshot is not None and snapshot.seq == record.moves:
                self._intact.put(record.id, snapshot)  # sealed as it was taken
            if recent is not None and recent.seq == record.moves:
                self._news.put(record.id, (record.head, recent))
            self._heads.put(record.id, _Head(record.moves, record.head, state))
            kept = self._logs.get(record.id)
            if written and kept is not None and len(kept) + len(written) == record.moves \
                    and written[0].seq == len(kept) + 1:
                self._logs.put(record.id, kept + tuple(written))

    def news(self, game: AnyRules, stored: StoredGame) -> News | None:
        """The news at the head of the loaded game (see news.py): as this process last wrote
        them, else the snapshot's, extended by the entries after it (replayed from its state);
        None when the snapshot keeps none."""
        record = stored.game
        with self._lock:
            known = self._news.get(record.id)
        if known is not None and known[0] == record.head and known[1].seq == record.moves:
            return known[1]
        kept = stored.snapshot
        recent = kept.recent() if kept is not None else None
        if kept is None or recent is None or not stored.log:
            return recent
        with self._lock:
            replayed = self._replayed.get(record.id)
        if replayed is not None and replayed[:2] == (record.head, kept.seq):
            return extend(recent, record, replayed[2])  # `state` replayed these steps
        try:
            state = kept.restore(game)
        except (ValueError, KeyError, TypeError, IndexError):
            return None  # a dump these rules no longer read: the mail reads the log
        return extend(recent, record, stepped(game, state, stored.log, record)[0])

    # ---- the whole log ---------------------------------------------------------------------

    def log(self, record: GameRecord, *, afresh: bool = False) -> tuple[LogEntry, ...]:
        """The whole log of `record`, checked against the chain: read once, then only the
        entries written since (`afresh`: every row read again, for an export)."""
        with self._lock:
            kept = () if afresh else self._logs.get(record.id, ())
        if len(kept) > record.moves:
            kept = kept[:record.moves]
        if len(kept) < record.moves:  # a store may hold more than an older record knows of
            kept += self.store.log(record.id, len(kept))[:record.moves - len(kept)]
        try:
            self._chains.check(record, kept)
        except chain.BrokenChain:  # what was kept is not this log's start: read it afresh
            kept = self.store.log(record.id)[:record.moves]
            self._chains.check(record, kept)
        self._keep_log(record.id, kept)
        return kept

    def _keep_log(self, game_id: str, log: tuple[LogEntry, ...]) -> None:
        with self._lock:
            self._logs.put(game_id, log)

    def walk(self, game: AnyRules, record: GameRecord, log: Sequence[LogEntry] | None = None
             ) -> Iterator[Step]:
        """Every step of the log (default: the whole log of `record`) replayed from the start."""
        state = initial_state(game, record)
        for entry in self.log(record) if log is None else log:
            move = game.parse(state, entry.player, entry.text)
            before, state = state, game.apply(state, entry.player, move)
            yield Step(entry, before, move, state)

    def state_at(self, game: AnyRules, stored: StoredGame, version: int) -> Any:
        """The rules state as it was at game `version` (after the entries written up to it)."""
        if version >= stored.last_version:
            return self.state(game, stored)
        state = initial_state(game, stored.game)
        for entry in self.log(stored.game):
            if entry.version > version:
                break
            state = step(game, state, entry.player, entry.text)
        return state

    def events_since_own_move(self, game: AnyRules, record: GameRecord, player: str
                              ) -> list[dict[str, Any]]:
        """The rules' events (as dicts, a bot's step's flagged: see records.moves.bots_played)
        since `player`'s last own decision (all of them if they have not decided anything
        yet): what happened since their last turn, for the mail that says it is theirs again.
        Moves the service played for them (their throw, a standing order) are part of what
        happened."""
        log = self.log(record)
        last = max((e.seq for e in log if e.player == player and e.source != AUTO_SOURCE),
                   default=0)
        return [flagged(event.to_dict(), owner) for (entry, owner), events in
                zip(bots_played(log), self._step_events(game, record, log), strict=True)
                if entry.seq > last for event in events]

    def events_after(self, game: AnyRules, record: GameRecord, seq: int) -> list[dict[str, Any]]:
        """The rules' events after log position `seq` (as dicts, each with its step's position
        as "seq", a bot's step's flagged): what happened since a player's last mail (see
        play.silence)."""
        log = self.log(record)
        return [flagged(event.to_dict(), owner) | {"seq": entry.seq} for (entry, owner), events
                in zip(bots_played(log), self._step_events(game, record, log), strict=True)
                if entry.seq > seq for event in events]

    def _step_events(self, game: AnyRules, record: GameRecord, log: tuple[LogEntry, ...]
                     ) -> tuple[tuple[Event, ...], ...]:
        """The events of each step of `log` (the whole log of `record`), replaying only the
        steps not replayed before in this process."""
        with self._lock:
            known = self._events.get(record.id)
        if known is not None and 0 < known.count <= len(log) \
                and log[known.count - 1].hash == known.head:  # the chain: the same prefix
            events, state = list(known.events), known.state
        else:
            events, state = [], initial_state(game, record)
        for entry in log[len(events):]:
            state = step(game, state, entry.player, entry.text)
            events.append(removed_marked(record, entry, state.events))
        if log:
            with self._lock:
                self._events.put(record.id,
                                 _Events(len(log), log[-1].hash, tuple(events), state))
        return tuple(events)

