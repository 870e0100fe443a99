"""Table talk in the export (issue 13): its own hash chain beside the moves', verified by
`pbm verify`; an edited, dropped or forged message is found; private texts the organizer may
not read are withheld but still chained."""

from __future__ import annotations

import copy
import json

import pytest

import rules
from functions.cli import main
from functions.service import PlayerSpec
from functions.service.ledger import chain, press

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def talked(game_service, **options):
    game = game_service.create("1926", PLAYERS, "org@example.org",
                               options={"lang": "en", **options}, start=True)
    game_service.say(game.id, "ann@example.org", "I will take Praha.\nPromise: not Brno.")
    game_service.submit(game.id, "ann@example.org", "large praha")
    game_service.say(game.id, "bob@example.org", "Ann, Brno is yours if you leave me Plzeň.",
                     "Ann")
    game_service.say(game.id, "cid@example.org", "Deal?")
    return game, game_service.export(game.id)


def test_the_export_chains_the_talk_and_verifies(game_service):
    _, exported = talked(game_service)
    talk = exported["press"]
    assert [m["seq"] for m in talk] == [1, 2, 3]
    assert talk[0]["text"] == "I will take Praha.\nPromise: not Brno."
    salt = game_service.view(exported["game"]["id"]).press[1].salt  # known to Bob and Ann
    assert "text" not in talk[1] and "salt" not in talk[1]  # the organizer may not read it
    assert talk[1]["text_sha256"] == press.text_digest(
        "Ann, Brno is yours if you leave me Plzeň.", salt) != press.text_digest(
        "Ann, Brno is yours if you leave me Plzeň.")  # salted: no dictionary finds it
    assert talk[1]["from"] == "p2" and talk[1]["to"] == "p1"
    verdict = chain.verify(exported, rules.get)
    assert verdict.ok, verdict.summary
    assert "table talk chained (3 messages, 1 private texts withheld)" in verdict.summary
    # the moves' chain does not include the talk
    assert [e["text"] for e in exported["log"]][0] == "large praha"


def test_the_organizer_who_may_read_private_talk_gets_it_in_the_export(game_service):
    _, exported = talked(game_service, press_organizer="yes")
    assert exported["press"][1]["text"] == "Ann, Brno is yours if you leave me Plzeň."
    assert chain.verify(exported, rules.get).summary.count("withheld") == 0


def _forged(exported, change):
    forged = copy.deepcopy(exported)
    change(forged["press"])
    return chain.verify(forged, rules.get)


@pytest.mark.parametrize(("change", "found"), [
    (lambda t: t[0].update(text="I will take Brno."), "message 1: its text does not match"),
    (lambda t: t[0].update(text="I will take Brno.", text_sha256=press.text_digest(
        "I will take Brno.")), "message 1: its hash does not match"),
    (lambda t: t[2].update(at="2025-05-01T11:00:00.000Z"), "message 3: its hash does not match"),
    (lambda t: t[1].update(to=None), "message 2: its hash does not match"),
    (lambda t: t.pop(1), "message 2: missing or out of order"),
    (lambda t: t.__setitem__(1, {**t[1], "seq": 2, "prev": t[0]["prev"]}),
     "message 2: does not chain"),
])
def test_an_edited_dropped_or_forged_message_is_found(game_service, change, found):
    _, exported = talked(game_service)
    verdict = _forged(exported, change)
    assert not verdict.ok and found in verdict.summary


def test_pbm_say_export_and_verify_on_the_command_line(capsys, tmp_path, pbm_home):
    code = main(["new", "1926", "--player", "Ann <ann@example.org>", "--player",
                 "Bob <bob@example.org>", "--player", "Cid <cid@example.org>", "--start",
                 "--option", "press=public"])
    game_id = capsys.readouterr().out.strip()
    assert code == 0
    assert main(["say", game_id, "ann@example.org", "hello", "all"]) == 0
    assert "message 1 to everyone" in capsys.readouterr().out
    assert main(["say", game_id, "ann@example.org", "--to", "Bob", "psst"]) == 2
    assert "only talk to the whole table" in capsys.readouterr().err
    assert main(["export", game_id]) == 0
    path = tmp_path / "game.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["verify", str(path)]) == 0
    assert "table talk chained (1 messages)" in capsys.readouterr().out
    document = json.loads(path.read_text(encoding="utf-8"))
    document["press"][0]["text"] = "goodbye all"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["verify", str(path)]) == 1
    assert "table talk: message 1" in capsys.readouterr().err
