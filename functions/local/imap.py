"""`pbm serve --imap URL`: poll a real mailbox for replies (standard-library imaplib).

URL: `imaps://USER:PASSWORD@HOST[:PORT][/MAILBOX]` (TLS, port 993) or `imap://...` (STARTTLS,
port 143); user and password percent-encoded; the mailbox defaults to INBOX. Each poll hands
every unseen message to the mail processing and marks it seen once it was processed; a message
whose processing failed stays unseen and is tried again at the next poll.
"""

from __future__ import annotations

import imaplib
import logging
import ssl
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

log = logging.getLogger(__name__)

ProcessMail = Callable[[bytes, Sequence[str]], object]


@dataclass(frozen=True)
class ImapMailbox:
    """Where to read replies from."""

    host: str
    port: int
    user: str
    password: str
    mailbox: str = "INBOX"
    tls: bool = True  # implicit TLS (imaps); otherwise STARTTLS


def parse_imap_url(url: str) -> ImapMailbox:
    """The mailbox an `imaps://` or `imap://` URL names; raises ValueError when it names none."""
    split = urlsplit(url)
    if split.scheme not in ("imap", "imaps") or not split.hostname or not split.username:
        raise ValueError(f"--imap takes imaps://USER:PASSWORD@HOST[:PORT][/MAILBOX], not {url!r}")
    tls = split.scheme == "imaps"
    return ImapMailbox(host=split.hostname, port=split.port or (993 if tls else 143),
                       user=unquote(split.username), password=unquote(split.password or ""),
                       mailbox=unquote(split.path.strip("/")) or "INBOX", tls=tls)


def poll(mailbox: ImapMailbox, process: ProcessMail,
         ssl_context: ssl.SSLContext | None = None) -> int:
    """Process every unseen message of the mailbox once; returns how many were processed.

    The server's certificate is checked against `ssl_context` (default: the system's CAs)."""
    context = ssl_context or ssl.create_default_context()
    client = (imaplib.IMAP4_SSL(mailbox.host, mailbox.port, ssl_context=context) if mailbox.tls
              else imaplib.IMAP4(mailbox.host, mailbox.port))
    try:
        if not mailbox.tls:
            client.starttls(ssl_context=context)
        client.login(mailbox.user, mailbox.password)
        client.select(mailbox.mailbox)
        _, found = client.uid("SEARCH", None, "UNSEEN")
        done = 0
        for uid in found[0].split():
            _, data = client.uid("FETCH", uid, "(BODY.PEEK[])")
            raw = next((item[1] for item in data if isinstance(item, tuple)), None)
            if raw is None:
                continue
            try:
                process(raw, ())  # the plus-address is in Delivered-To/To; no envelope here
            except Exception:
                log.exception("processing IMAP message %s failed; it stays unseen", uid)
                continue
            client.uid("STORE", uid, "+FLAGS", "(\\Seen)")
            done += 1
        return done
    finally:
        try:
            client.logout()
        except (imaplib.IMAP4.error, OSError):
            pass  # the connection is gone either way
