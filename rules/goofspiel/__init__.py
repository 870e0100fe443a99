"""Goofspiel, the game of pure strategy: sealed bids for prize cards, every player at once."""

from rules.goofspiel.game import Goofspiel
from rules.goofspiel.state import Bid, Prize, State

GAME = Goofspiel()

__all__ = ["GAME", "Bid", "Goofspiel", "Prize", "State"]
