"""The reply classes of issue 41's closing note (tests/mail/rep22_classes.py), played through
live games: a corrected move plays the correction, a move asked of the service to write down is
played, two moves for one decision in sequence are asked back, a no however stretched or cut is
the plain no."""

from __future__ import annotations

import pytest

from rules.correcting import corrected, correcting
from tests.mail.reading_classes import assert_read_as, play
from tests.mail.rep22_classes import MEMBERS


@pytest.mark.parametrize(("cls", "game", "lang", "body", "position", "moves"), MEMBERS,
                         ids=[f"{m[0]}:{m[3]}" for m in MEMBERS])
def test_a_reply_is_answered_as_a_person_reads_it(cls, game, lang, body, position, moves,
                                                   tmp_path):
    assert_read_as(play(tmp_path, game, lang, body, position), body, lang, moves)


@pytest.mark.parametrize(("clause", "opens", "rest"), [
    ("ne vlastně osmičku", True, "osmičku"),
    ("sorry, I meant 8", True, "8"),
    ("vlastně ne", True, "ne"),
    ("no wait, bid 8", True, "bid 8"),
    ("oprava: malá Brno", True, "malá Brno"),
    ("Tak teda hotovo", False, "Tak teda hotovo"),
    ("ne, díky", False, "ne, díky")])
def test_a_correction_opens_with_its_words_and_leaves_its_move(clause, opens, rest):
    assert correcting(clause) is opens
    assert corrected(clause) == rest
