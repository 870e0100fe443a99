"""A snapshot of a game's rules state, kept with the game item so a load reads only the log
after it: the state at one log position, the version and chain head it is at, and its hash.

The log stays the authority: the snapshot names the hash of the entry it follows (`head`), the
entries after it must chain from there to the game's head, and its own hash covers the state
and that position. A snapshot that does not match is ignored and the state rebuilt from the log.

Stored, the state text is deflated and base64-encoded (`state_z`): a finished 1926 board is
about 4.7 KB of JSON and a fifth of that deflated, and the game item, which carries it, is
written by every move and copied into an index (issue 14's storage per game).
"""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from dataclasses import dataclass
from typing import Any

from rules import Game

from .model import SCHEMA, StoredForm
from .store import UnreadableRecord


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The rules state after log entry `seq` (written at game `version`, chain hash `head`), as
    the rules' `dump` JSON text, with the SHA-256 `hash` of all of it."""

    seq: int
    version: int
    head: str
    state: str  # the rules' dump as compact JSON text, parsed only when it is needed
    hash: str

    def intact(self, game_id: str) -> bool:
        """Whether the hash matches the snapshot's contents (for that game)."""
        return self.hash == seal(game_id, self.seq, self.version, self.head, self.state)

    def restore(self, game: Game) -> Any:
        """The rules state the snapshot holds."""
        return game.load(json.loads(self.state))

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, as stores keep it."""
        return {"seq": self.seq, "version": self.version, "head": self.head,
                "state_z": _deflated(self.state), "hash": self.hash,
                SCHEMA: SNAPSHOT_FORM.version}

    def to_json(self) -> str:
        """The compact JSON text stores keep."""
        return _compact(self.to_dict())

    @classmethod
    def from_json(cls, text: str | None) -> Snapshot | None:
        """The snapshot `to_json` wrote, by this version or an older one (None for none, or for
        text that is not one, a newer schema included: a snapshot this code cannot read is
        rebuilt from the log, never fatal)."""
        if not text:
            return None
        try:
            data = SNAPSHOT_FORM.read(json.loads(text))
            return cls(int(data["seq"]), int(data["version"]), str(data["head"]),
                       _inflated(str(data["state_z"])), str(data["hash"]))
        except (ValueError, KeyError, TypeError, UnreadableRecord, zlib.error):
            return None


def seal(game_id: str, seq: int, version: int, head: str, state: str) -> str:
    """The hash of a snapshot: the game, its position in the chain and the state text."""
    text = f"{game_id}\n{seq}\n{version}\n{head}\n{state}"
    return hashlib.sha256(text.encode()).hexdigest()


def take(game: Game, game_id: str, seq: int, version: int, head: str, state: Any
         ) -> Snapshot | None:
    """The snapshot of `state` after entry `seq`; None when the rules cannot dump a state."""
    try:
        text = _state_text(game.dump(state))
    except NotImplementedError:
        return None
    return Snapshot(seq, version, head, text, seal(game_id, seq, version, head, text))


_compact = json.JSONEncoder(separators=(",", ":")).encode
_state_text = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode


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
# stores the state deflated.
SNAPSHOT_FORM = StoredForm("snapshot", 3, {1: dict, 2: _deflate_state},
                           frozenset({"seq", "version", "head", "state_z", "hash"}))
