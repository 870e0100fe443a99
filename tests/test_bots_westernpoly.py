"""The WesternPoly bots: legal in whole games, deterministic, they answer offers by value,
get out of debt and never resign."""

from __future__ import annotations

import random

import pytest

import rules
from rules import CHANCE, DEFAULT_BOT, Bot
from rules.westernpoly.moves import Accept, Decline, MakeOffer, Resign, Sell, SellGolden, SellStars
from rules.westernpoly.state import NOBODY, Bundle, Debt

G = rules.get("westernpoly")
LEVELS = ("random", "greedy", "strong")  # the quick ones; expert: tests/test_bots_expert.py


def play(seats: list[str], seed: int, options: dict, steps: int = 20000, check=None,
         kinds: set[str] | None = None):
    """A game of bots at the given levels; every move goes through `parse` and `apply`, and
    after every step each bot may answer an offer addressed to it. `check(state, who, move)`
    sees every bot move before it is applied; `kinds` collects the event kinds."""
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(len(seats))]
    bots = {name: G.bots[level] for name, level in zip(names, seats, strict=True)}
    s = G.new_game(names, options)
    for _ in range(steps):
        who = G.to_move(s)
        if who is None:
            return s
        if who == CHANCE:
            outcomes = G.chance_outcomes(s)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = bots[who].choose(s, who, rng)
            assert not isinstance(move, Resign)
            if check:
                check(s, who, move)
            assert G.parse(s, who, move.text) == move, move.text
        s = G.apply(s, who, move)
        if kinds is not None:
            kinds.update(e.kind for e in s.events)
        for name, bot in bots.items():
            answer = bot.react(s, name, rng)
            if answer is not None:
                assert isinstance(answer, (Accept, Decline))
                s = G.apply(s, name, answer)
                if kinds is not None:
                    kinds.update(e.kind for e in s.events)
    return s


def test_every_level_is_offered():
    assert set(G.bots) == set(rules.BOT_LEVELS) and DEFAULT_BOT in G.bots
    assert all(isinstance(bot, Bot) and bot.level == level for level, bot in G.bots.items())


@pytest.mark.parametrize("seed", range(6))
def test_games_of_bots_end_with_legal_moves_only(seed):
    seats = [LEVELS[(seed + i) % 3] for i in range(2 + seed % 3)]
    options = {"max_rounds": 40, "jail": ("six", "two_turns", "three_tries")[seed % 3],
               "decks": "classic" if seed % 2 else "western", "lang": "cs" if seed % 2 else "en"}
    seen: set[str] = set()

    def check(s, who, move):
        listed = G.legal_moves(s, who)
        assert move in listed or isinstance(move, MakeOffer), move.text
        if s.debts:
            assert isinstance(move, (Sell, SellStars, SellGolden, Accept, Decline))
        seen.add(type(move).__name__)

    s = play(seats, seed, options, check=check)
    assert G.to_move(s) is None and G.result(s).winners
    assert "Roll" in seen


def test_strong_bots_offer_trades_that_get_answered():
    kinds: set[str] = set()
    for seed in range(6):
        play(["strong", "greedy", "strong"], 100 + seed, {"max_rounds": 40}, kinds=kinds)
    assert {"trade_offer", "trade_accepted", "trade_declined", "bought", "stars"} <= kinds


def test_the_same_rng_seed_gives_the_same_game():
    for level in LEVELS:
        first = play([level, level, level], 11, {"max_rounds": 10})
        again = play([level, level, level], 11, {"max_rounds": 10})
        assert G.dump(first) == G.dump(again)


def _with_offer(s, proposer: int, recipient: int, give: Bundle, get: Bundle):
    """`s` after `proposer` offers `recipient` a trade (made through the rules)."""
    offer = MakeOffer(s.players[recipient], give, get)
    return G.apply(s, s.players[proposer], offer)


def _owning(s, seat: int, fields: list[int]):
    owner = list(s.owner)
    for f in fields:
        owner[f] = seat
    return s._replace(owner=tuple(owner))


@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_a_clearly_bad_offer_is_declined_and_a_good_one_accepted(level):
    s = G.new_game(["ann", "bot", "cyd"], {"max_rounds": 40})
    s = _owning(s, 1, [37, 39])  # the bot holds the whole bank chain
    s = _owning(s, 0, [1])
    bad = _with_offer(s, 0, 1, Bundle((1,)), Bundle((39,)))  # a shack for a bank
    move = G.bots[level].react(bad, "bot", random.Random(1))
    assert move == Decline(bad.offers[0].id)
    good = _with_offer(s, 0, 1, Bundle((1,), False, 5000), Bundle())  # gifts
    move = G.bots[level].react(good, "bot", random.Random(1))
    assert move == Accept(good.offers[0].id)
    assert G.apply(good, "bot", move).owner[1] == 1


def test_strong_declines_money_that_would_complete_a_rivals_chain():
    s = G.new_game(["ann", "bot", "cyd"], {"max_rounds": 40})
    s = _owning(s, 0, [6, 8])  # ann holds two of the three lodging houses
    s = _owning(s, 1, [9])
    offer = _with_offer(s, 0, 1, Bundle((), False, 3000), Bundle((9,)))  # 3000 for a 2400 card
    assert G.bots["strong"].react(offer, "bot", random.Random(1)) == Decline(offer.offers[0].id)
    assert G.bots["greedy"].react(offer, "bot", random.Random(1)) == Accept(offer.offers[0].id)


def test_no_reaction_without_an_offer_or_while_chance_is_pending():
    s = G.new_game(["ann", "bot"], {})
    for bot in G.bots.values():
        assert bot.react(s, "bot", random.Random(1)) is None
    rolled = G.apply(s, "ann", G.parse(s, "ann", "roll"))
    assert G.to_move(rolled) == CHANCE
    for bot in G.bots.values():
        assert bot.react(rolled, "bot", random.Random(1)) is None


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_in_debt_sells_until_the_debt_is_paid(level):
    s = G.new_game(["ann", "bot"], {"max_rounds": 40})
    s = _owning(s, 1, [1, 3, 5, 12])
    stars = list(s.stars)
    stars[1] = stars[3] = 2
    cash = (s.cash[0], 1000)  # owes 9000: both plain cards (7000) and two stars (500 each)
    s = s._replace(stars=tuple(stars), cash=cash, bank=-sum(cash), debts=(Debt(1, 0, 9000),))
    assert G.to_move(s) == "bot"
    rng = random.Random(5)
    for _ in range(20):
        if not s.debts:
            break
        move = G.bots[level].choose(s, "bot", rng)
        assert isinstance(move, (Sell, SellStars, SellGolden))
        s = G.apply(s, "bot", move)
    assert not s.debts and s.alive[1]
    if level == "strong":  # plain cards (sold at full price) first, then only the stars needed
        assert s.stars[1] + s.stars[3] == 2 and s.owner[5] == s.owner[12] == NOBODY


def test_strong_offers_a_spare_card_dear_to_the_player_who_collects_its_chain():
    s = G.new_game(["ann", "bot", "cyd"], {"max_rounds": 40})
    s = _owning(s, 1, [6])  # the bot's lone lodging house
    s = _owning(s, 2, [8])  # cyd holds another one of that chain
    s = s._replace(active=1)
    move = G.bots["strong"].choose(s, "bot", random.Random(1))
    # 1.5 x 2000 plus the quarter of the price it adds to cyd's chain
    assert move == MakeOffer("cyd", Bundle((6,)), Bundle((), False, 3500))
    offered = G.apply(s, "bot", move)
    assert G.bots["strong"].choose(offered, "bot", random.Random(1)).text == "roll"
    accepted = G.apply(offered, "cyd", Accept(offered.offers[0].id))
    assert accepted.owner[6] == 2 and accepted.cash[1] == s.cash[1] + 3500


def test_strong_offers_no_sale_nobody_collects_nor_one_that_hands_over_a_chain():
    s = G.new_game(["ann", "bot", "cyd"], {"max_rounds": 40})
    s = _owning(s, 1, [6])._replace(active=1)
    assert G.bots["strong"].choose(s, "bot", random.Random(1)).text == "roll"
    blocking = _owning(s, 2, [8, 9])  # selling 6 would complete cyd's chain: the bot buys
    move = G.bots["strong"].choose(blocking, "bot", random.Random(1))  # the rest instead
    assert move == MakeOffer("cyd", Bundle((), False, 4700), Bundle((8, 9)))
    poor = _owning(s, 2, [8])._replace(cash=(30000, 30000, 3000))  # cyd cannot pay 3500
    assert G.bots["strong"].choose(poor, "bot", random.Random(1)).text == "roll"
