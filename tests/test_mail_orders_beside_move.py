"""A standing order and the player's own move in one reply (issue 42, review 22n: Petr declined
a purchase and set "kupovat karty do ceny 3 000 $" in one mail, and was told the order "decided
the move you were asked for, and it was played for you: ukončit tah").

Class: a reply that holds a move and a standing order, in either order of lines, where the order
is credited with the player's own decision (the confirmation says it decided the question the
mail asked) or takes it from them (the order played first, and the player's own move was then
refused as "that turn had already been played"). The player's own moves come first, whatever
the order of the lines; the order decides what is left, and its confirmation claims only what
it decided. A line may say both in sentences of their own ("Kupuj mi automaticky všechno do
100. Tohle ale beru."): the order was lost inside the move. Members built for this file; the
first third kept aside showed the second shape (0 of 2 before, and 0 of 2 after the first
fix, so they joined the members); a fresh third measured last: 0 of 3 before, 2 of 3 after
(the third, an order said with "příště", is read since test_mail_orders_said_ahead).
"""

from __future__ import annotations

import pytest
from test_mailroom_incoming import reply, table  # noqa: F401  (the fixture)
from test_mailroom_turns import _text, wp_at_purchase

CLAIMED = ("decided the move you were asked for", "Rozhodly hned tah")
SKIPPED = ("Skipped", "Přeskočeno")


def _answer(table, body: str) -> tuple[list[tuple[str, str]], dict[str, str], str]:  # noqa: F811
    """The player's last moves with their sources, their orders and the answer's own words
    after `body` answers the turn mail of a purchase."""
    game, seat = wp_at_purchase(table)
    table.receive(reply(table.last(seat.email, "your_turn"), body))
    view = table.service.view(game.id)
    moves = [(e.text, e.source) for e in view.log if e.player == seat.player]
    text = "\n".join(_text(m) for m in table.deliver()
                     if m["To"].addresses[0].addr_spec == seat.email)
    return moves, view.game.seat(seat.seat).orders, text.split("\n> ")[0]


MEMBERS = [  # (reply, the player's own move)
    ("Nekupuju.\nA od teď mi prosím kupuj všechno do 3000 sám.", "pass"),
    ("AUTOMATICKY KUPOVAT DO 100\nnekupovat", "pass"),
    ("nekupovat\nAUTOMATICKY KUPOVAT DO 100", "pass"),
    ("AUTO BUY UP TO 100000\nbuy", "buy"),
    ("Kupuj mi automaticky všechno do 100. Tohle ale beru.", "buy"),
    ("Pass on this one. From now on auto-buy anything up to $100000.", "pass"),
]
HELD_OUT = [
    ("Tentokrát nekupuju. Ale od teď mi automaticky kupuj všechno do 100000.", "pass"),
    ("Buy it!\nAlso: auto-buy everything up to $100000 from now on, please.", "buy"),
    ("Kupuju! A příště už to kupuj sám, do 100000.", "buy"),
]


@pytest.mark.parametrize(("body", "move"), MEMBERS + HELD_OUT)
def test_the_players_own_move_is_played_and_the_order_set(table, body, move):  # noqa: F811
    moves, orders, answer = _answer(table, body)
    assert (move, "email") in moves, moves
    assert "buy" in orders, orders
    assert not any(claim in answer for claim in CLAIMED), answer
    assert not any(skip in answer for skip in SKIPPED), answer


def test_an_order_alone_still_says_what_it_decided(table):  # noqa: F811
    moves, _, answer = _answer(table, "AUTOMATICKY KUPOVAT DO 100000")
    assert ("buy", "auto") in moves
    assert "They decided the move you were asked for" in answer
