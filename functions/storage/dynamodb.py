"""The DynamoDB store: one table, one Query to load a game, one TransactWriteItems per change.

Keys (docs/storage.md has the full picture):
  game item     pk GAME#<id>  sk GAME                   gsi2 STATUS#<status>#<shard>, due_pk DUE#<shard>/due_at (sparse)
  log entry     pk GAME#<id>  sk GAME#MOVE#<seq:09d>    immutable, put with attribute_not_exists
  idempotency   pk GAME#<id>  sk IDEM#<key>             claims the key, attribute_not_exists
  membership    pk GAME#<id>  sk MEMBER#<seat|organizer> gsi1 PLAYER#<email> / ORGANIZER#<email>
                pk GAME#<id>  sk MEMBER#former:<seat>:<n> gsi1 FORMER#<email> (replaced: erasure finds them)
  notification  pk OUTBOX#<id> sk OUTBOX                 gsi2 OUTBOX#PENDING#<shard> until sent; TTL a week after;
                                                        claimed_until while a sender holds it,
                                                        send_started once its send began
  bad address   pk ADDRESS#<email> sk UNDELIVERABLE     bounced or complained: never mailed again;
                                                        gsi2 UNDELIVERABLE (the operator's list)
  inbound mail  pk GAME#<id>  sk MAIL#<key>              processed already; TTL a month later
  answer        pk GAME#<id>  sk ANSWERED#<counter>#<key>  rate limits of answers (the counter
                                                        escaped, see _answered_prefix); TTL a day later
  sent words    pk GAME#<id>  sk WORDS#<seat>#<version:09d>#<notification id>  a mail's lines,
                                                        deflated; TTL a month later
  table talk    pk GAME#<id>  sk GAME!PRESS#<seq:09d>   immutable, put with attribute_not_exists
  sign-in link  pk ADDRESS#<email> sk SIGNIN#<token id>  issued at, used_at once used; TTL a day
                                                         after it expires
  sessions      pk ADDRESS#<email> sk SESSIONS          the address's session generation
  tournament    pk TOURNAMENT#<id> sk TOURNAMENT         gsi2 TOURNAMENTS / <created_at>#<id>,
                                                        due_pk DUE#TOURNAMENTS/due_at (sparse)
  its game      pk GAME#<id>  sk TOURNAMENT              the tournament the game belongs to
  rating        pk RATING#<rules> sk PLAYER#<email|bot:level>  one Query lists a game type
  rated game    pk GAME#<id>  sk RATED                   the game's ratings were recorded
The game item carries a snapshot of the rules state (attribute `snapshot`, see snapshot.py),
normally taken at the last log entry. Its talk sorts right after it, before the log, so loading
a game is one Query from "GAME" to the end of the talk; only when the snapshot lags (a game
stored before snapshots, rules that cannot dump a state) does a second Query read the log
entries after it. The whole log (export, replays) is one Query on "GAME#MOVE#".
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, overload

from botocore.exceptions import ClientError

from functions.service.ledger.snapshot import Snapshot
from functions.service.records.forms import SCHEMA
from functions.service.records.game import RUNNING, STATUSES, GameRecord
from functions.service.records.labels import normal_address
from functions.service.records.moves import LOG_FORM, LogEntry
from functions.service.records.notifications import Notification
from functions.service.records.talk import PressMessage
from functions.service.store import (
    ANSWER_RETENTION,
    MAIL_RETENTION,
    REGISTERS,
    SENT_RETENTION,
    SIGN_IN_RETENTION,
    Change,
    ChangeTooLarge,
    DuplicateSubmission,
    ForMail,
    GameNotFound,
    GameOver,
    StoredGame,
    VersionConflict,
)

GAME_SK = "GAME"
MOVE_PREFIX = "GAME#MOVE#"
# Talk sorts between the game item and its log ("!" sorts before "#"), so the one Query of a
# load reads the game item and the talk, and never the log.
PRESS_PREFIX = "GAME!PRESS#"
WORDS_PREFIX = "WORDS#"  # the lines of mails sent (after the game's items: "W" sorts after "G")
PENDING = "OUTBOX#PENDING"  # + "#<shard>"; alone, the key of items written before shards
UNDELIVERABLE = "UNDELIVERABLE"  # gsi2: the marked addresses, for `pbm undeliverable list`
DUE = "DUE"
DUE_TOURNAMENTS = "DUE#TOURNAMENTS"  # the due index's partition of the tournaments (few)
# The due index is spread over this many partitions (DUE#0 .. DUE#15, by the game id's hash), so
# a million running games never crowd one partition; a sweep reads each shard once.
DUE_SHARDS = 16
# The running games' and the pending mail's gsi2 keys are spread the same way (STATUS#running#<n>
# by the game id, OUTBOX#PENDING#<n> by the notification id): every move rewrites its game's
# index entry and writes its mails', and one key would take them all. A listing reads each
# shard (and the unsharded key, where items written before the shards still are) and merges.
# The other statuses are written a few times in a game's life: one key each. The public games
# page reads the running games, so their shards are fewer (each a Query per page); the pending
# mail is read by sweeps alone.
PENDING_SHARDS = 16
RUNNING_SHARDS = 4
MAX_TRANSACTION_ITEMS = 100  # TransactWriteItems' limit
# A processed inbound mail is remembered this long (TTL): SES and `pbm mail-in` retry within
# hours, so a month is ample and the records do not pile up.


# A claim on an outbox item: taken when it is stored, unsent and not held by a live claim
_CLAIM = "SET claimed_until = :until REMOVE send_started"
_CLAIMABLE = ("attribute_exists(pk) AND attribute_not_exists(sent_at) AND "
              "(attribute_not_exists(claimed_until) OR claimed_until <= :at)")


def _shard(key: str, shards: int) -> int:
    """A stable shard number of `key` among `shards`."""
    return int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) % shards


def due_shard(game_id: str) -> str:
    """The `due` index partition of a game: DUE#<n>, n from a stable hash of its id."""
    return f"{DUE}#{_shard(game_id, DUE_SHARDS)}"


def status_key(status: str, game_id: str) -> str:
    """The gsi2 partition of a game in that status: STATUS#running#<n>, else STATUS#<status>."""
    if status != RUNNING:
        return f"STATUS#{status}"
    return f"STATUS#{status}#{_shard(game_id, RUNNING_SHARDS)}"


def pending_key(notification_id: str) -> str:
    """The gsi2 partition of a pending notification: OUTBOX#PENDING#<n>."""
    return f"{PENDING}#{_shard(notification_id, PENDING_SHARDS)}"


def _listed(key: str, shards: int) -> list[str]:
    """The gsi2 partitions of one listing: its shards, then the key written before them."""
    return [*(f"{key}#{n}" for n in range(shards)), key]


def _status_listed(status: str) -> list[str]:
    """The gsi2 partitions of the games in that status."""
    return _listed(f"STATUS#{status}", RUNNING_SHARDS) if status == RUNNING else [
        f"STATUS#{status}"]


def _s(value: str) -> dict[str, str]:
    return {"S": value}


def _n(value: int) -> dict[str, str]:
    return {"N": str(value)}


class DynamoStore:
    """GameStore on a DynamoDB table built from infra/template.yaml."""

    def __init__(self, client: Any, table: str):
        self.client = client
        self.table = table

    # ---- writing ---------------------------------------------------------------------------

    def apply(self, change: Change) -> None:
        """One TransactWriteItems; a failed condition becomes VersionConflict/DuplicateSubmission.
        An outbox item stored already is left as it is (sent, or being sent: a second write of
        its key would make it pending again and send it twice): the change is written again
        without it."""
        mails = list(change.notifications)
        while True:
            items, claims, first_mail = self._change_items(change, mails)
            try:
                self.client.transact_write_items(TransactItems=items)
            except ClientError as exc:
                codes = _cancellation_codes(exc)
                if any(i < len(codes) and codes[i] == "ConditionalCheckFailed" for i in claims):
                    raise DuplicateSubmission(change.game.id) from None
                stored = _stored_mails(codes, first_mail, len(mails))
                if stored:
                    mails = [n for i, n in enumerate(mails) if i not in stored]
                    continue
                if {"ConditionalCheckFailed", "TransactionConflict"} & set(codes) or not codes:
                    raise VersionConflict(change.game.id) from None
                raise
            return

    def _change_items(self, change: Change, mails: Sequence[Notification]
                      ) -> tuple[list[dict[str, Any]], list[int], int]:
        """The items of `change`'s transaction with `mails` for its outbox: the items, the
        positions of its idempotency items and the position of its first mail."""
        items = [self._game_put(change)]
        claims: list[int] = []  # positions of the idempotency items, to read cancellation reasons
        # a mail's last write claims the mail, which claims its lines' keys (see Change): one
        # item, not two, for the common move by mail
        mail_lines = f"{change.processed_mail[0]}:" if change.processed_mail else None
        for entry in change.entries:
            items.append({"Put": {
                "TableName": self.table, "Item": move_item(change.game.id, entry),
                "ConditionExpression": "attribute_not_exists(pk)"}})
            key = entry.idempotency_key
            if key is not None and not (mail_lines and key.startswith(mail_lines)):
                claims.append(len(items))
                items.append({"Put": {
                    "TableName": self.table,
                    "Item": {"pk": _s(f"GAME#{change.game.id}"),
                             "sk": _s(f"IDEM#{entry.idempotency_key}"),
                             "seq": _n(entry.seq), "version": _n(entry.version)},
                    "ConditionExpression": "attribute_not_exists(pk)"}})
        if change.members_changed or change.expected_version == 0:
            items += [{"Put": {"TableName": self.table, "Item": item}}
                      for item in _member_items(change.game)]
        first_mail = len(items)
        items += self._mail_puts(mails)
        if change.processed_mail is not None:
            claims.append(len(items))  # taken already: the mail was answered by another write
            items.append({"Put": {"TableName": self.table,
                                  "Item": _mail_item(change.game.id, *change.processed_mail),
                                  "ConditionExpression": "attribute_not_exists(pk)"}})
        if len(items) > MAX_TRANSACTION_ITEMS:
            # DynamoDB would refuse it with a bare ValidationException; say what went wrong
            raise ChangeTooLarge(f"game {change.game.id}: {len(items)} items in one change, "
                                 f"DynamoDB writes at most {MAX_TRANSACTION_ITEMS} atomically")
        return items, claims, first_mail

    def _mail_puts(self, mails: Sequence[Notification]) -> list[dict[str, Any]]:
        """A transaction's puts of outbox items, each unless its key is stored: a second write
        of a key (the same answer recorded again) never makes a sent mail pending again."""
        return [{"Put": {"TableName": self.table, "Item": _notification_item(n),
                         "ConditionExpression": "attribute_not_exists(pk)"}} for n in mails]

    def _game_put(self, change: Change) -> dict[str, Any]:
        game = change.game
        item = {
            "pk": _s(f"GAME#{game.id}"), "sk": _s(GAME_SK),
            "version": _n(game.version), "status": _s(game.status),
            "data": _packed(game.to_json()),
            "gsi2pk": _s(status_key(game.status, game.id)),
            "gsi2sk": _s(f"{game.created_at}#{game.id}"),
        }
        if game.to_move:
            item["to_move"] = _s(game.to_move)
        if change.snapshot is not None:
            item["snapshot"] = _packed(change.snapshot.to_json())
        if game.due_at:
            item["due_pk"], item["due_at"] = _s(due_shard(game.id)), _s(game.due_at)
        if change.due_before:
            # its wake-up is taken back, also when nothing is due any more (a game whose
            # game-over work is done); the same as due_at: the wake-up set for it stays
            item["due_before"] = _s(change.due_before)
        put: dict[str, Any] = {"TableName": self.table, "Item": item}
        if change.expected_version == 0:
            put["ConditionExpression"] = "attribute_not_exists(pk)"
        else:
            put["ConditionExpression"] = "#version = :expected"
            put["ExpressionAttributeNames"] = {"#version": "version"}
            put["ExpressionAttributeValues"] = {":expected": _n(change.expected_version)}
        return {"Put": put}

    # ---- reading ---------------------------------------------------------------------------

    def load(self, game_id: str) -> StoredGame:
        """The game item with its snapshot and its talk: one strongly consistent Query (more
        pages only past 1 MB of talk); the log entries after the snapshot (the whole log without
        one) are read by a second Query only when there are any, so a load reads a bounded
        number of items whatever the game's length."""
        items = list(self._query(
            KeyConditionExpression="pk = :pk AND sk BETWEEN :game AND :talk",
            ExpressionAttributeValues={":pk": _s(f"GAME#{game_id}"), ":game": _s(GAME_SK),
                                       ":talk": _s(f"{PRESS_PREFIX}{'9' * 9}")},
            ConsistentRead=True))
        if not items or items[0]["sk"]["S"] != GAME_SK:
            raise GameNotFound(game_id)
        talk = tuple(PressMessage.from_dict(json.loads(i["data"]["S"])) for i in items[1:])
        return self._stored_game(game_id, items[0], talk)

    def load_for_mail(self, game_id: str, ids: Sequence[str], address: str) -> ForMail:
        """The game item, the notifications among `ids`, the address's undeliverable mark and
        its register in one strongly consistent BatchGetItem (no talk: a mail does not show
        it); the log after a lagging snapshot is a second read, as in `load`."""
        read = self.load_for_mails([(game_id, ids, address)])[0]
        if read is None:
            raise GameNotFound(game_id)
        return read

    def load_for_mails(self, wanted: Sequence[tuple[str, Sequence[str], str]]
                       ) -> list[ForMail | None]:
        """`load_for_mail` for each (game id, read-back ids, address) of a batch of mails (the
        addresses' registers too), all in one strongly consistent BatchGetItem (more only past 100 keys); None for a mail
        whose game is not stored."""
        games = {game_id: {"pk": _s(f"GAME#{game_id}"), "sk": _s(GAME_SK)}
                 for game_id, _, _ in wanted}
        keys = {_pair(k): k for k in [
            *games.values(), *(_address_key(address) for _, _, address in wanted),
            *(_register_key(address) for _, _, address in wanted),
            *(_outbox_key(nid) for _, ids, _ in wanted for nid in ids)]}
        items = {_pair(i): i for i in self._batch_get(list(keys.values()))}
        stored: dict[str, StoredGame] = {}
        found: list[ForMail | None] = []
        for game_id, ids, address in wanted:
            item = items.get((f"GAME#{game_id}", GAME_SK))
            if item is None:
                found.append(None)
                continue
            if game_id not in stored:
                stored[game_id] = self._stored_game(game_id, item)
            bad = items.get(_pair(_address_key(address)), {}).get("reason")
            register = items.get(_pair(_register_key(address)), {}).get("register")
            waiting = [_stored_notification(items[key]) for key in dict.fromkeys(
                (f"OUTBOX#{nid}", "OUTBOX") for nid in ids) if key in items]
            found.append(ForMail(stored[game_id], waiting, bad["S"] if bad else None,
                                 register["S"] if register else None))
        return found

    def _stored_game(self, game_id: str, item: dict[str, Any],
                     talk: tuple[PressMessage, ...] = ()) -> StoredGame:
        """The game as stored from its game item, with the log after its snapshot."""
        game = _game_record(item)
        snapshot = Snapshot.from_json(_unpacked(item.get("snapshot")))
        # the game item says how long its log is: entries past the snapshot are read only then,
        # and never past that length (a racing write may have added more since the item was read)
        after = snapshot.seq if snapshot is not None else 0
        tail = self.log(game_id, after, game.moves) if game.moves > after else ()
        return StoredGame(game, tail, snapshot, talk)

    def log(self, game_id: str, after: int = 0, upto: int = 999_999_999
            ) -> tuple[LogEntry, ...]:
        """The game's log entries after position `after` (up to `upto`): one strongly
        consistent Query (more pages only past 1 MB)."""
        return tuple(_entry(item) for item in self._query(
            KeyConditionExpression="pk = :pk AND sk BETWEEN :first AND :last",
            ExpressionAttributeValues={":pk": _s(f"GAME#{game_id}"),
                                       ":first": _s(f"{MOVE_PREFIX}{after + 1:09d}"),
                                       ":last": _s(f"{MOVE_PREFIX}{upto:09d}")},
            ConsistentRead=True))

    def games(self) -> list[GameRecord]:
        """Every game, newest first (index queries per status and shard, no Scan)."""
        games = [_game_record(item)
                 for status in STATUSES for key in _status_listed(status)
                 for item in self._query(
                     IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                     ExpressionAttributeValues={":pk": _s(key)})]
        return _newest_first(games)

    def newest_games(self, statuses: Sequence[str], limit: int,
                     before: tuple[str, str] | None = None) -> list[GameRecord]:
        """Up to `limit` games in these statuses, newest first, created before `before` (see
        GameStore.newest_games): one page of at most `limit` items of the status index per
        status and shard, newest first, merged."""
        condition, values = "gsi2pk = :pk", {}
        if before is not None:
            condition += " AND gsi2sk < :before"  # `<created_at>#<id>` sorts as the pair does
            values[":before"] = _s(f"{before[0]}#{before[1]}")
        games = [_game_record(item)
                 for status in statuses for key in _status_listed(status)
                 for item in self.client.query(
                     TableName=self.table, IndexName="gsi2", KeyConditionExpression=condition,
                     ExpressionAttributeValues={**values, ":pk": _s(key)},
                     ScanIndexForward=False, Limit=limit).get("Items", [])]
        return _newest_first(games)[:limit]

    def games_of_player(self, email: str) -> list[str]:
        """Ids of the games where that e-mail holds a seat, newest first."""
        return self._member_games(f"PLAYER#{normal_address(email)}")

    def games_of_organizer(self, email: str) -> list[str]:
        """Ids of the games that e-mail organizes, newest first."""
        return self._member_games(f"ORGANIZER#{normal_address(email)}")

    def games_of_former(self, email: str) -> list[str]:
        """Ids of the games where that e-mail held a seat and was replaced, newest first."""
        return self._member_games(f"FORMER#{normal_address(email)}")

    def _member_games(self, key: str) -> list[str]:
        ids: list[str] = []
        for item in self._query(IndexName="gsi1", KeyConditionExpression="gsi1pk = :pk",
                                ExpressionAttributeValues={":pk": _s(key)},
                                ScanIndexForward=False):
            game_id = item["pk"]["S"].removeprefix("GAME#")
            if game_id not in ids:
                ids.append(game_id)
        return ids

    def due_games(self, now: str) -> list[str]:
        """Ids of the games something is due for at or before `now`, soonest first: one Query
        of the sparse `due` index per shard, reading only the due games' keys."""
        due = sorted((item["due_at"]["S"], item["pk"]["S"].removeprefix("GAME#"))
                     for shard in range(DUE_SHARDS)
                     for item in self._query(
                         IndexName="due", KeyConditionExpression="due_pk = :due AND due_at <= :now",
                         ExpressionAttributeValues={":due": _s(f"{DUE}#{shard}"), ":now": _s(now)}))
        return [game_id for _, game_id in due]

    def pending_notifications(self, limit: int = 100,
                              after: Notification | None = None) -> list[Notification]:
        """Notifications not yet marked sent, oldest first (after `after`, when given): the
        first `limit` of each shard of the pending index, merged."""
        found: list[tuple[str, dict[str, Any]]] = []
        condition, values = "gsi2pk = :pk", {}
        if after is not None:
            condition += " AND gsi2sk > :after"
            values[":after"] = _s(_pending_order(after))
        for key in _listed(PENDING, PENDING_SHARDS):
            for taken, item in enumerate(self._query(
                    IndexName="gsi2", KeyConditionExpression=condition, Limit=limit,
                    ExpressionAttributeValues={**values, ":pk": _s(key)}), 1):
                found.append((item["gsi2sk"]["S"], item))
                if taken >= limit:
                    break
        found.sort(key=lambda pair: pair[0])
        return [Notification.from_dict(json.loads(item["data"]["S"]))
                for _, item in found[:limit]]

    def mark_sent(self, ids: Sequence[str], at: str) -> None:
        """Mark those notifications sent: out of the pending index, expiring by TTL later."""
        expires = int((datetime.fromisoformat(at) + SENT_RETENTION).timestamp())
        updates = [{
            "TableName": self.table, "Key": _outbox_key(nid),
            "UpdateExpression": "SET sent_at = :at, expires_at = :exp REMOVE gsi2pk, gsi2sk",
            "ConditionExpression": "attribute_exists(pk) AND attribute_not_exists(sent_at)",
            "ExpressionAttributeValues": {":at": _s(at), ":exp": _n(expires)}}
            for nid in dict.fromkeys(ids)]
        # a batch's marks in one request; one sent already (or unknown) cancels it, and then
        # each is marked on its own
        for update in self._each_unless_all(updates):
            try:
                self.client.update_item(**update)
            except ClientError as exc:
                if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                    raise

    def _each_unless_all(self, updates: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Write `updates` (conditional UpdateItems) in one TransactWriteItems when there are
        several and at most MAX_TRANSACTION_ITEMS: none is left to do. When a condition cancels
        the transaction (or there is one update, or too many), all are left, to be written one
        by one, so that a failed condition fails only its own item."""
        if not 1 < len(updates) <= MAX_TRANSACTION_ITEMS:
            return updates
        try:
            self.client.transact_write_items(
                TransactItems=[{"Update": update} for update in updates])
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "TransactionCanceledException":
                raise
            return updates
        return []

    def claim_many(self, ids: Sequence[str], at: str, until: str) -> dict[str, str | None]:
        """`claim` for each of `ids` in one TransactWriteItems, unless any of them is sent or
        claimed already, or a send began under the lapsed claim it would take over: then each
        is claimed on its own, learning when that send began from the item's old values (a
        dead sender's mail may repeat: said so, see Postman.on_resend). The ids claimed, in
        order, each with that time (None: no send began, nothing can repeat)."""
        wanted = list(dict.fromkeys(ids))
        claims = [{
            "TableName": self.table, "Key": _outbox_key(nid), "UpdateExpression": _CLAIM,
            "ConditionExpression": f"{_CLAIMABLE} AND attribute_not_exists(send_started)",
            "ExpressionAttributeValues": {":until": _s(until), ":at": _s(at)}}
            for nid in wanted]
        if len(wanted) > 1 and not self._each_unless_all(claims):
            return dict.fromkeys(wanted)
        taken: dict[str, str | None] = {}
        for nid in wanted:
            old = self._claim(nid, at, until)
            if old is not None:
                started = old.get("send_started")
                taken[nid] = started["S"] if started else None
        return taken

    def claim(self, notification_id: str, at: str, until: str) -> bool:
        """Take the notification for sending until `until`, unless it is sent or claimed."""
        return self._claim(notification_id, at, until) is not None

    def _claim(self, notification_id: str, at: str, until: str) -> dict[str, Any] | None:
        """`claim`: the attributes it changed as they were (None: not claimed)."""
        try:
            return self.client.update_item(
                TableName=self.table, Key=_outbox_key(notification_id),
                UpdateExpression=_CLAIM, ConditionExpression=_CLAIMABLE,
                ExpressionAttributeValues={":until": _s(until), ":at": _s(at)},
                ReturnValues="UPDATED_OLD").get("Attributes", {})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise
            return None

    def release(self, notification_id: str, until: str) -> None:
        """Give up our claim (made with `until`) on an unsent notification."""
        try:
            self.client.update_item(
                TableName=self.table, Key=_outbox_key(notification_id),
                UpdateExpression="REMOVE claimed_until, send_started",
                ConditionExpression="attribute_not_exists(sent_at) AND claimed_until = :until",
                ExpressionAttributeValues={":until": _s(until)})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise

    def start_send(self, notification_id: str, until: str, at: str) -> bool:
        """Note that the send under our claim (made with `until`) began at `at`."""
        try:
            self.client.update_item(
                TableName=self.table, Key=_outbox_key(notification_id),
                UpdateExpression="SET send_started = :at",
                ConditionExpression="attribute_not_exists(sent_at) AND claimed_until = :until",
                ExpressionAttributeValues={":until": _s(until), ":at": _s(at)})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise
            return False
        return True

    def add_notifications(self, notifications: Sequence[Notification]) -> None:
        """Put each notification unless its id is stored already (a repeat changes nothing)."""
        for notification in notifications:
            try:
                self.client.put_item(TableName=self.table, Item=_notification_item(notification),
                                     ConditionExpression="attribute_not_exists(pk)")
            except ClientError as exc:
                if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                    raise

    def notification(self, notification_id: str) -> Notification | None:
        """The stored notification with its sent time (a strongly consistent read), or None."""
        item = self.client.get_item(
            TableName=self.table, ConsistentRead=True,
            Key=_outbox_key(notification_id)).get("Item")
        if item is None:
            return None
        notification = Notification.from_dict(json.loads(item["data"]["S"]))
        sent, claimed = item.get("sent_at"), item.get("claimed_until")
        return replace(notification, sent_at=sent["S"] if sent else None,
                       claimed_until=claimed["S"] if claimed else None)

    def mark_undeliverable(self, email: str, reason: str, at: str) -> None:
        """Remember that address as undeliverable (the first reason is kept; listed through
        gsi2 UNDELIVERABLE for the operator)."""
        address = normal_address(email)
        try:
            self.client.put_item(
                TableName=self.table, ConditionExpression="attribute_not_exists(reason)",
                Item={**_address_key(address), "reason": _s(reason), "at": _s(at),
                      "gsi2pk": _s(UNDELIVERABLE), "gsi2sk": _s(f"{at}#{address}")})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise

    def undeliverable(self, email: str) -> str | None:
        """Why that address is not mailed, or None (a mark the operator cleared has none)."""
        item = self.client.get_item(
            TableName=self.table, ConsistentRead=True, Key=_address_key(email)).get("Item")
        return item["reason"]["S"] if item and "reason" in item else None

    def undeliverable_addresses(self) -> list[tuple[str, str, str]]:
        """Every address marked undeliverable, oldest mark first (a Query of gsi2)."""
        found, start = [], None
        while True:
            page = self.client.query(
                TableName=self.table, IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                ExpressionAttributeValues={":pk": _s(UNDELIVERABLE)},
                **({"ExclusiveStartKey": start} if start else {}))
            found += [(item["pk"]["S"].removeprefix("ADDRESS#"), item["reason"]["S"],
                       item["at"]["S"]) for item in page["Items"]]
            start = page.get("LastEvaluatedKey")
            if not start:
                return found

    def clear_undeliverable(self, email: str) -> bool:
        """Take the mark off (an update, so the functions' roles need no DeleteItem)."""
        try:
            self.client.update_item(
                TableName=self.table, Key=_address_key(email),
                ConditionExpression="attribute_exists(reason)",
                UpdateExpression="REMOVE reason, gsi2pk, gsi2sk")
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise
            return False
        return True

    def mark_mail_processed(self, game_id: str, key: str, at: str) -> None:
        """Put the mail's item in the game's partition unless it is there (the first is kept)."""
        try:
            self.client.put_item(
                TableName=self.table, ConditionExpression="attribute_not_exists(pk)",
                Item=_mail_item(game_id, key, at))
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise

    def record_answer(self, game_id: str, seat: str, key: str, at: str) -> None:
        """Put the answer's item under its counter and key unless it is there (the first time
        is kept; one withheld is recorded afresh; it expires a day after it)."""
        expires = int((datetime.fromisoformat(at) + ANSWER_RETENTION).timestamp())
        try:
            self.client.put_item(
                TableName=self.table,
                ConditionExpression="attribute_not_exists(pk) OR attribute_exists(withheld)",
                Item={"pk": _s(f"GAME#{game_id}"), "sk": _s(_answered_prefix(seat) + key),
                      "at": _s(at), "expires_at": _n(expires)})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise

    def forget_answer(self, game_id: str, seat: str, key: str) -> None:
        """Mark the answer's item withheld (it was never sent), which no count takes in; gone
        already (lapsed) is fine. An update, not a delete: the functions that answer mail may
        not delete items of the table (least privilege, infra/template.yaml)."""
        try:
            self.client.update_item(
                TableName=self.table, ConditionExpression="attribute_exists(pk)",
                Key={"pk": _s(f"GAME#{game_id}"), "sk": _s(_answered_prefix(seat) + key)},
                UpdateExpression="SET withheld = :yes",
                ExpressionAttributeValues={":yes": {"BOOL": True}})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise

    def answers_since(self, game_id: str, seat: str, since: str, besides: str = "",
                      through: tuple[str, str] | None = None) -> int:
        """Count the counter's answer items from `since` on but the one keyed `besides` (one
        strongly consistent Query of its items, filtered; they lapse after a day, so few are
        read); with `through`, only those up to that time and key."""
        prefix = _answered_prefix(seat)
        kwargs: dict[str, Any] = {
            "TableName": self.table, "Select": "COUNT", "ConsistentRead": True,
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "FilterExpression": "#at >= :since AND sk <> :besides "
                                "AND attribute_not_exists(withheld)",
            "ExpressionAttributeNames": {"#at": "at"},
            "ExpressionAttributeValues": {":pk": _s(f"GAME#{game_id}"), ":prefix": _s(prefix),
                                          ":since": _s(since), ":besides": _s(prefix + besides)}}
        if through is not None:
            kwargs["FilterExpression"] += " AND (#at < :upto OR (#at = :upto AND sk <= :last))"
            kwargs["ExpressionAttributeValues"].update(
                {":upto": _s(through[0]), ":last": _s(prefix + through[1])})
        return self._count(kwargs)

    def sent_words(self, game_id: str, seat: str, version: int) -> list[str] | None:
        """The lines kept for the seat's mails of that version (one eventually consistent Query:
        they were written when the mail went, long before its reply), or None."""
        items = list(self._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :prefix)",
            ExpressionAttributeValues={":pk": _s(f"GAME#{game_id}"),
                                       ":prefix": _s(_words_sk(seat, version))}))
        if not items:
            return None
        return [line for item in items
                for line in zlib.decompress(item["lines"]["B"]).decode("utf-8").split("\n")]

    def mail_processed(self, game_id: str, key: str) -> bool:
        """Whether the mail's item is there (a strongly consistent read)."""
        return "Item" in self.client.get_item(
            TableName=self.table, ConsistentRead=True, Key=_mail_key(game_id, key),
            ProjectionExpression="pk")

    def add_mail(self, game_id: str, version: int,
                 notifications: Sequence[Notification]) -> None:
        """One TransactWriteItems: the game item checked at `version` and each mail put unless
        its id is stored (those stored are left out and the rest written again)."""
        check = self._version_check(game_id, version)
        waiting = list(notifications)
        while waiting:
            if len(waiting) + 1 > MAX_TRANSACTION_ITEMS:
                raise ChangeTooLarge(f"game {game_id}: {len(waiting)} mails in one write")
            try:
                self.client.transact_write_items(TransactItems=[check, *self._mail_puts(waiting)])
            except ClientError as exc:
                codes = _cancellation_codes(exc)
                taken = {i for i, code in enumerate(codes[1:]) if code == "ConditionalCheckFailed"}
                # DynamoDB names an item that passed "None"
                if not codes or codes[0] not in (None, "None") or not taken:
                    raise VersionConflict(f"{game_id} is not at version {version}") from None
                waiting = [n for i, n in enumerate(waiting) if i not in taken]
                continue
            return

    def _version_check(self, game_id: str, version: int) -> dict[str, Any]:
        """A transaction's item that holds only while the game item is at `version`."""
        return {"ConditionCheck": {
            "TableName": self.table, "Key": {"pk": _s(f"GAME#{game_id}"), "sk": _s(GAME_SK)},
            "ConditionExpression": "#version = :version",
            "ExpressionAttributeNames": {"#version": "version"},
            "ExpressionAttributeValues": {":version": _n(version)}}}

    def add_press(self, game_id: str, message: PressMessage,
                  notifications: Sequence[Notification] = (), *,
                  version: int | None = None) -> None:
        """One TransactWriteItems: the message (its seq not taken yet) and its mails (each
        unless its key is stored, see _mail_puts), and the game item checked at `version` when
        given."""
        mails = list(notifications)
        check: list[dict[str, Any]] = [] if version is None else [self._version_check(
            game_id, version)]
        while True:
            items = [*check, {"Put": {
                "TableName": self.table, "ConditionExpression": "attribute_not_exists(pk)",
                "Item": {"pk": _s(f"GAME#{game_id}"), "sk": _s(f"{PRESS_PREFIX}{message.seq:09d}"),
                         "data": _s(json.dumps(message.to_dict(), separators=(",", ":")))}}},
                     *self._mail_puts(mails)]
            if len(items) > MAX_TRANSACTION_ITEMS:
                raise ChangeTooLarge(f"game {game_id}: {len(items)} items in one message")
            try:
                self.client.transact_write_items(TransactItems=items)
            except ClientError as exc:
                stored = _stored_mails(_cancellation_codes(exc), len(check) + 1, len(mails))
                if stored:
                    mails = [n for i, n in enumerate(mails) if i not in stored]
                    continue
                raise VersionConflict(f"{game_id}: message {message.seq} is taken, or the game "
                                      f"moved on from version {version}") from None
            return

    def add_sign_in(self, token_id: str, email: str, at: str, expires: str) -> None:
        """Put the link's item in the address's partition unless it is there."""
        lapses = int((datetime.fromisoformat(expires) + SIGN_IN_RETENTION).timestamp())
        try:
            self.client.put_item(
                TableName=self.table, ConditionExpression="attribute_not_exists(pk)",
                Item={**_sign_in_key(email, token_id), "at": _s(at), "expires": _s(expires),
                      "expires_at": _n(lapses)})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise

    def sign_ins_since(self, email: str, since: str) -> int:
        """Count the address's link items issued from `since` on (one strongly consistent
        Query of its partition; few links live there, as they lapse)."""
        kwargs = {
            "TableName": self.table, "Select": "COUNT", "ConsistentRead": True,
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "FilterExpression": "#at >= :since", "ExpressionAttributeNames": {"#at": "at"},
            "ExpressionAttributeValues": {":pk": _s(f"ADDRESS#{normal_address(email)}"),
                                          ":prefix": _s("SIGNIN#"), ":since": _s(since)}}
        return self._count(kwargs)

    def use_sign_in(self, token_id: str, email: str, at: str) -> bool:
        """Set the link's used_at, on condition that it exists and has none."""
        try:
            self.client.update_item(
                TableName=self.table, Key=_sign_in_key(email, token_id),
                UpdateExpression="SET used_at = :at",
                ConditionExpression="attribute_exists(pk) AND attribute_not_exists(used_at)",
                ExpressionAttributeValues={":at": _s(at)})
        except ClientError as exc:
            if exc.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise
            return False
        return True

    def register_of(self, email: str) -> str | None:
        """The register the address's mail is written in: one strongly consistent GetItem
        (None when never set)."""
        item = self.client.get_item(TableName=self.table, Key=_register_key(email),
                                    ConsistentRead=True).get("Item")
        return item["register"]["S"] if item else None

    def set_register(self, email: str, register: str, at: str) -> None:
        """Remember the register the address writes in (one PutItem in the address's
        partition, which an erasure deletes whole)."""
        if register not in REGISTERS:
            raise ValueError(f"no register {register!r} (known: {', '.join(REGISTERS)})")
        self.client.put_item(TableName=self.table, Item={
            **_register_key(email), "register": _s(register), "at": _s(at)})

    def session_generation(self, email: str) -> int:
        """The address's session generation: one strongly consistent GetItem (0 when none)."""
        item = self.client.get_item(TableName=self.table, Key=_sessions_key(email),
                                    ConsistentRead=True).get("Item")
        return int(item["generation"]["N"]) if item else 0

    def end_sessions(self, email: str) -> int:
        """Add one to the address's session generation (one UpdateItem, atomic)."""
        item = self.client.update_item(
            TableName=self.table, Key=_sessions_key(email), UpdateExpression="ADD generation :one",
            ExpressionAttributeValues={":one": _n(1)}, ReturnValues="UPDATED_NEW")
        return int(item["Attributes"]["generation"]["N"])

    def notifications(self, ids: Sequence[str]) -> list[Notification]:
        """The stored notifications among those ids: one strongly consistent BatchGetItem
        (more only for what DynamoDB leaves unprocessed, or past 100 ids)."""
        return [_stored_notification(item) for item in
                self._batch_get([_outbox_key(nid) for nid in dict.fromkeys(ids)])]

    def _batch_get(self, keys: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The items with those keys: strongly consistent BatchGetItem requests of 100 keys,
        repeated only for what DynamoDB leaves unprocessed."""
        found: list[dict[str, Any]] = []
        while keys:
            chunk, keys = keys[:100], keys[100:]
            request = {self.table: {"Keys": chunk, "ConsistentRead": True}}
            while request:
                answer = self.client.batch_get_item(RequestItems=request)
                found += answer.get("Responses", {}).get(self.table, [])
                request = answer.get("UnprocessedKeys") or {}
        return found

    def sign_ins_of(self, email: str) -> list[dict]:
        """The link items of the address's partition, oldest first."""
        items = self._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :prefix)",
            ExpressionAttributeValues={":pk": _s(f"ADDRESS#{normal_address(email)}"),
                                       ":prefix": _s("SIGNIN#")}, ConsistentRead=True)
        found = [{"at": i["at"]["S"], "expires": i["expires"]["S"],
                  "used_at": i["used_at"]["S"] if "used_at" in i else None} for i in items]
        return sorted(found, key=lambda link: link["at"])

    def prune_sent(self, before: str) -> int:
        """Nothing to do: sent notifications expire by TTL (`expires_at`, see SENT_RETENTION)."""
        return 0

    def prune_expired(self, now: str) -> int:
        """Nothing to do: those records expire by TTL (`expires_at`)."""
        return 0

    # ---- tournaments and ratings ------------------------------------------------------------

    def save_tournament(self, data: dict, expected_version: int,
                        games: Sequence[str] = ()) -> None:
        """One TransactWriteItems: the tournament item guarded by its version, and the links of
        the games to it."""
        put: dict[str, Any] = {"TableName": self.table, "Item": {
            "pk": _s(f"TOURNAMENT#{data['id']}"), "sk": _s("TOURNAMENT"),
            "version": _n(data["version"]), "data": _s(json.dumps(data, separators=(",", ":"))),
            "gsi2pk": _s("TOURNAMENTS"), "gsi2sk": _s(f"{data['created_at']}#{data['id']}")}}
        if data.get("due_at"):  # the sweep reads the due tournaments from a partition of their own
            put["Item"]["due_pk"], put["Item"]["due_at"] = _s(DUE_TOURNAMENTS), _s(data["due_at"])
        if expected_version == 0:
            put["ConditionExpression"] = "attribute_not_exists(pk)"
        else:
            put["ConditionExpression"] = "#version = :expected"
            put["ExpressionAttributeNames"] = {"#version": "version"}
            put["ExpressionAttributeValues"] = {":expected": _n(expected_version)}
        items = [{"Put": put}] + [{"Put": {"TableName": self.table, "Item": {
            **_link_key(game_id), "tournament": _s(data["id"])}}} for game_id in games]
        self._transact(items, f"tournament {data['id']}")

    def tournament(self, tournament_id: str) -> dict | None:
        """The tournament's data (a strongly consistent read), or None."""
        item = self.client.get_item(
            TableName=self.table, ConsistentRead=True,
            Key={"pk": _s(f"TOURNAMENT#{tournament_id}"), "sk": _s("TOURNAMENT")}).get("Item")
        return json.loads(item["data"]["S"]) if item else None

    def tournaments(self) -> list[dict]:
        """Every tournament's data, newest first (one index query)."""
        return [json.loads(item["data"]["S"]) for item in self._query(
            IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
            ExpressionAttributeValues={":pk": _s("TOURNAMENTS")}, ScanIndexForward=False)]

    def due_tournaments(self, now: str) -> list[str]:
        """Ids of the tournaments due at or before `now`: one Query of the `due` index's
        tournament partition (keys only)."""
        return [item["pk"]["S"].removeprefix("TOURNAMENT#") for item in self._query(
            IndexName="due", KeyConditionExpression="due_pk = :due AND due_at <= :now",
            ExpressionAttributeValues={":due": _s(DUE_TOURNAMENTS), ":now": _s(now)})]

    def record_ratings(self, game_id: str, rules: str, ratings: Sequence[dict], at: str,
                       game: Change | None = None) -> bool:
        """One TransactWriteItems: the game's rated mark (first, so a repeat is told apart),
        each rating guarded by its previous version, and the game item guarded by its version."""
        items: list[dict[str, Any]] = [{"Put": {
            "TableName": self.table, "Item": {**_rated_key(game_id), "at": _s(at)},
            "ConditionExpression": "attribute_not_exists(pk)"}}]
        if game is not None:
            items.append(self._game_put(game))
        for rating in ratings:
            put: dict[str, Any] = {"TableName": self.table, "Item": {
                **_rating_key(rules, rating["player"]), "version": _n(rating["version"]),
                "data": _s(json.dumps(rating, separators=(",", ":")))}}
            if rating["version"] == 1:
                put["ConditionExpression"] = "attribute_not_exists(pk)"
            else:
                put["ConditionExpression"] = "#version = :expected"
                put["ExpressionAttributeNames"] = {"#version": "version"}
                put["ExpressionAttributeValues"] = {":expected": _n(rating["version"] - 1)}
            items.append({"Put": put})
        try:
            self._transact(items, f"ratings of game {game_id}")
        except _FirstFailed:
            return False
        return True

    def game_over(self, game_id: str, rules: str, players: Sequence[str]) -> GameOver:
        """One strongly consistent BatchGetItem: the players' ratings, the game's rated mark and
        its link to a tournament (again for the keys DynamoDB leaves unprocessed, if any)."""
        rated, link = _rated_key(game_id), _link_key(game_id)
        keys = [rated, link] + [_rating_key(rules, p) for p in dict.fromkeys(players)]
        by_key = {(item["pk"]["S"], item["sk"]["S"]): item for item in self._batch_get(keys)}
        ratings = {p: json.loads(item["data"]["S"]) for p in players
                   if (item := by_key.get((f"RATING#{rules}", f"PLAYER#{p}")))}
        tournament = by_key.get((link["pk"]["S"], link["sk"]["S"]))
        return GameOver(ratings, (rated["pk"]["S"], rated["sk"]["S"]) in by_key,
                        tournament["tournament"]["S"] if tournament else None)

    def rating(self, rules: str, player: str) -> dict | None:
        """One rating (a strongly consistent read), or None."""
        item = self.client.get_item(TableName=self.table, ConsistentRead=True,
                                    Key=_rating_key(rules, player)).get("Item")
        return json.loads(item["data"]["S"]) if item else None

    def ratings(self, rules: str) -> list[dict]:
        """Every rating in that game type (one Query of its partition)."""
        return [json.loads(item["data"]["S"]) for item in self._query(
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": _s(f"RATING#{rules}")}, ConsistentRead=True)]

    def _transact(self, items: list[dict[str, Any]], what: str) -> None:
        """TransactWriteItems; a failed condition of the first item raises _FirstFailed, of
        another VersionConflict."""
        try:
            self.client.transact_write_items(TransactItems=items)
        except ClientError as exc:
            codes = _cancellation_codes(exc)
            if codes and codes[0] == "ConditionalCheckFailed":
                raise _FirstFailed(what) from None
            raise VersionConflict(what) from None

    def _count(self, kwargs: dict[str, Any]) -> int:
        """The items a COUNT query matches, over every page."""
        count = 0
        while True:
            page = self.client.query(**kwargs)
            count += page["Count"]
            if "LastEvaluatedKey" not in page:
                return count
            kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]

    def _query(self, **kwargs: Any) -> Iterator[dict[str, Any]]:
        while True:
            page = self.client.query(TableName=self.table, **kwargs)
            yield from page.get("Items", [])
            if "LastEvaluatedKey" not in page:
                return
            kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def move_item(game_id: str, entry: LogEntry) -> dict[str, Any]:
    """The immutable DynamoDB item of one log entry."""
    item = {
        "pk": _s(f"GAME#{game_id}"), "sk": _s(f"{MOVE_PREFIX}{entry.seq:09d}"),
        "seq": _n(entry.seq), "player": _s(entry.player), "text": _s(entry.text),
        "source": _s(entry.source), "at": _s(entry.at), "prev": _s(entry.prev),
        "hash": _s(entry.hash), "version": _n(entry.version), SCHEMA: _n(LOG_FORM.version),
    }
    if entry.idempotency_key is not None:
        item["idempotency_key"] = _s(entry.idempotency_key)
    return item


def _entry(item: dict[str, Any]) -> LogEntry:
    """The log entry of an item: today's schema as it is, an older or newer one (no `schema`:
    1) through LogEntry.from_dict."""
    key = item.get("idempotency_key")
    data = {"seq": int(item["seq"]["N"]), "player": item["player"]["S"],
            "text": item["text"]["S"], "source": item["source"]["S"], "at": item["at"]["S"],
            "prev": item["prev"]["S"], "hash": item["hash"]["S"],
            "version": int(item["version"]["N"]), "idempotency_key": key["S"] if key else None}
    schema = int(item[SCHEMA]["N"]) if SCHEMA in item else 1
    if schema == LOG_FORM.version:
        return LogEntry(**data)
    return LogEntry.from_dict({**data, SCHEMA: schema})


def _member_items(game: GameRecord) -> list[dict[str, Any]]:
    order = _s(f"{game.created_at}#{game.id}")
    members = [("organizer", f"ORGANIZER#{game.organizer}")]
    members += [(seat.seat, f"PLAYER#{seat.email}") for seat in game.seats if seat.email]
    members += [(f"former:{label}", f"FORMER#{email}") for label, email in game.former_holders()]
    return [{"pk": _s(f"GAME#{game.id}"), "sk": _s(f"MEMBER#{member}"),
             "gsi1pk": _s(key), "gsi1sk": order} for member, key in members]


def _mail_key(game_id: str, key: str) -> dict[str, Any]:
    return {"pk": _s(f"GAME#{game_id}"), "sk": _s(f"MAIL#{key}")}


def _answered_prefix(counter: str) -> str:
    """The sort key's beginning of a counter's answer items: the counter (a seat, or a seat and
    a suffix the mailroom counts apart, "p1#robot") with its '#' escaped, so that no counter's
    prefix begins another's (issue 43: "p1" took in "p1#texts" and counted each answer twice)."""
    return "ANSWERED#" + counter.replace("%", "%25").replace("#", "%23") + "#"


def _words_sk(seat: str, version: int) -> str:
    """The sort key's beginning of the lines of a seat's mails at a version."""
    return f"{WORDS_PREFIX}{seat}#{version:09d}#"


def _mail_item(game_id: str, key: str, at: str) -> dict[str, Any]:
    """The record of a processed inbound mail; it expires (TTL) after MAIL_RETENTION."""
    expires = int((datetime.fromisoformat(at) + MAIL_RETENTION).timestamp())
    return {**_mail_key(game_id, key), "at": _s(at), "expires_at": _n(expires)}


def _packed(text: str) -> dict[str, Any]:
    """A JSON text as a binary attribute, deflated: DynamoDB bills a binary value by its bytes,
    and the game item, written at every move (twice over in a transaction, once more in its
    index), then stays under 2 KB where its text took 3 or 4."""
    return {"B": zlib.compress(text.encode("utf-8"), 6)}


@overload
def _unpacked(value: dict[str, Any]) -> str: ...
@overload
def _unpacked(value: None) -> None: ...
def _unpacked(value: dict[str, Any] | None) -> str | None:
    """The text `_packed` wrote, or that of a string attribute (a game item written before)."""
    if value is None:
        return None
    if "B" in value:
        return zlib.decompress(value["B"]).decode("utf-8")
    return value["S"]


def _game_record(item: dict[str, Any]) -> GameRecord:
    """The game record a game item (or its `gsi2` entry) holds."""
    return GameRecord.from_dict(json.loads(_unpacked(item["data"])))


def _newest_first(games: list[GameRecord]) -> list[GameRecord]:
    """The games by creation time, then id, both descending (as `gsi2sk` sorts them)."""
    return sorted(games, key=lambda g: (g.created_at, g.id), reverse=True)


def _pair(item: dict[str, Any]) -> tuple[str, str]:
    """An item's (or a key's) partition and sort key, as plain strings."""
    return item["pk"]["S"], item["sk"]["S"]


def _address_key(email: str) -> dict[str, Any]:
    return {"pk": _s(f"ADDRESS#{normal_address(email)}"), "sk": _s("UNDELIVERABLE")}


def _stored_notification(item: dict[str, Any]) -> Notification:
    """A notification item as stored, with its sent time and claim."""
    sent, claimed = item.get("sent_at"), item.get("claimed_until")
    return replace(Notification.from_dict(json.loads(item["data"]["S"])),
                   sent_at=sent["S"] if sent else None,
                   claimed_until=claimed["S"] if claimed else None)


def _outbox_key(notification_id: str) -> dict[str, Any]:
    return {"pk": _s(f"OUTBOX#{notification_id}"), "sk": _s("OUTBOX")}


def _notification_item(notification: Notification) -> dict[str, Any]:
    return {
        **_outbox_key(notification.id),
        "game_id": _s(notification.game_id), "kind": _s(notification.kind),
        "data": _s(json.dumps(notification.to_dict(), separators=(",", ":"))),
        "gsi2pk": _s(pending_key(notification.id)), "gsi2sk": _s(_pending_order(notification)),
    }


def _pending_order(notification: Notification) -> str:
    """The sort key of a pending notification: its creation time, then its id."""
    return f"{notification.created_at}#{notification.id}"


def _sign_in_key(email: str, token_id: str) -> dict[str, Any]:
    return {"pk": _s(f"ADDRESS#{normal_address(email)}"), "sk": _s(f"SIGNIN#{token_id}")}


def _register_key(email: str) -> dict[str, Any]:
    return {"pk": _s(f"ADDRESS#{normal_address(email)}"), "sk": _s("REGISTER")}


def _sessions_key(email: str) -> dict[str, Any]:
    return {"pk": _s(f"ADDRESS#{normal_address(email)}"), "sk": _s("SESSIONS")}


def _cancellation_codes(error: ClientError) -> list[str | None]:
    """Each item's code of a cancelled TransactWriteItems, in order; any other error is raised
    again as it is (throttling, an outage: the caller cannot settle it)."""
    if error.response["Error"]["Code"] != "TransactionCanceledException":
        raise error
    return [reason.get("Code") for reason in error.response.get("CancellationReasons") or []]


def _stored_mails(codes: Sequence[str | None], first: int, count: int) -> set[int]:
    """Of a cancelled transaction's `count` outbox puts from position `first`, the ones whose
    key is stored already, when only they cancelled it (else none: the write failed
    otherwise). DynamoDB names an item that passed "None"."""
    failed = {i for i, code in enumerate(codes) if code not in (None, "None")}
    mails = set(range(first, first + count))
    if not failed or not failed <= mails \
            or any(codes[i] != "ConditionalCheckFailed" for i in failed):
        return set()
    return {i - first for i in failed}


class _FirstFailed(VersionConflict):
    """The condition of a transaction's first item failed."""


def _rated_key(game_id: str) -> dict[str, Any]:
    return {"pk": _s(f"GAME#{game_id}"), "sk": _s("RATED")}


def _link_key(game_id: str) -> dict[str, Any]:
    """The key of the item that links a game to its tournament."""
    return {"pk": _s(f"GAME#{game_id}"), "sk": _s("TOURNAMENT")}


def _rating_key(rules: str, player: str) -> dict[str, Any]:
    return {"pk": _s(f"RATING#{rules}"), "sk": _s(f"PLAYER#{player}")}
