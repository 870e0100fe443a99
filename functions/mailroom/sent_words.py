"""The lines of a mail we send under a reply token, as a reply may copy them: its text and its
HTML read as text (what a client that shows the HTML quotes), kept with the mail (SentWords) so
that the reply is read without rendering the mail again (see incoming.own_words)."""

from __future__ import annotations

import re

from functions.mail.html_text import html_to_text

# the inline styles are most of our HTML and no text: dropped before it is read
_STYLE = re.compile(r'\sstyle="[^"]*"')


def mail_lines(text: str, html: str | None) -> tuple[str, ...]:
    """The distinct non-blank lines of a mail's text and of its HTML read as text, stripped,
    in their first order."""
    texts = [text, html_to_text(_STYLE.sub("", html))] if html else [text]
    lines = (line.strip() for body in texts
             for line in body.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    return tuple(dict.fromkeys(line for line in lines if line))
