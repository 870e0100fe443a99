"""A background thread that runs one job every few seconds, or at once when woken."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)


class Periodic:
    """Runs `job` every `interval` seconds and whenever `wake` is called, until `stop`.

    A job that raises is logged and run again at the next beat: one failed delivery or poll
    must not end the loop (the work it left stays pending and is picked up again).
    """

    def __init__(self, name: str, job: Callable[[], object], interval: float):
        self.name = name
        self._job = job
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

    def _loop(self) -> None:
        while not self._stopping.is_set():
            self._woken.clear()  # before the run, so a wake during it triggers another run
            try:
                self._job()
            except Exception:
                log.exception("%s failed; retrying at the next beat", self.name)
            self._woken.wait(self._interval)
