"""The lines of a mail we send under a reply token, as a reply may copy them: its text and its
HTML read as text (what a client that shows the HTML quotes), kept with the mail (SentWords) so
that the reply is read without rendering the mail again (see incoming.own_words)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from functions.mail.html_lines import rendered_html_text
from functions.service.store import SentWords

# the inline styles are most of our HTML and no text: dropped before it is read
_STYLE = re.compile(r'\sstyle="[^"]*"')


def mail_lines(text: str, html: str | None) -> tuple[str, ...]:
    """The distinct non-blank lines of a mail's text and of its HTML read as text, stripped,
    in their first order."""
    texts = [text, _html_text(_STYLE.sub("", html))] if html else [text]
    lines = (line.strip() for body in texts
             for line in body.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    return tuple(dict.fromkeys(line for line in lines if line))


def _html_text(html: str) -> str:
    """The HTML read as text: as we render it, without the standard library's parser (a cold
    notifier's mails read through it cost a tenth of their making, issue 43); anything else by
    that parser."""
    text = rendered_html_text(html)
    if text is None:
        from functions.mail.html_text import html_to_text  # noqa: PLC0415 - rarely needed

        text = html_to_text(html)
    return text


class SentWordsKeeper(Protocol):
    """Where the postman keeps the lines of the mails it sends (the store's Inbox.sent_words
    reads them back): the SQLite store itself; DynamoDB's writer lives apart
    (storage/dynamodb_sent_words.py), so that only the functions sending mail load its
    BatchWriteItem."""

    def keep_sent_words(self, words: Sequence[SentWords], at: str) -> None:
        """Keep the lines of mails about to be sent (one write for them all; a repeat replaces
        a mail's own record), until store.SENT_WORDS_RETENTION after `at`."""
        ...
