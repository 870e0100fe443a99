"""End to end without a browser: `pbm serve` runs, the CLI creates a 1926 game in the same store,
and the game is played to its end only by SMTP replies to the server's port, each answering the
player's latest turn mail found in the Maildir outbox. Then Ctrl-C, and a restart finds it."""

from __future__ import annotations

import email
import json
import re
import smtplib
import time
import urllib.request
from email import policy
from email.message import EmailMessage
from pathlib import Path

from functions.local.outbox_view import reply_message
from functions.mail import tokens
from tests import serve_process

PLAYERS = ("Anna <anna@example.org>", "Bob <bob@example.org>", "Cyril <cyril@example.org>")
# an option of the menu: a line's own ("  3. large Praha") or one of a region's ("Praha: 1. large,
# 2. medium")
MENU_LINE = re.compile(r"(?:^\s*|[:,·] )(\d+)\. (?=\w)", re.MULTILINE)
WAIT_GUARD = 60.0  # seconds; only so a mail that never comes fails the test instead of hanging


def _show(home: Path, game_id: str) -> dict:
    return json.loads(serve_process.pbm(home, "show", game_id, "--json"))


def _mails(maildir: Path) -> list[EmailMessage]:
    return [email.message_from_bytes(path.read_bytes(), policy=policy.default)
            for sub in ("new", "cur") if (maildir / sub).is_dir()
            for path in (maildir / sub).iterdir()]


def _version(message: EmailMessage) -> int | None:
    """The game version the mail's reply address is signed for (None: no reply token)."""
    token = tokens.token_of_address(str(message.get("Reply-To", "")))
    if token is None:
        return None
    return tokens.verify(serve_process.SECRET.encode(), token, tokens.Purpose.REPLY).version


def _text(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def _turn_mail(maildir: Path, to: str, version: int) -> EmailMessage | None:
    """The mail asking `to` for a move at `version` (it lists numbered options)."""
    return next((m for m in _mails(maildir)
                 if m["To"].addresses[0].addr_spec == to and _version(m) == version
                 and MENU_LINE.search(_text(m))), None)


def _wait_for(find, what: str):
    deadline = time.monotonic() + WAIT_GUARD
    while (found := find()) is None:
        assert time.monotonic() < deadline, f"no {what} in the outbox"
        time.sleep(0.05)
    return found


def test_a_game_is_played_by_smtp_replies_and_survives_a_restart(tmp_path):
    maildir = tmp_path / "outbox"
    server = serve_process.start(tmp_path)
    players = [arg for player in PLAYERS for arg in ("--player", player)]
    game_id = serve_process.pbm(tmp_path, "new", "1926", *players, "--title", "By mail",
                                "--lang", "en", "--public", "--start").strip()

    game = _show(tmp_path, game_id)
    replies = 0
    while game["status"] == "running":
        turn = _wait_for(lambda g=game: _turn_mail(maildir, g["to_move"], g["version"]),
                         f"turn mail for {game['to_move']} at version {game['version']}")
        options = [int(n) for n in MENU_LINE.findall(_text(turn))]
        choice = options[replies * 5 % len(options)]
        reply = reply_message(turn, f"Hello,\n\n{choice}\n\nThanks", "example.org")
        with smtplib.SMTP(*server.smtp) as client:
            refused = client.send_message(reply)
        assert refused == {}
        replies += 1
        played = _show(tmp_path, game_id)
        assert played["version"] > game["version"], f"reply {replies} was not played"
        game = played
    assert game["status"] == "finished" and replies == 27  # every pyramid placed, by mail
    for player in PLAYERS:  # and everyone hears the end
        address = email.utils.parseaddr(player)[1]
        _wait_for(lambda a=address: next((m for m in _mails(maildir)
                                          if m["To"].addresses[0].addr_spec == a
                                          and _version(m) == game["version"]), None),
                  f"final mail to {address}")

    code, said = server.stop()
    assert code == 0 and "pbm stopped." in said
    assert not (tmp_path / "pbm.sqlite3-wal").exists()  # the last connection closed cleanly

    again = serve_process.start(tmp_path)
    try:
        with urllib.request.urlopen(f"{again.web}/game/{game_id}") as page:
            html = page.read().decode()
        assert "By mail" in html and 'id="result"' in html
    finally:
        code, _ = again.stop()
    assert code == 0


def test_the_cli_mails_link_to_the_address_pbm_serve_is_reached_at(tmp_path):
    server = serve_process.start(tmp_path)
    web = server.web
    assert server.stop()[0] == 0
    # the CLI delivers these mails itself (nobody else runs): the same links as the server's
    players = [arg for player in PLAYERS for arg in ("--player", player)]
    serve_process.pbm(tmp_path, "new", "1926", *players, "--lang", "en", "--start")
    mails = _mails(tmp_path / "outbox")
    links = [next((w for w in _text(m).split() if "/play/" in w or "/organizer/" in w), None)
             for m in mails]
    # one mail a person (the organizer, who plays, has the set-up news in their first mail)
    assert len(links) == len(PLAYERS) and all(link and link.startswith(web + "/")
                                              for link in links), links
    assert any("/organizer/" in link for link in links)
