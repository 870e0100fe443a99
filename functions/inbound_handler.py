"""The inbound mail Lambda: an SES receipt rule stores the raw mail in S3, then invokes this
function with the message id and the verdicts; the mail is processed like `pbm mail-in`.

SES invokes the Lambda action asynchronously and retries a failed invocation, so processing is
idempotent: the SES message id is the idempotency key of everything the mail does.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from functions.mail import limits
from functions.signals import MOVES, REFUSALS, count, logger, observed

if TYPE_CHECKING:
    from functions.compose import Parts
    from functions.mailroom import incoming

VERDICTS = ("spam", "virus", "spf", "dkim", "dmarc")


@dataclass(frozen=True)
class Inbound:
    """The inbound function's adapters: the service's parts, an S3 client and the index of raw
    mail by address (storage/dynamodb_raw_index.py; None on a store without one)."""

    parts: Parts
    s3: Any
    index: Any = None

    def process(self, event: dict[str, Any]) -> incoming.Outcome | None:
        """Read the mail an SES receipt event names from S3 and process it."""
        # the mail machinery (parsing, commands, the game service) loads with the first mail,
        # as the web function's app with the first request: Lambda's init stays boto3's
        from functions.mailroom import incoming

        ses = event["Records"][0]["ses"]
        message_id = ses["mail"]["messageId"]
        receipt = ses["receipt"]
        settings = self.parts.settings
        key = settings.inbound_prefix + message_id
        filed: set[str] = set()
        if self.index is not None:  # on arrival, before anything can fail: every mail SES
            # kept is filed by what its event names (reading the mail may fail every retry)
            from functions.compose.raw_mail import event_addresses

            filed = event_addresses(ses["mail"], settings.mail_domain)
            self.index.file(key, filed, self.parts.clock.now())
        try:
            obj = self.s3.get_object(Bucket=settings.inbound_bucket, Key=key)
        except Exception as exc:
            code = getattr(exc, "response", {}).get("Error", {}).get("Code")
            if code not in ("NoSuchKey", "404"):
                raise  # anything else may pass: SES retries the invocation
            # gone for good (expired, deleted): retrying would fail the same way forever
            logger.error("inbound mail missing in S3", extra={"message_id": message_id})
            return None
        size = int(obj.get("ContentLength") or 0)
        # the size before the bytes: of a mail too large to process only the head is read
        # (40 MB read and parsed took 370 MB of the function's 512)
        raw = (obj["Body"].read(limits.MAX_HEADER_BYTES + 4) if size > settings.max_mail_bytes
               else obj["Body"].read())
        obj["Body"].close()
        if self.index is not None:  # and by what its own header block names beyond that
            from functions.compose.raw_mail import named_addresses

            more = named_addresses(raw, ses["mail"].get("source") or "",
                                   settings.mail_domain) - filed
            if more:
                self.index.file(key, more, self.parts.clock.now())
        verdicts = {name: receipt[f"{name}Verdict"]["status"] for name in VERDICTS
                    if f"{name}Verdict" in receipt}
        try:
            outcome = incoming.handle(
                raw, service=self.parts.service, secret=self.parts.secret,
                settings=settings,
                receipt=incoming.Receipt(message_id, tuple(receipt.get("recipients", ())),
                                         verdicts, mail_from=ses["mail"].get("source"),
                                         size=max(size, len(raw))))
        except incoming.UnreadableMail as exc:
            logger.warning("unreadable mail", extra={"message_id": message_id,
                                                     "reason": str(exc)})
            return None
        if outcome.detail.startswith("unreadable mail"):
            # past the parsing limits or the CPU budget: acknowledged, never retried (the raw
            # mail stays in S3 under its message id)
            logger.warning("unreadable mail dropped", extra={
                "message_id": message_id, "reason": outcome.detail})
            return outcome
        count(MOVES, outcome.action == "played")
        count(REFUSALS, outcome.action == "refused")
        logger.info("mail processed", extra={
            "message_id": message_id, "action": outcome.action, "detail": outcome.detail,
            "game_id": outcome.game_id, "seat": outcome.seat})
        # the raw mail stays where SES put it until the bucket's lifecycle expires it, filed
        # above under the addresses it names (compose/raw_mail.py): moving it under its sender
        # was an S3 PUT a move, an item of the index is a small DynamoDB write
        return outcome


def build(env: dict[str, str] | os._Environ, s3: Any = None, ssm: Any = None) -> Inbound:
    """The function's adapters from its environment (the only place it is read)."""
    from functions import compose  # the settings and adapters load on the first invocation
    from functions.settings import Settings

    # a read-back may wait for the player's next mail (PBM_READBACK_WAIT; the template sets
    # none: at a human pace it would only go alone later): the deadlines function sends it
    # alone once the wait has lapsed (the stream's notifier sees a held mail only once)
    settings = Settings.from_env(env).require("store", "inbound_bucket",
                                              who="the inbound function")
    if s3 is None:
        from functions import aws

        s3 = aws.client("s3")
    parts = compose.build(settings, ssm)
    client, table = getattr(parts.store, "client", None), getattr(parts.store, "table", None)
    if client is None or not table:
        return Inbound(parts, s3)
    from functions.storage.dynamodb_raw_index import RawMailIndex

    return Inbound(parts, s3, RawMailIndex(client, table, parts.secret))


@functools.cache
def _inbound() -> Inbound:
    return build(os.environ)


@observed
def handler(event: dict[str, Any], context: Any) -> dict[str, str]:
    """Lambda entry point for the SES receipt rule's Lambda action."""
    _inbound().process(event)
    return {"disposition": "CONTINUE"}
