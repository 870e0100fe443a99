"""Erasing a person from the DynamoDB store (see service/people/person.py): the whole log and
talk of a game put again, and the items about the person beside their games deleted or scrubbed.

Apart from the store, because it needs calls no Lambda function but the web's makes (Scan; and
BatchWriteItem, which besides only the functions sending mail make, see dynamodb_sent_words.py):
only the web function (the erase button on /me) and `pbm person erase` import it, so
infra/template.yaml grants Scan to the web function alone.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from datetime import timedelta
from typing import Any

from botocore.exceptions import ClientError

from functions.service.records.game import GameRecord
from functions.service.records.labels import normal_address
from functions.service.records.moves import LogEntry
from functions.service.records.talk import PressMessage
from functions.service.store import Change, VersionConflict
from functions.service.system import Clock, SystemClock, iso

from .dynamodb import (
    GAME_SK,
    PRESS_PREFIX,
    WORDS_PREFIX,
    DynamoStore,
    _cancellation_codes,
    _member_items,
    _rating_key,
    _s,
    move_item,
)

# How long the erasure holds the mail waiting that it scrubs, as a sender's claim does: a sender
# that read the mail before the erasure rewrote it fails to claim it (and keeps none of its lines)
# and sends it after, made again of the scrubbed item (its wake-up comes after its own lease).
HOLD_SCRUBBED = timedelta(minutes=1)
SCRUB_RETRIES = 8  # an item changed by another writer is read again and scrubbed as it is
SEGMENTS = 8  # an erasure's Scan read in this many parallel segments (each a page at a time)


class DynamoErasure:
    """What people.erase writes on a DynamoDB store (`clock`: when it holds the mail it
    scrubs; the wall clock unless given)."""

    def __init__(self, store: DynamoStore, clock: Clock | None = None):
        self.store = store
        self.client = store.client
        self.table = store.table
        self.clock = clock or SystemClock()

    def rewrite_game(self, game: GameRecord, expected_version: int, log: Sequence[LogEntry],
                     talk: Sequence[PressMessage]) -> None:
        """The log and talk items put again (a log is longer than a transaction), the old
        memberships deleted, then the game item and its memberships in one transaction guarded
        by its version (an erasure is rare, and nobody plays a game being erased from)."""
        current = self.client.get_item(TableName=self.table, ConsistentRead=True,
                                       Key={"pk": _s(f"GAME#{game.id}"), "sk": _s(GAME_SK)})
        if int(current.get("Item", {}).get("version", {"N": "-1"})["N"]) != expected_version:
            raise VersionConflict(f"{game.id} is not at version {expected_version}")
        old = [{"pk": i["pk"], "sk": i["sk"]} for i in self.store._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :prefix)",
            ExpressionAttributeValues={":pk": _s(f"GAME#{game.id}"),
                                       ":prefix": _s("MEMBER#")}, ConsistentRead=True)]
        puts = [move_item(game.id, entry) for entry in log] + [
            {"pk": _s(f"GAME#{game.id}"), "sk": _s(f"{PRESS_PREFIX}{m.seq:09d}"),
             "data": _s(json.dumps(m.to_dict(), separators=(",", ":")))} for m in talk]
        self._batch_write([{"PutRequest": {"Item": item}} for item in puts]
                          + [{"DeleteRequest": {"Key": key}} for key in old])
        items = [self.store._game_put(Change(game, expected_version))]
        items += [{"Put": {"TableName": self.table, "Item": item}}
                  for item in _member_items(game)]
        try:
            self.client.transact_write_items(TransactItems=items)
        except ClientError as exc:
            _cancellation_codes(exc)
            raise VersionConflict(game.id) from None

    def forget_person(self, email: str, rules: Sequence[str], scrub: Callable[[str], str]
                      ) -> None:
        """Delete the address's partition (sign-in links, the undeliverable mark), its ratings
        and the mail to it; scrub the rest of the outbox and the tournaments (one Scan, in
        parallel segments: an erasure is rare, and the outbox keeps a week of mail)."""
        address = normal_address(email)
        doomed = [{"pk": i["pk"], "sk": i["sk"]} for i in self.store._query(
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": _s(f"ADDRESS#{address}")}, ConsistentRead=True)]
        doomed += [_rating_key(kind, address) for kind in rules]
        # the processed-mail records and move claims keyed "<sender> <Message-ID>" (before
        # keyed digests) name the address in their key
        # and the lines of mails sent, all of them: a line may name the person in any form
        # (a Czech vocative); a reply to those mails is read by the general rules alone
        rewritten: list[dict[str, Any]] = []
        hold = iso(self.clock.now() + HOLD_SCRUBBED)
        # one pass over the table, in parallel segments (a whole-table Scan is the long part
        # of an erasure that a web request must finish within 29 s)
        for item in self._scan_prefixes(("GAME#", "OUTBOX#", "TOURNAMENT#")):
            if item["pk"]["S"].startswith("GAME#"):
                sk = item["sk"]["S"]
                if sk.startswith(("MAIL#", "IDEM#")) and address in sk.lower() \
                        or sk.startswith(WORDS_PREFIX):
                    doomed.append({"pk": item["pk"], "sk": item["sk"]})
                continue
            data = item["data"]["S"]
            mail = item["pk"]["S"].startswith("OUTBOX#")
            if mail and normal_address(json.loads(data).get("email", "")) == address:
                doomed.append({"pk": item["pk"], "sk": item["sk"]})
            elif scrub(data) != data:
                rewritten.append(item)
        self._batch_write([{"DeleteRequest": {"Key": key}} for key in doomed])
        for item in rewritten:
            self._scrub(item, scrub, hold)

    def _scrub(self, item: dict[str, Any], scrub: Callable[[str], str], hold: str) -> None:
        """Write the item's scrubbed text in its place, only while it is as it was read (its
        text, and a waiting mail's sent mark and claim): a sender that marked it sent or
        claimed it meanwhile, a tournament saved, another erasure's scrubbing are never undone;
        then it is read again and scrubbed as it is. A waiting mail is held as a sender's
        claim holds it, unless a sender holds it longer."""
        key = {"pk": item["pk"], "sk": item["sk"]}
        for _ in range(SCRUB_RETRIES):
            data = item["data"]["S"]
            values: dict[str, Any] = {":old": _s(data), ":new": _s(scrub(data))}
            update, condition = "SET #data = :new", "#data = :old"
            if item["pk"]["S"].startswith("OUTBOX#"):
                condition += " AND attribute_not_exists(sent_at)" if "sent_at" not in item \
                    else " AND sent_at = :sent"
                if "sent_at" in item:
                    values[":sent"] = item["sent_at"]
                claimed = item.get("claimed_until", {}).get("S")
                condition += " AND claimed_until = :claimed" if claimed \
                    else " AND attribute_not_exists(claimed_until)"
                if claimed:
                    values[":claimed"] = _s(claimed)
                if "sent_at" not in item:
                    update += ", claimed_until = :hold"
                    values[":hold"] = _s(max(claimed or "", hold))
            try:
                self.client.update_item(
                    TableName=self.table, Key=key, UpdateExpression=update,
                    ConditionExpression=condition, ExpressionAttributeNames={"#data": "data"},
                    ExpressionAttributeValues=values)
                return
            except ClientError as exc:
                if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                    raise
            item = self.client.get_item(TableName=self.table, Key=key,
                                        ConsistentRead=True).get("Item")
            if item is None:
                return  # gone meanwhile (a mail past its retention): nothing to scrub
        raise VersionConflict(f"{key['pk']['S']} keeps changing while it is scrubbed")

    def _scan_prefixes(self, prefixes: Sequence[str]) -> Iterator[dict[str, Any]]:
        """Every item whose partition key starts with one of `prefixes`: a whole-table Scan in
        SEGMENTS parallel segments (DynamoDB's parallel scan), each read page by page."""
        from concurrent.futures import ThreadPoolExecutor

        names = {f":p{i}": _s(prefix) for i, prefix in enumerate(prefixes)}
        filtered: dict[str, Any] = {
            "TableName": self.table, "ConsistentRead": True, "TotalSegments": SEGMENTS,
            "FilterExpression": " OR ".join(f"begins_with(pk, {n})" for n in names),
            "ExpressionAttributeValues": names}

        def segment(number: int) -> list[dict[str, Any]]:
            kwargs: dict[str, Any] = {**filtered, "Segment": number}
            found: list[dict[str, Any]] = []
            while True:
                page = self.client.scan(**kwargs)
                found += page.get("Items", [])
                if "LastEvaluatedKey" not in page:
                    return found
                kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]

        with ThreadPoolExecutor(SEGMENTS) as readers:
            for items in readers.map(segment, range(SEGMENTS)):
                yield from items

    def _batch_write(self, requests: list[dict[str, Any]]) -> None:
        """BatchWriteItem in pages of 25, the unprocessed items sent again."""
        for start in range(0, len(requests), 25):
            pending = {self.table: requests[start:start + 25]}
            while pending:
                pending = self.client.batch_write_item(
                    RequestItems=pending).get("UnprocessedItems") or {}
