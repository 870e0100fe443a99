"""Goofspiel: a bid among sentences that also name the prize on the table (issue 41, blind
review 10's misplay: `Šestka? Tu chci. Dávám třináct.` of the prize 6 bid the 6). The sentence
with a word of bidding names the bid; another that names only the prize is a remark about it;
another card named with no word of bidding leaves the bid unclear, and it is asked, never
guessed (a sealed bid is final)."""

from __future__ import annotations

import pytest

import rules
from rules import CHANCE, InvalidCommand
from rules.goofspiel.state import Bid

GAME = rules.get("goofspiel")


def _prize_six():
    state = GAME.new_game(["Ann", "Bob"])
    return GAME.apply(state, CHANCE, GAME.parse(state, CHANCE, "prize 6"))


@pytest.mark.parametrize(("text", "card"), [
    ("Šestka? Tu chci. Dávám třináct.", 13),
    ("Šestka? Dávám třináct.", 13),
    ("Tu šestku chci, dávám třináct.", 13),
    ("Dávám třináct. Šestka? Tu chci.", 13),
    ("Šestka je moje. Dám 13.", 13),
    ("Šestku chci. Hraju dvanáctku.", 12),
    ("Šestka! Dám dvanáct.", 12),
    ("Šestka se hodí, hraju 12.", 12),
    ("Sestka? Tu chci. Davam trinact.", 13),
    ("The six? I want it. Playing 13.", 13),
    ("Six! Bid 12.", 12),
    # the prize in a remark beside one other card, a card of then beside a card of now
    ("tak šestka, hm. Tentokrát pětka.", 5),
    ("Šestka, no jo. Dám pětku.", 5),
    ("Sestka? Tentokrat trojka.", 3),
    ("Minule bych dala třináctku, ale teď jen dvojku.", 2),
    ("Loni bych dal dvanáctku, ale tentokrát sedmičku.", 7),
    ("Last time I'd have bid 13, but this time 4.", 4),
    # the bids that read alike before stay
    ("Tentokrát dám jedenáctku, šestka se hodí.", 11),
    ("Na tu šestku hodím dvanáctku.", 12),
    ("Sedmička pro šestku, uvidíme.", 7),
    ("Jdu do toho s devítkou", 9),
])
def test_the_sentence_that_bids_names_the_bid_beside_the_prize(text, card):
    assert GAME.parse(_prize_six(), "Ann", text) == Bid(card, "Ann")


@pytest.mark.parametrize("text", [
    "Sedmička? Dávám třináct.",  # the 7 is no prize: which card is meant is unclear
    "Dám sedmičku. Dvanáctka příště.",
    "Dám pětku. Sedmičku příště.",
    "Šestka se hodí.",  # the prize alone: a remark, no bid
    "Pětka. Sedmička.",  # two cards, neither the prize, no cue: asked
    "Minule bych dala třináctku, ale teď dvojku nebo trojku.",
])
def test_another_card_named_with_no_word_of_bidding_is_asked_never_guessed(text):
    with pytest.raises(InvalidCommand):
        GAME.parse(_prize_six(), "Ann", text)


@pytest.mark.parametrize(("text", "card"), [
    ("Jack it is.", 11), ("I will throw in my 9.", 9), ("Throwing in the queen.", 12),
    ("It is 5", 5)])
def test_english_idioms_of_a_bid_are_bids(text: str, card: int) -> None:
    """"Jack it is.", "I'll throw in my 9." (outside cases oc17: read as no move)."""
    state = _prize_six()
    assert GAME.parse(state, "Ann", text) == Bid(card, "Ann")


def test_the_prize_spoken_of_is_still_no_bid() -> None:
    """"The prize is 6." speaks of the card on the table."""
    with pytest.raises(InvalidCommand):
        GAME.parse(_prize_six(), "Ann", "The prize is 6.")


@pytest.mark.parametrize(("text", "card"), [
    ("8 on this one.", 8), ("I will go with 3 on this one.", 3), ("Twelve for this one.", 12),
    ("This one gets my 10.", 10), ("Putting 9 on it.", 9), ("1 on that one", 1),
    ("Going with 11 on this one!", 11)])
def test_this_one_is_the_prize_never_the_card_one(text: str, card: int) -> None:
    """"8 on this one" (review 54: read as a bid of 1, or as no move): an English "one" after
    "this" / "that" stands for the prize on the table; the number beside it is the bid."""
    assert GAME.parse(_prize_six(), "Ann", text) == Bid(card, "Ann")


@pytest.mark.parametrize("text", ["This one is hard.", "Who gets this one?", "That one was close."])
def test_this_one_alone_is_no_bid(text: str) -> None:
    """A remark about "this one" names no card: no bid of 1."""
    with pytest.raises(InvalidCommand):
        GAME.parse(_prize_six(), "Ann", text)
