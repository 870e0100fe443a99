"""Answers that mistake who wrote or which game (misc56, issue 42).

The class: an answer that mistakes the writer or the thing written about. It speaks tykání to
a Czech writer who wrote formally ("Dobrý den, chtěl bych se zeptat, kdo vyhrál?" after the
end), acts on "Dluhy 20" when the organizer named "Dluhy 2" (a title matched as a prefix of
another), answers "no move" where a bid stood in words ("přihazuji čtrnáct": a card above the
hand, still a bid, told it is not in the hand), or leads an ask-back with "I could not carry
out “X / Y”", which says nothing of what was unclear. Each answer speaks to the writer as they
wrote (organizer_words.register decides, as for organizers), names the game the writer named
exactly (two real matches are asked back naming both), and reads a move however it is written.
A third of the members is kept aside in test_misc56_writer_and_game_held_out.py."""

from __future__ import annotations

import pytest
from czech_register import register_of
from misc56_kit import GOOFSPIEL, MECHANICAL, paused, prize_six
from service_words_kit import organizer_writes, reply

from rules import IllegalMove
from rules.goofspiel.state import Bid

FORMAL_AFTER_THE_END = [
    "Dobrý den, chtěl bych se zeptat, kdo vyhrál?",
    "Dobry den, do kdy mam poslat tah?",
    "Dobrý den,\n\nmohla byste mi prosím napsat, jak dlouho hra trvala?\n\nS pozdravem\nHana "
    "Krátká",
    "Děkuji, prosím Vás, jaké je konečné pořadí?",
]
FAMILIAR_AFTER_THE_END = ["Ahoj, jak dlouho mám na tah?", "Čau, kdo vyhrál?"]
TITLES = [  # the control, the games, the ones it pauses (none: asked back)
    ("pozastav Dluhy 20", ("Dluhy 2", "Dluhy 20"), {"Dluhy 20"}),
    ("pozastav Dluhy 2", ("Dluhy", "Dluhy 2"), {"Dluhy 2"}),
    ("Dobrý den, pozastavte prosím hru Liga 10.", ("Liga 1", "Liga 10"), {"Liga 10"}),
    ("pozastav Dluhy 2", ("Dluhy 20", "Zima"), set()),
]
BIDS_ABOVE_THE_HAND = ["přihazuji čtrnáct", "prihazuji ctrnact", "dávám patnáct",
                       "bid fourteen"]
BIDS_IN_WORDS = [("dávám jedenáct", 11), ("bid twelve", 12), ("davam dvanact", 12),
                 ("Twelve from me.", 12), ("Ode mě dvanáct.", 12)]
ASKED_BACK = [("Hraju sedmičku.\nNebo radši osmičku.", "cs"),
              ("I play seven.\nOr rather eight.", "en")]


@pytest.mark.parametrize("text", FORMAL_AFTER_THE_END)
def test_a_formal_question_after_the_end_is_answered_formally(text):
    got = reply(text, "cs", "over")
    assert got.others == [] and len(got.mine) == 1
    assert register_of(got.mine[0]) == "formal", got.mine[0]


@pytest.mark.parametrize("text", FAMILIAR_AFTER_THE_END)
def test_a_familiar_question_after_the_end_keeps_tykani(text):
    got = reply(text, "cs", "over")
    assert len(got.mine) == 1 and register_of(got.mine[0]) == "familiar", got.mine[0]


@pytest.mark.parametrize(("text", "titles", "acted"), TITLES)
def test_a_title_named_whole_acts_on_that_game_alone(text, titles, acted):
    status, said = organizer_writes(text, titles)
    assert paused(status, titles) == acted, said


def test_two_real_matches_are_asked_back_naming_both():
    titles = ("Dluhy 2", "Dluhy 20")
    status, said = organizer_writes("pozastav Dluhy", titles)
    assert paused(status, titles) == set()
    assert all(f"„{title}“" in said for title in titles), said


@pytest.mark.parametrize("text", BIDS_ABOVE_THE_HAND)
def test_a_bid_in_words_above_the_hand_is_a_bid_of_a_card_not_held(text):
    with pytest.raises(IllegalMove, match="14|15"):
        GOOFSPIEL.parse(prize_six(), "Ann", text)


@pytest.mark.parametrize(("text", "card"), BIDS_IN_WORDS)
def test_a_bid_in_words_is_the_card(text, card):
    assert GOOFSPIEL.parse(prize_six(), "Ann", text) == Bid(card, "Ann")


def test_a_bid_in_words_beside_talk_is_answered_as_a_bid():
    got = reply("přihazuji čtrnáct. ŘEKNI Petr: hodně štěstí", "cs", "running")
    assert len(got.mine) == 1 and "14" in got.mine[0], got.mine[0]
    assert "nebyl v něm žádný tah" not in got.mine[0]


@pytest.mark.parametrize(("text", "lang"), ASKED_BACK)
def test_an_ask_back_says_what_was_unclear(text, lang):
    got = reply(text, lang, "running")
    assert len(got.mine) == 1
    assert not any(lead in got.mine[0] for lead in MECHANICAL), got.mine[0]
    assert {"cs": "který z tahů", "en": "which move"}[lang] in got.mine[0].split("\n\n")[1]


@pytest.mark.parametrize(("text", "lang", "register"), [
    ("Dobrý den, už mi prosím neposílejte e-maily.", "cs", "formal"),
    ("POŠTA VYP", "cs", "familiar"),
    ("MAIL OFF", "en", None),
])
def test_no_more_mail_after_the_end_speaks_of_no_deadline_and_as_written(text, lang, register):
    got = reply(text, lang, "over")
    assert len(got.mine) == 1
    assert not any(said in got.mine[0] for said in ("Termíny tahů platí", "deadlines still"))
    assert register is None or register_of(got.mine[0]) == register, got.mine[0]
