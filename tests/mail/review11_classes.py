"""Issue 41 after review 10: three classes a blind reviewer found read wrong (asked back or
refused) though a person understands them: a card described by its place in the hand
(Goofspiel, Oh Hell), a pronoun pointing back to the size a 1926 player says they have left,
and Oh Hell's cards with the verbs of leading, answering and trumping. Members built for this
project as players write them; a third of each class is kept aside outside the repository and
only measured."""

from __future__ import annotations

from tests.mail.reading_classes import Sentence

CLASSES = {
    "card_place": "A card described by its place in the hand, not named ('Dám tu nejmenší "
                  "kartu', 'druhou nejvyšší', 'svou nejslabší', 'my lowest card', 'play my "
                  "highest'): in Goofspiel (one suit) the card at that place; in Oh Hell the "
                  "card at that place in the suit named ('nejvyšší srdce', 'lowest trump') or "
                  "in the one suit the cards that may be played are of; a place over several "
                  "suits is asked back naming a card of each, never guessed.",
    "size_left": "1926: a pronoun ('tu', 'ta', 'ji', 'jednu z nich', 'it', 'one of them') in "
                 "the clause with the player's verb is the size a clause before says the "
                 "player has left ('Zbyla mi jedna střední', 'Velkou mám poslední', 'Malé mám "
                 "ještě dvě', 'I have one medium left'); two sizes left make it unclear.",
    "lead_verbs": "Oh Hell: a card with the verbs of leading, answering and trumping and the "
                  "instrumental ('Otevřu to pikovým esem', 'Jdu do toho křížovou desítkou', "
                  "'Přebíjím trumfovým králem' with the trump suit named 'trumf', 'Lead with "
                  "the queen of hearts') is played when the hand holds it, and refused naming "
                  "the hand's cards when it does not.",
}

# live games: the line and the move alone it must be read as
SENTENCES = [
    Sentence("card_place", "goofspiel", "Dám tu nejmenší kartu.", "přihazuji 1"),
    Sentence("card_place", "goofspiel", "Dávám svou nejslabší kartu.", "přihazuji 1"),
    Sentence("card_place", "goofspiel", "Dám největší, co mám.", "přihazuji 13"),
    Sentence("card_place", "goofspiel", "Dam tu nejmensi kartu", "přihazuji 1"),
    Sentence("card_place", "goofspiel", "Druhou nejvyšší.", "přihazuji 12"),
    Sentence("card_place", "goofspiel", "Tentokrát dám nejsilnější kartu.", "přihazuji 13"),
    Sentence("card_place", "goofspiel", "Play my highest.", "bid 13", "en"),
    Sentence("card_place", "goofspiel", "my lowest card", "bid 1", "en"),
    Sentence("card_place", "goofspiel", "Bid the biggest card I have.", "bid 13", "en"),
    Sentence("card_place", "goofspiel", "second highest", "bid 12", "en"),
    Sentence("size_left", "1926", "Zbyla mi jedna střední, tu dám do Brna.", "střední Brno"),
    Sentence("size_left", "1926", "Velkou mám poslední, dám ji do Prahy.", "velká Praha"),
    Sentence("size_left", "1926", "Malé mám ještě dvě, jednu z nich posílám do Olomouce.",
             "malá Olomouc"),
    Sentence("size_left", "1926", "Zbývá mi jedna velká, ta půjde do Opavy.", "velká Opava"),
    Sentence("size_left", "1926", "Zbyla mi jedna velka, tu dam do Brna.", "velká Brno"),
    Sentence("size_left", "1926", "Ještě mám jednu střední, pošlu ji do Olomouce.",
             "střední Olomouc"),
    Sentence("size_left", "1926", "Mám poslední velkou a tu dám do Kladska.", "velká Kladsko"),
    Sentence("size_left", "1926", "Střední mi zbyly dvě, jednu pošlu do Brna.", "střední Brno"),
    Sentence("size_left", "1926", "I have one medium left, I'll put it in Brno.",
             "medium Brno", "en"),
    Sentence("size_left", "1926", "My last large one, I'm putting it in Praha.", "large Praha",
             "en"),
]

# never played, asked back (game, lang, line)
UNPLAYED = [
    ("goofspiel", "cs", "Nejvyšší si nechám."),
    ("goofspiel", "cs", "Dám nejvyšší nebo nejnižší."),
    ("goofspiel", "cs", "Bob dá nejvyšší."),
    ("1926", "cs", "Zbyla mi jedna střední, Bob ji dá do Brna."),
    ("1926", "cs", "Velkou mám poslední, dám ji tam."),
    ("1926", "cs", "Zbyla mi jedna střední a jedna velká, tu dám do Brna."),
]

# Goofspiel after two rounds (Ann has bid 1 and 13: her hand is 2..12): (line, the bid)
GOOFSPIEL_PLAYED = [
    ("Dávám svou nejslabší kartu.", 2),
    ("Dám největší, co mám.", 12),
    ("Druhou nejvyšší.", 11),
    ("Play my highest.", 12),
    ("my lowest card", 2),
]

# Oh Hell positions: Ann to play, every bid 0 (the options, then the cards dealt in turn,
# Ann's the 1st, 4th, 7th …, the last one turned up for the trump, then the cards played)
LEAD = "hands=3;deal=AS 2D 3D KH 5D 6D 4H 7D 8D 9C"  # Ann leads AS KH 4H; clubs are trumps
TRUMPS = "hands=3;deal=AS 2D 3D 9C 5D 6D 2C 7D 8D TC"  # Ann leads AS 9C 2C; clubs are trumps
FOLLOW = "hands=3;dealer=Ann;deal=AH 7H 8H 4H 2C 5C 9S 3D 6D TD;plays=7H 8H"  # AH 4H follow
# Ann holds AS QH TC KC, none of the diamonds led; clubs are trumps
VOID = "hands=4;dealer=Ann;deal=AS 2D 3D QH 4D 5D TC 6D 7D KC 8D JD 9C;plays=2D 3D"

# (class, position, lang, line, the move read; None: asked back; "refused": told why not)
OHHELL = [
    ("card_place", FOLLOW, "cs", "Dám nejvyšší srdce.", "play AH"),
    ("card_place", FOLLOW, "en", "play my lowest card", "play 4H"),
    ("card_place", FOLLOW, "cs", "Hraju svou nejvyšší kartu.", "play AH"),
    ("card_place", LEAD, "cs", "Vynáším nejvyšší srdce.", "play KH"),
    ("card_place", LEAD, "en", "Lead my highest heart.", "play KH"),
    ("card_place", LEAD, "cs", "Dám nejnižší.", None),
    ("card_place", TRUMPS, "cs", "Hraju nejnižší trumf.", "play 2C"),
    ("card_place", TRUMPS, "en", "Play my lowest trump.", "play 2C"),
    ("card_place", VOID, "cs", "Přebíjím nejvyšším trumfem.", "play KC"),
    ("card_place", LEAD, "cs", "Hraju nejvyšší kříž.", "refused"),
    ("lead_verbs", VOID, "cs", "Otevřu to pikovým esem.", "play AS"),
    ("lead_verbs", VOID, "cs", "Vynáším srdcovou dámou.", "play QH"),
    ("lead_verbs", VOID, "cs", "Jdu do toho křížovou desítkou.", "play TC"),
    ("lead_verbs", VOID, "cs", "Přebíjím trumfovým králem.", "play KC"),
    ("lead_verbs", VOID, "en", "Lead with the queen of hearts.", "play QH"),
    ("lead_verbs", VOID, "cs", "Přebiju to trumfovou desítkou.", "play TC"),
    ("lead_verbs", VOID, "cs", "Trumfuju křížovým králem.", "play KC"),
    ("lead_verbs", VOID, "cs", "Otevru to pikovym esem", "play AS"),
    ("lead_verbs", VOID, "en", "Ruff with the ten of trumps.", "play TC"),
    ("lead_verbs", VOID, "cs", "Odpovídám pikovým esem.", "play AS"),
    ("lead_verbs", VOID, "cs", "Otevřu to pikovou dámou.", "refused"),
    ("lead_verbs", VOID, "cs", "Bob otevře pikovým esem.", None),
]
