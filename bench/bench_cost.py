"""What 1,000 moves cost on AWS, from counted requests: the DynamoDB request units the service
spends per move (a 1926 game played on moto through a metering client), the AWS requests and
mails of a whole 1926 game by mail through the inbound and notifier functions on moto (counted
through botocore, bench/bench_requests.py), and AWS list prices for the rest of a move's path.

A move by mail: SES receives it (one mail, one 256 KB chunk) and writes it to S3 (one PUT); the
inbound Lambda reads it (the counted GetObject; the mail stays where SES put it, see below;
every request a function makes is priced in REQUEST_PRICES, the secret's GetParameter as the
KMS Decrypt it is), reads the game once and writes the move with its answers (the counted
Query + TransactWriteItems); every notification reaches the notifier through the table's
stream (reading it is free; counted here as one invocation per record, the worst case of
batches of one), which reads the game item, the address's undeliverable mark and the
read-backs a mail may carry (one BatchGetItem), claims the mail (one UpdateItem), sends it and
marks it sent (one UpdateItem, and one per read-back it carries). The DynamoDB capacity units of
both functions are metered on moto from the items each request reads and writes (with the
indexes they enter or leave, bench/aws_calls.py), not assumed. The game is played with the
inbound function's settings from infra/template.yaml (its read-back goes at once, with the
move's own notifier invocation). The floor is what SES charges for receiving one mail and
sending one per move; the target is 1.1x the floor. The mails per move come from how many mails
a game needs (the turn economy and the read-backs), so the cost is also shown at one mail per
move: what the path itself adds to the floor, the row the target is met on; the counted mails'
row cannot meet it however little the path adds, only with fewer mails a game.
The raw mail: an erasure must delete every raw mail of a person (docs/personal-data.md). Until
issue 43 the inbound function moved each mail under a keyed digest of its sender (a PUT, 1.7%
of the floor: the S3 PUT class charges a CopyObject or a PutObjectTagging alike, and an SES
receipt rule's object key prefix is fixed per rule, so no filing is free); then the erasure
read the header block of each raw mail the bucket keeps (30 days: a listing per 1,000 keys,
priced as PUTs, and a ranged GET a mail), which the rows below price per 1,000 mails kept.
Since operator review 14 the inbound function files each mail's key in the table instead (a
PutItem per address it names, usually one; storage/dynamodb_raw_index.py), metered with the
move's other requests, and an erasure reads only the mail older than that index, so the
reading row below prices a search that ends 35 days after an upgrade; the filing and the
erasure through the index are metered on moto (raw_mail_index_costs, ops19).
A move on the web: two HTTP API requests (the page, the form), two web invocations, the submit
and the mails it causes (no read-back: the page shows the move).
Wake-ups (functions/wakeups.py): the deadlines function runs only when the notifier has set a
one-time schedule for it. Each game has one of its own, which every write moves to the game's
next due time (a game has a 72-hour deadline with reminders unless its organizer says
otherwise): each move pays one record of its game item on the stream (its own notifier
invocation, the worst case: a CreateSchedule, and a DeleteSchedule of the wake-up it replaces),
and the wake-up fires only when something falls due in the game (a reminder, a missed turn:
the game's own work, not counted here; a turn played before its reminder leaves no wake-up
behind). A read-back held for the player's next mail (moves by mail) sets a wake-up for mail
alone, for when its wait lapses, in a minute no other shares: one Scheduler invocation, one
short invocation of the function and a Query per shard of the pending mail (the read-back rode
along in the player's next mail when played back to back, as here). Scheduler charges for invocations only,
not for creating or deleting schedules.
Idle: no game running: nothing is due, so nothing is scheduled and nothing runs but the
periodic schedules infra/template.yaml defines (the hourly safety sweep); the figure is their
price, each invocation as an operator measured it on moto (review 12, issue 43): a cold
start (an hour apart, no container is kept), the secret's GetParameter (a KMS Decrypt), the
34 Queries of the due index and the pending mail, the sweep's lock taken and given back, and
SES's GetAccount (the quota's alarm; a free request, its round trip billed).
Human pace (the figures quoted in README.md and docs/deploy.md) is bench/bench_human_pace.py's:
games played hours between moves, every invocation cold, as the template deploys them.

Prices: US East (N. Virginia) list prices in US dollars as published in mid-2025 (checked
against the AWS pricing pages for SES, S3, Lambda, DynamoDB on-demand after its November 2024
reduction, API Gateway HTTP APIs and EventBridge Scheduler); no free tier. The inbound
function's and the notifier's durations come from their CPU measured here; the other Lambda
durations are assumptions (named below). Check the AWS pricing pages before relying on them.
"""

from __future__ import annotations

import functools
import math
import os
import random
from collections import Counter
from datetime import UTC, datetime

import rules
from bench import Row
from bench.aws_calls import AWS_SERVICES, UNITS, AwsCalls, summary, units
from bench.aws_mail import Counted, deployed_settings, environment, play_by_mail
from bench.bench_requests import CREDENTIALS, GAMES
from bench.support import SeededSecrets
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock
from functions.storage.dynamodb import DynamoStore

# ---- prices (USD, us-east-1, mid-2025) -----------------------------------------------------------
DYNAMODB_WRITE_UNIT = 0.625 / 1e6  # on-demand write request unit
DYNAMODB_READ_UNIT = 0.125 / 1e6  # on-demand read request unit
LAMBDA_REQUEST = 0.20 / 1e6
LAMBDA_GB_SECOND = 0.0000166667  # x86_64 (the template's architecture)
SES_MAIL_SENT = 0.10 / 1000
SES_MAIL_RECEIVED = 0.10 / 1000
SES_CHUNK_RECEIVED = 0.09 / 1000  # per 256 KB of received mail
S3_PUT = 0.005 / 1000
S3_GET = 0.0004 / 1000
KMS_REQUEST = 0.03 / 10_000  # a Decrypt: each GetParameter of the SecureString, decrypted
HTTP_API_REQUEST = 1.00 / 1e6
# Lambda SnapStart for Python (not used: docs/deploy.md says why, from the rows these make)
SNAPSTART_CACHE_GB_SECOND = 0.0000015046  # each published version's snapshot, while active
SNAPSTART_RESTORE_GB = 0.0001397998  # each execution environment restored
SCHEDULER_INVOCATION = 1.00 / 1e6  # EventBridge Scheduler, past its free 14 million a month

# What each request the functions make costs beside DynamoDB's capacity units (metered, see
# bench/aws_calls.py), the mails SES sends (SES_MAIL_SENT a mail) and Lambda: billed() refuses a
# request not listed, so a new one cannot go unpriced. 0: the request itself is free.
REQUEST_PRICES = {
    ("s3", "PutObject"): ("S3", S3_PUT),  # the PUT class: what filing each mail would cost
    ("s3", "CopyObject"): ("S3", S3_PUT),
    ("s3", "PutObjectTagging"): ("S3", S3_PUT),
    ("s3", "ListObjectsV2"): ("S3", S3_PUT),  # the erasure's listing of the raw mail
    ("s3", "GetObject"): ("S3", S3_GET),
    ("s3", "HeadObject"): ("S3", S3_GET),
    ("s3", "DeleteObject"): ("S3", 0.0),  # S3 charges no DELETE
    ("s3", "DeleteObjects"): ("S3", 0.0),
    # a standard parameter's API call is free; the SecureString's KMS Decrypt is not
    ("ssm", "GetParameter"): ("KMS", KMS_REQUEST),
    ("ssm", "GetParameters"): ("KMS", KMS_REQUEST),
    ("scheduler", "CreateSchedule"): ("Scheduler", 0.0),  # it charges what it invokes
    ("scheduler", "DeleteSchedule"): ("Scheduler", 0.0),
    ("scheduler", "GetSchedule"): ("Scheduler", 0.0),
    ("sesv2", "SendEmail"): ("SES", 0.0),  # SES_MAIL_SENT a mail, counted as mails
    ("ses", "SendRawEmail"): ("SES", 0.0),
    ("sesv2", "GetAccount"): ("SES", 0.0),
}


def billed(requests: Counter[tuple[str, str]]) -> dict[str, float]:
    """USD by service for the counted requests billed per request (REQUEST_PRICES); DynamoDB's
    are billed by their capacity units instead. A request not priced is refused."""

    usd: Counter[str] = Counter()
    for (service, operation), n in requests.items():
        if service in ("dynamodb", UNITS) or service not in AWS_SERVICES:
            continue
        if (service, operation) not in REQUEST_PRICES:
            raise ValueError(f"{service} {operation} is not priced in bench/bench_cost.py")
        line, price = REQUEST_PRICES[(service, operation)]
        usd[line] += n * price
    return dict(usd)


# ---- assumptions ---------------------------------------------------------------------------------
LAMBDA_MEMORY_GB = 0.5  # the template's MemorySize: 512
# The inbound function's and the notifier's durations are not assumed: their own CPU is measured
# in the game by mail (mean per move and per mail after each function's first, moto's answers
# left out, bench/aws_mail.py),
# scaled to the share of a vCPU a 512 MB function gets (1,769 MB is one), plus a round trip
# per AWS request they make, assumed here:
LAMBDA_CPU_SCALE = 1769 / 512
ROUND_TRIP_SECONDS = {"dynamodb": 0.010, "s3": 0.020, "ses": 0.060, "sesv2": 0.060,
                      "scheduler": 0.030, "ssm": 0.020}
WEB_SECONDS = 0.15  # one page or one form post
WEB_REQUESTS_PER_MOVE = 2  # the player page, then the move form
WAKE_SWEEP_SECONDS = 0.2  # a sweep a wake-up starts, warm like every duration here: 34 queries
# A wake-up may find the function cold (they come sparser than mails): imports, clients and the
# secret, billed since August 2025; shown in a row of its own, not in the totals.
COLD_START_SECONDS = 0.4
# the due index's shards and its tournaments, then the pending mail's shards (and the key of
# mail written before them)
WAKE_QUERIES = 16 + 1 + 17
WAKE_MAIL_SECONDS = 0.05  # a wake-up for mail alone: one Query of the pending mail
WAKE_MAIL_QUERIES = 17
GAME_RECORDS_PER_MOVE = 1  # the game item's record: its wake-up moved (see the docstring)
DUE_RECORD_SECONDS = 0.05  # the notifier on a record with a due time: one CreateSchedule
MONTH_MINUTES = 60 * 24 * 30.44
FLOOR_PER_MOVE = SES_MAIL_RECEIVED + SES_CHUNK_RECEIVED + SES_MAIL_SENT  # one mail in, one out
TARGET_MAIL_RATIO = 1.1
TARGET_WEB_CENTS = 15
TARGET_IDLE_CENTS = 1  # a month of the hourly safety sweep over an empty due index

PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd", "Dan", "Eve")]
ON_DEMAND_WRITE_BYTES = 1024
ON_DEMAND_READ_BYTES = 4096


def metered_game() -> dict[str, float]:
    """Play one 1926 game on moto; per accepted move (a `submit`, as the web makes it): request
    units (metered as in the game by mail, bench/aws_calls.py), requests and notifications."""
    import boto3
    from moto import mock_aws

    from infra.table import create_table

    for name, value in (("AWS_ACCESS_KEY_ID", "bench"), ("AWS_SECRET_ACCESS_KEY", "bench"),
                        ("AWS_DEFAULT_REGION", "us-east-1")):
        os.environ.setdefault(name, value)
    with mock_aws():
        client = boto3.client("dynamodb", region_name="us-east-1")
        create_table(client, "cost-games")
        store = DynamoStore(client, "cost-games")
        service = GameService(store, SystemClock(), SeededSecrets(7))
        game_id = service.create("1926", PLAYERS, "org@example.org",
                                 options={"sets": 3, "lang": "en"}, start=True).id
        game_rules, rng = rules.get("1926"), random.Random(3)
        calls, made, moves = AwsCalls(units=True).watch(client), Counter(), 0
        notifications_before = len(store.pending_notifications(limit=10_000))
        while (view := service.view(game_id)).game.status == "running":
            seat = view.game.seat(view.game.to_move)
            text = rng.choice(game_rules.legal_moves(view.state, seat.player)).text
            before = calls.mark()
            service.submit(game_id, seat.email, text, version=view.game.version,
                           source="web")
            made += calls.since(before)
            moves += 1
        notifications = len(store.pending_notifications(limit=10_000)) - notifications_before
    return {"moves": moves, "read_units": units(made)["read"] / moves,
            "write_units": units(made)["write"] / moves,
            "queries": made[("dynamodb", "Query")] / moves,
            "transactions": made[("dynamodb", "TransactWriteItems")] / moves,
            "mails": notifications / moves}


@functools.cache
def deployed_game() -> Counted:
    """The 1926 game of bench/bench_requests.py played by mail on moto with the inbound
    function's settings from infra/template.yaml (run once a process)."""
    from moto import mock_aws

    players, options = GAMES["1926"]
    with environment(CREDENTIALS), mock_aws():
        return play_by_mail("1926", players, options,
                            settings=deployed_settings("InboundFunction"))


def mail_counts() -> dict[str, float]:
    """Per move by mail of the 1926 game by mail on moto as deployed: its requests, the mails
    it caused, and the DynamoDB capacity units of the inbound function and of the notifier
    (metered on moto, bench/aws_calls.py): per move, per mail, and per mail that carries
    nothing (a web move's mail)."""
    counted = deployed_game()
    moves = len(counted.moves)
    per_move = {kind: sum(summary(c)[kind] for c in counted.moves) / moves
                for kind in ("read", "write", "s3_get")}
    mails = len(counted.mails)
    plain = [c for c in counted.mails if not c[("dynamodb", "TransactWriteItems")]]

    def mean(rows: list, kind: str) -> float:
        return sum(units(c)[kind] for c in rows) / max(1, len(rows))

    return {**per_move, "mails": mails / moves,
            "records": (mails + len(counted.held)) / moves,
            "inbound_read_units": mean(counted.moves, "read"),
            "inbound_write_units": mean(counted.moves, "write"),
            "mail_read_units": mean(counted.mails, "read"),
            "mail_write_units": mean(counted.mails, "write"),
            "held_dollars": sum(units(c)["read"] * DYNAMODB_READ_UNIT
                              + units(c)["write"] * DYNAMODB_WRITE_UNIT
                              for c in counted.held) / moves,
            # per move: every request billed per request (S3, the secret's KMS Decrypt)
            "billed": {line: sum(billed(c).get(line, 0.0) for c in
                                 [*counted.moves, *counted.mails, *counted.held]) / moves
                       for line in ("S3", "KMS")},
            "plain_mail_read_units": mean(plain, "read"),
            "plain_mail_write_units": mean(plain, "write"),
            "inbound_seconds": seconds(counted.move_cpu[1:], counted.moves[1:]),
            "mail_seconds": seconds(counted.mail_cpu[1:], counted.mails[1:])}


def seconds(cpu: list[float], made: list) -> float:
    """A function's mean billed duration on AWS when warm (the invocations after its first,
    which also loads what the function needs): its own CPU measured here, scaled to a 512 MB
    function's share of a vCPU, and a round trip per request it made."""
    trips = sum(ROUND_TRIP_SECONDS.get(service, 0.020) * n for counts in made
                for (service, _), n in counts.items() if service in AWS_SERVICES)
    return (sum(cpu) * LAMBDA_CPU_SCALE + trips) / max(1, len(made))


def sweeps(count: float, cold: bool = False, mail_only: bool = False) -> dict[str, float]:
    """USD by service for `count` sweeps started by Scheduler: its invocations, the function's
    (each a cold start when `cold`) and the queries of the due index and the pending mail (of
    the pending mail alone when `mail_only`)."""
    seconds = (WAKE_MAIL_SECONDS if mail_only else WAKE_SWEEP_SECONDS) + (
        COLD_START_SECONDS if cold else 0)
    queries = WAKE_MAIL_QUERIES if mail_only else WAKE_QUERIES
    return {
        # eventually consistent queries; the sweep's lock taken and given back (two writes)
        "DynamoDB": count * (queries * 0.5 * DYNAMODB_READ_UNIT + 2 * DYNAMODB_WRITE_UNIT),
        "Lambda": count * (LAMBDA_REQUEST + LAMBDA_MEMORY_GB * seconds * LAMBDA_GB_SECOND),
        "Scheduler": count * SCHEDULER_INVOCATION,
    }


def wake_ups(moves: float, held: float, cold: bool = False) -> dict[str, float]:
    """USD by service for what `moves` moves and `held` held read-backs cost in wake-ups: each
    move's record of its game item on the stream (the notifier moves the game's wake-up), and
    per held read-back its record's wake-up and one pass of the pending mail (see the module
    docstring)."""
    records = moves * GAME_RECORDS_PER_MOVE
    woken = sweeps(held, cold, mail_only=True)
    return {**woken, "Lambda": woken["Lambda"] + records * LAMBDA_REQUEST
            + (records + held) * LAMBDA_MEMORY_GB * DUE_RECORD_SECONDS * LAMBDA_GB_SECOND}


def costs_per_thousand(m: dict[str, float], c: dict[str, float],
                       mails_per_move: float | None = None, cold: bool = False
                       ) -> dict[str, float]:
    """USD per 1,000 moves by mail, by service (`mails_per_move` instead of the counted; with
    `cold`, each wake-up of the function a cold start)."""
    moves = 1000
    mails = moves * (c["mails"] if mails_per_move is None else mails_per_move)
    held = moves * (c["records"] - c["mails"])  # held read-backs: one record and a wake-up each
    records = mails + held
    gb_seconds = LAMBDA_MEMORY_GB * (moves * c["inbound_seconds"] + mails * c["mail_seconds"])
    # metered on moto: the inbound function's units per move (the game read; its write with
    # the mail recorded, the answers and the held read-back), the notifier's per mail (the
    # BatchGetItem of the game, the address mark and the read-backs it may carry; taking it,
    # with what it carries) and per held record (nothing but a wake-up)
    woken = wake_ups(moves, held, cold)
    return {
        "DynamoDB": moves * (c["inbound_read_units"] * DYNAMODB_READ_UNIT
                             + c["inbound_write_units"] * DYNAMODB_WRITE_UNIT + c["held_dollars"])
        + mails * (c["mail_read_units"] * DYNAMODB_READ_UNIT
                   + c["mail_write_units"] * DYNAMODB_WRITE_UNIT)
        + woken["DynamoDB"],
        "Lambda": (moves + records) * LAMBDA_REQUEST + gb_seconds * LAMBDA_GB_SECOND
        + woken["Lambda"],
        "SES": moves * (SES_MAIL_RECEIVED + SES_CHUNK_RECEIVED) + mails * SES_MAIL_SENT,
        # SES's PUT of the mail received, then what the functions' requests cost (the
        # inbound function reads the mail: a GET)
        "S3": moves * (S3_PUT + c["billed"]["S3"]),
        "KMS": moves * c["billed"]["KMS"],
        "Scheduler": woken["Scheduler"],
    }


def web_per_thousand(m: dict[str, float], c: dict[str, float]) -> float:
    """USD per 1,000 moves made on the web: HTTP API requests and web invocations, the submit,
    the mails it causes (sent like any other) and the record of its game item (its wake-up
    moved)."""
    per_request = HTTP_API_REQUEST + LAMBDA_REQUEST + LAMBDA_MEMORY_GB * WEB_SECONDS * LAMBDA_GB_SECOND
    mails = 1000 * m["mails"]
    per_mail = (SES_MAIL_SENT + LAMBDA_REQUEST
                + LAMBDA_MEMORY_GB * c["mail_seconds"] * LAMBDA_GB_SECOND
                # a web move holds no read-back: its mails carry nothing
                + c["plain_mail_read_units"] * DYNAMODB_READ_UNIT
                + c["plain_mail_write_units"] * DYNAMODB_WRITE_UNIT)
    submit = m["read_units"] * DYNAMODB_READ_UNIT + m["write_units"] * DYNAMODB_WRITE_UNIT
    return (1000 * (WEB_REQUESTS_PER_MOVE * per_request + submit) + mails * per_mail
            + sum(wake_ups(1000, 0).values()))


def periodic_invocations_per_month() -> float:
    """How many times a month the schedules of infra/template.yaml that repeat invoke their
    targets (a function's Schedule events, AWS::Scheduler::Schedule and AWS::Events::Rule
    resources; `rate(...)` expressions: any other repeating one is refused, to be priced here)."""
    from infra.table import load_template

    expressions = []
    for resource in load_template()["Resources"].values():
        properties = resource.get("Properties", {})
        if resource["Type"] in ("AWS::Scheduler::Schedule", "AWS::Events::Rule"):
            expressions.append(properties.get("ScheduleExpression"))
        for source in properties.get("Events", {}).values():
            if source["Type"] in ("Schedule", "ScheduleV2"):
                expressions.append(source["Properties"]["ScheduleExpression"])
    total = 0.0
    for expression in filter(None, expressions):
        if expression.startswith("at("):
            continue  # once
        value, _, unit = expression.removeprefix("rate(").removesuffix(")").partition(" ")
        per = {"minute": 1, "hour": 60, "day": 24 * 60}.get(unit.rstrip("s"))
        if not expression.startswith("rate(") or not value.isdigit() or per is None:
            raise ValueError(f"cannot price the schedule {expression!r}")
        minutes = per * int(value)
        total += MONTH_MINUTES / minutes
    return total


def safety_sweep() -> dict[str, float]:
    """USD by service for one periodic sweep over an empty table: a wake-up's sweep on a cold
    function, plus what only the periodic one does, the secret read on the cold start (a KMS
    Decrypt) and SES's quota read (GetAccount: free, its round trip billed)."""
    swept = sweeps(1, cold=True)
    trips = ROUND_TRIP_SECONDS["ssm"] + ROUND_TRIP_SECONDS["sesv2"]
    return {**swept, "Lambda": swept["Lambda"] + LAMBDA_MEMORY_GB * trips * LAMBDA_GB_SECOND,
            "KMS": KMS_REQUEST}


def idle_per_month() -> float:
    """USD a month with no game running: what the repeating schedules cost (each invocation a
    safety sweep, see safety_sweep); nothing is due, so nothing else runs."""
    return periodic_invocations_per_month() * sum(safety_sweep().values())


def erasure_per_thousand_mails() -> float:
    """USD an erasure pays to find a person's raw mail, per 1,000 raw mails the bucket keeps:
    their listing and a ranged GET of each one's header block (compose/erasing.py)."""
    return billed(Counter({("s3", "ListObjectsV2"): math.ceil(1000 / 1000),
                           ("s3", "GetObject"): 1000}))["S3"]


# The raw mails filed in the measurement below: what a player's mail names, as clients write it
# (a reply; one with a Cc; a forwarder's envelope sender beside the From; a Czech IDN domain)
FILED_MAILS = (
    ("ann@example.org", b"From: Ann <ann@example.org>\r\nTo: play+t@pbm.example.org\r\n"),
    ("bob@example.org", b"From: bob@example.org\r\nTo: play+t@pbm.example.org\r\n"
                        b"Cc: Cid <cid@example.org>\r\n"),
    ("srs=1=x@fwd.example.net", b"From: Dana <dana@example.org>\r\n"
                                b"To: play+t@pbm.example.org\r\n"),
    ("petr@xn--hek-ela4t.cz", b"From: =?utf-8?q?Petr_H=C3=A1=C4=8Dek?= <petr@h\xc3\xa1\xc4\x8dek.cz>"
                              b"\r\nTo: play+t@pbm.example.org\r\n"),
)


def raw_mail_index_costs() -> tuple[float, float]:
    """USD per 1,000 raw mails filed in the table's index (storage/dynamodb_raw_index.py, as the
    inbound function files FILED_MAILS: one PutItem per address named), and USD per erasure
    finding and deleting a person's mails through it (a Query, a DeleteItem a mail; S3's
    DELETE is free): both metered on moto."""
    import boto3
    from moto import mock_aws

    from functions.compose.raw_mail import named_addresses
    from functions.storage.dynamodb_raw_index import RawMailIndex
    from functions.storage.dynamodb_raw_searches import RawMailFiled
    from infra.table import create_table

    for name, value in CREDENTIALS.items():
        os.environ.setdefault(name, value)
    with mock_aws():
        # the region the metering's own client reads the items in (AwsCalls(units=True))
        client = boto3.client("dynamodb", region_name=os.environ["AWS_DEFAULT_REGION"])
        create_table(client, "cost-index")
        index = RawMailIndex(client, "cost-index", b"bench-secret")
        index.file("inbound/first", ["x@example.org"], datetime.now(UTC))  # the start, once
        calls = AwsCalls(units=True).watch(client)
        before = calls.mark()
        rounds = 25
        for n in range(rounds):
            for source, head in FILED_MAILS:
                index.file(f"inbound/m{n}-{source}", named_addresses(head + b"\r\n", source,
                                                                     "pbm.example.org"),
                           datetime.now(UTC))
        filed = calls.since(before)
        filing = (units(filed)["write"] * DYNAMODB_WRITE_UNIT) * 1000 / (
            rounds * len(FILED_MAILS))
        found = RawMailFiled(client, "cost-index", b"bench-secret")
        before = calls.mark()
        keys = found.keys("ann@example.org")
        found.unfile("ann@example.org", keys)
        erased = calls.since(before)
        erasure = (units(erased)["read"] * DYNAMODB_READ_UNIT
                   + units(erased)["write"] * DYNAMODB_WRITE_UNIT)
    return filing, erasure


def run() -> list[Row]:
    """Measured units per move, then US cents per 1,000 moves by service and in total, each
    total next to its target."""
    measured, counted = metered_game(), mail_counts()
    rows = [
        Row("cost: dynamodb Query per submit", measured["queries"], "requests"),
        Row("cost: dynamodb TransactWriteItems per submit", measured["transactions"], "requests"),
        Row("cost: dynamodb read units per submit", measured["read_units"], "RRU"),
        Row("cost: dynamodb write units per submit (+indexes)", measured["write_units"], "WRU"),
        Row("cost: mails per web move", measured["mails"], "mails"),
        Row("cost: mails per mail move (1926 by mail)", counted["mails"], "mails"),
        Row("cost: inbound function per move by mail (own CPU scaled + round trips)",
            counted["inbound_seconds"] * 1000, "ms"),
        Row("cost: notifier per mail (own CPU scaled + round trips)",
            counted["mail_seconds"] * 1000, "ms"),
    ]
    costs = costs_per_thousand(measured, counted)
    rows += [Row(f"cost per 1,000 mail moves: {service}", usd * 100, "US cents")
             for service, usd in costs.items()]
    floor = 1000 * FLOOR_PER_MOVE
    total = sum(costs.values())
    rows.append(Row("cost per 1,000 mail moves: floor (1 mail in, 1 out)", floor * 100,
                    "US cents"))
    rows.append(Row("cost per 1,000 mail moves: total", total * 100, "US cents",
                    f"<= {TARGET_MAIL_RATIO * floor * 100:.1f}",
                    total <= TARGET_MAIL_RATIO * floor))
    target = f"<= {TARGET_MAIL_RATIO * 100:.0f}%"
    rows.append(Row("cost per 1,000 mail moves: total / floor", 100 * total / floor,
                    "% of floor", target, total / floor <= TARGET_MAIL_RATIO))
    one = sum(costs_per_thousand(measured, counted, mails_per_move=1).values())
    rows.append(Row("cost per 1,000 mail moves at 1 mail a move / floor", 100 * one / floor,
                    "% of floor", target, one / floor <= TARGET_MAIL_RATIO))
    web = web_per_thousand(measured, counted)
    rows.append(Row("cost per 1,000 web moves: total", web * 100, "US cents",
                    f"<= {TARGET_WEB_CENTS}", web * 100 <= TARGET_WEB_CENTS))
    cold = sum(costs_per_thousand(measured, counted, mails_per_move=1, cold=True).values())
    rows.append(Row("cost per 1,000 mail moves at 1 mail a move, every wake-up a cold start",
                    100 * cold / floor, "% of floor"))
    rows.append(Row("cost: wake-ups of the deadlines function per web move", 0,
                    "wake-ups (none but what falls due)"))
    rows.append(Row("cost: wake-ups of the deadlines function per mail move",
                    counted["records"] - counted["mails"],
                    "wake-ups (held read-backs)"))
    reading = erasure_per_thousand_mails()
    filing, by_index = raw_mail_index_costs()
    rows.append(Row("cost: an erasure reading the raw mail older than the index, per 1,000 "
                    "raw mails kept (listed, header blocks read)", reading * 100, "US cents"))
    rows.append(Row("cost: filing 1,000 raw mails in the table's index (a PutItem an address, "
                    "metered)", filing * 100, "US cents"))
    rows.append(Row("cost: 1,000 erasures through the index (a Query, a DeleteItem a mail; 25 "
                    "mails each, metered)", by_index * 100 * 1000, "US cents"))
    # a month's mail is about what the bucket keeps (30 days): reading it costs `reading` an
    # erasure per 1,000 mails, filing it `filing` once (an erasure by the index: `by_index`)
    rows.append(Row("cost: erasures a month above which filing the raw mail in the index costs "
                    "less than reading the bucket for each", filing / reading, "erasures"))
    idle = idle_per_month()
    rows.append(Row("cost idle: per month (the hourly safety sweep)", idle * 100, "US cents",
                    f"<= {TARGET_IDLE_CENTS}", idle * 100 <= TARGET_IDLE_CENTS))
    return rows
