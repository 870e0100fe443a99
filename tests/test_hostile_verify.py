"""`pbm verify` cannot be talked out of checking (issue 40): what an export says of itself
(`sealed_by`, `seed: null`, `sealed: true`, its status) never switches a check off; who played
(each seat's holders, salted) and how the game ended are bound by the chain, the statement and
the X-PBM-Chain-End header of the mails sent after the end; every malformed document gets one
line, never a traceback."""

from __future__ import annotations

import copy
import json

import pytest
from test_mailroom_incoming import SETTINGS, RecordingTransport
from test_tampering import KEY, PLAYERS, SECRET, _finished, keyed, played

import rules
from functions import cli
from functions.mailroom.delivery import CHAIN_END_HEADER, Postman
from functions.service import PlayerSpec
from functions.service.ledger import chain

GOOF = {"cards": 3}


def restated(document: dict, key: bytes | None = None) -> dict:
    """The export with its length, head and statement made again by someone (without `key`:
    someone who does not hold the service's secret)."""
    document["length"] = len(document["log"])
    document["head"] = document["log"][-1]["hash"] if document["log"] else document["head"]
    old = document.get("statement") or {}
    document["statement"] = chain.statement(document, key)
    if key is None and "seal" in old:  # the old seal kept: only the secret tells it is wrong
        document["statement"].update(sealed_by=old.get("sealed_by"), seal=old["seal"])
    return document


def finished_goofspiel(service) -> dict:
    game = service.create("goofspiel", PLAYERS, "org@example.org", options=GOOF, start=True)
    while (record := service.record(game.id)).status == "running":
        for seat_id in record.waited:
            seat = record.seat(seat_id)
            view = service.view(game.id)
            move = service.rules_for("goofspiel").legal_moves(view.state, seat.player)[0]
            service.submit(game.id, seat.email, move.text, version=view.game.version)
    return service.export(game.id)


def test_an_export_naming_another_key_is_still_checked_against_the_secret(
        sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    genuine = service.export(_finished(service, clock))
    assert chain.verify(genuine, rules.get, KEY).ok
    for name in ("0000000000000000", "", None):
        forged = copy.deepcopy(genuine)
        forged["result"] = {"forged": True}
        restated(forged)
        forged["statement"].update(sealed_by=name, seal="00" * 32)
        verdict = chain.verify(forged, rules.get, KEY)
        assert not verdict.ok, verdict.summary
        renamed = copy.deepcopy(genuine)  # the seal alone counts, whatever key it names
        renamed["statement"]["sealed_by"] = name
        assert chain.verify(renamed, rules.get, KEY).ok
    other = chain.seal_key(b"another service's secret, 32 bytes")
    assert not chain.verify(genuine, rules.get, other).ok


@pytest.mark.parametrize("forge", ["seed", "status_seed"])
def test_a_finished_game_whose_result_cannot_be_checked_fails(sqlite_store, clock,
                                                               fake_secrets, forge):
    service = keyed(sqlite_store, clock, fake_secrets)
    genuine = service.export(_finished(service, clock))
    forged = copy.deepcopy(genuine)
    forged["seed"] = None
    forged["result"] = {"winners": ["Bob"], "forged": True}
    if forge == "status_seed":
        forged["status"] = "cancelled"
    restated(forged)
    verdict = chain.verify(forged, rules.get)
    assert not verdict.ok and "cannot be checked" in verdict.summary


def test_revealed_bids_turned_back_into_digests_do_not_switch_the_replay_off(
        sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    genuine = finished_goofspiel(service)
    assert genuine["status"] == "finished" and chain.verify(genuine, rules.get, KEY).ok
    salted_moves = [e for e in genuine["log"] if "salt" in e]
    assert salted_moves  # the bids, public now, with their salts
    forged = copy.deepcopy(genuine)
    for entry in forged["log"]:
        if "salt" in entry:
            entry["text_sha256"] = chain._hashed_text(entry)[len(chain.SEALED_PREFIX):]
            entry["sealed"] = True
            del entry["text"], entry["salt"]
    forged["result"] = {"forged": True}
    restated(forged)
    verdict = chain.verify(forged, rules.get)
    assert not verdict.ok and "withheld" in verdict.summary


def test_a_cancelled_game_mid_round_withholds_nothing_and_verifies(sqlite_store, clock,
                                                                 fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game = service.create("goofspiel", PLAYERS, "org@example.org", options=GOOF, start=True)
    view = service.view(game.id)
    move = service.rules_for("goofspiel").legal_moves(view.state, view.game.seat("p1").player)[0]
    service.submit(game.id, PLAYERS[0].email, move.text, version=view.game.version)
    assert any(e.get("sealed") for e in service.export(game.id)["log"])  # while it runs
    service.cancel(game.id)
    export = service.export(game.id)
    assert not any(e.get("sealed") for e in export["log"])
    verdict = chain.verify(export, rules.get, KEY)
    assert verdict.ok and "replay matches" in verdict.summary


@pytest.mark.parametrize("change", [
    lambda d: d["game"]["players"][0].update(email="mallory@evil.example"),
    lambda d: d["game"]["players"][1].update(name="Mallory"),
    lambda d: d["game"].update(organizer="mallory@evil.example"),
    lambda d: d["game"]["players"][0].update(holder=3, email="mallory@evil.example"),
])
def test_who_is_shown_on_a_seat_is_bound_without_the_secret(sqlite_store, clock, fake_secrets,
                                                            change):
    service = keyed(sqlite_store, clock, fake_secrets)
    genuine = service.export(played(service, clock, moves=4))
    forged = copy.deepcopy(genuine)
    change(forged)
    restated(forged)
    verdict = chain.verify(forged, rules.get)
    assert not verdict.ok and "roster binds" in verdict.summary
    assert not chain.verify(restated(copy.deepcopy(forged), None), rules.get, KEY).ok


def test_a_replacement_is_bound_by_a_salted_digest_and_survives_an_erasure(
        sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock, moves=4)
    service.replace_player(game_id, PLAYERS[1].email, "Cyril", "cyril@example.org")
    genuine = service.export(game_id)
    later = genuine["roster"]["later"]
    assert [(p["seat"], p["holder"], p["email"]) for p in later] == [
        ("p2", 1, "cyril@example.org")]
    verdict = chain.verify(genuine, rules.get, KEY)
    assert verdict.ok and "later holders of seats p2" in verdict.summary
    forged = copy.deepcopy(genuine)
    forged["game"]["players"][1]["email"] = "mallory@evil.example"
    assert not chain.verify(restated(forged), rules.get).ok
    service.erase_person("cyril@example.org")
    after = service.export(game_id)
    assert "cyril" not in json.dumps(after)
    assert chain.verify(after, rules.get, KEY).ok


def test_the_end_a_mail_showed_binds_the_result_status_seed_and_players(
        sqlite_store, clock, fake_secrets, tmp_path, pbm_home, capsys):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = _finished(service, clock)
    recorded = RecordingTransport()
    Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver_pending()
    ends = {str(m[CHAIN_END_HEADER]).strip() for m in recorded.sent if m[CHAIN_END_HEADER]}
    assert len(ends) == 1
    shown = ends.pop()
    assert shown.split()[:2] == [game_id, "end"]
    genuine = service.export(game_id)
    end = [(chain.END, shown.split()[2])]
    assert chain.verify(genuine, rules.get, heads=end).ok
    forgeries = []
    hidden = copy.deepcopy(genuine)  # the game said to run on: no seed, no result to check
    hidden.update(status="running", seed=None, result=None)
    forgeries.append(hidden)
    winner = copy.deepcopy(genuine)
    winner["result"] = {"forged": True}
    forgeries.append(winner)
    renamed = copy.deepcopy(genuine)  # an older export's shape: no holder numbers
    for player in renamed["game"]["players"]:
        del player["holder"]
    renamed["game"]["players"][0]["email"] = "mallory@evil.example"
    assert chain.verify(restated(copy.deepcopy(renamed)), rules.get).ok  # older: not bound
    forgeries.append(renamed)
    for forged in forgeries:
        restated(forged)
        assert not chain.verify(forged, rules.get, heads=end).ok
    path = tmp_path / "export.json"
    path.write_text(json.dumps(genuine))
    assert cli.main(["verify", str(path), "--head", shown]) == 0, capsys.readouterr().err
    path.write_text(json.dumps(hidden))
    assert cli.main(["verify", str(path), "--head", shown]) == 1
    # an erasure afterwards changes nothing the end binds
    service.erase_person(PLAYERS[1].email)
    assert chain.verify(service.export(game_id), rules.get, KEY, end).ok


def _malformed(genuine: dict) -> list[str]:
    """Exports broken in every place verify reads, as text."""
    texts = []

    def broken(change) -> None:
        document = copy.deepcopy(genuine)
        change(document)
        texts.append(json.dumps(document).replace('"HUGE"', "9" * 5000)
                     .replace('"-HUGE"', "-" + "9" * 5000))

    huge = "HUGE"  # a 5,000-digit number once written out
    for change in (
        lambda d: d.update(status=7),
        lambda d: d.update(status="done"),
        lambda d: d["game"].update(players="everyone"),
        lambda d: d["game"]["players"].append(["not", "a", "seat"]),
        lambda d: d["game"]["players"][0].update(holder="1"),
        lambda d: d["game"]["players"][0].update(holder=huge),
        lambda d: d["game"].update(organizer=["x"]),
        lambda d: d.update(statement=[1, 2]),
        lambda d: d.update(length=huge),
        lambda d: d.update(length="-HUGE"),
        lambda d: d["statement"].update(moves=huge),
        lambda d: d["log"][0].update(seq=huge),
        lambda d: d["log"][0].update(seq=1.5),
        lambda d: d["roster"].update(later="x"),
        lambda d: d["roster"].update(later=[{"seat": "p1"}]),
        lambda d: d["roster"]["players"][0].update(salt=None, sha256=None),
        lambda d: d.update(press=[1, 2]),
        lambda d: d.update(press=[{"seq": 1}]),
        lambda d: d.update(press="talk"),
        lambda d: d.update(result={"a": huge}),
    ):
        broken(change)
    text = json.dumps(genuine)
    texts.append(text.replace('"seq": 1,', '"seq": ' + "9" * 5000 + ",", 1))
    texts.append(text.replace('"length": ', '"length": ' + "9" * 5000 + "0", 1))
    texts.append("[" * 100_000)
    texts.append('{"format": "pbm-export/4", "game": {"id": ' + "1" * 5000 + "}}")
    return texts


def test_every_malformed_export_gets_one_line_never_a_traceback(
        sqlite_store, clock, fake_secrets, tmp_path, pbm_home, capsys):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock, moves=3)
    service.say(game_id, PLAYERS[0].email, "hello")
    genuine = service.export(game_id)
    path = tmp_path / "export.json"
    for number, text in enumerate(_malformed(genuine)):
        path.write_text(text)
        capsys.readouterr()
        code = cli.main(["verify", str(path)])
        out = capsys.readouterr()
        lines = (out.out + out.err).strip().splitlines()
        assert code != 0 and len(lines) == 1 and "Traceback" not in out.err, (number, lines)
        assert len(lines[0]) < 400, (number, lines[0][:100])


def test_a_head_with_odd_digits_is_a_usage_error(tmp_path, pbm_home, capsys):
    path = tmp_path / "export.json"
    path.write_text("{}")
    for head in ("²:" + "a" * 64, "9" * 5000 + ":" + "a" * 64, "1:" + "g" * 64):
        assert cli.main(["verify", str(path), "--head", head]) == 2
        assert "MOVES:HASH" in capsys.readouterr().err


def test_an_organizer_seated_player_is_bound_too(sqlite_store, clock, fake_secrets):
    players = PLAYERS + [PlayerSpec("Cyril", "cyril@example.org", "en")]
    service = keyed(sqlite_store, clock, fake_secrets)
    game = service.create("westernpoly", players, "org@example.org")
    service.replace_player(game.id, "cyril@example.org", "Dana", "dana@example.org")
    service.start(game.id)
    export = service.export(game.id)  # replaced before the start: the first holder is Dana
    assert export["game"]["players"][2]["holder"] == 1
    assert "later" not in export["roster"]
    assert chain.verify(export, rules.get, KEY).ok
