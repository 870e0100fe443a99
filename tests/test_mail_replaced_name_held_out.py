"""Held-out members of the class in test_mail_replaced_name.py (a seat's person changes
during a game and a text keeps naming the previous person, or agrees with their gender),
measured last: before the fix every one of them named the previous holder after the
replacement; after it, none does."""

from __future__ import annotations

import pytest
from replaced_names import Case, Read, defects, play

HELD_OUT = {
    "westernpoly, cs, a woman by a man": Case(
        "westernpoly", "cs", [("Eva Novotná", "eva@x.org"), ("Alena Veselá", "alena@x.org"),
                              ("Jiří Procházka", "jiri@x.org")],
        ("Martin Kučera", "martin@x.org"), 5, {"max_rounds": 8}),
    "1926, cs, a woman by a man, late in the game": Case(
        "1926", "cs", [("Alena Veselá", "alena@x.org"), ("Hana Králová", "hana@x.org"),
                       ("Ondřej Marek", "ondrej@x.org")], ("Vojtěch Pokorný", "vojta@x.org"), 14),
    "ohhell, en, a man by a woman": Case(
        "ohhell", "en", [("Ann Lee", "ann@x.org"), ("Jack Stone", "jack@x.org"),
                         ("Bob Day", "bob@x.org")], ("Kate Bell", "kate@x.org"), 4,
        {"ranks": 5, "hands": "1,2"}),
    "goofspiel, cs, a seat that changed hands twice": Case(
        "goofspiel", "cs", [("Jana Malá", "jana@x.org"), ("Karel Svoboda", "karel@x.org")],
        ("Pavel Šimek", "pavel@x.org"), 3, {"cards": 5}, first=("Lucie Černá", "lucie@x.org")),
}


@pytest.fixture(scope="module", params=list(HELD_OUT))
def read(request: pytest.FixtureRequest) -> Read:
    return play(HELD_OUT[request.param])


def test_no_text_after_a_replacement_names_a_previous_holder(read: Read) -> None:
    assert read.ended and read.texts
    assert defects(read) == []
