"""Held-out members of test_mail_organizer_replies_read's class (issue 42), written with them
and measured only at the end: 0/8 before, 8/8 after."""

from __future__ import annotations

import pytest
from organizer_replies_kit import answer, names, told_once_plainly


@pytest.mark.parametrize("body", [
    "Diky ze jste mi dali vedet.", "Děkuji za upozornění.", "Dekuji za oznameni."])
def test_thanks_for_a_notice_gets_no_mail(body):
    _, mails, _, _ = answer(body)
    assert mails == []


@pytest.mark.parametrize(("body", "said"), [
    ("No, don't remove Tom, he'll be back.", "Tom Hall stays"),
    ("Please don't cancel the game.", "goes on"),
    ("Neruste hru, jeste se ozvou.", "pokračuje"),
])
def test_a_control_asked_not_to_be_done_is_told_in_a_line(body, said):
    _, mails, status, seats = answer(body, "Vyřaďte prosím Toma ze hry." if "Tom" in body else "")
    assert status == "running" and "resigned" not in seats
    assert told_once_plainly(mails) and names(mails, said)


@pytest.mark.parametrize(("body", "also"), [
    ("Kdo je na tahu? A muze za Toma hrat Jirka?", "Vyměnit hráče"),
    ("Whose turn is it? Could my brother play instead of Tom?", "Replace a player")])
def test_two_questions_get_both_answers(body, also):
    _, mails, _, _ = answer(body)
    assert names(mails, also)
