"""A question of how long, how many or how much is a question of the game's state, never of
how to play (issue 42: "Jak dlouho ještě potrvá hra?" got the general help, the help's "how
do I" check running before the question of the state).

Class: "jak dlouho", "how long", "kolik", "how many", "how much" asking after the game's time,
turns or rounds — alone, in Czech with and without diacritics and in English — is answered
from the state at the top of the reply, never with the help; a question of how to do
something still gets the help. Players and the table are those of
tests/test_mail_state_questions.py; HELD_OUT was kept aside while the reading was built."""

from __future__ import annotations

import pytest
from test_mail_state_questions import _ask, _check

from functions.mailroom.questions import asks

MEMBERS = [
    ("westernpoly", "cs", "tom", "Jak dlouho ještě potrvá hra?",
     ("Hraje se 1. kolo; počet kol hra omezený nemá",)),
    ("goofspiel", "cs", "petr", "jak dlouho mám na tah?", ("Svůj tah pošli do ",)),
    ("1926", "en", "jana", "how long until my turn?", ("Petr Novák has until ",)),
    ("ohhell", "cs", "jana", "jak dlouho to ještě potrvá?",
     ("Hraje se 1. kolo ze 33; potom zbývá ještě 32 kol.",)),
    ("goofspiel", "en", "tom", "How long will this game take?",
     ("This is round 1 of 13; 12 more rounds follow.",)),
    ("1926", "cs", "jana", "Jak dlouho se jeste bude cekat na Petra?", ("Petr Novák má čas do ",)),
]
HELD_OUT = [
    ("goofspiel", "cs", "jana", "jak dlouho jeste budeme hrat?",
     ("Hraje se 1. kolo ze 13; potom zbývá ještě 12 kol.",)),
    ("1926", "cs", "petr", "Kolik mám ještě času na tah?", ("Svůj tah pošli do ",)),
    ("ohhell", "en", "tom", "how much longer is this going to take?",
     ("This is round 1 of 33; 32 more rounds follow.",)),
]
# still a question of how to do something: the help answers it
HOW_TO = ["Jak se posílá nabídka obchodu?", "How do I sell a field?", "jak se hraje karta?",
          "How do I play a card?"]


@pytest.mark.parametrize("game,lang,who,body,said", MEMBERS)
def test_a_question_of_how_long_is_answered_from_the_state(game, lang, who, body, said):
    _check(game, lang, who, body, said)


@pytest.mark.parametrize("game,lang,who,body,said", HELD_OUT)
def test_held_out_a_question_of_how_long_is_answered_from_the_state(game, lang, who, body,
                                                                     said):
    _check(game, lang, who, body, said)


@pytest.mark.parametrize("line", [body for *_, body, _ in MEMBERS + HELD_OUT])
def test_a_question_of_how_long_gets_no_help(line):
    assert not asks(line, None)


@pytest.mark.parametrize("line", HOW_TO)
def test_a_question_of_how_to_still_gets_the_help(line):
    assert asks(line, None)


def test_the_help_is_not_sent_for_how_long():
    outcome, texts, _ = _ask("westernpoly", "cs", "tom", "Jak dlouho ještě potrvá hra?")
    assert "help" not in outcome.detail and "nápověd" not in texts[0].lower()
