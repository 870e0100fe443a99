"""The 1926 count: region winners, the absolute majority, elimination rounds and recounts."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from rules.game1926.state import Column


@dataclass(frozen=True, slots=True)
class Round:
    """One count among the players still in: region winners, electors, and who went out."""

    regions: tuple[int | None, ...]
    """The winning player index per region in map order; None where nobody still in invested."""
    electors: dict[int, int]
    """Electors per player still in, in seating order."""
    eliminated: tuple[int, ...]
    """Players eliminated after this count (empty for the deciding count)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the count ended: every round in order and the winners."""

    rounds: tuple[Round, ...]
    winners: tuple[int, ...]
    draw: bool
    decided_by: str
    """"majority", "last_standing" or "draw"."""

    @property
    def final(self) -> Round:
        """The deciding count."""
        return self.rounds[-1]


def region_winner(columns: tuple[Column, ...], standing: Collection[int]) -> int | None:
    """The investor with the highest total among `standing`; a tie goes to the lower slot."""
    winner, best = None, 0
    for player, stack in columns:
        if player in standing:
            total = sum(stack)
            if total > best:  # strictly greater: an equal total later in slot order loses
                winner, best = player, total
    return winner


def tally(
    board: Sequence[tuple[Column, ...]], electors: Sequence[int], standing: Sequence[int]
) -> tuple[tuple[int | None, ...], dict[int, int]]:
    """Region winners and electors per player, counting only the `standing` players' pyramids."""
    winners = tuple(region_winner(columns, standing) for columns in board)
    votes = dict.fromkeys(standing, 0)
    for winner, worth in zip(winners, electors, strict=True):
        if winner is not None:
            votes[winner] += worth
    return winners, votes


def count(
    board: Sequence[tuple[Column, ...]],
    electors: Sequence[int],
    majority: int,
    standing: Sequence[int],
) -> Outcome:
    """Count among `standing`, eliminate the fewest and recount until a majority, a last player
    or a draw."""
    standing = list(standing)
    rounds: list[Round] = []
    while True:
        winners, votes = tally(board, electors, standing)
        leader = max(standing, key=votes.__getitem__)
        if votes[leader] >= majority or len(standing) == 1:
            rounds.append(Round(winners, votes, ()))
            decided_by = "majority" if votes[leader] >= majority else "last_standing"
            return Outcome(tuple(rounds), (leader,), False, decided_by)
        fewest = min(votes.values())
        out = tuple(p for p in standing if votes[p] == fewest)
        if len(out) == len(standing):  # house rule: everyone left ties for fewest
            rounds.append(Round(winners, votes, ()))
            return Outcome(tuple(rounds), tuple(standing), True, "draw")
        rounds.append(Round(winners, votes, out))
        standing = [p for p in standing if p not in out]
