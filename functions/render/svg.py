"""Small helpers shared by the board pictures: escaped SVG elements and the players' colours.

Pictures use presentation attributes only (no `style`), so the page's Content-Security-Policy
can forbid inline styles.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from markupsafe import Markup

from functions.render.palette import NEUTRAL, SEAT_COLOURS, colours, ink_on

__all__ = ["NEUTRAL", "PLAYER_COLOURS", "colours", "el", "ink_on", "picture", "points",
           "shortened", "text", "title"]

LEGIBLE_PX = 11  # the smallest text a person reads on a phone without zooming
LEGIBLE_STEP = 50
LEGIBLE_MAX = 1200  # templates/web/style.css has the classes up to this width
PAGE_TEXT_PX = 16  # the page's body text: a picture's smallest text grows no larger
PHONE_PX = 300  # a picture's frame on the narrowest phone (320 px less the page's margins)
_FONT_SIZE = re.compile(r'font-size="([0-9.]+)"')

def escape(text: str) -> str:
    """`text` escaped for an element or a quoted attribute, as the standard library's
    html.escape does it (the same bytes): that module builds its table of 2,000 named
    references on import, which a cold mail never reads (issue 43)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


PLAYER_COLOURS = tuple(colour for colour, _ in SEAT_COLOURS)
"""The players' colours by seat (see functions.render.palette)."""


def el(tag: str, *children: str, **attrs: object) -> str:
    """One element; attribute names use `_` for `-` (a trailing `_` is dropped: `class_`)."""
    parts = [tag]
    for name, value in attrs.items():
        if value is None:
            continue
        shown = _n(value) if isinstance(value, float) else str(value)
        parts.append(f'{name.rstrip("_").replace("_", "-")}="{escape(shown)}"')
    head = " ".join(parts)
    if not children:
        return f"<{head}/>"
    return f"<{head}>{''.join(children)}</{tag}>"


def text(content: str, x: float, y: float, **attrs: object) -> str:
    """A `<text>` element with escaped content."""
    return el("text", escape(content), x=_n(x), y=_n(y), **attrs)


def shortened(name: str, chars: int) -> str:
    """`name` in at most `chars` characters, a longer one ending in "…" (a picture's line has
    room for so many; SVG text never wraps, it runs past the picture's edge)."""
    return name if len(name) <= chars else name[:chars - 1] + "…"


def title(content: str) -> str:
    """A `<title>`: the tooltip and the accessible name of its parent."""
    return el("title", escape(content))


def picture(width: float, height: float, label: str, body: Sequence[str], id_: str) -> Markup:
    """A whole responsive SVG picture: it scales to the width of its container, but never
    below the width at which its smallest text is LEGIBLE_PX high (its `legible-N` class; on
    a narrower screen the page's frame scrolls sideways) nor above the width at which that
    text is the page's own size (its `cap-N` class: a small picture on a wide screen would
    otherwise blow its text up to headline size).

    A picture whose text cannot be legible on a phone (wider than PHONE_PX at LEGIBLE_PX) is
    `dense`: a phone scales it to the screen with its labels hidden, and its game lists what
    they say beside it (the game's `board_list`); any other picture keeps its text there."""
    cap = capped_width(width, body)
    legible = legible_width(width, body)
    svg = el("svg", title(label), *body, xmlns="http://www.w3.org/2000/svg", id=id_,
             viewBox=f"0 0 {_n(width)} {_n(height)}", role="img",
             class_=f"board legible-{legible}" + (f" cap-{cap}" if cap is not None else "")
                    + (" dense" if legible > PHONE_PX else ""),
             font_family="sans-serif", aria_label=label)
    return Markup(svg)  # every piece was escaped as it was built


def legible_width(width: float, body: Sequence[str]) -> int:
    """The width (px, rounded up to LEGIBLE_STEP) at which the smallest `font-size` in `body`
    is drawn LEGIBLE_PX high; the page's stylesheet has a `legible-N` class for each."""
    smallest = min((float(size) for part in body for size in _FONT_SIZE.findall(part)),
                   default=LEGIBLE_PX)
    needed = width * LEGIBLE_PX / smallest
    return min(LEGIBLE_MAX, max(LEGIBLE_STEP, math.ceil(needed / LEGIBLE_STEP) * LEGIBLE_STEP))


def capped_width(width: float, body: Sequence[str]) -> int | None:
    """The width (px, rounded down to LEGIBLE_STEP, never below the legible width) at which
    the smallest `font-size` in `body` is PAGE_TEXT_PX high, or None when that is wider than
    any page (no cap needed); the stylesheet has a `cap-N` class for each."""
    smallest = min((float(size) for part in body for size in _FONT_SIZE.findall(part)),
                   default=LEGIBLE_PX)
    cap = math.floor(width * PAGE_TEXT_PX / smallest / LEGIBLE_STEP) * LEGIBLE_STEP
    cap = max(cap, legible_width(width, body))
    return cap if cap < LEGIBLE_MAX else None


def points(*coords: tuple[float, float]) -> str:
    """A `points` attribute value."""
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in coords)


def _n(value: float) -> str:
    """A coordinate without needless decimals."""
    return f"{value:.1f}".rstrip("0").rstrip(".")
