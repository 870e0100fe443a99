"""The capacity units the cost benchmark bills (bench/aws_calls.py CapacityUnits), metered on
moto from the items each request reads and writes, checked against DynamoDB's on-demand rules."""

from __future__ import annotations

from bench.aws_calls import AwsCalls, units


def _item(pk: str, size: int, **extra: str) -> dict:
    return {"pk": {"S": pk}, "sk": {"S": "X"}, "data": {"S": "x" * size},
            **{name: {"S": value} for name, value in extra.items()}}


def _metered(client, call, **kwargs) -> dict[str, float]:
    calls = AwsCalls(units=True).watch(client)
    before = calls.mark()
    getattr(client, call)(**kwargs)
    return units(calls.since(before))


def test_writes_pay_per_kb_of_the_larger_item_twice_in_a_transaction_and_per_index(
        dynamodb_store):
    client, table = dynamodb_store.client, dynamodb_store.table
    # 1.5 KB: two units; its entry in gsi2 (all attributes) two more
    listed = _item("A", 1500, gsi2pk="L", gsi2sk="1")
    assert _metered(client, "put_item", TableName=table, Item=listed)["write"] == 4
    # a transaction pays twice for the item, once for the index
    assert _metered(client, "transact_write_items", TransactItems=[
        {"Put": {"TableName": table, "Item": _item("B", 1500, gsi2pk="L", gsi2sk="2")}}],
    )["write"] == 6
    # leaving the index: the item (the larger, before) and the index entry's delete
    assert _metered(client, "update_item", TableName=table,
                    Key={"pk": {"S": "A"}, "sk": {"S": "X"}},
                    UpdateExpression="REMOVE gsi2pk, gsi2sk")["write"] == 4
    # a condition that fails still pays
    assert _metered(client, "transact_write_items", TransactItems=[
        {"ConditionCheck": {"TableName": table, "Key": {"pk": {"S": "none"}, "sk": {"S": "X"}},
                            "ConditionExpression": "attribute_not_exists(pk)"}}])["write"] == 2


def test_reads_pay_per_4_kb_per_key_of_a_batch_and_half_when_eventually_consistent(
        dynamodb_store):
    client, table = dynamodb_store.client, dynamodb_store.table
    client.put_item(TableName=table, Item=_item("A", 5000))
    keys = [{"pk": {"S": pk}, "sk": {"S": "X"}} for pk in ("A", "missing")]
    assert _metered(client, "batch_get_item", RequestItems={
        table: {"Keys": keys, "ConsistentRead": True}})["read"] == 2 + 1
    # 5 KB, eventually consistent: two units at half the price
    assert _metered(client, "get_item", TableName=table, Key=keys[0])["read"] == 1
    assert _metered(client, "query", TableName=table, ConsistentRead=True,
                    KeyConditionExpression="pk = :a",
                    ExpressionAttributeValues={":a": {"S": "A"}})["read"] == 2
