"""One raw inbound email read into the facts the service acts on.

Parsing never fails on a real-world message: unknown or mislabelled charsets fall back to
UTF-8, then windows-1250 (the usual Czech 8-bit charset), then Latin-1, which decodes anything.
A hostile one (header fields or nesting beyond `limits`) is refused before it is parsed
(`Unparseable`), and a From that is not exactly one well-formed mailbox leaves `sender` empty
with the reason in `sender_problem`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from email.message import EmailMessage, Message
from email.utils import collapse_rfc2231_value, getaddresses
from typing import Any

from functions.mail import limits, robots
from functions.mail.flowed import unflow
from functions.mail.html_text import html_to_text
from functions.mail.reply_text import reply_text
from functions.mail.tokens import token_of_address, tokens_in_text

_RECIPIENT_HEADERS = ("Delivered-To", "X-Original-To", "To", "Cc")
_FALLBACK_CHARSETS = ("utf-8", "windows-1250")
_AUTH_RESULT = re.compile(r"\b(spf|dkim|dmarc)[ \t]{0,8}=[ \t]{0,8}([a-z]{1,20})", re.IGNORECASE)
# Defects that make an address header unreadable as a mailbox (obsolete syntax and raw 8-bit
# names are common in real mail and fine).
_BAD_ADDRESS_DEFECTS = ("InvalidHeaderDefect", "NonPrintableDefect",
                        "HeaderMissingRequiredValue")


class Unparseable(ValueError):
    """The mail is beyond what the service reads (see `limits`) or the parser gave up on it."""


@dataclass(frozen=True, slots=True)
class InboundMail:
    """What one inbound email says, independent of any game."""

    sender: str
    """The From address, lower-cased ('' when there is none)."""
    sender_name: str
    recipients: tuple[str, ...]
    """Envelope, Delivered-To, X-Original-To, To and Cc addresses, lower-cased, no duplicates."""
    subject: str
    message_id: str | None
    in_reply_to: str | None
    references: tuple[str, ...]
    size: int
    automatic: str | None
    """Why the mail is an automatic one (auto-reply, bounce, list), or None for a person's mail."""
    body: str
    """The whole text body (text/plain, else the HTML part as text), quotes included."""
    reply: str
    """The new text the sender wrote: `body` without quoted history and signatures."""
    tokens: tuple[str, ...]
    """Candidate tokens: from recipient plus-addresses first, then from the body."""
    verdicts: Mapping[str, str] = field(default_factory=dict)
    """spf/dkim/dmarc results from the first Authentication-Results header, if any."""
    sender_problem: str | None = None
    """Why the From header is not exactly one well-formed mailbox (then `sender` is ''), or
    None; a mail without any From has neither."""


def parse_mail(raw: bytes, envelope_recipients: Iterable[str] = (),
               size: int | None = None) -> InboundMail:
    """Read a raw RFC 822 message into an InboundMail; raises Unparseable for a hostile one.

    `envelope_recipients` (SES's receipt recipients, SMTP RCPT TO) come first among the
    recipients: a Bcc'd reply address appears nowhere else. `size` is the whole mail's size
    when `raw` is only its head (`limits.head` of a mail too large to read).
    """
    reason = limits.refusal(raw)
    if reason:
        raise Unparseable(reason)
    try:
        return _parsed(raw, envelope_recipients, len(raw) if size is None else size)
    except limits.Exceeded as exc:
        raise Unparseable(str(exc)) from None
    except RecursionError:  # the limits should prevent it; never let one mail crash a caller
        raise Unparseable("its structure is nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - the standard library's parser raises
        # AttributeError, IndexError ... on some malformed headers (found by fuzzing); such a
        # mail is unreadable, not a crash of the entry point
        raise Unparseable(f"the parser failed: {type(exc).__name__}") from None


def _parsed(raw: bytes, envelope_recipients: Iterable[str], size: int) -> InboundMail:
    message = limits.parse(raw)  # every part's header metered as it is read
    sender_name, sender, sender_problem = _sender(message)
    envelope = [address.strip().lower() for address in envelope_recipients]
    recipients = tuple(dict.fromkeys([*envelope, *_recipients(message)]))
    body = _body_text(message)
    address_tokens = [t for t in map(token_of_address, recipients) if t]
    return InboundMail(
        sender=sender,
        sender_name=sender_name,
        recipients=recipients,
        subject=_header(message, "Subject"),
        message_id=_header(message, "Message-ID") or None,
        in_reply_to=_header(message, "In-Reply-To") or None,
        references=tuple(_header(message, "References").split()),
        size=size,
        automatic=_automatic_reason(message, sender),
        body=body,
        reply=reply_text(limits.readable(body)),  # the opening lines: all that is read
        tokens=tuple(dict.fromkeys([*address_tokens, *tokens_in_text(body)])),
        verdicts=_verdicts(message),
        sender_problem=sender_problem,
    )


def _headers(message: Message, name: str) -> list[str]:
    """Every value of a header as text; a header the parser cannot read is treated as absent."""
    try:
        values = message.get_all(name, [])
        return [" ".join(str(value).split()) for value in values]
    except (ValueError, LookupError, TypeError, AttributeError):
        return []


def _header(message: Message, name: str) -> str:
    """The first value of a header, or ''."""
    return next(iter(_headers(message, name)), "")


def _sender(message: Message) -> tuple[str, str, str | None]:
    """(display name, address lower-cased, problem): the From mailbox, when it is exactly one
    well-formed mailbox; else ('', '', why) (or ('', '', None) when there is no From at all).

    `From: ann@example.com <mallory@evil.example>` is not read as Ann: it is refused."""
    try:
        values = message.get_all("From", [])
        addresses: tuple[Any, ...] = getattr(values[0], "addresses", ()) if len(values) == 1 \
            else ()
    except (ValueError, LookupError, TypeError, AttributeError):
        return "", "", "the From header cannot be read"
    if not values:
        return "", "", None
    if len(values) > 1:
        return "", "", "the mail has more than one From header"
    header = values[0]
    defects = [type(d).__name__ for d in getattr(header, "defects", ())]
    if len(addresses) != 1 or any(d in _BAD_ADDRESS_DEFECTS for d in defects):
        return "", "", "the From header is not exactly one well-formed address"
    address = addresses[0]
    if not address.username or not address.domain or any(
            c.isspace() or not c.isprintable() for c in address.addr_spec):
        return "", "", "the From header is not exactly one well-formed address"
    return _text(address.display_name), address.addr_spec.lower(), None


def _text(value: str) -> str:
    """A header text with raw 8-bit bytes (surrogate escapes) read as UTF-8."""
    return value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _recipients(message: Message) -> list[str]:
    values = [value for name in _RECIPIENT_HEADERS for value in _headers(message, name)]
    return [address.lower() for _, address in getaddresses(values) if "@" in address]


def _automatic_reason(message: Message, sender: str) -> str | None:
    """Why this mail was sent by a machine rather than a person, by its headers (robots)."""
    return robots.automatic_by_headers(lambda name: _header(message, name),
                                       message.get_content_type(), sender, message.keys())


def _body_text(message: EmailMessage) -> str:
    """The text of the preferred body part: text/plain, else text/html converted to text. A
    text/plain part with no text of the sender's own (empty, blank, only a signature or only
    the quote: some webmails send the reply in the HTML part alone) yields to the HTML part."""
    plain = message.get_body(preferencelist=("plain",))
    text = _part_text(plain) if plain is not None else ""
    if plain is not None and _own_text(text):
        return text
    html = message.get_body(preferencelist=("html",))
    if html is None:
        return text
    written = _part_text(html)
    return written if plain is None or _own_text(written) else text


_SIGNATURE_LINE = re.compile(r"^--\s*$", re.MULTILINE)


def _own_text(text: str) -> bool:
    """Whether a part holds text of the sender's own: anything above the signature's "-- "
    line that is not the quote of the mail answered."""
    return bool(reply_text(limits.readable(_SIGNATURE_LINE.split(text, maxsplit=1)[0])).strip())


def _part_text(part: Message) -> str:
    """One text part's text: HTML converted to text, format=flowed unflowed."""
    text = _decoded(part)
    if part.get_content_type() == "text/html":
        return html_to_text(text)
    if _param(part, "format") == "flowed":
        return unflow(text, delsp=_param(part, "delsp") == "yes")
    return text


def _param(part: Message, name: str) -> str:
    """A Content-Type parameter, lower-cased ("" when absent); an RFC 2231 one
    (`format*=us-ascii''flowed`) is decoded rather than read as a tuple."""
    return collapse_rfc2231_value(part.get_param(name, "")).lower()


def _decoded(part: Message) -> str:
    raw = part.get_payload(decode=True)  # bytes (or None) when decoded
    payload = raw if isinstance(raw, bytes) else b""
    declared = part.get_content_charset()
    for charset in (declared, *_FALLBACK_CHARSETS):
        if not charset:
            continue
        try:
            return payload.decode(charset)
        except (LookupError, UnicodeDecodeError):
            continue
    return payload.decode("latin-1")


def _verdicts(message: Message) -> dict[str, str]:
    results = _header(message, "Authentication-Results")
    verdicts: dict[str, str] = {}
    for method, result in _AUTH_RESULT.findall(results):
        verdicts.setdefault(method.lower(), result.lower())
    return verdicts
