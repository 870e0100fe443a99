"""mypy's proof that each storage adapter implements every role port of functions.service.store
(`make typecheck` reads it; tests/test_store_ports.py keeps it naming every adapter and role)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from functions.service.store import (
        Inbox,
        Ledger,
        Outbox,
        People,
        Schedule,
        Tournaments,
        Undeliverable,
    )
    from functions.storage.dynamodb import DynamoStore
    from functions.storage.sqlite import SqliteStore

    # each a typed assignment: the adapter's class where a class of the port is expected
    _sqlite_ledger: type[Ledger] = SqliteStore
    _sqlite_schedule: type[Schedule] = SqliteStore
    _sqlite_outbox: type[Outbox] = SqliteStore
    _sqlite_inbox: type[Inbox] = SqliteStore
    _sqlite_undeliverable: type[Undeliverable] = SqliteStore
    _sqlite_people: type[People] = SqliteStore
    _sqlite_tournaments: type[Tournaments] = SqliteStore

    _dynamo_ledger: type[Ledger] = DynamoStore
    _dynamo_schedule: type[Schedule] = DynamoStore
    _dynamo_outbox: type[Outbox] = DynamoStore
    _dynamo_inbox: type[Inbox] = DynamoStore
    _dynamo_undeliverable: type[Undeliverable] = DynamoStore
    _dynamo_people: type[People] = DynamoStore
    _dynamo_tournaments: type[Tournaments] = DynamoStore
