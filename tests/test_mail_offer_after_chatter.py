"""An offer said in two sentences after a sentence of chatter (found building rev56's members:
"Díky za hru zatím! Jaku, nechceš Modrou podkovu? 1 900 $ a je tvoje." went to the table as
talk and the writer heard nothing, where the same offer without the thanks was made). The
class: a line whose opening sentence holds no game word (thanks, a sigh, a greeting that is no
courtesy word) before an offer the game reads only across its two sentences (asked, then
priced). Members: WesternPoly by mail, owning Modrá podkova (tests/mail/reading_classes.play),
Czech with and without diacritics and English; the offer's own sentences are never passed on
as talk besides."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

AFTER_CHATTER = [
    ("cs", "Díky za hru zatím! Bobe, nechceš Modrou podkovu? 1900 a je tvoje.",
     "offer Bob give 8 get $1900"),
    ("cs", "Tak to je smula. Bobe, nechces Modrou podkovu? 2000 a je tvoje.",
     "offer Bob give 8 get $2000"),
    ("en", "Thanks for the game so far! Bob, want Modrá podkova? $1900 and it is yours.",
     "offer Bob give 8 get $1900"),
    ("en", "What a round. Ann, want Modrá podkova? $2,500 and it's yours.",
     "offer Ann give 8 get $2500"),
]


@pytest.mark.parametrize(("lang", "body", "move"), AFTER_CHATTER)
def test_an_offer_in_two_sentences_after_chatter_is_made(tmp_path, lang, body, move):
    answer = play(tmp_path, "westernpoly", lang, body, "owner")
    assert answer.moves == (move,), (answer.action, answer.moves, answer.text)
    assert not any("press_sent" in kind for kind in answer.kinds), answer.text
