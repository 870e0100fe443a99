"""Reply-text cleaning and HTML-to-text on the patterns each mail client produces."""

from __future__ import annotations

import pytest
from email_reply_parser import EmailReplyParser

from functions.mail.html_text import html_to_text
from functions.mail.reply_text import reply_text

QUOTE = "> Your move.\n> 1. large praha\n> 2. small brno"


@pytest.mark.parametrize(
    "body",
    [
        f"large praha\n\nOn Mon, 3 Mar 2025 at 10:15, PBM <play@x.org> wrote:\n{QUOTE}",
        f"large praha\n\nOn Mon, 3 Mar 2025 at 10:15, PBM <play@x.org>\nwrote:\n\n{QUOTE}",
        f"large praha\n\npo 3. 3. 2025 v 10:15 odesílatel Hra <\nplay@x.org> napsal:\n{QUOTE}",
        f"large praha\n\nDne 03. 03. 25 v 10:15 Hra 1926 napsal(a):\n{QUOTE}",
        f"large praha\n\n03.03.2025 10:15, PBM wrote:\n{QUOTE}",
        "large praha\n\nFrom: PBM <play@x.org>\nSent: Monday, March 3, 2025\nTo: Tom\n"
        "Subject: your move\n\nYour move.\n1. large praha",
        "large praha\nOd: Hra <play@x.org>\nOdesláno: pondělí 3. března 2025 10:15\nKomu: Jana\n"
        "Předmět: jsi na tahu\n\n1. velkou do Prahy",
        "large praha\n-----Original Message-----\nwhatever follows\n1. small brno",
        "large praha\n\n-----Původní zpráva-----\nOd: Hra\n1. malou do Brna",
        "large praha\n________________________________\nFrom: PBM\n1. small brno",
        "large praha\n\nBegin forwarded message:\n\nFrom: PBM\n1. small brno",
        "large praha\n-- \nTom Baker\n1. small brno",
        "large praha\n\nSent from my iPhone\n\n" + QUOTE,
        "large praha\r\n\r\nOdesláno z iPhonu\r\n\r\n" + QUOTE.replace("\n", "\r\n"),
        "large praha\n\nGet Outlook for Android\n\n" + QUOTE,
        "large praha\n\nOdesláno z mého Galaxy\n\n" + QUOTE,
        f"On Mon, 3 Mar 2025 at 10:15, PBM <play@x.org> wrote:\n{QUOTE}\n\nlarge praha\n",
        f"Dne 03. 03. 25 v 10:15 Hra 1926 napsal(a):\n{QUOTE}\n\nlarge praha\n-- \nTom",
    ],
)
def test_only_the_new_text_remains(body: str) -> None:
    assert reply_text(body) == "large praha"


def test_interleaved_answers_are_all_kept() -> None:
    body = "> Buy it?\n\nbuy\n\n> Anything else?\n\ndone\n"
    assert reply_text(body).split() == ["buy", "done"]


def test_a_quoted_line_is_never_part_of_the_reply() -> None:
    assert reply_text("> large praha\n>> small brno") == ""


def test_text_without_history_is_kept_whole() -> None:
    assert reply_text("koupit\nhotovo\n") == "koupit\nhotovo"


@pytest.mark.parametrize(
    "body",
    [
        "large praha\nOd: Hra <play@x.org>\nOdesláno: pondělí 3. března 2025 10:15\nKomu: Jana\n"
        "Předmět: jsi na tahu\n\n1. velkou do Prahy",
        f"Dne 03. 03. 25 v 10:15 Hra 1926 napsal(a):\n{QUOTE}\n\nlarge praha\n-- \nTom",
        "large praha\n\nOdesláno z iPhonu\n\n" + QUOTE,
    ],
)
def test_czech_and_outlook_patterns_the_library_alone_misses(body: str) -> None:
    """Why reply_text extends email-reply-parser's patterns."""
    assert EmailReplyParser.parse_reply(body) != "large praha"
    assert reply_text(body) == "large praha"


def test_html_blockquotes_become_quoted_lines() -> None:
    html = (
        "<html><head><style>p {color: red}</style></head><body><div>hodit<br></div>"
        "<div class=gmail_quote>po 3. 3. 2025 napsal:<blockquote>Jsi na tahu<br>"
        "1. hodit<blockquote>starší</blockquote></blockquote></div></body></html>"
    )
    assert html_to_text(html).splitlines() == [
        "hodit",
        "po 3. 3. 2025 napsal:",
        "> Jsi na tahu",
        "> 1. hodit",
        "> > starší",
    ]


def test_html_entities_rules_and_preformatted_text() -> None:
    html = "<p>a&nbsp;&amp;&nbsp;b</p><hr><pre>x\n  y</pre><table><tr><td>Praha</td><td>17</td>"
    assert html_to_text(html).splitlines() == ["a & b", "_" * 32, "x", "y", "Praha 17"]
