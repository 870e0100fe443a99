"""No loops with robots (issue 40): a mail that reads as a machine's by its content (an
out-of-office or vacation notice in the languages we serve and our neighbours', a responder's
receipt, the same text of some sentences again), whatever its headers, is answered at most once
a day per seat; a person's mail is answered as before."""

from __future__ import annotations

import email
from email import policy

import pytest
from test_mailroom_incoming import Table, reply, start_1926

from functions.mail import robots
from functions.mailroom.answers import ANSWERS_PER_HOUR

# notices as responders write them (no Auto-Submitted, no Precedence, no X-Autoreply)
NOTICES = {
    "en": "Hello,\nI am currently out of the office with limited access to email.\n"
          "I will respond to your message when I return on Monday.",
    "cs": "Dobrý den,\njsem na dovolené do 20. 8. a nemám přístup k poště.\nS pozdravem Bob",
    "sk": "Dobrý deň,\nsom mimo kancelárie do piatku.\nĎakujem, Bob",
    "de": "Guten Tag,\nich bin derzeit nicht im Büro und habe keinen Zugriff auf meine E-Mails.",
    "pl": "Dzień dobry,\njestem poza biurem do 15 sierpnia.",
    "fr": "Bonjour,\nje suis absent du bureau jusqu'au 20 août.",
    "es": "Hola,\nestoy fuera de la oficina hasta el lunes.",
    "ticket": "Thank you for contacting us. We have received your message and a ticket number "
              "has been assigned.",
}
SUBJECTS = ["Out of Office: Your move", "Re: Abwesenheit", "Dovolená", "AW: Urlaub bis 20.8.",
            "Automatická odpověď: Tvůj tah", "Vacation reply"]
PEOPLE = ["large Praha", "BOARD", "Hi, I was away last week, sorry. medium Brno",
          "Jsem zpět z dovolené? Ne, jen jsem zapomněl. HELP",
          "I will be on time tomorrow, promise", "Ich bin dabei!"]


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def with_subject(raw: bytes, subject: str) -> bytes:
    message = email.message_from_bytes(raw, policy=policy.default)
    del message["Subject"]
    message["Subject"] = subject
    return message.as_bytes()


@pytest.mark.parametrize("lang", sorted(NOTICES))
def test_a_notice_reads_as_a_machines_by_its_words(lang):
    assert robots.automatic_by_content("Re: Your move", NOTICES[lang])


@pytest.mark.parametrize("subject", SUBJECTS)
def test_a_vacation_subject_reads_as_a_machines(subject):
    assert robots.automatic_by_content(subject, "anything")


@pytest.mark.parametrize("text", PEOPLE)
def test_what_people_write_does_not(text):
    assert robots.automatic_by_content("Re: Your move in game 1926", text) is None


def _loop(table, clock, body: str, subject: str | None = None, mails: int = 12) -> list[int]:
    """A responder answering every mail it gets from the service for `mails` rounds, an hour
    apart; how many mails the service sent it each round."""
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    last = table.last(waiting.email)
    answered = []
    for n in range(mails):
        raw = reply(last, body, message_id=f"<oof-{n}@responder>")
        table.receive(with_subject(raw, subject) if subject else raw)
        sent = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == waiting.email]
        answered.append(len(sent))
        last = sent[-1] if sent else last
        clock.advance(hours=1)
    return answered


@pytest.mark.parametrize("lang", ["en", "cs", "de"])
def test_a_responder_without_headers_is_answered_once_a_day(table, clock, lang):
    answered = _loop(table, clock, NOTICES[lang] + "\nlarge Praha", mails=30)
    assert sum(answered[:24]) == 1 and sum(answered[24:]) == 1


def test_a_vacation_subject_alone_is_answered_once_a_day(table, clock):
    answered = _loop(table, clock, "large Praha", subject="Urlaub", mails=12)
    assert sum(answered) == 1


def test_the_same_text_again_is_a_machines_from_the_second_time(table, clock):
    text = "Thanks for your mail, it has been forwarded to the right person in our team."
    answered = _loop(table, clock, text, mails=12)
    assert answered[0] == 1 and sum(answered) == 1


def test_a_person_asking_twice_is_answered_as_before(table, clock):
    answered = _loop(table, clock, "BOARD", mails=4)
    assert answered == [1, 1, 1, 1]
    assert ANSWERS_PER_HOUR > 1
