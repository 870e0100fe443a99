"""The web Lambda behind API Gateway's HTTP API: the player, spectator and organizer pages.

The app (store client, secret, service, routes) is built once per container, on the first
request, from the environment, by the composition root (`functions.compose`).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from functions.signals import MOVES, count, observed

if TYPE_CHECKING:
    from functions.web.responses import WebApp


def build(env: Mapping[str, str], ssm: Any = None) -> WebApp:
    """The web app from the function's environment (the only place it is read): the store
    (PBM_STORE), the secret (PBM_SECRET_PARAMETER, or PBM_SECRET) and the address
    (PBM_BASE_URL) its absolute links start with."""
    from functions import compose  # the settings and adapters load on the first request
    from functions.compose.web import web_app
    from functions.settings import Settings

    settings = Settings.from_env(env).require("store", "base_url", "secret",
                                              who="the web function")
    return web_app(compose.build(settings, ssm))


@functools.cache
def _app() -> WebApp:
    return build(os.environ)


@observed
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Lambda entry point: an HTTP API v2 event in, an HTTP API v2 response out."""
    response = _app().resolve(event, context)
    # a move posted and played answers with the redirect to its page (web/player.py)
    location = (response.get("headers") or {}).get("Location") or ""
    count(MOVES, response.get("statusCode") == 303 and "done=moved" in location)
    return response
