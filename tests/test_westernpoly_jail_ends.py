"""WesternPoly games whose players always take their menu's first option end, and nobody sits in
VĚZENÍ for good (jail16). The digest lets a seat leave VĚZENÍ by a 6 or, at the start of its
turn, by the kept cancel-VĚZENÍ card, and ends the game by bankruptcy or the `max_rounds`
limit only: that limit is the one a game by first options must reach. The class: a menu or
rule path that lets a game stall (a seat never leaves jail, a turn that makes no progress, a
game that never reaches its end). Members marked "held out" were measured last."""

from __future__ import annotations

import random

import pytest

import rules
from rules import CHANCE
from rules.westernpoly.moves import Accept, MakeOffer
from rules.westernpoly.state import Bundle

G = rules.get("westernpoly")
NAMES = ("ann", "bob", "cid", "dan", "eve", "fay")
CARD = "stestena-02"  # the cancel-VĚZENÍ card
LIMIT = 40


def first_options(seed: int, seats: int, options: dict, limit_steps: int = 200_000):
    """Every state of a game whose players always take their menu's first option."""
    rng = random.Random(seed)
    s = G.new_game(list(NAMES[:seats]), {"lang": "en", **options})
    states = [s]
    for _ in range(limit_steps):
        who = G.to_move(s)
        if who is None:
            return states
        if who == CHANCE:
            outcomes = G.chance_outcomes(s)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = G.choices(s, who)[0]
        s = G.apply(s, who, move)
        states.append(s)
    return states


def stays(states) -> list[tuple[str, int]]:
    """(player, own turns begun in VĚZENÍ) for every stay in jail, from the events."""
    found, turns, inside = [], {}, set()
    for s in states:
        for e in s.events:
            who = e.data.get("player")
            if e.kind == "jailed":
                inside.add(who)
                turns[who] = 0
            elif e.kind == "turn" and who in inside:
                turns[who] += 1
            elif e.kind == "released" and who in inside:
                inside.discard(who)
                found.append((who, turns[who]))
    return found + [(who, turns[who]) for who in inside]


def game(seats: int = 2, **options):
    return G.new_game(list(NAMES[:seats]), {"lang": "en", **options})


def jailed(s, who: str, card: bool = False):
    """`s` with `who` in VĚZENÍ (holding the card if `card`)."""
    seat = s.players.index(who)

    def one(values, value):
        return tuple(value if i == seat else v for i, v in enumerate(values))

    return s._replace(pos=one(s.pos, 10), jailed=one(s.jailed, True),
                      kept=one(s.kept, CARD if card else s.kept[seat]))


def play(s, *steps):
    """Apply "ann: roll" (a player's words) or "throw 4" (chance)."""
    for step in steps:
        who, _, text = step.rpartition(":")
        who = who.strip() or CHANCE
        s = G.apply(s, who, G.parse(s, who, text.strip()))
    return s


def until_turn_of(s, who: str, die: int = 1):
    """Play on by first options (every throw `die`, the top card drawn) until `who` decides
    at the start of a turn."""
    while G.to_move(s) != who or s.phase != "roll":
        mover = G.to_move(s)
        if mover == CHANCE:
            outcomes = [m for m, _ in G.chance_outcomes(s)]
            s = G.apply(s, mover, next((m for m in outcomes if m.text == f"throw {die}"),
                                       outcomes[0]))
        else:
            s = option_1(s)
    return s


def option_1(s):
    """The active player answers their menu's first option."""
    who = G.to_move(s)
    return G.apply(s, who, G.choices(s, who)[0])


# --- whole games by first options ----------------------------------------------------------

@pytest.mark.parametrize("jail", ["six", "two_turns", "three_tries"])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_first_option_games_end_by_the_round_limit(jail, seats):
    for seed in range(4):
        states = first_options(seed, seats, {"max_rounds": LIMIT, "jail": jail})
        end = states[-1]
        assert G.to_move(end) is None
        assert "game_over" in [e.kind for e in end.events]
        assert end.rounds <= LIMIT
        assert end.rounds == LIMIT or len([a for a in end.alive if a]) == 1
        assert G.result(end).winners


@pytest.mark.parametrize("jail", ["six", "two_turns", "three_tries"])
def test_a_held_card_frees_its_holder_at_the_first_option(jail):
    asked = 0
    for seed in range(12):
        states = first_options(seed, 4, {"max_rounds": LIMIT, "jail": jail})
        for before, after in zip(states, states[1:], strict=False):
            seat = before.active
            if G.to_move(before) == before.players[seat] and before.phase == "roll" \
                    and before.jailed[seat] and before.kept[seat] and not before.debts:
                asked += 1
                assert G.choices(before, before.players[seat])[0].text == "use card"
                assert not after.jailed[seat] and after.kept[seat] == ""
    assert asked  # the games did put card holders in jail


def test_the_two_turns_jail_holds_nobody_longer_than_three_turns():
    for seed in range(6):
        states = first_options(seed, 4, {"max_rounds": LIMIT, "jail": "two_turns"})
        assert max(turns for _, turns in stays(states)) <= 3


# --- hand-built members --------------------------------------------------------------------

def test_jailed_by_six_six_while_holding_the_card_leaves_next_turn():
    s = game(2)._replace(kept=(CARD, ""))
    s = play(s, "ann: roll", "throw 6", "throw 6")
    assert s.jailed[0] and s.kept[0] == CARD
    s = option_1(until_turn_of(s, "ann"))
    assert not s.jailed[0] and G.choices(s, "ann")[0].text == "roll"


def test_sent_back_to_jail_by_a_card_while_holding_the_other_leaves_next_turn():
    s = game(2, jail="three_tries")._replace(kept=(CARD, ""), pos=(34, 0))
    s = play(s, "ann: roll", "throw 2", "draw stestena-08")  # 36 ŠTĚSTĚNA: back to VĚZENÍ
    assert s.jailed[0]
    s = option_1(until_turn_of(s, "ann"))
    assert not s.jailed[0] and s.kept[0] == ""


def test_a_card_bought_in_jail_is_the_first_option_of_the_next_turn():  # held out
    s = jailed(game(2), "ann")._replace(kept=("", CARD))
    s = G.apply(s, "bob", MakeOffer("ann", Bundle(card=True), Bundle(money=500)))
    s = G.apply(s, "ann", Accept(s.offers[0].id))
    assert s.kept[0] == CARD and s.jailed[0]
    s = option_1(s)
    assert not s.jailed[0]


def test_a_player_who_never_uses_the_card_leaves_the_two_turns_jail():
    s = jailed(game(2, jail="two_turns"), "ann", card=True)
    waits = 0
    while s.jailed[0]:
        assert G.choices(s, "ann")[-1].text == "done"
        s = G.apply(s, "ann", G.choices(s, "ann")[-1])
        waits += 1
        s = until_turn_of(s, "ann")
    assert waits <= 2 and s.kept[0] == CARD and G.to_move(s) == "ann"


def test_a_player_who_keeps_the_card_and_rolls_leaves_by_a_six():  # held out
    s = jailed(game(2), "ann", card=True)
    s = play(s, "ann: roll", "throw 2", "ann: done", "bob: roll", "throw 1", "bob: pass",
             "bob: done")
    assert s.jailed[0]
    s = play(s, "ann: roll", "throw 6", "throw 3")
    assert not s.jailed[0] and s.pos[0] == 13 and s.kept[0] == CARD


def test_rounds_run_to_the_limit_while_every_seat_sits_in_jail():  # held out
    s = game(3, max_rounds=3)
    for who in s.players:
        s = jailed(s, who)
    rng = random.Random(5)
    for _ in range(1000):
        who = G.to_move(s)
        if who is None:
            break
        if who == CHANCE:
            s = G.apply(s, who, rng.choice([m for m, _ in G.chance_outcomes(s)]))
        else:
            s = option_1(s)
    assert G.to_move(s) is None and s.rounds <= 3 and G.result(s).winners
