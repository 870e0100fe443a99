"""Small helpers shared by the board pictures: escaped SVG elements and the players' colours.

Pictures use presentation attributes only (no `style`), so the page's Content-Security-Policy
can forbid inline styles.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from markupsafe import Markup

from functions.render.palette import NEUTRAL, SEAT_COLOURS, colours, ink_on

__all__ = ["NEUTRAL", "PLAYER_COLOURS", "colours", "el", "ink_on", "picture", "points",
           "text", "title"]

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


def title(content: str) -> str:
    """A `<title>`: the tooltip and the accessible name of its parent."""
    return el("title", escape(content))


def picture(width: float, height: float, label: str, body: Sequence[str], id_: str) -> Markup:
    """A whole responsive SVG picture (scales to the width of its container)."""
    svg = el("svg", title(label), *body, xmlns="http://www.w3.org/2000/svg", id=id_,
             viewBox=f"0 0 {_n(width)} {_n(height)}", role="img", class_="board",
             font_family="sans-serif", aria_label=label)
    return Markup(svg)  # every piece was escaped as it was built


def points(*coords: tuple[float, float]) -> str:
    """A `points` attribute value."""
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in coords)


def _n(value: float) -> str:
    """A coordinate without needless decimals."""
    return f"{value:.1f}".rstrip("0").rstrip(".")
