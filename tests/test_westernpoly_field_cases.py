"""A field named after a Czech verb takes the case the verb needs (issue 42, rep32: "vlastníš
… a Nocležna Poslední míle (9)" must be "Nocležnu"). Class: every text that puts a field's
name as the object of a verb — the fields one owns ("Máš … a vlastníš …", "Jana vlastní …",
the board's "vlastní:"), an offer's "dává … chce …", the price asked back ("dám ti za … 2000")
— says it in the accusative (Nocležna → Nocležnu, Banka → Banku; the others keep their
form), in English as named. HELD_OUT fields were kept aside."""

from __future__ import annotations

import pytest

import rules
from functions.render.games.westernpoly import offer_lines, state_lines
from rules.westernpoly.board import FIELDS
from rules.westernpoly.parser import _price_asked
from rules.westernpoly.state import Bundle, Offer
from rules.westernpoly.text import summary_text

G = rules.get("westernpoly")
NAMES = ["Tomáš Hora", "Jana Malá"]
# (field, its accusative noun as Czech says it after a verb)
FIELDS_NAMED = [(9, "Nocležnu"), (39, "Banku"), (6, "Nocležnu"), (5, "Kurz")]
HELD_OUT = [(8, "Nocležnu"), (37, "Banku")]


def _owning(field: int, lang: str = "cs"):
    """Jana owns `field` and the Train; Tomáš offers her 3 000 $ for `field`."""
    s = G.new_game(NAMES, {"lang": lang})
    owner = list(s.owner)
    owner[field] = owner[12] = 1
    offer = Offer(1, 0, 1, Bundle(money=3000), Bundle((field,)), 1)
    return s._replace(owner=tuple(owner), offers=(offer,), next_offer=2)


def _texts(field: int, lang: str = "cs") -> dict[str, str]:
    """Each text that names the field after a verb."""
    s = _owning(field, lang)
    jana, tomas = G.view(s, NAMES[1]), G.view(s, NAMES[0])
    words = FIELDS[field].name(lang).lower().split()
    return {"own": " ".join(state_lines("owns", jana, NAMES[1], None, "Co mám?", lang) or []),
            "other": " ".join(state_lines("owns", tomas, NAMES[0], NAMES[1], "Co má Jana?",
                                          lang) or []),
            "board": summary_text(s, lang, NAMES[0]),
            "offer": " ".join(offer_lines(jana, lang)),
            "price": _price_asked(NAMES[1], words, lang)}


def check(field: int, noun: str) -> None:
    nominative = FIELDS[field].cs.partition(" ")[0]
    for where, text in _texts(field).items():
        assert noun.lower() in text.lower(), (where, text)
        if nominative != noun:
            assert f"{nominative} " not in text, (where, text)


@pytest.mark.parametrize("field, noun", FIELDS_NAMED)
def test_a_field_after_a_verb_is_in_the_accusative(field, noun):
    check(field, noun)


@pytest.mark.parametrize("field, noun", HELD_OUT)
def test_held_out_a_field_after_a_verb_is_in_the_accusative(field, noun):
    check(field, noun)


def test_english_names_the_field_as_it_is():
    texts = _texts(9, "en")
    assert all("Lodging house Poslední míle" in text for text in texts.values()), texts
