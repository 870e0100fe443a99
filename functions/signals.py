"""What the Lambda functions tell their operator, by Powertools' conventions: one `Logger` whose
every line carries the invocation's request id and whether it was a cold start
(`inject_lambda_context`), and custom metrics as CloudWatch embedded metric format lines
(`Metrics`: no PutMetricData call, no latency) for what operators watch: moves played, mails
sent, refusals, mails dropped (the template alarms on MailsDropped).

Importing Powertools' root package loads its logging and metrics already (about a third of
`import boto3`, bench/RESULTS.md); Metrics adds nothing to a cold start beyond that.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit

from functions import coldstart

logger = Logger()
# the template names the namespace (pbm/<stack>); a process outside Lambda gets "pbm"
metrics = Metrics(namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE") or "pbm")

MOVES = "Moves"  # moves a mail or a web form played
MAILS_SENT = "MailsSent"
REFUSALS = "Refusals"  # mails whose commands were all refused
MAILS_DROPPED = "MailsDropped"  # settled unsent: refused for good, or not makeable


def count(name: str, value: int | bool = 1) -> None:
    """Count `value` of the metric `name` in this invocation (nothing when 0)."""
    if value:
        metrics.add_metric(name=name, unit=MetricUnit.Count, value=int(value))


Handler = Callable[[dict[str, Any], Any], Any]


def observed(handler: Handler) -> Handler:
    """The Lambda entry point with the invocation's request id and cold start in every log
    line, and the metrics it counted written as one EMF line when it returns or fails. A
    direct call without a Lambda context (tests, a local run) logs without them."""
    injected = logger.inject_lambda_context(handler)

    @functools.wraps(handler)
    def run(event: dict[str, Any], context: Any) -> Any:
        try:
            return (handler if context is None else injected)(event, context)
        finally:
            if metrics.metric_set:  # nothing counted: no line (Powertools would warn)
                metrics.flush_metrics()
            coldstart.resume()  # the first invocation is over: collect garbage as before

    return run
