"""The resolver `pbm serve` hands the local HTTP adapter: the web app (the same one Lambda runs)
with the local-only `/outbox` pages beside it, and a nudge to the notifier after every post."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .http import Resolver
from .outbox_view import OutboxView


class LocalResolver:
    """Routes `/outbox...` to the outbox pages and everything else to the web app.

    The app is mounted after the HTTP server is bound, because its absolute links need the
    port the server got (`--http 127.0.0.1:0` picks a free one).
    """

    def __init__(self, outbox: OutboxView, after_post: Callable[[], None] = lambda: None):
        self._outbox = outbox
        self._after_post = after_post
        self._app: Resolver | None = None

    def mount(self, app: Resolver) -> None:
        """Serve `app` for every path but the outbox's."""
        self._app = app

    def resolve(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        """The response to one HTTP API v2 event."""
        if OutboxView.handles(event.get("rawPath", "/")):
            response = self._outbox.resolve(event)
        elif self._app is None:
            response = {"statusCode": 503, "body": "starting",
                        "headers": {"Content-Type": "text/plain"}}
        else:
            response = self._app.resolve(event, context)
        if event["requestContext"]["http"]["method"] == "POST":
            self._after_post()  # a move or action may have queued mail: deliver it now
        return response
