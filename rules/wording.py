"""Putting a variable into a sentence so that the sentence agrees with it: a number with the
noun's plural form (1 tah, 2 tahy, 5 tahů; 1 turn, 2 turns), a list joined with „a“/"and", a
player's name in the Czech case the sentence needs, or where no case is needed when unsure."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.czech_names import decline

# How the sentence names a player whose name the declension does not know: the noun "hráč"
# in the case takes the case, the name follows after a colon in the nominative.
_PLAYER_NOUN = {"dat": "hráči", "gen": "hráče", "acc": "hráče", "ins": "hráčem"}


def plural(n: int, forms: Sequence[str], lang: str) -> str:
    """The noun form for `n`: `forms` is (1, 2-4, 5+) in Czech, (1, many) in English."""
    if lang == "cs":
        one, few, many = forms
        return one if n == 1 else few if 2 <= n <= 4 else many
    one, many = forms[0], forms[-1]
    return one if n == 1 else many


def counted(n: int, forms: Sequence[str], lang: str) -> str:
    """`n` and its noun in agreement: "1 událost", "3 události", "5 událostí", "2 turns"."""
    return f"{n} {plural(n, forms, lang)}"


def join(items: Iterable[str], lang: str) -> str:
    """A list as a sentence writes it: "A", "A a B", "A, B a C" ("and" in English)."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    word = " a " if lang == "cs" else " and "
    return ", ".join(items[:-1]) + word + items[-1]


def player_in(name: str, case: str) -> str:
    """A player's name in a Czech `case` ("Tomu Hallovi"), or "hráči: Tom Hall" when the
    declension is unsure (put such a phrase last in its clause)."""
    declined = decline(name, case)
    return declined if declined is not None else f"{_PLAYER_NOUN[case]}: {name}"
