"""Trade words in a reply (issues 41 and 42, review 12n): a verb of the reader's own move with
a field an open offer trades is asked back, offers in the player's own words, lines of the
game's words never dropped silently, standing orders in a sentence. Built for this project as
Czech and English players write them; a third of every class is kept aside outside the
repository and only measured (the figure is in docs/mail-replies.md)."""

from __future__ import annotations

CLASSES = {
    "own_move_or_offer": "a verb of the reader's own move (sell, buy) with a field an open "
    "offer also trades, in a reply that holds other own moves or while that move is legal "
    "and nothing else in the line answers an offer, is asked back ('to the bank, or offer "
    "N?'): neither reading played, the rest played when it is a move of its own; clear words "
    "of answering (the maker's name, přijímám, beru nabídku, the offer's number) answer",
    "offer_own_words": "an offer written in own words: the partner called (vocative, "
    "nickname), in the dative before the verb, 'od' + genitive, or 'ti' / 'you'; 'dám ti X "
    "za Y', 'nabízím X za Y', 'chceš X? Dám ti ji za N', 'chci od P X, dám za ni N', "
    "'I'll give you X for Y', 'Offer to P: my X for her Y'; '3 tis.', '2 tisíce' amounts",
    "game_words_never_silent": "a line the game reads as no move but that holds its words of "
    "two kinds (a field, a player, a sum, a command word) is named in the answer with its "
    "reason beside the moves played; a line of one kind or none stays chatter",
    "standing_order_sentence": "a standing order said in a sentence ('A automaticky kupovat "
    "vždy.', 'Kupuj automaticky všechno', 'Please auto-buy from now on') is set",
}

# Ivana offers the reader $2500 for their Modrá podkova; the reader is to move (may sell)
OFFERED = "field_offer|Ivana Malá,Bob Brown"
# the reader owns Modrá podkova and is to move; no offer open
OWNER = "owner|Ivana Malá,Bob Brown"
# a purchase waits ("kupuju" above the line plays it)
BUYING = "|Ivana Malá,Bob Brown"

# (line, language, control: the same answer by its number, or '' when asked back)
OWN_MOVE_OR_OFFER = [
    ("Prodávám Modrou podkovu a hodím.", "cs", ""),  # review 12n (Radek's saloon)
    ("Prodávám Modrou podkovu.", "cs", ""),
    ("Prodam Modrou podkovu a hazim.", "cs", ""),
    ("Sell Modrá podkova.", "en", ""),
    ("Ivano, prodávám ti Modrou podkovu.", "cs", "přijímám 1"),
    ("Beru nabídku od Ivany.", "cs", "přijímám 1"),
    ("Přijímám nabídku, Modrou podkovu prodávám.", "cs", "přijímám 1"),
    ("Deal, Ivana, I'll sell you Modrá podkova.", "en", "accept 1"),
]

# (line, language, the same offer in the canonical words)
OFFER_OWN_WORDS = [
    ("Ivano, dám ti Modrou podkovu za 3000 $.", "cs", "nabídka Ivaně dávám Modrou podkovu za 3000 $"),
    ("Bobe, dám ti Modrou podkovu za 2 tisíce. Co ty na to?", "cs",
     "nabídka Bobovi dávám Modrou podkovu za 2000 $"),
    ("Ivaně nabízím Modrou podkovu za 2500 dolarů.", "cs",
     "nabídka Ivaně dávám Modrou podkovu za 2500 $"),
    ("Ahoj Ivano, chceš Modrou podkovu? Dám ti ji za 3 tis.", "cs",
     "nabídka Ivaně dávám Modrou podkovu za 3000 $"),
    ("Ivana, I'll give you Modrá podkova for $3000", "en", "offer Ivana give 8 get $3000"),
    ("Offer to Bob: my Modrá podkova for $2000", "en", "offer Bob give 8 get $2000"),
]

# under "kupuju" (a purchase played): (line, language, named in the answer)
GAME_WORDS_NEVER_SILENT = [
    ("Ivaně bych za Modrou podkovu dal klidně 2000 dolarů.", "cs", True),
    ("Vlak bych chtěl od Ivany.", "cs", True),
    ("Maybe I'd sell Bob the Train for 2000.", "en", True),
    ("Tak jo, díky Ivano.", "cs", False),
    ("Hodně štěstí všem!", "cs", False),
    ("Good luck, Bob!", "en", False),
]

# under "kupuju": (line, language, the order's words in the answer)
STANDING_ORDER_SENTENCE = [
    ("A automaticky kupovat vždy.", "cs", "kupovat vždy"),  # review 12n
    ("Kupuj automaticky všechno", "cs", "kupovat vždy"),  # the brief
    ("Please auto-buy from now on", "en", "buy whenever possible"),  # the brief
    ("Odteď prosím kupuj automaticky.", "cs", "kupovat vždy"),
    ("Automaticky nekupuj nic.", "cs", "nikdy nekupovat"),
]
