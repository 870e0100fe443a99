"""The local HTTP adapter: a standard-library ThreadingHTTPServer that turns each request into an
API Gateway HTTP API (payload 2.0) event, hands it to the same resolver Lambda runs, and writes
the resolver's answer back. One code path for the web app, on AWS and on one machine.
"""

from __future__ import annotations

import base64
import logging
import socket
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlsplit

from rules import numbers

log = logging.getLogger(__name__)

MAX_BODY = 1024 * 1024
"""Largest request body accepted (API Gateway's own limit is 10 MB; forms here are tiny)."""

DRAIN_LIMIT = 16 * MAX_BODY
"""Largest refused body still read away before answering 413 (beyond it: just close)."""

IDLE_SECONDS = 10.0
"""How long a connection may send nothing (a half-sent request, an idle keep-alive) before it
is closed."""

REQUEST_SECONDS = 30.0
"""How long a client may take to send one whole request (API Gateway's own limit): a request
sent a byte at a time is cut off then."""

MAX_CONNECTIONS = 64
"""Open connections served at once; one more is closed at once (each holds a thread)."""

# Bodies of these content types travel as text; API Gateway base64-encodes every other one.
_TEXT_TYPES = ("text/", "application/x-www-form-urlencoded", "application/json",
               "application/xml", "application/javascript")


class Resolver(Protocol):
    """What the adapter needs of the app: Powertools' `resolve(event, context)`."""

    def resolve(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        """The HTTP API v2 response for an event."""
        ...


@dataclass(frozen=True)
class LocalContext:
    """The few Lambda context attributes a handler may read."""

    aws_request_id: str
    function_name: str = "pbm-web-local"
    memory_limit_in_mb: int = 0
    invoked_function_arn: str = "arn:aws:lambda:local:000000000000:function:pbm-web-local"

    def get_remaining_time_in_millis(self) -> int:
        """No time limit locally; report API Gateway's 30 seconds."""
        return 30_000


def to_event(method: str, target: str, headers: Iterable[tuple[str, str]], body: bytes,
             client_ip: str, request_id: str, now: float) -> dict[str, Any]:
    """The HTTP API v2 event API Gateway would send for this request."""
    split = urlsplit(target)
    joined: dict[str, str] = {}
    cookies: list[str] = []
    for name, value in headers:
        name = name.lower()
        if name == "cookie":  # payload 2.0 moves cookies out of the headers
            cookies += [c.strip() for c in value.split(";") if c.strip()]
        else:
            joined[name] = f"{joined[name]},{value}" if name in joined else value
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": split.path or "/",
        "rawQueryString": split.query,
        "headers": joined,
        "requestContext": {
            "accountId": "000000000000",
            "apiId": "local",
            "domainName": joined.get("host", "localhost").split(":")[0],
            "domainPrefix": "local",
            "http": {"method": method, "path": split.path or "/", "protocol": "HTTP/1.1",
                     "sourceIp": client_ip, "userAgent": joined.get("user-agent", "")},
            "requestId": request_id,
            "routeKey": "$default",
            "stage": "$default",
            "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(now)),
            "timeEpoch": int(now * 1000),
        },
        "isBase64Encoded": False,
    }
    if cookies:
        event["cookies"] = cookies
    query = _query_parameters(split.query)
    if query:
        event["queryStringParameters"] = query
    if body:
        content_type = joined.get("content-type", "").lower()
        if content_type.startswith(_TEXT_TYPES):
            event["body"] = body.decode("utf-8", errors="replace")
        else:
            event["body"] = base64.b64encode(body).decode("ascii")
            event["isBase64Encoded"] = True
    return event


def _query_parameters(query: str) -> dict[str, str]:
    """API Gateway's `queryStringParameters`: repeated names joined with commas."""
    params: dict[str, str] = {}
    for name, value in parse_qsl(query, keep_blank_values=True):
        params[name] = f"{params[name]},{value}" if name in params else value
    return params


def _content_length(value: str | None, transfer_encoding: str | None) -> int | None:
    """The request body's length (0 without one), or None when the body's end is unknown
    (chunked: not supported here); raises ValueError for a Content-Length that is not a
    number of ASCII digits of a sane length."""
    if transfer_encoding and transfer_encoding.strip().lower() != "identity":
        return None
    length = numbers.whole(value or "0")
    if length is None:
        raise ValueError("the Content-Length is not a number")
    return length


class _BoundedServer(ThreadingHTTPServer):
    """A thread per connection, at most `max_connections` of them."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: Any, max_connections: int,
                 request_seconds: float):
        super().__init__(address, handler)
        self.request_seconds = request_seconds
        self._slots = threading.BoundedSemaphore(max_connections)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Serve the connection in a thread of its own, or close it when all are taken."""
        if not self._slots.acquire(blocking=False):
            log.warning("%s: too many connections, closed", client_address[0])
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except Exception:  # no thread started: the slot is free again
            self._slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        # ThreadingMixIn's own, with the slot freed BEFORE the connection closes: a client that
        # sees the close and connects again must find the slot free.
        try:
            self.finish_request(request, client_address)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self._slots.release()
            self.shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A connection timed out, cut off or dropped by its client is logged, not a trace."""
        if isinstance(sys.exc_info()[1], OSError):
            log.info("%s: connection ended: %s", client_address[0], sys.exc_info()[1])
            return
        super().handle_error(request, client_address)


def serve_http(app_factory: Callable[[], Resolver], host: str, port: int, *,
               idle_seconds: float = IDLE_SECONDS, request_seconds: float = REQUEST_SECONDS,
               max_connections: int = MAX_CONNECTIONS) -> ThreadingHTTPServer:
    """A server (not yet serving: call `serve_forever`, stop with `shutdown`) for the app that
    `app_factory` builds; port 0 picks a free port (see `server_address`).

    Requests are read and written concurrently but resolved one at a time: Powertools keeps
    the current event on the router class, so two resolutions at once would mix requests.
    A connection that sends nothing for `idle_seconds`, or takes longer than
    `request_seconds` to send a request, is closed; so is one over `max_connections`.
    """
    app = app_factory()
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        """Every method of every path goes to the app as one HTTP API v2 event."""

        server_version = "pbm-local"
        protocol_version = "HTTP/1.1"
        timeout = idle_seconds  # every read and write of the connection (socket timeout)

        def handle_one_request(self) -> None:
            """Read, resolve and answer one request; reading it is cut off at the deadline."""
            self._deadline = threading.Timer(request_seconds, self._cut_off)
            self._deadline.daemon = True
            self._deadline.start()
            try:
                super().handle_one_request()
            finally:
                self._deadline.cancel()

        def _cut_off(self) -> None:
            """The request took too long to arrive: its reads end, the connection closes."""
            log.warning("%s: request not sent within %g s, closed", self.client_address[0],
                        request_seconds)
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

        def do_GET(self) -> None:
            self._handle()

        do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_GET

        def do_HEAD(self) -> None:
            """Answered like GET, with the same headers and no body."""
            self._handle(head=True)

        def _handle(self, head: bool = False) -> None:
            self._head = head
            try:
                length = _content_length(self.headers.get("Content-Length"),
                                         self.headers.get("Transfer-Encoding"))
            except ValueError as exc:  # "²", "-1", 5,000 digits: a malformed request
                self.close_connection = True
                self._plain(400, str(exc))
                return
            if length is None:  # chunked or nonsense: the body's end is unknown
                self._plain(411, "a Content-Length is required")
                return
            if length > MAX_BODY:
                self._refuse_body(length)
                return
            body = self.rfile.read(length) if length else b""
            self._deadline.cancel()  # the request is in: resolving it is the app's time
            if len(body) < length:  # the client gave up, or was cut off
                self.close_connection = True
                return
            request_id = str(uuid.uuid4())
            event = to_event("GET" if head else self.command, self.path, self.headers.items(), body,
                             self.client_address[0], request_id, time.time())
            try:
                with lock:
                    response = app.resolve(event, LocalContext(request_id))
            except Exception:  # the app answers its own errors; this is a bug in it
                log.exception("request %s %s failed", self.command, self.path)
                response = {"statusCode": 500, "headers": {"Content-Type": "text/plain"},
                            "body": "internal error"}
            self._write(response)

        def _refuse_body(self, length: int) -> None:
            """413, after reading the body away (up to a bound) so the client, still sending,
            gets the answer instead of a broken pipe."""
            if length <= DRAIN_LIMIT:
                while length > 0:
                    chunk = self.rfile.read(min(length, 64 * 1024))
                    if not chunk:  # the client gave up
                        break
                    length -= len(chunk)
            self._plain(413, "request body too large")

        def _plain(self, status: int, text: str) -> None:
            """A short text answer, closing the connection (the request's body stays unread)."""
            self._write({"statusCode": status, "headers": {"Content-Type": "text/plain"},
                         "body": text})
            self.close_connection = True

        def _write(self, response: dict[str, Any]) -> None:
            payload = response.get("body") or ""
            data = (base64.b64decode(payload) if response.get("isBase64Encoded")
                    else payload.encode("utf-8"))
            self.send_response(int(response.get("statusCode", 200)))
            for name, value in (response.get("headers") or {}).items():
                if name.lower() not in ("content-length", "connection", "date"):
                    self.send_header(name, str(value))
            for name, values in (response.get("multiValueHeaders") or {}).items():
                for value in values:
                    self.send_header(name, str(value))
            for cookie in response.get("cookies") or ():
                self.send_header("Set-Cookie", cookie)
            self.send_header("Date", formatdate(usegmt=True))
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if not getattr(self, "_head", False):
                self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            log.info("%s %s", self.address_string(), format % args)

    return _BoundedServer((host, port), Handler, max_connections, request_seconds)
