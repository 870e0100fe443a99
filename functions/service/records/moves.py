"""A game's log entries (moves and chance outcomes), their sources and stored form."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from rules.api import CHANCE

from .forms import SCHEMA, StoredForm, as_dict, field_names

SOURCES = ("email", "web", "cli", "service")
CHANCE_SOURCE = "service"  # the source of chance outcomes and the service's own moves
# the source of a move the service played for a player without asking them: one the rules
# left no choice about (the throw, the end of a turn) or one their standing orders decided
AUTO_SOURCE = "auto"
BOT_SOURCE = "bot"  # a bot's move is logged with the source "bot:<level>"
# an event's key naming the player a bot played its step for (see `bots_played`): the mail and
# the page mark it to that player as the bot's, not their own (issue 42)
BOT_FLAG = "bot"


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One accepted move or chance outcome; immutable once written.

    `player` is the rules' id of the seat's player or rules.CHANCE; `text` the move's canonical
    text; `prev`/`hash` chain
    the log (see chain.py). `version` is the game version the write that added it produced, and
    `idempotency_key` is kept on the first entry of a submission.
    """

    seq: int
    player: str
    text: str
    source: str
    at: str
    prev: str
    hash: str
    version: int
    idempotency_key: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The stored form (a DynamoDB item's attributes), with its schema."""
        data = as_dict(self)
        data[SCHEMA] = LOG_FORM.version
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LogEntry:
        """The entry `to_dict` produced, by this version or an older one (see GameRecord)."""
        return cls(**LOG_FORM.read(data))


LOG_FORM = StoredForm("log entry", 2, {1: lambda data: {"idempotency_key": None, **data}},
                      field_names(LogEntry))


def bots_played(entries: Iterable[LogEntry]) -> Iterator[tuple[LogEntry, str]]:
    """Each entry with the player a bot chose it for ("" for none): a bot's own move alone.
    Chance is nobody's choice (the throw, the card drawn, the jail it leads to) and neither is
    a step the rules force (logged AUTO_SOURCE): no mail marks those as the bot's (issue 42)."""
    for entry in entries:
        chosen = entry.player != CHANCE and entry.source.startswith(BOT_SOURCE + ":")
        yield entry, entry.player if chosen else ""


def flagged(event: dict[str, Any], owner: str) -> dict[str, Any]:
    """The event (as a dict) of a step a bot played for `owner` flagged so (BOT_FLAG)."""
    return {**event, BOT_FLAG: owner} if owner else event
