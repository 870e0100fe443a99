"""The HTML board of a game's mail, built by the game's render module from the rules' `view`.

A context is plain data for `templates/email/_board_<game>.html`: names, numbers, and a
`colour` index per player (seating order) that the stylesheet turns into a colour. Texts the
templates print come from the catalogue in the reader's language; names from the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from functions.render import games
from functions.render.palette import SEAT_COLOURS

COLOURS = len(SEAT_COLOURS)
"""Players' colours in the stylesheet (.p0 .. .p5, from functions.render.palette); more
players than that reuse them."""


def board_context(view: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
    """The HTML board context of a game's view, or None for a game without an HTML board."""
    return games.of(view.get("game", "")).board_context(view, lang)


def turn_of(view: Mapping[str, Any]) -> tuple[str, int]:
    """Where the game is, for subjects: ("turn_move", n), ("turn_round", n), as the game counts."""
    return games.of(view.get("game", "")).turn(view)


def colour_indexes(players: list[str]) -> dict[str, int]:
    """Each player's colour index in the stylesheet, by seating order."""
    return {name: i % COLOURS for i, name in enumerate(players)}
