"""The notifier Lambda: DynamoDB Streams batches of the games table -> each new outbox item
rendered and sent through SES.

Only INSERT records of outbox items count (sending marks an item sent, a MODIFY; games and
moves are no mail). A failed record is reported back to Lambda as a partial batch failure, so
only it is retried; a notification already marked sent is skipped, so a retried batch sends
nothing twice. One another invocation is sending (claimed) fails too, so Lambda retries it until
it is sent or its claim lapses with the invocation that made it.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.dynamo_db_stream_event import DynamoDBRecord

from functions.mailroom.delivery import Postman
from functions.service.model import Notification

logger = Logger()
metrics = Metrics(namespace="pbm")
OUTBOX_PREFIX = "OUTBOX#"
CLAIM_LEASE = timedelta(seconds=60)  # the function's Timeout (infra/template.yaml)


class StillClaimed(RuntimeError):
    """Another sender holds the notification; Lambda should try the record again later."""


@dataclass(frozen=True)
class Notifier:
    """Delivers the notifications a stream batch announces."""

    postman: Postman

    def record(self, record: DynamoDBRecord) -> str:
        """Deliver the notification of one stream record; returns what happened."""
        image = record.dynamodb.new_image if record.dynamodb else {}
        if record.raw_event.get("eventName") != "INSERT" or \
                not str(image.get("pk", "")).startswith(OUTBOX_PREFIX):
            return "skipped"
        notification = Notification.from_dict(json.loads(image["data"]))
        done = self.postman.deliver(notification)
        if done == "claimed":
            raise StillClaimed(notification.id)
        logger.info("notification", extra={
            "result": done, "kind": notification.kind, "game_id": notification.game_id,
            "seat": notification.seat, "notification_id": notification.id})
        return done

    def process(self, event: dict[str, Any], context: Any = None) -> dict[str, Any]:
        """The batch, record by record; the failures for Lambda to retry."""
        if not event.get("Records"):
            return {"batchItemFailures": []}
        processor = BatchProcessor(event_type=EventType.DynamoDBStreams)
        return process_partial_response(event=event, record_handler=self.record,
                                        processor=processor, context=context)


def build(env: dict[str, str] | os._Environ, ses: Any = None, ssm: Any = None) -> Notifier:
    """The function's adapters from its environment (the only place it is read)."""
    from functions import compose  # the settings and adapters load on the first invocation
    from functions.compose.mail import ses_postman
    from functions.settings import Settings

    settings = Settings.from_env(env).require("store", who="the notifier function")
    return Notifier(ses_postman(compose.build(settings, ssm), ses, lease=CLAIM_LEASE,
                                on_resend=count_resend))


def count_resend(notification: Notification) -> None:
    """A notification claimed again after its claim lapsed: SES may send it a second time,
    with a Message-ID of its own, so it is counted (metric PossibleResends) and logged."""
    metrics.add_metric(name="PossibleResends", unit=MetricUnit.Count, value=1)
    metrics.flush_metrics()  # rare: published at once (EMF in the log), no empty flushes
    logger.warning("possible resend", extra={"notification_id": notification.id,
                                             "game_id": notification.game_id})


@functools.cache
def _notifier() -> Notifier:
    return build(os.environ)


def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for the table's stream."""
    return _notifier().process(event, context)
