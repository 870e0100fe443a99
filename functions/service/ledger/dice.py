"""Auditable dice: every chance outcome follows from the game's secret seed and the move number.

The seed is drawn at creation and only its SHA-256 commitment is shown until the game ends; then
the seed is revealed and anyone can recompute every throw and draw (`pbm verify`). Each value is
HMAC-SHA256(seed, label) for a label naming its purpose, so no two uses share randomness.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

SEED_BYTES = 32


def commitment(seed: bytes) -> str:
    """The public SHA-256 commitment to a seed (hex)."""
    return hashlib.sha256(seed).hexdigest()


def _unit(seed: bytes, label: str) -> float:
    """A number in [0, 1) from the seed and the label; 53 bits so the float is exact."""
    digest = hmac.new(seed, label.encode(), hashlib.sha256).digest()
    return (int.from_bytes(digest[:8], "big") >> 11) / float(1 << 53)


def chance_outcome(seed: bytes, game_id: str, seq: int, outcomes: Sequence[tuple[Any, float]]) -> Any:
    """The outcome of the chance step that becomes log entry `seq`, from the rules' list.

    HMAC-SHA256(seed, "<game_id>:<seq>") is mapped onto the cumulative probabilities in the
    order the rules list them (the rules are deterministic, so the order is too).
    """
    if not outcomes:
        raise ValueError("the rules list no chance outcomes")
    total = sum(p for _, p in outcomes)
    point = _unit(seed, f"{game_id}:{seq}") * total
    cumulative = 0.0
    for move, probability in outcomes:
        cumulative += probability
        if point < cumulative:
            return move
    return outcomes[-1][0]  # only reachable through float rounding at the very top


def setup_seed(seed: bytes, game_id: str) -> int:
    """The integer seed handed to the rules' `new_game` (e.g. to shuffle card decks)."""
    digest = hmac.new(seed, f"{game_id}:setup".encode(), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big")


def seating_order(seed: bytes, game_id: str, seats: Sequence[T],
                  key: Callable[[T], str] = str) -> list[T]:
    """The seats in an order drawn from the seed (each sorted by the HMAC of its `key`)."""
    return sorted(seats, key=lambda s: _unit(seed, f"{game_id}:seating:{key(s)}"))


def bot_random(seed: bytes, game_id: str, seq: int) -> random.Random:
    """The random generator a bot decides log entry `seq` with: seeded from the game's seed,
    so once the seed is revealed anyone can recompute the bot's choice."""
    digest = hmac.new(seed, f"{game_id}:{seq}:bot".encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def move_salt(seed: bytes, game_id: str, seq: int) -> str:
    """The salt of log entry `seq` when the rules seal it (a hidden move): the chain binds the
    move's salted digest, so its hash tells nothing of the few moves it could be (see
    chain.sealed_form); given out with the move once the move is public."""
    return hmac.new(seed, f"{game_id}:{seq}:sealed".encode(), hashlib.sha256).hexdigest()
