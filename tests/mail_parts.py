"""The plain-text part of a mail says what its HTML part says (issue 42: the plain board listed
"Bar Prašná cesta" where the HTML wrote "Bar „Prašná cesta“"): the same names, quoted alike,
the same numbers. `disagreements` compares the two parts of one mail; a check runs it on every
mail of whole games of every game (tests/test_mail_parts_agree.py).

What the parts may do differently is their layout: a table in HTML is lines in text, an
example in a box of its own is quoted in text, a card is "9♣" in a table and "křížová
devítka (9C)" in a sentence. What they may not: a name one part quotes and the other leaves
bare, a number one part gives and the other leaves out."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

_QUOTED = re.compile(r"„([^„“‚‘]+)“|‚([^„“‚‘]+)‘|“([^“”]+)”")
# the footer's links and code say the same in other words (the HTML's link texts)
_FOOTER = re.compile(r"https?://\S+|kód: \S+|code: \S+")
# a count after a one-letter code is a number too ("V3 S2 M0": 3 large, 2 medium, no small)
_NUMBER = re.compile(r"(?<![\w.])\d{1,3}(?:[\u00a0 ,]\d{3})+(?!\d)|(?<![\w])[A-Z]?\d+(?!\w)")
# a card is a face in a table ("10♥") and words with its code in a sentence ("srdcová desítka
# (TH)"): its rank is no number of the board's
_CARD = re.compile(r"(?<!\w)(?:10|[2-9JQKA])[♣♦♥♠]|(?<!\w)(?:T|[2-9JQKA])[CDHS](?!\w)|"
                   r"(?<!\w)(?:10|[2-9]) of (?:clubs|diamonds|hearts|spades)\b")


def plain_of_html(markup: str) -> str:
    """The words of an HTML part, a line per block (a table's cells on their own lines)."""
    markup = re.sub(r"<(style|head)\b.*?</\1>", "", markup, flags=re.S)
    # an example set apart in a box of its own (monospace, its class inlined away) is quoted
    # in the plain part
    markup = re.sub(r'<li[^>]*(?:\bexample\b|monospace)[^>]*>(.*?)</li>', r"„\1“", markup,
                    flags=re.S)
    markup = re.sub(r"<code\b[^>]*>(.*?)</code>", r"„\1“", markup, flags=re.S)
    # the masthead is the HTML's title bar, as the subject is the plain part's
    markup = _MASTHEAD.sub("", markup)
    markup = re.sub(r"<br\s*/?>|</(?:p|tr|h\d|li|div|td|th|pre|table)>", "\n", markup)
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


_MASTHEAD = re.compile(r"<td[^>]*(?:masthead|font-size:20px)[^>]*>(.*?)</td>", re.S)


def _quoted(text: str) -> set[str]:
    return {next(g for g in m.groups() if g) for m in _QUOTED.finditer(text)}


def _bare(text: str, phrase: str) -> bool:
    """Whether `text` has `phrase` outside quotes (as a whole phrase, not part of a longer
    word)."""
    unquoted = _QUOTED.sub(" ", text)
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", unquoted) is not None


def _numbers(text: str) -> set[str]:
    return {re.sub(r"[\u00a0 ,A-Z]", "", n) for n in _NUMBER.findall(_CARD.sub(" ", text))}


def disagreements(text: str, markup: str, always_quoted: Iterable[str] = ()) -> list[str]:
    """What the plain part `text` and the HTML part `markup` of one mail say differently: a
    name quoted in one and bare in the other, a name of `always_quoted` (a property's own
    title) bare in either, a sentence that begins in upper case in one and lower in the
    other, a number only one of them gives."""
    said = _FOOTER.sub(" ", text)
    shown = _FOOTER.sub(" ", plain_of_html(markup))
    # the game's title heads the HTML in its bar and may head a board in the plain part
    titles = {html.unescape(m.strip()) for m in _MASTHEAD.findall(markup)}
    found = []
    for phrase in sorted((_quoted(said) | _quoted(shown)) - titles):
        if _bare(said, phrase) != _bare(shown, phrase):
            where = "text" if _bare(said, phrase) else "HTML"
            found.append(f"bare only in the {where}: {phrase}")
    for phrase in always_quoted:
        for part, words in (("text", said), ("HTML", shown)):
            if _bare(words, phrase):
                found.append(f"a title left bare in the {part}: {phrase}")
    # a sentence begins alike in both (a folded part's "hra … začala" in HTML, "Hra" in text)
    lines_said = {line.strip().removeprefix("- ") for line in said.splitlines()}
    for line in {line.strip() for line in shown.splitlines() if len(line.strip()) > 12}:
        other = line[:1].swapcase() + line[1:]
        if line not in lines_said and other in lines_said:
            found.append(f"a sentence begins otherwise in the HTML: {line[:40]}")
    for title in titles:  # nor is a number in the title one of the mail's ("1926")
        said, shown = said.replace(title, " "), shown.replace(title, " ")
    numbers_said, numbers_shown = _numbers(said), _numbers(shown)
    found += [f"a number only in the text: {n}" for n in sorted(numbers_said - numbers_shown)]
    found += [f"a number only in the HTML: {n}" for n in sorted(numbers_shown - numbers_said)]
    return found
