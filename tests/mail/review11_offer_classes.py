"""Answers to trade offers, the last blind round (issue 41, rep15b): the verb of an answer fits
the reader's side of the offer, an offer named by the field it trades, and "did you mean"
suggestions only of words close in their stem. Built for this project as Czech and English
players write them; a third of every class is kept aside outside the repository and only
measured (the figure is in docs/mail-replies.md)."""

from __future__ import annotations

CLASSES = {
    "offer_side_words": "the verb of an answer to the one open offer must fit the reader's "
    "side of it: they give a field for money, words of selling (prodám, "
    "prodávám, neprodám, I'll sell); they get a field for money, words of "
    "buying (kupuju, koupím ji, nekupuju, I'll buy); a gift, any yes or no "
    "but neither; a verb of the wrong side is asked back with the offer's "
    "number and 'přijímám N' / 'odmítám N', never accepted; a purchase "
    "waiting keeps its buy words",
    "offer_by_field": "with several offers open, an offer is named by a field it trades, in "
    "any Czech case, with or without diacritics, or its kind ('Chatrč beru, "
    "Modrou podkovu ne', 'odmítám obchod s Chatrčí', 'the shack one'); a "
    "field two open offers trade is asked back with both numbers",
    "suggestion_unrelated": "a 'did you mean' names only words close to what was written in "
    "their stem, of the player's language, and playable now: none for "
    "a short or common word (tu, ji, it, hodně) or a word sharing only "
    "an ending (modrou / zlatou, tu / kartu)",
}

# The reader's positions (tests/mail/reading_classes.play): a gift of $500 from Ann to the
# offer's mail ("offered_roll"; "offered_buying" while a purchase waits), Ann's $2500 for the
# reader's Modrá podkova ("field_offer"), Ann's Chatrč U Hnědáka for $1000 ("field_sale"), both
# ("field_trades": 1 the Chatrč, 2 $2500 from Bob for Modrá podkova), two offers for Modrá
# podkova ("field_offers").
GIFT = "offered_roll"
GIFT_BUY = "offered_buying"
SELLS = "field_offer"
BUYS = "field_sale"
TRADES = "field_trades"
TWO_FOR_ONE = "field_offers"

# (line, language, position, the control played alike, or '' and the offers asked back)
OFFER_SIDE_WORDS = [
    ("Prodávám.", "cs", GIFT, "", "1"),
    ("Prodám ti ho.", "cs", GIFT, "", "1"),
    ("Dobře, prodám.", "cs", GIFT, "", "1"),
    ("Neprodám.", "cs", GIFT, "", "1"),
    ("Kupuju.", "cs", GIFT, "", "1"),
    ("Koupím to, díky.", "cs", GIFT, "", "1"),
    ("Nechám si ji.", "cs", GIFT, "", "1"),
    ("Prodám ti ji.", "cs", GIFT_BUY, "", "1"),
    ("I'll sell, thanks.", "en", GIFT_BUY, "", "1"),
    ("Kupuju.", "cs", SELLS, "", "1"),
    ("I'll buy it.", "en", SELLS, "", "1"),
    ("kupuju to", "cs", SELLS, "", "1"),
    ("Prodám ti ji.", "cs", BUYS, "", "1"),
    ("I'll sell it.", "en", BUYS, "", "1"),
    ("Koupím ji, díky.", "cs", BUYS, "přijímám 1", ""),
    ("I'll buy it.", "en", BUYS, "accept 1", ""),
    ("Beru.", "cs", BUYS, "přijímám 1", ""),
    ("Prodávám.", "cs", SELLS, "přijímám 1", ""),
    ("Dohodnuto.", "cs", GIFT, "přijímám 1", ""),
    ("Chatrč kupuju, Modrou podkovu neprodám.", "cs", TRADES, "přijímám 1\nodmítám 2", ""),
]

# (line, language, position, the control played alike, or '' and the offers asked back)
OFFER_BY_FIELD = [
    ("Chatrč beru, Modrou podkovu ne.", "cs", TRADES, "přijímám 1\nodmítám 2", ""),
    ("Beru tu nabídku na Chatrč.", "cs", TRADES, "přijímám 1", ""),
    ("Chatrč ne.", "cs", TRADES, "odmítám 1", ""),
    ("Nabídku na Nocležnu odmítám.", "cs", TRADES, "odmítám 2", ""),
    ("Accept the shack one.", "en", TRADES, "accept 1", ""),
    ("Decline the Modrá podkova offer.", "en", TRADES, "decline 2", ""),
    ("Za Chatrč díky, beru.", "cs", TRADES, "přijímám 1", ""),
    ("Modrou podkovu prodám, Chatrč nechci.", "cs", TRADES, "přijímám 2\nodmítám 1", ""),
    ("Nocležnu ne, chatrč ano", "cs", TRADES, "odmítám 2\npřijímám 1", ""),
    ("The shack yes, the lodging house no.", "en", TRADES, "accept 1\ndecline 2", ""),
    ("Modrou podkovu prodám.", "cs", TWO_FOR_ONE, "", "1 2"),
    ("Beru nabídku na Modrou podkovu.", "cs", TWO_FOR_ONE, "", "1 2"),
    ("I'll accept the Modrá podkova offer.", "en", TWO_FOR_ONE, "", "1 2"),
    ("modrou podkovu beru", "cs", TWO_FOR_ONE, "", "1 2"),
    # both answered in words, the field's clause saying the same: nothing to ask (review 10's
    # c089 regression); a field's clause saying the other thing still asks
    ("Odmítám obě, Modrou podkovu neprodám.", "cs", TWO_FOR_ONE, "odmítám 1\nodmítám 2", ""),
    ("Modrou podkovu neprodám, obě nabídky odmítám.", "cs", TWO_FOR_ONE,
     "odmítám 1\nodmítám 2", ""),
    ("Decline both, I'm not selling Modrá podkova.", "en", TWO_FOR_ONE,
     "decline 1\ndecline 2", ""),
    ("Odmítám obě, ale Modrou podkovu prodám.", "cs", TWO_FOR_ONE, "", "1 2"),
    # English says its no before the verb
    ("I won't buy the shack, thanks.", "en", TRADES, "decline 1", ""),
    ("Not selling Modrá podkova, sorry. The shack yes.", "en", TRADES, "decline 2\naccept 1", ""),
]

# (word, language, the suggestions allowed: none for ())
SUGGESTION_UNRELATED = [
    ("tu", "cs", ()),
    ("Tu", "cs", ()),
    ("ten", "cs", ()),
    ("mu", "cs", ()),
    ("modrou", "cs", ()),
    ("dobrou", "cs", ()),
    ("cestu", "cs", ()),
    ("nohu", "cs", ()),
    ("vodu", "cs", ()),
    ("hodně", "cs", ()),
    ("kartáč", "cs", ()),
    ("sázkař", "cs", ()),
    ("svou", "cs", ()),
    ("mou", "cs", ()),
    ("odměna", "cs", ()),
    ("it", "en", ()),
    ("her", "en", ()),
    ("bye", "en", ()),
    ("selll", "cs", ()),
    ("hdoit", "cs", ("hodit",)),
    ("prodta", "cs", ("prodat", "prodám", "prodej")),
    ("trow", "en", ("throw",)),
    ("prdoat", "cs", ("prodat", "prodávat")),
    ("nabdíka", "cs", ("nabídka", "nabídku", "nabízím")),
]
