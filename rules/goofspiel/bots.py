"""Goofspiel's bots: `random`, `greedy` (bid the prize's own value) and `strong` (sampling).

Every bot reads only what its player may see (`observed`): its own hand, the prizes, the
points and the rounds as the `reveal` option shows them. So it bids the same card whatever the
others have sealed, by construction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from rules.api import Bot, Rng
from rules.goofspiel.state import Bid, State

SAMPLES = 400
"""Sampled rounds the strong bot spends on one decision (its budget: a count, not the clock)."""


@dataclass(frozen=True, slots=True)
class Seen:
    """What one player knows when they bid."""

    me: int
    prize: int
    hand: tuple[int, ...]
    deck: tuple[int, ...]
    scores: tuple[int, ...]
    rivals: tuple[tuple[int, ...], ...]
    """Per other player: the cards they may still hold (every card not known to be played)."""


def observed(state: State, player: str) -> Seen:
    """The position as `player` may see it: no sealed bid, no hidden hand."""
    me = state.players.index(player)
    assert state.prize is not None
    full = range(1, state.cards + 1)
    rivals = []
    for seat in range(len(state.players)):
        if seat == me:
            continue
        if state.reveal == "bids":
            played = {r.bids[seat] for r in state.rounds}
            rivals.append(tuple(c for c in full if c not in played))
        else:
            rivals.append(tuple(full))  # unknown: any card may still be held
    return Seen(me, state.prize, state.hands[me], state.deck, state.scores, tuple(rivals))


def _bid(state: State, player: str, card: int) -> Bid:
    return Bid(card, player)


class RandomBot(Bot):
    """Any card of the hand, uniformly."""

    level = "random"

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Bid:
        """A uniformly random card from the hand."""
        seen = observed(state, player)
        return _bid(state, player, rng.choice(seen.hand))


def _matching(hand: tuple[int, ...], prize: int) -> int:
    """The held card nearest the prize's value, the higher of two equally near."""
    return min(hand, key=lambda c: (abs(c - prize), -c))


class GreedyBot(Bot):
    """Bids the card of the prize's own value (or the nearest one held)."""

    level = "greedy"

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Bid:
        """The held card nearest the prize."""
        seen = observed(state, player)
        return _bid(state, player, _matching(seen.hand, seen.prize))


class StrongBot(Bot):
    """Samples the rivals' bids (mostly near the prize, as people bid) and keeps the card whose
    rounds gain the most: the prize won, less the value the card would have bought later."""

    level = "strong"

    def __init__(self, samples: int = SAMPLES, level: str = "strong"):
        self.samples = samples
        self.level = level

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Bid:
        """The card with the best sampled gain this round, counting what it costs later."""
        seen = observed(state, player)
        if len(seen.hand) == 1:
            return _bid(state, player, seen.hand[0])
        rank = {card: i for i, card in enumerate(sorted((*seen.deck, seen.prize)))}
        # A card's worth later: the prize of its rank among the prizes still to come.
        prizes = sorted((*seen.deck, seen.prize))
        gains = dict.fromkeys(seen.hand, 0.0)
        for _ in range(self.samples):
            tops = [_rival_bid(hand, seen.prize, prizes, rng) for hand in seen.rivals]
            top = max(tops) if tops else 0
            tied = tops.count(top)
            for card in seen.hand:
                if card > top:
                    gains[card] += seen.prize
                elif card == top and tied == 0:
                    gains[card] += seen.prize
        hand = sorted(seen.hand)
        def worth(card: int) -> float:
            later = prizes[min(hand.index(card) * len(prizes) // len(hand), len(prizes) - 1)]
            return gains[card] / self.samples - 0.55 * later
        del rank
        return _bid(state, player, max(hand, key=lambda c: (worth(c), -c)))


def _rival_bid(hand: tuple[int, ...], prize: int, prizes: list[int], rng: Rng) -> int:
    """A plausible bid of a rival: near the prize's rank in their hand, with noise."""
    if rng.random() < 0.3:
        return rng.choice(hand)
    ordered = sorted(hand)
    place = prizes.index(prize) * len(ordered) // len(prizes)
    jitter = rng.randrange(-1, 2)
    return ordered[max(0, min(len(ordered) - 1, place + jitter))]


BOTS: Mapping[str, Bot] = MappingProxyType({
    "random": RandomBot(),
    "greedy": GreedyBot(),
    "strong": StrongBot(),
    # the same judgement on four times the samples: every game offers every level
    "expert": StrongBot(SAMPLES * 4, "expert"),
})
