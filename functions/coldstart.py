"""A Lambda container's cold start without Python's cyclic garbage collector.

A function's import and first event make a few hundred thousand long-lived objects (modules,
classes, botocore's service models, the templates) and almost no cyclic garbage, yet the
collector, run every 700 allocations, walks them over and over: a fifth of the first event's
CPU (bench/RESULTS.md). So on Lambda (AWS_LAMBDA_FUNCTION_NAME set) the collector pauses from
the first import of `functions` until the first invocation has returned; then everything made
so far is frozen (`gc.freeze`: never walked again) and the collector runs as before. Elsewhere
(tests, `pbm`, `pbm serve`) nothing changes.
"""

from __future__ import annotations

import gc
import os

_paused = False


def pause() -> None:
    """Stop the collector for the cold start, on Lambda only."""
    global _paused
    if os.environ.get("AWS_LAMBDA_FUNCTION_NAME") and gc.isenabled():
        gc.disable()
        _paused = True


def resume() -> None:
    """After the first invocation: freeze what the cold start made and collect as before."""
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        gc.enable()
