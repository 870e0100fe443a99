"""The writer of an erasure (people.Erasure) for a store: the SQLite store is its own; DynamoDB's
lives apart (service/dynamodb_erasure.py), imported only by the entry points that erase. On AWS
(an inbound bucket named) the raw inbound mail in S3 that names the person goes too
(compose/raw_mail.py): for the erase button its search, and the table's Scan, are recorded here
and done in pages after the answer by the deadlines function; `pbm person erase` does both at
once (compose/erasing_at_once.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from functions.service.store import GameStore

if TYPE_CHECKING:
    from functions.service.system import Clock
    from functions.storage.dynamodb import DynamoStore

    from . import Parts


def erasure_of(store: GameStore, clock: Clock | None = None) -> Any:
    """What writes an erasure on `store` (`clock`: the entry point's; the wall clock unless
    given)."""
    if type(store).__name__ == "DynamoStore":
        from functions.storage.dynamodb_erasure import DynamoErasure

        return DynamoErasure(cast("DynamoStore", store), clock)
    return store


def erasure_for(parts: Parts) -> Any:
    """What writes an erasure for an entry point's parts: the store's, and with an inbound
    bucket in the settings the search of the person's raw mail there recorded, for the
    deadlines function to do in pages (the web's erase button: a request may not take that
    long; `pbm person erase` searches at once, erasing_at_once.erasure_at_once)."""
    if not parts.settings.inbound_bucket:
        return erasure_of(parts.store, parts.clock)
    from functions.storage.dynamodb_erasure import DynamoErasure
    from functions.storage.dynamodb_erasure_rest import TableErasures
    from functions.storage.dynamodb_raw_erasures import RawMailErasures

    # deployed: the table's Scan is the deadlines function's too (a request's time and
    # requests stay as they are whatever the table's size)
    store = cast("DynamoStore", parts.store)
    erasure = DynamoErasure(store, parts.clock,
                            later=TableErasures(store.client, store.table).record)
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
