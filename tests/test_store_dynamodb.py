"""What only the DynamoDB adapter has to say: the limits of one TransactWriteItems, and the
items that expire by TTL."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from functions.service.store import Change, ChangeTooLarge
from functions.storage.dynamodb import MAX_TRANSACTION_ITEMS
from tests.test_store_contract import entry, game


def test_a_change_beyond_one_transaction_is_refused_whole_with_a_store_error(dynamodb_store):
    record = game()
    dynamodb_store.apply(Change(record, 0, members_changed=True))
    # each entry with a key is two items (the move and its idempotency claim), plus the game item
    entries = tuple(entry(seq, 2, key=f"k{seq}") for seq in range(1, MAX_TRANSACTION_ITEMS // 2 + 1))
    bigger = Change(game(version=2, moves=len(entries)), 1, entries)
    with pytest.raises(ChangeTooLarge, match="at most 100"):
        dynamodb_store.apply(bigger)
    loaded = dynamodb_store.load("g1")
    assert loaded.game == record and loaded.log == ()


def test_a_processed_mail_is_an_item_of_the_games_partition_that_expires_in_a_month(
        dynamodb_store):
    dynamodb_store.mark_mail_processed("g1", "ses-id-1", "2025-05-01T14:00:00.000Z")
    dynamodb_store.mark_mail_processed("g1", "ses-id-1", "2025-05-20T14:00:00.000Z")
    (item,) = dynamodb_store.client.scan(TableName=dynamodb_store.table)["Items"]
    assert (item["pk"]["S"], item["sk"]["S"]) == ("GAME#g1", "MAIL#ses-id-1")
    expires = datetime.fromtimestamp(int(item["expires_at"]["N"]), UTC)
    assert expires == datetime(2025, 5, 31, 14, tzinfo=UTC)  # 30 days after the first record


def test_sent_mail_expires_by_ttl_a_week_after_it_was_sent(dynamodb_store):
    from tests.test_store_contract import note

    taken, marked = note("g1", 1, "invitation"), note("g1", 2, "your_turn")
    dynamodb_store.apply(Change(game(), 0, notifications=(taken, marked)))
    dynamodb_store.mark_sent([taken.id], "2025-05-01T14:00:00.000Z")
    dynamodb_store.mark_sent([marked.id], "2025-05-02T14:00:00.000Z")
    items = dynamodb_store.client.scan(TableName=dynamodb_store.table)["Items"]
    expiry = {item["pk"]["S"]: datetime.fromtimestamp(int(item["expires_at"]["N"]), UTC)
              for item in items if item["pk"]["S"].startswith("OUTBOX#")}
    assert expiry == {f"OUTBOX#{taken.id}": datetime(2025, 5, 8, 14, tzinfo=UTC),
                      f"OUTBOX#{marked.id}": datetime(2025, 5, 9, 14, tzinfo=UTC)}
    assert dynamodb_store.prune_sent("2025-06-01T00:00:00.000Z") == 0  # TTL does it


def test_the_game_item_is_stored_deflated_and_one_stored_as_text_before_still_loads(
        dynamodb_store, clock, fake_secrets):
    import json
    import zlib

    import rules
    from functions.service import GameService, PlayerSpec

    service = GameService(dynamodb_store, clock, fake_secrets)
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "cs") for n in ("Áda", "Běla", "Čeněk")]
    game_id = service.create("1926", players, "org@example.org", start=True).id
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    move = rules.get("1926").legal_moves(view.state, seat.player)[0]
    service.submit(game_id, seat.email, move.text, version=view.game.version)
    client, table = dynamodb_store.client, dynamodb_store.table
    key = {"pk": {"S": f"GAME#{game_id}"}, "sk": {"S": "GAME"}}
    item = client.get_item(TableName=table, Key=key)["Item"]
    assert set(item["data"]) == {"B"} and set(item["snapshot"]) == {"B"}
    record = json.loads(zlib.decompress(item["data"]["B"]))
    assert record["id"] == game_id and "Čeněk" in {s["name"] for s in record["seats"]}
    before = dynamodb_store.load(game_id)
    # as a version before this one wrote it: the JSON texts as strings
    item["data"] = {"S": zlib.decompress(item["data"]["B"]).decode()}
    item["snapshot"] = {"S": zlib.decompress(item["snapshot"]["B"]).decode()}
    client.put_item(TableName=table, Item=item)
    assert dynamodb_store.load(game_id) == before


def test_running_games_and_pending_mail_are_spread_over_shards_and_the_old_key_still_lists(
        dynamodb_store):
    import json
    from dataclasses import replace

    from functions.storage.dynamodb import PENDING, PENDING_SHARDS, RUNNING_SHARDS
    from tests.test_store_contract import note

    records = [replace(game(), id=f"g{n}", status="running") for n in range(40)]
    mails = [note(f"g{n}", 1, "your_turn") for n in range(40)]
    for record, mail in zip(records, mails, strict=True):
        dynamodb_store.apply(Change(record, 0, notifications=(mail,)))
    # one written before the shards, under the single key
    old = note("g0", 2, "reminder")
    dynamodb_store.client.put_item(TableName=dynamodb_store.table, Item={
        "pk": {"S": f"OUTBOX#{old.id}"}, "sk": {"S": "OUTBOX"}, "game_id": {"S": "g0"},
        "kind": {"S": old.kind}, "data": {"S": json.dumps(old.to_dict())},
        "gsi2pk": {"S": PENDING}, "gsi2sk": {"S": f"{old.created_at}#{old.id}"}})
    items = dynamodb_store.client.scan(TableName=dynamodb_store.table)["Items"]
    keys = {i["gsi2pk"]["S"] for i in items if "gsi2pk" in i}
    assert len({k for k in keys if k.startswith("STATUS#running#")}) == RUNNING_SHARDS
    assert len({k for k in keys if k.startswith(f"{PENDING}#")}) > PENDING_SHARDS / 2
    # listings read every shard and merge them, oldest mail first, pages included
    pending = dynamodb_store.pending_notifications(limit=1000)
    assert sorted(n.id for n in pending) == sorted([m.id for m in mails] + [old.id])
    assert [(n.created_at, n.id) for n in pending] == sorted((n.created_at, n.id) for n in pending)
    first = dynamodb_store.pending_notifications(limit=7)
    assert first == pending[:7]
    assert dynamodb_store.pending_notifications(limit=7, after=first[-1]) == pending[7:14]
    assert {g.id for g in dynamodb_store.games()} == {r.id for r in records}
