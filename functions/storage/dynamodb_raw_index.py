"""The index of the raw inbound mail by the addresses it names (compose/raw_mail.py), as small
items of the games table the inbound function writes as it reads each mail:
`pk RAWMAIL#<keyed digest of an address> sk <the mail's S3 key>`, expiring with the mail. An
erasure Queries the person's partition (storage/dynamodb_raw_searches.py) instead of reading
every mail the bucket keeps. A mail naming more than MAX_FILED addresses (a mass mailing) is
filed once under RAWMAIL#many, whose mails an erasure reads.

The index's start is kept too (`pk RAWMAIL sk SINCE`, set once): a raw mail older than it was
never filed, and an erasure searches those by reading them until they have expired.

Only the writes here: the inbound function's policy grants PutItem and UpdateItem, no more."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from functions.compose.raw_mail import sender_digest
from functions.service.system import iso

from .dynamodb import _s

INDEX_PREFIX = "RAWMAIL#"
MANY = "many"  # the partition of mails that name more addresses than MAX_FILED
MAX_FILED = 12  # addresses a mail is filed under, one item each
SINCE_KEY = {"pk": {"S": "RAWMAIL"}, "sk": {"S": "SINCE"}}
# the bucket's lifecycle expires raw mail 30 days after it arrived; S3 removes it within days
KEPT = timedelta(days=35)


class RawMailIndex:
    """Files raw inbound mail under the digests of the addresses it names."""

    def __init__(self, client: Any, table: str, secret: bytes):
        self.client = client
        self.table = table
        self.secret = secret
        self._started = False

    def file(self, key: str, addresses: Iterable[str], at: datetime) -> int:
        """File the raw mail under `key` by the addresses it names (marking the index's start
        once a process); how many items were written."""
        if not self._started:  # the first mail of this process: the start, set if not yet
            # (a read costs an eighth of a write, and the start is set only once)
            if "Item" not in self.client.get_item(TableName=self.table, Key=SINCE_KEY):
                self.client.update_item(
                    TableName=self.table, Key=SINCE_KEY, UpdateExpression="SET since = "
                    "if_not_exists(since, :at)", ExpressionAttributeValues={":at": _s(iso(at))})
            self._started = True
        digests = sorted({sender_digest(self.secret, address) for address in addresses})
        if len(digests) > MAX_FILED:
            digests = [MANY]
        expires = str(int((at + KEPT).timestamp()))
        for digest in digests:
            self.client.put_item(TableName=self.table, Item={
                "pk": _s(INDEX_PREFIX + digest), "sk": _s(key), "expires_at": {"N": expires}})
        return len(digests)

