"""Goofspiel: a bid that names its prize with "na" before the card (issue 42: "dávám na
osmičku devítku" bids 9 for the 8). The card after "na" is the prize, never the bid; a bid
for a prize other than the one on the table is asked back, never played."""

from __future__ import annotations

import pytest

import rules
from rules import CHANCE, InvalidCommand
from rules.goofspiel.state import Bid

GAME = rules.get("goofspiel")


def _prize(card: int, lang: str = "cs"):
    state = GAME.new_game(["Ann", "Bob"], {"lang": lang})
    return GAME.apply(state, CHANCE, GAME.parse(state, CHANCE, f"prize {card}"))


@pytest.mark.parametrize(("text", "prize", "card"), [
    ("dávám na osmičku devítku", 8, 9),
    ("davam na osmicku devitku", 8, 9),
    ("Hraju na šestku dvanáctku.", 6, 12),
    ("dám na tu osmičku desítku", 8, 10),
    ("Přihazuji na sedmičku trojku", 7, 3),
    ("Na osmičku dávám devítku.", 8, 9),
    ("Devítku na osmičku.", 8, 9),
    ("I bid on the eight my nine", 8, 9),
])
def test_the_card_after_na_is_the_prize_and_the_other_the_bid(text, prize, card):
    assert GAME.parse(_prize(prize), "Ann", text) == Bid(card, "Ann")


@pytest.mark.parametrize(("text", "named"), [
    ("dávám na osmičku devítku", 8),
    ("hodím na pětku čtyřku", 5),
    ("Devítku na osmičku.", 8),
])
def test_a_bid_for_another_prize_is_asked_back(text, named):
    with pytest.raises(InvalidCommand, match=f"Teď se hraje o cenu 6, ne o {named}"):
        GAME.parse(_prize(6), "Ann", text)


def test_na_with_no_second_card_names_no_prize():
    assert GAME.parse(_prize(8), "Ann", "Dám na stůl devítku") == Bid(9, "Ann")
    with pytest.raises(InvalidCommand, match="The prize now is 6, not 8"):
        GAME.parse(_prize(6, "en"), "Ann", "bid on the eight my nine")


# Held out (written before the fix, not tuned on): base 1 of 6, after it 5 of 6; still missed:
# "posilam na trojku dvojku" ("posílám" is no verb of bidding yet).
@pytest.mark.parametrize(("text", "prize", "card"), [
    ("Dám na devítku jedenáctku.", 9, 11),
    ("vsadím na dvanáctku třináctku", 12, 13),
    ("Play on the five my two", 5, 2),
    ("dam na ctyrku petku", 4, 5),
])
def test_held_out_the_prize_named_first_bids_the_other_card(text, prize, card):
    assert GAME.parse(_prize(prize, "en" if text.startswith("Play") else "cs"), "Ann",
                      text) == Bid(card, "Ann")
