"""The `expert` bots: legal and deterministic in whole games, and clearly better than `random`
and `greedy` in a few seeded games (behaviour, never time: speed is the bench's business)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

import rules
from rules import CHANCE
from rules.game1926.bots import ExpertBot as Expert1926
from rules.westernpoly.bots import ExpertBot as ExpertWestern
from rules.westernpoly.moves import Accept, Decline, Resign
from rules.westernpoly.state import Bundle, Offer

G1926 = rules.get("1926")
GWEST = rules.get("westernpoly")
# a lighter search than the registered one keeps the suite quick; the same code decides
LIGHT_1926 = Expert1926(work=3000, min_iterations=80, max_iterations=300)
LIGHT_WEST = ExpertWestern(playouts=4, rounds=1)


def test_expert_is_a_level_of_both_games():
    assert "expert" in rules.BOT_LEVELS
    for game in (G1926, GWEST):
        assert game.bots["expert"].level == "expert"


# ---- 1926 --------------------------------------------------------------------------------------

def _game_1926(seed: int, me_bot, opponent: str, players: int) -> tuple[float, list]:
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(players)]
    me = names[seed % players]
    state = G1926.new_game(names, {"sets": 3, "variant": "primarky", "lang": "en"})
    moves = []
    while (player := G1926.to_move(state)) is not None:
        bot = me_bot if player == me else G1926.bots[opponent]
        move = bot.choose(state, player, rng)
        assert move in G1926.legal_moves(state, player)
        assert G1926.parse(state, player, move.text) == move
        moves.append(move.text)
        state = G1926.apply(state, player, move)
    result = G1926.result(state)
    return (1 / len(result.winners) if me in result.winners else 0.0), moves


def test_1926_expert_decides_the_same_given_the_same_state_and_generator():
    rng = random.Random(5)
    state = G1926.new_game(["a", "b", "c", "d", "e"], {"sets": 3})
    for _ in range(30):  # a late position keeps the real budget cheap
        player = G1926.to_move(state)
        state = G1926.apply(state, player, rng.choice(G1926.legal_moves(state, player)))
    player = G1926.to_move(state)
    expert = G1926.bots["expert"]
    first = expert.choose(state, player, random.Random(11))
    assert first in G1926.legal_moves(state, player)
    assert expert.choose(state, player, random.Random(11)) == first
    assert expert.choose(state, player, random.Random(11), stand_in=True) == first  # no trades


def test_1926_expert_games_replay_move_for_move():
    assert _game_1926(3, LIGHT_1926, "greedy", 3) == _game_1926(3, LIGHT_1926, "greedy", 3)


def test_1926_expert_beats_greedy_and_random():
    versus_greedy = sum(_game_1926(seed, LIGHT_1926, "greedy", 3)[0] for seed in range(4))
    assert versus_greedy >= 3  # fair share: 1.3 of 4
    versus_random = sum(_game_1926(seed, LIGHT_1926, "random", 5)[0] for seed in range(4))
    assert versus_random >= 3  # fair share: 0.8 of 4


# ---- WesternPoly -------------------------------------------------------------------------------

def _game_western(seed: int, levels: list, rounds: int) -> tuple:
    """A game of the given bots (level names or bot objects) with every move checked through
    `parse`; returns the final state."""
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(len(levels))]
    bots = {n: GWEST.bots[b] if isinstance(b, str) else b
            for n, b in zip(names, levels, strict=True)}
    state = GWEST.new_game(names, {"max_rounds": rounds, "lang": "en"})
    for _ in range(20000):
        who = GWEST.to_move(state)
        if who is None:
            return state
        if who == CHANCE:
            outcomes = GWEST.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = bots[who].choose(state, who, rng)
            assert not isinstance(move, Resign)
            assert GWEST.parse(state, who, move.text) == move, move.text
        state = GWEST.apply(state, who, move)
        for name, bot in bots.items():
            answer = bot.react(state, name, rng)
            if answer is not None:
                assert isinstance(answer, (Accept, Decline))
                state = GWEST.apply(state, name, answer)
    raise AssertionError("the game did not end")


def test_westernpoly_expert_plays_whole_games_legally_and_the_same_twice():
    first = _game_western(1, ["expert", "strong", "greedy"], 6)
    assert GWEST.result(first).winners
    assert GWEST.dump(_game_western(1, ["expert", "strong", "greedy"], 6)) == GWEST.dump(first)


def _shares(seat_bot, opponent: str, games: int, rounds: int) -> float:
    won = 0.0
    for seed in range(games):
        seats: list = [opponent, opponent, opponent]
        seats[seed % 3] = seat_bot
        result = GWEST.result(_game_western(100 + seed, seats, rounds))
        me = f"p{seed % 3}"
        won += 1 / len(result.winners) if me in result.winners else 0.0
    return won


def test_westernpoly_expert_beats_greedy():
    # the registered level: its trades need its full look-ahead to pay
    assert _shares(GWEST.bots["expert"], "greedy", 6, 30) >= 4  # fair share: 2 of 6


def test_westernpoly_expert_never_reads_the_secret_order_of_the_cards():
    # the expert's futures from the same position with the unseen cards in another secret
    # order: the same futures (the cards drawn there are sampled from the unseen ones, never
    # taken from the top), so the same decisions
    from rules.westernpoly import lookahead

    state = GWEST.new_game(["p0", "p1", "p2"], {"max_rounds": 40, "lang": "en"})
    decks = tuple(replace(d, unseen=tuple(reversed(d.unseen))) for d in state.decks)
    other = state._replace(decks=decks)
    assert other.decks != state.decks
    strong = GWEST.bots["strong"]
    drawn = 0
    for seed in range(1, 9):
        ends = [lookahead.playout(s, strong.choose, strong.react, lookahead.Stream(seed), 30)
                for s in (state, other)]
        assert ends[0].cash == ends[1].cash and ends[0].owner == ends[1].owner
        assert ends[0].pos == ends[1].pos
        drawn += sum(len(d.pile) for d in ends[0].decks)
    assert drawn  # the futures did draw cards
    mine = LIGHT_WEST.choose(state, "p0", random.Random(3))
    assert LIGHT_WEST.choose(other, "p0", random.Random(3)) == mine


def _with_offer(s, proposer: int, recipient: int, give: Bundle, get: Bundle):
    offer = Offer(s.next_offer, proposer, recipient, give, get, s.turn_no)
    return s._replace(offers=s.offers + (offer,), next_offer=s.next_offer + 1)


def _owning(s, seat: int, fields: list[int]):
    owner = list(s.owner)
    for f in fields:
        owner[f] = seat
    return s._replace(owner=tuple(owner))


def test_westernpoly_expert_values_a_trade_by_its_effect():
    s = GWEST.new_game(["ann", "bot", "cyd"], {"max_rounds": 40})
    s = _owning(_owning(s, 1, [37, 39]), 0, [1])  # the bot holds the whole bank chain
    expert = GWEST.bots["expert"]
    bad = _with_offer(s, 0, 1, Bundle((1,)), Bundle((39,)))  # a shack for a bank
    assert expert.react(bad, "bot", random.Random(1)) == Decline(bad.offers[0].id)
    good = _with_offer(s, 0, 1, Bundle((1,), False, 5000), Bundle())  # gifts
    assert expert.react(good, "bot", random.Random(1)) == Accept(good.offers[0].id)
    # money that would complete a rival's chain: declined though it is above the card's price
    rival = _owning(_owning(GWEST.new_game(["ann", "bot", "cyd"], {"max_rounds": 40}), 0,
                            [6, 8]), 1, [9])
    offer = _with_offer(rival, 0, 1, Bundle((), False, 3000), Bundle((9,)))
    assert expert.react(offer, "bot", random.Random(1)) == Decline(offer.offers[0].id)


# ---- through pbm -------------------------------------------------------------------------------

def _pbm(capsys, *args: str) -> tuple[int, str, str]:
    from functions.cli import main

    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.usefixtures("pbm_home")
def test_pbm_new_with_an_expert_bot_plays_rates_and_verifies(capsys, tmp_path):
    code, out, err = _pbm(capsys, "new", "westernpoly", "--bot", "expert", "--bot", "strong",
                          "--bot", "greedy", "--option", "max_rounds=3", "--organizer",
                          "org@example.org", "--start")
    assert code == 0, err
    game_id = out.strip()
    code, out, err = _pbm(capsys, "show", game_id, "--json")
    shown = json.loads(out)
    assert shown["status"] == "finished"
    assert [p["bot"] for p in shown["players"]] == ["expert", "strong", "greedy"]
    code, out, err = _pbm(capsys, "ratings", "westernpoly", "--json")
    assert "bot:expert" in {r["player"] for r in json.loads(out)}
    code, out, _ = _pbm(capsys, "export", game_id)
    exported = tmp_path / "game.json"
    exported.write_text(out, encoding="utf-8")
    assert '"bot:expert"' in out
    code, out, err = _pbm(capsys, "verify", str(exported))
    assert code == 0 and "bot moves" in out, out + err
