"""`pbm serve --imap URL`: poll a real mailbox for replies (standard-library imaplib).

URL: `imaps://USER:PASSWORD@HOST[:PORT][/MAILBOX]` (TLS, port 993) or `imap://...` (STARTTLS,
port 143); user and password percent-encoded; the mailbox defaults to INBOX. Each poll hands
every unseen message to the mail processing and marks it seen once it was processed; a message
whose processing failed stays unseen and is tried again at the next poll. The size comes
first: of a message over the limit only the header block is fetched (and handed on with its
size, `process(head, (), size=N)`). The URL's password is never printed, not even when the
URL is malformed.
"""

from __future__ import annotations

import imaplib
import logging
import re
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from functions.mail import limits
from functions.settings import redact_url

from .failures import FailureLog

log = logging.getLogger(__name__)
MESSAGE_WORK = "processing an IMAP message (it stays unseen and is tried at the next poll)"

ProcessMail = Callable[..., object]
"""Processes one raw message given its envelope recipients (and `size=` for a head only)."""

_SIZE = re.compile(rb"RFC822\.SIZE (\d{1,15})", re.IGNORECASE)


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
    usage = f"--imap takes imaps://USER:PASSWORD@HOST[:PORT][/MAILBOX], not {redact_url(url)!r}"
    try:
        split = urlsplit(url)
        port = split.port
    except ValueError:
        raise ValueError(usage) from None
    if split.scheme not in ("imap", "imaps") or not split.hostname or not split.username:
        raise ValueError(usage)
    tls = split.scheme == "imaps"
    return ImapMailbox(host=split.hostname, port=port or (993 if tls else 143),
                       user=unquote(split.username), password=unquote(split.password or ""),
                       mailbox=unquote(split.path.strip("/")) or "INBOX", tls=tls)


def poll(mailbox: ImapMailbox, process: ProcessMail,
         ssl_context: ssl.SSLContext | None = None,
         max_bytes: int = limits.MAX_MAIL_BYTES, failures: FailureLog | None = None) -> int:
    """Process every unseen message of the mailbox once; returns how many were processed.

    The server's certificate is checked against `ssl_context` (default: the system's CAs). A
    message whose processing fails stays unseen and is tried at the next poll; `failures`,
    kept from poll to poll, tells of the same failure in full once, then now and then."""
    failures = failures or FailureLog(MESSAGE_WORK, log)
    context = ssl_context or ssl.create_default_context()
    client = (imaplib.IMAP4_SSL(mailbox.host, mailbox.port, ssl_context=context) if mailbox.tls
              else imaplib.IMAP4(mailbox.host, mailbox.port))
    try:
        if not mailbox.tls:
            client.starttls(ssl_context=context)
        client.login(mailbox.user, mailbox.password)
        client.select(mailbox.mailbox)
        # no CHARSET: imaplib sends none for None (typeshed's stub says str)
        _, found = client.uid("SEARCH", None, "UNSEEN")  # type: ignore[arg-type]
        done = 0
        for uid in found[0].split():
            _, sizes = client.uid("FETCH", uid, "(RFC822.SIZE)")
            size = next((int(m.group(1)) for item in sizes if isinstance(item, bytes)
                         if (m := _SIZE.search(item))), None)
            too_large = size is not None and size > max_bytes
            _, data = client.uid("FETCH", uid,
                                 "(BODY.PEEK[HEADER])" if too_large else "(BODY.PEEK[])")
            raw = next((item[1] for item in data if isinstance(item, tuple)), None)
            if raw is None:
                continue
            try:
                # the plus-address is in Delivered-To/To; no envelope here
                if too_large:
                    process(limits.head(raw), (), size=size)
                else:
                    process(raw, ())
            except Exception as exc:
                failures.failed(exc)
                continue
            failures.worked()
            client.uid("STORE", uid, "+FLAGS", "(\\Seen)")
            done += 1
        return done
    finally:
        try:
            client.logout()
        except (imaplib.IMAP4.error, OSError):
            pass  # the connection is gone either way
