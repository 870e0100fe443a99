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
        renamed = copy.deepcopy(genuine)  # every field of the statement is checked
        renamed["statement"]["sealed_by"] = name
        verdict = chain.verify(renamed, rules.get, KEY)
        assert not verdict.ok and "sealed by" in verdict.summary
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


# Every field an export shows that a reader may rely on: a change to any of them, restated by
# someone without the secret, fails with the secret; left unrestated, fails without it.
SHOWN = {
    "game.title": lambda d: d["game"].update(title="Mallory's cup"),
    "game.public": lambda d: d["game"].update(public=not d["game"]["public"]),
    "game.ended_at": lambda d: d["game"].update(ended_at="2020-01-01T00:00:00.000Z"),
    "game.started_at": lambda d: d["game"].update(started_at="2020-01-01T00:00:00.000Z"),
    "game.created_at": lambda d: d["game"].update(created_at="2020-01-01T00:00:00.000Z"),
    "game.seating": lambda d: d["game"].update(seating="given" if d["game"]["seating"] ==
                                                "drawn" else "drawn"),
    "game.timing": lambda d: d["game"]["timing"].update(deadline_hours=1),
    "version": lambda d: d.update(version=d["version"] + 7),
    "game.players.lang": lambda d: d["game"]["players"][0].update(lang="de"),
    "game.players.status": lambda d: d["game"]["players"][0].update(status="resigned"),
    "not_covered": lambda d: d.update(not_covered="nothing at all"),
}


@pytest.mark.every_store
@pytest.mark.parametrize("field", sorted(SHOWN))
def test_every_field_shown_is_covered_by_the_statement(store, clock, fake_secrets, field):
    service = keyed(store, clock, fake_secrets)
    genuine = finished_goofspiel(service)
    assert chain.verify(genuine, rules.get, KEY).ok
    careless = copy.deepcopy(genuine)
    SHOWN[field](careless)
    assert careless != genuine
    verdict = chain.verify(careless, rules.get)  # no secret: the statement says otherwise
    assert not verdict.ok and "changed" in verdict.summary, verdict.summary
    restated(careless)  # made again by someone without the secret, the old seal kept
    verdict = chain.verify(careless, rules.get, KEY)
    assert not verdict.ok, verdict.summary
    if field == "game.title":  # the chain binds the title: no secret needed
        assert "title" in chain.verify(careless, rules.get).summary


def test_an_older_statement_says_what_it_does_not_cover(sqlite_store, clock, fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    older = finished_goofspiel(service)
    older["format"] = chain.SALTED_V4  # format 4: made before document_sha256 was stated
    del older["statement"]["document_sha256"]
    older["statement"] = chain.statement(older, KEY, whole=False)  # as it was sealed then
    verdict = chain.verify(older, rules.get, KEY)
    assert verdict.ok and "does not cover the title shown" in verdict.summary
    stripped = finished_goofspiel(service)  # a new one's digest dropped: its seal breaks
    del stripped["statement"]["document_sha256"]
    assert not chain.verify(stripped, rules.get, KEY).ok


@pytest.mark.parametrize("dropped", ["document_sha256", "players_sha256"])
def test_a_current_export_without_a_digest_its_format_states_fails(sqlite_store, clock,
                                                                   fake_secrets, dropped):
    service = keyed(sqlite_store, clock, fake_secrets)
    genuine = finished_goofspiel(service)
    assert genuine["format"] == chain.EXPORT_FORMAT
    for key in (None, KEY):
        changed = copy.deepcopy(genuine)
        changed["game"]["public"] = not changed["game"]["public"]
        changed["version"] += 1
        changed["game"]["created_at"] = "2020-01-01T00:00:00.000Z"
        del changed["statement"][dropped]
        # restated as a format-4 statement would be (without the secret: its seal kept)
        kept = {k: v for k, v in changed["statement"].items() if k in ("seal", "sealed_by")}
        changed["statement"] = chain.statement(
            changed, players=dropped != "players_sha256",
            whole=dropped != "document_sha256") | kept
        verdict = chain.verify(changed, rules.get, key)
        assert not verdict.ok and dropped in verdict.summary, verdict.summary


# JSON values of the wrong type or range, each in a place verify reads: refused in one line
ODD_VALUES = {
    "statement.moves float": lambda d: d["statement"].update(moves=float(d["statement"]["moves"])),
    "statement.moves bool": lambda d: d["statement"].update(moves=True),
    "statement.press float": lambda d: d["statement"].update(press=float(d["statement"]["press"])),
    "version negative": lambda d: d.update(version=-5),
    "version float": lambda d: d.update(version=float(d["version"])),
    "length bool": lambda d: d.update(length=True),
    "length negative": lambda d: d.update(length=-1),
    "press seq bool": lambda d: d["press"][0].update(seq=True),
    "press seq float": lambda d: d["press"][0].update(seq=1.0),
    "log seq float": lambda d: d["log"][0].update(seq=1.0),
    "log seq bool": lambda d: d["log"][0].update(seq=True),
    "log seq zero": lambda d: d["log"][0].update(seq=0),
    "holder negative": lambda d: d["game"]["players"][0].update(holder=-1),
    "holder bool": lambda d: d["game"]["players"][0].update(holder=False),
    "public text": lambda d: d["game"].update(public="yes"),
    "sealed text": lambda d: d["log"][0].update(sealed="true"),
    "title number": lambda d: d["game"].update(title=7),
    "unknown field": lambda d: d.update(trusted=True),
    "unknown game field": lambda d: d["game"].update(winner="Mallory"),
    "unknown statement field": lambda d: d["statement"].update(verified=True),
    "huge title": lambda d: d["game"].update(title="x" * 300_000),
    "roster sealed text": lambda d: d["roster"].update(sealed="no"),
}


@pytest.mark.parametrize("odd", sorted(ODD_VALUES))
def test_a_value_of_the_wrong_type_or_range_is_refused_in_one_line(
        sqlite_store, clock, fake_secrets, tmp_path, pbm_home, capsys, odd):
    service = keyed(sqlite_store, clock, fake_secrets)
    game = service.create("goofspiel", PLAYERS, "org@example.org", options=GOOF, start=True)
    service.say(game.id, PLAYERS[0].email, "hello")
    service.submit(game.id, PLAYERS[0].email, "bid 1")
    document = service.export(game.id)
    ODD_VALUES[odd](document)
    with pytest.raises(chain.MalformedExport):
        chain.verify(document, rules.get)
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(document))
    capsys.readouterr()
    code = cli.main(["verify", str(path)])
    out = capsys.readouterr()
    lines = (out.out + out.err).strip().splitlines()
    assert code == 2 and len(lines) == 1 and len(lines[0]) < 400, lines


def test_a_result_restated_with_a_float_does_not_match_the_replay(sqlite_store, clock,
                                                                    fake_secrets):
    service = keyed(sqlite_store, clock, fake_secrets)
    genuine = finished_goofspiel(service)
    text = json.dumps(genuine["result"])
    assert any(c.isdigit() for c in text)
    forged = copy.deepcopy(genuine)
    forged["result"] = json.loads(text, parse_int=float)
    restated(forged)
    assert not chain.verify(forged, rules.get).ok


def _twice(text: str, where: str, key: str, value: str) -> str:
    """The export's JSON text with `key` given once more, first, in the object opened by
    `where` (its first occurrence)."""
    at = text.index(where) + len(where)
    return text[:at] + f'"{key}": {value}, ' + text[at:]


def test_an_export_naming_a_key_twice_is_refused_in_one_line(sqlite_store, clock,
                                                             fake_secrets, tmp_path, pbm_home,
                                                             capsys):
    service = keyed(sqlite_store, clock, fake_secrets)
    game_id = played(service, clock, moves=3)
    text = json.dumps(service.export(game_id))
    path = tmp_path / "export.json"
    path.write_text(text)
    assert cli.main(["verify", str(path)]) == 0
    for twice in (_twice(text, "{", "status", '"running"'),
                  _twice(text, '"game": {', "title", '"Another"'),
                  _twice(text, '"statement": {', "moves", "0"),
                  _twice(text, '"log": [{', "text", '"resign"'),
                  text[:-1] + ', "result": null}'):
        path.write_text(twice)
        capsys.readouterr()
        assert cli.main(["verify", str(path)]) == 2
        out = capsys.readouterr()
        lines = (out.out + out.err).strip().splitlines()
        assert len(lines) == 1 and "appears twice" in lines[0], lines
