"""Held-out members of re-check 26's class (issue 42; test_mail_rep26.py says it), written
with the others before any was run. Run once on the code before the fixes: 0 of 9; once after
the first round of fixes: 6 of 9. The three it missed (the second person's conditional as a
request, "Lucie, prodala bys mi … za 3 tisice?"; the polite "od Vás" after a greeting and a
name, "Zdravím, Lucie, chci od Vás …"; a request with no price read as a question to the
help, "Hi Lucy, can I buy … from you?") were fixed after that run: they stay as they were, no
longer a measure."""

from __future__ import annotations

import pytest

from tests.test_mail_rep24 import acts_after, offers_after
from tests.test_mail_rep26 import answer_to_request


@pytest.mark.parametrize("lang, said, money", [
    ('cs', 'Čau Luci, nechceš mi prodat FIELD? Dám ti 2 500 Kč.', 2500),
    ('cs', 'Lucie, prodala bys mi FIELDND za 3 tisice?', 3000),
    ('cs', 'Lucko, koupila bych od tebe FIELD za 2000,-, platí?', 2000),
    ('cs', 'Zdravím, Lucie, chci od Vás FIELD za 4500 Kč.', 4500),
    ('en', "Lucy, I'd like to buy your FIELD for $2,500.", 2500),
    ('en', 'Would you take 2700 for FIELD, Lucy?', 2700),
    ('en', 'Lucy, sell me FIELD for 1.5k?', 1500),
])
def test_a_request_to_buy_is_the_offer_it_is_held_out(lang, said, money):
    assert [given for given, _ in offers_after(lang, said)] == [money]


def test_an_offer_to_sell_is_the_offer_it_is_held_out():
    assert acts_after('cs', 'Petre, prodam ti FIELDND za 2000, chces?', False) == ['offer:2000']


def test_a_request_without_a_price_is_asked_back_held_out():
    answer = answer_to_request('en', 'Hi Lucy, can I buy FIELD from you?')
    assert "no move in it" not in answer.lower()
    assert "how much" in answer.lower() or "price" in answer.lower(), answer
