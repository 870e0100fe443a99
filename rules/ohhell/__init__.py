"""Oh Hell, the trick-taking game of exact bids: a series of hands, trumps and the hook."""

from rules.ohhell.game import OhHell
from rules.ohhell.state import Bid, Deal, Dealer, Play, State

GAME = OhHell()

__all__ = ["GAME", "Bid", "Deal", "Dealer", "OhHell", "Play", "State"]
