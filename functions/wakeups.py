"""Wake-ups of the deadlines function on AWS: EventBridge Scheduler one-time schedules, set by
the notifier from what it sees on the table's stream, so the function runs only when something
falls due and an idle service costs nothing.

- **A game's own wake-up** (`follow`): one schedule for the game item's `due_at`, named by the
  game and its minute (`pbm-wake-game-<id>-20261130T2246`). A write that moves the due time
  sets the new one and takes back the one for the time it moved from (the store writes that
  beside it, `due_before`), so a turn played before its reminder leaves no wake-up behind and
  a write that clears the due time (the game-over work done) takes back the one it had, and one
  that leaves a due time still to come as it was (an erasure's rewrite) asks for nothing; so
  a game wakes the function only when something is due in it (a reminder, a missed turn, a
  bot to play, what follows its end); the function then does what is due in that game alone
  (`{"game": id}`). A new name each time, never a schedule moved: one that has just fired may
  still be deleted by Scheduler after it, whatever is done to it meanwhile.
- **Shared wake-ups** (`ensure`): one schedule per minute for what has no wake-up of its own: a
  tournament's `due_at` (`pbm-wake-<minute>`: the whole sweep) and mail (a held notification's
  `held_until`, the backstop after a failed send: `pbm-wake-mail-<minute>`, the pending mail
  only, one Query). Everything due in the same minute shares one: CreateSchedule answering
  ConflictException means it is set already.

A wake-up fires at the first whole minute *after* its due instant (never before it, whatever
the clocks' skew), and never sooner than a minute from now (a due time already past wakes the
function a minute or two later). After it has fired, Scheduler deletes it (ActionAfterCompletion
DELETE). A wake-up that finds nothing to do (the game's due time moved meanwhile by a write
whose record the notifier has not seen yet) costs one short invocation. One that Scheduler
cannot deliver within WAKE_RETRY_SECONDS goes to the stack's failed-invocations queue (alarmed
on), and the hourly sweep does what it would have done.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from botocore.exceptions import ClientError

from functions.service.system import Clock

MINUTE = timedelta(minutes=1)
NAME_PREFIX = "pbm-wake-"
# within NAME_PREFIX: the same permission covers every kind
MAIL_PREFIX = NAME_PREFIX + "mail-"
GAME_PREFIX = NAME_PREFIX + "game-"
WAKE_RETRIES = 20  # Scheduler's attempts to invoke the function for one wake-up
WAKE_RETRY_SECONDS = 3600  # ... within this long; then to the dead-letter queue


def minute_after(moment: datetime) -> datetime:
    """The first whole minute (UTC) after `moment`."""
    return moment.astimezone(UTC).replace(second=0, microsecond=0) + MINUTE


def wake_minute(due: datetime, now: datetime) -> datetime:
    """The whole minute (UTC) a wake-up for `due` is set at: the first after `due`, and at
    least a minute after `now`."""
    return max(minute_after(due), minute_after(now + MINUTE))


def _game_wake(game_id: str, minute: datetime) -> str:
    """The name of a game's own wake-up at `minute`."""
    return f"{GAME_PREFIX}{game_id}-{minute:%Y%m%dT%H%M}"


def _instant(text: str) -> datetime:
    """An ISO 8601 instant; one without a zone is UTC."""
    at = datetime.fromisoformat(text)
    return at if at.tzinfo else at.replace(tzinfo=UTC)


class WakeUps:
    """Sets the one-time schedules that invoke the deadlines function (see the module)."""

    def __init__(self, group: str, target: str, role: str, clock: Clock,
                 scheduler: Any = None, dead_letters: str | None = None):
        self.group, self.target, self.role, self.clock = group, target, role, clock
        self.dead_letters = dead_letters  # the queue's ARN (None: Scheduler drops it)
        self._scheduler = scheduler  # made on the first wake-up: most records need none
        # (mail only, minute) of the wake-ups this process knows exist
        self._set: set[tuple[bool, datetime]] = set()

    def ensure(self, due: str, mail_only: bool = False) -> datetime:
        """Make sure the deadlines function wakes after the instant `due` (ISO 8601), to send
        the mail waiting only when `mail_only`; returns the minute it wakes at. Raises the
        client's error when the wake-up cannot be set."""
        now = self.clock.now()
        self._set = {known for known in self._set if known[1] > now}
        minute = wake_minute(_instant(due), now)
        if (mail_only, minute) in self._set:
            return minute
        wake = {"wake": f"{minute:%Y-%m-%dT%H:%M}Z", **({"only": "mail"} if mail_only else {})}
        self._create(f"{MAIL_PREFIX if mail_only else NAME_PREFIX}{minute:%Y%m%dT%H%M}",
                     minute, wake)  # or another item due in that minute has set it
        self._set.add((mail_only, minute))
        return minute

    def follow(self, game_id: str, due: str, before: str | None = None) -> datetime:
        """Make sure the game's own wake-up fires after the instant `due`, and take back the one
        set for `before` (the due time the write moved on from) while it is still to come;
        returns the minute it wakes at. Raises the client's error when it cannot be set."""
        now = self.clock.now()
        minute = wake_minute(_instant(due), now)
        self._create(_game_wake(game_id, minute), minute, {"game": game_id})  # or a retried record
        # the new one is made first, so the game is never without a wake-up
        if before:
            self.take_back(game_id, before, keep=minute)
        return minute

    def take_back(self, game_id: str, before: str, keep: datetime | None = None) -> None:
        """Delete the game's own wake-up set for the due time `before`: one the game moved on
        from to the minute `keep` (unless it is that minute, or about to fire: left to fire),
        or, with `keep` None, one for a game with nothing due any more (a game-over work done
        before its wake-up fired). Raises the client's error when it cannot."""
        now, old = self.clock.now(), minute_after(_instant(before))
        if keep is not None:  # moved on: the new one is set, one about to fire left to fire
            minutes = [old] if old != keep and old > now + MINUTE else []
        else:  # nothing is due: none has anything to do. One for a due time that was near
            # when it was set went a minute or two after it (wake_minute), and it has not fired
            near = old <= now + 2 * MINUTE
            minutes = [m for m in (old, old + MINUTE, old + 2 * MINUTE)[:3 if near else 1]
                       if m > now]
        for minute in minutes:
            try:
                self.scheduler.delete_schedule(Name=_game_wake(game_id, minute),
                                               GroupName=self.group)
            except ClientError as exc:
                if exc.response["Error"]["Code"] != "ResourceNotFoundException":
                    raise

    def _create(self, name: str, minute: datetime, wake: dict[str, str]) -> None:
        """Set the one-time schedule `name` invoking the function with `wake` at `minute`; one
        of that name set already (ConflictException) is the same wake-up."""
        target = {"Arn": self.target, "RoleArn": self.role, "Input": json.dumps(wake),
                  # Scheduler retries invoking the function (throttled, not reachable) for an
                  # hour, then the hourly sweep is as near; Lambda retries the function's own
                  # failures (an asynchronous invocation)
                  "RetryPolicy": {"MaximumRetryAttempts": WAKE_RETRIES,
                                  "MaximumEventAgeInSeconds": WAKE_RETRY_SECONDS}}
        if self.dead_letters:  # a wake-up given up on is kept and alarmed on, not dropped
            target["DeadLetterConfig"] = {"Arn": self.dead_letters}
        try:
            self.scheduler.create_schedule(
                Name=name, GroupName=self.group,
                ScheduleExpression=f"at({minute:%Y-%m-%dT%H:%M:%S})",
                ScheduleExpressionTimezone="UTC",
                FlexibleTimeWindow={"Mode": "OFF"}, ActionAfterCompletion="DELETE",
                Target=target)
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConflictException":
                raise

    @property
    def scheduler(self) -> Any:
        """The EventBridge Scheduler client."""
        if self._scheduler is None:
            from functions import aws

            self._scheduler = aws.client("scheduler")
        return self._scheduler
