"""Issue 41, what a blind review of replies left open after rep17, and its classes: a line of
another's or a past act beside the move, a move with its reason after it, the same move twice,
a move for a later turn. Members built for this project as players write them (Czech with and
without diacritics, English); a third of each class is kept aside outside the repository and
only measured (the figure is in the report of rep18 and in docs/mail-replies.md).

Every live member is played through a live game by mail (tests/mail/reading_classes.play):
1926's first placement, WesternPoly's purchase of Chatrč U Hnědáka, Goofspiel's bid for the
prize 8; Oh Hell's card members are read in the position review11_classes.TRUMPS (Ann leads,
holding AS 9C 2C; clubs are trumps)."""

from __future__ import annotations

CLASSES = {
    "told_act": "A line about another player's act or about a past act (the third person, the "
                "past tense, 'minule', 'last time'), beside a move of the player's own, above "
                "or below it: chatter, never played and never named as skipped; the move is "
                "played as if the line were not there.",
    "told_below": "Chatter below the move that uses a verb of the game about someone else "
                  "('jsem zvědavá, co dá Petr', 'uvidíme, co zahraje Bob', 'I wonder what Ann "
                  "will bid'): the same, never named.",
    "reason_after": "A move's clause followed by the player's reason for it ('…, ať to má "
                    "spád', '…, aby bylo jasno', '…, protože …', '… because …', '…, so that "
                    "…', '…, just to …', '…, to je jistota'): the clause before it is the move.",
    "same_twice": "The same move said again on a line of its own (copied twice, or said in "
                  "other words): one decision, played once; the repeat is never named.",
    "courtesy_name": "WesternPoly, an offer for the reader's Modrá podkova: a name in a courtesy "
                     "place (after Sorry, Díky, Hi, Ahoj, before a comma), a player's or a "
                     "nickname or English form of none ('Peter' for Petr, 'Johnny' for Jan), "
                     "is courtesy; the deal's idiom beside it ('No deal', 'not selling', "
                     "'Prodáno! … je tvoje') answers the offer.",
    "later_named": "'X, Y příště' / 'X and Y next time': the first is played, the second named "
                   "as a move for a later turn that is not kept (never 'the turn is over'); a "
                   "bare 'a pak' / 'then' marks no later turn and is asked back (rep19).",
}

LATER = {"cs": "tah na některé z příštích kol", "en": "a move for a later turn"}
OVER = {"cs": "tah, na který odpovídáš, skončil", "en": "the turn you answered is over"}
SKIPPED = {"cs": "řeskočeno", "en": "kipped"}

# (class, game, lang, body, the holder's first move played)
MEMBERS = [
    ("told_act", "1926", "cs", "Ann minule dala velkou do Brna, to byl risk.\nMalou do Plzně.",
     "small plzen"),
    ("told_act", "1926", "cs", "Bob dal stredni do Opavy.\nvelka Praha", "large praha"),
    ("told_act", "1926", "en", "Bob put his large one in Brno last time, brave.\nsmall Olomouc",
     "small olomouc"),
    ("told_act", "westernpoly", "cs", "Loni jsem Chatrč nekoupil a byla to chyba.\nkoupit",
     "buy"),
    ("told_act", "westernpoly", "cs", "Ann si minule koupila saloon, chytré.\nnekupovat",
     "pass"),
    ("told_act", "goofspiel", "cs", "Minule jsem dal krále a prohrál jsem.\nDávám 4.",
     "bid 4"),
    ("told_act", "goofspiel", "cs", "přihazuji 9\nAnn minule dala dvanáctku, uvidíme.", "bid 9"),
    ("told_act", "goofspiel", "en", "Last time I bid 13 and lost it.\nbid 6", "bid 6"),
    # English pasts of another's act (built after the held-out run, which missed "placed")
    ("told_act", "1926", "en", "Bob put his large one in Praha, bold.\nsmall Brno",
     "small brno"),
    ("told_act", "westernpoly", "en", "Ann bought the saloon last round.\nbuy", "buy"),
    ("told_below", "goofspiel", "cs", "přihazuji 3\nJsem zvědavý, co dá Ann.", "bid 3"),
    ("told_below", "goofspiel", "cs", "Dávám 10.\nUvidíme, co na to zahraje Ann :)", "bid 10"),
    ("told_below", "goofspiel", "en", "bid 2\nI wonder what Ann will bid.", "bid 2"),
    ("told_below", "1926", "cs", "velká Praha\nZajímalo by mě, kam dá Bob svoji velkou.",
     "large praha"),
    ("reason_after", "goofspiel", "cs", "Dávám sedmičku, ať to má spád.", "bid 7"),
    ("reason_after", "goofspiel", "cs", "Prihazuji 5, protoze sestka je malo.", "bid 5"),
    ("reason_after", "goofspiel", "en", "Bid 11 because the 8 is worth it.", "bid 11"),
    ("reason_after", "1926", "cs", "Velkou do Prahy, aby bylo jasno.", "large praha"),
    ("reason_after", "1926", "en", "Large in Praha, just to be safe.", "large praha"),
    ("reason_after", "westernpoly", "cs", "Koupit, to je jistota.", "buy"),
    ("reason_after", "westernpoly", "cs", "Kupuju, protože na to mám.", "buy"),
    ("same_twice", "1926", "cs", "malá Brno\nmalá Brno", "small brno"),
    ("same_twice", "1926", "cs", "Velkou do Prahy.\nTakže velká Praha.", "large praha"),
    ("same_twice", "goofspiel", "cs", "přihazuji 8\npřihazuji 8", "bid 8"),
    ("same_twice", "goofspiel", "en", "bid 5\nbid 5", "bid 5"),
    ("same_twice", "westernpoly", "cs", "koupit\nkoupit", "buy"),
    ("later_named", "1926", "cs", "Malou do Brna a příště velkou do Prahy.", "small brno"),
    ("later_named", "1926", "en", "small Plzen and next time large Brno", "small plzen"),
    ("later_named", "1926", "cs", "Stredni do Opavy, v dalsim kole mala do Liberce.",
     "medium troppau"),
]

# Oh Hell, Ann to lead in review11_classes.TRUMPS: (class, lang, line, the move read)
CARDS = [
    ("reason_after", "cs", "Začnu pikovým esem, ať to má spád.", "play AS"),
    ("reason_after", "cs", "Zacnu krizovou dvojkou, at to ma spad.", "play 2C"),
    ("reason_after", "cs", "Vynáším křížovou devítkou, aby bylo jasno.", "play 9C"),
    ("reason_after", "en", "Lead the ace of spades, so that they must follow.", "play AS"),
    ("reason_after", "cs", "Začnu pikovým esem, to je jistota.", "play AS"),
]

# WesternPoly, the first other player (named so) offers $2500 for the reader's Modrá podkova
# ("field_offer|<name>,Bob"): (class, lang, body, the other's name, the answer played)
OFFERS = [
    ("courtesy_name", "en", "Hi Johnny, no deal.", "Jan", "decline 1"),
    ("courtesy_name", "en", "No deal, Tommy.", "Tomáš", "decline 1"),
    ("courtesy_name", "en", "Sorry Pete, not for sale.", "Petr", "decline 1"),
    ("courtesy_name", "en", "No deal.", "Petr", "decline 1"),
    ("courtesy_name", "cs", "Prodáno! Podkova je tvoje, Petře.", "Petr", "accept 1"),
    ("courtesy_name", "cs", "Prodano, podkova je tvoje Petre", "Petr", "accept 1"),
    ("courtesy_name", "en", "Thanks Pete, deal!", "Petr", "accept 1"),
]
