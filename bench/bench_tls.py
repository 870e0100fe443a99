"""The CA bundle on a cold start (issue 43): what a function's first connections pay to read
the CA bundle, botocore alone (each new connection reads the whole bundle into its client's TLS
context again) against functions/aws.py (read once per process).

Method: a local HTTPS server answering as DynamoDB would, its certificate appended to certifi's
bundle (AWS_CA_BUNDLE: a bundle of the real size, which the server is in); fresh processes, each
making the clients of a notifier's first event (CONNECTIONS of them, one request each: a new
connection each) through functions.aws, timed in CPU (user + system) around the clients and
their requests. "Before" processes put botocore's own TLS setup back after functions.aws made
its session, so both sides differ in that alone. Pairs, the order alternating within them; the
rows are the medians and the median of the pairs' differences.
"""

from __future__ import annotations

import http.server
import os
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from bench import Row, full_mode

PAIRS = 15 if full_mode() else 7
CONNECTIONS = 4  # the notifier's first event: SSM (its secret), DynamoDB, SES, Scheduler
ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import sys, time
import botocore.httpsession as http
own = http.URLLib3Session._get_ssl_context, http.URLLib3Session._setup_ssl_cert
from functions import aws
aws.session()
if sys.argv[1] == "before":  # botocore's own: the bundle read for each new connection
    http.URLLib3Session._get_ssl_context, http.URLLib3Session._setup_ssl_cert = own
began = time.process_time()
for _ in range(int(sys.argv[2])):
    aws.client("dynamodb", endpoint_url=sys.argv[3]).list_tables()
print(time.process_time() - began)
"""


class Tables(http.server.BaseHTTPRequestHandler):
    """An HTTPS endpoint that answers ListTables as DynamoDB does (no tables)."""

    protocol_version = "HTTP/1.1"

    def do_POST(self):  # noqa: N802 - http.server's name
        self.rfile.read(int(self.headers["Content-Length"]))
        body = b'{"TableNames": []}'
        self.send_response(200)
        self.send_header("Content-Type", "application/x-amz-json-1.0")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def _cpu(side: str, endpoint: str, env: dict[str, str]) -> float:
    done = subprocess.run([sys.executable, "-c", CHILD, side, str(CONNECTIONS), endpoint],
                          env=env, capture_output=True, text=True, cwd=ROOT, check=True)
    return float(done.stdout.split()[-1])


def run() -> list[Row]:
    """Median CPU of a cold start's connections, botocore alone and read once."""
    import certifi

    with tempfile.TemporaryDirectory() as scratch:
        key, cert = Path(scratch) / "key.pem", Path(scratch) / "cert.pem"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days",
                        "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
                        "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
        bundle = Path(scratch) / "bundle.pem"
        bundle.write_bytes(Path(certifi.where()).read_bytes() + cert.read_bytes())
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Tables)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        endpoint = f"https://localhost:{httpd.server_address[1]}"
        env = {**{k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "PBM_"))},
               "AWS_CA_BUNDLE": str(bundle), "AWS_ACCESS_KEY_ID": "testing",
               "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "eu-central-1",
               "PYTHONPATH": str(ROOT)}
        try:
            _cpu("after", endpoint, env)  # the page cache warmed
            before, after = [], []
            for pair in range(PAIRS):
                for side in ("before", "after") if pair % 2 else ("after", "before"):
                    (before if side == "before" else after).append(_cpu(side, endpoint, env))
        finally:
            httpd.shutdown()
    saved = statistics.median(b - a for b, a in zip(before, after, strict=True))
    return [
        Row(f"TLS: {CONNECTIONS} clients' first connections, botocore alone (CPU, median of "
            f"{PAIRS} pairs)", statistics.median(before) * 1000, "ms"),
        Row("TLS: the same, the CA bundle read once (functions/aws.py)",
            statistics.median(after) * 1000, "ms"),
        Row(f"TLS: saved per cold start of {CONNECTIONS} connections (median of the pairs' "
            "differences)", saved * 1000, "ms"),
    ]
