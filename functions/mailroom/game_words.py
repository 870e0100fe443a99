"""Whether a line the game read as no move still holds the game's words: such a line is named
in the answer with its reason, never dropped silently (issue 41's principle)."""

from __future__ import annotations

import re

from rules.api import Lexicon
from rules.text import words as fold_words

# verbs of a trade, which the game reads only inside an offer's words
_TRADING = frozenset("dam davam dal dala nabizim nabidnu nabidl nabidla prodam prodal prodala "
                     "koupim koupil koupila give offer sell buy".split())
# words of money beside a number ("2000 dolarů", "3 tis.", "$500")
_MONEY = frozenset("dolar dolaru dolary dolarech tisic tisice tis kc korun bucks dollars "
                   "dollar grand".split())


def called(name_words: frozenset[str]) -> frozenset[str]:
    """The folded vocatives a player may be called by, from their names' folded words
    (martina → martino, tom → tome, radek → radku)."""
    forms = set()
    for word in name_words:
        forms |= {word + "e", word + "i", word + "u"}
        if word.endswith("a"):
            forms.add(word[:-1] + "o")
        if word.endswith("ek"):
            forms.add(word[:-2] + "ku")
        if word.endswith("el"):
            forms.add(word[:-2] + "le")
    return frozenset(f for f in forms if len(f) > 3)


def holds_game_words(line: str, lexicon: Lexicon | None, players: frozenset[str]) -> bool:
    """Whether `line` holds words of two of the game's kinds: a field or card, a player, a sum
    of money, a command word ("Tomášovi bych za Vlak dal 2000 dolarů", "Vlak bych chtěl od
    Ivany"); a line of one kind ("Díky, Tomáši", "Saloon je drahý") is chatter."""
    if lexicon is None:
        return False
    said = fold_words(line)
    kinds = set()
    for word in said:
        if word in players:
            kinds.add("player")
        elif word in lexicon.names and len(word) > 2:
            kinds.add("field")
        elif word in lexicon.commands or word in _TRADING:
            kinds.add("command")
        if word in _MONEY or "$" in word or re.fullmatch(r"\d{3,}", word):
            kinds.add("sum")
    return len(kinds) >= 2
