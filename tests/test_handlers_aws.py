"""The mail Lambdas under moto (DynamoDB from infra/template.yaml, S3, SES, SSM) with the
real-shaped events of tests/events/: inbound SES receipts, Streams batches, SNS bounces; and
whole games of 1926 and WesternPoly played by email alone through the three handlers."""

from __future__ import annotations

import copy
import datetime as dt
import email
import itertools
import json
from email import policy
from email.message import EmailMessage
from pathlib import Path

import pytest

from bench.aws_calls import AwsCalls, describe
from functions import aws, bounces_handler, deadlines_handler, inbound_handler, notifier_handler
from functions.mail.tokens import token_of_address
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock, SystemSecrets
from functions.storage.dynamodb import DUE_SHARDS, PENDING_SHARDS

EVENTS = Path(__file__).parent / "events"
TABLE = "pbm-test-games"
BUCKET = "pbm-test-inbound"
REGION = "eu-central-1"
DOMAIN = "pbm.example.org"
SENDER = f"pbm@{DOMAIN}"
WAKE_GROUP = "pbm-test-wake"
WAKE_TARGET = f"arn:aws:lambda:{REGION}:123456789012:function:pbm-test-deadlines"
WAKE_ROLE = "arn:aws:iam::123456789012:role/pbm-test-wake"
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def event(name: str) -> dict:
    return json.loads((EVENTS / name).read_text(encoding="utf-8"))


class Cloud:
    """moto's AWS with the three mail handlers deployed on it, and the players' mail clients."""

    def __init__(self, monkeypatch):
        import boto3

        dynamodb = boto3.client("dynamodb", region_name=REGION)
        from infra.table import create_table

        create_table(dynamodb, TABLE)
        self.dynamodb = dynamodb
        self.s3 = boto3.client("s3", region_name=REGION)
        self.s3.create_bucket(Bucket=BUCKET,
                              CreateBucketConfiguration={"LocationConstraint": REGION})
        boto3.client("ssm", region_name=REGION).put_parameter(
            Name="/pbm/test/secret", Value="handlers-secret-0123456789", Type="SecureString")
        boto3.client("sesv2", region_name=REGION).create_email_identity(EmailIdentity=DOMAIN)
        self.scheduler = boto3.client("scheduler", region_name=REGION)
        self.scheduler.create_schedule_group(Name=WAKE_GROUP)
        boto3.client("ses", region_name=REGION).verify_email_identity(EmailAddress=SENDER)
        for name, value in {
            "PBM_STORE": f"dynamodb:{TABLE}", "PBM_SECRET_PARAMETER": "/pbm/test/secret",
            "PBM_BASE_URL": "https://play.pbm.example.org", "PBM_MAIL_DOMAIN": DOMAIN,
            "PBM_SENDER": SENDER, "PBM_REPLY_LOCAL": "play",
            "PBM_SES_CONFIGURATION_SET": "pbm-mail", "PBM_INBOUND_BUCKET": BUCKET,
            "PBM_INBOUND_PREFIX": "inbound/", "PBM_VERDICTS": "strict",
            "PBM_MAX_MAIL_BYTES": "1000000", "POWERTOOLS_SERVICE_NAME": "pbm-test",
            "PBM_WAKE_GROUP": WAKE_GROUP, "PBM_WAKE_TARGET": WAKE_TARGET,
            "PBM_WAKE_ROLE": WAKE_ROLE,
        }.items():
            monkeypatch.setenv(name, value)
        for cached in (inbound_handler._inbound, notifier_handler._notifier,
                       bounces_handler._bounces, deadlines_handler._built):
            cached.cache_clear()
        boto3.client("sesv2", region_name=REGION).create_configuration_set(
            ConfigurationSetName="pbm-mail")
        from functions.storage.dynamodb import DynamoStore

        self.store = DynamoStore(dynamodb, TABLE)
        self.service = GameService(self.store, SystemClock(), SystemSecrets())
        self._ids = itertools.count(1)

    # ---- what SES sent -------------------------------------------------------------------

    def sent(self) -> list[EmailMessage]:
        from moto.core import DEFAULT_ACCOUNT_ID
        from moto.ses.models import ses_backends

        backend = ses_backends[DEFAULT_ACCOUNT_ID][REGION]
        return [email.message_from_string(m.raw_data, policy=policy.default)
                for m in backend.sent_messages]

    def mails_to(self, address: str, kind: str = "") -> list[EmailMessage]:
        return [m for m in self.sent() if m["To"].addresses[0].addr_spec == address
                and f".{kind}." in str(m["Message-ID"])]

    # ---- the handlers ----------------------------------------------------------------------

    def stream_batch(self) -> dict:
        """A Streams batch of INSERT records for the outbox items not yet sent, oldest first."""
        template = event("dynamodb_stream_outbox.json")["Records"][0]
        items = self.dynamodb.scan(
            TableName=TABLE, FilterExpression="begins_with(pk, :o) AND attribute_not_exists(sent_at)",
            ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
        records = []
        for item in sorted(items, key=lambda i: i["gsi2sk"]["S"]):
            record = copy.deepcopy(template)
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = item
            record["dynamodb"]["SequenceNumber"] = str(next(self._ids)).zfill(24)
            records.append(record)
        return {"Records": records}

    def notify(self) -> int:
        """Run the notifier over the pending outbox; returns how many records it was given."""
        batch = self.stream_batch()
        answer = notifier_handler.handler(batch, None)
        assert answer == {"batchItemFailures": []}
        return len(batch["Records"])

    def receive(self, raw: bytes, recipient: str, source: str | None = None, stored: bool = True,
                **verdicts: str) -> None:
        """SES receives a mail: the raw message into S3, then the receipt rule's Lambda action."""
        message_id = f"ses{next(self._ids):020d}"
        if stored:
            self.s3.put_object(Bucket=BUCKET, Key=f"inbound/{message_id}", Body=raw)
        receipt = event("ses_receipt_lambda.json")
        ses = receipt["Records"][0]["ses"]
        ses["mail"]["messageId"] = message_id
        if source is not None:
            ses["mail"]["source"] = source
        ses["mail"]["destination"] = ses["receipt"]["recipients"] = [recipient]
        parsed = email.message_from_bytes(raw, policy=policy.compat32)
        written = parsed["From"]
        if written:  # SES reads the mail's own From into its common headers
            ses["mail"]["commonHeaders"]["from"] = [str(written)]
        # and its headers into the event, as they are
        ses["mail"]["headers"] = [{"name": k, "value": str(v)} for k, v in parsed.items()]
        for name, status in verdicts.items():
            ses["receipt"][f"{name}Verdict"]["status"] = status
        assert inbound_handler.handler(receipt, None) == {"disposition": "CONTINUE"}

    def reply(self, to: EmailMessage, body: str, sender: str | None = None, **verdicts) -> None:
        """The recipient of `to` answers it with `body` (quoting it, as mail clients do)."""
        mail = EmailMessage()
        mail["From"] = sender or to["To"].addresses[0].addr_spec
        mail["To"] = str(to["Reply-To"])
        mail["Subject"] = "Re: " + str(to["Subject"])
        mail["Message-ID"] = f"<reply-{next(self._ids)}@client.example.org>"
        mail["In-Reply-To"] = str(to["Message-ID"])
        quoted = "\n".join("> " + line for line in _text(to).splitlines())
        mail.set_content(f"{body}\n\nOn Monday, pbm wrote:\n{quoted}\n")
        self.receive(mail.as_bytes(), str(to["Reply-To"]), **verdicts)


def _text(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def started(cloud: Cloud, rules_id: str = "1926", players=PLAYERS, **options):
    game = cloud.service.create(rules_id, players, "org@example.org", title="Friday",
                                options={"lang": "en", **options}, start=True)
    cloud.notify()
    return game


def test_the_notifier_sends_each_new_outbox_item_once_with_tags_and_threading(cloud):
    game = started(cloud)
    first = game.seat(game.to_move)
    (turn,) = cloud.mails_to(first.email, "your_turn")
    assert turn["From"].addresses[0].addr_spec == SENDER
    # the turn mail says so in the inbox; it stays in the thread through References
    assert str(turn["Subject"]) == "Your move: Friday, move 1"
    assert turn["References"] == f"<game.{game.id}.{first.seat}@{DOMAIN}>"
    token = token_of_address(str(turn["Reply-To"]))
    assert token and str(turn["Reply-To"]).startswith("play+") and token in _text(turn)
    assert "https://play.pbm.example.org/play/" in _text(turn)
    count = len(cloud.sent())
    # a retried batch: the same records again, all already sent
    batch = event("dynamodb_stream_outbox.json")
    items = cloud.dynamodb.scan(TableName=TABLE, FilterExpression="begins_with(pk, :o)",
                                ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
    template = batch["Records"][0]
    retried = []
    for item in items:
        record = copy.deepcopy(template)
        record["dynamodb"]["NewImage"] = {k: v for k, v in item.items()
                                          if k not in ("sent_at", "expires_at")}
        retried.append(record)
    assert notifier_handler.handler({"Records": retried}, None) == {"batchItemFailures": []}
    assert len(cloud.sent()) == count


def test_modify_records_and_moves_on_the_stream_are_no_mail(cloud):
    started(cloud)
    before = len(cloud.sent())
    batch = event("dynamodb_stream_outbox.json")
    batch["Records"] = batch["Records"][1:]  # the MODIFY of a sent item and a log entry
    assert notifier_handler.handler(batch, None) == {"batchItemFailures": []}
    assert len(cloud.sent()) == before


def test_a_record_that_cannot_be_delivered_is_reported_as_a_partial_failure(cloud):
    game = started(cloud)
    batch = event("dynamodb_stream_outbox.json")
    record = batch["Records"][0]
    # a game the store cannot read now (here: none at all) may be readable on a retry
    data = {"id": f"{game.id}x:1:your_turn:p1", "game_id": f"{game.id}x", "version": 1,
            "kind": "your_turn", "seat": "p1", "email": "ann@example.org", "lang": "en",
            "created_at": "2025-05-01T12:00:00.000Z", "payload": {}, "sent_at": None}
    record["dynamodb"]["NewImage"]["data"] = {"S": json.dumps(data)}
    skipped = batch["Records"][1]  # the rest of the batch goes through
    answer = notifier_handler.handler({"Records": [record, skipped]}, None)
    assert answer == {"batchItemFailures": [
        {"itemIdentifier": record["dynamodb"]["SequenceNumber"]}]}


class DownPostman:
    """A postman whose store cannot be reached for the notifications named in `down`."""

    def __init__(self, *down: str):
        self.down, self.delivered = down, []

    def deliver_batch(self, notifications):
        done = []
        for notification in notifications:
            if notification.id in self.down:
                done.append(ConnectionError("the store cannot be reached"))
            else:
                self.delivered.append(notification.id)
                done.append("sent")
        return done


def outbox_record(notification_id: str, sequence: str) -> dict:
    record = event("dynamodb_stream_outbox.json")["Records"][0]
    data = {"id": notification_id, "game_id": "g1", "version": 1, "kind": "your_turn",
            "seat": "p1", "email": "ann@example.org", "lang": "en",
            "created_at": "2025-05-01T12:00:00.000Z", "payload": {}, "sent_at": None}
    record["dynamodb"]["NewImage"]["data"] = {"S": json.dumps(data)}
    record["dynamodb"]["SequenceNumber"] = sequence
    return record


def test_only_the_failed_records_of_a_batch_are_retried_and_a_batch_failed_whole_fails():
    batch = event("dynamodb_stream_outbox.json")["Records"][1:]  # a MODIFY, a log entry
    records = [outbox_record("n1", "101"), *batch, outbox_record("n2", "102")]
    postman = DownPostman("n2")
    answer = notifier_handler.Notifier(postman).process({"Records": records})
    assert answer == {"batchItemFailures": [{"itemIdentifier": "102"}]}
    assert postman.delivered == ["n1"]  # the other records are no mail
    with pytest.raises(notifier_handler.BatchFailed) as failed:
        notifier_handler.Notifier(DownPostman("n1", "n2")).process(
            {"Records": [records[0], records[-1]]})
    assert isinstance(failed.value.__cause__, ConnectionError)
    assert notifier_handler.Notifier(DownPostman()).process({}) == {"batchItemFailures": []}


def test_a_record_whose_mail_cannot_be_made_is_settled_not_retried(cloud):
    game = started(cloud)
    record = event("dynamodb_stream_outbox.json")["Records"][0]
    data = {"id": f"{game.id}:1:no_such_kind:p1", "game_id": game.id, "version": 1,
            "kind": "no_such_kind", "seat": "p1", "email": "ann@example.org", "lang": "en",
            "created_at": "2025-05-01T12:00:00.000Z", "payload": {}, "sent_at": None}
    record["dynamodb"]["NewImage"]["data"] = {"S": json.dumps(data)}
    assert notifier_handler.handler({"Records": [record]}, None) == {"batchItemFailures": []}


def test_an_inbound_reply_is_read_from_s3_and_played(cloud, monkeypatch):
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha")
    log = cloud.service.view(game.id).log
    assert log[0].text == "large praha" and log[0].source == "email"
    # the mail's own key: a keyed digest of its sender and Message-ID (no address kept)
    key = log[0].idempotency_key
    assert key.startswith("mail:") and key.endswith(":1") and "@" not in key
    cloud.notify()
    # the read-back waits to ride in the player's next mail; none comes within the wait, so
    # the deadlines function, woken for mail alone after the wait, sends it alone
    assert not cloud.mails_to(mover.email, "readback")
    (held,) = [n for n in cloud.store.pending_notifications() if n.kind == "move_read_back"]
    wakes = wake_ups(cloud)
    name = wake_name(held.payload["held_until"], mail_only=True)
    assert name in wakes
    later = dt.datetime.now(dt.UTC) + dt.timedelta(minutes=30)
    monkeypatch.setenv("PBM_NOW", later.isoformat())
    deadlines_handler._built.cache_clear()
    woken = json.loads(wakes[name]["Target"]["Input"])
    assert woken["only"] == "mail"
    with AwsCalls().every_new_client() as calls:
        assert deadlines_handler.handler(woken, None)["sent"] == 1
    # the pending mail's one page (a Query per shard of its index, and of its key from before
    # the shards) only: no sweep of the games (a Query per due index shard)
    assert calls.counts[("dynamodb", "Query")] == PENDING_SHARDS + 1, describe(calls.counts)
    deadlines_handler._built.cache_clear()
    (readback,) = cloud.mails_to(mover.email, "readback")
    assert "Read as: large Praha" in _text(readback)
    assert str(readback["Subject"]) == "Move accepted: large Praha — Friday"
    assert readback["References"] == turn["References"]  # the same thread as the turn mail


# ---- wake-ups of the deadlines function ------------------------------------------------------

def wake_ups(cloud: Cloud) -> dict[str, dict]:
    """The wake-ups waiting in the stack's schedule group, by name."""
    listed = cloud.scheduler.list_schedules(GroupName=WAKE_GROUP)["Schedules"]
    return {s["Name"]: cloud.scheduler.get_schedule(GroupName=WAKE_GROUP, Name=s["Name"])
            for s in listed}


def wake_name(due: str, mail_only: bool = False) -> str:
    """The name of the wake-up for a due time: the first whole minute after it."""
    minute = dt.datetime.fromisoformat(due).replace(second=0, microsecond=0)
    return f"pbm-wake-{'mail-' if mail_only else ''}{minute + dt.timedelta(minutes=1):%Y%m%dT%H%M}"


def game_item(cloud: Cloud, game_id: str) -> dict:
    return cloud.dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": f"GAME#{game_id}"},
                                                         "sk": {"S": "GAME"}})["Item"]


def item_record(cloud: Cloud, item: dict, event_name: str = "MODIFY", **image) -> dict:
    """A stream record of `item` written (its attributes changed by `image`)."""
    record = copy.deepcopy(event("dynamodb_stream_outbox.json")["Records"][0])
    record["eventName"] = event_name
    record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
    record["dynamodb"]["NewImage"] = {**item, **{k: {"S": v} for k, v in image.items()}}
    record["dynamodb"]["SequenceNumber"] = str(next(cloud._ids)).zfill(24)
    return record


def test_a_game_with_a_deadline_wakes_the_deadlines_function_after_its_due_minute(cloud):
    game = started(cloud)  # 72 hours a turn, reminders 24 and 4 hours before
    item = game_item(cloud, game.id)
    due = item["due_at"]["S"]
    assert notifier_handler.handler({"Records": [item_record(cloud, item, "INSERT")]},
                                    None) == {"batchItemFailures": []}
    (wake,) = wake_ups(cloud).values()
    minute = dt.datetime.fromisoformat(due).replace(second=0, microsecond=0) + \
        dt.timedelta(minutes=1)
    assert wake["Name"] == f"pbm-wake-game-{game.id}-{minute:%Y%m%dT%H%M}"  # the game's own
    assert wake["ScheduleExpression"] == f"at({minute:%Y-%m-%dT%H:%M:%S})"
    assert wake["ActionAfterCompletion"] == "DELETE"
    assert wake["FlexibleTimeWindow"] == {"Mode": "OFF"}
    assert (wake["Target"]["Arn"], wake["Target"]["RoleArn"]) == (WAKE_TARGET, WAKE_ROLE)
    assert json.loads(wake["Target"]["Input"]) == {"game": game.id}


def test_a_games_wake_up_moves_with_its_due_time_and_leaves_none_behind(cloud):
    first, second = started(cloud), started(cloud)
    records = [item_record(cloud, game_item(cloud, first.id), due_at="2030-01-07T10:00:05.000Z"),
               item_record(cloud, game_item(cloud, second.id), due_at="2030-01-07T10:00:55.000Z"),
               # the first game's player moved before the reminder: the next one's is later
               item_record(cloud, game_item(cloud, first.id), due_at="2030-01-09T08:30:00.000Z",
                           due_before="2030-01-07T10:00:05.000Z")]
    assert notifier_handler.handler({"Records": records}, None) == {"batchItemFailures": []}
    notifier_handler._notifier.cache_clear()  # another container, the same record again
    assert notifier_handler.handler({"Records": records[2:]}, None) == {"batchItemFailures": []}
    assert sorted(wake_ups(cloud)) == sorted([f"pbm-wake-game-{first.id}-20300109T0831",
                                              f"pbm-wake-game-{second.id}-20300107T1001"])


def test_a_move_writes_the_due_time_it_moved_on_from(cloud):
    game = started(cloud)
    before = game_item(cloud, game.id)["due_at"]["S"]
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha")
    item = game_item(cloud, game.id)
    assert item["due_before"]["S"] == before != item["due_at"]["S"]


def test_a_games_wake_up_does_what_is_due_in_that_game_alone(cloud, monkeypatch):
    game = started(cloud)
    item = game_item(cloud, game.id)
    assert notifier_handler.handler({"Records": [item_record(cloud, item, "INSERT")]},
                                    None) == {"batchItemFailures": []}
    (wake,) = wake_ups(cloud).values()
    # the first reminder is due: 24 hours before the 72-hour deadline
    later = dt.datetime.fromisoformat(item["due_at"]["S"]) + dt.timedelta(minutes=2)
    monkeypatch.setenv("PBM_NOW", later.isoformat())
    deadlines_handler._built.cache_clear()
    made: list[str] = []
    making = aws.client
    monkeypatch.setattr(aws, "client", lambda service, **kw: made.append(service) or
                        making(service, **kw))
    with AwsCalls().every_new_client() as calls:
        done = deadlines_handler.handler(json.loads(wake["Target"]["Input"]), None)
    deadlines_handler._built.cache_clear()
    assert done["actions"] == 1 and done["games"] == 1
    assert "sesv2" not in made and "s3" not in made, made  # a client only for what it calls
    # its game read and written, no Query of the due index's shards
    assert calls.counts[("dynamodb", "Query")] <= 2 < DUE_SHARDS, describe(calls.counts)
    cloud.notify()
    mover = game.seat(game.to_move)
    assert cloud.mails_to(mover.email, "reminder")


def test_a_due_time_already_past_wakes_the_function_within_two_minutes(cloud):
    game = started(cloud)
    before = dt.datetime.now(dt.UTC)
    record = item_record(cloud, game_item(cloud, game.id), due_at="2020-01-01T00:00:00.000Z")
    assert notifier_handler.handler({"Records": [record]}, None) == {"batchItemFailures": []}
    after = dt.datetime.now(dt.UTC)
    (wake,) = wake_ups(cloud).values()
    at = dt.datetime.strptime(wake["ScheduleExpression"], "at(%Y-%m-%dT%H:%M:%S)").replace(
        tzinfo=dt.UTC)
    assert before + dt.timedelta(minutes=1) < at <= after + dt.timedelta(minutes=2)


def test_records_without_a_due_time_set_no_wake_up(cloud):
    # a game waiting for its invited players: nothing is due (a running game without a
    # deadline is due for its players' summary a week after their last mail, issue 42)
    game = cloud.service.create("1926", PLAYERS, "org@example.org", title="Friday",
                                options={"lang": "en", "deadline_hours": "0"}, start=False)
    cloud.notify()
    item = game_item(cloud, game.id)
    assert "due_at" not in item
    batch = event("dynamodb_stream_outbox.json")  # an outbox item sent, a log entry
    batch["Records"] = batch["Records"][1:] + [item_record(cloud, item)]
    assert notifier_handler.handler(batch, None) == {"batchItemFailures": []}
    assert wake_ups(cloud) == {}


class UnreachableScheduler:
    def create_schedule(self, **_):
        from botocore.exceptions import ClientError

        raise ClientError({"Error": {"Code": "ThrottlingException", "Message": "slow down"}},
                          "CreateSchedule")



def test_a_wake_up_that_cannot_be_set_fails_its_record_for_the_stream_to_retry(cloud):
    game = started(cloud)
    cloud.service.create("1926", PLAYERS, "org@example.org", start=True)
    mails = cloud.stream_batch()["Records"]  # the second game's, not sent yet
    due = item_record(cloud, game_item(cloud, game.id))
    wakeups = notifier_handler._notifier().wakeups
    wakeups._scheduler, scheduler = UnreachableScheduler(), wakeups.scheduler
    sent = len(cloud.sent())
    answer = notifier_handler.handler({"Records": [due, *mails]}, None)
    assert answer == {"batchItemFailures": [{"itemIdentifier": due["dynamodb"]["SequenceNumber"]}]}
    assert len(cloud.sent()) == sent + len(mails)  # the rest of the batch went through
    wakeups._scheduler = scheduler
    assert notifier_handler.handler({"Records": [due]}, None) == {"batchItemFailures": []}
    (name,) = wake_ups(cloud)
    assert name.startswith(f"pbm-wake-game-{game.id}-")


def test_inbound_spam_and_unauthenticated_senders_are_dropped_silently(cloud):
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha", spam="FAIL")
    cloud.reply(turn, "large Praha", dmarc="FAIL", spf="SOFTFAIL")
    cloud.reply(turn, "large Praha", dmarc="GRAY", spf="GRAY", dkim="GRAY")  # strict: none
    assert cloud.service.view(game.id).log == ()
    assert cloud.notify() == 0
    # refused by policy while SPF vouches for the envelope: the holder is told, once a day
    cloud.reply(turn, "large Praha", dmarc="FAIL")
    cloud.reply(turn, "large Praha", dmarc="FAIL", dkim="FAIL")
    assert cloud.notify() == 1
    assert cloud.mails_to(mover.email, "refused")
    assert cloud.service.view(game.id).log == ()


def test_strict_verdicts_accept_a_sender_that_passes_spf_without_dkim_or_dmarc(cloud):
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha", dmarc="GRAY", spf="PASS", dkim="GRAY")
    assert len(cloud.service.view(game.id).log) >= 1


def test_a_permanent_bounce_stops_mail_and_tells_the_organizer(cloud):
    game = started(cloud)
    bob = game.seat_of("bob@example.org")
    bounce = event("sns_ses_bounce.json")
    message = json.loads(bounce["Records"][0]["Sns"]["Message"])
    message["bounce"]["bouncedRecipients"][0]["emailAddress"] = "Bob <bob@example.org>"
    bounce["Records"][0]["Sns"]["Message"] = json.dumps(message)
    assert bounces_handler.handler(bounce, None) == {"marked": ["bob@example.org"]}
    assert bounces_handler.handler(bounce, None) == {"marked": ["bob@example.org"]}  # retried
    assert cloud.store.undeliverable("bob@example.org") == "bounce"
    cloud.notify()
    (told,) = cloud.mails_to("org@example.org", "address_undeliverable")
    assert "bob@example.org" in _text(told) and bob.name in _text(told)
    before = len(cloud.mails_to("bob@example.org"))
    cloud.service.pause(game.id)  # mails every player
    cloud.notify()
    assert len(cloud.mails_to("bob@example.org")) == before
    assert cloud.mails_to("ann@example.org", "game_paused")


def test_a_transient_bounce_is_left_to_ses_and_a_complaint_counts(cloud):
    started(cloud)
    events = event("sns_ses_transient_bounce_and_complaint.json")
    for record in events["Records"]:
        message = json.loads(record["Sns"]["Message"])
        for key in ("bounce", "complaint"):
            for recipient in message.get(key, {}).get("bouncedRecipients", []) + \
                    message.get(key, {}).get("complainedRecipients", []):
                recipient["emailAddress"] = "cid@example.org"
        record["Sns"]["Message"] = json.dumps(message)
    assert bounces_handler.handler(events, None) == {"marked": ["cid@example.org"]}
    assert cloud.store.undeliverable("cid@example.org") == "complaint"


def play_by_email(cloud: Cloud, game, choose) -> EmailMessage:
    """Answer each turn mail with `choose(view, seat)` until the game is over; returns the
    game-over mail of the first seat."""
    answered: set[str] = set()
    for _ in range(400):
        view = cloud.service.view(game.id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        turns = [m for m in cloud.mails_to(seat.email, "your_turn") + cloud.mails_to(
            seat.email, "trade_offer") if str(m["Message-ID"]) not in answered]
        turn = turns[-1]
        answered.add(str(turn["Message-ID"]))
        cloud.reply(turn, choose(view, seat))
        cloud.notify()
    assert cloud.service.view(game.id).game.status == "finished"
    first = cloud.service.view(game.id).game.seats[0]
    (over,) = cloud.mails_to(first.email, "game_over")
    return over


def test_a_whole_1926_game_by_email_alone(cloud):
    game = started(cloud)
    turn_count = itertools.count()

    def choose(view, seat):
        moves = view.rules.legal_moves(view.state, seat.player)
        if next(turn_count) % 2:  # every other turn by the menu number, else in words
            return str(len(view.rules.choices(view.state, seat.player)))
        return view.rules.describe(view.state, moves[0], seat.lang)

    over = play_by_email(cloud, game, choose)
    final = cloud.service.view(game.id).game
    assert final.seed in _text(over)
    assert all(e.source in ("email", "service") for e in cloud.service.view(game.id).log)
    assert sum(e.source == "email" for e in cloud.service.view(game.id).log) > 10


def test_a_whole_westernpoly_game_by_email_alone(cloud):
    players = PLAYERS[:2]
    game = started(cloud, "westernpoly", players, max_rounds=2)

    def choose(view, seat):
        if view.rules.choices(view.state, seat.player):  # the menu: this turn's decisions
            return "1"
        moves = view.rules.legal_moves(view.state, seat.player)  # in debt: a sale, written out
        return next(m.text for m in moves if m.text != "resign")

    over = play_by_email(cloud, game, choose)
    final = cloud.service.view(game.id).game
    assert final.seed in _text(over)
    assert final.result is not None


class FlakySes:
    """An SES that cannot be reached for the first mail, then sends through `ses`."""

    def __init__(self, ses):
        self.ses, self.failed = ses, False

    def send(self, message, *, tags):
        if not self.failed:
            self.failed = True
            raise ConnectionError("SES cannot be reached")
        return self.ses.send(message, tags=tags)


def test_a_failed_send_is_given_back_and_a_taken_mail_is_never_sent_again(cloud):
    cloud.service.create("1926", PLAYERS, "org@example.org", start=True)
    batch = cloud.stream_batch()
    postman = notifier_handler._notifier().postman
    ses, postman.transport = postman.transport, FlakySes(postman.transport)
    failed = notifier_handler.handler(batch, None)["batchItemFailures"]
    assert failed == [{"itemIdentifier": batch["Records"][0]["dynamodb"]["SequenceNumber"]}]
    assert len(cloud.sent()) == len(batch["Records"]) - 1
    # should the stream give up on it, the sweep woken a few minutes on sends it from the outbox
    (wake,) = wake_ups(cloud).values()
    at = dt.datetime.strptime(wake["ScheduleExpression"], "at(%Y-%m-%dT%H:%M:%S)")
    assert at.replace(tzinfo=dt.UTC) > dt.datetime.now(dt.UTC) + dt.timedelta(minutes=5)
    postman.transport = ses
    assert notifier_handler.handler(batch, None) == {"batchItemFailures": []}  # Lambda retries
    sent = len(cloud.sent())
    assert sent == len(batch["Records"])  # the one given back went out, the rest not again
    # a retried batch after all went: nothing twice
    assert notifier_handler.handler(batch, None) == {"batchItemFailures": []}
    assert len(cloud.sent()) == sent


def test_the_same_mail_received_twice_under_two_ses_ids_is_answered_once(cloud):
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    mail = EmailMessage()
    mail["From"], mail["To"] = mover.email, str(turn["Reply-To"])
    mail["Subject"], mail["Message-ID"] = "Re: move", "<twice@client.example.org>"
    mail.set_content("BOARD")
    cloud.receive(mail.as_bytes(), str(turn["Reply-To"]))
    cloud.receive(mail.as_bytes(), str(turn["Reply-To"]))  # a second SES message id
    cloud.notify()
    assert len(cloud.mails_to(mover.email, "board")) == 1


def test_a_bounce_with_a_null_envelope_sender_quoting_a_token_is_dropped(cloud):
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    bounce = EmailMessage()  # a plain-text bounce that looks like a person's mail
    bounce["From"], bounce["To"] = "mail-system@mx.example.net", str(turn["Reply-To"])
    bounce["Subject"] = "Returned"
    bounce.set_content("Your message could not be delivered:\n\n" + _text(turn))
    before = len(cloud.sent())
    cloud.receive(bounce.as_bytes(), str(turn["Reply-To"]), source="")
    cloud.notify()
    assert len(cloud.sent()) == before  # no sender_mismatch to the seat's holder
    assert cloud.service.view(game.id).log == ()


def test_an_inbound_mail_missing_in_s3_is_acknowledged_and_logged(cloud, caplog):
    started(cloud)
    cloud.receive(b"", "play+x@pbm.example.org", stored=False)  # CONTINUE, no exception
    assert any(r.getMessage() == "inbound mail missing in S3" for r in caplog.records)


class Requests:
    """Every AWS request the functions' clients make, with its parameters (the API's own
    names)."""

    def __init__(self):
        self.made: list[tuple[str, str, dict]] = []

    def __enter__(self):
        from functions import aws

        self._events = aws.session().get_component("event_emitter")
        self._events.register("provide-client-params", self._record, unique_id="iam-requests")
        return self

    def __exit__(self, *exc):
        self._events.unregister("provide-client-params", unique_id="iam-requests")

    def _record(self, params, model, **_):
        self.made.append((model.service_model.service_name, model.name, dict(params)))


def test_every_request_the_mail_handlers_make_is_granted_by_their_roles(aws_credentials,
                                                                        monkeypatch):
    # recorded as moto serves them (moto checks no IAM): the actions each request needs, from
    # its shape (raw mail: ses:SendEmail and ses:SendRawEmail), against the function's role
    import fnmatch

    from moto import mock_aws

    from tests.test_infra_contract import functions, granted_actions, request_actions

    roles = {"notifier": "NotifierFunction", "inbound": "InboundFunction",
             "deadlines": "DeadlinesFunction", "bounces": "BouncesFunction"}
    needed: dict[str, set[str]] = {name: set() for name in roles}
    with mock_aws():
        cloud = Cloud(monkeypatch)
        game = cloud.service.create("1926", PLAYERS, "org@example.org", title="Friday",
                                    options={"lang": "en", "deadline_hours": "24"}, start=True)
        for name, run in (
                ("notifier", lambda: cloud.notify()),
                ("inbound", lambda: cloud.reply(cloud.mails_to(
                    game.seat(game.to_move).email, "your_turn")[0], "pass")),
                ("notifier", lambda: cloud.notify()),
                ("deadlines", lambda: deadlines_handler.handler({}, None)),
                ("bounces", lambda: bounces_handler.handler(event("sns_ses_bounce.json"), None))):
            with Requests() as requests:
                run()
            needed[name] |= {action for service, operation, params in requests.made
                             for action in request_actions(service, operation, params)}
    assert {"ses:SendEmail", "ses:SendRawEmail"} <= needed["notifier"]
    for name, logical_id in roles.items():
        granted = granted_actions(functions()[logical_id])
        missing = {action for action in needed[name]
                   if not any(fnmatch.fnmatchcase(action, pattern) for pattern in granted)}
        assert not missing, f"{logical_id} makes requests its role does not allow: {missing}"


class DenyingSes:
    """An SES client whose caller lacks the permission to send (or is still in the sandbox)."""

    def __init__(self, code: str, message: str):
        self.code, self.message = code, message

    def send_email(self, **request):
        from botocore.exceptions import ClientError

        raise ClientError({"Error": {"Code": self.code, "Message": self.message}}, "SendEmail")


@pytest.mark.parametrize("code, message", [
    ("AccessDeniedException", "User is not authorized to perform: ses:SendRawEmail"),
    ("MessageRejected", "Email address is not verified. The following identities failed the "
                        "check in region EU-CENTRAL-1: ann@example.org"),
])
def test_ses_refusing_the_service_keeps_the_mail_pending_and_marks_no_player(cloud, code,
                                                                            message, capsys):
    cloud.service.create("1926", PLAYERS, "org@example.org", start=True)
    batch = cloud.stream_batch()
    transports = [notifier_handler._notifier().postman.transport,
                  deadlines_handler._built()[1].transport]
    real = transports[0]._client
    for transport in transports:
        transport._client = DenyingSes(code, message)
    with pytest.raises(notifier_handler.BatchFailed):  # every record fails: alarmed, retried
        notifier_handler.handler(batch, None)
    assert all(cloud.store.undeliverable(p.email) is None for p in PLAYERS)
    assert len(cloud.store.pending_notifications(limit=100)) == len(batch["Records"])
    assert deadlines_handler.handler({"only": "mail"}, None)["sent"] == 0  # still refused
    assert "SES blocks the sender" in capsys.readouterr().err  # the alarm's metric filter
    for transport in transports:  # the operator fixed the role (or left the sandbox)
        transport._client = real
    assert deadlines_handler.handler({"only": "mail"}, None)["sent"] == len(batch["Records"])
    assert not cloud.store.pending_notifications(limit=100)
