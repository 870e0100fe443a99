"""Every request of an organizer's mail is done or pointed to, never silence (issue 42, second
review of a newcomer). The classes: (1) a mail with a request and a question, or two requests,
each done or pointed to and each answered, in one answer, a player named by a nickname too
("Kájovi"); (2) a polite or conditional request ("rád bych hru zastavil, šlo by to?") is a
request, "ještě jednou pozastavit" a pause; (3) an organizer silenced untold: a request is
never dropped by the answers an hour, and the last answer the hour allows says when answers
come again; (4) the Czech of it: the player's seat by their gender ("její místo"), a pause with
its end says the day once, "pyramidky" as in the game. Members held out:
test_mail_organizer_requests_together_held_out.py."""

from __future__ import annotations

import tempfile
from datetime import datetime, timedelta

import pytest
from organizer_requests_kit import write
from test_mail_organizer_told_fully import Games

from bench.mail_games import _to
from functions.mailroom.incoming import ORGANIZER_ANSWERS_PER_HOUR

FAMILY = ("Karel Novák", "Jana Malá", "Eva Nová")


def hours_more(told, who: str) -> float:
    """How many hours the mail gave `who` (their first name, lower case)."""
    before, after = told.deadline(who, told.before), told.deadline(who, told.after)
    return (datetime.fromisoformat(after) - datetime.fromisoformat(before)) / timedelta(hours=1)


def told(body: str, lang: str = "cs", **given):
    """What the organizer of FAMILY's game got for `body`."""
    with tempfile.TemporaryDirectory() as tmp:
        return write(tmp, body, lang=lang, names=FAMILY, **given)


# (the mail, its language, who gets how many hours, the "yes" to the question beside it)
BESIDE = [
    ("Ahoj, dej prosím Kájovi ještě den navíc. A můžu tu hru pak někdy pozastavit?", "cs",
     "karel", 24, "Ano, můžeš."),
    ("Dobrý den, prodlužte prosím panu Novákovi termín o 12 hodin. Je možné hru později "
     "pozastavit?", "cs", "karel", 12, "Ano, můžete."),
    ("Please give Karel one more day. Also, can I pause the game later?", "en", "karel", 24,
     "Yes."),
]


@pytest.mark.parametrize(("body", "lang", "who", "hours", "yes"), BESIDE)
def test_a_request_beside_a_question_is_done_and_the_question_answered(body, lang, who,
                                                                      hours, yes):
    answer = told(body, lang)
    assert hours_more(answer, who) == hours, answer.text
    assert answer.after.status == "running"  # the question whether they can pauses nothing
    assert yes.lower() in answer.text.lower() and "pbm pause" in answer.text, answer.text
    assert answer.subject.startswith("Prodlouženo: " if lang == "cs" else "Extended: ")


def test_two_requests_in_one_mail_are_both_done():
    answer = told("cau, dej Janče jeste 2 dny a pak pozastav hru do pondeli")
    assert answer.after.status == "paused" and answer.after.resume_at, answer.text
    assert "Jana Malá má na tah" in answer.text and "pozastavená" in answer.text


@pytest.mark.parametrize(("body", "paused"), [
    ("Dobrý den, rád bych hru zastavil až do příštího pondělí. Šlo by to?", True),
    ("ahoj, chtel bych hru na chvili pozastavit, jde to?", True),
    ("Dobrý den, mohl bych hru později ještě jednou pozastavit?", False),
])
def test_a_polite_request_is_done_and_a_question_whether_later_is_answered(body, paused):
    answer = told(body)
    assert (answer.after.status == "paused") == paused, answer.text
    if paused:
        assert answer.subject.startswith("Pozastaveno: ")
    else:  # a pause asked of later, never the how-to of a resume
        assert answer.subject.startswith("Jak hru pozastavit")
        assert "ano, můžete" in answer.text.lower()


def test_a_pause_to_a_day_is_to_that_day():
    answer = told("Dobrý den, rád bych hru zastavil až do příštího pondělí. Šlo by to?")
    again = datetime.fromisoformat(answer.after.resume_at).astimezone()
    assert (again + timedelta(hours=1)).weekday() == 0


# questions each of which gets an answer of its own (none repeats where the game stands only)
QUESTIONS = ("Jak hru zruším?", "Jak vyměním hráče?", "Jak změním čas na tah?",
             "Jak přidám hráče?")


def test_a_request_past_the_answers_an_hour_is_done_and_confirmed():
    earlier = QUESTIONS[:ORGANIZER_ANSWERS_PER_HOUR]
    answer = told("Pusťte prosím hru znovu.", paused=True, earlier=earlier)
    assert answer.before.status == "paused" and answer.after.status == "running"
    assert answer.subject.startswith("Obnoveno: "), answer.action


def test_pause_requests_in_a_row_past_the_limit_are_each_answered():
    earlier = (*QUESTIONS[:ORGANIZER_ANSWERS_PER_HOUR - 1], "pozastav hru", "pauzni to prosim")
    answer = told("hele pozastav tu hru", earlier=earlier)
    assert answer.after.status == "paused"
    assert "už pozastavená" in answer.text, answer.action


def test_the_last_answer_the_hour_allows_says_when_answers_come_again():
    earlier = QUESTIONS[:ORGANIZER_ANSWERS_PER_HOUR - 1]
    last = told("Dobrý den, jak vyřadím hráče?", earlier=earlier)
    assert "odpovíme až po" in last.text, last.text
    # and the one after it is not answered, nor said to be
    past = told("A jak hru zruším?", earlier=(*earlier, "Dobrý den, jak vyřadím hráče?"))
    assert past.text == "" and "times this hour" in past.action


@pytest.mark.parametrize(("body", "whose"), [
    ("Dobrý den, potřebuji vyřadit paní Novou, už nehraje.", "její místo"),
    ("hele vyhod Kaju ze hry", "jeho místo"),
])
def test_a_players_seat_is_theirs_by_their_gender(body, whose):
    answer = told(body)
    assert whose in answer.text, answer.text


def test_the_players_of_a_pause_to_a_day_are_told_that_day_once():
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, "cs")
        try:
            table.game("goofspiel", title="Podzimní partie", names=FAMILY)
            before = len(table.outbox.sent)
            table.ask(None, "Dobrý den, pozastavte prosím hru do neděle.", fresh=True)
            [mail] = [m for m in table.outbox.sent[before:] if _to(m) == "jana@example.org"]
        finally:
            table.store.close()
    text = mail.get_body(("plain",)).get_content()
    assert "sama bude pokračovat" in text and "Dáme vědět" not in text, text


def test_a_pause_said_not_wanted_is_no_pause():
    answer = told("Dobrý den, nechtěl bych hru zastavovat, jen prodlužte panu Novákovi termín o "
                  "den.")
    assert answer.after.status == "running" and hours_more(answer, "karel") == 24, answer.text
