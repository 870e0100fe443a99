"""Racing submissions: 50 threads send the same decision at once; exactly one is applied, the
others are told it was already played, and the log has no gaps. On SQLite and on moto's server
(a real HTTP endpoint, so requests really run concurrently)."""

from __future__ import annotations

import socket
import threading

import pytest
from toy_game import rules_for

from functions.service import ErrorCode, GameService, PlayerSpec, ServiceError

THREADS = 50
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org")]


def race(service: GameService) -> None:
    game = service.create("toy", PLAYERS, "org@example.org", start=True)
    gate = threading.Barrier(THREADS)
    accepted, refused, crashed = [], [], []

    def submit(n: int) -> None:
        gate.wait()
        try:
            accepted.append(service.submit(game.id, "ann@example.org", "roll",
                                           version=game.version, source="web",
                                           idempotency_key=f"form-{n}"))
        except ServiceError as exc:
            refused.append(exc)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            crashed.append(exc)

    threads = [threading.Thread(target=submit, args=(n,)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert crashed == []
    assert len(accepted) == 1
    assert len(refused) == THREADS - 1
    assert {e.code for e in refused} == {ErrorCode.STALE_VERSION}
    assert {e.version for e in refused} == {game.version + 1}
    view = service.view(game.id)
    assert [e.seq for e in view.log] == list(range(1, len(view.log) + 1))
    assert view.log == accepted[0].entries
    assert view.game.version == game.version + 1


def test_fifty_racing_submissions_on_sqlite(sqlite_store, clock, fake_secrets):
    race(GameService(sqlite_store, clock, fake_secrets, rules_for))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def moto_server_store(aws_credentials):
    """A DynamoStore talking HTTP to moto's threaded server on a free local port."""
    import boto3
    from botocore.config import Config
    from moto.server import ThreadedMotoServer

    from functions.service.dynamodb_store import DynamoStore
    from functions.service.dynamodb_table import create_table

    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port)
    server.start()
    try:
        client = boto3.client("dynamodb", endpoint_url=f"http://127.0.0.1:{port}",
                              region_name="eu-central-1",
                              # moto's backend is not thread-safe and now and then answers a
                              # concurrent request with a 500; botocore retries those
                              config=Config(max_pool_connections=THREADS,
                                            retries={"mode": "standard", "max_attempts": 10}))
        create_table(client, "pbm-race")
        yield DynamoStore(client, "pbm-race")
    finally:
        server.stop()


def test_fifty_racing_submissions_on_moto_server(moto_server_store, clock, fake_secrets):
    race(GameService(moto_server_store, clock, fake_secrets, rules_for))
