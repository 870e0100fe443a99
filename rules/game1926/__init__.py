"""1926, the election game: the rules of both variants (Kancléř and Primárky)."""

from rules.game1926.game import Game1926
from rules.game1926.state import Placement, State

GAME = Game1926()

__all__ = ["GAME", "Game1926", "Placement", "State"]
