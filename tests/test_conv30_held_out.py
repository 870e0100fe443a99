"""Held out (conv30, issue 42): members of the classes built with the others but kept aside,
never tuned on. A return said in words ends a declared absence, confirmed once; words that are
no return leave it (see test_mail_back_in_words.py). Only a choice the bot made for a player is
the robot's, in the games other than WesternPoly (see test_mail_robot_chose.py)."""

from __future__ import annotations

import pytest
from test_mail_back_in_words import WELCOME, answer, back_once
from test_mail_robot_chose import only_choices_are_the_robots

RETURNS = [
    ("cs", "Ahoj, jsem zase doma, tak hraju sám."),
    ("cs", "zpatky doma, hraju dal"),
    ("en", "I'm home early, I'll play my own turns from now on"),
    ("en", "Returned early from the trip, I'm in again."),
    ("cs", "Už jsem zpátky z chalupy, díky robote!"),
    ("en", "Back in the game. Buy."),
]
NOT_RETURNS = [
    ("cs", "jsem zpátky na startu :("),
    ("cs", "Petr je zpátky, tak ať hraje"),
    ("en", "I'm not back until Friday"),
    ("cs", "Doma jsem až v neděli"),
]


@pytest.mark.parametrize(("lang", "words"), RETURNS)
def test_held_out_return_in_words(lang, words):
    got = answer(lang, words)
    assert back_once(lang, got), (got.away_until, got.texts)


@pytest.mark.parametrize(("lang", "words"), NOT_RETURNS)
def test_held_out_words_that_are_no_return(lang, words):
    got = answer(lang, words)
    assert got.away_until is not None
    assert not any(WELCOME[lang] in text.lower() for text in got.texts), got.texts


@pytest.mark.parametrize("rules_id", ["1926", "ohhell"])
def test_held_out_only_the_robots_choices_are_its(rules_id):
    assert only_choices_are_the_robots(rules_id)
