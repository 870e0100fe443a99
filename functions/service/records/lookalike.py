"""Names that look alike, and text direction tricks, in what players read.

`skeleton` is a compact form of Unicode's confusables skeleton (UTS #39): the Cyrillic, Greek
and other letters commonly taken for Latin ones (Cyrillic "о" in "Bоb", Greek "Α"), the
full-width forms, and a few Latin pairs ("rn" for "m", "0" for "O") map to one letter, so "Bob"
and "Bоb" have one skeleton and cannot sit in one game. Diacritics are kept: "Eva" and "Éva"
are two names.

`without_direction_tricks` takes out of a title or a message the bidi controls (which can turn
"txt.exe" into "exe.txt" on screen) and zero-width characters (which hide one word inside
another), keeping the zero-width joiner inside emoji sequences ("👨‍👩‍👧").
"""

from __future__ import annotations

import unicodedata

# confusable -> the Latin letter it passes for, case by case (a compact subset of Unicode's
# confusables.txt: like UTS #39, the skeleton keeps case, so "Ian" and "lan" are alike but
# "Ian" and "Lan" are not)
_LOOKALIKES = {
    # Cyrillic
    "а": "a", "с": "c", "ԁ": "d", "е": "e", "һ": "h", "і": "i", "ј": "j", "ӏ": "l", "о": "o",
    "р": "p", "ԛ": "q", "ѕ": "s", "ԝ": "w", "х": "x", "у": "y", "ё": "ë", "ї": "ï",
    "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "І": "l", "Ј": "J", "К": "K", "М": "M",
    "О": "O", "Р": "P", "Ѕ": "S", "Т": "T", "Х": "X", "У": "Y", "Ү": "Y", "Ԛ": "Q", "Ԝ": "W",
    "Ӏ": "l", "Ё": "Ë", "Ї": "Ï", "Ԁ": "D", "Һ": "h",
    # Greek
    "α": "a", "γ": "y", "ι": "i", "ν": "v", "ο": "o", "ρ": "p", "υ": "u", "ϲ": "c", "ϳ": "j",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "l", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C", "Ϳ": "J",
    # Armenian, Latin and other look-alikes
    "օ": "o", "ս": "u", "զ": "q", "ı": "i", "ǀ": "l", "ɑ": "a", "ɡ": "g", "ℓ": "l",
    "0": "O", "1": "l", "I": "l", "|": "l",
}
_PAIRS = (("rn", "m"), ("vv", "w"), ("cl", "d"))

# Bidi controls: embeddings, overrides, isolates and the marks (U+061C, U+200E/F)
_DIRECTION = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Zero-width and invisible spacing: space, non-joiner, word joiner, invisible operators, BOM,
# soft hyphen, Mongolian vowel separator (the joiner U+200D is judged by its neighbours)
_ZERO_WIDTH = frozenset("\u200b\u200c\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e")
_ZWJ = "\u200d"


def skeleton(name: str) -> str:
    """The form look-alike names share ("Bob", "Bоb" with a Cyrillic о, "B0b")."""
    text = unicodedata.normalize("NFKD", name)  # full-width, ligatures, compatibility forms
    mapped = "".join(_LOOKALIKES.get(char, char) for char in text if char not in _ZERO_WIDTH
                     and char not in _DIRECTION and char != _ZWJ)
    for pair, letter in _PAIRS:
        mapped = mapped.replace(pair, letter)
    return " ".join(unicodedata.normalize("NFC", mapped).split())


def look_alike(name: str, others: list[str]) -> str | None:
    """The first of `others` that looks like `name` without being the same name (two seats
    of one name are told apart by number; a look-alike would pass for the other), or None."""
    folded = " ".join(name.casefold().split())
    own = _forms(name)
    return next((other for other in others if " ".join(other.casefold().split()) != folded
                 and any(a == b for a, b in zip(own, _forms(other), strict=True))), None)


def _forms(name: str) -> tuple[str, str]:
    """The skeleton as written, and of the name in small letters ("B0b" passes for "bob")."""
    return skeleton(name), skeleton(name.casefold()).casefold()


def without_direction_tricks(text: str) -> str:
    """The text without bidi controls and zero-width characters (the joiner is kept between
    two parts of an emoji)."""
    if not any(c in _DIRECTION or c in _ZERO_WIDTH or c == _ZWJ for c in text):
        return text  # the usual text: one pass, no copy
    kept: list[str] = []
    for index, char in enumerate(text):
        if char in _DIRECTION or char in _ZERO_WIDTH:
            continue
        if char == _ZWJ and not (kept and _emoji_part(kept[-1]) and index + 1 < len(text)
                                 and _emoji_part(text[index + 1])):
            continue
        kept.append(char)
    return "".join(kept)


def direction_trick(text: str) -> str | None:
    """The first bidi control or zero-width character that `without_direction_tricks` would
    take out of the text, or None."""
    kept = without_direction_tricks(text)
    if kept == text:
        return None
    return next((a for a, b in zip(text, kept, strict=False) if a != b), text[len(kept)])


def _emoji_part(char: str) -> bool:
    """Whether a character can stand on either side of a joiner in an emoji sequence."""
    return (unicodedata.category(char) == "So" or char == "\ufe0f"
            or 0x1F3FB <= ord(char) <= 0x1F3FF or ord(char) >= 0x1F000)
