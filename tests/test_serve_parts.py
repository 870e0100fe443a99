"""The parts `pbm serve` is built from: settings, the demo game, the SMTP reply server, the
periodic workers and the IMAP address."""

from __future__ import annotations

import argparse
import smtplib
import threading
from email.message import EmailMessage

import pytest

from functions.local import demo
from functions.local.imap import parse_imap_url
from functions.local.periodic import Periodic
from functions.local.serve import settings_from
from functions.local.smtp import ReplyHandler, SmtpServer
from functions.service import GameService
from functions.service.system import SystemClock, SystemSecrets
from functions.settings import ConfigError, Relay
from functions.storage.sqlite import SqliteStore


def _args(**given) -> argparse.Namespace:
    values = {"http": "127.0.0.1:8000", "smtp": "127.0.0.1:2525", "demo": False, "imap": None,
              "store": None, "smtp_relay": None} | given
    return argparse.Namespace(**values)


def test_settings_take_the_arguments_over_the_environment(tmp_path):
    env = {"PBM_HOME": str(tmp_path), "PBM_SMTP_RELAY": "relay.example.org:25"}
    settings = settings_from(_args(http="0.0.0.0:80", smtp_relay="mx.example.org:2525",
                                   imap="imaps://me%40x.org:p%2Fw@imap.x.org/Replies"), env)
    assert settings.http == ("0.0.0.0", 80) and settings.smtp == ("127.0.0.1", 2525)
    assert settings.settings.smtp_relay == Relay("mx.example.org", 2525)
    assert settings.settings.home == tmp_path
    assert settings.imap is not None and settings.imap.user == "me@x.org"
    assert settings_from(_args(), env).settings.smtp_relay == Relay("relay.example.org", 25)


@pytest.mark.parametrize("given", [{"http": "8000"}, {"smtp": "localhost:port"},
                                   {"http": ":80"}, {"imap": "http://x.org/"}])
def test_bad_addresses_are_usage_errors(given):
    with pytest.raises(ConfigError):
        settings_from(_args(**given), {})


def test_imap_urls():
    box = parse_imap_url("imap://ann:secret@mail.example.org")
    assert (box.host, box.port, box.tls, box.mailbox) == ("mail.example.org", 143, False, "INBOX")
    assert parse_imap_url("imaps://ann@mail.example.org:1993/").port == 1993


def test_the_demo_game_is_created_once_and_resumed(tmp_path):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    service = GameService(store, SystemClock(), SystemSecrets())
    first = demo.ensure_demo(service, b"secret", "http://127.0.0.1:8000")
    again = demo.ensure_demo(service, b"secret", "http://127.0.0.1:8000")
    assert first.created and not again.created
    assert (again.game_id, again.players, again.dashboard) == (first.game_id, first.players,
                                                               first.dashboard)
    game = service.view(first.game_id).game
    assert game.status == "running" and game.public and len(game.seats) == 3
    assert [name for name, _ in first.players] == ["Anna", "Bedřich", "Cyril"]
    assert all(url.startswith("http://127.0.0.1:8000/play/") for _, url in first.players)
    service.cancel(first.game_id)  # an ended demo makes way for a new one
    assert demo.ensure_demo(service, b"secret", "http://x").game_id != first.game_id
    store.close()


def _message(to: str) -> EmailMessage:
    message = EmailMessage()
    message["From"] = "ann@example.org"
    message["To"] = to
    message["Subject"] = "Re: your move"
    message.set_content("velkou Prahu\n")
    return message


def test_the_smtp_server_hands_each_mail_and_its_envelope_to_the_processing():
    received, woken = [], []

    def process(raw, recipients, mail_from):
        received.append((raw, list(recipients), mail_from))

    server = SmtpServer(ReplyHandler(process, lambda: woken.append(1)), "127.0.0.1", 0,
                        max_bytes=100_000)
    host, port = server.start()
    try:
        with smtplib.SMTP(host, port) as client:
            client.send_message(_message("play+abc@pbm.localhost"),
                                to_addrs=["play+abc@pbm.localhost", "bcc@pbm.localhost"])
            client.send_message(_message("play+abc@pbm.localhost"), from_addr="")  # a bounce
    finally:
        server.stop()
    ((raw, recipients, mail_from), (_, _, bounce_from)) = received
    assert recipients == ["play+abc@pbm.localhost", "bcc@pbm.localhost"]
    assert mail_from == "ann@example.org" and bounce_from == ""
    assert b"velkou Prahu" in raw and woken == [1, 1]


def test_a_failed_processing_asks_the_client_to_try_later():
    def process(raw, recipients, mail_from):
        raise RuntimeError("store unavailable")

    server = SmtpServer(ReplyHandler(process), "127.0.0.1", 0, max_bytes=100_000)
    host, port = server.start()
    try:
        with smtplib.SMTP(host, port) as client, pytest.raises(smtplib.SMTPDataError) as error:
            client.send_message(_message("play+abc@pbm.localhost"))
    finally:
        server.stop()
    assert error.value.smtp_code == 451


def test_a_periodic_worker_runs_when_woken_and_stops():
    runs = threading.Semaphore(0)
    worker = Periodic("test", runs.release, interval=3600)  # beats only when woken
    worker.start()
    assert runs.acquire(timeout=60)  # the first run comes at once
    worker.wake()
    assert runs.acquire(timeout=60)
    worker.stop()  # returns once the thread has ended


@pytest.mark.parametrize("option", ["--http", "--smtp"])
def test_a_busy_port_says_which_and_how_to_choose_another(tmp_path, option):
    import io
    import signal
    import socket

    from functions.local.serve import serve

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    given = {option.removeprefix("--"): f"127.0.0.1:{port}"}
    others = {"http": "127.0.0.1:0", "smtp": "127.0.0.1:0"}
    settings = settings_from(_args(**(others | given)), {"PBM_HOME": str(tmp_path),
                                                         "PBM_SECRET": "s" * 32})
    handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        with pytest.raises(ConfigError) as refused:
            serve(settings, out=io.StringIO())
    finally:
        taken.close()
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
    message = str(refused.value)
    assert f"{option}: port {port} on 127.0.0.1 is in use" in message
    assert f"{option} 127.0.0.1:{port + 1}" in message
