"""Issue 42, rep36: a counter said as a capped price or as a price granted after one refused
is the counter it means, never a bare decline, a question back or "no move".

Class: a price in the player's own words beside a cap ("25 stovek a víc ani dolar", "tři
tisíce a ani dolar navíc, ber nebo nech bejt", "3000 and not a dollar more") or granted after
a refused one ("Za 2.5k ani omylem. Za tři a půl klidně." = 3 500 where the offer counts
thousands) declines the offer and makes the writer's side of it at that price. HELD_OUT were
written before the fix and kept aside: on the base 0 of 4, after it 4 of 4."""

from __future__ import annotations

import pytest
import test_mail_offer_reply_rule as reply_rule
from test_mail_haggling import CZECH, ENGLISH
from test_mail_offer_reply_rule import Member


@pytest.fixture(autouse=True)
def _czech_table(monkeypatch):
    """The answers are written at a table of Cyril, Anna and Bohuslav (Robert, Ann, William)."""
    monkeypatch.setitem(reply_rule.PEOPLE, "cs", CZECH)
    monkeypatch.setitem(reply_rule.PEOPLE, "en", ENGLISH)


COUNTERS = [
    # the issue's own
    Member("cs", 5, True, 3000, "Dám ti 25 stovek a víc ani dolar", 2500),
    Member("cs", 5, False, 2000, "Tři tisíce a ani dolar navíc, ber nebo nech bejt", 3000),
    Member("cs", 5, False, 2500, "Cyrile, za 2.5k ani omylem. Za tři a půl klidně.", 3500),
    # new members
    Member("cs", 12, False, 2000, "Tri tisice a ani dolar navic.", 3000),
    Member("en", 5, False, 2000, "3000 and not a dollar more, take it or leave it.", 3000),
    Member("cs", 8, True, 3000, "Cyrile, za tři ani omylem. Za dva klidně.", 2000),
]
HELD_OUT = [
    Member("cs", 12, True, 4000, "Dám ti dvacet stovek a víc ani korunu.", 2000),
    Member("cs", 16, False, 3000, "Ctyri tisice a ani o dolar min, ber nebo nech byt", 4000),
    Member("cs", 9, False, 2000,
           "Cyrile, za dva tisíce v žádném případě. Za čtyři a půl klidně.", 4500),
    Member("en", 12, True, 4000, "Robert, 4k no way. 2.5k sure.", 2500),
]


@pytest.mark.parametrize("member", COUNTERS, ids=lambda m: m.said[:40])
def test_a_capped_or_granted_price_counters_the_offer(member):
    reply_rule.check(member)


@pytest.mark.parametrize("member", HELD_OUT, ids=lambda m: m.said[:40])
def test_held_out_a_capped_or_granted_price_counters_the_offer(member):
    reply_rule.check(member)

