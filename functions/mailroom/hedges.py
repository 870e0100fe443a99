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

import os
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
        if rest := _less_opening(piece or "", _OPENING):
            found.append(rest.rstrip(" .!"))
    return found[:MAX_PIECES]


def _less_opening(text: str, opening: frozenset[str]) -> str:
    """`text` less the words of `opening` it opens with, its spaces single."""
    parts = text.split()
    while parts and all(w in opening for w in words(parts[0])):
        parts.pop(0)
    return " ".join(parts)


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


# Folded words that mark the decision after a doubt ("…, dám asi střední", "I guess medium",
# "Nakonec dám malou", "So the medium one."): the clause holding one is the player's choice
_DECIDING = frozenset(
    "dam davam dame budu beru vezmu volim zvolim vyberu hraju zahraju jdu pujdu nakonec tak "
    "takze asi spis spise radsi rozhodl rozhodla jsem se i guess go going with ll take pick "
    "choose settle final decided so lets let s probably rather then one the ta tu".split())
# a choice between two words: "velkou nebo střední", "mezi velkou a malou", "large or medium"
_PAIR = re.compile(r"(?P<x>[^\W\d_]+)\s+(?:nebo|anebo|či|ci|or|a|and)\s+(?P<y>[^\W\d_]+)",
                   re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;?!.…]+\s*|\s[-–—]\s")
# what a doubt opens with, before the choice: dropped with it ("Nevím jestli", "Váhám mezi")
_DOUBT_OPENING = _DOUBT_WORDS | frozenset(
    "jestli zda zdali vaham mezi whether if not sure i m im between torn hmm hm".split())


def paired(line: str) -> list[str]:
    """The moves a hedged line weighs between two words of one move ("Velkou nebo střední do
    Brna? Možná velkou." -> "Velkou do Brna", "střední do Brna"): each side of the first such
    choice put in its place; [] for a line that does not hedge or holds no such choice."""
    if not hedged(line):
        return []
    clauses = [c for c in _CLAUSE_END.split(line.strip()) if c.strip()]
    for clause in clauses:
        for pair in _PAIR.finditer(clause):
            sides = [_without_doubt(clause[:pair.start()] + pair.group(side)
                                    + clause[pair.end():]) for side in ("x", "y")]
            if all(sides) and sides[0] != sides[1]:
                return sides
    return []


def _without_doubt(text: str) -> str:
    """`text` less the words of doubt it opens with ("Nevím jestli", "Váhám mezi")."""
    return _less_opening(text, _DOUBT_OPENING).strip(" ,.!?")


def decided(line: str) -> list[str]:
    """The move a line weighs between two words and then decides in its last clause, the
    chosen word put in place of the choice ("Nevím jestli velkou nebo střední do Brna, dám asi
    střední." -> "střední do Brna"; "Not sure whether large or medium to Brno, I guess
    medium."): the readings to try, most likely first; [] when the line ends in no such
    decision (a last clause that hedges itself is none: "…, maybe medium")."""
    clauses = [c for c in _CLAUSE_END.split(line.strip()) if c.strip()]
    if len(clauses) < 2 or len(line) > MAX_HEDGED:
        return []
    last = words(clauses[-1])
    if not _DECIDING.intersection(last) or CHOICE.intersection(last) \
            or _DOUBT_WORDS.intersection(last):
        return []
    chosen = [w for w in last if w not in _DECIDING and w not in _OPENING]
    if len(chosen) != 1:
        return []
    doubt = " ".join(clauses[:-1])
    readings = []
    for pair in _PAIR.finditer(doubt):
        sides = [pair.group(side) for side in ("x", "y")]
        picked = [side for side in sides if _same_word(fold(side), chosen[0])]
        if len(picked) != 1:
            continue
        readings += [_without_doubt(doubt[:pair.start()] + picked[0] + doubt[pair.end():]),
                     (picked[0] + doubt[pair.end():]).strip(" ,.!?")]
    return list(dict.fromkeys(r for r in readings if r))


def _same_word(one: str, other: str) -> bool:
    """Whether two folded words are one word in another case ("malá" / "malou", "velkou" /
    "velka"): the same but for an ending of at most two letters."""
    common = len(os.path.commonprefix([one, other]))
    return common >= 3 and common >= max(len(one), len(other)) - 2
