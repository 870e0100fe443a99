"""Reply-text cleaning and HTML-to-text on the patterns each mail client produces."""

from __future__ import annotations

import pytest
from email_reply_parser import EmailReplyParser

from functions.mail.html_text import html_to_text
from functions.mail.reply_text import OwnWords, reply_text

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


ADDRESS = "PBM <play@x.org>"


@pytest.mark.parametrize(
    "body",
    [
        # attributions without "wrote", wrapped over three lines, dashed, "sent:"
        f"large praha\n\n2014-03-20 8:48 GMT+01:00 {ADDRESS}:\n{QUOTE}",
        f'large praha\n\n30.09.2017, 18.30, "PBM" <play@x.org>:\n{QUOTE}',
        f"large praha\n\nWednesday, 17 November 2021, 3:32 PM +0300 from {ADDRESS}:\n{QUOTE}",
        f"large praha\n\nOn Mon, 3 Mar 2025 at 10:15, the game master of\nPBM <\nplay@x.org>"
        f" wrote:\n\n{QUOTE}",
        f"large praha\n\n---- On Mon, 03 Mar 2025 10:15 {ADDRESS} wrote ----\n{QUOTE}",
        f"large praha\n\n---- PBM wrote ----\n\n{QUOTE}",
        f"large praha\n\nOn Mon, Mar 3, 2025 at 10:15 AM, {ADDRESS} sent:\n{QUOTE}",
        # other languages
        f"large praha\n\nAm Mo., 3. März 2025 um 10:15 Uhr schrieb {ADDRESS}:\n{QUOTE}",
        f"large praha\n\nLe lun. 3 mars 2025 à 10:15, {ADDRESS} a écrit :\n{QUOTE}",
        f"large praha\n\npo 3. 3. 2025 o 10:15 {ADDRESS} napísal(a):\n{QUOTE}",
        f"large praha\n\npon., 3 mar 2025 o 10:15 {ADDRESS} napisał(a):\n{QUOTE}",
        f"large praha\n\n{ADDRESS} 于2025年3月3日周一 10:15写道：\n{QUOTE}",
        f"large praha\n\n2025년 3월 3일 (월) 오전 10:15, {ADDRESS}님이 작성:\n{QUOTE}",
        "large praha\n\nDe : PBM <play@x.org>\nEnvoyé : lundi 3 mars 2025 10:15\nÀ : Claire\n"
        "Objet : your move\n\nYour move.\n1. large praha",
        "large praha\n\nOd: PBM <play@x.org>\nOdoslané: pondelok 3. marca 2025\nKomu: Peter\n\n"
        "1. small brno",
        "large praha\n\nОт: PBM <play@x.org>\nОтправлено: 3 марта 2025 г.\nКому: Иван\n\n1. x",
        # separators
        "large praha\n\n------------------------------\n*From:* PBM <play@x.org>\n*Sent:* Monday"
        "\n\n1. small brno",
        "large praha\n\n-----Reply Message-----\nFrom: PBM\n1. small brno",
        "large praha\n\n*-------- Original Message --------*\nSubject: x\n1. small brno",
        "large praha\n\n-------- Message d'origine --------\nDe : PBM\n1. small brno",
        "large praha\n\n-----Mensaje original-----\nDe: PBM\n1. small brno",
        "large praha\n\nOprindelig besked\nFra: PBM\n1. small brno",
        # signatures
        "large praha\n\n-Tom\n\n1. small brno",
        "large praha\n\n—\nTom Baker\n1. small brno",
        "large praha\n\n__\nboardgames mailing list\nhttps://lists.example.org/boardgames",
        "large praha\n\nSent from TypeApp\n\n1. small brno",
        "large praha\n\nGesendet von Outlook für Android\n\n1. small brno",
        "large praha\n\nEnvoyé depuis mon iPhone\n\n1. small brno",
        "large praha\n\nSendt fra min iPad\n\n1. small brno",
        # broken quoting
        f"On Mon, {ADDRESS} wrote:\n> see https://x.org/a/very/long/\npath?to=board\n"
        f"{QUOTE}\n\nlarge praha",
        f"On Mon, {ADDRESS} wrote:\n> Your move in the game that\nstarted on Monday\n"
        f"{QUOTE}\n\nlarge praha",
        f"large praha\n\nOn Mon, {ADDRESS} wrote:\nC> Your move.\nC> 1. small brno",
        # mutt and neomutt
        f"large praha\n\nOn Mon, Mar 03, 2025 at 10:15:00AM +0100, pbm wrote:\n{QUOTE}",
        f"large praha\n\n* pbm <play@x.org> [2025-03-03 10:15]:\n{QUOTE}",
        f"* pbm <play@x.org> [2025-03-03 10:15 +0100]:\n{QUOTE}\n\nlarge praha\n",
        # an attribution glued by dashes to the end of the player's line
        f"large praha--- On Wed, Apr 4, 2012 at 3:59 PM, me@x.org wrote:\n{QUOTE}",
        # the player's lines under an unquoted attribution at the very top
        f"On Mon, 3 Mar 2025 at 10:15, {ADDRESS} wrote:\nlarge praha\n\n{QUOTE}",
    ],
)
def test_history_in_the_shapes_of_many_clients_and_languages(body: str) -> None:
    assert reply_text(body) == "large praha"


def test_a_move_after_an_unquoted_history_marker_is_not_read() -> None:
    body = "large praha\n\nVon: PBM <play@x.org>\nGesendet: Montag\n\nBoard:\n1. small brno"
    assert reply_text(body) == "large praha"


TURN = (
    "Hello Tom,\n\nIt is your move in “WesternPoly” (round 1).\n\nBoard:\n 0 START  ← Ann\n"
    " 5 Shooting range (4,000 $) — free   ← Tom\n\nYour options (reply with just the number: "
    "\"2\" picks option 2):\n  1. buy Shooting range for 4,000 $\n  2. do not buy\n\n"
    "How to reply:\nReply to this email and write your move in your own words, in Czech or "
    "English, for example:\n    buy\nOther commands: HELP, BOARD, RESIGN."
)


def test_our_own_mail_without_quote_marks_and_without_a_marker_is_history() -> None:
    own = OwnWords.of([TURN])
    assert reply_text(f"buy\ndone\n\n{TURN}", own) == "buy\ndone"
    assert reply_text(f"{TURN}\n\nbuy\ndone\n", own) == "buy\ndone"
    # without them, the mail's heading and its menu would be read as commands
    assert "Board:" in reply_text(f"buy\ndone\n\n{TURN}")


def test_our_own_words_rewrapped_or_retyped_are_known() -> None:
    own = OwnWords.of([TURN])
    wrapped = TURN.replace("in Czech or English, for example:", "in Czech or\nEnglish, "
                           "for example:").replace("“", '"').replace("”", '"')
    quoted_differently = "\n".join("| " + line for line in wrapped.splitlines())
    assert reply_text(f"buy\n\n{wrapped}", own) == "buy"
    assert reply_text(f"buy\n\n{quoted_differently}", own) == "buy"


def test_a_short_line_of_ours_written_alone_stays_the_players() -> None:
    own = OwnWords.of([TURN])
    assert reply_text("buy\n", own) == "buy"
    assert reply_text("buy\n\nOn Mon, PBM <play@x.org> wrote:\n" + quoted(TURN), own) == "buy"


def quoted(text: str) -> str:
    return "\n".join("> " + line for line in text.splitlines())
