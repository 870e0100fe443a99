"""A background thread that runs one job every few seconds, or at once when woken."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from .failures import FailureLog

log = logging.getLogger(__name__)


class Periodic:
    """Runs `job` every `interval` seconds and whenever `wake` is called, until `stop`.

    A job that raises is run again at the next beat: one failed delivery or poll must not end
    the loop (the work it left stays pending and is picked up again). The same failure beat
    after beat is logged in full once, then now and then (see FailureLog).
    """

    def __init__(self, name: str, job: Callable[[], object], interval: float,
                 clock: Callable[[], float] = time.monotonic):
        self.name = name
        self._job = job
        self._failures = FailureLog(f"the {name}", log, clock)
        self._interval = interval
        self._woken = threading.Event()
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)

    def start(self) -> None:
        """Start the thread; the job runs once at once."""
        self._thread.start()

    def wake(self) -> None:
        """Run the job as soon as the current run (if any) ends."""
        self._woken.set()

    def stop(self) -> None:
        """Ask the loop to end and wait for the job in progress to finish."""
        self._stopping.set()
        self._woken.set()
        if self._thread.is_alive():
            self._thread.join()

    def run_once(self) -> None:
        """Run the job once, telling of its failure or of its recovery."""
        try:
            self._job()
        except Exception as exc:
            self._failures.failed(exc)
        else:
            self._failures.worked()

    def _loop(self) -> None:
        while not self._stopping.is_set():
            self._woken.clear()  # before the run, so a wake during it triggers another run
            self.run_once()
            self._woken.wait(self._interval)
