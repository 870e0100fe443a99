"""The notifier Lambda: DynamoDB Streams batches of the games table -> each new outbox item
rendered and sent through SES.

Only INSERT records of outbox items count (sending marks an item sent, a MODIFY; games and
moves are no mail). The record carries the whole notification, so each mail costs one read (the
game), one conditional write and one SES send (Postman.deliver_once): the write marks it sent
*before* the send, so a retried batch sends nothing twice, and a failed send gives it back and
is reported to Lambda as a partial batch failure, so only it is retried. The price is at most
once instead of at least once: an invocation that dies between the write and the send loses
that mail (rather than sending it again later with a new Message-ID, as a claim, send and mark
did, at two writes a mail).
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.dynamo_db_stream_event import DynamoDBRecord

from functions.mailroom.delivery import Postman
from functions.service.model import Notification

logger = Logger()
OUTBOX_PREFIX = "OUTBOX#"


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
        done = self.postman.deliver_once(notification)
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
    return Notifier(ses_postman(compose.build(settings, ssm), ses))


@functools.cache
def _notifier() -> Notifier:
    return build(os.environ)


def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for the table's stream."""
    return _notifier().process(event, context)
