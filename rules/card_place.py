"""A card described by its place in the hand, not named: "nejvyšší", "tu nejmenší kartu",
"druhou nejvyšší", "my lowest card", "play my highest"."""

from __future__ import annotations

from collections.abc import Sequence

# The folded superlatives of a high and a low card, in the Czech cases a sentence puts them in
# ("dám nejvyšší", "jdu s nejvyšší kartou", "přebíjím nejvyšším trumfem") and in English.
_ENDINGS = ("i", "iho", "imu", "im", "ich", "imi", "iu")  # "iu": Slovak "najvyššiu"
# ("best", "top", "nejlepší" are left out: "Best," and "Všechno nejlepší" close a mail)
_HIGH_STEMS = ("nejvyss", "nejvets", "nejsilnejs", "najvyss", "najvacs", "najsilnejs")
_LOW_STEMS = ("nejnizs", "nejmens", "nejslabs", "najnizs", "najmens", "najslabs")
HIGH = frozenset({stem + end for stem in _HIGH_STEMS for end in _ENDINGS}
                 | {"highest", "biggest", "largest", "strongest"})
LOW = frozenset({stem + end for stem in _LOW_STEMS for end in _ENDINGS}
                | {"lowest", "smallest", "weakest"})
# "druhou nejvyšší", "second lowest": the place counted from that end
_ORDINALS = {"druha": 2, "druhou": 2, "druhy": 2, "druhym": 2, "druhe": 2, "second": 2,
             "treti": 3, "tretim": 3, "third": 3}
WORDS = HIGH | LOW | frozenset(_ORDINALS)
"""Every folded word of a place in the hand (a game's lexicon names them)."""


def place(words: Sequence[str]) -> tuple[bool, int, list[str], list[str]] | None:
    """(whether the high end, the place counted from it from 1, the words before, the words
    after) of the one place the folded `words` name ("dám druhou nejvyšší" -> (True, 2,
    ["dam"], [])); None when they name none, or both ends ("nejvyšší nebo nejnižší": which is
    asked, never guessed)."""
    ends = [at for at, w in enumerate(words) if w in HIGH or w in LOW]
    if len(ends) != 1:
        return None
    at = ends[0]
    count = _ORDINALS.get(words[at - 1], 1) if at else 1
    start = at - 1 if count > 1 else at
    return words[at] in HIGH, count, list(words[:start]), list(words[at + 1:])


def at_place(cards: Sequence[object], high: bool, count: int) -> int | None:
    """The index in `cards` (sorted low to high) of the card at that place, None when fewer."""
    if count > len(cards):
        return None
    return len(cards) - count if high else count - 1
