"""Undo format=flowed (RFC 3676): soft line breaks that Apple Mail, Thunderbird and others add
to long lines, so a long command ("offer Bob give ..., get ...") arrives as the one line typed."""

from __future__ import annotations

SIGNATURE = "-- "


def unflow(text: str, delsp: bool = False) -> str:
    """The text with flowed paragraphs joined: a line ending in a space continues on the next
    line of the same quote depth (without that space when `delsp`); space-stuffing is removed."""
    out: list[str] = []
    pending: tuple[int, str] | None = None  # quote depth and text of a paragraph still open
    for raw in text.split("\n"):
        line = raw.rstrip("\r")
        depth = len(line) - len(line.lstrip(">"))
        body = line[depth:]
        if body.startswith(" "):  # space-stuffed (or the space after the quote marks)
            body = body[1:]
        flowed = body.endswith(" ") and body != SIGNATURE
        if pending is not None and pending[0] != depth:  # a quote level change ends a paragraph
            out.append(_quoted(*pending))
            pending = None
        if flowed and delsp:
            body = body[:-1]
        joined = (pending[1] if pending else "") + body
        if flowed:
            pending = (depth, joined)
        else:
            out.append(_quoted(depth, joined))
            pending = None
    if pending is not None:
        out.append(_quoted(*pending))
    return "\n".join(out)


def _quoted(depth: int, text: str) -> str:
    return (">" * depth + " " + text) if depth else text
