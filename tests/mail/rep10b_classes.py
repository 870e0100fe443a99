"""Moves said in a sentence of the player's own (issue 41, review 7's misreads for 1926,
Oh Hell, Goofspiel and WesternPoly's purchase): members built for this project as players
write them; a third of every class is kept aside outside the repository and only measured
(bench/RESULTS.md, replies section)."""

from __future__ import annotations

from tests.mail.reading_classes import Sentence

CLASSES = {
    "region_size_clause": "1926: a clause (or a sentence of clauses) holding one region in any "
                          "case (vocative and instrumental too) and one size word is that "
                          "placement, whatever verb of the player's own is around them; an "
                          "unknown verb is never a region; two regions or two sizes are "
                          "asked back",
    "bid_prediction": "Oh Hell: a bid said as a prediction (a number of tricks, word or digit, "
                      "nothing as nic/žádný/none, with a verb of taking or expecting in any "
                      "person or negation, hedges around it) is that bid; an illegal one is "
                      "answered with why",
    "card_noun_bid": "Goofspiel: a card named by its Czech noun in any case or a digit, with "
                     "the player's verb of going in, risking or using it, is a bid of that "
                     "card",
    "buy_idiom": "WesternPoly: a purchase left in idioms (nechám ujít/plavat, pass on it), a "
                 "purchase in the conditional under a condition (a no, never a buy), the menu "
                 "line picked by its ordinal (To první, the first one)",
}

TRAINING = [
    # 1926: one region and one size with the player's own verb
    Sentence("region_size_clause", "1926", "Vsadím střední na Brno.", "medium brno"),
    Sentence("region_size_clause", "1926", "Olomoucku přidělím malou.", "small olomouc"),
    Sentence("region_size_clause", "1926", "Opavo, dostaneš malou!", "small troppau"),
    Sentence("region_size_clause", "1926", "Risknu to – velká, Karlsbad.", "large karlsbad"),
    Sentence("region_size_clause", "1926", "Zkouším Ústí, střední.", "medium aussig"),
    Sentence("region_size_clause", "1926", "Brno, tobě posílám střední.", "medium brno"),
    Sentence("region_size_clause", "1926", "risknu malou v plzni", "small plzen"),
    Sentence("region_size_clause", "1926", "Nasadím velkou pyramidu na Prahu.", "large praha"),
    Sentence("region_size_clause", "1926", "I'll try medium in Brno.", "medium brno", "en"),
    # Oh Hell: the holder bids last in a hand of one card (a bid of 1 is the hook: refused)
    Sentence("bid_prediction", "ohhell", "Myslím, že žádný zdvih neuhraju.", "hlásím 0"),
    Sentence("bid_prediction", "ohhell", "Asi nic nevezmu.", "hlásím 0"),
    Sentence("bid_prediction", "ohhell", "S touhle kartou nic neseberu.", "hlásím 0"),
    Sentence("bid_prediction", "ohhell", "I think I'll make none.", "bid 0", "en"),
    Sentence("bid_prediction", "ohhell", "I reckon I'll take nothing.", "bid 0", "en"),
    Sentence("bid_prediction", "ohhell", "Čekám tak jeden zdvih.", "hlásím 1"),
    Sentence("bid_prediction", "ohhell", "Predict zero tricks.", "bid 0", "en"),
    # Goofspiel: the card's noun in any case with the player's verb
    Sentence("card_noun_bid", "goofspiel", "Jdu do toho s dvanáctkou.", "přihazuji 12"),
    Sentence("card_noun_bid", "goofspiel", "Risknu osmičku.", "přihazuji 8"),
    Sentence("card_noun_bid", "goofspiel", "Nasadím jedenáctku.", "přihazuji 11"),
    Sentence("card_noun_bid", "goofspiel", "Jdu s 9.", "přihazuji 9"),
    Sentence("card_noun_bid", "goofspiel", "Obětuju jedničku, o tuhle cenu nestojím.",
             "přihazuji 1"),
    Sentence("card_noun_bid", "goofspiel", "pujdu s trojkou", "přihazuji 3"),
    # WesternPoly: idioms of leaving it, suppositions, ordinals of the menu
    Sentence("buy_idiom", "westernpoly", "Tenhle pozemek si nechám ujít.", "nekupovat"),
    Sentence("buy_idiom", "westernpoly", "Tohle nechám plavat.", "nekupovat"),
    Sentence("buy_idiom", "westernpoly", "Koupil bych to, kdybych měl víc peněz.", "nekupovat"),
    Sentence("buy_idiom", "westernpoly", "I would buy it if it were cheaper.", "pass", "en"),
    Sentence("buy_idiom", "westernpoly", "Kdyby to stálo míň, koupila bych.", "nekupovat"),
    Sentence("buy_idiom", "westernpoly", "To první.", "koupit"),
    Sentence("buy_idiom", "westernpoly", "Tu první možnost.", "koupit"),
    Sentence("buy_idiom", "westernpoly", "The first one.", "buy", "en"),
]

# A supposition that keeps the move, or a second region or size: no move, never a guess
NO_MOVE = [
    ("westernpoly", "cs", "Koupil bych to, i kdyby to bylo dražší."),
    ("westernpoly", "en", "I'd buy it even if it cost more."),
    ("1926", "cs", "Zkusím malou v Praze nebo v Brně."),
    ("1926", "cs", "Do Brna půjde malá nebo velká."),
]
