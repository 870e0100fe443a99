"""The chain binds who played by salted digests (issue 26): erasing a person replaces their name
and drops their salt, and every head mailed before the erasure still verifies; moves that name
a player (WesternPoly's offers) replay after the erasure; older games verify as before; and a
game once sealed does not verify without its seal (issue 33)."""

from __future__ import annotations

import json
import random
import re
import sqlite3

import pytest

import rules
from functions import cli
from functions.compose.erasing_at_once import erasure_of
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.people import person as people
from functions.service.records.forms import evolve
from functions.service.records.refusal import ErrorCode, ServiceError

SECRET = b"salted-chain-test-secret-0123456"
KEY = chain.seal_key(SECRET)
GONE = PlayerSpec("Zdeňka Smazalová", "zdenka@example.org", "cs")
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), GONE,
           PlayerSpec("Bob", "bob@example.org", "en")]


def _move(service: GameService, game_id: str, clock, rng: random.Random) -> None:
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    legal = [m.text for m in view.rules.legal_moves(view.state, seat.player)
             if not m.text.startswith(("resign", "offer"))]
    clock.advance(hours=1)
    service.submit(game_id, seat.email, rng.choice(legal), version=view.game.version)


def _played(service: GameService, clock, moves: int = 20, seed: int = 3) -> str:
    record = service.create("westernpoly", PLAYERS, "ann@example.org", start=True)
    rng = random.Random(seed)
    for _ in range(moves):
        if service.record(record.id).status != "running":
            break
        _move(service, record.id, clock, rng)
    return record.id


def _head(service: GameService, game_id: str) -> tuple[int, str]:
    record = service.record(game_id)
    return record.moves, record.head


def _offer_to_gone(service: GameService, game_id: str, clock) -> str:
    """Ann offers money to the person who will be erased (the move's text names her)."""
    view = service.view(game_id)
    text = f"offer {GONE.name} give $10 get $0"
    clock.advance(minutes=5)
    service.submit(game_id, "ann@example.org", text, version=view.game.version)
    log = service.view(game_id).log
    offer = next(e for e in reversed(log) if e.text.startswith("offer"))
    assert GONE.name in offer.text  # the canonical text names her
    return offer.text


def test_every_head_mailed_before_an_erasure_still_verifies(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=8)
    heads = [_head(service, game_id)]
    _offer_to_gone(service, game_id, clock)
    heads.append(_head(service, game_id))
    rng = random.Random(9)
    for _ in range(6):
        _move(service, game_id, clock, rng)
    heads.append(_head(service, game_id))
    before = service.export(game_id)
    assert before["format"] == "pbm-export/5"
    assert chain.verify(before, rules.get, KEY, heads).ok

    service.erase_person(GONE.email, erasure_of(sqlite_store))
    after = service.export(game_id)
    text = json.dumps(after, ensure_ascii=False)
    assert GONE.name not in text and GONE.email not in text
    assert "Hráč 2 (vymazán)" in after["game"]["order"]
    # the same hashes (and after them their resignation, as the organizer's removal): the
    # heads mailed before, and the old export, still verify
    kept = [e["hash"] for e in before["log"]]
    assert [e["hash"] for e in after["log"]][:len(kept)] == kept
    assert len(after["log"]) > len(kept)
    verdict = chain.verify(after, rules.get, KEY, heads)
    assert verdict.ok, verdict.summary
    assert "erased" in verdict.summary and re.search(r"the (\d+ heads|head) you were shown", verdict.summary)
    assert chain.verify(before, rules.get, KEY, heads).ok
    # the erased seat keeps its digest, not its salt: the name cannot be tried against it
    seat = next(p for p in after["roster"]["players"] if p["seat"] == "p2")
    assert "salt" not in seat and seat["sha256"] and seat["email"] == ""
    # a head that was never shown fails
    wrong = [(heads[0][0], heads[1][1])]
    assert not chain.verify(after, rules.get, KEY, wrong).ok


def test_pbm_verify_head_of_an_old_mail_passes_after_the_erasure(pbm_home, capsys):
    assert cli.main(["new", "westernpoly", "--player", "Ann <ann@example.org>",
                     "--player", f"{GONE.name} <{GONE.email}>", "--start"]) == 0
    game_id = capsys.readouterr().out.split()[-1]
    assert cli.main(["export", game_id]) == 0
    before = json.loads(capsys.readouterr().out)
    shown = f"{before['length']}:{before['head']}"  # as the first turn mail showed it
    assert cli.main(["person", "erase", GONE.email]) == 0
    capsys.readouterr()
    assert cli.main(["export", game_id]) == 0
    path = pbm_home / "erased.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert cli.main(["verify", str(path), "--head", shown]) == 0, capsys.readouterr().err


def test_an_offer_naming_an_erased_player_replays_and_verifies(sqlite_store, clock,
                                                              fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=6)
    offered = _offer_to_gone(service, game_id, clock)
    rng = random.Random(4)
    for _ in range(4):
        _move(service, game_id, clock, rng)
    service.cancel(game_id)  # ended: the seed is revealed, so verify replays every move
    heads = [_head(service, game_id)]
    service.erase_person(GONE.email, erasure_of(sqlite_store))
    fresh = GameService(sqlite_store, clock, fake_secrets, key=KEY)  # nothing cached
    view = fresh.view(game_id)
    renamed = next(e.text for e in view.log if e.text.startswith("offer"))
    assert renamed == offered.replace(GONE.name, "Hráč 2 (vymazán)")
    # the replay (the replay page's steps) runs through every move with the pseudonym
    steps = list(view.steps())
    assert len(steps) == len(view.log)
    verdict = chain.verify(fresh.export(game_id), rules.get, KEY, heads)
    assert verdict.ok and "replay matches the result" in verdict.summary, verdict.summary


def test_an_erasure_in_english_renames_the_offer_too(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    record = service.create("westernpoly", [PlayerSpec("Ann", "ann@example.org", "en"),
                                            PlayerSpec("Bob Get", "bob@example.org", "en")],
                            "ann@example.org", start=True)
    view = service.view(record.id)
    mover = view.game.seat(view.game.to_move)
    other = next(s for s in view.game.seats if s.seat != mover.seat)
    service.submit(record.id, mover.email, f"offer {other.name} give $10 get $0",
                   version=view.game.version)
    service.cancel(record.id)
    service.erase_person(other.email, erasure_of(sqlite_store))
    export = service.export(record.id)
    assert "Bob Get" not in json.dumps(export)
    verdict = chain.verify(export, rules.get, KEY)
    assert verdict.ok and "replay matches" in verdict.summary, verdict.summary


def _legacy(service: GameService, store, game_id: str) -> None:
    """Make a started game one of before the salted roster: its roster names and addresses
    in plain, its chain hashing names (what a game started by the older service holds)."""
    stored = service.reader.load(game_id, whole=True)
    record = stored.game
    log = service.reader.log(record)
    record = evolve(record, roster=chain.roster(record), version=record.version + 1)
    entries = people.rechained(record, log)
    record = evolve(record, head=entries[-1].hash if entries else chain.record_genesis(record))
    record = evolve(record, seal=chain.head_seal(KEY, record.id, record.moves, record.head))
    store.rewrite_game(record, stored.game.version, entries, stored.press)


def test_an_older_game_still_verifies_and_is_erased_as_before(sqlite_store, clock,
                                                             fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=6)
    _legacy(service, sqlite_store, game_id)
    fresh = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    rng = random.Random(2)
    for _ in range(3):
        _move(fresh, game_id, clock, rng)
    before = fresh.export(game_id)
    assert before["format"] == "pbm-export/3"
    assert chain.verify(before, rules.get, KEY).ok
    fresh.erase_person(GONE.email, erasure_of(sqlite_store))
    after = fresh.export(game_id)
    assert after["format"] == "pbm-export/3" and GONE.name not in json.dumps(after)
    assert chain.verify(after, rules.get, KEY).ok
    assert chain.verify(before, rules.get, KEY).ok  # against its own chain


def _game_row(store, game_id: str) -> dict:
    db = sqlite3.connect(store.path)
    data = json.loads(db.execute("SELECT data FROM games WHERE id = ?", (game_id,)).fetchone()[0])
    db.close()
    return data


def _put_game_row(store, game_id: str, data: dict) -> None:
    db = sqlite3.connect(store.path, isolation_level=None)
    db.execute("UPDATE games SET data = ? WHERE id = ?", (json.dumps(data), game_id))
    db.close()


def test_a_sealed_game_whose_seal_is_deleted_does_not_load(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=5)
    data = _game_row(sqlite_store, game_id)
    assert data["seal"] and data["roster"]["sealed"] is True
    del data["seal"]
    _put_game_row(sqlite_store, game_id, data)
    fresh = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    with pytest.raises(ServiceError) as refused:
        fresh.view(game_id)
    assert refused.value.code == ErrorCode.CORRUPT_GAME and "seal" in refused.value.message
    # and saying it was never sealed breaks the chain's first entry
    data["roster"]["sealed"] = False
    _put_game_row(sqlite_store, game_id, data)
    with pytest.raises(ServiceError) as refused:
        GameService(sqlite_store, clock, fake_secrets, key=KEY).view(game_id)
    assert refused.value.code == ErrorCode.CORRUPT_GAME


def test_a_sealed_export_without_its_seal_does_not_verify_even_without_the_key(
        sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=5)
    document = service.export(game_id)
    assert chain.verify(document, rules.get).ok
    stripped = json.loads(json.dumps(document))
    del stripped["statement"]["seal"], stripped["statement"]["sealed_by"]
    for key in (None, KEY):
        verdict = chain.verify(stripped, rules.get, key)
        assert not verdict.ok and "seal" in verdict.summary
    unsealed = json.loads(json.dumps(stripped))
    unsealed["roster"]["sealed"] = False  # claiming it never was breaks its first entry
    verdict = chain.verify(unsealed, rules.get)
    assert not verdict.ok and verdict.bad_seq == 1


def test_a_name_changed_in_a_salted_roster_does_not_verify(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=5)
    document = service.export(game_id)
    for change in (lambda p: p.update(name="Mallory"),
                   lambda p: p.update(email="mallory@evil.example"),
                   lambda p: p.update(salt="00" * 16)):
        forged = json.loads(json.dumps(document))
        change(forged["roster"]["players"][0])
        assert not chain.verify(forged, rules.get).ok
    swapped = json.loads(json.dumps(document))
    swapped["game"]["order"].reverse()
    verdict = chain.verify(swapped, rules.get)
    assert not verdict.ok and "order" in verdict.summary


def test_erasing_the_organizer_keeps_every_hash_too(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=KEY)
    game_id = _played(service, clock, moves=6)  # Ann organizes and plays
    heads = [_head(service, game_id)]
    service.erase_person("ann@example.org", erasure_of(sqlite_store))
    after = service.export(game_id)
    assert "ann@example.org" not in json.dumps(after)
    roster = after["roster"]
    assert "organizer_salt" not in roster and roster["organizer_sha256"]
    verdict = chain.verify(after, rules.get, KEY, heads)
    assert verdict.ok and "the organizer (erased)" in verdict.summary, verdict.summary


def test_the_replay_page_of_a_game_with_an_erased_offer_still_opens(app, game_service, clock,
                                                                    sqlite_store):
    from web_events import SECRET, get

    from functions.links import play_path

    game_id = _played(game_service, clock, moves=6)
    _offer_to_gone(game_service, game_id, clock)
    game_service.erase_person(GONE.email, erasure_of(sqlite_store))
    bob = game_service.record(game_id).seat_of("bob@example.org")
    page = app.resolve(get(play_path(SECRET, game_id, bob.seat, bob.holder) + "/replay"), None)
    assert page["statusCode"] == 200
    assert GONE.name not in page["body"] and "(erased)" in page["body"]  # in its reader's words
