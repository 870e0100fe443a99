"""Issue 42, rep37: a Goofspiel bid said verb first, then the prize, then the card.

Class: "posílám na trojku dvojku", "dávám na osmičku devítku" (the verb, "na" and the prize,
then the card) bid the card for the prize on the table, as "Na trojku posílám dvojku" does; a
prize that is not the one on the table is asked back with both numbers, never played (before:
"Napiš příhoz jako „přihazuji 7“" for all of them). Issue 41's card-first bids ("Sedmička pro
šestku") stay as they were. HELD_OUT were written before the fix and kept aside: on the base
0 of 4, after it 4 of 4."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from rules import InvalidCommand

# (the prize on the table, what the player writes, the card bid, or None: asked back)
BIDS = [
    (3, "posílám na trojku dvojku", 2),
    (3, "Posilam na trojku dvojku.", 2),
    (8, "dávám na osmičku devítku", 9),
    (8, "hodím na tu osmičku desítku", 10),
    (3, "dávám na osmičku devítku", None),
    (8, "posílám na trojku dvojku", None),
    (3, "Sedmička pro šestku", 7),
]
HELD_OUT = [
    (5, "Pošlu na pětku šestku", 6),
    (12, "Dám na dvanáctku třináctku", 13),
    (10, "hazim na desitku krale", 13),
    (4, "Dám na sedmičku osmičku", None),
]


def check(prize: int, said: str, card: int | None) -> None:
    game = rules.get("goofspiel")
    start = game.new_game(["Ann", "Bob"], {"lang": "cs"}, 0)
    state = dataclasses.replace(start, prize=prize,
                                deck=tuple(c for c in start.deck if c != prize))
    if card is not None:
        assert game.parse(state, "Ann", said).text == f"bid {card}"
        return
    with pytest.raises(InvalidCommand) as asked:
        game.parse(state, "Ann", said)
    assert f"o cenu {prize}, ne o " in str(asked.value), asked.value


@pytest.mark.parametrize("member", BIDS, ids=lambda m: f"{m[0]}: {m[1]}")
def test_a_bid_said_verb_then_prize_then_card(member):
    check(*member)


@pytest.mark.parametrize("member", HELD_OUT, ids=lambda m: f"{m[0]}: {m[1]}")
def test_held_out_a_bid_said_verb_then_prize_then_card(member):
    check(*member)
