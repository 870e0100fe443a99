"""Moves offered as alternatives or in doubt: "Dám buď malou do Plzně, nebo střední do
Olomouce.", "bid 0, or maybe bid 2", "Not sure - maybe buy, maybe pass. Your call?", "Hraju
sedmičku. Nebo radši osmičku." The player has not decided between them; a person asks back
which one, and so does the reader: nothing is played (issue 41, rep21).

A line hedges when it joins its moves by a word of choice ("nebo", "anebo", "či", "buď",
"případně", "or", "either") or says a doubt ("možná", "maybe", "perhaps", "nevím", "not sure",
"what do you think?", "your call", two questions in a row). Whether it holds two moves that
cannot both be made is the caller's to weigh (incoming._either); a correction without such a
word ("Dám pětku, vlastně sedmičku") stays a correction, the last word winning.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rules.text import fold, words

# Folded words that offer a choice between what stands around them.
CHOICE = frozenset("nebo anebo ci bud pripadne eventualne or either alternatively "
                   "otherwise".split())
# Folded words and phrases of doubt: the player has not made up their mind.
_DOUBT_WORDS = frozenset("mozna maybe perhaps nevim nevime unsure dunno undecided".split())
_DOUBT = re.compile(
    r"\b(?:not sure|no idea|don'?t know|can'?t decide|what do you (?:think|say|reckon)|"
    r"your call|you decide|up to you|nejsem si jist\w*|nemuzu se rozhodnout|"
    r"nemohu se rozhodnout|nevim si rady|co myslis|co myslite|co ty na to|co vy na to|"
    r"co navrhujes|poradte|porad)\b")
# Where a hedged line falls into its alternatives: its clauses and its words of choice.
_PIECES = re.compile(r"[,;:!?()…]|(?<!\d)\.(?!\d)|\s[-–—]\s|\s/\s|\b(?:" + "|".join(
    sorted(CHOICE | {"či", "buď", "případně", "eventuálně"}, key=len, reverse=True))
    + r")\b", re.IGNORECASE)
# Folded words an alternative opens with that are no part of its move ("nebo radši 9",
# "maybe bid 2", "jestli dát sedmičku", "spíš střední do Brna").
_OPENING = _DOUBT_WORDS | frozenset(
    "radsi rather spis vlastne actually asi probably jestli zda zdali whether if i ll i'll "
    "think myslim ze that hmm hm tak so well or nebo anebo ci bud pripadne ale but".split())
# The idioms of a firm offer that hold a word of choice ("ber, nebo nech", "take it or leave
# it"): no alternatives, the offer beside them is meant
IDIOM = re.compile(r"\b(?:ber(?:te)?,? (?:nebo|anebo) (?:nech(?:te)?|neber(?:te)?)(?: bej?t)?|"
                   r"take it or leave it)\b", re.IGNORECASE)
MAX_PIECES = 6  # a hedged line is read in at most this many alternatives
MAX_HEDGED = 400  # a longer line is prose (a disclaimer's "or"): read as it is, never weighed


def hedged(line: str) -> bool:
    """Whether a line offers its moves as alternatives or in doubt (see the module
    docstring); a question answered on the line ("Koupit, nebo ne? Koupit.") does not."""
    if len(line) > MAX_HEDGED:
        return False
    line = IDIOM.sub("", fold(line))
    asked, mark, answer = line.rpartition("?")
    if mark and answer.strip(" .!") and not _hedges(answer):
        return False  # the part after the last question is the decision
    return _hedges(line) or line.count("?") > 1


def _hedges(text: str) -> bool:
    found = words(text)
    return bool(CHOICE.intersection(found) or _DOUBT_WORDS.intersection(found)
                or _DOUBT.search(" ".join(fold(text).split())))


def alternatives(line: str) -> list[str]:
    """The pieces of a hedged line, each less the words of doubt it opens with ("bid 0, or
    maybe bid 2" -> ["bid 0", "bid 2"]), the empty ones left out."""
    found = []
    for piece in _PIECES.split(line)[:MAX_PIECES * 2]:
        parts = (piece or "").split()
        while parts and all(w in _OPENING for w in words(parts[0])):
            parts.pop(0)
        if parts:
            found.append(" ".join(parts).rstrip(" .!"))
    return found[:MAX_PIECES]


def opens_with_choice(line: str) -> bool:
    """Whether a line opens with a word of choice ("Nebo radši osmičku.", "Or maybe bid 1."):
    an alternative to the move on the line above it, one more move for the same decision."""
    return bool(words(line)[:1]) and words(line)[0] in CHOICE


def moves_offered(line: str, move_of: Callable[[str], str | None]) -> dict[str, str]:
    """The different moves a hedged line offers (the move's text -> the piece that says it),
    each piece read by `move_of` (None: no move of now); {} for a line that does not hedge."""
    if not hedged(line):
        return {}
    offered: dict[str, str] = {}
    for piece in alternatives(line):
        move = move_of(piece)
        if move is not None:
            offered.setdefault(move, piece)
    return offered
