"""What a finished 1926 game keeps in storage a week after its end (sent mail pruned: SQLite by
the delivery pass, DynamoDB by TTL), next to the target of 30 KB.

SQLite: the game played by mail (bench/mail_games.py), then a delivery pass a week and a day
later; counted as the bytes of the game's rows (every column's length) and as what the file
grows by with the game in it (after VACUUM: pages, indexes and all). DynamoDB: the game played
by mail on moto (bench/aws_mail.py, shared with bench_requests); each item's size as DynamoDB
bills storage (names and values, plus 100 bytes of overhead per item) with the copies in the
indexes that project whole items, counting the items that remain a week after the end: not the
mail sent (TTL), not the answers (TTL a day), but the inbound mail records (TTL a month).
"""

from __future__ import annotations

import sqlite3
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench import Row
from bench.bench_requests import PLAYERS, mail_games
from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, play
from bench.support import item_size
from functions.mailroom.delivery import Postman
from functions.service.store import SENT_RETENTION
from functions.storage.sqlite import SqliteStore

TARGET_BYTES = 30_000
ITEM_OVERHEAD = 100  # bytes DynamoDB adds to every item (and to every index entry) for storage
# the tables of the SQLite store, and the column naming the game in each
GAME_TABLES = {"games": "id", "moves": "game_id", "members": "game_id", "outbox": "game_id",
               "processed_mail": "game_id", "answers": "game_id"}


def sqlite_bytes() -> tuple[int, int, int]:
    """(bytes of the game's rows, growth of the VACUUMed file, rows of sent mail left) a week
    and a day after a 1926 game by mail ended."""
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty.sqlite3"
        SqliteStore(empty).close()
        _vacuum(empty)
        played = play("1926", PLAYERS, {"lang": "en"}, directory=Path(tmp))
        path = Path(tmp) / "pbm.sqlite3"
        store = SqliteStore(path)
        clock = Clock()
        clock.moment = _last_moment(path) + SENT_RETENTION + timedelta(days=1)
        Postman(store, Outbox(), SETTINGS, SECRET, clock).deliver_pending()  # prunes
        store.close()
        _vacuum(path)
        db = sqlite3.connect(path)
        rows = 0
        for table, column in GAME_TABLES.items():
            names = [r[1] for r in db.execute(f"PRAGMA table_info({table})")]
            total = " + ".join(f"coalesce(length({name}), 0)" for name in names)
            rows += db.execute(f"SELECT coalesce(sum({total}), 0) FROM {table} "
                               f"WHERE {column} = ?", (played.view.game.id,)).fetchone()[0]
        sent = db.execute("SELECT count(*) FROM outbox WHERE sent_at IS NOT NULL").fetchone()[0]
        db.close()
        return rows, path.stat().st_size - empty.stat().st_size, sent


def _last_moment(path: Path) -> Any:
    from datetime import datetime

    db = sqlite3.connect(path)
    last = db.execute("SELECT max(sent_at) FROM outbox").fetchone()[0]
    db.close()
    return datetime.fromisoformat(last)


def _vacuum(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=DELETE")
    db.execute("VACUUM")
    db.close()


def dynamodb_bytes() -> dict[str, int]:
    """Bytes of the 1926 game's items by kind, a week after its end (see the module doc)."""
    counted = mail_games()["1926"]
    game_id = counted.view.game.id
    kinds: dict[str, int] = {}
    for item in counted.items:
        pk, sk = item["pk"]["S"], item["sk"]["S"]
        if pk.startswith("OUTBOX#"):
            if "sent_at" in item or not pk.startswith(f"OUTBOX#{game_id}:"):
                continue  # expired by TTL a week after sending
            kind = "mail not sent"
        elif pk != f"GAME#{game_id}" or sk.startswith("ANSWERED#"):
            continue  # another partition, or expired by TTL a day after
        else:
            kind = sk.split("#")[0] if sk != "GAME" else "game item"
            kind = {"GAME": "log", "IDEM": "idempotency", "MAIL": "inbound mail",
                    "MEMBER": "membership"}.get(kind, kind)
        size = item_size(item) + ITEM_OVERHEAD
        if "gsi2pk" in item:  # gsi2 projects the whole item
            size += item_size(item) + ITEM_OVERHEAD
        kinds[kind] = kinds.get(kind, 0) + size
    return kinds


def run() -> list[Row]:
    """A finished 1926 game's bytes in SQLite and DynamoDB, each next to the target."""
    rows_bytes, file_bytes, sent_left = sqlite_bytes()
    dynamodb = dynamodb_bytes()
    total = sum(dynamodb.values())
    target = f"<= {TARGET_BYTES // 1000} KB"
    rows = [
        Row("storage: finished 1926 game, SQLite rows", rows_bytes / 1000, "KB",
            target, rows_bytes <= TARGET_BYTES),
        Row("storage: finished 1926 game, SQLite file growth", file_bytes / 1000, "KB",
            target, file_bytes <= TARGET_BYTES),
        Row("storage: SQLite sent mail left after a week", sent_left, "rows", "0",
            sent_left == 0),
        Row("storage: finished 1926 game, DynamoDB", total / 1000, "KB", target,
            total <= TARGET_BYTES),
    ]
    rows += [Row(f"storage: DynamoDB {kind}", size / 1000, "KB")
             for kind, size in sorted(dynamodb.items())]
    return rows
