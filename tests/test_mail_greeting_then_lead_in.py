"""A move after a greeting and a lead-in that ends in a colon (review 24n: Tom's "Ahoj, zkusím
to teď česky, ať se to naučím: dávám střední do Uherska." was thanked for a mail "with no
move"; the same move after "Aha, tak znovu:" was played).

Class: a line that opens with a greeting and a comma ("Ahoj,", "Hi all,", "Zdravím,") and goes
on with the player's own words up to a colon, the move after it. The greeting made the whole
line courtesy, passed over unread, since the words after it were no move as a whole. Members
built for this file; a third kept aside and measured last (see HELD_OUT).
"""

from __future__ import annotations

import pytest
from mail.reading_classes import play

MEMBERS = [
    ("cs", "Ahoj, zkusím to teď česky, ať se to naučím: dávám střední do Prahy.", "medium praha"),
    ("cs", "Ahoj, zkusím to teď česky: dávám střední do Prahy.", "medium praha"),
    ("cs", "Zdravím, po dlouhém přemýšlení: malou do Plzně", "small plzen"),
    ("en", "Hey, after much thought: small Plzeň", "small plzen"),
]
# measured last: 2 of 3 before (the English ones were read), 3 of 3 after
HELD_OUT = [
    ("en", "Hi all, here goes: large Praha", "large praha"),
    ("en", "Hello, my move this round: medium Brno.", "medium brno"),
    ("cs", "Čau, tak jo, rozhodl jsem se: velká Praha.", "large praha"),
]


@pytest.mark.parametrize(("lang", "body", "move"), MEMBERS + HELD_OUT)
def test_the_move_after_the_greeting_and_the_lead_in_is_played(tmp_path, lang, body, move):
    answer = play(tmp_path, "1926", lang, body)
    assert answer.moves == (move,), answer.text[:400]


# A Czech lead-in that says the move follows without its colon (outside cases oc17: "Můj tah je
# střední pyramida v Olomouci." was refused as the region "muj tah je")
SAID_LEADS = [
    ("cs", "Můj tah je střední pyramida v Olomouci.", "medium olomouc"),
    ("cs", "Můj dnešní tah bude velká Praha.", "large praha"),
    ("cs", "Tak můj tah je malá do Brna", "small brno"),
    ("cs", "muj tah je stredni do Olomouce", "medium olomouc"),
]


@pytest.mark.parametrize(("lang", "body", "move"), SAID_LEADS)
def test_the_move_after_a_lead_in_without_its_colon_is_played(tmp_path, lang, body, move):
    answer = play(tmp_path, "1926", lang, body)
    assert answer.moves == (move,), answer.text[:400]
