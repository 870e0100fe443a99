"""Two processes delivering one outbox (`pbm` beside `pbm serve`): each mail goes out once."""

from __future__ import annotations

from datetime import timedelta

import pytest
from test_mailroom_incoming import PLAYERS, SECRET, SETTINGS, RecordingTransport

from functions.mailroom.delivery import CLAIM_LEASE, Postman
from functions.service import GameService
from functions.web import links


class SendingOther:
    """A transport that, while it sends, lets a second postman try the same notification."""

    def __init__(self, inner: RecordingTransport):
        self.inner = inner
        self.other: Postman | None = None
        self.meanwhile: list[str] = []

    def send(self, message, *, tags):
        if self.other is not None and not self.meanwhile:
            pending = self.other.store.pending_notifications()
            self.meanwhile = [self.other.deliver(n) for n in pending]
        return self.inner.send(message, tags=tags)


class Failing:
    def send(self, message, *, tags):
        raise ConnectionError("the relay is down")


def invited(store, clock, fake_secrets):
    service = GameService(store, clock, fake_secrets)
    return service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})


def test_a_notification_being_sent_is_left_to_its_sender(sqlite_store, clock, fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    recorded = RecordingTransport()
    first = SendingOther(recorded)
    second = Postman(sqlite_store, recorded, SETTINGS, SECRET, clock)
    first.other = second
    Postman(sqlite_store, first, SETTINGS, SECRET, clock).deliver_pending()
    # the second postman found the first mail claimed and sent every other one itself
    assert first.meanwhile[0] == "claimed"
    assert set(first.meanwhile[1:]) == {"sent"}
    mails = len(PLAYERS) + 1  # the invitations and the organizer's "game set up"
    assert len(recorded.sent) == mails
    assert len({m["Message-ID"] for m in recorded.sent}) == mails
    assert sqlite_store.pending_notifications() == []


def test_the_organizer_gets_a_link_to_the_dashboard_of_their_games(sqlite_store, clock,
                                                                  fake_secrets):
    game = invited(sqlite_store, clock, fake_secrets)
    recorded = RecordingTransport()
    Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver_pending()
    (mail,) = [m for m in recorded.sent if m["To"].addresses[0].addr_spec == "org@example.org"]
    text = mail.get_body(("plain",)).get_content()
    assert "is set up" in text and game.title in text
    path = links.organizer_path(SECRET, "org@example.org")
    assert links.absolute(SETTINGS.base_url, path) in text
    assert "play+" not in str(mail["Reply-To"])  # nothing to play: no token for the organizer


def test_a_failed_send_gives_its_claim_back(sqlite_store, clock, fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    (notification, *_) = sqlite_store.pending_notifications()
    with pytest.raises(ConnectionError):
        Postman(sqlite_store, Failing(), SETTINGS, SECRET, clock).deliver(notification)
    recorded = RecordingTransport()
    assert Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver(notification) == "sent"
    assert len(recorded.sent) == 1


def test_the_claim_of_a_crashed_sender_lapses(sqlite_store, clock, fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    (notification, *_) = sqlite_store.pending_notifications()
    start = clock.now()
    assert sqlite_store.claim(notification.id, "2025-05-01T12:00:00.000Z",
                              "2025-05-01T12:05:00.000Z")  # then the sender died
    postman = Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET, clock)
    assert postman.deliver(notification) == "claimed"
    clock.moment = start + CLAIM_LEASE + timedelta(seconds=1)
    assert postman.deliver(notification) == "sent"
