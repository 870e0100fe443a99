"""The writer of an erasure (people.Erasure) for a store: the SQLite store is its own; DynamoDB's
lives apart (service/dynamodb_erasure.py), imported only by the entry points that erase. On AWS
(an inbound bucket named) the person's raw inbound mail in S3 goes too (compose/raw_mail.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from functions.service.records.labels import normal_address
from functions.service.store import GameStore

from .raw_mail import folder

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


HEAD_BYTES = 65536  # of an unfiled raw mail, what is searched for the address (its header block)


@dataclass(frozen=True)
class RawMail:
    """The inbound bucket's raw mail (see raw_mail.py): `s3` a botocore S3 client."""

    s3: Any
    bucket: str
    prefix: str
    secret: bytes

    def forget(self, address: str) -> int:
        """Delete every raw mail from the address (and every unfiled one naming it in its
        header block); how many were deleted."""
        keys = self._keys(folder(self.prefix, self.secret, address))
        needle = normal_address(address).encode()
        for key in self._keys(self.prefix, unfiled=True):
            head = self.s3.get_object(Bucket=self.bucket, Key=key,
                                      Range=f"bytes=0-{HEAD_BYTES - 1}")
            if needle in head["Body"].read().lower():
                keys.append(key)
        for key in keys:
            self.s3.delete_object(Bucket=self.bucket, Key=key)
        return len(keys)

    def _keys(self, prefix: str, unfiled: bool = False) -> list[str]:
        """The keys under `prefix` (only those directly under it when `unfiled`)."""
        keys: list[str] = []
        kwargs: dict[str, Any] = {"Bucket": self.bucket, "Prefix": prefix}
        if unfiled:
            kwargs["Delimiter"] = "/"  # the filed mails are a folder deeper
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
