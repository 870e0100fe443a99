"""Issue 41, the cases a blind review left open (rep17) and their classes: two moves for one
decision in one reply, a card of another time or mood, a bid declared without a colon. Members
built for this project as players write them (Czech with and without diacritics, English); a
third of each class is kept aside outside the repository and only measured (bench/RESULTS.md).

Every member is played through a live game by mail (tests/mail/reading_classes.play): 1926's
first placement, WesternPoly's purchase of Chatrč U Hnědáka, Goofspiel's bid for the prize 8."""

from __future__ import annotations

CLASSES = {
    "two_moves": "Two complete moves of the player's own for one decision, that differ, on two "
                 "lines of one reply or in one line ('Malá do Brna.' / 'Velká do Olomouce.', "
                 "'Dávám 5.' / 'Dávám 7.', 'koupit' / 'nekupovat', '1' / '2'): a person cannot "
                 "tell which is meant, so nothing is played and the answer asks which one, "
                 "quoting both, in the player's language.",
    "one_decision_kept": "What is one decision and must still play: a correction ('Dávám 5. "
                         "Ne, vlastně 7.', 'oprava: 7', '*7', 'Ne, 7.' under the move), the same "
                         "move said twice, a move marked for a later turn ('Příště …', 'a příště …'), a "
                         "sequence the turn allows ('koupit' then 'hotovo').",
    "another_time": "Goofspiel: a line that speaks of a card in another time or mood (past "
                    "tense, 'minule', 'loni', 'last time', a wish 'kdybych', another's 'bys'/"
                    "'by', 'měl jsem dát', 'I would have', 'I should have', a question 'Mám "
                    "dát eso?') is the player's talk, never the bid; the move of now beside it "
                    "is the bid.",
    "declared_bid": "Goofspiel: a bid declared with a label of the player's own and no colon "
                    "('Moje karta je AS', 'moje karta je eso', 'My card is the Queen', 'Moje "
                    "volba je 7', 'Hraju kartou 9', 'Můj tah je 5') is that bid; a card's code "
                    "(AS, QH, 10S) is its rank.",
    "offer_unsure_answered": "WesternPoly, two offers for the reader's field: a clause naming "
                             "the field ('chatrč neprodám') whose offers the same line answers "
                             "alike ('Odmítám obě') needs no asking; one that says otherwise "
                             "('Odmítám obě, ale podkovu prodám') is asked, neither "
                             "played (fixed on main first, 0bc846e: kept as live checks).",
}

ASK = "ask"  # nothing played; the answer asks which one, quoting each line

# (class, game, lang, body, the moves played or ASK)
MEMBERS = [
    ("two_moves", "1926", "cs", "Malá do Brna.\nVelká do Olomouce.", ASK),
    ("two_moves", "1926", "cs", "velka Praha\nmala Brno", ASK),
    ("two_moves", "1926", "cs", "Ahoj,\nstřední do Plzně\nvelkou do Opavy\nDíky", ASK),
    ("two_moves", "1926", "en", "large Praha\nsmall Brno", ASK),
    ("two_moves", "1926", "cs", "Malá do Brna, velká do Olomouce.", ASK),
    ("two_moves", "goofspiel", "cs", "Dávám 5.\nDávám 7.", ASK),
    ("two_moves", "goofspiel", "cs", "přihazuji 3\npřihazuji 9", ASK),
    ("two_moves", "goofspiel", "cs", "Hraju devítku.\nDám dvanáctku.", ASK),
    ("two_moves", "goofspiel", "en", "bid 4\nbid 10", ASK),
    ("two_moves", "goofspiel", "cs", "Dávám 5. Dávám 7.", ASK),
    ("two_moves", "goofspiel", "cs", "5\n7", ASK),
    ("two_moves", "westernpoly", "cs", "koupit\nnekupovat", ASK),
    ("two_moves", "westernpoly", "cs", "Kupuju.\nNekupuju.", ASK),
    ("two_moves", "westernpoly", "en", "buy\npass", ASK),
    ("two_moves", "westernpoly", "cs", "1\n2", ASK),
    ("one_decision_kept", "goofspiel", "cs", "Dávám 5. Ne, vlastně 7.", ("bid 7",)),
    ("one_decision_kept", "goofspiel", "cs", "Dávám 5.\noprava: 7", ("bid 7",)),
    ("one_decision_kept", "goofspiel", "cs", "Dávám 5.\n*7", ("bid 7",)),
    ("one_decision_kept", "goofspiel", "cs", "Dávám 5.\nNe, 7.", ("bid 7",)),
    ("one_decision_kept", "1926", "cs", "velká Praha\n*malá Praha", ("small praha",)),
    ("one_decision_kept", "1926", "cs", "Malá do Brna.\nPříště velká do Olomouce.",
     ("small brno",)),
    ("one_decision_kept", "goofspiel", "cs", "Dávám 5.\nTakže pětka.", ("bid 5",)),
    ("one_decision_kept", "westernpoly", "cs", "1\nkoupit", ("buy", "done", "roll", "done")),
    # "X a pak Y" the turn cannot hold is asked back (rep19); Y marked for later plays X
    ("two_moves", "1926", "cs", "Dám malou do Brna a pak ještě velkou do Prahy.", ASK),
    ("one_decision_kept", "1926", "cs", "Dám malou do Brna a příště velkou do Prahy.",
     ("small brno",)),
    ("another_time", "goofspiel", "cs", "Minule bych dala třináctku.", ()),
    ("another_time", "goofspiel", "cs", "Minule jsem dal krále.", ()),
    ("another_time", "goofspiel", "cs", "Měl jsem dát dvanáctku.", ()),
    ("another_time", "goofspiel", "cs", "Mám dát eso?", ()),
    ("another_time", "goofspiel", "cs", "Kdybych ještě měl krále, dal bych ho.", ()),
    ("another_time", "goofspiel", "en", "Last time I would have bid 13.", ()),
    ("another_time", "goofspiel", "en", "I should have played the queen.", ()),
    ("another_time", "goofspiel", "en", "Should I bid 13?", ()),
    ("another_time", "goofspiel", "cs", "Minule jsem dala trinactku.", ()),
    ("another_time", "goofspiel", "cs", "Dal bys tam eso?", ()),
    ("another_time", "goofspiel", "cs", "Minule jsem dal krále.\nTeď dávám pětku.", ("bid 5",)),
    ("another_time", "goofspiel", "cs", "Loni bych hrála dámu.\nDávám 4.", ("bid 4",)),
    ("another_time", "goofspiel", "cs", "Dal bych devítku.", ("bid 9",)),  # polite: a bid
    ("declared_bid", "goofspiel", "cs", "Moje karta je AS", ("bid 1",)),
    ("declared_bid", "goofspiel", "cs", "moje karta je eso", ("bid 1",)),
    ("declared_bid", "goofspiel", "en", "My card is the Queen", ("bid 12",)),
    ("declared_bid", "goofspiel", "cs", "Moje volba je 7", ("bid 7",)),
    ("declared_bid", "goofspiel", "cs", "Hraju kartou 9", ("bid 9",)),
    ("declared_bid", "goofspiel", "cs", "Moje sázka je 10", ("bid 10",)),
    ("declared_bid", "goofspiel", "en", "My choice is 4.", ("bid 4",)),
    ("declared_bid", "goofspiel", "cs", "Můj tah je 5.", ("bid 5",)),
    ("declared_bid", "goofspiel", "cs", "Moje karta je QH", ("bid 12",)),
    ("declared_bid", "goofspiel", "en", "My card is 10S.", ("bid 10",)),
]

# WesternPoly, Ann and Bob each offer to buy the reader's Modrá podkova ("field_offers"):
# (class, lang, body, the offers' answers played, whether the answer asks which offer)
OFFERS = [
    ("offer_unsure_answered", "cs", "Odmítám obě, podkovu neprodám.", ("decline 1", "decline 2"),
     False),
    ("offer_unsure_answered", "cs", "Podkovu neprodám, odmítám obě.", ("decline 1", "decline 2"),
     False),
    ("offer_unsure_answered", "cs", "Odmitam obe, podkovu neprodam.", ("decline 1", "decline 2"),
     False),
    ("offer_unsure_answered", "cs", "Odmítám obě, ale podkovu prodám.", (), True),
]
