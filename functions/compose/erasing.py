"""The writer of an erasure (people.Erasure) for a store: the SQLite store is its own; DynamoDB's
lives apart (service/dynamodb_erasure.py), imported only by the entry points that erase. On AWS
(an inbound bucket named) the raw inbound mail in S3 that names the person goes too
(compose/raw_mail.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from functions.service.store import GameStore

from .raw_mail import FILED, address_pattern, folder, names

if TYPE_CHECKING:
    from functions.storage.dynamodb import DynamoStore

    from . import Parts


def erasure_of(store: GameStore) -> Any:
    """What writes an erasure on `store`."""
    if type(store).__name__ == "DynamoStore":
        from functions.storage.dynamodb_erasure import DynamoErasure

        return DynamoErasure(cast("DynamoStore", store))
    return store


def erasure_for(parts: Parts, s3: Any = None) -> Any:
    """What writes an erasure for an entry point's parts: the store's, and with an inbound
    bucket in the settings the deletion of the person's raw mail there (`s3`: the client,
    made here when needed)."""
    erasure = erasure_of(parts.store)
    bucket = parts.settings.inbound_bucket
    if not bucket:
        return erasure
    if s3 is None:
        s3 = _Later(_s3_client)  # made at the first erasure, not at the function's start
    return WithRawMail(erasure, RawMail(s3, bucket, parts.settings.inbound_prefix, parts.secret))


def _s3_client() -> Any:
    from functions import aws

    return aws.client("s3")


class _Later:
    """A client made on its first use."""

    def __init__(self, make: Any):
        self._make, self._client = make, None

    def __getattr__(self, name: str) -> Any:
        if self._client is None:
            self._client = self._make()
        return getattr(self._client, name)


HEAD_BYTES = 65536  # of each raw mail, what is read for its header block (limits.MAX_HEADER_BYTES)
READERS = 16  # raw mails read at once: an erasure reads every one the bucket keeps (30 days)


@dataclass(frozen=True)
class RawMail:
    """The inbound bucket's raw mail (see raw_mail.py): `s3` a botocore S3 client."""

    s3: Any
    bucket: str
    prefix: str
    secret: bytes

    def forget(self, address: str) -> int:
        """Delete every raw mail whose header block names the address (and those filed under
        it by earlier versions); how many were deleted."""
        from concurrent.futures import ThreadPoolExecutor

        filed = folder(self.prefix, self.secret, address)
        pattern = address_pattern(address)
        keys = self._keys()
        doomed = [key for key in keys if key.startswith(filed)]
        # someone else's filed mail was filed by its sender: theirs, not this person's
        kept = [key for key in keys if not key.startswith(self.prefix + FILED)]

        def named(key: str) -> bool:
            head = self.s3.get_object(Bucket=self.bucket, Key=key,
                                      Range=f"bytes=0-{HEAD_BYTES - 1}")
            return names(head["Body"].read(), pattern)

        with ThreadPoolExecutor(READERS) as readers:  # a ranged GET waits ~20 ms on S3
            doomed += [key for key, hit in zip(kept, readers.map(named, kept), strict=True)
                       if hit]
        for key in doomed:
            self.s3.delete_object(Bucket=self.bucket, Key=key)
        return len(doomed)

    def _keys(self) -> list[str]:
        """Every key under the prefix."""
        keys: list[str] = []
        kwargs: dict[str, Any] = {"Bucket": self.bucket, "Prefix": self.prefix}
        while True:
            page = self.s3.list_objects_v2(**kwargs)
            keys += [item["Key"] for item in page.get("Contents", ())]
            if not page.get("IsTruncated"):
                return keys
            kwargs["ContinuationToken"] = page["NextContinuationToken"]


class WithRawMail:
    """An erasure (people.Erasure) that deletes the person's raw inbound mail too."""

    def __init__(self, erasure: Any, raw: RawMail):
        self.erasure = erasure
        self.raw = raw

    def rewrite_game(self, *args: Any, **kwargs: Any) -> None:
        """As the store's erasure does."""
        self.erasure.rewrite_game(*args, **kwargs)

    def forget_person(self, email: str, *args: Any, **kwargs: Any) -> None:
        """As the store's erasure does, and the raw mail from them deleted."""
        self.erasure.forget_person(email, *args, **kwargs)
        self.raw.forget(email)
