"""The held-out games of tests/test_mail_said_once.py (brief once50): other seeds, other
languages and names, the same reading of every mail. Measured last, after the fix: before it
(main at 052758bb) all 4 of these games had mails that said a thing twice, counted it wrongly
or misnamed it, 20 mails in all (Oh Hell 7: a hand's scores told by the list and the board,
the final standings again on the board, "1.–1. rozdání"; Goofspiel 2: the final standings
again on the board; 1926 10: a seat the service took out marked "resigned" on the board and in
the final standings, the final count told twice; WesternPoly 1: the welcome back saying whom
the game waits for, and its board again); after it, none."""

from __future__ import annotations

import pytest

from tests.mail_said_once import Played
from tests.test_mail_said_once import findings, whole_game

HELD_OUT = [("westernpoly", "cs", True, 5, "c", "autoplay"),
            ("1926", "en", False, 5, "c", "remove"),
            ("goofspiel", "en", False, 5, "c", "autoplay"),
            ("ohhell", "cs", False, 5, "c", "autoplay")]


@pytest.fixture(scope="module", params=HELD_OUT, ids=["-".join(map(str, g)) for g in HELD_OUT])
def game(request) -> Played:
    return whole_game(*request.param)


def test_the_held_out_game_was_played_to_its_end(game):
    assert game.view.game.status == "finished"


def test_every_mail_of_a_held_out_game_says_each_thing_once(game):
    assert findings(game) == []
