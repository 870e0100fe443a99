"""Held-out members of the class in test_mail_seat_told.py (brief seat52): built with the
others, kept aside while fixing, measured last: before the fix 0/3 games told right; after it
2/3 by the check as first written, whose "whose turn" did not know the plural of a Goofspiel
round waiting for two ("Na tahu jsou Petr Dvořák a Eva Dušková", which the mail did say);
3/3 with the check reading it (no change to the service).
"""

from __future__ import annotations

import pytest
from seat_told import Act, Case, Told, defects, play

CASES = {
    "1926, en, a woman replaced by a man, then another removed": Case(
        "1926", "en", [("Ann Lee", "ann@x.org", "en"), ("Sue Fox", "sue@x.org", "en"),
                       ("Bob Day", "bob@x.org", "en")],
        [Act(3, "replace", "sue@x.org", ("Carl Reed", "carl@x.org")),
         Act(6, "remove", "bob@x.org")]),
    "goofspiel, cs, a woman resigns and a man takes her seat": Case(
        "goofspiel", "cs", [("Petr Dvořák", "petr@x.org", "cs"),
                            ("Jana Horáková", "jana@x.org", "cs"),
                            ("Eva Dušková", "eva@x.org", "cs")],
        [Act(2, "resign", "jana@x.org"), Act(3, "replace", "jana@x.org",
                                              ("Tomáš Beneš", "tomas@x.org"))], {"cards": 6}),
    "westernpoly, en, two seats change hands": Case(
        "westernpoly", "en", [("Ann Lee", "ann@x.org", "en"), ("Tom Hall", "tom@x.org", "en"),
                              ("Kim Novák", "kim@x.org", "cs")],
        [Act(2, "replace", "tom@x.org", ("Mary Wood", "mary@x.org")),
         Act(5, "replace", "ann@x.org", ("Věra Malá", "vera@x.org"))], {"max_rounds": 6}),
}


@pytest.fixture(scope="module", params=list(CASES))
def told(request: pytest.FixtureRequest) -> Told:
    return play(CASES[request.param])


def test_each_reader_is_told_the_change_as_they_need_it(told: Told) -> None:
    assert told.ended
    assert defects(told) == []
