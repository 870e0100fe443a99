"""What every mail entry point builds once per container: the store, the secret and the service."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from functions.service import GameService
from functions.service.store import GameStore
from functions.service.stores import open_store
from functions.service.system import SystemSecrets, clock_from_env

from .settings import MailSettings, load_secret


@dataclass(frozen=True)
class Mailroom:
    """The adapters a mail function works with."""

    settings: MailSettings
    store: GameStore
    secret: bytes
    service: GameService


def build_mailroom(settings: MailSettings, ssm: Any = None) -> Mailroom:
    """The store named by the settings, the secret (from SSM when named) and the service."""
    store = open_store(settings.store, settings.home)
    service = GameService(store, clock_from_env(), SystemSecrets())
    return Mailroom(settings, store, load_secret(settings, ssm), service)
