"""Inbound parsing: headers, recipients and tokens, automatic mail, bodies in any charset."""

from __future__ import annotations

import pytest

from functions.mail.inbound import parse_mail
from functions.mail.tokens import sign_reply

TOKEN = sign_reply(b"test-secret", "g1", "p1", 3)


def raw(
    headers: str,
    body: str = "koupit\n",
    content_type: str = "text/plain; charset=utf-8",
    cte: str = "8bit",
    encoding: str = "utf-8",
) -> bytes:
    head = (
        "From: =?utf-8?q?Eva_Hor=C3=A1kov=C3=A1?= <Eva.Horakova@Gmail.com>\n"
        f"Subject: Re: WesternPoly\nMessage-ID: <m1@x>\n{headers}"
        f"MIME-Version: 1.0\nContent-Type: {content_type}\nContent-Transfer-Encoding: {cte}\n\n"
    )
    return head.encode("ascii") + body.encode(encoding)


def test_headers_and_recipient_tokens() -> None:
    mail = parse_mail(
        raw(
            f"To: WesternPoly <play+{TOKEN}@pbm.example.com>\nCc: friend@example.com\n"
            f"Delivered-To: PLAY+{TOKEN.upper()}@pbm.example.com\n"
            "In-Reply-To: <n1.g1.p1@pbm.example.com>\n"
            "References: <game.g1.p1@pbm.example.com>\n <n1.g1.p1@pbm.example.com>\n"
        )
    )
    assert (mail.sender, mail.sender_name) == ("eva.horakova@gmail.com", "Eva Horáková")
    assert mail.recipients == (f"play+{TOKEN}@pbm.example.com", "friend@example.com")
    assert mail.tokens == (TOKEN,)
    assert mail.message_id == "<m1@x>"
    assert mail.in_reply_to == "<n1.g1.p1@pbm.example.com>"
    assert mail.references == ("<game.g1.p1@pbm.example.com>", "<n1.g1.p1@pbm.example.com>")
    assert mail.automatic is None
    assert mail.reply == "koupit"


def test_envelope_recipients_come_first() -> None:
    mail = parse_mail(raw("To: friend@example.com\n"), [f"Play+{TOKEN}@pbm.example.com"])
    assert mail.recipients == (f"play+{TOKEN}@pbm.example.com", "friend@example.com")
    assert mail.tokens == (TOKEN,)


def test_body_tokens_come_after_address_tokens() -> None:
    other = sign_reply(b"test-secret", "g1", "p1", 2)
    mail = parse_mail(raw(f"To: play+{TOKEN}@x.org\n", f"koupit\n\n> token: {other}\n"))
    assert mail.tokens == (TOKEN, other)


@pytest.mark.parametrize(
    "header",
    [
        "Auto-Submitted: auto-replied\n",
        "Precedence: bulk\n",
        "Precedence: list\n",
        "Precedence: auto_reply\n",
        "X-Autoreply: yes\n",
        "X-Autorespond: Out of office\n",
        "X-Auto-Response-Suppress: All\n",
        "X-Auto-Response-Suppress: DR, OOF\n",
        "Return-Path: <>\n",
    ],
)
def test_automatic_mail_by_header(header: str) -> None:
    assert parse_mail(raw(header)).automatic


@pytest.mark.parametrize(
    "subject", ["Out of Office: Re: x", "Automatická odpověď: Re: x", "Nepřítomnost", "AUTOREPLY"]
)
def test_automatic_mail_by_subject(subject: str) -> None:
    message = raw("").replace(b"Subject: Re: WesternPoly", f"Subject: {subject}".encode())
    assert parse_mail(message).automatic


def test_automatic_mail_by_sender() -> None:
    message = raw("").replace(b"Eva.Horakova@Gmail.com", b"postmaster@example.com")
    assert parse_mail(message).automatic


@pytest.mark.parametrize("header", ["Auto-Submitted: no\n", "Precedence: normal\n", ""])
def test_a_persons_mail_is_not_automatic(header: str) -> None:
    assert parse_mail(raw(header)).automatic is None


@pytest.mark.parametrize(
    ("charset", "encoding"),
    [
        ("utf-8", "utf-8"),
        ("windows-1250", "windows-1250"),
        ("iso-8859-2", "iso-8859-2"),
        ("x-no-such-charset", "utf-8"),
        ("us-ascii", "windows-1250"),
        ("utf-8", "windows-1250"),
    ],
)
def test_any_charset_decodes(charset: str, encoding: str) -> None:
    mail = parse_mail(
        raw("", "střední Plzeň\n", f"text/plain; charset={charset}", "8bit", encoding)
    )
    assert mail.reply == "střední Plzeň"


def test_html_only_body_is_turned_into_text() -> None:
    body = "<div>hodit</div><blockquote>1. hodit</blockquote>"
    mail = parse_mail(raw("", body, "text/html; charset=utf-8"))
    assert mail.body == "hodit\n> 1. hodit"
    assert mail.reply == "hodit"


def test_plain_part_is_preferred_and_attachments_ignored() -> None:
    body = (
        "--b\nContent-Type: text/plain; charset=utf-8\n\nkoupit\n"
        "--b\nContent-Type: text/html; charset=utf-8\n\n<p>nekoupit</p>\n"
        "--b\nContent-Type: text/plain; name=a.txt\nContent-Disposition: attachment; "
        "filename=a.txt\n\nvzdavam\n--b--\n"
    )
    mail = parse_mail(raw("", body, 'multipart/mixed; boundary="b"'))
    assert mail.reply == "koupit"


@pytest.mark.parametrize(
    "message",
    [
        b"",
        b"garbage without headers",
        b"From: \nSubject: =?bogus?q?x?=\n\n\xff\xfe",
        b"Content-Type: multipart/alternative; boundary=x\n\n--x\n",
    ],
)
def test_broken_mail_never_raises(message: bytes) -> None:
    mail = parse_mail(message)
    assert mail.size == len(message)
    assert mail.tokens == ()
