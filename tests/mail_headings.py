"""No mail prints a heading with nothing under it (issue 42: a WesternPoly board carrying a
read-back printed "Co se mezitím stalo:" and then the board). `empty_headings` finds such
headings in both parts of one mail; tests/test_mail_headings.py runs it over whole games' mails.

A heading in the plain part is a line of its own that ends in a colon ("Co se mezitím stalo:",
"Your options (…):"); what is under it is the next line, indented or not, up to a blank line.
In the HTML part a heading is an <h1>…<h6>; what is under it is any words before the next
heading or the end of the mail's body."""

from __future__ import annotations

import re

_HEADING = re.compile(r"<h([1-6])\b[^>]*>(.*?)</h\1>", re.S)
_TAG = re.compile(r"<[^>]+>")


def empty_headings(text: str, markup: str) -> list[str]:
    """The headings of a mail (`text` its plain part, `markup` its HTML part) with nothing
    under them, each as "text: <heading>" or "HTML: <heading>"."""
    found = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.strip().endswith(":") and line.strip() != ":" and line == line.lstrip():
            under = lines[i + 1] if i + 1 < len(lines) else ""
            if not under.strip():
                found.append(f"text: {line.strip()}")
    body = re.sub(r"<(style|head)\b.*?</\1>", "", markup, flags=re.S)
    headings = list(_HEADING.finditer(body))
    for heading, following in zip(headings, [*headings[1:], None], strict=False):
        end = following.start() if following is not None else len(body)
        under = _TAG.sub(" ", body[heading.end():end])
        if not under.strip():
            found.append(f"HTML: {_TAG.sub('', heading.group(2)).strip()}")
    return found
