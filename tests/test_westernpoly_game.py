"""WesternPoly through the common rules API: options, players, views, dump/load, events."""

from __future__ import annotations

import json

import pytest

import rules
from rules import CHANCE, OptionError
from rules.westernpoly.state import Deck

G = rules.get("westernpoly")


def test_registry_and_defaults():
    assert G.id == "westernpoly" and (G.min_players, G.max_players) == (2, 6)
    s = G.new_game(["ann", "bob"])
    assert s.options.lang == "cs" and s.options.jail == "six" and s.options.decks == "western"
    assert s.cash == (30000, 30000) and s.pos == (0, 0) and s.events == ()
    assert G.to_move(s) == "ann" and G.result(s) is None


def test_options_from_strings_and_bad_options():
    s = G.new_game(["ann", "bob"], {"max_rounds": "4", "shares": "true", "decks": "Classic",
                                    "jail": "three_tries", "lang": "en"})
    assert (s.options.max_rounds, s.options.shares, s.options.decks) == (4, True, "classic")
    assert len(s.decks[0].unseen) == 14 and len(s.decks[1].unseen) == 14
    for bad in ({"jail": "forever"}, {"max_rounds": -1}, {"decks": "poker"}, {"colour": "red"}):
        with pytest.raises(OptionError):
            G.new_game(["ann", "bob"], bad)
    for players in (["ann"], ["p1", "p2", "p3", "p4", "p5", "p6", "p7"], ["ann", "ann"]):
        with pytest.raises(OptionError):
            G.new_game(players)


def test_players_not_on_turn_may_answer_offers_and_resign():
    s = G.new_game(["ann", "bob", "cid"], {"lang": "en"})
    assert [m.text for m in G.legal_moves(s, "bob")] == ["resign"]
    owner = list(s.owner)
    owner[1] = 0
    s = s._replace(owner=tuple(owner))
    s = G.apply(s, "ann", G.parse(s, "ann", "offer bob give 1 get $100"))
    assert [m.text for m in G.legal_moves(s, "bob")] == ["accept 1", "decline 1", "resign"]
    assert [m.text for m in G.legal_moves(s, "cid")] == ["resign"]
    assert "withdraw 1" in [m.text for m in G.legal_moves(s, "ann")]
    s = G.apply(s, "ann", G.parse(s, "ann", "roll"))
    assert G.to_move(s) == CHANCE
    assert G.legal_moves(s, "bob") == [] and len(G.legal_moves(s, CHANCE)) == 6


def test_view_is_json_safe_and_says_what_may_be_offered():
    s = G.new_game(["ann", "bob"], {"lang": "en"})
    owner = list(s.owner)
    owner[1] = owner[3] = owner[12] = 0
    stars = list(s.stars)
    stars[1] = 2
    fortune = Deck(tuple(c for c in s.decks[0].unseen if c != "stestena-02"))
    s = s._replace(owner=tuple(owner), stars=tuple(stars), kept=("stestena-02", ""),
                   decks=(fortune, s.decks[1]))
    view = json.loads(json.dumps(G.view(s, "ann")))
    assert view["you"] == "ann" and view["legal_moves"][0] == "roll"
    assert view["may_offer"]["fields"] == [12]
    assert view["may_offer"]["whole_chains"] == [[1, 3]]
    assert view["may_offer"]["card"] and view["may_offer"]["players"] == ["bob"]
    assert view["decks"] == {"stestena": {"cards": 19}, "prachy": {"cards": 19}}
    spectator = G.view(s, None)
    assert "legal_moves" not in spectator and "stestena-05" not in json.dumps(spectator)


def test_dump_load_round_trip_through_json():
    s = G.new_game(["ann", "bob"], {"lang": "en", "shares": True})
    for player, text in [("ann", "roll"), (CHANCE, "throw 6"), (CHANCE, "throw 1")]:
        s = G.apply(s, player, G.parse(s, player, text))
    assert G.to_move(s) == CHANCE  # field 7: a ŠTĚSTĚNA card
    s = G.apply(s, CHANCE, G.parse(s, CHANCE, "draw stestena-13"))
    loaded = G.load(json.loads(json.dumps(G.dump(s))))
    assert loaded == s and loaded.events == s.events


def test_events_name_the_players_and_render_in_both_languages():
    s = G.new_game(["ann", "bob"], {"lang": "cs"})
    s = G.apply(s, "ann", G.parse(s, "ann", "roll"))
    s = G.apply(s, CHANCE, G.parse(s, CHANCE, "throw 1"))
    throw, moved = s.events
    assert throw.kind == "throw" and throw.data == {"player": "ann", "dice": [1]}
    assert throw.text == "ann hodila 1"
    assert G.event_text(moved, "en") == "ann reached Shack U Hnědáka"
    assert "Na tahu: ann" in G.board_text(s) and "Waiting for: ann" in G.board_text(s, "en")


def test_a_language_the_game_does_not_speak_falls_back_to_the_games():
    s = G.new_game(["ann", "bob"], {"lang": "cs"})
    assert G.board_text(s, "de") == G.board_text(s)
    assert G.describe(s, G.parse(s, "ann", "roll"), "de") == "hodit kostkou"
    unknown = rules.Event("note", "recorded words", {})
    assert G.event_text(unknown, "en") == "recorded words"


def test_moves_are_described_in_the_readers_language_with_the_field_named():
    game = G
    state = game.new_game(["Ann", "Bob"], {"lang": "cs"})
    assert game.describe(state, game.parse(state, "Ann", "roll"), "cs") == "hodit kostkou"
    assert game.describe(state, game.parse(state, "Ann", "roll"), "en") == "throw the die"
    state = game.apply(state, "Ann", game.parse(state, "Ann", "roll"))
    state = game.apply(state, CHANCE, game.parse(state, CHANCE, "throw 5"))
    buy = game.parse(state, "Ann", "koupit")
    assert game.describe(state, buy, "cs") == "koupit Kurz střelby (5) za 4 000 $"
    assert game.describe(state, buy, "en") == "buy Shooting range (5) for $4,000"
    assert game.describe(state, game.parse(state, "Ann", "pass"), "cs") == "nekupovat"


def test_a_localized_position_refuses_in_the_players_language():
    state = G.new_game(["Ann", "Bob"], {"lang": "cs"})
    with pytest.raises(rules.IllegalMove, match="not your turn"):
        G.parse(G.localized(state, "en"), "Bob", "roll")
    with pytest.raises(rules.IllegalMove, match="Nejsi na tahu"):
        G.parse(state, "Bob", "roll")
    assert G.localized(state, "xx") is state
    move = G.parse(G.localized(state, "en"), "Ann", "throw the die")
    assert G.apply(state, "Ann", move).options.lang == "cs"
