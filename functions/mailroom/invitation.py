"""What a free-text reply to an invitation says: yes (join), no (decline) or neither.

People answer an invitation the way they answer a friend ("Count me in!", "Jasně, jdu do
toho!", "Sorry, can't this month"), not with JOIN. The reply's words are folded (no case, no
diacritics) and read as phrases, the longest first, so "can't wait" is a yes and "why not" is
not a no. A reply with a yes and no no joins, one with a no and no yes declines; anything else
(both, a doubt such as "not sure", or neither) is not guessed: the answer says how to join or
decline.
"""

from __future__ import annotations

import re

from rules.text import fold

JOIN, DECLINE = "join", "decline"

_YES = (
    # English
    "yes", "yeah", "yea", "yep", "yup", "sure", "ok", "okay", "count me in",
    "i'm in", "im in", "i am in", "we're in", "sign me up", "join", "i'll join",
    "i will join", "happy to", "love to", "i'd love to", "id love to", "let's go", "lets go",
    "absolutely", "of course", "definitely", "why not", "accept", "i accept", "accepted",
    "sounds good", "deal", "gladly", "with pleasure", "can't wait", "cant wait", "cannot wait",
    "i'll play", "i will play", "game on", "i'm game", "im game", "yes please", "for sure",
    "agreed", "great", "count on me",
    # Czech (folded)
    "ano", "jo", "joo", "jj", "jasne", "jasny", "jasnacka", "jdu do toho", "jdu", "beru",
    "hraju", "hraji", "budu hrat", "pripojuji", "pripojuju", "pripojim", "pripojit",
    "jsem pro", "jsem tam", "jsem v tom", "jsem ve hre", "plati", "rad", "rada", "urcite",
    "samozrejme", "souhlasim", "prijimam", "dobre", "klidne", "proc ne", "do toho", "super",
    "paradni", "hura", "zucastnim", "nemuzu se dockat", "tesim se", "pocitej se mnou",
    "pocitejte se mnou", "mam zajem",
)
_NO = (
    # English
    "no", "nope", "nah", "not this time", "count me out", "i'm out", "im out", "can't",
    "cant", "cannot", "can not", "won't", "wont", "decline", "i decline", "no thanks",
    "no thank you", "pass", "i'll pass", "ill pass", "sorry", "too busy", "not interested",
    "unfortunately", "not for me", "next time", "maybe next time", "not now", "i'm busy",
    "without me",
    # Czech (folded)
    "ne", "nee", "nemuzu", "nemohu", "nestihnu", "bohuzel", "odmitam", "odmitnout", "nehraju",
    "nehraji", "nebudu", "nepujdu", "nemam cas", "tentokrat ne", "vynecham", "bez me",
    "beze me", "nechci", "nezucastnim", "omlouvam", "pristi", "nemam zajem", "diky ne",
)
# Words of doubt: with them a reply is not read as a yes or a no at all.
_UNSURE = (
    "not sure", "maybe", "perhaps", "don't know", "dont know", "let me think", "not yet",
    "i'll see", "we'll see", "possibly", "depends", "if",
    "nevim", "mozna", "uvidim", "rozmyslim", "zatim ne", "jeste nevim", "kdyz", "jestli",
    "pokud", "zalezi",
)
_PHRASES = {tuple(p.split()): JOIN for p in _YES} | {tuple(p.split()): DECLINE for p in _NO} \
    | {tuple(p.split()): "" for p in _UNSURE}
_LONGEST = max(len(p) for p in _PHRASES)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def answer_of(text: str) -> str | None:
    """JOIN when `text` reads as a yes to an invitation, DECLINE as a no, else None."""
    words = _WORD.findall(fold(text).replace("\u2019", "'").replace("`", "'"))
    said: set[str] = set()
    at = 0
    while at < len(words):
        for size in range(min(_LONGEST, len(words) - at), 0, -1):
            found = _PHRASES.get(tuple(words[at:at + size]))
            if found is not None:
                said.add(found)
                at += size
                break
        else:
            at += 1
    if "" in said or len(said) != 1:
        return None
    return said.pop()
