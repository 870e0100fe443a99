"""The web Lambda's composition root: its environment, and a real-shaped HTTP API v2 event
through `handler` on a moto DynamoDB table and an SSM SecureString secret."""

from __future__ import annotations

import pytest
from web_events import fixture

from functions import compose, web_handler
from functions.links import play_path
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock, SystemSecrets
from functions.settings import ConfigError, Settings

TABLE = "pbm-test-games"
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


def test_the_function_names_what_its_environment_lacks():
    with pytest.raises(ConfigError) as missing:
        web_handler.build({"PBM_STORE": "dynamodb:t"})
    assert "PBM_BASE_URL" in str(missing.value) and "PBM_SECRET_PARAMETER" in str(missing.value)
    assert "PBM_STORE" not in str(missing.value)


def test_a_plain_secret_serves_local_runs(tmp_path):
    settings = Settings.from_env({"PBM_STORE": f"sqlite:{tmp_path / 'x.sqlite3'}",
                                  "PBM_SECRET": "s3", "PBM_BASE_URL": "http://127.0.0.1:8000"})
    parts = compose.build(settings.require("store", "base_url", "secret", who="the web"))
    try:
        assert parts.secret == b"s3"
    finally:
        parts.close()


def test_the_handler_serves_a_players_page_from_dynamodb(dynamodb_store, monkeypatch):
    import boto3

    ssm = boto3.client("ssm", region_name="eu-central-1")
    ssm.put_parameter(Name="/pbm/test/secret", Value="from-ssm-0123456789", Type="SecureString")
    monkeypatch.setenv("PBM_STORE", f"dynamodb:{TABLE}")
    monkeypatch.setenv("PBM_BASE_URL", "https://k3v9x2b7qa.execute-api.eu-central-1.amazonaws.com")
    monkeypatch.setenv("PBM_SECRET_PARAMETER", "/pbm/test/secret")
    web_handler._app.cache_clear()
    service = GameService(dynamodb_store, SystemClock(), SystemSecrets())
    game = service.create("1926", PLAYERS, "org@example.org", title="Lambda night", start=True)
    path = play_path(b"from-ssm-0123456789", game.id, "p1")
    event = fixture("http_get")
    event["rawPath"] = event["requestContext"]["http"]["path"] = path
    try:
        response = web_handler.handler(event, None)
        forged = play_path(b"another-secret", game.id, "p1")
        event["rawPath"] = event["requestContext"]["http"]["path"] = forged
        refused = web_handler.handler(event, None)
    finally:
        web_handler._app.cache_clear()
    assert response["statusCode"] == 200
    assert "Lambda night" in response["body"] and "It is your turn." in response["body"]
    assert response["headers"]["X-Frame-Options"] == "DENY"
    assert refused["statusCode"] == 403
