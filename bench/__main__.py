"""Run every benchmark module in `bench/` and print one table.

A benchmark module is `bench/bench_<name>.py` with a function `run() -> list[Row]`.
Tests never assert on time; targets live here and are printed next to the measurement.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

from bench import Row


def main(argv: list[str]) -> int:
    """Run the benchmarks named on the command line (default: all) and print the table."""
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    if argv:
        names = [n for n in names if any(a in n for a in argv)]
    rows: list[Row] = []
    for name in names:
        module = importlib.import_module(f"bench.{name}")
        print(f"running {name} ...", file=sys.stderr, flush=True)
        rows.extend(module.run())
    width = max([len(r.name) for r in rows] + [9])
    print(f"{'benchmark':<{width}}  {'value':>14}  {'unit':<18}  {'target':<22}  ok")
    print("-" * (width + 64))
    for r in rows:
        mark = "" if r.ok is None else ("yes" if r.ok else "NO")
        print(f"{r.name:<{width}}  {r.value:>14,.1f}  {r.unit:<18}  {r.target:<22}  {mark}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
