"""Issue 41, round 13: replies a newcomer wrote that a person understands and we misread, and
their classes. Members built for this project as players write them (Czech with and without
diacritics, English); a third of each class is kept aside outside the repository and only
measured (the figure is in rep20's report and in bench/RESULTS.md).

Every live member is played through a live game by mail (tests/mail/reading_classes.play)."""

from __future__ import annotations

CLASSES = {
    "offer_sentence": "A trade offer said in a sentence (give / pay / offer X for your Y; dám "
                      "ti / nabízím / zaplatím … za tvoji …), the field by number, full name or "
                      "a part, a name called first, a sentence of chatter beside it: the offer; "
                      "one that cannot be made is refused with the game's reason, never 'no "
                      "move'.",
    "bare_yes": "A bare yes ('👍', 'ok', 'jo', 'sure') while a purchase and an offer both wait "
                "for a yes: asked back which, nothing played; with one waiting it answers it.",
    "menu_sentence": "A menu number in a sentence ('I'll go with 1', 'let's do 2', 'beru "
                     "jedničku', 'volím 2', 'dvojka') is that menu's option in the phase the "
                     "menu is for; 'I'll go with yes' is the yes.",
    "absence": "An absence begun or ended in a sentence, among other sentences, after a "
               "greeting, with or without a move beside it.",
    "lead_in": "A lead-in before a colon that is no move of its own ('Going big in Ústí this "
               "time:', 'Tak jdu na to:') is chatter; the move after the colon plays.",
    "invitation": "Invitation answers with a negation: double negatives and idioms of yes "
                  "('I can't say no', 'nemůžu odmítnout', 'no way I'm missing this') join; a "
                  "wish turned to a no ('I'd love to but can't') declines.",
    "post_game": "A reply after the end: a reaction to our mail ('Škoda. Tak nic.', 'Oh well') "
                 "goes to nobody; a line to a named player goes to that player only; a "
                 "signature never travels.",
    "no_answer": "Every reply from a known address gets an answer or a documented silence, and "
                 "pbm mail-in prints what happened: an organizer's words to a finished game "
                 "get its end; MY GAMES is never eaten by the cap on chatter answers.",
}

# WesternPoly, "field_sale": Ann owns Shack U Hnědáka (1), the holder is to throw:
# (class, lang, body, the move played)
OFFERS = [
    ("offer_sentence", "en", "Ann, I'll give you $4000 for your Shack U Hnědáka (1). I need "
     "it for my set!", "offer Ann give $4000 get 1"),
    ("offer_sentence", "en", "I'll pay you $4000 for your shack", "offer Ann give $4000 get 1"),
    ("offer_sentence", "en", "Great game so far. Ann, I'll pay $3000 for your shack.",
     "offer Ann give $3000 get 1"),
    ("offer_sentence", "cs", "Ann, dám ti 2500 $ za tvoji chatrč, potřebuju ji do sbírky.",
     "offer Ann give $2500 get 1"),
    ("offer_sentence", "cs", "Zaplatim ti 3000 $ za tu tvoji chatrc. Snad to vezmes.",
     "offer Ann give $3000 get 1"),
    ("offer_sentence", "en", "Ann, I'd happily pay $2000 for your Shack, it completes my row.",
     "offer Ann give $2000 get 1"),
    # built after the held-out run, which missed a name called at the end of the offer
    ("offer_sentence", "cs", "Dám 2800 $ za tvoji chatrč, Ann. Rozmysli si to.",
     "offer Ann give $2800 get 1"),
]
# Tomáš offers the holder $500 ("offered"): the field named is not his: refused, with why
NOT_HIS = [
    ("offer_sentence", "cs", "Tome, dám ti 2000 $ za tu tvoji chatrč, co si teď koupíš :)"),
    ("offer_sentence", "cs", "Tome, nabizim ti 1500 $ za tvoji chatrc, at mam celou radu."),
]
NOT_HIS_WHY = "pole „Chatrč“ nepatří Tomášovi"  # the rule's own reason: whose it is not

# (class, lang, body, position, the moves played: () when asked back)
YESES = [
    ("bare_yes", "cs", "👍", "offered_turn", ()),
    ("bare_yes", "cs", "Jo", "offered_turn", ()),
    ("bare_yes", "en", "Sure!", "offered_turn", ()),
    ("bare_yes", "en", "ok 👍🏽", "offered_turn", ()),
    ("bare_yes", "cs", "👍", "", ("buy",)),
    ("bare_yes", "en", "Sure!", "offered_buying", ("accept 1",)),
]
ASKED = {"cs": "ano sedí na dvě otázky", "en": "yes fits two questions"}

# (class, game, lang, body, position, the menu option it is / the move)
MENUS = [
    ("menu_sentence", "ohhell", "en", "I'll go with 1.", "play", 1),
    ("menu_sentence", "ohhell", "en", "let's do 2", "play", 2),
    ("menu_sentence", "ohhell", "cs", "Beru jedničku.", "play", 1),
    ("menu_sentence", "ohhell", "cs", "Volím dvojku, uvidíme", "play", 2),
    ("menu_sentence", "ohhell", "cs", "Jdu do dvojky.", "play", 2),
    ("menu_sentence", "ohhell", "en", "Hmm, I'll go with 2 I guess.", "play", 2),
    ("menu_sentence", "westernpoly", "en", "I'll go with yes.", "", "buy"),
    ("menu_sentence", "westernpoly", "en", "I'm going with no.", "", "pass"),
    ("menu_sentence", "westernpoly", "cs", "Tak volím ne, díky.", "", "pass"),
]

# (class, lang, body): the holder's absence begins (WesternPoly, in a live game)
AWAY = [
    ("absence", "cs", "Ahoj, nebudu tu do pátku, jedu na hory. Hrajte zatím beze mě."),
    ("absence", "cs", "Jedu na hory. Nebudu tu do patku."),
    ("absence", "cs", "Zdravím, příští týden jsem na dovolené, hrajte beze mě."),
    ("absence", "en", "Hi all, I'm away until Sunday, play on without me."),
]
# (class, lang, body): it ends, a move below it or none
BACK = [
    ("absence", "cs", "Jsem zpátky dřív, sníh nebyl :(\nroll"),
    ("absence", "cs", "Ahoj, už jsem doma, hory byly zavřené."),
    ("absence", "en", "Good news, I'm back early!\nroll"),
    ("absence", "en", "Back early, the flight was cancelled."),
]

# 1926's first placement: (class, lang, body, the move)
LEADS = [
    ("lead_in", "en", "Going big in Ústí this time: large Usti", "large aussig"),
    ("lead_in", "en", "My move this time: small Brno", "small brno"),
    ("lead_in", "en", "Here goes nothing: medium Plzen", "medium plzen"),
    ("lead_in", "cs", "Tak jdu na to: velká Praha", "large praha"),
    ("lead_in", "cs", "Jdu do toho naplno: velkou do Ústí", "large aussig"),
    ("lead_in", "cs", "Rozhodnuto: stredni Brno", "medium brno"),
]

# (class, text, the answer: "join" / "decline")
INVITATIONS = [
    ("invitation", "I can't say no to a rematch. Count me in.", "join"),
    ("invitation", "Nemůžu odmítnout, jdu do toho.", "join"),
    ("invitation", "How could I say no?", "join"),
    ("invitation", "No way I'm missing this!", "join"),
    ("invitation", "To si nenechám ujít!", "join"),
    ("invitation", "I wouldn't miss it for the world.", "join"),
    ("invitation", "Tak to nemuzu odmitnout :)", "join"),
    ("invitation", "Nemůžu si to nechat ujít.", "join"),  # after the held-out run
    ("invitation", "I'd love to but can't", "decline"),
    ("invitation", "Rád bych, ale nestihnu to.", "decline"),
    ("invitation", "Rada bych, ale tenhle měsíc nemůžu.", "decline"),
    ("invitation", "Would love to, but I'm away all month.", "decline"),
]

# after the end, to the game-over mail of a finished three-seat WesternPoly game
# (tests/test_mail_own_terms.finished_table: Lucie Malá, Petr Novák, Cyril Roh in Czech; Ann
# Lee, Bob Day, Cid Roe in English; the first writes): (class, lang, body, whom it reaches:
# None nobody, "table" both others, else the one address), the words that must not travel
POST_GAME = [
    ("post_game", "cs", "Škoda. Tak nic.\n\nLucka", None, "Lucka"),
    ("post_game", "en", "Never mind.", None, ""),
    ("post_game", "cs", "Tak nic, no. Mějte se.", None, ""),
    ("post_game", "en", "Thanks Bob, pleasure doing business!", "bob", ""),
    ("post_game", "cs", "Petře, díky za obchod, příště tě porazím.\nLucka", "bob", "Lucka"),
    ("post_game", "en", "GG, well played all.\n\n--\nAnn", "table", "--"),
]
