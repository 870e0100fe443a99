"""Hostile input, each case a reproduced defect: mails that cost too much to parse or crashed the
parser, a From that is not one mailbox, an explicit SPF fail under `lenient`, names and titles
that poison mail headers, and the secrets and files around the store."""

from __future__ import annotations

import asyncio
import io
import os
import stat
import sys
from email import policy
from email.headerregistry import Address
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path
from types import SimpleNamespace

import pytest
from web_events import SECRET as WEB_SECRET
from web_events import get, hidden, post

from functions import cli
from functions.compose import Parts
from functions.inbound_handler import Inbound
from functions.links import organizer_path
from functions.local.imap import parse_imap_url
from functions.local.smtp import ReplyHandler
from functions.mail import limits, tokens
from functions.mail.commands import parse_commands
from functions.mail.inbound import Unparseable, parse_mail
from functions.mail.outbound import Thread, build_message
from functions.mailroom import incoming
from functions.service import ErrorCode, GameService, PlayerSpec, ServiceError
from functions.settings import Settings, parse_relay, redact_url
from functions.storage.sqlite import SqliteStore

SECRET = b"hostile-test-secret"
SETTINGS = Settings(mail_domain="pbm.example.org", sender="pbm@pbm.example.org",
                        max_mail_bytes=200_000)
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]
HOSTILE = Path(__file__).parent / "mail" / "hostile"


@pytest.fixture
def game(game_service):
    return game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)


def reply_to(game, seat: str = "p1") -> str:
    token = tokens.sign_reply(SECRET, game.id, seat, game.version)
    return tokens.reply_address(token, SETTINGS.reply_local, SETTINGS.mail_domain)


def eml(name: str, game) -> bytes:
    """A mail of tests/mail/hostile/ addressed to Ann's reply address in `game`."""
    return (HOSTILE / f"{name}.eml").read_bytes().replace(b"{{REPLY_TO}}",
                                                          reply_to(game).encode())


def receive(service: GameService, raw: bytes, settings: Settings = SETTINGS,
            **receipt) -> incoming.Outcome:
    return incoming.handle(raw, service=service, secret=SECRET, settings=settings,
                           receipt=incoming.Receipt(**receipt))


def footprint(service: GameService, game_id: str) -> tuple:
    """What a mail could have changed: the game's version, its log and the pending mail."""
    view = service.view(game_id)
    return (view.game.version, len(view.log),
            sorted(n.id for n in service.store.pending_notifications(limit=1000)))


def mail_from(game, body: str = "resign", sender: str = "Ann <ann@example.org>",
              **headers: str) -> EmailMessage:
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = reply_to(game)
    mail["Subject"] = "Re: [pbm] your move"
    mail["Message-ID"] = f"<{abs(hash((body, sender)))}@client.example.org>"
    for name, value in headers.items():
        mail[name.replace("_", "-")] = value
    mail.set_content(body)
    return mail


def nested(game, depth: int = 1000) -> bytes:
    """A mail with a valid token whose multiparts nest `depth` deep (RecursionError before)."""
    head = (f"From: Ann <ann@example.org>\r\nTo: {reply_to(game)}\r\n"
            f"Subject: Re: move\r\nMIME-Version: 1.0\r\n"
            f"Content-Type: multipart/mixed; boundary=b0\r\n\r\n")
    parts = "".join(f"--b{n}\r\nContent-Type: multipart/mixed; boundary=b{n + 1}\r\n\r\n"
                    for n in range(depth))
    return (head + parts + "--b1000\r\nContent-Type: text/plain\r\n\r\nresign\r\n").encode()


def encoded_subject(game, size: int = 500_000) -> bytes:
    words = "=?utf-8?q?Tah_=C4=8D=C3=ADslo?= " * (size // 32)
    return (f"From: Ann <ann@example.org>\r\nTo: {reply_to(game)}\r\nSubject: {words}\r\n"
            f"\r\nresign\r\n").encode()


# ---- parsing cost and crashes, before any check --------------------------------------------

def test_a_thousand_nested_multiparts_are_dropped_not_a_crash(game_service, game):
    raw = nested(game)
    with pytest.raises(Unparseable, match="multipart"):
        parse_mail(raw)
    before = footprint(game_service, game.id)
    outcome = receive(game_service, raw)
    assert outcome.action == "dropped" and "unreadable" in outcome.detail
    assert footprint(game_service, game.id) == before


def test_a_subject_of_500_kb_of_encoded_words_is_refused_before_parsing(game_service, game):
    with pytest.raises(Unparseable, match="header"):
        parse_mail(encoded_subject(game))
    before = footprint(game_service, game.id)
    assert receive(game_service, encoded_subject(game)).action == "dropped"
    assert footprint(game_service, game.id) == before


@pytest.mark.parametrize("raw", [
    b"From: a@example.org\r\n" + b"X-Filler: " + b"x" * 70_000 + b"\r\n\r\nbody",
    b"From: a@example.org\r\n" + b"".join(b"X-%d: y\r\n" % n for n in range(600)) + b"\r\nbody",
    b"From: a@example.org\r\nSubject: " + b"x" * 20_000 + b"\r\n\r\nbody",
    b"From: a@example.org\r\nSubject: a\r\n" + b" folded\r\n" * 3000 + b"\r\nbody",
], ids=["header-block", "many-fields", "long-field", "long-folded-field"])
def test_oversized_header_blocks_and_fields_are_unparseable(raw):
    assert limits.refusal(raw)
    with pytest.raises(Unparseable):
        parse_mail(raw)


def test_ordinary_mail_is_within_every_limit():
    for path in sorted((Path(__file__).parent / "mail").glob("*.eml")):
        assert limits.refusal(path.read_bytes()) is None, path.name


def test_the_reply_address_pattern_reads_long_words_and_still_finds_tokens():
    token = tokens.sign_reply(SECRET, "g1", "p1", 3)
    assert tokens.tokens_in_text("a." * 20_000) == []
    assert tokens.tokens_in_text("a+" * 20_000 + "@x") == []
    text = "a" * 40_000 + f" play+{token}@pbm.example.org " + "token:" + "b" * 40_000
    assert tokens.tokens_in_text(text) == [token]
    assert tokens.tokens_in_text(f"Token: {token}.") == [token]


@pytest.mark.parametrize("body", ["." * 40_000 + "x", "On " * 13_000, "<a " * 13_000,
                                  "x\n" * 20_000, "<!--" * 10_000])
def test_pathological_bodies_parse_to_something(body):
    """Shapes that were quadratic or worse (trailing punctuation, the reply parser's quote
    header search, HTMLParser on unfinished tags) still give an answer."""
    for subtype in ("plain", "html"):
        mail = EmailMessage()
        mail["From"] = "a@example.org"
        mail.set_content(body, subtype=subtype)
        parsed = parse_mail(mail.as_bytes())
        assert isinstance(parse_commands(parsed.reply, "On Wrote"), list)


def test_a_stray_angle_bracket_in_html_stays_text():
    from functions.mail.html_text import html_to_text

    assert html_to_text("<p>3 <a 4</p><p>large <b>praha</b></p>") == "3 <a 4\nlarge praha"


# ---- From and verdicts -----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["from_display_name_is_another_address", "two_from_headers"])
def test_a_from_that_is_not_one_mailbox_is_refused_unanswered(game_service, game, name):
    raw = eml(name, game)
    assert parse_mail(raw).sender == ""
    before = footprint(game_service, game.id)
    outcome = receive(game_service, raw)
    assert outcome.action == "dropped" and "From" in outcome.detail
    assert footprint(game_service, game.id) == before  # Ann is not resigned, nobody is told


@pytest.mark.parametrize("sender", ["ann@example.org mallory@evil.example",
                                    "Ann <ann@example.org> <mallory@evil.example>",
                                    "ann@example.org, bob@example.org", "Ann\x00 <ann@example.org>",
                                    "ann", "undisclosed-recipients:;"])
def test_malformed_from_headers_are_refused(game_service, game, sender):
    raw = (f"From: {sender}\r\nTo: {reply_to(game)}\r\nSubject: x\r\n\r\nresign\r\n").encode()
    before = footprint(game_service, game.id)
    assert receive(game_service, raw).action == "dropped"
    assert footprint(game_service, game.id) == before


@pytest.mark.parametrize("sender", ['"ann@example.org" <ann@example.org>',
                                    "=?utf-8?q?Ann_Nov=C3=A1kov=C3=A1?= <ann@example.org>",
                                    "Ann N. Novak <ann@example.org>", "ann@example.org"])
def test_well_formed_from_headers_still_play(game_service, game, sender):
    assert parse_mail(mail_from(game, sender=sender).as_bytes()).sender == "ann@example.org"


def test_lenient_refuses_an_explicit_spf_fail(game_service, game):
    raw = eml("spf_fail_with_dkim_pass", game)
    before = footprint(game_service, game.id)
    outcome = receive(game_service, raw)
    assert outcome.action == "dropped" and "spf=fail" in outcome.detail
    assert footprint(game_service, game.id) == before
    assert incoming.sender_check({"dkim": "fail", "dmarc": "pass"}, "lenient")
    assert incoming.sender_check({"spf": "softfail", "dkim": "pass"}, "lenient") is None
    off = SETTINGS.model_copy(update={"verdicts": "off"})
    assert receive(game_service, raw, off).action != "dropped"


# ---- size first, at every entry ----------------------------------------------------------------

def big(game, size: int) -> bytes:
    return mail_from(game, body="resign\n" + ("x" * 70 + "\n") * (size // 71)).as_bytes()


def test_a_mail_over_the_limit_is_read_only_to_its_header_block(game_service, game):
    raw = big(game, 3_000_000)
    head = limits.head(raw)
    assert len(head) < 2_000 and head.endswith(b"\n\n")
    outcome = receive(game_service, head, size=len(raw))
    assert outcome.action == "refused" and f"{len(raw)} bytes" in outcome.detail


def test_pbm_mail_in_reads_no_more_than_the_limit_and_exits_0(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PBM_HOME", str(tmp_path))
    monkeypatch.setenv("PBM_MAX_MAIL_BYTES", "200000")
    monkeypatch.delenv("PBM_STORE", raising=False)
    head, size = cli.read_bounded(io.BytesIO(b"x" * 50_001 + b"\n\nbody"), 50_000)
    assert size == 50_007 and len(head) <= limits.MAX_HEADER_BYTES + 4
    for raw in (b"From: ann@example.org\r\nTo: play+x@pbm.localhost\r\n\r\n" + b"y" * 300_000,
                nested(SimpleNamespace(id="g1", version=1))):
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw)))
        assert cli.main(["mail-in"]) == 0
    out = capsys.readouterr().out
    assert "ignored: no valid reply token" in out and "dropped: unreadable mail" in out


class _Body:
    """An S3 streaming body that counts what was read of it."""

    def __init__(self, data: bytes):
        self._stream = io.BytesIO(data)
        self.read_bytes = 0

    def read(self, amount: int | None = None) -> bytes:
        chunk = self._stream.read() if amount is None else self._stream.read(amount)
        self.read_bytes += len(chunk)
        return chunk

    def close(self) -> None:
        pass


class _S3:
    def __init__(self, data: bytes):
        self.body = _Body(data)
        self.size = len(data)

    def get_object(self, Bucket: str, Key: str) -> dict:  # noqa: N803 - boto3's names
        return {"ContentLength": self.size, "Body": self.body}


def ses_event(message_id: str = "ses-1") -> dict:
    return {"Records": [{"ses": {"mail": {"messageId": message_id},
                                 "receipt": {"recipients": [], "spfVerdict": {"status": "PASS"}}}}]}


def inbound(game_service, data: bytes) -> tuple[Inbound, _S3]:
    settings = SETTINGS.model_copy(update={"inbound_bucket": "b", "store": "x"})
    s3 = _S3(data)
    parts = Parts(settings, game_service.store, game_service.clock, SECRET, game_service)
    return Inbound(parts, s3), s3


def test_the_lambda_reads_the_size_before_the_bytes(game_service, game):
    raw = big(game, 5_000_000)
    handler, s3 = inbound(game_service, raw)
    outcome = handler.process(ses_event())
    assert outcome.action == "refused" and str(len(raw)) in outcome.detail
    assert s3.body.read_bytes <= limits.MAX_HEADER_BYTES + 4


def test_the_lambda_succeeds_on_an_unreadable_mail(game_service, game):
    handler, _ = inbound(game_service, nested(game))
    assert handler.process(ses_event()).action == "dropped"  # no exception: SES does not retry


def test_local_smtp_accepts_and_drops_an_unreadable_mail(game_service, game):
    handled: list[incoming.Outcome] = []

    def process(raw, recipients, mail_from=None):
        handled.append(receive(game_service, raw, **{"recipients": tuple(recipients)}))

    envelope = SimpleNamespace(original_content=nested(game), rcpt_tos=[reply_to(game)],
                               mail_from="ann@example.org")
    answer = asyncio.run(ReplyHandler(process).handle_DATA(None, None, envelope))
    assert answer.startswith("250") and handled[0].action == "dropped"


# ---- names and titles ----------------------------------------------------------------------------

BAD_NAMES = ["Bob\r\nBcc: eve@evil.example", "=?utf-8?q?Bob=0D=0ABcc=3A_eve=40evil.example?=",
             "Bob\u2028Smith", "Bob\u2029", "Bob\x00", "Bob\tSmith", "B\u200bob", "Bob\u202e",
             "\u2066Bob\u2069", "Bob\u00ad", "Bo\ufe0fb", "\u3164", "x" * 101]
BAD_TITLES = ["Friday\r\nBcc: eve@evil.example", "=?utf-8?q?Fri=0D=0ABcc=3A_x?=", "Friday\u2028",
              "Fri\x1bday", "y" * 201]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_poisoned_name_is_refused_at_creation_and_replacement(game_service, game, name):
    players = [PlayerSpec(name, "eve@example.org", "en"), *PLAYERS[1:]]
    with pytest.raises(ServiceError) as refused:
        game_service.create("1926", players, "org@example.org")
    assert refused.value.code == ErrorCode.INVALID_REQUEST
    with pytest.raises(ServiceError) as refused:
        game_service.replace_player(game.id, "bob@example.org", name, "eve@example.org")
    assert refused.value.code == ErrorCode.INVALID_REQUEST
    assert game_service.view(game.id).game.seat("p2").email == "bob@example.org"


@pytest.mark.parametrize("title", BAD_TITLES)
def test_a_poisoned_title_is_refused(game_service, title):
    with pytest.raises(ServiceError) as refused:
        game_service.create("1926", PLAYERS, "org@example.org", title=title)
    assert refused.value.code == ErrorCode.INVALID_REQUEST and game_service.games() == []


def test_bob_and_an_invisible_bob_cannot_both_be_seated(game_service):
    with pytest.raises(ServiceError, match="invisible"):
        game_service.create("1926", [PlayerSpec("Bob", "bob@example.org"),
                                     PlayerSpec("B\u200bob", "bob2@example.org"),
                                     PlayerSpec("Cid", "cid@example.org")], "org@example.org")


def test_good_names_and_titles_are_kept(game_service):
    game = game_service.create("1926", [PlayerSpec("Anna  Nováková", "ann@example.org"),
                                        PlayerSpec("Zoë O'Brien-Łukasz", "zoe@example.org"),
                                        PlayerSpec("Cid 🎲", "cid@example.org")],
                               "org@example.org", title="Páteční 1926 — 👨‍👩‍👧 edition")
    assert [s.name for s in game.seats] == ["Anna Nováková", "Zoë O'Brien-Łukasz", "Cid 🎲"]
    assert game.title == "Páteční 1926 — 👨‍👩‍👧 edition"


def test_the_cli_refuses_a_poisoned_name_and_title_with_exit_2(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PBM_HOME", str(tmp_path))
    monkeypatch.delenv("PBM_STORE", raising=False)
    players = ["--player", "Ann <ann@example.org>", "--player", "Cid <cid@example.org>"]
    assert cli.main(["new", "1926", "--player", "B\u200bob <bob@example.org>", *players]) == 2
    assert cli.main(["new", "1926", "--player", "Bob <bob@example.org>", *players,
                     "--title", "=?utf-8?q?x=0D=0ABcc=3A_y?="]) == 2
    assert "invisible" in capsys.readouterr().err
    game_id = None
    assert cli.main(["new", "1926", "--player", "Bob <bob@example.org>", *players]) == 0
    game_id = capsys.readouterr().out.strip()
    assert cli.main(["replace", game_id, "bob@example.org",
                     "Eve\u2028Bcc <eve@example.org>"]) == 2
    assert "control character" in capsys.readouterr().err


def test_the_web_forms_refuse_poisoned_names_and_titles(app, game_service):
    dashboard = organizer_path(WEB_SECRET, "ann@example.org")
    fields = hidden(app.resolve(get(dashboard, {"lang": "en"}), None)["body"], "create-form")
    form = {**fields, "rules": "1926", "title": "Club\u2028night",
            "players": "Ann <ann@example.org>\nBob <bob@example.org>\nCid <cid@example.org>"}
    answer = app.resolve(post(f"{dashboard}/games", form, {"lang": "en"}), None)
    assert answer["statusCode"] == 422 and "control character" in answer["body"]
    form = {**form, "title": "Club night",
            "players": "Ann <ann@example.org>\nB\u200bob <bob@example.org>\nCid <cid@example.org>"}
    answer = app.resolve(post(f"{dashboard}/games", form, {"lang": "en"}), None)
    assert answer["statusCode"] == 422 and "invisible" in answer["body"]
    assert game_service.games() == []


def test_an_outgoing_header_never_carries_a_line_break():
    poison = "=?utf-8?q?Bob=0D=0ABcc=3A_eve=40evil.example?= \u2028 x"
    message = build_message(
        Thread("g1", "p1", f"[pbm] {poison}", "pbm.example.org"), notification_id="n1",
        sender=Address("pbm", addr_spec="pbm@pbm.example.org"),
        to=Address(poison, addr_spec="bob@example.org"), reply_to="play+x@pbm.example.org",
        text="t", html="<p>t</p>", date=__import__("datetime").datetime(2025, 5, 1))
    parsed = BytesParser(policy=policy.default).parsebytes(message.as_bytes())
    assert parsed["Bcc"] is None
    assert [a.addr_spec for a in parsed["To"].addresses] == ["bob@example.org"]
    assert "\n" not in str(parsed["Subject"]) and "\r" not in str(parsed["To"])


# ---- secrets and files ---------------------------------------------------------------------------

def test_the_store_file_and_its_journal_are_private(tmp_path, game_service):
    store = SqliteStore(tmp_path / "home" / "pbm.sqlite3")
    try:
        GameService(store, game_service.clock, game_service.secrets).create(
            "1926", PLAYERS, "org@example.org", start=True)
        for name in ("pbm.sqlite3", "pbm.sqlite3-wal", "pbm.sqlite3-shm"):
            path = tmp_path / "home" / name
            assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, name
    finally:
        store.close()


@pytest.mark.parametrize("spec", ["user:s3cr3t@relay.example.org:25", "user:s3cr3t@relay:x",
                                  "smtp+starttls://user:s3cr3t@relay.example.org:abc",
                                  "smtp+starttls://user:s3cr3t@[::1", "ftp://user:s3cr3t@host",
                                  "smtp+starttls://user:s3cr3t@"])
def test_a_malformed_relay_url_never_shows_its_password(spec):
    with pytest.raises(ValueError) as refused:
        parse_relay(spec)
    assert "s3cr3t" not in str(refused.value)


@pytest.mark.parametrize("url", ["imaps://user:s3cr3t@[bad/INBOX", "imaps://user:s3cr3t@host:x",
                                 "imap4://user:s3cr3t@host", "imaps://:s3cr3t@host",
                                 "user:s3cr3t@host"])
def test_a_malformed_imap_url_never_shows_its_password(url):
    with pytest.raises(ValueError) as refused:
        parse_imap_url(url)
    assert "s3cr3t" not in str(refused.value)


def test_redacted_urls_keep_where_but_not_who():
    assert redact_url("smtp+starttls://u:p@w@relay:587") == "smtp+starttls://***@relay:587"
    assert redact_url("relay.example.org:25") == "relay.example.org:25"


def test_pbm_serve_takes_the_imap_url_from_the_environment(tmp_path):
    from functions.local.serve import settings_from

    args = SimpleNamespace(imap=None, store=None, smtp_relay=None, http="127.0.0.1:0",
                           smtp="127.0.0.1:0", demo=False)
    settings = settings_from(args, {"PBM_HOME": str(tmp_path),
                                    "PBM_IMAP": "imaps://pbm%40example.org:pw@imap.example.org"})
    assert settings.imap is not None and settings.imap.user == "pbm@example.org"
    assert settings.imap.host == "imap.example.org" and settings.imap.password == "pw"


@pytest.mark.parametrize("header", ["To: team: ann@example.org, bob: bob@example.org;;",
                                    "From: a: b: ann@example.org;;"])
def test_nested_address_groups_do_not_crash_the_parser(game_service, game, header):
    """Found by the fuzzer: the standard library raises AttributeError on a group in a group."""
    raw = (f"From: Ann <ann@example.org>\r\n{header}\r\nDelivered-To: {reply_to(game)}\r\n"
           f"Subject: x\r\n\r\nresign\r\n").encode()
    if header.startswith("From"):
        raw = raw.replace(b"From: Ann <ann@example.org>\r\n", b"", 1)
    before = footprint(game_service, game.id)
    try:
        outcome = receive(game_service, raw)
    except incoming.UnreadableMail:
        outcome = None
    assert outcome is None or outcome.action in ("dropped", "refused", "answered", "played")
    if header.startswith("From"):
        assert footprint(game_service, game.id) == before
