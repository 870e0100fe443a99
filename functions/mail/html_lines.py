"""The text of an HTML body, built tag by tag: one line per block, blockquotes prefixed with
"> ", a horizontal rule as an underscore line (see html_text, which feeds it from the standard
library's parser).

`rendered_html_text` reads the HTML this service renders without that parser: css-inline writes
it out in a small, regular form (lower-case tags, quoted attributes, a handful of character
references), which one regular expression takes apart. The parser and its module cost a cold
notifier more than a tenth of its mail (bench/RESULTS.md, issue 43), and the notifier reads
every mail it sends this way (mailroom/sent_words.py).
"""

from __future__ import annotations

import re

_BLOCKS = frozenset(
    "address article aside blockquote center dd div dl dt footer form h1 h2 h3 h4 h5 h6 header "
    "li ol p pre section table tbody thead tfoot tr ul".split()
)
# Not "head": a mail that never closes its head would lose its body; head holds no text anyway.
SKIPPED = frozenset({"script", "style", "title", "template"})
_RULE = "_" * 32
_SPACES = re.compile(r"[ \t\r\n\f\v]+")
_BLANK_RUNS = re.compile(r"\n(?:[> ]*\n)+")  # at import: the build compiles it (compiled_code)
# html_text escapes a '<' that opens no tag closed within this many characters (its reason there)
MAX_TAG = 2000


class TextLines:
    """The lines of an HTML body's text, told its tags and text in order."""

    def __init__(self) -> None:
        self._lines: list[str] = []
        self._line: list[str] = []
        self._depth = 0  # blockquote nesting
        self._skipping = 0
        self._pre = 0

    def start(self, tag: str) -> None:
        """An opening tag (its name in lower case)."""
        if tag in SKIPPED:
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

    def end(self, tag: str) -> None:
        """A closing tag (its name in lower case)."""
        if tag in SKIPPED:
            self._skipping = max(0, self._skipping - 1)
        elif tag in _BLOCKS:
            self._break()
            if tag == "blockquote":
                self._depth = max(0, self._depth - 1)
            elif tag == "pre":
                self._pre = max(0, self._pre - 1)

    def data(self, data: str) -> None:
        """Text between tags, its character references resolved."""
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
        """The text so far, its lines joined."""
        self._break()
        # Collapse the blank lines that nested blocks leave behind.
        return _BLANK_RUNS.sub("\n\n", "\n".join(self._lines)).strip("\n")


# What css-inline (html5ever's serializer) writes: a doctype, comments, and tags whose
# attributes are all double-quoted (a quote inside is &quot;); text escapes &, <, > and the
# no-break space, nothing else. `/` before `>` only in case (html5ever writes none).
_PIECE = re.compile(
    r"<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s\"'<>/=]+(?:=\"[^\"]*\")?)*)\s*(/?)>"
    r"|<!--[^<>]*?-->|<!DOCTYPE html>",
    re.IGNORECASE,
)
_REFERENCES = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&nbsp;": "\xa0", "&quot;": '"'}
_REFERENCE = re.compile("|".join(_REFERENCES))


def rendered_html_text(html: str) -> str | None:
    """What html_text.html_to_text makes of `html`, for HTML as the service renders it; None
    for anything else (a stray '<', another character reference, a script or style, a tag
    longer than MAX_TAG): then only html_to_text reads it as browsers do."""
    lines = TextLines()
    done = 0
    for piece in _PIECE.finditer(html):
        if not _text(lines, html[done:piece.start()]):
            return None
        done = piece.end()
        if len(piece.group(0)) > MAX_TAG + 2:
            return None  # a tag or comment that long html_to_text takes as text
        closing, tag, _attributes, empty = piece.groups()
        if tag is None:  # a comment or the doctype: no text
            continue
        tag = tag.lower()
        if tag in ("script", "style"):
            return None  # their contents are no HTML
        if not closing:
            lines.start(tag)
        if closing or empty:
            lines.end(tag)
    if not _text(lines, html[done:]):
        return None
    return lines.text()


def _text(lines: TextLines, text: str) -> bool:
    """Tell `lines` the text between two tags; False when it has what the service's HTML never
    has (a '<', a character reference other than the serializer's)."""
    if "<" in text:
        return False
    if "&" in text:
        if text.count("&") != len(_REFERENCE.findall(text)):
            return False
        text = _REFERENCE.sub(lambda found: _REFERENCES[found.group(0)], text)
    if text:
        lines.data(text)
    return True
