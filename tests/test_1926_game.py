"""The 1926 game through the common rules API: options, view, board text, read-backs, JSON."""

from __future__ import annotations

import json
import random

import pytest

import rules
from rules import OptionError
from rules.game1926 import GAME, Placement

PLAYERS = ["ann", "bob", "cyd"]


def play(state, *texts):
    for text in texts:
        player = GAME.to_move(state)
        state = GAME.apply(state, player, GAME.parse(state, player, text))
    return state


def test_the_registry_serves_1926():
    game = rules.get("1926")
    assert game is GAME and game.id == "1926"
    assert (game.min_players, game.max_players) == (3, 5)


def test_options_default_and_coerce_from_strings():
    assert GAME.normalize_options(None) == {"variant": "primarky", "sets": 3, "lang": "cs"}
    assert GAME.normalize_options({"variant": "Kancler", "sets": "6", "lang": "EN"}) == {
        "variant": "kancler",
        "sets": 6,
        "lang": "en",
    }


@pytest.mark.parametrize(
    "options",
    [
        {"sets": 2},
        {"sets": 7},
        {"sets": "many"},
        {"variant": "habsburg"},
        {"lang": "de"},
        {"colour": "red"},
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(OptionError):
        GAME.new_game(PLAYERS, options)


@pytest.mark.parametrize(
    "players", [["ann", "bob"], ["a", "b", "c", "d", "e", "f"], ["ann", "ann", "bob"]]
)
def test_bad_player_lists_are_refused(players):
    with pytest.raises(OptionError):
        GAME.new_game(players)


def test_describe_reads_a_move_back_in_either_language():
    state = GAME.new_game(PLAYERS)
    move = Placement("large", "praha")
    assert GAME.describe(state, move) == "velká v Praze"
    assert GAME.describe(state, move, "en") == "large Praha"
    assert (
        GAME.describe(state, Placement("small", "hradec-kralove"), "en") == "small Hradec Králové"
    )


# Every region of both maps: where a pyramid stands, as a Czech reader expects it.
CZECH_PLACES = {
    "primarky": {
        "praha": "v Praze",
        "plzen": "v Plzni",
        "hradec-kralove": "v Hradci Králové",
        "olomouc": "v Olomouci",
        "karlsbad": "v oblasti Karlsbad",
        "aussig": "v oblasti Aussig an der Elbe",
        "reichenberg": "v oblasti Reichenberg",
        "troppau": "v oblasti Troppau",
        "ceske-budejovice": "v Českých Budějovicích",
        "brno": "v Brně",
        "kladsko": "na Kladsku",
    },
    "kancler": {
        "ceske-zeme": "v Českých zemích",
        "rakouske-zeme": "v Rakouských zemích",
        "alpske-zeme": "v Alpských zemích",
        "slovinsko": "ve Slovinsku",
        "chorvatsko": "v Chorvatsku",
        "bosna": "v Bosně a Hercegovině",
        "uhersko": "v Uhersku",
        "sedmihradsko": "v Sedmihradsku",
        "bukovina": "na Bukovině",
        "moldavsko": "v Moldavsku",
        "valassko": "na Valašsku",
    },
}
CZECH_PLACEMENTS = [
    (variant, size, region, f"{word} {place}")
    for variant, places in CZECH_PLACES.items()
    for region, place in places.items()
    for size, word in (("large", "velká"), ("medium", "střední"), ("small", "malá"))
]


def test_the_table_covers_every_region_of_both_maps():
    for variant, places in CZECH_PLACES.items():
        state = GAME.new_game(PLAYERS, {"variant": variant})
        assert [region["id"] for region in GAME.view(state, None)["regions"]] == list(places)


@pytest.mark.parametrize(("variant", "size", "region", "words"), CZECH_PLACEMENTS)
def test_a_czech_placement_names_the_region_in_the_locative(variant, size, region, words):
    state = GAME.new_game(PLAYERS, {"variant": variant})
    move = Placement(size, region)
    assert GAME.describe(state, move, "cs") == words
    assert play(state, move.text).events[0].text == f"ann: {words}"
    # the description is also what a player may write back, and the canonical text is untouched
    assert GAME.parse(state, "ann", words) == move
    assert move.text == f"{size} {region}"


def test_a_language_the_game_does_not_speak_falls_back_to_the_games():
    state = GAME.new_game(PLAYERS)
    assert GAME.describe(state, Placement("large", "praha"), "de") == "velká v Praze"
    assert GAME.describe(state, GAME.parse(state, "ann", "resign"), "de") == "vzdávám"
    assert GAME.board_text(state, "de") == GAME.board_text(state)


def test_event_texts_follow_the_game_language():
    cs = play(GAME.new_game(PLAYERS), "velkou do Prahy")
    en = play(GAME.new_game(PLAYERS, {"lang": "en"}), "large praha")
    assert cs.events[0].text == "ann: velká v Praze"
    assert en.events[0].text == "ann: large Praha"
    assert (
        cs.events[0].data
        == en.events[0].data
        == {"player": "ann", "size": "large", "region": "praha"}
    )


def test_view_shows_the_public_board_and_only_the_mover_gets_moves():
    state = play(
        GAME.new_game(PLAYERS, {"lang": "en"}), "small praha", "large praha", "medium brno"
    )
    view = GAME.view(state, "ann")
    assert json.loads(json.dumps(view)) == view
    praha = view["regions"][0]
    assert praha["id"] == "praha" and praha["name"] == "Praha" and praha["electors"] == 17
    assert praha["columns"] == [
        {"slot": 1, "player": "ann", "pyramids": ["small"], "total": 1},
        {"slot": 2, "player": "bob", "pyramids": ["large"], "total": 3},
    ]
    assert praha["leader"] == "bob" and not praha["closed"]
    assert view["electors"] == {"ann": 0, "bob": 17, "cyd": 14}
    assert view["pyramids_left"]["ann"] == {"large": 3, "medium": 3, "small": 2}
    assert view["to_move"] == "ann"
    assert "small praha" in view["legal_moves"] and "large praha" not in view["legal_moves"]
    assert GAME.view(state, "bob")["legal_moves"] == []
    assert GAME.view(state, None)["legal_moves"] == []
    assert view["events"] == [e.to_dict() for e in state.events]
    assert view["result"] is None


def test_board_text_lists_regions_columns_leaders_tally_and_pyramids_left():
    state = play(
        GAME.new_game(PLAYERS, {"lang": "en"}), "small praha", "large praha", "medium brno"
    )
    text = GAME.board_text(state)
    lines = text.splitlines()
    praha = lines.index("Praha, 17 electors — leader: bob")
    assert lines[praha + 1].split() == ["I", "ann", "S", "=", "1"]
    assert lines[praha + 2].split() == ["II", "bob", "L", "=", "3"]
    assert "Kladsko, 2 electors — nobody yet" in lines
    assert "Electors now: bob 17, cyd 14, ann 0" in lines
    assert "Pyramids left: ann L3 M3 S2 · bob L2 M3 S3 · cyd L3 M2 S3" in lines
    assert lines[-1] == "To move: ann"
    cs = GAME.board_text(state, "cs")
    assert "Praha, 17 volitelů — vede bob" in cs and "Na tahu: ann" in cs
    assert "Kladsko, 2 volitelé — zatím nikdo" in cs


def test_a_finished_game_shows_its_result_in_view_and_board():
    state = GAME.new_game(PLAYERS, {"lang": "en"})
    while (player := GAME.to_move(state)) is not None:
        state = GAME.apply(state, player, GAME.legal_moves(state, player)[0])
    result = GAME.result(state)
    view = GAME.view(state, "ann")
    assert view["to_move"] is None and view["legal_moves"] == []
    assert view["result"] == result.to_dict()
    assert json.loads(json.dumps(result.to_dict())) == result.to_dict()
    text = GAME.board_text(state)
    assert "To move" not in text
    counted = [e.text for e in state.events if e.kind != "placed"]
    assert text.splitlines()[-len(counted) :] == counted


def test_dump_and_load_round_trip_through_json():
    state = play(GAME.new_game(PLAYERS, {"variant": "kancler", "sets": 5}), "velkou do Uherska")
    data = json.loads(json.dumps(GAME.dump(state)))
    assert data["board"]["uhersko"] == [{"player": "ann", "pyramids": [3]}]
    loaded = GAME.load(data)
    assert loaded == state
    assert GAME.to_move(loaded) == "bob"



def test_events_are_retold_in_either_language_from_their_data():
    for lang, other in (("cs", "en"), ("en", "cs")):
        rng = random.Random(lang)
        state = GAME.new_game(["Ann", "Bob", "Cyd", "Dan"], {"lang": lang, "variant": "kancler"})
        seen = set()
        player = "Dan"
        move = GAME.parse(state, player, "resign")
        while True:
            state = GAME.apply(state, player, move)
            for event in state.events:
                seen.add(event.kind)
                # the game's own language gives back exactly the recorded sentence
                assert GAME.event_text(event, lang) == event.text
                assert GAME.event_text(event, other) != event.text
            player = GAME.to_move(state)
            if player is None:
                break
            move = rng.choice(GAME.legal_moves(state, player))
        assert {"resigned", "placed", "count", "game_over"} <= seen


def test_a_localized_position_reads_and_refuses_in_the_players_language():
    state = GAME.new_game(["Ann", "Bob", "Cyd"], {"lang": "en"})
    czech = GAME.localized(state, "cs")
    assert GAME.parse(state, "Ann", "S praha").text == "small praha"  # English S: small
    assert GAME.parse(czech, "Ann", "S praha").text == "medium praha"  # Czech S: střední
    with pytest.raises(rules.IllegalMove, match="Nejsi na tahu"):
        GAME.parse(czech, "Bob", "velkou do Prahy")
    assert GAME.localized(state, "de") is state and GAME.localized(state, "en") is state
    move = GAME.parse(czech, "Ann", "velkou do Prahy")
    assert GAME.apply(state, "Ann", move).lang == "en"  # the game keeps its own language
