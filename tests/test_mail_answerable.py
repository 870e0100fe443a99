"""Every mail a player may answer can be answered (issue 42): the organizer's set-up mail
carries a reply token when the organizer plays, and leaves before the first turn mail; a mail
without a token from a seat's address is answered with the board and a working reply address."""

from __future__ import annotations

from datetime import timedelta
from email.message import EmailMessage

import pytest

from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, _reply, _to
from functions.mail import tokens
from functions.mailroom import incoming
from functions.service import PlayerSpec
from functions.service.system import iso

ANN, BOB, CID = "ann@example.org", "bob@example.org", "cid@example.org"
PLAYERS = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, "en"),
           PlayerSpec("Cid Roe", CID, "en")]


def _options(rules_id: str) -> dict:
    return {} if rules_id == "goofspiel" else {"lang": "en"}


@pytest.mark.parametrize("rules_id", ["goofspiel", "1926", "westernpoly"])
def test_the_playing_organizers_set_up_news_rides_in_their_one_mail_and_can_be_answered(
        mail_world, rules_id):
    service, postman, outbox = mail_world
    game = service.create(rules_id, PLAYERS, ANN, options=_options(rules_id), start=True)
    postman.deliver_pending()
    mine = [m for m in outbox.sent if _to(m) == ANN]
    assert len(mine) == 1  # one write, one mail to a person: the set-up news is a part of it
    # set up, and started once: the mail's own start line says that (conv44)
    assert "is set up." in text_of(mine[0]) and text_of(mine[0]).count("has started") == 1
    assert "/organizer/" in text_of(mine[0])  # with the organizer's dashboard link
    assert tokens.token_of_address(str(mine[0]["Reply-To"])) is not None
    assert "token: " in text_of(mine[0])
    before = len(outbox.sent)
    outcome = incoming.handle(_reply(mine[0], "BOARD", 1), service=service, secret=SECRET,
                              settings=SETTINGS)
    assert outcome.action == "answered" and outcome.game_id == game.id
    postman.deliver_pending()
    assert [_to(m) for m in outbox.sent[before:]] == [ANN]


def test_an_organizer_who_does_not_play_gets_no_reply_token(mail_world):
    service, postman, outbox = mail_world
    service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"}, start=True)
    postman.deliver_pending()
    (setup,) = [m for m in outbox.sent if _to(m) == "org@example.org"]
    assert tokens.token_of_address(str(setup["Reply-To"])) is None


def _tokenless(sender: str, body: str, number: int) -> bytes:
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = SETTINGS.sender
    mail["Subject"] = "my move"
    mail["Message-ID"] = f"<tokenless-{number}@client.example.org>"
    mail.set_content(f"{body}\n")
    return mail.as_bytes()


def test_a_mail_without_a_token_from_a_seats_address_gets_the_board(mail_world):
    service, postman, outbox = mail_world
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    postman.deliver_pending()
    before = len(outbox.sent)
    outcome = incoming.handle(_tokenless(BOB, "large praha", 1), service=service,
                              secret=SECRET, settings=SETTINGS)
    assert outcome.action == "answered" and outcome.game_id == game.id
    assert service.view(game.id).log == ()  # nothing played: which turn it answers is unknown
    postman.deliver_pending()
    (answer,) = outbox.sent[before:]
    assert _to(answer) == BOB and "without the game's reply address" in text_of(answer)
    token = tokens.token_of_address(str(answer["Reply-To"]))
    assert token is not None  # a working reply address: answering it plays
    again = incoming.handle(_tokenless(BOB, "large praha", 1), service=service, secret=SECRET,
                            settings=SETTINGS)
    assert again.action == "duplicate"
    # a stranger gets nothing (no backscatter)
    stranger = incoming.handle(_tokenless("eve@example.org", "large praha", 2),
                               service=service, secret=SECRET, settings=SETTINGS)
    assert stranger.action == "ignored"


def test_a_games_mails_leave_in_order_when_another_sender_is_sending_it(mail_world):
    # `pbm serve` delivers while a command that created the game delivers its own mail: the
    # serve's pass finds the set-up mail claimed by the command and leaves the game's later
    # mails to the command, which sends them in order
    service, postman, outbox = mail_world
    game = service.create("goofspiel", PLAYERS, "org@example.org", start=True)
    store = postman.store
    pending = [n for n in store.pending_notifications(100) if n.game_id == game.id]
    assert ".game_created." in f".{pending[0].id.split(':')[2]}."
    now = postman.clock.now()
    assert store.claim(pending[0].id, iso(now), iso(now + timedelta(minutes=5)))
    postman.deliver_pending()
    assert outbox.sent == []  # nothing of the game goes before its first mail
    postman.clock.moment += timedelta(minutes=10)  # the other sender's claim lapses
    postman.deliver_pending()
    assert ".game_created." in str(outbox.sent[0]["Message-ID"])
    assert len(outbox.sent) == 4


def test_the_playing_organizer_gets_one_set_up_mail_and_no_invitation(mail_world):
    service, postman, outbox = mail_world
    service.create("1926", PLAYERS, ANN, options={"lang": "en"})
    postman.deliver_pending()
    (mine,) = [m for m in outbox.sent if _to(m) == ANN]  # their own seat needs no answer
    text = text_of(mine)
    assert ".invitation." not in str(mine["Message-ID"]) and "is set up" in text
    assert "your seat needs no answer" in text
