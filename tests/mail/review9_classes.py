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
    ("cs", "Eso nehraju, dám dvojku.", "play 2C"),  # "dám" is a verb of playing (rep12a)
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

# Two cards with no keep/play split: asked which one, in the player's language (two moves
# the line reads are asked as two lines are, quoting both: rep17)
ASKED = [
    ("cs", "Třináctka, pětka.", "zahrát ale jde jen jeden"),
    ("cs", "Dám třináctku nebo pětku.", "přihodit ale můžeš jen jednu"),
    ("cs", "přihazuji 7 a 8, díky", "zahrát ale jde jen jeden"),
    ("en", "I'll play the 13 or maybe the 5.", "can bid only one"),
]


# --- issue 41, the blind outside review 9's card and board games' sentences (rep12a) ---------
CLASSES |= {
    "one_region": "1926: a sentence naming ONE region (any case, any preposition: do/v/ve/na/"
                  "nad/pod/u/z/k, or its -sko form) and ONE size, its other words ordinary "
                  "Czech or English (the player's verb in any person or the conditional, "
                  "adverbs, 'tam/tady', a clause about the board the placement points back "
                  "to with 'tam' or 'takže'), is that placement; a second region or size is "
                  "asked back.",
    "second_decision": "A second move inside one sentence ('… a pak ještě velkou do Prahy') "
                       "that the turn cannot hold with the first is answered as the same moves "
                       "on lines of their own with 'pak': asked back, neither played (rep19).",
    "option_in_sentence": "A menu option named with its noun (možnost/volba/varianta/option/"
                          "choice N) or a card's code the hand holds, inside a sentence of "
                          "chatter, is the command.",
    "rank_alone": "Oh Hell, playing: a card named by its rank alone (English word or Czech "
                  "noun) is the one card of that rank in the hand; two of the rank are asked "
                  "back naming both.",
    "html_only": "A text/plain part with no text of the sender's own (empty, blank, only a "
                 "signature or only the quote) yields to the HTML part beside it.",
}

SENTENCES = [
    Sentence('one_region', '1926', 'Nad Libercem zatím nikdo nevládne, tak tam posílám střední.', 'střední Reichenberg', 'cs'),
    Sentence('one_region', '1926', 'Na Karlovarsku zkusím štěstí s malou pyramidou.', 'malá Karlsbad', 'cs'),
    Sentence('one_region', '1926', 'Dobrý den,\n\nvelkou pyramidu bych dala do Plzně.\n\nS pozdravem', 'velká Plzeň', 'cs'),
    Sentence('one_region', '1926', 'V Olomouci je zatím prázdno, takže střední.', 'střední Olomouc', 'cs'),
    Sentence('one_region', '1926', 'Na Brněnsku zatím nic nemám, tak tam hodím střední.', 'střední Brno', 'cs'),
    Sentence('one_region', '1926', 'Ústí nad Labem potřebuje podporu, posílám tam malou.', 'malá Aussig', 'cs'),
    Sentence('one_region', '1926', 'Ke Kladsku zatím nikdo nic nedal, takže velkou.', 'velká Kladsko', 'cs'),
    Sentence('one_region', '1926', 'V Plzni mám zatím jen malou, přidám tam ještě střední.', 'střední Plzeň', 'cs'),
    Sentence('one_region', '1926', 'Z Hradce Králové udělám baštu, dávám tam velkou.', 'velká Hradec Králové', 'cs'),
    Sentence('one_region', '1926', 'Olomoucku dám malou, ať se neřekne.', 'malá Olomouc', 'cs'),
    Sentence('one_region', '1926', 'Nobody holds Brno yet, so a medium goes there.', 'medium Brno', 'en'),
    Sentence('one_region', '1926', 'Liberec zatím nikdo nemá, tak tam dám velkou.', 'velká Reichenberg', 'cs'),
    Sentence('one_region', '1926', 'Opava je zatím volná, takže tam šoupnu malou.', 'malá Troppau', 'cs'),
    Sentence('one_region', '1926', 'Velkou bych tentokrat dal do Brna.', 'velká Brno', 'cs'),
    Sentence('second_decision', '1926', 'Dám malou do Brna a pak ještě velkou do Prahy.', 'malá Brno\npak velká Praha', 'cs'),
    Sentence('second_decision', 'goofspiel', 'Dám pětku a pak sedmičku', 'přihazuji 5 a pak přihazuji 7', 'cs'),
    Sentence('second_decision', 'goofspiel', 'Dám pětku, potom ještě sedmičku.', 'přihazuji 5 a pak přihazuji 7', 'cs'),
    Sentence('second_decision', '1926', 'Velkou do Prahy, potom taky střední do Plzně.', 'velká Praha\npak střední Plzeň', 'cs'),
    Sentence('second_decision', '1926', 'Large in Prague and then also a small one in Brno.', 'large Praha\nthen small Brno', 'en'),
    Sentence('second_decision', '1926', 'Střední dávám do Olomouce a pak ještě malou do Opavy.', 'střední Olomouc\npak malá Troppau', 'cs'),
    Sentence('option_in_sentence', '1926', 'Beru možnost 11, ať to má grády.', '11', 'cs'),
    Sentence('option_in_sentence', '1926', 'Volím variantu 4, snad to vyjde.', '4', 'cs'),
    Sentence('option_in_sentence', 'goofspiel', 'Dám možnost 6, uvidíme.', '6', 'cs'),
    Sentence('option_in_sentence', '1926', 'Moznost 2 a jdeme dal', '2', 'cs'),
    Sentence('option_in_sentence', '1926', 'Going with choice 28, Brünn needs it.', '28', 'en'),
    Sentence('option_in_sentence', '1926', 'Zvolím možnost číslo 5, díky moc.', '5', 'cs'),
    Sentence('option_in_sentence', 'goofspiel', 'Vybírám variantu 2 a jdu spát.', '2', 'cs'),
]

# A second region or size in the sentence is asked back, never the first guessed; a sentence
# telling of a pyramid on the board says no place for "takže": never played (lang, line)
UNPLAYED_1926 = [
    ("cs", "V Brně ani v Praze zatím nikdo není, tak tam dám střední."),
    ("cs", "Na Karlovarsku zkusím štěstí s malou nebo se střední."),
    ("cs", "Velkou bych dala do Plzně nebo do Brna."),
    ("cs", "Bob dal velkou do Brna, takže střední."),
    ("cs", "Kdybych měl velkou, dal bych ji do Prahy."),
]

# Oh Hell, Ann holding AH and 2C: a code kept, denied or told of another's play is no move
OHHELL_UNPLAYED = [
    ("cs", "2C si nechám na konec"),
    ("en", "Don't play 2C yet"),
    ("cs", "2C bych nehrál"),
    ("en", "Bob played 2C last time"),
    ("cs", "Bob zahrál 2C, já taky 2C"),
]

# Oh Hell's card plays, Ann holding AH and 2C and leading: (class, lang, line, the moves read,
# "|" between two; the service plays the first and names the second as skipped)
OHHELL_SENTENCES = [
    ('option_in_sentence', 'cs', 'Moje karta: 2C.', 'play 2C'),
    ('option_in_sentence', 'cs', 'Tak jo, 2C a uvidíme', 'play 2C'),
    ('option_in_sentence', 'en', 'My card: 2C, good luck all', 'play 2C'),
    ('option_in_sentence', 'en', 'Going with 2c this time.', 'play 2C'),
    ('option_in_sentence', 'cs', 'Karta pro tenhle zdvih: 2C', 'play 2C'),
    ('rank_alone', 'cs', 'Hraju dvojku, díky', 'play 2C'),
    ('rank_alone', 'en', "I'll go with the ace, thanks", 'play AH'),
    ('rank_alone', 'cs', 'Pouštím dvojku, ať to má šťávu', 'play 2C'),
    ('rank_alone', 'en', 'Leading the ace, wish me luck', 'play AH'),
    ('rank_alone', 'en', 'two it is, thanks', 'play 2C'),
    ('rank_alone', 'cs', 'Dam dvojku, diky', 'play 2C'),
    ('second_decision', 'en', 'Play the ace, then the two', 'play AH|play 2C'),
    ('second_decision', 'cs', 'Vynáším eso a potom ještě dvojku', 'play AH|play 2C'),
]

# Oh Hell, Ann holding the 3 of clubs and the 3 of hearts: asked which three (class, lang, line)
TWO_OF_A_RANK = [
    ('rank_alone', 'en', 'Play the three, cheers'),
    ('rank_alone', 'cs', 'Hraju trojku, díky'),
    ('rank_alone', 'en', "I'll play a three"),
    ('rank_alone', 'cs', 'Dám trojku'),
    ('rank_alone', 'cs', 'Pouštím trojku, ať to odsejpá'),
]

# (class, game, the text part, the HTML part, the control's body, the seat's language)
HTML_ONLY = [
    ('html_only', '1926', '', '<div>velkou do Prahy</div>', 'velká Praha', 'cs'),
    ('html_only', 'goofspiel', '   \n \n', '<p>přihazuji 6</p>', 'přihazuji 6', 'cs'),
    ('html_only', 'goofspiel', '\n-- \nJakub Novák\ntel. 777 123 456', '<p>přihazuji 6</p><p>-- <br>Jakub Novák</p>', 'přihazuji 6', 'cs'),
    ('html_only', 'goofspiel', '\r\n', "<html><body><p style='margin:0'>bid 6</p><p>Cheers</p></body></html>", 'bid 6', 'en'),
    ('html_only', '1926', '\n\n', '<div>Dobrý den,</div><div><b>střední do Brna</b></div><div>S pozdravem</div>', 'střední Brno', 'cs'),
    ('html_only', '1926', ' ', '<table><tr><td>large Praha</td></tr></table>', 'large Praha', 'en'),
    ('html_only', 'goofspiel', '\n--\nOdesláno z mého telefonu', '<div>přihazuji 8<br><br>--<br>Odesláno z mého telefonu</div>', 'přihazuji 8', 'cs'),
]
