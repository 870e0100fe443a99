"""What the bot bought for an absent player is said as Czech says it (issue 42): the fields as
the object of "koupil" ("Banku „Železná pokladna“"), titles in their quotes, one card named,
not counted."""

from __future__ import annotations

from functions.render.games.westernpoly import absence_lines
from rules.westernpoly.board import FIELDS


def _index(name: str) -> int:
    return next(f.index for f in FIELDS if f.name("cs") == name)


def _bought(*fields: int, amount: int = 2000) -> list[dict]:
    return [{"kind": "bought", "data": {"player": "Bob", "field": i, "amount": amount}}
            for i in fields]


def test_one_card_bought_is_named_in_the_accusative_with_its_title_quoted():
    bank = _index("Banka Železná pokladna")
    assert absence_lines(None, _bought(bank), "Bob", "cs") == [
        "Robot za tebe koupil: Banku „Železná pokladna“ (za 2 000 $)."]
    assert absence_lines(None, _bought(bank), "Bob", "en") == [
        "The bot bought for you: Bank Železná pokladna (for $2,000)."]


def test_several_cards_bought_are_named_and_counted():
    lodging, bank = _index("Nocležna U Kojota"), _index("Banka Železná pokladna")
    line, = absence_lines(None, _bought(lodging, bank), "Bob", "cs")
    assert line == "Robot za tebe koupil: Nocležnu „U Kojota“ a Banku „Železná pokladna“ " \
        "(2 karty za 4 000 $)."
