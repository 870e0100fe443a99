"""The one way a number is read from outside: a request's field or header, a command's argument,
an export. Only ASCII digits count (`str.isdigit()` is true for "²" and "٣", which `int()`
then refuses or reads as another digit), and only so many of them: a number longer than any
the service uses is not one, and is never handed to `int()` (which refuses past 4,300 digits)."""

from __future__ import annotations

import re

_DIGITS = re.compile(r"[0-9]+")
MAX_DIGITS = 18  # no count, page, version or size the service reads is longer
EXPORT_DIGITS = 12  # no whole number in an export (a sequence number, a count) is longer


def whole(text: object, *, digits: int = MAX_DIGITS, low: int = 0,
          high: int | None = None) -> int | None:
    """`text` as a whole number when it is only ASCII digits (at most `digits` of them) and
    lies within [low, high]; else None. Surrounding spaces are allowed, a sign is not."""
    if not isinstance(text, str):
        return None
    text = text.strip(" \t")
    if not 0 < len(text) <= digits or not _DIGITS.fullmatch(text):
        return None
    number = int(text)
    if number < low or (high is not None and number > high):
        return None
    return number


def whole_or(text: object, default: int, **bounds: int) -> int:
    """`whole(text, **bounds)`, or `default` when it is not such a number."""
    number = whole(text, **bounds)
    return default if number is None else number
