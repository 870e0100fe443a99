"""The bots' fast copy of a 1926 position (`Sim`) against the rules: the same turns, placements
and count; its kept region leaders and the greedy placement against a plain recount; and the
expert's search where the best placement can be known (the last one of a game)."""

from __future__ import annotations

import random

import pytest

import rules
from rules.game1926.bots import ExpertBot, _placement
from rules.game1926.search import search
from rules.game1926.sim import SLOTS, Sim, greedy_move
from rules.game1926.state import POINTS

GAME = rules.get("1926")


def _random_games(count: int, seed: int):
    """(rules state, Sim played alongside) at every step of `count` random games of 3-5
    players on both maps."""
    rng = random.Random(seed)
    for _ in range(count):
        players = rng.choice((3, 4, 5))
        names = [f"p{i}" for i in range(players)]
        state = GAME.new_game(names, {"sets": rng.choice((3, 4)),
                                      "variant": rng.choice(("primarky", "kancler"))})
        sim = Sim(state)
        while True:
            yield state, sim
            player = GAME.to_move(state)
            if player is None:
                break
            move = rng.choice(GAME.legal_moves(state, player))
            state = GAME.apply(state, player, move)
            r, i = next((r, i) for r, i in sim.moves(sim.turn)
                        if _placement(state, r, i) == move)
            sim.place(sim.turn, r, i)


def test_sim_follows_the_rules_turn_by_turn_and_counts_the_same_winners():
    for state, sim in _random_games(60, seed=1):
        player = GAME.to_move(state)
        if player is None:
            assert sim.turn < 0
            winners = {state.players[p] for p in sim.winners()}
            assert winners == set(GAME.result(state).winners)
            continue
        assert state.players[sim.turn] == player
        assert {_placement(state, r, i) for r, i in sim.moves(sim.turn)} == set(
            GAME.legal_moves(state, player))


def _leading_column(sim: Sim, r: int) -> int:
    """The index of region r's leading column counted afresh (a tie to the lower slot)."""
    lead = -1
    for j in range(SLOTS * r, SLOTS * r + sim.ncol[r]):
        if sim.owner[j] in sim.standing and (lead < 0 or sim.total[j] > sim.total[lead]):
            lead = j
    return lead


def test_the_kept_leaders_are_the_leaders_counted_afresh():
    for _, sim in _random_games(40, seed=2):
        assert sim.lead == [_leading_column(sim, r) for r in range(sim.regions)]
        assert sim.copy().lead == sim.lead


def _taken(sim: Sim, p: int, r: int, i: int) -> int:
    """The electors p takes at once by the placement (0 where p led r already)."""
    after = _after(sim, p, (r, i))
    led = sim.leader(r, sim.standing)[0] == p
    return 0 if led or after.leader(r, after.standing)[0] != p else sim.electors[r]


def test_the_greedy_placement_takes_the_most_electors_with_the_smallest_pyramid():
    seen = 0
    for _, sim in _random_games(30, seed=3):
        p = sim.turn
        if p < 0:
            continue
        keys = {(r, i): (_taken(sim, p, r, i), -POINTS[i]) for r, i in sim.moves(p)}
        best = max(keys.values())
        for draw in range(3):
            assert keys[greedy_move(sim, p, random.Random(draw))] == best
        seen += best[0] > 0
    assert seen > 100  # most positions had electors to take


def _share(sim: Sim, p: int) -> float:
    """p's share of the win on a finished board."""
    winners = sim.winners()
    return 1 / len(winners) if p in winners else 0.0


def _after(sim: Sim, p: int, move: tuple[int, int]) -> Sim:
    """A copy of the board with p's placement made."""
    board = sim.copy()
    board.place(p, *move)
    return board


def _last_placements(count: int, seed: int):
    """Positions where one placement is left in the game and the placements differ in who
    wins (so the best can be known exactly)."""
    found = 0
    for state, sim in _random_games(400, seed):
        if sim.turn < 0 or sum(sim.hands) != 1:
            continue
        p = sim.turn
        outcomes = {move: _share(_after(sim, p, move), p) for move in sim.moves(p)}
        if len(set(outcomes.values())) > 1:
            yield state, sim, outcomes
            found += 1
            if found == count:
                return
    pytest.fail(f"only {found} telling last placements in 400 random games")


def test_the_search_makes_the_best_last_placement():
    for _, sim, outcomes in _last_placements(12, seed=4):
        move = search(sim, 200, random.Random(0), 0.6)
        assert outcomes[move] == max(outcomes.values())


def test_the_expert_makes_the_best_last_placement():
    expert = ExpertBot(work=2000, min_iterations=100, max_iterations=200)
    for state, sim, outcomes in _last_placements(6, seed=5):
        placement = expert.choose(state, state.players[sim.turn], random.Random(1))
        best = {_placement(state, *m) for m, share in outcomes.items()
                if share == max(outcomes.values())}
        assert placement in best


def _two_placements_left(count: int, seed: int):
    """Positions where the mover and then another seat place the game's last two pyramids,
    and the mover's best is known exactly: after each of its placements, every reply best
    for the other seat gives the mover the same share."""
    found = 0
    for _, sim in _random_games(600, seed):
        if sim.turn < 0 or sum(sim.hands) != 2 or sum(sim.hands[3 * sim.turn:][:3]) != 1:
            continue
        p = sim.turn
        values = {}
        for move in sim.moves(p):
            after = _after(sim, p, move)
            q = after.turn
            if q < 0:  # the other seat could not place: forfeited, counted
                values[move] = _share(after, p)
                continue
            replies = []
            for reply in after.moves(q):
                end = _after(after, q, reply)
                replies.append((_share(end, q), _share(end, p)))
            top = max(r[0] for r in replies)
            mine = {r[1] for r in replies if r[0] == top}
            if len(mine) > 1:
                break
            values[move] = mine.pop()
        else:
            if len(set(values.values())) > 1:
                yield sim, values
                found += 1
                if found == count:
                    return
    pytest.fail(f"only {found} telling two-placement endings in 600 random games")


def test_the_search_looks_at_the_reply_to_the_last_but_one_placement():
    for sim, values in _two_placements_left(8, seed=6):
        move = search(sim, 3000, random.Random(0), 0.6)
        assert values[move] == max(values.values())
