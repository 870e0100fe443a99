"""Resigning in 1926: the player's pyramids left are forfeited and they are out of the count."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rules import IllegalMove
from rules.game1926 import GAME
from tests.test_1926_rules import play, position


def resign(state, player, text="resign"):
    return GAME.apply(state, player, GAME.parse(state, player, text))


@pytest.mark.parametrize("text", ["resign", "Vzdávám se", "VZDAVAM", "give up", "vzdát se"])
def test_resignation_is_read_in_both_languages_and_reads_back(text):
    state = GAME.new_game(["ann", "bob", "cyd"])
    move = GAME.parse(state, "bob", text)
    assert move.text == "resign"
    assert GAME.parse(state, "bob", move.text) == move
    assert "resign" not in [m.text for m in GAME.legal_moves(state, "ann")]


def test_resigning_on_turn_forfeits_the_hand_and_passes_the_turn():
    state = resign(GAME.new_game(["ann", "bob", "cyd"], {"lang": "en"}), "ann")
    assert GAME.to_move(state) == "bob"
    view = GAME.view(state, None)
    assert view["resigned"] == ["ann"]
    assert view["pyramids_left"]["ann"] == {"large": 0, "medium": 0, "small": 0}
    assert [e.kind for e in state.events] == ["resigned"]
    assert "ann" in state.events[0].text
    assert GAME.load(GAME.dump(state)) == state


def test_resigning_out_of_turn_keeps_the_player_to_move():
    state = play(GAME.new_game(["ann", "bob", "cyd"]), "large praha")
    state = resign(state, "cyd")
    assert GAME.to_move(state) == "bob"
    state = play(state, "large brno")
    assert GAME.to_move(state) == "ann"  # cyd is skipped from now on


def test_a_player_cannot_resign_twice_or_after_the_game():
    state = resign(GAME.new_game(["ann", "bob", "cyd"], {"lang": "en"}), "cyd")
    with pytest.raises(IllegalMove, match="already resigned"):
        GAME.parse(state, "cyd", "resign")
    state = resign(state, "bob")
    assert GAME.to_move(state) is None
    with pytest.raises(IllegalMove):
        GAME.parse(state, "ann", "resign")


def test_when_one_player_is_left_standing_they_win_at_once():
    state = play(GAME.new_game(["ann", "bob", "cyd"]), "large praha", "large praha")
    state = resign(resign(state, "ann"), "cyd")
    result = GAME.result(state)
    assert result.winners == ["bob"] and not result.draw
    assert result.details["decided_by"] == "last_standing"
    assert [e.kind for e in state.events][-1] == "game_over"


def test_resigned_pyramids_count_for_nobody_and_the_runner_up_inherits():
    # ann leads Praha and Brno but resigns; bob and cyd place their last pyramids
    state = position(
        {"praha": [("ann", "L L"), ("bob", "M")], "brno": [("ann", "L"), ("cyd", "S")]},
        to_move="ann",
        hands={"ann": (1, 0, 0), "bob": (0, 0, 1), "cyd": (0, 0, 1)},
    )
    state = resign(state, "ann")
    state = play(state, "small plzen", "small olomouc")
    result = GAME.result(state)
    electors = result.details["rounds"][0]["electors"]
    assert "ann" not in electors
    assert result.details["rounds"][0]["regions"]["praha"] == "bob"
    assert result.details["rounds"][0]["regions"]["brno"] == "cyd"
    assert result.scores["ann"] == 0


@pytest.mark.parametrize("seed", range(40))
def test_random_games_with_resignations_end_and_no_resigned_player_wins(seed):
    rng = random.Random(seed)
    players = [f"P{i}" for i in range(rng.randint(3, 5))]
    options = {"variant": rng.choice(["kancler", "primarky"]), "sets": rng.randint(3, 6)}
    state = GAME.new_game(players, options)
    gave_up: list[str] = []
    while (player := GAME.to_move(state)) is not None:
        standing = [p for p in players if p not in gave_up]
        if rng.random() < 0.03:
            quitter = rng.choice(standing)
            state = GAME.apply(state, quitter, GAME.parse(state, quitter, "resign"))
            gave_up.append(quitter)
        else:
            state = GAME.apply(state, player, rng.choice(GAME.legal_moves(state, player)))
            assert player not in gave_up  # a resigned player is never asked to move again
        assert GAME.load(GAME.dump(state)) == state
    result = GAME.result(state)
    assert result.winners and not set(result.winners) & set(gave_up)
    assert all(result.scores[p] == 0 for p in gave_up)
    if len(players) - len(gave_up) == 1:
        assert result.winners == [p for p in players if p not in gave_up]


@pytest.mark.parametrize("order", [("cyd", "ann", "bob"), ("bob", "dan", "ann"),
                                   ("ann", "bob", "cyd")])
def test_resigned_players_place_by_when_they_resigned_the_later_above(order):
    players = ["ann", "bob", "cyd", "dan"]
    state = GAME.new_game(players)
    for player in order:
        state = resign(state, player)
    result = dataclasses.asdict(GAME.result(state))
    places = GAME.placings(result)
    (winner,) = set(players) - set(order)
    assert places[winner] == 1
    assert [places[p] for p in reversed(order)] == [2, 3, 4]
