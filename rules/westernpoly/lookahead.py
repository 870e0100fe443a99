"""The WesternPoly expert's look-ahead: each candidate decision is played on a few turns
ahead many times, every seat following the strong bot's policy and chance sampled from what
the rules say may come (the order of the unseen cards is never read: a draw is any unseen card,
as `chance_outcomes` lists them, ISMCTS-style), and the positions reached are scored by wealth
plus the rent a player's cards can still be expected to earn before the game ends.

Every candidate is played on the same sampled futures (common random numbers), so the
comparison measures the decision, not the dice. Work is bounded by counts (playouts, turns,
steps), never the clock.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.api import CHANCE, Rng
from rules.westernpoly import legal
from rules.westernpoly.board import BUYABLE_FIELDS, CHAINS, FIELDS
from rules.westernpoly.engine import step
from rules.westernpoly.money import rent, wealth, winners
from rules.westernpoly.moves import Draw, Move
from rules.westernpoly.state import DRAW, OVER, State

LANDING = 1 / 40
"""The chance that one opponent's turn ends on a given field (one of the board's 40)."""
TYPICAL_DICE = 7
HORIZON_ROUNDS = 40
"""Rounds of expected rent counted at most (all that are left under a time limit)."""
WIN = 1_000_000
"""The score of a position where the game is over and the player has won (lost: minus)."""
MAX_STEPS = 400
"""A playout stops after this many steps whatever happens (bounded work)."""
BUILT_STARS = 3
"""The stars a complete chain is expected to carry once built (where rent grows most)."""
BUILD_SHARE = 0.5
"""The share of the rounds left a complete chain earns its built rent (building takes landings
and cash)."""


class Stream:
    """A small deterministic generator (xorshift*) seeded from the caller's `Rng`, so that
    every candidate can be played on the same sampled futures; pure, no global state."""

    __slots__ = ("x",)

    def __init__(self, seed: int) -> None:
        self.x = (seed or 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF

    def random(self) -> float:
        """A float in [0, 1)."""
        x = self.x
        x ^= (x >> 12)
        x ^= (x << 25) & 0xFFFFFFFFFFFFFFFF
        x ^= (x >> 27)
        self.x = x
        return ((x * 0x2545F4914F6CDD1D) & 0xFFFFFFFFFFFFFFFF) / 18446744073709551616.0

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        """An int from range(start, stop, step)."""
        if stop is None:
            start, stop = 0, start
        width = len(range(start, stop, step))
        return start + step * int(self.random() * width)

    def choice(self, seq: Sequence[Any]) -> Any:
        """One element of a non-empty sequence."""
        return seq[int(self.random() * len(seq))]


def _card_of(outcome: tuple[Move, float]) -> str:
    """The card a draw's outcome turns up (every outcome while a card is drawn is a draw)."""
    move = outcome[0]
    return move.card if isinstance(move, Draw) else ""


def expected_worth(s: State, seat: int, turns: float, build_share: float = BUILD_SHARE) -> float:
    """Wealth plus the rent `seat`'s cards may earn over `turns` opponent turns, a complete
    chain counted for part of them at the rent of `BUILT_STARS` stars (stars are bought at
    their cost, which wealth counts, so a chain's worth is the rent it can come to earn)."""
    total = float(wealth(s, seat))
    if turns <= 0:
        return total
    income = 0.0
    for f in BUYABLE_FIELDS:
        if s.owner[f] == seat:
            income += rent(s, f, TYPICAL_DICE)
    if build_share and not s.jailed[seat]:
        for chain in CHAINS.values():
            if all(s.owner[f] == seat for f in chain):
                for f in chain:
                    stars = s.stars[f]
                    if stars < BUILT_STARS:
                        rents = FIELDS[f].rents
                        income += build_share * (rents[BUILT_STARS] - rents[stars])
    return total + LANDING * turns * income


def score(s: State, seat: int, start_rounds: int, build_share: float = BUILD_SHARE) -> float:
    """How good `s` is for `seat`: the lead of its expected worth over the best opponent's,
    or a win or loss once the game is over."""
    if s.phase == OVER:
        won = winners(s)
        return WIN / len(won) if seat in won else -WIN
    if not s.alive[seat]:
        return -WIN
    limit = s.options.max_rounds
    left = (limit - s.rounds) if limit else HORIZON_ROUNDS
    rivals = [q for q in range(len(s.players)) if q != seat and s.alive[q]]
    if not rivals:
        return WIN
    turns = max(0, min(left, HORIZON_ROUNDS)) * len(rivals)
    mine = expected_worth(s, seat, turns, build_share)
    # each rival earns from the others' turns too (about as many as ours)
    best = max(expected_worth(s, q, turns, build_share) for q in rivals)
    return mine - best


Policy = Callable[[State, str, Rng], Move]
React = Callable[[State, str, Rng], "Move | None"]


def playout(s: State, policy: Policy, react: React, rng: Rng, turns: int) -> State:
    """`s` played on for `turns` more turn changes (or to the end) with `policy` for every seat
    to move and `react` for answers out of turn; chance sampled uniformly from its outcomes."""
    last = s.turn_no + turns
    players = s.players
    for _ in range(MAX_STEPS):
        if s.offers:
            for name in players:
                answer = react(s, name, rng)
                if answer is not None:
                    s = step(s, name, answer)
        if s.turn_no >= last:
            break
        who = legal.to_move(s)
        if who is None:
            break
        if who == CHANCE:
            outcomes = legal.chance_outcomes(s)  # every outcome equally likely
            if s.phase == DRAW:  # the unseen cards sorted: their secret order is never used
                outcomes.sort(key=_card_of)
            move: Move = outcomes[int(rng.random() * len(outcomes))][0]
        else:
            move = policy(s, who, rng)
        s = step(s, who, move)
    return s


def best_move(s: State, seat: int, candidates: list[Move], policy: Policy, react: React,
              rng: Rng, playouts: int, turns: int, build_share: float = BUILD_SHARE) -> Move:
    """The candidate with the best mean score over `playouts` sampled futures each, the same
    futures for every candidate; ties go to the earlier candidate."""
    if len(candidates) == 1:
        return candidates[0]
    player = s.players[seat]
    seeds = [int(rng.random() * 2**62) + 1 for _ in range(playouts)]
    start_rounds = s.rounds
    best, best_score = candidates[0], None
    for move in candidates:
        after = step(s, player, move)
        total = 0.0
        for seed in seeds:
            stream = Stream(seed)
            end = playout(after, policy, react, stream, turns)
            total += score(end, seat, start_rounds, build_share)
        if best_score is None or total > best_score:
            best, best_score = move, total
    return best
