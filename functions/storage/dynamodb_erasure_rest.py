"""The rest of an erasure (dynamodb_erasure.py): the table's Scan, done in pages by the deadlines
function for the erasures the erase button recorded (dynamodb_erasure_later.py), resumable, or
at once, in parallel segments, by `pbm person erase`.

A wake-up reads pages until its budget is spent, then writes the record again with where it
stopped (a new item: its stream wakes the deadlines function at the next minute) and deletes the
old one; one done is deleted with what it held about the person, and logged with its counts. A
record that fails MAX_FAILURES wake-ups in a row is set aside (gsi2 ERASURES#SET-ASIDE, logged
at ERROR, alarmed on like the raw mail's).

A write racing the erasure (an inbound mail processed while the button is pressed) is read by
the Scan: it reads consistently, after the request, every item then in the table; a mail
written after the Scan passed its key is made of the game already rewritten."""

from __future__ import annotations

import json
import time
import zlib
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

from functions.signals import logger

from .dynamodb import DynamoStore, _s
from .dynamodb_erasure import SCANNED, DynamoErasure
from .dynamodb_erasure_later import TABLE_ERASURES, TABLE_SK, TableErasure, TableErasures, _n

SET_ASIDE = "ERASURES#SET-ASIDE"
MAX_FAILURES = 5
PAGE_ITEMS = 1000  # items a Scan page evaluates (and at most 1 MB)
BUDGET_SECONDS = 30.0
SEGMENTS = 8
# how long a record set aside is kept for the operator (as the raw mail's, see UNFILED_KEPT)
SET_ASIDE_KEPT = timedelta(days=35)  # an erasure's Scan at once read in this many parallel segments (pages each)


class TableScans(TableErasures):
    """The Scans recorded, for the one doing them."""

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
        """Take a record off the Scans to do, logged for the operator (gsi2 SET_ASIDE), kept
        SET_ASIDE_KEPT (what it holds about the person goes with it then)."""
        logger.error("erasure record set aside", extra={"record": key, "why": why})
        expires = int(time.time() + SET_ASIDE_KEPT.total_seconds())
        self.client.update_item(
            TableName=self.table, Key={"pk": _s(key), "sk": _s(TABLE_SK)},
            UpdateExpression="SET gsi2pk = :aside, why = :why, expires_at = :expires",
            ExpressionAttributeValues={":aside": _s(SET_ASIDE), ":why": _s(why[:500]),
                                       ":expires": _n(expires)})


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


def go_on(erasure: DynamoErasure, jobs: TableScans, now: Callable[[], str],
          budget: float = BUDGET_SECONDS, page_items: int = PAGE_ITEMS) -> dict[str, int]:
    """Scan on for each erasure recorded, page by page until `budget` seconds are spent (a
    page each at least); one done is deleted, one left recorded again with where it stopped,
    one that fails counted on its record; what was done."""
    from functions.service.people.person import scrubber_of

    ends = time.monotonic() + budget
    done = {"erasures": 0, "pages": 0, "deleted": 0, "scrubbed": 0, "left": 0, "failed": 0}
    for job in jobs.pending():
        kwargs: dict[str, Any] = {**scan_filter(erasure.table, SCANNED), "Limit": page_items}
        after, pages, deleted, scrubbed = job.after, job.pages, job.deleted, job.scrubbed
        try:
            scrub = scrubber_of(job.inputs)
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


def scan_filter(table: str, prefixes: Sequence[str]) -> dict[str, Any]:
    """A consistent Scan's arguments reading the items whose partition key starts with one of
    `prefixes`."""
    names = {f":p{i}": _s(prefix) for i, prefix in enumerate(prefixes)}
    return {"TableName": table, "ConsistentRead": True,
            "FilterExpression": " OR ".join(f"begins_with(pk, {n})" for n in names),
            "ExpressionAttributeValues": names}


def scan_at_once(erasure: DynamoErasure, address: str, scrub: Callable[[str], str]) -> None:
    """The rest of an erasure done at once (DynamoErasure's `rest` for `pbm person erase`): the
    whole table read in SEGMENTS parallel segments (DynamoDB's parallel scan), page by page."""
    from concurrent.futures import ThreadPoolExecutor

    filtered = {**scan_filter(erasure.table, SCANNED), "TotalSegments": SEGMENTS}

    def segment(number: int) -> list[dict[str, Any]]:
        kwargs: dict[str, Any] = {**filtered, "Segment": number}
        found: list[dict[str, Any]] = []
        while True:
            page = erasure.client.scan(**kwargs)
            found += page.get("Items", [])
            if "LastEvaluatedKey" not in page:
                return found
            kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]

    with ThreadPoolExecutor(SEGMENTS) as readers:
        items = [item for found in readers.map(segment, range(SEGMENTS)) for item in found]
    erasure.forget_rest(address, scrub, items)
