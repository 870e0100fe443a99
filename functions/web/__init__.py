"""The web front end: player pages, spectator pages and the organizer's dashboard on a
Powertools HTTP API v2 resolver (the same app in Lambda and behind the local HTTP adapter).

The app loads on first use of `create_app`, so a module that needs only the links (the mail
path) does not import the pages, jinja2 or Powertools' resolver (issue 14: cold starts).
"""

from typing import Any

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    """`create_app`, imported from functions.web.app when first asked for."""
    if name == "create_app":
        from functions.web.app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
