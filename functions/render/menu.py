"""The numbered menu of a player's legal moves, so a reply of just "3" names a move.

The menu is a pure function of the rules and the state: the mail that shows it and the reply
that answers it rebuild it from the same game version (the reply token binds the version), so
number 3 means the same move both times without storing the menu anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules import CHANCE, Game


@dataclass(frozen=True, slots=True)
class MenuItem:
    """One option: its number (from 1), the move's canonical text and its words for people."""

    number: int
    text: str
    label: str


class NoSuchChoice(ValueError):
    """A number that is not on the menu; `size` is how many options there are (maybe 0)."""

    def __init__(self, number: int, size: int):
        if size:
            message = f"there is no option {number}: choose a number from 1 to {size}"
        else:
            message = f"there is no option {number}: you have no moves to choose from now"
        super().__init__(message)
        self.number = number
        self.size = size


def menu(game: Game, state: Any, player: str, lang: str | None = None) -> list[MenuItem]:
    """The decisions of `player` at `state` (`Game.choices`: nothing irrevocable, no sale or
    trade answer, which are written out), numbered in the rules' order, labelled in `lang`."""
    if player == CHANCE:
        return []
    return [
        MenuItem(number, move.text, game.describe(state, move, lang))
        for number, move in enumerate(game.choices(state, player), start=1)
    ]


def pick(game: Game, state: Any, player: str, number: int) -> str:
    """The canonical text of option `number` of `player`'s menu; raises NoSuchChoice."""
    moves = [] if player == CHANCE else game.choices(state, player)
    if not 1 <= number <= len(moves):
        raise NoSuchChoice(number, len(moves))
    return moves[number - 1].text
