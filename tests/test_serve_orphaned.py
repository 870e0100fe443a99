"""`pbm serve` stops cleanly on SIGTERM even when nobody reads what it prints any more (its
terminal closed, the process that started it died): it used to hang on the broken pipe and run
its clock and postman on, unstopped."""

from __future__ import annotations

import signal
import subprocess
import sys

from tests import serve_process

GUARD = 60  # seconds; only so a hang fails the test instead of blocking it


def test_a_serve_whose_reader_went_away_stops_on_sigterm(tmp_path):
    process = subprocess.Popen(
        [sys.executable, "-m", "functions.cli", "serve", "--http", "127.0.0.1:0",
         "--smtp", "127.0.0.1:0"], cwd=serve_process.ROOT,
        env=serve_process.environment(tmp_path), stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True)
    try:
        for line in process.stdout:
            if line.strip().startswith("mail to:"):
                break
        process.stdout.close()  # the reader goes away
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=GUARD) == 0
    finally:
        if process.poll() is None:
            process.kill()
