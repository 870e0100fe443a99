"""Auditable dice and the hash-chained log: outcomes from the seed, export -> verify, tampering."""

from __future__ import annotations

import copy
import hashlib
import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from toy_game import rules_for

from functions.service import PlayerSpec
from functions.service.ledger import chain, dice

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org")]
FACES = [(f"face {n}", p) for n, p in enumerate([0.5, 0.25, 0.125, 0.125], start=1)]


def test_an_outcome_depends_only_on_seed_game_and_move_number():
    seed = bytes(range(32))
    first = [dice.chance_outcome(seed, "g1", seq, FACES) for seq in range(1, 200)]
    assert first == [dice.chance_outcome(seed, "g1", seq, FACES) for seq in range(1, 200)]
    assert first != [dice.chance_outcome(seed, "g2", seq, FACES) for seq in range(1, 200)]
    assert first != [dice.chance_outcome(bytes(32), "g1", seq, FACES) for seq in range(1, 200)]


def test_outcomes_follow_the_probabilities():
    seed = hashlib.sha256(b"fair").digest()
    counts = Counter(dice.chance_outcome(seed, "g", seq, FACES) for seq in range(8000))
    # generous bounds: a broken mapping (e.g. always the first face) fails them by far
    assert 3600 < counts["face 1"] < 4400
    assert 1700 < counts["face 2"] < 2300
    assert 800 < counts["face 3"] < 1200 and 800 < counts["face 4"] < 1200


def test_the_commitment_is_the_sha256_of_the_seed():
    seed = b"\x01" * 32
    assert dice.commitment(seed) == hashlib.sha256(seed).hexdigest()


def finished_game(service, target: int = 12):
    game = service.create("toy", PLAYERS, "org@example.org", options={"target": target},
                          start=True)
    service.submit(game.id, "bob@example.org", "cheer")
    while game.status == "running":
        game = service.submit(game.id, game.seat(game.to_move).email, "roll").game
    return game


@given(st.text(), st.integers(min_value=1, max_value=10**12), st.text(), st.text(), st.text(),
       st.text(), st.text())
def test_an_entry_hash_is_the_sha256_of_its_sorted_compact_json(game_id, seq, player, text,
                                                                 source, at, prev):
    fields = {"game": game_id, "seq": seq, "player": player, "text": text, "source": source,
              "at": at, "prev": prev}
    canonical = json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert chain.entry_hash(game_id, seq, player, text, source, at, prev) == \
        hashlib.sha256(canonical.encode()).hexdigest()


def test_an_export_of_a_finished_game_verifies(service):
    game = finished_game(service)
    document = service.export(game.id)
    assert document["seed"] == game.seed
    assert document["seed_commitment"] == game.seed_commitment
    assert len(document["log"]) == game.moves and document["result"] == game.result
    verdict = chain.verify(document, rules_for)
    throws = sum(e["player"] == "@chance" for e in document["log"])
    assert verdict.ok and verdict.bad_seq is None
    assert f"{game.moves} moves" in verdict.summary and f"{throws} chance" in verdict.summary


def test_a_running_game_verifies_its_chain_but_keeps_the_seed(service):
    game = service.create("toy", PLAYERS, "org@example.org", start=True)
    service.submit(game.id, "ann@example.org", "roll")
    document = service.export(game.id)
    assert document["seed"] is None
    verdict = chain.verify(document, rules_for)
    assert verdict.ok and "not revealed" in verdict.summary


def rechain(document: dict, start: int) -> None:
    """Recompute the hashes from entry `start` on, as a forger would."""
    game = document["game"]
    log = document["log"]
    prev = log[start - 2]["hash"] if start > 1 else chain.export_genesis(document)
    hashed = chain.export_hasher(document)
    for entry in log[start - 1:]:
        entry["prev"] = prev
        entry["hash"] = prev = hashed(game["id"], entry["seq"], entry["player"],
                                                entry["text"], entry["source"], entry["at"], prev)


@pytest.fixture
def export(sqlite_store, clock, fake_secrets):
    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets, rules_for)
    return service.export(finished_game(service).id)


def first_throw(document: dict) -> int:
    return next(e["seq"] for e in document["log"] if e["player"] == "@chance")


def test_an_edited_move_breaks_the_chain_at_that_move(export):
    seq = first_throw(export)
    forged = copy.deepcopy(export)
    forged["log"][seq - 1]["text"] = "die 6" if export["log"][seq - 1]["text"] != "die 6" \
        else "die 5"
    verdict = chain.verify(forged, rules_for)
    assert not verdict.ok and verdict.bad_seq == seq and f"move {seq}" in verdict.summary


def test_a_rechained_forged_throw_is_caught_by_the_seed(export):
    seq = first_throw(export)
    forged = copy.deepcopy(export)
    real = export["log"][seq - 1]["text"]
    forged["log"][seq - 1]["text"] = "die 1" if real != "die 1" else "die 2"
    rechain(forged, seq)
    verdict = chain.verify(forged, rules_for)
    assert not verdict.ok and verdict.bad_seq == seq
    assert "does not follow from the seed" in verdict.summary and real in verdict.summary


def test_a_dropped_move_is_caught(export):
    forged = copy.deepcopy(export)
    del forged["log"][1]
    verdict = chain.verify(forged, rules_for)
    assert not verdict.ok and verdict.bad_seq == 2


def test_a_different_seed_is_caught(export):
    forged = copy.deepcopy(export)
    forged["seed"] = "00" * 32
    verdict = chain.verify(forged, rules_for)
    assert not verdict.ok and "commitment" in verdict.summary


def test_changed_settings_break_the_chain(export):
    forged = copy.deepcopy(export)
    forged["game"]["options"]["target"] = 3
    verdict = chain.verify(forged, rules_for)
    assert not verdict.ok and verdict.bad_seq == 1


def test_a_forged_result_is_caught(export):
    forged = copy.deepcopy(export)
    forged["result"]["winners"] = ["Nobody"]
    verdict = chain.verify(forged, rules_for)
    assert not verdict.ok and "result" in verdict.summary


@pytest.mark.parametrize("document", [
    {"hello": "world"}, [], "text", None, 7,
    {"format": "pbm-export/2", "game": {"id": "g", "rules": "toy", "options": {}, "order": []},
     "seed_commitment": "c", "log": []},  # format 2 without its roster
    {"format": "pbm-export/1", "game": {"id": "g", "rules": "toy", "options": [], "order": []},
     "seed_commitment": "c", "log": []},
    {"format": "pbm-export/1", "game": {"id": "g", "rules": "toy", "options": {}, "order": []},
     "seed_commitment": "c", "log": [["not", "an", "entry"]]},
    {"format": "pbm-export/1", "game": {"id": "g", "rules": "toy", "options": {}, "order": []},
     "seed_commitment": "c", "log": [{"seq": 1, "player": "a"}]},
    {"format": "pbm-export/9", "game": {}, "seed_commitment": "c", "log": []},
])
def test_something_else_is_not_an_export(document):
    with pytest.raises(chain.MalformedExport):
        chain.verify(document, rules_for)


def test_a_new_export_chains_who_played_and_says_so(export):
    # format 2 with its statement (issue 33) and who played by salted digests (issue 26)
    assert export["format"] == "pbm-export/5"
    assert export["roster"]["organizer"] == "org@example.org"
    assert [p["email"] for p in export["roster"]["players"]] == [
        p.email for p in PLAYERS]
    verdict = chain.verify(export, rules_for)
    assert verdict.ok and "chained by salted digests: the title" in verdict.summary
    for change in (lambda d: d["roster"].update(title="Another title"),
                   lambda d: d["roster"].update(organizer="mallory@evil.example"),
                   lambda d: d["roster"]["players"][0].update(email="mallory@evil.example"),
                   lambda d: d["roster"]["players"][0].update(name="Mallory")):
        forged = copy.deepcopy(export)
        change(forged)
        verdict = chain.verify(forged, rules_for)
        assert not verdict.ok and verdict.bad_seq == 1 and "move 1" in verdict.summary


def test_an_export_of_format_1_still_verifies_and_says_what_it_does_not_cover(export):
    """A game started before rosters were chained: its genesis and its export stay format 1."""
    old = copy.deepcopy(export)
    old["format"] = "pbm-export/1"
    del old["roster"], old["statement"], old["length"], old["head"]  # none stated back then
    rechain(old, 1)
    assert not chain.verify(old, rules_for).ok  # finished: it needs a head a player holds
    last = len(old["log"])
    verdict = chain.verify(old, rules_for, heads=[(last, old["log"][-1]["hash"])])
    assert verdict.ok and chain.NOT_COVERED_V1 in verdict.summary


@pytest.mark.parametrize("key", [None, b"the service's secret"])
def test_a_finished_export_downgraded_to_an_older_format_is_checked_by_a_head_alone(export,
                                                                                    key):
    """Rewritten whole as format 1 (nothing stated, nothing sealed), a finished game's export
    holds together: it verifies only against a head a player was shown, which it fails."""
    last = len(export["log"])
    shown = (last, export["log"][-1]["hash"])  # the head of the last mail of the game
    forged = copy.deepcopy(export)
    forged["format"] = "pbm-export/1"
    del forged["roster"], forged["statement"], forged["length"], forged["head"]
    rechain(forged, 1)
    refused = chain.verify(forged, rules_for, key)
    assert not refused.ok and "cannot be checked" in refused.summary
    assert not chain.verify(forged, rules_for, key, heads=[shown]).ok


def test_a_format_1_game_in_the_store_keeps_exporting_as_format_1(sqlite_store, clock,
                                                                   fake_secrets):
    from dataclasses import replace

    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets, rules_for)
    game = service.create("toy", PLAYERS, "org@example.org", start=True)
    record = replace(game, roster=None)
    document = chain.export(record, [])
    assert document["format"] == "pbm-export/1" and document["not_covered"] == chain.NOT_COVERED_V1
    assert chain.record_genesis(record) != chain.record_genesis(game)
