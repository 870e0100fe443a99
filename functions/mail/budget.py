"""Parsing one inbound mail within a CPU budget: the defence behind `limits`.

The limits bound what the standard library's parser is given; should some shape still be slow,
`parse_within` stops the parse after `PARSE_CPU_SECONDS` of the parsing thread's own CPU time
(a watchdog thread reads that thread's CPU clock and raises an exception in it), and the mail is
`Unparseable` like any other hostile one: dropped, logged, never retried (on AWS the raw mail
stays in S3). A server whose threads serve web pages parses in a `ParsingProcess` instead, so that
a slow parse holds neither the event loop nor the interpreter the web threads share.
"""

from __future__ import annotations

import ctypes
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from functions.mail.inbound import InboundMail, Unparseable, parse_mail

PARSE_CPU_SECONDS = 5.0
"""The CPU time one mail's parse may take (the worst mail within the limits takes well under a
second; the inbound Lambda's timeout is 60 s)."""

WORKER_WALL_SECONDS = 30.0
"""How long a ParsingProcess waits for its worker before it ends it (a busy machine's wall time
is longer than the budget's CPU time)."""

_TICK = 0.05  # seconds between the watchdog's looks at the clocks
T = TypeVar("T")


class _OverBudget(BaseException):
    """Raised in a parsing thread past its budget; a BaseException, so that no `except
    Exception` of the parser catches it."""


@dataclass
class _Watch:
    clock: int
    limit: float
    done: bool = False
    fired: bool = False


# A plain lock (taken and released in C: no bytecode in between where an exception raised in
# the thread could leave it held); the watchdog sleeps on an event until there is work to watch.
_lock = threading.Lock()
_wake = threading.Event()
_watched: dict[int, _Watch] = {}
_watchdog: list[threading.Thread] = []
_depth = threading.local()


def _watch_forever() -> None:
    while True:
        _wake.wait(_TICK)
        with _lock:
            if not _watched:
                _wake.clear()
            for ident, watch in list(_watched.items()):
                try:
                    spent = time.clock_gettime(watch.clock)
                except OSError:  # the thread is gone
                    del _watched[ident]
                    continue
                if not watch.done and spent > watch.limit:
                    watch.fired = True
                    watch.limit = spent + 1.0  # again in a second, should it be swallowed
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident),
                                                               ctypes.py_object(_OverBudget))


def within(cpu_seconds: float, work: Callable[..., T], *args: Any) -> T:
    """`work(*args)`, stopped with TimeoutError once it has taken `cpu_seconds` of this
    thread's CPU time (only pure-Python work is stopped: a long C call ends first; nothing is
    stopped in a thread being traced)."""
    if getattr(_depth, "inside", False):  # a budget within a budget: the outer one holds
        return work(*args)
    if sys.gettrace() is not None or sys.getprofile() is not None:
        # a debugger, profiler or coverage: an exception raised into a traced thread lands in
        # the tracer, which may never let it out; such a run is no hostile mail's target
        return work(*args)
    ident = threading.get_ident()
    clock = time.pthread_getcpuclockid(ident)
    watch = _Watch(clock, time.clock_gettime(clock) + cpu_seconds)
    with _lock:
        if not _watchdog:
            _watchdog.append(threading.Thread(target=_watch_forever, name="cpu-budget",
                                              daemon=True))
            _watchdog[0].start()
        _watched[ident] = watch
    _wake.set()
    _depth.inside = True
    try:
        return work(*args)
    except _OverBudget:
        raise TimeoutError(f"it took more than {cpu_seconds:g} s of CPU") from None
    finally:
        _depth.inside = False
        while not watch.done:  # an exception raised in here (it may) runs the loop again
            try:
                with _lock:
                    watch.done = True  # the watchdog raises nothing more
                    _watched.pop(ident, None)
                if watch.fired:  # raised, or still pending: a pending one is cancelled
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), None)
            except _OverBudget:
                watch.done = False


def parse_within(raw: bytes, envelope_recipients: Iterable[str] = (), size: int | None = None,
                 cpu_seconds: float | None = None) -> InboundMail:
    """`parse_mail` within a CPU budget (default PARSE_CPU_SECONDS); raises Unparseable for a
    hostile mail, a slow one included."""
    if cpu_seconds is None:
        cpu_seconds = PARSE_CPU_SECONDS
    try:
        return within(cpu_seconds, parse_mail, raw, tuple(envelope_recipients), size)
    except TimeoutError as exc:
        raise Unparseable(f"{exc} to read") from None
    except _OverBudget:  # raised as the budget ended (under a tracer, say): the same
        raise Unparseable(f"it took more than {cpu_seconds:g} s of CPU to read") from None


class ParsingProcess:
    """`parse_within` in a worker process of its own (started on the first mail, started again
    after a failure): a server's web threads and event loop go on while a mail is parsed."""

    def __init__(self, cpu_seconds: float | None = None,
                 wall_seconds: float = WORKER_WALL_SECONDS):
        self._cpu, self._wall = cpu_seconds, wall_seconds
        self._lock = threading.Lock()
        self.pid: int | None = None  # the worker's, once started
        self._worker: Any = None
        self._conn: Any = None

    def parse(self, raw: bytes, envelope_recipients: Iterable[str] = (),
              size: int | None = None) -> InboundMail:
        """The mail parsed by the worker; raises Unparseable as parse_mail does, or when the
        worker took longer than its wall time or died."""
        with self._lock:
            if self._worker is None or not self._worker.is_alive():
                self._start()
            try:
                self._conn.send((raw, tuple(envelope_recipients), size))
                if not self._conn.poll(self._wall):
                    self._end()
                    raise Unparseable(f"it took more than {self._wall:g} s to read")
                kind, value = self._conn.recv()
            except (EOFError, OSError):
                self._end()
                raise Unparseable("the parsing process died reading it") from None
        if kind == "refused":
            raise Unparseable(value)
        return value

    def close(self) -> None:
        """End the worker (a new one starts with the next mail)."""
        with self._lock:
            self._end()

    def _start(self) -> None:
        import multiprocessing  # `pbm serve`'s alone: not on a Lambda function's cold start

        context = multiprocessing.get_context("spawn")  # never a fork of a threaded server
        self._conn, theirs = context.Pipe()
        self._worker = context.Process(target=_serve, args=(theirs, self._cpu),
                                       name="pbm-parse", daemon=True)
        self._worker.start()
        self.pid = self._worker.pid
        theirs.close()

    def _end(self) -> None:
        if self._worker is not None:
            self._conn.close()
            self._worker.kill()
            self._worker.join()
            self._worker = self._conn = None


def _serve(conn: Any, cpu_seconds: float | None) -> None:
    """The worker's loop: parse each mail sent, answer ("mail", InboundMail) or ("refused",
    reason)."""
    while True:
        try:
            raw, recipients, size = conn.recv()
        except EOFError:
            return
        try:
            conn.send(("mail", parse_within(raw, recipients, size, cpu_seconds)))
        except Unparseable as exc:
            conn.send(("refused", str(exc)))
