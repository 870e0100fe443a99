"""The search of the inbound bucket for a person's raw mail (compose/raw_mail.py says how it is
told), in pages: every raw mail kept (30 days of everyone's) has its header block read, so on a
busy service it takes longer than a web request may (API Gateway's 29 s). The erase button
records the erasure (storage/dynamodb_erasure.RawMailErasures) and answers at once; the
deadlines function, woken by the record's stream, searches a page at a time within its budget
and records where it stopped (the last key read), each record a new item, so the stream wakes
it again until the bucket is done. `pbm person erase` searches the whole bucket at once.

Imported only by those two entry points: the S3 calls here are granted to the deadlines
function alone (infra/template.yaml; tests/test_infra_contract.py)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .raw_mail import FILED, address_pattern, folder, names

HEAD_BYTES = 65536  # of each raw mail, what is read for its header block (limits.MAX_HEADER_BYTES)
READERS = 16  # raw mails read at once (a ranged GET waits ~20 ms on S3)
PAGE_KEYS = 400  # keys listed and read at a time (about half a second at READERS)
BUDGET_SECONDS = 25.0  # of the deadlines function's 60 s, after its sweep's 30 s of sending


def s3_client() -> Any:
    """The S3 client the search reads and deletes with."""
    from functions import aws

    return aws.client("s3")


@dataclass(frozen=True)
class RawMail:
    """The inbound bucket's raw mail (see raw_mail.py): `s3` a botocore S3 client."""

    s3: Any
    bucket: str
    prefix: str
    secret: bytes

    def forget(self, address: str) -> int:
        """Delete every raw mail whose header block names the address (and those filed under
        it by earlier versions), the whole bucket at once; how many were deleted."""
        deleted, after = 0, ""
        while True:
            found, last = self.forget_page(address, after)
            deleted += found
            if last is None:
                return deleted
            after = last

    def forget_raw_mail(self, address: str, at: str) -> None:
        """What an erasure asks of the raw mail (compose/erasing.WithRawMail): deleted now."""
        self.forget(address)

    def forget_page(self, address: str, after: str = "", keys: int = PAGE_KEYS
                    ) -> tuple[int, str | None]:
        """One page of the search: up to `keys` keys after the key `after` read and those
        naming the address deleted; how many were deleted, and the last key read (None: the
        bucket is done)."""
        from concurrent.futures import ThreadPoolExecutor

        listing: dict[str, Any] = {"Bucket": self.bucket, "Prefix": self.prefix, "MaxKeys": keys}
        if after:
            listing["StartAfter"] = after
        page = self.s3.list_objects_v2(**listing)
        listed = [item["Key"] for item in page.get("Contents", ())]
        filed = folder(self.prefix, self.secret, address)
        pattern = address_pattern(address)
        doomed = [key for key in listed if key.startswith(filed)]
        # someone else's filed mail was filed by its sender: theirs, not this person's
        kept = [key for key in listed if not key.startswith(self.prefix + FILED)]

        def named(key: str) -> bool:
            head = self.s3.get_object(Bucket=self.bucket, Key=key,
                                      Range=f"bytes=0-{HEAD_BYTES - 1}")
            return names(head["Body"].read(), pattern)

        with ThreadPoolExecutor(READERS) as readers:
            doomed += [key for key, hit in zip(kept, readers.map(named, kept), strict=True)
                       if hit]
        for key in doomed:
            self.s3.delete_object(Bucket=self.bucket, Key=key)
        done = not page.get("IsTruncated") or not listed
        return len(doomed), None if done else listed[-1]


def go_on(raw: RawMail, erasures: Any, now: Callable[[], str], budget: float = BUDGET_SECONDS,
          keys: int = PAGE_KEYS) -> dict[str, int]:
    """Search on for each erasure recorded (`erasures`: RawMailErasures), page by page until
    `budget` seconds are spent (a page each at least): an erasure done is deleted, one left is
    recorded again with where it stopped (a new item: its stream wakes the deadlines function
    again); what was done."""
    ends = time.monotonic() + budget
    done = {"erasures": 0, "pages": 0, "deleted": 0, "left": 0}
    for job in erasures.pending():
        after: str | None = job.after
        while after is not None:
            deleted, after = raw.forget_page(job.address, after, keys)
            done["pages"] += 1
            done["deleted"] += deleted
            if time.monotonic() >= ends:
                break
        if after is None:
            erasures.finish(job)
            done["erasures"] += 1
        else:
            erasures.resume(job, after, now())
            done["left"] += 1
    return done
