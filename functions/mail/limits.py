"""How much of an inbound mail the service reads: checked on the raw bytes before parsing, and
on every MIME part's header while the standard library parses it.

The standard library's header parser costs about 30 microseconds a byte of a structured field
(a `Content-Type` full of folded parameters, a `name="..."` of encoded words: a thousand times
a body's cost), and its mail parser recurses once per nested part. So every entry point first
measures the raw mail: its size (`MAX_MAIL_BYTES`, the default of `PBM_MAX_MAIL_BYTES`), then
`refusal(raw)` looks at the top-level header block (its fields, their bytes, the address fields
in all) and the nesting, each in one linear pass over bytes; `parse(raw)` then parses with a policy that meters every part's header block as the parser
meets it (fields, bytes, parameters, encoded words, parts, nesting) and stops at the first limit
passed (`Exceeded`), and parses each header once. What is left is bounded: at most `MAX_PARTS`
parts with at most `MAX_PART_HEADERS_BYTES` of part headers in all; `readable(text)` is the part
of a mail's text read for commands. See docs/mail-limits.md.
"""

from __future__ import annotations

import re
from email.feedparser import BytesFeedParser
from email.message import EmailMessage
from email.policy import EmailPolicy
from typing import Any, cast

from functions.mail.header_kinds import HEADER_KINDS

MAX_MAIL_BYTES = 1_000_000
"""The default largest mail read in full (`PBM_MAX_MAIL_BYTES`); a larger one is refused by
size, read no further than its header block."""

MAX_HEADER_BYTES = 64 * 1024
"""The largest header block read; a mail whose header block is longer is unreadable."""

MAX_FIELD_BYTES = 16 * 1024
"""The largest single header field (all its folded lines together)."""

MAX_FIELDS = 500
"""The most header fields in the top-level header block."""

MAX_ADDRESS_BYTES = 16 * 1024
"""All the top-level address fields together (From, To, Cc ... every one is parsed as a list of
mailboxes, at some 10 microseconds a byte)."""

MAX_NESTED_PARTS = 50
"""The most multipart or message/* parts: the parser recurses once per level."""

MAX_PARTS = 100
"""The most MIME parts (containers and leaves) in one mail."""

MAX_PART_FIELDS = 50
"""The most header fields of one MIME part."""

MAX_PART_FIELD_BYTES = 4 * 1024
"""The largest header field of a MIME part (all its folded lines together)."""

MAX_PART_HEADER_BYTES = 8 * 1024
"""The largest header block of one MIME part."""

MAX_PART_HEADERS_BYTES = 16 * 1024
"""All the MIME parts' header blocks of one mail together: what bounds the header parser's work
(each structured field is parsed again on every read of it)."""

MAX_PARAMETERS = 64
"""The most parameters (`;`) in one header field, anywhere in the mail."""

MAX_ENCODED_WORDS = 64
"""The most encoded words (`=?charset?...?=`) in one header field, anywhere in the mail."""

MAX_READ_LINES = 2_000
"""The lines of a mail's text read for what its sender wrote (commands, table talk): more than
any reply holds above or between its quotes, and reading 450,000 short lines took seconds."""

MAX_READ_CHARS = 200_000
"""The characters of a mail's text read for what its sender wrote."""

# A container's Content-Type at the start of a line, however often it is folded (a fold may be
# a line of blanks: `Content-Type:\r\n \r\n multipart/mixed` unfolds to a multipart)
_CONTAINER = re.compile(rb"^content-type:(?:[ \t]|\r?\n[ \t])*(?:multipart|message)/",
                        re.IGNORECASE | re.MULTILINE)
# The top-level fields the default policy parses as address lists (and the service reads)
_ADDRESS_FIELDS = frozenset({b"from", b"to", b"cc", b"bcc", b"sender", b"reply-to",
                             b"delivered-to", b"x-original-to", b"return-path", b"resent-from",
                             b"resent-to", b"resent-cc", b"resent-bcc", b"resent-sender"})
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")


def readable(text: str) -> str:
    """The opening of a mail's text that is read for commands: at most MAX_READ_LINES lines
    and MAX_READ_CHARS characters (its tokens are looked for in all of it)."""
    text = text[:MAX_READ_CHARS]
    end, lines = -1, 0
    while lines < MAX_READ_LINES:
        end = text.find("\n", end + 1)
        if end < 0:
            return text
        lines += 1
    return text[:end + 1]


def head(raw: bytes) -> bytes:
    """The header block of a raw mail (with the blank line that ends it), at most
    MAX_HEADER_BYTES + 4 bytes: what is read of a mail too large to read in full."""
    end = _BLANK_LINE.search(raw, 0, MAX_HEADER_BYTES + 4)
    return raw[:end.end()] if end else raw[:MAX_HEADER_BYTES + 4]


def refusal(raw: bytes) -> str | None:
    """Why the service will not parse this mail (header block, a field or the nesting too
    large), or None when it may be parsed."""
    end = _BLANK_LINE.search(raw, 0, MAX_HEADER_BYTES + 4)
    if end is None and len(raw) > MAX_HEADER_BYTES:
        return f"its header block is longer than {MAX_HEADER_BYTES} bytes"
    block = raw[:end.start()] if end else raw
    fields, size, name, addresses = 0, 0, b"", 0
    for line in block.splitlines():
        if line[:1] in (b" ", b"\t"):  # a folded continuation of the field before
            size += len(line)
        else:
            fields, size, name = fields + 1, len(line), line.partition(b":")[0][:40]
        if size > MAX_FIELD_BYTES:
            return (f"a header field ({name.decode('ascii', 'replace')}) is longer than "
                    f"{MAX_FIELD_BYTES} bytes")
        if name.strip().lower() in _ADDRESS_FIELDS:
            addresses += len(line)
    if fields > MAX_FIELDS:
        return f"it has more than {MAX_FIELDS} header fields"
    if addresses > MAX_ADDRESS_BYTES:
        return f"its address fields are longer than {MAX_ADDRESS_BYTES} bytes in all"
    containers = sum(1 for _ in zip(range(MAX_NESTED_PARTS + 1), _CONTAINER.finditer(raw),
                                    strict=False))
    if containers > MAX_NESTED_PARTS:
        return f"it has more than {MAX_NESTED_PARTS} multipart or attached-message parts"
    return None


class Exceeded(ValueError):
    """A MIME part's header or the mail's structure passed a limit while it was parsed."""


class _Meter:
    """Counts what the parser has met so far: parts, this part's header block, all part headers."""

    def __init__(self) -> None:
        self.parts = 0
        self.fields = 0  # of the part being read
        self.block = 0  # bytes of the part being read
        self.total = 0  # bytes of every part's header block (the top level's not counted)
        self.parsed: dict[tuple[str, str], Any] = {}  # header objects, parsed once each

    def part(self) -> None:
        self.parts += 1
        if self.parts > MAX_PARTS:
            raise Exceeded(f"it has more than {MAX_PARTS} MIME parts")
        self.fields = self.block = 0

    def field(self, name: str, size: int, value: str) -> None:
        if value.count(";") > MAX_PARAMETERS:
            raise Exceeded(f"a header field ({name[:40]}) has more than {MAX_PARAMETERS} "
                           "parameters")
        if value.count("=?") > MAX_ENCODED_WORDS:
            raise Exceeded(f"a header field ({name[:40]}) has more than {MAX_ENCODED_WORDS} "
                           "encoded words")
        if self.parts <= 1:  # the top-level block: measured by refusal() before parsing
            return
        self.fields += 1
        self.block += size
        self.total += size
        if size > MAX_PART_FIELD_BYTES:
            raise Exceeded(f"a MIME part's header field ({name[:40]}) is longer than "
                           f"{MAX_PART_FIELD_BYTES} bytes")
        if self.fields > MAX_PART_FIELDS:
            raise Exceeded(f"a MIME part has more than {MAX_PART_FIELDS} header fields")
        if self.block > MAX_PART_HEADER_BYTES:
            raise Exceeded(f"a MIME part's header block is longer than {MAX_PART_HEADER_BYTES} "
                           "bytes")
        if self.total > MAX_PART_HEADERS_BYTES:
            raise Exceeded(f"its MIME parts' headers are longer than {MAX_PART_HEADERS_BYTES} "
                           "bytes in all")


class _MeteredPolicy(EmailPolicy):
    """The default policy, with every header field the parser reads counted by a _Meter."""

    meter: Any = None

    def header_source_parse(self, sourcelines: list[str]) -> tuple[str, str]:
        """The field as the default policy reads it, once the meter has counted it."""
        name, value = super().header_source_parse(sourcelines)
        self.meter.field(name, sum(map(len, sourcelines)), value)
        return name, value

    def header_fetch_parse(self, name: str, value: str) -> Any:
        """The header object, parsed once per mail: the parser and `get_body` read a part's
        Content-Type four or five times, and each parse costs as much as the first."""
        key = (name.lower(), value)
        header = self.meter.parsed.get(key)
        if header is None:
            header = self.meter.parsed[key] = super().header_fetch_parse(name, value)
        return header


def _metered(meter: _Meter) -> EmailPolicy:
    """The default policy metered by `meter`, its header classes each made once."""
    # (a Policy takes any attribute its class declares as a keyword; the stub knows only
    # the standard ones)
    return _MeteredPolicy(meter=meter, header_factory=HEADER_KINDS)  # type: ignore[call-overload]


# A one-part mail's body of more lines than this is not read line by line (an ordinary mail of
# the largest size, MAX_MAIL_BYTES of quoted text, has about 15,000).
MAX_PARSED_LINES = 20_000
# The end of the top-level header block: the first empty line (either line ending).
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")
# A line of a header block: a field name and its colon, or a folded continuation.
_HEADER_LINE = re.compile(rb"[!-9;-~]+[ \t]*:|[ \t]")


def parse(raw: bytes) -> EmailMessage:
    """The parsed mail (policy.default's objects), refused with Exceeded as soon as a part's
    header, the number of parts or the nesting passes a limit.

    A mail of more than MAX_PARSED_LINES lines is not read line by line (450,000 short lines
    cost 5x an ordinary mail per MB that way): its parts are found by their boundaries
    (`_split`), each part's header block parsed by the standard library and its body taken as
    it stands, as that parser would store it."""
    meter = _Meter()
    if raw.count(b"\n") > MAX_PARSED_LINES:
        mail = _split(raw, meter, _metered(meter))
        if mail is not None:
            _check_depth(mail)
            return mail
        meter = _Meter()  # what the split counted is counted again
    mail = _parsed(raw, meter, _metered(meter))
    _check_depth(mail)
    return mail


def _parsed(raw: bytes, meter: _Meter, policy: EmailPolicy) -> EmailMessage:
    """The mail (or part) as the standard library's parser reads it, metered."""

    def message(policy: EmailPolicy = policy) -> EmailMessage:
        meter.part()
        return EmailMessage(policy=policy)

    before = meter.parts
    parser = BytesFeedParser(message, policy=policy)
    meter.parts = before  # the parser's constructor tries the factory once
    parser.feed(raw)
    return cast(EmailMessage, parser.close())  # what `message` made (the stub says Message)


def _header_end(raw: bytes) -> tuple[int, int]:
    """(where the header block ends, where the body starts), as the standard library's parser
    finds them: at the first empty line, or at the first line that is no field (the body then
    starts with it). Past MAX_HEADER_BYTES the block ends wherever it is: the header parse
    refuses it then."""
    pos = 0
    while pos < len(raw):
        newline = raw.find(b"\n", pos)
        end = len(raw) if newline < 0 else newline + 1
        line = raw[pos:end]
        if line in (b"\r\n", b"\n"):
            return pos, end
        if (not _HEADER_LINE.match(line) and not (pos == 0 and line.startswith(b"From "))) \
                or pos > MAX_HEADER_BYTES:  # (an mbox `From ` line first: the parser's)
            return pos, pos
        pos = end
    return pos, pos


def _split(raw: bytes, meter: _Meter, policy: EmailPolicy, depth: int = 0
           ) -> EmailMessage | None:
    """The mail (or part) with its header block parsed and its parts found by their
    boundaries, recursively (an attached message too); None when its shape is one this leaves
    to the standard library's parser (a digest, a `message/*` part other than an attached
    message)."""
    if depth > MAX_NESTED_PARTS:
        raise Exceeded(f"it has more than {MAX_NESTED_PARTS} nested multipart or "
                       "attached-message parts")
    ends = _header_end(raw)
    head = _parsed(raw[:ends[0]], meter, policy)
    body = raw[ends[1]:]
    kind = head.get_content_type()
    if kind == "message/rfc822":
        inner = _split(body, meter, policy, depth + 1)
        if inner is None:
            return None
        head.set_payload([inner])
        return head
    if head.get_content_maintype() == "message":
        return None
    boundary = head.get_boundary() if head.get_content_maintype() == "multipart" else None
    if kind == "multipart/digest":  # (its parts are messages by default)
        return None
    delimiters = list(re.finditer(rb"(?:^|\r?\n)--" + re.escape(boundary.encode(
        "ascii", "surrogateescape")) + rb"(--)?[ \t]*(?:\r?\n|$)", body)) if boundary else []
    if not delimiters:  # one part, or a multipart without its boundary: the text as it is
        head.set_payload(body.decode("ascii", "surrogateescape"))
        return head
    closing = next((n for n, d in enumerate(delimiters) if d.group(1)), None)
    head.set_payload([])
    # the parts between the delimiters; without the closing one the last runs to the end
    last = closing if closing is not None else len(delimiters)
    ends_at = [d.start() for d in delimiters[1:last + 1]]
    if closing is None:  # (its last line ending dropped, as before a delimiter)
        ends_at.append(len(body) - (2 if body.endswith(b"\r\n") else body.endswith(b"\n")))
    for opening, stop in zip(delimiters, ends_at, strict=False):
        part = _split(body[opening.end():stop], meter, policy, depth + 1)
        if part is None:
            return None
        head.attach(part)
    preamble = body[:delimiters[0].start()]
    head.preamble = preamble.decode("ascii", "surrogateescape") if preamble else None
    if closing is not None:
        head.epilogue = body[delimiters[closing].end():].decode("ascii", "surrogateescape")
    return head


def _check_depth(mail: EmailMessage) -> None:
    """Refuse nesting deeper than MAX_NESTED_PARTS (iteratively: at most MAX_PARTS parts)."""
    stack: list[tuple[Any, int]] = [(mail, 0)]  # a multipart's payload: its parts
    while stack:
        part, depth = stack.pop()
        if depth > MAX_NESTED_PARTS:
            raise Exceeded(f"it has more than {MAX_NESTED_PARTS} nested multipart or "
                           "attached-message parts")
        payload = part.get_payload() if part.is_multipart() else None
        if isinstance(payload, list):
            stack.extend((child, depth + 1) for child in payload)
