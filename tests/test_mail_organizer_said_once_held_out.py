"""Held-out members of the class of test_mail_organizer_said_once.py (one fact told twice in
an organizer's answer): written beside the others, never tuned on."""

from __future__ import annotations

import pytest
from test_mail_organizer_said_once import _answer


@pytest.mark.parametrize(("rules", "body", "kwargs", "once", "never"), [
    ("westernpoly", "Who hasn't played yet?", {"lang": "en"}, "On turn in", "waits for"),
    ("goofspiel", "Dobrý den, kdo ještě nepotvrdil účast?", {"start": False}, "nepřipojili",
     "bez odpovědi"),
    ("goofspiel", "jak to dopadlo, kdo vyhral?", {"finish": True}, "remíz", "Remíza:"),
    ("westernpoly", "Who's in the lead?", {"lang": "en"}, "leads", "In the lead:"),
])
def test_one_fact_once_held_out(rules, body, kwargs, once, never):
    text = _answer(rules, body, **kwargs)
    assert text.count(once) == 1 and never not in text, text
