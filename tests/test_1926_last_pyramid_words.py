"""A pyramid named by what is left of it (review 24n: "Sorry, crazy week at work! Put my last
big one into Slovinsko please." was refused: 'No region is called "last"').

Class: the size said with words of what remains ("my last big one", "my one remaining small",
"my final medium", "poslední velkou") taken for a region's name. They carry no information
in a move: the size and the region do. Members built for this file; a third kept aside and
measured last (see HELD_OUT).
"""

from __future__ import annotations

import pytest
from mail.reading_classes import play

MEMBERS = [
    ("en", "Sorry, crazy week at work! Put my last big one into Praha please.", "large praha"),
    ("en", "I'll put my one remaining small in Brno", "small brno"),
    ("cs", "Poslední velkou dávám do Prahy.", "large praha"),
]
# measured last: 2 of 3 before and after (a lone "final" or "remaining" was passed over before;
# "last" and "remaining" beside "one" were not)
HELD_OUT = [
    ("en", "My final medium goes into Plzeň.", "medium plzen"),
    ("en", "Put my remaining large into Brno please", "large brno"),
]
# Data, not a test: held out and still refused ('no region is called "have left"')
STILL_MISREAD = [("en", "Put the only big one I have left into Brno", "large brno")]


@pytest.mark.parametrize(("lang", "body", "move"), MEMBERS + HELD_OUT)
def test_the_pyramid_left_is_placed(tmp_path, lang, body, move):
    assert play(tmp_path, "1926", lang, body).moves == (move,)


def test_a_move_of_last_time_is_still_no_move_of_now(tmp_path):
    answer = play(tmp_path, "1926", "en", "Last time I went large in Praha, now small Brno.")
    assert answer.moves == ("small brno",)
