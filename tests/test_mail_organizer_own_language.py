"""An organizer's mail is answered in the language it is written in (review 24n: Eva wrote
"Díky! Kdo se ještě neozval?" about an Oh Hell game made in English and got "How your games
stand — …" in English).

Class: a mail from the organizer's address without a reply token (a question, a request, a
thanks with a question) in a language other than the game's; the answer's subject and body
speak the mail's language, and the game's only when the mail says too little to tell."""

from __future__ import annotations

import pytest
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games

CZECH_QUESTIONS = ["Díky! Kdo se ještě neozval?", "Ahoj, jak to vypadá s naší hrou?",
                   "Kdo teď vede? Díky, Eva"]
ENGLISH_QUESTIONS = ["Thanks! Who hasn't answered yet?", "Hi, how is our game going?",
                     "Who is winning right now? Cheers"]


@pytest.fixture
def table():
    with Games.opened() as made:
        yield made


@pytest.mark.parametrize("question", CZECH_QUESTIONS)
def test_a_czech_question_about_an_english_game_gets_czech(table, question):
    table.lang = "en"
    table.game("goofspiel", title="Oh Hell u Evy", names=("Ann Lee", "Bob Ray", "Cid Moe"))
    outcome, [mail] = table.ask(None, question, fresh=True)
    assert outcome.action == "answered"
    assert str(mail["Subject"]).startswith("Jak stojí tvoje hra"), mail["Subject"]
    assert "Ahoj" in _text(mail) or "Dobrý den" in _text(mail)


@pytest.mark.parametrize("question", ENGLISH_QUESTIONS)
def test_an_english_question_about_a_czech_game_gets_english(table, question):
    table.game("1926", title="Jarní volby")
    outcome, [mail] = table.ask(None, question, fresh=True)
    assert outcome.action == "answered"
    assert str(mail["Subject"]).startswith("How your game stands"), mail["Subject"]


def test_a_mail_too_short_to_tell_gets_the_games_language(table):
    table.lang = "en"
    table.game("goofspiel", title="Evening game", names=("Ann Lee", "Bob Ray", "Cid Moe"))
    _, [mail] = table.ask(None, "Stav?", fresh=True)
    assert str(mail["Subject"]).startswith("How your game stands"), mail["Subject"]
