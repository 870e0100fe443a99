"""AWS clients for the functions: one botocore session per process, each client made from it
when first asked for.

botocore directly, not boto3: `import boto3` also loads s3transfer (its S3 transfer manager,
which nothing here uses), and its clients are botocore's anyway. One session shares its data
loader (service models, endpoint rules, partitions: read once per process) and its resolved
credentials among every client, as boto3's default session does. Its data files are parsed into plain dicts (see below).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any

# The services the functions make clients of, and those botocore's credential providers call
# (the Lambda artifact keeps their data alone: infra/botocore_data.py).
SERVICES = ("dynamodb", "s3", "scheduler", "sesv2", "ssm", "sso", "sso-oidc", "sts")
# beside a CA bundle, the build's copy of it as a hashed directory (infra/ca_directory.py)
CA_DIRECTORY_SUFFIX = ".hashed"


@functools.cache
def session() -> Any:
    """The process's botocore session (credentials, region and endpoint from the environment
    and AWS config, as boto3 reads them); on Lambda without botocore's handlers of other
    services' events."""
    import botocore.handlers
    import botocore.session

    aliaser = botocore.session.EventAliaser
    botocore.session.EventAliaser = _quick_aliaser()  # the session's and, copied, its clients'
    everything = botocore.handlers.BUILTIN_HANDLERS
    if os.environ.get("AWS_LAMBDA_FUNCTION_NAME"):
        # a third of them are for other services (S3 Control, EC2, RDS, Glacier, ...): never
        # called here, yet registered, then copied into every client (about 3 ms of a cold
        # start's session and clients, bench/RESULTS.md)
        botocore.handlers.BUILTIN_HANDLERS = [spec for spec in everything
                                              if _for_these_services(spec[0])]
    try:
        made = botocore.session.get_session()
    finally:
        botocore.handlers.BUILTIN_HANDLERS = everything
        botocore.session.EventAliaser = aliaser
    made.get_component("data_loader").file_loader = _plain_json_files()()
    _load_ca_bundle_once()
    return made


def _load_ca_bundle_once() -> None:
    """Every verified HTTPS connection of the process checked against one TLS context that has
    read the CA bundle once.

    botocore gives each client a TLS context of its own and passes the bundle's path with each
    new connection, so urllib3 reads the whole bundle into the context again for every
    connection: about 21 ms of CPU each (certifi's 140-odd certificates), four or five times in
    a function's first event (DynamoDB, SSM, SES, Scheduler, S3: a connection each), more with
    the erasure's readers (bench/RESULTS.md, issue 43). Here the bundle botocore would pass
    (AWS_CA_BUNDLE, the config's ca_bundle, else certifi's: `get_cert_path`) is read once per
    process into a context made as botocore makes its own, and a connection is given that
    context instead of the path; verification is the same (CERT_REQUIRED, the same CAs). In the
    Lambda artifact, botocore's own bundle has a copy as OpenSSL's hashed directory beside it
    (infra/ca_directory.py): the context is given that, and reads only the CA a handshake
    needs (0.2 ms, not 16-18 ms for the whole bundle)."""
    import threading

    from botocore.httpsession import URLLib3Session, create_urllib3_context, get_cert_path

    if getattr(URLLib3Session, "_pbm_shared_tls", False):
        return
    contexts: dict[str, Any] = {}
    lock = threading.Lock()
    own_context, own_setup = URLLib3Session._get_ssl_context, URLLib3Session._setup_ssl_cert

    def bundle(session: Any) -> str | None:
        """The CA bundle a session's connections verify with; None when it goes its own way
        (no verification, or a proxy that adds its own CAs to the context)."""
        proxied = getattr(session, "_proxy_config", None)
        if not session._verify or (proxied is not None and proxied.settings):
            return None
        return str(get_cert_path(session._verify))

    def get_ssl_context(session: Any) -> Any:
        path = bundle(session)
        if path is None:
            return own_context(session)
        with lock:
            if path not in contexts:
                context = create_urllib3_context()
                hashed = path + CA_DIRECTORY_SUFFIX
                if os.path.isdir(hashed):  # the same CAs, a file each: read when a chain needs one
                    context.load_verify_locations(capath=hashed)
                else:
                    context.load_verify_locations(cafile=path)
                contexts[path] = context
            return contexts[path]

    def setup_ssl_cert(session: Any, conn: Any, url: str, verify: Any) -> None:
        own_setup(session, conn, url, verify)
        path = bundle(session)
        shared = contexts.get(path) if path is not None else None
        if shared is not None and conn.ca_certs == path \
                and getattr(conn, "conn_kw", {}).get("ssl_context") is shared:
            conn.ca_certs = None  # in its context already: not read again for this connection

    URLLib3Session._get_ssl_context = get_ssl_context
    URLLib3Session._setup_ssl_cert = setup_ssl_cert
    URLLib3Session._pbm_shared_tls = True


def _for_these_services(event: str) -> bool:
    """Whether a handler of `event` (`name.service-id.Operation...`) may be called by a client
    of SERVICES: an event of every service, or of one of these."""
    parts = event.split(".")
    return len(parts) < 2 or parts[1] in ("*", *SERVICES)


def _quick_aliaser() -> type:
    """botocore's EventAliaser, telling faster that an event's name has no alias (a class made
    with botocore's import, which this module's import does not pay for)."""
    from botocore.hooks import EventAliaser

    class QuickAliaser(EventAliaser):
        """The same names as botocore's aliaser gives. botocore tries each of its 65 aliases
        on a name it has not seen, splitting the name again for each: about 35 us a name, 73
        new names for a session and three clients, more with each first request (about 2 ms
        of a cold start's CPU, bench/RESULTS.md, issue 43); no name of our services' events has
        an alias."""

        def __init__(self, event_emitter: Any, event_aliases: Any = None):
            super().__init__(event_emitter, event_aliases)
            aliases = self._event_aliases
            self._plain = frozenset(old for old in aliases if "." not in old)  # a whole part
            self._dotted = tuple(old for old in aliases if "." in old)  # anywhere in the name

        def _alias_event_name(self, event_name: str) -> str:
            if (event_name not in self._alias_name_cache
                    and self._plain.isdisjoint(event_name.split("."))
                    and not any(old in event_name for old in self._dotted)):
                self._alias_name_cache[event_name] = event_name
            return super()._alias_event_name(event_name)  # cached, or botocore's own

    return QuickAliaser


def _plain_json_files() -> type:
    """botocore's JSON file loader, parsing into plain dicts (a class made with botocore's
    import, which this module's import does not pay for)."""
    from botocore.loaders import JSONFileLoader

    class PlainJsonFiles(JSONFileLoader):
        """botocore's data files (service models, endpoint rules) parsed into plain dicts.

        botocore parses them with an OrderedDict per JSON object, three times slower than
        plain dicts (which keep their order too): about 9 ms of a cold start's CPU for the
        notifier's three services (bench/RESULTS.md, issue 43). Nothing botocore does with
        the data needs more than a mapping that keeps its order."""

        def load_file(self, file_path: str) -> Any:
            """The data of `file_path` + .json (or .json.gz), None when there is no such file;
            read from its marshalled copy when the build made one (infra/botocore_data.py)."""
            import gzip
            import json
            import marshal
            import os
            import sys

            copy = f"{file_path}.{sys.implementation.cache_tag}.marshal"
            if os.path.isfile(copy):  # the same data, read in a third to a half of json's time
                with open(copy, "rb") as data:
                    return marshal.loads(data.read())
            for extension, opener in ((".json", open), (".json.gz", gzip.open)):
                if os.path.isfile(file_path + extension):
                    with opener(file_path + extension, "rb") as data:
                        return json.loads(data.read())
            return None

    return PlainJsonFiles


def client(service: str, **options: Any) -> Any:
    """A new client of `service` from the process's session; `options` go to create_client
    (`config=botocore.config.Config(...)`, `endpoint_url=...`)."""
    return session().create_client(service, **options)


class Later:
    """A client made on its first use: an invocation that never calls it (a game's wake-up of
    the deadlines function sends no mail; most sweeps search no raw mail) pays nothing for it
    at a cold start."""

    def __init__(self, make: Callable[[], Any]):
        self._make: Callable[[], Any] | None = make
        self._client: Any = None

    def __getattr__(self, name: str) -> Any:
        if self._make is not None:
            self._client, self._make = self._make(), None
        return getattr(self._client, name)
