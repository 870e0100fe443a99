"""The game service as the jobs above it see it (a person's home and data, tournaments, what
follows a game's end): a protocol GameService satisfies, so those jobs never import the facade
that imports them. Its store is typed by the roles a job uses (`Games[People]`, or a protocol
joining a few roles): mypy refuses a call outside them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from functions.service.ledger.reading import GameReader
from functions.service.play.creating import PlayerSpec
from functions.service.play.engine import Engine
from functions.service.records.game import GameRecord
from functions.service.system import Clock, Secrets
from rules import AnyRules

# the roles of the store a job sees (store.py's ports, or a protocol joining a few)
Roles = TypeVar("Roles", covariant=True)


class Games(Protocol[Roles]):
    """What the outer jobs use of the game service: its engine and adapters, the store as the
    roles the job uses, and the few writes they make through its jobs."""

    engine: Engine

    @property
    def store(self) -> Roles: ...
    @property
    def clock(self) -> Clock: ...
    @property
    def secrets(self) -> Secrets: ...
    @property
    def rules_for(self) -> Callable[[str], AnyRules]: ...
    @property
    def reader(self) -> GameReader: ...
    @property
    def key(self) -> bytes | None: ...
    @property
    def retries(self) -> int: ...

    def record(self, game_id: str) -> GameRecord: ...

    def create(self, rules_id: str, players: Sequence[PlayerSpec], organizer: str, *,
               options: Mapping[str, Any] | None = None, title: str = "", public: bool = False,
               start: bool = False, per_hour: bool = False) -> GameRecord: ...

    def check_creations(self, organizer: str, invitations: int, games: int = 1) -> None: ...

    def cancel(self, game_id: str) -> GameRecord: ...

    def decline(self, game_id: str, email: str, erased_as: str | None = None) -> GameRecord: ...

    def remove(self, game_id: str, email: str) -> GameRecord: ...

    def leave_erased(self, game_id: str, email: str, name: str) -> GameRecord: ...
