"""The 1926 expert's tree search: multi-player UCT (max^n: each seat picks by its own reward)
with RAVE over the fast `Sim`, playouts that know the game (greedy placements mixed with random
ones), the exact count at the leaves (slot-order ties, eliminations, recounts) and move ordering
(the greedy placement first at the root, elsewhere the placement the shared figures rate best).

RAVE (rapid action value estimation, "all moves as first"): a placement is worth about the same
whenever its player makes it in the rest of a game (the large pyramid in Praha is good now or
two turns later), so every node also keeps, for each placement of the seat to move there, the
rewards of the iterations in which that seat made it anywhere below the node. A young node's
choice leans on those shared figures and an older one on its own: with 33 placements a seat and
a few thousand iterations, plain UCT barely sees below its root, and RAVE won about as many more
games as twice the iterations did.

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
RAVE_EQUIVALENCE = 300.0
"""The visits at which a node trusts its own figures and the shared ones equally (RAVE's k)."""

Placement = tuple[int, int]


class Node:
    """One position in the tree: whose move, the moves not tried yet, the children by move,
    visits, each seat's summed reward, and the shared ("all moves as first") visits and reward
    of the seat to move's placements."""

    __slots__ = ("turn", "untried", "children", "visits", "value", "amaf_visits", "amaf_value")

    def __init__(self, sim: Sim, rng: Rng) -> None:
        self.turn = p = sim.turn
        self.children: dict[Placement, Node] = {}
        self.visits = 0
        self.value = [0.0] * sim.n
        self.amaf_visits: dict[Placement, int] = {}
        self.amaf_value: dict[Placement, float] = {}
        if p < 0:
            self.untried: list[Placement] = []
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

    def expand(self) -> Placement:
        """The next untried placement: the best by the shared figures, else (a node no
        iteration has passed yet: the root) the greedy one, then the random order."""
        untried, seen, value = self.untried, self.amaf_visits, self.amaf_value
        if not seen:
            return untried.pop()
        pick, best = len(untried) - 1, -1.0
        for j, move in enumerate(untried):
            visits = seen.get(move)
            if visits and value[move] / visits > best:
                pick, best = j, value[move] / visits
        return untried.pop(pick)

    def select(self) -> Placement:
        """The child placement with the best blend of its own and the shared mean reward,
        plus UCB's exploration bonus."""
        p, visits = self.turn, self.visits
        scale = EXPLORATION * math.sqrt(math.log(visits))
        share = math.sqrt(RAVE_EQUIVALENCE / (3 * visits + RAVE_EQUIVALENCE))
        seen, value = self.amaf_visits, self.amaf_value
        best, best_key = None, -1.0
        for move, child in self.children.items():
            mean = child.value[p] / child.visits
            shared = seen.get(move)
            if shared:
                mean = (1 - share) * mean + share * value[move] / shared
            key = mean + scale / math.sqrt(child.visits)
            if key > best_key:
                best, best_key = move, key
        assert best is not None, "a node is chosen from only once it has children"
        return best


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


def search(sim: Sim, iterations: int, rng: Rng, greedy_share: float) -> Placement:
    """The most visited placement of the seat to move after `iterations` iterations."""
    root = Node(sim, rng)
    if len(root.untried) == 1:
        return root.untried[0]
    for _ in range(iterations):
        board = sim.copy()
        node = root
        path = [root]
        trail: list[Placement] = []  # the placement made at each node of the path
        while node.turn >= 0:
            p = node.turn
            if node.untried:
                move = node.expand()
                board.place(p, *move)
                trail.append(move)
                child = Node(board, rng)
                node.children[move] = child
                path.append(child)
                break
            move = node.select()
            board.place(p, *move)
            trail.append(move)
            node = node.children[move]
            path.append(node)
        made: list[set[Placement]] = [set() for _ in range(sim.n)]  # by seat, below a node
        playout(board, rng, greedy_share, made)
        reward = rewards(board)
        for depth in range(len(path) - 1, -1, -1):
            visited = path[depth]
            visited.visits += 1
            value = visited.value
            for q, r in enumerate(reward):
                value[q] += r
            p = visited.turn
            if p < 0:
                continue
            if depth < len(trail):
                made[p].add(trail[depth])
            seen, shared, r = visited.amaf_visits, visited.amaf_value, reward[p]
            for move in made[p]:
                seen[move] = seen.get(move, 0) + 1
                shared[move] = shared.get(move, 0.0) + r
    return max(root.children.items(), key=lambda item: item[1].visits)[0]
