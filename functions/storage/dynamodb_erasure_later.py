"""The record of an erasure's rest (the table's Scan), which the erase button writes: `pk
ERASURE#<random> sk TABLE`, listed in gsi2 under ERASURES#TABLE, holding the address and what the
scrubber is made of (names, deleted texts, pseudonyms; deflated JSON) until the Scan is done. Its
progress is on it: `after` (the Scan's last key read, JSON; "" before the first page), `pages`,
`deleted`, `scrubbed`, `began_at`, `failures`. Its `due_at` (when it was written) makes the
notifier, seeing it inserted on the stream, wake the deadlines function at the next minute.

Here only the record (a PutItem); the Scan, and the reading and deleting of the records, are
dynamodb_erasure_rest.py, the deadlines function's and `pbm person erase`'s alone
(infra/template.yaml grants Scan and DeleteItem to the deadlines function, not the web's)."""

from __future__ import annotations

import json
import secrets
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from functions.service.system import iso

from .dynamodb import _s

if TYPE_CHECKING:
    from .dynamodb_erasure import DynamoErasure

TABLE_PREFIX = "ERASURE#"
TABLE_SK = "TABLE"
TABLE_ERASURES = "ERASURES#TABLE"  # gsi2: the Scans still to do


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

    def later(self, erasure: DynamoErasure, address: str, scrub: Callable[[str], str]) -> None:
        """The erase button's rest of an erasure (DynamoErasure's `rest`): recorded, with
        what the scrubber is made of (person.Scrub's inputs)."""
        inputs = getattr(scrub, "inputs", None)
        if inputs is None:  # a scrubber not made by person.scrubber: it cannot be made again
            raise ValueError("the erasure's scrubber does not say what it is made of")
        self.record(address, inputs, iso(erasure.clock.now()))

    def record(self, address: str, inputs: dict[str, Any], at: str) -> None:
        """Record the Scan of an erasure begun at `at`."""
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



def _n(value: int) -> dict[str, str]:
    return {"N": str(value)}
