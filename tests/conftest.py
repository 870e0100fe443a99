"""Shared fixtures: hand-written fakes for the clock and the secrets source, and stores."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, settings

from functions.service import GameService
from functions.service.ledger import chain
from functions.storage.sqlite import SqliteStore

# Hypothesis's health check times the generation of inputs: on a machine busy with other work
# (CI's, a laptop's) it fails a test whose properties hold. Examples are still drawn as many.
settings.register_profile("busy-machine", suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("busy-machine")


class FakeClock:
    """A clock that stands still until a test moves it."""

    def __init__(self, start: datetime = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)):
        self.moment = start

    def now(self) -> datetime:
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


class FakeSecrets:
    """Deterministic 'random' bytes: SHA-256 of a label and a counter."""

    def __init__(self, label: str = "test"):
        self.label = label
        self.count = 0

    def token_bytes(self, n: int) -> bytes:
        self.count += 1
        out = b""
        while len(out) < n:
            out += hashlib.sha256(f"{self.label}:{self.count}:{len(out)}".encode()).digest()
        return out[:n]


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def fake_secrets() -> FakeSecrets:
    return FakeSecrets()


@pytest.fixture
def sqlite_store(tmp_path):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    yield store
    store.close()


@pytest.fixture
def aws_credentials(monkeypatch):
    """Fake credentials and a region so boto3 never reaches for real ones."""
    for name, value in (("AWS_ACCESS_KEY_ID", "testing"), ("AWS_SECRET_ACCESS_KEY", "testing"),
                        ("AWS_SESSION_TOKEN", "testing"), ("AWS_DEFAULT_REGION", "eu-central-1")):
        monkeypatch.setenv(name, value)


@pytest.fixture
def dynamodb_store(aws_credentials):
    """A DynamoStore on a moto table built from infra/template.yaml."""
    import boto3
    from moto import mock_aws

    from functions.storage.dynamodb import DynamoStore
    from infra.table import create_table

    with mock_aws():
        client = boto3.client("dynamodb", region_name="eu-central-1")
        create_table(client, "pbm-test-games")
        yield DynamoStore(client, "pbm-test-games")


@pytest.fixture(params=["sqlite", "dynamodb"])
def store(request):
    """Each store adapter in turn; a test not marked `every_store` runs on SQLite only (see
    pytest_collection_modifyitems)."""
    return request.getfixturevalue(f"{request.param}_store")


def pytest_collection_modifyitems(config, items):
    """DynamoDB (on moto, slow) only where the store is what the test is about: tests marked
    `every_store` (the store contract suite, the few service writes whose shape differs by store);
    the same tests of any other module run on SQLite alone."""
    kept, dropped = [], []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        on_moto = params.get("store") == "dynamodb"
        (dropped if on_moto and not item.get_closest_marker("every_store") else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture
def service(store, clock, fake_secrets):
    """A GameService on each store, with the fake clock and secrets; the test-only toy games
    (tests/toy_game.py) are known besides the real ones."""
    from toy_game import rules_for

    from functions.service import GameService

    return GameService(store, clock, fake_secrets, rules_for)


@pytest.fixture
def game_service(sqlite_store, clock, fake_secrets) -> GameService:
    """A service on SQLite with the fake clock and secrets."""
    return GameService(sqlite_store, clock, fake_secrets)


@pytest.fixture
def app(game_service):
    """The web app over `game_service`, signing with the web tests' secret."""
    from web_events import SECRET

    from functions.web import create_app

    return create_app(game_service, SECRET, "https://games.example.org")


@pytest.fixture
def pbm_home(tmp_path, monkeypatch):
    """A fresh $PBM_HOME for `pbm` commands run in the test, with no store, secret, relay or
    web address from the environment."""
    monkeypatch.setenv("PBM_HOME", str(tmp_path / "home"))
    for name in ("PBM_STORE", "PBM_SECRET", "PBM_SMTP_RELAY", "PBM_SECRET_PARAMETER",
                 "PBM_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "home"


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for a test module (tests/browser_kit.py)."""
    from browser_kit import chromium

    yield from chromium()


@pytest.fixture
def mail_world(tmp_path):
    """A game service and its postman over SQLite, with the mail benches' fakes (a clock that
    moves when told, an outbox that keeps what is sent): (service, postman, outbox)."""
    from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, Secrets
    from functions.mailroom.delivery import Postman

    store = SqliteStore(tmp_path / "pbm.sqlite3")
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    try:
        yield service, Postman(store, outbox, SETTINGS, SECRET, clock), outbox
    finally:
        store.close()
