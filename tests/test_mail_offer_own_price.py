"""A trade answered at the offer's own price takes it; at another price it is a counter-offer
(issue 42: "Fine, I'll give you $4000 for it." to an offer of $4000 was asked "which field do
you mean by 'it'?"; "Za tolik ne, dej mi za ni aspoň 3000" must counter at 3000).

Class: a reply to an offer mail that names the offer's field by a pronoun and a price — the
offer's own price is its yes (accepted, nothing declined, no new offer), another price a new
offer between the same players on the same field (the old one declined) — in Czech with and
without diacritics and in English, from either side of the trade. The table and the set-ups
are those of tests/test_mail_rep28.py ("selling": Lucie offers her field to Petr for $4000,
he answers; "offered": Petr offers her $2500 for it, she answers). HELD_OUT was kept aside."""

from __future__ import annotations

import pytest

from tests.test_mail_rep28 import check_counter, counter

# (language, set-up, the reply): the offer's own price
OWN_PRICE = [
    ("en", "selling", "Fine, I'll give you $4000 for it."),
    ("cs", "selling", "Tak jo, dám ti za ni 4000."),
    ("en", "offered", "OK, I'll let you have it for 2500."),
    ("cs", "selling", "dobre, dam ti za ni 4 tisice"),
]
HELD_OUT_OWN_PRICE = [
    ("en", "selling", "sure, $4,000 it is, deal"),
    ("cs", "offered", "Tak dobře, za 2500 ti ji pustím."),
]
# (language, set-up, the reply, the new price)
COUNTER = [
    ("cs", "offered", "Za tolik ne, dej mi za ni aspoň 3000", 3000),
    ("en", "offered", "Not for that, give me at least 3000 for it", 3000),
    ("cs", "offered", "Za tolik ne, dej mi za ni alespoň 3000 $", 3000),
    ("en", "selling", "Too much. I'll give you 3000 for it.", 3000),
]
HELD_OUT_COUNTER = [
    ("cs", "offered", "za tolik ne. dej mi za ni aspon 3 tisice, Petre", 3000),
    ("cs", "selling", "za tolik ne, prodej mi ji aspon za 3000", 3000),
]


def _check_taken(lang, setup, said):
    moves, open_now, back = counter(lang, setup, said)
    assert moves == ["accept 1"], moves
    assert open_now == [], open_now
    assert "'it'" not in back and "„to“" not in back, back


@pytest.mark.parametrize("lang, setup, said", OWN_PRICE)
def test_the_offers_own_price_takes_it(lang, setup, said):
    _check_taken(lang, setup, said)


@pytest.mark.parametrize("lang, setup, said", HELD_OUT_OWN_PRICE)
def test_held_out_the_offers_own_price_takes_it(lang, setup, said):
    _check_taken(lang, setup, said)


@pytest.mark.parametrize("lang, setup, said, price", COUNTER)
def test_another_price_is_a_counter_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


@pytest.mark.parametrize("lang, setup, said, price", HELD_OUT_COUNTER)
def test_held_out_another_price_is_a_counter_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)
