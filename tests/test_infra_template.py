"""infra/template.yaml on its own and against the store: cfn-lint clean, the table holds exactly
the keys and indexes the DynamoDB store uses, and the notifier's stream filter lets through
exactly the notifications the store writes."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from cfnlint.api import ManualArgs, lint_file

from functions.service import GameService, PlayerSpec
from infra.table import TABLE_RESOURCE, TEMPLATE, load_template

STORE_SOURCE = Path(__file__).resolve().parents[1] / "functions" / "service" / "dynamodb_store.py"
# Regions with SES email receiving (the receipt rule needs one).
LINT_REGIONS = ["us-east-1", "us-west-2", "eu-west-1"]


def table_properties() -> dict[str, Any]:
    return load_template()["Resources"][TABLE_RESOURCE]["Properties"]


def store_literals() -> tuple[set[str], set[str]]:
    """The attribute names the store writes (item dict keys) and the index names it queries."""
    tree = ast.parse(STORE_SOURCE.read_text(encoding="utf-8"))
    keys, indexes = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys |= {k.value for k in node.keys if isinstance(k, ast.Constant)}
        elif isinstance(node, ast.keyword) and node.arg == "IndexName":
            indexes.add(node.value.value)
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            keys.add(node.slice.value)  # item["due_pk"], item["due_at"] = ...
    return keys, indexes


def test_cfn_lint_finds_nothing():
    matches = lint_file(TEMPLATE, ManualArgs(regions=LINT_REGIONS))
    assert not matches, "\n".join(str(match) for match in matches)


def test_the_table_has_exactly_the_indexes_the_store_queries():
    _, queried = store_literals()
    defined = {index["IndexName"] for index in table_properties()["GlobalSecondaryIndexes"]}
    assert queried and defined == queried


def test_every_key_attribute_of_the_table_is_written_by_the_store():
    written, _ = store_literals()
    props = table_properties()
    schemas = [props["KeySchema"]] + [i["KeySchema"] for i in props["GlobalSecondaryIndexes"]]
    key_attributes = {key["AttributeName"] for schema in schemas for key in schema}
    assert key_attributes <= written
    assert {a["AttributeName"] for a in props["AttributeDefinitions"]} == key_attributes


def test_the_games_table_outlives_the_stack():
    table = load_template()["Resources"][TABLE_RESOURCE]
    assert table["DeletionPolicy"] == "Retain"
    assert table["UpdateReplacePolicy"] == "Retain"


def test_the_ttl_attribute_is_the_one_the_store_sets():
    ttl = table_properties()["TimeToLiveSpecification"]
    assert ttl["Enabled"] is True
    assert f"{ttl['AttributeName']} = :" in STORE_SOURCE.read_text(encoding="utf-8")


def matches(pattern: Any, event: Any) -> bool:
    """An event-filter pattern (Lambda's subset: nested objects, value lists, prefix) on an event."""
    if isinstance(pattern, dict):
        return isinstance(event, dict) and all(
            key in event and matches(value, event[key]) for key, value in pattern.items())
    return any(isinstance(event, str) and event.startswith(option["prefix"])
               if isinstance(option, dict) else event == option for option in pattern)


def stream_filter() -> dict[str, Any]:
    notifier = load_template()["Resources"]["NotifierFunction"]["Properties"]
    (event_source,) = notifier["Events"].values()
    (only,) = event_source["Properties"]["FilterCriteria"]["Filters"]
    return json.loads(only["Pattern"])


def test_the_stream_filter_passes_one_insert_per_notification_and_nothing_else(
        dynamodb_store, clock, fake_secrets):
    service = GameService(dynamodb_store, clock, fake_secrets)
    players = [PlayerSpec("Ann", "ann@example.org"), PlayerSpec("Bob", "bob@example.org"),
               PlayerSpec("Cid", "cid@example.org")]
    service.create("1926", players, "ann@example.org", start=True)
    items = dynamodb_store.client.scan(TableName=dynamodb_store.table)["Items"]

    def record(event_name: str, item: dict[str, Any]) -> dict[str, Any]:
        keys = {"pk": item["pk"], "sk": item["sk"]}
        return {"eventName": event_name, "dynamodb": {"Keys": keys, "NewImage": item}}

    pattern = stream_filter()
    passed = [item for item in items if matches(pattern, record("INSERT", item))]
    pending = dynamodb_store.pending_notifications()
    assert pending and len(passed) == len(pending) < len(items)
    assert not [item for item in items if matches(pattern, record("MODIFY", item))]
