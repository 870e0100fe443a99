"""The erase button's writer of an erasure (people.Erasure): the SQLite store is its own;
DynamoDB's lives apart (storage/dynamodb_erasure.py), imported only by the entry points that
erase. On DynamoDB the table's Scan, and on AWS (an inbound bucket named) the search of the raw
inbound mail in S3 that names the person (compose/raw_mail.py), are recorded here and done in
pages after the answer by the deadlines function; `pbm person erase` does both at once
(compose/erasing_at_once.py, which holds erasure_of)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from functions.service.system import Clock
    from functions.storage.dynamodb import DynamoStore

    from . import Parts


def erasure_for(parts: Parts) -> Any:
    """What writes an erasure for the erase button: on DynamoDB the table's Scan recorded for
    the deadlines function to do in pages, and with an inbound bucket in the settings the
    search of the person's raw mail there too (a request may not take that long, nor make
    more requests in a larger table; `pbm person erase` does both at once,
    erasing_at_once.erasure_at_once)."""
    if type(parts.store).__name__ != "DynamoStore":
        return parts.store  # SQLite: its own erasure, one transaction
    from functions.storage.dynamodb_erasure import DynamoErasure
    from functions.storage.dynamodb_erasure_later import TableErasures

    store = cast("DynamoStore", parts.store)
    erasure = DynamoErasure(store, parts.clock, TableErasures(store.client, store.table).later)
    if not parts.settings.inbound_bucket:
        return erasure
    from functions.storage.dynamodb_raw_erasures import RawMailErasures

    return WithRawMail(erasure, RawMailErasures(store.client, store.table), parts.clock)


class WithRawMail:
    """An erasure (people.Erasure) that deletes the person's raw inbound mail too: `raw`
    searches the bucket now (raw_mail_search.RawMail) or records the search for the deadlines
    function (storage/dynamodb_raw_erasures.RawMailErasures)."""

    def __init__(self, erasure: Any, raw: Any, clock: Clock):
        self.erasure = erasure
        self.raw = raw
        self.clock = clock
        self.raw_mail: Any = None  # what the raw mail's search did (None: it was recorded)

    def rewrite_game(self, *args: Any, **kwargs: Any) -> None:
        """As the store's erasure does."""
        self.erasure.rewrite_game(*args, **kwargs)

    def forget_person(self, email: str, *args: Any, **kwargs: Any) -> None:
        """As the store's erasure does, and the raw mail from them deleted (or its search
        recorded)."""
        from functions.service.system import iso

        self.erasure.forget_person(email, *args, **kwargs)
        self.raw_mail = self.raw.forget_raw_mail(email, iso(self.clock.now()))
