"""The searches of raw inbound mail recorded (dynamodb_raw_erasures.py) as the deadlines function
works on them: listed, moved on, done, or set aside when unusable; and the index of raw mail by
address (dynamodb_raw_index.py) read and emptied for a person. Apart from the record: the erase
button never lists nor deletes them (infra/template.yaml grants DeleteItem to the deadlines
function alone)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from functions.compose.raw_mail import sender_digest
from functions.signals import logger

from .dynamodb import DynamoStore, _s
from .dynamodb_raw_erasures import ERASURE_SK, ERASURES, RawMailErasures
from .dynamodb_raw_index import INDEX_PREFIX, MANY, SINCE_KEY

SET_ASIDE = "ERASURES#SET-ASIDE"  # gsi2: records the search cannot use, kept for the operator
MAX_FAILURES = 5  # wake-ups a search may fail in a row before it is set aside


@dataclass(frozen=True)
class RawMailSearch:
    """A search recorded: its item's key, the address and the last key read ("": none yet),
    and how many wake-ups in a row it failed."""

    key: str
    address: str
    after: str
    failures: int = 0


class RawMailSearches(RawMailErasures):
    """The searches recorded, for the one doing them."""

    def pending(self, expires: int) -> list[RawMailSearch]:
        """The searches still to do, oldest first; a record that cannot be one (no address)
        is logged and set aside until `expires`, never tried again."""
        searches = []
        for item in DynamoStore(self.client, self.table)._query(
                IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                ExpressionAttributeValues={":pk": _s(ERASURES)}):
            search = _search(item)
            if search is None:
                self.set_aside(item["pk"]["S"], "the record holds no address", expires)
            else:
                searches.append(search)
        return searches

    def resume(self, search: RawMailSearch, after: str, at: str) -> None:
        """Record where the search stopped, as a new item (its insert wakes the deadlines
        function again), then delete the old one."""
        self.record(search.address, at, after)
        self.finish(search)

    def finish(self, search: RawMailSearch) -> None:
        """The search is done: its item, and the address it held, go."""
        self.client.delete_item(TableName=self.table,
                                Key={"pk": _s(search.key), "sk": _s(ERASURE_SK)})

    def failed(self, search: RawMailSearch, error: str, expires: int) -> None:
        """The search failed this wake-up: counted on its record, which the next wake-up
        tries again; set aside after MAX_FAILURES in a row (see set_aside)."""
        if search.failures + 1 >= MAX_FAILURES:
            self.set_aside(search.key, error, expires)
            return
        self.client.update_item(
            TableName=self.table, Key={"pk": _s(search.key), "sk": _s(ERASURE_SK)},
            UpdateExpression="SET failures = :n", ConditionExpression="attribute_exists(pk)",
            ExpressionAttributeValues={":n": {"N": str(search.failures + 1)}})

    def set_aside(self, key: str, why: str, expires: int) -> None:
        """Take a record off the searches to do, logged (alarmed on) for the operator to look
        at (gsi2 SET_ASIDE) until `expires` (epoch seconds; the mail it was for has expired
        by then, and the address it holds goes with it)."""
        logger.error("erasure record set aside", extra={"record": key, "why": why})
        self.client.update_item(
            TableName=self.table, Key={"pk": _s(key), "sk": _s(ERASURE_SK)},
            UpdateExpression="SET gsi2pk = :aside, why = :why, expires_at = :expires",
            ExpressionAttributeValues={":aside": _s(SET_ASIDE), ":why": _s(why[:500]),
                                       ":expires": {"N": str(expires)}})


def _search(item: dict[str, Any]) -> RawMailSearch | None:
    """The search a record holds (a missing `after`: from the start), None when it has no
    address to search for."""
    address = item.get("address", {}).get("S", "").strip()
    if "@" not in address:
        return None
    failures = item.get("failures", {}).get("N", "0")
    return RawMailSearch(item["pk"]["S"], address, item.get("after", {}).get("S", ""),
                         int(failures) if failures.isdigit() else 0)


class RawMailFiled:
    """The index of raw mail by address (dynamodb_raw_index.py), read for an erasure."""

    def __init__(self, client: Any, table: str, secret: bytes):
        self.client = client
        self.table = table
        self.secret = secret

    def since(self) -> str | None:
        """When the index began (None: no mail was ever filed, so none is)."""
        item = self.client.get_item(TableName=self.table, Key=SINCE_KEY,
                                    ConsistentRead=True).get("Item")
        return item["since"]["S"] if item and "since" in item else None

    def keys(self, address: str) -> list[str]:
        """The S3 keys of the raw mail filed under the address."""
        return self._keys(INDEX_PREFIX + sender_digest(self.secret, address))

    def crowded(self) -> list[str]:
        """The S3 keys of the raw mail naming too many addresses to be filed under each."""
        return self._keys(INDEX_PREFIX + MANY)

    def unfile(self, address: str, keys: list[str], crowded: Sequence[str] = ()) -> None:
        """Delete the address's items for these keys, and the crowded mail's items for those
        (their mails deleted)."""
        pk = _s(INDEX_PREFIX + sender_digest(self.secret, address))
        for key in keys:
            self.client.delete_item(TableName=self.table, Key={"pk": pk, "sk": _s(key)})
        for key in crowded:
            self.client.delete_item(TableName=self.table,
                                    Key={"pk": _s(INDEX_PREFIX + MANY), "sk": _s(key)})

    def _keys(self, pk: str) -> list[str]:
        return [item["sk"]["S"] for item in DynamoStore(self.client, self.table)._query(
            KeyConditionExpression="pk = :pk", ExpressionAttributeValues={":pk": _s(pk)},
            ConsistentRead=True)]
