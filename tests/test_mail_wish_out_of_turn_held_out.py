"""Held-out members of a move wished for out of turn (the class is written in
test_mail_wish_out_of_turn.py): built with the rest, measured last: 1 of 3 told it was not
their turn before ("unknown command 'chci'", "napiš „přijmout N“"), 3 of 3 after."""

from __future__ import annotations

import pytest
from test_mail_wish_out_of_turn import told_not_their_turn
from test_questions_answered_whole import _ask


@pytest.mark.parametrize(("lang", "who", "body"), [
    ("cs", "jana", "Koupila bych si Winchester, jestli můžu."),
    ("en", "petr", "I'd like to buy Mustang, if I may."),
    ("cs", "petr", "Bral bych Saloon, pokud možno."),
])
def test_held_out_a_wish_out_of_turn_is_told_it_is_not_their_turn(lang, who, body):
    assert told_not_their_turn(lang, who, body), _ask(lang, who, body)
