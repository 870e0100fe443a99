"""Outgoing messages that stay in one thread per game and player.

Every message of a thread points (In-Reply-To, References) at a root Message-ID derived from
the game and the seat, so mail clients group them without the service remembering what it
sent, whatever each message's own subject says. Message-IDs derive from the notification id: a retried send of
the same notification is the same message to the recipient's client.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import unicodedata
from dataclasses import dataclass
from email.header import Header
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import EmailPolicy
from email.utils import format_datetime

from functions.mail.header_kinds import HEADER_KINDS

_ID_PART = re.compile(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*")
_BREAKING = frozenset({"Cc", "Zl", "Zp"})


def header_text(text: str) -> str:
    """`text` safe as a header's words: control characters and line separators become spaces,
    and '=?' is broken up, because the standard library decodes an RFC 2047 encoded word in a
    header value it is given and then writes a CR/LF inside it as a real line break (a title
    `=?utf-8?q?Bob=0D=0ABcc=3A...?=` became a Bcc: header). Names and titles are refused with
    such characters when they are stored; this is the second line of defence."""
    cleaned = "".join(" " if unicodedata.category(c) in _BREAKING else c for c in text)
    return " ".join(cleaned.replace("=?", "= ?").split())


_URI_HEADERS = frozenset({"list-unsubscribe"})


class _MailPolicy(EmailPolicy):
    """The standard library's default policy, except that a header of URIs is folded between
    its URIs, never inside one: the default writes a URI longer than a line as RFC 2047 encoded
    words, which no mail client reads back as a link (nor would an unsubscribe work)."""

    def fold(self, name: str, value: str) -> str:
        """The header as written, a URI header one URI a line, a subject's words whole."""
        folded = _fold_uris(name, value, self.linesep) or _fold_words(name, value, self.linesep)
        return folded if folded is not None else super().fold(name, value)

    def fold_binary(self, name: str, value: str) -> bytes:
        """fold, as bytes."""
        folded = _fold_uris(name, value, self.linesep) or _fold_words(name, value, self.linesep)
        return folded.encode("ascii") if folded is not None else super().fold_binary(name, value)


def _fold_uris(name: str, value: str, linesep: str) -> str | None:
    text = str(value)
    if name.lower() not in _URI_HEADERS or not text.isascii() or "\n" in text or "\r" in text:
        return None
    return f"{name}: " + f",{linesep} ".join(u.strip() for u in text.split(",")) + linesep


def _fold_words(name: str, value: str, linesep: str) -> str | None:
    """A non-ASCII subject as RFC 2047 encoded words that keep their spaces: the default
    folding may end one encoded word and begin the next at a space, which readers drop
    ("odpovídá nastarší e-mail", round 13); email.header keeps the space inside a word."""
    text = str(value)
    if name.lower() != "subject" or text.isascii() or "\n" in text or "\r" in text:
        return None
    return f"{name}: " + Header(text, "utf-8", header_name=name).encode(linesep=linesep) \
        + linesep


MAIL_POLICY = _MailPolicy(header_factory=HEADER_KINDS)  # each header class made once


@dataclass(frozen=True, slots=True)
class Thread:
    """The conversation of one seat in one game: its stable subject and root id."""

    game_id: str
    seat: str
    subject: str
    domain: str

    @property
    def root_id(self) -> str:
        """The Message-ID every message of this thread refers to."""
        return f"<game.{self.game_id}.{self.seat}@{self.domain}>"

    def message_id(self, notification_id: str) -> str:
        """The Message-ID of the message sent for `notification_id` in this thread."""
        if not _ID_PART.fullmatch(notification_id):
            raise ValueError(f"notification id {notification_id!r} is not [A-Za-z0-9._-]")
        return f"<{notification_id}.{self.game_id}.{self.seat}@{self.domain}>"


def build_message(
    thread: Thread,
    *,
    notification_id: str,
    sender: Address,
    to: Address,
    reply_to: str,
    text: str,
    html: str,
    date: dt.datetime,
    subject: str | None = None,
) -> EmailMessage:
    """A multipart/alternative (text + HTML) message in `thread`, replies going to `reply_to`;
    `subject` replaces the thread's subject for a mail that must say more in the inbox."""
    message = EmailMessage(policy=MAIL_POLICY)
    message["Subject"] = header_text(subject or thread.subject)
    message["From"] = Address(header_text(sender.display_name), addr_spec=sender.addr_spec)
    message["To"] = Address(header_text(to.display_name), addr_spec=to.addr_spec)
    message["Reply-To"] = reply_to
    message["Date"] = format_datetime(date)
    message["Message-ID"] = thread.message_id(notification_id)
    message["In-Reply-To"] = thread.root_id
    message["References"] = thread.root_id
    # RFC 3834: we are a robot, so out-of-office responders and Exchange should not answer us.
    message["Auto-Submitted"] = "auto-generated"
    message["X-Auto-Response-Suppress"] = "All"
    message.set_content(text, cte="quoted-printable")
    message.add_alternative(html, subtype="html", cte="quoted-printable")
    # a boundary of our own: "=_" never begins a line of quoted-printable (a "=" is written
    # "=3D"), so it cannot occur in either part, and the generator need not compile a pattern
    # for each mail to search the parts for the one it would draw at random
    message.set_boundary("=_" + hashlib.sha1(message["Message-ID"].encode()).hexdigest())
    return message


ONE_CLICK = "List-Unsubscribe=One-Click"


def add_unsubscribe(message: EmailMessage, url: str, mailto: str | None = None) -> None:
    """The RFC 8058 one-click unsubscribe: `List-Unsubscribe` with the HTTPS `url` (a POST to
    it acts, with no login and no confirmation) and a `mailto:` second, and
    `List-Unsubscribe-Post`. A mail that is not about a game (a sign-in link) carries none."""
    uris = [url, *([mailto] if mailto else [])]
    message["List-Unsubscribe"] = ", ".join(f"<{uri}>" for uri in uris)
    message["List-Unsubscribe-Post"] = ONE_CLICK
