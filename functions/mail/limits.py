"""How much of an inbound mail the service reads, checked on the raw bytes before any parsing.

The standard library's parser is slow on some hostile shapes (huge header fields full of
encoded words) and recursive on others (multiparts nested a thousand deep), so every entry
point first measures the raw mail: its size (`MAX_MAIL_BYTES`, the default of
`PBM_MAX_MAIL_BYTES`), then `refusal(raw)` looks at the header block and the nesting. Each
check is one linear pass over bytes.
"""

from __future__ import annotations

import re

MAX_MAIL_BYTES = 1_000_000
"""The default largest mail read in full (`PBM_MAX_MAIL_BYTES`); a larger one is refused by
size, read no further than its header block."""

MAX_HEADER_BYTES = 64 * 1024
"""The largest header block read; a mail whose header block is longer is unreadable."""

MAX_FIELD_BYTES = 16 * 1024
"""The largest single header field (all its folded lines together)."""

MAX_FIELDS = 500
"""The most header fields in the top-level header block."""

MAX_NESTED_PARTS = 50
"""The most multipart or message/* parts: the parser recurses once per level."""

_CONTAINER = re.compile(rb"^content-type:[ \t]*(?:\r?\n[ \t]+)?(?:multipart|message)/",
                        re.IGNORECASE | re.MULTILINE)
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")


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
    fields, size, name = 0, 0, b""
    for line in block.splitlines():
        if line[:1] in (b" ", b"\t"):  # a folded continuation of the field before
            size += len(line)
        else:
            fields, size, name = fields + 1, len(line), line.partition(b":")[0][:40]
        if size > MAX_FIELD_BYTES:
            return (f"a header field ({name.decode('ascii', 'replace')}) is longer than "
                    f"{MAX_FIELD_BYTES} bytes")
    if fields > MAX_FIELDS:
        return f"it has more than {MAX_FIELDS} header fields"
    containers = sum(1 for _ in zip(range(MAX_NESTED_PARTS + 1), _CONTAINER.finditer(raw),
                                    strict=False))
    if containers > MAX_NESTED_PARTS:
        return f"it has more than {MAX_NESTED_PARTS} multipart or attached-message parts"
    return None
