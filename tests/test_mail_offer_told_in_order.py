"""What one person reads of one offer comes in the order it happened (conv41): a lapse, a
decline or an acceptance that leads a mail never stands above the making of the offer that the
same mail tells further down ("#9 propadla" above "Nabízíš obchod #9")."""

from __future__ import annotations

import pytest
from offer_order_kit import bob_reads, told_in_order

MEMBERS = [
    ("cs", "nabízím Anna Lehká dávám 100 $ chci nic", None, True),
    ("cs", "Nabízím Anně Lehké 200 $ za nic", None, True),
    ("cs", "nabízím Anna Lehká dávám 100 $ chci nic", "odmítám 1", True),
    ("en", "offer Anna Lehká give $250 get nothing", "accept 1", True),
    ("cs", "nabízím Anna Lehká dávám 100 $ chci nic", None, False),
    ("cs", "Nabízím Anně Lehké 200 $ za nic", None, False),
    ("cs", "nabízím Anna Lehká dávám 100 $ chci nic", "odmítám 1", False),
    ("en", "offer Anna Lehká give $250 get nothing", "accept 1", False),
]


@pytest.mark.parametrize(("lang", "offer", "answer", "on_his_turn"), MEMBERS)
def test_the_maker_reads_the_offer_before_its_end(lang, offer, answer, on_his_turn):
    text = bob_reads(lang, offer, answer, on_his_turn)
    assert told_in_order(text), text
