"""What Oh Hell allows: the bids (the hook) and the cards (following suit), and what an
exact bid earns; read by the rules and by the bots alike."""

from __future__ import annotations

from rules.ohhell import cards
from rules.ohhell.state import State

EXACT_BONUS = 10
"""The points for taking exactly the tricks bid (on top of a point a trick)."""


def legal_bids(state: State) -> list[int]:
    """The bids the player to bid may make: 0..tricks, but the last bidder (the dealer) may
    not make the bids add up to the tricks (the hook)."""
    bids = range(state.tricks + 1)
    made = [bid for bid in state.bids if bid is not None]
    if len(made) == state.seats - 1:
        return [bid for bid in bids if sum(made) + bid != state.tricks]
    return list(bids)


def playable(state: State, seat: int) -> list[str]:
    """The cards `seat` may play to the current trick: of the suit led while they hold one."""
    hand = state.hands[seat]
    if state.trick:
        led = cards.suit_of(state.trick[0])
        following = [c for c in hand if cards.suit_of(c) == led]
        if following:
            return following
    return list(hand)
