"""Oh Hell's cards: their texts (`QH`), their order, the deck of a game's options, and reading
a card a person names ("Q hearts", "queen of hearts", "srdcová dáma", "dámu srdce")."""

from __future__ import annotations

import re
from collections.abc import Iterable

RANKS = "23456789TJQKA"
"""The rank letters, lowest first; a game uses the lowest `ranks` of them."""
SUITS = "CDSH"
"""The suit letters (clubs, diamonds, spades, hearts); a game uses the first `suits`."""


def deck(suits: int, ranks: int) -> tuple[str, ...]:
    """Every card of a deck of `suits` suits by `ranks` ranks, in order (suit, then rank)."""
    return tuple(rank + suit for suit in SUITS[:suits] for rank in RANKS[:ranks])


def rank_of(card: str) -> int:
    """The card's rank as a number, 0 the lowest (the 2)."""
    return RANKS.index(card[0])


def suit_of(card: str) -> str:
    """The card's suit letter."""
    return card[1]


def ordered(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards sorted as a hand is held: by suit (C D S H), low to high within a suit."""
    return tuple(sorted(cards, key=lambda c: (SUITS.index(c[1]), RANKS.index(c[0]))))


def beats(card: str, best: str, led: str, trump: str | None) -> bool:
    """Whether `card` takes a trick from `best` (the card winning so far) with `led` the suit
    led and `trump` the trump suit."""
    if suit_of(card) == suit_of(best):
        return rank_of(card) > rank_of(best)
    return suit_of(card) == trump or (suit_of(card) == led and suit_of(best) not in (led, trump))


def winner(cards: Iterable[str], trump: str | None) -> int:
    """The index of the card that takes a trick played in this order."""
    played = list(cards)
    best = 0
    for index, card in enumerate(played[1:], start=1):
        if beats(card, played[best], suit_of(played[0]), trump):
            best = index
    return best


# Folded words (no case, no diacritics) that name a rank or a suit, in English and in Czech in
# the cases a sentence puts them in ("hraju srdcovou dámu", "jdu s esem", "kluka pikového").
_RANK_WORDS = {
    "2": ("2", "two", "dvojka", "dvojku", "dvojkou", "dvojky", "dvojce", "dvoje"),
    "3": ("3", "three", "trojka", "trojku", "trojkou", "trojky", "trojce"),
    "4": ("4", "four", "ctyrka", "ctyrku", "ctyrkou", "ctyrky", "ctyrce"),
    "5": ("5", "five", "petka", "petku", "petkou", "petky", "petce"),
    "6": ("6", "six", "sestka", "sestku", "sestkou", "sestky", "sestce"),
    "7": ("7", "seven", "sedma", "sedmu", "sedmou", "sedmy", "sedmicka", "sedmicku",
          "sedmickou", "sedmicky", "sedmicce"),
    "8": ("8", "eight", "osma", "osmu", "osmou", "osmy", "osmicka", "osmicku", "osmickou",
          "osmicky", "osmicce"),
    "9": ("9", "nine", "devitka", "devitku", "devitkou", "devitky", "devitce",
          "deviatka", "deviatku", "deviatkou", "neun"),
    "T": ("10", "t", "ten", "desitka", "desitku", "desitkou", "desitky", "desitce",
          "desiatka", "desiatku", "desiatkou", "zehn"),
    "J": ("j", "jack", "knave", "bube", "buben", "kluk", "kluka", "klukem", "klukovi", "spodek", "spodka",
          "spodkem"),
    "Q": ("q", "queen", "dama", "damu", "damou", "damy", "dame", "svrsek", "svrska",
          "kralovna", "kralovnu", "kralovnou", "kralovny"),
    "K": ("k", "king", "kral", "krale", "kralem", "kralovi", "konig", "koenig"),
    "A": ("a", "ace", "eso", "esa", "esem", "esu", "ass"),
}
# Czech adjective endings, and the Slovak ones ("pikovú", "károvej")
_ADJECTIVE_ENDINGS = ("a", "ou", "e", "eho", "emu", "em", "y", "ym", "ych", "ymi", "i", "u",
                      "ej", "om")
_SUIT_WORDS = {
    "C": ("club", "clubs", "kreuz", "kriz", "krize", "krizu", "krizem", "krizi", "krizich", "krizy",
          *("krizov" + end for end in _ADJECTIVE_ENDINGS)),
    "D": ("diamond", "diamonds", "kara", "kary", "karo", "karu", "karou", "kar", "kare",
          "karech", "karami", *("karov" + end for end in _ADJECTIVE_ENDINGS)),
    "S": ("spade", "spades", "pik", "piky", "piku", "pikem", "piku", "pikach", "pikama",
          "pikove", *("pikov" + end for end in _ADJECTIVE_ENDINGS)),
    "H": ("heart", "hearts", "herz", "srdce", "srdci", "srdcem", "srdcich", "srdcim",
          *("srdcov" + end for end in _ADJECTIVE_ENDINGS)),
}
_SYMBOLS = {"♣": "C", "♦": "D", "♠": "S", "♥": "H", "♧": "C", "♢": "D", "♤": "S", "♡": "H"}

# The trump suit named as such ("trumfovým králem", "nejnižší trumf", "the ten of trumps"):
# which suit it is the hand's trump card tells (see trump_named).
TRUMP_WORDS = frozenset({"trumf", "trumfy", "trumfu", "trumfem", "trumfum", "trumfech", "trumfa",
                         "trumps", "trump", *("trumfov" + end for end in _ADJECTIVE_ENDINGS)})
RANK_NAMES = {word: rank for rank, words in _RANK_WORDS.items() for word in words}
SUIT_NAMES = {word: suit for suit, words in _SUIT_WORDS.items() for word in words}
def trump_named(words: list[str], trump: str | None) -> list[str]:
    """The folded `words` with the trump suit named as such made that suit's word ("trumfovým
    králem" -> "kralem clubs" when clubs are trumps); beside another suit's word, a trump word
    is the verb of trumping ("trump it with the king of clubs") and is left out."""
    if not any(w in TRUMP_WORDS for w in words):
        return words
    if trump is None or any(w in SUIT_NAMES for w in words):
        return [w for w in words if w not in TRUMP_WORDS]
    return [_EN_SUIT[trump] if w in TRUMP_WORDS else w for w in words]


_SHORT = re.compile(r"^(10|[2-9tjqka])([cdsh])$")


def card_words() -> frozenset[str]:
    """Every folded word of three letters or more that names a rank or a suit."""
    return frozenset(w for w in (*RANK_NAMES, *SUIT_NAMES) if len(w) > 2)


_SYMBOL_FIRST = re.compile("([" + "".join(_SYMBOLS) + r"])\s*(10|[2-9TJQKAtjqka])\b")


def symbols(text: str) -> str:
    """`text` with the suit symbols (♥) as their letters, set apart as words; a symbol written
    before the rank ("♠9", "♥ Q") goes after it, as the card is read ("9S")."""
    text = _SYMBOL_FIRST.sub(lambda m: m.group(2) + m.group(1), text)
    for symbol, letter in _SYMBOLS.items():
        text = text.replace(symbol, letter.lower() + " ")
    return text


def named_card(words: list[str]) -> tuple[str | None, list[str]]:
    """The card the folded `words` name (None: no card or two), and the words left over.

    A card is one word (`qh`, `10h`) or a rank word and a suit word in either order
    ("queen of hearts", "dáma srdce", "srdcová dáma"). A lone "a" is an English article
    unless it is the only rank named ("play a queen" is the queen)."""
    for index, word in enumerate(words):
        joined = _SHORT.match(word)
        if joined:
            rank = "T" if joined.group(1) == "10" else joined.group(1).upper()
            return rank + joined.group(2).upper(), words[:index] + words[index + 1:]
        if index + 1 < len(words) and words[index + 1] in "cdsh" and word in RANK_NAMES \
                and (len(word) <= 2 or word == "10"):  # "q h", "10 s"
            rest = words[:index] + words[index + 2:]
            return RANK_NAMES[word] + words[index + 1].upper(), rest
    ranks = [i for i, w in enumerate(words) if w in RANK_NAMES]
    if len(ranks) > 1:
        ranks = [i for i in ranks if words[i] != "a"] or ranks[:1]
    suits = [i for i, w in enumerate(words) if w in SUIT_NAMES]
    if len(ranks) != 1 or len(suits) != 1:
        return None, words
    rank, suit = RANK_NAMES[words[ranks[0]]], SUIT_NAMES[words[suits[0]]]
    rest = [w for i, w in enumerate(words) if i not in (ranks[0], suits[0])]
    return rank + suit, rest


_CS_RANK = {"2": "dvojka", "3": "trojka", "4": "čtyřka", "5": "pětka", "6": "šestka",
            "7": "sedma", "8": "osma", "9": "devítka", "T": "desítka", "J": "kluk",
            "Q": "dáma", "K": "král", "A": "eso"}
# the suit's adjective agrees with the rank's gender: srdcová dáma, srdcový král, srdcové eso
_CS_SUIT = {"C": "křížov", "D": "károv", "S": "pikov", "H": "srdcov"}
_CS_GENDER = {"J": "ý", "K": "ý", "A": "é"}
_EN_RANK = {"T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}
_EN_SUIT = {"C": "clubs", "D": "diamonds", "S": "spades", "H": "hearts"}
_CS_SUIT_NOUN = {"C": "kříže", "D": "káry", "S": "piky", "H": "srdce"}


# The Czech accusative ("dostáváš pikového kluka, srdcovou dámu, károvou sedmu, pikové eso"):
# the adjective's ending by the rank's gender, the rank's own form.
_CS_GENDER_ACC = {"J": "ého", "K": "ého", "A": "é"}
_CS_RANK_ACC = {"J": "kluka", "K": "krále", "A": "eso"}


def card_name(card: str, lang: str, case: str = "nom") -> str:
    """The card in words: 'queen of hearts' / 'srdcová dáma' (Czech `case` "acc": 'srdcovou
    dámu', 'pikového kluka')."""
    rank, suit = card[0], card[1]
    if lang == "cs":
        if case == "acc":
            noun = _CS_RANK_ACC.get(rank) or _CS_RANK[rank][:-1] + "u"
            return f"{_CS_SUIT[suit]}{_CS_GENDER_ACC.get(rank, 'ou')} {noun}"
        return f"{_CS_SUIT[suit]}{_CS_GENDER.get(rank, 'á')} {_CS_RANK[rank]}"
    return f"{_EN_RANK.get(rank, rank)} of {_EN_SUIT[suit]}"


def suit_name(suit: str, lang: str) -> str:
    """The suit in words: 'hearts' / 'srdce'."""
    return _CS_SUIT_NOUN[suit] if lang == "cs" else _EN_SUIT[suit]
