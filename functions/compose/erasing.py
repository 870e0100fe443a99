"""The writer of an erasure (people.Erasure) for a store: the SQLite store is its own; DynamoDB's
lives apart (service/dynamodb_erasure.py), imported only by the entry points that erase."""

from __future__ import annotations

from typing import Any

from functions.service.store import GameStore


def erasure_of(store: GameStore) -> Any:
    """What writes an erasure on `store`."""
    if type(store).__name__ == "DynamoStore":
        from functions.storage.dynamodb_erasure import DynamoErasure

        return DynamoErasure(store)
    return store
