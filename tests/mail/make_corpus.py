"""Writes the .eml corpus and expected.json of tests/mail (run: python -m tests.mail.make_corpus).

Every mail is a hand-written reply in the shape a real client produces (headers, MIME layout,
charset, transfer encoding, quoting style), answering a turn email of the service. The expected
outcome of each one is written here by hand, next to the mail; nothing is computed by the parser.
Tokens are signed with SECRET, so the files are regenerated identically when the token format
is kept. `cases(sign)` builds the same mails with tokens from another signer (a live game's).
"""

from __future__ import annotations

import base64
import json
import quopri
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from email.header import Header
from pathlib import Path
from typing import Any

from functions.mail.tokens import sign_reply
from tests.mail.shapes import SHAPES, Shape, turn_wp_board_en

SECRET = b"test-secret"
DOMAIN = "pbm.example.com"
HERE = Path(__file__).parent

GAME_1926, VERSION_1926 = "k7Qm2Xa9", 12
GAME_WP, VERSION_WP = "wp-Zt4Lq8", 31

JANA = ("Jana Nováková", "jana.novakova@seznam.cz")  # 1926 p1
PETR = ("Petr Svoboda", "petr.svoboda@gmail.com")  # 1926 p2
TOM = ("Tom Baker", "tom.baker@outlook.com")  # 1926 p3
LUCIE = ("Lucie Dvořáková", "lucie.dvorakova@email.cz")  # 1926 p4
MARTIN = ("Martin Král", "martin.kral@centrum.cz")  # WesternPoly p1
EVA = ("Eva Horáková", "eva.horakova@gmail.com")  # WesternPoly p2
JAMES = ("James Miller", "james.miller@icloud.com")  # WesternPoly p3


@dataclass
class Case:
    """One corpus mail and what parsing it must give."""

    name: str
    raw: str
    sender: str
    claims: dict[str, Any] | str | None
    commands: list[list[str]] | None
    automatic: bool = False
    crlf: bool = True
    charset_bytes: str | None = None  # write the raw text in this 8-bit charset, not ASCII
    extra: dict[str, Any] = field(default_factory=dict)

    def eml(self) -> bytes:
        """The bytes of the .eml file."""
        text = self.raw.replace("\r\n", "\n")
        if self.crlf:
            text = text.replace("\n", "\r\n")
        return text.encode(self.charset_bytes or "ascii")


Signer = Callable[[str, str, int], str]
"""Makes the reply token of (game, seat, version)."""


def token(game: str, seat: str, version: int) -> str:
    """A reply token signed with the test secret."""
    return sign_reply(SECRET, game, seat, version)


def claims(game: str, seat: str, version: int) -> dict[str, Any]:
    """The expected claims of such a token."""
    return {"game_id": game, "seat": seat, "version": version}


def reply_to(tok: str) -> str:
    """The plus-address a turn email's Reply-To carries."""
    return f"play+{tok}@{DOMAIN}"


def encoded(text: str, charset: str = "utf-8") -> str:
    """A header value as RFC 2047 encoded words when it is not plain ASCII."""
    return text if text.isascii() else Header(text, charset).encode()


def person(who: tuple[str, str], charset: str = "utf-8") -> str:
    """'Name <address>' with the name encoded as a mail client would."""
    return f"{encoded(who[0], charset)} <{who[1]}>"


def qp(text: str, charset: str = "utf-8") -> str:
    """Quoted-printable body."""
    return quopri.encodestring(text.replace("\n", "\r\n").encode(charset)).decode("ascii")


def b64(text: str | bytes, charset: str = "utf-8") -> str:
    """Base64 body in 76-character lines."""
    data = text if isinstance(text, bytes) else text.replace("\n", "\r\n").encode(charset)
    return base64.encodebytes(data).decode("ascii")


def quoted(text: str, prefix: str = "> ") -> str:
    """Every line of `text` quoted the way mail clients do."""
    return "\n".join(
        (prefix + line).rstrip() if line else prefix.rstrip() for line in text.split("\n")
    )


def part(content_type: str, cte: str, body: str, extra: Iterable[str] = ()) -> str:
    """A MIME entity: its headers, a blank line, its body."""
    headers = [f"Content-Type: {content_type}", f"Content-Transfer-Encoding: {cte}", *extra]
    return "\n".join(headers) + "\n\n" + body.rstrip("\n") + "\n"


def multipart(subtype: str, boundary: str, *parts: str) -> str:
    """A multipart entity holding `parts`."""
    body = "".join(f"--{boundary}\n{p}\n" for p in parts) + f"--{boundary}--\n"
    return f'Content-Type: multipart/{subtype}; boundary="{boundary}"\n\n{body}'


def mail(headers: Iterable[str], mime: str) -> str:
    """A whole message: the given header lines, MIME-Version, then the MIME entity."""
    return "\n".join([*headers, "MIME-Version: 1.0"]) + "\n" + mime


def received(sender_host: str, ip: str, day: str) -> list[str]:
    """The trace and authentication headers our inbound MX adds (documentation IP ranges)."""
    return [
        f"Received: from {sender_host} ({sender_host} [{ip}])\n"
        f" by inbound-smtp.eu-central-1.amazonaws.com with SMTP id q8v3kk1r2fm0d9\n"
        f" for play@{DOMAIN}; {day}",
    ]


def auth(domain: str, result: str = "pass") -> str:
    """An Authentication-Results header as SES writes it."""
    return (
        f"Authentication-Results: amazonses.com;\n spf={result} (spf: domain of {domain});\n"
        f" dkim={result} header.i=@{domain};\n dmarc={result} header.from={domain};"
    )


DAY = "Mon, 03 Mar 2025 10:41:07 +0100"
TURN_1926 = f"<n0042.{GAME_1926}.p2@{DOMAIN}>"
ROOT_1926 = f"<game.{GAME_1926}.p2@{DOMAIN}>"


def turn_1926_cs(tok: str) -> str:
    """The Czech 1926 turn email a reply quotes (shortened)."""
    return f"""Hra 1926 – Primárky, tah 23: jsi na tahu.

Praha (17)     I: Jana 3+2   II: Petr 3   III: -
Brno (14)      I: Tom 3      II: -        III: -
Plzeň (12)     I: Lucie 2    II: -        III: -

Možnosti (stačí odpovědět číslem):
1. velkou do Prahy
2. střední do Prahy
3. malou do Brna
4. velkou do Plzně

Odpověz na tento e-mail jedním řádkem, např. „velkou do Prahy“.
token: {tok}"""


def turn_1926_en(tok: str) -> str:
    """The English 1926 turn email a reply quotes (shortened)."""
    return f"""1926 – The Primaries, turn 23: your move.

Praha (17)     I: Jana 3+2   II: Petr 3   III: -
Brno (14)      I: Tom 3      II: -        III: -

Options (a reply of just the number will do):
1. large praha
2. medium praha
3. small brno
4. large plzen

Reply to this email with one line, e.g. "large praha".
token: {tok}"""


def turn_wp_cs(tok: str) -> str:
    """The Czech WesternPoly turn email a reply quotes (shortened)."""
    return f"""WesternPoly, kolo 12: jsi na tahu.

Stojíš na poli 14 DOBRÁ VODA (volné, cena 2 800 $). Hotovost: 18 400 $.

Možnosti:
1. koupit
2. nekoupit
3. hotovo

token: {tok}"""


def turn_wp_en(tok: str) -> str:
    """The English WesternPoly turn email a reply quotes (shortened)."""
    return f"""WesternPoly, round 12: your move.

You are on field 14 DOBRÁ VODA (unowned, price $2,800). Cash: $18,400.

Options:
1. buy
2. pass
3. done

token: {tok}"""


def gmail_html(reply_html: str, attribution: str, quote_text: str) -> str:
    """Gmail's HTML part: the reply, then the gmail_quote block."""
    quote = quote_text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>")
    return (
        f'<div dir="ltr">{reply_html}</div><br><div class="gmail_quote"><div dir="ltr" '
        f'class="gmail_attr">{attribution}<br></div><blockquote class="gmail_quote" '
        f'style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);'
        f'padding-left:1ex">{quote}</blockquote></div>\n'
    )


def cases(sign: Signer = token) -> list[Case]:
    """The corpus, its reply tokens made by `sign` (the expected claims stay the corpus's)."""
    t_petr = sign(GAME_1926, "p2", VERSION_1926)
    t_tom = sign(GAME_1926, "p3", VERSION_1926)
    t_jana = sign(GAME_1926, "p1", VERSION_1926)
    t_lucie = sign(GAME_1926, "p4", VERSION_1926)
    t_martin = sign(GAME_WP, "p1", VERSION_WP)
    t_eva = sign(GAME_WP, "p2", VERSION_WP)
    t_james = sign(GAME_WP, "p3", VERSION_WP)
    c_petr = claims(GAME_1926, "p2", VERSION_1926)
    c_tom = claims(GAME_1926, "p3", VERSION_1926)
    c_jana = claims(GAME_1926, "p1", VERSION_1926)
    c_lucie = claims(GAME_1926, "p4", VERSION_1926)
    c_martin = claims(GAME_WP, "p1", VERSION_WP)
    c_eva = claims(GAME_WP, "p2", VERSION_WP)
    c_james = claims(GAME_WP, "p3", VERSION_WP)
    subject_cs = "Re: Hra 1926 – Primárky: jsi na tahu"
    subject_en = "Re: 1926 – The Primaries: your move"
    subject_wp_cs = "Re: WesternPoly: jsi na tahu"
    subject_wp_en = "Re: WesternPoly: your move"

    def gmail_headers(
        who,
        tok,
        subject,
        msgid,
        in_reply_to=TURN_1926,
        refs=ROOT_1926,
        *,
        to=None,
        relay=("mail-ej1-f41.google.com", "192.0.2.41"),
        verdict="pass",
    ):
        to = to or f"Hra 1926 <{reply_to(tok)}>"
        return [
            f"Delivered-To: {to.rsplit('<', 1)[-1].rstrip('>')}",
            *received(*relay, DAY),
            auth(who[1].split("@")[1], verdict),
            f"Return-Path: <{who[1]}>",
            "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=gmail.com; s=20230601;\n"
            " h=to:subject:message-id:date:from:in-reply-to:references:mime-version;\n"
            " bh=5aWqzLqBpY0k3cY1c1D2m3t0dWz7b1q8GZ6dCk6o5xM=; b=Qm9ndXMgc2lnbmF0dXJl",
            "X-Gm-Message-State: AOJu0YxVw8pC2o7w1qEoUO2bJpC1b6Q0tTnP0tK2m8q1",
            f"From: {person(who)}",
            f"Date: {DAY}",
            f"Message-ID: {msgid}",
            f"Subject: {encoded(subject)}",
            f"To: {to}",
            f"In-Reply-To: {in_reply_to}",
            f"References: {refs} {in_reply_to}",
        ]

    out: list[Case] = []

    # --- Gmail -----------------------------------------------------------------------------
    attribution = f"po 3. 3. 2025 v 10:15 odesílatel Hra 1926 &lt;play@{DOMAIN}&gt; napsal:"
    plain = (
        "velkou do Prahy\n\npo 3. 3. 2025 v 10:15 odesílatel Hra 1926 <play@pbm.example.com>\n"
        f"napsal:\n\n{quoted(turn_1926_cs(t_petr))}\n"
    )
    out.append(
        Case(
            "gmail_cs_top_posted",
            mail(
                gmail_headers(PETR, t_petr, subject_cs, "<CAF1x9rT5kq2=wVnq3@mail.gmail.com>"),
                multipart(
                    "alternative",
                    "000000000000a1b2c3061f4e2d00",
                    part('text/plain; charset="UTF-8"', "quoted-printable", qp(plain)),
                    part(
                        'text/html; charset="UTF-8"',
                        "quoted-printable",
                        qp(gmail_html("velkou do Prahy", attribution, turn_1926_cs(t_petr))),
                    ),
                ),
            ),
            PETR[1],
            c_petr,
            [["game", "velkou do Prahy"]],
        )
    )

    plain = (
        "large praha\n\nOn Mon, 3 Mar 2025 at 10:15, PBM 1926 <play@pbm.example.com>\n"
        f"wrote:\n\n{quoted(turn_1926_en(t_tom))}\n"
    )
    out.append(
        Case(
            "gmail_en_top_posted_wrapped_attribution",
            mail(
                gmail_headers(
                    ("Tom Baker", "tom.baker.uk@gmail.com"),
                    t_tom,
                    subject_en,
                    "<CAK7n2Lw0=Qp3x@mail.gmail.com>",
                ),
                multipart(
                    "alternative",
                    "0000000000003f0c91061f4e2d11",
                    part('text/plain; charset="UTF-8"', "quoted-printable", qp(plain)),
                    part(
                        'text/html; charset="UTF-8"',
                        "quoted-printable",
                        qp(
                            gmail_html(
                                "large praha",
                                "On Mon, 3 Mar 2025 at 10:15, PBM 1926 &lt;play@pbm.example.com&gt; wrote:",
                                turn_1926_en(t_tom),
                            )
                        ),
                    ),
                ),
            ),
            "tom.baker.uk@gmail.com",
            c_tom,
            [["game", "large praha"]],
        )
    )

    plain = (
        "Ahoj,\n\npo 3. 3. 2025 v 10:15 odesílatel WesternPoly <play@pbm.example.com> napsal:\n\n"
        f"{quoted(turn_wp_cs(t_eva))}\n\nkoupit\nhotovo\n\nEva\n"
    )
    out.append(
        Case(
            "gmail_cs_bottom_posted_two_commands",
            mail(
                gmail_headers(
                    EVA,
                    t_eva,
                    subject_wp_cs,
                    "<CAG5bP0x=Hq@mail.gmail.com>",
                    f"<n0311.{GAME_WP}.p2@{DOMAIN}>",
                    f"<game.{GAME_WP}.p2@{DOMAIN}>",
                ),
                part('text/plain; charset="UTF-8"', "quoted-printable", qp(plain)),
            ),
            EVA[1],
            c_eva,
            [["game", "koupit"], ["game", "hotovo"]],
        )
    )

    sig_plain = (
        "velkou do Ústí\n\n--\nPetr Svoboda\ntel. 777 123 456\n\n"
        "po 3. 3. 2025 v 10:15 odesílatel Hra 1926 <play@pbm.example.com> napsal:\n\n"
        f"{quoted(turn_1926_cs(t_petr))}\n"
    )
    out.append(
        Case(
            "gmail_cs_signature",
            mail(
                gmail_headers(PETR, t_petr, subject_cs, "<CAF1x9rT7=sig@mail.gmail.com>"),
                part('text/plain; charset="UTF-8"', "quoted-printable", qp(sig_plain)),
            ),
            PETR[1],
            c_petr,
            [["game", "velkou do Ústí"]],
        )
    )

    # HTML only (Seznam's webmail on a phone sends no text part), base64.
    html = (
        '<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:Arial}'
        "</style></head><body><div>hodit</div><div><br></div><div>Martin</div><div><br></div>"
        "<div>---------- Původní e-mail ----------<br>Od: WesternPoly &lt;play@pbm.example.com"
        f"&gt;<br>Komu: {MARTIN[1]}<br>Datum: 3. 3. 2025 10:15:00<br>Předmět: WesternPoly: jsi"
        f" na tahu</div><blockquote>{turn_wp_cs(t_martin).replace(chr(10), '<br>')}"
        "</blockquote></body></html>"
    )
    out.append(
        Case(
            "html_only_base64_cs",
            mail(
                [
                    f"Delivered-To: {reply_to(t_martin)}",
                    *received("mxout1.centrum.cz", "198.51.100.17", DAY),
                    auth("centrum.cz"),
                    f"Return-Path: <{MARTIN[1]}>",
                    f"From: {person(MARTIN)}",
                    f"To: WesternPoly <{reply_to(t_martin)}>",
                    f"Subject: {encoded(subject_wp_cs)}",
                    f"Date: {DAY}",
                    "Message-ID: <b1c2d3e4.4711.2025@centrum.cz>",
                    f"In-Reply-To: <n0311.{GAME_WP}.p1@{DOMAIN}>",
                    "X-Mailer: Centrum Email 5.3",
                ],
                part('text/html; charset="utf-8"', "base64", b64(html)),
            ),
            MARTIN[1],
            c_martin,
            [["game", "hodit"]],
        )
    )

    # --- Outlook ---------------------------------------------------------------------------
    def outlook_headers(who, tok, subject, msgid, charset="utf-8", lang="en-US"):
        return [
            f"Delivered-To: {reply_to(tok)}",
            *received("EUR05-AM6-obe.outbound.protection.outlook.com", "203.0.113.99", DAY),
            auth("outlook.com"),
            f"Return-Path: <{who[1]}>",
            f"From: {person(who, charset)}",
            f"To: {encoded('Hra 1926', charset)} <{reply_to(tok)}>",
            f"Subject: {encoded(subject, charset)}",
            "Thread-Topic: " + encoded(subject.removeprefix("Re: "), charset),
            "Thread-Index: AQHbjA1c0xR2m5vC1kS7mN1p0a9tXw==",
            f"Date: {DAY}",
            f"Message-ID: {msgid}",
            f"References: {ROOT_1926} {TURN_1926}",
            f"In-Reply-To: {TURN_1926}",
            f"Accept-Language: {lang}",
            f"Content-Language: {lang}",
            "X-MS-Has-Attach:",
            "X-MS-TNEF-Correlator:",
            "x-ms-exchange-messagesentrepresentingtype: 1",
        ]

    plain = (
        "Small Brno\n\nTom\n\nFrom: PBM 1926 <play@pbm.example.com>\n"
        "Sent: Monday, March 3, 2025 10:15 AM\nTo: Tom Baker <tom.baker@outlook.com>\n"
        f"Subject: 1926 – The Primaries: your move\n\n{turn_1926_en(t_tom)}\n"
    )
    html = (
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
        '<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>'
        '</head><body dir="ltr"><div class="elementToProof" style="font-family: Aptos; '
        'font-size: 12pt;">Small Brno</div><div>Tom</div><div id="appendonsend"></div>'
        '<hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" '
        'dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000">'
        "<b>From:</b> PBM 1926 &lt;play@pbm.example.com&gt;<br><b>Sent:</b> Monday, March 3, "
        "2025 10:15 AM<br><b>To:</b> Tom Baker &lt;tom.baker@outlook.com&gt;<br><b>Subject:</b>"
        " 1926 – The Primaries: your move</font><div>&nbsp;</div></div><div>"
        f"{turn_1926_en(t_tom).replace(chr(10), '<br>')}</div></body></html>"
    )
    out.append(
        Case(
            "outlook_desktop_en",
            mail(
                outlook_headers(
                    TOM,
                    t_tom,
                    subject_en,
                    "<AM9PR07MB7233E1F5C2B1D0A3C6B3C1A7D94A2@AM9PR07MB7233.eurprd07.prod.outlook.com>",
                ),
                multipart(
                    "alternative",
                    "_000_AM9PR07MB7233E1F5C2B1D0A3_",
                    part('text/plain; charset="utf-8"', "base64", b64(plain)),
                    part('text/html; charset="utf-8"', "base64", b64(html)),
                ),
            ),
            TOM[1],
            c_tom,
            [["game", "Small Brno"]],
        )
    )

    plain = (
        "Dobrý den,\n\nstřední Plzeň\n\nS pozdravem\nLucie Dvořáková\n\n"
        "Od: Hra 1926 <play@pbm.example.com>\nOdesláno: pondělí 3. března 2025 10:15\n"
        f"Komu: Lucie Dvořáková <{LUCIE[1]}>\nPředmět: Hra 1926 – Primárky: jsi na tahu\n\n"
        f"{turn_1926_cs(t_lucie)}\n"
    )
    out.append(
        Case(
            "outlook_desktop_cs_windows1250",
            mail(
                outlook_headers(
                    LUCIE,
                    t_lucie,
                    subject_cs,
                    "<VI1PR02MB5711C3B1A0F9E7D6B5A4C3B2A1@VI1PR02MB5711.eurprd02.prod.outlook.com>",
                    charset="windows-1250",
                    lang="cs-CZ",
                ),
                part(
                    'text/plain; charset="windows-1250"',
                    "quoted-printable",
                    qp(plain.replace("„", '"').replace("“", '"'), "windows-1250"),
                ),
            ),
            LUCIE[1],
            c_lucie,
            [["game", "střední Plzeň"]],
        )
    )

    html = (
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1250">'
        '</head><body><div class="WordSection1"><p class="MsoNormal">2<o:p></o:p></p>'
        '<p class="MsoNormal"><o:p>&nbsp;</o:p></p><div><div style="border:none;border-top:'
        'solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>Od:</b> Hra 1926'
        " &lt;play@pbm.example.com&gt; <br><b>Odesláno:</b> pondělí 3. března 2025 10:15<br>"
        f"<b>Komu:</b> {JANA[1]}<br><b>Předmět:</b> Hra 1926 – Primárky: jsi na tahu</p></div>"
        f'</div><p class="MsoNormal">{turn_1926_cs(t_jana).replace(chr(10), "<br>")}</p>'
        "</div></body></html>"
    )
    out.append(
        Case(
            "outlook_html_only_cs_windows1250_choice",
            mail(
                outlook_headers(
                    JANA,
                    t_jana,
                    subject_cs,
                    "<000001db8c2a$4e3f1c10$eabd5430$@seznam.cz>",
                    charset="windows-1250",
                    lang="cs",
                )
                + ["X-Mailer: Microsoft Outlook 16.0"],
                part(
                    'text/html; charset="windows-1250"',
                    "quoted-printable",
                    qp(html.replace("„", '"').replace("“", '"').replace("–", "-"), "windows-1250"),
                ),
            ),
            JANA[1],
            c_jana,
            [["choice", "2"]],
        )
    )

    plain = (
        "buy\n\n________________________________\nFrom: WesternPoly <play@pbm.example.com>\n"
        f"Sent: Monday, March 3, 2025 10:15\nTo: {JAMES[1]}\n"
        f"Subject: WesternPoly: your move\n\n{turn_wp_en(t_james)}\n"
    )
    out.append(
        Case(
            "outlook_web_en",
            mail(
                outlook_headers(
                    JAMES,
                    t_james,
                    subject_wp_en,
                    "<DB9P193MB1484A3C5E1F9D7B2A0C8E6F4D2B0@DB9P193MB1484.EURP193.PROD.OUTLOOK.COM>",
                ),
                part(
                    'text/plain; charset="iso-8859-1"', "quoted-printable", qp(plain, "iso-8859-1")
                ),
            ),
            JAMES[1],
            c_james,
            [["game", "buy"]],
        )
    )

    plain = (
        "hotovo\n\n-----Původní zpráva-----\nOd: WesternPoly [mailto:play@pbm.example.com]\n"
        "Odesláno: 3. března 2025 10:15\nKomu: Martin Král\nPředmět: WesternPoly: jsi na tahu\n\n"
        f"{turn_wp_cs(t_martin)}\n"
    )
    out.append(
        Case(
            "outlook2010_original_message_cs_iso8859_2",
            mail(
                outlook_headers(
                    MARTIN,
                    t_martin,
                    subject_wp_cs,
                    "<002a01db8c2b$1f2e3d40$5d8ab7c0$@centrum.cz>",
                    charset="iso-8859-2",
                    lang="cs",
                )
                + ["X-Mailer: Microsoft Outlook 14.0"],
                part(
                    'text/plain; charset="iso-8859-2"', "quoted-printable", qp(plain, "iso-8859-2")
                ),
            ),
            MARTIN[1],
            c_martin,
            [["game", "hotovo"]],
        )
    )

    plain = (
        "(3)\n\n-----Original Message-----\nFrom: PBM 1926 <play@pbm.example.com>\n"
        "Sent: Monday, March 3, 2025 10:15 AM\nTo: Tom Baker <tom.baker@outlook.com>\n"
        f"Subject: 1926 - The Primaries: your move\n\n{turn_1926_en(t_tom)}\n"
    )
    out.append(
        Case(
            "outlook_original_message_en_choice",
            mail(
                outlook_headers(
                    TOM, t_tom, subject_en, "<000c01db8c2b$aa11bb22$cc33dd44$@outlook.com>"
                )
                + ["X-Mailer: Microsoft Outlook 16.0"],
                part('text/plain; charset="us-ascii"', "7bit", plain.replace("–", "-")),
            ),
            TOM[1],
            c_tom,
            [["choice", "(3)"]],
        )
    )

    # --- Apple -----------------------------------------------------------------------------
    def apple_headers(who, tok, subject, msgid, mailer="Apple Mail (2.3826.400.131.1.6)"):
        return [
            f"Delivered-To: {reply_to(tok)}",
            *received("qs51p00im-qukt01080502.me.com", "192.0.2.77", DAY),
            auth("icloud.com"),
            f"Return-Path: <{who[1]}>",
            f"From: {person(who)}",
            f"Subject: {encoded(subject)}",
            f"Date: {DAY}",
            f"Message-Id: {msgid}",
            f"References: <game.{GAME_WP}.p3@{DOMAIN}> <n0311.{GAME_WP}.p3@{DOMAIN}>",
            f"In-Reply-To: <n0311.{GAME_WP}.p3@{DOMAIN}>",
            f"To: WesternPoly <{reply_to(tok)}>",
            f"X-Mailer: {mailer}",
        ]

    plain = (
        f"roll\n\n> On 3 Mar 2025, at 10:15, WesternPoly <play@pbm.example.com> wrote:\n>\n"
        f"{quoted(turn_wp_en(t_james))}\n\n"
    )
    out.append(
        Case(
            "apple_mail_en_flowed",
            mail(
                apple_headers(
                    JAMES,
                    t_james,
                    subject_wp_en,
                    "<8F3A1C2E-5B7D-4E9A-A1B2-C3D4E5F60718@icloud.com>",
                ),
                part(
                    "text/plain;\n\tcharset=utf-8;\n\tformat=flowed", "quoted-printable", qp(plain)
                ),
            ),
            JAMES[1],
            c_james,
            [["game", "roll"]],
        )
    )

    plain = (
        f"malou do Liberce\n\nJana\n\n> Dne 3. 3. 2025 v 10:15, Hra 1926 <play@pbm.example.com>"
        f" napsal(a):\n>\n{quoted(turn_1926_cs(t_jana))}\n"
    )
    html = (
        '<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head>'
        '<body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: '
        'after-white-space;">malou do Liberce<div><br></div><div>Jana<br id="lineBreakAtBeginning'
        'OfSignature"><div dir="ltr"><br><blockquote type="cite">Dne 3. 3. 2025 v 10:15, Hra '
        "1926 &lt;play@pbm.example.com&gt; napsal(a):<br><br></blockquote></div><blockquote "
        f'type="cite"><div dir="ltr">{turn_1926_cs(t_jana).replace(chr(10), "<br>")}</div>'
        "</blockquote></div></body></html>"
    )
    out.append(
        Case(
            "apple_mail_cs_alternative",
            mail(
                apple_headers(
                    ("Jana Nováková", "jana.novakova@icloud.com"),
                    t_jana,
                    subject_cs,
                    "<2B9C4D1E-7F3A-4B6C-9D8E-0A1B2C3D4E5F@icloud.com>",
                ),
                multipart(
                    "alternative",
                    "Apple-Mail=_5E2C8B4A-1D3F-4A7B-9C6E-2F0D8A7B6C5D",
                    part("text/plain;\n\tcharset=utf-8", "quoted-printable", qp(plain)),
                    part("text/html;\n\tcharset=utf-8", "quoted-printable", qp(html)),
                ),
            ),
            "jana.novakova@icloud.com",
            c_jana,
            [["game", "malou do Liberce"]],
        )
    )

    plain = (
        "large Olomouc\n\nBegin forwarded message:\n\nFrom: PBM 1926 <play@pbm.example.com>\n"
        "Subject: 1926 – The Primaries: your move\nDate: 3 March 2025 at 10:15:00 CET\n"
        f"To: tom@bakers.example\nReply-To: {reply_to(t_tom)}\n\n{turn_1926_en(t_tom)}\n"
    )
    out.append(
        Case(
            "apple_mail_forwarded_to_plain_address",
            mail(
                [
                    f"Delivered-To: play@{DOMAIN}",
                    *received("qs51p00im-qukt01080502.me.com", "192.0.2.77", DAY),
                    auth("icloud.com"),
                    "Return-Path: <tom.baker@icloud.com>",
                    "From: Tom Baker <tom.baker@icloud.com>",
                    f"Subject: {encoded('Fwd: 1926 – The Primaries: your move')}",
                    f"Date: {DAY}",
                    "Message-Id: <C0FFEE11-2233-4455-6677-8899AABBCCDD@icloud.com>",
                    f"To: play@{DOMAIN}",
                    "X-Mailer: Apple Mail (2.3826.400.131.1.6)",
                ],
                part("text/plain;\n\tcharset=utf-8", "quoted-printable", qp(plain)),
            ),
            "tom.baker@icloud.com",
            c_tom,
            [["game", "large Olomouc"]],
        )
    )

    # --- Thunderbird -----------------------------------------------------------------------
    def thunderbird_headers(who, tok, subject, msgid):
        return [
            f"Delivered-To: {reply_to(tok)}",
            *received("smtp.seznam.cz", "198.51.100.5", DAY),
            auth("seznam.cz"),
            f"Return-Path: <{who[1]}>",
            f"Message-ID: {msgid}",
            f"Date: {DAY}",
            "User-Agent: Mozilla Thunderbird",
            f"Subject: {encoded(subject)}",
            f"To: {reply_to(tok)}",
            f"References: {ROOT_1926} {TURN_1926}",
            "Content-Language: en-US" if subject.startswith("Re: 1926") else "Content-Language: cs",
            f"From: {person(who)}",
            f"In-Reply-To: {TURN_1926}",
        ]

    plain = (
        f"On 3/3/25 10:15, PBM 1926 wrote:\n{quoted(turn_1926_en(t_tom))}\n\nlarge Brno\n\n"
        "-- \nTom Baker\nhttps://tombaker.example\n"
    )
    out.append(
        Case(
            "thunderbird_en_bottom_posted_signature",
            mail(
                thunderbird_headers(
                    TOM, t_tom, subject_en, "<8d2c4e1a-3b5f-4c7d-9e1f-0a2b3c4d5e6f@outlook.com>"
                ),
                part("text/plain; charset=UTF-8; format=flowed", "8bit", plain),
            ),
            TOM[1],
            c_tom,
            [["game", "large Brno"]],
            charset_bytes="utf-8",
        )
    )

    plain = (
        f"Ahoj,\n\nvelkou do prahy\n\nDik\nPetr\n\nDne 03. 03. 25 v 10:15 Hra 1926 napsal(a):\n"
        f"{quoted(turn_1926_cs(t_petr))}\n"
    )
    out.append(
        Case(
            "thunderbird_cs_without_diacritics",
            mail(
                thunderbird_headers(
                    PETR, t_petr, subject_cs, "<5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9@gmail.com>"
                ),
                part("text/plain; charset=UTF-8; format=flowed", "8bit", plain),
            ),
            PETR[1],
            c_petr,
            [["game", "velkou do prahy"]],
            charset_bytes="utf-8",
        )
    )

    plain = (
        f"Dne 03. 03. 25 v 10:15 WesternPoly napsal(a):\n> WesternPoly, kolo 12: jsi na tahu.\n>\n"
        "> Stojíš na poli 14 DOBRÁ VODA (volné, cena 2 800 $). Hotovost: 18 400 $.\n\n"
        "Můj tah: koupit\n\n> Možnosti:\n> 1. koupit\n> 2. nekoupit\n> 3. hotovo\n\nhotovo\n\n"
        f"> token: {t_eva}\n"
    )
    out.append(
        Case(
            "thunderbird_cs_interleaved",
            mail(
                thunderbird_headers(
                    EVA, t_eva, subject_wp_cs, "<0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d@gmail.com>"
                ),
                part("text/plain; charset=UTF-8; format=flowed", "quoted-printable", qp(plain)),
            ),
            EVA[1],
            c_eva,
            [["game", "koupit"], ["game", "hotovo"]],
        )
    )

    # --- Phones ----------------------------------------------------------------------------
    plain = (
        "Buy\n\nSent from my iPhone\n\n> On 3 Mar 2025, at 10:15, WesternPoly "
        f"<play@pbm.example.com> wrote:\n>\n{quoted(turn_wp_en(t_james))}\n"
    )
    out.append(
        Case(
            "iphone_en",
            mail(
                apple_headers(
                    JAMES,
                    t_james,
                    subject_wp_en,
                    "<3C4D5E6F-7A8B-4C9D-8E0F-1A2B3C4D5E6F@icloud.com>",
                    mailer="iPhone Mail (22D72)",
                ),
                part("text/plain;\n\tcharset=utf-8", "quoted-printable", qp(plain)),
            ),
            JAMES[1],
            c_james,
            [["game", "Buy"]],
        )
    )

    plain = (
        f"3\n\nOdesláno z iPhonu\n\n> 3. 3. 2025 v 10:15, Hra 1926 <play@pbm.example.com>:\n>\n"
        f"{quoted(turn_1926_cs(t_lucie))}\n"
    )
    out.append(
        Case(
            "iphone_cs_numbered_choice",
            mail(
                [
                    f"Delivered-To: {reply_to(t_lucie)}",
                    *received("mx.email.cz", "198.51.100.44", DAY),
                    auth("email.cz"),
                    f"Return-Path: <{LUCIE[1]}>",
                    f"From: {person(LUCIE)}",
                    f"Subject: {encoded(subject_cs)}",
                    f"Date: {DAY}",
                    "Message-Id: <9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D@email.cz>",
                    f"References: {ROOT_1926} {TURN_1926}",
                    f"In-Reply-To: {TURN_1926}",
                    f"To: Hra 1926 <{reply_to(t_lucie)}>",
                    "X-Mailer: iPhone Mail (22D72)",
                ],
                part("text/plain;\n\tcharset=utf-8", "quoted-printable", qp(plain)),
            ),
            LUCIE[1],
            c_lucie,
            [["choice", "3"]],
        )
    )

    plain = (
        "large praha\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>\n"
        "________________________________\nFrom: PBM 1926 <play@pbm.example.com>\n"
        f"Sent: Monday, March 3, 2025 10:15:00 AM\nTo: {TOM[1]} <{TOM[1]}>\n"
        f"Subject: 1926 – The Primaries: your move\n\n{turn_1926_en(t_tom)}\n"
    )
    out.append(
        Case(
            "outlook_android_en",
            mail(
                outlook_headers(
                    TOM,
                    t_tom,
                    subject_en,
                    "<PAXP251MB0512B4C3A2D1E0F9A8B7C6D5E4F3@PAXP251MB0512.EURP251.PROD.OUTLOOK.COM>",
                ),
                part('text/plain; charset="utf-8"', "base64", b64(plain)),
            ),
            TOM[1],
            c_tom,
            [["game", "large praha"]],
        )
    )

    plain = (
        "Hodit\n\nZískat Outlook pro iOS<https://aka.ms/o0ukef>\n"
        "________________________________\nOd: WesternPoly <play@pbm.example.com>\n"
        f"Odesláno: Monday, March 3, 2025 10:15:00 AM\nKomu: {EVA[1]} <{EVA[1]}>\n"
        f"Předmět: WesternPoly: jsi na tahu\n\n{turn_wp_cs(t_eva)}\n"
    )
    out.append(
        Case(
            "outlook_ios_cs",
            mail(
                outlook_headers(
                    EVA,
                    t_eva,
                    subject_wp_cs,
                    "<AS8P190MB1234A1B2C3D4E5F6A7B8C9D0E1F2@AS8P190MB1234.EURP190.PROD.OUTLOOK.COM>",
                    lang="cs-CZ",
                ),
                part('text/plain; charset="utf-8"', "base64", b64(plain)),
            ),
            EVA[1],
            c_eva,
            [["game", "Hodit"]],
        )
    )

    plain = (
        "Malou Opava\n\n\n\nOdesláno z mého Galaxy\n\n\n-------- Původní zpráva --------\n"
        "Od: Hra 1926 <play@pbm.example.com> \nDatum: 03.03.25 10:15 (GMT+01:00) \n"
        f"Komu: {LUCIE[1]} \nPředmět: Hra 1926 – Primárky: jsi na tahu \n\n"
        f"{turn_1926_cs(t_lucie)}\n"
    )
    out.append(
        Case(
            "samsung_email_cs_base64",
            mail(
                [
                    f"Delivered-To: {reply_to(t_lucie)}",
                    *received("mx.email.cz", "198.51.100.44", DAY),
                    auth("email.cz"),
                    f"Return-Path: <{LUCIE[1]}>",
                    "Message-ID: <6r0k2b1a8x9c7d5e3f1g0h2j.lucie@email.android.com>",
                    f"Date: {DAY}",
                    f"Subject: {encoded(subject_cs)}",
                    f"From: {person(LUCIE)}",
                    f"To: Hra 1926 <{reply_to(t_lucie)}>",
                    f"In-Reply-To: {TURN_1926}",
                    f"References: {TURN_1926}",
                    "Importance: normal",
                    "X-Priority: 3",
                ],
                multipart(
                    "alternative",
                    "--_com.samsung.android.email_1741000000000000",
                    part('text/plain; charset="utf-8"', "base64", b64(plain)),
                    part(
                        'text/html; charset="utf-8"',
                        "base64",
                        b64(
                            '<html><body><div dir="auto">Malou Opava</div><div dir="auto"><br></div>'
                            '<div id="composer_signature" dir="auto"><div style="font-size:85%;'
                            'color:#575757">Odesláno z mého Galaxy</div></div></body></html>'
                        ),
                    ),
                ),
            ),
            LUCIE[1],
            c_lucie,
            [["game", "Malou Opava"]],
        )
    )

    # --- Czech webmail and old 8-bit clients -------------------------------------------------
    plain = (
        "koupit\n\n---------- Původní e-mail ----------\nOd: WesternPoly <play@pbm.example.com>\n"
        f"Komu: {MARTIN[1]}\nDatum: 3. 3. 2025 10:15:00\nPředmět: WesternPoly: jsi na tahu\n"
        f"{turn_wp_cs(t_martin)}\n"
    )
    out.append(
        Case(
            "seznam_webmail_cs",
            mail(
                [
                    f"Delivered-To: {reply_to(t_martin)}",
                    *received("mxf2.seznam.cz", "198.51.100.81", DAY),
                    auth("seznam.cz"),
                    "Return-Path: <martin.kral@seznam.cz>",
                    "From: =?utf-8?q?Martin_Kr=C3=A1l?= <martin.kral@seznam.cz>",
                    f"To: {reply_to(t_martin)}",
                    f"Subject: {encoded(subject_wp_cs)}",
                    f"Date: {DAY}",
                    "Message-Id: <3Xy.7a1B.4c2D5eF6gH.1dQz9R@seznam.cz>",
                    f"References: <n0311.{GAME_WP}.p1@{DOMAIN}>",
                    f"In-Reply-To: <n0311.{GAME_WP}.p1@{DOMAIN}>",
                    "X-Mailer: szn-mime-2.1.61",
                    "X-Seznam-User: martin.kral@seznam.cz",
                ],
                part('text/plain; charset="utf-8"', "quoted-printable", qp(plain)),
            ),
            "martin.kral@seznam.cz",
            c_martin,
            [["game", "koupit"]],
        )
    )

    plain = (
        "střední do Plzně\n\nLucie\n\n"
        "Dne 3. března 2025, 10:15:07, Hra 1926 napsal(a):\n"
        f"{quoted(turn_1926_cs(t_lucie).replace('„', chr(34)).replace('“', chr(34)).replace('–', '-'))}\n"
    )
    out.append(
        Case(
            "the_bat_iso8859_2_8bit",
            mail(
                [
                    f"Delivered-To: {reply_to(t_lucie)}",
                    *received("mx.email.cz", "198.51.100.44", DAY),
                    auth("email.cz"),
                    f"Return-Path: <{LUCIE[1]}>",
                    f"Date: {DAY}",
                    f"From: {person(LUCIE, 'iso-8859-2')}",
                    "X-Mailer: The Bat! (v10.5.3.2) Professional",
                    "Reply-To: " + person(LUCIE, "iso-8859-2"),
                    "Message-ID: <1839204112.20250303104107@email.cz>",
                    f"To: {reply_to(t_lucie)}",
                    f"Subject: {encoded(subject_cs.replace('–', '-'), 'iso-8859-2')}",
                    f"In-Reply-To: {TURN_1926}",
                    f"References: {TURN_1926}",
                ],
                part("text/plain; charset=iso-8859-2", "8bit", plain),
            ),
            LUCIE[1],
            c_lucie,
            [["game", "střední do Plzně"]],
            crlf=False,
            charset_bytes="iso-8859-2",
        )
    )

    def simple_headers(who, tok, subject, msgid, mailer, charset="utf-8"):
        return [
            f"Delivered-To: {reply_to(tok)}",
            *received("smtp.example.net", "203.0.113.12", DAY),
            auth(who[1].split("@")[1]),
            f"Return-Path: <{who[1]}>",
            f"From: {person(who, charset)}",
            f"To: {reply_to(tok)}",
            f"Subject: {encoded(subject, charset)}",
            f"Date: {DAY}",
            f"Message-ID: {msgid}",
            f"In-Reply-To: {TURN_1926}",
            f"X-Mailer: {mailer}",
        ]

    out.append(
        Case(
            "unknown_charset_utf8_bytes",
            mail(
                simple_headers(
                    PETR,
                    t_petr,
                    subject_cs,
                    "<20250303104107.GA1234@petr-laptop>",
                    "Mutt/2.2.12 (2023-09-09)",
                ),
                part("text/plain; charset=x-unknown", "8bit", "střední do Plzně\n"),
            ),
            PETR[1],
            c_petr,
            [["game", "střední do Plzně"]],
            crlf=False,
            charset_bytes="utf-8",
        )
    )

    out.append(
        Case(
            "mislabelled_ascii_windows1250_bytes",
            mail(
                simple_headers(
                    LUCIE,
                    t_lucie,
                    subject_cs,
                    "<4F1E2D3C.5060708@email.cz>",
                    "Microsoft Outlook Express 6.00.2900.5931",
                    "windows-1250",
                ),
                part("text/plain; charset=us-ascii", "8bit", "malou do Ústí\n"),
            ),
            LUCIE[1],
            c_lucie,
            [["game", "malou do Ústí"]],
            charset_bytes="windows-1250",
        )
    )

    # --- Keywords ------------------------------------------------------------------------
    out.append(
        Case(
            "resign_base64_cs",
            mail(
                gmail_headers(JANA, t_jana, subject_cs, "<CAE0vz=R3s1gn@mail.gmail.com>"),
                part(
                    'text/plain; charset="UTF-8"',
                    "base64",
                    b64(f"Vzdávám.\n\nS pozdravem\nJana\n\n{quoted(turn_1926_cs(t_jana))}\n"),
                ),
            ),
            JANA[1],
            c_jana,
            [["resign", "Vzdávám."]],
        )
    )

    out.append(
        Case(
            "help_with_greeting_cs",
            mail(
                gmail_headers(PETR, t_petr, subject_cs, "<CAF1x9rTh3lp@mail.gmail.com>"),
                part(
                    'text/plain; charset="UTF-8"',
                    "quoted-printable",
                    qp("Ahoj,\n\nnápověda\n\nDíky\nPetr\n"),
                ),
            ),
            PETR[1],
            c_petr,
            [["help", "nápověda"]],
        )
    )

    out.append(
        Case(
            "board_with_signature_en",
            mail(
                thunderbird_headers(
                    TOM, t_tom, subject_en, "<b0a4d0f1-aaaa-4bbb-8ccc-ddddeeeeffff@outlook.com>"
                ),
                part(
                    "text/plain; charset=UTF-8; format=flowed",
                    "7bit",
                    "BOARD\n\n-- \nTom Baker\nhttps://tombaker.example\n",
                ),
            ),
            TOM[1],
            c_tom,
            [["board", "BOARD"]],
        )
    )

    t_invite = sign(GAME_1926, "p4", 0)
    out.append(
        Case(
            "join_invitation_cs",
            mail(
                simple_headers(
                    LUCIE,
                    t_invite,
                    "Re: Pozvánka do hry 1926",
                    "<a1b2c3d4e5f6@email.cz>",
                    "Email.cz webmail",
                ),
                part(
                    'text/plain; charset="utf-8"',
                    "quoted-printable",
                    qp("Ano\n\nS pozdravem\nLucie Dvořáková\n"),
                ),
            ),
            LUCIE[1],
            claims(GAME_1926, "p4", 0),
            [["join", "Ano"]],
        )
    )

    t_invite_wp = sign(GAME_WP, "p3", 0)
    out.append(
        Case(
            "decline_invitation_en",
            mail(
                apple_headers(
                    JAMES,
                    t_invite_wp,
                    "Re: Invitation to WesternPoly",
                    "<7E6D5C4B-3A29-4187-9F6E-5D4C3B2A1908@icloud.com>",
                ),
                part("text/plain;\n\tcharset=us-ascii", "7bit", "DECLINE\n\nThanks,\nJames\n"),
            ),
            JAMES[1],
            claims(GAME_WP, "p3", 0),
            [["decline", "DECLINE"]],
        )
    )

    # --- Attachments -------------------------------------------------------------------------
    jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + bytes(64)
    out.append(
        Case(
            "attachments_cs",
            mail(
                gmail_headers(PETR, t_petr, subject_cs, "<CAF1x9rTatt4ch@mail.gmail.com>"),
                multipart(
                    "mixed",
                    "000000000000f00d3c061f4e2e22",
                    multipart(
                        "alternative",
                        "000000000000f00d3a061f4e2e20",
                        part(
                            'text/plain; charset="UTF-8"',
                            "quoted-printable",
                            qp("malou do Brna\n\n--\nPetr\n"),
                        ),
                        part(
                            'text/html; charset="UTF-8"',
                            "quoted-printable",
                            qp('<div dir="ltr">malou do Brna<br><br>--<br>Petr</div>\n'),
                        ),
                    ),
                    part(
                        'image/jpeg; name="partie.jpg"',
                        "base64",
                        b64(jpeg),
                        [
                            'Content-Disposition: attachment; filename="partie.jpg"',
                            "X-Attachment-Id: f_m7t1x2y30",
                        ],
                    ),
                    part(
                        'text/plain; charset="UTF-8"; name="poznamky.txt"',
                        "base64",
                        b64("velkou do Prahy\nvzdávám\n"),
                        ['Content-Disposition: attachment; filename="poznamky.txt"'],
                    ),
                ),
            ),
            PETR[1],
            c_petr,
            [["game", "malou do Brna"]],
        )
    )

    # --- Automatic mails --------------------------------------------------------------------
    out.append(
        Case(
            "auto_exchange_out_of_office_en",
            mail(
                outlook_headers(
                    TOM,
                    t_tom,
                    "Automatic reply: 1926 – The Primaries: your move",
                    "<a7b8c9d0e1f2@AM9PR07MB7233.eurprd07.prod.outlook.com>",
                )
                + [
                    "Auto-Submitted: auto-generated",
                    "X-Auto-Response-Suppress: All",
                    "X-MS-Exchange-Inbox-Rules-Loop: tom.baker@outlook.com",
                ],
                part(
                    'text/plain; charset="us-ascii"',
                    "7bit",
                    "I am out of the office until 10 March with limited access to email.\n",
                ),
            ),
            TOM[1],
            c_tom,
            None,
            automatic=True,
        )
    )

    out.append(
        Case(
            "auto_subject_only_cs",
            mail(
                simple_headers(
                    JANA,
                    t_jana,
                    "Automatická odpověď: Hra 1926 – Primárky: jsi na tahu",
                    "<0ff1ce@seznam.cz>",
                    "szn-mime-2.1.61",
                ),
                part(
                    'text/plain; charset="utf-8"',
                    "quoted-printable",
                    qp("Dobrý den,\n\ndo 14. 3. jsem mimo kancelář.\n\nJana Nováková\n"),
                ),
            ),
            JANA[1],
            c_jana,
            None,
            automatic=True,
        )
    )

    out.append(
        Case(
            "auto_x_autoreply_vacation_cs",
            mail(
                simple_headers(
                    MARTIN,
                    t_martin,
                    "Re: WesternPoly: jsi na tahu",
                    "<vac4tion@centrum.cz>",
                    "Roundcube Webmail/1.6.9",
                )
                + ["X-Autoreply: yes"],
                part(
                    'text/plain; charset="utf-8"',
                    "quoted-printable",
                    qp("Dobrý den, do 14. 3. jsem na dovolené. Martin\n"),
                ),
            ),
            MARTIN[1],
            c_martin,
            None,
            automatic=True,
        )
    )

    out.append(
        Case(
            "auto_precedence_junk_sieve",
            mail(
                simple_headers(
                    EVA,
                    t_eva,
                    "Re: WesternPoly: jsi na tahu",
                    "<sieve.vacation.1@gmail.com>",
                    "Sieve vacation",
                )
                + ["Precedence: junk"],
                part('text/plain; charset="utf-8"', "7bit", "Away until Monday.\n"),
            ),
            EVA[1],
            c_eva,
            None,
            automatic=True,
        )
    )

    out.append(
        Case(
            "auto_out_of_office_subject_en",
            mail(
                simple_headers(
                    JAMES,
                    t_james,
                    "Out of Office: WesternPoly: your move",
                    "<ooo.1@icloud.com>",
                    "iCloud Mail",
                ),
                part(
                    'text/plain; charset="us-ascii"', "7bit", "I'm travelling, back on the 12th.\n"
                ),
            ),
            JAMES[1],
            c_james,
            None,
            automatic=True,
        )
    )

    out.append(
        Case(
            "auto_bounce_mailer_daemon",
            mail(
                [
                    f"Delivered-To: play@{DOMAIN}",
                    *received("mx.email.cz", "198.51.100.44", DAY),
                    "Return-Path: <>",
                    "From: Mail Delivery System <MAILER-DAEMON@mx.email.cz>",
                    f"To: play@{DOMAIN}",
                    "Subject: Undelivered Mail Returned to Sender",
                    f"Date: {DAY}",
                    "Message-Id: <20250303094107.1A2B3C4D5E@mx.email.cz>",
                ],
                multipart(
                    "report; report-type=delivery-status",
                    "1A2B3C4D5E.1741000000/mx.email.cz",
                    part(
                        "text/plain; charset=us-ascii",
                        "7bit",
                        "This is the mail system at host mx.email.cz.\n\nI'm sorry to have to "
                        "inform you that your message could not\nbe delivered to one or more "
                        "recipients.\n\n<lucie.dvorakova@email.cz>: mailbox is full\n",
                        ["Content-Description: Notification"],
                    ),
                    part(
                        "message/delivery-status",
                        "7bit",
                        "Reporting-MTA: dns; mx.email.cz\n\nFinal-Recipient: rfc822; "
                        "lucie.dvorakova@email.cz\nAction: failed\nStatus: 5.2.2\n",
                        ["Content-Description: Delivery report"],
                    ),
                ),
            ),
            "mailer-daemon@mx.email.cz",
            None,
            None,
            automatic=True,
        )
    )

    # --- Authentication and tokens ----------------------------------------------------------
    spoof = gmail_headers(
        TOM,
        t_tom,
        subject_en,
        "<spoofed.1@mail.example.net>",
        relay=("vps-41.example.net", "203.0.113.200"),
        verdict="fail",
    )
    out.append(
        Case(
            "forged_from_dmarc_fail",
            mail(
                spoof,
                part('text/plain; charset="UTF-8"', "7bit", "resign\n"),
            ),
            TOM[1],
            c_tom,
            [["resign", "resign"]],
            extra={"verdicts": {"spf": "fail", "dkim": "fail", "dmarc": "fail"}},
        )
    )

    out.append(
        Case(
            "other_sender_with_players_token",
            mail(
                gmail_headers(
                    ("Karel Novotný", "karel.novotny@gmail.com"),
                    t_petr,
                    subject_cs,
                    "<CAH0k4r3l=x@mail.gmail.com>",
                ),
                part(
                    'text/plain; charset="UTF-8"',
                    "quoted-printable",
                    qp(
                        "velkou do Brna\n\npo 3. 3. 2025 v 11:02 odesílatel Petr Svoboda "
                        "<petr.svoboda@gmail.com> napsal:\n\n> ---------- Forwarded message ---------\n"
                        f"{quoted(turn_1926_cs(t_petr))}\n"
                    ),
                ),
            ),
            "karel.novotny@gmail.com",
            c_petr,
            [["game", "velkou do Brna"]],
        )
    )

    t_stale = sign(GAME_1926, "p2", 9)
    out.append(
        Case(
            "stale_token",
            mail(
                gmail_headers(PETR, t_stale, subject_cs, "<CAF1x9rTst4le@mail.gmail.com>"),
                part(
                    'text/plain; charset="UTF-8"',
                    "quoted-printable",
                    qp(
                        "velkou do Brna\n\npo 1. 3. 2025 v 18:02 odesílatel Hra 1926 "
                        f"<play@pbm.example.com> napsal:\n\n{quoted(turn_1926_cs(t_stale))}\n"
                    ),
                ),
            ),
            PETR[1],
            claims(GAME_1926, "p2", 9),
            [["game", "velkou do Brna"]],
        )
    )

    tampered = t_petr[:-1] + ("a" if t_petr[-1] != "a" else "b")
    out.append(
        Case(
            "tampered_token",
            mail(
                gmail_headers(PETR, tampered, subject_cs, "<CAF1x9rTt4mp@mail.gmail.com>"),
                part('text/plain; charset="UTF-8"', "7bit", "velkou do Prahy\n"),
            ),
            PETR[1],
            "bad",
            [["game", "velkou do Prahy"]],
        )
    )

    out.append(
        Case(
            "stranger_without_token",
            mail(
                [
                    f"Delivered-To: play@{DOMAIN}",
                    *received("mail-ej1-f41.google.com", "192.0.2.41", DAY),
                    auth("gmail.com"),
                    "Return-Path: <karel.novotny@gmail.com>",
                    "From: =?UTF-8?Q?Karel_Novotn=C3=BD?= <karel.novotny@gmail.com>",
                    f"To: play@{DOMAIN}",
                    "Subject: Hra",
                    f"Date: {DAY}",
                    "Message-ID: <CAH0k4r3l=hello@mail.gmail.com>",
                ],
                part(
                    'text/plain; charset="UTF-8"',
                    "quoted-printable",
                    qp("Dobrý den,\n\njak se můžu přidat ke hře?\n\nDěkuji\nKarel\n"),
                ),
            ),
            "karel.novotny@gmail.com",
            None,
            [["game", "jak se můžu přidat ke hře?"]],
        )
    )

    headers = gmail_headers(
        EVA,
        t_eva,
        subject_wp_cs,
        "<CAG5bP0x=fr0m@mail.gmail.com>",
        f"<n0311.{GAME_WP}.p2@{DOMAIN}>",
        f"<game.{GAME_WP}.p2@{DOMAIN}>",
        to=f"WesternPoly <play@{DOMAIN}>",
    )  # replied to From, not Reply-To
    out.append(
        Case(
            "reply_to_from_token_in_quote",
            mail(
                headers,
                part(
                    'text/plain; charset="UTF-8"',
                    "quoted-printable",
                    qp(
                        "hodit\n\npo 3. 3. 2025 v 10:15 odesílatel WesternPoly <play@pbm.example.com> "
                        f"napsal:\n\n{quoted(turn_wp_cs(t_eva))}\n"
                    ),
                ),
            ),
            EVA[1],
            c_eva,
            [["game", "hodit"]],
        )
    )

    out.extend(shape_case(shape, sign) for shape in SHAPES)
    return out


# Who sends the replies of each client language (the seat plays in English or Czech).
SHAPE_SENDERS = {
    "en": ("Tom Baker", "tom.baker@outlook.com"), "cs": JANA, "sk": ("Peter Horváth",
    "peter.horvath@azet.sk"), "de": ("Klaus Becker", "klaus.becker@web.de"),
    "fr": ("Claire Martin", "claire.martin@orange.fr"), "nl": ("Sanne de Vries",
    "sanne.devries@ziggo.nl"), "it": ("Luca Rossi", "luca.rossi@libero.it"),
    "es": ("Ana García", "ana.garcia@telefonica.es"), "pt": ("João Silva",
    "joao.silva@sapo.pt"), "pl": ("Anna Kowalska", "anna.kowalska@wp.pl"),
    "da": ("Mads Jensen", "mads.jensen@mail.dk"), "no": ("Ingrid Berg",
    "ingrid.berg@online.no"), "sv": ("Erik Lindqvist", "erik.lindqvist@telia.se"),
    "fi": ("Mika Virtanen", "mika.virtanen@elisa.fi"), "ru": ("Ivan Petrov",
    "ivan.petrov@yandex.ru"), "uk": ("Olena Kovalenko", "olena.kovalenko@ukr.net"),
    "hu": ("Nagy Péter", "nagy.peter@freemail.hu"), "vi": ("Nguyen An",
    "nguyen.an@vnn.vn"), "zh": ("Wang Wei", "wang.wei@qq.com"), "ja": ("Sato Yuki",
    "sato.yuki@docomo.ne.jp"), "ko": ("Kim Minsu", "kim.minsu@naver.com"),
}  # fmt: skip
# The commands a player sends, by game and language of the seat, and what they do.
SHAPE_COMMANDS = {
    ("1926", False): ("large praha", [["game", "large praha"]]),
    ("1926", True): ("velkou do Prahy", [["game", "velkou do Prahy"]]),
    ("wp", False): ("buy\ndone", [["game", "buy"], ["game", "done"]]),
    ("wp", True): ("koupit\nhotovo", [["game", "koupit"], ["game", "hotovo"]]),
}


def shape_case(shape: Shape, sign: Signer = token) -> Case:
    """The corpus mail of one reply shape (tests/mail/shapes.py), to seat p3 of the 1926 game
    or p3 of WesternPoly."""
    game, version = (GAME_1926, VERSION_1926) if shape.game == "1926" else (GAME_WP, VERSION_WP)
    tok = sign(game, "p3", version)
    if shape.game == "wp":
        turn = turn_wp_board_en(tok)
        subject = "Re: WesternPoly: your move"
    else:
        turn = turn_1926_cs(tok) if shape.czech else turn_1926_en(tok)
        subject = "Re: Hra 1926 – Primárky: jsi na tahu" if shape.czech \
            else "Re: 1926 – The Primaries: your move"
    commands, expected = SHAPE_COMMANDS[(shape.game, shape.czech)]
    body = shape.body(commands, turn)
    who = SHAPE_SENDERS[shape.lang]
    if shape.encoding == "8bit":
        body = body.replace("–", "-").replace("„", '"').replace("“", '"')
        entity = part(f'text/plain; charset="{shape.charset}"', "8bit", body)
    elif shape.encoding == "b64":
        entity = part('text/plain; charset="UTF-8"', "base64", b64(body))
    else:
        entity = part('text/plain; charset="UTF-8"', "quoted-printable", qp(body))
    domain = who[1].split("@")[1]
    number = sum(map(ord, shape.name)) % 9000 + 1000
    headers = [
        f"Delivered-To: {reply_to(tok)}",
        *received(f"mx{number % 7}.{domain}", f"198.51.100.{number % 250}", DAY),
        auth(domain),
        f"Return-Path: <{who[1]}>",
        f"From: {person(who)}",
        f"Date: {DAY}",
        f"Message-ID: <{shape.name}.{number}@{domain}>",
        f"Subject: {encoded(subject)}",
        f"To: {reply_to(tok)}",
        f"In-Reply-To: <n{number}.{game}.p3@{DOMAIN}>",
        f"References: <game.{game}.p3@{DOMAIN}> <n{number}.{game}.p3@{DOMAIN}>",
    ]
    return Case(shape.name, mail(headers, entity), who[1], claims(game, "p3", version),
                expected, charset_bytes=shape.charset if shape.encoding == "8bit" else None,
                extra={"family": shape.family, "lang": shape.lang})


def shape_outcome(shape: Shape) -> dict[str, Any]:
    """What a shape's mail does in a live game: the same as a mail of its commands alone."""
    position = "WesternPoly free property" if shape.game == "wp" else "1926 turn"
    lang = "cs" if shape.czech else "en"
    if shape.game == "wp":
        moves = ["buy", "done"]
        says = ["tvoje tahy byly přijaty:", "- koupit", "- ukončit tah"] if shape.czech \
            else ["Read as: buy"]
    else:
        moves = ["large praha"]
        says = ["Přečteno jako: velká v Praze"] if shape.czech else ["Read as: large Praha"]
    return {"position": position, "lang": lang, "action": "played", "moves": moves,
            "answer": "move_read_back", "says": says}


def write(directory: Path = HERE) -> list[Case]:
    """Write every case as <name>.eml and the expectations as expected.json."""
    expected = {}
    corpus = cases()
    for case in corpus:
        (directory / f"{case.name}.eml").write_bytes(case.eml())
        expected[case.name] = {
            "sender": case.sender,
            "claims": case.claims,
            "automatic": case.automatic,
            "commands": case.commands,
            **case.extra,
        }
    (directory / "expected.json").write_text(
        json.dumps(expected, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    # the hand-written outcomes of the other mails stay; a shape's is that of its commands,
    # added when it is new, in the file's own layout
    outcomes_file = directory / "outcomes.json"
    text = outcomes_file.read_text(encoding="utf-8")
    known = json.loads(text)
    entries = []
    for shape in SHAPES:
        if shape.name not in known:
            o = shape_outcome(shape)
            def dump(value: Any) -> str:
                return json.dumps(value, ensure_ascii=False)
            entries.append(
                f'  {dump(shape.name)}: {{\n    "position": {dump(o["position"])}, "lang": '
                f'{dump(o["lang"])}, "action": "played", "moves": {dump(o["moves"])},\n'
                f'    "answer": "move_read_back", "says": {dump(o["says"])}\n  }}')
    if entries:
        head = text.rstrip().removesuffix("}").rstrip()
        outcomes_file.write_text(head + ",\n" + ",\n".join(entries) + "\n}\n", encoding="utf-8")
    return corpus


if __name__ == "__main__":
    print(f"wrote {len(write())} mails to {HERE}")
