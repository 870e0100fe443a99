"""A move wished for by a player not on turn is answered with why it cannot be played (issue
42: "…bych si vzala Saloon, kdyby to šlo" got no mail at all).

Class: a try at a move written as a polite wish, from a player the game does not wait for,
was read as no move (a conditional with "kdyby" taken for a supposition, a verb form the
game did not know: "vzala", or only its words of talk were weighed) and dropped in silence, or
refused for a word it holds ("příkaz „bych“ neznám", "unknown command 'i'") instead of for
the turn. Every such reply gets one mail: not your turn, and whose it is. Members were built
for this file (Czech with and without its courtesy, English); the held-out third is in
test_mail_wish_out_of_turn_held_out.py (1 of 3 told it was not their turn before, 3 of 3
after). At the table Tom Hanks is on turn, Petr Novák and Jana Nováková wait.
"""

from __future__ import annotations

import pytest
from test_questions_answered_whole import _ask, _top

NOT_YOUR_TURN = {"cs": "nejsi na tahu", "en": "not your turn"}


def told_not_their_turn(lang: str, who: str, body: str) -> bool:
    """Whether the writer of `body` gets one mail, saying at its top that it is not their
    turn (and, in Czech, whose it is)."""
    _, texts = _ask(lang, who, body)
    if len(texts) != 1:
        return False
    top = _top(texts[0])
    return NOT_YOUR_TURN[lang] in top.lower() and (lang == "en" or "Tom Hanks" in top)


MEMBERS = [
    ("cs", "jana", "Já bych si vzala Saloon, kdyby to šlo."),
    ("cs", "petr", "Koupil bych Modrou podkovu, jestli to jde."),
    ("en", "jana", "I'd buy Whisky Joe if possible."),
    ("cs", "petr", "Rád bych koupil Saloon, pokud to jde."),
    ("en", "petr", "I would take the Saloon, if that's ok."),
    ("cs", "jana", "Vzala bych si Mustang, kdyby to bylo možné."),
    ("cs", "jana", "Ahoj,\nbych si vzala Saloon, kdyby to šlo\nJana"),
]


@pytest.mark.parametrize(("lang", "who", "body"), MEMBERS)
def test_a_wish_out_of_turn_is_told_it_is_not_their_turn(lang, who, body):
    assert told_not_their_turn(lang, who, body), _ask(lang, who, body)

