"""Erasing a person from the DynamoDB store (see service/people/person.py): the whole log and
talk of a game put again, and the items about the person beside their games deleted or scrubbed.

The erase button's request reads only by key and index (the person's partition, their games'
partitions, the pending mail's and the tournaments' index keys): as many requests whatever the
table's size. The rest needs the table's Scan (the sent mail of the week, the lines of mails
sent in other games); `pbm person erase` does it at once, the erase button records it for the
deadlines function, which does it in pages (dynamodb_erasure_rest.py; infra/template.yaml grants
Scan to that function alone).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
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
    PENDING,
    PENDING_SHARDS,
    PRESS_PREFIX,
    WORDS_PREFIX,
    DynamoStore,
    _cancellation_codes,
    _listed,
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
SCANNED = ("GAME#", "OUTBOX#", "TOURNAMENT#")  # the partitions an erasure's Scan reads
# what does the rest of an erasure (the table's Scan): given the erasure, address and scrubber
Rest = Callable[["DynamoErasure", str, Callable[[str], str]], None]


class DynamoErasure:
    """What people.erase writes on a DynamoDB store (`clock`: when it holds the mail it
    scrubs; the wall clock unless given)."""

    def __init__(self, store: DynamoStore, clock: Clock | None = None, rest: Rest | None = None):
        self.store = store
        self.client = store.client
        self.table = store.table
        self.clock = clock or SystemClock()
        # what does the rest of an erasure, the table's Scan: records it for the deadlines
        # function (the erase button, dynamodb_erasure_later.py), or does it at once (`pbm
        # person erase`, dynamodb_erasure_rest.scan_at_once); None: only forget_rest is used
        self.rest = rest

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
        # the due time as it stands: an erasure moves none, so it sets no wake-up either
        due = current["Item"].get("due_at", {}).get("S")
        items = [self.store._game_put(Change(game, expected_version, due_before=due))]
        items += [{"Put": {"TableName": self.table, "Item": item}}
                  for item in _member_items(game)]
        try:
            self.client.transact_write_items(TransactItems=items)
        except ClientError as exc:
            _cancellation_codes(exc)
            raise VersionConflict(game.id) from None

    def forget_person(self, email: str, rules: Sequence[str], scrub: Callable[[str], str],
                      games: Sequence[str] = ()) -> None:
        """Delete the address's partition (sign-in links, the undeliverable mark), its ratings,
        the mail to it and in its games' partitions the mail records naming it and the lines
        of mails sent; scrub the pending mail and the tournaments (index Queries, as many
        whatever the table's size); then the rest of the table (a Scan: the sent mail of the
        week, other games' lines) through `rest`: recorded for the deadlines function, or done
        at once."""
        address = normal_address(email)
        doomed = [{"pk": i["pk"], "sk": i["sk"]} for i in self.store._query(
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": _s(f"ADDRESS#{address}")}, ConsistentRead=True)]
        doomed += [_rating_key(kind, address) for kind in rules]
        rewritten: list[dict[str, Any]] = []
        hold = iso(self.clock.now() + HOLD_SCRUBBED)
        found: list[dict[str, Any]] = []
        for game_id in dict.fromkeys(games):  # past the game's own items (its log): "H" on
            found += self.store._query(
                KeyConditionExpression="pk = :pk AND sk > :past",
                ExpressionAttributeValues={":pk": _s(f"GAME#{game_id}"), ":past": _s("H")},
                ProjectionExpression="pk, sk", ConsistentRead=True)
        for key in _listed(PENDING, PENDING_SHARDS):  # the index's view may lag a write: the
            # item is scrubbed as it stands (_scrub), and the table's Scan comes after
            found += self.store._query(IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                                       ExpressionAttributeValues={":pk": _s(key)})
        found += self.store._query(IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                                   ExpressionAttributeValues={":pk": _s("TOURNAMENTS")})
        self._sort(found, address, scrub, doomed, rewritten)
        self._write(doomed, rewritten, scrub, hold)
        if self.rest is None:
            raise ValueError("an erasure's writer needs what does the rest of it")
        self.rest(self, address, scrub)

    def forget_rest(self, address: str, scrub: Callable[[str], str],
                    items: Iterable[dict[str, Any]]) -> tuple[int, int]:
        """The erasure's pass over items of the table's Scan (of SCANNED partitions): what
        names the person deleted, what mentions them scrubbed; (deleted, scrubbed)."""
        doomed: list[dict[str, Any]] = []
        rewritten: list[dict[str, Any]] = []
        self._sort(items, address, scrub, doomed, rewritten)
        self._write(doomed, rewritten, scrub, iso(self.clock.now() + HOLD_SCRUBBED))
        return len(doomed), len(rewritten)

    def _sort(self, items: Iterable[dict[str, Any]], address: str, scrub: Callable[[str], str],
              doomed: list[dict[str, Any]], rewritten: list[dict[str, Any]]) -> None:
        """Sort items into those to delete and those to scrub."""
        for item in items:
            if item["pk"]["S"].startswith("GAME#"):
                sk = item["sk"]["S"]
                # the processed-mail records and move claims keyed "<sender> <Message-ID>"
                # (before keyed digests) name the address in their key; and the lines of mails
                # sent, all of them: a line may name the person in any form (a Czech
                # vocative); a reply to those mails is read by the general rules alone
                if sk.startswith(("MAIL#", "IDEM#")) and address in sk.lower() \
                        or sk.startswith(WORDS_PREFIX):
                    doomed.append({"pk": item["pk"], "sk": item["sk"]})
                continue
            if "data" not in item:
                continue
            data = item["data"]["S"]
            mail = item["pk"]["S"].startswith("OUTBOX#")
            if mail and normal_address(json.loads(data).get("email", "")) == address:
                doomed.append({"pk": item["pk"], "sk": item["sk"]})
            elif scrub(data) != data:
                rewritten.append(item)

    def _write(self, doomed: list[dict[str, Any]], rewritten: list[dict[str, Any]],
               scrub: Callable[[str], str], hold: str) -> None:
        unique = list({(k["pk"]["S"], k["sk"]["S"]): k for k in doomed}.values())
        self._batch_write([{"DeleteRequest": {"Key": key}} for key in unique])
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

    def _batch_write(self, requests: list[dict[str, Any]]) -> None:
        """BatchWriteItem in pages of 25, the unprocessed items sent again."""
        for start in range(0, len(requests), 25):
            pending = {self.table: requests[start:start + 25]}
            while pending:
                pending = self.client.batch_write_item(
                    RequestItems=pending).get("UnprocessedItems") or {}

