"""The reply classes left by issue 41's closing note (rep22). Members built for this project
as players write them, in Czech with and without diacritics and in English, some under a
signature; a third of each class was kept aside outside the repository and only measured
(docs/mail-replies.md)."""

from __future__ import annotations

from tests.mail.reading_classes import ASK, UNREAD

CLASSES = {
    "self_correction": "A move, then a word of correction ('ne, vlastně', 'ne,', 'teda', "
                       "'pardon,', 'oprava:', 'I mean', 'sorry, I meant', 'no wait', "
                       "'actually'), then another move: the corrected move is played and "
                       "read back; the card the correction names is never taken for the prize "
                       "on the table.",
    "asked_of_service": "A move asked of the service to write down for the player ('Napiš mi "
                        "tam osmičku', 'Zapiš mi sedmičku prosím', 'Mark me for buy', 'Dej tam "
                        "za mě pass'): played, also when the card is the prize's number.",
    "in_sequence": "Two moves for one decision said in sequence ('I bid 5 and then 7', 'Dám 3 "
                   "a potom 4'), the first written as the game names it or not: asked back, "
                   "nothing played; the second marked for a later turn plays the first.",
    "informal_no": "A no with stretched or cut letters or informal ('Neee', 'nn', 'nope', "
                   "'nah thanks', 'Nee, díky moc') reads as the plain no: to a purchase a "
                   "pass, to an offer a decline, under a move with no offer open courtesy; a "
                   "price weighed too low alone ('Too low, sorry.', 'Málo.') declines the "
                   "offer.",
}


# (class, game, lang, body, position, the holder's first moves or ASK)
MEMBERS = [
    # the closing note's own cases
    ("self_correction", "goofspiel", "cs", "Dám devítku, ne, vlastně osmičku.", "", ("bid 8",)),
    ("asked_of_service", "goofspiel", "cs", "Napiš mi tam osmičku.", "", ("bid 8",)),
    ("asked_of_service", "goofspiel", "cs", "Zapiš mi sedmičku prosím", "", ("bid 7",)),
    ("asked_of_service", "westernpoly", "en", "Mark me for buy", "", ("buy",)),
    ("asked_of_service", "westernpoly", "cs", "Dej tam za mě pass", "", ("pass",)),
    ("in_sequence", "goofspiel", "en", "I bid 5 and then 7.", "", ASK),
    ("in_sequence", "goofspiel", "cs", "Dám 3 a potom 4", "", ASK),
    ("informal_no", "westernpoly", "cs", "koupit\nNee, díky moc", "", ("buy",)),
    ("informal_no", "westernpoly", "cs", "Neee", "", ("pass",)),
    ("informal_no", "westernpoly", "cs", "nn", "", ("pass",)),
    ("informal_no", "westernpoly", "en", "nope", "", ("pass",)),
    ("informal_no", "westernpoly", "en", "nah thanks", "", ("pass",)),
    ("informal_no", "westernpoly", "en", "Too low, sorry.", "offered", ("decline 1",)),
    # built
    ("self_correction", "goofspiel", "cs", "Dam devitku, ne, osmicku.", "", ("bid 8",)),
    ("self_correction", "goofspiel", "cs", "Dám devítku, ne vlastně osmičku.\n\nJakub", "",
     ("bid 8",)),
    ("self_correction", "goofspiel", "cs", "přihazuji 9, pardon, 8", "", ("bid 8",)),
    ("self_correction", "goofspiel", "en", "bid 9 - sorry, I meant 8", "", ("bid 8",)),
    ("self_correction", "goofspiel", "en", "bid 10, no wait, the eight", "", ("bid 8",)),
    ("self_correction", "goofspiel", "cs", "Hraju desítku, teda osmičku.", "", ("bid 8",)),
    ("self_correction", "ohhell", "cs", "Hlásím jeden, ne, vlastně nulu.", "", ("bid 0",)),
    ("self_correction", "ohhell", "en", "bid 1, I mean 0\n\n--\nJames", "", ("bid 0",)),
    ("self_correction", "1926", "cs", "velká Praha, oprava: malá Brno", "", ("small brno",)),
    ("self_correction", "westernpoly", "en", "buy - no wait, pass", "", ("pass",)),
    ("self_correction", "westernpoly", "cs", "koupit, ne, vlastne nekupovat", "", ("pass",)),
    ("self_correction", "goofspiel", "en", "bid 9, sorry, 8", "", ("bid 8",)),
    # a correction not read: the move it corrects is never played
    ("self_correction", "goofspiel", "cs", "Hraju pětku, teda s tou devítkou.", "", UNREAD),
    ("self_correction", "goofspiel", "en", "bid 5, sorry, with the nine then", "", UNREAD),
    ("self_correction", "westernpoly", "en", "buy, sorry, late reply", "", ("buy",)),
    ("asked_of_service", "goofspiel", "cs", "Napis mi osmicku.", "", ("bid 8",)),
    ("asked_of_service", "goofspiel", "en", "Mark me down for 8 please", "", ("bid 8",)),
    ("asked_of_service", "ohhell", "cs", "Napište mi tam nulu, díky.", "", ("bid 0",)),
    ("asked_of_service", "ohhell", "en", "Mark me down for zero", "", ("bid 0",)),
    ("asked_of_service", "westernpoly", "en", "Put me down for a pass", "", ("pass",)),
    ("asked_of_service", "1926", "cs", "Napiš mi tam velkou do Prahy", "", ("large praha",)),
    ("in_sequence", "goofspiel", "en", "bid 5, then 7", "", ASK),
    ("in_sequence", "goofspiel", "en", "bid 5 and then bid 7", "", ASK),
    ("in_sequence", "ohhell", "en", "bid 1 and then 0", "", ASK),
    ("in_sequence", "1926", "en", "large Praha and then small Brno", "", ASK),
    ("in_sequence", "westernpoly", "en", "buy then pass", "", ASK),
    ("in_sequence", "goofspiel", "en", "bid 5 and then 7 next round", "", ("bid 5",)),
    ("informal_no", "westernpoly", "cs", "koupit\nnn, diky", "", ("buy",)),
    ("informal_no", "westernpoly", "cs", "Neee", "offered", ("decline 1",)),
    ("informal_no", "westernpoly", "cs", "Málo, díky.", "offered", ("decline 1",)),
    ("informal_no", "westernpoly", "en", "Way too low, mate.", "offered", ("decline 1",)),
    ("informal_no", "westernpoly", "cs", "To je málo, sorry.", "offered", ("decline 1",)),
]
