"""Issue 42, rep34: a counter said as a price demanded, with no verb of giving or taking.

Class: a reply to an open offer that names an amount (digits, "4.5k", Czech number words,
"tisícovka", slang "litr" = 1000 and "tác" = 1000) as what the writer wants ("Dva a půl tisíce
by to chtělo", "dva a půl tisíce minimálně", "moje cena je pět táců", "3500 would do it") is
the counter it means: the offer declined and the writer's side of it made at that price;
never a bare decline, never "no move". The issue's own replies first; HELD_OUT was written
before the fix and kept aside (on main 0 of 5, after it 5 of 5; the others 0 of 8 on main)."""

from __future__ import annotations

import pytest
import test_mail_offer_reply_rule as reply_rule
from test_mail_haggling import CZECH, ENGLISH
from test_mail_offer_reply_rule import Member

from rules.amounts import money_tokens


@pytest.fixture(autouse=True)
def _czech_table(monkeypatch):
    """The answers are written at a table of Cyril, Anna and Bohuslav (Robert, Ann, William)."""
    monkeypatch.setitem(reply_rule.PEOPLE, "cs", CZECH)
    monkeypatch.setitem(reply_rule.PEOPLE, "en", ENGLISH)


DEMANDED = [
    # the issue's own
    Member("cs", 5, False, 1500, "Hmm, to je málo. Dva a půl tisíce by to chtělo.", 2500),
    Member("cs", 5, False, 1500, "patnáct stovek? smích. dva a půl tisíce minimálně", 2500),
    # new members
    Member("cs", 12, False, 3000, "Cyrile, to je málo. Čtyři tisíce minimálně.", 4000),
    Member("cs", 9, False, 2000, "Hmm, za dva tisice ne. Tri tisice by to chtelo.", 3000),
    Member("en", 5, False, 3000, "Too cheap. 4.5k at least.", 4500),
    Member("cs", 16, False, 2500, "Cyrile, moje cena je pět táců.", 5000),
    Member("cs", 3, True, 2000, "To je moc, tisícovka by to chtěla.", 1000),
    Member("en", 8, False, 2000, "Nah, 2000 is nothing. 3500 would do it.", 3500),
]
HELD_OUT_DEMANDED = [
    Member("cs", 14, False, 3000, "Ano? Za tři? Směšné. Pět tisíc minimálně, Cyrile.", 5000),
    Member("cs", 1, False, 1000, "tisicovka je malo, dva litry aspon", 2000),
    Member("en", 12, False, 2500, "2500? lol. 4k minimum.", 4000),
    Member("cs", 21, True, 4000,
           "Ctyri tisice za vybaveni? To je moc. Tri tisice by to chtelo.", 3000),
    Member("cs", 6, False, 3000, "Za tři tácy ani náhodou, moje cena je 4,5k", 4500),
]


@pytest.mark.parametrize("member", DEMANDED, ids=lambda m: m.said[:40])
def test_a_price_demanded_counters_the_offer(member):
    reply_rule.check(member)


@pytest.mark.parametrize("member", HELD_OUT_DEMANDED, ids=lambda m: m.said[:40])
def test_held_out_a_price_demanded_counters_the_offer(member):
    reply_rule.check(member)


@pytest.mark.parametrize(("words", "money"), [
    ("za litr", "$1000"), ("pet tacu", "$5000"), ("tri tacy", "$3000"),
    ("tisicovka", "$1000"), ("dve tisicovky", "$2000"), ("pet litru", "$5000")])
def test_spoken_thousands_are_money(words, money):
    assert money in money_tokens(words.split())


def test_a_thousand_said_alone_stays_a_word():
    # "tisíc" alone stays a word (a thousand said alone is no price): only the spoken
    # thousands that stand for one ("za litr", "tisícovka") are 1000 alone
    assert money_tokens(["za", "tisic"]) == ["za", "tisic"]
