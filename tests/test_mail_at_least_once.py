"""No mail is lost whichever step a sender dies at (issue 43): the notifier on moto and the local
delivery pass on SQLite, killed at every boundary of their store and transport calls (before and
after each), then recovered as the platform would (the stream's retry of the whole batch, the
sweep once the dead sender's claim has lapsed). Counted: every notification of the batch reached
its reader, and any mail that went twice went with one Message-ID."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import pytest
from test_handlers_aws import PLAYERS, REGION, WAKE_GROUP, Cloud
from test_mailroom_incoming import SECRET, SETTINGS, RecordingTransport

from functions import deadlines_handler, notifier_handler
from functions.mailroom.delivery import CLAIM_LEASE, Postman
from functions.service import GameService
from functions.service.ledger import chain
from functions.service.system import SystemClock, iso


class Killed(BaseException):
    """The process is gone (a timeout, an out-of-memory kill): no handler runs, nothing more
    is written by it."""


@dataclass
class Reaper:
    """Kills the process at the `at`-th boundary it passes (None: never); records the path."""

    at: int | None = None
    passed: list[str] = field(default_factory=list)
    dead: bool = False
    reported: list[str] = field(default_factory=list)  # what the sweep reported may repeat

    def boundary(self, name: str) -> None:
        if self.dead:
            raise Killed(name)  # a dead process does nothing more
        self.passed.append(name)
        if self.at is not None and len(self.passed) - 1 == self.at:
            self.dead = True
            raise Killed(name)


class Mortal:
    """A store or transport whose every call is a boundary before and after (see Reaper)."""

    def __init__(self, inner: Any, name: str, reaper: Reaper):
        self._inner, self._name, self._reaper = inner, name, reaper

    def __getattr__(self, attribute: str) -> Any:
        value = getattr(self._inner, attribute)
        if not callable(value):
            return value

        def call(*args: Any, **kwargs: Any) -> Any:
            self._reaper.boundary(f"before {self._name}.{attribute}")
            done = value(*args, **kwargs)
            self._reaper.boundary(f"after {self._name}.{attribute}")
            return done

        return call


class LaterClock:
    """The wall clock `ahead` later: a sweep that runs once a dead sender's claim has lapsed."""

    def __init__(self, ahead: timedelta):
        self.ahead = ahead

    def now(self):
        return SystemClock().now() + self.ahead


# ---- AWS: the notifier on moto -------------------------------------------------------------------

@pytest.fixture
def world():
    """A moto account of the test's own (each kill plays its own game in it): a table that
    others filled would make every Scan read their games too."""
    from moto import mock_aws

    saved = dict(os.environ)
    os.environ.update({"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                       "AWS_DEFAULT_REGION": REGION})
    patch = pytest.MonkeyPatch()
    with mock_aws():
        yield Cloud(patch)
    patch.undo()
    os.environ.clear()
    os.environ.update(saved)


def _batch(world: Cloud, game_id: str) -> dict:
    records = [r for r in world.stream_batch()["Records"]
               if r["dynamodb"]["Keys"]["pk"]["S"].startswith(f"OUTBOX#{game_id}:")]
    return {"Records": records}


def _message_ids(world: Cloud, game_id: str) -> list[str]:
    return [str(m["Message-ID"]) for m in world.sent() if f".{game_id}." in str(m["Message-ID"])]


def _notifier(reaper: Reaper | None = None) -> notifier_handler.Notifier:
    """A fresh container's notifier (Lambda starts one after a crash); mortal with `reaper`."""
    notifier = notifier_handler.build(os.environ)
    if reaper is not None:
        postman = notifier.postman
        postman.store = Mortal(postman.store, "store", reaper)
        postman.reader.store = postman.store
        # the lines of its mails go through the store's own writer (storage/dynamodb_sent_words)
        postman.words_keeper = Mortal(postman.words_keeper, "store", reaper)
        postman.transport = Mortal(postman.transport, "ses", reaper)
    return notifier


def _play_killed(world: Cloud, at: int | None, retry_late: bool = False
                 ) -> tuple[list[str], list[str], Reaper]:
    """A game started, its batch delivered by a notifier killed at boundary `at`, then the
    stream's retry (at once, or with `retry_late` once the dead claims have lapsed: Lambda
    backs off) and the sweep after the lease; the ids the batch announced and the
    Message-IDs SES sent. What the retry and the sweep report may repeat goes to the reaper's
    `reported`."""
    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    batch = _batch(world, game.id)
    reaper = Reaper(at)
    try:
        _notifier(reaper).process(batch)
    except Killed:
        pass
    if reaper.dead:  # Lambda retries the whole batch, in a new container
        retry = _notifier()
        retry.postman.on_resend = lambda n, started: reaper.reported.append(n.id)
        if retry_late:
            retry.postman.clock = LaterClock(CLAIM_LEASE + timedelta(seconds=30))
        assert retry.process(batch)["batchItemFailures"] == []
        # the sweep, woken after the dead claim lapses, sends what the retry found claimed
        service, postman = deadlines_handler.build(os.environ)
        postman.clock = LaterClock(CLAIM_LEASE + timedelta(minutes=1))
        postman.on_resend = lambda n, started: reaper.reported.append(n.id)
        deadlines_handler.sweep(service, postman, games=False)
    announced = [r["dynamodb"]["Keys"]["pk"]["S"].removeprefix("OUTBOX#")
                 for r in batch["Records"]]
    return announced, _message_ids(world, game.id), reaper


def _mail_id(notification_id: str) -> str:
    return notification_id.replace(":", ".")


def test_the_notifier_killed_at_any_boundary_loses_no_mail(world):
    announced, sent, path = _play_killed(world, None)
    assert len(sent) == len(announced) == len(set(sent))  # undisturbed: each once
    boundaries = path.passed
    # the batch is read once, all claimed in one write, the lines of the mails claimed kept
    # in one write, each mail's send noted as begun, sent and marked sent at once: every
    # boundary before and after
    calls = ["store.load_for_mails", "store.claim_many", "store.keep_sent_words",
             *["store.start_send", "ses.send", "store.mark_sent"] * len(announced)]
    assert boundaries == [f"{side} {call}" for call in calls for side in ("before", "after")]
    lost, twice, kinds = 0, 0, set()
    for at in range(len(boundaries)):
        announced, sent, reaper = _play_killed(world, at)
        assert reaper.dead
        kinds.add(reaper.passed[-1])
        lost += sum(1 for nid in announced if not any(f"<{_mail_id(nid)}." in m for m in sent))
        twice += len(sent) - len(set(sent))
        # one Message-ID per notification, however often it went
        assert len(set(sent)) == len(announced), (at, boundaries[at])
        # a mail that went twice was reported, once; nothing is reported unless the kill came
        # between a send's noted start and its mark (ops19: the one window a mail may repeat)
        repeated = {nid for nid in announced
                    if sum(f"<{_mail_id(nid)}." in m for m in sent) > 1}
        sending = boundaries[at] in ("after store.start_send", "before ses.send",
                                     "after ses.send", "before store.mark_sent")
        assert repeated <= set(reaper.reported), (boundaries[at], reaper.reported, repeated)
        assert len(reaper.reported) == (1 if sending else 0), (boundaries[at], reaper.reported)
    assert lost == 0
    assert {"after ses.send", "after store.claim_many", "before store.mark_sent"} <= kinds
    assert twice >= 1  # a kill between the send and its mark sends it again, as the same mail


def test_a_stream_retry_taking_over_a_dead_claim_says_so_only_when_a_send_had_begun(world):
    """ops20: the stream's retry that came after the dead sender's claims lapsed took them
    over and sent again without a word, while the sweep warned. Killed at every boundary and
    retried late: the retry reports the one mail whose send had begun (it may repeat) and
    nothing else; nothing is lost, and each mail keeps one Message-ID."""
    _, _, path = _play_killed(world, None)
    lost = 0
    for at, boundary in enumerate(path.passed):
        announced, sent, reaper = _play_killed(world, at, retry_late=True)
        lost += sum(1 for nid in announced if not any(f"<{_mail_id(nid)}." in m for m in sent))
        assert len(set(sent)) == len(announced), boundary
        sending = boundary in ("after store.start_send", "before ses.send", "after ses.send",
                               "before store.mark_sent")
        assert len(reaper.reported) == (1 if sending else 0), (boundary, reaper.reported)
        repeated = {nid for nid in announced
                    if sum(f"<{_mail_id(nid)}." in m for m in sent) > 1}
        assert repeated <= set(reaper.reported), (boundary, repeated)
    assert lost == 0


def test_a_notifier_killed_after_k_of_n_sends_repeats_one_mail_and_loses_none(world):
    """Review 12: killed after k of a batch's n sends, the batch's one mark after them all
    sent those k again (k duplicates); each mail marked at its send repeats only the one whose
    mark the kill cut off, with its Message-ID, and loses none."""
    _, _, path = _play_killed(world, None)
    sends = [i for i, b in enumerate(path.passed) if b == "after ses.send"]
    assert len(sends) == 4  # the start's four mails: three players' and the organizer's
    found = []
    for k, at in enumerate(sends, 1):
        announced, sent, reaper = _play_killed(world, at)
        assert reaper.passed[-1] == "after ses.send"
        lost = sum(1 for nid in announced if not any(f"<{_mail_id(nid)}." in m for m in sent))
        found.append((k, lost, len(sent) - len(set(sent))))
        assert len(set(sent)) == len(announced)  # one Message-ID per notification
    assert found == [(k, 0, 1) for k in range(1, 5)]


def test_a_claim_held_by_a_dead_sender_wakes_the_sweep_for_when_it_lapses(world):
    *_, path = _play_killed(world, None)
    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    batch = _batch(world, game.id)
    with pytest.raises(Killed):  # dies right after its claims
        _notifier(Reaper(path.passed.index("after store.claim_many"))).process(batch)
    retried_at = SystemClock().now()
    assert _notifier().process(batch)["batchItemFailures"] == []
    lapsed = f"pbm-wake-mail-{retried_at + CLAIM_LEASE:%Y%m%dT%H%M}"
    names = [s["Name"] for s in world.scheduler.list_schedules(GroupName=WAKE_GROUP)["Schedules"]]
    assert any(name.startswith("pbm-wake-mail-") and name > lapsed for name in names)
    assert _message_ids(world, game.id) == []  # they wait for the dead claims to lapse


# ---- one machine: the delivery pass on SQLite ------------------------------------------------------

def _local_run(sqlite_store, clock, fake_secrets, at: int | None
               ) -> tuple[list[str], list[str], Reaper]:
    service = GameService(sqlite_store, clock, fake_secrets, key=chain.seal_key(SECRET))
    game = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                          start=True)
    announced = [n.id for n in sqlite_store.pending_notifications() if n.game_id == game.id]
    recorded, reaper = RecordingTransport(), Reaper(at)
    mortal = Postman(Mortal(sqlite_store, "store", reaper), Mortal(recorded, "smtp", reaper),
                     SETTINGS, SECRET, clock)
    try:
        mortal.deliver_pending()
    except Killed:
        pass
    # `pbm serve` started again, its next pass once the dead claim has lapsed
    clock.advance(seconds=(CLAIM_LEASE + timedelta(minutes=1)).total_seconds())
    later = Postman(sqlite_store, recorded, SETTINGS, SECRET, clock)
    later.deliver_pending()
    sent = [str(m["Message-ID"]) for m in recorded.sent if f".{game.id}." in str(m["Message-ID"])]
    return announced, sent, reaper


def test_the_local_delivery_killed_at_any_boundary_loses_no_mail(sqlite_store, clock,
                                                                  fake_secrets):
    announced, sent, path = _local_run(sqlite_store, clock, fake_secrets, None)
    assert len(sent) == len(announced) == len(set(sent))
    lost, twice = 0, 0
    for at in range(len(path.passed)):
        announced, sent, reaper = _local_run(sqlite_store, clock, fake_secrets, at)
        assert reaper.dead
        lost += sum(1 for nid in announced if not any(f"<{_mail_id(nid)}." in m for m in sent))
        twice += len(sent) - len(set(sent))
        assert len(set(sent)) == len(announced)
    assert lost == 0
    assert twice >= 1


def test_a_batch_with_one_mail_claimed_elsewhere_sends_the_others(world):
    """The batch's claims go in one transaction; one item another invocation holds cancels it,
    and then each is claimed on its own: only the held one waits."""
    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    batch = _batch(world, game.id)
    ids = [r["dynamodb"]["Keys"]["pk"]["S"].removeprefix("OUTBOX#") for r in batch["Records"]]
    notifier = _notifier()
    now = SystemClock().now()
    assert notifier.postman.store.claim(ids[1], iso(now), iso(now + CLAIM_LEASE))
    assert notifier.process(batch)["batchItemFailures"] == []
    sent = _message_ids(world, game.id)
    went = [nid for nid in ids if any(f"<{_mail_id(nid)}." in m for m in sent)]
    assert went == ids[:1] + ids[2:] and len(sent) == len(went)
    stored = {nid: notifier.postman.store.notification(nid) for nid in ids}
    assert [nid for nid in ids if stored[nid].sent_at is None] == [ids[1]]


def test_marks_of_a_batch_with_one_sent_already_mark_the_others(world):
    """The marks go in one transaction; one sent already cancels it, and then each is marked
    on its own."""
    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    ids = [r["dynamodb"]["Keys"]["pk"]["S"].removeprefix("OUTBOX#")
           for r in _batch(world, game.id)["Records"]]
    store = _notifier().postman.store
    at = iso(SystemClock().now())
    store.mark_sent(ids[:1], at)
    store.mark_sent(ids, at)
    assert all(store.notification(nid).sent_at == at for nid in ids)
    assert [nid for nid in ids if nid in store.claim_many(ids, at, at)] == []


def test_a_batch_of_mails_is_one_read_one_claim_and_a_send_and_mark_each(world):
    from bench.aws_calls import AwsCalls, describe, summary

    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    batch = _batch(world, game.id)
    notifier = _notifier()
    calls = AwsCalls().watch(notifier.postman.store.client, notifier.postman.transport._client)
    assert notifier.process(batch)["batchItemFailures"] == []
    made = calls.counts
    mails = len(batch["Records"])
    assert mails == 4 and len(_message_ids(world, game.id)) == mails
    assert made[("dynamodb", "BatchGetItem")] == 1 and summary(made)["read"] == 1, describe(made)
    # the claims in one write (a transaction: fewer requests on a cold start), the send's
    # start noted right before each send (ops19: only a claim lapsing after it may have sent
    # its mail) and the marks one each, right after each send (a death repeats one mail at
    # most; review 12)
    assert made[("dynamodb", "TransactWriteItems")] == 1, describe(made)
    assert made[("dynamodb", "UpdateItem")] == 2 * mails, describe(made)
    # the lines of the mails, for reading their replies: one write for the batch
    assert made[("dynamodb", "BatchWriteItem")] == 1 == summary(made)["write"] - 1 - 2 * mails, \
        describe(made)
    assert made[("sesv2", "SendEmail")] == mails, describe(made)


def test_the_stream_records_an_erasure_writes_name_no_one(world):
    """Review 12: on AWS the notifier makes each mail from the stream's image of its outbox
    item, written with the erasure's own removal ("Organizátor vyřadil hráče Cid"). The
    records the erasure writes carry the seat's number, and the mails made of them say who
    left without a name."""
    from functions.compose.erasing_at_once import erasure_of

    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True, title="Stream erase")
    assert _notifier().process(_batch(world, game.id))["batchItemFailures"] == []
    world.service.submit(game.id, "ann@example.org", "large praha")
    assert _notifier().process(_batch(world, game.id))["batchItemFailures"] == []
    before = len(world.sent())
    # the stream's images are the items as written, before the erasure's last step scrubs the
    # outbox: taken then
    erasure, taken = erasure_of(world.service.store), []

    class AsStreamed:
        def rewrite_game(self, *args):
            erasure.rewrite_game(*args)

        def forget_person(self, *args, **kwargs):
            taken.append(_batch(world, game.id))
            erasure.forget_person(*args, **kwargs)

    world.service.erase_person("cid@example.org", AsStreamed())
    (batch,) = taken
    images = [json.dumps(r["dynamodb"]["NewImage"], ensure_ascii=False) for r in batch["Records"]]
    assert images and not [i for i in images if "Cid" in i or "cid@" in i]
    assert _notifier().process(batch)["batchItemFailures"] == []
    mails = world.sent()[before:]
    texts = [str(m["Subject"]) + "".join(p.get_content() for p in m.walk()
                                         if p.get_content_maintype() == "text") for m in mails]
    assert mails and not [t for t in texts if "Cid" in t or "cid@" in t]
    assert any("Player 3 left" in t or "Hráč 3 odešel" in t for t in texts)
