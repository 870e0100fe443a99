"""Places and numbers as their reader writes them wherever they are said (issue 42, review
26): "2nd place", "bankrupt (3rd out)" in English, "2. místo" in Czech; points "1,33" / "1.33"."""

from __future__ import annotations

import pytest

from functions.i18n import number
from functions.render.catalogue import say
from functions.render.games import westernpoly
from functions.web.texts import tr
from rules import Result


@pytest.mark.parametrize(("lang", "n", "said"), [
    ("en", 1, "1st place"), ("en", 2, "2nd place"), ("en", 3, "3rd place"),
    ("en", 6, "6th place"), ("en", 12, "12th place"), ("en", 22, "22nd place"),
    ("cs", 6, "6. místo")])
def test_a_place_on_the_pages(lang, n, said):
    assert tr(lang, "place", n=n) == said


@pytest.mark.parametrize(("lang", "said"), [("en", "You are in 3rd place with 1.33 points."),
                                            ("cs", "Jsi na 3. místě, body: 1,33.")])
def test_a_tournament_place_and_its_points(lang, said):
    assert say(lang, "tournament_your_place", place=3, points=number(4 / 3, lang)) == said


@pytest.mark.parametrize(("lang", "said"), [("en", "bankrupt (2nd out)"),
                                            ("cs", "na mizině jako 2.")])
def test_the_order_of_bankruptcy(lang, said):
    result = Result(winners=["Ann"], draw=False, scores={"Ann": 9, "Bob": 0, "Cid": 0},
                    details={"bankrupt": ["Cid", "Bob"], "wealth": {}})
    assert westernpoly.final_standing(result, "Bob", lang) == said
