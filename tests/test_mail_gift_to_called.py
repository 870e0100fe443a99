"""Money given to the player called by name (review 23n: "Honzo, posílám ti 20 000 $ jako
dárek, nic za to nechci." beside a purchase was refused as two moves, and "Honzo, nabízím ti
20 000 $ zadarmo." as "komu to nabízíš?").

Class: a gift of money to the player the line calls first ("Oto, …", "Tom, …"): the reader of
offers in words wanted four words after the name (a verb, "ti", the sum: three), and did not
know "jako dárek", "zadarmo", "for free" or the "I'll" before the verb; money given with
nothing said for it was asked back with a nonsense example ("dám ti za $500 2000"). Members
built for this file in a live game (Tomáš Dvořák and Ota Malý beside the holder); a third kept
aside and measured last: 1 of 3 before, 2 of 3 after.
"""

from __future__ import annotations

import pytest
from mail.reading_classes import play

TABLE = "|Tomáš Dvořák,Ota Malý"
OTA = "offer Ota Malý give $2000 get nothing"
MEMBERS = [
    ("cs", "Oto, nabízím ti 2000 $ zadarmo.", (OTA,)),
    ("cs", "Kupuju.\nOto, posílám ti 2000 $ jako dárek, nic za to nechci.", ("buy", OTA)),
    ("en", "Ota, I'll give you $2000 for free", (OTA,)),
    ("en", "Ota, we'll send you $2000 as a gift", (OTA,)),
    # read before too: the verb "dávám", "pošlu", "I'll give … as a gift"
    ("cs", "Oto, dávám ti 2000 $ zadarmo.", (OTA,)),
    ("cs", "Oto, pošlu ti 2000 $ jako dar.", (OTA,)),
    ("en", "Ota, I'll give you $2000 as a gift.", (OTA,)),
]
HELD_OUT = [
    ("cs", "Kupuju to. Oto, posílám ti 2000 $ zadarmo.", ("buy", OTA)),
    ("en", "Ota, we'll give you $2000 for free.", (OTA,)),
]
# Data, not a test: held out and still asked back ("jako dárek" alone is not read as "for
# nothing": "Co za 2 000 $ chceš?")
STILL_ASKED = [("cs", "Oto, nabízím ti 2000 $ jako dárek.", (OTA,))]


@pytest.mark.parametrize(("lang", "body", "moves"), MEMBERS + HELD_OUT)
def test_the_gift_is_offered_to_the_player_called(tmp_path, lang, body, moves):
    answer = play(tmp_path, "westernpoly", lang, body, TABLE)
    assert answer.moves[:len(moves)] == moves, answer.moves


@pytest.mark.parametrize(("lang", "asked"), [("cs", "Co za 2 000 $ chceš?"),
                                             ("en", "What do you want for $2,000?")])
def test_money_given_for_nothing_said_is_asked_what_for(tmp_path, lang, asked):
    body = "Oto, nabízím ti 2000 $." if lang == "cs" else "Ota, I'll give you $2000."
    answer = play(tmp_path, "westernpoly", lang, body, TABLE)
    assert answer.moves == ()
    assert asked.lower() in answer.text.lower(), answer.text
