"""The SQLite store: the embedded default for one machine (stdlib sqlite3, WAL, one transaction
per change). Same semantics as the DynamoDB store; the contract tests hold both to them."""

from __future__ import annotations

import functools
import json
import os
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from .model import GameRecord, LogEntry, Notification, normal_address
from .store import (
    Change,
    DuplicateSubmission,
    GameNotFound,
    StoredGame,
    StoreUnavailable,
    VersionConflict,
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    status TEXT NOT NULL,
    due_at TEXT,                   -- the next instant something is due (GameRecord.due_at)
    created_at TEXT NOT NULL,
    data TEXT NOT NULL
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
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS moves_by_idempotency_key ON moves (game_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
CREATE TABLE IF NOT EXISTS members (
    game_id TEXT NOT NULL,
    role TEXT NOT NULL,            -- 'organizer' or 'seat:<seat id>'
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


_MOVE_COLUMNS = "seq, player, text, source, at, prev, hash, version, idempotency_key"


class SqliteStore:
    """GameStore on one SQLite file; safe to share between threads (one connection each)."""

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
        db = self._db()
        db.executescript(_SCHEMA)
        columns = {row[1] for row in db.execute("PRAGMA table_info(outbox)")}
        if "claimed_until" not in columns:  # a file made before claims existed
            db.execute("ALTER TABLE outbox ADD COLUMN claimed_until TEXT")
        if "due_at" not in {row[1] for row in db.execute("PRAGMA table_info(games)")}:
            db.execute("ALTER TABLE games ADD COLUMN due_at TEXT")  # made before deadlines acted
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
            self._local.db = db
            with self._lock:
                self._connections.append(db)
        return db

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        db = self._db()
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

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
                for entry in change.entries:
                    if entry.idempotency_key is not None and db.execute(
                        "SELECT 1 FROM moves WHERE game_id = ? AND idempotency_key = ?",
                        (game.id, entry.idempotency_key),
                    ).fetchone():
                        raise DuplicateSubmission(f"{game.id}: {entry.idempotency_key}")
                if change.processed_mail is not None and db.execute(
                    "SELECT 1 FROM processed_mail WHERE game_id = ? AND mail_key = ?",
                    (game.id, change.processed_mail[0]),
                ).fetchone():
                    raise DuplicateSubmission(f"{game.id}: mail {change.processed_mail[0]}")
                self._write_game(db, change)
                db.executemany(
                    f"INSERT INTO moves (game_id, {_MOVE_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game.id, e.seq, e.player, e.text, e.source, e.at, e.prev, e.hash,
                      e.version, e.idempotency_key) for e in change.entries],
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
        except sqlite3.IntegrityError as exc:
            # a taken log position: someone else appended first
            raise VersionConflict(f"{game.id}: {exc}") from None

    @staticmethod
    def _write_game(db: sqlite3.Connection, change: Change) -> None:
        game = change.game
        row = (game.version, game.status, game.due_at, _compact_json(game.to_dict()))
        if change.expected_version == 0:
            try:
                db.execute(
                    "INSERT INTO games (version, status, due_at, data, id, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?)", (*row, game.id, game.created_at))
            except sqlite3.IntegrityError:
                raise VersionConflict(f"{game.id} exists already") from None
            return
        updated = db.execute(
            "UPDATE games SET version = ?, status = ?, due_at = ?, data = ? "
            "WHERE id = ? AND version = ?", (*row, game.id, change.expected_version))
        if updated.rowcount != 1:
            raise VersionConflict(f"{game.id} is not at version {change.expected_version}")

    def load(self, game_id: str) -> StoredGame:
        """The game item and its log, read in one transaction."""
        db = self._db()
        db.execute("BEGIN")
        try:
            row = db.execute("SELECT data FROM games WHERE id = ?", (game_id,)).fetchone()
            moves = db.execute(
                f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq", (game_id,)
            ).fetchall()
        finally:
            db.execute("COMMIT")
        if row is None:
            raise GameNotFound(game_id)
        return StoredGame(GameRecord.from_dict(json.loads(row[0])),
                          tuple(LogEntry(*m) for m in moves))

    def games(self) -> list[GameRecord]:
        """Every game, newest first."""
        rows = self._db().execute("SELECT data FROM games ORDER BY created_at DESC, id").fetchall()
        return [GameRecord.from_dict(json.loads(r[0])) for r in rows]

    def games_of_player(self, email: str) -> list[str]:
        """Ids of the games where that e-mail holds a seat, newest first."""
        return self._member_games(email, "seat:%")

    def games_of_organizer(self, email: str) -> list[str]:
        """Ids of the games that e-mail organizes, newest first."""
        return self._member_games(email, "organizer")

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
            "UPDATE outbox SET claimed_until = ? WHERE id = ? AND sent_at IS NULL "
            "AND (claimed_until IS NULL OR claimed_until <= ?)", (until, notification_id, at))
        return claimed.rowcount == 1

    def release(self, notification_id: str, until: str) -> None:
        """Give up our claim (made with `until`) on an unsent notification."""
        self._db().execute(
            "UPDATE outbox SET claimed_until = NULL WHERE id = ? AND sent_at IS NULL "
            "AND claimed_until = ?", (notification_id, until))

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

    def answers_since(self, game_id: str, seat: str, since: str) -> int:
        """How many answers the seat got at or after `since`."""
        return self._db().execute(
            "SELECT COUNT(*) FROM answers WHERE game_id = ? AND seat = ? AND at >= ?",
            (game_id, seat, since)).fetchone()[0]

    def mail_processed(self, game_id: str, key: str) -> bool:
        """Whether that inbound mail was processed for the game."""
        return self._db().execute(
            "SELECT 1 FROM processed_mail WHERE game_id = ? AND mail_key = ?",
            (game_id, key)).fetchone() is not None


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


# The game item and outbox rows as JSON without spaces and with letters as they are (as the
# DynamoDB store writes them): a game row stays within one page, and a move writes less.
_compact_json = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode


def _insert_notifications(db: sqlite3.Connection, notifications: Sequence[Notification]) -> None:
    db.executemany(
        "INSERT OR IGNORE INTO outbox (id, game_id, created_at, data) VALUES (?, ?, ?, ?)",
        [(n.id, n.game_id, n.created_at, _compact_json(n.to_dict())) for n in notifications])


def _members(game: GameRecord) -> list[tuple[str, str]]:
    """(role, e-mail) of everyone the game's membership index lists."""
    return [("organizer", game.organizer)] + [(f"seat:{s.seat}", s.email) for s in game.seats
                                              if s.email]
