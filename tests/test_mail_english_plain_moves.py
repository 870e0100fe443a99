"""Plain English answers to a purchase that were read as no move (review 23n: "Hi all, I'll buy
it. Good luck!" in an HTML mail got "it held no move"; "No train for me, thanks." — as
"No freight for me, thanks." in review 22n — too).

Class: a move said in the first person between a greeting and a wish on one line (the line
was passed over as courtesy: "I'll" was no filler, so the move had two words too many), and a
no said of the waiting field by name ("No <field> for me"). Members built for this file, in a
live game where a Shack waits to be bought; a third kept aside and measured last: 0 of 3
before, 2 of 3 after.
"""

from __future__ import annotations

import pytest
from mail.reading_classes import play

MEMBERS = [
    ("Hi all, I'll buy it. Good luck!", "buy"),
    ("Hello everyone, I will buy it. Have fun!", "buy"),
    ("No shack for me, thanks.", "pass"),
    ("No shack for me.", "pass"),
    ("Ne, chatrč pro mě ne.", "pass"),
]
HELD_OUT = [
    ("Hey folks, I'll take it. Cheers!", "buy"),
    ("No shack for me today, sorry.", "pass"),
]
# Data, not a test: held out and still misread ("pass on this one" is three words more than
# the move: the line is passed over as courtesy and answered "no move")
STILL_MISREAD = [("Hi Ann, I'll pass on this one. Good luck!", "pass")]


@pytest.mark.parametrize(("body", "move"), MEMBERS + HELD_OUT)
def test_the_move_is_played(tmp_path, body, move):
    answer = play(tmp_path, "westernpoly", "en", body)
    assert answer.moves[:1] == (move,), answer.moves


@pytest.mark.parametrize("body", ["No, buy the shack.", "Hi all, good luck! I'll buy it."])
def test_a_no_that_is_no_answer_and_a_wish_first_keep_the_move(tmp_path, body):
    assert play(tmp_path, "westernpoly", "en", body).moves[:1] == ("buy",)
