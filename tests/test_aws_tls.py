"""The CA bundle read once per process (functions/aws.py, issue 43): every HTTPS connection of
every client checks the server against the same CAs as botocore alone would (AWS_CA_BUNDLE
here), without reading the bundle again. A local HTTPS server with a certificate of its own
answers as DynamoDB would."""

from __future__ import annotations

import http.server
import ssl
import subprocess
import threading
from pathlib import Path

import pytest

from bench.bench_tls import Tables
from functions import aws


def _certificate(folder: Path, name: str) -> tuple[Path, Path]:
    key, cert = folder / f"{name}.key", folder / f"{name}.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", f"/CN={name}", "-addext", f"subjectAltName=DNS:{name}",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    return cert, key


@pytest.fixture
def server(tmp_path, monkeypatch):
    """A local HTTPS server for `localhost`; the bundle botocore is told to trust holds its
    certificate; the endpoint."""
    cert, key = _certificate(tmp_path, "localhost")
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Tables)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    bundle = tmp_path / "bundle.pem"
    bundle.write_bytes(cert.read_bytes())
    for name, value in {"AWS_CA_BUNDLE": str(bundle), "AWS_ACCESS_KEY_ID": "testing",
                        "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "eu-central-1"}.items():
        monkeypatch.setenv(name, value)
    aws.session.cache_clear()
    yield httpd.server_address[1], bundle
    aws.session.cache_clear()
    httpd.shutdown()


def test_clients_and_connections_after_the_first_never_read_the_bundle_again(server):
    """The bundle gone after the first connection: botocore alone would fail to read it for
    the next client's connection; read once, every client still connects, verified."""
    port, bundle = server
    first = aws.client("dynamodb", endpoint_url=f"https://localhost:{port}")
    assert first.list_tables()["TableNames"] == []
    bundle.unlink()
    for _ in range(3):  # new clients, each a new connection (as a cold start makes them)
        assert aws.client("dynamodb", endpoint_url=f"https://localhost:{port}").list_tables(
            )["TableNames"] == []


def test_a_server_the_bundle_does_not_vouch_for_is_refused(server, tmp_path):
    """Verification is as strict as botocore's own: a certificate not in the bundle, and a host
    name the certificate does not name, are refused."""
    from botocore.exceptions import SSLError

    port, bundle = server
    ours = aws.client("dynamodb", endpoint_url=f"https://localhost:{port}")
    assert ours.list_tables()["TableNames"] == []
    with pytest.raises(SSLError):  # the certificate names localhost, not 127.0.0.1
        aws.client("dynamodb", endpoint_url=f"https://127.0.0.1:{port}").list_tables()
    other, _ = _certificate(tmp_path, "stranger")
    stranger = tmp_path / "stranger-bundle.pem"  # a process whose bundle trusts someone else
    stranger.write_bytes(other.read_bytes())
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("AWS_CA_BUNDLE", str(stranger))
        aws.session.cache_clear()
        with pytest.raises(SSLError):
            aws.client("dynamodb", endpoint_url=f"https://localhost:{port}").list_tables()
