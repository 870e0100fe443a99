"""End to end on moto's server: the built Lambda artifact's handlers, each in a process of its
own (a warm container: started once, fed one event at a time), against `moto_server` on
loopback with events shaped like AWS's samples (tests/events/); the operator creates the first
game with `pbm` on the deployed table, from yet another process, and a 1926 game is played to
its end by mail alone.

What moto cannot show (IAM, quotas) the contract tests check on paper: tests/test_infra_*.py.
"""

from __future__ import annotations

import copy
import email
import itertools
import json
import os
import subprocess
import sys
import textwrap
from email import policy
from email.message import EmailMessage
from pathlib import Path

import pytest

from infra import build_lambda
from infra.table import create_table

EVENTS = Path(__file__).parent / "events"
REGION = "eu-west-1"
TABLE = "pbm-e2e-games"
BUCKET = "pbm-e2e-inbound"
DOMAIN = "play.example.org"
SENDER = f"pbm@{DOMAIN}"
WEB = "https://k3v9x2b7qa.execute-api.eu-west-1.amazonaws.com"
ORGANIZER = "olga@example.org"
PLAYERS = ["Ann <ann@example.org>", "Bob <bob@example.org>", "Cid <cid@example.org>"]

WORKER = textwrap.dedent('''
    """A warm Lambda container: the handler imported once, then one JSON event a line."""
    import importlib, json, os, sys, traceback
    replies = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the function's own output (its JSON logs) goes with stderr, as to CloudWatch
    module, _, name = sys.argv[1].rpartition(".")
    handler = getattr(importlib.import_module(module), name)
    replies.write(json.dumps({"ready": importlib.import_module("functions").__file__}) + "\\n")
    replies.flush()
    for line in sys.stdin:
        try:
            answer = {"result": handler(json.loads(line), None)}
        except Exception as exc:
            answer = {"error": repr(exc), "trace": traceback.format_exc()}
        replies.write(json.dumps(answer, default=str) + "\\n")
        replies.flush()
''')


def event(name: str) -> dict:
    return json.loads((EVENTS / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def artifact(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("lambda")
    # the project as the artifact ships it; its dependencies are this virtualenv's
    build_lambda.build(target, with_dependencies=False, compiled=False)
    return target


@pytest.fixture(scope="module")
def server():
    from moto.server import ThreadedMotoServer

    moto = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    moto.start()
    host, port = moto.get_host_and_port()
    yield f"http://{host}:{port}"
    moto.stop()


class Deployment:
    """The stack on moto's server: the table, the bucket, the secret, the deployment's settings,
    SES's identity and configuration set, the wake-up group; and the four mail functions, each
    a process of the artifact."""

    HANDLERS = {"inbound": "functions.inbound_handler.handler",
                "notifier": "functions.notifier_handler.handler",
                "deadlines": "functions.deadlines_handler.handler",
                "bounces": "functions.bounces_handler.handler"}

    def __init__(self, endpoint: str, artifact: Path, home: Path):
        import boto3

        self.artifact, self.home = artifact, home
        self.aws_env = {"AWS_ENDPOINT_URL": endpoint, "AWS_ACCESS_KEY_ID": "testing",
                        "AWS_SECRET_ACCESS_KEY": "testing", "AWS_SESSION_TOKEN": "testing",
                        "AWS_DEFAULT_REGION": REGION}
        session = boto3.Session(region_name=REGION, aws_access_key_id="testing",
                                aws_secret_access_key="testing", aws_session_token="testing")
        self.client = lambda name: session.client(name, endpoint_url=endpoint)
        self.dynamodb, self.s3 = self.client("dynamodb"), self.client("s3")
        create_table(self.dynamodb, TABLE)
        self.s3.create_bucket(Bucket=BUCKET,
                              CreateBucketConfiguration={"LocationConstraint": REGION})
        ssm = self.client("ssm")
        ssm.put_parameter(Name="/pbm/e2e/secret", Value="e2e-secret-0123456789abcdef",
                          Type="SecureString")
        ssm.put_parameter(Name=f"/pbm/{TABLE}/deployment", Type="String", Value=json.dumps({
            "base_url": WEB, "secret_parameter": "/pbm/e2e/secret", "mail_domain": DOMAIN,
            "sender": SENDER, "reply_local": "play", "ses_configuration_set": "pbm-e2e-mail"}))
        sesv2 = self.client("sesv2")
        sesv2.create_email_identity(EmailIdentity=DOMAIN)
        sesv2.create_configuration_set(ConfigurationSetName="pbm-e2e-mail")
        self.client("ses").verify_email_identity(EmailAddress=SENDER)
        self.client("scheduler").create_schedule_group(Name="pbm-e2e-wake")
        # the template's Globals and the notifier's own variables
        self.function_env = {
            "PBM_STORE": f"dynamodb:{TABLE}", "PBM_SECRET_PARAMETER": "/pbm/e2e/secret",
            "PBM_BASE_URL": WEB, "PBM_MAIL_DOMAIN": DOMAIN, "PBM_SENDER": SENDER,
            "PBM_REPLY_LOCAL": "play", "PBM_SES_CONFIGURATION_SET": "pbm-e2e-mail",
            "PBM_INBOUND_BUCKET": BUCKET, "PBM_INBOUND_PREFIX": "inbound/",
            "PBM_VERDICTS": "strict", "PBM_MAX_MAIL_BYTES": "1000000",
            "POWERTOOLS_SERVICE_NAME": "pbm",
            "PBM_WAKE_GROUP": "pbm-e2e-wake",
            "PBM_WAKE_TARGET": f"arn:aws:lambda:{REGION}:123456789012:function:pbm-e2e-deadlines",
            "PBM_WAKE_ROLE": "arn:aws:iam::123456789012:role/pbm-e2e-wake"}
        self.workers: dict[str, subprocess.Popen] = {}
        self._ids = itertools.count(1)
        self.sent_before = len(self._ses_backend().sent_messages)

    # ---- processes ----------------------------------------------------------------------------

    def _env(self, **extra: str) -> dict[str, str]:
        keep = {name: value for name, value in os.environ.items()
                if not name.startswith(("PBM_", "AWS_", "POWERTOOLS_"))}
        return {**keep, **self.aws_env, "PYTHONPATH": str(self.artifact),
                "PYTHONDONTWRITEBYTECODE": "1", **extra}

    def start(self) -> None:
        worker = self.home / "worker.py"
        worker.write_text(WORKER, encoding="utf-8")
        for name, handler in self.HANDLERS.items():
            log = (self.home / f"{name}.log").open("w", encoding="utf-8")
            process = subprocess.Popen(
                [sys.executable, str(worker), handler], cwd=self.artifact, text=True,
                env=self._env(**self.function_env), stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=log)
            ready = json.loads(process.stdout.readline() or "{}")
            assert ready.get("ready", "").startswith(str(self.artifact)), \
                f"{name} did not start from the artifact: {ready} (see {log.name})"
            self.workers[name] = process

    def stop(self) -> None:
        for process in self.workers.values():
            process.stdin.close()
            process.wait(timeout=30)

    def invoke(self, name: str, payload: dict) -> dict:
        """One invocation of a function: its answer (an exception it raised fails the test)."""
        process = self.workers[name]
        process.stdin.write(json.dumps(payload) + "\n")
        process.stdin.flush()
        answer = json.loads(process.stdout.readline())
        assert "error" not in answer, f"{name} failed: {answer['trace']}"
        return answer["result"]

    def pbm(self, *args: str) -> subprocess.CompletedProcess:
        """The operator's `pbm` from the artifact, with AWS credentials and nothing else."""
        return subprocess.run([sys.executable, "-m", "functions.cli", *args],
                              cwd=self.artifact, env=self._env(PBM_HOME=str(self.home / "op")),
                              capture_output=True, text=True, timeout=120)

    # ---- AWS's side ---------------------------------------------------------------------------

    def _ses_backend(self):
        from moto.core import DEFAULT_ACCOUNT_ID
        from moto.ses.models import ses_backends

        return ses_backends[DEFAULT_ACCOUNT_ID][REGION]

    def sent(self) -> list[EmailMessage]:
        """What SES sent since the deployment."""
        return [email.message_from_string(m.raw_data, policy=policy.default)
                for m in self._ses_backend().sent_messages[self.sent_before:]]

    def mails_to(self, address: str, kind: str = "") -> list[EmailMessage]:
        return [m for m in self.sent() if m["To"].addresses[0].addr_spec == address
                and f".{kind}." in str(m["Message-ID"])]

    def stream(self) -> int:
        """The table's stream brings the new outbox items to the notifier (records of the AWS
        sample's shape); returns how many."""
        sample = event("dynamodb_stream_outbox.json")["Records"][0]
        items = self.dynamodb.scan(
            TableName=TABLE, FilterExpression="begins_with(pk, :o) AND attribute_not_exists(sent_at)",
            ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
        records = []
        for item in sorted(items, key=lambda i: i["gsi2sk"]["S"]):
            record = copy.deepcopy(sample)
            record["eventSourceARN"] = record["eventSourceARN"].replace("pbm-games", TABLE)
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = item
            record["dynamodb"]["SequenceNumber"] = str(next(self._ids)).zfill(24)
            records.append(record)
        if records:
            assert self.invoke("notifier", {"Records": records}) == {"batchItemFailures": []}
        return len(records)

    def receive(self, mail: EmailMessage, recipient: str) -> None:
        """SES receives a mail: the raw message into S3, then the receipt rule's Lambda action."""
        message_id = f"e2e{next(self._ids):020d}"
        self.s3.put_object(Bucket=BUCKET, Key=f"inbound/{message_id}", Body=mail.as_bytes())
        receipt = event("ses_receipt_lambda.json")
        ses = receipt["Records"][0]["ses"]
        ses["mail"]["messageId"] = message_id
        ses["mail"]["source"] = mail["From"].addresses[0].addr_spec
        ses["mail"]["destination"] = ses["receipt"]["recipients"] = [recipient]
        assert self.invoke("inbound", receipt) == {"disposition": "CONTINUE"}

    def reply(self, to: EmailMessage, body: str) -> None:
        """The recipient of `to` answers it with `body`, quoting it as mail clients do."""
        mail = EmailMessage()
        mail["From"] = to["To"].addresses[0].addr_spec
        mail["To"] = str(to["Reply-To"])
        mail["Subject"] = "Re: " + str(to["Subject"])
        mail["Message-ID"] = f"<e2e-{next(self._ids)}@client.example.org>"
        mail["In-Reply-To"] = str(to["Message-ID"])
        text = to.get_body(preferencelist=("plain",)).get_content()
        quoted = "\n".join("> " + line for line in text.splitlines())
        mail.set_content(f"{body}\n\nOn Monday, pbm wrote:\n{quoted}\n")
        self.receive(mail, str(to["Reply-To"]))

    def service(self):
        """A reading view of the table (the players' eyes: which turn mail to answer how)."""
        from functions.service import GameService
        from functions.service.system import SystemClock, SystemSecrets
        from functions.storage.dynamodb import DynamoStore

        return GameService(DynamoStore(self.dynamodb, TABLE), SystemClock(), SystemSecrets())


@pytest.fixture
def deployed(server, artifact, tmp_path):
    deployment = Deployment(server, artifact, tmp_path)
    deployment.start()
    yield deployment
    deployment.stop()


def test_an_operator_starts_the_first_game_and_it_is_played_by_mail_to_its_end(deployed):
    players = [arg for player in PLAYERS for arg in ("--player", player)]
    made = deployed.pbm("--store", f"dynamodb:{TABLE}", "new", "1926", *players,
                        "--organizer", ORGANIZER, "--option", "lang=en", "--start",
                        "--title", "First game")
    assert made.returncode == 0, made.stderr
    game_id = made.stdout.strip()
    listed = deployed.pbm("--store", f"dynamodb:{TABLE}", "games")
    assert listed.returncode == 0 and game_id in listed.stdout
    # the operator's machine sends nothing and keeps no secret of its own: the notifier mails
    assert not (deployed.home / "op" / "outbox").exists()
    assert not (deployed.home / "op" / "secret").exists()
    assert deployed.sent() == []
    assert deployed.stream() >= 3
    link = deployed.pbm("--store", f"dynamodb:{TABLE}", "dashboard", ORGANIZER)
    assert link.returncode == 0 and link.stdout.startswith(f"{WEB}/organizer/")

    service = deployed.service()
    answered: set[str] = set()
    for _ in range(200):
        view = service.view(game_id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        turns = [m for m in deployed.mails_to(seat.email, "your_turn")
                 if str(m["Message-ID"]) not in answered]
        assert turns, f"no turn mail for {seat.email}"
        turn = turns[-1]
        answered.add(str(turn["Message-ID"]))
        assert turn["Reply-To"].addresses[0].domain == DOMAIN and WEB in turn.as_string()
        moves = view.rules.legal_moves(view.state, seat.player)
        deployed.reply(turn, view.rules.describe(view.state, moves[0], seat.lang))
        deployed.stream()
    final = service.view(game_id)
    assert final.game.status == "finished"
    assert sum(entry.source == "email" for entry in final.log) > 10
    (over,) = deployed.mails_to("ann@example.org", "game_over")
    assert final.game.seed in over.get_body(preferencelist=("plain",)).get_content()
    # the hourly sweep: what follows the game's end (its ratings), once; then nothing is due
    hourly = {"sweep": "hourly"}
    assert deployed.invoke("deadlines", hourly)["games"] <= 1
    assert deployed.invoke("deadlines", hourly) == {"actions": 0, "games": 0, "sent": 0}
    # a permanent bounce of a player's address, as SNS delivers SES's event
    bounce = event("sns_ses_bounce.json")
    message = json.loads(bounce["Records"][0]["Sns"]["Message"])
    message["bounce"]["bouncedRecipients"][0]["emailAddress"] = "bob@example.org"
    bounce["Records"][0]["Sns"]["Message"] = json.dumps(message)
    assert deployed.invoke("bounces", bounce) == {"marked": ["bob@example.org"]}
    marks = deployed.pbm("--store", f"dynamodb:{TABLE}", "undeliverable", "list")
    assert marks.returncode == 0 and "bob@example.org" in marks.stdout
