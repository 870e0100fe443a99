"""A remark about another player beside the player's own answer (issue 41): `Ne, tentokrát to
nechám být. Ať si ho koupí Cyril.` was refused as a remark about another's move once another's
doing was read apart (review 9's c037 on the merged main); the own clause that answers the
question asked is read on and the remark passed over. A remark alone is still no move."""

from __future__ import annotations

import pytest
from mail.reading_classes import play

OTHERS = "|Bedřich Novák,Cyril Dvořák"


@pytest.mark.parametrize(("body", "moves"), [
    ("Ne, tentokrát to nechám být. Ať si ho koupí Cyril.", ("pass", "done")),
    ("Ne, díky, ať si ho koupí Bedřich.", ("pass", "done")),
    ("Ne. Cyril ho koupí.", ("pass", "done")),
    ("Nekupuju. Ať si ho koupí Bedřich.", ("pass", "done")),
])
def test_the_own_answer_beside_a_remark_about_another_is_played(body, moves, tmp_path):
    got = play(tmp_path, "westernpoly", "cs", body, OTHERS)
    assert (got.action, got.moves[:2]) == ("played", moves)


def test_a_remark_alone_is_still_no_move(tmp_path):
    got = play(tmp_path, "westernpoly", "cs", "Ať si ho koupí Cyril.", OTHERS)
    assert got.action != "played" and got.moves == ()
