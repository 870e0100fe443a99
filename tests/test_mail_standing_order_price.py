"""A standing order with its price said in a sentence (issue 42): "kupuj automaticky všechno do
4000", "always buy anything under $4000".

Class: a standing order in the player's own words that bounds what it buys by a price ("do
4000", "up to $4,000", "under", "levnější než 5 tisíc") or keeps cash ("nech mi aspoň 5000",
"keep at least $8000"): before, the price made the line no order (a field 4000 was looked for,
or the game's reader refused the sentence), and "always" without "auto" was no order at all.
Now the line sets AUTO BUY UP TO N (below N: one dollar less) or KEEP N. HELD_OUT were written
before the change and kept aside: 0 of 6 set the order before it, 5 of 6 after; the sixth, a
price in a Czech number word's genitive ("do pěti tisíc"), is read since review 22n, with
the game told to buy "by itself" ("kupuj vsechno do 3000 sam", without diacritics, was
refused as a field "vsechno do 3000 sam")."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from functions.service import PlayerSpec

PEOPLE = {"cs": ["Jana Nováková", "Jan Novák", "Petra Malá"],
          "en": ["Ann Lee", "Bob Day", "Cid Roe"]}
# (language, the reply, the standing order it sets)
MEMBERS = [
    ("cs", "kupuj automaticky všechno do 4000", ("buy", "up_to 4000")),
    ("en", "always buy anything under $4000", ("buy", "up_to 3999")),
    ("en", "Auto-buy everything up to $4,000 please", ("buy", "up_to 4000")),
    ("cs", "kupuj vždy do 4000", ("buy", "up_to 4000")),
    ("cs", "Automaticky kupuj, ale nech mi aspoň 5000.", ("buy", "keep 5000")),
    ("en", "auto buy anything below 3k", ("buy", "up_to 2999")),
    ("cs", "Automaticky stav hvězdy, ale nech mi 6000", ("stars", "keep 6000")),
    ("cs", "automaticky kupuj pole do 3000 dolarů", ("buy", "up_to 3000")),
]
HELD_OUT = [
    ("cs", "Od teď automaticky kupuj všechno, co stojí maximálně 3500 $", ("buy", "up_to 3500")),
    ("en", "Please buy automatically anything that costs at most 2500", ("buy", "up_to 2500")),
    ("cs", "Kupuj automaticky pole levnější než 5 tisíc", ("buy", "up_to 4999")),
    ("en", "Always buy fields for less than $3,000 from now on", ("buy", "up_to 2999")),
    ("en", "Auto buy, but always keep at least $8000 cash", ("buy", "keep 8000")),
]
# review 22n: the genitive of a number word, the game told to buy by itself ("sám")
BY_ITSELF = [("cs", "automaticky nakupuj do pěti tisíc", ("buy", "up_to 5000")),
             ("cs", "kupuj vsechno do 3000 sam", ("buy", "up_to 3000")),
             ("cs", "Kupuj sama všechno do dvou tisíc.", ("buy", "up_to 2000"))]


def _reply(lang: str, said: str):
    """The standing orders of the player on turn after replying `said`, and the turn's log."""
    people = [PlayerSpec(n, a, lang) for n, a in zip(PEOPLE[lang], (ANN, BOB, CID), strict=True)]
    with open_table(players=people, options={"lang": lang}) as t:
        record = t.record()
        who = record.seat(record.to_move).email
        before = len(t.log(who))
        outcome = t.reply(who, said)
        return t.record().seat_of(who).orders, t.log(who)[before:], outcome


@pytest.mark.parametrize(("lang", "said", "order"), MEMBERS + HELD_OUT + BY_ITSELF,
                         ids=lambda m: str(m))
def test_the_price_in_the_sentence_bounds_the_order(lang, said, order):
    orders, _, outcome = _reply(lang, said)
    key, value = order
    assert orders.get(key) == value, (orders, outcome)


def test_the_order_plays_the_purchase_it_allows():
    # the first field (Shack, $1,200) is under the bound: the order buys it at once
    _, played, outcome = _reply("en", "always buy anything under $4000")
    assert "buy" in played, (played, outcome)


@pytest.mark.parametrize("said", ["always buy the saloon for 4000", "auto buy 12",
                                  "I always buy cheap fields"])
def test_a_price_or_field_without_a_bound_sets_no_order(said):
    orders, _, _ = _reply("en", said)
    assert not orders
