"""The store an entry point names: `sqlite:PATH` or `dynamodb:TABLE`, opened as an adapter.

Entry points read the name from their settings (`--store`, `PBM_STORE`) and call `open_store`;
nothing else in the service picks a storage adapter.
"""

from __future__ import annotations

from pathlib import Path

from .store import GameStore

DEFAULT_HOME = Path("var")  # $PBM_HOME when unset: the local SQLite file, Maildir and secret
SQLITE_FILE = "pbm.sqlite3"  # the SQLite store's file in $PBM_HOME when `sqlite:` names none


class StoreSpecError(ValueError):
    """The store name is neither `sqlite:PATH` nor `dynamodb:TABLE`."""


def open_store(spec: str, home: Path = DEFAULT_HOME) -> GameStore:
    """The store named by `sqlite:PATH` or `dynamodb:TABLE`; '' or `sqlite:` is the SQLite
    file in `home`. Raises StoreSpecError for anything else."""
    kind, _, where = spec.partition(":")
    if kind in ("", "sqlite"):
        from .sqlite_store import SqliteStore  # a Lambda on DynamoDB never loads sqlite3

        return SqliteStore(Path(where) if where else home / SQLITE_FILE)
    if kind == "dynamodb" and where:
        import boto3  # slow to import; local runs on SQLite never need it

        from .dynamodb_store import DynamoStore

        return DynamoStore(boto3.client("dynamodb"), where)
    raise StoreSpecError(f"--store must be sqlite:PATH or dynamodb:TABLE, not {spec!r}")
