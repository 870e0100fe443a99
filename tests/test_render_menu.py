"""The numbered menu: the same state gives the same numbers, and a number picks its move."""

from __future__ import annotations

import random

import pytest

import rules
from functions.render.menu import NoSuchChoice, menu, pick
from rules import CHANCE


def _played(game_id: str, steps: int, seed: int):
    """A position after `steps` moves chosen by a seeded random policy (never resigning)."""
    game = rules.get(game_id)
    state = game.new_game(["Ann", "Bob", "Cyril"], {"lang": "en"})
    pick_from = random.Random(seed)
    for _ in range(steps):
        player = game.to_move(state)
        if player is None:
            break
        moves = [m for m in game.legal_moves(state, player) if m.text != "resign"]
        state = game.apply(state, player, pick_from.choice(moves))
    while game.to_move(state) == CHANCE:
        state = game.apply(state, CHANCE, game.legal_moves(state, CHANCE)[0])
    return game, state


@pytest.mark.parametrize("game_id", ["1926", "westernpoly"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_menu_is_the_same_for_the_same_position(game_id, seed):
    game, state = _played(game_id, 9, seed)
    player = game.to_move(state)
    reloaded = game.load(game.dump(state))  # as the service rebuilds it for the reply
    assert menu(game, state, player, "en") == menu(game, reloaded, player, "en")
    assert [item.number for item in menu(game, state, player)] == list(
        range(1, len(game.choices(state, player)) + 1)
    )


@pytest.mark.parametrize("game_id", ["1926", "westernpoly"])
def test_pick_reads_back_to_the_numbered_move(game_id):
    game, state = _played(game_id, 7, 4)
    player = game.to_move(state)
    items = menu(game, state, player, "cs")
    assert items
    for item in items:
        text = pick(game, state, player, item.number)
        assert text == item.text
        assert game.parse(state, player, text) == game.choices(state, player)[item.number - 1]


def test_labels_are_the_games_words_in_the_readers_language():
    game, state = _played("1926", 0, 0)
    player = game.to_move(state)
    assert menu(game, state, player, "cs")[0].label == "velká v Praze"
    assert menu(game, state, player, "en")[0].label == "large Praha"
    assert menu(game, state, player, "en")[0].text == "large praha"


@pytest.mark.parametrize("number", [0, -1, 10_000])
def test_a_number_off_the_menu_is_refused_with_the_range(number):
    game, state = _played("1926", 3, 5)
    player = game.to_move(state)
    size = len(game.choices(state, player))
    with pytest.raises(NoSuchChoice, match=f"from 1 to {size}") as caught:
        pick(game, state, player, number)
    assert (caught.value.number, caught.value.size) == (number, size)


def test_a_player_not_to_move_has_an_empty_menu_and_no_pick():
    game, state = _played("1926", 2, 6)
    waiting = next(p for p in state.players if p != game.to_move(state))
    assert menu(game, state, waiting, "en") == []
    with pytest.raises(NoSuchChoice, match="no moves"):
        pick(game, state, waiting, 1)
    assert menu(game, state, CHANCE, "en") == []


def _goofspiel_after_a_round():
    """A 3-player Goofspiel game whose first round is over (Ann spent her 1, Bob his 4, Cid
    his 2), its next prize drawn."""
    game = rules.get("goofspiel")
    state = game.new_game(["Ann", "Bob", "Cid"], {"cards": 5}, seed=7)
    state = game.apply(state, CHANCE, game.legal_moves(state, CHANCE)[0])
    for player, card in (("Ann", 1), ("Bob", 4), ("Cid", 2)):
        state = game.apply(state, player, game.parse(state, player, f"bid {card}"))
    state = game.apply(state, CHANCE, game.legal_moves(state, CHANCE)[0])
    return game, state


def test_a_game_numbers_its_menu_by_its_own_numbers_so_a_bare_card_bids_that_card():
    game, state = _goofspiel_after_a_round()
    items = menu(game, state, "Ann", "en")
    assert [item.number for item in items] == [2, 3, 4, 5]  # her cards, not 1 to 4
    assert [item.text for item in items] == ["bid 2", "bid 3", "bid 4", "bid 5"]
    assert pick(game, state, "Ann", 2) == "bid 2"  # "2" in a reply bids the 2
    assert pick(game, state, "Bob", 5) == "bid 5"


def test_a_spent_card_is_no_option_and_the_refusal_lists_the_cards_left():
    game, state = _goofspiel_after_a_round()
    with pytest.raises(NoSuchChoice) as refused:
        pick(game, state, "Ann", 1)
    assert refused.value.numbers == (2, 3, 4, 5)
    assert "choose one of 2, 3, 4, 5" in str(refused.value)
