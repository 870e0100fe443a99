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


class LinearizedMotoServer:
    """moto's DynamoDB behind a threaded HTTP server that runs one request at a time.

    moto's backend is not thread-safe: a transaction that fails restores a deep copy of the
    table taken before it, undoing writes other threads made meanwhile. DynamoDB applies every
    request atomically, so one request at a time is a faithful model of it; the 50 clients still
    race between their reads and their conditional writes, which is the race under test.
    """

    def __init__(self, port: int):
        from moto.moto_server.werkzeug_app import (
            DomainDispatcherApplication,
            MotoRequestHandler,
            create_backend_app,
        )
        from werkzeug.serving import make_server

        app, lock = DomainDispatcherApplication(create_backend_app), threading.Lock()

        def one_at_a_time(environ, start_response):
            with lock:
                return list(app(environ, start_response))

        self.server = make_server("127.0.0.1", port, one_at_a_time, threaded=True,
                                  request_handler=MotoRequestHandler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> LinearizedMotoServer:
        self.thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.server.shutdown()
        self.thread.join()


@pytest.fixture
def moto_server_store(aws_credentials):
    """A DynamoStore talking HTTP to moto's server on a free local port."""
    import boto3
    from botocore.config import Config

    from functions.storage.dynamodb import DynamoStore
    from infra.table import create_table

    port = _free_port()
    with LinearizedMotoServer(port):
        client = boto3.client("dynamodb", endpoint_url=f"http://127.0.0.1:{port}",
                              region_name="eu-central-1",
                              config=Config(max_pool_connections=THREADS))
        create_table(client, "pbm-race")
        yield DynamoStore(client, "pbm-race")


def test_fifty_racing_submissions_on_moto_server(moto_server_store, clock, fake_secrets):
    race(GameService(moto_server_store, clock, fake_secrets, rules_for))
