"""A price written without its dollar sign in an offer's wanted part (found while reading a
replaced seat's mail: "nabídka Ann: dávám Modrou podkovu, chci 3500" was played as an offer
GIVING the field for nothing: the 3500, refused as no field's number, was dropped and the rest
played). The class: a bare number in an offer that no field has (40 and more), given or
wanted, in Czech and English, with and without the comma; it is money. A number a field has
stays that field (refused with its reason when it is not the holder's). A third was kept
aside and measured after the fix (0 of 2 before, 2 of 2 after)."""

from __future__ import annotations

import pytest
from mail.reading_classes import play

MEMBERS = {  # the holder James/Jakub owns Modrá podkova (8) and is on turn
    ("cs", "nabídka Ann: dávám Modrou podkovu, chci 3500"): "offer Ann give 8 get $3500",
    ("cs", "nabídka Ann: dávám 8, chci 3500"): "offer Ann give 8 get $3500",
    ("en", "offer Ann give 8 get 4000"): "offer Ann give 8 get $4000",
}
HELD_OUT = {
    ("cs", "nabídka Ann dávám Modrou podkovu chci 2500"): "offer Ann give 8 get $2500",
    ("en", "offer Ann: give 8, get 5000"): "offer Ann give 8 get $5000",
}


@pytest.mark.parametrize("lang,body", [*MEMBERS, *HELD_OUT])
def test_a_bare_number_no_field_has_is_the_price(tmp_path, lang, body):
    answer = play(tmp_path, "westernpoly", lang, body, "owner")
    assert answer.moves == ({**MEMBERS, **HELD_OUT}[(lang, body)],)


def test_a_number_a_field_has_stays_the_field_and_is_never_dropped(tmp_path):
    answer = play(tmp_path, "westernpoly", "cs", "nabídka Ann: dávám 8, chci 35", "owner")
    assert answer.moves == ()  # field 35 is not Ann's: refused with its reason, nothing given
    assert answer.action == "refused"
