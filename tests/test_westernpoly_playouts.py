"""Random WesternPoly playouts: invariants and replay checked at every step."""

from __future__ import annotations

import json
import random

import pytest

import rules
from rules import CHANCE
from rules.westernpoly.board import CHAINS
from rules.westernpoly.moves import MakeOffer, Stake
from rules.westernpoly.state import NOBODY, Bundle

G = rules.get("westernpoly")
JAILS = ("six", "two_turns", "three_tries")
# Random players that buy and build eagerly reach stars, debts and bankruptcies.
WEIGHTS = {"resign": 0.001, "sell": 0.01, "buy": 5.0, "stars": 5.0, "golden": 5.0,
           "accept": 3.0}


def random_offer(rng: random.Random, s, player: str) -> MakeOffer | None:
    """A random offer built only from what `view` says may be offered."""
    mine = G.view(s, player)["may_offer"]
    if not mine["open"] or not mine["players"]:
        return None
    to = rng.choice(mine["players"])
    theirs = G.view(s, to)["may_offer"]

    def side(offerable) -> Bundle:
        fields = [f for f in offerable["fields"] if rng.random() < 0.3]
        for chain in offerable["whole_chains"]:
            if rng.random() < 0.2:
                fields.extend(chain)
        card = offerable["card"] and rng.random() < 0.5
        money = rng.randrange(0, offerable["max_money"] + 1, 100) if rng.random() < 0.5 else 0
        return Bundle(tuple(sorted(fields)), card, min(money, offerable["max_money"]))

    give, get = side(mine), side(theirs)
    return MakeOffer(to, give, get) if give or get else None


def choose(rng: random.Random, s, player: str):
    """A random move of `player`, biased towards playing on rather than selling or resigning."""
    moves = G.legal_moves(s, player)
    if s.debts:
        return rng.choice([m for m in moves if m.text != "resign"] or moves)
    if rng.random() < 0.05:
        offer = random_offer(rng, s, player)
        if offer is not None:
            return offer
    stakeable = G.view(s, player)["may_stake"]["fields"]
    if stakeable and rng.random() < 0.3 and s.cash[s.players.index(player)] > 0:
        return Stake(rng.randint(1, s.cash[s.players.index(player)] // 10 + 1),
                     rng.choice(stakeable))
    weights = [WEIGHTS.get(m.text.split()[0], 1.0) for m in moves]
    return rng.choices(moves, weights)[0]


def check_invariants(s) -> None:
    """Money conserved, no negative cash, starred chains with one owner, replayable text."""
    assert sum(s.cash) + s.bank + sum(a for _, a in s.stakes) == 0
    assert min(s.cash) >= 0
    for chain in CHAINS.values():
        if any(s.stars[f] for f in chain):
            assert len({s.owner[f] for f in chain}) == 1 and s.owner[chain[0]] != NOBODY
    assert G.load(json.loads(json.dumps(G.dump(s)))) == s
    for player in s.players:
        for move in G.legal_moves(s, player):
            assert G.parse(s, player, move.text) == move, move.text
    outcomes = G.chance_outcomes(s)
    if outcomes:
        assert sum(p for _, p in outcomes) == pytest.approx(1)
        for move, _ in outcomes:
            assert G.parse(s, CHANCE, move.text) == move
    view = json.dumps(G.view(s, s.players[0]))
    hidden = set(s.decks[0].unseen + s.decks[1].unseen)
    assert not any(card in view for card in hidden)


def playout(seed: int, players: int, options: dict, steps: int, seen: set | None = None,
            checked: bool = True):
    """Play at random from a new game; `seen` collects the event kinds."""
    rng = random.Random(seed)
    s = G.new_game([f"p{i}" for i in range(players)], options)
    for _ in range(steps):
        if checked:
            check_invariants(s)
        who = G.to_move(s)
        if who is None:
            return s
        if who == CHANCE:
            outcomes = G.chance_outcomes(s)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            answering = [p for p in s.players if any(
                o.recipient == s.players.index(p) for o in s.offers)]
            if answering and rng.random() < 0.5:
                who = rng.choice(answering)
            move = choose(rng, s, who)
        parsed = G.parse(s, who, move.text)
        assert parsed == move, move.text
        s = G.apply(s, who, parsed)
        if seen is not None:
            seen.update(e.kind for e in s.events)
    return s


@pytest.mark.parametrize("seed", range(24))
def test_games_with_a_round_limit_end(seed):
    players = 2 + seed % 5
    options = {"max_rounds": 40, "jail": JAILS[seed % 3], "shares": seed % 2 == 0,
               "decks": "classic" if seed % 4 == 3 else "western",
               "lang": "cs" if seed % 2 else "en"}
    s = playout(seed, players, options, steps=20000)
    assert G.to_move(s) is None
    result = G.result(s)
    assert result.winners and result.draw == (len(result.winners) > 1)
    assert set(result.scores) == set(s.players)


@pytest.mark.parametrize("seed", range(4))
def test_long_games_without_a_limit_keep_the_invariants(seed):
    s = playout(100 + seed, 3 + seed, {"shares": True, "lang": "en"}, steps=800)
    assert G.to_move(s) is None or s.turn_no > 20


def test_random_players_reach_the_rich_parts_of_the_game():
    seen: set[str] = set()
    for seed in range(12):
        playout(seed, 2 + seed % 5, {"max_rounds": 40, "jail": JAILS[seed % 3]}, 20000,
                seen=seen, checked=False)
    assert {"trade_accepted", "trade_lapsed", "stars", "debt", "debt_paid", "bankrupt",
            "used_card", "jail_wait", "sold_stars", "game_over"} <= seen
