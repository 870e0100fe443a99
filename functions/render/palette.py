"""The players' colours, one per seat in seating order, the same in the mails, on the pages and
in the board pictures.

The colours are Okabe and Ito's, told apart with the common colour-vision deficiencies; each
comes with the ink that reads on it (a name written on its colour chip) at a contrast of at
least 4.5:1, WCAG's level for normal text (tests/test_render_palette.py computes it).
"""

from __future__ import annotations

from collections.abc import Sequence

SEAT_COLOURS: tuple[tuple[str, str], ...] = (
    ("#0072B2", "#ffffff"),  # blue
    ("#D55E00", "#000000"),  # vermilion
    ("#009E73", "#000000"),  # bluish green
    ("#CC79A7", "#000000"),  # reddish purple
    ("#E69F00", "#000000"),  # orange
    ("#56B4E9", "#000000"),  # sky blue
)
"""(colour, ink on it) by seat; more players than colours reuse them from the first."""

NEUTRAL = "#9a9a9a"
"""Nobody's colour: a region without a leader, a bankrupt player."""


def seat_colour(index: int) -> str:
    """The colour of the seat at `index` in the seating order."""
    return SEAT_COLOURS[index % len(SEAT_COLOURS)][0]


def ink_on(colour: str) -> str:
    """The text colour that reads on `colour` (black on a colour not in the palette)."""
    return next((ink for fill, ink in SEAT_COLOURS if fill.casefold() == colour.casefold()),
                "#000000")


def colours(players: Sequence[str]) -> dict[str, str]:
    """Each player's colour, by their seating order."""
    return {p: seat_colour(i) for i, p in enumerate(players)}


def initials(players: Sequence[str]) -> dict[str, str]:
    """Each player's mark beside their colour: the first letter of their name, or, where two
    share it ("Robot Karel", "Robot Radius"), the first letters of its first two words, else
    their seat's number (review 23n: two bots both marked "R")."""
    first = {p: p[:1].upper() or "?" for p in players}
    twice = {mark for mark in first.values() if list(first.values()).count(mark) > 1}
    marks = {p: "".join(w[:1].upper() for w in p.split()[:2]) if first[p] in twice else first[p]
             for p in players}
    again = {mark for mark in marks.values() if list(marks.values()).count(mark) > 1}
    return {p: str(n) if marks[p] in again else marks[p] for n, p in enumerate(players, 1)}


def contrast(first: str, second: str) -> float:
    """WCAG's contrast ratio of two "#RRGGBB" colours (1 to 21)."""
    lighter, darker = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def _luminance(colour: str) -> float:
    """WCAG's relative luminance of a "#RRGGBB" colour."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
