"""The search of the inbound bucket for a person's raw mail (compose/raw_mail.py says how it is
told): the mail the index files under their address (storage/dynamodb_raw_index.py) deleted by
a Query, then, while mail older than the index is kept, that mail read a page at a time (its
header block), which on a busy service takes longer than a web request may (API Gateway's
29 s). The erase button records the erasure (storage/dynamodb_raw_erasures.RawMailErasures)
and answers at once; the deadlines function, woken by the record's stream, searches a step at
a time within its budget and records where it stopped (the last key read), each record a new
item, so the stream wakes it again until the bucket is done. `pbm person erase` does it all at
once.

Imported only by those two entry points: the S3 calls here are granted to the deadlines
function alone (infra/template.yaml; tests/test_infra_contract.py)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from functions.signals import logger

from .raw_mail import FILED, address_pattern, folder, names

if TYPE_CHECKING:
    from functions.service.system import Clock

HEAD_BYTES = 65536  # of each raw mail, what is read for its header block (limits.MAX_HEADER_BYTES)
READERS = 16  # raw mails read at once (a ranged GET waits ~20 ms on S3)
PAGE_KEYS = 400  # keys listed and read at a time (about half a second at READERS)
BUDGET_SECONDS = 25.0  # of the deadlines function's 60 s, after its sweep's 30 s of sending
# Mail is filed from the index's start (storage/dynamodb_raw_index.py); what arrived up to a day
# after it may still have been read by the version before (a deployment is not instant, SES
# retries an invocation for hours), so it is read like the mail before it
UNFILED_MARGIN = timedelta(days=1)
# ... until it has expired: the bucket's lifecycle after 30 days, S3's removal within days more
UNFILED_KEPT = timedelta(days=35)


def s3_client() -> Any:
    """The S3 client the search reads and deletes with."""
    from functions import aws

    return aws.client("s3")


@dataclass
class Tally:
    """What a search of raw mail did: mails found through the index, mails older than the
    index read, mails deleted."""

    filed: int = 0
    read: int = 0
    deleted: int = 0


@dataclass(frozen=True)
class RawMail:
    """The inbound bucket's raw mail (see raw_mail.py): `s3` a botocore S3 client, `index` the
    index of it by address (storage/dynamodb_raw_searches.RawMailFiled; None: none kept, every
    mail is read), `clock` what tells when the mail older than the index has expired."""

    s3: Any
    bucket: str
    prefix: str
    secret: bytes
    index: Any = None
    clock: Clock | None = None

    def forget(self, address: str, tally: Tally | None = None) -> Tally:
        """Delete every raw mail that names the address (through the index, and those older
        than it by reading them; those filed under it by earlier versions too), at once; what
        was done (counted into `tally` as it goes, when given)."""
        tally, after = Tally() if tally is None else tally, ""
        while True:
            _, last = self.forget_page(address, after, tally=tally)
            if last is None:
                return tally
            after = last

    def forget_raw_mail(self, address: str, at: str) -> Tally:
        """What an erasure asks of the raw mail (compose/erasing.WithRawMail): deleted now."""
        return self.forget(address)

    def forget_page(self, address: str, after: str = "", keys: int = PAGE_KEYS,
                    tally: Tally | None = None) -> tuple[int, str | None]:
        """One step of the search: first (`after` "") the mail filed under the address
        deleted, then a page of up to `keys` keys after the key `after` of the mail older
        than the index read and those naming the address deleted; how many were deleted, and
        the last key read (None: done)."""
        tally = Tally() if tally is None else tally
        pattern = address_pattern(address)
        deleted = 0
        if not after and self.index is not None:
            deleted += self._forget_filed(address, pattern, tally)
        cutoff = self._unfiled_before()
        if cutoff == "":
            return deleted, None
        from concurrent.futures import ThreadPoolExecutor

        listing: dict[str, Any] = {"Bucket": self.bucket, "Prefix": self.prefix, "MaxKeys": keys}
        if after:
            listing["StartAfter"] = after
        page = self.s3.list_objects_v2(**listing)
        contents = page.get("Contents", ())
        listed = [item["Key"] for item in contents]
        filed = folder(self.prefix, self.secret, address)
        doomed = [key for key in listed if key.startswith(filed)]
        # someone else's filed mail was filed by its sender: theirs, not this person's; mail
        # the index holds was found through it
        kept = [item["Key"] for item in contents
                if not item["Key"].startswith(self.prefix + FILED)
                and (cutoff is None or _iso(item["LastModified"]) < cutoff)]

        def named(key: str) -> bool:
            head = self.s3.get_object(Bucket=self.bucket, Key=key,
                                      Range=f"bytes=0-{HEAD_BYTES - 1}")
            return names(head["Body"].read(), pattern)

        with ThreadPoolExecutor(READERS) as readers:
            doomed += [key for key, hit in zip(kept, readers.map(named, kept), strict=True)
                       if hit]
        for key in doomed:
            self.s3.delete_object(Bucket=self.bucket, Key=key)
        tally.read += len(kept)
        tally.deleted += len(doomed)
        done = not page.get("IsTruncated") or not listed
        return deleted + len(doomed), None if done else listed[-1]

    def _forget_filed(self, address: str, pattern: re.Pattern[str], tally: Tally) -> int:
        """Delete the mail the index files under the address (and the crowded mail that
        names it), then its items; how many mails were deleted."""
        keys = self.index.keys(address)
        crowded = []  # the crowded mails that name the address
        for key in self.index.crowded():
            try:
                head = self.s3.get_object(Bucket=self.bucket, Key=key,
                                          Range=f"bytes=0-{HEAD_BYTES - 1}")
            except Exception as exc:
                if getattr(exc, "response", {}).get("Error", {}).get("Code") != "NoSuchKey":
                    raise
                continue  # expired before its item
            if names(head["Body"].read(), pattern):
                crowded.append(key)
        for key in keys + crowded:  # a key already gone (expired) is no error to S3
            self.s3.delete_object(Bucket=self.bucket, Key=key)
        self.index.unfile(address, keys, crowded)
        found = len(set(keys + crowded))
        tally.filed += found
        tally.deleted += found
        return found

    def _unfiled_before(self) -> str | None:
        """Before when raw mail may not be filed (ISO 8601): None when the index holds none
        (every mail is read), "" when all the mail older than the index has expired."""
        if self.index is None:
            return None
        since = self.index.since()
        if since is None:
            return None
        limit = datetime.fromisoformat(since.replace("Z", "+00:00")) + UNFILED_MARGIN
        now = self.clock.now() if self.clock is not None else datetime.now(UTC)
        return "" if now >= limit + UNFILED_KEPT else _iso(limit)


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def go_on(raw: RawMail, erasures: Any, now: Callable[[], str], budget: float = BUDGET_SECONDS,
          keys: int = PAGE_KEYS) -> dict[str, int]:
    """Search on for each erasure recorded (`erasures`: RawMailSearches), page by page until
    `budget` seconds are spent (a page each at least): an erasure done is deleted, one left is
    recorded again with where it stopped (a new item: its stream wakes the deadlines function
    again), one that fails is counted on its record and tried at the next wake-up (set aside,
    logged, after a few in a row), and a record that is no search is set aside at once; what
    was done."""
    ends = time.monotonic() + budget
    done = {"erasures": 0, "pages": 0, "deleted": 0, "left": 0, "failed": 0}
    # a record set aside keeps its address until the mail it was for has expired
    at = datetime.fromisoformat(now().replace("Z", "+00:00"))
    expires = int((at + UNFILED_KEPT).timestamp())
    for job in erasures.pending(expires):
        after: str | None = job.after
        try:
            while after is not None:
                deleted, after = raw.forget_page(job.address, after, keys)
                done["pages"] += 1
                done["deleted"] += deleted
                if time.monotonic() >= ends:
                    break
        except Exception as exc:  # noqa: BLE001 - one erasure's failure stops no other
            logger.exception("erasure's raw mail search failed", extra={"record": job.key})
            erasures.failed(job, f"{type(exc).__name__}: {exc}", expires)
            done["failed"] += 1
            continue
        if after is None:
            erasures.finish(job)
            done["erasures"] += 1
        else:
            erasures.resume(job, after, now())
            done["left"] += 1
    return done
