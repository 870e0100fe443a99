"""Counter-prices in the shapes players write them, and a field kept as a no (issue 42,
re-check 30: "za 1400 ti ji nedám, ale za 1 700 by byla tvoje", "Za 6 500 ti kopýtka dám",
"za 3 000 ho beru", "a co takhle za 3 200?", "1 600 a chatrč je tvoje. Platí?", "Dám ti za ni
1 400…" were declined and the counter lost; "kurz si nechavam, sorry" lapsed unanswered).

Classes: (2) a counter-price in any of these shapes (the deal promised, the verb last, the
taking, a price asked about, a sentence trailing off, a conditional offer to sell) becomes the
new offer between the same two players on the same field, its direction the verb's, the old
offer declined when still open to the writer; (3) keeping the field in words is a no. Czech
with and without diacritics, English, through live games by mail; set-ups as in
tests/test_mail_rep28.py. HELD_OUT was kept aside."""

from __future__ import annotations

import pytest

from tests.test_mail_rep28 import check_counter, counter

# (language, set-up, the reply, the new price)
SHAPES = [
    ("cs", "offered", "Petře, za 2500 ti ji nedám, ale za 3 700 by byla tvoje.", 3700),
    ("cs", "offered", "Petře, za dva a půl tisíce ne. Za 6 500 ti FIELD dám.", 6500),
    ("cs", "selling", "Lucko, za 4000 ne, ale za 3 000 ho beru.", 3000),
    ("cs", "declined", "Lucko, a co takhle za 3 200? Víc ti za FIELD fakt nedám.", 3200),
    ("cs", "offered", "Petře, tak se potkejme uprostřed – 3 600 a FIELD je tvoje. Platí?", 3600),
    ("cs", "selling", "Lucko, 4000 je na FIELD moc. Dám ti za ni 3 400…", 3400),
    ("cs", "offered", "Petre, kdybys ho chtel, prodam ti ho pak za 4 500,- $.", 4500),
    ("cs", "offered", "Petře, tu FIELD ti pak klidně prodám za 3 tisíce, jestli chceš.", 3000),
]
HELD_OUT_SHAPES = [
    ("cs", "offered", "Petre, za 2500 ne. Za 3 800 by byla tvoje.", 3800),
    ("cs", "selling", "Lucko, 4000 je moc, za 3 500 ho beru.", 3500),
    ("en", "declined", "Lucy, how about 3300 then?", 3300),
    ("cs", "offered", "Petře, za 2 500 ne. Za 5 000 ti ji pustím.", 5000),
]
# (language, set-up, the reply): the field kept
KEPT = [
    ("cs", "offered", "Petře, FIELD si nechávám, sorry."),
    ("cs", "offered", "Petre, FIELDND si nechavam, sorry."),
]
HELD_OUT_KEPT = [
    ("cs", "offered", "petre, chatrc si nechavam, diky"),
]


@pytest.mark.parametrize("lang, setup, said, price", SHAPES)
def test_a_counter_price_in_its_shapes_is_a_new_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


@pytest.mark.parametrize("lang, setup, said, price", HELD_OUT_SHAPES)
def test_held_out_a_counter_price_in_its_shapes_is_a_new_offer(lang, setup, said, price):
    check_counter(lang, setup, said, price)


def _check_kept(lang: str, setup: str, said: str) -> None:
    moves, open_now, _ = counter(lang, setup, said)
    assert moves == ["decline 1"], moves
    assert open_now == [], open_now


@pytest.mark.parametrize("lang, setup, said", KEPT)
def test_the_field_kept_declines(lang, setup, said):
    _check_kept(lang, setup, said)


@pytest.mark.parametrize("lang, setup, said", HELD_OUT_KEPT)
def test_held_out_the_field_kept_declines(lang, setup, said):
    _check_kept(lang, setup, said)
