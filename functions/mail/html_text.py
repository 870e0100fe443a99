"""HTML mail bodies turned into plain text that keeps the structure reply cleaning relies on.

Quoted history in HTML lives in <blockquote> elements; their lines come out prefixed with "> "
so they are recognised as quotes, exactly like a plain-text reply. A horizontal rule (Outlook's
separator above the quoted message) becomes an underscore line.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

_BLOCKS = frozenset(
    "address article aside blockquote center dd div dl dt footer form h1 h2 h3 h4 h5 h6 header "
    "li ol p pre section table tbody thead tfoot tr ul".split()
)
# Not "head": a mail that never closes its head would lose its body; head holds no text anyway.
_SKIPPED = frozenset({"script", "style", "title", "template"})
_RULE = "_" * 32
_SPACES = re.compile(r"[ \t\r\n\f\v]+")
_BLANK_RUNS = re.compile(r"\n(?:[> ]*\n)+")  # at import: the build compiles it (compiled_code)
# The standard library's HTMLParser rescans an unfinished tag from its start at every '<', which
# is quadratic on text like "<a <a <a ..." (40 KB took 20 s). A '<' that does not open a tag
# closed within MAX_TAG characters (before any other '<') is text, so it is escaped first: one
# linear pass, since each lookahead stops at the next '<'.
MAX_TAG = 2000
_STRAY_LT = re.compile(r"<(?![A-Za-z/!?][^<>]{0,%d}>)" % MAX_TAG)  # noqa: UP031


def html_to_text(html: str) -> str:
    """The readable text of an HTML body: one line per block, blockquotes prefixed with '> '."""
    converter = _Converter()
    converter.feed(_STRAY_LT.sub("&lt;", html))
    converter.close()
    return converter.text()


class _Converter(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self._lines: list[str] = []
        self._line: list[str] = []
        self._depth = 0  # blockquote nesting
        self._skipping = 0
        self._pre = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIPPED:
            self._skipping += 1
        elif tag == "br":
            self._break()
        elif tag == "hr":
            self._break()
            self._lines.append(self._prefix() + _RULE)
        elif tag in ("td", "th"):
            self._line.append(" ")  # cells of a row stay on one line, apart
        elif tag in _BLOCKS:
            self._break()
            if tag == "blockquote":
                self._depth += 1
            elif tag == "pre":
                self._pre += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIPPED:
            self._skipping = max(0, self._skipping - 1)
        elif tag in _BLOCKS:
            self._break()
            if tag == "blockquote":
                self._depth = max(0, self._depth - 1)
            elif tag == "pre":
                self._pre = max(0, self._pre - 1)

    def handle_data(self, data: str) -> None:
        if self._skipping:
            return
        if self._pre:
            first, *rest = data.split("\n")
            self._line.append(first)
            for line in rest:
                self._break()
                self._line.append(line)
        else:
            self._line.append(_SPACES.sub(" ", data))

    def _prefix(self) -> str:
        return "> " * self._depth

    def _break(self) -> None:
        """End the current line (a block with only whitespace becomes a blank line)."""
        if self._line:
            content = "".join(self._line).replace("\xa0", " ").strip()
            self._lines.append((self._prefix() + content).rstrip())
        self._line = []

    def text(self) -> str:
        self._break()
        # Collapse the blank lines that nested blocks leave behind.
        return _BLANK_RUNS.sub("\n\n", "\n".join(self._lines)).strip("\n")
