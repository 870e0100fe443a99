"""A standing order said with words of the time to come (issue 42, review 23n: "A příště už to
kupuj sám, do 100000." beside a purchase set nothing).

Class: an order said the way a person tells someone what to do from now on, with words of the
time ahead ("příště", "napříště", "do budoucna", "dál už", "next time", "going forward", "in
future", "henceforth") or of doing it oneself ("yourself", "ať to robot koupí sám") around the
order's own words, alone or beside the player's move. Such words change nothing in the order;
a line that names a field, or says the player will do it themselves, stays no order. Members
built for this file; a third kept aside and measured last: 0 of 5 before, 3 of 5 after (the
two still misread are kept below as data).
"""

from __future__ import annotations

import pytest
from test_mail_orders_beside_move import _answer
from test_mailroom_incoming import table  # noqa: F401  (the fixture)

from functions.mail.standing_words import standing_orders_in_words

MEMBERS = [
    ("A příště už to kupuj sám, do 100000.", "auto buy up to 100000"),
    ("Příště kupuj automaticky.", "auto buy always"),
    ("Next time just buy it automatically.", "auto buy always"),
    ("Napříště kupuj sám všechno do 3000.", "auto buy up to 3000"),
    ("Do budoucna mi automaticky kupuj všechno.", "auto buy always"),
    ("Going forward, auto-buy anything under $3000.", "auto buy up to 2999"),
    ("Dál už kupuj sám, do 5000.", "auto buy up to 5000"),
    ("In future, buy automatically but leave me at least 5000.", "auto buy keep 5000"),
    ("Priste uz kupuj automaticky vsechno.", "auto buy always"),
    ("From now on please just buy everything for me automatically.", "auto buy always"),
    ("Next time buy it yourself, up to 8000.", "auto buy up to 8000"),
]
HELD_OUT = [
    ("Henceforth auto-buy all fields.", "auto buy always"),
    ("Příště ať to robot koupí sám.", "auto buy always"),
    ("Kupuj od teďka automaticky všechno.", "auto buy always"),
]
# Data, not a test: held out and still not read as orders (an aside before the order; "on
# your own" is not known as "yourself")
STILL_MISREAD = [
    ("Napřesrok... ne, příště už kupuj automaticky do 6000.", "auto buy up to 6000"),
    ("Next time, buy on your own up to $4,000.", "auto buy up to 4000"),
]
NO_ORDER = [
    "Next time I'll buy it myself.",  # the player's own intent
    "Příště to koupím sám.",
    "Příště kupuju Chatrč.",  # a field named: the game reads the line
    "Next time buy the Saloon for me.",
    "Do budoucna hraju opatrněji.",
    "Just buy it.",
]


@pytest.mark.parametrize(("line", "order"), MEMBERS + HELD_OUT)
def test_an_order_said_for_the_time_ahead_is_read(line, order):
    assert standing_orders_in_words(line) == [order]


@pytest.mark.parametrize("line", NO_ORDER)
def test_words_of_the_time_ahead_alone_make_no_order(line):
    assert standing_orders_in_words(line) == []


@pytest.mark.parametrize(("body", "move"), [
    ("Kupuju! A příště už to kupuj sám, do 100000.", "buy"),
    ("Tentokrát ne, díky.\nNext time just buy it automatically.", "pass"),
])
def test_the_order_beside_the_players_move_is_set(table, body, move):  # noqa: F811
    moves, orders, _ = _answer(table, body)
    assert (move, "email") in moves, moves
    assert "buy" in orders, orders
