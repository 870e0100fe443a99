"""`/outbox`: the local Maildir outbox in the browser, with a reply box, so one person can play
every seat of a game from one browser (a local-only page: the Lambda app has no such route).

Routes (HTTP API v2 events in, responses out, like the web app's):
  GET  /outbox                  the sent mails, newest first (`?to=ADDRESS` keeps one recipient's),
                                PAGE_SIZE a page (`?page=N`)
  GET  /outbox/<key>            one mail: headers, the text or (`?view=html`) the HTML part, and
                                a reply box
  GET  /outbox/<key>/html       the HTML part alone, sandboxed, for the frame of the mail page
  POST /outbox/<key>/reply      send a reply as the recipient would, through the local SMTP server

A reply is written like a mail client writes one: From the recipient of the shown mail, To its
Reply-To, In-Reply-To and References pointing at it, the original quoted below the new text.

The outbox holds every player's reply token, so it answers only a client on this machine that
asked for it by a loopback name (`127.0.0.1`, `[::1]`, `localhost`: a page of another site
whose name was rebound to 127.0.0.1 is refused), and a reply needs the form's nonce and, when
the browser sends one, an `Origin` of this very server.
"""

from __future__ import annotations

import base64
import datetime as dt
import email
import hmac
import html
import ipaddress
import logging
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime, getaddresses, make_msgid, parsedate_to_datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlencode

from jinja2 import DictLoader, Environment, StrictUndefined
from markupsafe import Markup

from functions import signing
from functions.render.letters import mail_kinds
from functions.web.responses import SECURITY_HEADERS
from functions.web.site import cross_site
from rules import numbers

log = logging.getLogger(__name__)

SendReply = Callable[[EmailMessage], None]
"""Submits a reply message (in `pbm serve`: to the local SMTP server)."""

_KEY = re.compile(r"[A-Za-z0-9._,=-]+")  # Maildir file names without the ':2,flags' suffix
_URL = re.compile(r"https?://[^\s<>\"']+")
PREVIEW_CHARS = 120
PAGE_SIZE = 50  # mails a page of /outbox lists

_PAGE_HEADERS = {
    # The web app's headers; the mail's HTML is shown only inside a sandboxed frame of
    # /outbox/<key>/html, the one frame these pages may hold.
    **SECURITY_HEADERS,
    "Content-Security-Policy": SECURITY_HEADERS["Content-Security-Policy"]
    + "; frame-src 'self'",
    "Cache-Control": "no-store",
}
_MAIL_HTML_HEADERS = {
    # The mail's own HTML: no script, no fetches, only this site may frame it.
    "Content-Security-Policy": ("sandbox allow-popups allow-top-navigation-by-user-activation; "
                                "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
                                "frame-ancestors 'self'"),
    "X-Frame-Options": "SAMEORIGIN",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # links carry tokens: never to another site
    "Cache-Control": "no-store",
}
# Links in the mail open in the whole window, not inside the frame.
_BASE_TARGET = '<base target="_top">'

_TEMPLATES = {
    "layout.html": """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>{% block title %}Outbox{% endblock %} · pbm (local)</title>
<link rel="stylesheet" href="/static/style.css">
</head>
<body>
<header class="site"><span class="site-name">pbm · local outbox</span>
<nav><a href="/outbox">All mail</a><a href="/">Web</a></nav></header>
<main>
{% block main %}{% endblock %}
</main>
</body>
</html>
""",
    "list.html": """{% extends "layout.html" %}
{% block main %}
<h1>Outbox</h1>
<p class="note">Mail the service sent, newest first. Open one to read it and reply as its
recipient.{% if recipient %} Showing mail to <strong>{{ recipient }}</strong>
(<a href="/outbox">everyone</a>).{% endif %}</p>
{% if notice %}<p class="notice" role="status">{{ notice }}</p>{% endif %}
{% if recipients %}
<p>Recipients: {% for address in recipients %}<a href="{{ filter_href(address) }}">{{ address }}</a>{% if not loop.last %}, {% endif %}{% endfor %}</p>
{% endif %}
{% if mails %}
<div class="scroll"><table id="mails" class="stack">
<thead><tr><th>To</th><th>Kind</th><th>Preview</th><th>Subject</th><th>Time</th></tr></thead>
<tbody>
{% for mail in mails %}
<tr><td data-label="To">{{ mail.to }}</td><td class="nowrap" data-label="Kind">{{ mail.kind }}</td>
<td><a href="/outbox/{{ mail.key }}">{{ mail.preview or "(empty)" }}</a></td>
<td data-label="Subject">{{ mail.subject or "(no subject)" }}</td>
<td class="nowrap" data-label="Time"><time>{{ mail.time }}</time></td></tr>
{% endfor %}
</tbody>
</table></div>
{% if pages > 1 %}
<nav class="pages" aria-label="pages"><p>Page {{ page }} of {{ pages }} ({{ total }} mails).
{% if page > 1 %}<a rel="prev" href="{{ page_href(page - 1) }}">Newer</a>{% endif %}
{% if page < pages %}<a rel="next" href="{{ page_href(page + 1) }}">Older</a>{% endif %}</p></nav>
{% endif %}
{% else %}
<p>No mail yet.</p>
{% endif %}
{% endblock %}
""",
    "mail.html": """{% extends "layout.html" %}
{% block title %}{{ mail.subject }}{% endblock %}
{% block main %}
<h1>{{ mail.subject or "(no subject)" }}</h1>
<div class="scroll"><table class="headers">
<tr><th>From</th><td>{{ mail.sender }}</td></tr>
<tr><th>To</th><td><a href="{{ filter_href(mail.to_address) }}">{{ mail.to }}</a></td></tr>
<tr><th>Reply-To</th><td>{{ mail.reply_to }}</td></tr>
<tr><th>Date</th><td>{{ mail.time }}</td></tr>
</table></div>
<form method="post" action="/outbox/{{ mail.key }}/reply">
<input type="hidden" name="nonce" value="{{ nonce }}">
<label for="reply">Reply as {{ mail.to }}</label>
<textarea id="reply" name="body" rows="4" required></textarea>
<button type="submit">Send reply</button>
</form>
<nav class="replay">
{% if view == "html" %}<strong>HTML</strong> <a href="/outbox/{{ mail.key }}">Text</a>
{% else %}<a href="/outbox/{{ mail.key }}?view=html">HTML</a> <strong>Text</strong>{% endif %}
</nav>
{% if view == "html" %}
<iframe class="mail-html" title="the HTML part" src="/outbox/{{ mail.key }}/html"
  sandbox="allow-popups allow-top-navigation-by-user-activation" width="100%" height="900"></iframe>
{% else %}
<pre class="board-text mail-text">{{ text }}</pre>
{% endif %}
{% endblock %}
""",
}

_env = Environment(loader=DictLoader(_TEMPLATES), autoescape=True, undefined=StrictUndefined,
                   trim_blocks=True, lstrip_blocks=True)


@dataclass(frozen=True)
class Sent:
    """One mail of the outbox, as the list shows it."""

    key: str
    path: Path
    to: str
    to_address: str
    sender: str
    reply_to: str
    subject: str
    time: str
    order: tuple[int, str]  # delivery time (file mtime), then the name: newest sorts last
    kind: str = ""  # the notification kind ("your turn"), where the Message-ID names one
    preview: str = ""  # the text's first paragraph after the greeting


class OutboxView:
    """The `/outbox` pages over the Maildir at `directory`; replies go to `send_reply`."""

    def __init__(self, directory: Path | str, send_reply: SendReply, domain: str = "localhost"):
        self.directory = Path(directory)
        self._send_reply = send_reply
        self._domain = domain
        self._nonce_key = os.urandom(32)  # the reply forms of this process only

    @staticmethod
    def handles(path: str) -> bool:
        """Whether a request path belongs to these pages."""
        return path == "/outbox" or path.startswith("/outbox/")

    def resolve(self, event: dict[str, Any]) -> dict[str, Any]:
        """The HTTP API v2 response for an event whose path `handles` accepts."""
        method = event["requestContext"]["http"]["method"]
        if not _from_this_machine(event):
            return _text(403, "the outbox answers only on this machine (http://127.0.0.1:PORT)")
        parts = event.get("rawPath", "/").strip("/").split("/")[1:]
        query = event.get("queryStringParameters") or {}
        if not parts and method == "GET":
            return self._list(query.get("to", ""), query.get("sent", ""),
                              numbers.whole_or(query.get("page"), 1, digits=9, low=1))
        sent = self._find(parts[0]) if parts else None
        if sent is None:
            return _text(404, "no such mail in the outbox")
        rest = parts[1:]
        if not rest and method == "GET":
            return self._show(sent, query.get("view", "text"))
        if rest == ["html"] and method == "GET":
            return self._html_part(sent)
        if rest == ["reply"] and method == "POST":
            if not _same_origin(event) or not hmac.compare_digest(
                    _form_field(event, "nonce"), self._nonce(sent.key)):
                return _text(403, "this reply form is not from this outbox; reload the mail")
            return self._reply(sent, _form_field(event, "body"))
        return _text(405 if rest in ([], ["html"], ["reply"]) else 404, "not here")

    def mails(self) -> list[Sent]:
        """Every mail in the outbox, newest first."""
        found = [self._summary(key, path) for key, path in self._files()]
        return sorted(found, key=lambda sent: sent.order, reverse=True)

    def _list(self, recipient: str, notice_key: str, page: int = 1) -> dict[str, Any]:
        mails = self.mails()
        recipients = sorted({m.to_address for m in mails})
        if recipient:
            mails = [m for m in mails if m.to_address == recipient.lower()]
        pages = max((len(mails) + PAGE_SIZE - 1) // PAGE_SIZE, 1)
        page = min(page, pages)
        total = len(mails)
        mails = mails[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]
        notice = ""
        replied = self._find(notice_key) if notice_key else None
        if replied is not None:
            notice = (f"Reply sent to {replied.reply_to}. The answer appears here in a moment "
                      "(reload the page).")
        def page_href(n: int) -> str:
            return "/outbox?" + urlencode({**({"to": recipient} if recipient else {}),
                                            "page": n})
        return _page("list.html", mails=mails, recipients=recipients, recipient=recipient,
                     notice=notice, filter_href=_filter_href, page=page, pages=pages,
                     total=total, page_href=page_href)

    def _show(self, sent: Sent, view: str) -> dict[str, Any]:
        message = _read(sent.path)
        return _page("mail.html", mail=sent, view="html" if view == "html" else "text",
                     text=_linked(_part(message, "plain")), filter_href=_filter_href,
                     nonce=self._nonce(sent.key))

    def _nonce(self, key: str) -> str:
        """The reply form's nonce for one mail: only a page this process drew knows it."""
        return signing.digest(self._nonce_key, b"", key.encode(), 16).hex()

    def _html_part(self, sent: Sent) -> dict[str, Any]:
        message = _read(sent.path)
        body = _part(message, "html") or f"<pre>{html.escape(_part(message, 'plain'))}</pre>"
        return {"statusCode": 200, "body": _BASE_TARGET + body,
                "headers": {"Content-Type": "text/html; charset=utf-8", **_MAIL_HTML_HEADERS}}

    def _reply(self, sent: Sent, body: str) -> dict[str, Any]:
        if not body.strip():
            return _text(400, "the reply is empty")
        self._send_reply(reply_message(_read(sent.path), body, self._domain))
        location = f"/outbox?{urlencode({'to': sent.to_address, 'sent': sent.key})}"
        return {"statusCode": 303, "body": "",
                "headers": {"Location": location, "Content-Type": "text/plain",
                            **_PAGE_HEADERS}}

    def _files(self) -> Iterable[tuple[str, Path]]:
        for sub in ("new", "cur"):
            folder = self.directory / sub
            if folder.is_dir():
                for entry in os.scandir(folder):
                    if entry.is_file() and not entry.name.startswith("."):
                        yield entry.name.split(":", 1)[0], Path(entry.path)

    def _find(self, key: str) -> Sent | None:
        if not _KEY.fullmatch(key):
            return None
        for found, path in self._files():
            if found == key:
                return self._summary(key, path)
        return None

    @staticmethod
    def _summary(key: str, path: Path) -> Sent:
        message = _read(path)
        to = str(message.get("To", ""))
        addresses = getaddresses([to])
        return Sent(key=key, path=path, to=to,
                    to_address=addresses[0][1].lower() if addresses else "",
                    sender=str(message.get("From", "")),
                    reply_to=str(message.get("Reply-To", "") or message.get("From", "")),
                    subject=str(message.get("Subject", "")), time=_time(message.get("Date")),
                    order=(path.stat().st_mtime_ns, key),
                    kind=mail_kind(str(message.get("Message-ID", ""))),
                    preview=preview(_part(message, "plain")))


def _loopback(host: str) -> bool:
    """Whether a host name (no port) names this machine: a loopback address or `localhost`."""
    host = host.strip("[]").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _host_name(host: str) -> str:
    """'127.0.0.1:8000' -> '127.0.0.1', '[::1]:8000' -> '[::1]'."""
    if host.startswith("["):
        return host.partition("]")[0] + "]"
    return host.rpartition(":")[0] if ":" in host else host


def _from_this_machine(event: dict[str, Any]) -> bool:
    """A loopback client that asked for a loopback name (DNS rebinding sends another)."""
    source = event["requestContext"]["http"].get("sourceIp", "")
    host = (event.get("headers") or {}).get("host", "")
    return _loopback(source) and _loopback(_host_name(host))


def _same_origin(event: dict[str, Any]) -> bool:
    """What the browser says of where the post comes from names this very server (no word of
    it, from an older client: the nonce decides)."""
    headers = event.get("headers") or {}
    host = headers.get("host", "")
    return not cross_site(headers.get("sec-fetch-site", ""), headers.get("origin", ""), host,
                          f"http://{host}")


def reply_message(original: EmailMessage, text: str, domain: str) -> EmailMessage:
    """The reply a mail client would send to `original`, with `text` above the quoted original."""
    reply = EmailMessage()
    reply["From"] = str(original.get("To", ""))
    reply["To"] = str(original.get("Reply-To") or original.get("From", ""))
    subject = str(original.get("Subject", ""))
    reply["Subject"] = subject if subject.lower().startswith("re:") else f"Re: {subject}"
    reply["Date"] = format_datetime(dt.datetime.now(dt.UTC))
    reply["Message-ID"] = make_msgid(domain=domain)
    original_id = str(original.get("Message-ID", "")).strip()
    if original_id:
        references = str(original.get("References", "")).split()
        reply["In-Reply-To"] = original_id
        reply["References"] = " ".join([*references, original_id])
    quoted = "\n".join(f"> {line}" if line else ">" for line in _part(original, "plain")
                       .splitlines())
    attribution = f"On {original.get('Date', 'an earlier day')}, {original.get('From', '')} wrote:"
    reply.set_content(f"{text.strip()}\n\n{attribution}\n{quoted}\n")
    return reply


def mail_kind(message_id: str) -> str:
    """The notification kind a Message-ID names ("<g1.8.your_turn.p1.g1.p1@host>" -> "your
    turn"), or '' for a mail the service did not send."""
    local = message_id.strip().strip("<>").partition("@")[0]
    kind = next((part for part in local.split(".") if part in mail_kinds()), "")
    return kind.replace("_", " ")


def preview(text: str) -> str:
    """The first paragraph of a mail's text after its greeting ("Hello Anna,"), on one line
    and cut to PREVIEW_CHARS."""
    blocks = [block.strip() for block in re.split(r"\n\s*\n", text) if block.strip()]
    if len(blocks) > 1 and "\n" not in blocks[0] and blocks[0].endswith(","):
        blocks = blocks[1:]  # the greeting
    first = " ".join(blocks[0].split()) if blocks else ""
    return first if len(first) <= PREVIEW_CHARS else first[:PREVIEW_CHARS - 1] + "…"


def _read(path: Path) -> EmailMessage:
    return email.message_from_bytes(path.read_bytes(), policy=policy.default)


def _part(message: EmailMessage, subtype: str) -> str:
    """The decoded text/<subtype> body of a message, or ''."""
    part = message.get_body(preferencelist=(subtype,))
    return part.get_content() if part is not None else ""


def _linked(text: str) -> Markup:
    """The text escaped, with its web addresses made links."""
    escaped = html.escape(text)
    return Markup(_URL.sub(lambda m: f'<a href="{m.group(0)}">{m.group(0)}</a>', escaped))


def _time(date: Any) -> str:
    try:
        return parsedate_to_datetime(str(date)).strftime("%Y-%m-%d %H:%M:%S")
    except (TypeError, ValueError):
        return ""


def _filter_href(address: str) -> str:
    return f"/outbox?to={quote(address, safe='@')}"


def _form_field(event: dict[str, Any], name: str) -> str:
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        body = base64.b64decode(body).decode("utf-8", errors="replace")
    return (parse_qs(body).get(name) or [""])[0]


def _page(template: str, **context: Any) -> dict[str, Any]:
    return {"statusCode": 200, "body": _env.get_template(template).render(**context),
            "headers": {"Content-Type": "text/html; charset=utf-8", **_PAGE_HEADERS}}


def _text(status: int, message: str) -> dict[str, Any]:
    return {"statusCode": status, "body": message,
            "headers": {"Content-Type": "text/plain; charset=utf-8", **_PAGE_HEADERS}}
