"""Held-out members of whether a paused game may go on now (the class is written in
test_mail_organizer_resume_asked.py), measured last: 1 of 3 resumed before, 3 of 3 after."""

from __future__ import annotations

import pytest
from test_mail_organizer_resume_asked import resumed


@pytest.mark.parametrize(("lang", "body"), [
    ("en", "Can we continue the game already?"),
    ("cs", "Můžeme konečně pokračovat ve hře?"),
    ("cs", "Můžu už hru obnovit?"),
])
def test_held_out_may_it_go_on_now_resumes_the_paused_game(lang, body):
    assert resumed(body, lang)
