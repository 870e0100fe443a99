"""A move and an offer on one line, the offer said with its price first or as the partner's
deal ("Beru. Tome, za 5000 ti ho prodám.", "I'll buy it. Tom, for $5000 it's yours."): the
buy was played and the offer dropped without a word (issue 42, rep39's class 1: a reply of
a turn decision and an offer decision). Both are played, in the order written."""

from __future__ import annotations

import pytest

from tests.test_mail_rep24 import acts_after

# members the fix was built on
BUILT_ON = [
    ("cs", "Beru. Tome, za 5000 ti ho prodám.", ["buy", "offer:5000"]),
    ("en", "I'll buy it. Tom, for $5000 it's yours.", ["buy", "offer:5000"]),
]
# kept aside and measured last: 1 of 3 played both before the fix, 3 of 3 after
HELD_OUT = [
    ("cs", "Beru to. Tome, za 6000 je tvůj.", ["buy", "offer:6000"]),
    ("en", "Buying it. Tom, for 5500 you can have it.", ["buy", "offer:5500"]),
    ("cs", "Kupuju. Tome, za 4500 ti prodám WAITING, jestli chceš.", ["buy", "offer:4500"]),
]


@pytest.mark.parametrize("lang, said, acts", BUILT_ON + HELD_OUT)
def test_the_buy_and_the_offer_after_it_are_both_played(lang, said, acts):
    assert acts_after(lang, said, False) == sorted(acts)


@pytest.mark.parametrize("lang, said", [
    ("cs", "Beru. Tome, ta výhra bude tvoje."),  # no price: no deal
    ("en", "I'll buy it. Tom, the next round is yours."),
])
def test_a_thing_said_to_be_yours_without_a_price_is_no_offer(lang, said):
    assert acts_after(lang, said, False) == ["buy"]
