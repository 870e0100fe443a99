"""Round 13's finding 2: inviting an address that bounced in an earlier game sent nothing and
told the organizer nothing (the game sat six days with 2 of 3 joined). The class: a mail the
service suppresses for a known reason (a bounce, a complaint, a refusal for good), told to
the one who can act, the organizer, when they invite: in the mail that says the game is set
up (Czech and English, the name in its case), on the CLI, and when they put such an address
on a seat (`replace`)."""

from __future__ import annotations

import re

import pytest
from test_mailroom_incoming import SETTINGS, RecordingTransport

from functions import cli
from functions.mailroom.delivery import Postman
from functions.mailroom.undeliverable import give_up_on
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain

SECRET = b"unmailed-test-secret-0123456789a"
ORGANIZER = "olga@example.org"
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"),
           PlayerSpec("Věra Nováková", "vera@example.org", "cs"),
           PlayerSpec("Cyril", "cyril@example.org", "cs")]


def _text(mail) -> str:
    return "\n".join(p.get_content() for p in mail.walk() if p.get_content_maintype() == "text")


def _setup(sqlite_store, clock, fake_secrets, reason: str, lang: str):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    give_up_on(sqlite_store, "vera@example.org", reason, "2025-04-01T10:00:00.000Z")
    sent = RecordingTransport()
    record = service.create("1926", PLAYERS, ORGANIZER, title="Středa", options={"lang": lang})
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    return service, record, sent


@pytest.mark.parametrize("reason,lang,words", [
    ("bounce", "cs", "Nedošla pozvánka pro Věru Novákovou. Pošta na adresu vera@example.org "
                     "se vrátila jako nedoručitelná"),
    ("complaint", "en", "No invitation reached Věra Nováková (vera@example.org): mail to that "
                        "address was marked as spam by its reader"),
    ("refused: 550 5.1.1 no such user", "cs", "byla odmítnuta serverem příjemce"),
])
def test_the_organizer_reads_in_the_set_up_mail_whom_no_invitation_reached(
        sqlite_store, clock, fake_secrets, reason, lang, words):
    _, _, sent = _setup(sqlite_store, clock, fake_secrets, reason, lang)
    assert not [m for m in sent.sent if m["To"].addresses[0].addr_spec == "vera@example.org"]
    (mail,) = [m for m in sent.sent if m["To"].addresses[0].addr_spec == ORGANIZER]
    text = " ".join(_text(mail).split())
    assert words in text
    assert ("Vyměnit hráče" in text) if lang == "cs" else ("Replace a player" in text)
    assert "Ann" not in text.split(words)[1][:40]  # the others' invitations went
    # (cz47: the sentence agrees with how many were invited, "Pozvánky mají …")
    invited = re.split(r"Pozvánk[uy] mají? |(?:An invitation|Invitations) went to ", text)[1]
    assert "Věra" not in invited.split(";")[0]  # the list of those invited is true


def test_a_set_up_mail_names_no_one_when_every_invitation_went(sqlite_store, clock,
                                                              fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    sent = RecordingTransport()
    service.create("1926", PLAYERS, ORGANIZER, title="Středa", options={"lang": "cs"})
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    (mail,) = [m for m in sent.sent if m["To"].addresses[0].addr_spec == ORGANIZER]
    assert "nedošla" not in _text(mail)


def test_replacing_a_player_by_an_address_that_bounced_tells_the_organizer(
        sqlite_store, clock, fake_secrets):
    service, record, sent = _setup(sqlite_store, clock, fake_secrets, "bounce", "en")
    give_up_on(sqlite_store, "dana@example.org", "bounce", "2025-04-02T10:00:00.000Z")
    before = len(sent.sent)
    service.replace_player(record.id, "ann@example.org", "Dana", "dana@example.org")
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    told = [m for m in sent.sent[before:] if m["To"].addresses[0].addr_spec == ORGANIZER]
    assert told and "dana@example.org" in _text(told[0])
    assert not [m for m in sent.sent[before:]
                if m["To"].addresses[0].addr_spec == "dana@example.org"]


def test_the_cli_warns_the_organizer_with_what_to_do(sqlite_store, clock, fake_secrets,
                                                     capsys):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    give_up_on(sqlite_store, "vera@example.org", "bounce", "2025-04-01T10:00:00.000Z")
    game = service.create("1926", PLAYERS, ORGANIZER)
    cli._warn_unmailed(service, game.seats)
    err = capsys.readouterr().err
    assert "vera@example.org" in err and "bounced" in err
    assert "pbm replace" in err and "pbm undeliverable clear vera@example.org" in err
    assert "ann@example.org" not in err


def test_the_dashboard_shows_whom_no_invitation_reached(sqlite_store, clock, fake_secrets):
    from web_events import SECRET as WEB_SECRET
    from web_events import get

    from functions import links
    from functions.web import create_app

    service, _, _ = _setup(sqlite_store, clock, fake_secrets, "bounce", "cs")
    app = create_app(service, WEB_SECRET, "https://games.example.org")
    page = app.resolve(get(links.organizer_path(WEB_SECRET, ORGANIZER),
                           accept_language="cs"), None)["body"]
    lines = [li.split("</li>")[0] for li in page.split("<li>") if "vera@example.org" in li]
    assert any("pozvánka nedošla" in li and "Vyměnit hráče" in li for li in lines), lines
    assert not [li for li in page.split("<li>") if "ann@example.org" in li.split("</li>")[0]
                and "nedošla" in li.split("</li>")[0]]


def test_a_game_started_at_once_says_no_mail_goes_not_that_an_invitation_failed(
        sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    give_up_on(sqlite_store, "vera@example.org", "bounce", "2025-04-01T10:00:00.000Z")
    sent = RecordingTransport()
    service.create("1926", PLAYERS, ORGANIZER, title="Hned", options={"lang": "cs"},
                   start=True)
    Postman(sqlite_store, sent, SETTINGS, SECRET, clock).deliver_pending()
    (mail,) = [m for m in sent.sent if m["To"].addresses[0].addr_spec == ORGANIZER]
    text = " ".join(_text(mail).split())
    assert "Žádná pošta nechodí Věře Novákové. Pošta na adresu vera@example.org" in text
    assert "Pozvánka" not in text
