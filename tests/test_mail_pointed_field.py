"""The field to buy pointed at with a demonstrative after the verb (review 23n: Eva's "beru ten
kurz." on the Kurz střelby she stood on was skipped as "not a command", and the standing order
in the same mail then let the field pass for her).

Class: a verb of buying or taking, then a pointing word ("ten", "tenhle", "tento"), then the
waiting field's name or its first word; "tu chatrč" was read, the masculine "ten kurz" was
taken for a command "ten" or a field called "ten kurz". Members built for this file; a third
kept aside and measured last: 1 of 3 before, 3 of 3 after.
"""

from __future__ import annotations

import pytest
from test_mail_orders_beside_move import _answer
from test_mailroom_incoming import table  # noqa: F401  (the fixture)

MEMBERS = ["beru ten kurz.", "kupuju ten kurz", "beru ten kurz střelby", "beru tenhle kurz",
           "beru ten Kurz."]
HELD_OUT = ["Koupím ten kurz střelby.", "vezmu si ten kurz", "I'll buy that shooting range."]


@pytest.mark.parametrize("body", MEMBERS + HELD_OUT)
def test_the_field_pointed_at_is_bought(table, body):  # noqa: F811
    moves, _, _ = _answer(table, body)
    assert ("buy", "email") in moves, moves


def test_the_purchase_stands_beside_a_standing_order_that_would_pass_it(table):  # noqa: F811
    moves, orders, answer = _answer(table, "beru ten kurz.\nA od ted mi kupuj vsechno do 3000 sam")
    assert ("buy", "email") in moves and orders == {"buy": "up_to 3000"}
    assert "Skipped" not in answer and "decided the move" not in answer


def test_another_field_pointed_at_is_refused_with_the_reason(table):  # noqa: F811
    moves, _, answer = _answer(table, "beru ten bar")
    assert not any(source == "email" for _, source in moves)
    assert "Bar Mustang" in answer  # which bars there are: the one waiting is no bar
