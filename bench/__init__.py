"""Speed benchmarks; `make bench` prints one table of every `bench/bench_*.py` module's rows."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    """One measurement: what was measured, its value and unit, and the target it is held to."""

    name: str
    value: float
    unit: str
    target: str = ""
    ok: bool | None = None
