"""`pbm serve`: the whole service in one process on one machine.

It runs, until Ctrl-C or SIGTERM:
  - the web app (the same resolver Lambda runs) and the local `/outbox` pages, over HTTP;
  - an SMTP server for replies, feeding each message to the same processing as `pbm mail-in`;
  - the notifier, every second and at once after a write: first what is due (reminders,
    missed turns, absences, see `tick`), then the pending notifications (into the Maildir
    `$PBM_HOME/outbox`, or through `--smtp-relay` as real mail), see `due_then_mail`;
  - with `--imap URL`, a poller reading replies from a real mailbox.

Defaults: the SQLite store of the CLI (`$PBM_HOME/pbm.sqlite3`, `$PBM_HOME` = `./var`), and an
HMAC secret generated on the first start and kept in `$PBM_HOME/secret` (0600) unless
`PBM_SECRET` is set. A second start finds the same games, secret and links.
"""

from __future__ import annotations

import argparse
import errno
import logging
import os
import signal
import smtplib
import sys
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from typing import TextIO, cast

from functions import compose
from functions.compose.erasing_at_once import erasure_of
from functions.compose.mail import postman as build_postman
from functions.compose.web import web_app
from functions.mail.budget import ParsingProcess
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService
from functions.settings import ConfigError, Settings, record_base_url

from . import demo, imap
from .failures import FailureLog
from .http import serve_http
from .outbox_view import OutboxView
from .periodic import Periodic
from .resolver import LocalResolver
from .smtp import ReplyHandler, SmtpServer

log = logging.getLogger(__name__)

DELIVERY_SECONDS = 1.0
DUE_WORK = "the sweep of what is due (reminders, missed turns, absences)"
IMAP_SECONDS = 30.0


@dataclass(frozen=True)
class ServeSettings:
    """Everything `pbm serve` needs, from its arguments and environment."""

    http: tuple[str, int]
    smtp: tuple[str, int]
    demo: bool
    imap: imap.ImapMailbox | None
    settings: Settings  # without PBM_BASE_URL, the web address is the bound HTTP address


def settings_from(args: argparse.Namespace, env: Mapping[str, str]) -> ServeSettings:
    """The `serve` arguments over the settings of the environment (PBM_HOME, PBM_STORE,
    PBM_SECRET, PBM_BASE_URL, PBM_IMAP ...); raises ConfigError for a value that makes no sense."""
    # PBM_IMAP rather than --imap keeps the mailbox's password out of `ps`
    settings = Settings.from_env(env, store=args.store, imap=args.imap,
                                 smtp_relay=getattr(args, "smtp_relay", None))
    try:
        mailbox = imap.parse_imap_url(settings.imap) if settings.imap else None
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    return ServeSettings(http=_host_port(args.http, "--http"),
                         smtp=_host_port(args.smtp, "--smtp"), demo=args.demo, imap=mailbox,
                         settings=settings)


def tick(service: GameService) -> None:
    """Do what is due in every game (reminders, missed turns, absences, holiday pauses) and
    log it."""
    for game_id, what in service.tick():
        log.info("game %s: %s", game_id, what)


def due_then_mail(service: GameService, postman: Postman,
                  failures: FailureLog | None = None) -> int:
    """Do what is due, then deliver the pending mail (how many went), in that order, as the
    deployment's sweep does: a read-back whose wait lapsed in the same step of the clock as the
    next player's deadline rides in the turn mail that deadline brings, instead of going alone
    a moment before it and naming a deadline already past (issue 42, round 13). `failures`
    carries what the sweep's failures were from one beat to the next: a sweep that fails every
    second is told in full once, then now and then (see FailureLog)."""
    failures = failures or FailureLog(DUE_WORK, log)
    try:
        tick(service)
    except Exception as exc:  # a sweep that fails must not hold the mail back
        failures.failed(exc)
    else:
        failures.worked()
    return postman.deliver_pending()


def serve(settings: ServeSettings, out: TextIO = sys.stdout) -> int:
    """Run the service until SIGINT or SIGTERM; returns the exit code."""
    stopping = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stopping.set())

    parts = compose.build(settings.settings)
    service, secret, mail = parts.service, parts.secret, parts.settings

    due_failures = FailureLog(DUE_WORK, log)  # one for the whole run: it remembers the beats

    def deliver() -> int:  # the postman is made below, once the web address is known
        return due_then_mail(service, postman, due_failures)

    notifier = Periodic("notifier", deliver, DELIVERY_SECONDS)

    # mails are parsed in a process of their own: a slow one holds neither the SMTP server's
    # event loop nor the interpreter the web threads share
    parsing = ParsingProcess()

    def process(raw: bytes, recipients: Sequence[str], mail_from: str | None = None,
                size: int | None = None) -> None:
        try:
            receipt = incoming.Receipt(recipients=tuple(recipients), mail_from=mail_from,
                                       size=size)
            outcome = incoming.handle(raw, service=service, secret=secret, settings=mail,
                                      receipt=receipt, parse=parsing.parse)
        except incoming.UnreadableMail as exc:
            log.warning("dropped a message: %s", exc)
            return
        log.info("mail to %s: %s", ", ".join(recipients), outcome)

    smtp = SmtpServer(ReplyHandler(process, notifier.wake), *settings.smtp,
                      max_bytes=mail.max_mail_bytes)
    try:
        smtp_host, smtp_port = smtp.start()
    except OSError as exc:
        parts.close()
        raise _busy("--smtp", settings.smtp, exc) from None

    def send_reply(message: EmailMessage) -> None:
        with smtplib.SMTP(smtp_host, smtp_port, timeout=30) as client:
            client.send_message(message)

    site = LocalResolver(OutboxView(mail.home / "outbox", send_reply, mail.mail_domain),
                     after_post=notifier.wake)
    try:
        http = serve_http(lambda: site, *settings.http)
    except OSError as exc:
        smtp.stop()
        parts.close()
        raise _busy("--http", settings.http, exc) from None
    http_host, http_port = cast(tuple[str, int], http.server_address[:2])  # an AF_INET server
    # PBM_BASE_URL, else the bound address (never the one a previous start recorded)
    base_url = settings.settings.base_url or f"http://{http_host}:{http_port}"
    parts = parts.with_base_url(base_url)
    mail = parts.settings
    record_base_url(mail.home, base_url)  # the CLI's mails link here too
    # the erase button's erasure done whole before it answers (no deadlines function does its
    # rest here), unless this serves a deployment's store (its inbound bucket named)
    site.mount(web_app(parts, None if parts.settings.inbound_bucket
                       else erasure_of(parts.store, parts.clock)))
    postman = build_postman(parts)
    http_thread = threading.Thread(target=http.serve_forever, name="http", daemon=True)
    http_thread.start()

    workers = [notifier]
    if settings.imap is not None:
        mailbox = settings.imap
        message_failures = FailureLog(imap.MESSAGE_WORK, log)

        def read_mailbox() -> None:
            if imap.poll(mailbox, process, max_bytes=mail.max_mail_bytes,
                         failures=message_failures):
                notifier.wake()

        workers.append(Periodic("imap", read_mailbox, IMAP_SECONDS))
    for worker in workers:
        worker.start()

    out.write(f"pbm is running; Ctrl-C stops it.\n"
              f"  web:     {mail.base_url}/\n"
              f"  outbox:  {mail.base_url}/outbox\n"
              f"  SMTP:    {smtp_host}:{smtp_port} (replies to "
              f"{mail.reply_local}+TOKEN@{mail.mail_domain})\n"
              f"  mail to: {_destination(mail)}\n")
    if settings.demo:
        _print_demo(demo.ensure_demo(service, secret, base_url), out)
        notifier.wake()
    out.flush()

    stopping.wait()
    _tell(out, "pbm is stopping...\n")
    http.shutdown()
    http.server_close()
    http_thread.join()
    smtp.stop()
    for worker in reversed(workers):  # the notifier last: what the others wrote still goes out
        worker.stop()
    parsing.close()
    try:
        postman.deliver_pending()
    except Exception:  # like the notifier's beats: what is left goes out at the next start
        log.exception("the last delivery failed; the mail stays pending")
    parts.close()
    _tell(out, "pbm stopped.\n")
    return 0


def _tell(out: TextIO, text: str) -> None:
    """Say how the stop goes, if anyone still reads: a terminal or pipe that went away (the
    session closed, the parent died) must not keep the service from stopping cleanly."""
    try:
        out.write(text)
        out.flush()
    except (OSError, ValueError):  # BrokenPipeError; ValueError: the stream was closed
        pass


def main(args: argparse.Namespace) -> int:
    """`pbm serve`: the settings from the arguments and the environment, then `serve`."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s")
    return serve(settings_from(args, os.environ))


def _print_demo(links: demo.DemoLinks, out: TextIO) -> None:
    state = "created" if links.created else "resumed"
    out.write(f"Demo game {links.game_id} ({state}):\n")
    for name, url in links.players:
        out.write(f"  play as {name}: {url}\n")
    out.write(f"  spectators: {links.spectator}\n"
              f"  organizer:  {links.dashboard}\n")


def _destination(settings: Settings) -> str:
    if settings.smtp_relay:  # printed as host:port, never with the relay's password
        return f"the SMTP relay {settings.smtp_relay}"
    return f"the Maildir {settings.home / 'outbox'}"


def _busy(option: str, address: tuple[str, int], error: OSError) -> ConfigError:
    """The error for an address that cannot be bound: which one, and how to choose another."""
    host, port = address
    why = "is in use by another program" if error.errno == errno.EADDRINUSE else \
        f"cannot be used ({error.strerror or error})"
    return ConfigError(f"{option}: port {port} on {host} {why}; choose another, for example "
                       f"`pbm serve {option} {host}:{port + 1}` (or `make run "
                       f"ARGS=\"{option} {host}:{port + 1}\"`)")


def _host_port(text: str, option: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or int(port) > 65535:
        raise ConfigError(f"{option} takes HOST:PORT, not {text!r}")
    return host, int(port)
