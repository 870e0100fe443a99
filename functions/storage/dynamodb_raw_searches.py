"""The searches of raw inbound mail recorded (dynamodb_raw_erasures.py) as the deadlines function
works on them: listed, moved on, done. Apart from the record: the erase button never lists nor
deletes them (infra/template.yaml grants DeleteItem to the deadlines function alone)."""

from __future__ import annotations

from dataclasses import dataclass

from .dynamodb import DynamoStore, _s
from .dynamodb_raw_erasures import ERASURE_SK, ERASURES, RawMailErasures


@dataclass(frozen=True)
class RawMailSearch:
    """A search recorded: its item's key, the address and the last key read ("": none yet)."""

    key: str
    address: str
    after: str


class RawMailSearches(RawMailErasures):
    """The searches recorded, for the one doing them."""

    def pending(self) -> list[RawMailSearch]:
        """The searches still to do, oldest first."""
        return [RawMailSearch(i["pk"]["S"], i["address"]["S"], i["after"]["S"])
                for i in DynamoStore(self.client, self.table)._query(
                    IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                    ExpressionAttributeValues={":pk": _s(ERASURES)})]

    def resume(self, search: RawMailSearch, after: str, at: str) -> None:
        """Record where the search stopped, as a new item (its insert wakes the deadlines
        function again), then delete the old one."""
        self.record(search.address, at, after)
        self.finish(search)

    def finish(self, search: RawMailSearch) -> None:
        """The search is done: its item, and the address it held, go."""
        self.client.delete_item(TableName=self.table,
                                Key={"pk": _s(search.key), "sk": _s(ERASURE_SK)})
