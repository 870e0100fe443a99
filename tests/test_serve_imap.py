"""`pbm serve --imap`: one poll against a small IMAP server on 127.0.0.1 (the IMAP4rev1 subset
imaplib speaks for the poller: CAPABILITY, STARTTLS, LOGIN, SELECT, UID SEARCH UNSEEN, UID FETCH
RFC822.SIZE, BODY.PEEK[] and BODY.PEEK[HEADER], UID STORE +FLAGS \\Seen, LOGOUT), over implicit TLS and over STARTTLS, with a
certificate made for the test. A reply placed in the mailbox is processed and marked seen; one
whose processing fails stays unseen for the next poll; seen mail is left alone."""

from __future__ import annotations

import datetime as dt
import ipaddress
import re
import socketserver
import ssl
import sys
import threading
from dataclasses import dataclass, field
from email.message import EmailMessage

import pytest

from functions.local.imap import parse_imap_url, poll
from functions.mail import tokens
from functions.mailroom import incoming
from functions.service import GameService, PlayerSpec
from functions.settings import Settings

x509 = pytest.importorskip("cryptography.x509")
from cryptography.hazmat.primitives import hashes, serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec  # noqa: E402
from cryptography.x509.oid import NameOID  # noqa: E402

USER, PASSWORD = "pbm@example.org", 'p"ss word'
SECRET = b"imap-test-secret-0123456789abcdef"


@dataclass
class Message:
    uid: int
    raw: bytes
    flags: set[str] = field(default_factory=set)


@dataclass
class Mailbox:
    """What the fake server holds, and what clients did to it."""

    messages: list[Message]
    tls: bool  # implicit TLS on connect; otherwise plain until STARTTLS
    context: ssl.SSLContext
    logins: list[tuple[str, str]] = field(default_factory=list)
    fetched: list[tuple[int, str]] = field(default_factory=list)  # (uid, section) fetched
    failures: list[BaseException] = field(default_factory=list)  # of the server's sessions

    def seen(self) -> list[int]:
        return [m.uid for m in self.messages if "\\Seen" in m.flags]


class ImapHandler(socketserver.StreamRequestHandler):
    """One IMAP session, a command per line, answers in the IMAP4rev1 wire format."""

    server: FakeImapServer

    def handle(self) -> None:
        box = self.server.mailbox
        if box.tls:
            self._secure()
        self._send(b"* OK fake IMAP4rev1 ready")
        authenticated = False
        while line := self.rfile.readline():
            tag, _, rest = line.rstrip(b"\r\n").decode().partition(" ")
            command, _, args = rest.partition(" ")
            command = command.upper()
            if command == "CAPABILITY":
                extra = "" if box.tls or isinstance(self.connection, ssl.SSLSocket) \
                    else " STARTTLS LOGINDISABLED"
                self._send(f"* CAPABILITY IMAP4rev1{extra}".encode())
                self._ok(tag)
            elif command == "STARTTLS":
                self._ok(tag)
                self._secure()
            elif command == "LOGIN":
                user, password = _strings(args)
                box.logins.append((user, password))
                authenticated = (user, password) == (USER, PASSWORD)
                self._send(f"{tag} {'OK' if authenticated else 'NO'} LOGIN".encode())
            elif command == "SELECT" and authenticated:
                self._send(f"* {len(box.messages)} EXISTS".encode())
                self._send(b"* FLAGS (\\Seen)")
                self._send(f"{tag} OK [READ-WRITE] SELECT completed".encode())
            elif command == "UID" and authenticated:
                self._uid(tag, args)
            elif command == "LOGOUT":
                self._send(b"* BYE")
                self._ok(tag)
                return
            else:
                self._send(f"{tag} BAD {command} not understood here".encode())

    def _uid(self, tag: str, args: str) -> None:
        box = self.server.mailbox
        verb, _, rest = args.partition(" ")
        verb = verb.upper()
        if verb == "SEARCH" and rest.upper().endswith("UNSEEN"):
            unseen = " ".join(str(m.uid) for m in box.messages if "\\Seen" not in m.flags)
            self._send(f"* SEARCH {unseen}".rstrip().encode())
        elif verb in ("FETCH", "STORE"):
            uid, _, what = rest.partition(" ")
            found = [(n, m) for n, m in enumerate(box.messages, 1) if m.uid == int(uid)]
            for n, message in found:
                if verb == "FETCH" and what.upper() == "(RFC822.SIZE)":
                    self._send(f"* {n} FETCH (UID {message.uid} RFC822.SIZE "
                               f"{len(message.raw)})".encode())
                elif verb == "FETCH" and what.upper() in ("(BODY.PEEK[])",  # PEEK: sets no flag
                                                           "(BODY.PEEK[HEADER])"):
                    header = what.upper() == "(BODY.PEEK[HEADER])"
                    data = message.raw.partition(b"\r\n\r\n")[0] + b"\r\n\r\n" if header \
                        else message.raw
                    box.fetched.append((message.uid, "HEADER" if header else ""))
                    self._send(f"* {n} FETCH (UID {message.uid} BODY[{'HEADER' if header else ''}] "
                               f"{{{len(data)}}}".encode())
                    self.wfile.write(data)
                    self._send(b")")
                elif verb == "STORE" and what.upper() == "+FLAGS (\\SEEN)":
                    message.flags.add("\\Seen")
                    self._send(f"* {n} FETCH (UID {message.uid} FLAGS (\\Seen))".encode())
                else:
                    self._send(f"{tag} BAD UID {verb} {what} not understood here".encode())
                    return
        else:
            self._send(f"{tag} BAD UID {verb} not understood here".encode())
            return
        self._ok(tag)

    def _secure(self) -> None:
        self.connection = self.server.mailbox.context.wrap_socket(self.connection,
                                                                  server_side=True)
        self.rfile = self.connection.makefile("rb")
        self.wfile = self.connection.makefile("wb", buffering=0)

    def _ok(self, tag: str) -> None:
        self._send(f"{tag} OK done".encode())

    def _send(self, line: bytes) -> None:
        self.wfile.write(line + b"\r\n")


class FakeImapServer(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, mailbox: Mailbox):
        super().__init__(("127.0.0.1", 0), ImapHandler)
        self.mailbox = mailbox

    def handle_error(self, request, client_address) -> None:
        self.mailbox.failures.append(sys.exc_info()[1])  # asserted on, not printed


def _strings(args: str) -> list[str]:
    """The atoms and quoted strings of a command's arguments."""
    return [quoted.replace('\\"', '"').replace("\\\\", "\\") if quoted else atom
            for quoted, atom in re.findall(r'"((?:[^"\\]|\\.)*)"|(\S+)', args)]


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    """A self-signed certificate for 127.0.0.1: (server context, client context trusting it)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(days=1))
            .not_valid_after(now + dt.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    folder = tmp_path_factory.mktemp("tls")
    cert_pem = cert.public_bytes(serialization.Encoding.PEM)
    (folder / "cert.pem").write_bytes(cert_pem)
    (folder / "key.pem").write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))
    server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server.load_cert_chain(folder / "cert.pem", folder / "key.pem")
    client = ssl.create_default_context(cadata=cert_pem.decode())
    return server, client


def serving(mailbox: Mailbox):
    server = FakeImapServer(mailbox)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


@pytest.fixture(params=["imaps", "imap"])
def imap_server(request, certificate):
    """The fake server (implicit TLS for imaps://, STARTTLS for imap://) and its URL."""
    server_context, client_context = certificate
    mailbox = Mailbox(messages=[], tls=request.param == "imaps", context=server_context)
    server, thread = serving(mailbox)
    port = server.server_address[1]
    url = f"{request.param}://pbm%40example.org:p%22ss%20word@127.0.0.1:{port}/INBOX"
    yield mailbox, parse_imap_url(url), client_context
    server.shutdown()
    server.server_close()
    thread.join()


def test_unseen_mail_is_processed_once_and_marked_seen(imap_server):
    mailbox, where, trust = imap_server
    mailbox.messages += [Message(1, b"Subject: old\r\n\r\nseen already\r\n", {"\\Seen"}),
                         Message(7, b"Subject: one\r\n\r\nlarge praha\r\n"),
                         Message(9, b"Subject: two\r\n\r\nsmall brno\r\n")]
    handed: list[tuple[bytes, tuple]] = []

    assert poll(where, lambda raw, rcpts: handed.append((raw, tuple(rcpts))),
                ssl_context=trust) == 2
    assert handed == [(mailbox.messages[1].raw, ()), (mailbox.messages[2].raw, ())]
    assert mailbox.seen() == [1, 7, 9]
    assert mailbox.logins == [(USER, PASSWORD)]
    assert poll(where, lambda raw, rcpts: handed.append(raw), ssl_context=trust) == 0
    assert len(handed) == 2
    assert mailbox.failures == []


def test_a_message_whose_processing_fails_stays_unseen_for_the_next_poll(imap_server):
    mailbox, where, trust = imap_server
    mailbox.messages += [Message(3, b"Subject: bad\r\n\r\nboom\r\n"),
                         Message(4, b"Subject: good\r\n\r\nfine\r\n")]

    def process(raw: bytes, recipients) -> None:
        if b"boom" in raw:
            raise RuntimeError("the store is down")

    assert poll(where, process, ssl_context=trust) == 1
    assert mailbox.seen() == [4]
    assert poll(where, lambda raw, rcpts: None, ssl_context=trust) == 1
    assert mailbox.seen() == [3, 4]


def test_a_certificate_nobody_vouches_for_is_refused(imap_server):
    mailbox, where, _ = imap_server
    mailbox.messages.append(Message(1, b"Subject: x\r\n\r\ny\r\n"))
    with pytest.raises(ssl.SSLError):
        poll(where, lambda raw, rcpts: None)  # the system's CAs do not know the test's
    assert mailbox.seen() == [] and mailbox.logins == []


def test_a_reply_in_the_mailbox_becomes_a_move(imap_server, tmp_path, sqlite_store, clock,
                                               fake_secrets):
    mailbox, where, trust = imap_server
    service = GameService(sqlite_store, clock, fake_secrets)
    game = service.create("1926", [PlayerSpec("Ann", "ann@example.org", "en"),
                                   PlayerSpec("Bob", "bob@example.org", "en"),
                                   PlayerSpec("Cid", "cid@example.org", "en")],
                          "org@example.org", options={"lang": "en"}, start=True)
    settings = Settings.from_env({"PBM_HOME": str(tmp_path), "PBM_SECRET": SECRET.decode(),
                                  "PBM_MAIL_DOMAIN": "example.org"})
    token = tokens.sign_reply(SECRET, game.id, "p1", game.version)
    reply = EmailMessage()
    reply["From"] = "Ann <ann@example.org>"
    reply["To"] = tokens.reply_address(token, settings.reply_local, settings.mail_domain)
    reply["Subject"] = "Re: your move"
    reply.set_content("large praha\n")
    mailbox.messages.append(Message(5, reply.as_bytes()))

    def process(raw: bytes, recipients) -> None:
        incoming.handle(raw, service=service, secret=SECRET, settings=settings,
                        receipt=incoming.Receipt(recipients=tuple(recipients)))

    assert poll(where, process, ssl_context=trust) == 1
    assert [(e.player, e.text) for e in service.view(game.id).log] == [("Ann", "large praha")]
    assert mailbox.seen() == [5]


def test_an_unreadable_message_is_marked_seen_and_never_fetched_again(imap_server, sqlite_store,
                                                                     clock, fake_secrets, tmp_path):
    mailbox, where, trust = imap_server
    service = GameService(sqlite_store, clock, fake_secrets)
    settings = Settings.from_env({"PBM_HOME": str(tmp_path), "PBM_SECRET": SECRET.decode()})
    nested = (b"From: ann@example.org\r\nTo: play+x@example.org\r\nMIME-Version: 1.0\r\n"
              b"Content-Type: multipart/mixed; boundary=b0\r\n\r\n" + b"".join(
                  b"--b%d\r\nContent-Type: multipart/mixed; boundary=b%d\r\n\r\n" % (n, n + 1)
                  for n in range(1000)))
    mailbox.messages.append(Message(6, nested))
    outcomes = []

    def process(raw: bytes, recipients) -> None:
        outcomes.append(incoming.handle(raw, service=service, secret=SECRET, settings=settings))

    assert poll(where, process, ssl_context=trust) == 1
    assert mailbox.seen() == [6] and outcomes[0].action == "dropped"
    assert poll(where, process, ssl_context=trust) == 0 and len(outcomes) == 1


def test_of_a_message_over_the_limit_only_the_header_is_fetched(imap_server):
    mailbox, where, trust = imap_server
    mailbox.messages.append(Message(8, b"Subject: big\r\nFrom: a@example.org\r\n\r\n"
                                       + b"x" * 5000 + b"\r\n"))
    handed = []
    assert poll(where, lambda raw, rcpts, size=None: handed.append((raw, size)),
                ssl_context=trust, max_bytes=1000) == 1
    assert handed == [(b"Subject: big\r\nFrom: a@example.org\r\n\r\n",
                       len(mailbox.messages[0].raw))]
    assert mailbox.fetched == [(8, "HEADER")] and mailbox.seen() == [8]
