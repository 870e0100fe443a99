"""What a reply did, then what is still to decide (issue 42, WesternPoly by mail: "Přijímám 2."
in reply to the turn mail of a purchase accepted the offer, and the read-back said so and no
word of the purchase still waiting; the player took the turn as done and the game stalled until
the reminder; an absence was confirmed on line 29 of a 34-line mail, below the menu).

Class: the answer to a reply that did something else than the turn asked (answered or made an
offer, set an absence or a setting) while the player's turn is still open does not say that the
turn waits, or says it above what the reply did. Every such answer says first, shortly, what the
reply did, and ends with the turn's options, once. Members built for this file in WesternPoly,
1926 and Goofspiel, Czech and English; a third kept aside and measured last: 0 of 5 before,
5 of 5 after.
"""

from __future__ import annotations

import pytest
from mail.reading_classes import play

# the line of the menu's heading, once in every answer that leaves the turn open
MENU = {"cs": "Tvoje možnosti", "en": "Your options"}
# what says the turn still waits: a read-back's or a setting's last lines, a board's own line
WAITS = {"cs": ("Tvůj tah ještě čeká", "hra dál čeká na tvůj"),
         "en": ("Your move is still to come", "The game still waits for your move")}

MEMBERS = [  # (game, language, reply, position, words of what the reply did)
    ("westernpoly", "cs", "Přijímám 1.", "offered_turn", "přijímáš obchod #1"),
    ("westernpoly", "en", "accept 1", "offered_turn", "You accepted trade #1"),
    ("westernpoly", "cs", "Odmítám 1, díky.", "offered_turn", "odmítáš obchod #1"),
    ("westernpoly", "en", "offer Ann give $100", "offered_turn", "You offered Ann trade #2"),
    ("westernpoly", "cs", "Příští týden jsem na dovolené, od pondělí do pátku.", "",
     "jsi pryč od"),
    ("westernpoly", "cs", "Přijímám 1.\nPříští týden jsem pryč, od pondělí do pátku.",
     "offered_turn", "jsi pryč od"),
    ("1926", "en", "CONFIRM OFF", "", "no longer confirmed"),
    ("1926", "cs", "Od pondělí do pátku jsem pryč.", "", "jsi pryč od"),
    ("goofspiel", "en", "I'm away next week, Monday to Friday.", "", "you are away from"),
]
HELD_OUT = [
    ("westernpoly", "en", "Decline 1, thanks Ann.", "offered_turn", "You declined trade #1"),
    ("westernpoly", "en", "Deal, I accept 1.\nI'm away from Monday to Friday next week.",
     "offered_turn", "you are away from"),
    ("1926", "cs", "POTVRZENÍ VYP", "", "POTVRZENÍ ZAP"),
    ("goofspiel", "cs", "Příští týden jsem pryč, od pondělí do pátku.", "", "jsi pryč od"),
    ("westernpoly", "en", "Who is winning?\nI'm away next week, Monday to Friday.", "",
     "you are away from"),
]


def _told_then_asked(tmp_path, game: str, lang: str, body: str, position: str, did: str
                     ) -> str:
    """'' when the answer says what the reply did first and the turn's options once, last of
    its news; else what is wrong."""
    answer = play(tmp_path, game, lang, body, position)
    own = answer.text.split("\n> ")[0]
    lines = own.splitlines()
    heading = [i for i, line in enumerate(lines) if line.startswith(MENU[lang])]
    if len(heading) != 1:
        return f"{len(heading)} menus in: {own}"
    if not any(words in own for words in WAITS[lang]):
        return f"no word of the turn still waiting: {own}"
    done = [i for i, line in enumerate(lines) if did.lower() in line.lower()]
    if not done or done[-1] > heading[0]:
        return f"what the reply did ({did!r}) not above the menu: {own}"
    return ""


@pytest.mark.parametrize(("game", "lang", "body", "position", "did"), MEMBERS + HELD_OUT)
def test_what_the_reply_did_then_what_is_still_to_decide(tmp_path, game, lang, body, position,
                                                         did):
    assert _told_then_asked(tmp_path, game, lang, body, position, did) == ""


def test_a_move_that_ends_the_turn_is_not_asked_again(tmp_path):
    answer = play(tmp_path, "westernpoly", "cs", "Přijímám 1.\nkoupit", "offered_turn")
    own = answer.text.split("\n> ")[0]
    assert answer.moves[:2] == ("accept 1", "buy"), answer.moves
    assert not any(words in own for words in WAITS["cs"]), own
