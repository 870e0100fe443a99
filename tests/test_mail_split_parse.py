"""A mail of very many lines is not read line by line (issue 33: 450,000 short lines cost 3.5x an
ordinary mail per MB): its parts are found by their boundaries and each body taken as it stands.
What it reads is what the standard library's parser reads, and every limit still holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from functions.mail import limits, tokens
from functions.mail.inbound import Unparseable, parse_mail

MAILS = sorted((Path(__file__).parent / "mail").rglob("*.eml"))
HEAD = (b"From: Ann <ann@example.org>\r\nTo: play@pbm.example.org\r\nSubject: Re: your turn\r\n"
        b"Message-ID: <m1@example.org>\r\nMIME-Version: 1.0\r\n")
LINES = b"a\n" * (limits.MAX_PARSED_LINES + 1000)


def _shape(message):
    """Everything a parsed message holds: its type, its fields, its parts or its payload."""
    parts = [_shape(p) for p in message.get_payload()] if message.is_multipart() else \
        message.get_payload()
    return [message.get_content_type(), list(message.items()), parts]


def _stdlib(raw: bytes):
    meter = limits._Meter()
    return limits._parsed(raw, meter, limits._MeteredPolicy(meter=meter))


def test_every_mail_of_the_corpus_reads_the_same_split_by_its_boundaries(monkeypatch):
    monkeypatch.setattr(limits, "MAX_PARSED_LINES", -1)  # every mail through the split
    split = 0
    for path in MAILS:
        raw = path.read_bytes()
        meter = limits._Meter()
        found = limits._split(raw, meter, limits._MeteredPolicy(meter=meter))
        if found is None:  # a shape it leaves to the standard library
            continue
        split += 1
        assert _shape(found) == _shape(_stdlib(raw)), path.name
        assert _shape(limits.parse(raw)) == _shape(found)
    assert split >= len(MAILS) - 5  # nearly all real mails take the split path


def _multipart(*parts: bytes, boundary: bytes = b"BB") -> bytes:
    return (HEAD + b'Content-Type: multipart/mixed; boundary="' + boundary + b'"\r\n\r\n'
            + b"".join(b"--" + boundary + b"\r\n" + part + b"\r\n" for part in parts)
            + b"--" + boundary + b"--\r\n")


def test_a_multipart_of_many_short_lines_is_read_commands_first_and_tokens_everywhere():
    token = tokens.sign_reply(b"split-test-secret", "gameid", "p1", 3)
    text = b"Content-Type: text/plain; charset=utf-8\r\n\r\nkoupit\r\n" + LINES + \
        b"token: " + token.encode() + b"\r\n"
    html = b"Content-Type: text/html\r\n\r\n<p>koupit</p>\r\n"
    mail = parse_mail(_multipart(_multipart(text, html, boundary=b"ALT")[len(HEAD):]
                                 .replace(b'multipart/mixed', b'multipart/alternative', 1)))
    assert mail.reply.startswith("koupit")
    assert len(mail.reply.splitlines()) <= limits.MAX_READ_LINES
    assert token in mail.tokens


def test_the_limits_hold_on_a_mail_split_by_its_boundaries():
    many = _multipart(*[b"Content-Type: text/plain\r\n\r\nx"] * (limits.MAX_PARTS + 1), LINES)
    with pytest.raises(Unparseable, match="MIME parts"):
        parse_mail(many)
    body = b"Content-Type: text/plain\r\n\r\n" + LINES
    for n in range(limits.MAX_NESTED_PARTS + 2):
        body = (b'Content-Type: multipart/mixed; boundary="N%d"\r\n\r\n--N%d\r\n' % (n, n)
                + body + b"\r\n--N%d--\r\n" % n)
    with pytest.raises(Unparseable, match="multipart"):  # (the prescan counts them first)
        parse_mail(HEAD + body)
    folded = (b"Content-Type: application/octet-stream"
              + b"".join(b";\r\n p%d=v" % n for n in range(limits.MAX_PARAMETERS + 2))
              + b"\r\n\r\nx")
    with pytest.raises(Unparseable, match="parameters"):
        parse_mail(_multipart(b"Content-Type: text/plain\r\n\r\n" + LINES, folded))


def _split(raw: bytes):
    meter = limits._Meter()
    return limits._split(raw, meter, limits._MeteredPolicy(meter=meter))


def test_odd_shapes_of_many_lines_are_split_too_and_read_as_the_parser_reads_them():
    text = b"Content-Type: text/plain; charset=utf-8\r\n\r\nkoupit\r\n" + LINES
    unclosed = _multipart(text)[:-len(b"--BB--\r\n")]
    attached = _multipart(b"Content-Type: message/rfc822\r\n\r\n" + HEAD + b"\r\n" + LINES,
                          b"Content-Type: text/plain\r\n\r\nkoupit")
    no_field = HEAD + b"this line is no field\r\nkoupit\r\n" + LINES
    mbox = b"From ann@example.org Mon Jan  1 00:00:00 2025\r\n" + HEAD + b"\r\nkoupit\r\n" + LINES
    no_boundary = HEAD + b"Content-Type: multipart/mixed\r\n\r\nkoupit\r\n" + LINES
    for raw in (unclosed, attached, no_field, mbox, no_boundary):
        split = _split(raw)
        assert split is not None  # none of them goes line by line
        assert _shape(split) == _shape(_stdlib(raw))
    assert parse_mail(unclosed).reply.startswith("koupit")
    assert parse_mail(attached).reply.startswith("koupit")
    assert _split(mbox).get_unixfrom().startswith("From ann@example.org")
