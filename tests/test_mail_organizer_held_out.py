"""Held-out members of the class in test_mail_organizer_told_fully.py (issue 42): written
before tuning, run once to report the figure, never tuned on."""

from __future__ import annotations

import pytest
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games


@pytest.fixture
def english():
    with Games.opened("en") as made:
        yield made


@pytest.fixture
def czech():
    with Games.opened() as made:
        yield made


def test_whos_winning_in_english_gets_the_cash_of_each_player(english):
    game = english.game("westernpoly")
    outcome, mails = english.ask(english.to_org(game)[0], "Hi! Who's winning so far?")
    assert outcome.action == "answered"
    text = _text(mails[0])
    assert "Petra Malá: Cash" in text and "Eva Nová: Cash" in text, text


def test_a_game_named_in_an_adjective_is_the_one_answered(czech):
    czech.game("1926")
    czech.game("goofspiel")
    outcome, mails = czech.ask(None, "Ahoj, jak to vypadá v té goofspielové partii?", fresh=True)
    assert str(mails[0]["Subject"]) == "Jak stojí tvoje hra — Goofspiel"
    assert "1926" not in _text(mails[0])


def test_an_english_follow_up_to_our_answer_is_answered(english):
    game = english.game("goofspiel")
    _, [answer] = english.ask(english.to_org(game)[0], "How is it going?")
    outcome, mails = english.ask(answer, "Thanks. And who is ahead now?")
    assert outcome.action == "answered" and len(mails) == 1
    assert "Points" in _text(mails[0]) or "points" in _text(mails[0])


def test_a_fresh_english_mail_after_every_game_ended_gets_the_result(english):
    game = english.game("goofspiel", finish=True)
    outcome, mails = english.ask(None, "Hello, how did our game end?", fresh=True)
    assert outcome.action == "answered" and outcome.game_id == game
    assert "Final scores:" in _text(mails[0])


def test_naming_1926_of_two_running_games_answers_1926_alone(czech):
    czech.game("westernpoly")
    czech.game("1926")
    outcome, mails = czech.ask(None, "Kdo vede v 1926?", fresh=True)
    assert str(mails[0]["Subject"]) == "Jak stojí tvoje hra — 1926"
    assert "Volitelé" in _text(mails[0]) and "WesternPoly" not in _text(mails[0])
