"""Whether a paused game may go on now, asked by its organizer, resumes it (issue 42: "Můžeme
už pokračovat ve hře?" was answered with how to resume it, the game left paused).

Class: a request for a safe control (resume, pause) phrased as a question whether we / I can
do it now ("Můžeme už …?", "Dá se už …?", "Můžu už …?": the "can I" of a how-to question) was
read as asking how, never done; English "can we … now" was done. A "now" word (už, teď,
konečně, now, already) beside it asks for it now; "jak" / "how" still asks how. Members were
built for this file; the held-out third is in test_mail_organizer_resume_asked_held_out.py
(1 of 3 resumed before, 3 of 3 after)."""

from __future__ import annotations

import tempfile

import pytest
from organizer_requests_kit import write


def resumed(body: str, lang: str) -> bool:
    """Whether the organizer's `body` to their paused game resumes it and says so."""
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, body, lang=lang, paused=True)
    return told.before.status == "paused" and told.after.status == "running" \
        and told.subject.startswith("Obnoveno: " if lang == "cs" else "Resumed: ")


@pytest.mark.parametrize(("lang", "body"), [
    ("cs", "Můžeme už pokračovat ve hře?"),
    ("cs", "Muzeme uz pokracovat ve hre?"),
    ("cs", "Můžeme teď hru zase rozjet?"),
    ("cs", "Dá se už hra obnovit? Všichni jsou zpátky."),
    ("en", "Can we carry on with the game now?"),
    ("en", "Can we resume now?"),
])
def test_may_it_go_on_now_resumes_the_paused_game(lang, body):
    assert resumed(body, lang)


def test_how_to_resume_is_still_answered_with_how():
    with tempfile.TemporaryDirectory() as tmp:
        told = write(tmp, "Jak můžeme už pokračovat ve hře?", paused=True)
    assert told.after.status == "paused" and "obnov hru" in told.text, told.text
