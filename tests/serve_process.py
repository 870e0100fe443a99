"""`pbm serve` as a subprocess for the end-to-end tests: started on free ports with its own
PBM_HOME, its printed addresses read back, stopped with SIGINT like Ctrl-C."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SECRET = "end-to-end-test-secret"
STARTUP_GUARD = 120  # seconds; only so a broken start fails the test instead of hanging it


def environment(home: Path) -> dict[str, str]:
    """The environment of every `pbm` process of one test: one home, one secret."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PBM_")}
    return env | {"PBM_HOME": str(home), "PBM_SECRET": SECRET, "PYTHONUNBUFFERED": "1"}


def pbm(home: Path, *args: str) -> str:
    """Run one `pbm` CLI command against the same home; its standard output."""
    done = subprocess.run([sys.executable, "-m", "functions.cli", *args], cwd=ROOT,
                          env=environment(home), capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"pbm {' '.join(args)}: {done.stderr}"
    return done.stdout


@dataclass
class Served:
    """A running `pbm serve` and what it printed on start."""

    process: subprocess.Popen[str]
    lines: list[str]
    output: queue.Queue[str | None] = field(default_factory=queue.Queue)

    def printed(self, label: str) -> str:
        """The value after `label:` in the start-up lines."""
        for line in self.lines:
            name, sep, value = line.strip().partition(": ")
            if sep and name == label:
                return value.split()[0]
        raise AssertionError(f"pbm serve printed no {label!r}: {self.lines}")

    @property
    def web(self) -> str:
        """The web root, without the trailing slash."""
        return self.printed("web").rstrip("/")

    @property
    def smtp(self) -> tuple[str, int]:
        """The SMTP server's host and port."""
        host, _, port = self.printed("SMTP").rpartition(":")
        return host, int(port)

    def player_links(self) -> dict[str, str]:
        """The demo game's `/play/` links by player name."""
        return {m.group(1): m.group(2) for line in self.lines
                if (m := re.match(r"\s*play as (.+): (\S+)", line))}

    def stop(self) -> tuple[int, str]:
        """Ctrl-C: SIGINT, then the exit code and everything printed after the start."""
        self.process.send_signal(signal.SIGINT)
        code = self.process.wait(timeout=STARTUP_GUARD)
        rest = []
        while (line := self.output.get(timeout=STARTUP_GUARD)) is not None:
            rest.append(line)
        return code, "".join(rest)


def start(home: Path, *args: str) -> Served:
    """Start `pbm serve` on free ports in `home` and wait until it has printed its addresses."""
    process = subprocess.Popen(
        [sys.executable, "-m", "functions.cli", "serve", "--http", "127.0.0.1:0",
         "--smtp", "127.0.0.1:0", *args],
        cwd=ROOT, env=environment(home), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    served = Served(process, [])
    threading.Thread(target=_pump, args=(process, served.output), daemon=True).start()
    last = "organizer:" if "--demo" in args else "mail to:"
    while not any(line.strip().startswith(last) for line in served.lines):
        line = served.output.get(timeout=STARTUP_GUARD)
        if line is None:
            raise AssertionError(f"pbm serve exited on start:\n{''.join(served.lines)}")
        served.lines.append(line)
    return served


def _pump(process: subprocess.Popen[str], output: queue.Queue[str | None]) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        output.put(line)
    output.put(None)
