"""Names that look alike, and text direction tricks, in what players read.

`skeleton` follows Unicode's confusables data (UTS #39, confusables.txt, as the
confusable-homoglyphs package ships it: no download, so it works in Lambda too): every
character that data lists as confusable with another stands for its whole class (Cyrillic "о"
and Greek "ο" for "o", "0" for "O", "ɑ" for "a", Cherokee "Ᏼ" for "B", full-width letters for
theirs), and a sequence it lists for one letter ("rn" for "m") for that letter. It is taken on
the NFC and the NFKC form of a name. A combining mark counts as nothing unless it makes one of
the accented letters Latin alphabets write (Latin-1 and Latin Extended-A: "é", "ň", "ů"), so
"Eva" and "Éva" are two names but "Bȯb", or "Bob" with a stray combining dot, is "Bob".
`look_alike` also compares the names as capitals, each letter that has no capital of its own
(the small capital "ʙ") as the capital of the letters it passes for, so "ʙob" passes for "Bob".

`without_direction_tricks` takes out of a title or a message the bidi controls (which can turn
"txt.exe" into "exe.txt" on screen) and zero-width characters (which hide one word inside
another), keeping the zero-width joiner inside emoji sequences ("👨‍👩‍👧").
"""

from __future__ import annotations

import functools
import json
import unicodedata
from typing import Literal

# Bidi controls: embeddings, overrides, isolates and the marks (U+061C, U+200E/F)
_DIRECTION = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Zero-width and invisible spacing: space, non-joiner, word joiner, invisible operators, BOM,
# soft hyphen, Mongolian vowel separator (the joiner U+200D is judged by its neighbours)
_ZERO_WIDTH = frozenset("\u200b\u200c\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e")
_ZWJ = "\u200d"
Form = Literal["NFC", "NFKC"]  # the Unicode normal forms a name is compared in
_FORMS: tuple[Form, ...] = ("NFC", "NFKC")


def skeleton(name: str, form: Form = "NFC") -> str:
    """The form look-alike names share ("Bob", "Bоb" with a Cyrillic о, "B0b"), of the name
    in Unicode normal form `form` (NFC or NFKC)."""
    classes = _classes()
    text = "".join(classes.get(char, char) for char in _letters(name, form))
    for sequence, letter in _sequences():
        text = text.replace(sequence, letter)
    return " ".join(unicodedata.normalize("NFC", text).split())


def look_alike(name: str, others: list[str]) -> str | None:
    """The first of `others` that looks like `name` without being the same name (two seats
    of one name are told apart by number; a look-alike would pass for the other), or None."""
    folded = " ".join(name.casefold().split())
    own = _forms(name)
    return next((other for other in others if " ".join(other.casefold().split()) != folded
                 and own & _forms(other)), None)


def _forms(name: str) -> set[tuple[str, str]]:
    """The name's skeletons (NFC and NFKC), as written and in capitals (its look, not the
    forms a player is called by: rules.czech_names.name_forms)."""
    return {view for form in _FORMS
            for view in (("as written", skeleton(name, form)), ("capitals", _capitals(name, form)))}


def _capitals(name: str, form: Form) -> str:
    """The skeleton of the name in capitals: each letter's capital's class; a letter with no
    case of its own (a small capital "ʙ") as the capital of the letters of its class."""
    classes, capitals = _classes(), _class_capitals()
    shown = []
    for char in _letters(name, form):
        upper = char.upper()
        if len(upper) == 1 and upper != char:
            shown.append(classes.get(upper, upper))
        elif char.isalpha() and char.lower() == char == upper:
            kind = classes.get(char, char)
            shown.append(capitals.get(kind, kind))
        else:
            shown.append(classes.get(char, char))
    return " ".join(unicodedata.normalize("NFC", "".join(shown)).split())


def _letters(name: str, form: Form) -> str:
    """The name in normal form `form`, its marks dropped (see _marks_dropped), without bidi
    controls and zero-width characters."""
    return "".join(char for char in _marks_dropped(unicodedata.normalize(form, name))
                   if char not in _ZERO_WIDTH and char not in _DIRECTION and char != _ZWJ)


def _marks_dropped(text: str) -> str:
    """The text decomposed, without the combining marks that make no letter of Latin-1 or
    Latin Extended-A (those stay: "é" is not "e")."""
    kept = []
    for char in text:
        parts = unicodedata.normalize("NFD", char)
        if _ACCENTED_LOW <= ord(char) <= _ACCENTED_HIGH:
            kept.append(parts)
        else:
            kept.append("".join(c for c in parts if not unicodedata.combining(c)
                                and unicodedata.category(c) not in ("Mn", "Me")))
    return "".join(kept)


_ACCENTED_LOW, _ACCENTED_HIGH = 0x00C0, 0x017F  # Latin-1's letters and Latin Extended-A


@functools.cache
def _data() -> dict[str, list[dict[str, str]]]:
    """Unicode's confusables, as the confusable-homoglyphs package ships them (each pair both
    ways: a character -> the characters and sequences it may be taken for)."""
    # at the first name checked: no cost to a cold start (importlib.resources brings tempfile,
    # shutil and the compression modules: 4 ms of every first event that checks no name)
    from importlib import resources

    import confusable_homoglyphs

    text = resources.files(confusable_homoglyphs).joinpath("confusables.json").read_text(
        encoding="utf-8")
    return json.loads(text)


@functools.cache
def _classes() -> dict[str, str]:
    """Each confusable character -> the one its class is written as (an ASCII character if
    the class has one, else its lowest)."""
    parent: dict[str, str] = {}

    def root(char: str) -> str:
        while parent.setdefault(char, char) != char:
            parent[char] = parent[parent[char]]
            char = parent[char]
        return char

    for char, alikes in _data().items():
        if len(char) == 1:
            for alike in alikes:
                if len(alike["c"]) == 1:
                    parent[root(char)] = root(alike["c"])
    members: dict[str, list[str]] = {}
    for char in parent:
        members.setdefault(root(char), []).append(char)
    return {char: min(group, key=lambda c: (not c.isascii(), ord(c)))
            for group in members.values() for char in group}


@functools.cache
def _class_capitals() -> dict[str, str]:
    """Each class (by the character it is written as) whose letters have capitals -> the class
    of those capitals (a Latin one if there is): what a small capital is taken for."""
    classes = _classes()
    found: dict[str, set[str]] = {}
    for char, shown in classes.items():
        upper = char.upper()
        if char.isalpha() and len(upper) == 1 and upper != char:
            found.setdefault(shown, set()).add(classes.get(upper, upper))
    return {shown: min(capitals, key=lambda c: (not c.isascii(), not c.isalpha(), ord(c)))
            for shown, capitals in found.items()}


@functools.cache
def _sequences() -> tuple[tuple[str, str], ...]:
    """The ASCII sequences the data lists as one ASCII letter ("rn" for "m"), longest first."""
    classes = _classes()
    found = {(alike["c"], classes.get(char, char)) for char, alikes in _data().items()
             if len(char) == 1 and char.isascii() and char.isalpha() for alike in alikes
             if len(alike["c"]) > 1 and alike["c"].isascii()}
    return tuple(sorted(found, key=lambda pair: -len(pair[0])))


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
