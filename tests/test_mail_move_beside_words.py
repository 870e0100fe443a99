"""A move beside words that name the bank as the other side of a sale (newcomer review 25n:
"Tak to prodám bance: prodat Náklad." sold the field Banka as well, "bance" read as its name).
Class: a reply whose move is played wrongly or not at all because of the words around it, and
the player is not told. Members here: the bank as the one a field is sold to ("bance",
"bankovi", "do banky", "to the bank") beside a sale, said before the move, after it or in its
own sentence. Ann owes Bob 2 000 $ with 500 $ and owns Náklad (28) and Banka „Železná
pokladna“ (39); whatever she writes, Banka stays hers unless she names it. A third of the
members were kept aside while the fix was made (HELD_OUT)."""

from __future__ import annotations

import functools

import mail_table
import pytest
from mail_table import ANN, BOB, CID, open_table

import rules
from bench.mail_follow import text_of
from functions.mailroom.delivery import Postman
from functions.service import PlayerSpec
from rules.westernpoly.game import WesternPoly
from rules.westernpoly.state import Debt

FREIGHT, BANK = 28, 39


class _InDebt(WesternPoly):
    """WesternPoly whose first player starts owing the second 2 000 $ with 500 $ in cash."""

    def new_game(self, players, options=None, seed=0):
        s = super().new_game(players, options, seed)
        owner = list(s.owner)
        owner[FREIGHT] = owner[BANK] = 0
        return s._replace(owner=tuple(owner), cash=(500, *s.cash[1:]),
                          debts=(Debt(0, 1, 2000),))


def answer(lang: str, body: str):
    """Ann answers her debt mail with `body`: (the state after it, the mail she gets back)."""
    game = _InDebt()

    def rules_for(name: str):
        return game if name == "westernpoly" else rules.get(name)

    people = [PlayerSpec(n, a, lang) for n, a in
              (("Ann Lee", ANN), ("Bob Day", BOB), ("Cid Roe", CID))]
    postman = mail_table.Postman
    mail_table.Postman = functools.partial(Postman, rules_for=rules_for)
    try:
        with open_table(players=people, rules_for=rules_for) as table:
            table.reply(ANN, body)
            return table.service.view(table.game.id).state, text_of(table.newest(ANN))
    finally:
        mail_table.Postman = postman


# (lang, the reply): each sells Náklad to the bank and nothing else
USED = [
    ("cs", "Tak to prodám bance: prodat Náklad."),
    ("cs", "Prodám bance Náklad."),
    ("cs", "Prodávám Náklad bance, ať mám na nájem."),
    ("en", "I sell Freight to the bank"),
    ("cs", "Prodávám do banky Náklad."),
    ("en", "sell Freight back to the bank please"),
    ("cs", "prodat bankovi Náklad"),
    ("cs", "Nedá se nic dělat, prodám to bance. prodat 28"),
    ("en", "Fine, selling to the bank: sell 28"),
    ("en", "I sell to the bank. sell 28"),
    ("cs", "Prodám to. prodat 28"),
]
HELD_OUT = [  # 3 of 5 right before the fix, 4 after it; the fifth ("the Freight") then mended
    ("cs", "Prodej Náklad bance, dík."),
    ("en", "Sell the Freight to the bank."),
    ("cs", "Vracím bance Náklad: prodat Náklad"),
    ("cs", "Musím prodat bance Náklad, jinak to nezaplatím."),
    ("en", "OK I'll have to sell to the bank. sell Freight"),
]


@pytest.mark.parametrize(("lang", "body"), USED + HELD_OUT)
def test_the_bank_a_field_is_sold_to_is_never_the_field_banka(lang, body):
    state, _ = answer(lang, body)
    assert state.owner[FREIGHT] == -1, "Náklad went back to the bank"
    assert state.owner[BANK] == 0, "Banka stays Ann's: she only named the bank she sells to"
    assert not state.debts


@pytest.mark.parametrize(("lang", "body", "asked"), [
    ("cs", "Prodám to bance.", "co chceš prodat?"),
    ("en", "sell it to the bank", "sell what?"),
])
def test_a_sale_to_the_bank_that_names_no_field_asks_what_to_sell(lang, body, asked):
    state, mail = answer(lang, body)
    assert state.owner[FREIGHT] == state.owner[BANK] == 0 and state.debts
    assert asked in mail.split("\n> ")[0]  # told, not a list of Tabák fields for "to"


@pytest.mark.parametrize(("lang", "body"), [("cs", "Banku prodám bance."), ("en", "sell Bank")])
def test_banka_named_as_what_is_sold_is_still_sold(lang, body):
    state, _ = answer(lang, body)
    assert state.owner[BANK] == -1 and state.owner[FREIGHT] == 0
