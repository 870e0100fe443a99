"""Cold start of the Lambda handlers: each handler module imported together with boto3 in a fresh
Python process, against a bare `import boto3` in the same run.

What a Lambda pays before its first event is mostly imports; boto3 is paid by every function
anyway, so the target is a ratio to it (issue 14: <= 1.3x). What is measured is the module's
import (Lambda's init): the settings, store, game service and mail machinery load when the first
event builds the adapters, and that first event pays them (docs/deploy.md); they are not counted
here. A process's time is its CPU time
(user + system, from wait4): on a machine other work shares, wall time measures the neighbours
as much as the imports. The processes run interleaved (boto3, then every handler, repeated) so
a busy machine slows them alike; each figure is the
median of `REPEATS` runs, after one warm-up run that writes the `.pyc` files (into a cache
folder of the run's own, as the Lambda artifact ships them: byte-compiled, see
infra/build_lambda.py), whatever PYTHONDONTWRITEBYTECODE says.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench import Row

ROOT = Path(__file__).resolve().parents[1]
HANDLERS = ("web", "inbound", "notifier", "bounces", "deadlines")
REPEATS = 9
TARGET = 1.3


def _seconds(code: str, cache: str) -> float:
    """CPU time of a fresh interpreter running `code` from the project root, its `.pyc`
    files read from (and written to) `cache`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": cache}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    child = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise RuntimeError(f"{code!r} failed with exit code {child.returncode}")
    return usage.ru_utime + usage.ru_stime


def _programs() -> dict[str, str]:
    programs = {"boto3": "import boto3"}
    for name in HANDLERS:
        programs[name] = f"import boto3, functions.{name}_handler"
    return programs


def run() -> list[Row]:
    """The median import time of boto3 alone and of each handler with boto3, and their ratio."""
    programs = _programs()
    times: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory() as cache:
        for code in programs.values():
            _seconds(code, cache)  # warm-up: byte-compile, fill the page cache
        for _ in range(REPEATS):
            for name, code in programs.items():
                times[name].append(_seconds(code, cache))
    base = statistics.median(times["boto3"])
    rows = [Row(f"cold start: import boto3 (CPU, median of {REPEATS})", base * 1000, "ms")]
    for name in HANDLERS:
        median = statistics.median(times[name])
        ratio = median / base
        rows.append(Row(f"cold start: {name}_handler + boto3 / boto3 ({median * 1000:.0f} ms)",
                        ratio, "ratio", f"<= {TARGET}", ratio <= TARGET))
    return rows
