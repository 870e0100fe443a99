"""An absence in words by mail, in a live game (the clock: Monday 2 March 2026): set in every
game of the player and confirmed with its days, or answered with how to write it in the
player's language (the grammar: tests/test_time_days.py)."""

from __future__ import annotations

import pytest

from tests.mail.person_words_classes import said_days
from tests.mail.reading_classes import play


@pytest.mark.parametrize("lang,body,first,last", [
    ("en", "AWAY until Friday", "2026-03-02", "2026-03-06"),
    ("en", "Hi, I'll be away next week, sorry!", "2026-03-09", "2026-03-15"),
    ("cs", "PRYČ od středy do pátku", "2026-03-04", "2026-03-06"),
    ("cs", "Ahoj,\nnebudu tu do neděle.\nDíky", "2026-03-02", "2026-03-08"),
    ("cs", "zítra a pozítří nejsem", "2026-03-03", "2026-03-04"),
])
def test_an_absence_in_words_by_mail_is_set_and_confirmed_with_its_days(tmp_path, lang, body,
                                                                        first, last):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.moves == () and got.kinds == ("settings_changed",)
    assert said_days(lang, first, last) in " ".join(got.text.split())


@pytest.mark.parametrize("lang,body,example", [
    ("cs", "PRYČ od úterý", "PRYČ do pátku"),
    ("en", "AWAY for a while", "AWAY until Friday"),
])
def test_an_absence_without_days_to_read_is_answered_with_how_to_write_it(tmp_path, lang, body,
                                                                         example):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.action == "refused" and got.moves == ()
    assert example in " ".join(got.text.split())


@pytest.mark.parametrize("lang,body,first,last", [
    ("en", "buy, away tomorrow", "2026-03-03", "2026-03-03"),
    ("cs", "koupit; zítra a pozítří nejsem", "2026-03-03", "2026-03-04"),
])
def test_a_move_and_an_absence_on_one_line_are_both_done(tmp_path, lang, body, first, last):
    got = play(tmp_path, "westernpoly", lang, body)
    assert got.action == "played" and got.moves[0] == "buy"
    assert "settings_changed" in got.kinds[0]
    assert said_days(lang, first, last) in " ".join(got.text.split())
