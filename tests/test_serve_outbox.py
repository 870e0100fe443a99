"""The local /outbox pages: the Maildir listed newest first, a mail as text and as sandboxed HTML,
and a reply box that writes the reply a mail client would write."""

from __future__ import annotations

import datetime as dt
import os
import re
from email.headerregistry import Address
from email.message import EmailMessage
from pathlib import Path

import pytest

from functions.local.outbox_view import OutboxView
from functions.local.resolver import LocalResolver
from functions.mail.inbound import parse_mail
from functions.mail.outbound import Thread, build_message
from functions.mail.transport import MaildirTransport
from tests.web_events import get as remote_get
from tests.web_events import post as remote_post

REPLY_TO = "play+abcdefghijklmnopqrstuvwxyz234567@pbm.localhost"


HERE = "127.0.0.1:8000"


def local(event: dict, host: str = HERE, source: str = "127.0.0.1",
          origin: str | None = "http://" + HERE) -> dict:
    """The event as a browser on this machine sends it to `pbm serve` on `host`."""
    event["headers"]["host"] = host
    event["requestContext"]["http"]["sourceIp"] = source
    event["headers"].pop("origin", None)
    if origin is not None and event["requestContext"]["http"]["method"] == "POST":
        event["headers"]["origin"] = origin
    return event


def get(path: str, query: dict[str, str] | None = None) -> dict:
    return local(remote_get(path, query))


def post(path: str, form: dict) -> dict:
    return local(remote_post(path, form))


def reply_form(view: OutboxView, key: str, body: str) -> dict:
    """The reply form of a mail's page, filled in (with the page's nonce)."""
    page = view.resolve(get(f"/outbox/{key}"))["body"]
    return {"nonce": re.search(r'name="nonce" value="([0-9a-f]+)"', page).group(1), "body": body}


def _mail(subject: str, to: str, notification: str, text: str = "Your move.\n",
          html: str = "<p>Your move.</p>") -> EmailMessage:
    name, _, domain = to.partition("@")
    return build_message(
        Thread("g1", "p1", subject, "pbm.localhost"), notification_id=notification,
        sender=Address("pbm", "pbm", "pbm.localhost"), to=Address(name.title(), name, domain),
        reply_to=REPLY_TO, text=text, html=html,
        date=dt.datetime(2025, 5, 1, 12, 0, tzinfo=dt.UTC))


@pytest.fixture
def outbox(tmp_path: Path) -> tuple[OutboxView, list[EmailMessage]]:
    """An outbox of three mails delivered in a known order, and the replies it sent."""
    maildir = tmp_path / "outbox"
    transport = MaildirTransport(maildir)
    for n, (subject, to) in enumerate([("[pbm] first", "anna@pbm.localhost"),
                                       ("[pbm] <script>alert(1)</script>", "cyril@pbm.localhost"),
                                       ("[pbm] third", "anna@pbm.localhost")]):
        transport.send(_mail(subject, to, f"n{n}", text=f"Mail {n}: see "
                             "http://127.0.0.1:8000/play/abc?x=1&y=2\n"), tags={})
    # delivery order is the files' modification time: make it explicit (mail n at second n)
    for path in (maildir / "new").iterdir():
        n = int(_message_id(path).removeprefix("<n").split(".")[0])
        os.utime(path, ns=(n * 10**9, n * 10**9))
    sent: list[EmailMessage] = []
    return OutboxView(maildir, sent.append, "pbm.localhost"), sent


def _message_id(path: Path) -> str:
    return next(line.split(" ", 1)[1] for line in path.read_text().splitlines()
                if line.startswith("Message-ID:"))


def _keys(view: OutboxView) -> list[str]:
    return [mail.key for mail in view.mails()]


def test_the_list_shows_the_newest_mail_first_and_escapes_subjects(outbox):
    view, _ = outbox
    page = view.resolve(get("/outbox"))
    assert page["statusCode"] == 200
    body = page["body"]
    rows = body.split('<table id="mails"', 1)[1]
    assert rows.index("third") < rows.index("alert") < rows.index("first")
    assert "<script>alert" not in body and "&lt;script&gt;alert(1)&lt;/script&gt;" in body
    assert "default-src 'self'" in page["headers"]["Content-Security-Policy"]


def test_the_list_keeps_one_recipients_mail(outbox):
    view, _ = outbox
    body = view.resolve(get("/outbox", {"to": "anna@pbm.localhost"}))["body"]
    assert "third" in body and "first" in body and "alert" not in body.split('<table id="mails"', 1)[1]


def test_the_list_pages_a_long_outbox(outbox, monkeypatch):
    from functions.local import outbox_view

    view, _ = outbox
    monkeypatch.setattr(outbox_view, "PAGE_SIZE", 2)
    first = view.resolve(get("/outbox"))["body"]
    rows = first.split('<table id="mails"', 1)[1].split("</table>", 1)[0]
    assert "third" in rows and "alert" in rows and "[pbm] first" not in rows
    assert "Page 1 of 2 (3 mails)" in first and 'href="/outbox?page=2"' in first
    second = view.resolve(get("/outbox", {"page": "2"}))["body"]
    rows = second.split('<table id="mails"', 1)[1].split("</table>", 1)[0]
    assert "[pbm] first" in rows and "third" not in rows and 'href="/outbox?page=1"' in second


def test_a_mail_shows_its_text_with_links_and_a_reply_box(outbox):
    view, _ = outbox
    key = _keys(view)[0]
    page = view.resolve(get(f"/outbox/{key}"))
    body = page["body"]
    assert "Mail 2: see" in body
    assert '<a href="http://127.0.0.1:8000/play/abc?x=1&amp;y=2">' in body
    assert f'action="/outbox/{key}/reply"' in body and "<textarea" in body
    assert REPLY_TO in body


def test_the_html_part_is_served_sandboxed_for_its_frame(outbox):
    view, _ = outbox
    key = _keys(view)[0]
    assert f'src="/outbox/{key}/html"' in view.resolve(get(f"/outbox/{key}", {"view": "html"}))["body"]
    part = view.resolve(get(f"/outbox/{key}/html"))
    assert part["body"].endswith("<p>Your move.</p>\n")
    assert part["headers"]["Content-Security-Policy"].startswith("sandbox ")


@pytest.mark.parametrize("path", ["/outbox/no-such-mail", "/outbox/..", "/outbox/%2e%2e%2fsecret"])
def test_an_unknown_mail_is_not_found(outbox, path):
    view, _ = outbox
    assert view.resolve(get(path))["statusCode"] == 404


def test_a_reply_is_written_like_a_mail_clients(outbox):
    view, sent = outbox
    key = _keys(view)[0]
    answer = view.resolve(post(f"/outbox/{key}/reply", reply_form(view, key, "velkou Prahu")))
    assert answer["statusCode"] == 303
    assert answer["headers"]["Location"].startswith("/outbox?to=anna%40pbm.localhost&sent=")
    (reply,) = sent
    assert reply["From"] == "Anna <anna@pbm.localhost>"
    assert reply["To"] == REPLY_TO
    assert reply["Subject"] == "Re: [pbm] third"
    assert reply["In-Reply-To"] == "<n2.g1.p1@pbm.localhost>"
    assert reply["References"] == "<game.g1.p1@pbm.localhost> <n2.g1.p1@pbm.localhost>"
    text = reply.get_content()
    assert text.startswith("velkou Prahu\n") and "\n> Mail 2: see" in text
    # the service's own inbound parsing sees just the new text and the token
    mail = parse_mail(reply.as_bytes(), [REPLY_TO])
    assert mail.reply.strip() == "velkou Prahu"
    assert mail.tokens == ("abcdefghijklmnopqrstuvwxyz234567",)


def test_an_empty_reply_is_refused(outbox):
    view, sent = outbox
    key = _keys(view)[0]
    answer = view.resolve(post(f"/outbox/{key}/reply", reply_form(view, key, "  ")))
    assert answer["statusCode"] == 400 and sent == []


class _App:
    def __init__(self):
        self.paths: list[str] = []

    def resolve(self, event, context):
        self.paths.append(event["rawPath"])
        return {"statusCode": 200, "body": "app"}


def test_the_local_resolver_routes_the_outbox_beside_the_app_and_wakes_after_posts(outbox):
    view, _ = outbox
    app, wakes = _App(), []
    site = LocalResolver(view, after_post=lambda: wakes.append(1))
    site.mount(app)
    assert "Outbox" in site.resolve(get("/outbox"), None)["body"]
    assert site.resolve(get("/play/x"), None)["body"] == "app"
    assert wakes == []
    site.resolve(post("/play/x", {"move": "1"}), None)
    assert app.paths == ["/play/x", "/play/x"] and wakes == [1]


def test_the_list_previews_each_mail_and_names_its_kind(tmp_path):
    transport = MaildirTransport(tmp_path / "outbox")
    transport.send(_mail("[pbm] Friday", "anna@pbm.localhost", "g1.8.your_turn.p1",
                         text="Hello Anna,\n\nYour move in Friday: move 8.\nRound 3.\n\n"
                              "Praha, 17 electors\n"), tags={})
    transport.send(_mail("[pbm] Friday", "bob@pbm.localhost", "g1.9.move_read_back.p2",
                         text="\n  Ahoj Bobe,\n\ntvůj tah byl přijat.\nPřečteno jako: <b>malá "
                              "v Brně</b>\n"), tags={})
    transport.send(_mail("[pbm] Friday", "cyd@pbm.localhost", "n7",
                         text="Board of the game\n" + "x" * 300 + "\n"), tags={})
    view = OutboxView(tmp_path / "outbox", [].append)
    rows = {mail.to_address: mail for mail in view.mails()}
    assert (rows["anna@pbm.localhost"].kind, rows["anna@pbm.localhost"].preview) == \
        ("your turn", "Your move in Friday: move 8. Round 3.")
    assert (rows["bob@pbm.localhost"].kind, rows["bob@pbm.localhost"].preview) == \
        ("move read back", "tvůj tah byl přijat. Přečteno jako: <b>malá v Brně</b>")
    assert rows["cyd@pbm.localhost"].kind == ""
    assert rows["cyd@pbm.localhost"].preview.startswith("Board of the game x")
    assert len(rows["cyd@pbm.localhost"].preview) <= 120
    body = view.resolve(get("/outbox"))["body"]
    assert "<th>Kind</th>" in body and "<th>Preview</th>" in body
    assert "your turn" in body and "Your move in Friday: move 8." in body
    assert "&lt;b&gt;malá v Brně&lt;/b&gt;" in body and "<b>malá" not in body


@pytest.mark.parametrize(("host", "source"), [
    ("games.example.org", "192.0.2.44"),       # another machine
    ("rebound.evil.example:8000", "127.0.0.1"),  # DNS rebinding: our address, their name
    ("127.0.0.1:8000", "192.0.2.44"),          # a loopback name from afar
    ("", "127.0.0.1"),                         # no Host at all
])
def test_the_outbox_answers_only_this_machine_by_a_loopback_name(outbox, host, source):
    view, sent = outbox
    key = _keys(view)[0]
    form = reply_form(view, key, "velkou Prahu")
    for event in (remote_get("/outbox"), remote_get(f"/outbox/{key}"),
                  remote_get(f"/outbox/{key}/html"), remote_post(f"/outbox/{key}/reply", form)):
        answer = view.resolve(local(event, host=host, source=source, origin=None))
        assert answer["statusCode"] == 403
        assert "@pbm.localhost" not in answer["body"] and "abcdefghij" not in answer["body"]
    assert sent == []


@pytest.mark.parametrize("host", ["localhost:8000", "[::1]:8000", "127.0.0.1:8000"])
def test_the_outbox_answers_every_loopback_name(outbox, host):
    view, _ = outbox
    answer = view.resolve(local(remote_get("/outbox"), host=host,
                                source="::1" if "::" in host else "127.0.0.1"))
    assert answer["statusCode"] == 200


def test_a_reply_needs_the_forms_nonce_and_this_servers_origin(outbox):
    view, sent = outbox
    key = _keys(view)[0]
    form = reply_form(view, key, "velkou Prahu")
    forged = {"body": "velkou Prahu", "nonce": "0" * 32}
    assert view.resolve(post(f"/outbox/{key}/reply", {"body": "x"}))["statusCode"] == 403
    assert view.resolve(post(f"/outbox/{key}/reply", forged))["statusCode"] == 403
    other_key = _keys(view)[1]  # a nonce is for one mail
    assert view.resolve(post(f"/outbox/{other_key}/reply", form))["statusCode"] == 403
    cross_site = local(remote_post(f"/outbox/{key}/reply", form),
                       origin="http://evil.example")
    assert view.resolve(cross_site)["statusCode"] == 403
    assert sent == []
    no_origin = local(remote_post(f"/outbox/{key}/reply", form), origin=None)
    assert view.resolve(no_origin)["statusCode"] == 303 and len(sent) == 1
