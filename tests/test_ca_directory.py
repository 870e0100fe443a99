"""A CA bundle's hashed directory (infra/ca_directory.py), as functions/aws.py uses it: a
server whose CA is in the bundle is trusted, one whose CA is not is refused, and the context
reads no certificate before a handshake asks for one."""

from __future__ import annotations

import http.server
import ssl
import subprocess
import threading
from pathlib import Path

import botocore.exceptions
import certifi
import pytest

from bench.bench_tls import Tables
from functions import aws
from infra import ca_directory


def _authority(folder: Path, name: str) -> tuple[Path, Path]:
    """A CA of its own and a certificate for localhost it signed: (CA, leaf with its key)."""
    run = lambda *args: subprocess.run(["openssl", *args], check=True,  # noqa: E731
                                       capture_output=True, cwd=folder)
    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
        f"/CN={name} Root", "-keyout", f"{name}-ca.key", "-out", f"{name}-ca.pem")
    run("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-keyout",
        f"{name}.key", "-out", f"{name}.csr")
    (folder / "san.ext").write_text("subjectAltName=DNS:localhost\n")
    run("x509", "-req", "-in", f"{name}.csr", "-CA", f"{name}-ca.pem", "-CAkey",
        f"{name}-ca.key", "-CAcreateserial", "-days", "1", "-extfile", "san.ext", "-out",
        f"{name}.pem")
    leaf = folder / f"{name}-leaf.pem"
    leaf.write_bytes((folder / f"{name}.pem").read_bytes() + (folder / f"{name}.key").read_bytes())
    return folder / f"{name}-ca.pem", leaf


@pytest.fixture
def servers(tmp_path):
    """Two HTTPS servers on localhost: one signed by a CA in the bundle, one by a stranger."""
    known, known_leaf = _authority(tmp_path, "known")
    _, stranger_leaf = _authority(tmp_path, "stranger")
    bundle = tmp_path / "bundle.pem"
    bundle.write_bytes(Path(certifi.where()).read_bytes() + known.read_bytes())
    running = []
    for leaf in (known_leaf, stranger_leaf):
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Tables)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(leaf)
        httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        running.append(httpd)
    yield bundle, [f"https://localhost:{h.server_address[1]}" for h in running]
    for httpd in running:
        httpd.shutdown()
        httpd.server_close()


def test_every_certificate_of_the_bundle_is_a_file_named_by_its_subject(tmp_path):
    bundle = tmp_path / "cacert.pem"
    bundle.write_bytes(Path(certifi.where()).read_bytes())
    directory = ca_directory.make(bundle)
    assert directory == tmp_path / ("cacert.pem" + aws.CA_DIRECTORY_SUFFIX)
    files = sorted(directory.iterdir())
    assert len(files) == len(ca_directory.CERTIFICATE.findall(bundle.read_text()))
    assert all(f.suffix[1:].isdigit() and len(f.stem) == 8 for f in files)


def test_a_client_trusts_the_bundles_cas_and_no_other_through_the_directory(servers,
                                                                           monkeypatch):
    bundle, (known, stranger) = servers
    ca_directory.make(bundle)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    loaded: list[dict[str, str]] = []
    real = ssl.SSLContext.load_verify_locations

    def load(context, *args, **kwargs):
        loaded.append(kwargs)
        return real(context, *args, **kwargs)

    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", load)
    client = aws.client("dynamodb", endpoint_url=known, verify=str(bundle),
                        region_name="eu-central-1")
    assert client.list_tables()["TableNames"] == []
    ours = [kwargs for kwargs in loaded if str(bundle) in str(kwargs)]
    assert ours == [{"capath": str(bundle) + aws.CA_DIRECTORY_SUFFIX}]  # not the whole file
    refused = aws.client("dynamodb", endpoint_url=stranger, verify=str(bundle),
                         region_name="eu-central-1")
    with pytest.raises(botocore.exceptions.SSLError):
        refused.list_tables()
