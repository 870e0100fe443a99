"""Delivering the outbox: each mail goes out once, even with two processes (`pbm` beside
`pbm serve`), and says what the recipient needs to know."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from test_mailroom_incoming import PLAYERS, SECRET, SETTINGS, RecordingTransport

from functions import links
from functions.mail.transport import Deferred, Refused
from functions.mailroom.answers import TURN_KINDS
from functions.mailroom.delivery import CLAIM_LEASE, Postman
from functions.service import GameService
from functions.service.ledger import chain
from functions.service.records.notifications import Notification
from functions.service.system import iso
from functions.settings import Relay, parse_relay


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
    service = GameService(store, clock, fake_secrets, key=chain.seal_key(SECRET))
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


def test_claims_follow_the_injected_clock(sqlite_store, clock, fake_secrets):
    """Issue 43: a claim is stamped and judged by the postman's clock (PBM_NOW), like every
    other time of the service: shifted past the lease, a dead sender's claim lapses."""
    invited(sqlite_store, clock, fake_secrets)
    (notification, *_) = sqlite_store.pending_notifications()
    clock.moment = datetime(2031, 2, 3, 4, 5, tzinfo=UTC)  # years from the wall clock
    dying = Postman(Unreleasing(sqlite_store), Dying(), SETTINGS, SECRET, clock)
    with pytest.raises(Died):
        dying.deliver(notification)  # it claimed, then died in the send
    stored = sqlite_store.notification(notification.id)
    assert stored.claimed_until == iso(clock.moment + CLAIM_LEASE)
    postman = Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET, clock)
    clock.moment += CLAIM_LEASE - timedelta(seconds=1)
    assert postman.deliver(notification) == "claimed"
    clock.moment += timedelta(seconds=2)
    assert postman.deliver(notification) == "sent"


class Died(BaseException):
    """The sending process ends (a Lambda's timeout): nothing after it runs."""


class Dying:
    def send(self, message, *, tags):
        raise Died


class Unreleasing:
    """The store as a dead process leaves it: its claims are never given back."""

    def __init__(self, store):
        self._store = store

    def release(self, notification_id, until):
        pass

    def __getattr__(self, name):
        return getattr(self._store, name)


def test_a_turn_mail_tells_everything_since_the_players_own_last_move(sqlite_store, clock,
                                                                      fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    emails = [game.seat(seat).email for seat in ("p1", "p2", "p3")]
    for email, move in zip(emails, ("large praha", "large brno", "small plzen"), strict=True):
        service.submit(game.id, email, move)
    recorded = RecordingTransport()
    Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver_pending()
    (turn,) = [m for m in recorded.sent
               if m["To"].addresses[0].addr_spec == emails[0] and str(m["Subject"]).startswith("Your move: ")
               and str(m["Subject"]).endswith(", move 4")]
    text = turn.get_body(("plain",)).get_content()
    # (her first mail: the start folded in, its list "What has happened so far")
    since = re.split(r"What (?:has )?happened", text, maxsplit=1)[1].split("\n\n", 1)[0]
    # the two others' moves since Ann's own, not Ann's placement and not only the last one
    assert "Bob: large Brno" in since and "Cid: small Plzeň" in since
    assert "Ann" not in since


def test_a_turn_mail_for_a_turn_already_played_is_not_sent(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    first = game.seat(game.to_move)
    service.submit(game.id, first.email, "large praha")  # played (say, on the web) before mail
    recorded = RecordingTransport()
    Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver_pending()
    turns = [m["To"].addresses[0].addr_spec for m in recorded.sent
             if ".your_turn." in m["Message-ID"]]
    assert first.email not in turns and len(turns) == 1  # only the player now to move
    assert sqlite_store.pending_notifications() == []


@pytest.mark.parametrize(("spec", "relay"), [
    ("localhost", Relay("localhost", 25)),
    ("mail.example.org:2525", Relay("mail.example.org", 2525)),
    ("smtp+starttls://pbm%40example.org:p%C3%A1ss@smtp.example.org",
     Relay("smtp.example.org", 587, True, "pbm@example.org", "páss")),
    ("smtp+starttls://u:p@smtp.example.org:2587", Relay("smtp.example.org", 2587, True, "u", "p")),
    ("smtp://u:p@relay.lan", Relay("relay.lan", 25, False, "u", "p")),
])
def test_an_smtp_relay_is_a_trusted_host_or_a_submission_url(spec, relay):
    assert parse_relay(spec) == relay


@pytest.mark.parametrize("spec", ["", "host:port", "http://example.org", "smtp+starttls://u:p@"])
def test_a_bad_relay_is_refused_with_the_accepted_forms(spec):
    with pytest.raises(ValueError, match="HOST"):
        parse_relay(spec)


def test_a_turn_mail_waiting_while_another_player_makes_an_offer_still_goes_out(
        sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("westernpoly", PLAYERS[:2], "org@example.org",
                          options={"lang": "en"}, start=True)
    mover = game.seat(game.to_move)
    other = next(s for s in game.seats if s.seat != mover.seat)
    # the turn mail waits (a relay down, an SES retry) while the other player trades
    service.submit(game.id, other.email, f"offer {mover.player} give $100 get nothing")
    recorded = RecordingTransport()
    Postman(sqlite_store, recorded, SETTINGS, SECRET, clock).deliver_pending()
    turns = [m for m in recorded.sent if ".your_turn." in m["Message-ID"]]
    assert [m["To"].addresses[0].addr_spec for m in turns] == [mover.email]
    assert "play+" in str(turns[0]["Reply-To"])


def test_a_turn_mail_is_superseded_once_the_seat_has_moved(sqlite_store, clock, fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("westernpoly", PLAYERS[:2], "org@example.org",
                          options={"lang": "en"}, start=True)
    mover = game.seat(game.to_move)
    view = service.view(game.id)  # the service threw for them: they decide on the field
    decision = view.rules.choices(view.state, mover.player)[-1].text
    # held as a mail's first line: still their turn, and a newer turn mail is due
    service.submit(game.id, mover.email, decision, hold=True)
    recorded = RecordingTransport()
    postman = Postman(sqlite_store, recorded, SETTINGS, SECRET, clock)
    first = next(n for n in sqlite_store.pending_notifications()
                 if n.kind == "your_turn" and n.version == game.version)
    if first.payload.get("parts"):  # the start of the game rode in it: that still goes out
        assert postman.deliver(first) == "sent"
        (sent,) = recorded.sent
        assert ".your_turn." not in sent["Message-ID"] and "Your move" not in sent["Subject"]
    else:
        assert postman.deliver(first) == "superseded"


class Refusing:
    """A relay that refuses one address for good (550) and takes every other mail."""

    def __init__(self, refused: str, inner: RecordingTransport):
        self.refused, self.inner, self.tries = refused, inner, 0

    def send(self, message, *, tags):
        if message["To"].addresses[0].addr_spec == self.refused:
            self.tries += 1
            raise Refused("SMTP 550 5.1.1 no such user", recipient=True)
        return self.inner.send(message, tags=tags)


class Deferring(Refusing):
    def send(self, message, *, tags):
        if message["To"].addresses[0].addr_spec == self.refused:
            self.tries += 1
            raise Deferred("SMTP 452 mailbox full")
        return self.inner.send(message, tags=tags)


class Hanging:
    """A relay that accepts the connection and never answers: every send times out."""

    def __init__(self):
        self.tries = 0

    def send(self, message, *, tags):
        self.tries += 1
        raise TimeoutError("timed out")


class Slow:
    """A relay that takes `seconds` of the fake clock for every mail."""

    def __init__(self, clock, seconds: float, inner: RecordingTransport):
        self.clock, self.seconds, self.inner = clock, seconds, inner

    def send(self, message, *, tags):
        self.clock.advance(seconds=self.seconds)
        return self.inner.send(message, tags=tags)


def test_a_refused_address_is_given_up_once_and_the_organizer_told(sqlite_store, clock,
                                                                   fake_secrets):
    game = invited(sqlite_store, clock, fake_secrets)
    recorded = RecordingTransport()
    relay = Refusing("bob@example.org", recorded)
    postman = Postman(sqlite_store, relay, SETTINGS, SECRET, clock)
    postman.deliver_pending()
    assert sqlite_store.undeliverable("bob@example.org").startswith("refused: SMTP 550")
    assert relay.tries == 1 and sqlite_store.pending_notifications() == []
    (report,) = [m for m in recorded.sent if ".address_undeliverable." in m["Message-ID"]]
    assert report["To"].addresses[0].addr_spec == "org@example.org"
    assert "bob@example.org" in report.get_body(("plain",)).get_content()
    # later mail to Bob is settled without a try, and the organizer is not told again
    GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET)).replace_player(
        game.id, "ann@example.org", "Ada", "ada@example.org")
    postman.deliver_pending()
    assert relay.tries == 1
    assert sum(".address_undeliverable." in m["Message-ID"] for m in recorded.sent) == 1


def test_mail_stuck_for_one_address_does_not_hold_up_everybody_elses(sqlite_store, clock,
                                                                     fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})
    from functions.service import Notice
    for n in range(150):  # more than a page of answers to a full mailbox, all older
        service.notify(game.id, f"m{n:03d}", [Notice("help", "p2")])
    clock.advance(minutes=1)
    later = service.notify(game.id, "later", [Notice("help", "p3")])
    recorded = RecordingTransport()
    relay = Deferring("bob@example.org", recorded)
    Postman(sqlite_store, relay, SETTINGS, SECRET, clock).deliver_pending()
    # Bob's invitation and his 150 answers: his mails of each page of the outbox go out as
    # one (one mail per person per pass), tried once
    assert relay.tries == 2
    assert any(later[0].id.replace(":", ".") in m["Message-ID"] for m in recorded.sent)
    assert {n.email for n in sqlite_store.pending_notifications(limit=1000)} == \
        {"bob@example.org"}


def test_a_hanging_relay_ends_the_pass_at_its_first_timeout(sqlite_store, clock, fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    relay = Hanging()
    assert Postman(sqlite_store, relay, SETTINGS, SECRET, clock).deliver_pending() == 0
    assert relay.tries == 1
    assert len(sqlite_store.pending_notifications()) == len(PLAYERS) + 1
    # nothing was claimed for long: the next pass tries again at once
    assert Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET,
                   clock).deliver_pending() == len(PLAYERS) + 1


def test_a_pass_stops_when_its_time_budget_is_spent(sqlite_store, clock, fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    recorded = RecordingTransport()
    postman = Postman(sqlite_store, Slow(clock, 8, recorded), SETTINGS, SECRET, clock)
    assert postman.deliver_pending(budget=timedelta(seconds=20)) == 3
    assert len(sqlite_store.pending_notifications()) == 1


def test_a_mail_whose_sender_died_before_marking_it_is_counted_as_a_resend(sqlite_store, clock,
                                                                           fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    (notification, *_) = sqlite_store.pending_notifications()
    resends = []
    postman = Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET, clock,
                      on_resend=lambda n, started: resends.append((n.id, started)))
    until = "2025-05-01T12:05:00.000Z"
    sqlite_store.claim(notification.id, "2025-05-01T12:00:00.000Z", until)
    assert sqlite_store.start_send(notification.id, until, "2025-05-01T12:00:01.000Z")
    clock.advance(minutes=6)  # the sender sent it (maybe) and died before marking it sent
    assert postman.deliver(notification) == "sent"
    postman.deliver_pending()  # the others were never claimed: no resend
    assert resends == [(notification.id, "2025-05-01T12:00:01.000Z")]


def test_a_claim_that_lapsed_before_its_send_began_is_no_resend(sqlite_store, clock,
                                                               fake_secrets):
    """A sender that died while making the mail (or a batch's later mails, claimed with the
    one it died sending) sent nothing: the mail goes once, unreported."""
    invited(sqlite_store, clock, fake_secrets)
    (notification, *_) = sqlite_store.pending_notifications()
    resends = []
    postman = Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET, clock,
                      on_resend=lambda n, started: resends.append(n.id))
    sqlite_store.claim(notification.id, "2025-05-01T12:00:00.000Z", "2025-05-01T12:05:00.000Z")
    clock.advance(minutes=6)
    assert postman.deliver(notification) == "sent"
    assert resends == []


def test_a_mail_that_cannot_be_made_is_settled_and_reported_once(sqlite_store, clock,
                                                                 fake_secrets):
    game = invited(sqlite_store, clock, fake_secrets)
    broken = Notification(id=f"{game.id}:1:no_such_kind:p2", game_id=game.id, version=1,
                          kind="no_such_kind", seat="p2", email="bob@example.org", lang="en",
                          created_at="2025-05-01T12:00:00.000Z", payload={"game_id": game.id})
    sqlite_store.add_notifications([broken])
    recorded = RecordingTransport()
    postman = Postman(sqlite_store, recorded, SETTINGS, SECRET, clock)
    postman.deliver_pending()
    assert sqlite_store.pending_notifications() == []  # settled, not retried forever
    (report,) = [m for m in recorded.sent if ".mail_failed." in m["Message-ID"]]
    assert report["To"].addresses[0].addr_spec == "org@example.org"
    assert "bob@example.org" in report.get_body(("plain",)).get_content()
    postman.deliver_pending()
    assert sum(".mail_failed." in m["Message-ID"] for m in recorded.sent) == 1


def test_a_delivery_pass_prunes_mail_sent_more_than_a_week_ago(sqlite_store, clock,
                                                              fake_secrets):
    game = invited(sqlite_store, clock, fake_secrets)
    postman = Postman(sqlite_store, RecordingTransport(), SETTINGS, SECRET, clock)
    sent = sqlite_store.pending_notifications()
    assert postman.deliver_pending() == len(sent)
    clock.advance(days=6)
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    service.decline(game.id, game.seats[0].email)  # a mail to the organizer, not sent yet
    (waiting,) = sqlite_store.pending_notifications()
    clock.advance(days=1, seconds=1)
    postman.transport = Failing()  # the relay is down: nothing goes out in this pass
    postman.deliver_pending()
    assert sqlite_store.notifications([n.id for n in sent]) == []  # a week old: pruned
    assert sqlite_store.pending_notifications() == [waiting]


def test_a_postman_prunes_at_most_once_an_hour(sqlite_store, clock):
    class Counting:
        """The store, counting its prunes."""

        def __init__(self, store):
            self.store, self.prunes = store, 0

        def __getattr__(self, name):
            return getattr(self.store, name)

        def prune_sent(self, before):
            self.prunes += 1
            return self.store.prune_sent(before)

    store = Counting(sqlite_store)
    postman = Postman(store, RecordingTransport(), SETTINGS, SECRET, clock)
    for _ in range(3):  # `pbm serve` passes every second
        postman.deliver_pending()
        clock.advance(seconds=1)
    assert store.prunes == 1
    clock.advance(hours=1)
    postman.deliver_pending()
    assert store.prunes == 2


def test_a_mail_announced_once_to_a_bad_address_is_settled_unsent(sqlite_store, clock,
                                                                   fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    pending = sqlite_store.pending_notifications()
    bad = next(n for n in pending if n.email == PLAYERS[1].email)
    sqlite_store.mark_undeliverable(PLAYERS[1].email, "bounce", "2025-05-01T12:00:00.000Z")
    recorded = RecordingTransport()
    postman = Postman(sqlite_store, recorded, SETTINGS, SECRET, clock)
    assert postman.deliver_batch([bad]) == ["undeliverable"]
    assert recorded.sent == []
    assert bad.id not in {n.id for n in sqlite_store.pending_notifications()}
    good = next(n for n in pending if n.email == PLAYERS[0].email)
    assert postman.deliver_batch([good]) == ["sent"]  # the next mail reads its own address
    assert [m["To"] for m in recorded.sent] == [f"{PLAYERS[0].name} <{PLAYERS[0].email}>"]


def test_a_move_at_the_command_line_is_read_back_in_the_players_next_mail(sqlite_store, clock,
                                                                         fake_secrets):
    service, game, recorded, postman, emails = _started_1926(sqlite_store, clock,
                                                             fake_secrets)
    service.submit(game.id, emails[0], "large praha", source="cli")
    before = len(recorded.sent)
    postman.deliver_pending()
    assert emails[0] not in [m["To"].addresses[0].addr_spec for m in recorded.sent[before:]]
    for email, move in ((emails[1], "large brno"), (emails[2], "small plzen")):
        clock.advance(minutes=1)
        service.submit(game.id, email, move, source="cli")
        postman.deliver_pending()
    mine = [m for m in recorded.sent[before:] if m["To"].addresses[0].addr_spec == emails[0]]
    (turn,) = mine  # the read-back rode in the turn mail
    text = turn.get_body(("plain",)).get_content()
    assert str(turn["Subject"]).startswith("Your move") and "Read as: large Praha" in text
    assert all(n.email != emails[0] for n in sqlite_store.pending_notifications())


@pytest.mark.parametrize("carrier_first", [True, False])
def test_a_batch_tells_a_read_back_once_whichever_mail_comes_first(sqlite_store, clock,
                                                                  fake_secrets, carrier_first):
    """A stream batch holding both a read-back and the player's turn mail that may carry it
    (read at once, before either is marked sent): the read-back is told once, alone or
    carried, as when each mail read the store after the one before was marked."""
    service, game, recorded, postman, emails = _started_1926(sqlite_store, clock,
                                                             fake_secrets)
    service.submit(game.id, emails[0], "large praha", source="cli")
    for email, move in ((emails[1], "large brno"), (emails[2], "small plzen")):
        clock.advance(minutes=1)
        service.submit(game.id, email, move, source="cli")
    mine = [n for n in sqlite_store.pending_notifications() if n.email == emails[0]]
    readback = next(n for n in mine if "readback" in n.id)
    turn = next(n for n in mine if n is not readback and n.kind in TURN_KINDS)
    clock.advance(minutes=15)  # the read-back no longer held
    before = len(recorded.sent)
    batch = [turn, readback] if carrier_first else [readback, turn]
    done = postman.deliver_batch(batch)
    texts = [m.get_body(("plain",)).get_content() for m in recorded.sent[before:]
             if m["To"].addresses[0].addr_spec == emails[0]]
    assert sum(text.count("Read as: large Praha") for text in texts) == 1, (done, texts)
    assert all(n.email != emails[0] for n in sqlite_store.pending_notifications())


def _started_1926(store, clock, secrets):
    """A started 1926 game in English with its first mails sent: the service, the game, the
    recorded transport, the postman and the players' addresses in seat order."""
    service = GameService(store, clock, secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    recorded = RecordingTransport()
    postman = Postman(store, recorded, SETTINGS, SECRET, clock)
    postman.deliver_pending()
    return (service, game, recorded, postman,
            [game.seat(seat).email for seat in ("p1", "p2", "p3")])
