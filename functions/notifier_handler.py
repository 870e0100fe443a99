"""The notifier Lambda: DynamoDB Streams batches of the games table -> each new outbox item
rendered and sent through SES, and a wake-up of the deadlines function for whatever falls due.

Of the outbox items only INSERT records count (claiming and marking an item sent are MODIFYs,
filtered out by the template). The record carries the whole notification, so a batch's mails
cost one read (their games, read-backs and addresses), one write claiming them all, an SES
send each, each marked sent right after its send (Postman.deliver_batch): at least once, never at most
once. An invocation that dies or times out anywhere leaves its items pending with claims that
lapse (CLAIM_LEASE, longer than the function's timeout); a failed send gives the claim back and
is reported to Lambda as a partial batch failure, so only it is retried. A record whose item
another invocation holds (a retry of a batch whose invocation died holding it) fails only itself
in the claim and sets a mail-only wake-up for when that claim lapses: the sweep sends it then,
with the same Message-ID header (SES replaces it with its own). A retry that comes after the
claims lapsed takes them over and sends, warning of each whose send had begun (see
Postman.on_resend). At worst a mail goes twice (an invocation dying between a send and its mark
sends that one mail again; SES's answer to a send lost, and the send tried again); never none.

The deadlines function runs only when woken (functions/wakeups.py): a game item written with a
`due_at` sets the game's own wake-up there and takes back the one for the due time it moved on
from; a tournament item with one, and a notification held until later, make sure a wake-up
follows that instant (for a notification held to go alone later, a wake-up to send mail only;
none for one held while its mail is answered, which the answer settles before the hold lapses,
nor for a quiet read-back, which never goes alone). A wake-up that
cannot be set fails its record, so the stream brings it again: nothing due is forgotten. A mail
that fails to go also sets one (mail only) a few minutes on, so that the function sends it from
the outbox should the stream give up on it.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from functions.service.records.notifications import Notification
from functions.service.system import iso
from functions.signals import MAILS_DROPPED, MAILS_SENT, count, logger, observed

if TYPE_CHECKING:  # build() loads them, with the adapters, on the first invocation
    from functions.mailroom.delivery import Postman
    from functions.wakeups import WakeUps

OUTBOX_PREFIX = "OUTBOX#"
GAME_PREFIX = "GAME#"
# A mail that failed to go is retried by the stream at once; the sweep woken this much later
# sends it from the outbox if the stream has given up on it by then.
SWEEP_AFTER_FAILURE = timedelta(minutes=10)
MINUTE = timedelta(minutes=1)


@dataclass(frozen=True)
class Notifier:
    """Delivers the notifications a stream batch announces."""

    postman: Postman
    wakeups: WakeUps | None = None  # the deadlines function's (None: nothing wakes it)

    def record(self, record: dict[str, Any]) -> str:
        """Deliver the notification of one stream record (as Lambda passes it, the item in
        DynamoDB JSON), or wake the deadlines function for the game or tournament it writes;
        returns what happened."""
        notification = _announced(record)
        if notification is None:
            return self._other(record)
        done, = self._deliver([notification])
        if isinstance(done, Exception):
            raise done
        return done

    def _other(self, record: dict[str, Any]) -> str:
        """A record that announces no mail: a game's or tournament's due time, or a MODIFY."""
        image = new_image(record)
        key = str(image.get("pk", ""))
        if key.startswith(GAME_PREFIX) and image.get("sk") == "GAME":
            return self._follow(key.removeprefix(GAME_PREFIX), image.get("due_at"),
                                image.get("due_before"))
        if not key.startswith(OUTBOX_PREFIX):
            return self._wake(image.get("due_at"))  # a tournament's next due time
        return "skipped"

    def _deliver(self, notifications: list[Notification]) -> list[str | Exception]:
        """The batch's notifications delivered together (Postman.deliver_batch), and what each
        result asks for: a wake-up, a count, a log line. Per notification, what happened or why
        it failed."""
        from functions.mailroom.answers import lapses_alone  # loaded with the postman

        try:
            results = self.postman.deliver_batch(notifications)
        except Exception as exc:  # the batch's read or a mark: its mails may go again
            self._backstop()
            return [exc] * len(notifications)
        if any(isinstance(done, Exception) for done in results):
            self._backstop()
        for notification, done in zip(notifications, results, strict=True):
            if isinstance(done, Exception):
                continue
            if done == "held" and lapses_alone(notification):  # it goes alone once it lapses
                self._wake(notification.payload.get("held_until"), mail_only=True)
            elif done == "claimed" and self.wakeups is not None:  # its sender may have died
                lease = getattr(self.postman, "lease", SWEEP_AFTER_FAILURE)
                self._wake(iso(self.wakeups.clock.now() + lease + MINUTE), mail_only=True)
            count(MAILS_SENT, done == "sent")
            count(MAILS_DROPPED, done == "failed")
            logger.info("notification", extra={
                "result": done, "kind": notification.kind, "game_id": notification.game_id,
                "seat": notification.seat, "notification_id": notification.id})
        return results

    def _follow(self, game_id: str, due: str | None, before: str | None) -> str:
        """The game's own wake-up set for its next due time (the one for `before` taken back);
        with nothing due any more, only the one for `before` taken back."""
        if self.wakeups is None:
            return "skipped"
        if not due:
            if not before:
                return "skipped"
            self.wakeups.take_back(game_id, before)
            logger.debug("wake-up taken back", extra={"game_id": game_id, "due": before})
            return "taken back"
        if due == before and due > iso(self.wakeups.clock.now()):
            return "skipped"  # unchanged and still to come: the write that set it set its wake-up
        minute = self.wakeups.follow(game_id, due, before)
        logger.debug("wake-up", extra={"game_id": game_id, "due": due, "wakes_at": iso(minute)})
        return "woken"

    def _wake(self, due: str | None, mail_only: bool = False) -> str:
        if not due or self.wakeups is None:
            return "skipped"
        minute = self.wakeups.ensure(due, mail_only)
        logger.debug("wake-up", extra={"due": due, "wakes_at": iso(minute)})
        return "woken"

    def _backstop(self) -> None:
        if self.wakeups is None:
            return
        try:
            self._wake(iso(self.wakeups.clock.now() + SWEEP_AFTER_FAILURE), mail_only=True)
        except Exception:  # noqa: BLE001 - the delivery's own failure is the one to report
            logger.exception("no wake-up for the sweep after a failed delivery")

    def process(self, event: dict[str, Any]) -> dict[str, Any]:
        """The batch, record by record; the records that failed, for Lambda to retry (a partial
        batch response). When every record failed the invocation fails, and Lambda retries the
        whole batch."""
        # Powertools' batch utility did this too, but importing it (asyncio and every event
        # class) took about a sixth of the function's cold start
        records = event.get("Records") or []
        failed: list[dict[str, str]] = []
        first: Exception | None = None

        def fail(record: dict[str, Any], exc: Exception) -> None:
            nonlocal first
            logger.warning("record failed; Lambda retries it", exc_info=exc)
            first = first or exc
            failed.append({"itemIdentifier": record["dynamodb"]["SequenceNumber"]})

        mails: list[tuple[dict[str, Any], Notification]] = []
        for record in records:
            try:
                notification = _announced(record)
                if notification is None:
                    self._other(record)
                else:
                    mails.append((record, notification))
            except Exception as exc:
                fail(record, exc)
        # the batch's mails together: one read, one claim and one mark for them all
        results = self._deliver([n for _, n in mails]) if mails else []
        for (record, _), done in zip(mails, results, strict=True):
            if isinstance(done, Exception):
                fail(record, done)
        if first is not None and len(failed) == len(records):
            raise BatchFailed(f"all {len(records)} records of the batch failed") from first
        return {"batchItemFailures": failed}


def _announced(record: dict[str, Any]) -> Notification | None:
    """The notification a stream record inserts into the outbox, or None."""
    if record.get("eventName") != "INSERT":
        return None
    keys = (record.get("dynamodb") or {}).get("Keys") or {}
    image = new_image(record)
    key = str(image.get("pk") or keys.get("pk", {}).get("S", ""))
    if not key.startswith(OUTBOX_PREFIX):
        return None
    return Notification.from_dict(json.loads(image["data"]))


def new_image(record: dict[str, Any]) -> dict[str, Any]:
    """The item a stream record wrote, its scalar attributes as Python values (strings, numbers
    as Decimal, booleans, None); any other attribute is left in DynamoDB JSON."""
    image = (record.get("dynamodb") or {}).get("NewImage") or {}
    return {name: _plain(value) for name, value in image.items()}


def _plain(value: dict[str, Any]) -> Any:
    (kind, inner), = value.items()
    if kind in ("S", "BOOL"):
        return inner
    if kind == "N":
        return Decimal(inner)
    return None if kind == "NULL" else value


class BatchFailed(Exception):
    """Every record of a stream batch failed: the invocation fails, the batch is retried."""


def build(env: dict[str, str] | os._Environ, ses: Any = None, ssm: Any = None,
          scheduler: Any = None) -> Notifier:
    """The function's adapters from its environment (the only place it is read)."""
    from functions import compose  # the settings and adapters load on the first invocation
    from functions.compose.mail import ses_postman
    from functions.settings import Settings
    from functions.wakeups import WakeUps

    settings = Settings.from_env(env).require("store", "wake_group", "wake_target", "wake_role",
                                              who="the notifier function")
    parts = compose.build(settings, ssm)
    group, target, role = settings.wake_group, settings.wake_target, settings.wake_role
    assert group and target and role  # require() above refused to go on without them
    return Notifier(ses_postman(parts, ses), WakeUps(
        group, target, role, parts.clock, scheduler,
        settings.wake_dead_letters))


@functools.cache
def _notifier() -> Notifier:
    return build(os.environ)


@observed
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point for the table's stream."""
    return _notifier().process(event)
