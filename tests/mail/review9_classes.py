"""A card kept back is not the card played (issue 41, the blind outside review 9's misplay:
Goofspiel, "Třináctku si šetřím, teď dám pětku." was bid as the 13): members built for this
project as players write them; a third of the class is kept aside outside the repository and
only measured."""

from __future__ import annotations

from tests.mail.reading_classes import Sentence

CLASSES = {
    "kept_card": "A card or number named with a verb of keeping, saving or not playing it "
                 "(šetřím, nechám si, schovám si, držím, nedám, nebudu hrát, keep, save, hold "
                 "back) is not the move; the move is the card named with a verb of playing "
                 "(dám, hraju, jdu s, přihazuji, play, bid). Two cards with no keep/play split "
                 "are never played as the first one named.",
}

TRAINING = [
    Sentence("kept_card", "goofspiel", "Třináctku si šetřím, teď dám pětku.", "přihazuji 5"),
    Sentence("kept_card", "goofspiel", "Dám pětku, třináctku si nechám.", "přihazuji 5"),
    Sentence("kept_card", "goofspiel", "Třináctku si nechám na později a hraju čtyřku.",
             "přihazuji 4"),
    Sentence("kept_card", "goofspiel", "Dvanáctku si schovám, jdu s trojkou.", "přihazuji 3"),
    Sentence("kept_card", "goofspiel", "Desítku držím, přihazuji 2.", "přihazuji 2"),
    Sentence("kept_card", "goofspiel", "Jedenáctku nedám, dám jedničku.", "přihazuji 1"),
    Sentence("kept_card", "goofspiel", "Třináctku nebudu hrát, hraju pětku.", "přihazuji 5"),
    Sentence("kept_card", "goofspiel", "I'm saving the 13, playing the 5.", "bid 5", "en"),
    Sentence("kept_card", "goofspiel", "Keep the 12, bid 3.", "bid 3", "en"),
    # Oh Hell's bids (the holder bids last in a hand of one card): the bid not made is none
    Sentence("kept_card", "ohhell", "Dvojku nehlásím, dám jen jeden.", "hlásím 1"),
    Sentence("kept_card", "ohhell", "Ani jeden zdvih neuhraju.", "hlásím 0"),
    Sentence("kept_card", "ohhell", "Jdu na všechny tři!", "hlásím 3"),
    Sentence("kept_card", "ohhell", "Dva nehlásím, hlásím jeden.", "hlásím 1"),
    Sentence("kept_card", "ohhell", "I won't bid two, I bid one.", "bid 1", "en"),
]

# Oh Hell's card plays, Ann holding AH and 2C and leading: (lang, line, the move read or None)
OHHELL_PLAYS = [
    ("cs", "Eso si nechám, hraju dvojku", "play 2C"),
    ("cs", "Srdcové eso si nechám, hraju křížovou dvojku.", "play 2C"),
    ("cs", "Eso zatím držím a pouštím dvojku.", "play 2C"),
    ("cs", "Eso nehraju, dám dvojku.", None),
    ("en", "Saving the ace, playing the 2 of clubs.", None),
    ("cs", "Hraju eso nebo dvojku.", None),
]

# The kept card alone, or two cards without a keep/play split: nothing played, never a guess
NO_MOVE = [
    ("goofspiel", "cs", "Třináctku si šetřím."),
    ("goofspiel", "cs", "Dám třináctku nebo pětku."),
    ("goofspiel", "en", "I'll play the 13 or maybe the 5."),
    ("goofspiel", "en", "Holding back my 13 this time."),
    ("goofspiel", "cs", "Třináctka, pětka."),
    ("goofspiel", "en", "Thirteen, five."),
]

# Two cards with no keep/play split: asked which one, in the player's language
ASKED = [
    ("cs", "Třináctka, pětka.", "přihodit ale můžeš jen jednu"),
    ("cs", "Dám třináctku nebo pětku.", "přihodit ale můžeš jen jednu"),
    ("cs", "přihazuji 7 a 8, díky", "přihodit ale můžeš jen jednu"),
    ("en", "I'll play the 13 or maybe the 5.", "can bid only one"),
]
