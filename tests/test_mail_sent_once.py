"""A mail sent once (ops20, issue 43): an outbox item's life is claim → send → mark sent, and
no second write of its key (the same answer recorded again, a stream retry, the sweep, a
claim taken over once it lapsed) sends a mail that went, or loses one that did not.

The operator's re-check: a warm inbound function answered a hundred mails of one seat in an
hour under one outbox key, while the notifier sent and the hourly sweep ran; a mail went twice
with a warning that its sender had died, and none had. Here the inbound handler takes many
HELP mails and mails without a reply token from one seat in one hour, on moto, while the
notifier is sending (each send lets more mail arrive and the sweep run) and
the stream retries batches; then each recipient's mails are counted."""

from __future__ import annotations

import copy
import itertools
import json
import os
from collections import Counter
from datetime import timedelta
from email.message import EmailMessage
from typing import Any

import pytest
from test_handlers_aws import SENDER, TABLE, Cloud, event
from test_mail_at_least_once import LaterClock

from functions import deadlines_handler, notifier_handler
from functions.mailroom.delivery import CLAIM_LEASE
from functions.service import PlayerSpec
from functions.service.system import SystemClock, iso

DAN = "dan@example.org"
TABLE_OF = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Dan", DAN, "en"),
            PlayerSpec("Eva", "eva@example.org", "cs")]


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


class Stream:
    """The table's stream as Lambda reads it: a record for each outbox item written since the
    last batch, INSERT when its key is new and MODIFY when an item stored is written again
    (the notifier takes INSERTs alone, as the template's filter does)."""

    def __init__(self, cloud: Cloud):
        self.cloud, self.seen, self.numbers = cloud, {}, itertools.count(1)

    def batch(self) -> dict[str, Any]:
        template = event("dynamodb_stream_outbox.json")["Records"][0]
        items = self.cloud.dynamodb.scan(
            TableName=TABLE, FilterExpression="begins_with(pk, :o)",
            ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
        records = []
        for item in sorted(items, key=lambda i: i.get("gsi2sk", {}).get("S", "")):
            key = item["pk"]["S"]
            before = self.seen.get(key)
            if before == item:
                continue
            self.seen[key] = item
            record = copy.deepcopy(template)
            record["eventName"] = "INSERT" if before is None else "MODIFY"
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = item
            record["dynamodb"]["SequenceNumber"] = str(next(self.numbers)).zfill(24)
            records.append(record)
        return {"Records": records}


class Busy:
    """SES for the notifier, with the world going on while each mail is on its way: more mail
    from Dan arrives, every third send the player to move plays on the web, and the sweep
    runs (its own container)."""

    def __init__(self, ses: Any, meanwhile: Any):
        self.ses, self.meanwhile, self.sends = ses, meanwhile, 0

    def send(self, message: Any, *, tags: dict[str, str]) -> Any:
        self.sends += 1
        self.meanwhile(self.sends)
        return self.ses.send(message, tags=tags)


def _mail(sender: str, body: str, number: int, subject: str = "help") -> bytes:
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = sender, SENDER, subject
    mail["Message-ID"] = f"<dan-{number}@client.example.org>"
    mail.set_content(body)
    return mail.as_bytes()


# how Dan writes without a reply token: asks for help, asks when it starts, says hello
WRITTEN = ["HELP", "help please", "Kdy to začne?", "When does it start?", "hi, any news?",
           "POMOC", "what now?", "Ahoj, jak to funguje?"]


def _run(cloud: Cloud, start: bool, mails: int) -> dict[str, Any]:
    """Dan writes `mails` mails in one hour while the notifier sends and the sweep runs; what
    SES sent, what the senders reported may go twice, and the outbox at the end."""
    game = cloud.service.create("1926", TABLE_OF, "org@example.org", options={"lang": "en"},
                                start=start, title="Once")
    stream, numbers, reported = Stream(cloud), itertools.count(1), []
    sweeper: list[Any] = []

    def arrive() -> None:
        n = next(numbers)
        if n <= mails:
            cloud.receive(_mail(f"Dan <{DAN}>", WRITTEN[n % len(WRITTEN)], n), SENDER)

    def sweep() -> None:
        if not sweeper:
            sweeper.append(deadlines_handler.build(os.environ))
            sweeper[0][1].on_resend = lambda n, started: reported.append(("sweep", n.id))
        deadlines_handler.sweep(*sweeper[0], games=False)

    def play() -> None:  # the player to move plays on the web meanwhile
        view = cloud.service.view(game.id)
        if view.game.status == "running":
            seat = view.game.seat(view.game.to_move)
            move = view.rules.legal_moves(view.state, seat.player)[0].text
            cloud.service.submit(game.id, seat.email, move, version=view.game.version,
                                 source="web")

    def meanwhile(sends: int) -> None:
        arrive()
        if sends % 3 == 0:
            play()
        sweep()

    notifier = notifier_handler._notifier()
    notifier.postman.transport = Busy(notifier.postman.transport, meanwhile)
    notifier.postman.on_resend = lambda n, started: reported.append(("notifier", n.id))
    batches = []
    for _ in range(mails):
        batch = stream.batch()  # read before Dan writes: his mail arrives while it is sent
        batches.append(batch)
        assert notifier.process(batch) == {"batchItemFailures": []}
        if len(batches) % 3 == 0:  # the stream brings a batch again (a retry)
            assert notifier.process(batches[-2]) == {"batchItemFailures": []}
    while (batch := stream.batch())["Records"]:
        assert notifier.process(batch) == {"batchItemFailures": []}
    # the hourly sweep, once every claim could have lapsed
    service, postman = deadlines_handler.build(os.environ)
    postman.clock = LaterClock(CLAIM_LEASE + timedelta(minutes=1))
    postman.on_resend = lambda n, started: reported.append(("late sweep", n.id))
    deadlines_handler.sweep(service, postman, games=False)
    items = cloud.dynamodb.scan(
        TableName=TABLE, FilterExpression="begins_with(pk, :o)",
        ExpressionAttributeValues={":o": {"S": f"OUTBOX#{game.id}:"}})["Items"]
    ids = [str(m["Message-ID"]) for m in cloud.sent() if f".{game.id}." in str(m["Message-ID"])]
    return {"game": game, "reported": reported, "items": items, "sent": ids,
            "mails": [m for m in cloud.sent() if f".{game.id}." in str(m["Message-ID"])]}


def _times(sent: list[str], notification_id: str) -> int:
    """How many of the Message-IDs `sent` name that outbox item (`<game.ref.kinds.seat.…>`)."""
    named = "<" + notification_id.replace(":", ".") + "."
    return sum(mid.strip().startswith(named) for mid in sent)


@pytest.mark.parametrize("start", [False, True], ids=["waiting for players", "running"])
def test_many_tokenless_mails_in_an_hour_while_the_notifier_and_the_sweep_run(cloud, start):
    done = _run(cloud, start, mails=24)
    twice = [mid for mid, n in Counter(done["sent"]).items() if n > 1]
    assert twice == [] and done["reported"] == []  # nobody died: nothing twice, nothing said
    unsent = [i["pk"]["S"] for i in done["items"] if "sent_at" not in i
              and not json.loads(i["data"]["S"])["payload"].get("held_until")]
    assert unsent == []  # nothing left behind
    # Dan's answers, one an hour, each went (never twice): alone, or carried by his other
    # mail of the same stream batch (his turn mail: one mail per person per batch, conv36)
    answers = [i["pk"]["S"].removeprefix("OUTBOX#") for i in done["items"]
               if f":{'tokenless' if start else 'waiting'}-" in i["pk"]["S"]]
    assert answers and all(_times(done["sent"], a) <= 1 for a in answers), answers
    assert all("sent_at" in i for i in done["items"] if i["pk"]["S"].removeprefix("OUTBOX#")
               in answers)
    hours = {a.split(":")[1].rsplit("-", 1)[1] for a in answers}
    assert len(answers) == len(hours)  # one answer an hour, however many mails
    # each person got the game's first mail once
    to = Counter(str(m["To"].addresses[0].addr_spec) for m in done["mails"]
                 if ".1." in str(m["Message-ID"]))
    assert set(to.values()) == {1}, to


def test_an_answer_recorded_again_leaves_the_one_stored_as_it_is(cloud):
    """The same key written again (an answer recorded a second time, a re-put by a game's write)
    never makes a sent mail pending again nor takes the claim of the one sending it."""
    from dataclasses import replace

    from functions.service.store import Change

    game = cloud.service.create("1926", TABLE_OF, "org@example.org", options={"lang": "en"},
                                start=True)
    store = cloud.store
    (first, *_) = [n for n in store.pending_notifications() if n.game_id == game.id]
    now = SystemClock().now()
    until = iso(now + CLAIM_LEASE)
    assert first.id in store.claim_many([first.id], iso(now), until)
    assert store.start_send(first.id, until, iso(now))
    stored = store.load(game.id)
    again = replace(first, payload={**first.payload, "again": True})
    store.apply(Change(stored.game, stored.game.version, notifications=(again,)))
    now_stored = store.notification(first.id)
    assert now_stored.claimed_until == until and "again" not in now_stored.payload
    store.mark_sent([first.id], iso(now))
    store.apply(Change(store.load(game.id).game, stored.game.version, notifications=(again,)))
    assert store.notification(first.id).sent_at == iso(now)
    assert first.id not in {n.id for n in store.pending_notifications()}


class LostAnswer:
    """SES that takes the first mail but whose answer never comes (`failure`), then answers."""

    def __init__(self, ses: Any, failure: Exception):
        self.ses, self.failure, self.failed = ses, failure, False

    def send(self, message: Any, *, tags: dict[str, str]) -> Any:
        if not self.failed:
            self.failed = True
            if "ReadTimeout" in type(self.failure).__name__:
                self.ses.send(message, tags=tags)  # it went: only the answer was lost
            raise self.failure
        return self.ses.send(message, tags=tags)


@pytest.mark.parametrize("failure, may_repeat", [
    ("read timeout", True),  # the request went; SES may have sent it
    ("connection refused", False),  # it never left: given back, sent again at once, unsaid
])
def test_a_send_whose_answer_was_lost_is_reported_when_it_goes_again(cloud, failure,
                                                                      may_repeat):
    """The log tells the truth both ways: a send that may have gone (SES's answer timed out
    after the request went) keeps its claim and its begun send, so the sweep that sends it
    again once the claim lapses says it may repeat; a send that never left is given back and
    goes again at once without a word."""
    from botocore.exceptions import EndpointConnectionError, ReadTimeoutError

    error = ReadTimeoutError(endpoint_url="https://email.eu-central-1.amazonaws.com") \
        if may_repeat else EndpointConnectionError(
            endpoint_url="https://email.eu-central-1.amazonaws.com")
    game = cloud.service.create("1926", TABLE_OF, "org@example.org", options={"lang": "en"},
                                start=True)
    batch = Stream(cloud).batch()
    reported: list[str] = []
    notifier = notifier_handler._notifier()
    notifier.postman.transport = LostAnswer(notifier.postman.transport, error)
    notifier.postman.on_resend = lambda n, started: reported.append(n.id)
    assert len(notifier.process(batch)["batchItemFailures"]) == 1
    assert notifier.process(batch) == {"batchItemFailures": []}  # the stream's retry
    first = batch["Records"][0]["dynamodb"]["Keys"]["pk"]["S"].removeprefix("OUTBOX#")
    service, postman = deadlines_handler.build(os.environ)
    postman.clock = LaterClock(CLAIM_LEASE + timedelta(minutes=1))
    postman.on_resend = lambda n, started: reported.append(n.id)
    deadlines_handler.sweep(service, postman, games=False)
    ids = [str(m["Message-ID"]) for m in cloud.sent() if f".{game.id}." in str(m["Message-ID"])]
    went = {nid: _times(ids, nid) for nid in (r["dynamodb"]["Keys"]["pk"]["S"].removeprefix(
        "OUTBOX#") for r in batch["Records"])}
    assert len(ids) == sum(went.values()) and 0 not in went.values()  # none lost
    assert went[first] == (2 if may_repeat else 1) and reported == ([first] if may_repeat else [])
    assert [n for n, times in went.items() if times > 1 and n not in reported] == []
