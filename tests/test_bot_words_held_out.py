"""Held out of test_bot_words.py (str36): forms of the bots' name kept aside while the one
list was built, put to every reader as there."""

from __future__ import annotations

import pytest
from test_bot_words import readers

HELD_OUT = ["robotů", "robotum", "boty", "botí", "robots", "robůtka", "roboty"]


@pytest.mark.parametrize("word", HELD_OUT)
def test_every_reader_knows_each_held_out_name_of_the_bot(word):
    assert readers(word) == dict.fromkeys(("happened", "organizer", "player", "back"), True)
