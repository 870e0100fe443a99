"""The collector pauses for a Lambda container's cold start only (functions/coldstart.py): off
from the first import of `functions` until the first invocation returns or fails, then on again
with the cold start's objects frozen; untouched outside Lambda. Each case a fresh interpreter."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

FIRST_INVOCATION = """
import gc
import functions.signals as signals
paused = not gc.isenabled()
def handler(event, context):
    if event.get("fail"):
        raise RuntimeError("boom")
    return "done"
try:
    signals.observed(handler)({"fail": %s}, None)
except RuntimeError:
    pass
print(paused, gc.isenabled(), gc.get_freeze_count() > 0)
"""


def _run(fail: bool, lambda_name: str | None) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "AWS_LAMBDA_FUNCTION_NAME"}
    if lambda_name:
        env["AWS_LAMBDA_FUNCTION_NAME"] = lambda_name
    done = subprocess.run([sys.executable, "-c", FIRST_INVOCATION % fail], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    return done.stdout.split()


@pytest.mark.parametrize("fail", [False, True])
def test_on_lambda_the_collector_waits_for_the_first_invocation_to_end(fail):
    assert _run(fail, "pbm-notifier") == ["True", "True", "True"]


def test_elsewhere_the_collector_is_never_paused():
    assert _run(False, None) == ["False", "True", "False"]
