"""One sweep at a time without reserved concurrency: a lock item in the games table.

A new AWS account may reserve no concurrency (its quota is 10, all of which must stay
unreserved), so the deadlines function cannot be limited to one instance. Instead a whole sweep
first takes this item with a conditional write (free, or its holder's time lapsed: a holder that
died frees it by itself) and gives it back when done; a wake-up finding it taken returns at
once, since the running sweep does the same work. A game's own wake-up takes no lock: its steps
are version-guarded writes, like a move.
"""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from functions.service.system import Clock, iso

LOCK_KEY = {"pk": {"S": "LOCK#sweep"}, "sk": {"S": "LOCK"}}
# Longer than the function's time-out (60 s): a sweep never outlives its own hold.
HOLD = timedelta(seconds=90)


class SweepLock:
    """The sweep's lock item: `acquire()` -> whether this caller holds it now; `release()`."""

    def __init__(self, client: Any, table: str, clock: Clock, hold: timedelta = HOLD) -> None:
        self._client, self._table, self._clock, self._hold = client, table, clock, hold
        self._owner = uuid.uuid4().hex

    def acquire(self) -> bool:
        """Take the lock unless another sweep holds it and its hold has not lapsed."""
        now = self._clock.now()
        try:
            self._client.put_item(
                TableName=self._table,
                Item={**LOCK_KEY, "holder": {"S": self._owner},
                      "held_until": {"S": iso(now + self._hold)}},
                ConditionExpression="attribute_not_exists(pk) OR held_until < :now",
                ExpressionAttributeValues={":now": {"S": iso(now)}})
        except Exception as exc:
            if _code(exc) == "ConditionalCheckFailedException":
                return False
            raise
        return True

    def release(self) -> None:
        """Give the lock back (only if this caller still holds it)."""
        try:
            self._client.update_item(
                TableName=self._table, Key=LOCK_KEY,
                UpdateExpression="SET held_until = :free",
                ConditionExpression="holder = :me",
                ExpressionAttributeValues={":free": {"S": ""}, ":me": {"S": self._owner}})
        except Exception as exc:
            if _code(exc) != "ConditionalCheckFailedException":
                raise  # a lock not given back lapses by itself: the next sweep waits HOLD


def _code(exc: Exception) -> str:
    return getattr(exc, "response", {}).get("Error", {}).get("Code", "")
