"""Replies a blind reviewer found unread in WesternPoly (issue 41, rep16b): a menu option as a
Czech number noun in a sentence, a purchase declined in any person, an offer accepted in words
of the deal done. Built for this project as Czech and English players write them; a third of
every class is kept aside outside the repository and only measured (docs/mail-replies.md)."""

from __future__ import annotations

from tests.mail.reading_classes import Sentence

W = "westernpoly"
SELLS = "field_offer|Petr Novák,Lucie Malá"

CLASSES = {
    "menu_number_noun_sentence": "a menu option named by a Czech number noun (jednička, "
    "dvojku, trojka) in a sentence of chatter, the noun the only number of the line",
    "decline_purchase_persons": "a purchase declined in the 1st person plural or an idiom "
    "(necháme to být, to nebereme, nekoupíme)",
    "ohhell_code_label_kept_now": "Oh Hell: a card's code after a label (Moje karta: AS, "
    "Card: 9C) is played; a card kept for later (si nechám, keep) is not, the card after "
    "teď / now is",
    "pointer_arrow_words": "an arrow or caret pointing up beside a pointer word under a "
    "quoted menu line (↑ tohle, díky; ^ this one) picks that line's option",
    "offer_deal_done": "an offer the reader sells in accepted in words of the deal done "
    "(prodáno, je tvoje, platí, deal, it's yours)",
}

SENTENCES = [
    Sentence("menu_number_noun_sentence", W, "Volím jedničku, ať mám aspoň něco.", "koupit"),
    Sentence("menu_number_noun_sentence", W, "Dvojka. Na nocležny nemám náladu.", "nekupovat"),
    Sentence("menu_number_noun_sentence", W, "Dávám dvojku, peníze šetřím.", "nekupovat"),
    Sentence("menu_number_noun_sentence", W, "Jednicku prosim, to se vyplati.", "koupit"),
    Sentence("menu_number_noun_sentence", W, "Beru jedničku. Konečně vlastní pole!", "koupit"),
    Sentence("decline_purchase_persons", W, "Necháme to být, díky.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "Necháme to plavat.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "To nebereme.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "Nekoupíme, díky.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "Tentokrat nekoupime.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "Šetříme, díky.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "Tohle vynechame.", "nekupovat"),
    Sentence("decline_purchase_persons", W, "Nemáme na to.", "nekupovat"),
    Sentence("offer_deal_done", W, "Prodáno! Podkova je tvoje, Petře.", "přijímám 1",
             position=SELLS),
    Sentence("offer_deal_done", W, "Deal – it's yours, Peter.", "přijímám 1", position=SELLS),
    Sentence("offer_deal_done", W, "Platí, je tvoje.", "přijímám 1", position=SELLS),
    Sentence("offer_deal_done", W, "Prodano, Petre.", "přijímám 1", position=SELLS),
    Sentence("offer_deal_done", W, "Je vaše, pane Nováku.", "přijímám 1", position=SELLS),
    Sentence("offer_deal_done", W, "All yours, deal.", "přijímám 1", position=SELLS),
    Sentence("offer_deal_done", W, "Podkova je tvoje, plati.", "přijímám 1", position=SELLS),
]

# A deal done in words of selling to an offer where the reader sells nothing (a gift of $500,
# "offered_roll"): asked back with the offer's number, never accepted (line, language)
DEAL_DONE_TO_A_GIFT = [
    ("Prodáno.", "cs"),
    ("Prodano, diky.", "cs"),
]

# Oh Hell, Ann to lead AS 9C 2C, clubs trumps (tests/mail/review11_classes.TRUMPS):
# (language, line, the move read; '' none)
OHHELL = [
    ("cs", "Moje karta: AS", "play AS"),
    ("cs", "Hraju: 2C", "play 2C"),
    ("en", "My card: AS", "play AS"),
    ("en", "Card: 9C", "play 9C"),
    ("cs", "Pikové eso si nechám na potom, teď křížovou dvojku.", "play 2C"),
    ("cs", "Křížovou devítku si nechám, teď pikové eso.", "play AS"),
    ("cs", "Pikové eso si nechám na potom.", ""),
    ("en", "Keeping the ace of spades for now.", ""),
]

# Under the quoted menu "> 1. koupit …" / "> 2. nekupovat": (the reply's line, what it becomes)
QUOTED_MENU = "> 1. koupit Nocležnu U Kojota za 1 400 $\n> 2. nekupovat\n\n"
POINTERS = [
    ("↑ tohle, díky", "2"),
    ("^ this one", "2"),
    ("toto", "2"),
    ("☝️ tohle prosím", "2"),
    ("↑ díky", "2"),
    ("ne, tohle ne", "ne, tohle ne"),
]
