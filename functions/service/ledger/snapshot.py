"""A snapshot of a game's rules state, kept with the game item so a load reads only the log
after it: the state at one log position, the version and chain head it is at, and its hash.

The log stays the authority: the snapshot names the hash of the entry it follows (`head`), the
entries after it must chain from there to the game's head, and its own hash covers the state
and that position. A snapshot that does not match is ignored and the state rebuilt from the log.

Stored, the state text is deflated and base64-encoded (`state_z`): a finished 1926 board is
about 4.7 KB of JSON and a fifth of that deflated, and the game item, which carries it, is
written by every move and copied into an index (issue 14's storage per game).

The snapshot also carries the game's recent past that the players' mail needs (`news`, see
news.py), deflated in one stream with the state (after a record separator, which neither the
state's JSON nor the news' JSON lines hold unescaped: one stream is a sixth smaller than two), so
a mail reads the game item alone; the hash covers them too.
"""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from dataclasses import dataclass
from typing import Any

from functions.service.records.errors import UnreadableRecord
from functions.service.records.forms import SCHEMA, StoredForm
from functions.service.records.jsontext import compact
from rules import AnyRules

from .chain import sealed, snapshot_seal
from .news import News


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The rules state after log entry `seq` (written at game `version`, chain hash `head`), as
    the rules' `dump` JSON text, with the SHA-256 `hash` of all of it."""

    seq: int
    version: int
    head: str
    state: str  # the rules' dump as compact JSON text, parsed only when it is needed
    hash: str
    news: str = ""  # news.News as JSON text ("": none kept)

    def intact(self, game_id: str, key: bytes | None = None) -> bool:
        """Whether the hash matches the snapshot's contents (for that game); with the seal
        `key`, only a hash made with that key does (a plain one is rebuilt from the log)."""
        return sealed(seal(game_id, self.seq, self.version, self.head, self.state, self.news,
                           key), self.hash)

    def recent(self) -> News | None:
        """The news kept with the snapshot, when there are any at its position."""
        if not self.news:
            return None
        try:
            news = News.from_json(self.news)
        except (ValueError, KeyError, TypeError, IndexError):
            return None
        return news if news.seq == self.seq else None

    def restore(self, game: AnyRules) -> Any:
        """The rules state the snapshot holds."""
        return game.load(json.loads(self.state))

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, as stores keep it."""
        return {"seq": self.seq, "version": self.version, "head": self.head,
                "state_z": _deflated(self.state + (NEWS_SEPARATOR + self.news if self.news
                                                   else "")),
                "hash": self.hash, SCHEMA: SNAPSHOT_FORM.version}

    def to_json(self) -> str:
        """The compact JSON text stores keep."""
        return compact(self.to_dict())

    @classmethod
    def from_json(cls, text: str | None) -> Snapshot | None:
        """The snapshot `to_json` wrote, by this version or an older one (None for none, or for
        text that is not one, a newer schema included: a snapshot this code cannot read is
        rebuilt from the log, never fatal)."""
        if not text:
            return None
        try:
            data = SNAPSHOT_FORM.read(json.loads(text))
            state, _, news = _inflated(str(data["state_z"])).partition(NEWS_SEPARATOR)
            return cls(int(data["seq"]), int(data["version"]), str(data["head"]), state,
                       str(data["hash"]), news)
        except (ValueError, KeyError, TypeError, UnreadableRecord, zlib.error):
            return None


def seal(game_id: str, seq: int, version: int, head: str, state: str, news: str = "",
         key: bytes | None = None) -> str:
    """The hash of a snapshot: the game, its position in the chain, the state text and the
    news (a snapshot without news hashes as before news were kept); keyed with the service's
    seal `key` when there is one, so that whoever can write the store but not read the key
    cannot forge a state (cash, cards) and recompute its hash."""
    text = f"{game_id}\n{seq}\n{version}\n{head}\n{state}" + (f"\n{news}" if news else "")
    if key is not None:
        return snapshot_seal(key, text)
    return hashlib.sha256(text.encode()).hexdigest()


def take(game: AnyRules, game_id: str, seq: int, version: int, head: str, state: Any,
         news: News | None = None, key: bytes | None = None) -> Snapshot | None:
    """The snapshot of `state` after entry `seq` (with the news at that position), hashed
    with the seal `key` when there is one; None when the rules cannot dump a state."""
    try:
        text = compact(game.dump(state))
    except NotImplementedError:
        return None
    told = news.to_json() if news is not None else ""
    return Snapshot(seq, version, head, text,
                    seal(game_id, seq, version, head, text, told, key), told)


NEWS_SEPARATOR = "\x1e"  # JSON text escapes every control character: never in the state


def _deflated(text: str) -> str:
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")


def _inflated(text: str) -> str:
    """The state text `_deflated` stored; ValueError or zlib.error for anything else."""
    return zlib.decompress(base64.b64decode(text, validate=True)).decode("utf-8")


def _deflate_state(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 -> 3: the state text stored deflated."""
    data = dict(data)
    data["state_z"] = _deflated(data.pop("state"))
    return data


# Schema 2 is schema 1 with its number (every snapshot always stored all five fields); schema 3
# stores the state deflated; schema 4 may add the news after the state (schema 3 has none: the
# mail reads the log).
SNAPSHOT_FORM = StoredForm("snapshot", 4, {1: dict, 2: _deflate_state, 3: dict},
                           frozenset({"seq", "version", "head", "state_z", "hash"}))
