"""Bots at the table: seats held by bots play in the write that gave them the turn, get no
mail, are shown as bots, and `pbm verify` replays their moves as logged (today's bots may play
otherwise than those of an old game)."""

from __future__ import annotations

import json

import pytest

import rules
from functions.cli import main
from functions.service import GameService, PlayerSpec, ServiceError
from functions.service.ledger import chain
from functions.service.play.run import MAX_ENTRIES_PER_WRITE
from tests.conftest import FakeClock, FakeSecrets

BOTS = [PlayerSpec("", "", bot=level) for level in ("strong", "greedy", "random", "random",
                                                      "strong")]


@pytest.fixture
def service(store):
    return GameService(store, FakeClock(), FakeSecrets())


@pytest.mark.every_store  # several writes of bot moves, each within one DynamoDB transaction
@pytest.mark.parametrize("game_id", ["1926", "westernpoly"])
def test_a_game_of_five_bots_runs_to_its_end_at_the_start(service, store, game_id):
    # a short WesternPoly (moto copies its whole table on every transaction: a 2,000-entry game
    # would take gigabytes there); still several writes of MAX_ENTRIES_PER_WRITE each
    options = {"max_rounds": 6} if game_id == "westernpoly" else {}
    game = service.create(game_id, BOTS, "org@example.org", options=options, start=True)
    view = service.view(game.id)
    assert view.game.status == "finished" and view.game.result["winners"]
    assert {e.source for e in view.log} <= {"service", "bot:strong", "bot:greedy", "bot:random"}
    assert [s.name for s in view.game.seats] == ["Robot Karel", "Robot Radius", "Robotka Helena",
                                                 "Robot Primus", "Robot Marius"]
    # each write stayed within what one DynamoDB transaction holds
    per_write = {}
    for entry in view.log:
        per_write[entry.version] = per_write.get(entry.version, 0) + 1
    assert max(per_write.values()) <= MAX_ENTRIES_PER_WRITE + 10
    assert len(per_write) > 1 or len(view.log) <= MAX_ENTRIES_PER_WRITE
    # nobody is mailed but the organizer
    assert {n.email for n in store.pending_notifications(1000)} == {"org@example.org"}
    verdict = chain.verify(service.export(game.id), rules.get)
    assert verdict.ok and "bot moves" in verdict.summary, verdict.summary


class _LastMove:
    """A bot of an older version: it plays the last legal move, which today's bots do not."""

    def __init__(self, level):
        self.level = level

    def choose(self, state, player, rng, stand_in=False):
        return rules.get("1926").legal_moves(state, player)[-1]

    def react(self, state, player, rng):
        return None


class _OldRules(type(rules.get("1926"))):
    """1926 as an older version of the service played it: its bots were others."""

    @property
    def bots(self):
        return {level: _LastMove(level) for level in ("random", "greedy", "strong", "expert")}


def test_an_old_game_whose_bots_played_otherwise_still_verifies(store):
    # the game was played by older bots (as strong once repeated offers that were declined):
    # verify replays the log through today's rules and never plays the bots again
    old = GameService(store, FakeClock(), FakeSecrets(),
                      rules_for=lambda rid: _OldRules() if rid == "1926" else rules.get(rid))
    game = old.create("1926", BOTS[:3], "org@example.org", start=True)
    document = old.export(game.id)
    assert _moves_today_s_bots_would_not_play(document)
    verdict = chain.verify(document, rules.get)
    assert verdict.ok, verdict.summary
    assert "bot moves among them, replayed as logged" in verdict.summary


def test_a_forged_bot_move_fails_verification(service):
    game = service.create("1926", BOTS[:3], "org@example.org", start=True)
    document = service.export(game.id)
    log = document["log"]
    victim = next(e for e in log if e["source"] == "bot:random")
    state_game = rules.get("1926")
    legal = {m.text for m in _legal_at(state_game, document, victim["seq"])}
    victim["text"] = "nonsense"
    assert victim["text"] not in legal
    _rechain(document)
    verdict = chain.verify(document, rules.get)
    assert not verdict.ok and verdict.bad_seq == victim["seq"]
    assert "is not legal" in verdict.summary


def test_a_player_against_bots_gets_the_turn_back_at_once(service, store):
    ann = PlayerSpec("Ann", "ann@example.org", "en")
    game = service.create("1926", [ann, *BOTS[:2]], "org@example.org", start=True)
    for _ in range(40):
        view = service.view(game.id)
        if view.game.status == "finished":
            break
        assert view.game.to_move == "p1"  # after her move the bots played theirs
        move = view.rules.legal_moves(view.state, "Ann")[0]
        service.submit(game.id, "ann@example.org", move.text)
    assert service.view(game.id).game.status == "finished"
    assert {n.email for n in store.pending_notifications(1000)} <= {"ann@example.org",
                                                                    "org@example.org"}


def test_unknown_levels_and_waiting_games_of_bots_are_refused(service):
    with pytest.raises(ServiceError, match="no bot genius"):
        service.create("1926", [PlayerSpec("", "", bot="genius"), *BOTS[:2]], "o@example.org",
                       start=True)
    with pytest.raises(ServiceError, match="start"):
        service.create("1926", BOTS[:3], "o@example.org")


def test_a_human_against_two_bots_by_pbm_move_only(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PBM_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("PBM_STORE", raising=False)
    assert main(["new", "1926", "--player", "Ann <ann@example.org>", "--bot", "strong",
                 "--bot", "strong", "--lang", "en", "--start"]) == 0
    game_id = capsys.readouterr().out.strip()
    for _ in range(40):
        assert main(["show", game_id, "--json"]) == 0
        shown = json.loads(capsys.readouterr().out)
        if shown["status"] == "finished":
            break
        assert shown["to_move"] == "ann@example.org"
        move = _first_move(tmp_path / "home", game_id)
        assert main(["move", game_id, "ann@example.org", move]) == 0, capsys.readouterr().err
        capsys.readouterr()
    assert shown["status"] == "finished"
    assert [p["name"] for p in shown["players"]] == ["Ann", "Robot Karel", "Robot Radius"]
    assert [p["bot"] for p in shown["players"]] == [None, "strong", "strong"]
    assert main(["show", game_id]) == 0
    assert "Robot Karel (bot)" in capsys.readouterr().out
    mailed = {line.split(":", 1)[1].strip()
              for path in (tmp_path / "home" / "outbox" / "new").iterdir()
              for line in path.read_text().splitlines() if line.startswith("To:")}
    assert all("ann@example.org" in to for to in mailed)


def _first_move(home, game_id):
    from functions import compose
    from functions.settings import Settings

    parts = compose.build(Settings.from_env(home=home))
    try:
        view = parts.service.view(game_id)
        return view.rules.legal_moves(view.state, "Ann")[0].text
    finally:
        parts.close()


def _legal_at(game, document, seq):
    from functions.service.ledger import dice

    seed = bytes.fromhex(document["seed"])
    state = game.new_game(document["game"]["order"], document["game"]["options"],
                          seed=dice.setup_seed(seed, document["game"]["id"]))
    for entry in document["log"][:seq - 1]:
        state = game.apply(state, entry["player"], game.parse(state, entry["player"],
                                                             entry["text"]))
    return game.legal_moves(state, document["log"][seq - 1]["player"])


def _moves_today_s_bots_would_not_play(document):
    """How many logged bot moves today's bot (with the game's own generator) would not play."""
    from functions.service.ledger import dice

    game = rules.get(document["game"]["rules"])
    seed = bytes.fromhex(document["seed"])
    game_id = document["game"]["id"]
    state = game.new_game(document["game"]["order"], document["game"]["options"],
                          seed=dice.setup_seed(seed, game_id))
    differ = 0
    for entry in document["log"]:
        level = entry["source"].partition(":")[2]
        if entry["source"].startswith("bot:"):
            rng = dice.bot_random(seed, game_id, entry["seq"])
            differ += game.bots[level].choose(state, entry["player"], rng).text != entry["text"]
        state = game.apply(state, entry["player"], game.parse(state, entry["player"],
                                                             entry["text"]))
    return differ


def _rechain(document):
    """Recompute every hash after an edit, as a forger able to rewrite the whole log would."""
    prev = document["log"][0]["prev"]
    for entry in document["log"]:
        entry["prev"] = prev
        entry["hash"] = prev = chain.export_hasher(document)(document["game"]["id"], entry["seq"],
                                                entry["player"], entry["text"],
                                                entry["source"], entry["at"], prev)
