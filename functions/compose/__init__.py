"""The one composition root: the service and its adapters, built from `Settings`.

Every entry point (the Lambda handlers, `pbm` and `pbm serve`) reads its `Settings` and builds
what it runs on here; nothing else chooses a store, a clock, a secret source or a mail transport.
An entry point imports only what it uses: this package builds the parts every one of them needs
(`build`); the postmen are in `compose.mail`, the web app in `compose.web`; and each adapter's
module is imported by the function that builds it (SQLite only for a local store, botocore only for
AWS). The static contract of infra/template.yaml (tests/test_infra_contract.py) sees each
function's AWS calls through exactly these imports.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from functions.service.ledger import chain
from functions.service.store import GameStore
from functions.service.system import Clock, FixedClock, SystemClock, SystemSecrets
from functions.settings import LOCAL_WEB, ConfigError, Settings, load_secret, recorded_base_url

if TYPE_CHECKING:  # the facade loads when a function first asks for the service (Parts.service)
    from functions.service import GameService
    from functions.service.ledger.reading import GameReader

SQLITE_FILE = "pbm.sqlite3"  # the SQLite store's file in $PBM_HOME when `sqlite:` names none


class StoreSpecError(ConfigError):
    """The store name is neither `sqlite:PATH` nor `dynamodb:TABLE`."""


@dataclass(frozen=True)
class Parts:
    """What every entry point runs on: its settings, the store, the clock, the secret that
    signs tokens and links, and the service over them (made when first asked for)."""

    settings: Settings
    store: GameStore
    clock: Clock
    secret: bytes
    given_service: GameService | None = None  # a service of the caller's (tests); else made
    settle_at_once: bool = False  # see build

    # The game service's facade (its jobs, the play engine, the schedule) is some 7% of
    # `import boto3` in the notifier's cold start (bench/RESULTS.md), and the notifier reads
    # games only: it takes the reader alone; the functions that play or settle build the
    # service over the same reader's cache.
    @functools.cached_property
    def reader(self) -> GameReader:
        """How games are read (one cache of states, shared with the service)."""
        if self.given_service is not None:
            return self.given_service.reader
        from functions.service.ledger.reading import GameReader
        from rules import get

        return GameReader(self.store, get, key=chain.seal_key(self.secret))

    @functools.cached_property
    def service(self) -> GameService:
        """The game service over these parts, sharing their reader."""
        if self.given_service is not None:
            return self.given_service
        from functions.service import GameService

        return GameService(self.store, self.clock, SystemSecrets(),
                           settle_at_once=self.settle_at_once, key=self.reader.key,
                           reader=self.reader)

    def with_base_url(self, base_url: str) -> Parts:
        """The same parts for a web address learnt late (`pbm serve` once its port is bound)."""
        return replace(self, settings=self.settings.with_base_url(base_url),
                       given_service=self.service)

    def close(self) -> None:
        """Release the store (SQLite's connection; a DynamoDB client holds nothing to close)."""
        close = getattr(self.store, "close", None)
        if close is not None:
            close()


def build(settings: Settings, ssm: Any = None, *, settle_at_once: bool = False) -> Parts:
    """The store the settings name, their clock, the secret (from SSM when named; `ssm` is the
    client to read it with, made here when needed) and the service over them; without
    PBM_BASE_URL, the web address `pbm serve` recorded with the home, else its default.
    `settle_at_once`: a write that ends a game is followed at once, in this process, by what
    the sweep does after a game's end (ratings, the tournament; see GameService)."""
    if not settings.base_url:  # every mail links to the player's page: here too without a server
        settings = settings.with_base_url(recorded_base_url(settings.home) or LOCAL_WEB)
    store = open_store(settings.store, settings.home)
    clock = clock_of(settings)
    secret = load_secret(settings, ssm)
    return Parts(settings, store, clock, secret, settle_at_once=settle_at_once)


def open_store(spec: str, home: Path) -> GameStore:
    """The store named by `sqlite:PATH` or `dynamodb:TABLE`; '' or `sqlite:` is the SQLite
    file in `home`. Raises StoreSpecError for anything else."""
    kind, _, where = spec.partition(":")
    if kind in ("", "sqlite"):
        from functions.storage.sqlite import SqliteStore

        return SqliteStore(Path(where) if where else home / SQLITE_FILE)
    if kind == "dynamodb" and where:
        from functions import aws  # slow to import; local runs on SQLite never need it
        from functions.storage.dynamodb import DynamoStore

        return DynamoStore(aws.client("dynamodb"), where)
    raise StoreSpecError(f"--store must be sqlite:PATH or dynamodb:TABLE, not {spec!r}")


def clock_of(settings: Settings) -> Clock:
    """The clock: fixed at PBM_NOW when it is set (a demo or a test moving a game through
    days by running commands at chosen times), else the wall clock."""
    return FixedClock(settings.now) if settings.now is not None else SystemClock()
