"""The web Lambda behind API Gateway's HTTP API: the composition root of the web app.

The app (store client, secret, service, routes) is built once per container, on the first
request, from the environment; `settings_from_env` is the only place that reads it.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from functions.mailroom import settings as mail_settings
from functions.service import GameService
from functions.service.stores import open_store
from functions.service.system import SystemSecrets, clock_from_env
from functions.web import create_app
from functions.web.responses import WebApp


class ConfigError(RuntimeError):
    """The function's environment is incomplete."""


@dataclass(frozen=True)
class WebSettings:
    """What the web function needs from its environment."""

    store: str  # `dynamodb:TABLE` (or `sqlite:PATH` for a local run), as the CLI's --store
    base_url: str  # the public URL of the HTTP API, for absolute links
    secret_parameter: str | None = None  # SSM SecureString holding the HMAC secret
    secret: str | None = None  # the secret itself (local runs and tests only)


def settings_from_env(env: Mapping[str, str]) -> WebSettings:
    """The settings from PBM_STORE, PBM_BASE_URL and PBM_SECRET_PARAMETER (or PBM_SECRET)."""
    missing = [name for name in ("PBM_STORE", "PBM_BASE_URL") if not env.get(name)]
    if not env.get("PBM_SECRET_PARAMETER") and not env.get("PBM_SECRET"):
        missing.append("PBM_SECRET_PARAMETER")
    if missing:
        raise ConfigError(f"the web function needs {', '.join(missing)} in its environment")
    return WebSettings(store=env["PBM_STORE"], base_url=env["PBM_BASE_URL"],
                       secret_parameter=env.get("PBM_SECRET_PARAMETER") or None,
                       secret=env.get("PBM_SECRET") or None)


def load_secret(settings: WebSettings, ssm: Any = None) -> bytes:
    """The HMAC secret: from SSM Parameter Store (decrypted) when a parameter is named, else
    PBM_SECRET (settings_from_env guarantees one of the two), read as every mail function does."""
    return mail_settings.load_secret(
        mail_settings.MailSettings(secret_parameter=settings.secret_parameter, secret=settings.secret), ssm)


def build_app(settings: WebSettings, ssm: Any = None) -> WebApp:
    """The web app on the real clock, randomness, store and secret."""
    service = GameService(open_store(settings.store), clock_from_env(), SystemSecrets())
    return create_app(service, load_secret(settings, ssm), settings.base_url)


@functools.cache
def _app() -> WebApp:
    return build_app(settings_from_env(os.environ))


def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point: an HTTP API v2 event in, an HTTP API v2 response out."""
    return _app().resolve(event, context)
