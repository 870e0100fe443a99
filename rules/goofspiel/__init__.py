"""Goofspiel, the game of pure strategy: sealed bids for prize cards, every player at once."""

from rules.api import Rules
from rules.goofspiel.game import Goofspiel
from rules.goofspiel.state import Bid, Move, Prize, State
from rules.goofspiel.view import View

GAME: Rules[State, Move, View] = Goofspiel()  # mypy checks the game against the contract

__all__ = ["GAME", "Bid", "Goofspiel", "Prize", "State"]
