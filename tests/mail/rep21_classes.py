"""The reply classes of issue 41 after the thirteenth outside round (rep21). Members built for
this project as players write them (the round's own cases beside them); a third of each
class was kept aside outside the repository and only measured (docs/mail-replies.md)."""

from __future__ import annotations

from tests.mail.reading_classes import ASK

CLASSES = {
    "hedged": "Two moves for one decision offered as alternatives or in doubt ('buď … nebo', "
              "'nebo radši', 'or maybe', 'maybe X, maybe Y', 'X? Y?', 'nevím', 'not sure', "
              "'your call'): asked back which, nothing played; a correction without a word of "
              "choice ('Dám pětku, vlastně sedmičku') still plays the last.",
    "later_remark": "Beside a played move, a line in the player's conditional with a time to "
                    "come ('bych …, až …', 'would … when …'), a question of another time or a "
                    "hypothetical, a statement about another player: a remark, never named, "
                    "no mail of its own.",
    "put_down": "A number chosen in an idiom ('Put me down for two', 'Count me in for zero', "
                "'Napiš mi jeden', 'Dej mi za nulu') is the bid; a field asked for as handed "
                "over ('Dej mi tu chatrč', 'Give me the shack', 'I'll have it') is bought.",
}


# (class, game, lang, body, position, the holder's first moves or ASK)
MEMBERS = [
    # the round's own cases
    ("hedged", "1926", "cs", "Dám buď malou do Plzně, nebo střední do Olomouce.", "", ASK),
    ("hedged", "ohhell", "en", "bid 0, or maybe bid 1", "", ASK),
    ("hedged", "westernpoly", "en", "Not sure - maybe buy, maybe pass. Your call?", "", ASK),
    ("hedged", "goofspiel", "cs", "Hraju sedmičku. Nebo radši osmičku.", "", ASK),
    # built
    ("hedged", "1926", "cs", "Velkou do Prahy, nebo možná střední do Brna?", "", ASK),
    ("hedged", "1926", "cs", "Asi malá Praha, možná ale velká Brno.", "", ASK),
    ("hedged", "1926", "en", "Either large Praha or small Brno, not sure.", "", ASK),
    ("hedged", "goofspiel", "cs", "Přihazuji 5, nebo radši 9.", "", ASK),
    ("hedged", "goofspiel", "cs", "Nevím, jestli dát sedmičku, nebo devítku.", "", ASK),
    ("hedged", "goofspiel", "en", "bid 3 or bid 9, what do you think?", "", ASK),
    ("hedged", "goofspiel", "cs", "Dám dvanáctku? Nebo desítku?", "", ASK),
    ("hedged", "ohhell", "en", "bid 1, or maybe bid 0", "", ASK),
    ("hedged", "ohhell", "cs", "Hlásím nulu, nebo možná jeden.", "", ASK),
    ("hedged", "westernpoly", "cs", "Koupit, nebo nekoupit? Nevím.", "", ASK),
    ("hedged", "westernpoly", "cs", "Možná koupit, možná ne.", "", ASK),
    ("hedged", "westernpoly", "en", "Buy or pass, I can't decide.", "", ASK),
    ("hedged", "goofspiel", "cs", "Hraju sedmičku.\nNebo radši osmičku.", "", ASK),
    ("hedged", "goofspiel", "en", "bid 3, or rather 4", "", ASK),
    ("hedged", "goofspiel", "cs", "Dám pětku, nebo vlastně sedmičku?", "", ASK),
    # what stays one decision
    ("hedged", "goofspiel", "cs", "Dám pětku, vlastně sedmičku.", "", ("bid 7",)),
    ("hedged", "goofspiel", "cs", "přihazuji 5, teda 6", "", ("bid 6",)),
    ("hedged", "1926", "cs", "Dal bych malou do Prahy, ale radši velkou do Brna", "",
     ("large brno",)),
    ("hedged", "westernpoly", "cs", "Koupit, nebo ne? Koupit.", "", ("buy",)),
    ("hedged", "westernpoly", "cs", "Asi koupit.", "", ("buy",)),
    ("hedged", "goofspiel", "cs", "Dám pětku, možná sedmičku příště.", "", ("bid 5",)),
    ("later_remark", "westernpoly", "cs",
     "nekupovat\nKurz střelby bych si koupil, až na něj dojedu.", "", ("pass",)),
    ("later_remark", "westernpoly", "cs",
     "koupit\nPetra má vždycky štěstí na Chatrči U Hnědáka, já nikdy.",
     "|Petra Malá,Bob Brown", ("buy",)),
    ("later_remark", "1926", "en",
     "Would a large in Olomouc have been smarter? No idea.\nsmall Plzen", "", ("small plzen",)),
    ("later_remark", "1926", "cs", "velká Praha\nMalou bych dal do Brna, až tam bude volno.",
     "", ("large praha",)),
    ("later_remark", "goofspiel", "cs", "přihazuji 6\nDvanáctku bych dal, až přijde třináctka.",
     "", ("bid 6",)),
    ("later_remark", "goofspiel", "en", "bid 6\nWould the king have won it last time?", "",
     ("bid 6",)),
    ("later_remark", "ohhell", "en", "bid 0\nAnn always gets the trumps, lucky her.", "",
     ("bid 0",)),
    ("later_remark", "westernpoly", "en", "buy\nI would buy the Saloon too when I land on it.",
     "", ("buy",)),
    ("later_remark", "1926", "cs", "malá Plzeň\nNebyla by lepší velká v Olomouci?", "",
     ("small plzen",)),
    ("put_down", "ohhell", "en", "Put me down for one.", "", ("bid 1",)),
    ("put_down", "ohhell", "en", "Count me in for zero.", "", ("bid 0",)),
    ("put_down", "ohhell", "cs", "Napiš mi jeden.", "", ("bid 1",)),
    ("put_down", "ohhell", "cs", "Dej mi za nulu.", "", ("bid 0",)),
    ("put_down", "goofspiel", "en", "Put me down for 7.", "", ("bid 7",)),
    ("put_down", "goofspiel", "cs", "Zapiš mi devítku.", "", ("bid 9",)),
    ("put_down", "westernpoly", "cs", "Dej mi tu chatrč.", "", ("buy",)),
    ("put_down", "westernpoly", "cs", "Beru si to pole.", "", ("buy",)),
    ("put_down", "westernpoly", "en", "Give me the shack.", "", ("buy",)),
    ("put_down", "westernpoly", "cs", "Vezmu si tu chatrč, díky.", "", ("buy",)),
    ("put_down", "westernpoly", "en", "I'll have it.", "", ("buy",)),
    ("put_down", "westernpoly", "cs", "Chtěla bych tu chatrč.", "", ("buy",)),
]
