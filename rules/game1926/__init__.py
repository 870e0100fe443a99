"""1926, the election game: the rules of both variants (Kancléř and Primárky)."""

from rules.api import Rules
from rules.game1926.game import Game1926
from rules.game1926.state import Move, Placement, State
from rules.game1926.view import View

GAME: Rules[State, Move, View] = Game1926()  # mypy checks the game against the contract

__all__ = ["GAME", "Game1926", "Placement", "State"]
