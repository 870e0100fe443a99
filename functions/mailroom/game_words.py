"""Whether a line the game read as no move still holds the game's words: such a line is named
in the answer with its reason, never dropped silently (issue 41's principle)."""

from __future__ import annotations

import re

from rules.api import Lexicon
from rules.text import words as fold_words

# words of money beside a number ("2000 dolarů", "3 tis.", "$500")
_MONEY = frozenset("dolar dolaru dolary dolarech tisic tisice tis kc korun bucks dollars "
                   "dollar grand".split())


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
        elif word in lexicon.commands:
            kinds.add("command")
        if word in _MONEY or "$" in word or re.fullmatch(r"\d{3,}", word):
            kinds.add("money")
    return len(kinds) >= 2
