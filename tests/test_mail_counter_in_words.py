"""Offers and counter-offers written as people write them (issue 42, counter53): a counter
price in words ("osm a půl stovky", "tisíc dvě stě", "za tisíc"), a price asked of the offer's
maker in the conditional ("A nedala bys tři a půl?"), "instead" or a concession's "ale" beside
the price, an offer in its own form said in the first person ("Offer: I give $800, I want …"),
a sale sentence calling another player than the offer's maker ("Bob, I'll sell you Modrá
podkova for $3,000."). They were read as talk ("no move"), a failed command ("no player is
called 'i'"), a question between the bank and the offer, an offer of the field for nothing, or
a yes at the offer's price.

Class: an answer to an open trade offer, or a new offer to a named player, in these shapes
becomes the offer or counter-offer the writer meant (read back), never another trade; what
stays unclear (a field's English name the board does not print, "the Blue Horseshoe") is asked
back. Each member is played in a live game (tests/mail/reading_classes.play): "field_sale"
(Ann offers the holder her Chatrč U Hnědáka, field 1, for $1000), "field_offer" (Ann offers
$2500 for the holder's Modrá podkova, field 8), "owner" (the holder owns Modrá podkova).
HELD_OUT was kept aside and measured last."""

from __future__ import annotations

import re

import pytest

from rules.amounts import money_tokens, prepare
from rules.text import fold
from tests.mail.reading_classes import play

# (language, position, the reply, the moves played)
MEMBERS = [
    ("cs", "field_sale", "Dám ti za ni osm a půl stovky, víc ne.",
     ("decline 1", "offer Ann give $850 get 1")),
    ("cs", "field_offer", "Za dva a půl tisíce ti ji ale dám, jestli chceš.", ("accept 1",)),
    ("cs", "field_offer", "A nedala bys tři a půl?", ("decline 1", "offer Ann give 8 get $3500")),
    ("cs", "field_sale", "dám ti za ni tisíc", ("accept 1",)),
    ("cs", "field_sale", "Za tisíc dvě stě ti ji vezmu.", ("accept 1 said $1200",)),
    ("en", "field_sale", "Ann, would you take $800 for it instead?",
     ("decline 1", "offer Ann give $800 get 1")),
    ("en", "field_sale", "Would you take eight hundred for it instead, Ann?",
     ("decline 1", "offer Ann give $800 get 1")),
    ("en", "field_offer", "Bob, I'll sell you Modrá podkova for $3,000.",
     ("offer Bob give 8 get $3000",)),
    ("en", "owner", "Offer to Bob: I give Modrá podkova, I want $3000",
     ("offer Bob give 8 get $3000",)),
    ("en", "field_offer", "Offer: I give Modrá podkova, I want $3,000",
     ("decline 1", "offer Ann give 8 get $3000")),
    ("en", "field_sale", "Offer: I give $800, I want U Hnědáka",
     ("decline 1", "offer Ann give $800 get 1")),
    ("cs", "field_sale", "dam ti za ni devet stovek, vic ne", ("decline 1", "offer Ann give $900 get 1")),
    ("cs", "field_offer", "a nedal bys tri a pul?", ("decline 1", "offer Ann give 8 get $3500")),
    ("en", "field_offer", "Bob, I'd sell you Modrá podkova for $3,500.",
     ("offer Bob give 8 get $3500",)),
    ("cs", "field_offer", "Bobovi prodám Modrou podkovu za tři a půl tisíce.",
     ("offer Bob give 8 get $3500",)),
    ("en", "field_sale", "Offer to Ann: I give $700, I want U Hnědáka",
     ("decline 1", "offer Ann give $700 get 1")),
    ("cs", "field_sale", "Nedala bys mi ji za šest a půl stovky?",
     ("decline 1", "offer Ann give $650 get 1")),
    ("cs", "field_offer", "Za tisíc osm set ti ji pustím.", ("accept 1 said $1800",)),
]
# kept aside and measured last: 2/8 before (main), 8/8 after
HELD_OUT = [
    ("cs", "field_sale", "Dám ti za ni sedm a půl stovky.", ("decline 1", "offer Ann give $750 get 1")),
    ("cs", "field_offer", "Za tři a půl tisíce ti ji dám, jestli chceš.",
     ("decline 1", "offer Ann give 8 get $3500")),
    ("cs", "field_offer", "Za tisic dve ste ti ji prodam", ("accept 1 said $1200",)),
    ("en", "field_sale", "Ann, would you take $900 for it instead?",
     ("decline 1", "offer Ann give $900 get 1")),
    ("en", "owner", "Offer to Bob: I give Modrá podkova, I want $2,800", ("offer Bob give 8 get $2800",)),
    ("en", "field_offer", "Ann, I'd sell it to you for $3,200 instead.",
     ("decline 1", "offer Ann give 8 get $3200")),
    ("cs", "field_sale", "Nedala bys mi ji za osm stovek?", ("decline 1", "offer Ann give $800 get 1")),
    ("cs", "field_offer", "Bobe, prodám ti Modrou podkovu za tři tisíce.", ("offer Bob give 8 get $3000",)),
]
# the field by an English name the board does not print, or bought by the one who holds it
# ("Dám ti za ni …" to an offer for the writer's own field): asked back, nothing played
UNCLEAR = [("en", "field_offer", "I will sell Ann the Blue Horseshoe for $3,000"),
           ("cs", "field_offer", "Dám ti za ni osm a půl stovky, víc ne.")]
# the offer's own price asked back in a question, or questioned beside a no: never a yes
NEVER_A_YES = [("cs", "field_offer", "A nedala bys dva a půl?"),
               ("cs", "field_sale", "A nedala bys mi ji za tisíc?")]


@pytest.mark.parametrize(("lang", "position", "said", "moves"), MEMBERS + HELD_OUT)
def test_an_offer_in_words_is_the_offer_meant(tmp_path, lang, position, said, moves):
    got = play(tmp_path, "westernpoly", lang, said, position)
    assert (got.action, got.moves) == ("played", moves), (got.action, got.moves, got.text)


@pytest.mark.parametrize(("lang", "position", "said"), UNCLEAR)
def test_a_field_the_board_does_not_name_is_asked_back(tmp_path, lang, position, said):
    got = play(tmp_path, "westernpoly", lang, said, position)
    assert (got.action, got.moves) == ("refused", ()), (got.action, got.moves)


@pytest.mark.parametrize(("lang", "position", "said"), NEVER_A_YES)
def test_the_offers_own_price_asked_is_no_yes(tmp_path, lang, position, said):
    got = play(tmp_path, "westernpoly", lang, said, position)
    assert not any(m.startswith("accept") for m in got.moves), got.moves


@pytest.mark.parametrize(("text", "money"), [
    ("Za tisíc ti ji prodám", ["$1000"]), ("dám ti za ni tisíc", ["$1000"]),
    ("tisíc dvě stě", ["$1200"]), ("za tisic dve ste", ["$1200"]),
    ("osm a půl stovky", ["$850"]), ("za tisíc dolarů", ["$1000"]),
    # "tisíc" where no price stands, or a price questioned, is no money
    ("mám tisíc otázek", []), ("Za tisíc? Ne.", []), ("Za tisíc", [])])
def test_a_thousand_in_words_is_money_where_a_price_stands(text, money):
    tokens = money_tokens(re.findall(r"[\w$]+", prepare(fold(text))))
    assert [t for t in tokens if t.startswith("$")] == money, tokens
