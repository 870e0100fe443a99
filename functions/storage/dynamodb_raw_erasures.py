"""The erasures whose raw inbound mail is still to be searched (compose/raw_mail_search.py), as
items of the games table: `pk ERASURE#<random> sk ERASURE`, listed in gsi2 under ERASURES. Its
`due_at` (the time it was written) makes the notifier, seeing it inserted on the stream, wake the
deadlines function at the next minute. An item holds the person's address until the search is
done, then goes.

Here only the record, which the erase button writes (a PutItem); the search's reading and
deleting of the records is dynamodb_raw_searches.py, the deadlines function's alone
(infra/template.yaml grants each function its own calls)."""

from __future__ import annotations

import secrets
from typing import Any

from functions.service.records.labels import normal_address

from .dynamodb import _s

ERASURE_PREFIX = "ERASURE#"
ERASURES = "ERASURES"  # gsi2: the searches of raw mail still to do
ERASURE_SK = "ERASURE"


class RawMailErasures:
    """Records searches of the inbound bucket for an erased person's raw mail."""

    def __init__(self, client: Any, table: str):
        self.client = client
        self.table = table

    def forget_raw_mail(self, email: str, at: str) -> None:
        """What an erasure asks of the raw mail (compose/erasing.WithRawMail): its search
        recorded, for the deadlines function."""
        self.record(email, at)

    def record(self, email: str, at: str, after: str = "") -> None:
        """Record a search for the address's raw mail, from the key after `after`."""
        key = f"{ERASURE_PREFIX}{secrets.token_hex(12)}"
        self.client.put_item(TableName=self.table, Item={
            "pk": _s(key), "sk": _s(ERASURE_SK), "address": _s(normal_address(email)),
            "after": _s(after), "due_at": _s(at), "gsi2pk": _s(ERASURES),
            "gsi2sk": _s(f"{at}#{key}")})
