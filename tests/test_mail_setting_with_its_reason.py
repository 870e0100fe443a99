"""A setting said with its reason beside a move (review rev56: "Kupuju a piš mi anglicky, ať si
procvičím." played the purchase and left the mails in Czech, while "A piš mi prosím anglicky."
worked). The class: a request to the service (language, mails) followed by a clause that only
says why ("ať si procvičím", "protože se učím", "so I can practise", "I am learning it"), which
made the whole line read as half setting, half something else, and dropped. Members: WesternPoly
by mail on a purchase (tests/mail/reading_classes.play), Czech with and without diacritics and
English; the control: a clause that says something else still keeps the setting unread."""

from __future__ import annotations

import pytest

from functions.mail.settings_words import settings_in_words
from tests.mail.reading_classes import play

WITH_REASON = [
    ("cs", "Kupuju a piš mi anglicky, ať si procvičím.", "en"),
    ("cs", "Kupuju. A pis mi anglicky, abych si to procvicil.", "en"),
    ("en", "Buy, and write to me in Czech so I can practise.", "cs"),
    ("en", "Buy. And please write to me in Czech, I am learning it.", "cs"),
]


@pytest.mark.parametrize(("lang", "body", "asked"), WITH_REASON)
def test_a_setting_with_its_reason_is_set_beside_the_move(tmp_path, lang, body, asked):
    answer = play(tmp_path, "westernpoly", lang, body)
    assert answer.moves[:1] == ("buy",), (answer.action, answer.moves)
    assert any("settings_changed" in kind for kind in answer.kinds), (answer.kinds, answer.text)


@pytest.mark.parametrize("line", [
    "Piš mi anglicky a kup Modrou podkovu.",  # another request beside it: not only the setting
    "Piš mi anglicky, Bob to neumí.",
])
def test_a_clause_that_says_more_than_a_reason_leaves_the_line_to_the_game(line):
    assert settings_in_words(line) is None
