"""Issue 42, re-check 27, held out: members of test_mail_rep27's class written apart and never
tuned on (an offer in everyday Czech read, never dropped; a field named as a golden star).
First run: 6 of 7 (the formal "neprodala byste mi …? Dal bych Vám …" missed); the lead then
added "byste" and "Vám", so that member no longer measures anything."""

from __future__ import annotations

import pytest

from rules.westernpoly.moves import BUY, PASS
from tests.test_mail_rep24 import acts_after, offers_after
from tests.test_mail_rep27 import move_on_the_gold_mine


@pytest.mark.parametrize("said, money", [
    ('Dobrý den Lucie, neprodala byste mi FIELD? Dal bych Vám za ni 2 800 Kč.', 2800),
    ('Lucko, za tvoji FIELDND ti dam 2700 dolaru, vic nemam.', 2700),
    ('Lucie, FIELD bych od tebe brala za 3 200 Kč.', 3200),
    ('Luci, prodej mi FIELD za 2 tisíce, víc nemám.', 2000),
])
def test_an_offer_in_everyday_czech_is_read(said, money):
    assert [given for given, _ in offers_after("cs", said)] == [money]


def test_a_thing_let_go_for_a_price_is_offered():
    said = 'Petře, nechceš ode mě FIELD? Pustím ti ho za 2 tisíce.'
    assert acts_after("cs", said, False) == ['offer:2000']


@pytest.mark.parametrize("said, move", [
    ('Zlatý důl si beru.', BUY),
    ('Zlaty dul necham lezet.', PASS),
])
def test_a_field_named_as_a_golden_star_is_the_field(said, move):
    assert move_on_the_gold_mine(said) == move
