"""Words to the service after the end are the service's, not the table's (issue 42). The
class: a reply to a game that is over asks the service for something (no more mail; how long
the game took, when it started, how many rounds) and was broadcast to the whole table as
post-game talk. Members held out: test_mail_words_to_the_service_held_out.py."""

from __future__ import annotations

import pytest
from words_to_the_service import reply_after_the_end

STOPS = [
    ("Hi, please unsubscribe me from these reminders, too much mail.", "en"),
    ("Prosím odhlaste mě, už mi nic neposílejte.", "cs"),
    ("Please stop sending me these emails.", "en"),
    ("Nechci uz dostavat zadne maily, dekuji.", "cs"),
    ("Už mi prosím neposílejte žádné e-maily.", "cs"),
    ("No more emails please, thanks.", "en"),
]
QUESTIONS = [
    ("Jak dlouho to vlastně trvalo?", "cs"),
    ("How long did the game take?", "en"),
    ("kdy jsme vlastne zacali?", "cs"),
    ("How many rounds did we play in the end?", "en"),
    ("Jak dlouho jsme hráli?", "cs"),
]


@pytest.mark.parametrize(("text", "lang"), STOPS)
def test_a_request_for_no_more_mail_stops_it_and_never_reaches_the_table(text, lang):
    after = reply_after_the_end(text, lang)
    assert not [m for m in after.others if text in m]
    assert after.mail == "none"
    assert ("MAIL ON" if lang == "en" else "POŠTA ZAP") in after.answer
    assert not [m for m in after.later if "za týden zase" in m]


@pytest.mark.parametrize(("text", "lang"), QUESTIONS)
def test_a_question_of_the_game_is_answered_from_its_record(text, lang):
    after = reply_after_the_end(text, lang)
    assert not [m for m in after.others if text in m]
    assert after.started in after.answer
    assert ("lasted" if lang == "en" else "Hrálo se") in after.answer


def test_talk_beside_the_question_still_reaches_the_table():
    after = reply_after_the_end("Díky všem za hru! Jak dlouho to vlastně trvalo?")
    assert [m for m in after.others if "Díky všem za hru!" in m]
    assert not [m for m in after.others if "Jak dlouho" in m]
    assert after.started in after.answer


@pytest.mark.parametrize("text", ["gg all, rematch?", "Díky za hru! Kdo dá odvetu?",
                                  "Nechci už hrát, bylo to na mě moc dlouhé."])
def test_talk_to_the_table_still_reaches_it(text):
    after = reply_after_the_end(text)
    assert [m for m in after.others if text.split("!")[0] in m]
    assert after.mail == "all"
