"""Whether a text someone wrote (a game's or a tournament's title) names a person: by their
address, or by a word of a name they played under or of their address, in any case and with
or without diacritics, declined or made possessive as Czech does ("Zdeňka" -> "Zdeňky",
"Zdeňčina"; "Smazalová" -> "Smazalové"). An erasure replaces such a text whole (a title by the
game's own default), so that no form of the name survives in it."""

from __future__ import annotations

import re
from collections.abc import Iterable

from rules.text import words

LONG_LOCAL = 6  # an address's part before the @ this long (with a dot) names one person
SHORT = 3  # a word this short (Ann, Bob) names the person only as written
STEM = 4  # a longer one matches a word sharing this many letters, and all but its last two


def name_words(address: str, names: Iterable[str]) -> frozenset[str]:
    """The folded words a person is known by: each word of their names and of their
    address's local part (zdenka.smazalova@ -> zdenka, smazalova), of SHORT letters or more."""
    local = address.partition("@")[0]
    found = {w for text in [*names, re.sub(r"[._+\-0-9]+", " ", local)] for w in words(text)}
    return frozenset(w for w in found if len(w) >= SHORT and w.isalpha())


def mentions(text: str, address: str, known: frozenset[str]) -> bool:
    """Whether `text` names the person with that address and those name words."""
    if address and address.lower() in text.lower():
        return True
    local = address.partition("@")[0].lower()
    if len(local) >= LONG_LOCAL and "." in local and local in text.lower():
        return True  # "radka.vymazalova's table"
    return any(_same_name(word, name) for word in words(text) for name in known)


# Czech changes a name's last consonant as it declines it: Radka -> Radce, Olga -> Olze,
# Jindřich -> Jindřiše (folded: k/c, h/z, g/z, ch/s)
_ALTERNATIONS = frozenset({("k", "c"), ("h", "z"), ("g", "z"), ("ch", "s")})


def _same_name(word: str, name: str) -> bool:
    """Whether a folded word is a form of a folded name word: the word itself, or one that
    shares its first letters (STEM, or all but its last two when that is more), the last of
    them perhaps changed as Czech declension changes it, and is no shorter (a declined name
    seldom is: "Nová" is no form of "Novák")."""
    if len(name) <= SHORT:
        return word == name
    stem = min(len(name), max(STEM, len(name) - 2))
    if len(word) < len(name):
        return False
    if word[:stem] == name[:stem]:
        return True
    return any(name[:stem - len(a)] == word[:stem - len(a)]
               and name[stem - len(a):stem] == a and word[stem - len(a):].startswith(b)
               for a, b in _ALTERNATIONS)
