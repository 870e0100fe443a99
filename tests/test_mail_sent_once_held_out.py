"""Held out (ops20): members of the class "a second write of an outbox key never sends a mail
that went, never loses one that did not, and only a dead sender's begun send is reported",
written after the fix and not tuned on: a pass carrying a mail another sender sent since the
page was read, the same answer recorded twice on each store, a batch delivered again after it
all went, and a batch that takes over a dead sender's claims, on each store."""

from __future__ import annotations

import pytest
from test_mailroom_delivery import Died, Unreleasing, invited
from test_mailroom_incoming import SECRET, SETTINGS, RecordingTransport

from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.play.playing import Notice
from functions.service.records.notifications import Kind
from functions.service.system import iso

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Dan", "dan@example.org", "en"),
           PlayerSpec("Eva", "eva@example.org", "cs")]


class MarksSeen:
    """A store whose marks are recorded (what a pass settled with the mails it sent)."""

    def __init__(self, store):
        self._store, self.marked = store, []

    def __getattr__(self, name):
        return getattr(self._store, name)

    def mark_sent(self, ids, at):
        self.marked += list(ids)
        return self._store.mark_sent(ids, at)


def _two_for_dan(store, clock, fake_secrets):
    """A running game whose first mails wait, and an answer to Dan written after them: Dan has
    two pending mails of one game, which a pass sends as one."""
    service = GameService(store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    clock.advance(minutes=1)
    service.notify(game.id, "tokenless-p2-x", [Notice(Kind.BOARD, "p2", {"said": "Nothing was "
                                                                          "played."})])
    return service, game


@pytest.mark.every_store
def test_a_pass_does_not_carry_a_mail_another_sender_sent_after_its_page_was_read(
        store, clock, fake_secrets):
    service, game = _two_for_dan(store, clock, fake_secrets)
    page = store.pending_notifications()
    started = next(n for n in page if n.seat == "p2" and n.kind != Kind.BOARD)

    class OtherSenderMeanwhile(MarksSeen):
        def pending_notifications(self, *args, **kwargs):
            found = self._store.pending_notifications(*args, **kwargs)
            if found:  # the notifier sent Dan's first mail just after this page was read
                self._store.mark_sent([started.id], iso(clock.now()))
            return found

    seen = OtherSenderMeanwhile(store)
    recorded = RecordingTransport()
    Postman(seen, recorded, SETTINGS, SECRET, clock).deliver_pending()
    assert started.id not in seen.marked  # it went with its own sender, not in this pass
    to_dan = [m for m in recorded.sent if "dan@example.org" in str(m["To"])]
    assert len(to_dan) == 1 and ".board." in str(to_dan[0]["Message-ID"])


@pytest.mark.every_store
def test_a_pass_does_not_carry_a_mail_another_sender_is_sending(store, clock, fake_secrets):
    service, game = _two_for_dan(store, clock, fake_secrets)
    page = store.pending_notifications()
    started = next(n for n in page if n.seat == "p2" and n.kind != Kind.BOARD)
    until = iso(clock.now() + Postman.lease)
    assert started.id in store.claim_many([started.id], iso(clock.now()), until)
    assert store.start_send(started.id, until, iso(clock.now()))  # the notifier is sending it
    seen, reported = MarksSeen(store), []
    Postman(seen, RecordingTransport(), SETTINGS, SECRET, clock,
            on_resend=lambda n, at: reported.append(n.id)).deliver_pending()
    assert started.id not in seen.marked and reported == []
    store.mark_sent([started.id], iso(clock.now()))  # the notifier's mark lands on it
    assert store.notification(started.id).sent_at is not None


@pytest.mark.every_store
def test_the_same_answer_recorded_twice_after_it_went_is_not_sent_again(
        store, clock, fake_secrets):
    service = GameService(store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    recorded = RecordingTransport()
    postman = Postman(store, recorded, SETTINGS, SECRET, clock)
    service.notify(game.id, "waiting-p2-2026120605", [Notice(Kind.HELP, "p2", {})])
    postman.deliver_pending()
    sent = len(recorded.sent)
    clock.advance(minutes=10)
    service.notify(game.id, "waiting-p2-2026120605", [Notice(Kind.HELP, "p2", {"again": 1})])
    assert [n for n in store.pending_notifications() if n.game_id == game.id] == []
    postman.deliver_pending()
    assert len(recorded.sent) == sent


@pytest.mark.every_store
def test_a_batch_delivered_again_after_it_all_went_sends_and_says_nothing(
        store, clock, fake_secrets):
    invited(store, clock, fake_secrets)
    pending = store.pending_notifications()
    recorded, reported = RecordingTransport(), []
    postman = Postman(store, recorded, SETTINGS, SECRET, clock,
                      on_resend=lambda n, at: reported.append(n.id))
    assert set(postman.deliver_batch(pending)) == {"sent"}
    clock.advance(minutes=30)  # long after any claim would have lapsed
    assert set(postman.deliver_batch(pending)) == {"already sent"}
    assert len(recorded.sent) == len(pending) and reported == []


class DiesOnFirst:
    """A transport whose process ends while it sends the first mail."""

    def send(self, message, *, tags):
        raise Died


@pytest.mark.every_store
def test_a_batch_taking_over_a_dead_senders_claims_reports_the_begun_send_alone(
        store, clock, fake_secrets):
    invited(store, clock, fake_secrets)
    pending = store.pending_notifications()
    with pytest.raises(Died):
        Postman(Unreleasing(store), DiesOnFirst(), SETTINGS, SECRET, clock).deliver_batch(
            pending)
    clock.advance(minutes=6)
    recorded, reported = RecordingTransport(), []
    results = Postman(store, recorded, SETTINGS, SECRET, clock,
                      on_resend=lambda n, at: reported.append(n.id)).deliver_batch(pending)
    assert set(results) == {"sent"} and len(recorded.sent) == len(pending)
    assert reported == [pending[0].id]
