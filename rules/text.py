"""Text helpers shared by the games' parsers: folding case and diacritics, words, close matches."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_WORD = re.compile(r"[\w$]+(?:[-'][\w$]+)*", re.UNICODE)


def fold(text: str) -> str:
    """Lower-case `text` and strip diacritics: 'Plzeň' -> 'plzen', 'ÚSTÍ' -> 'usti'."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    # ß/ø and friends have no combining decomposition; casefold already turned ß into ss.
    return stripped.replace("ø", "o").replace("ł", "l").replace("đ", "d")


def words(text: str) -> list[str]:
    """The folded words of `text`; hyphens inside a word are kept ('hradec-kralove')."""
    return _WORD.findall(fold(text))


def closest(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """Up to `n` candidates that look most like `word` (for 'did you mean' messages)."""
    import difflib  # only a refused word needs it: not loaded by every mail function's start

    return difflib.get_close_matches(word, list(candidates), n=n, cutoff=0.5)
