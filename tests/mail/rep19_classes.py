"""The last reply classes of issue 41 after the eleventh outside round (rep19). Members built
for this project as players write them; a third of each class was kept aside outside the
repository and only measured (the figure is in docs/mail-replies.md)."""

from __future__ import annotations

from tests.mail.reading_classes import ASK

CLASSES = {
    "chatter_nouns": "A line beside a played move that holds the game's nouns (a player called, "
                     "a region, a card, a size, a field) but no verb of the game and no move's "
                     "shape is chatter: never named as a line not read ('Petře, v sobotu platí "
                     "ten bowling?', 'Ta malá v Brně je moje chlouba :)').",
    "then_now": "'X a pak Y' / 'X, potom Y' / 'X and then Y' where the turn cannot hold Y after "
                "X: asked back, nothing played; a sequence the turn allows is played; Y marked "
                "for later ('příště', 'v dalším kole', 'next time') plays X and names Y.",
    "sale_idiom": "An offer for the reader's field answered in a sentence of the deal done "
                  "('Sold! X is yours', 'Prodáno! X je tvůj'), the field by any word only its "
                  "name holds ('Modrá', 'Kurz'); 'Ne, díky' under a move with no offer open is "
                  "courtesy.",
}

OFFER_CS = "field_offer|Petr Král,Anna Bílá"  # Petr offers $2500 for the reader's Modrá podkova
OFFER_EN = "field_offer|Peter Hill,Anna Bílá"

# (class, game, lang, body, position, the holder's first moves or ASK)
MEMBERS = [
    ("chatter_nouns", "goofspiel", "cs", "přihazuji 6\nPetře, v sobotu platí ten bowling?",
     "|Petr Král", ("bid 6",)),
    ("chatter_nouns", "1926", "cs", "velká Praha\nTa malá v Brně je moje chlouba :)", "",
     ("large praha",)),
    ("chatter_nouns", "1926", "cs", "velka Praha\nTa stredni v Plzni je moje pycha", "",
     ("large praha",)),
    ("chatter_nouns", "goofspiel", "en", "bid 6\nPeter, still on for bowling on Saturday?",
     "|Peter Hill", ("bid 6",)),
    ("chatter_nouns", "goofspiel", "cs", "přihazuji 6\nPetře, platí ta sedmička na sobotu?",
     "|Petr Král", ("bid 6",)),
    ("then_now", "1926", "cs", "velkou do Prahy a pak malou do Brna", "", ASK),
    ("then_now", "goofspiel", "cs", "Dám pětku, potom ještě sedmičku.", "", ASK),
    ("then_now", "1926", "en", "large Praha and then small Brno", "", ASK),
    ("then_now", "goofspiel", "cs", "Dam petku a pak jeste osmicku", "", ASK),
    ("then_now", "westernpoly", "cs", "hodit a pak koupit", "offered_roll|Petr Král,Anna Bílá",
     ("roll",)),
    ("then_now", "1926", "cs", "velkou do Prahy a příště malou do Brna", "", ("large praha",)),
    ("then_now", "goofspiel", "cs", "Dám pětku, sedmičku až v dalším kole.", "", ("bid 5",)),
    ("then_now", "goofspiel", "cs", "Šestka? Dám pětku. Sedmičku příště.", "", ("bid 5",)),
    ("sale_idiom", "westernpoly", "en", "Sold! Modrá podkova is yours, Peter.", OFFER_EN,
     ("accept 1",)),
    ("sale_idiom", "westernpoly", "cs", "Prodáno! Modrá je tvoje, Petře.", OFFER_CS,
     ("accept 1",)),
    ("sale_idiom", "westernpoly", "cs", "Platí, Modrá je tvoje.", OFFER_CS, ("accept 1",)),
    ("sale_idiom", "westernpoly", "en", "Sold! Modrá is yours.", OFFER_EN, ("accept 1",)),
    ("sale_idiom", "westernpoly", "cs", "koupit\nNe, díky", "", ("buy",)),
    ("sale_idiom", "westernpoly", "en", "buy\nNo thanks", "", ("buy",)),
]

# a line of the game's words that tries a move is still named beside the move (game, lang,
# the move line, the line, position)
STILL_NAMED = [
    ("westernpoly", "cs", "kupuju", "Ivaně bych za Modrou podkovu dal klidně 2000 dolarů.",
     "|Ivana Malá,Bob Brown"),
    ("westernpoly", "cs", "kupuju", "Vlak bych chtěl od Ivany.", "|Ivana Malá,Bob Brown"),
]
