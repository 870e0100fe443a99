"""A player's correction of what they wrote just before ("Dám devítku, ne, vlastně osmičku",
"bid 9, sorry, I meant 8"): the words that open one, for the mailroom's reader of a line and
the games' parsers alike (a game reading a line whole must not take the first move of it)."""

from __future__ import annotations

from rules.text import words

# Words that correct what the player wrote before them in the same mail: the last intention
# wins ("velkou do Prahy, vlastně ne, malou do Brna", "přihazuji 5, teda 6", "large Prague,
# sorry I meant medium Pilsen", "I'll bid one, no wait, zero", a line "Oprava: …").
CORRECTION = frozenset("vlastne teda tedy pockej pockat moment oprava opravuji opravuju oprav "
                       "opravka pardon promin prominte jejda sorry oops wait actually "
                       "correction correcting meant mean scratch".split())
# What a correction's word may come after: "ne, vlastně", "no wait", "sorry, I meant"
CORRECTION_LEAD = frozenset("no ne nie oh ah ehm hmm i a sorry pardon".split())


def correcting(clause: str) -> bool:
    """Whether a clause opens with a word of correction, alone or after a "no", "oh", "I"
    ("vlastně ne", "teda 6", "no wait", "sorry I meant", "I meant"): not "Tak teda hotovo"."""
    found = words(clause)[:2]
    return bool(found) and (found[0] in CORRECTION or (
        len(found) == 2 and found[0] in CORRECTION_LEAD and found[1] in CORRECTION))


def corrected(clause: str) -> str:
    """A correcting clause less the words that open it, the last word always kept ("ne
    vlastně osmičku" -> "osmičku", "sorry, I meant 8" -> "8", "vlastně ne" -> "ne")."""
    parts = clause.split()
    while correcting(" ".join(parts)) and len(parts) > 1 and all(
            w in CORRECTION or w in CORRECTION_LEAD for w in words(parts[0])):
        parts.pop(0)
    return " ".join(parts)
