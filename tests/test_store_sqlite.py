"""What only the SQLite store has to do: open a file made by an older version of it, prune sent
mail, keep what it loads only while no other connection has written, and checkpoint its WAL
less often than SQLite would."""

from __future__ import annotations

import sqlite3
import threading

from test_store_contract import game, note

from functions.service.store import Change
from functions.storage.sqlite import WAL_PAGES, SqliteStore


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


def _moves(service, game_id, count, rng):
    """Play `count` random legal moves of the game through `service`."""
    import rules

    game = rules.get("1926")
    for _ in range(count):
        view = service.view(game_id)
        seat = view.game.seat(view.game.to_move)
        move = rng.choice(game.legal_moves(view.state, seat.player))
        service.submit(game_id, seat.email, move.text, version=view.game.version)


def _as_read_afresh(path, game_id):
    fresh = SqliteStore(path)
    try:
        return fresh.load(game_id)
    finally:
        fresh.close()


def test_a_load_after_the_process_own_writes_reads_what_the_file_holds(tmp_path, clock,
                                                                       fake_secrets):
    import random

    from functions.service import GameService, PlayerSpec

    path = tmp_path / "pbm.sqlite3"
    store = SqliteStore(path)
    service = GameService(store, clock, fake_secrets)
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in ("Ann", "Bob", "Cyd")]
    game_id = service.create("1926", players, "org@example.org", options={"lang": "en"},
                             start=True).id
    rng = random.Random(5)
    for _ in range(store.snapshot_every + 2):  # across snapshots taken and carried over
        _moves(service, game_id, 1, rng)
        assert store.load(game_id) == _as_read_afresh(path, game_id)
    store.close()


def test_a_load_sees_what_another_connection_wrote(tmp_path, clock, fake_secrets):
    import random
    import threading

    from functions.service import GameService, PlayerSpec

    path = tmp_path / "pbm.sqlite3"
    ours, theirs = SqliteStore(path), SqliteStore(path)  # two processes on one file
    service = GameService(ours, clock, fake_secrets)
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in ("Ann", "Bob", "Cyd")]
    game_id = service.create("1926", players, "org@example.org", options={"lang": "en"},
                             start=True).id
    rng = random.Random(9)
    _moves(service, game_id, 2, rng)
    before = ours.load(game_id)  # kept by this connection now
    _moves(GameService(theirs, clock, fake_secrets), game_id, 2, rng)
    assert ours.load(game_id).game.version == before.game.version + 2
    assert ours.load(game_id) == _as_read_afresh(path, game_id)
    # another thread of this process has a connection of its own: its writes count too
    worker = threading.Thread(target=_moves, args=(service, game_id, 1, rng))
    worker.start()
    worker.join()
    assert ours.load(game_id) == _as_read_afresh(path, game_id)
    _moves(service, game_id, 1, rng)  # and this one plays on from there
    assert ours.load(game_id).game.version == before.game.version + 4
    ours.close()
    theirs.close()


def test_table_talk_written_by_the_process_shows_in_its_next_load(tmp_path):
    from functions.service.records.talk import PressMessage

    path = tmp_path / "pbm.sqlite3"
    store = SqliteStore(path)
    store.apply(Change(game(), 0))
    assert store.load("g1").press == ()
    message = PressMessage(seq=1, at="2025-05-01T12:01:00.000Z", sender="p1", to=None,
                           text="Ahoj", prev="", hash="h1")
    store.add_press("g1", message)
    assert store.load("g1").press == (message,)
    store.close()


def test_every_connection_checkpoints_the_wal_at_its_size(tmp_path):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    seen = []

    def look() -> None:  # this thread's connection
        seen.append(store._db().execute("PRAGMA wal_autocheckpoint").fetchone()[0])

    try:
        look()
        other = threading.Thread(target=look)
        other.start()
        other.join()
    finally:
        store.close()
    assert seen == [WAL_PAGES, WAL_PAGES] and WAL_PAGES > 1000  # above SQLite's default
