"""The 1926 expert's tree search: multi-player UCT (max^n: each seat picks by its own reward)
over the fast `Sim`, with playouts that know the game (greedy placements mixed with random
ones), the exact count at the leaves (slot-order ties, eliminations, recounts) and move
ordering (the greedy placement is tried first at every new node).

Work is bounded by counts: a number of iterations per decision, never the clock; every random
choice comes from the caller's generator, so the same state and generator give the same move.
"""

from __future__ import annotations

import math

from rules.api import Rng
from rules.game1926.sim import Sim, greedy_move, playout

EXPLORATION = 0.6
"""UCB's exploration constant for rewards in [0, 1]."""
ELECTORS_HINT = 0.02
"""A loser's reward: this share of its electors in the first count (separates losing lines)."""


class Node:
    """One position in the tree: whose move, the moves not tried yet, the children by move,
    visits and each seat's summed reward."""

    __slots__ = ("turn", "untried", "children", "visits", "value")

    def __init__(self, sim: Sim, rng: Rng) -> None:
        self.turn = p = sim.turn
        self.children: dict[tuple[int, int], Node] = {}
        self.visits = 0
        self.value = [0.0] * sim.n
        if p < 0:
            self.untried: list[tuple[int, int]] = []
            return
        moves = sim.moves(p)
        # a random order, the greedy placement last so that it is expanded first (pop)
        for k in range(len(moves) - 1, 0, -1):
            j = int(rng.random() * (k + 1))
            moves[k], moves[j] = moves[j], moves[k]
        first = greedy_move(sim, p, rng)
        moves.remove(first)
        moves.append(first)
        self.untried = moves


def rewards(sim: Sim) -> list[float]:
    """Each seat's reward on a finished board: its share of the win, else a hint of its
    electors in the first count."""
    winners = sim.winners()
    out = [0.0] * sim.n
    total = sum(sim.electors)
    for p, v in sim.tally(sim.standing).items():
        out[p] = ELECTORS_HINT * v / total
    for p in winners:
        out[p] = 1.0 / len(winners)
    return out


def search(sim: Sim, iterations: int, rng: Rng, greedy_share: float) -> tuple[int, int]:
    """The most visited placement of the seat to move after `iterations` UCT iterations."""
    root = Node(sim, rng)
    if len(root.untried) == 1:
        return root.untried[0]
    log, sqrt = math.log, math.sqrt
    for _ in range(iterations):
        board = sim.copy()
        node = root
        path = [root]
        while node.turn >= 0:
            p = node.turn
            if node.untried:
                move = node.untried.pop()
                board.place(p, *move)
                child = Node(board, rng)
                node.children[move] = child
                path.append(child)
                break
            scale = EXPLORATION * sqrt(log(node.visits))
            best, best_key = None, -1.0
            for move, child in node.children.items():
                key = child.value[p] / child.visits + scale / sqrt(child.visits)
                if key > best_key:
                    best, best_key = move, key
            board.place(p, *best)
            node = node.children[best]
            path.append(node)
        playout(board, rng, greedy_share)
        reward = rewards(board)
        for visited in path:
            visited.visits += 1
            value = visited.value
            for q, r in enumerate(reward):
                value[q] += r
    return max(root.children.items(), key=lambda item: item[1].visits)[0]
