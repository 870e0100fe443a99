"""The reader as the one paid or owed, in Czech: the unstressed "ti" second in its clause
("Tomáš Hora ti platí 200 $", "… a platí ti 200 $"), never "platí 200 $ tobě" (issue 42)."""

from __future__ import annotations

import pytest

from functions.render.letters import _by_player
from rules.westernpoly.words import TEMPLATES, event_text, joined

TOM, JANA = "Tomáš Hora", "Jana Malá"


def _paid_to_jana(kind: str) -> dict:
    return {"player": TOM, "owner": JANA, "amount": 200, "field": 1, "count": 1, "dice": [3]}


@pytest.mark.parametrize("kind", sorted(k for k, (_, cs) in TEMPLATES.items() if "{owner}" in cs))
def test_money_to_the_reader_puts_ti_second(kind):
    said = event_text(kind, _paid_to_jana(kind), "cs", reader=JANA)
    assert "tobě" not in said and " ti " in said, said
    clause = said.split(": ")[-1].removeprefix(f"{TOM} ")
    assert clause.split(" ")[1] == "ti" or clause.startswith("ti "), said


def test_a_clause_joined_after_another_puts_ti_after_its_verb():
    lines = [event_text(kind, {**_paid_to_jana(kind), "amount": amount}, "cs", reader=JANA)
             for kind, amount in (("throw", 0), ("rent", 200), ("debt", 240),
                                  ("debt_paid", 240))]
    ((line, told),) = _by_player(lines, [TOM, JANA], "cs", joined)
    assert told == 4
    assert line == ("Tomáš Hora hodil 3, zaplatil ti nájem 200 $, musí sehnat peníze: dluží "
                    "ti 240 $ a splatil ti dluh"), line


def test_english_keeps_you_after_the_verb():
    assert event_text("rent", _paid_to_jana("rent"), "en", reader=JANA) == \
        "Tomáš Hora paid you $200 rent"  # its cause said (conv40)
