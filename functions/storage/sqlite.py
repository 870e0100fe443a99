"""The SQLite store: the embedded default for one machine (stdlib sqlite3, WAL, one transaction
per change). Same semantics as the DynamoDB store; the contract tests hold both to them."""

from __future__ import annotations

import functools
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from functions.service.ledger.snapshot import Snapshot
from functions.service.records.forms import SCHEMA
from functions.service.records.game import GameRecord
from functions.service.records.labels import normal_address
from functions.service.records.moves import LOG_FORM, LogEntry
from functions.service.records.newest import Newest
from functions.service.records.notifications import Notification
from functions.service.records.talk import PressMessage
from functions.service.store import (
    ANSWER_RETENTION,
    MAIL_RETENTION,
    REGISTERS,
    SENT_WORDS_RETENTION,
    SIGN_IN_RETENTION,
    Change,
    DuplicateSubmission,
    ForMail,
    GameNotFound,
    GameOver,
    SentWords,
    StoredGame,
    StoreUnavailable,
    VersionConflict,
)
from functions.service.system import iso

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    status TEXT NOT NULL,
    due_at TEXT,                   -- the next instant something is due (GameRecord.due_at)
    created_at TEXT NOT NULL,
    data TEXT NOT NULL,
    snapshot TEXT                  -- the rules state at a log position (snapshot.Snapshot)
);
CREATE INDEX IF NOT EXISTS games_by_created ON games (created_at DESC, id);
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    player TEXT NOT NULL,
    text TEXT NOT NULL,
    source TEXT NOT NULL,
    at TEXT NOT NULL,
    prev TEXT NOT NULL,
    hash TEXT NOT NULL,
    version INTEGER NOT NULL,
    idempotency_key TEXT,
    schema INTEGER NOT NULL DEFAULT 1, -- the row's schema (moves.LOG_FORM); 1: written before
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS moves_by_idempotency_key ON moves (game_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
CREATE TABLE IF NOT EXISTS members (
    game_id TEXT NOT NULL,
    role TEXT NOT NULL,            -- 'organizer', 'seat:<seat id>' or 'former:<seat>:<n>'
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, role)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS members_by_email ON members (email, created_at DESC);
CREATE TABLE IF NOT EXISTS outbox (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    claimed_until TEXT,            -- a sender holds it until then (see claim)
    send_started TEXT,             -- when that sender began sending it (see start_send)
    data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (created_at) WHERE sent_at IS NULL;
CREATE TABLE IF NOT EXISTS undeliverable (
    email TEXT PRIMARY KEY,
    reason TEXT NOT NULL,
    at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS answers (
    game_id TEXT NOT NULL,
    seat TEXT NOT NULL,
    answer TEXT NOT NULL,          -- the notification id of the answer
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, answer)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS answers_by_time ON answers (game_id, seat, at);
CREATE TABLE IF NOT EXISTS processed_mail (
    game_id TEXT NOT NULL,
    mail_key TEXT NOT NULL,        -- the inbound mail's idempotency key
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, mail_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sent_words (
    game_id TEXT NOT NULL,
    seat TEXT NOT NULL,
    version INTEGER NOT NULL,      -- the game version the mail's reply token names
    notification_id TEXT NOT NULL,
    lines TEXT NOT NULL,           -- the mail's distinct lines, one a line
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, version, notification_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS press (
    game_id TEXT NOT NULL,
    seq INTEGER NOT NULL,          -- table talk, chained (see functions/service/press.py)
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS sign_ins (
    token_id TEXT PRIMARY KEY,     -- the random part of a sign-in link (see service/signin.py)
    email TEXT NOT NULL,
    at TEXT NOT NULL,              -- issued
    expires TEXT NOT NULL,
    used_at TEXT                   -- set once: a link opens one session only
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sign_ins_by_email ON sign_ins (email, at);
CREATE TABLE IF NOT EXISTS registers (
    email TEXT PRIMARY KEY,        -- the register a person's mail is written in (store.REGISTERS)
    register TEXT NOT NULL,
    at TEXT NOT NULL               -- when the person last wrote (or was set) in it
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sessions (
    email TEXT PRIMARY KEY,        -- a person's session generation (see service/signin.py)
    generation INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tournaments (
    id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    due_at TEXT,                   -- the sweep looks at the tournament then
    data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tournaments_due_at ON tournaments (due_at) WHERE due_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS tournament_games (
    game_id TEXT PRIMARY KEY,
    tournament_id TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ratings (
    rules TEXT NOT NULL,
    player TEXT NOT NULL,          -- an e-mail address or bot:<level>
    version INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (rules, player)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rated_games (
    game_id TEXT PRIMARY KEY,
    at TEXT NOT NULL
) WITHOUT ROWID;
"""

def _create_private(path: Path) -> None:
    """Make the database file readable by its owner only (0600: it holds the dice seeds of
    running games), before SQLite opens it; SQLite gives its -wal and -shm files the same
    mode. An existing file is left as it is."""
    if str(path) == ":memory:":
        return
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass


WAL_PAGES = 4000  # pages the WAL grows to before a commit checkpoints it

_MOVE_COLUMNS = "seq, player, text, source, at, prev, hash, version, idempotency_key"
_MOVE_NAMES = tuple(_MOVE_COLUMNS.split(", "))


class SqliteStore:
    """GameStore on one SQLite file; safe to share between threads (one connection each)."""

    # A load reads the moves after the snapshot in the same read transaction, and the few rows
    # of up to 15 entries cost less than dumping, hashing and deflating the state at every
    # move (see GameStore; a cold load replays at most those 15, a millisecond at most, and a
    # warm one none: the process's own state and `_Recent` go on from its last write). With
    # 8, a 1926 move cost 4% more instructions.
    snapshot_every = 16

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if self.path.exists() and self.path.stat().st_size == 0:
            # a store always has its schema: an empty file was truncated, not made empty
            raise StoreUnavailable(f"the SQLite store {self.path} is an empty file (truncated?); "
                                   "restore it from a backup, or remove it to start afresh")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(f"the SQLite store {self.path} cannot be made: "
                                   f"{exc.strerror}") from None
        _create_private(self.path)
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self._records = _Parsed(lambda text: GameRecord.from_dict(json.loads(text)))
        self._snapshots = _Parsed(Snapshot.from_json)
        db = self._db()
        db.executescript(_SCHEMA)
        columns = {row[1] for row in db.execute("PRAGMA table_info(outbox)")}
        if "claimed_until" not in columns:  # a file made before claims existed
            db.execute("ALTER TABLE outbox ADD COLUMN claimed_until TEXT")
        if "send_started" not in columns:  # made before sends were noted as begun
            db.execute("ALTER TABLE outbox ADD COLUMN send_started TEXT")
        if "due_at" not in {row[1] for row in db.execute("PRAGMA table_info(games)")}:
            db.execute("ALTER TABLE games ADD COLUMN due_at TEXT")  # made before deadlines acted
        if "snapshot" not in {row[1] for row in db.execute("PRAGMA table_info(games)")}:
            db.execute("ALTER TABLE games ADD COLUMN snapshot TEXT")  # made before snapshots
        if "schema" not in {row[1] for row in db.execute("PRAGMA table_info(moves)")}:
            # made before schema versions: its rows are schema 1
            db.execute("ALTER TABLE moves ADD COLUMN schema INTEGER NOT NULL DEFAULT 1")
        db.execute("CREATE INDEX IF NOT EXISTS games_due_at ON games (due_at) "
                   "WHERE due_at IS NOT NULL")

    def _db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            # autocommit mode: transactions are opened explicitly, writers with BEGIN IMMEDIATE
            # so two racing writers queue on the lock instead of failing on upgrade.
            db = sqlite3.connect(self.path, timeout=30, isolation_level=None,
                                 check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            # A checkpoint copies each page the WAL holds once, however often it was written
            # since: every move rewrites the same few (its game row, the due index, the
            # outbox's), so checkpointing every 4,000 pages (a 16 MB WAL) instead of SQLite's
            # 1,000 spends 3-4% less CPU a move (issue 14).
            db.execute(f"PRAGMA wal_autocheckpoint={WAL_PAGES}")
            self._local.db = db
            with self._lock:
                self._connections.append(db)
        return db

    def _writing(self) -> _Transaction:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        return _Transaction(self._db())

    def close(self) -> None:
        """Close every connection this store opened."""
        with self._lock:
            for db in self._connections:
                db.close()
            self._connections.clear()
        self._local = threading.local()

    def apply(self, change: Change) -> None:
        """Write the change in one transaction; raises VersionConflict/DuplicateSubmission."""
        game = change.game
        try:
            with self._writing() as db:
                self._write_game(db, change)
                db.executemany(
                    f"INSERT INTO moves (game_id, {_MOVE_COLUMNS}, schema) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game.id, e.seq, e.player, e.text, e.source, e.at, e.prev, e.hash,
                      e.version, e.idempotency_key, LOG_FORM.version) for e in change.entries],
                )
                if change.members_changed or change.expected_version == 0:
                    db.executemany(
                        "INSERT OR REPLACE INTO members (game_id, role, email, created_at) "
                        "VALUES (?, ?, ?, ?)",
                        [(game.id, role, email, game.created_at)
                         for role, email in _members(game)],
                    )
                _insert_notifications(db, change.notifications)
                if change.processed_mail is not None:
                    db.execute("INSERT INTO processed_mail (game_id, mail_key, at) "
                               "VALUES (?, ?, ?)", (game.id, *change.processed_mail))
        except (VersionConflict, sqlite3.IntegrityError) as exc:
            # A key or mail claimed already makes the change a duplicate, whatever else failed
            # (a stale version too); looked up only now, after the rollback (the unique indexes
            # refuse a second claim), so a write that succeeds pays no query for it.
            claimed = self._claimed(change)
            if claimed is not None:
                raise DuplicateSubmission(f"{game.id}: {claimed}") from None
            # else a stale version or a taken log position: someone else appended first
            raise VersionConflict(f"{game.id}: {exc}") from None
        recent = getattr(self._local, "recent", None)
        if recent is not None:
            recent.written(change)

    def _claimed(self, change: Change) -> str | None:
        """The change's idempotency key or inbound mail that a stored write has claimed
        already, if any."""
        db, game_id = self._db(), change.game.id
        for entry in change.entries:
            if entry.idempotency_key is not None and db.execute(
                    "SELECT 1 FROM moves WHERE game_id = ? AND idempotency_key = ?",
                    (game_id, entry.idempotency_key)).fetchone():
                return entry.idempotency_key
        if change.processed_mail is not None and db.execute(
                "SELECT 1 FROM processed_mail WHERE game_id = ? AND mail_key = ?",
                (game_id, change.processed_mail[0])).fetchone():
            return f"mail {change.processed_mail[0]}"
        return None

    def _write_game(self, db: sqlite3.Connection, change: Change) -> None:
        game = change.game
        snapshot = self._snapshots.text_of(game.id, change.snapshot)  # carried over: as read
        if snapshot is None and change.snapshot is not None:
            snapshot = change.snapshot.to_json()
        data = game.to_json()
        row = (game.version, game.status, game.due_at, data, snapshot)
        if change.expected_version == 0:
            try:
                db.execute(
                    "INSERT INTO games (version, status, due_at, data, snapshot, id, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)", (*row, game.id, game.created_at))
            except sqlite3.IntegrityError:
                raise VersionConflict(f"{game.id} exists already") from None
            return
        updated = db.execute(
            "UPDATE games SET version = ?, status = ?, due_at = ?, data = ?, snapshot = ? "
            "WHERE id = ? AND version = ?", (*row, game.id, change.expected_version))
        if updated.rowcount != 1:
            raise VersionConflict(f"{game.id} is not at version {change.expected_version}")
        # the next load reads these texts back: what they parse to is known (a rolled-back
        # write leaves texts no row has, never matched). A new game's record is not kept: its
        # options are the rules' normalized values, which may not be shaped as JSON reads them.
        self._records.keep(game.id, data, game)
        self._snapshots.keep(game.id, snapshot, change.snapshot)

    def load(self, game_id: str) -> StoredGame:
        """The game row with its snapshot and the moves after it, read in one transaction;
        a game this connection read or wrote last is not read again while no other connection
        has written since (see _Recent)."""
        db = self._db()
        recent = self._recent(db)
        kept = recent.get(game_id)
        if kept is not None:
            return kept
        db.execute("BEGIN")
        try:
            row = db.execute("SELECT data, snapshot FROM games WHERE id = ?",
                             (game_id,)).fetchone()
            snapshot = self._snapshots.read(game_id, row[1]) if row is not None else None
            moves = db.execute(
                f"SELECT schema, {_MOVE_COLUMNS} FROM moves WHERE game_id = ? AND seq > ? "
                "ORDER BY seq", (game_id, snapshot.seq if snapshot is not None else 0)).fetchall()
            press = db.execute("SELECT data FROM press WHERE game_id = ? ORDER BY seq",
                               (game_id,)).fetchall()
        finally:
            db.execute("COMMIT")
        if row is None:
            raise GameNotFound(game_id)
        stored = StoredGame(self._records.read(game_id, row[0]), _entries(moves), snapshot,
                            tuple(PressMessage.from_dict(json.loads(p[0])) for p in press),
                            fresh=True)
        recent.keep(stored)
        return stored

    def _recent(self, db: sqlite3.Connection) -> _Recent:
        """This connection's recent games, emptied if another connection wrote since."""
        recent = getattr(self._local, "recent", None)
        if recent is None:
            recent = self._local.recent = _Recent()
        recent.check(db.execute("PRAGMA data_version").fetchone()[0])
        return recent

    def _forget(self, game_id: str) -> None:
        recent = getattr(self._local, "recent", None)
        if recent is not None:
            recent.forget(game_id)

    def log(self, game_id: str, after: int = 0) -> tuple[LogEntry, ...]:
        """The game's moves after position `after`, in order."""
        rows = self._db().execute(
            f"SELECT schema, {_MOVE_COLUMNS} FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq",
            (game_id, after)).fetchall()
        return _entries(rows)

    def games(self) -> list[GameRecord]:
        """Every game, newest first."""
        rows = self._db().execute("SELECT data FROM games ORDER BY created_at DESC, id").fetchall()
        return [GameRecord.from_dict(json.loads(r[0])) for r in rows]

    def newest_games(self, statuses: Sequence[str], limit: int,
                     before: tuple[str, str] | None = None) -> list[GameRecord]:
        """Up to `limit` games in these statuses, newest first, created before `before` (see
        GameStore.newest_games): one range of the creation index."""
        where = f"status IN ({', '.join('?' * len(statuses))})"
        if before is not None:
            where += " AND (created_at, id) < (?, ?)"
        rows = self._db().execute(
            f"SELECT data FROM games WHERE {where} ORDER BY created_at DESC, id DESC LIMIT ?",
            (*statuses, *(before or ()), limit)).fetchall()
        return [GameRecord.from_dict(json.loads(r[0])) for r in rows]

    def games_of_player(self, email: str) -> list[str]:
        """Ids of the games where that e-mail holds a seat, newest first."""
        return self._member_games(email, "seat:%")

    def games_of_organizer(self, email: str) -> list[str]:
        """Ids of the games that e-mail organizes, newest first."""
        return self._member_games(email, "organizer")

    def games_of_former(self, email: str) -> list[str]:
        """Ids of the games where that e-mail held a seat and was replaced, newest first."""
        return self._member_games(email, "former:%")

    def _member_games(self, email: str, role: str) -> list[str]:
        rows = self._db().execute(
            "SELECT DISTINCT game_id, created_at FROM members WHERE email = ? AND role LIKE ? "
            "ORDER BY created_at DESC, game_id", (normal_address(email), role)).fetchall()
        return [r[0] for r in rows]

    def due_games(self, now: str) -> list[str]:
        """Ids of the games something is due for at or before `now`, soonest first."""
        rows = self._db().execute(
            "SELECT id FROM games WHERE due_at IS NOT NULL AND due_at <= ? ORDER BY due_at",
            (now,)).fetchall()
        return [r[0] for r in rows]

    def pending_notifications(self, limit: int = 100,
                              after: Notification | None = None) -> list[Notification]:
        """Notifications not yet marked sent, oldest first (after `after`, when given)."""
        if after is None:
            rows = self._db().execute(
                "SELECT data FROM outbox WHERE sent_at IS NULL ORDER BY created_at, id LIMIT ?",
                (limit,)).fetchall()
        else:
            rows = self._db().execute(
                "SELECT data FROM outbox WHERE sent_at IS NULL AND (created_at > ? OR "
                "(created_at = ? AND id > ?)) ORDER BY created_at, id LIMIT ?",
                (after.created_at, after.created_at, after.id, limit)).fetchall()
        return [Notification.from_dict(json.loads(r[0])) for r in rows]

    def mark_sent(self, ids: Sequence[str], at: str) -> None:
        """Mark those notifications sent."""
        with self._writing() as db:
            db.executemany("UPDATE outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL",
                           [(at, i) for i in ids])

    def claim(self, notification_id: str, at: str, until: str) -> bool:
        """Take the notification for sending until `until`, unless it is sent or claimed."""
        claimed = self._db().execute(
            "UPDATE outbox SET claimed_until = ?, send_started = NULL WHERE id = ? "
            "AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?)",
            (until, notification_id, at))
        return claimed.rowcount == 1

    def claim_many(self, ids: Sequence[str], at: str, until: str) -> dict[str, str | None]:
        """`claim` for each of `ids`: the ids claimed, each with when a send had begun under
        the lapsed claim it took over (None: none had)."""
        taken: dict[str, str | None] = {}
        for nid in dict.fromkeys(ids):
            with self._writing() as db:  # the claim taken over read in the claim's transaction
                row = db.execute("SELECT send_started FROM outbox WHERE id = ?",
                                 (nid,)).fetchone()
                claimed = db.execute(
                    "UPDATE outbox SET claimed_until = ?, send_started = NULL WHERE id = ? "
                    "AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?)",
                    (until, nid, at))
                if claimed.rowcount == 1:
                    taken[nid] = row[0] if row else None
        return taken

    def release(self, notification_id: str, until: str) -> None:
        """Give up our claim (made with `until`) on an unsent notification."""
        self._db().execute(
            "UPDATE outbox SET claimed_until = NULL, send_started = NULL WHERE id = ? "
            "AND sent_at IS NULL AND claimed_until = ?", (notification_id, until))

    def start_send(self, notification_id: str, until: str, at: str) -> bool:
        """Note that the send under our claim (made with `until`) began at `at`."""
        started = self._db().execute(
            "UPDATE outbox SET send_started = ? WHERE id = ? AND sent_at IS NULL "
            "AND claimed_until = ?", (at, notification_id, until))
        return started.rowcount == 1


    def add_mail(self, game_id: str, version: int,
                 notifications: Sequence[Notification]) -> None:
        """Insert the mails in one transaction that first checks the game's version."""
        if not notifications:
            return
        with self._writing() as db:
            row = db.execute("SELECT version FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None or row[0] != version:
                raise VersionConflict(f"{game_id} is not at version {version}")
            _insert_notifications(db, notifications)

    def add_notifications(self, notifications: Sequence[Notification]) -> None:
        """Record notifications outside a game change (ids already stored are kept as they are)."""
        with self._writing() as db:
            _insert_notifications(db, notifications)

    def notification(self, notification_id: str) -> Notification | None:
        """The stored notification with its sent time, or None."""
        row = self._db().execute("SELECT data, sent_at, claimed_until FROM outbox WHERE id = ?",
                                 (notification_id,)).fetchone()
        if row is None:
            return None
        return replace(Notification.from_dict(json.loads(row[0])), sent_at=row[1],
                       claimed_until=row[2])

    def mark_undeliverable(self, email: str, reason: str, at: str) -> None:
        """Remember that address as undeliverable (the first reason is kept)."""
        self._db().execute(
            "INSERT OR IGNORE INTO undeliverable (email, reason, at) VALUES (?, ?, ?)",
            (normal_address(email), reason, at))

    def undeliverable(self, email: str) -> str | None:
        """Why that address is not mailed, or None."""
        row = self._db().execute("SELECT reason FROM undeliverable WHERE email = ?",
                                 (normal_address(email),)).fetchone()
        return row[0] if row else None

    def undeliverable_addresses(self) -> list[tuple[str, str, str]]:
        """Every address marked undeliverable, oldest mark first."""
        return [tuple(row) for row in self._db().execute(
            "SELECT email, reason, at FROM undeliverable ORDER BY at, email")]

    def clear_undeliverable(self, email: str) -> bool:
        """Forget that address's mark; whether there was one."""
        return self._db().execute("DELETE FROM undeliverable WHERE email = ?",
                                  (normal_address(email),)).rowcount > 0

    def mark_mail_processed(self, game_id: str, key: str, at: str) -> None:
        """Remember that inbound mail as processed for the game (the first record is kept)."""
        self._db().execute(
            "INSERT OR IGNORE INTO processed_mail (game_id, mail_key, at) VALUES (?, ?, ?)",
            (game_id, key, at))

    def record_answer(self, game_id: str, seat: str, key: str, at: str) -> None:
        """Remember an answer to the seat (a repeated key is kept once)."""
        self._db().execute(
            "INSERT OR IGNORE INTO answers (game_id, seat, answer, at) VALUES (?, ?, ?, ?)",
            (game_id, seat, key, at))

    def forget_answer(self, game_id: str, seat: str, key: str) -> None:
        """Drop the answer recorded under `key` (one withheld: it was never sent)."""
        self._db().execute("DELETE FROM answers WHERE game_id = ? AND seat = ? AND answer = ?",
                           (game_id, seat, key))

    def answers_since(self, game_id: str, seat: str, since: str, besides: str = "",
                      through: tuple[str, str] | None = None) -> int:
        """How many answers the seat got at or after `since`, but the one keyed `besides`
        (with `through`, only those up to that time and key)."""
        at, key = through or ("\uffff", "")
        return self._db().execute(
            "SELECT COUNT(*) FROM answers WHERE game_id = ? AND seat = ? AND at >= ? "
            "AND answer != ? AND (at < ? OR at = ? AND answer <= ?)",
            (game_id, seat, since, besides, at, at, key)).fetchone()[0]

    def mail_processed(self, game_id: str, key: str) -> bool:
        """Whether that inbound mail was processed for the game."""
        return self._db().execute(
            "SELECT 1 FROM processed_mail WHERE game_id = ? AND mail_key = ?",
            (game_id, key)).fetchone() is not None

    def add_press(self, game_id: str, message: PressMessage,
                  notifications: Sequence[Notification] = (), *,
                  version: int | None = None) -> None:
        """Insert the message and its mails in one transaction (checking the game's version
        first, when given); a taken seq is a VersionConflict."""
        self._forget(game_id)  # its talk grows (or another writer's did: then it reads afresh)
        try:
            with self._writing() as db:
                if version is not None:
                    row = db.execute("SELECT version FROM games WHERE id = ?",
                                     (game_id,)).fetchone()
                    if row is None or row[0] != version:
                        raise VersionConflict(f"{game_id} is not at version {version}")
                db.execute("INSERT INTO press (game_id, seq, data) VALUES (?, ?, ?)",
                           (game_id, message.seq, json.dumps(message.to_dict())))
                _insert_notifications(db, notifications)
        except sqlite3.IntegrityError:
            raise VersionConflict(f"{game_id}: message {message.seq} is taken") from None

    def add_sign_in(self, token_id: str, email: str, at: str, expires: str) -> None:
        """Record an issued sign-in link (a repeated id keeps the first record)."""
        self._db().execute(
            "INSERT OR IGNORE INTO sign_ins (token_id, email, at, expires) VALUES (?, ?, ?, ?)",
            (token_id, normal_address(email), at, expires))

    def sign_ins_since(self, email: str, since: str) -> int:
        """How many sign-in links went to that address at or after `since`."""
        return self._db().execute(
            "SELECT COUNT(*) FROM sign_ins WHERE email = ? AND at >= ?",
            (normal_address(email), since)).fetchone()[0]

    def use_sign_in(self, token_id: str, email: str, at: str) -> bool:
        """Mark an issued, unused sign-in link of that address used; whether this call did."""
        return self._db().execute(
            "UPDATE sign_ins SET used_at = ? WHERE token_id = ? AND email = ? AND used_at IS NULL",
            (at, token_id, normal_address(email))).rowcount == 1

    def register_of(self, email: str) -> str | None:
        """The register the address's mail is written in, or None when never set."""
        row = self._db().execute("SELECT register FROM registers WHERE email = ?",
                                 (normal_address(email),)).fetchone()
        return row[0] if row else None

    def set_register(self, email: str, register: str, at: str) -> None:
        """Remember the register the address writes in, as of `at` (one statement)."""
        if register not in REGISTERS:
            raise ValueError(f"no register {register!r} (known: {', '.join(REGISTERS)})")
        with self._writing() as db:
            db.execute("INSERT INTO registers (email, register, at) VALUES (?, ?, ?) "
                       "ON CONFLICT (email) DO UPDATE SET register = excluded.register, "
                       "at = excluded.at", (normal_address(email), register, at))

    def session_generation(self, email: str) -> int:
        """The address's session generation (0 when never ended)."""
        row = self._db().execute("SELECT generation FROM sessions WHERE email = ?",
                                 (normal_address(email),)).fetchone()
        return row[0] if row else 0

    def end_sessions(self, email: str) -> int:
        """One more session generation for the address, in one statement."""
        return self._db().execute(
            "INSERT INTO sessions (email, generation) VALUES (?, 1) ON CONFLICT (email) "
            "DO UPDATE SET generation = generation + 1 RETURNING generation",
            (normal_address(email),)).fetchall()[0][0]  # all: the statement ends, it commits

    def notifications(self, ids: Sequence[str]) -> list[Notification]:
        """The stored notifications among those ids, with their sent times."""
        marks = ",".join("?" * len(ids))
        rows = self._db().execute(
            f"SELECT data, sent_at, claimed_until FROM outbox WHERE id IN ({marks})",
            tuple(ids)).fetchall() if ids else []
        return [replace(Notification.from_dict(json.loads(r[0])), sent_at=r[1],
                        claimed_until=r[2]) for r in rows]

    def load_for_mail(self, game_id: str, ids: Sequence[str], address: str) -> ForMail:
        """The game as `load` reads it, the stored notifications among `ids`, the address's
        undeliverable mark and its register."""
        return ForMail(self.load(game_id), self.notifications(ids), self.undeliverable(address),
                       self.register_of(address))

    def load_for_mails(self, wanted: Sequence[tuple[str, Sequence[str], str]]
                       ) -> list[ForMail | None]:
        """`load_for_mail` for each (game id, read-back ids, address); None for an unknown
        game."""
        found: list[ForMail | None] = []
        for game_id, ids, address in wanted:
            try:
                found.append(self.load_for_mail(game_id, ids, address))
            except GameNotFound:
                found.append(None)
        return found

    def sign_ins_of(self, email: str) -> list[dict]:
        """The address's sign-in links as kept, oldest first."""
        rows = self._db().execute(
            "SELECT at, expires, used_at FROM sign_ins WHERE email = ? ORDER BY at",
            (normal_address(email),)).fetchall()
        return [{"at": at, "expires": expires, "used_at": used} for at, expires, used in rows]

    def rewrite_game(self, game: GameRecord, expected_version: int, log: Sequence[LogEntry],
                     talk: Sequence[PressMessage]) -> None:
        """Replace the game's row, moves, talk and memberships in one transaction."""
        with self._writing() as db:
            updated = db.execute(
                "UPDATE games SET version = ?, status = ?, due_at = ?, data = ?, snapshot = NULL "
                "WHERE id = ? AND version = ?",
                (game.version, game.status, game.due_at, game.to_json(), game.id,
                 expected_version))
            if updated.rowcount != 1:
                raise VersionConflict(f"{game.id} is not at version {expected_version}")
            db.execute("DELETE FROM moves WHERE game_id = ?", (game.id,))
            db.executemany(
                f"INSERT INTO moves (game_id, {_MOVE_COLUMNS}, schema) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game.id, e.seq, e.player, e.text, e.source, e.at, e.prev, e.hash,
                  e.version, e.idempotency_key, LOG_FORM.version) for e in log])
            db.execute("DELETE FROM press WHERE game_id = ?", (game.id,))
            db.executemany("INSERT INTO press (game_id, seq, data) VALUES (?, ?, ?)",
                           [(game.id, m.seq, json.dumps(m.to_dict())) for m in talk])
            db.execute("DELETE FROM members WHERE game_id = ?", (game.id,))
            db.executemany(
                "INSERT INTO members (game_id, role, email, created_at) VALUES (?, ?, ?, ?)",
                [(game.id, role, email, game.created_at) for role, email in _members(game)])
        self._forget(game.id)

    def forget_person(self, email: str, rules: Sequence[str], scrub: Callable[[str], str],
                      games: Sequence[str] = ()) -> None:
        """Delete the address's rows beside its games and scrub every other mail and
        tournament, in one transaction (`games` needs no reading first here)."""
        address = normal_address(email)
        with self._writing() as db:
            db.execute("DELETE FROM sign_ins WHERE email = ?", (address,))
            # the session generation goes too: the person's cookies name an address that no
            # longer plays anything, and no row may name them
            db.execute("DELETE FROM sessions WHERE email = ?", (address,))
            db.execute("DELETE FROM registers WHERE email = ?", (address,))
            db.execute("DELETE FROM undeliverable WHERE email = ?", (address,))
            db.execute("DELETE FROM members WHERE email = ?", (address,))
            # processed mail recorded under "<sender> <Message-ID>" (before keyed digests)
            db.execute("DELETE FROM processed_mail WHERE instr(lower(mail_key), ?) > 0",
                       (address,))
            db.executemany("DELETE FROM ratings WHERE rules = ? AND player = ?",
                           [(kind, address) for kind in rules])
            db.execute("DELETE FROM outbox WHERE lower(json_extract(data, '$.email')) = ?",
                       (address,))
            # the lines of mails sent, all of them: a line may name the person in any form
            # (a Czech vocative), and a reply to those mails is read by the general rules alone
            db.execute("DELETE FROM sent_words")
            for table, key in (("outbox", "id"), ("tournaments", "id")):
                rows = db.execute(f"SELECT {key}, data FROM {table}").fetchall()
                db.executemany(f"UPDATE {table} SET data = ? WHERE {key} = ?",
                               [(new, row_id) for row_id, data in rows
                                if (new := scrub(data)) != data])

    def keep_sent_words(self, words: Sequence[SentWords], at: str) -> None:
        """Keep the lines of mails about to be sent (a repeat replaces a mail's record)."""
        with self._writing() as db:
            db.executemany(
                "INSERT OR REPLACE INTO sent_words (game_id, seat, version, notification_id, "
                "lines, at) VALUES (?, ?, ?, ?, ?, ?)",
                [(w.game_id, w.seat, w.version, w.notification_id, "\n".join(w.lines), at)
                 for w in words])

    def sent_words(self, game_id: str, seat: str, version: int) -> list[str] | None:
        """The lines of the mails sent to the seat under a token of that version, or None."""
        rows = self._db().execute(
            "SELECT lines FROM sent_words WHERE game_id = ? AND seat = ? AND version = ? "
            "ORDER BY notification_id", (game_id, seat, version)).fetchall()
        return [line for row in rows for line in row[0].split("\n")] if rows else None

    def prune_sent(self, before: str) -> int:
        """Delete the notifications sent before `before`."""
        with self._writing() as db:
            return db.execute("DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?",
                              (before,)).rowcount

    def prune_expired(self, now: str) -> int:
        """Delete the sign-in links, processed-mail, answer and sent-words records past their
        retention."""
        moment = datetime.fromisoformat(now)
        with self._writing() as db:
            return sum(db.execute(query, (iso(moment - kept),)).rowcount for query, kept in (
                ("DELETE FROM sign_ins WHERE expires < ?", SIGN_IN_RETENTION),
                ("DELETE FROM processed_mail WHERE at < ?", MAIL_RETENTION),
                ("DELETE FROM answers WHERE at < ?", ANSWER_RETENTION),
                ("DELETE FROM sent_words WHERE at < ?", SENT_WORDS_RETENTION)))

    def save_tournament(self, data: dict, expected_version: int,
                        games: Sequence[str] = ()) -> None:
        """Write the tournament guarded by its version, and link the games, in one transaction."""
        row = (data["version"], data.get("due_at"), json.dumps(data), data["id"])
        with self._writing() as db:
            if expected_version == 0:
                try:
                    db.execute("INSERT INTO tournaments (version, due_at, data, id, created_at) "
                               "VALUES (?, ?, ?, ?, ?)", (*row, data["created_at"]))
                except sqlite3.IntegrityError:
                    raise VersionConflict(f"tournament {data['id']} exists already") from None
            elif db.execute("UPDATE tournaments SET version = ?, due_at = ?, data = ? WHERE "
                            "id = ? AND version = ?", (*row, expected_version)).rowcount != 1:
                raise VersionConflict(f"tournament {data['id']} is not at version "
                                      f"{expected_version}")
            db.executemany("INSERT OR REPLACE INTO tournament_games (game_id, tournament_id) "
                           "VALUES (?, ?)", [(game_id, data["id"]) for game_id in games])

    def tournament(self, tournament_id: str) -> dict | None:
        """The tournament's data, or None."""
        row = self._db().execute("SELECT data FROM tournaments WHERE id = ?",
                                 (tournament_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def tournaments(self) -> list[dict]:
        """Every tournament's data, newest first."""
        rows = self._db().execute(
            "SELECT data FROM tournaments ORDER BY created_at DESC, id").fetchall()
        return [json.loads(r[0]) for r in rows]

    def due_tournaments(self, now: str) -> list[str]:
        """Ids of the tournaments due at or before `now`, soonest first."""
        rows = self._db().execute(
            "SELECT id FROM tournaments WHERE due_at IS NOT NULL AND due_at <= ? ORDER BY due_at",
            (now,)).fetchall()
        return [r[0] for r in rows]

    def record_ratings(self, game_id: str, rules: str, ratings: Sequence[dict], at: str,
                       game: Change | None = None) -> bool:
        """Mark the game rated and write its ratings (version-guarded) and the game item
        (`game`, version-guarded) in one transaction."""
        with self._writing() as db:
            if db.execute("SELECT 1 FROM rated_games WHERE game_id = ?", (game_id,)).fetchone():
                return False
            if game is not None:
                self._forget(game_id)
                self._write_game(db, game)
            for rating in ratings:
                version = rating["version"]
                if version == 1:
                    try:
                        db.execute("INSERT INTO ratings (rules, player, version, data) "
                                   "VALUES (?, ?, ?, ?)",
                                   (rules, rating["player"], version, json.dumps(rating)))
                    except sqlite3.IntegrityError:
                        raise VersionConflict(f"rating of {rating['player']} exists") from None
                elif db.execute("UPDATE ratings SET version = ?, data = ? WHERE rules = ? AND "
                                "player = ? AND version = ?",
                                (version, json.dumps(rating), rules, rating["player"],
                                 version - 1)).rowcount != 1:
                    raise VersionConflict(f"rating of {rating['player']} changed")
            db.execute("INSERT INTO rated_games (game_id, at) VALUES (?, ?)", (game_id, at))
        return True

    def game_over(self, game_id: str, rules: str, players: Sequence[str]) -> GameOver:
        """The players' ratings, the rated mark and the tournament, in one read transaction."""
        db = self._db()
        db.execute("BEGIN")
        try:
            marks = ", ".join("?" * len(players))
            rows = db.execute(f"SELECT player, data FROM ratings WHERE rules = ? AND player IN "
                              f"({marks})", (rules, *players)).fetchall() if players else []
            rated = db.execute("SELECT 1 FROM rated_games WHERE game_id = ?",
                               (game_id,)).fetchone() is not None
            link = db.execute("SELECT tournament_id FROM tournament_games WHERE game_id = ?",
                              (game_id,)).fetchone()
        finally:
            db.execute("COMMIT")
        return GameOver({player: json.loads(data) for player, data in rows}, rated,
                        link[0] if link else None)

    def rating(self, rules: str, player: str) -> dict | None:
        """One rating, or None."""
        row = self._db().execute("SELECT data FROM ratings WHERE rules = ? AND player = ?",
                                 (rules, player)).fetchone()
        return json.loads(row[0]) if row else None

    def ratings(self, rules: str) -> list[dict]:
        """Every rating in that game type."""
        rows = self._db().execute("SELECT data FROM ratings WHERE rules = ?", (rules,)).fetchall()
        return [json.loads(r[0]) for r in rows]


class _Transaction:
    """A write transaction on a connection, as a `with` block: committed when the block ends,
    rolled back if it raises (a class, not a generator: every write opens one)."""

    __slots__ = ("_db",)

    def __init__(self, db: sqlite3.Connection):
        self._db = db

    def __enter__(self) -> sqlite3.Connection:
        self._db.execute("BEGIN IMMEDIATE")  # see _db
        return self._db

    def __exit__(self, kind: type[BaseException] | None, *_: Any) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")


class _Recent:
    """The games one connection last loaded or wrote, each as a load would read it now. SQLite's
    `PRAGMA data_version` changes when another connection (of this process or another) commits,
    and then they are all dropped; the connection's own writes keep them up to date (`written`)
    or drop them (`forget`). A move follows the process's own last write of its game in the
    common case, and then its load reads one pragma instead of a transaction of three queries."""

    def __init__(self, size: int = 64):
        self._games: Newest[str, StoredGame] = Newest(size)
        self._data_version: int | None = None

    def check(self, data_version: int) -> None:
        """Drop every game if another connection committed since the last check."""
        if data_version != self._data_version:
            self._games.clear()
            self._data_version = data_version

    def get(self, game_id: str) -> StoredGame | None:
        """The game as a load would read it, if kept."""
        return self._games.get(game_id)

    def keep(self, stored: StoredGame) -> None:
        """Remember a game as just loaded."""
        self._games.put(stored.game.id, stored)

    def forget(self, game_id: str) -> None:
        """Drop the game: this connection changed it in a way not followed here."""
        self._games.pop(game_id, None)

    def written(self, change: Change) -> None:
        """Follow a committed change of a kept game (see StoredGame.after; when that does not
        tell, the game is dropped and the next load reads the rows)."""
        before = self._games.pop(change.game.id, None)
        after = before.after(change) if before is not None else None
        if after is not None:
            self.keep(after)


class _Parsed:
    """The last stored text of each game's item (or snapshot) with what it parses to, so a
    load of a row unchanged since this process read or wrote it (the common case: it wrote it
    itself) parses nothing. The text is compared whole: a row changed by anyone else parses
    afresh. The values are immutable records, shared safely."""

    def __init__(self, parse: Callable[[Any], Any], size: int = 256):
        # parse: a game's data text, or a snapshot's text or None (a NULL column)
        self._parse = parse
        self._kept: Newest[str, tuple[str | None, Any]] = Newest(size)
        self._lock = threading.Lock()

    def read(self, game_id: str, text: str | None) -> Any:
        """What `text`, stored for the game, parses to."""
        kept = self._kept.get(game_id)
        if kept is not None and kept[0] == text:
            return kept[1]
        value = self._parse(text)
        self.keep(game_id, text, value)
        return value

    def text_of(self, game_id: str, value: Any) -> str | None:
        """The text kept for the game if it parses to `value` itself, else None."""
        kept = self._kept.get(game_id)
        return kept[0] if kept is not None and kept[1] is value else None

    def keep(self, game_id: str, text: str | None, value: Any) -> None:
        """Remember that `text`, as stored for the game, parses to `value`."""
        with self._lock:
            self._kept.put(game_id, (text, value))


def _unavailable_on_errors(method):
    """The store method with SQLite's own failures (disk full, a file that is not a database,
    I/O errors, a lock held too long) raised as StoreUnavailable."""
    @functools.wraps(method)
    def guarded(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except sqlite3.IntegrityError:
            raise
        except sqlite3.Error as exc:
            raise StoreUnavailable(f"the SQLite store {self.path} cannot be used: {exc}") from None
    return guarded


# every public method of the store, and the schema set-up, fail as StoreUnavailable
for _name, _method in list(vars(SqliteStore).items()):
    if callable(_method) and (_name == "__init__" or not _name.startswith("_")):
        setattr(SqliteStore, _name, _unavailable_on_errors(_method))


def _insert_notifications(db: sqlite3.Connection, notifications: Sequence[Notification]) -> None:
    db.executemany(
        "INSERT OR IGNORE INTO outbox (id, game_id, created_at, data) VALUES (?, ?, ?, ?)",
        [(n.id, n.game_id, n.created_at, n.to_json()) for n in notifications])


def _members(game: GameRecord) -> list[tuple[str, str]]:
    """(role, e-mail) of everyone the game's membership index lists."""
    return [("organizer", game.organizer)] + [(f"seat:{s.seat}", s.email) for s in game.seats
                                              if s.email] + [
        (f"former:{label}", email) for label, email in game.former_holders()]


def _entries(rows: Sequence[tuple]) -> tuple[LogEntry, ...]:
    """Log entries from rows of `schema, <_MOVE_COLUMNS>`: a row of today's schema as it is (the
    common case, kept fast), an older or newer one through LogEntry.from_dict."""
    current = LOG_FORM.version
    return tuple(LogEntry(*row[1:]) if row[0] == current
                 else LogEntry.from_dict({**dict(zip(_MOVE_NAMES, row[1:], strict=True)),
                                          SCHEMA: row[0]})
                 for row in rows)
