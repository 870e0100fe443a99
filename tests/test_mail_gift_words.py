"""A gift of money said as people say it, alone or beside a move (review 26n: "Kurz střelby
beru. A Janě posílám darem 500 $, ať nám to pěkně začne.", "Kupuju Bizoní kopýtka a Lucce
dávám 300 $ jako dárek k narozeninám.", "Bob, here's $500 as a present for joining." lost the
gift without a word, the move played). The class: the gift's words before the money
("darem 500 $") or followed by what it is for ("k narozeninám", "for joining"). Members:
WesternPoly by mail (tests/mail/reading_classes.play: the holder may buy Chatrč "U
Hnědáka"), Czech with and without diacritics, English."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

GIFTS = [  # (language, the reply, the move beside the gift or "", the gift)
    ("cs", "Bobovi posílám darem 500 $.", "", "offer Bob give $500 get nothing"),
    ("cs", "Bobe, posílám ti darem 500 $.", "", "offer Bob give $500 get nothing"),
    ("cs", "Kupuju. A Bobovi posílám darem 500 $, ať nám to pěkně začne.", "buy",
     "offer Bob give $500 get nothing"),
    ("cs", "Kupuju to a Bobovi dávám 300 $ jako dárek k narozeninám.", "buy",
     "offer Bob give $300 get nothing"),
    ("cs", "Bobovi davam 300 $ jako darek k narozeninam.", "", "offer Bob give $300 get nothing"),
    ("en", "Buy. Bob, here is $500 as a present for joining.", "buy",
     "offer Bob give $500 get nothing"),
]


@pytest.mark.parametrize(("lang", "body", "move", "gift"), GIFTS)
def test_a_gift_in_words_is_made_beside_the_move(tmp_path, lang, body, move, gift):
    moves = play(tmp_path, "westernpoly", lang, body, "offered_turn").moves
    assert gift in moves, moves
    assert (move in moves) if move else not {"buy", "pass"} & set(moves), moves
