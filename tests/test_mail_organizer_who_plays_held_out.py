"""The held-out members of test_mail_organizer_who_plays, measured last (org32: 0/4 before,
3/4 after; the resume of a paused game was fixed after the measure)."""

from __future__ import annotations

import pytest
from test_mail_organizer_who_plays import wrote

HELD_OUT = [
    ("Pozastavte prosím hru, odjíždím na hory.", True, "paused", False, "cs"),
    ("Tomovi prosím ještě 12 hodin navíc", False, "extend:tom", False, "cs"),
    ("I need one more day, please extend my deadline", True, "extend:me", False, "en"),
    ("Můžeš hru zase rozjet?", True, "running", True, "cs"),
]


@pytest.mark.parametrize(("body", "fresh", "effect", "paused", "lang"), HELD_OUT)
def test_a_request_from_the_organizers_own_seat_is_done_as_the_organizers(
        body, fresh, effect, paused, lang):
    assert wrote(body, fresh=fresh, effect=effect, paused=paused, lang=lang)
