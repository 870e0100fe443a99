"""Members held out of the classes of test_mail_organizer_requests_together.py (issue 42): a
request beside a question or another request, a polite request, a request past the answers an
hour, the player's seat by their gender; written before the fix was measured on them."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_mail_organizer_requests_together import QUESTIONS, hours_more, told

from functions.mailroom.incoming import ORGANIZER_ANSWERS_PER_HOUR


@pytest.mark.parametrize(("body", "lang", "who", "hours", "yes"), [
    ("Ahoj, prodluž prosím Evičce termín o den. Můžu hru pak pozastavit?", "cs", "eva", 24,
     "ano, můžeš"),
    ("Dobry den, prodluzte prosim panu Novakovi termin o 2 dny. Mohu pak hru pozastavit?", "cs",
     "karel", 48, "ano, můžete"),
    ("Hi, please give Jana 12 more hours. And can I pause the game some time later?", "en",
     "jana", 12, "yes."),
])
def test_a_request_beside_a_question(body, lang, who, hours, yes):
    answer = told(body, lang)
    assert hours_more(answer, who) == hours, answer.text
    assert answer.after.status == "running" and yes in answer.text.lower(), answer.text


def test_two_extensions_for_two_players():
    answer = told("Dobrý den, prodlužte prosím paní Malé termín o den a panu Novákovi taky.")
    assert hours_more(answer, "jana") == 24 and hours_more(answer, "karel") == 24, answer.text


def test_an_extension_and_a_pause():
    answer = told("Ahoj, dej Kájovi o den víc. Hru pak pozastav do neděle.")
    assert answer.after.status == "paused" and answer.after.resume_at, answer.text
    assert "Karel Novák má na tah" in answer.text


@pytest.mark.parametrize(("body", "lang", "weekday"), [
    ("Dobry den, chtela bych hru pozastavit do nedele, slo by to prosim?", "cs", 6),
    ("Dobrý den, potřeboval bych hru zastavit do pátku.", "cs", 4),
    ("I'd like to pause the game until Monday, if that's possible.", "en", 0),
    ("Dobrý den, šlo by hru pozastavit do neděle?", "cs", 6),
])
def test_a_polite_pause_to_a_day(body, lang, weekday):
    answer = told(body, lang)
    assert answer.after.status == "paused" and answer.after.resume_at, answer.text
    again = datetime.fromisoformat(answer.after.resume_at).astimezone()
    assert (again + timedelta(hours=1)).weekday() == weekday


def test_a_question_whether_they_may_resume_later_changes_nothing():
    answer = told("ahoj, mohl bych pak hru zase pustit sám?", paused=True)
    assert answer.after.status == "paused" and "ano, můžeš" in answer.text.lower(), answer.text


def test_an_extension_past_the_answers_an_hour():
    answer = told("Dobrý den, prodlužte prosím Evě termín o den.",
                  earlier=QUESTIONS[:ORGANIZER_ANSWERS_PER_HOUR])
    assert hours_more(answer, "eva") == 24, answer.action


def test_a_resume_past_the_answers_an_hour_in_english():
    answer = told("Please resume the game now.", "en", paused=True,
                  earlier=QUESTIONS[:ORGANIZER_ANSWERS_PER_HOUR])
    assert answer.after.status == "running", answer.action


def test_the_seat_of_a_woman_named_by_her_nickname():
    answer = told("cau, vyhod Janču ze hry, uz nehraje")
    assert "její místo" in answer.text, answer.text
