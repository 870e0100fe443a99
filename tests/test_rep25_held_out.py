"""Held-out members of rep25's classes (issue 42): written before the fixes and not tuned on;
before them 4 of 9 were read (chatter around a 1926 move 4/6, a move and an absence 0/3),
after them 9 of 9."""

from __future__ import annotations

import pytest
from test_mail_rep25 import bought_and_away, placed


@pytest.mark.parametrize("lang, body, move", [
    ("cs", "Nazdar, stredni do Olomouce na Morave, snad to Petr nepretrumfne ;)", "medium olomouc"),
    ("cs", "Tak malou na Moravu, do Brna, ať to Alice nemá tak snadný.", "small brno"),
    ("cs", "Jo a velkou do Slezska. P.", "large troppau"),
    ("cs", "střední do Plzně v Čechách\n\n-- \nO.", "medium plzen"),
    ("en", "Hey, medium into Brno in Moravia, hope it works :)", "medium brno"),
    ("en", "large to Silesia. O.", "large troppau"),
])
def test_held_out_chatter_around_a_1926_move(lang, body, move, tmp_path):
    log, _ = placed(lang, body, tmp_path)
    assert log == [move]


@pytest.mark.parametrize("lang, body", [
    ("cs", "Beru to. Jen abyste věděli, příští týden jsem na dovolené."),
    ("en", "Yes, buy it! FYI I'll be away next week."),
    ("cs", "koupit. Pozor: NEPŘÍTOMNOST 20.3.2026 - 25.3.2026"),
])
def test_held_out_a_move_and_an_absence(lang, body):
    assert bought_and_away(lang, body) == (True, True)
