"""HTML mail bodies turned into plain text that keeps the structure reply cleaning relies on.

Quoted history in HTML lives in <blockquote> elements; their lines come out prefixed with "> "
so they are recognised as quotes, exactly like a plain-text reply. A horizontal rule (Outlook's
separator above the quoted message) becomes an underscore line (the lines: html_lines).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from functions.mail.html_lines import MAX_TAG, TextLines

# The standard library's HTMLParser rescans an unfinished tag from its start at every '<', which
# is quadratic on text like "<a <a <a ..." (40 KB took 20 s). A '<' that does not open a tag
# closed within MAX_TAG characters (before any other '<') is text, so it is escaped first: one
# linear pass, since each lookahead stops at the next '<'.
_STRAY_LT = re.compile(r"<(?![A-Za-z/!?][^<>]{0,%d}>)" % MAX_TAG)  # noqa: UP031


def html_to_text(html: str) -> str:
    """The readable text of an HTML body: one line per block, blockquotes prefixed with '> '."""
    converter = _Converter()
    converter.feed(_STRAY_LT.sub("&lt;", html))
    converter.close()
    return converter.lines.text()


class _Converter(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = TextLines()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.lines.start(tag)

    def handle_endtag(self, tag: str) -> None:
        self.lines.end(tag)

    def handle_data(self, data: str) -> None:
        self.lines.data(data)
