"""A mapping that keeps only its newest entries: the bounded caches of the games a process read
or wrote last (the reader's states and logs, the chain checks, the SQLite store's rows, the
pages' histories)."""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Newest(OrderedDict[K, V]):
    """An ordered mapping of at most `size` entries, oldest first: `put` makes an entry the
    newest and drops the oldest past the size. Not locked: its owner holds its own lock."""

    def __init__(self, size: int):
        super().__init__()
        self.size = size

    def put(self, key: K, value: V) -> None:
        """Keep `value` under `key` as the newest entry."""
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.size:
            self.popitem(last=False)
