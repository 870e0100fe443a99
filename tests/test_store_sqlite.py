"""What only the SQLite store has to do: open a file made by an older version of it."""

from __future__ import annotations

import sqlite3

from test_store_contract import game, note

from functions.service.sqlite_store import SqliteStore
from functions.service.store import Change


def test_a_file_from_before_outbox_claims_gets_the_claim_column(tmp_path):
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE outbox (id TEXT PRIMARY KEY, game_id TEXT NOT NULL, "
                   "created_at TEXT NOT NULL, sent_at TEXT, data TEXT NOT NULL)")
    db.close()
    store = SqliteStore(path)
    try:
        first = note("g1", 1, "invitation")
        store.apply(Change(game(), 0, notifications=(first,)))
        assert store.claim(first.id, "2025-05-01T12:00:00.000Z", "2025-05-01T12:02:00.000Z")
        assert not store.claim(first.id, "2025-05-01T12:01:00.000Z", "2025-05-01T12:03:00.000Z")
    finally:
        store.close()
