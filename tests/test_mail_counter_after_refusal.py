"""The writer's own price after the offer's refused, or money given to the offer's maker as a
bare price, is the counter-offer for the offer's field (issue 42, outside cases oc17: "Za 1500
ne, dám ti 1000." declined and skipped "dám ti 1000" as free text; "Dám ti 800." to Ann's offer
of her field for $1000 offered Ann $800 for nothing, a gift).

Class: a reply to an offer that asks the writer for money, where the writer's price stands in a
clause of its own after a refusal ("…ne, dám ti 800", "Not for 1000, but 800 and I'm in") or
alone as money given ("Dám ti 800.", "I will give you $800."). Expected: the offer declined and
the counter made at the writer's price for the same field; a refusal alone only declines."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

COUNTERS = [("cs", "Za 1000 ne, dám ti 800."), ("en", "Not for 1000, but 800 and I am in."),
            ("cs", "Dám ti 800."), ("en", "I will give you $800."),
            ("cs", "Za tisíc ne, ale zaplatím 800.")]


@pytest.mark.parametrize(("lang", "line"), COUNTERS)
def test_the_writers_price_after_a_refusal_is_the_counter(tmp_path, lang: str, line: str) -> None:
    """Ann's offer (her field for $1000) declined and $800 offered for the same field."""
    got = play(tmp_path, "westernpoly", lang, line, "field_sale")
    field = got.moves[1].rsplit(" ", 1)[1] if len(got.moves) == 2 else ""
    assert got.moves == ("decline 1", f"offer Ann give $800 get {field}") and field.isdigit()


def test_a_refusal_with_thanks_only_declines(tmp_path) -> None:
    """"Za 1000 ne, díky." names no price of the writer's: the offer declined, nothing more."""
    got = play(tmp_path, "westernpoly", "cs", "Za 1000 ne, díky.", "field_sale")
    assert got.moves == ("decline 1",)
