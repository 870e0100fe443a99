"""Storage faults end commands plainly: a truncated, damaged or full SQLite store, and a move row
changed behind the service's back, which the next load notices."""

from __future__ import annotations

import io
import sqlite3
import sys

import pytest

from functions.cli import EX_TEMPFAIL, main
from functions.service import ErrorCode, GameService, PlayerSpec, ServiceError
from functions.service.store import StoreUnavailable
from functions.storage.sqlite import SqliteStore

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PBM_HOME", str(tmp_path / "home"))
    for name in ("PBM_STORE", "PBM_SECRET", "PBM_SMTP_RELAY", "PBM_SECRET_PARAMETER"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "home"


def test_a_store_truncated_to_nothing_is_an_error_not_a_new_empty_store(home, capsys,
                                                                        monkeypatch):
    assert main(["new", "1926", "--player", "Ann <ann@example.org>", "--player",
                 "Bob <bob@example.org>", "--player", "Cid <cid@example.org>", "--start"]) == 0
    (home / "pbm.sqlite3").write_bytes(b"")
    for suffix in ("-wal", "-shm"):
        (home / f"pbm.sqlite3{suffix}").unlink(missing_ok=True)
    capsys.readouterr()
    assert main(["games"]) == 1
    err = capsys.readouterr().err
    assert "empty file" in err and "Traceback" not in err
    assert (home / "pbm.sqlite3").stat().st_size == 0  # left as it was found
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"From: a@b.c\n\nhi\n")))
    assert main(["mail-in"]) == EX_TEMPFAIL  # the MTA keeps the mail and tries again


def test_a_damaged_store_file_is_a_plain_error(home, capsys):
    home.mkdir(parents=True)
    (home / "pbm.sqlite3").write_bytes(b"this is not a database, just some bytes" * 100)
    assert main(["games"]) == 1
    err = capsys.readouterr().err
    assert "cannot be used" in err and "Traceback" not in err


def test_a_full_disk_is_store_unavailable_and_writes_nothing(tmp_path, clock, fake_secrets):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    service = GameService(store, clock, fake_secrets)
    game = service.create("1926", PLAYERS, "org@example.org", start=True)
    db = store._db()  # this thread's connection: no page may be added from now on
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    mover = game.seat(game.to_move)
    with pytest.raises(StoreUnavailable, match="full"):
        for n in range(200):  # until a page is needed
            service.notify(game.id, f"m{n}", [])
            store.add_notifications([])
            service.submit(game.id, mover.email, "large praha")
            mover = service.view(game.id).game.seat(service.view(game.id).game.to_move)
    store.close()


def test_a_changed_move_row_is_found_when_the_log_is_read(tmp_path, clock, fake_secrets):
    # a load reads only what follows the snapshot; the history reads the whole log once per
    # process (then what was written since) and the export every time, checking every row
    path = tmp_path / "pbm.sqlite3"
    store = SqliteStore(path)
    service = GameService(store, clock, fake_secrets)
    game = service.create("1926", PLAYERS, "org@example.org", start=True)
    service.submit(game.id, game.seat(game.to_move).email, "large praha")
    with sqlite3.connect(path) as db:
        db.execute("UPDATE moves SET text = 'large brno' WHERE game_id = ? AND seq = 1",
                   (game.id,))
    fresh = GameService(SqliteStore(path), clock, fake_secrets)
    with pytest.raises(ServiceError) as history:
        fresh.view(game.id).log  # noqa: B018 - the whole log is read when asked for
    errors = [history]
    for reader in (fresh, service):  # the process that wrote the rows, too
        with pytest.raises(ServiceError) as export:
            reader.export(game.id)
        errors.append(export)
    for error in errors:
        assert error.value.code == ErrorCode.CORRUPT_GAME and "move 1" in error.value.message
    store.close()


def test_a_changed_move_row_after_the_snapshot_is_found_when_the_game_is_loaded(
        tmp_path, clock, fake_secrets):
    path = tmp_path / "pbm.sqlite3"
    store = SqliteStore(path)
    service = GameService(store, clock, fake_secrets)
    game = service.create("1926", PLAYERS, "org@example.org", start=True)
    service.submit(game.id, game.seat(game.to_move).email, "large praha")
    with sqlite3.connect(path) as db:  # no snapshot: a load reads (and checks) the whole log
        db.execute("UPDATE games SET snapshot = NULL WHERE id = ?", (game.id,))
        db.execute("UPDATE moves SET text = 'large brno' WHERE game_id = ? AND seq = 1",
                   (game.id,))
    for fresh in (GameService(SqliteStore(path), clock, fake_secrets), service):
        with pytest.raises(ServiceError) as error:
            fresh.view(game.id)
        assert error.value.code == ErrorCode.CORRUPT_GAME and "move 1" in error.value.message
    store.close()


def test_a_tampered_game_is_refused_by_the_cli_without_a_traceback(home, capsys):
    assert main(["new", "1926", "--player", "Ann <ann@example.org>", "--player",
                 "Bob <bob@example.org>", "--player", "Cid <cid@example.org>", "--start"]) == 0
    game_id = capsys.readouterr().out.strip()
    assert main(["move", game_id, "ann@example.org", "large praha"]) == 0
    with sqlite3.connect(home / "pbm.sqlite3") as db:
        db.execute("DELETE FROM moves WHERE game_id = ?", (game_id,))
    assert main(["show", game_id]) == 1
    err = capsys.readouterr().err
    assert "does not match its log" in err and "Traceback" not in err
