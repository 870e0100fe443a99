"""misc56's members kept aside (see test_misc56_writer_and_game.py): measured once, at the
end, untouched while the class was fixed."""

from __future__ import annotations

import pytest
from czech_register import register_of
from misc56_kit import GOOFSPIEL, MECHANICAL, paused, prize_six
from service_words_kit import organizer_writes, reply

from rules import IllegalMove
from rules.goofspiel.state import Bid


@pytest.mark.parametrize("text", [
    "Dobrý den, můžete mi prosím říct, kdo vyhrál?",
    "Dobry den, kolik to trvalo?\n\nS pozdravem\nHana",
])
def test_a_formal_question_after_the_end_is_answered_formally(text):
    got = reply(text, "cs", "over")
    assert len(got.mine) == 1 and register_of(got.mine[0]) == "formal", got.mine[0]


def test_a_familiar_question_after_the_end_keeps_tykani():
    got = reply("Ahoj, jak dlouho ta hra trvala?", "cs", "over")
    assert len(got.mine) == 1 and register_of(got.mine[0]) == "familiar", got.mine[0]


@pytest.mark.parametrize(("text", "titles", "acted"), [
    ("pozastav hru v Dluzích 20", ("Dluhy 2", "Dluhy 20"), {"Dluhy 20"}),
    ("pozastav Ligu 1 do pondělí", ("Liga 10", "Liga 1"), {"Liga 1"}),
])
def test_a_title_named_whole_acts_on_that_game_alone(text, titles, acted):
    status, said = organizer_writes(text, titles)
    assert paused(status, titles) == acted, said


@pytest.mark.parametrize("text", ["Přihazuji čtrnáctku.", "bid twenty"])
def test_a_bid_in_words_above_the_hand_is_a_bid_of_a_card_not_held(text):
    with pytest.raises(IllegalMove, match="14|20"):
        GOOFSPIEL.parse(prize_six(), "Ann", text)


def test_a_bid_in_words_is_the_card():
    assert GOOFSPIEL.parse(prize_six(), "Ann", "Dávám jedenáct.") == Bid(11, "Ann")


def test_an_ask_back_says_what_was_unclear():
    got = reply("Dám pětku.\nNebo možná radši devítku.", "cs", "running")
    assert len(got.mine) == 1
    assert not any(lead in got.mine[0] for lead in MECHANICAL), got.mine[0]
