"""The 1926 bots: `random`, `greedy` (most electors at once), `strong` (Monte Carlo search) and
`expert` (a tree search, see `search`). 1926 has no trades: a bot standing in for an absent
player (`stand_in`) plays as it would for itself.

`strong` plays every candidate placement out to the end of the game many times (each seat
playing a mix of greedy and random placements) and counts each finished board exactly as the
rules do: region by region, ties to the lower slot, eliminations and recounts. It keeps the
placement that wins most often, spending its playouts by sequential halving (a fixed number of
simulated placements per decision, never the clock).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.api import Bot, IllegalMove, Rng
from rules.game1926.play import legal_moves
from rules.game1926.search import search
from rules.game1926.sim import Sim, greedy_move, playout
from rules.game1926.state import Placement, State
from rules.game1926.tables import TABLES
from rules.game1926.texts import SIZES

WORK = 2000
"""Simulated placements the strong bot may spend on one decision (its time budget)."""
MAX_PLAYOUTS = 600
GREEDY_SHARE = 0.2
"""How often a seat in a playout places greedily rather than at random."""


def _placement(state: State, r: int, i: int) -> Placement:
    return TABLES[state.variant].moves[f"{SIZES[i]} {TABLES[state.variant].region_ids[r]}"]


class RandomBot(Bot):
    """Any legal placement, uniformly."""

    level = "random"

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Placement:
        """A uniformly random legal placement."""
        return rng.choice(state_moves(state, player))


class GreedyBot(Bot):
    """The placement that takes the most electors right now."""

    level = "greedy"

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Placement:
        """The one-ply best placement (smallest pyramid among equals)."""
        state_moves(state, player)
        r, i = greedy_move(Sim(state), state.turn, rng)
        return _placement(state, r, i)


class StrongBot(Bot):
    """Monte Carlo search over the placements with a fixed budget of simulated placements."""

    level = "strong"

    def __init__(self, work: int = WORK, greedy_share: float = GREEDY_SHARE):
        self.work = work
        self.greedy_share = greedy_share

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Placement:
        """The placement that won most often in the playouts."""
        state_moves(state, player)
        sim = Sim(state)
        me = state.turn
        candidates = sim.moves(me)
        if len(candidates) == 1:
            return _placement(state, *candidates[0])
        left = sum(sim.hands) or 1
        budget = max(2 * len(candidates), min(MAX_PLAYOUTS, self.work // left))
        r, i = self._search(sim, me, candidates, budget, rng)
        return _placement(state, r, i)

    def _search(self, sim: Sim, me: int, candidates: list[tuple[int, int]], budget: int,
                rng: Rng) -> tuple[int, int]:
        """Sequential halving: equal playouts for the survivors, keep the better half."""
        score = dict.fromkeys(candidates, 0.0)
        runs = dict.fromkeys(candidates, 0)
        alive = list(candidates)
        rounds = max(1, (len(alive) - 1).bit_length())
        for _ in range(rounds):
            each = max(1, budget // (rounds * len(alive)))
            for move in alive:
                for _ in range(each):
                    score[move] += self._playout(sim, me, move, rng)
                runs[move] += each
            alive.sort(key=lambda m: score[m] / runs[m], reverse=True)
            alive = alive[: max(1, (len(alive) + 1) // 2)]
            if len(alive) == 1:
                break
        return alive[0]

    def _playout(self, sim: Sim, me: int, move: tuple[int, int], rng: Rng) -> float:
        """My share of the win after `move` and one random continuation; a hint of my first
        count's electors separates moves that all lose."""
        board = sim.copy()
        board.place(me, *move)
        playout(board, rng, self.greedy_share)
        winners = board.winners()
        if me in winners:
            return 1.0 / len(winners)
        return 0.01 * board.tally(board.standing)[me] / sum(board.electors)


EXPERT_WORK = 50_000
"""Simulated placements the expert may spend on one decision (its time budget)."""
EXPERT_MIN_ITERATIONS = 600
EXPERT_MAX_ITERATIONS = 4000
EXPERT_GREEDY_SHARE = 0.6


class ExpertBot(Bot):
    """Multi-player UCT over the placements (each seat picks by its own reward), playouts
    that mix greedy and random placements, the exact count at every leaf."""

    level = "expert"

    def __init__(self, work: int = EXPERT_WORK, greedy_share: float = EXPERT_GREEDY_SHARE,
                 min_iterations: int = EXPERT_MIN_ITERATIONS,
                 max_iterations: int = EXPERT_MAX_ITERATIONS):
        self.work = work
        self.greedy_share = greedy_share
        self.min_iterations = min_iterations
        self.max_iterations = max_iterations

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Placement:
        """The placement the search visited most."""
        state_moves(state, player)
        sim = Sim(state)
        left = sum(sim.hands) or 1
        iterations = max(self.min_iterations, min(self.max_iterations, self.work // left))
        r, i = search(sim, iterations, rng, self.greedy_share)
        return _placement(state, r, i)


def state_moves(state: State, player: str) -> list[Placement]:
    """The legal placements; a bot asked out of turn is the caller's mistake (IllegalMove)."""
    moves = legal_moves(state, player)
    if not moves:
        raise IllegalMove(f"{player!r} is not to move")
    return moves


BOTS: Mapping[str, Bot] = MappingProxyType(
    {"random": RandomBot(), "greedy": GreedyBot(), "strong": StrongBot(), "expert": ExpertBot()}
)
"""The bots by level."""
