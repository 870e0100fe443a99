"""A rating as players read it on the pages: openskill's ordinal (mu − 3 sigma, the cautious
estimate its docs suggest showing), never below 0, with one decimal.

A newcomer's ordinal is 0 (mu 25, sigma 25/3); after a few lost games it may dip below, which
reads as nonsense ("1926: -0,3") and says only that the estimate is still unsure. The stored
ratings and `pbm ratings` keep the exact value; only what a page shows is floored.
"""

from __future__ import annotations


def shown_rating(ordinal: float, lang: str) -> str:
    """The ordinal floored at 0, one decimal: "12,3" (cs) or "12.3" (en)."""
    text = f"{max(0.0, ordinal):.1f}"
    return text.replace(".", ",") if lang == "cs" else text
