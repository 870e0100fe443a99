"""The numbered menu of a player's legal moves, so a reply of just "3" names a move.

The menu is a pure function of the rules and the state: the mail that shows it and the reply
that answers it rebuild it from the same game version (the reply token binds the version), so
number 3 means the same move both times without storing the menu anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules import CHANCE, AnyRules


@dataclass(frozen=True, slots=True)
class MenuItem:
    """One option: its number (from 1, or the game's own, see Game.menu_numbers), the move's
    canonical text and its words for people."""

    number: int
    text: str
    label: str


class NoSuchChoice(ValueError):
    """A number that is not on the menu; `size` is how many options there are (maybe 0),
    `numbers` the menu's own numbers when they are not 1 to `size` (a game's cards)."""

    def __init__(self, number: int, size: int, numbers: tuple[int, ...] = ()):
        if numbers:
            message = (f"there is no option {number}: choose one of "
                       f"{', '.join(map(str, numbers))}")
        elif size:
            message = f"there is no option {number}: choose a number from 1 to {size}"
        else:
            message = f"there is no option {number}: you have no moves to choose from now"
        super().__init__(message)
        self.number = number
        self.size = size
        self.numbers = numbers


def menu(game: AnyRules, state: Any, player: str, lang: str | None = None) -> list[MenuItem]:
    """The decisions of `player` at `state` (`Game.choices`: nothing irrevocable, no sale or
    trade answer, which are written out), numbered in the rules' order, labelled in `lang`."""
    return [MenuItem(number, move.text, label(game, state, move, player, lang))
            for number, move in _numbered(game, state, player)]


def label(game: AnyRules, state: Any, move: Any, player: str, lang: str | None) -> str:
    """A move as a menu offers it: its words and what choosing it does besides (a game's
    `menu_note`, " (nabídka #1 propadne)"), which a report of the move made leaves out."""
    note = getattr(game, "menu_note", None)
    return game.describe(state, move, lang, reader=player) + (
        note(state, move, lang, reader=player) if note else "")


def pick(game: AnyRules, state: Any, player: str, number: int) -> str:
    """The canonical text of option `number` of `player`'s menu; raises NoSuchChoice."""
    options = _numbered(game, state, player)
    for option, move in options:
        if option == number:
            return move.text
    own = tuple(option for option, _ in options)
    raise NoSuchChoice(number, len(options),
                       own if own != tuple(range(1, len(own) + 1)) else ())


def _numbered(game: AnyRules, state: Any, player: str) -> list[tuple[int, Any]]:
    """`player`'s choices with their menu numbers: the game's own, else 1, 2, 3, ..."""
    if player == CHANCE:
        return []
    moves = game.choices(state, player)
    numbers = game.menu_numbers(state, player)
    if numbers is None or len(numbers) != len(moves) or len(set(numbers)) != len(numbers):
        numbers = list(range(1, len(moves) + 1))
    return list(zip(numbers, moves, strict=True))
