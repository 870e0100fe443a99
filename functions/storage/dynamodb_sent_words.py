"""The lines of mails sent, kept in the DynamoDB store (see mailroom/sent_words.SentWordsKeeper) for
reading their replies without rendering the mails again.

Apart from the store, because its write is a BatchWriteItem that only the functions sending mail
make: the postman (mailroom/delivery.py) loads this module, and infra/template.yaml grants
BatchWriteItem to the notifier and the deadlines function (which send mail) and to the web
function (which erases people), never to the inbound or bounces function, which load the store
alone (tests/test_infra_contract.py reads the grants from each handler's imports)."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from datetime import datetime

from functions.service.store import SENT_WORDS_RETENTION, SentWords

from .dynamodb import DynamoStore, _n, _s, _words_sk

BATCH = 25  # the items one BatchWriteItem takes


class DynamoSentWords:
    """Keeps the lines of mails sent in a DynamoDB store's table, each in its game's partition
    (`DynamoStore.sent_words` reads them)."""

    def __init__(self, store: DynamoStore):
        self.store = store

    def keep_sent_words(self, words: Sequence[SentWords], at: str) -> None:
        """Put each mail's lines (deflated) in its game's partition, in BatchWriteItem requests
        of 25 (a put replaces a repeat's), the unprocessed ones sent again."""
        expires = _n(int((datetime.fromisoformat(at) + SENT_WORDS_RETENTION).timestamp()))
        requests = [{"PutRequest": {"Item": {
            "pk": _s(f"GAME#{w.game_id}"),
            "sk": _s(f"{_words_sk(w.seat, w.version)}{w.notification_id}"),
            "lines": {"B": zlib.compress("\n".join(w.lines).encode("utf-8"), 6)},
            "expires_at": expires}}} for w in words]
        table, client = self.store.table, self.store.client
        for start in range(0, len(requests), BATCH):
            pending = {table: requests[start:start + BATCH]}
            while pending:
                pending = client.batch_write_item(
                    RequestItems=pending).get("UnprocessedItems") or {}
