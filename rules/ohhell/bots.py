"""Oh Hell's bots: `random`, `greedy` (counts its high cards, then plays to make its bid) and
`strong`/`expert` (sample the unseen cards and play each choice out).

Every bot reads only what its player may see (`observed`): its own hand, the trump card, the
bids, the cards played and which suits a player has shown to lack. So its move is the same
whatever the others hold, by construction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from rules.api import Bot, Rng
from rules.ohhell import cards
from rules.ohhell.legal import EXACT_BONUS, legal_bids, playable
from rules.ohhell.state import Bid, Move, Play, State

SAMPLES = 24
"""Deals of the unseen cards the strong bot plays each choice out on (a count, not the clock)."""


@dataclass(frozen=True, slots=True)
class Seen:
    """What one player knows when they bid or play."""

    me: int
    seats: int
    hand: tuple[str, ...]
    trump: str
    bids: tuple[int | None, ...]
    leader: int
    trick: tuple[str, ...]
    won: tuple[int, ...]
    held: tuple[int, ...]
    unseen: tuple[str, ...]
    """The cards neither in the player's hand, nor played, nor the trump card."""
    void: tuple[frozenset[str], ...]
    """Per seat, the suits it has shown to lack (it did not follow them)."""
    tricks: int
    ranks: int


def observed(state: State, player: str) -> Seen:
    """The position as `player` may see it: no other hand, no undealt card."""
    me = state.players.index(player)
    assert state.trump is not None
    gone = {c for t in state.taken for c in t.cards} | set(state.trick) | {state.trump}
    unseen = tuple(c for c in cards.deck(state.suits, state.ranks)
                   if c not in gone and c not in state.hands[me])
    void: list[set[str]] = [set() for _ in state.players]
    for trick in (*((t.leader, t.cards) for t in state.taken), (state.leader, state.trick)):
        leader, played = trick
        for k, card in enumerate(played[1:], start=1):
            if cards.suit_of(card) != cards.suit_of(played[0]):
                void[(leader + k) % state.seats].add(cards.suit_of(played[0]))
    return Seen(me, state.seats, state.hands[me], state.trump, state.bids, state.leader,
                state.trick, tuple(state.won(s) for s in range(state.seats)),
                tuple(len(h) for h in state.hands), unseen, tuple(frozenset(v) for v in void),
                state.tricks, state.ranks)


def _strength(hand: tuple[str, ...], trump: str, ranks: int, seats: int) -> int:
    """The tricks a hand looks good for: its top trumps and its aces and kings aside."""
    suit = cards.suit_of(trump)
    top = ranks - 1
    count = 0.0
    for card in hand:
        gap = top - cards.rank_of(card)
        if cards.suit_of(card) == suit:
            count += 1.0 if gap <= 2 else 0.5 if gap <= 4 else 0.2
        else:
            count += 0.8 if gap == 0 else 0.4 if gap == 1 and seats <= 4 else 0.0
    return round(count)


def _nearest(wanted: int, allowed: list[int]) -> int:
    return min(allowed, key=lambda bid: (abs(bid - wanted), bid))


def _greedy_card(hand: list[str], trick: list[str], trump_suit: str, hungry: bool) -> str:
    """The card a seat plays when it wants the trick (`hungry`: the lowest that wins, else
    its lowest) or not (the highest that loses, else its highest)."""
    def low(card: str) -> tuple[int, int]:
        return (cards.suit_of(card) == trump_suit, cards.rank_of(card))
    if not trick:
        return max(hand, key=low) if hungry else min(hand, key=low)
    winning = [c for c in hand if _wins(trick, c, trump_suit)]
    losing = [c for c in hand if c not in winning]
    if hungry:
        return min(winning, key=low) if winning else min(hand, key=low)
    return max(losing, key=low) if losing else max(hand, key=low)


def _wins(trick: list[str], card: str, trump_suit: str) -> bool:
    return cards.winner([*trick, card], trump_suit) == len(trick)


class RandomBot(Bot):
    """Any legal bid or card, uniformly."""

    level = "random"

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Move:
        """A uniformly random legal move."""
        seen = observed(state, player)
        if any(bid is None for bid in seen.bids):
            return Bid(rng.choice(legal_bids(state)), player)
        return Play(rng.choice(playable(state, seen.me)), player)


class GreedyBot(Bot):
    """Bids the tricks its high cards look good for; plays to win a trick while it still
    needs some, and to lose it once its bid is made."""

    level = "greedy"

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Move:
        """The counted bid, or the card that wins or ducks the trick as the bid needs."""
        seen = observed(state, player)
        if any(bid is None for bid in seen.bids):
            wanted = _strength(seen.hand, seen.trump, state.ranks, seen.seats)
            return Bid(_nearest(wanted, legal_bids(state)), player)
        hungry = seen.won[seen.me] < (seen.bids[seen.me] or 0)
        legal = playable(state, seen.me)
        return Play(_greedy_card(legal, list(seen.trick), cards.suit_of(seen.trump), hungry),
                    player)


class StrongBot(Bot):
    """Deals the unseen cards to the others at random (as many as each holds, none of a suit
    they have shown to lack) many times, and on each plays every choice out to the end of the
    hand, everyone playing as the greedy bot does; keeps the choice that scores the most."""

    level = "strong"

    def __init__(self, samples: int = SAMPLES, level: str = "strong"):
        self.samples = samples
        self.level = level

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Move:
        """The bid or card with the best mean points over the sampled deals."""
        seen = observed(state, player)
        bidding = any(bid is None for bid in seen.bids)
        options: Sequence[int | str] = legal_bids(state) if bidding \
            else playable(state, seen.me)
        if len(options) == 1:
            return Bid(int(options[0]), player) if bidding else Play(str(options[0]), player)
        totals = dict.fromkeys(options, 0.0)
        for _ in range(self.samples):
            hands = _sample(seen, rng)
            for option in options:
                totals[option] += _playout(seen, hands, option, bidding)
        best = max(options, key=lambda o: totals[o])
        return Bid(int(best), player) if bidding else Play(str(best), player)


def _sample(seen: Seen, rng: Rng) -> list[list[str]]:
    """A deal of the unseen cards to the other seats, each as many as it holds, avoiding the
    suits a seat has shown to lack when the cards allow."""
    for _ in range(20):
        pool = list(seen.unseen)
        hands: list[list[str]] = [[] for _ in range(seen.seats)]
        hands[seen.me] = list(seen.hand)
        ok = True
        for seat in sorted(range(seen.seats), key=lambda s: -len(seen.void[s])):
            if seat == seen.me:
                continue
            fits = [c for c in pool if cards.suit_of(c) not in seen.void[seat]]
            if len(fits) < seen.held[seat]:
                ok = False
                break
            for _ in range(seen.held[seat]):
                card = fits.pop(rng.randrange(0, len(fits)))
                pool.remove(card)
                hands[seat].append(card)
        if ok:
            return hands
    pool = list(seen.unseen)  # the voids cannot all hold: deal without them
    hands = [[] for _ in range(seen.seats)]
    hands[seen.me] = list(seen.hand)
    for seat in range(seen.seats):
        if seat != seen.me:
            for _ in range(seen.held[seat]):
                hands[seat].append(pool.pop(rng.randrange(0, len(pool))))
    return hands


def _playout(seen: Seen, dealt: list[list[str]], option: int | str, bidding: bool) -> float:
    """The player's points for the hand when they choose `option` now and everyone plays
    greedily after (the others bidding what their cards look good for)."""
    trump = cards.suit_of(seen.trump)
    hands = [list(h) for h in dealt]
    bids = list(seen.bids)
    won = list(seen.won)
    if bidding:
        bids[seen.me] = int(option)
        for seat in range(seen.seats):
            if bids[seat] is None:
                bids[seat] = _strength(tuple(hands[seat]), seen.trump, seen.ranks, seen.seats)
    leader, trick = seen.leader, list(seen.trick)
    first = True
    while any(hands):
        seat = (leader + len(trick)) % seen.seats
        if first and not bidding and seat == seen.me:
            card = str(option)
        else:
            legal = _legal(hands[seat], trick)
            card = _greedy_card(legal, trick, trump, won[seat] < (bids[seat] or 0))
        first = False
        hands[seat].remove(card)
        trick.append(card)
        if len(trick) == seen.seats:
            leader = (leader + cards.winner(trick, trump)) % seen.seats
            won[leader] += 1
            trick = []
    mine = won[seen.me]
    return mine + (EXACT_BONUS if mine == bids[seen.me] else 0)


def _legal(hand: list[str], trick: list[str]) -> list[str]:
    if trick:
        following = [c for c in hand if cards.suit_of(c) == cards.suit_of(trick[0])]
        if following:
            return following
    return hand


BOTS: Mapping[str, Bot] = MappingProxyType({
    "random": RandomBot(),
    "greedy": GreedyBot(),
    "strong": StrongBot(),
    # the same judgement on four times the samples: every game offers every level
    "expert": StrongBot(SAMPLES * 4, "expert"),
})
