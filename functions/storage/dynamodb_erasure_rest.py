"""The rest of an erasure the erase button began (dynamodb_erasure.py): the table's Scan, done by
the deadlines function in pages, resumable.

Its record, an item of the games table: `pk ERASURE#<random> sk TABLE`, listed in gsi2 under
ERASURES#TABLE, holding the address and what the scrubber is made of (names, deleted texts,
pseudonyms; deflated JSON) until the Scan is done, then deleted. Its progress is on it: `after`
(the Scan's last key read, JSON; "" before the first page), `pages`, `deleted`, `scrubbed`,
`began_at`, `failures`. A wake-up reads pages until its budget is spent, then writes the record
again with where it stopped (a new item: its stream wakes the deadlines function at the next
minute, as its `due_at` says) and deletes the old one. A record that fails MAX_FAILURES
wake-ups in a row is set aside (gsi2 ERASURES#SET-ASIDE, logged at ERROR, alarmed on).

A write racing the erasure (an inbound mail processed while the button is pressed) is read by
the Scan: it reads consistently, after the request, every item then in the table; a mail
written after the Scan passed its key is made of the game already rewritten."""

from __future__ import annotations

import json
import secrets
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from functions.signals import logger

from .dynamodb import DynamoStore, _s
from .dynamodb_erasure import SCANNED, DynamoErasure, scan_filter

TABLE_PREFIX = "ERASURE#"
TABLE_SK = "TABLE"
TABLE_ERASURES = "ERASURES#TABLE"  # gsi2: the Scans still to do
SET_ASIDE = "ERASURES#SET-ASIDE"
MAX_FAILURES = 5
PAGE_ITEMS = 1000  # items a Scan page evaluates (and at most 1 MB)
BUDGET_SECONDS = 30.0


@dataclass(frozen=True)
class TableErasure:
    """A Scan recorded: its item's key, the address, the scrubber's inputs, where it stopped
    (None: not begun) and its counts so far."""

    key: str
    address: str
    inputs: dict[str, Any]
    after: dict[str, Any] | None
    began_at: str
    pages: int = 0
    deleted: int = 0
    scrubbed: int = 0
    failures: int = 0


class TableErasures:
    """The Scans of erasures recorded, written by the erase button and done by the deadlines
    function."""

    def __init__(self, client: Any, table: str):
        self.client = client
        self.table = table

    def record(self, address: str, inputs: dict[str, Any], at: str) -> None:
        """Record the Scan of an erasure begun at `at` (DynamoErasure's `later`)."""
        self._put(TableErasure("", address, inputs, None, at), at)

    def _put(self, job: TableErasure, at: str) -> None:
        key = f"{TABLE_PREFIX}{secrets.token_hex(12)}"
        packed = zlib.compress(json.dumps(job.inputs, ensure_ascii=False).encode())
        self.client.put_item(TableName=self.table, Item={
            "pk": _s(key), "sk": _s(TABLE_SK), "address": _s(job.address),
            "scrub": {"B": packed}, "after": _s(json.dumps(job.after) if job.after else ""),
            "began_at": _s(job.began_at), "pages": _n(job.pages), "deleted": _n(job.deleted),
            "scrubbed": _n(job.scrubbed), "failures": _n(job.failures), "due_at": _s(at),
            "gsi2pk": _s(TABLE_ERASURES), "gsi2sk": _s(f"{at}#{key}")})

    def pending(self) -> list[TableErasure]:
        """The Scans still to do, oldest first (a record that cannot be read is set aside)."""
        jobs = []
        for item in DynamoStore(self.client, self.table)._query(
                IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                ExpressionAttributeValues={":pk": _s(TABLE_ERASURES)}):
            try:
                jobs.append(_job(item))
            except (KeyError, ValueError, zlib.error) as exc:
                self.set_aside(item["pk"]["S"], f"unreadable record: {exc!r}")
        return jobs

    def resume(self, job: TableErasure, at: str) -> None:
        """Record where the Scan stopped (a new item, which wakes the function again), then
        delete the old one."""
        self._put(job, at)
        self.finish(job)

    def finish(self, job: TableErasure) -> None:
        """The Scan is done: its record, and what it held about the person, go."""
        self.client.delete_item(TableName=self.table,
                                Key={"pk": _s(job.key), "sk": _s(TABLE_SK)})

    def failed(self, job: TableErasure, error: str) -> None:
        """Count a failed wake-up on the record; set it aside after MAX_FAILURES in a row."""
        if job.failures + 1 >= MAX_FAILURES:
            self.set_aside(job.key, error)
            return
        self.client.update_item(
            TableName=self.table, Key={"pk": _s(job.key), "sk": _s(TABLE_SK)},
            UpdateExpression="SET failures = :n", ConditionExpression="attribute_exists(pk)",
            ExpressionAttributeValues={":n": _n(job.failures + 1)})

    def set_aside(self, key: str, why: str) -> None:
        """Take a record off the Scans to do, logged for the operator (gsi2 SET_ASIDE)."""
        logger.error("erasure record set aside", extra={"record": key, "why": why})
        self.client.update_item(
            TableName=self.table, Key={"pk": _s(key), "sk": _s(TABLE_SK)},
            UpdateExpression="SET gsi2pk = :aside, why = :why",
            ExpressionAttributeValues={":aside": _s(SET_ASIDE), ":why": _s(why[:500])})


def _n(value: int) -> dict[str, str]:
    return {"N": str(value)}


def _job(item: dict[str, Any]) -> TableErasure:
    after = item.get("after", {}).get("S", "")
    address = item["address"]["S"]
    if "@" not in address:
        raise ValueError("no address")
    return TableErasure(
        item["pk"]["S"], address, json.loads(zlib.decompress(item["scrub"]["B"])),
        json.loads(after) if after else None, item.get("began_at", {}).get("S", ""),
        *(int(item.get(name, {}).get("N", "0")) for name in
          ("pages", "deleted", "scrubbed", "failures")))


def go_on(erasure: DynamoErasure, jobs: TableErasures, now: Callable[[], str],
          budget: float = BUDGET_SECONDS, page_items: int = PAGE_ITEMS) -> dict[str, int]:
    """Scan on for each erasure recorded, page by page until `budget` seconds are spent (a
    page each at least); one done is deleted, one left recorded again with where it stopped,
    one that fails counted on its record; what was done."""
    from functions.service.people.person import scrubber_of

    ends = time.monotonic() + budget
    done = {"erasures": 0, "pages": 0, "deleted": 0, "scrubbed": 0, "left": 0, "failed": 0}
    for job in jobs.pending():
        scrub = scrubber_of(job.inputs)
        kwargs: dict[str, Any] = {**scan_filter(erasure.table, SCANNED), "Limit": page_items}
        after, pages, deleted, scrubbed = job.after, job.pages, job.deleted, job.scrubbed
        try:
            while True:
                page = erasure.client.scan(**kwargs, **(
                    {"ExclusiveStartKey": after} if after else {}))
                gone, changed = erasure.forget_rest(job.address, scrub, page.get("Items", []))
                after = page.get("LastEvaluatedKey")
                pages, deleted, scrubbed = pages + 1, deleted + gone, scrubbed + changed
                done["pages"] += 1
                done["deleted"] += gone
                done["scrubbed"] += changed
                if after is None or time.monotonic() >= ends:
                    break
        except Exception as exc:  # noqa: BLE001 - one erasure's failure stops no other
            logger.exception("erasure's table scan failed", extra={"record": job.key})
            jobs.failed(job, f"{type(exc).__name__}: {exc}")
            done["failed"] += 1
            continue
        if after is None:
            jobs.finish(job)
            logger.info("erasure's table scan done", extra={
                "record": job.key, "began_at": job.began_at, "pages": pages,
                "deleted": deleted, "scrubbed": scrubbed})
            done["erasures"] += 1
        else:
            jobs.resume(TableErasure(job.key, job.address, job.inputs, after, job.began_at,
                                     pages, deleted, scrubbed), now())
            done["left"] += 1
    return done
