"""Outgoing mail: the threaded message builder and the SES, SMTP and Maildir transports."""

from __future__ import annotations

import datetime as dt
import email
import ipaddress
import mailbox
import smtplib
import socket
import ssl
from email import policy
from email.headerregistry import Address, HeaderRegistry
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import boto3
import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from moto import mock_aws
from moto.core import DEFAULT_ACCOUNT_ID
from moto.ses.models import ses_backends

from functions.mail import outbound
from functions.mail.outbound import Thread, add_unsubscribe, build_message
from functions.mail.transport import (
    SENDER_BLOCKED,
    Deferred,
    MaildirTransport,
    Refused,
    SenderBlocked,
    SesTransport,
    SmtpTransport,
)

THREAD = Thread("k7Qm2Xa9", "p2", "Hra 1926 – Primárky", "pbm.example.com")
REPLY_TO = "play+aaejhnbg3f3l2aqkoyaaaaampmw2vtgolfcmrjls@pbm.example.com"
TAGS = {"game": "k7Qm2Xa9", "player": "p2"}


def turn_message(notification_id: str = "n0042") -> EmailMessage:
    return build_message(
        THREAD,
        notification_id=notification_id,
        sender=Address("Hra 1926", addr_spec="play@pbm.example.com"),
        to=Address("Petr Svoboda", addr_spec="petr.svoboda@gmail.com"),
        reply_to=REPLY_TO,
        text="Jsi na tahu.\n1. velkou do Prahy\n",
        html="<p>Jsi na tahu.</p><ol><li>velkou do Prahy</li></ol>",
        date=dt.datetime(2025, 3, 3, 10, 15, tzinfo=dt.UTC),
    )


def reparsed(raw: bytes) -> EmailMessage:
    return email.message_from_bytes(raw, policy=policy.default)


def test_messages_of_a_thread_share_subject_and_root() -> None:
    first, second = turn_message("n0042"), turn_message("n0043")
    assert first["Subject"] == second["Subject"] == "Hra 1926 – Primárky"
    assert first["In-Reply-To"] == second["References"] == "<game.k7Qm2Xa9.p2@pbm.example.com>"
    assert first["Message-ID"] != second["Message-ID"]
    assert turn_message("n0042")["Message-ID"] == first["Message-ID"]  # a retry is the same mail
    other_seat = Thread("k7Qm2Xa9", "p3", THREAD.subject, THREAD.domain)
    assert other_seat.root_id != THREAD.root_id


def test_message_is_text_and_html_with_reply_to_and_robot_headers() -> None:
    message = reparsed(turn_message().as_bytes())
    assert message.get_content_type() == "multipart/alternative"
    assert message["Reply-To"] == REPLY_TO
    assert message["Auto-Submitted"] == "auto-generated"
    assert "velkou do Prahy" in message.get_body(("plain",)).get_content()
    assert "<ol>" in message.get_body(("html",)).get_content()


def test_a_part_that_writes_the_boundary_out_does_not_cut_the_mail() -> None:
    # the boundary is the mail's own (no pattern drawn and searched for each mail): a player's
    # words that spell it, at a line's start, in either part, stay words of that part
    boundary = turn_message().get_boundary()
    said = f"--{boundary}\nContent-Type: text/html\n\n<b>forged</b>\n--{boundary}--\n"
    message = build_message(
        THREAD, notification_id="n0042",
        sender=Address("Hra 1926", addr_spec="play@pbm.example.com"),
        to=Address("Petr Svoboda", addr_spec="petr.svoboda@gmail.com"), reply_to=REPLY_TO,
        text="Ann píše:\n" + said, html="<pre>\n" + said + "</pre>",
        date=dt.datetime(2025, 3, 3, 10, 15, tzinfo=dt.UTC))
    assert boundary and message.get_boundary() == boundary  # the same mail again, alike
    again = reparsed(message.as_bytes())
    parts = list(again.iter_parts())
    assert [part.get_content_type() for part in parts] == ["text/plain", "text/html"]
    assert parts[0].get_content() == "Ann píše:\n" + said
    assert said in parts[1].get_content()


# mails whose headers the standard library parses the hard way: diacritics in names and
# subjects, a display name with a comma and quotes, a subject longer than a line, a tag in the
# address, an unsubscribe header of two URIs
HEADER_CASES = [
    (Thread("Zq81vC0d", "p1", "Diplomacie u Čtvrtků – Vídeň", "hraj.example.cz"),
     Address("Správce hry", addr_spec="hra@hraj.example.cz"),
     Address("Novák, Jiří \"Jirka\"", addr_spec="jiri.novak+hry@seznam.cz"), None),
    (Thread("mM3kq9Lw", "p4", "1926", "pbm.example.com"),
     Address("Hra 1926", addr_spec="play@pbm.example.com"),
     Address("Žofie Dvořáková-Šťastná", addr_spec="zofie@centrum.cz"),
     "Žofie, hraje se dál: Praha a Brno padly, Morava čeká na tvůj tah, a to do pátku večer"),
    (Thread("a0B1c2D3", "p2", "Evening game", "pbm.example.com"),
     Address("", addr_spec="play@pbm.example.com"),
     Address("O'Brien", addr_spec="o.brien@example.ie"), "Re: your move"),
]


@pytest.mark.parametrize(("thread", "sender", "to", "subject"), HEADER_CASES)
def test_mails_are_written_as_the_standard_librarys_header_classes_write_them(
        monkeypatch: pytest.MonkeyPatch, thread: Thread, sender: Address, to: Address,
        subject: str | None) -> None:
    # the header classes are made once (functions.mail.header_kinds), not for every header: the
    # same bytes either way, every time
    def written() -> bytes:
        message = build_message(
            thread, notification_id="n7", sender=sender, to=to, reply_to=REPLY_TO,
            text="Tah 3.\n", html="<p>Tah 3.</p>", subject=subject,
            date=dt.datetime(2026, 1, 5, 18, 0, tzinfo=dt.UTC))
        add_unsubscribe(message, "https://pbm.example.com/unsubscribe/" + "x" * 80,
                        "mailto:unsubscribe@pbm.example.com")
        return message.as_bytes()

    ours = [written(), written()]
    monkeypatch.setattr(outbound, "MAIL_POLICY",
                        outbound.MAIL_POLICY.clone(header_factory=HeaderRegistry()))
    assert ours == [written(), written()]
    again = reparsed(ours[0])
    assert again["To"].addresses[0].display_name == to.display_name
    assert again["Subject"] == (subject or thread.subject)


def test_notification_id_must_be_safe_in_a_message_id() -> None:
    with pytest.raises(ValueError):
        THREAD.message_id("a b@c")


def test_maildir_writes_a_readable_message(tmp_path: Path) -> None:
    outbox = tmp_path / "outbox"
    message_id = MaildirTransport(outbox).send(turn_message(), tags=TAGS)
    stored = list(mailbox.Maildir(outbox, create=False))
    assert len(stored) == 1
    message = reparsed(stored[0].as_bytes())
    assert message["Message-ID"] == message_id == THREAD.message_id("n0042")
    assert message["Subject"] == THREAD.subject
    assert "velkou do Prahy" in message.get_body(("plain",)).get_content()


class FakeSes:
    """Records send_email requests as a boto3 sesv2 client would receive them."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []

    def send_email(self, **request: Any) -> dict[str, str]:
        self.requests.append(request)
        return {"MessageId": f"ses-{len(self.requests)}"}


def test_ses_request_carries_raw_mime_configuration_set_and_clean_tags() -> None:
    fake = FakeSes()
    sent_id = SesTransport(fake, "pbm-mail").send(
        turn_message(), tags={"game": "k7Qm2Xa9", "player": "Petr Svoboda"}
    )
    assert sent_id == "ses-1"
    (request,) = fake.requests
    assert request["ConfigurationSetName"] == "pbm-mail"
    assert request["EmailTags"] == [
        {"Name": "game", "Value": "k7Qm2Xa9"},
        {"Name": "player", "Value": "Petr_Svoboda"},
    ]
    assert reparsed(request["Content"]["Raw"]["Data"])["Reply-To"] == REPLY_TO


@mock_aws
def test_ses_sends_the_raw_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    client = boto3.client("sesv2", region_name="eu-central-1")
    client.create_email_identity(EmailIdentity="pbm.example.com")
    client.create_configuration_set(ConfigurationSetName="pbm-mail")

    sent_id = SesTransport(client, "pbm-mail").send(turn_message(), tags=TAGS)

    sent = ses_backends[DEFAULT_ACCOUNT_ID]["eu-central-1"].sent_messages
    assert [m.id for m in sent] == [sent_id]
    message = reparsed(sent[0].raw_data.encode())
    assert message["Message-ID"] == THREAD.message_id("n0042")
    assert message["To"] == "Petr Svoboda <petr.svoboda@gmail.com>"


# --- SMTP against a local aiosmtpd server with STARTTLS and AUTH ---------------------------


def self_signed(tmp_path: Path) -> tuple[Path, Path]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


class Inbox:
    """aiosmtpd handler that keeps what it received and whether the session was secure."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802
        self.received.append(
            {
                "from": envelope.mail_from,
                "to": envelope.rcpt_tos,
                "data": envelope.content,
                "tls": session.ssl is not None,
                "login": session.auth_data.login if session.authenticated else None,
            }
        )
        return "250 OK"


def check_password(server: Any, session: Any, envelope: Any, mechanism: str, auth_data: Any):
    ok = isinstance(auth_data, LoginPassword) and (auth_data.login, auth_data.password) == (
        b"pbm",
        b"s3cret",
    )
    return AuthResult(success=ok, handled=False, auth_data=auth_data if ok else None)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def smtp_server(tmp_path: Path):
    cert, key = self_signed(tmp_path)
    server_tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_tls.load_cert_chain(cert, key)
    inbox = Inbox()
    controller = Controller(
        inbox,
        hostname="127.0.0.1",
        port=free_port(),
        tls_context=server_tls,
        require_starttls=True,
        authenticator=check_password,
        auth_require_tls=True,
    )
    controller.start()
    try:
        yield controller, inbox, ssl.create_default_context(cafile=str(cert))
    finally:
        controller.stop()


def test_smtp_sends_over_starttls_with_login(smtp_server) -> None:
    controller, inbox, client_tls = smtp_server
    transport = SmtpTransport(
        "127.0.0.1", controller.port, username="pbm", password="s3cret", tls_context=client_tls
    )
    assert transport.send(turn_message(), tags=TAGS) == THREAD.message_id("n0042")
    (delivery,) = inbox.received
    assert delivery["tls"] and delivery["login"] == b"pbm"
    assert delivery["from"] == "play@pbm.example.com"
    assert delivery["to"] == ["petr.svoboda@gmail.com"]
    assert reparsed(delivery["data"])["Reply-To"] == REPLY_TO


def test_smtp_wrong_password_raises(smtp_server) -> None:
    controller, inbox, client_tls = smtp_server
    transport = SmtpTransport(
        "127.0.0.1", controller.port, username="pbm", password="wrong", tls_context=client_tls
    )
    with pytest.raises(smtplib.SMTPAuthenticationError):
        transport.send(turn_message(), tags=TAGS)
    assert inbox.received == []


class Refusing:
    """aiosmtpd handler that answers RCPT TO with a fixed reply."""

    def __init__(self, reply: str) -> None:
        self.reply = reply

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,  # noqa: N802
                          options: Any) -> str:
        return self.reply


@pytest.mark.parametrize(("reply", "error"), [
    ("550 5.1.1 <petr.svoboda@gmail.com>: no such user", Refused),
    ("452 4.2.2 mailbox full", Deferred),
])
def test_smtp_refusals_say_whether_to_try_again(reply, error) -> None:
    controller = Controller(Refusing(reply), hostname="127.0.0.1", port=free_port())
    controller.start()
    try:
        transport = SmtpTransport("127.0.0.1", controller.port, starttls=False)
        with pytest.raises(error, match=reply[:3]) as raised:
            transport.send(turn_message(), tags=TAGS)
    finally:
        controller.stop()
    assert getattr(raised.value, "recipient", True)


class RejectingSes:
    """An SES client that refuses every message with one error code."""

    def __init__(self, code: str) -> None:
        self.code = code

    def send_email(self, **request: Any) -> dict[str, str]:
        from botocore.exceptions import ClientError

        raise ClientError({"Error": {"Code": self.code, "Message": "no"}}, "SendEmail")


def test_ses_permanent_errors_are_refusals_of_the_message_and_others_stay_errors() -> None:
    from botocore.exceptions import ClientError

    with pytest.raises(Refused) as rejected:  # a virus found in it: this message, not its reader
        SesTransport(RejectingSes("MessageRejected")).send(turn_message(), tags=TAGS)
    assert not rejected.value.recipient
    with pytest.raises(Refused) as bad:
        SesTransport(RejectingSes("BadRequestException")).send(turn_message(), tags=TAGS)
    assert not bad.value.recipient
    with pytest.raises(ClientError):
        SesTransport(RejectingSes("TooManyRequestsException")).send(turn_message(), tags=TAGS)


@pytest.mark.parametrize("code, text", [
    ("AccessDeniedException", "User is not authorized to perform ses:SendRawEmail"),
    ("AccessDenied", "not authorized"),
    ("MessageRejected", "Email address is not verified. The following identities failed the "
                        "check in region EU-WEST-1: hrac@example.cz"),
    ("MailFromDomainNotVerifiedException", "mail from domain not verified"),
    ("SendingPausedException", "sending is paused for this account"),
])
def test_ses_refusing_the_service_itself_is_the_operators_error_not_a_refusal(code, text) -> None:
    class Ses(RejectingSes):
        def send_email(self, **request: Any) -> dict[str, str]:
            from botocore.exceptions import ClientError

            raise ClientError({"Error": {"Code": code, "Message": text}}, "SendEmail")

    with pytest.raises(SenderBlocked) as blocked:
        SesTransport(Ses(code)).send(turn_message(), tags=TAGS)
    assert not isinstance(blocked.value, Refused)
    assert SENDER_BLOCKED in str(blocked.value) and code in str(blocked.value)
    assert blocked.value.response["Error"]["Code"] == code  # a delivery pass stops on it


class CountingSes:
    """An SES client that sends everything and tells its account's quota (GetAccount)."""

    def __init__(self, rate: float) -> None:
        self.rate, self.sent, self.asked = rate, 0, 0

    def get_account(self) -> dict[str, Any]:
        self.asked += 1
        return {"SendQuota": {"MaxSendRate": self.rate, "Max24HourSend": 50000.0,
                              "SentLast24Hours": 120.0}}

    def send_email(self, **request: Any) -> dict[str, str]:
        self.sent += 1
        return {"MessageId": f"m{self.sent}"}


class Clockwork:
    """time.monotonic and time.sleep of a test: sleeping moves the clock, nothing waits."""

    def __init__(self) -> None:
        self.now, self.slept = 100.0, []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def test_ses_sends_in_a_burst_keep_to_the_accounts_max_send_rate() -> None:
    ses, clock = CountingSes(rate=14.0), Clockwork()
    transport = SesTransport(ses, sleep=clock.sleep, monotonic=clock.monotonic)
    started = clock.now
    for _ in range(15):
        transport.send(turn_message(), tags=TAGS)
    assert ses.sent == 15 and ses.asked == 1  # the rate is read once
    assert clock.now - started == pytest.approx(14 / 14.0)  # 15 sends, 14 intervals


def test_ses_sends_at_play_by_mail_pace_never_wait_nor_ask_the_rate() -> None:
    ses, clock = CountingSes(rate=1.0), Clockwork()
    transport = SesTransport(ses, sleep=clock.sleep, monotonic=clock.monotonic)
    for _ in range(3):
        transport.send(turn_message(), tags=TAGS)
        clock.now += 60.0  # a mail a minute
    assert ses.sent == 3 and ses.asked == 0 and clock.slept == []


def test_ses_sends_a_batch_of_a_few_at_once_without_asking_the_rate() -> None:
    from functions.mail.transport import UNASKED_BURST

    ses, clock = CountingSes(rate=1.0), Clockwork()  # the sandbox's rate
    transport = SesTransport(ses, sleep=clock.sleep, monotonic=clock.monotonic)
    for _ in range(UNASKED_BURST):  # a move's mails, a game start's
        transport.send(turn_message(), tags=TAGS)
        clock.now += 0.05
    assert ses.sent == UNASKED_BURST and ses.asked == 0 and clock.slept == []
    started = clock.now - UNASKED_BURST * 0.05
    transport.send(turn_message(), tags=TAGS)  # one more in the same second: the rate is read
    assert ses.asked == 1 and clock.now == pytest.approx(started + UNASKED_BURST / 1.0)
    clock.now += 60.0  # a minute later a new burst goes at once again
    transport.send(turn_message(), tags=TAGS)
    assert ses.asked == 1 and len(clock.slept) == 1


def test_the_accounts_quota_is_read_from_ses() -> None:
    quota = SesTransport(CountingSes(rate=14.0)).account()
    assert (quota.max_send_rate, quota.max_24h, quota.sent_24h) == (14.0, 50000.0, 120.0)
