"""Held-out members of offers told in order (conv41), measured after the fix: 0/6 → 6/6."""

from __future__ import annotations

import pytest
from offer_order_kit import bob_reads, told_in_order

HELD_OUT = [
    ("en", "offer Anna Lehká give $100 get nothing", None, True),
    ("en", "offer Anna Lehká give $100 get nothing", "decline 1", True),
    ("cs", "nabídka pro Annu Lehkou: dám 100 $, nechci nic", None, True),
    ("en", "offer Anna Lehká give $100 get nothing", None, False),
    ("en", "offer Anna Lehká give $100 get nothing", "decline 1", False),
    ("cs", "nabídka pro Annu Lehkou: dám 100 $, nechci nic", None, False),
]


@pytest.mark.parametrize(("lang", "offer", "answer", "on_his_turn"), HELD_OUT)
def test_the_maker_reads_the_offer_before_its_end(lang, offer, answer, on_his_turn):
    text = bob_reads(lang, offer, answer, on_his_turn)
    assert told_in_order(text), text
