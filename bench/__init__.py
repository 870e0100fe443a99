"""Speed benchmarks; `make bench` prints one table of every `bench/bench_*.py` module's rows."""

import os
from dataclasses import dataclass


def full_mode() -> bool:
    """Whether PBM_BENCH_FULL asks for the long versions of the benchmarks (default: quick, so
    `make bench` stays under 5 minutes)."""
    return os.environ.get("PBM_BENCH_FULL", "").strip() not in ("", "0")


@dataclass(frozen=True)
class Row:
    """One measurement: what was measured, its value and unit, and the target it is held to."""

    name: str
    value: float
    unit: str
    target: str = ""
    ok: bool | None = None
