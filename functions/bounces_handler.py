"""The bounces Lambda: SES bounce and complaint events (through SNS) -> the address is marked
undeliverable, is not mailed again, and the organizers of its games are told.

Transient bounces (a full mailbox, a greylisting server) are left to SES's own retries.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from email.utils import parseaddr
from typing import TYPE_CHECKING, Any

from functions.signals import logger, observed

if TYPE_CHECKING:
    from functions.compose import Parts



def undeliverable(message: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(address, reason) of every recipient an SES event says must not be mailed again."""
    kind = message.get("eventType") or message.get("notificationType")
    if kind == "Bounce" and message["bounce"].get("bounceType") == "Permanent":
        for recipient in message["bounce"].get("bouncedRecipients", []):
            yield recipient["emailAddress"], "bounce"
    elif kind == "Complaint":
        for recipient in message["complaint"].get("complainedRecipients", []):
            yield recipient["emailAddress"], "complaint"


@dataclass(frozen=True)
class Bounces:
    """Marks addresses undeliverable and tells the organizers of the games they play in."""

    parts: Parts

    def process(self, event: dict[str, Any]) -> list[str]:
        """Every SNS record of the event; returns the addresses marked."""
        from functions.service.records.labels import normal_address

        marked = []
        for record in event["Records"]:
            message = json.loads(record["Sns"]["Message"])
            for address, reason in undeliverable(message):
                logger.info("undeliverable address", extra={
                    "message_id": message.get("mail", {}).get("messageId"), "reason": reason})
                marked.append(self.mark(normal_address(parseaddr(address)[1]), reason))
        return marked

    def mark(self, address: str, reason: str) -> str:
        """Remember the address as undeliverable; tell each running game's organizer once."""
        from functions.mailroom.undeliverable import give_up_on
        from functions.service.system import iso

        service = self.parts.service
        for game_id in give_up_on(self.parts.store, address, reason, iso(service.clock.now())):
            logger.info("organizer told", extra={"game_id": game_id, "reason": reason})
        return address


def build(env: dict[str, str] | os._Environ, ssm: Any = None) -> Bounces:
    """The function's adapters from its environment (the only place it is read)."""
    from functions import compose  # the settings and adapters load on the first invocation
    from functions.settings import Settings

    settings = Settings.from_env(env).require("store", who="the bounces function")
    return Bounces(compose.build(settings, ssm))


@functools.cache
def _bounces() -> Bounces:
    return build(os.environ)


@observed
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for the SNS topic of the SES configuration set's events."""
    return {"marked": _bounces().process(event)}
