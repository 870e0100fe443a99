"""The operator's erasure (`pbm person erase`): the store's, its table's Scan included, and the
person's raw inbound mail searched and deleted before the command returns (no request limit to keep within; the erase
button leaves the search to the deadlines function, compose/erasing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from functions.service.store import GameStore

from .erasing import WithRawMail
from .raw_mail_search import RawMail, s3_client

if TYPE_CHECKING:
    from functions.service.system import Clock
    from functions.storage.dynamodb import DynamoStore

    from . import Parts


def erasure_of(store: GameStore, clock: Clock | None = None) -> Any:
    """What writes a whole erasure on `store` at once (`clock`: the entry point's; the wall
    clock unless given): SQLite's own, or DynamoDB's with the table's Scan done before it
    returns (in parallel segments)."""
    if type(store).__name__ == "DynamoStore":
        from functions.storage.dynamodb_erasure import DynamoErasure
        from functions.storage.dynamodb_erasure_rest import scan_at_once

        return DynamoErasure(cast("DynamoStore", store), clock, scan_at_once)
    return store


def erasure_at_once(parts: Parts, s3: Any = None) -> Any:
    """What writes an erasure for `pbm person erase`: the store's, and with an inbound bucket
    the person's raw mail found (through its index on the table) and deleted at once (`s3`:
    the client, made here unless given)."""
    return with_raw_mail_at_once(erasure_of(parts.store, parts.clock), parts, s3)


def with_raw_mail_at_once(erasure: Any, parts: Parts, s3: Any = None) -> Any:
    """`erasure`, and with an inbound bucket the person's raw mail deleted at once."""
    raw = deployed_raw_mail(parts, s3)
    return erasure if raw is None else WithRawMail(erasure, raw, parts.clock)


def deployed_raw_mail(parts: Parts, s3: Any = None) -> RawMail | None:
    """The deployment's raw mail and its index (None: no inbound bucket)."""
    bucket = parts.settings.inbound_bucket
    if not bucket:
        return None
    client, table = getattr(parts.store, "client", None), getattr(parts.store, "table", None)
    index = None
    if client is not None and table:
        from functions.storage.dynamodb_raw_searches import RawMailFiled

        index = RawMailFiled(client, table, parts.secret)
    return RawMail(s3 if s3 is not None else s3_client(), bucket, parts.settings.inbound_prefix,
                   parts.secret, index, parts.clock)


def unreachable(raw: RawMail) -> str | None:
    """Why the inbound bucket cannot be searched with these credentials (None: it can): one
    listing of a key, made before anything is erased."""
    try:
        raw.s3.list_objects_v2(Bucket=raw.bucket, Prefix=raw.prefix, MaxKeys=1)
    except Exception as exc:  # noqa: BLE001 - any failure is the operator's to see
        return f"{type(exc).__name__}: {exc}"
    return None
