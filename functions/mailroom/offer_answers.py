"""Answers to trade offers in words: which offer a sentence names, and whether it says yes or no.

A player with offers open to them answers as they would a person: by the offer's number, by an
ordinal ("dvojku odmítám", "the second one"), by its maker's name in any Czech case ("Petře,
díky, ale ne", "beru tu od Tomáše", "Petrovi ne", "Tomášova nabídka", "Tom's offer"), by "both"
("obě nabídky odmítám"), or, to the one open offer, by repeating its price ("beru ji za 1200").
A line is cut into clauses; each clause's yes or no answers the offers it names, a clause
naming an offer without a yes or no takes the one of a clause of yes or no alone beside it
("Petře, díky, ale ne"). Every clause that answers an offer is answered: an offer said yes and
no to, or a price that is not the offer's, is asked back, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rules.amounts import money_tokens, number_word, prepare
from rules.czech_names import case_forms, nickname_forms
from rules.text import fold

MIN_STEM = 3  # a shorter name stem with an ending matches too many words ("Bo" + "la")


# The text an answer unsure of its offer becomes: the game refuses it with how to answer.
ASK_BACK = {"cs": "přijímám {number} nebo odmítám", "en": "accept {number} or decline"}


# The text an answer in words of the wrong side becomes ("Prodávám." to a gift): refused with
# what the reader does in that offer and how to answer it
ASK_SIDE = {"cs": "přijímám {number} nebo odmítám bez {side}",
            "en": "accept {number} or decline without {side}"}
_SIDE_NAMES = {"cs": {"sale": "prodeje", "purchase": "koupě"},
               "en": {"sale": "sale", "purchase": "purchase"}}
_ASKED_SIDE = re.compile(r"(?:přijímám|accept) (\d+) (?:nebo|or) (?:odmítám|decline) "
                         r"(?:bez|without) (prodeje|koupě|sale|purchase)")


def ask_side(number: int, side: str, lang: str) -> str:
    """The ask-back text of an answer to offer `number` in words of `side` ("sale",
    "purchase") that do not fit the reader's side of it."""
    lang = lang if lang in ASK_SIDE else "en"
    return ASK_SIDE[lang].format(number=number, side=_SIDE_NAMES[lang][side])


def side_asked(text: str) -> tuple[int, str] | None:
    """The offer and the side ("sale", "purchase") an ask-back text (ASK_SIDE) names; None for
    any other text."""
    found = _ASKED_SIDE.fullmatch(text)
    if not found:
        return None
    side = "sale" if found.group(2) in ("prodeje", "sale") else "purchase"
    return int(found.group(1)), side


_ASKED_BACK = re.compile(r"(?:přijímám|accept) (\d+(?: (?:nebo|or) \d+)*) (?:nebo|or) "
                         r"(?:odmítám|decline)")


# The text a menu number said with a verb of taking becomes when an offer of that number is
# open too ("beru 1": option 1 of the menu, or offer 1?): refused with the question
ASK_OPTION = {"cs": "možnost {number} nebo nabídka {number}", "en": "option {number} or offer {number}"}
_ASKED_OPTION = re.compile(r"(?:možnost|option) (\d+) (?:nebo|or) (?:nabídka|offer) \1")


# The text a clause becomes whose verb is of the reader's own move (selling, buying) and whose
# field an open offer trades too, while that move is legal now or the reply holds other moves
# of their own ("Prodávám Saloon a kupuju Olověnou kulku" beside an offer for the Saloon):
# refused with the question, neither reading played
ASK_OWN = {"cs": "přijímám {numbers} nebo {side} bance", "en": "accept {numbers} or {side} the bank"}
_OWN_SIDES = {"cs": {"sale": "prodávám", "purchase": "kupuju od"},
              "en": {"sale": "sell to", "purchase": "buy from"}}
_ASKED_OWN = re.compile(r"(?:přijímám|accept) (\d+(?: \d+)*) (?:nebo|or) "
                        r"(prodávám|kupuju od|sell to|buy from) (?:bance|the bank)")


def ask_own(numbers: Iterable[int], side: str, lang: str) -> str:
    """The ask-back text of a clause that may be the reader's own `side` move or an answer to
    the offers `numbers`."""
    lang = lang if lang in ASK_OWN else "en"
    return ASK_OWN[lang].format(side=_OWN_SIDES[lang][side],
                                numbers=" ".join(map(str, sorted(numbers))))


def own_or_offer(text: str) -> tuple[str, list[int]] | None:
    """The side ("sale", "purchase") and the offers an ask-back text (ASK_OWN) is unsure
    between; None for any other text."""
    found = _ASKED_OWN.fullmatch(text)
    if not found:
        return None
    side = "sale" if found.group(2) in ("prodávám", "sell to") else "purchase"
    return side, [int(n) for n in found.group(1).split()]


# The text a yes or no becomes when the offer the answered mail asked about is closed already
# (a second "Ne, díky" to the same offer mail): answered with what became of it, never "unknown"
CLOSED = {"cs": "nabídka {number} uzavřena", "en": "offer {number} closed"}
_CLOSED = re.compile(r"(?:nabídka|offer) (\d+) (?:uzavřena|closed)")


def closed_offer(text: str) -> int | None:
    """The offer a closed-offer text (CLOSED) names; None for any other text."""
    found = _CLOSED.fullmatch(text)
    return int(found.group(1)) if found else None


def option_or_offer(text: str) -> int | None:
    """The number an ask-back text (ASK_OPTION) is unsure of; None for any other text."""
    found = _ASKED_OPTION.fullmatch(text)
    return int(found.group(1)) if found else None


def asked_back(text: str) -> list[int]:
    """The offers an ask-back text (ASK_BACK) is unsure between; [] for any other text."""
    found = _ASKED_BACK.fullmatch(text)
    return [int(n) for n in re.findall(r"\d+", found.group(1))] if found else []


# "koupím od tebe X", "I'll buy X from you", "kúpim od Lucie": buying from a player is a trade
_FROM_PLAYER = re.compile(r"\b(?:koup|kup|kúp|buy|bought)\w*\b.*\b(?:od|from|off)\s+"
                          r"(?:tebe|tě|vás|you|(?-i:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])\w*)", re.IGNORECASE)


def announces_trade(text: str) -> bool:
    """Whether a line says the player will buy something from another player: the trade
    offer's announcement ("Lucko, koupím od tebe chatrč U Hnědáka."), no purchase."""
    return bool(_FROM_PLAYER.search(text))


@dataclass(frozen=True)
class OpenOffer:
    """An offer open to the reader: its number, its maker's name, the sums of money it names,
    the reader's side of it and the fields it trades."""

    number: int
    maker: str
    sums: frozenset[int]
    side: str = ""  # the reader's: "sale", "purchase", "swap" (fields both ways), "gift"; "" unknown
    fields: frozenset[int] = frozenset()  # the fields the offer trades, either way


@dataclass(frozen=True)
class Answered:
    """What a line says to the offers: the moves (as "accept 2", "decline 1", or an ask-back
    text the game refuses with how to answer), and the clauses that are about something else."""

    moves: tuple[str, ...]
    rest: str
    rest_first: bool = False  # the line says what else it says before its answers


# Where a line splits into sentences: their ending marks, not inside numbers ("1.200"); after
# an offer's number whatever follows ("beru 1. dvojku ne"), unlike rules.text.sentences, which
# splits after a number only before a capital (there "1. velká" may be one sentence)
_SENTENCE = re.compile(r"(?<!\d)[.!?…;]+|[.!?…;]+(?!\d)")
# Where a sentence splits into clauses: punctuation not inside numbers, dashes, "ale" / "but".
_CLAUSE = re.compile(r"[,.](?!\d)|(?<!\d)[,.]|[;!?:()…]|\s[-–—]\s|\s(?:ale|but|a|and)\s",
                     re.IGNORECASE)
# Many-word phrases read as one word (folded): the deal vocabulary of both languages.
_PHRASES = {
    "ani za nic": "ne", "ani nahodou": "ne", "ani omylem": "ne", "no way": "ne",
    "no thanks": "ne", "no thank you": "ne", "not interested": "ne", "nemam zajem": "ne",
    "no deal": "ne", "i'll pass": "ne", "ill pass": "ne", "pass on": "ne",
    "jdu do toho": "ano", "placnem si": "ano", "placneme si": "ano", "count me in": "ano",
    "i'm in": "ano", "it's a deal": "ano", "you've got a deal": "ano", "sounds good": "ano",
    # the deal done ("Podkova je tvoje", "all yours"): the field or the money, either side's
    **dict.fromkeys(("je tvoje", "je tva", "je tvuj", "je tvoj", "je vase", "je vas",
                     "it's yours", "its yours", "it is yours", "all yours"), "ano"),
    # the rhetorical "why not" is a yes ("Náklad? Jo, proč ne, beru."), never a "ne"
    "proc ne": "ano", "proc by ne": "ano", "why not": "ano",
    "the first one": "#1", "the second one": "#2", "the third one": "#3",
}
_YES = frozenset("""
    ano jo jj jasne jasan beru berem bereme vezmu prijimam prijmu prijmout prijato souhlasim
    souhlas dohodnuto domluveno plati placnem deal accept accepted accepting agreed take taking
    yes yep yeah sure ok okay oki okej bere beriem vezmem suhlasim prijimam dobre fajn
""".split())
_NO = frozenset("""
    ne nee nechci nechceme odmitam odmitnu odmitnout odmitame neberu neprijimam nesouhlasim
    nezaplatim nezaplatime
    zapomen zapomente decline declined declining reject rejected nope nah never nikdy
    nie nechcem odmietam neberiem
""".split())
# Words naming every open offer ("obě nabídky odmítám", "both", "all of them").
_ALL = frozenset("obe oba obema obou oboje vsechny vsem vsemi vsechno both all each".split())
# Ordinal and number words naming an offer by its number ("dvojku odmítám", "the second").
_ORDINALS = {
    **dict.fromkeys("jednicka jednicku jednicky jednicce jednickou prvni prvniho prvnimu "
                    "prvnim first".split(), 1),
    **dict.fromkeys("dvojka dvojku dvojky dvojce dvojkou druha druhou druhe druhy druheho "
                    "druhemu second".split(), 2),
    **dict.fromkeys("trojka trojku trojky trojce trojkou treti tretiho tretimu third".split(), 3),
    **dict.fromkeys("ctyrka ctyrku ctyrky ctvrta ctvrtou ctvrte ctvrty fourth".split(), 4),
}
_OFFER_NOUNS = frozenset("nabidka nabidku nabidky nabidce nabidkou nabidek nabidkam offer "
                         "offers trade deal obchod obchodu darek darku darkem gift present"
                         .split())
# The words of a price ("za 1200", "$1200", "1200 dolarů"): a number after them is no offer's.
_PRICE = frozenset("za for at dolaru dolary dolar kc korun $".split())
# The verbs of making an offer: a clause with one is a counter-offer ("Nabízím Tomášovi Kurz
# střelby za 8000 $"), never an answer by the yes or no beside it.
_MAKING = frozenset("nabizim nabidnu nabizime nabizet nabidnout davam dam dame offer offering "
                    "give giving propose".split())
# Words said around an answer that say nothing of it: courtesy, pointing, "od" / "from".
_AROUND = frozenset("""
    diky dik dekuju dekuji dekujem dakujem thanks thank thx you moc mockrat vam ti tobe
    prosim please ahoj cau caute nazdar zdravim dear hi hello hey tak teda tedy takze no nu so well tu ji to ten tu tuhle
    tuto tenhle it its that this one the your tvou tvoji tvoje vasi od from s se with i ji je
    is na on c cislo number k ke po of mi me i'll ill will i'd id pane pani pan mr mrs
    yours tvuj tva tvoj vas vase now ted uz sorry
    tech techto tyhle tyto ty
""".split())
# The words around a price weighed ("to je moc málo", "that's way too little") besides those
# of _AROUND, which a clause's reader passes over before it weighs
_JUDGING = frozenset("ta tahle tohle docela dost prilis fakt opravdu hodne celkem that's thats "
                     "it's too way very quite pretty really a bit".split())
# Possessive and case endings after a name's stem (folded): Petra, Petře, Petrovi, Tomášova,
# Tomášovu, Janina, Petrův, Král → Krále, Králem; "'s" of English.
_ENDINGS = ("", "a", "e", "i", "u", "y", "o", "em", "ou", "ovi", "ove", "ova", "ovu", "ovy",
            "ovo", "ovou", "ovych", "ovym", "uv", "in", "ina", "ine", "inu", "iny", "ino", "inou",
            "'s", "s")
# Words that are also common words of a sentence: they name a player only in capitals.
_COMMON = frozenset("tomu tom jana petra kuba ota pavla vita".split())


def _folded_words(text: str) -> list[tuple[str, str]]:
    """(folded, as written) for each word of `text`, many-word phrases joined into one."""
    folded = prepare(fold(text))  # "2.5k" -> "2500 $"
    for phrase, word in _PHRASES.items():
        folded = re.sub(rf"(?<![\w']){re.escape(phrase)}(?![\w'])", f" {word} ", folded)
    written = iter(re.findall(r"[\w'#$]+", text))
    out = []
    for word in re.findall(r"[\w'#$]+", folded):
        out.append((word, next(written, word) if not word.startswith("#") else word))
    return _amounts_joined(out)


def _amounts_joined(words: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The words with each amount said in words as one "$N" ("za pět táců" -> "za $5000"):
    a number word is a price, never a name ("pět" is no Péťa)."""
    said = money_tokens([word for word, _ in words])
    if len(said) == len(words):
        return [(new, written) if new == word else (new, new)
                for new, (word, written) in zip(said, words, strict=True)]
    out, at = [], 0
    for i, new in enumerate(said):
        if new == words[at][0]:
            out.append(words[at])
            at += 1
            continue
        out.append((new, new))  # an amount: the words it spans end where the next one starts
        following = said[i + 1] if i + 1 < len(said) else None
        at = next((j for j in range(at + 1, len(words)) if words[j][0] == following),
                  len(words))
    return out


def _stems(name: str) -> set[str]:
    """The folded stems a player's name is declined on: each word of the name and its short
    forms, less a final vowel (Jana → jan, Kuba → kub), the whole words kept too."""
    words = {fold(w) for form in case_forms(name) | nickname_forms(name) for w in form.split()}
    stems = set()
    for word in words:
        stems.add(word)
        if word[-1:] in "aeiouy" and len(word) - 1 >= MIN_STEM:
            stems.add(word[:-1])
    return {s for s in stems if len(s) >= MIN_STEM}


def _names(word: str, written: str, stems: set[str]) -> bool:
    """Whether a folded word is a form of a name whose stems are `stems`."""
    if (word in _COMMON or number_word(word) is not None) and not written[:1].isupper():
        return False  # "tom", "pet" (five): a name only in capitals
    if word.endswith("re") and word[:-2] + "r" in stems:  # the vocative Petře, Petr → petre
        return True
    return any(word == stem + ending for stem in stems for ending in _ENDINGS
               if word.startswith(stem))


@dataclass
class _Clause:
    offers: set[int]
    said: set[str]  # "yes", "no"
    by_words: bool  # named by a maker, an ordinal, "both" (not only by a number)
    other: bool  # words of something else than the offer
    prices: set[int]
    making: bool = False  # a verb of making an offer: a counter-offer, a move of its own
    borrows: bool = True  # may take the yes or no of a clause beside it
    unsure: set[int] = field(default_factory=set)  # offers a field named is in, two or more
    sides: set[str] = field(default_factory=set)  # "sale": said in words of selling
    clear: bool = False  # words of answering: a yes or no word, a maker, a number, "nabídka"
    judged: bool = False  # a word weighing a price ("málo", "fér", "too little")
    makers: set[int] = field(default_factory=set)  # offers named by their maker ("Petře")


def _read_clause(text: str, offers: list[OpenOffer], stems: dict[int, set[str]],
                 lang: str, fields_in: FieldsIn | None = None) -> _Clause:
    """What a clause says: the offers it names (by number, maker, ordinal, price or a field
    traded), its yes or no, prices, other words."""
    words = _folded_words(text)
    no = _NO | {"no"} if lang != "cs" else _NO  # Czech "no" is "well": "No, beru"
    numbers = {o.number for o in offers}
    sums = {s for o in offers for s in o.sums}
    clause = _Clause(set(), set(), False, False, set())
    named, of_names = fields_in(text) if fields_in else ([], frozenset())
    for fields in named:  # "Chatrč beru": the offer that trades a Chatrč
        holders = {o.number for o in offers if o.fields & fields}
        if len(holders) == 1:
            clause.offers.update(holders)
        elif holders:  # a field two offers trade names neither: asked back
            clause.unsure.update(holders)
        else:  # a field no offer trades ("Chatrč kupuju"): a move of its own
            clause.other = True
        clause.by_words = clause.by_words or bool(holders)
    buying: set[str] = set()
    keeping = False  # "Bar si nechám", "Bar ti nedám": the field the offer asks kept
    others: list[str] = []  # the words of something else
    for i, (word, written) in enumerate(words):
        if word in of_names:
            continue
        if word in _NOT:  # "I'm not selling": the verb after it says no
            if word == "not" and _refuses_price(words[i + 1:i + 3]):
                clause.said.add("no")  # "Not for 1500, sorry.": the offer's price refused
                clause.clear = True
            continue
        # English says no before its verb: "not selling", "won't buy", "don't want to sell"
        negated = any(w in _NOT for w, _ in words[max(0, i - 3):i])
        if word in _KEEP_NO and (clause.offers or clause.unsure or not named and _IT & {
                w for w, _ in words}):  # "Bob, I'm keeping it.": the field the name's offer asks
            keeping = True
            continue
        if word in _BUY_YES or word in _BUY_NO:
            buying.add("yes" if (word in _BUY_YES) != negated else "no")
            continue
        if word in _SELL_YES or word in _SELL_NO:  # "Podkovu prodám", "neprodám": a yes or no
            clause.said.add("yes" if (word in _SELL_YES) != negated else "no")
            clause.sides.add("sale")
            continue
        before = words[i - 1][0] if i else ""
        after = words[i + 1][0] if i + 1 < len(words) else ""
        bare = word.lstrip("#$").rstrip("$")
        if word in _ORDINAL_TAGS and int(bare) in numbers:  # "the second one"
            clause.offers.add(int(bare))
            clause.by_words = clause.clear = True
        elif bare.isdigit():
            value = int(bare)
            if before in _PRICE or after in _PRICE or "$" in word or value not in numbers:
                clause.prices.add(value)
                clause.clear = clause.clear or value in sums
            else:
                clause.offers.add(value)
                clause.clear = True
        elif word in _YES:
            clause.said.add("yes")
            clause.clear = True
        elif word in no:
            clause.said.add("no")
            clause.clear = True
        elif word in _ALL and not (number_word(after) or after.isdigit()):
            # "obě nabídky", "both"; never "všechny čtyři" (four fields: a reason)
            clause.offers.update(numbers)
            clause.by_words = clause.clear = True
        elif word in _ORDINALS and _ORDINALS[word] in numbers:
            clause.offers.add(_ORDINALS[word])
            clause.by_words = clause.clear = True
        elif word in _OFFER_NOUNS or word in _AROUND or word in _PRICE:
            clause.clear = clause.clear or word in _OFFER_NOUNS
            continue
        elif word in _PRICE_JUDGED:  # "to je málo", "2500 je fér": said of an offer's sum
            clause.judged = True
            continue
        elif by_maker := {n for n, s in stems.items() if _names(word, written, s)}:
            clause.offers.update(by_maker)
            clause.makers.update(by_maker)
            clause.by_words = clause.clear = True
        else:
            clause.other = True
            clause.making = clause.making or word in _MAKING
            others.append(word)
    if clause.judged and others and all(w in _JUDGING for w in others):
        clause.other = False  # "to je málo", "that's too little": the weighing words alone
    if clause.judged and not clause.said and not clause.other \
            and _TOO_LOW.intersection(w for w, _ in words) \
            and not _NOT.intersection(w for w, _ in words):
        clause.said.add("no")  # "Too low, sorry.", "Málo.": a price weighed too low refuses it
    if keeping and not clause.said:  # "Bar si nechám, bez něj nemám sadu": the sale's no
        clause.said.add("no")
        clause.sides.add("sale")
        clause.other = bool(set(others) - _KEEPING - _IT)
    if buying and (clause.offers or clause.unsure):  # "Chatrč kupuju": the offer's yes
        clause.said.update(buying)
        clause.sides.add("purchase")
    elif buying:  # "Tomáši, jo, kupuju": the purchase's, a move of its own
        clause.other = True
    return clause


# Words of selling the reader's field: a yes or no only to an offer where the reader sells
_SELL_YES = frozenset("prodam prodavam prodame predam predavam prodano prodana prodan sell "
                      "selling sold".split())
_SELL_NO = frozenset("neprodam neprodavam nepredam nepredavam nepustim nepustime".split())
# Words of buying a field: the yes or no of a clause naming an offer ("Chatrč kupuju")
_BUY_YES = frozenset("koupim kupuju kupuji kupujem koupime kupujeme buy buying".split())
_BUY_NO = frozenset("nekoupim nekupuju nekupuji".split())
# Words of keeping a field or not giving it, said of a field an offer trades ("Bar si nechám",
# "Náklad ti nedám"): the no of that offer's sale
_KEEP_NO = frozenset("necham nechavam ponecham nedam nedavam nedame keep keeping".split())
_KEEPING = frozenset("si i'll ill i'm im".split())
_IT = frozenset("it ji ho ju".split())  # the field kept, said by its pronoun
_NOT = frozenset("not won't wont don't dont can't cannot".split())


def _refuses_price(after_not: list[tuple[str, str]]) -> bool:
    """Whether the words after a "not" are a price ("not for 1500", "not at $1,500"): then
    the "not" refuses the offer at it, as the Czech "za 1500 ne" does."""
    return len(after_not) == 2 and after_not[0][0] in ("for", "at") \
        and after_not[1][0].strip("$").isdigit()
# Words that weigh a price: said of a sum, they speak of the offer that names it
# (and those that call it outrageous, whichever way: "$10,500 is robbery", "to je zlodějina")
_OUTRAGEOUS = frozenset("robbery ripoff outrageous insane ridiculous absurd joke insult "
                        "zlodejina vydirani nehorazne nehoraznost smesne smesna urazka "
                        "prestrelene".split())
_PRICE_JUDGED = frozenset("fer ferova ferove ferovy fair malo little low lowball levne levna "
                          "cheap nizka nizke nizky".split()) | _OUTRAGEOUS
# The words of those that weigh a price wrong: said alone of it, they refuse the offer
_TOO_LOW = frozenset("malo little low nizka nizke nizky".split()) | _OUTRAGEOUS
FieldsIn = Callable[[str], tuple[list[frozenset[int]], frozenset[str]]]


# A sum in groups of three digits ("2 500 $", "za 2 500", "$2,500"): one number, never an
# offer's 2
_GROUPED = re.compile(r"(?:(?<=\bza )|(?<=\bfor )|(?<=\$))\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)"
                      r"|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=\s*(?:\$|dolar|kč|bucks))"
                      r"|(?<=\$)\d{1,3}(?:,\d{3})+(?!\d|,\d)",  # "$2,500, sorry": a comma after
                      re.IGNORECASE)
_ORDINAL_TAGS = frozenset({"#1", "#2", "#3"})


def read_answers(line: str, offers: Iterable[OpenOffer], lang: str,
                 fields_in: FieldsIn | None = None,
                 own_move: Callable[[str], bool] | None = None) -> Answered | None:
    """The answers a line gives to the offers open to the reader, when it names one of them by
    its maker, an ordinal, "both", its price or a field it trades (found by `fields_in`) with
    a yes or no; None when it does not (the line is then read as any other). `own_move` tells
    whether a clause is a move of the reader's own legal now: a verb of such a move with a
    field an offer trades is asked back (ASK_OWN), never taken for the offer's yes."""
    offers = list(offers)
    if not offers:
        return None
    line = _GROUPED.sub(lambda m: re.sub(r"\D", "", m.group(0)), line)  # "za 2 500 $": 2500
    stems = {o.number: _stems(o.maker) for o in offers}
    # a name two makers share names neither: it is left for the words around it
    shared = set.intersection(*stems.values()) if len(stems) > 1 else set()
    stems = {n: s - shared for n, s in stems.items()}
    cut = _cut(line)
    pieces = [piece for _, piece in cut]
    sentence_of = [number for number, _ in cut]  # the sentence of each clause
    clauses = [_read_clause(p, offers, stems, lang, fields_in) for p in pieces]
    unsure: dict[int, list[int]] = {}  # a clause naming a field two offers trade: which one?
    called = {n for c in clauses for n in c.makers}
    for i, clause in enumerate(clauses):
        if clause.unsure and not clause.offers and len(called & clause.unsure) == 1 \
                and len(called) == 1:
            # "Petře, sorry, kurz neprodám": the one maker the line calls says whose Kurz
            clause.offers.update(called)
            clause.by_words = True
        if clause.unsure and not clause.offers:
            clause.offers.add(-1 - i)  # stands for those offers until asked back
            unsure[-1 - i] = sorted(clause.unsure)
    for i, clause in enumerate(clauses):
        if not clause.said and any(c.other and not (c.offers and c.offers <= clause.offers)
                                   for j, c in enumerate(clauses)
                                   if j != i and sentence_of[j] == sentence_of[i]):
            # a name called in a sentence that says more than a yes or no ("Ahoj Petře,
            # ano, koupit", "Tomáši, jo, kupuju") calls: its yes is the move's, not the answer
            # to that player's offer; a reason about that offer's own field ("Díky Peťo, ale
            # teď už ne – Náklad bez Vlaku mi k ničemu není") says nothing else
            clause.borrows = False
    sums = {s for o in offers for s in o.sums}
    for clause in clauses:  # an offer's own price names it: "beru ji za 1200", "tu za 2500"
        priced = [o for o in offers if clause.prices and clause.prices <= o.sums]
        if not clause.prices and clause.judged and len(offers) == 1 \
                and not any(c.offers for c in clauses):
            # "Ani náhodou, to je málo.": a price weighed is the one offer's (a line that
            # names the offer itself, "Too little. Decline 1.", is read by that name)
            priced = offers
        if len(priced) == 1 and (clause.said or clause.judged) and not clause.other \
                and not clause.offers:
            # "Beru, 2500 za chatrč je fér.": the weighed price takes the yes beside it
            clause.offers.add(priced[0].number)
            clause.by_words = True
    answering = [i for i, c in enumerate(clauses) if c.offers and not c.making
                 and (c.said or c.borrows and _lone_neighbours(clauses, i, back=not c.other))]
    for i in answering:  # "Hi Peter, sounds fair - deal on 1": the number of the offer of
        if clauses[i].offers <= called:  # the one the line calls is named as by their name
            clauses[i].by_words = True
    # a line of numbers and verbs alone ("přijímám 1") is the game's own to read
    if not answering or not any(clauses[i].by_words for i in answering) \
            and len(answering) < 2:
        return None
    own_asks = _own_or_offer(clauses, pieces, sentence_of, answering, unsure, own_move)
    answers: dict[int, set[str]] = {}
    prices: dict[int, set[int]] = {}  # the prices said of each offer answered
    sides: dict[int, set[str]] = {}  # the sides of a deal said of each ("prodám": a sale)
    used: set[int] = set()
    for i, clause in enumerate(clauses):
        if not clause.offers or clause.making:  # a counter-offer is a move of its own
            continue
        if i in own_asks:  # "Prodávám Saloon" beside an offer for it: asked, not answered
            used.add(i)
            continue
        beside = [] if clause.said or not clause.borrows else _lone_neighbours(
            clauses, i, back=not clause.other)
        said = clause.said or (clauses[beside[0]].said if beside else set())
        if not said:  # "Tomášova nabídka je lepší", "Nabízím Tomášovi Kurz za 8000 $": read
            continue  # as any line, a remark or a move of its own (a counter-offer)
        used.add(i)
        used.update(beside)
        for number in clause.offers:
            answers.setdefault(number, set()).update(said)
            prices.setdefault(number, set()).update(
                clause.prices, *(clauses[b].prices for b in beside))
            sides.setdefault(number, set()).update(
                clause.sides, *(clauses[b].sides for b in beside))
    if not answers and not own_asks:
        return None
    # clauses of a yes or no alone, courtesy alone, beside the answers are part of them; a
    # no beside a yes to every offer answered (a yes beside their no) is not: it answers what
    # else waits ("Pass on this one. Ann, thanks, I accept.": the purchase let pass)
    given = set().union(*answers.values())
    used.update(i for i, c in enumerate(clauses) if not c.offers and not c.other
                and not (c.prices - sums) and not (c.said and given and c.said.isdisjoint(given)))
    # a name called alone whose offer is answered ("Deal on #1, Peter. And buy …") is said to
    # the one answered, never the start of a move of its own ("Peter, buy …": an offer to them)
    used.update(i for i, c in enumerate(clauses) if c.makers and c.offers <= c.makers
                and c.offers <= answers.keys() and not c.other and not c.said and not c.prices)
    moves = [ask_own(numbers, side, lang) for side, numbers in own_asks.values()]
    ask = ASK_BACK[lang if lang in ASK_BACK else "en"]
    # an offer a field's clause says the opposite of ("Odmítám obě, ale podkovu prodám") is
    # left to that clause's ask-back, never played
    crossed = {n for u in unsure for n in unsure[u] if answers.get(n, answers[u]) != answers[u]}
    for number in answers:  # in the order the line answers them
        if number in crossed:
            continue
        if number in unsure:  # "Podkovu prodám" to two offers for it: which one?
            if all(answers.get(n) == answers[number] for n in unsure[number]):
                continue  # "Odmítám obě, podkovu neprodám": each already answered alike
            moves.append(ask.format(number=(" nebo " if lang == "cs" else " or ").join(
                map(str, unsure[number]))))
            continue
        offer = next(o for o in offers if o.number == number)
        if wrong := [side for side in sides[number] if offer.side not in _FITS[side]]:
            # selling where the reader sells nothing ("Prodám ti ho" to a gift): asked back
            moves.append(ask_side(number, wrong[0], lang))
        elif len(answers[number]) > 1 or prices[number] - offer.sums:
            # yes and no to one offer, or a price that is not its own: asked back
            moves.append(ask.format(number=number))
        else:
            moves.append(f"{'accept' if 'yes' in answers[number] else 'decline'} {number}")
    rest = ", ".join(p for i, p in enumerate(pieces) if i not in used)
    # "Nekupuju. A tu nabídku od Bedřicha odmítám.": played in the order written
    rest_first = min((i for i in range(len(pieces)) if i not in used), default=len(pieces)) \
        < min(used, default=0)
    return Answered(tuple(moves), rest, rest_first)


def _own_or_offer(clauses: list[_Clause], pieces: list[str], sentence_of: list[int],
                  answering: list[int],
                  unsure: dict[int, list[int]], own_move: Callable[[str], bool] | None
                  ) -> dict[int, tuple[str, list[int]]]:
    """The clauses answering offers only by a verb of the reader's own move and a field
    (no yes or no word, maker, number or "nabídka"), that a person would ask about: the reply
    holds another own move of the reader's ("Prodávám Saloon a kupuju Olověnou kulku"), or
    that verb's move is legal now and nothing else in the line answers an offer. Each with
    its side and the offers it may answer; taken out of `unsure`."""
    if own_move is None:
        return {}
    asks = {}
    for i in answering:
        clause = clauses[i]
        # a maker called beside it ("Ivano, prodávám ti Saloon") answers clearly too
        if not clause.sides or clause.clear or any(
                c.clear and not c.other for j, c in enumerate(clauses)
                if j != i and sentence_of[j] == sentence_of[i]):
            continue
        others_own = any(own_move(pieces[j]) for j, c in enumerate(clauses)
                         if j != i and j not in answering and c.other)
        if others_own or not any(j != i for j in answering) and own_move(pieces[i]):
            numbers = [n for o in clause.offers for n in unsure.pop(o, [o])]
            asks[i] = ("sale" if "sale" in clause.sides else "purchase", sorted(numbers))
    return asks


def _lone_neighbours(clauses: list[_Clause], at: int, back: bool = True) -> list[int]:
    """The nearest clause after `at` (else before, when `back`: a clause of a name alone,
    "Ani za nic, Tome") that holds a yes or no and nothing else (courtesy between skipped):
    "Petře, díky, ale ne" answers Petr's offer no. None when the clause after the name
    answers that offer itself ("Ann, beru. Bobe, Modrou podkovu si nechám.": Bob's no is his,
    never Ann's yes before it, issue 42)."""
    for step in (1, -1) if back else (1,):
        i = at + step
        while 0 <= i < len(clauses):
            c = clauses[i]
            if step == 1 and c.said and c.offers and c.offers <= clauses[at].offers:
                return []
            if c.offers or c.other:
                break
            if c.said:
                return [i]
            i += step
    return []


# The idioms a person accepts or declines an offer made to them with, folded: in a reply to
# the mail that only asked about that offer they answer it, never the purchase waiting beside
# it (review 9: "Díky, ale nechám to být." left the field). Longest first.
_OFFER_IDIOMS = {
    **dict.fromkeys((
        f"{pre}{verb}{post}" for verb in ("necham", "nechavam", "nechat", "nech")
        for pre in ("", "to ", "si ", "to si ", "tohle ", "tohle si ")
        for post in (" byt", " to byt", " plavat", " to plavat", " ujit", " si ujit",
                     " si to ujit", " to ujit", " tak", " to tak", " to", " ho byt",
                     " ho plavat", " ji byt", " ji plavat")), "ne"),
    **dict.fromkeys((
        "nemam zajem", "nemame zajem", "zajem nemam", "nemam zaujem", "zaujem nemam", "bez zajmu", "nezajem", "odpustim si to",
        "to si odpustim", "vynecham",
        "i'll pass", "ill pass", "i pass", "pass", "i'll leave it", "ill leave it",
        # the Czech card player's pass, as the English one: the same word in any case
        "pas", "pasuju", "pasuji", "passuji", "ja pasuju", "ja pasuji", "dam pas",
        "leave it", "i'll skip it", "skip it", "not for me", "not interested",
        "i'm not interested", "no thanks", "no thank you", "i'll give it a miss",
        "give it a miss", "not this time", "i'm good", "i'll sit this one out",
        # "No deal." is no "no" and a "deal" (a yes): asked back before (rep18)
        "no deal", "not selling", "not for sale"), "ne"),
    **dict.fromkeys((
        "dohodnuto", "domluveno", "plati", "jdu do toho", "placnem si", "placneme si",
        "proc ne", "proc by ne", "beru to", "beru ji", "to beru", "vezmu to", "bereme",
        "it's a deal", "its a deal", "you've got a deal", "youve got a deal", "sounds good",
        "why not", "i'm in", "count me in", "i'll take it", "ill take it", "sold",
        # "Deal, Ann, it's yours": the field or the money, a yes of either side
        "it's yours", "its yours", "yours"), "ano"),
}
# The idioms of one side of a deal: selling or keeping the reader's field, buying another's
# ("Prodám ti ho.", "Nechám si ji.", "Kupuju."); each answers only an offer where the reader
# is on that side (OpenOffer.side), else it is asked back, never taken for a yes.
_SIDE_IDIOMS = {
    "sale": {
        **dict.fromkeys((
            f"{verb}{post}" for verb in "prodam prodavam predam predavam".split()
            for post in (" ti ji", " ti ho", " ti to", " ti ju", " ji", " ho", " to", " ju",
                         " vam ji", " vam ho", " vam to", "")), "ano"),
        **dict.fromkeys("""i'll~sell ill~sell i'll~sell~it ill~sell~it i~sell selling sell~it
                        sold~it prodano prodana prodan""".split(), "ano"),  # "Prodáno!"
        **dict.fromkeys((
            *(f"{verb}{post}" for verb in "neprodam neprodavam nepredam nepredavam".split()
              for post in (" ji", " ho", " to", " ju", "")),
            *(f"nechci {pronoun} prodat" for pronoun in ("ji", "ho", "to")),
            *(f"nechcem {pronoun} predat" for pronoun in ("ju", "ho", "to")),
            *(f"{verb} si {pronoun}" for verb in ("necham", "nechavam", "necham")
              for pronoun in ("ji", "ho")),
            "necham si ju", "ponecham si ju", "ponecham si ji",
            "i'll keep it", "ill keep it", "keep it", "i'm keeping it", "im keeping it",
            "not for sale", "not selling", "i won't sell", "i wont sell", "won't sell",
            "wont sell"), "ne"),
    },
    "purchase": {
        **dict.fromkeys((
            f"{verb}{post}" for verb in "koupim kupuju kupuji kupujem kupim kupujeme koupime"
            .split() for post in (" ti ji", " ti ho", " ti to", " od tebe", " ji", " ho", " to",
                                  " ju", "")), "ano"),
        **dict.fromkeys("""i'll~buy ill~buy i'll~buy~it ill~buy~it i~buy buying buy~it
                        bought""".split(), "ano"),
        **dict.fromkeys((
            f"{verb}{post}" for verb in "nekoupim nekupuju nekupuji nekupim".split()
            for post in (" ji", " ho", " to", "")), "ne"),
        **dict.fromkeys(("i won't buy", "i wont buy", "won't buy", "wont buy", "not buying"),
                        "ne"),
    },
}
_SIDE_IDIOMS = {side: {phrase.replace("~", " "): said for phrase, said in idioms.items()}
                for side, idioms in _SIDE_IDIOMS.items()}
# the sides of an offer each side's words fit: a swap of fields is a sale and a purchase both
_FITS = {"sale": frozenset({"sale", "swap", ""}),
         "purchase": frozenset({"purchase", "swap", ""})}
_SIDE_OF = {phrase: side for side, idioms in _SIDE_IDIOMS.items() for phrase in idioms}
_OFFER_IDIOMS.update({p: said for idioms in _SIDE_IDIOMS.values() for p, said in idioms.items()})
_IDIOM = re.compile("|".join(rf"(?<![\w']){re.escape(p)}(?![\w'])"
                             for p in sorted(_OFFER_IDIOMS, key=len, reverse=True)))


def offer_idiom(line: str, lang: str, game_words: frozenset[str], side: str = "",
                purchase: bool = False) -> str:
    """"yes" or "no" that a line says to the one offer asked about in words of a deal
    ("Dohodnuto.", "Díky, ale nechám to být.", "I'll pass"); "ask" when it says both; "ask
    sale" ("ask purchase") when it speaks of selling (buying) while the reader's `side` of the
    offer sells (buys) nothing ("Prodávám." to a gift); '' when it says neither, or names a move of the game besides (a
    field, "koupit", a number; a purchase's words while a `purchase` waits)."""
    said: set[str] = set()
    folded = fold(line)
    if any(w.startswith("$") for w in money_tokens(re.findall(r"[\w$']+", prepare(folded)))):
        return ""  # "Dám ti za ni osm a půl stovky, víc ne.": money in words, as in digits below
    for phrase in (m.group(0) for m in _IDIOM.finditer(folded)):
        if phrase in _SIDE_OF and _SIDE_OF[phrase] == "purchase" and (purchase or not side):
            return ""  # "Kupuju." beside a purchase waiting is the purchase's, as always
        if phrase in _SIDE_OF and side not in _FITS[_SIDE_OF[phrase]]:
            return f"ask {_SIDE_OF[phrase]}"  # "Prodávám." to a gift: asked back
    rest = _IDIOM.sub(lambda m: f" {_OFFER_IDIOMS[m.group(0)]} ", folded)
    no = _NO | {"no"} if lang != "cs" else _NO  # Czech "no" is "well": "No, beru"
    for word in re.findall(r"[\w']+", rest):
        if word in _YES:
            said.add("yes")
        elif word in no:
            said.add("no")
        elif word in _OFFER_NOUNS:  # "Nabídku odmítám": the offer asked about
            continue
        elif word.isdigit() or word in game_words:
            return ""  # "Ne, kupuju", "Ne, díky, Kurz si nechám": a move of its own beside
    if not said:
        return ""
    return "ask" if len(said) > 1 else said.pop()


def clauses(line: str) -> list[str]:
    """The clauses of a line, as an answer to offers is cut ("Nabídku přijímám, ale Chatrč
    nekupuji" → "Nabídku přijímám", "Chatrč nekupuji")."""
    return [piece for _, piece in _cut(line)]


def _cut(line: str) -> list[tuple[int, str]]:
    """Each clause of a line with the number of the sentence it stands in."""
    return [(number, piece.strip()) for number, sentence in enumerate(_SENTENCE.split(line))
            for piece in _CLAUSE.split(sentence) if piece and piece.strip()]


# "Chatrč taky": a clause of the field alone that takes the yes or no of the clause before it
_ALSO = re.compile(r"\s*(?<![\w'])(?:taky|take|tez|rovnez|too|also|as well)(?![\w'])\s*")


def also_said(clause: str) -> str:
    """The clause less its "taky" / "too" when it says one ("Chatrč taky" → "Chatrč"); ''
    when it says none."""
    folded = fold(clause)
    return _ALSO.sub(" ", folded).strip() if _ALSO.search(folded) else ""
