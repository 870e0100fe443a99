"""A mail that may be sent twice is reported once, with its id, and only that one (ops19): a
sender that dies while sending a batch leaves every mail of it claimed; the sweep that takes
them over after the claims lapsed warns about the one whose send had begun, not about those
it never reached, nor about mail an erasure held to scrub it."""

from __future__ import annotations

import pytest
from test_mailroom_delivery import Died, Unreleasing, invited
from test_mailroom_incoming import SECRET, SETTINGS, RecordingTransport

from functions.mailroom.delivery import Postman


class DiesOnSecond:
    """A transport whose process ends while it sends the second mail (a Lambda's timeout)."""

    def __init__(self):
        self.sent = []

    def send(self, message, *, tags):
        if len(self.sent) == 1:
            raise Died
        self.sent.append(message)


@pytest.mark.every_store
def test_only_the_mail_being_sent_when_its_sender_died_is_reported(store, clock, fake_secrets):
    invited(store, clock, fake_secrets)
    pending = store.pending_notifications()
    assert len(pending) >= 3
    dying = DiesOnSecond()
    with pytest.raises(Died):
        Postman(Unreleasing(store), dying, SETTINGS, SECRET, clock).deliver_batch(pending)
    clock.advance(minutes=6)  # every claim of the batch lapsed
    reported = []
    recorded = RecordingTransport()
    sweep = Postman(store, recorded, SETTINGS, SECRET, clock,
                    on_resend=lambda n, started: reported.append(n.id))
    sweep.deliver_pending()
    ids = {m["Message-ID"] for m in recorded.sent}
    assert len(recorded.sent) == len(pending) - 1 and len(ids) == len(pending) - 1
    assert reported == [pending[1].id]  # the one it was sending; the others never began
    sweep.deliver_pending()
    assert reported == [pending[1].id]  # once


@pytest.mark.every_store
def test_mail_an_erasure_held_is_no_resend(store, clock, fake_secrets):
    invited(store, clock, fake_secrets)
    (first, *_) = store.pending_notifications()
    # the hold an erasure puts on mail it scrubs is a claim no sender began to send under
    assert store.claim(first.id, "2025-05-01T12:00:00.000Z", "2025-05-01T12:01:00.000Z")
    clock.advance(minutes=2)
    reported = []
    Postman(store, RecordingTransport(), SETTINGS, SECRET, clock,
            on_resend=lambda n, started: reported.append(n.id)).deliver_pending()
    assert reported == [] and store.pending_notifications() == []


def test_the_report_is_a_warning_naming_the_mail(sqlite_store, clock, fake_secrets, caplog):
    invited(sqlite_store, clock, fake_secrets)
    (first, *_) = sqlite_store.pending_notifications()
    until = "2025-05-01T12:05:00.000Z"
    sqlite_store.claim(first.id, "2025-05-01T12:00:00.000Z", until)
    sqlite_store.start_send(first.id, until, "2025-05-01T12:00:02.000Z")
    clock.advance(minutes=6)
    with caplog.at_level("INFO"):
        Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET, clock).deliver_pending()
    warned = [r for r in caplog.records if "sent twice" in r.getMessage()]
    assert [r.levelname for r in warned] == ["WARNING"]
    assert warned[0].notification_id == first.id
