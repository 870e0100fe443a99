"""The game's words in a line of a reply: whether it holds any (a clause of another's doing
without one is chatter), and whether a line the game read as no move still tries one, so that
it is named in the answer with its reason, never dropped silently (issue 41's principle).

A line tries a move when it holds words of two of the game's kinds (a field or card, a player,
a sum of money, a command word) and a verb of the game or a move's shape: "Tomášovi bych za
Vlak dal 2000 dolarů", "Vlak bych chtěl od Ivany". Game nouns without a verb beside a move
("Ta malá v Brně je moje chlouba :)", "Petře, v sobotu platí ten bowling?") are the player's
chatter, passed over as a person passes over them; so are a move of another time or mood ("Kurz
střelby bych si koupil, až na něj dojedu") and a question in the conditional that weighs one
("Would a large in Olomouc have been smarter?").
"""

from __future__ import annotations

import re

from rules.api import Lexicon
from rules.tense import another_time
from rules.text import words

# verbs of a trade, which the game reads only inside an offer's words, and of wanting a thing
_TRADING = frozenset("dam davam dal dala nabizim nabidnu nabidl nabidla prodam prodal prodala "
                     "koupim koupil koupila give offer sell buy chci chtel chtela chteli "
                     "chtela want wanted".split())
# words of money beside a number ("2000 dolarů", "3 tis.", "$500")
_MONEY = frozenset("dolar dolaru dolary dolarech tisic tisice tis kc korun bucks dollars "
                   "dollar grand".split())
# the small words a move's shape may hold besides the game's ("velkou do Prahy prosím")
_SHAPE = frozenset("do na v ve za to a the in into on for i please prosim pls".split())


# The conditional of a question that weighs a move instead of making one ("Would a large in
# Olomouc have been smarter?", "Nebyla by lepší velká v Olomouci?", "Koupil bys to?")
_WOULD = frozenset("would could should might by bych bys byste".split())


def _hypothetical(line: str) -> bool:
    """Whether a line is a question in the conditional: a move weighed, none tried."""
    return line.rstrip(" .!)").endswith("?") and bool(_WOULD.intersection(words(line)))


def holds_game_word(text: str, lexicon: Lexicon) -> bool:
    """Whether `text` holds a word of the game (Lexicon.game_word)."""
    return any(lexicon.game_word(w) for w in words(text))


_DEAL = frozenset({"player", "field", "sum"})


def tries_a_move(line: str, lexicon: Lexicon | None, players: frozenset[str]) -> bool:
    """Whether a line the game read as no move still tries one (see the module docstring):
    words of two of the game's kinds, and a verb of the game or nothing but the game's words."""
    if lexicon is None or another_time(line, question=False) or _hypothetical(line):
        return False  # "Kurz bych si koupil, až na něj dojedu", "Would a large … be smarter?"
    said = words(line)
    kinds = set()
    verb = False
    for word in said:
        if word in players:
            kinds.add("player")
        elif word in lexicon.names and len(word) > 2:
            kinds.add("field")
        elif word in lexicon.commands or word in _TRADING:
            kinds.add("command")
            verb = verb or word not in lexicon.nouns and word not in lexicon.answers
        if word in _MONEY or "$" in word or re.fullmatch(r"\d{3,}", word):
            kinds.add("sum")
    shape = all(lexicon.game_word(w) or w in players or w in _SHAPE for w in said)
    # a player, a field and a sum named together propose a deal, with or without a verb
    # ("Bob, what about $9,000 for your Shack?": beside a purchase it vanished, review 54)
    return len(kinds) >= 2 and (verb or shape) or kinds >= _DEAL


def proposes_a_deal(line: str, lexicon: Lexicon | None, players: frozenset[str]) -> bool:
    """Whether a line names a player, a field of the game and a sum: a deal proposed (asked
    or said), which the reader must play, refuse or name, never pass over."""
    if lexicon is None:
        return False
    said = words(line)
    return any(w in players for w in said) \
        and any(w in lexicon.names and len(w) > 2 and w not in players for w in said) \
        and any(w in _MONEY or "$" in w or re.fullmatch(r"\d{3,}", w) for w in said)
