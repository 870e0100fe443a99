"""An offer accepted in words beside the purchase of one's turn, in one reply (issue 42: "Těch
500 beru, dohodnuto. Chatrč taky kupuju." bought the field and left the offer open; "Těch 500
beru." alone bought a field of 1 200 $ with the yes said to 500 $).

Class: a yes to an open offer named by its sum with a demonstrative ("těch 500"), by its
maker's possessive ("Annin dárek") or by a gift's noun, written where a purchase waits, taken
for the purchase's yes (the offer's answer lost). Members built for this file, played in a live
game where Ann has offered the holder 500 $ and a field waits to be bought; a third kept aside
and measured last: 2 of 3 before, 2 of 3 after ("Ann: beru. Pole taky." still buys nothing:
an elliptic "the field too").
"""

from __future__ import annotations

import pytest
from mail.reading_classes import play

MEMBERS = [  # (language, reply, the holder's moves first played)
    ("cs", "Těch 500 beru, dohodnuto. Chatrč taky kupuju.", ("accept 1", "buy")),
    ("cs", "Annin dárek beru a Chatrč kupuju.", ("accept 1", "buy")),
    ("en", "I'll take the $500, thanks Ann. And I'm buying the shack.", ("accept 1", "buy")),
    ("en", "Ann, deal. Buy.", ("accept 1", "buy")),
    ("cs", "Těch 500 beru.", ("accept 1",)),
]
HELD_OUT = [
    ("cs", "Jo, těch 500 od Ann si vezmu. A kupuju to.", ("accept 1", "buy")),
    ("en", "Accept Ann's offer, and buy the field.", ("accept 1", "buy")),
]
# Data, not tests: still misread ("obojí" as the offer and the field; "Pole taky" elliptic)
STILL_MISREAD = [
    ("cs", "Beru obojí: nabídku i pole.", ("accept 1", "buy")),
    ("cs", "Ann: beru. Pole taky.", ("accept 1", "buy")),
]


@pytest.mark.parametrize(("lang", "body", "moves"), MEMBERS + HELD_OUT)
def test_the_offer_is_accepted_and_the_purchase_played_as_said(tmp_path, lang, body, moves):
    answer = play(tmp_path, "westernpoly", lang, body, "offered_turn")
    assert answer.moves[:len(moves)] == moves, answer.moves


@pytest.mark.parametrize("body", ["Těch 500 beru.", "Annin dárek beru."])
def test_a_yes_to_the_offers_sum_never_buys_the_field(tmp_path, body):
    answer = play(tmp_path, "westernpoly", "cs", body, "offered_turn")
    assert "buy" not in answer.moves, answer.moves
