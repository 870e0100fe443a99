"""A cold start as Lambda pays it: the shipped artifact (`make -f infra/Makefile package` ->
build/lambda/, byte-compiled by the runtime's Python), each function in a fresh process of that
Python importing its handler AND handling its FIRST real event (a stream batch of a game's new
mails: its four, and the first one and two of such a batch, as a move's batch is; a move by mail
from S3, a player's page, a wake-up, a bounce), next to a fresh process that only imports
boto3.

Method: the AWS services are moto's server on loopback, in this (the bench's) process: the
function's process pays only its own side of each request (botocore building and parsing it),
never moto's work, so nothing needs subtracting. The server keeps its connections alive
(HTTP/1.1, bench/moto_server.py), as AWS's endpoints do: a client opens one connection and
sends its requests on it (moto's own server closed each, so until 2026-12-06 every request paid
a new connection that Lambda does not; TLS, which it does pay, is bench/bench_tls.py's). A process's cost is its CPU time (user +
system, `time.process_time`) from its start until the first event's answer (or the import's
end), interpreter start included on both sides of the ratio, the interpreter's exit on neither
(Lambda never pays it: a container is frozen, then dropped; the exit's last garbage collection
was up to 0.1 s of CPU in this bench's first version, wait4's figures); the median (and the
spread, least to most) of REPEATS runs, interleaved (boto3, then each function) so a busy machine slows them alike, each
function's event made afresh for every run (a new game: its mails not yet sent, its mover's
turn open). Not included, on either side: Lambda's own runtime client (awslambdaric), the
network's waits. Lambda bills the init phase since August 2025, so this is the billed cold
start's CPU. Skipped (a row saying why) when build/lambda/ or the runtime's Python is missing.

A/B: with PBM_BENCH_BEFORE naming another artifact directory (say a copy of build/lambda/ built
from an earlier commit), every round also runs that artifact's yardstick and functions, each on
events of its own (until 2026-12-05 both artifacts took the same events, so the second of a
round found its mails sent and its move played), the two in alternating order, and rows compare their medians (each
ratio to the yardstick of both artifacts pooled): a change is judged on one noisy machine by
this interleaved run, not by two runs minutes apart.
"""

from __future__ import annotations

import copy
import email
import json
import os
import shutil
import statistics
import subprocess
import tempfile
from email import policy
from email.message import EmailMessage
from pathlib import Path

from bench import Row, full_mode

ROOT = Path(__file__).resolve().parents[1]
ARTIFACT = ROOT / "build" / "lambda"
EVENTS = ROOT / "tests" / "events"
REPEATS = 7 if full_mode() else 3  # RESULTS.md's run: 7
TARGET = 1.5  # issue 43: inbound, notifier and web within 1.5x `import boto3`
TARGETED = ("inbound", "notifier", "notifier:2", "notifier:1", "web")
FUNCTIONS = ("inbound", "notifier", "notifier:2", "notifier:1", "web", "deadlines", "bounces")
"""The rows: `notifier` a new game's batch of four mails, `notifier:2` and `:1` two and one."""
REGION = "eu-west-1"
TABLE = "pbm-cold-games"
BUCKET = "pbm-cold-inbound"
DOMAIN = "play.example.org"
SENDER = f"pbm@{DOMAIN}"
WEB = "https://k3v9x2b7qa.execute-api.eu-west-1.amazonaws.com"
PLAYERS = ["Ann <ann@example.org>", "Bob <bob@example.org>", "Cid <cid@example.org>"]

FIRST_EVENT = """
import importlib, json, sys
class Context:
    aws_request_id = "c6af9ac6-7b61-11e6-9a41-93e8deadbeef"
    function_name = "pbm-cold"
    memory_limit_in_mb = 512
    invoked_function_arn = "arn:aws:lambda:eu-west-1:123456789012:function:pbm-cold"
handler = importlib.import_module(f"functions.{sys.argv[1].split(':')[0]}_handler").handler
with open(sys.argv[2]) as file:
    event = json.load(file)
answer = handler(event, Context())
with open(sys.argv[3], "w") as file:
    json.dump(answer, file, default=str)
print(__import__("time").process_time())
"""
# a machine's own CA bundle (a proxy's, a distribution's): Lambda's environment has none
CA_VARIABLES = ("REQUESTS_CA_BUNDLE", "SSL_CERT_", "CURL_CA_BUNDLE")
CPU_UNTIL_NOW = '__import__("time").process_time()'  # a measured process's last line prints it


def _cpu(command: list[str], env: dict[str, str], cwd: Path = ARTIFACT) -> float:
    """CPU seconds (user + system) of a process running `command` until it printed them (its
    last line of output), its exit not counted."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{command} failed: {done.stderr[-2000:]}")
    return float(done.stdout.split()[-1])


class Stack:
    """The deployment on moto's server, and each function's first event made afresh."""

    def __init__(self, endpoint: str, scratch: Path):
        import boto3

        from infra.table import create_table

        self.scratch = scratch
        self.aws = {"AWS_ENDPOINT_URL": endpoint, "AWS_ACCESS_KEY_ID": "testing",
                    "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": REGION}
        session = boto3.Session(region_name=REGION, aws_access_key_id="testing",
                                aws_secret_access_key="testing")
        client = lambda name: session.client(name, endpoint_url=endpoint)  # noqa: E731
        self.dynamodb, self.s3 = client("dynamodb"), client("s3")
        create_table(self.dynamodb, TABLE)
        self.s3.create_bucket(Bucket=BUCKET,
                              CreateBucketConfiguration={"LocationConstraint": REGION})
        client("ssm").put_parameter(Name="/pbm/cold/secret", Type="SecureString",
                                    Value="cold-secret-0123456789abcdef")
        client("sesv2").create_email_identity(EmailIdentity=DOMAIN)
        client("sesv2").create_configuration_set(ConfigurationSetName="pbm-cold-mail")
        client("ses").verify_email_identity(EmailAddress=SENDER)
        client("scheduler").create_schedule_group(Name="pbm-cold-wake")
        # the template's Globals, the notifier's own variables and the inbound function's
        self.function_env = {
            "PBM_STORE": f"dynamodb:{TABLE}", "PBM_SECRET_PARAMETER": "/pbm/cold/secret",
            "PBM_BASE_URL": WEB, "PBM_MAIL_DOMAIN": DOMAIN, "PBM_SENDER": SENDER,
            "PBM_REPLY_LOCAL": "play", "PBM_SES_CONFIGURATION_SET": "pbm-cold-mail",
            "PBM_INBOUND_BUCKET": BUCKET, "PBM_INBOUND_PREFIX": "inbound/",
            "PBM_VERDICTS": "lenient", "PBM_MAX_MAIL_BYTES": "1000000",
            "PBM_READBACK_WAIT": "0", "POWERTOOLS_SERVICE_NAME": "pbm",
            "POWERTOOLS_METRICS_NAMESPACE": "pbm/cold", "PBM_WAKE_GROUP": "pbm-cold-wake",
            "PBM_WAKE_TARGET": f"arn:aws:lambda:{REGION}:123456789012:function:pbm-cold",
            "PBM_WAKE_ROLE": "arn:aws:iam::123456789012:role/pbm-cold-wake"}
        self.count = 0

    def service(self):
        """The operator's view of the table (creates the games the events are about)."""
        from functions.service import GameService, PlayerSpec
        from functions.service.system import SystemClock, SystemSecrets
        from functions.storage.dynamodb import DynamoStore

        os.environ.setdefault("PBM_SECRET", "cold-secret-0123456789abcdef")
        players = [PlayerSpec(p.split(" <")[0], p.split("<")[1].rstrip(">"), "en")
                   for p in PLAYERS]
        return GameService(DynamoStore(self.dynamodb, TABLE), SystemClock(),
                           SystemSecrets()), players

    def new_game(self) -> str:
        service, players = self.service()
        return service.create("1926", players, "olga@example.org", title="Cold",
                              options={"lang": "en"}, start=True).id

    def _file(self, payload: dict) -> str:
        self.count += 1
        path = self.scratch / f"event-{self.count}.json"
        path.write_text(json.dumps(payload), encoding="utf-8")
        return str(path)

    def stream_batch(self, game_id: str) -> dict:
        """The stream's records of a new game's mails (as the notifier gets them)."""
        sample = json.loads((EVENTS / "dynamodb_stream_outbox.json").read_text())["Records"][0]
        items = self.dynamodb.scan(
            TableName=TABLE, FilterExpression="begins_with(pk, :o) AND attribute_not_exists("
                                              "sent_at)",
            ExpressionAttributeValues={":o": {"S": f"OUTBOX#{game_id}:"}})["Items"]
        records = []
        for number, item in enumerate(sorted(items, key=lambda i: i["gsi2sk"]["S"]), 1):
            record = copy.deepcopy(sample)
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = item
            record["dynamodb"]["SequenceNumber"] = f"{self.count:012d}{number:012d}"
            records.append(record)
        return {"Records": records}

    def deliver(self, game_id: str) -> list[EmailMessage]:
        """The game's mails sent (by this process's notifier, not timed); what SES sent."""
        from moto.core import DEFAULT_ACCOUNT_ID
        from moto.ses.models import ses_backends

        from functions import notifier_handler

        os.environ.update({**self.aws, **self.function_env})
        notifier_handler._notifier.cache_clear()
        notifier_handler.handler(self.stream_batch(game_id), None)
        sent = ses_backends[DEFAULT_ACCOUNT_ID][REGION].sent_messages
        return [email.message_from_string(m.raw_data, policy=policy.default) for m in sent
                if f".{game_id}." in m.raw_data]

    def events(self) -> dict[str, str]:
        """One first event per function, each about a game of its own; their files."""
        notified = self.new_game()
        played = self.new_game()
        # a move's batch is a mail or two (a turn passed on, a round's end): each the first
        # records of a new game's batch, a game of its own
        one, two = (self.stream_batch(self.new_game()) for _ in range(2))
        one["Records"], two["Records"] = one["Records"][:1], two["Records"][:2]
        mails = self.deliver(played)
        turn = next(m for m in mails if ".your_turn." in str(m["Message-ID"]))
        reply = EmailMessage()
        reply["From"] = turn["To"].addresses[0].addr_spec
        reply["To"], reply["Subject"] = str(turn["Reply-To"]), "Re: " + str(turn["Subject"])
        reply["Message-ID"] = f"<cold-{self.count}@client.example.org>"
        reply.set_content("large Praha\n")
        message_id = f"cold{self.count:020d}"
        self.s3.put_object(Bucket=BUCKET, Key=f"inbound/{message_id}", Body=reply.as_bytes())
        receipt = json.loads((EVENTS / "ses_receipt_lambda.json").read_text())
        ses = receipt["Records"][0]["ses"]
        ses["mail"]["messageId"], ses["mail"]["source"] = message_id, reply["From"]
        ses["mail"]["destination"] = ses["receipt"]["recipients"] = [str(turn["Reply-To"])]
        text = turn.get_body(preferencelist=("plain",)).get_content()
        page = next(word for word in text.split() if word.startswith(f"{WEB}/play/"))
        get = json.loads((EVENTS / "http_get.json").read_text())
        get["rawPath"] = page.removeprefix(WEB).rstrip(".,)")
        bounce = json.loads((EVENTS / "sns_ses_bounce.json").read_text())
        return {"notifier": self._file(self.stream_batch(notified)),
                "notifier:2": self._file(two), "notifier:1": self._file(one),
                "inbound": self._file(receipt), "web": self._file(get),
                "deadlines": self._file({"game": played}), "bounces": self._file(bounce)}


def _boto3_beside(python: str) -> Path:
    """A directory holding boto3 and s3transfer (this virtualenv's, the artifact's botocore
    version; compiled by the runtime's Python), for the yardstick `import boto3`: the artifact
    ships botocore alone."""
    import boto3
    import s3transfer

    from infra import build_lambda

    beside = ROOT / "build" / "boto3-yardstick"
    if not (beside / "boto3").is_dir():
        for package in (boto3, s3transfer):
            source = Path(package.__file__).parent
            shutil.copytree(source, beside / source.name, ignore=build_lambda.IGNORED)
        subprocess.run(build_lambda.compile_command(python, beside), check=True)
    return beside


def _python() -> str | None:
    from infra import build_lambda

    try:
        return build_lambda.runtime_python()
    except build_lambda.BuildError:
        return None


def run() -> list[Row]:
    """Median CPU of import + first event per function, and of `import boto3`, on the artifact."""
    python = _python()
    if not (ARTIFACT / "functions").is_dir() or python is None:
        return [Row("first event: skipped (no build/lambda/: make -f infra/Makefile package; "
                    "or no Python of the runtime's version)", 0, "")]
    import logging

    from bench.moto_server import KeepAliveMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # a line per request to moto
    saved = dict(os.environ)
    connections: dict[str, int] = {}
    try:
        with KeepAliveMotoServer() as server, tempfile.TemporaryDirectory() as scratch:
            stack = Stack(server.endpoint, Path(scratch))
            # nor this machine's CA bundle variables: botocore reads REQUESTS_CA_BUNDLE, and
            # a bundle other than its own made every first event read a second one (about
            # 20 ms of CPU) that Lambda, which sets none of them, never reads
            env = {**{k: v for k, v in saved.items()
                      if not k.startswith(("PBM_", "AWS_", "POWERTOOLS_", "PYTHON", *CA_VARIABLES))},
                   **stack.aws, **stack.function_env, "PYTHONPATH": str(ARTIFACT),
                   "PYTHONDONTWRITEBYTECODE": "1", "PYTHONNOUSERSITE": "1",
                   "AWS_LAMBDA_FUNCTION_NAME": "pbm-cold"}  # as Lambda sets it
            beside = _boto3_beside(python)
            artifacts = {"": ARTIFACT}
            if os.environ.get("PBM_BENCH_BEFORE"):
                artifacts["before "] = Path(os.environ["PBM_BENCH_BEFORE"]).resolve()
            times: dict[str, list[float]] = {}
            for round_ in range(REPEATS + 1):  # the first round warms the page cache
                found: dict[str, float] = {}
                order = list(artifacts.items())
                for prefix, artifact in order[::-1] if round_ % 2 else order:
                    # each artifact its own events: the second to handle one would find its
                    # mails sent and its move played (a cheaper path, not the first event)
                    files = stack.events()
                    run_env = {**env, "PYTHONPATH": str(artifact)}
                    yardstick = {**env, "PYTHONPATH": f"{beside}{os.pathsep}{artifact}"}
                    found[prefix + "boto3"] = _cpu(
                        [python, "-c", f"import boto3; print({CPU_UNTIL_NOW})"], yardstick,
                        artifact)
                    for name, path in files.items():
                        answer = Path(scratch) / f"answer-{name}.json"
                        opened = server.accepted
                        found[prefix + name] = _cpu(
                            [python, "-c", FIRST_EVENT, name, path, str(answer)], run_env,
                            artifact)
                        connections[prefix + name] = server.accepted - opened
                        if not prefix and ":" not in name:
                            found[f"{name} import"] = _cpu(
                                [python, "-c", f"import functions.{name}_handler; "
                                               f"print({CPU_UNTIL_NOW})"], run_env, artifact)
                if round_:
                    for name, seconds in found.items():
                        times.setdefault(name, []).append(seconds)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    base = statistics.median(times["boto3"])
    rows = [Row(f"first event: import boto3 (CPU, artifact, median of {REPEATS}, "
                f"{_spread(times['boto3'])} ms)", base * 1000, "ms")]
    for name in FUNCTIONS:
        first = statistics.median(times[name])
        imported = statistics.median(times[f"{name.split(':')[0]} import"])
        ratio = first / base
        target = name in TARGETED
        rows.append(Row(f"first event: {_label(name)}, import + first event / boto3 "
                        f"({first * 1000:.0f} ms, {_spread(times[name])}; import alone "
                        f"{imported * 1000:.0f} ms; {connections[name]} connections)",
                        ratio, "ratio", f"<= {TARGET}" if target else "",
                        ratio <= TARGET if target else None))
    if "before boto3" in times:
        rows += _compared(times)
    return rows


def _label(name: str) -> str:
    """A row's name of a function's first event: `notifier:2` is the notifier, 2 mails."""
    function, _, mails = name.partition(":")
    return f"{function} ({mails} {'mail' if mails == '1' else 'mails'})" if mails else function


def _spread(seconds: list[float]) -> str:
    """The least and the most of `seconds`, in ms."""
    return f"{min(seconds) * 1000:.0f}-{max(seconds) * 1000:.0f}"


def _compared(times: dict[str, list[float]]) -> list[Row]:
    """Rows of the A/B run: each function's median CPU before and after (and their spreads), as
    ratios to the yardstick of both artifacts pooled, and the median of the rounds' paired
    differences."""
    pooled = statistics.median(times["boto3"] + times["before boto3"])
    rows = [Row(f"first event A/B: import boto3, both artifacts pooled (median of {REPEATS})",
                pooled * 1000, "ms")]
    for name in FUNCTIONS:
        before, after = times[f"before {name}"], times[name]
        paired = [b - a for b, a in zip(before, after, strict=True)]
        rows.append(Row(
            f"first event A/B: {_label(name)}, before {statistics.median(before) * 1000:.0f} ms "
            f"({_spread(before)}; {statistics.median(before) / pooled:.2f}x), after "
            f"{statistics.median(after) * 1000:.0f} ms ({_spread(after)}; "
            f"{statistics.median(after) / pooled:.2f}x); saved, median of the rounds' pairs "
            f"({_spread(paired)})", statistics.median(paired) * 1000, "ms"))
    return rows
