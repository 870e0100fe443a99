"""Wake-ups of the deadlines function on AWS: one EventBridge Scheduler one-time schedule per
minute in which something falls due, so the function runs only when there is work for it and
an idle service costs nothing.

What is due is marked on the items themselves (a game's or a tournament's `due_at`, a held
notification's `held_until`); the notifier sees them on the table's stream and calls `ensure`
for each. A wake-up is named by its minute (`pbm-wake-20261130T2246`), so the games due in the
same minute share one: CreateSchedule answering ConflictException means it is set already.
It invokes the function at the first whole minute *after* the due instant (never before it,
whatever the clocks' skew), and never sooner than a minute from now (a due time already past
wakes the function a minute or two later). After it has fired, Scheduler deletes it
(ActionAfterCompletion DELETE). The sweep it starts does everything due by then, so a wake-up
that finds nothing (the player moved before their deadline) costs one empty sweep.

A wake-up for mail alone (a held read-back's wait lapsing, or the backstop after a failed
send) is named apart (`pbm-wake-mail-20261130T2246`) and says so in its input: the function
then only sends what the outbox holds, one Query of the pending mail, without the sweep's
queries of every due index shard (a read-back is usually carried by the player's next mail
before its wait lapses, and its wake-up finds nothing to do).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from botocore.exceptions import ClientError

from functions.service.system import Clock

MINUTE = timedelta(minutes=1)
NAME_PREFIX = "pbm-wake-"
MAIL_PREFIX = NAME_PREFIX + "mail-"  # within NAME_PREFIX: the same permission covers both


def wake_minute(due: datetime, now: datetime) -> datetime:
    """The whole minute (UTC) a wake-up for `due` is set at: the first after `due`, and at
    least a minute after `now`."""
    def after(moment: datetime) -> datetime:
        return moment.astimezone(UTC).replace(second=0, microsecond=0) + MINUTE

    return max(after(due), after(now + MINUTE))


class WakeUps:
    """Sets one-time schedules that invoke the deadlines function, one per due minute."""

    def __init__(self, group: str, target: str, role: str, clock: Clock,
                 scheduler: Any = None):
        self.group, self.target, self.role, self.clock = group, target, role, clock
        self._scheduler = scheduler  # made on the first wake-up: most records need none
        # (mail only, minute) of the wake-ups this process knows exist
        self._set: set[tuple[bool, datetime]] = set()

    def ensure(self, due: str, mail_only: bool = False) -> datetime:
        """Make sure the deadlines function wakes after the instant `due` (ISO 8601), to send
        the mail waiting only when `mail_only`; returns the minute it wakes at. Raises the
        client's error when the wake-up cannot be set."""
        now = self.clock.now()
        self._set = {known for known in self._set if known[1] > now}
        at = datetime.fromisoformat(due)
        minute = wake_minute(at if at.tzinfo else at.replace(tzinfo=UTC), now)
        if (mail_only, minute) in self._set:
            return minute
        wake = {"wake": f"{minute:%Y-%m-%dT%H:%M}Z", **({"only": "mail"} if mail_only else {})}
        try:
            self.scheduler.create_schedule(
                Name=f"{MAIL_PREFIX if mail_only else NAME_PREFIX}{minute:%Y%m%dT%H%M}",
                GroupName=self.group,
                ScheduleExpression=f"at({minute:%Y-%m-%dT%H:%M:%S})",
                ScheduleExpressionTimezone="UTC",
                FlexibleTimeWindow={"Mode": "OFF"}, ActionAfterCompletion="DELETE",
                # Scheduler's default retries (a day) cover invoking the function; Lambda
                # retries the function's own failures (an asynchronous invocation)
                Target={"Arn": self.target, "RoleArn": self.role,
                        "Input": json.dumps(wake)})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConflictException":  # another due item set it
                raise
        self._set.add((mail_only, minute))
        return minute

    @property
    def scheduler(self) -> Any:
        """The EventBridge Scheduler client."""
        if self._scheduler is None:
            import boto3

            self._scheduler = boto3.client("scheduler")
        return self._scheduler
