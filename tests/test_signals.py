"""What the Lambda functions tell their operator (issue 43): every log line of an invocation
carries its request id and whether it was a cold start, and the counts operators watch (mails
sent, moves, dropped mails) leave as CloudWatch embedded-metric lines."""

from __future__ import annotations

import io
import json
from dataclasses import dataclass

import pytest
from test_handlers_aws import PLAYERS, Cloud, started

from functions import notifier_handler, signals


@dataclass
class LambdaContext:
    """The fields of Lambda's context object that Powertools reads."""

    aws_request_id: str = "c6af9ac6-7b61-11e6-9a41-93e8deadbeef"
    function_name: str = "pbm-test-notifier"
    memory_limit_in_mb: int = 512
    invoked_function_arn: str = "arn:aws:lambda:eu-central-1:123456789012:function:pbm-test-notifier"


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def _lines(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


@pytest.fixture(autouse=True)
def fresh_metrics():
    """A fresh container's metrics: other tests drive the postman without an invocation."""
    signals.metrics.clear_metrics()


@pytest.fixture
def logged():
    """What the functions' logger writes (its stream is the stdout of the process's start)."""
    stream = io.StringIO()
    before = signals.logger.registered_handler.setStream(stream)
    yield stream
    signals.logger.registered_handler.setStream(before)


def test_a_notifier_invocation_logs_its_request_id_and_counts_the_mails_it_sent(
        cloud, capsys, logged):
    cloud.service.create("1926", PLAYERS, "org@example.org", start=True)
    batch = cloud.stream_batch()
    capsys.readouterr()
    notifier_handler.handler(batch, LambdaContext())
    lines = [line for line in _lines(logged.getvalue()) if line.get("message") == "notification"]
    assert len(lines) == len(batch["Records"])
    assert {line["function_request_id"] for line in lines} == {LambdaContext.aws_request_id}
    assert all(isinstance(line["cold_start"], bool) for line in lines)
    (emf,) = [line for line in _lines(capsys.readouterr().out) if "_aws" in line]
    (directive,) = emf["_aws"]["CloudWatchMetrics"]
    assert {m["Name"] for m in directive["Metrics"]} == {signals.MAILS_SENT}
    assert sum(emf[signals.MAILS_SENT]) == len(batch["Records"])


def test_a_move_by_mail_is_counted_a_question_is_not(cloud, capsys):
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    capsys.readouterr()
    cloud.reply(turn, "BOARD")  # a question: answered, no move
    assert not [line for line in _lines(capsys.readouterr().out) if signals.MOVES in line]
    cloud.reply(turn, "large Praha")  # a move
    moved = [line for line in _lines(capsys.readouterr().out) if signals.MOVES in line]
    assert [sum(line[signals.MOVES]) for line in moved] == [1]
    assert not signals.metrics.metric_set  # flushed: nothing carried into the next invocation
