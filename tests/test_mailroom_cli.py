"""`pbm` plays by email on one machine: mail goes to the Maildir `$PBM_HOME/outbox` before every
exit, `pbm mail-in` reads a reply on standard input, `pbm prefs` sets the every-move choice."""

from __future__ import annotations

import io
import mailbox
import sys
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser

import pytest

from functions import compose
from functions.cli import main
from functions.compose.mail import local_transport
from functions.settings import ConfigError, Settings

PLAYERS = ["--player", "Ann <ann@example.org>", "--player", "Bob <bob@example.org>",
           "--player", "Cid <cid@example.org>"]


pytestmark = pytest.mark.usefixtures("pbm_home")  # every test runs in a fresh $PBM_HOME


def pbm(capsys, *args: str, stdin: bytes | None = None, monkeypatch=None) -> tuple[int, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code = main(list(args))
    return code, capsys.readouterr().out


def outbox(home) -> list[EmailMessage]:
    box = mailbox.Maildir(home / "outbox", factory=None, create=False)
    parser = BytesParser(policy=policy.default)
    return [parser.parsebytes(box.get_bytes(key)) for key in box.keys()]


def turn_mail(home, address: str) -> EmailMessage:
    mails = [m for m in outbox(home) if m["To"].addresses[0].addr_spec == address
             and ".your_turn." in str(m["Message-ID"])]
    return mails[-1]


def answer(to: EmailMessage, body: str) -> bytes:
    mail = EmailMessage()
    mail["From"] = to["To"].addresses[0].addr_spec
    mail["To"] = str(to["Reply-To"])
    mail["Subject"] = "Re: " + str(to["Subject"])
    mail["Message-ID"] = f"<{body.replace(' ', '.')}@client.example.org>"
    mail.set_content(body)
    return mail.as_bytes()


def test_mail_goes_to_the_maildir_and_a_piped_reply_plays(capsys, monkeypatch, pbm_home):
    code, out = pbm(capsys, "new", "1926", *PLAYERS, "--option", "lang=en", "--start")
    assert code == 0
    game_id = out.strip()
    assert {m["To"].addresses[0].addr_spec for m in outbox(pbm_home)} == {
        "ann@example.org", "bob@example.org", "cid@example.org"}
    turn = turn_mail(pbm_home, "ann@example.org")
    code, out = pbm(capsys, "mail-in", stdin=answer(turn, "large Praha"),
                    monkeypatch=monkeypatch)
    assert code == 0 and out.startswith("played: large Praha") and game_id in out
    # the read-back waits to ride in Ann's next mail; Bob's turn mail went out
    assert not any(".move_read_back." in str(m["Message-ID"]) for m in outbox(pbm_home))
    assert turn_mail(pbm_home, "bob@example.org")
    # a refused move is handled mail too: exit 0, the reason printed and mailed
    code, out = pbm(capsys, "mail-in", stdin=answer(turn_mail(pbm_home, "bob@example.org"),
                                                    "gigantic Atlantis"),
                    monkeypatch=monkeypatch)
    assert code == 0 and out.startswith("refused:")
    assert any(".refused." in str(m["Message-ID"]) for m in outbox(pbm_home))


def test_a_mail_that_ends_the_game_has_it_rated_before_mail_in_returns(capsys, monkeypatch):
    code, out = pbm(capsys, "new", "westernpoly", *PLAYERS[:4], "--option", "lang=en",
                    "--start")
    game_id = out.strip()
    home = Settings.from_env().home
    turn = next(m for m in outbox(home) if ".your_turn." in str(m["Message-ID"]))  # who starts
    code, out = pbm(capsys, "mail-in", stdin=answer(turn, f"RESIGN {game_id}"),
                    monkeypatch=monkeypatch)
    assert code == 0 and game_id in out
    code, out = pbm(capsys, "show", game_id, "--json")
    assert '"status": "finished"' in out
    code, out = pbm(capsys, "ratings", "westernpoly")
    assert "ann@example.org" in out and "bob@example.org" in out
    assert pbm(capsys, "tick") == (0, "nothing due\n")


def test_mail_in_ignores_strangers_and_refuses_what_is_not_mail(capsys, monkeypatch):
    stranger = EmailMessage()
    stranger["From"], stranger["To"] = "eve@example.net", "play@pbm.localhost"
    stranger.set_content("hello")
    code, out = pbm(capsys, "mail-in", stdin=stranger.as_bytes(), monkeypatch=monkeypatch)
    assert code == 0 and out.startswith("ignored:")
    assert pbm(capsys, "mail-in", stdin=b"", monkeypatch=monkeypatch)[0] == 2


def test_prefs_turns_every_move_on_and_off(capsys):
    game_id = pbm(capsys, "new", "1926", *PLAYERS, "--start")[1].strip()
    code, out = pbm(capsys, "prefs", game_id, "bob@example.org", "--every-move", "on")
    assert code == 0 and "every move on for bob@example.org" in out
    assert pbm(capsys, "prefs", game_id, "bob@example.org", "--every-move", "maybe")[0] == 2
    code, out = pbm(capsys, "prefs", game_id, "bob@example.org", "--every-move", "off")
    assert code == 0 and "every move off" in out


def test_prefs_sets_the_mail_a_player_takes(capsys):
    game_id = pbm(capsys, "new", "1926", *PLAYERS, "--start")[1].strip()
    code, out = pbm(capsys, "prefs", game_id, "bob@example.org", "--mail", "turns")
    assert code == 0 and "mail turns" in out
    assert pbm(capsys, "prefs", game_id, "bob@example.org", "--mail", "some")[0] == 2


def test_settings_come_from_the_environment_with_local_defaults(tmp_path):
    settings = Settings.from_env({"PBM_MAIL_DOMAIN": "mail.example.org",
                                  "PBM_VERDICTS": "Strict", "PBM_MAX_MAIL_BYTES": "5000",
                                  "PBM_HOME": str(tmp_path)})
    assert settings.sender == "pbm@mail.example.org" and settings.reply_local == "play"
    assert settings.verdicts == "strict" and settings.max_mail_bytes == 5000
    assert settings.inbound_prefix == "inbound/"
    with pytest.raises(ConfigError):
        Settings.from_env({"PBM_VERDICTS": "sometimes"})
    with pytest.raises(ConfigError):
        Settings.from_env({"PBM_MAX_MAIL_BYTES": "a lot"})
    assert type(local_transport(Settings(home=tmp_path))).__name__ == "MaildirTransport"
    assert type(local_transport(Settings(smtp_relay="localhost:2525"))).__name__ == \
        "SmtpTransport"


def _web_links(home) -> list[str | None]:
    """The link to the reader's page (the player's or the organizer's) in every mail sent."""
    links = []
    for mail in outbox(home):
        text = mail.get_body(preferencelist=("plain",)).get_content()
        links.append(next((word for word in text.split()
                           if "/play/" in word or "/organizer/" in word), None))
    return links


def test_the_cli_mails_link_to_the_address_pbm_serve_recorded(capsys, pbm_home):
    from functions.settings import record_base_url

    record_base_url(pbm_home, "http://127.0.0.1:8123/")  # as `pbm serve` does when it starts
    assert pbm(capsys, "new", "1926", *PLAYERS, "--option", "lang=en", "--start")[0] == 0
    links = _web_links(pbm_home)
    assert len(links) >= 3  # every player's (a playing organizer's set-up news rides in theirs)
    texts = [m.get_body(preferencelist=("plain",)).get_content() for m in outbox(pbm_home)]
    assert any("http://127.0.0.1:8123/organizer/" in text for text in texts)  # the dashboard
    assert all(link and link.startswith("http://127.0.0.1:8123/") for link in links), links
    assert sum("http://127.0.0.1:8123/play/" in text for text in texts) >= 3


def test_pbm_base_url_wins_and_without_any_address_the_link_is_the_local_default(
        capsys, pbm_home, monkeypatch):
    from functions.settings import record_base_url

    assert pbm(capsys, "new", "1926", *PLAYERS, "--start")[0] == 0
    assert all(link and link.startswith("http://127.0.0.1:8000/")
               for link in _web_links(pbm_home))
    record_base_url(pbm_home, "http://127.0.0.1:8123")
    monkeypatch.setenv("PBM_BASE_URL", "https://pbm.example.org")
    assert compose.build(Settings.from_env()).settings.base_url == "https://pbm.example.org"
    monkeypatch.delenv("PBM_BASE_URL")
    assert compose.build(Settings.from_env()).settings.base_url == "http://127.0.0.1:8123"
