"""An organizer's reply read as they meant it (issue 42, newcomer review by mail). The class:
a mail between the service and the organizer that misreads what they meant or tells them
something redundant: thanks or an acknowledgment of a notice ("Thanks for letting me know!")
answered by where the game stands again (it should get nothing); a control asked NOT to be
carried out ("Ne, Toma nevyřazujte", "Do not pause it") read as the control (done, or told how,
or "answered already"); two questions in one mail ("Kdo vede? A může za Petra hrát Kateřina?")
with the second unanswered. Members held out: test_mail_organizer_replies_read_held_out.py."""

from __future__ import annotations

import pytest
from organizer_replies_kit import answer, names, told_once_plainly

from functions.mailroom.organizer_requests import kept


@pytest.mark.parametrize("body", [
    "Thanks for letting me know!", "Díky za info, super.", "Dobře, beru na vědomí.\nEva",
    "Thanks for the heads-up, noted.", "Super, díky moc!", "OK, thanks for keeping me posted.",
])
def test_thanks_for_a_notice_gets_no_mail(body):
    detail, mails, _, _ = answer(body)
    assert mails == [] and "nothing asked" in detail


def test_a_question_beside_thanks_is_still_answered():
    _, mails, _, _ = answer("Thanks for letting me know! Who is on turn?")
    assert len(mails) == 1


@pytest.mark.parametrize(("body", "before", "said"), [
    ("Ne, Toma nevyřazujte", "Vyřaďte prosím Toma ze hry.", "Tom Hall ve hře"),
    ("Ne, Toma nevyrazujte, jen ho pozdrzel vikend.", "Vyřaďte prosím Toma ze hry.", "zůstává"),
    ("Toma nevyhazujte, ozve se.", "", "Tom Hall ve hře „WesternPoly“ zůstává"),
    ("Hru zatím nepozastavujte, prosím.", "", "nepozastavujeme"),
    ("Nerušte tu hru, prosím.", "", "pokračuje"),
    ("Do not pause it, thanks.", "", "is not paused"),
])
def test_a_control_asked_not_to_be_done_is_not_done_and_told_in_a_line(body, before, said):
    _, mails, status, seats = answer(body, before)
    assert status == "running" and "resigned" not in seats
    assert told_once_plainly(mails) and names(mails, said)


def test_a_control_asked_is_still_read_as_asked():
    assert kept("Pozastavte prosím hru do pondělí.") == []
    assert kept("Ne, Toma nevyřazujte, ale hru pozastavte.") == ["remove"]


@pytest.mark.parametrize(("body", "also"), [
    ("Kdo vede? A může za Petru hrát Kateřina?", "Vyměnit hráče"),
    ("Who's winning? And can Kate play for Tom?", "Replace a player"),
    ("Kdo vede a může místo Toma hrát Jirka?", "Vyměnit hráče"),
    ("Kolikáté je kolo? Mohl by za Evu hrát její bratr?", "Vyměnit hráče"),
])
def test_two_questions_get_both_answers(body, also):
    _, mails, _, _ = answer(body)
    assert names(mails, also)
