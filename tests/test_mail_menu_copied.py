"""A menu option copied with the note we print beside it (review 24n: "do not buy (offer #2
lapses)" copied from the menu bought the field, twice).

Class: a reply that copies an option of the answered mail's menu together with what the menu
says that option does besides, in brackets ("(this ends your turn, and offer #1 lapses
unanswered)", "(tím tah končí a nabídka #1 bez tvé odpovědi propadne)"; review 55 added the
cause, "this ends your turn", to the older "(offer #1 lapses)"),
alone or with a number, a lead-in or a wish around it. The note is our words, not the
player's: it must never turn the option into another move (its "offer" and "#1" made "do not
buy" a purchase of the field, the bracket's number read as the field). Members built for this
file; a third kept aside and measured last: 1 of 3 before, 3 of 3 after (Czech was read
right: only the English note, whose "offer" is a command word, turned the move).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_mailroom_incoming import PLAYERS, reply, table  # noqa: F401  (the fixture)

PASS = ("pass", "email")


def _at_purchase_with_offer(table, lang: str):  # noqa: F811
    """A WesternPoly game whose player to move (Bob, in `lang`) must decide whether to buy, an
    offer to him made before his turn open: his menu notes that passing lets it lapse."""
    players = [replace(p, lang=lang) if p.name == "Bob" else p for p in PLAYERS]
    game = table.service.create("westernpoly", players, "org@example.org",
                                options={"lang": lang}, start=True)
    for _ in range(300):
        view = table.service.view(game.id)
        seat = view.game.seat(view.game.to_move)
        bob = view.game.seat_of("bob@example.org")
        choices = [m.text for m in view.rules.choices(view.state, seat.player)]
        offers = view.rules.open_offers(view.state, to=bob.player)
        if seat.email == bob.email and choices == ["buy", "pass"] and offers:
            table.deliver()
            return game, bob
        if seat.email != bob.email and not offers:
            table.service.submit(game.id, seat.email, f"offer {bob.player} give $500")
            continue
        table.service.submit(game.id, seat.email, choices[-1] if choices else "done")
    raise AssertionError("no purchase with an offer open came")


def _played(table, lang: str, body: str):  # noqa: F811
    game, bob = _at_purchase_with_offer(table, lang)
    turn = table.last(bob.email, "your_turn")
    table.receive(reply(turn, body))
    view = table.service.view(game.id)
    return [(e.text, e.source) for e in view.log if e.player == bob.player][-2:], turn


MEMBERS = [
    ("en", "do not buy (this ends your turn, and offer #1 lapses unanswered)", "pass"),
    ("en", "do not buy (this ends your turn, and offer #1 lapses unanswered) - good luck!", "pass"),
    ("en", "2. do not buy (this ends your turn, and offer #1 lapses unanswered)", "pass"),
    ("cs", "nekupovat (tím tah končí a nabídka #1 bez tvé odpovědi propadne)", "pass"),
    ("cs", "2. nekupovat (tím tah končí a nabídka #1 bez tvé odpovědi propadne), díky", "pass"),
]
HELD_OUT = [
    ("en", "Option 2: do not buy (this ends your turn, and offer #1 lapses unanswered). Thanks!", "pass"),
    ("en", "OK then - do not buy (this ends your turn, and offer #1 lapses unanswered)", "pass"),
    ("cs", "Tak jo: nekupovat (tím tah končí a nabídka #1 bez tvé odpovědi propadne). Díky!", "pass"),
]


@pytest.mark.parametrize(("lang", "body", "move"), MEMBERS + HELD_OUT)
def test_a_menu_option_copied_with_its_note_is_that_option(table, lang, body, move):  # noqa: F811
    played, turn = _played(table, lang, body)
    assert "(" in body and body.split("(")[1].split(")")[0].split()[0] in \
        turn.get_body(preferencelist=("plain",)).get_content()  # the note was in the menu
    assert (move, "email") in played, played
    assert ("buy", "email") not in played, played


# a menu of a mail sent before review 55 gave the note in its earlier wording: copied from
# it after the change, the note is still ours, never a word of the move
EARLIER_WORDING = [
    ("en", "do not buy (offer #1 lapses)", "pass"),
    ("en", "2. do not buy (offer #1 lapses)", "pass"),
    ("cs", "nekupovat (nabídka #1 propadne)", "pass"),
]


@pytest.mark.parametrize(("lang", "body", "move"), EARLIER_WORDING)
def test_a_note_copied_in_its_earlier_wording_is_no_part_of_the_move(
        table, lang, body, move):  # noqa: F811
    played, _ = _played(table, lang, body)
    assert (move, "email") in played, played
    assert ("buy", "email") not in played, played
