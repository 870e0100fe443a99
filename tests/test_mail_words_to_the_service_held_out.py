"""Held-out members of words to the service after the end (issue 42; the class is written
in test_mail_words_to_the_service.py): built with the rest, measured only after the fix."""

from __future__ import annotations

import pytest
from words_to_the_service import reply_after_the_end

STOPS = [
    ("prosim odhlaste me z tech mailu", "cs"),
    ("Can you take me off this mailing list?", "en"),
    ("Díky za hru. Chtěl bych se odhlásit z odběru.", "cs"),
]
QUESTIONS = [
    ("Kolik kol jsme vlastně odehráli?", "cs"),
    ("When did this game start, btw?", "en"),
    ("kolik to nakonec trvalo dni?", "cs"),
]


@pytest.mark.parametrize(("text", "lang"), STOPS)
def test_a_request_for_no_more_mail_stops_it(text, lang):
    after = reply_after_the_end(text, lang)
    assert not [m for m in after.others if "odhl" in m or "mailing list" in m]
    assert after.mail == "none"


@pytest.mark.parametrize(("text", "lang"), QUESTIONS)
def test_a_question_of_the_game_is_answered(text, lang):
    after = reply_after_the_end(text, lang)
    assert not [m for m in after.others if text in m]
    assert after.started in after.answer


def test_praise_goes_to_the_table():
    after = reply_after_the_end("Super hra, příště zase!")
    assert [m for m in after.others if "Super hra" in m]
