"""An offer made firm with "ber, nebo nech" / "take it or leave it" is the offer, not two moves
to choose from (review 22n: "Honzo, 2000 za Hnědáka, ber nebo nech :)" was refused with "píšeš
dva různé tahy …: „ber“, nebo „nech“?", no offer made).

Class: the idioms of a firm offer that hold a word of choice ("ber nebo nech", "ber, nebo
neber", "nech být", "take it or leave it") beside a move and an offer. The members were written
from the review's reply and measured before and after: 0/3 -> 3/3. The offer said with no verb
("Petře, FIELD za 2000, ber nebo nech :)"), kept here as data, is read since offer48
(tests/test_mail_offer_shapes.py)."""

from __future__ import annotations

import pytest

from tests.test_mail_rep24 import acts_after

MEMBERS = [
    ("cs", "Beru. Petře, FIELD ti dám za 2000, ber nebo nech.", ["buy", "offer:2000"]),
    ("cs", "Petře, prodám ti FIELD za 2000, ber, nebo nech být.", ["offer:2000"]),
    ("en", "Buy. Peter, I'll sell you FIELD for 2000, take it or leave it.", ["buy", "offer:2000"]),
    ("cs", "Petře, FIELD za 2000, ber nebo nech :)", ["offer:2000"]),
]


@pytest.mark.parametrize(("lang", "said", "acts"), MEMBERS)
def test_a_firm_offer_is_made_and_the_move_beside_it_played(lang, said, acts):
    assert acts_after(lang, said, False) == acts
