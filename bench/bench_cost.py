"""What 1,000 moves cost on AWS: the DynamoDB request units the service really spends per move
(a full 1926 game played on moto through a metering client), the mails it sends per move, and
AWS list prices for the rest of a move's path.

A move by mail: SES receives it (one mail, one 256 KB chunk), writes it to S3, the inbound
Lambda reads it and submits the move (the metered Query + TransactWriteItems); every
notification the move writes reaches the notifier through the table's stream (free), which
loads the game again, renders and sends one mail, and marks the notification sent.
A move on the web: two HTTP API requests (the page, the form) and one web Lambda invocation.

Prices: US East (N. Virginia) list prices in US dollars as published in mid-2025 (DynamoDB
on demand after its November 2024 reduction); no free tier. Lambda durations are assumptions
(named below), not measurements. Check the AWS pricing pages before relying on the total.
"""

from __future__ import annotations

import math
import os
import random
from collections import Counter
from typing import Any

import rules
from bench import Row
from bench.support import SeededSecrets, item_size
from functions.service import GameService, PlayerSpec
from functions.service.dynamodb_store import DynamoStore
from functions.service.system import SystemClock

# ---- prices (USD, us-east-1, mid-2025) -----------------------------------------------------------
DYNAMODB_WRITE_UNIT = 0.625 / 1e6  # on-demand write request unit
DYNAMODB_READ_UNIT = 0.125 / 1e6  # on-demand read request unit
LAMBDA_REQUEST = 0.20 / 1e6
LAMBDA_GB_SECOND = 0.0000166667  # x86_64 (the template's architecture)
SES_MAIL_SENT = 0.10 / 1000
SES_MAIL_RECEIVED = 0.10 / 1000
SES_CHUNK_RECEIVED = 0.09 / 1000  # per 256 KB of received mail
S3_PUT = 0.005 / 1000
S3_GET = 0.0004 / 1000
HTTP_API_REQUEST = 1.00 / 1e6

# ---- assumptions ---------------------------------------------------------------------------------
LAMBDA_MEMORY_GB = 0.5  # the template's MemorySize: 512
INBOUND_SECONDS = 0.3  # parse one mail, replay the game, submit (warm)
NOTIFIER_SECONDS_PER_MAIL = 0.2  # replay, render text + HTML, one SES call
WEB_SECONDS = 0.15  # one page or one form post
WEB_REQUESTS_PER_MOVE = 2  # the player page, then the move form

PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en")
           for name in ("Ann", "Bob", "Cyd", "Dan", "Eve")]
ON_DEMAND_WRITE_BYTES = 1024
ON_DEMAND_READ_BYTES = 4096


class MeteredClient:
    """A DynamoDB client that tallies request units the way on-demand billing counts them:
    reads per 4 KB (half for eventually consistent), writes per 1 KB, transactions twice, plus
    the write to each index whose keys an item carries (its projection's size)."""

    def __init__(self, client: Any, indexes: dict[str, tuple[list[str], bool]]):
        self._client = client
        self._indexes = indexes  # name -> (key attributes, projects the whole item)
        self.read_units = 0.0
        self.write_units = 0.0
        self.requests: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def _read(self, items: list[dict[str, Any]], consistent: bool) -> None:
        units = max(1, math.ceil(sum(map(item_size, items)) / ON_DEMAND_READ_BYTES))
        self.read_units += units if consistent else units / 2

    def _write(self, item: dict[str, Any], factor: int = 1) -> None:
        self.write_units += factor * math.ceil(item_size(item) / ON_DEMAND_WRITE_BYTES)
        for keys, whole_item in self._indexes.values():
            if all(key in item for key in keys):
                projected = item if whole_item else {k: item[k] for k in keys + ["pk", "sk"]}
                self.write_units += math.ceil(item_size(projected) / ON_DEMAND_WRITE_BYTES)

    def query(self, **kwargs: Any) -> dict[str, Any]:
        """The client's Query, metered as a read of the items it returns."""
        answer = self._client.query(**kwargs)
        self.requests["Query"] += 1
        self._read(answer.get("Items", []), kwargs.get("ConsistentRead", False))
        return answer

    def get_item(self, **kwargs: Any) -> dict[str, Any]:
        """The client's GetItem, metered as a read of the item."""
        answer = self._client.get_item(**kwargs)
        self.requests["GetItem"] += 1
        self._read([answer.get("Item", {})], kwargs.get("ConsistentRead", False))
        return answer

    def put_item(self, **kwargs: Any) -> dict[str, Any]:
        """The client's PutItem, metered as a write of the item and its index entries."""
        self.requests["PutItem"] += 1
        self._write(kwargs["Item"])
        return self._client.put_item(**kwargs)

    def transact_write_items(self, **kwargs: Any) -> dict[str, Any]:
        """The client's TransactWriteItems, metered at twice the units of its Puts."""
        self.requests["TransactWriteItems"] += 1
        for action in kwargs["TransactItems"]:
            self._write(action["Put"]["Item"], factor=2)  # the store's transactions only Put
        return self._client.transact_write_items(**kwargs)


def metered_game() -> dict[str, float]:
    """Play one 1926 game on moto; per accepted move: request units, requests, notifications,
    and the read units of loading the game (what the notifier pays per mail to render it)."""
    import boto3
    from moto import mock_aws

    from infra.table import TABLE_RESOURCE, create_table, load_template

    for name, value in (("AWS_ACCESS_KEY_ID", "bench"), ("AWS_SECRET_ACCESS_KEY", "bench"),
                        ("AWS_DEFAULT_REGION", "us-east-1")):
        os.environ.setdefault(name, value)
    table = load_template()["Resources"][TABLE_RESOURCE]["Properties"]
    indexes = {index["IndexName"]: ([k["AttributeName"] for k in index["KeySchema"]],
                                    index["Projection"]["ProjectionType"] == "ALL")
               for index in table["GlobalSecondaryIndexes"]}
    with mock_aws():
        raw = boto3.client("dynamodb", region_name="us-east-1")
        create_table(raw, "cost-games")
        client = MeteredClient(raw, indexes)
        store = DynamoStore(client, "cost-games")
        service = GameService(store, SystemClock(), SeededSecrets(7))
        game_id = service.create("1926", PLAYERS, "org@example.org",
                                 options={"sets": 3, "lang": "en"}, start=True).id
        game_rules, rng = rules.get("1926"), random.Random(3)
        moves, reads, writes, load_reads = 0, 0.0, 0.0, 0.0
        requests: Counter[str] = Counter()
        notifications_before = len(store.pending_notifications(limit=10_000))
        while (view := service.view(game_id)).game.status == "running":
            seat = view.game.seat(view.game.to_move)
            text = rng.choice(game_rules.legal_moves(view.state, seat.player)).text
            before = (client.read_units, client.write_units, Counter(client.requests))
            service.submit(game_id, seat.email, text, version=view.game.version)
            reads += client.read_units - before[0]
            writes += client.write_units - before[1]
            requests += client.requests - before[2]
            loaded = client.read_units
            store.load(game_id)
            load_reads += client.read_units - loaded
            moves += 1
        notifications = len(store.pending_notifications(limit=10_000)) - notifications_before
    return {"moves": moves, "read_units": reads / moves, "write_units": writes / moves,
            "queries": requests["Query"] / moves,
            "transactions": requests["TransactWriteItems"] / moves,
            "mails": notifications / moves, "load_read_units": load_reads / moves}


def costs_per_thousand(m: dict[str, float]) -> dict[str, float]:
    """USD per 1,000 moves by mail, by service."""
    moves, mails = 1000, 1000 * m["mails"]
    gb_seconds = LAMBDA_MEMORY_GB * (moves * INBOUND_SECONDS + mails * NOTIFIER_SECONDS_PER_MAIL)
    # per mail the notifier loads the game, reads the notification (GetItem, 1 RRU) and marks it
    # sent (UpdateItem: the item and its leaving the pending index, 2 WRU)
    read_units = moves * m["read_units"] + mails * (m["load_read_units"] + 1)
    write_units = moves * m["write_units"] + mails * 2
    return {
        "DynamoDB": read_units * DYNAMODB_READ_UNIT + write_units * DYNAMODB_WRITE_UNIT,
        # one inbound invocation per move, about one notifier batch per move
        "Lambda": 2 * moves * LAMBDA_REQUEST + gb_seconds * LAMBDA_GB_SECOND,
        "SES": moves * (SES_MAIL_RECEIVED + SES_CHUNK_RECEIVED) + mails * SES_MAIL_SENT,
        "S3": moves * (S3_PUT + S3_GET),
    }


def web_extra_per_thousand() -> float:
    """USD per 1,000 moves made on the web instead: HTTP API requests and web invocations."""
    per_request = HTTP_API_REQUEST + LAMBDA_REQUEST + LAMBDA_MEMORY_GB * WEB_SECONDS * LAMBDA_GB_SECOND
    return 1000 * WEB_REQUESTS_PER_MOVE * per_request


def run() -> list[Row]:
    """Measured units per move, then US cents per 1,000 moves by service and in total."""
    measured = metered_game()
    rows = [
        Row("cost: dynamodb Query per move", measured["queries"], "requests"),
        Row("cost: dynamodb TransactWriteItems per move", measured["transactions"], "requests"),
        Row("cost: dynamodb read units per move", measured["read_units"], "RRU"),
        Row("cost: dynamodb write units per move (+indexes)", measured["write_units"], "WRU"),
        Row("cost: mails sent per move", measured["mails"], "mails"),
    ]
    costs = costs_per_thousand(measured)
    rows += [Row(f"cost per 1,000 mail moves: {service}", usd * 100, "US cents")
             for service, usd in costs.items()]
    total = sum(costs.values())
    rows.append(Row("cost per 1,000 mail moves: total", total * 100, "US cents"))
    rows.append(Row("cost per 1,000 web moves: HTTP API + web Lambda", web_extra_per_thousand()
                    * 100, "US cents"))
    return rows
