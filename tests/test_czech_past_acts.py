"""Another player's act is told in Czech as done, in the past tense that agrees with their
gender (issue 42: "Petra kupuje …" told what had already happened in the present); a name that
does not say its gender gets a noun phrase, never "hlásil(a)"."""

from __future__ import annotations

import pytest

from rules.czech_names import past
from rules.ohhell.texts import event_text


@pytest.mark.parametrize(("name", "told"), [
    ("Jana Nováková", "Jana Nováková hlásila 2."),
    ("Petr Dvořák", "Petr Dvořák hlásil 2."),
    ("Robot Karel", "Robot Karel hlásil 2."),  # a robot is masculine
    ("Robotka Helena", "Robotka Helena hlásila 2."),
    ("Ann Lee", "Ann Lee hlásila 2."),
    ("Kim Lee", "Kim Lee: hlášení 2."),  # the name says no gender: a noun phrase
])
def test_another_s_bid_is_told_in_the_past(name, told):
    assert event_text("bid", {"player": name, "bid": 2}, "Eva Malá", "cs") == told


def test_another_s_card_agrees_and_an_unknown_name_gets_the_card_by_itself():
    assert event_text("play", {"player": "Lucie Malá", "card": "8C"}, None, "cs") \
        == "Lucie Malá zahrála křížovou osmu."
    assert event_text("play", {"player": "Kim Lee", "card": "8C"}, None, "cs") \
        == "Kim Lee: karta křížová osma."


def test_the_reader_s_own_act_and_english_are_as_before():
    assert event_text("bid", {"player": "Eva Malá", "bid": 0}, "Eva Malá", "cs") == "Hlásíš 0."
    assert event_text("bid", {"player": "Eva Malá", "bid": 0}, None, "en") == "Eva Malá bids 0."


@pytest.mark.parametrize(("name", "expected"), [
    ("Tom Hall", "Tom Hall koupil"), ("Petra Nová", "Petra Nová koupila"),
    ("Hráč 2", None), ("x7", None)])
def test_past_needs_a_sure_gender(name, expected):
    assert past(name, "koupil", "koupila") == expected
