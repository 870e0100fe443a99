"""A line that calls another player is said to them, never read as an answer to the offer the
mail answers (review 26n: "Lucko, nabízím ti Chatrč Pod Skálou za 1500,-" in a reply to
Petr's offer mail became a counter-offer to PETR, and on main "Bobe, nabízím ti Modrou
podkovu za 3000." declined Ann's offer and offered the field to Ann). The class: a reply to
an offer's mail whose line calls a player (vocative, first name, English name) other than
the offer's maker, offering them a trade. Members: WesternPoly by mail
(tests/mail/reading_classes.play, "field_offer": Ann offers $2500 for the holder's Modrá
podkova), Czech with and without diacritics and English; the controls say the maker called
still gets the counter."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

TO_ANOTHER = [
    ("cs", "Bobe, nabízím ti Modrou podkovu za 3000."),
    ("cs", "Anno, ne.\nBobe, nabízím ti Modrou podkovu za 3000."),
    ("cs", "Anno, za tolik ji fakt nedám, takže ne.\nBobe, nabízím ti Modrou podkovu za 3000,-. "
           "Dej vědět."),
    ("cs", "Bobe, nabizim ti Modrou podkovu za 3200"),
    ("en", "Sorry Ann, no.\nBob, I'll give you Modrá podkova for $3,100, interested?"),
]
# kept as data (no test): asked back whether it sells to the bank or accepts Ann's offer 1
# (which trades the same field): nothing played, but Bob's name should have settled it
STILL_ASKED = [("en", "Bob, I'll sell you Modrá podkova for $3,000.")]
TO_THE_MAKER = [  # the maker called: the line answers the offer, as ever
    ("cs", "Anno, za 3000 je tvoje.", "offer Ann give 8 get $3000"),
    ("en", "Ann, make it $3,200 and it's yours.", "offer Ann give 8 get $3200"),
]


@pytest.mark.parametrize(("lang", "body"), TO_ANOTHER)
def test_a_line_calling_another_player_offers_to_them(tmp_path, lang, body):
    moves = play(tmp_path, "westernpoly", lang, body, "field_offer").moves
    offers = [m for m in moves if m.startswith("offer ")]
    assert offers and all(m.startswith("offer Bob ") for m in offers), moves
    assert not any(m.startswith("accept") for m in moves), moves


@pytest.mark.parametrize(("lang", "body", "counter"), TO_THE_MAKER)
def test_the_maker_called_still_gets_the_counter(tmp_path, lang, body, counter):
    assert counter in play(tmp_path, "westernpoly", lang, body, "field_offer").moves
