"""Issue 42, re-check 28, held out: members of test_mail_rep28's three classes written apart
and never tuned on (a new price in answer to an offer is a new offer, a question or a no
makes none; prices and names as people type them; the acts of one reply read in order).
First run: 7 of 12 (missed: "OK, how about $3,500 for it?" to a decline mail; "nedala bys
mi …?"; "hey lucy would you sell me …" set apart as a remark; "… I can sell you … if you
want" cut to "can sell you"; "Kupuju X. Petře, nabízím ti ji …" read as one request across
both sentences, which bought nothing, as on main). Their causes were then fixed, so these
members no longer measure anything."""

from __future__ import annotations

import pytest

from tests.test_mail_rep24 import acts_after, offers_after
from tests.test_mail_rep28 import check_counter, check_no_offer


@pytest.mark.parametrize("lang, setup, said, price", [
    ("cs", "offered", "Dobrý den,\nza 3 tisíce Vám ji prodám.\nS pozdravem L. Malá", 3000),
    ("cs", "selling", "Ahoj Lucko, 4000 je moc. Dám ti za ni 2800, co ty na to?", 2800),
    ("en", "declined", "OK, how about $3,500 for it?", 3500),
    ("cs", "declined", "tak ti za ni dam 3500", 3500),
])
def test_a_new_price_in_answer_to_an_offer_is_a_new_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


@pytest.mark.parametrize("lang, setup, said, declines", [
    ("cs", "declined", "A za kolik bys mi ji prodala?", False),
    ("en", "offered", "No thanks, 2500 is too little.", True),
])
def test_a_question_or_a_no_makes_no_offer(lang, setup, said, declines):
    check_no_offer(lang, setup, said, declines)


@pytest.mark.parametrize("lang, said, money", [
    ("cs", "lucie dala bych ti za FIELDND 3 tisice", 3000),
    ("cs", "Lucko, nedala bys mi FIELD za 1500?", 1500),
    ("en", "hey lucy would you sell me FIELD for 2.5k?", 2500),
])
def test_prices_and_names_as_people_type_them(lang, said, money):
    assert [given for given, _ in offers_after(lang, said)] == [money]


@pytest.mark.parametrize("lang, said, acts", [
    ("cs", "Jo, koupit. Tomáši, WAITING ti dám za 6 tisíc, jo?", ["buy", "offer:6000"]),
    ("en", "Yes, buy it. Peter, I can sell you WAITING for $4,500 if you want.",
     ["buy", "offer:4500"]),
    ("cs", "Kupuju WAITING. Petře, nabízím ti ji za 5 tisíc.", ["buy", "offer:5000"]),
])
def test_an_act_on_what_an_earlier_act_made_is_played(lang, said, acts):
    assert acts_after(lang, said, False) == sorted(acts)
