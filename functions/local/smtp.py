"""The local SMTP server for replies (aiosmtpd): each message it accepts is handed, with its
envelope recipients (RCPT TO) and sender (MAIL FROM, '' for a bounce's `<>`), to the same
processing `pbm mail-in` runs.

The server runs its own asyncio loop in a thread; processing (store reads and writes) is blocking
work, so it runs in the loop's thread pool and the answer to DATA waits for it: a client that got
250 knows the move was handled (accepted or refused by mail), one that got 451 may retry.
`pbm serve` parses each mail in a worker process of its own (`budget.ParsingProcess`), so a
costly mail holds neither this loop nor the interpreter the web threads share.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

from aiosmtpd.smtp import SMTP, Envelope, Session

log = logging.getLogger(__name__)

ProcessMail = Callable[[bytes, Sequence[str], str], object]
"""Processes one raw message given its envelope recipients and sender."""


class ReplyHandler:
    """The aiosmtpd handler: every accepted message goes to `process`, then `after` runs."""

    def __init__(self, process: ProcessMail, after: Callable[[], None] = lambda: None):
        self._process = process
        self._after = after

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        """Process the message; 250 when done, 451 (try again later) when processing failed."""
        raw = envelope.original_content or b""
        recipients = list(envelope.rcpt_tos)
        sender = (envelope.mail_from or "").strip("<>")  # MAIL FROM:<> (a bounce): ''
        try:
            await asyncio.get_running_loop().run_in_executor(None, self._process, raw, recipients,
                                                             sender)
        except Exception:
            log.exception("processing a mail to %s failed", ", ".join(recipients))
            return "451 4.3.0 The message could not be processed; try again later"
        self._after()
        return "250 2.0.0 Message accepted"


class SmtpServer:
    """An SMTP server on `host:port` (0 picks a free port) running in a background thread."""

    def __init__(self, handler: Any, host: str, port: int, max_bytes: int):
        self._handler = handler
        self._host, self._port = host, port
        self._max_bytes = max_bytes
        self._loop = asyncio.new_event_loop()
        self._server: asyncio.AbstractServer | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, name="smtp", daemon=True)

    def start(self) -> tuple[str, int]:
        """Bind and start serving; returns the bound (host, port)."""
        def protocol() -> SMTP:
            return SMTP(self._handler, data_size_limit=self._max_bytes, enable_SMTPUTF8=True,
                        hostname=self._host, ident="pbm local SMTP", loop=self._loop)

        self._server = self._loop.run_until_complete(
            self._loop.create_server(protocol, self._host, self._port))
        self._thread.start()
        host, port = self._server.sockets[0].getsockname()[:2]
        return host, port

    def stop(self) -> None:
        """Stop accepting, end open sessions, wait for processing in progress, close the loop."""
        if self._server is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()
        self._server = None

    async def _shutdown(self) -> None:
        assert self._server is not None
        self._server.close()
        sessions = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in sessions:
            task.cancel()
        await asyncio.gather(*sessions, return_exceptions=True)
        await self._loop.shutdown_default_executor()  # mails being processed finish first
