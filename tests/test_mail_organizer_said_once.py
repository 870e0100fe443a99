"""One fact is told once in an organizer's answer (issue 42: "Kdo se ještě neozval?" named the
players it waits for in the answer and again where the game stands). The class: a fact the
answer's first sentences tell (whom the game waits for, who has not joined, who leads or won,
its round, when it began or ended) said again in the paragraph of where the game stands (as
`end_told` did for its end). Members held out: test_mail_organizer_said_once_held_out.py."""

from __future__ import annotations

import tempfile

import pytest
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games


def _answer(rules: str, body: str, *, lang: str = "cs", start: bool = True,
            finish: bool = False) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, lang)
        try:
            table.game(rules, start=start, finish=finish)
            _, [mail] = table.ask(None, body, fresh=True)
            return _text(mail).split("\n\n", 1)[1]  # past the greeting
        finally:
            table.store.close()


@pytest.mark.parametrize(("rules", "body", "kwargs", "once", "never"), [
    # whom a running game waits for: in the answer, not again as "na řadě: …"
    ("goofspiel", "Kdo se ještě neozval?", {}, "na tahu ve hře", "na řadě"),
    ("1926", "Ahoj, na koho se čeká?", {}, "na tahu ve hře", "na řadě"),
    # who has not joined a waiting game
    ("goofspiel", "Kdo se ještě nepřipojil?", {"start": False}, "nepřipojili", "bez odpovědi"),
    # who leads, who won
    ("1926", "Kdo vede?", {}, "nikdo nevede", "V čele"),
    ("goofspiel", "Who won?", {"finish": True, "lang": "en"}, "draw", "A draw:"),
    # the round, the day it began, the day it ended
    ("goofspiel", "Kolikáté je kolo?", {}, "1. kolo", "Hraje se 1. kolo ze 13."),
    ("goofspiel", "Kdy hra začala?", {}, "2. 3. 2026", "od 2. 3."),
    ("goofspiel", "Kdy to skončilo?", {"finish": True}, "skončila 2. 3. 2026", "Pořadí: x"),
])
def test_a_fact_answered_first_is_not_said_again_where_the_game_stands(rules, body, kwargs,
                                                                         once, never):
    text = _answer(rules, body, **kwargs)
    assert text.count(once) == 1 and never not in text, text


def test_the_state_alone_still_tells_whom_it_waits_for():
    text = _answer("goofspiel", "Jak to jde?")
    assert "na řadě: Petra Malá, Tom Hall a Eva Nová" in text
