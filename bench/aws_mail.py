"""Games played by mail through the AWS functions on moto, with every AWS request counted: SES
stores each reply in S3 and invokes the inbound function; the table's stream announces each
new outbox item once to the notifier, which sends it through SES (see bench/aws_calls.py).

Used by bench/bench_requests.py, bench/bench_cost.py and tests/test_aws_requests.py; call
`play_by_mail` inside moto's `mock_aws()`.
"""

from __future__ import annotations

import copy
import email
import itertools
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import policy
from email.message import EmailMessage
from typing import Any

from bench.aws_calls import AwsCalls, outside_cpu, summary
from bench.mail_games import first_option
from bench.support import SeededSecrets
from functions import inbound_handler, notifier_handler
from functions.service import GameService, GameView, PlayerSpec
from functions.service.system import SystemClock

TABLE = "pbm-bench-games"
BUCKET = "pbm-bench-inbound"
REGION = "eu-central-1"
DOMAIN = "pbm.example.org"
SENDER = f"pbm@{DOMAIN}"
ORGANIZER = "org@example.org"
WAKE_GROUP = "pbm-bench-wake"  # the deadlines function's wake-ups (functions/wakeups.py)
ENVIRONMENT = {
    "PBM_STORE": f"dynamodb:{TABLE}", "PBM_SECRET_PARAMETER": "/pbm/bench/secret",
    "PBM_BASE_URL": "https://play.pbm.example.org", "PBM_MAIL_DOMAIN": DOMAIN,
    "PBM_SENDER": SENDER, "PBM_REPLY_LOCAL": "play", "PBM_INBOUND_BUCKET": BUCKET,
    "PBM_INBOUND_PREFIX": "inbound/", "PBM_VERDICTS": "lenient",
    "PBM_WAKE_GROUP": WAKE_GROUP, "PBM_WAKE_ROLE": "arn:aws:iam::123456789012:role/pbm-bench-wake",
    "PBM_WAKE_TARGET": f"arn:aws:lambda:{REGION}:123456789012:function:pbm-bench-deadlines",
    "POWERTOOLS_SERVICE_NAME": "pbm-bench", "AWS_DEFAULT_REGION": REGION,
    "AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench",
}
_RECEIPT = {"Records": [{"eventSource": "aws:ses", "eventVersion": "1.0", "ses": {
    "mail": {"messageId": "", "source": "", "destination": []},
    "receipt": {"recipients": [], "spamVerdict": {"status": "PASS"},
                "virusVerdict": {"status": "PASS"}, "spfVerdict": {"status": "PASS"},
                "dkimVerdict": {"status": "PASS"}, "dmarcVerdict": {"status": "PASS"}}}}]}
_INSERT = {"eventID": "", "eventName": "INSERT", "eventVersion": "1.1",
           "eventSource": "aws:dynamodb", "awsRegion": REGION,
           "dynamodb": {"Keys": {}, "NewImage": {}, "SequenceNumber": "",
                        "StreamViewType": "NEW_IMAGE"}}

Answer = Callable[[GameView, Any], str]


@dataclass
class Counted:
    """The requests of a whole game by mail: one Counter per move by mail (the inbound
    function's) and one per outgoing mail (the notifier's, for the records that sent one)."""

    moves: list[Counter[tuple[str, str]]] = field(default_factory=list)
    mails: list[Counter[tuple[str, str]]] = field(default_factory=list)
    held: list[Counter[tuple[str, str]]] = field(default_factory=list)  # records not sent now
    # the sweep's work for the game once it ended (its ratings; see functions/service/ending.py)
    settled: Counter[tuple[str, str]] = field(default_factory=Counter)
    # CPU seconds of the function's own work (moto's answers left out), per move and per mail
    move_cpu: list[float] = field(default_factory=list)
    mail_cpu: list[float] = field(default_factory=list)
    view: GameView | None = None
    items: list[dict[str, Any]] = field(default_factory=list)  # the table at the end

    def worst(self, which: str) -> dict[str, int]:
        """The most requests of each kind one move or one mail made."""
        rows = [summary(c) for c in getattr(self, which)]
        return {kind: max((row[kind] for row in rows), default=0) for kind in
                ("read", "write", "s3_get", "send", "other")}

    def mean(self, which: str) -> dict[str, float]:
        """The requests of each kind per move or per mail."""
        rows = [summary(c) for c in getattr(self, which)]
        return {kind: sum(row[kind] for row in rows) / max(1, len(rows)) for kind in
                ("read", "write", "s3_get", "send", "other")}


@contextmanager
def environment(values: Mapping[str, str]) -> Iterator[None]:
    """os.environ with `values` set, restored afterwards (the handlers read it once)."""
    saved = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


class MailCloud:
    """The table, the bucket and SES on moto, the two mail functions, and the players' inbox."""

    def __init__(self) -> None:
        import boto3

        from functions.storage.dynamodb import DynamoStore
        from infra.table import create_table

        self.dynamodb = boto3.client("dynamodb", region_name=REGION)
        create_table(self.dynamodb, TABLE)
        self.s3 = boto3.client("s3", region_name=REGION)
        self.s3.create_bucket(Bucket=BUCKET,
                              CreateBucketConfiguration={"LocationConstraint": REGION})
        boto3.client("ssm", region_name=REGION).put_parameter(
            Name="/pbm/bench/secret", Value="bench-secret-0123456789", Type="SecureString")
        boto3.client("ses", region_name=REGION).verify_email_identity(EmailAddress=SENDER)
        boto3.client("scheduler", region_name=REGION).create_schedule_group(Name=WAKE_GROUP)
        self.service = GameService(DynamoStore(self.dynamodb, TABLE), SystemClock(),
                                   SeededSecrets(11))  # the same game every run
        self.calls = AwsCalls(units=True)  # the functions' clients, made after this, are counted
        self._announced: set[str] = set()
        self._sent: list[EmailMessage] = []
        self._ids = itertools.count(1)
        for cached in (inbound_handler._inbound, notifier_handler._notifier):
            cached.cache_clear()  # built afresh on their first event, as in a new container

    def sent(self) -> list[EmailMessage]:
        """Every mail SES sent, in order (each parsed once)."""
        from moto.core import DEFAULT_ACCOUNT_ID
        from moto.ses.models import ses_backends

        backend = ses_backends[DEFAULT_ACCOUNT_ID][REGION]
        self._sent += [email.message_from_string(m.raw_data, policy=policy.default)
                       for m in backend.sent_messages[len(self._sent):]]
        return self._sent

    def _records(self) -> list[dict[str, Any]]:
        """The stream's records of the outbox items not announced before, in order."""
        items = self.dynamodb.scan(
            TableName=TABLE, FilterExpression="begins_with(pk, :o)",
            ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
        records = []
        for item in sorted(items, key=lambda i: i.get("gsi2sk", i["pk"])["S"]):
            if item["pk"]["S"] in self._announced:
                continue
            self._announced.add(item["pk"]["S"])
            record = copy.deepcopy(_INSERT)
            record["eventID"] = record["dynamodb"]["SequenceNumber"] = str(next(self._ids))
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = {k: v for k, v in item.items()
                                              if k not in ("sent_at", "expires_at")}
            records.append(record)
        return records

    def stream_batch(self) -> tuple[int, Counter[tuple[str, str]]]:
        """Announce the outbox items not announced before to the notifier in one batch (as
        the stream hands a game start's mails to one invocation); the mails SES sent and the
        requests the invocation made."""
        records = self._records()
        before, mails = self.calls.mark(), len(self.sent())
        assert notifier_handler.handler({"Records": records}, None) == {"batchItemFailures": []}
        return len(self.sent()) - mails, self.calls.since(before)

    def stream(self, counted: Counted) -> None:
        """Announce each outbox item not announced before to the notifier, one record at a
        time, counting the requests of each."""
        for record in self._records():
            before, mails = self.calls.mark(), len(self.sent())
            started = time.process_time()
            answer = notifier_handler.handler({"Records": [record]}, None)
            cpu = time.process_time() - started
            assert answer == {"batchItemFailures": []}, answer
            made = self.calls.since(before)
            sent = len(self.sent()) > mails
            (counted.mails if sent else counted.held).append(made)
            if sent:
                counted.mail_cpu.append(cpu - outside_cpu(made))

    def receive(self, raw: bytes, sender: str, recipient: str,
                counted: Counted | None = None) -> Counter[tuple[str, str]]:
        """SES receives a mail: into S3, then the inbound function; its requests (and its own
        CPU, into `counted`)."""
        message_id = f"ses{next(self._ids):020d}"
        self.s3.put_object(Bucket=BUCKET, Key=f"inbound/{message_id}", Body=raw)
        event = copy.deepcopy(_RECEIPT)
        ses = event["Records"][0]["ses"]
        ses["mail"].update(messageId=message_id, source=sender, destination=[recipient])
        ses["receipt"]["recipients"] = [recipient]
        before = self.calls.mark()
        started = time.process_time()
        assert inbound_handler.handler(event, None) == {"disposition": "CONTINUE"}
        cpu = time.process_time() - started
        made = self.calls.since(before)
        if counted is not None:
            counted.move_cpu.append(cpu - outside_cpu(made))
        return made


def deployed_settings(function: str) -> dict[str, str]:
    """The PBM_ variables infra/template.yaml gives `function` beside the Globals (plain
    values)."""
    from infra.table import load_template

    variables = load_template()["Resources"][function]["Properties"].get(
        "Environment", {}).get("Variables", {})
    return {name: value for name, value in variables.items()
            if name.startswith("PBM_") and isinstance(value, str)}


def play_by_mail(rules_id: str, players: Sequence[PlayerSpec], options: Mapping[str, Any],
                 answer: Answer = first_option, max_moves: int | None = None,
                 settings: Mapping[str, str] | None = None) -> Counted:
    """Start a game and answer each turn mail by mail until it ends (or `max_moves` moves by
    mail), the functions' environment ENVIRONMENT with `settings` over it; the requests of each
    move and each mail."""
    quiet = [module.logger for module in (inbound_handler, notifier_handler)]
    levels = [logger.log_level for logger in quiet]
    for logger in quiet:
        logger.setLevel("WARNING")  # a line per mail would bury the benchmark's table
    try:
        return _play(rules_id, players, options, answer, max_moves, settings or {})
    finally:
        for logger, level in zip(quiet, levels, strict=True):
            logger.setLevel(level)


def _play(rules_id: str, players: Sequence[PlayerSpec], options: Mapping[str, Any],
          answer: Answer, max_moves: int | None, settings: Mapping[str, str]) -> Counted:
    with environment({**ENVIRONMENT, **settings}):
        cloud = MailCloud()
        counted = Counted()
        with cloud.calls.every_new_client():
            game = cloud.service.create(rules_id, players, ORGANIZER, title="Bench",
                                        options=options, start=True)
            cloud.stream(counted)
            answered: set[str] = set()
            for number in itertools.count():
                view = cloud.service.view(game.id)
                if view.game.status != "running" or number == max_moves:
                    break
                seat = view.game.seat(view.game.to_move)
                turn = next(m for m in reversed(cloud.sent())
                            if m["To"].addresses[0].addr_spec == seat.email
                            and str(m["Message-ID"]) not in answered)
                answered.add(str(turn["Message-ID"]))
                raw = _reply(turn, answer(view, seat), number)
                counted.moves.append(cloud.receive(raw, seat.email, str(turn["Reply-To"]),
                                                   counted))
                cloud.stream(counted)
        counted.view = cloud.service.view(game.id)
        if counted.view.game.ended:
            sweep = AwsCalls().watch(cloud.dynamodb)
            cloud.service.tick_game(game.id)
            counted.settled = sweep.mark()  # (the scan below goes through that client too)
        scan: dict[str, Any] = {"TableName": TABLE}
        while True:
            page = cloud.dynamodb.scan(**scan)
            counted.items += page["Items"]
            if "LastEvaluatedKey" not in page:
                break
            scan["ExclusiveStartKey"] = page["LastEvaluatedKey"]
    return counted


def _reply(to: EmailMessage, body: str, number: int) -> bytes:
    mail = EmailMessage()
    mail["From"] = to["To"].addresses[0].addr_spec
    mail["To"] = str(to["Reply-To"])
    mail["Subject"] = "Re: " + str(to["Subject"])
    mail["Message-ID"] = f"<bench-{number}@client.example.org>"
    mail["In-Reply-To"] = str(to["Message-ID"])
    mail.set_content(f"{body}\n")
    return mail.as_bytes()
