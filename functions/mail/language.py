"""The language a person's own words are written in, Czech or English, when they say it
plainly: a Czech question to an English invitation ("Kdy to vlastně začne?") is answered in
Czech (review 12n: players of a game made on an English dashboard got English answers)."""

from __future__ import annotations

import re

from rules.text import fold

__all__ = ["leans_english", "written_in"]

_CZECH_LETTERS = re.compile(r"[ěščřžůťďňĚŠČŘŽŮŤĎŇ]")
_CZECH = frozenset("""
    a aby ale ani ano asi bude budu by byl byla co cau dekuji dekuju diky dobre dobry den jak
    jako jasne je jen jeste jo jsem jsi jsme kdy kdyz kde ktery mam mate me mi mne muj na nebo
    nevim neni nic proc prosim pro protoze s se si tak take taky tam ted to uz v ve vlastne
    zacne zacina zatim ze ahoj hra hru hry hrat hraju pridam pridavam pocitej pocitejte mnou
    bohuzel nestihnu
""".split())
_ENGLISH = frozenset("""
    the is are was were will would when what where who why how i you we it this that please
    thanks thank yes no can could do does did not with for and but my your our start starts
    game play join count me in sorry hi hello
    don didn won isn ll be he she they have has know just back
""".split())
# ("don", "ll": the halves of "don't", "he'll", which the words split at the apostrophe)


def _counts(text: str) -> tuple[int, int]:
    """Czech and English words (a Czech letter counts twice) in a person's text."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    czech = sum(fold(w) in _CZECH for w in words) + 2 * len(_CZECH_LETTERS.findall(text))
    return czech, sum(w in _ENGLISH for w in words)


def leans_english(text: str) -> bool:
    """Whether more of the words are English than Czech: enough to read "mate" as the English
    word, not a Czech "máte" written without diacritics."""
    czech, english = _counts(text)
    return english > czech


def written_in(text: str) -> str | None:
    """"cs" or "en" when the words say it plainly (three words at least, the other language's
    words outnumbered twice), else None."""
    if len(re.findall(r"[^\W\d_]+", text)) < 3:
        return None
    czech, english = _counts(text)
    if czech >= 2 and czech >= 2 * english:
        return "cs"
    if english >= 2 and english >= 2 * czech:
        return "en"
    return None
