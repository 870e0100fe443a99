"""The 1926 bots: legal on random positions, deterministic, whole games end, strong sees a win."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules import DEFAULT_BOT, Bot
from rules.game1926 import GAME, Placement
from rules.game1926.bots import ExpertBot, StrongBot

LEVELS = ("random", "greedy", "strong")  # the quick ones; expert: tests/test_bots_expert.py
# Light strong and expert bots keep hypothesis fast; the real budget is exercised elsewhere.
LIGHT = {"random": GAME.bots["random"], "greedy": GAME.bots["greedy"],
         "strong": StrongBot(work=200),
         "expert": ExpertBot(work=200, min_iterations=20, max_iterations=40)}


def random_position(seed: int, players: int, variant: str, sets: int, depth: float):
    """A position reached by random placements (and now and then a resignation)."""
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(players)]
    state = GAME.new_game(names, {"variant": variant, "sets": sets})
    target = int(depth * players * sets * 3)
    for _ in range(target):
        player = GAME.to_move(state)
        if player is None:
            break
        if rng.random() < 0.02 and len(state.standing) > 2:
            state = GAME.apply(state, player, GAME.parse(state, player, "resign"))
            continue
        state = GAME.apply(state, player, rng.choice(GAME.legal_moves(state, player)))
    return state


def test_every_level_is_offered_and_bots_load_lazily():
    assert set(GAME.bots) == set(rules.BOT_LEVELS) and DEFAULT_BOT in GAME.bots
    assert all(isinstance(bot, Bot) and bot.level == level for level, bot in GAME.bots.items())
    assert rules.get("1926").bots is GAME.bots
    assert rules.Game().bots == {}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 5),
       variant=st.sampled_from(("primarky", "kancler")), sets=st.integers(3, 6),
       depth=st.floats(0, 1))
def test_every_level_moves_legally_on_random_positions(seed, players, variant, sets, depth):
    state = random_position(seed, players, variant, sets, depth)
    player = GAME.to_move(state)
    if player is None:
        return
    legal = GAME.legal_moves(state, player)
    for level, bot in LIGHT.items():
        move = bot.choose(state, player, random.Random(seed))
        assert move in legal, level
        assert bot.react(state, player, random.Random(seed)) is None
        GAME.apply(state, player, move)


def test_whole_games_of_bots_end_with_every_move_accepted():
    for seed in range(6):
        rng = random.Random(seed)
        names = ["ann", "bob", "cyd", "dan", "eve"]
        seats = {name: GAME.bots[LEVELS[(i + seed) % 3]] for i, name in enumerate(names)}
        state = GAME.new_game(names, {"variant": ("primarky", "kancler")[seed % 2]})
        while (player := GAME.to_move(state)) is not None:
            move = seats[player].choose(state, player, rng)
            assert GAME.parse(state, player, move.text) == move
            state = GAME.apply(state, player, move)
        assert GAME.result(state).winners


def test_the_same_rng_seed_gives_the_same_moves():
    state = random_position(5, 5, "primarky", 3, 0.3)
    player = GAME.to_move(state)
    for level in LEVELS:
        first = GAME.bots[level].choose(state, player, random.Random(42))
        again = GAME.bots[level].choose(state, player, random.Random(42))
        assert first == again


def test_greedy_takes_the_most_electors_with_the_smallest_pyramid():
    state = GAME.new_game(["ann", "bob", "cyd"], {"variant": "primarky"})
    state = GAME.apply(state, "ann", Placement("large", "praha"))
    # bob: Praha (17) is led by ann with 3; an empty region takes any pyramid, but Praha is
    # worth most and needs more than 3 points, which one pyramid cannot give (3 ties, ann is
    # in slot I); so the richest empty region, Brno (14), with a small pyramid.
    assert GAME.bots["greedy"].choose(state, "bob", random.Random(1)) == Placement("small", "brno")


def _wins_whatever_follows(state, player: str) -> bool:
    """True if `player` wins the finished game whatever the others place from here on."""
    to_move = GAME.to_move(state)
    if to_move is None:
        return GAME.result(state).winners == [player]
    return all(_wins_whatever_follows(GAME.apply(state, to_move, move), player)
               for move in GAME.legal_moves(state, to_move))


def test_strong_plays_a_move_that_decides_the_game():
    # Kancléř, 27 of 53 electors win. Three pyramids are left: ann's large, bob's large and
    # cyd's small. Ann leads regions worth 26; bob leads Uhersko (10) by two points, where ann
    # sits in slot I. Most placements of ann's large lose to some reply; the strong bot must
    # find one that wins against every reply (large Uhersko is one).
    names = ["ann", "bob", "cyd"]
    state = GAME.new_game(names, {"variant": "kancler", "sets": 3})
    plan = [  # (player, size, region) in turn order ann, bob, cyd
        ("ann", "large", "uhersko"), ("bob", "large", "uhersko"), ("cyd", "large", "bosna"),
        ("ann", "large", "ceske-zeme"), ("bob", "medium", "uhersko"), ("cyd", "large", "slovinsko"),
        ("ann", "medium", "rakouske-zeme"), ("bob", "large", "sedmihradsko"),
        ("cyd", "large", "bukovina"),
        ("ann", "medium", "alpske-zeme"), ("bob", "medium", "moldavsko"),
        ("cyd", "medium", "valassko"),
        ("ann", "medium", "chorvatsko"), ("bob", "medium", "valassko"), ("cyd", "medium", "bosna"),
        ("ann", "small", "ceske-zeme"), ("bob", "small", "moldavsko"),
        ("cyd", "medium", "slovinsko"),
        ("ann", "small", "chorvatsko"), ("bob", "small", "sedmihradsko"),
        ("cyd", "small", "bukovina"),
        ("ann", "small", "chorvatsko"), ("bob", "small", "bukovina"), ("cyd", "small", "valassko"),
    ]
    for player, size, region in plan:
        state = GAME.apply(state, player, Placement(size, region))
    assert GAME.to_move(state) == "ann" and state.hands[0] == (1, 0, 0)
    winning = {move for move in GAME.legal_moves(state, "ann")
               if _wins_whatever_follows(GAME.apply(state, "ann", move), "ann")}
    assert Placement("large", "uhersko") in winning
    assert len(winning) < len(GAME.legal_moves(state, "ann")) - 2  # most moves do not win
    for seed in range(3):
        assert GAME.bots["strong"].choose(state, "ann", random.Random(seed)) in winning
