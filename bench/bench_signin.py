"""How long `POST /signin` takes for an address that plays and for one that does not (issue 33):
the answer is the same page either way, and the time it takes must not tell who plays. The two
are asked in turn (so that a neighbour's load falls on both), each time in a new hour (so that
the player's hourly share of links is never used up), and the medians compared. Beside the
times, the store calls each request makes, in order: the same for both (the games a sign-in
mail lists are read when the postman makes it, and a stranger's writes go to a stand-in)."""

from __future__ import annotations

import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

from bench import Row
from bench.support import SeededSecrets
from functions.service import GameService, PlayerSpec
from functions.storage.sqlite import SqliteStore
from functions.web import create_app

SECRET = b"bench-secret"
PLAYERS = [PlayerSpec(name, f"{name.lower()}@example.org", "en") for name in ("Ann", "Bob", "Cyd")]
ASKS = 300  # of each address
TARGET_RATIO = 1.15  # the player's median over the stranger's (the review measured 2.3; the
# same work either way: what is left is noise)


class _Calls:
    """A store that notes the name of every call made to it."""

    def __init__(self, store):
        self._store, self.calls = store, []

    def __getattr__(self, name):
        attr = getattr(self._store, name)
        if not callable(attr):
            return attr

        def noted(*args, **kwargs):
            self.calls.append(name)
            return attr(*args, **kwargs)
        return noted


class _Hours:
    """A clock that moves on an hour whenever it is told to."""

    def __init__(self) -> None:
        self.at = dt.datetime(2026, 12, 1, 10, tzinfo=dt.UTC)

    def now(self) -> dt.datetime:
        return self.at


def _event(email: str) -> dict:
    body = urlencode({"email": email})
    return {"version": "2.0", "routeKey": "$default", "rawPath": "/signin", "rawQueryString": "",
            "headers": {"host": "bench", "content-type": "application/x-www-form-urlencoded"},
            "body": body, "isBase64Encoded": False,
            "requestContext": {"http": {"method": "POST", "path": "/signin", "protocol": "HTTP/1.1",
                                        "sourceIp": "127.0.0.1", "userAgent": "bench"},
                               "stage": "$default", "requestId": "bench",
                               "routeKey": "$default"}}


def run() -> list[Row]:
    """Milliseconds per sign-in request, a player's and a stranger's, and their ratio."""
    with tempfile.TemporaryDirectory() as home:
        store = SqliteStore(Path(home) / "bench.sqlite3")
        clock = _Hours()
        service = GameService(store, clock, SeededSecrets(3))
        service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"}, start=True)
        app = create_app(service, SECRET, "http://bench")
        noted = _Calls(store)
        counted = create_app(GameService(noted, clock, SeededSecrets(4)), SECRET, "http://bench")
        calls = {}
        for email in ("ann@example.org", "nobody@example.org"):
            noted.calls.clear()
            clock.at += dt.timedelta(hours=1)
            counted.resolve(_event(email), None)
            calls[email] = list(noted.calls)
        times: dict[str, list[float]] = {"ann@example.org": [], "nobody@example.org": []}
        for _ in range(ASKS):
            for email, taken in times.items():
                clock.at += dt.timedelta(hours=1)
                start = time.perf_counter()
                assert app.resolve(_event(email), None)["statusCode"] == 200
                taken.append((time.perf_counter() - start) * 1000)
        store.close()
    player, stranger = (statistics.median(t) for t in times.values())
    ratio = player / stranger
    ours, theirs = calls.values()
    differ = sum(a != b for a, b in zip(ours, theirs, strict=False)) + abs(len(ours) - len(theirs))
    return [Row("POST /signin: store calls, a player's", len(ours), "calls"),
            Row("POST /signin: store calls differing between a player and a stranger", differ,
                "calls", "= 0", differ == 0),
            Row("POST /signin, an address that plays (one game)", player, "ms (median)"),
            Row("POST /signin, an address that plays no game", stranger, "ms (median)"),
            Row("POST /signin: player / stranger", ratio, "ratio", f"<= {TARGET_RATIO}",
                ratio <= TARGET_RATIO)]
