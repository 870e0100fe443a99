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

The first event: beyond the imports, a fresh container's first mail or page loads its Jinja
templates. The artifact ships them compiled to Python modules (functions/render/
precompiled.py); the last rows time the notifier's import with boto3 and every mail template
loaded, from the sources (a checkout) and from an artifact built here (compiled), against
boto3 alone: the upper bound of what templates add to a first event.
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


def _seconds(code: str, cache: str, root: Path = ROOT) -> float:
    """CPU time of a fresh interpreter running `code` from `root` (the project's, or an
    artifact's), its `.pyc` files read from (and written to) `cache`."""
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONPYCACHEPREFIX": cache}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    child = subprocess.Popen([sys.executable, "-c", code], cwd=root, env=env)
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
    return rows + _first_mail(base)


FIRST_MAIL = ("import boto3, functions.notifier_handler\n"
              "from functions.render import letters\n"
              "env = letters._templates()\n"
              "for path in sorted(letters.TEMPLATE_DIR.glob('*.*')):\n"
              "    if path.suffix in ('.html', '.txt'):\n"
              "        env.get_template(path.name)\n")


def _first_mail(base: float) -> list[Row]:
    """The notifier's import with every mail template loaded, from the sources and compiled,
    as ratios to boto3 alone (`base`)."""
    from infra import build_lambda

    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        artifact = Path(scratch) / "artifact"
        build_lambda.build(artifact, with_dependencies=False, compiled=False)
        for label, root in (("sources", ROOT), ("compiled", artifact)):
            cache = Path(scratch) / f"cache-{label}"
            _seconds(FIRST_MAIL, str(cache), root)  # warm-up: byte-compile
            median = statistics.median(_seconds(FIRST_MAIL, str(cache), root)
                                       for _ in range(REPEATS // 2 + 1))
            ratio = median / base
            rows.append(Row(f"cold start: notifier + boto3 + every mail template, {label} "
                            f"/ boto3 ({median * 1000:.0f} ms)", ratio, "ratio",
                            f"<= {TARGET}" if label == "compiled" else "",
                            ratio <= TARGET if label == "compiled" else None))
    return rows
