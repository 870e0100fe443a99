"""A fast, flat copy of a 1926 position for the bots' look-ahead: placements, turn order with
the forfeit house rule, and the full count (slot-order ties, eliminations and recounts).

The rules' own `State` is immutable and builds events on every step; a bot playing hundreds of
games to the end per decision needs plain lists it can copy and change in place. Region r's
columns live at indices 3r, 3r+1, 3r+2 (slot I, II, III) of `owner`, `total` and `top`; `lead[r]`
is the index of r's leading column among the standing players (-1 while r is empty), kept up to
date by `place`, so that the greedy placement needs no pass over the columns.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.api import Rng
from rules.game1926.state import POINTS, State
from rules.game1926.tables import TABLES

SLOTS = 3
SIZE_OF = {points: i for i, points in enumerate(POINTS)}
"""A pyramid's size index by its points."""


class Sim:
    """One position as flat lists; `copy` is cheap, `place` changes it in place."""

    __slots__ = ("n", "regions", "electors", "majority", "standing", "owner", "total", "top",
                 "ncol", "slot", "hands", "turn", "lead")

    def __init__(self, state: State):
        table = TABLES[state.variant]
        self.n = n = len(state.players)
        self.regions = regions = len(table.electors)
        self.electors = table.electors
        self.majority = table.map.majority
        self.standing = tuple(state.standing)
        self.owner = [-1] * (SLOTS * regions)
        self.total = [0] * (SLOTS * regions)
        self.top = [0] * (SLOTS * regions)
        self.ncol = [0] * regions
        self.slot = [-1] * (n * regions)  # [p * regions + r]: p's slot in r, or -1
        for r, columns in enumerate(state.board):
            self.ncol[r] = len(columns)
            for k, (p, stack) in enumerate(columns):
                i = SLOTS * r + k
                self.owner[i], self.total[i], self.top[i] = p, sum(stack), stack[-1]
                self.slot[p * regions + r] = k
        self.hands = [count for hand in state.hands for count in hand]  # [3p + size index]
        self.turn = state.turn
        self.lead = [-1] * regions
        for r in range(regions):
            for j in range(SLOTS * r, SLOTS * r + self.ncol[r]):
                self._lead_with(r, j)

    def copy(self) -> Sim:
        """An independent copy (the map data is shared)."""
        other = Sim.__new__(Sim)
        other.n, other.regions, other.electors = self.n, self.regions, self.electors
        other.majority, other.standing = self.majority, self.standing
        other.owner, other.total, other.top = self.owner[:], self.total[:], self.top[:]
        other.ncol, other.slot, other.hands = self.ncol[:], self.slot[:], self.hands[:]
        other.turn, other.lead = self.turn, self.lead[:]
        return other

    def moves(self, p: int) -> list[tuple[int, int]]:
        """Every legal placement of `p` as (region, size index), large first."""
        hands, regions = self.hands, self.regions
        held = [i for i in range(3) if hands[3 * p + i]]
        out: list[tuple[int, int]] = []
        base = p * regions
        for r in range(regions):
            k = self.slot[base + r]
            if k >= 0:
                cap = self.top[SLOTS * r + k]
                out.extend((r, i) for i in held if POINTS[i] <= cap)
            elif self.ncol[r] < SLOTS:
                out.extend((r, i) for i in held)
        return out

    def place(self, p: int, r: int, i: int) -> None:
        """`p` places a pyramid of size index `i` in region `r`; the turn passes on."""
        points = POINTS[i]
        k = self.slot[p * self.regions + r]
        if k < 0:
            k = self.ncol[r]
            self.ncol[r] = k + 1
            self.slot[p * self.regions + r] = k
            self.owner[SLOTS * r + k] = p
        j = SLOTS * r + k
        self.total[j] += points
        self.top[j] = points
        self.hands[3 * p + i] -= 1
        self._lead_with(r, j)
        self.turn = self._next(p)

    def _lead_with(self, r: int, j: int) -> None:
        """Column `j` of region `r` grew: it leads if it passes the leader (a tie goes to the
        lower slot). Totals only grow, so no other column can take the lead."""
        if self.owner[j] not in self.standing:
            return
        lead = self.lead[r]
        if lead < 0 or self.total[j] > self.total[lead] or (
                self.total[j] == self.total[lead] and j < lead):
            self.lead[r] = j

    def _can_place(self, q: int) -> bool:
        hands = self.hands
        smallest = 1 if hands[3 * q + 2] else 2 if hands[3 * q + 1] else 3
        base = q * self.regions
        for r in range(self.regions):
            k = self.slot[base + r]
            if k >= 0:
                if self.top[SLOTS * r + k] >= smallest:
                    return True
            elif self.ncol[r] < SLOTS:
                return True
        return False

    def _next(self, p: int) -> int:
        """The next seat that can place (those that never can forfeit), or -1: count."""
        n, hands = self.n, self.hands
        if len(self.standing) < 2:
            return -1
        for step in range(1, n + 1):
            q = (p + step) % n
            if not (hands[3 * q] or hands[3 * q + 1] or hands[3 * q + 2]):
                continue
            if self._can_place(q):
                return q
            hands[3 * q] = hands[3 * q + 1] = hands[3 * q + 2] = 0  # the forfeit house rule
        return -1

    def leader(self, r: int, standing: tuple[int, ...] | list[int]) -> tuple[int, int]:
        """(winner, total) of region `r` among `standing`; a tie goes to the lower slot."""
        winner, best = -1, 0
        for j in range(SLOTS * r, SLOTS * r + self.ncol[r]):
            if self.total[j] > best and self.owner[j] in standing:
                winner, best = self.owner[j], self.total[j]
        return winner, best

    def tally(self, standing: tuple[int, ...] | list[int]) -> dict[int, int]:
        """Electors per standing player if the board were counted now."""
        votes = dict.fromkeys(standing, 0)
        for r in range(self.regions):
            winner, _ = self.leader(r, standing)
            if winner >= 0:
                votes[winner] += self.electors[r]
        return votes

    def winners(self) -> tuple[int, ...]:
        """The winners of the count on this board (several for a draw)."""
        standing = list(self.standing)
        while True:
            votes = self.tally(standing)
            leader = max(standing, key=votes.__getitem__)
            if votes[leader] >= self.majority or len(standing) == 1:
                return (leader,)
            fewest = min(votes.values())
            left = [p for p in standing if votes[p] != fewest]
            if not left:
                return tuple(standing)
            standing = left

    def gain(self, p: int, r: int, points: int) -> int:
        """Electors `p` takes in region `r` by adding `points` there (0 if p led it already)."""
        standing = self.standing
        k = self.slot[p * self.regions + r]
        mine = points
        if k >= 0:
            mine += self.total[SLOTS * r + k]
        else:
            k = self.ncol[r]
        led = False
        for j in range(self.ncol[r]):
            i = SLOTS * r + j
            o = self.owner[i]
            if o == p or o not in standing:
                continue
            t = self.total[i]
            if t > mine or (t == mine and j < k):
                return 0
        if k < self.ncol[r]:
            led = self.leader(r, standing)[0] == p
        return 0 if led else self.electors[r]


def greedy_move(sim: Sim, p: int, rng: Rng) -> tuple[int, int]:
    """The placement that takes the most electors at once; the smallest pyramid that does it,
    ties drawn at random."""
    hands, owner, total, top, lead = sim.hands, sim.owner, sim.total, sim.top, sim.lead
    held = [POINTS[i] for i in (2, 1, 0) if hands[3 * p + i]]  # the sizes held, small first
    smallest = held[0]
    best: list[tuple[int, int]] = []
    best_electors, best_points = -1, 0
    base = p * sim.regions
    for r in range(sim.regions):
        k = sim.slot[base + r]
        ncol = sim.ncol[r]
        first = SLOTS * r
        if k >= 0:
            cap = top[first + k]
            if cap < smallest:
                continue
            mine = total[first + k]
        elif ncol < SLOTS:
            cap, mine, k = 3, 0, ncol
        else:
            continue
        # the points p must add to lead r: pass the leader, by one more if its slot is earlier
        # (a tie goes to the lower slot); 0 where p leads or r is empty
        j = lead[r]
        need = 0 if j < 0 or owner[j] == p else total[j] - mine + (j - first < k)
        electors, points = 0, smallest
        if not (mine and need <= 0):
            for size in held:
                if need <= size <= cap:  # p takes the region with the smallest pyramid that does it
                    electors, points = sim.electors[r], size
                    break
        if electors > best_electors or (electors == best_electors and points < best_points):
            best, best_electors, best_points = [(r, SIZE_OF[points])], electors, points
        elif electors == best_electors and points == best_points:
            best.append((r, SIZE_OF[points]))
    return best[int(rng.random() * len(best))]


def random_move(sim: Sim, p: int, random: Callable[[], float]) -> tuple[int, int]:
    """A uniformly random legal placement (rejection sampling, then the full list)."""
    hands, regions = sim.hands, sim.regions
    base = p * regions
    for _ in range(12):
        r = int(random() * regions)
        i = int(random() * 3)
        if not hands[3 * p + i]:
            continue
        k = sim.slot[base + r]
        if k >= 0:
            if sim.top[SLOTS * r + k] >= POINTS[i]:
                return r, i
        elif sim.ncol[r] < SLOTS:
            return r, i
    moves = sim.moves(p)
    return moves[int(random() * len(moves))]


def playout(sim: Sim, rng: Rng, greedy_share: float,
            made: list[set[tuple[int, int]]] | None = None) -> Sim:
    """Play `sim` to the end in place: each placement greedy with probability `greedy_share`,
    else uniformly random; each seat's placements go into `made[seat]` if given; returns
    `sim`."""
    random = rng.random
    place = sim.place
    while (p := sim.turn) >= 0:
        if greedy_share and random() < greedy_share:
            r, i = greedy_move(sim, p, rng)
        else:
            r, i = random_move(sim, p, random)
        if made is not None:
            made[p].add((r, i))
        place(p, r, i)
    return sim
