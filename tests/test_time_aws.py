"""The deadlines Lambda on moto: a wake-up (the input of the one-time schedule the notifier
sets, see functions/wakeups.py) runs one sweep that reads only the due games through the
sharded `due` index (no Scan), whatever the number of stored games."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import boto3
import pytest
from moto import mock_aws

from functions import deadlines_handler
from functions.service import GameService, PlayerSpec
from functions.service.system import FixedClock
from functions.storage.dynamodb import (
    DUE_SHARDS,
    PENDING_SHARDS,
    RUNNING_SHARDS,
    DynamoStore,
    due_shard,
    pending_key,
    status_key,
)
from infra.table import create_table
from tests.conftest import FakeSecrets

EVENTS = Path(__file__).parent / "events"
TABLE = "pbm-deadlines-test"
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]
START = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)


@pytest.fixture
def table(aws_credentials, monkeypatch):
    with mock_aws():
        client = boto3.client("dynamodb", region_name="eu-central-1")
        create_table(client, TABLE)
        monkeypatch.setenv("PBM_STORE", f"dynamodb:{TABLE}")
        monkeypatch.setenv("PBM_SECRET", "deadlines-secret-0123456789")
        deadlines_handler._built.cache_clear()
        yield client
        deadlines_handler._built.cache_clear()


def calls(client) -> list[tuple[str, dict]]:
    """Every request the client makes from now on: (operation, parameters)."""
    seen: list[tuple[str, dict]] = []
    client.meta.events.register(
        "provide-client-params.dynamodb.*",
        lambda params, model, **_: seen.append((model.name, dict(params))))
    return seen


def test_a_wake_up_runs_a_sweep_that_reads_only_the_due_games(table, monkeypatch):
    store = DynamoStore(table, TABLE)
    service = GameService(store, FixedClock(START), FakeSecrets())
    due = [service.create("1926", PLAYERS, "org@example.org", start=True,
                          options={"deadline_hours": "24", "missed_turn": "wait"}).id
           for _ in range(10)]
    # 2,000 more games in the index, none due for a week (written directly: only their keys and
    # due attributes matter to the sweep; the count of requests below does not depend on them)
    later = "2026-12-09T10:00:00.000Z"
    for first in range(0, 2_000, 25):
        table.batch_write_item(RequestItems={TABLE: [
            {"PutRequest": {"Item": {"pk": {"S": f"GAME#idle{n}"}, "sk": {"S": "GAME"},
                                     "due_pk": {"S": due_shard(f"idle{n}")},
                                     "due_at": {"S": later}}}}
            for n in range(first, first + 25)]})
    for notification in store.pending_notifications(1000):  # the games' start, mailed already
        store.mark_sent([notification.id], "2026-12-01T10:00:00.000Z")
    monkeypatch.setenv("PBM_NOW", "2026-12-02T10:00:00Z")
    sweeper, _ = deadlines_handler._built()
    requests = calls(sweeper.store.client)
    event = json.loads((EVENTS / "scheduler_wake_up.json").read_text())
    done = deadlines_handler.handler(event, None)
    assert (done["actions"], done["games"]) == (10, 10)
    operations = [name for name, _ in requests]
    assert "Scan" not in operations
    index_queries = [p for name, p in requests if name == "Query" and p.get("IndexName") == "due"]
    assert len(index_queries) == DUE_SHARDS + 1  # the games' shards and the tournaments'
    loads = [p for name, p in requests if name == "Query" and "IndexName" not in p]
    loaded = {p["ExpressionAttributeValues"][":pk"]["S"] for p in loads}
    assert loaded == {f"GAME#{game_id}" for game_id in due}
    assert operations.count("TransactWriteItems") == 10
    # a second sweep at the same instant: the index has nothing due, nothing is loaded
    requests.clear()
    assert deadlines_handler.handler(event, None) == {"actions": 0, "games": 0, "sent": 0}
    assert [p.get("IndexName") for name, p in requests if name == "Query"] == \
        ["due"] * DUE_SHARDS + ["due"] + ["gsi2"] * (PENDING_SHARDS + 1)  # the due shards, the
    # due tournaments, then the (empty) pending mail's shards and its key from before them;
    # one sweep at a time: the lock item taken and given back
    assert [name for name, _ in requests if name != "Query"] == ["PutItem", "UpdateItem"]


def test_the_due_index_spreads_games_over_every_shard():
    shards = {due_shard(f"game{n}") for n in range(1000)}
    assert len(shards) == DUE_SHARDS
    # the running games' and the pending mail's listing keys too: no key takes every move
    assert len({status_key("running", f"game{n}") for n in range(1000)}) == RUNNING_SHARDS
    assert len({pending_key(f"game{n}:1:your_turn:p1") for n in range(1000)}) == PENDING_SHARDS


def test_one_whole_sweep_at_a_time_by_a_lock_item_that_lapses(table, monkeypatch):
    from functions.sweep_lock import HOLD, SweepLock

    monkeypatch.setenv("PBM_NOW", "2026-12-02T10:00:00Z")
    running = SweepLock(table, TABLE, FixedClock(START + dt.timedelta(days=1)))
    assert running.acquire()  # another container's sweep is under way
    event = json.loads((EVENTS / "scheduler_wake_up.json").read_text())
    assert deadlines_handler.handler(event, None)["skipped"] is True
    assert not SweepLock(table, TABLE, FixedClock(START + dt.timedelta(days=1))).acquire()
    running.release()
    assert "skipped" not in deadlines_handler.handler(event, None)
    # a holder that died frees it by itself once its hold has lapsed
    assert running.acquire()
    later = FixedClock(START + dt.timedelta(days=1) + HOLD + dt.timedelta(seconds=1))
    assert SweepLock(table, TABLE, later).acquire()
