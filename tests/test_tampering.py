"""Tampering does not verify (issue 33): someone who can write the data files but does not hold
the service's secret edits a move, rewrites a history with recomputed hashes, forges a snapshot,
or shortens an export, and the service or `pbm verify` notices; a private message withheld from
the organizer's export keeps a salted digest; every game mail names the chain head it showed."""

from __future__ import annotations

import copy
import json
import random
import sqlite3

import pytest
from test_mailroom_incoming import SETTINGS, RecordingTransport

import rules
from functions import cli
from functions.mailroom.delivery import CHAIN_HEADER, Postman
from functions.service import ErrorCode, GameService, PlayerSpec, ServiceError
from functions.service.ledger import chain, press
from functions.service.ledger import snapshot as snapshots

SECRET = b"tampering-test-secret-0123456789"
KEY = chain.seal_key(SECRET)
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en")]


def keyed(store, clock, fake_secrets) -> GameService:
    """The service as every entry point builds it: its writes sealed with the secret's key."""
    return GameService(store, clock, fake_secrets, key=KEY)


def played(service: GameService, clock, game: str = "westernpoly", moves: int = 30,
           seed: int = 5) -> str:
    """A started game of two players, `moves` random legal moves in (no resignations)."""
    record = service.create(game, PLAYERS, "org@example.org", start=True)
    rng = random.Random(seed)
    for _ in range(moves):
        view = service.view(record.id)
        if view.game.to_move is None:
            break
        seat = view.game.seat(view.game.to_move)
        legal = [m.text for m in service.rules_for(game).legal_moves(view.state, seat.player)
                 if not m.text.startswith(("resign", "offer"))]
        clock.advance(hours=1)
        service.submit(record.id, seat.email, rng.choice(legal), version=view.game.version)
    return record.id


def _to_move(service: GameService, game_id: str) -> tuple[str, str, int]:
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    legal = [m.text for m in view.rules.legal_moves(view.state, seat.player)
             if not m.text.startswith(("resign", "offer"))]
    return seat.email, legal[0], view.game.version


def _db(store) -> sqlite3.Connection:
    return sqlite3.connect(store.path, isolation_level=None)


def _rewrite(store, game_id: str, seq: int, **changes: str) -> None:
    """What someone with the file does: change move `seq`, recompute every plain hash from it
    on, and point the game row's head at the new last hash."""
    db = _db(store)
    rows = db.execute("SELECT seq, player, text, source, at, prev, hash FROM moves "
                      "WHERE game_id = ? ORDER BY seq", (game_id,)).fetchall()
    prev = None
    hashed = chain.hasher(store.load(game_id).game)
    for number, player, text, source, at, old_prev, _ in rows:
        if number < seq:
            continue
        if number == seq:
            text, at = changes.get("text", text), changes.get("at", at)
            prev = old_prev
        digest = hashed(game_id, number, player, text, source, at, prev)
        db.execute("UPDATE moves SET text = ?, at = ?, prev = ?, hash = ? "
                   "WHERE game_id = ? AND seq = ?", (text, at, prev, digest, game_id, number))
        prev = digest
    data = json.loads(db.execute("SELECT data FROM games WHERE id = ?", (game_id,)).fetchone()[0])
    data["head"] = prev
    db.execute("UPDATE games SET data = ? WHERE id = ?", (json.dumps(data), game_id))
    db.close()


def test_an_old_move_edited_in_sqlite_is_noticed_when_the_next_move_is_played(
        sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets)  # even without a key
    game_id = played(service, clock)
    stored = sqlite_store.load(game_id)
    assert stored.snapshot is not None and stored.snapshot.seq > 3  # move 2 is before it
    db = _db(sqlite_store)
    db.execute("UPDATE moves SET at = '2025-04-01T00:00:00.000Z' WHERE game_id = ? AND seq = 2",
               (game_id,))
    db.close()
    email, move, version = _to_move(service, game_id)
    with pytest.raises(ServiceError) as refused:
        service.submit(game_id, email, move, version=version)
    assert refused.value.code == ErrorCode.CORRUPT_GAME and "move 2" in refused.value.message
    assert sqlite_store.load(game_id).game.version == version  # nothing was played on it


def test_a_history_rewritten_with_recomputed_hashes_fails_to_load(sqlite_store, clock,
                                                                  fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock)
    assert sqlite_store.load(game_id).game.seal  # every write sealed its head
    _rewrite(sqlite_store, game_id, 3, at="2025-04-01T00:00:00.000Z")
    fresh = keyed(sqlite_store, clock, fake_secrets)  # another process: nothing cached
    with pytest.raises(ServiceError) as refused:
        fresh.view(game_id)
    assert refused.value.code == ErrorCode.CORRUPT_GAME and "seal" in refused.value.message
    # the same rewrite passes the plain chain: only the seal tells
    plain = GameService(sqlite_store, clock, fake_secrets)
    assert plain.view(game_id).game.id == game_id


def test_a_rewritten_export_fails_verify_with_the_secret_and_against_a_mailed_head(
        sqlite_store, clock, fake_secrets, tmp_path, monkeypatch, capsys):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock)
    genuine = service.export(game_id)
    shown = (5, genuine["log"][4]["hash"])  # the head a mail after move 5 named
    assert chain.verify(genuine, rules.get, KEY, [shown]).ok
    forged = copy.deepcopy(genuine)
    forged["log"][2]["at"] = "2025-04-01T00:00:00.000Z"
    _rechain(forged, 3)
    forged["statement"].update(head=forged["log"][-1]["hash"])
    forged["head"] = forged["log"][-1]["hash"]
    forged["statement"].update(document_sha256=chain.statement(forged)["document_sha256"])
    # without the secret and without a head, a rewrite that recomputed everything passes
    assert chain.verify(forged, rules.get).ok
    verdict = chain.verify(forged, rules.get, KEY)
    assert not verdict.ok and "seal" in verdict.summary
    verdict = chain.verify(forged, rules.get, None, [shown])
    assert not verdict.ok and "move 5" in verdict.summary and "shown" in verdict.summary
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(forged), encoding="utf-8")
    monkeypatch.setenv("PBM_SECRET", SECRET.decode())
    assert cli.main(["verify", str(path)]) == 1
    assert "seal" in capsys.readouterr().err
    monkeypatch.delenv("PBM_SECRET")
    monkeypatch.setenv("PBM_HOME", str(tmp_path / "player"))  # a player: no secret here
    assert cli.main(["verify", str(path), "--head", f"{shown[0]}:{shown[1]}"]) == 1
    genuine_path = tmp_path / "genuine.json"
    genuine_path.write_text(json.dumps(genuine), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["verify", str(genuine_path), "--head", f"{shown[0]}:{shown[1]}"]) == 0
    assert "not checked here" in capsys.readouterr().out
    assert not (tmp_path / "player" / "secret").exists()  # verify never makes a secret


def _rechain(document: dict, start: int) -> None:
    game = document["game"]
    log = document["log"]
    prev = log[start - 2]["hash"] if start > 1 else None
    for entry in log[start - 1:]:
        entry["prev"] = prev if prev is not None else entry["prev"]
        entry["hash"] = chain.export_hasher(document)(
            game["id"], entry["seq"], entry["player"], entry["text"], entry["source"],
            entry["at"], entry["prev"])
        prev = entry["hash"]


def test_a_westernpoly_snapshot_with_forged_cash_and_a_recomputed_hash_is_not_used(
        sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock)
    honest = list(service.view(game_id).state.cash)
    stored = sqlite_store.load(game_id)
    kept = stored.snapshot
    assert kept is not None and kept.intact(game_id, KEY) and not kept.intact(game_id)
    state = json.loads(kept.state)
    state["cash"][0] += 900_000
    text = json.dumps(state, separators=(",", ":"))
    forged = snapshots.Snapshot(kept.seq, kept.version, kept.head, text,
                                snapshots.seal(game_id, kept.seq, kept.version, kept.head, text,
                                               kept.news), kept.news)
    assert forged.intact(game_id)  # it passes the plain hash the file could recompute
    db = _db(sqlite_store)
    db.execute("UPDATE games SET snapshot = ? WHERE id = ?", (forged.to_json(), game_id))
    db.close()
    fresh = keyed(sqlite_store, clock, fake_secrets)
    assert list(fresh.view(game_id).state.cash) == honest  # rebuilt from the log
    email, move, version = _to_move(fresh, game_id)
    fresh.submit(game_id, email, move, version=version)
    assert max(fresh.view(game_id).state.cash) < 900_000


def _finished(service: GameService, clock) -> str:
    game_id = played(service, clock, moves=400, seed=2)
    view = service.view(game_id)
    if view.game.status != "finished":  # not over in 400 moves: the second player gives up
        service.resign(game_id, PLAYERS[1].email)
    return game_id


def test_a_shortened_export_fails_verify(sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = _finished(service, clock)
    service.say(game_id, PLAYERS[0].email, "Good game!")
    service.say(game_id, PLAYERS[1].email, "Thanks, Ann.")
    genuine = service.export(game_id)
    assert genuine["status"] == "finished" and genuine["result"] is not None
    assert genuine["statement"]["moves"] == genuine["length"] == len(genuine["log"])
    assert chain.verify(genuine, rules.get, KEY).ok
    assert chain.verify(genuine, rules.get).ok  # a player without the secret
    short = copy.deepcopy(genuine)
    del short["log"][-6:]
    short["result"] = None
    short["status"] = "running"
    short["seed"] = None
    for key in (None, KEY):
        verdict = chain.verify(short, rules.get, key)
        assert not verdict.ok and "states" in verdict.summary
    talk = copy.deepcopy(genuine)
    talk["press"].pop()
    assert not chain.verify(talk, rules.get).ok
    # the statement made again to match: only its seal tells, to whoever holds the secret
    restated = copy.deepcopy(short)
    restated["length"], restated["head"] = len(short["log"]), short["log"][-1]["hash"]
    restated["statement"] = {**chain.statement(restated), "sealed_by": chain.key_id(KEY),
                             "seal": genuine["statement"]["seal"]}
    verdict = chain.verify(restated, rules.get, KEY)
    assert not verdict.ok and "seal" in verdict.summary
    unsealed = {**restated, "statement": chain.statement(restated)}
    assert not chain.verify(unsealed, rules.get, KEY).ok
    no_statement = copy.deepcopy(short)
    del no_statement["statement"]
    assert not chain.verify(no_statement, rules.get).ok


def test_a_withheld_private_message_keeps_a_salted_digest(sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock, moves=2)
    service.say(game_id, PLAYERS[0].email, "yes", "Bob")
    service.say(game_id, PLAYERS[1].email, "attack Praha", "Ann")
    exported = service.export(game_id)["press"]
    words = ["yes", "no", "attack Praha", "ok"]
    for entry in exported:
        assert "text" not in entry and "salt" not in entry
        assert entry["text_sha256"] not in {press.text_digest(w) for w in words}
    kept = service.view(game_id).press
    assert kept[0].salt != kept[1].salt
    assert exported[0]["text_sha256"] == press.text_digest("yes", kept[0].salt)


def test_every_game_mail_names_the_chain_head_it_showed(sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock, moves=3)
    recorded = RecordingTransport()
    Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver_pending()
    record = service.record(game_id)
    named = [str(m[CHAIN_HEADER]).strip() for m in recorded.sent if m[CHAIN_HEADER]]
    assert named and f"{game_id} {record.moves} {record.head}" in named
    export = service.export(game_id)
    for header in named:
        _, moves, head = header.split()
        assert chain.verify(export, rules.get, heads=[(int(moves), head)]).ok
