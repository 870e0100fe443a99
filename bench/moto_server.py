"""moto's server on loopback keeping its connections alive (HTTP/1.1), as AWS's endpoints do.

moto's `ThreadedMotoServer` is werkzeug's development server, which answers every request with
`Connection: close`: a client then opens a new connection for each request, which a function on
AWS does not (botocore keeps a client's connection to an endpoint open between requests). A
benchmark of a function's CPU would count a connection per request that Lambda never pays; this
server lets a client keep its connection, so a function opens one per client, as on AWS.

Not a benchmark itself (`python -m bench` runs only `bench_*` modules).
"""

from __future__ import annotations

import io
import threading
from typing import Any


def _handler() -> type:
    """moto's request handler, keeping a connection open after a request whose body it read
    whole (a class made with moto's import, which this module's import does not pay for)."""
    from moto.moto_server.werkzeug_app import MotoRequestHandler

    class KeepAlive(MotoRequestHandler):
        """werkzeug closes every connection because after a request it drains whatever the
        socket holds, which on a kept connection would be the client's next request. Here a
        request's body (Content-Length) is read first and handed to the application as a
        buffer, so that drain finds only the buffer's rest; a request with a body of unknown
        length (chunked) or waiting for `100 Continue` is answered as werkzeug does, and its
        connection closed."""

        protocol_version = "HTTP/1.1"
        _kept = False

        def run_wsgi(self) -> None:
            socket_file = self.rfile
            self._kept = ("Transfer-Encoding" not in self.headers
                          and "Expect" not in self.headers)
            if self._kept:
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile = io.BytesIO(socket_file.read(length))  # type: ignore[assignment]
            try:
                super().run_wsgi()
            finally:
                self.rfile = socket_file

        def send_header(self, keyword: str, value: str) -> None:
            if self._kept and keyword.lower() == "connection" and value.lower() == "close":
                return  # werkzeug's own, not the client's: the connection stays open
            super().send_header(keyword, value)

    return KeepAlive


class KeepAliveMotoServer:
    """moto's whole backend on a free loopback port, in a thread of this process."""

    def __init__(self, host: str = "127.0.0.1"):
        from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
        from werkzeug.serving import make_server

        self._server = make_server(host, 0, DomainDispatcherApplication(create_backend_app),
                                   threaded=True, request_handler=_handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self.accepted = 0  # connections, for a check that they are kept
        accept = self._server.get_request

        def counted() -> Any:
            self.accepted += 1
            return accept()

        self._server.get_request = counted  # type: ignore[method-assign]

    @property
    def endpoint(self) -> str:
        """The server's URL."""
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> KeepAliveMotoServer:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()
