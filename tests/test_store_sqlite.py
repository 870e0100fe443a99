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


def test_sent_mail_a_week_old_is_pruned_and_pending_mail_is_kept(tmp_path):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    old, recent, pending = (note("g1", 1, "invitation"), note("g1", 2, "your_turn"),
                            note("g1", 3, "reminder"))
    store.apply(Change(game(), 0, notifications=(old, recent, pending)))
    store.mark_sent([old.id], "2025-05-01T12:00:00.000Z")
    store.mark_sent([recent.id], "2025-05-08T12:00:00.000Z")
    assert store.prune_sent("2025-05-08T00:00:00.000Z") == 1
    assert {n.id for n in store.notifications([old.id, recent.id, pending.id])} \
        == {recent.id, pending.id}
    assert store.pending_notifications() == [pending]
