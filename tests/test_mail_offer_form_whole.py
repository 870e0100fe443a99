"""An offer written in its form is one offer, never cut at its comma (issue 42, outside cases
oc17: "Nabídka Anně: dávám Modrou podkovu, chci U Hnědáka a 500 $." to a player whose own
offer for U Hnědáka was open made three moves: Modrá podkova offered to Ann for nothing, her
offer declined, and $500 offered for U Hnědáka).

Class: a line in the offer's written form (a head "Nabídka X:" / "Offer to X:", the side given,
a comma, the side wanted), written while an offer that trades one of its fields is open to the
writer: the part after the comma was read as an answer to that offer, and the part before it
as an offer of its own. Expected: the one offer as written, money included."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play

# "field_trades": Ann's offer of her field (U Hnědáka, 1) for $1000 is open to the holder, who
# owns Modrá podkova (8)
FORMS = [("cs", "Nabídka Anně: dávám Modrou podkovu, chci U Hnědáka a 500 $.",
          "offer Ann give 8 get 1, $500"),
         ("cs", "nabidka Anne: davam Modrou podkovu, chci U Hnedaka a 500 dolaru",
          "offer Ann give 8 get 1, $500"),
         ("en", "Offer to Ann: I give Modrá podkova, I want U Hnědáka and $500.",
          "offer Ann give 8 get 1, $500"),
         ("cs", "Nabídka pro Ann: dávám Modrou podkovu a 200 $, chci U Hnědáka.",
          "offer Ann give 8, $200 get 1")]


@pytest.mark.parametrize(("lang", "line", "offer"), FORMS)
def test_an_offer_in_its_form_is_one_offer(tmp_path, lang: str, line: str, offer: str) -> None:
    """The offer as written, nothing declined, nothing given away."""
    got = play(tmp_path, "westernpoly", lang, line, "field_trades")
    assert got.moves == (offer,)


# Money after "a" / "and" ends the side before it, after a no of the writer's too (oc17: "nekupuju,
# Petrovi nabízím … za … a 500 dolarů" offered the fields and dropped the $500 without a word)
MONEY_ENDS = [("cs", "nekupuju, Anně nabízím Nocležnu Modrá podkova za Chatrč U Hnědáka a 500 "
               "dolarů"),
              ("cs", "nekupuju, Anně nabízím Nocležnu Modrá podkova za Chatrč U Hnědáka a $500")]


@pytest.mark.parametrize(("lang", "line"), MONEY_ENDS)
def test_money_after_and_ends_the_side_before_it(tmp_path, lang: str, line: str) -> None:
    """The offer holds the money, nothing else played."""
    got = play(tmp_path, "westernpoly", lang, line, "field_trades")
    assert got.moves == ("offer Ann give 8 get 1, $500",)
