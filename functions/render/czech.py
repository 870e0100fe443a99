"""Czech forms of players' names: the vocative a greeting needs ("Ahoj Bedřichu", "Ahoj Tome").

A rule table instead of the `vokativ` package from PyPI: that one (MIT, 12 kB) ships only as a
source archive (the Lambda build installs wheels only), needs `six` and loads its suffix tables
with pickle; it also declines every name it is given (Karen -> "Karene", Jean -> "Jeane"). The
rules below decline the men's given names rules/czech_names.py knows, Czech and foreign (Tom,
Mark, Hans), women's names in -a, and keep the rest as written (Alice, Lucie, Karen, Mike):
a name left in the nominative is never wrong, only less warm.
"""

from __future__ import annotations

import unicodedata

from rules.czech_names import MEN

# Given names whose vocative the rules below would get wrong.
_IRREGULAR = {
    "pavel": "Pavle", "karel": "Karle", "havel": "Havle", "marcel": "Marceli",
    "zdeněk": "Zdeňku", "vavřinec": "Vavřinče", "hugo": "Hugo",
}  # fmt: skip

_MEN = MEN | {"ivo"}

_SOFT = frozenset("šžčřcjďťňxsz")  # a final soft consonant takes -i (Tomáši, Matěji)
_VELAR = frozenset("khg")  # -k, -h, -ch, -g take -u (Dominiku, Bedřichu)
_SOFTENED = {"n": "ň", "d": "ď", "t": "ť"}  # before -ěk: Zdeněk -> Zdeňku


def vocative(name: str) -> str:
    """The Czech vocative of a player's name for a greeting; the name as written when unsure.

    A name of several words is greeted by its first (the greeting says "ty"): "Dana Nováková"
    is "Dano" when that first word is a known given name, else that first word as written
    ("Lucie Malá" -> "Lucie", "Ann Smith" -> "Ann"); an address, a name of one word or one
    with other signs than letters ("Bob & Co") stays whole.
    """
    words = name.split()
    if not words:
        return name
    if not all(w.replace("-", "").isalpha() for w in words):
        return name
    called = _given_vocative(words[0])
    if called is not None:
        return called
    return words[0]


def _given_vocative(word: str) -> str | None:
    """The vocative of one given name as written (case and diacritics kept), or None."""
    lower = word.casefold()
    if not lower.replace("-", "").isalpha():  # an address, a number: nothing to decline
        return None
    known = _known(lower)
    if known is None:
        return None
    plain = known != lower  # written without the diacritics the name has: keep it so
    if known in _IRREGULAR:
        form = _IRREGULAR[known]
    elif known.endswith("a"):
        form = known[:-1] + "o"
    elif known[-1] in "eěiíoóuůúyý":
        form = known
    else:
        form = _mans(known)
    if plain:
        form = _fold(form)
    return _cased_like(word, form)


def _known(lower: str) -> str | None:
    """The canonical lower-case form of a given name (diacritics restored), or None."""
    if lower in _IRREGULAR or lower in _MEN:
        return lower
    folded = _fold(lower)
    for name in (*_IRREGULAR, *_MEN):
        if _fold(name) == folded:
            return name
    # any name in -a with a consonant before it takes -o: Dana, Franta, Honza, Jirka, Anna
    if len(lower) > 2 and lower.endswith("a") and lower[-2] not in "aeiouyáéíóúůý":
        return lower
    return None


def _mans(name: str) -> str:
    """The vocative of a man's given name ending in a consonant."""
    if name.endswith("el") and name[-3] in "aeiu":
        return name + "i"  # Daniel, Michael, Samuel, Nathaniel: Danieli (Pavel is Pavle)
    if name.endswith("ěk") and name[-3] in _SOFTENED:
        return name[:-3] + _SOFTENED[name[-3]] + "ku"
    if name.endswith("ek"):
        return name[:-2] + "ku"  # Radek, Marek, Vašek
    if name.endswith(("ph", "th")):
        return name + "e"  # Joseph, Kenneth: said -f, -t
    if name.endswith("c") and not name.endswith("ec"):
        return name + "u"  # Eric, Dominic, Isaac: a foreign -c is said -k (Czech -ec is soft)
    if name.endswith("ch") or name[-1] in _VELAR:
        return name + "u"
    if name[-1] == "r" and name[-2] not in "aeiouyáéíóúůý":
        return name[:-1] + "ře"  # Petr, Alexandr
    if name[-1] in _SOFT:
        return name + "i"
    return name + "e"  # Jan, Martin, Cyril, Jakub


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _cased_like(word: str, form: str) -> str:
    """`form` with the capitals of `word` (BEDŘICH -> BEDŘICHU, bedřich -> bedřichu)."""
    if word.isupper() and len(word) > 1:
        return form.upper()
    if word[:1].isupper():
        return form[:1].upper() + form[1:]
    return form
