"""A player's question of how to do something in the game ("A jak se vlastně posílá nabídka
obchodu?", "How do I sell a field?"): it is answered with the help, never read as a move."""

from __future__ import annotations

import re

from rules import Lexicon
from rules.text import fold, words

# A question of how: its first words (after "a", "and", "prosím", "please"), up to its "?"
_HOW = re.compile(r"(?:^|[.!?,;]\s*)(?:(?:a|and|tak|so|prosim|please|ok|jo)\s+)*"
                  r"(?:jak|jakym zpusobem|how|what do i (?:write|type|send)|co mam napsat)"
                  r"\b[^.!?]*\?")
# What a question of how asks about, besides the game's own words: the things a player does by
# mail, in the forms a question names them ("nabídka", "nabídku", "obchod", "tah", "offer")
_TOPICS = re.compile(r"\b(?:nabid\w*|obchod\w*|vymen\w*|tah\w*|hrat|hraje|hraju|tahnout|"
                     r"prodat|prodava\w*|koupit|kupuj\w*|prihod\w*|prihaz\w*|sazk\w*|zdvih\w*|"
                     r"nepritom\w*|dovolen\w*|zprav\w*|napsat|poslat|posila\w*|offer\w*|"
                     r"trade\w*|move\w*|play\w*|bid\w*|sell\w*|buy\w*|away|message\w*|"
                     r"say|write|send)\b")


def asks_how(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line asks how to do something of the game: a question of how ("jak se …?",
    "how do I …?") that names a move, an offer, a setting or a word of the game."""
    for found in _HOW.finditer(fold(line)):
        question = found.group(0)
        if _TOPICS.search(question) or lexicon is not None and any(
                word in lexicon.commands for word in words(question)):
            return True
    return False
