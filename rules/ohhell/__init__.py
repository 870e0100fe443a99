"""Oh Hell, the trick-taking game of exact bids: a series of hands, trumps and the hook."""

from rules.api import Rules
from rules.ohhell.game import OhHell
from rules.ohhell.state import Bid, Deal, Dealer, Move, Play, State
from rules.ohhell.view import View

GAME: Rules[State, Move, View] = OhHell()  # mypy checks the game against the contract

__all__ = ["GAME", "Bid", "Deal", "Dealer", "OhHell", "Play", "State"]
