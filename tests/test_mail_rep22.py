"""The reply classes of issue 41's closing note (tests/mail/rep22_classes.py), played through
live games: a corrected move plays the correction, a move asked of the service to write down is
played, two moves for one decision in sequence are asked back, a no however stretched or cut is
the plain no."""

from __future__ import annotations

import pytest

from functions.mailroom.incoming import for_later
from rules.correcting import corrected, correcting
from tests.mail.reading_classes import play
from tests.mail.rep22_classes import ASK, MEMBERS, UNREAD

_NAMED = ("řeskočeno", "kipped", "nešlo provést", "could not carry out", "nepřečetl",
          "could not read")
_ASKED = {"cs": "zahrát ale jde jen jeden", "en": "only one can be played"}


@pytest.mark.parametrize(("cls", "game", "lang", "body", "position", "moves"), MEMBERS,
                         ids=[f"{m[0]}:{m[3]}" for m in MEMBERS])
def test_a_reply_is_answered_as_a_person_reads_it(cls, game, lang, body, position, moves,
                                                   tmp_path):
    answer = play(tmp_path, game, lang, body, position)
    own = answer.text.split("\n> ")[0]
    if moves == ASK:
        assert answer.moves == ()
        assert _ASKED[lang] in own
        return
    if moves == UNREAD:
        assert answer.moves == ()
        assert any(word in own for word in _NAMED), own
        return
    assert answer.moves[:len(moves)] == moves
    assert len(answer.kinds) == 1, answer.kinds  # one mail: no line of its own answered
    assert not any(text in own for text in _ASKED.values()), own
    if not for_later(body):
        assert not any(word in own for word in _NAMED), own


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
