"""The web front end: player pages, spectator pages and the organizer's dashboard on a
Powertools HTTP API v2 resolver (the same app in Lambda and behind the local HTTP adapter)."""

from .app import create_app

__all__ = ["create_app"]
