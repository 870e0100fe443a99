"""Helpers the benchmark modules share: timing, reproducible secrets, DynamoDB item sizes.

Not a benchmark itself (`python -m bench` runs only `bench_*` modules).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

REPEATS = 5
"""Timings are medians of this many runs (RESULTS.md says so)."""


def median_of(work: Callable[[], T], repeats: int = REPEATS) -> tuple[float, T]:
    """The median of `repeats` timings of `work()` in seconds, and what the last run returned."""
    times = []
    result: Any = None
    for _ in range(repeats):
        began = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - began)
    return statistics.median(times), result


class SeededSecrets:
    """Reproducible seeds and ids, so every run plays the same games."""

    def __init__(self, seed: int):
        self._rng = random.Random(seed)

    def token_bytes(self, n: int) -> bytes:
        """`n` bytes from the seeded generator."""
        return self._rng.randbytes(n)


def item_size(item: dict[str, Any]) -> int:
    """DynamoDB's size of an item: attribute names plus values (strings in UTF-8, numbers about
    one byte per two digits)."""
    return sum(len(name.encode()) + _value_size(value) for name, value in item.items())


def _value_size(value: dict[str, Any]) -> int:
    (kind, inner), = value.items()
    if kind == "S":
        return len(inner.encode())
    if kind == "B":
        return len(inner)
    if kind == "N":
        return len(inner) // 2 + 1
    return 1  # BOOL, NULL
