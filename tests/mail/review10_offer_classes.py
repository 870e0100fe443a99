"""Answers to trade offers in words (issue 41, review 7's WesternPoly misreads): the classes and
members built for this project as Czech and English players write them; a third of every class
is kept aside outside the repository and only measured (bench/RESULTS.md, replies section)."""

from __future__ import annotations

CLASSES = {
    "offer_by_maker": "with two offers open, an offer is named by its number, by its maker's "
                      "name in any Czech case (vocative, genitive 'od Petra', dative, the "
                      "possessive 'Tomášova'), English 'Tom's', or by 'both' (obě, oběma, "
                      "all); the yes or no of the clause about that maker answers it",
    "half_answers": "ordinal and number words name offers by number (jedničku, dvojku, "
                    "druhou, the second one); every clause answering an offer is played, "
                    "none dropped silently",
    "one_offer_words": "the one open offer answered with its maker's name in any case or its "
                       "own price repeated, in the colloquial yes or no of deals (dohodnuto, "
                       "plácnem si, ani za nic, no way)",
    "greeting_names_no_offer": "a maker's name after a greeting word ('Ahoj Petře,', 'Hi "
                               "Peter,') greets: in a line that says more than a yes or no "
                               "('Ahoj Petře, ano, koupit') it names no offer, and the yes "
                               "is the move's; alone with its yes or no it answers that offer",
    "offer_idiom_answers_offer": "in a reply to the mail that only carried the one trade "
                                 "offer while a purchase waits, a deal's idiom of refusal or "
                                 "acceptance (nechám to být, nechám to plavat, to si nechám "
                                 "ujít, nemám zájem, dohodnuto, pass, I'll leave it, I'll "
                                 "pass), with remarks and a called name around it, answers "
                                 "the offer; only a purchase command (koupit, nekupovat, the "
                                 "field's name, the menu number) answers the purchase",
    "offer_and_purchase_clauses": "in a reply to the offer's own mail, a line answering the "
                                  "offer in one clause and the waiting purchase in another by "
                                  "a purchase command (or the field with 'taky') plays both",
    "say_signature": "a signature (initials, '--', 'S pozdravem X', a name of the writer's "
                     "initial) under a message to a player is no part of the message",
}
# Two offers open to the holder: 1 from the first other player ($500), 2 from the second
# ($800). (line, the same answers alone, language, position)
TWO_CS = "offered_two|Tomáš Král,Petr Novák"
TWO_EN = "offered_two|Tom Hall,Peter Novak"
OFFER_BY_MAKER = [
    ("Petře, díky, ale ne.", "odmítám 2", "cs", TWO_CS),
    ("Přijímám tu od Petra.", "přijímám 2", "cs", TWO_CS),
    ("Oběma děkuju, ale obě nabídky odmítám.", "odmítám 1\nodmítám 2", "cs", TWO_CS),
    ("Petrovi ne, Tomášova nabídka je lepší – beru tu od Tomáše.", "odmítám 2\npřijímám 1",
     "cs", TWO_CS),
    ("Tomáši, beru!", "přijímám 1", "cs", TWO_CS),
    ("Nabídku od Petra Nováka přijímám.", "přijímám 2", "cs", TWO_CS),
    ("Petrova nabídka se mi líbí, beru ji.", "přijímám 2", "cs", TWO_CS),
    ("Tomášovu nabídku odmítám, Petrovu beru.", "odmítám 1\npřijímám 2", "cs", TWO_CS),
    ("Tomasi ne, Petre ano", "odmítám 1\npřijímám 2", "cs", TWO_CS),
    ("Všechny nabídky odmítám, díky.", "odmítám 1\nodmítám 2", "cs", TWO_CS),
    ("I'll take Peter's offer.", "accept 2", "en", TWO_EN),
    ("No thanks, Tom.", "decline 1", "en", TWO_EN),
    ("Declining both, sorry.", "decline 1\ndecline 2", "en", TWO_EN),
]
HALF_ANSWERS = [
    ("Beru nabídku 1, dvojku odmítám.", "přijímám 1\nodmítám 2", "cs", TWO_CS),
    ("odmítám 1. Ale druhou beru: přijímám 2", "odmítám 1\npřijímám 2", "cs", TWO_CS),
    ("Jedničku beru, dvojku ne.", "přijímám 1\nodmítám 2", "cs", TWO_CS),
    ("První odmítám, druhou přijímám.", "odmítám 1\npřijímám 2", "cs", TWO_CS),
    ("Přijímám 2 a jedničku odmítám", "přijímám 2\nodmítám 1", "cs", TWO_CS),
    ("Prvni beru, druhou ne", "přijímám 1\nodmítám 2", "cs", TWO_CS),
    ("Accept the first one, decline the second one.", "accept 1\ndecline 2", "en", TWO_EN),
    ("The second one yes, the first one no.", "accept 2\ndecline 1", "en", TWO_EN),
    ("Dvojku beru, jedničku odmítám, díky oběma.", "přijímám 2\nodmítám 1", "cs", TWO_CS),
]
# One offer open: $500 from the first other player, while the holder's purchase waits.
ONE_CS = "offered_buying|Tomáš Král,Lucie Malá"
ONE_EN = "offered_buying|Tom Hall,Lucy Small"
ONE_OFFER_WORDS = [
    ("Ani za nic, Tome 😄", "odmítám 1", "cs", ONE_CS),
    ("Dohodnuto, Tome!", "přijímám 1", "cs", ONE_CS),
    ("Nabídku Tomáše Krále odmítám, díky.", "odmítám 1", "cs", ONE_CS),
    ("Ahoj, jo beru ji za 500, díky", "přijímám 1", "cs", ONE_CS),
    ("Tomáši, plácnem si!", "přijímám 1", "cs", ONE_CS),
    ("Tome, zapomeň na to.", "odmítám 1", "cs", ONE_CS),
    ("Tomášova nabídka? Jdu do toho.", "přijímám 1", "cs", ONE_CS),
    ("Nechci, Tomáši, díky.", "odmítám 1", "cs", ONE_CS),
    ("Deal, Tom!", "accept 1", "en", ONE_EN),
    ("No way, Tom 😄", "decline 1", "en", ONE_EN),
    ("Okay, I'll take it for 500.", "accept 1", "en", ONE_EN),
]
# A greeting of the offer's maker above a move of the player's own: the move alone, the offer
# left open (found by the lead: 'Ahoj Petře, ano, koupit' accepted Petr's offer and bought).
GREETING_NAMES_NO_OFFER = [
    ("Ahoj Tomáši, ano, koupit", "koupit", "cs", ONE_CS),
    ("Zdravím Tomáši, jo, kupuju.", "koupit", "cs", ONE_CS),
    ("Tomáši, jo, kupuju.", "koupit", "cs", ONE_CS),
    ("Tomáši, ne, díky. Kupuju.", "odmítám 1\nkoupit", "cs", ONE_CS),
    ("Hi Tom, yes, buy", "buy", "en", ONE_EN),
    ("Hello Tom, yes please, buy it", "buy", "en", ONE_EN),
    ("Ahoj Petře, jo, kupuju to pole.", "koupit", "cs", TWO_CS),
    # alone with its yes or no, the greeted maker's offer is answered
    ("Ahoj Petře, díky, ale ne.", "odmítám 2", "cs", TWO_CS),
    ("Hi Peter, thanks, but no.", "decline 2", "en", TWO_EN),
]
# A deal's idiom in a reply to the offer's own mail answers the offer (review 9's misplay:
# "Díky, ale nechám to být." left the field and ended the turn); a third kept aside.
OFFER_IDIOM_ANSWERS_OFFER = [
    ("Díky, ale nechám to být.", "odmítám 1", "cs", ONE_CS),
    ("To je od tebe hezké, ale ne, díky.", "odmítám 1", "cs", ONE_CS),
    ("Ne ne, žádné dárky od tebe nechci.", "odmítám 1", "cs", ONE_CS),
    ("Dohodnuto.", "přijímám 1", "cs", ONE_CS),
    ("Tohle nechám plavat, díky.", "odmítám 1", "cs", ONE_CS),
    ("To si nechám ujít.", "odmítám 1", "cs", ONE_CS),
    ("Nemám zájem, díky.", "odmítám 1", "cs", ONE_CS),
    ("Diky, ale nemam zajem.", "odmítám 1", "cs", ONE_CS),
    ("necham to byt", "odmítám 1", "cs", ONE_CS),
    ("Domluveno, díky!", "přijímám 1", "cs", ONE_CS),
    ("Ne, ne, díky, to si odpustím.", "odmítám 1", "cs", ONE_CS),
    ("Thanks, but I'll leave it.", "decline 1", "en", ONE_EN),
    ("I'll pass, thanks.", "decline 1", "en", ONE_EN),
    ("Pass.", "decline 1", "en", ONE_EN),
    ("Sounds good, thanks!", "accept 1", "en", ONE_EN),
    ("Nah, I'm good.", "decline 1", "en", ONE_EN),
    # a purchase command beside it is the purchase's, as always
    ("nekupovat", "nekupovat", "cs", ONE_CS),
    ("Ne, kupuju.", "odmítám 1\nkoupit", "cs", ONE_CS),  # the no is the offer's
]
# the turn mail's question is the purchase: there the same idiom leaves the field
OFFER_IDIOM_TO_TURN_MAIL = [
    ("Díky, ale nechám to být.", "nekupovat", "cs", "offered_turn|Tomáš Král,Lucie Malá"),
]
# Each clause of a line to the offer's mail played: the offer's answer and the purchase's
# (review 9: "Nabídku přijímám, ale Kurz střelby nekupuji." lost the acceptance)
OFFER_AND_PURCHASE_CLAUSES = [
    # (there Kurz střelby waited; here the Chatrč does, and another field named is refused)
    ("Nabídku přijímám, ale Chatrč U Hnědáka nekupuji.", "přijímám 1\nnekupovat", "cs", ONE_CS),
    ("Nabídku 1 beru, Chatrč taky.", "přijímám 1\nkoupit", "cs", ONE_CS),
    ("Přijímám 1, ale Chatrč nekupuji.", "přijímám 1\nnekupovat", "cs", ONE_CS),
    ("Nabídku odmítám a Chatrč kupuji.", "odmítám 1\nkoupit", "cs", ONE_CS),
    ("Dohodnuto, ale nekupuju.", "přijímám 1\nnekupovat", "cs", ONE_CS),
    ("Nabídku 1 beru, Chatrč kupuji taky.", "přijímám 1\nkoupit", "cs", ONE_CS),
    ("I'll pass on the offer, but buy the shack.", "decline 1\nbuy", "en", ONE_EN),
    ("Deal, and buy the shack too.", "accept 1\nbuy", "en", ONE_EN),
]
# (the body, the message's argument as sent, the sender's name)
SAY_SIGNATURE = [
    ("ŘEKNI Petr: ahoj, jak se máš?\nL.", "Petr: ahoj, jak se máš?", "Lucie Malá"),
    ("SAY Bob: see you next round\n-- \nLucy", "Bob: see you next round", "Lucy Small"),
    ("řekni Petrovi: díky za hru\nS pozdravem Lucie", "Petrovi: díky za hru", "Lucie Malá"),
    ("ŘEKNI Tomášovi: to bylo o chlup\nLucka", "Tomášovi: to bylo o chlup", "Lucie Malá"),
    ("SAY Ann: good game\nthat was close\nJ. S.", "Ann: good game\nthat was close",
     "John Smith"),
    ("ŘEKNI Petr: zítra nemůžu\nPřijdu pozdě.\nM.", "Petr: zítra nemůžu\nPřijdu pozdě.",
     "Marek Dvořák"),
]


# --- review 9, the rest (rep12b): the player's own words about the purchase and the offer -----
CLASSES.update({
    "purchase_own_words": "in a reply to the turn mail, wanting, taking or refusing the field "
                          "that waits in the player's own words (this field, it, its name in "
                          "any case; 'chci', 'chcem', 'I want'; 'na ten nemám', 'šetřím na X') "
                          "decides the purchase; another field named in passing as the reason "
                          "('šetřím na Saloon') is chatter",
    "offer_own_words": "in a reply to the mail of the one offer, a yes or no in own words "
                       "(dictated 'přijímám jedna tečka', 'dohodnuto', Slovak 'beriem', "
                       "'nie, nechcem') answers the offer, never the waiting purchase",
    "greeting_name_picks_offer": "a name called in a greeting before a bare yes or no ('Čau "
                                 "Petře, ne, díky.') picks its maker's offer, to a turn mail "
                                 "too; with two offers and no name the yes or no is asked back",
    "other_field_named": "a field named that is not the one waiting ('Kurz střelby nekupuji', "
                         "'Shooting range? Can't afford it.') is refused with the waiting "
                         "field's name, never played as the purchase",
    "keyword_in_sentence": "a settings or information keyword (POTVRZENÍ VYP, CONFIRM OFF, MOJE "
                           "HRY, STAV, NÁPOVĚDA) inside a P.S. or a sentence of asking ('a "
                           "pošli mi …', 'and … please') is that command, beside the move",
    "order_written": "a purchase and an offer's answer on one line are played in the order "
                     "written (no rule of WesternPoly orders them)",
    "no_then_buy": "to the offer's mail, a no and a purchase command ('Ne, kupuju.') decline "
                   "the offer and buy",
})
TURN_CS = "offered_turn|Tomáš Král,Lucie Malá"  # the turn mail: Chatrč U Hnědáka waits
TURN_EN = "offered_turn|Tom Hall,Lucy Small"
TWO_TURN_CS = "offered_two_turn|Tomáš Král,Petr Novák"  # the turn mail with two offers
TWO_TURN_EN = "offered_two_turn|Tom Hall,Peter Novak"
BEDRICH_CS = "offered_turn|Bedřich Král,Lucie Malá"
BEDRICH_EN = "offered_turn|Bedrich Hall,Lucy Small"
# (line, the same moves alone, language, position); a third of each class kept aside
PURCHASE_OWN_WORDS = [
    ('Jo, tohle chci.', 'koupit', 'cs', TURN_CS),  # held out, missed, then fixed
    ('Tohle pole chci!', 'koupit', 'cs', TURN_CS),
    ('Chatrč chci.', 'koupit', 'cs', TURN_CS),
    ('Tuhle chatrč chci, díky.', 'koupit', 'cs', TURN_CS),
    ('Chci to pole.', 'koupit', 'cs', TURN_CS),
    ('Chatrc beru', 'koupit', 'cs', TURN_CS),
    ('tohle pole chci', 'koupit', 'cs', TURN_CS),
    ('Túto chatrč chcem.', 'koupit', 'cs', TURN_CS),
    ('I want it!', 'buy', 'en', TURN_EN),
    ('Want it.', 'buy', 'en', TURN_EN),
    ('I want the shack.', 'buy', 'en', TURN_EN),
    ('Chatrč U Hnědáka chci!', 'koupit', 'cs', TURN_CS),
    ('Chatrč? Na tu teď nemám, šetřím na Saloon.', 'nekupovat', 'cs', TURN_CS),
    ('Na tu nemám.', 'nekupovat', 'cs', TURN_CS),
    ('Chatrč nechci, šetřím na Whisky Joe.', 'nekupovat', 'cs', TURN_CS),
    ('Na tohle teď fakt nemám.', 'nekupovat', 'cs', TURN_CS),
    ('Nemám na ni, šetřím.', 'nekupovat', 'cs', TURN_CS),
    ("I'm saving for the saloon, so no.", 'pass', 'en', TURN_EN),
    ('Na ten nemám, spořím na Tři esa.', 'nekupovat', 'cs', TURN_CS),
    ('Na Tu Teď Nemám', 'nekupovat', 'cs', TURN_CS),
]
OFFER_OWN_WORDS = [
    ('přijímám jedna tečka', 'přijímám 1', 'cs', ONE_CS),
    ('Odmítám jedna tečka', 'odmítám 1', 'cs', ONE_CS),
    ('Dohodnuto, díky!', 'přijímám 1', 'cs', ONE_CS),
    ('Platí, beriem.', 'přijímám 1', 'cs', ONE_CS),
    ("That's kind of you, but no thanks.", 'decline 1', 'en', ONE_EN),
    ("Nope, I don't want your gifts.", 'decline 1', 'en', ONE_EN),
    ('Domluveno.', 'přijímám 1', 'cs', ONE_CS),
    ('Žádné dárky, díky, nechci.', 'odmítám 1', 'cs', ONE_CS),
    ('Ne Ne, Díky.', 'odmítám 1', 'cs', ONE_CS),
]
GREETING_NAME_PICKS_OFFER = [
    ('Čau Petře, ne, díky.', 'odmítám 2', 'cs', TWO_TURN_CS),
    ('Ahoj Tomáši, ne, díky.', 'odmítám 1', 'cs', TWO_TURN_CS),
    ('Zdravím Tomáši, ne.', 'odmítám 1', 'cs', TWO_TURN_CS),
    ('Cau Petre, ne, diky.', 'odmítám 2', 'cs', TWO_TURN_CS),
    ('Hey Tom, yes!', 'accept 1', 'en', TWO_TURN_EN),
    ('Ahoj Petře, ano.', 'přijímám 2', 'cs', TWO_TURN_CS),
    ('Dobrý den Petře, ne, děkuji.', 'odmítám 2', 'cs', TWO_TURN_CS),
    ('Čau Tomáši, ne, díky.', 'odmítám 1', 'cs', TURN_CS),
    ('Ne, díky.', 'přijímám 1 nebo 2 nebo odmítám', 'cs', TWO_CS),
    ('No thanks.', 'accept 1 or 2 or decline', 'en', TWO_EN),
    ('Nemám zájem, díky.', 'přijímám 1 nebo 2 nebo odmítám', 'cs', TWO_CS),
]
# (line, the field named, language, position): refused with the field that waits
OTHER_FIELD_NAMED = [
    ('Kurz střelby nekupuji', 'Kurz střelby', 'cs', TURN_CS),
    ('Kurz střelby? Na ten teď nemám, šetřím na Saloon.', 'Kurz střelby', 'cs', TURN_CS),
    ('Whisky Joe nechci.', 'Whisky Joe', 'cs', TURN_CS),
    ('Kurz strelby nekupuju', 'Kurz střelby', 'cs', TURN_CS),
    ('Zlatý důl chci!', 'Zlatý důl', 'cs', TURN_CS),
    ("Shooting range? Can't afford it.", 'Shooting range', 'en', TURN_EN),
    ('Whisky Joe? Na to nemám.', 'Whisky Joe', 'cs', TURN_CS),
    ("I don't want Whisky Joe.", 'Whisky Joe', 'en', TURN_EN),
]
KEYWORD_IN_SENTENCE = [
    ('koupit\nPS: a pošli mi POTVRZENÍ VYP', 'koupit\nPOTVRZENÍ VYP', 'cs', TURN_CS),
    ('koupit\nP.S. a pošlete mi prosím MOJE HRY', 'koupit\nMOJE HRY', 'cs', TURN_CS),
    ('buy\nPS: and send me MY GAMES please', 'buy\nMY GAMES', 'en', TURN_EN),
    ('koupit\nPS: a taky POTVRZENÍ ZAP', 'koupit\nPOTVRZENÍ ZAP', 'cs', TURN_CS),
    ('koupit\nPPS: a KAŽDÝ TAH VYP', 'koupit\nKAŽDÝ TAH VYP', 'cs', TURN_CS),
    ('buy\nP.S. also CONFIRM ON', 'buy\nCONFIRM ON', 'en', TURN_EN),
    ('koupit\nPS: a pošli mi NÁPOVĚDU', 'koupit\nNÁPOVĚDA', 'cs', TURN_CS),
    ('buy\nPS: please send me the BOARD', 'buy\nBOARD', 'en', TURN_EN),
    ('Koupit, a pošli mi POTVRZENÍ VYP.', 'koupit\nPOTVRZENÍ VYP', 'cs', TURN_CS),
    ('buy\nPS: oh and CONFIRM OFF', 'buy\nCONFIRM OFF', 'en', TURN_EN),
]
ORDER_WRITTEN = [
    ('Nekupuju. A tu nabídku od Bedřicha odmítám.', 'nekupovat\nodmítám 1', 'cs', BEDRICH_CS),
    ('Tu nabídku od Bedřicha odmítám a nekupuju.', 'odmítám 1\nnekupovat', 'cs', BEDRICH_CS),
    ('Bedřichovu nabídku beru, a kupuju.', 'přijímám 1\nkoupit', 'cs', BEDRICH_CS),
    ('Nekupuji, a Bedřichovi ne.', 'nekupovat\nodmítám 1', 'cs', BEDRICH_CS),
    ('Nekupuju, Bedřichu ne.', 'nekupovat\nodmítám 1', 'cs', BEDRICH_CS),
    ('Chatrč nekupuju. Bedřichovi díky, ale ne.', 'nekupovat\nodmítám 1', 'cs', BEDRICH_CS),
]
NO_THEN_BUY = [  # and 'Ne, kupuju.' above
    ('Ne, díky, kupuju.', 'odmítám 1\nkoupit', 'cs', ONE_CS),  # held out, missed, then fixed
    ('Ne, koupit.', 'odmítám 1\nkoupit', 'cs', ONE_CS),
    ('No, buy.', 'decline 1\nbuy', 'en', ONE_EN),
    ('Ne, ale kupuju.', 'odmítám 1\nkoupit', 'cs', ONE_CS),
]


# --- a newcomer's whole games by mail (rep13b) ------------------------------------------------
CLASSES.update({
    "yes_and_number": "a yes or no word beside a numbered answer to an offer (on its line or "
                      "the one above) is one decision, played once and read back once; the "
                      "number decides which offer; a yes and a no to one offer are asked back",
    "buy_pass_own_words": "to the turn mail while a purchase waits and no offer is open, a "
                          "buy or a pass in own words (an imperative 'ber', 'vezmi to', 'nech "
                          "to plavat'; 'nemám zájem'; a filler before the yes 'Hmm, tak jo'; "
                          "'jo, ale jen tohle') decides the purchase",
    "field_common_word": "one common word of a many-word field's name ('milé' of Poslední "
                         "míle, 'cesta', 'tři', 'modrá'), in small letters or opening a "
                         "sentence and with no other word of a name beside it, names no field",
})
ROLL_OFFER = "offered_roll"  # the offer's mail while the holder is to throw: no purchase waits
ROLL_OFFER_LATER = "offered_roll_later"  # the same, the holder's offer numbered 2
# (line, the same moves alone, language, position); a third of each class kept aside
YES_AND_NUMBER = [
    ("Platí, beru nabídku 1.", "přijímám 1", "cs", ROLL_OFFER),
    ("Dobře, beru nabídku 2.", "přijímám 2", "cs", ROLL_OFFER_LATER),
    ("Souhlasím, přijímám 1", "přijímám 1", "cs", ROLL_OFFER),
    ("Deal, accept 2.", "accept 2", "en", ROLL_OFFER_LATER),
    ("OK, přijímám 2", "přijímám 2", "cs", ROLL_OFFER_LATER),
    ("Platí!\nBeru nabídku 1", "přijímám 1", "cs", ROLL_OFFER),
    ("Jasne, prijimam nabidku 1", "přijímám 1", "cs", ROLL_OFFER),
    ("Dobre, beriem ponuku 1", "přijímám 1", "cs", ROLL_OFFER),
    ("Ne, odmítám 1", "odmítám 1", "cs", ROLL_OFFER),
    ("No, decline 1.", "decline 1", "en", ROLL_OFFER),
    ("Yes!\naccept 1", "accept 1", "en", ROLL_OFFER),
    ("Ano!\nBeru nabídku 2", "přijímám 2", "cs", ROLL_OFFER_LATER),
    ("Platí, beru nabídku 1.", "přijímám 1", "cs", "offered_roll_turn"),
    ("Ano, beru 1", "přijímám 1", "cs", ROLL_OFFER),  # held out, missed, then fixed
    ("beru 1", "přijímám 1", "cs", ROLL_OFFER),  # to the offer's mail: the offer, no option
]
# (body, the line quoted, the words of the ask-back): the yes word is never played alone
YES_AND_NUMBER_ASKED = [
    ("Ano!\nBeru nabídku 1", "Beru nabídku 1", "není určená tobě", "cs", ROLL_OFFER_LATER),
    ("Platí!\nodmítám 1", "Platí!", "přijímáš, nebo odmítáš", "cs", ROLL_OFFER),
    ("Yes!\ndecline 1", "Yes!", "accept offer 1 or decline it", "en", ROLL_OFFER),
    # a menu number with a verb of taking while that offer is open, to the turn mail
    ("beru 1", "beru 1", "možnost 1 z nabídky tahů, nebo obchodní nabídku 1", "cs",
     "offered_roll_turn"),
]
BUY_PASS_OWN_WORDS = [
    ("Nech to být.", "nekupovat", "cs", ""),
    ("Nech to plavat", "nekupovat", "cs", ""),
    ("Nemám zájem.", "nekupovat", "cs", ""),
    ("Hmm, tak jo.", "koupit", "cs", ""),
    ("Jo, ale jen tohle.", "koupit", "cs", ""),
    ("Jasňačka", "koupit", "cs", ""),
    ("Chci", "koupit", "cs", ""),
    ("ber", "koupit", "cs", ""),
    ("Nemam zajem", "nekupovat", "cs", ""),
    ("Vezmi", "koupit", "cs", ""),
    ("Tak jo", "koupit", "cs", ""),
    ("Nezájem", "nekupovat", "cs", ""),
    ("Nechte to plavat", "nekupovat", "cs", ""),
    ("Vezmi to", "koupit", "cs", ""),
    ("Nemám o to zájem.", "nekupovat", "cs", ""),
    ("Ber to", "koupit", "cs", ""),
    ("Leave it.", "pass", "en", ""),
    ("Not interested.", "pass", "en", ""),
    ("Grab it!", "buy", "en", ""),
    ("Let it go.", "pass", "en", ""),
    ("Nech ho plavat.", "nekupovat", "cs", ""),  # held out, missed, then fixed
    ("Nech ji být", "nekupovat", "cs", ""),  # held out, missed, then fixed
    ("Nemám záujem.", "nekupovat", "cs", ""),  # held out, missed, then fixed
]
FIELD_COMMON_WORD = [
    ("To je od tebe milé, ale nechci.", "odmítám 1", "cs", "offered_buying"),
    ("To je milé, ale ne.", "odmítám 1", "cs", "offered_buying"),
    ("Díky, moc milé, ale nechci.", "odmítám 1", "cs", "offered_buying"),
    ("Cesta je to dlouhá, nechci.", "odmítám 1", "cs", "offered_buying"),
    ("Tři dny jsem pryč, nechci.", "odmítám 1", "cs", "offered_buying"),
    ("Modrá je moje barva, ale nechci.", "odmítám 1", "cs", "offered_buying"),
    # held out, missed, then fixed: "money" of the Money card
    ("That's a kind offer, but no, I'll keep my money.", "decline 1", "en", "offered_buying"),
]
CLASSES["offer_and_purchase_any_mail"] = (
    "an offer answered by its number and the waiting purchase in another clause of the line "
    "('Nabídku 1 beru, Kurz střelby taky.') play both, to the offer's mail and to the turn mail")
RANGE_TURN = "offered_turn_range"  # the turn mail, a Kurz střelby waits, one offer open
RANGE_OFFER = "offered_buying_range"  # the offer's mail, a Kurz střelby waits
OFFER_AND_PURCHASE_ANY_MAIL = [
    ("Nabídku 1 beru, Kurz střelby taky.", "přijímám 1\nkoupit", "cs", RANGE_TURN),
    ("Nabídku 1 beru, Kurz střelby taky.", "přijímám 1\nkoupit", "cs", RANGE_OFFER),
    ("Nabídku 1 beru, Kurz taky.", "přijímám 1\nkoupit", "cs", RANGE_TURN),
    ("Přijímám 1, ale Kurz nekupuju.", "přijímám 1\nnekupovat", "cs", RANGE_TURN),
    ("Odmítám 1, ale Kurz střelby kupuju.", "odmítám 1\nkoupit", "cs", RANGE_TURN),
    ("Nabidku 1 beru, Kurz strelby taky", "přijímám 1\nkoupit", "cs", RANGE_TURN),
    ("Accept 1, and the shooting range too.", "accept 1\nbuy", "en", RANGE_TURN),
]


# --- review 10's offers for the player's own field (rep14b) ------------------------------------
CLASSES.update({
    "sell_or_keep_answers_buy_offer": "to the mail of an offer to buy the player's field, words "
                                      "of selling or keeping it with a pronoun for it (prodám "
                                      "ti ji, prodávám, neprodám, nechci ji prodat, nechám si "
                                      "ji, predám ti ju, I'll sell, keep it) answer that offer",
    "offer_by_its_price": "with two offers open, an offer is named by its own price ('tu za "
                          "2500', 'the one for $1800'), its sender ('tu od Petra') as before",
})
FIELD_OFFER_CS = "field_offer|Petr Novák,Lucie Malá"  # Petr offers $2500 for Modrá podkova
FIELD_OFFER_EN = "field_offer|Peter Novak,Lucy Small"
FIELD_OFFERS_CS = "field_offers|Tomáš Král,Petr Novák"  # Tomáš $2500 (1), Petr $1800 (2)
FIELD_OFFERS_EN = "field_offers|Tom Hall,Peter Novak"
# (line, the same answers alone, language, position); a third kept aside
SELL_OR_KEEP = [
    ("Prodávám ti ji, Petře.", "přijímám 1", "cs", FIELD_OFFER_CS),  # review 10
    ("Dobře, prodám ti ji.", "přijímám 1", "cs", FIELD_OFFER_CS),
    ("Nechci ji prodat.", "odmítám 1", "cs", FIELD_OFFER_CS),  # review 10
    ("Neprodám, Petře, díky.", "odmítám 1", "cs", FIELD_OFFER_CS),
    ("Nechám si ji, díky.", "odmítám 1", "cs", FIELD_OFFER_CS),
    ("Prodavam ti ji.", "přijímám 1", "cs", FIELD_OFFER_CS),
    ("Predám ti ju.", "přijímám 1", "cs", FIELD_OFFER_CS),
    ("I'll sell it to you, Peter.", "accept 1", "en", FIELD_OFFER_EN),
    ("Sorry, I'll keep it.", "decline 1", "en", FIELD_OFFER_EN),
]
OFFER_BY_ITS_PRICE = [
    ("Beru tu za 2500.", "přijímám 1", "cs", FIELD_OFFERS_CS),  # review 10
    ("Tu za 1800 odmítám.", "odmítám 2", "cs", FIELD_OFFERS_CS),
    ("Beru tu od Petra.", "přijímám 2", "cs", FIELD_OFFERS_CS),
    ("Beru nabídku za 2500 $.", "přijímám 1", "cs", FIELD_OFFERS_CS),
    ("I'll take the one for 2500.", "accept 1", "en", FIELD_OFFERS_EN),
    ("Tu za 1800 ne, díky.", "odmítám 2", "cs", FIELD_OFFERS_CS),
    ("Beru tu za 2 500 $.", "přijímám 1", "cs", FIELD_OFFERS_CS),  # held out, missed, then fixed
]

CLASSES["subject_move"] = (
    "what the player appended to our subject after a dash (a number alone, a command) is read "
    "when the body holds nothing of theirs (empty, a client's 'Odesláno z iPhonu'), in every "
    "game; a number alone is that game's number move (a bid, a menu option)")
# (game, language, body, subject, the same move in the body); a third kept aside
SUBJECT_MOVE = [
    ("goofspiel", "cs", "Odesláno z iPhonu", "Re: {subject} - 9", "přihazuji 9"),  # review 10
    ("goofspiel", "en", "Sent from my iPhone", "Re: {subject} - 9", "bid 9"),
    ("goofspiel", "cs", "", "Re: {subject} – přihazuji 7", "přihazuji 7"),
    ("westernpoly", "cs", "Odesláno z iPhonu", "Re: {subject} - 2", "2"),
    ("goofspiel", "cs", "Odesláno z mého iPhonu", "Odp: {subject} — 3", "přihazuji 3"),
]
