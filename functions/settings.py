"""The settings of every entry point: one object read from the `PBM_*` environment variables.

`Settings.from_env()` is the only reader of the environment (the Lambda handlers, `pbm` and
`pbm serve` all call it, the command line's flags given as overrides); a `Settings(...)` built by
hand reads nothing, so a test's settings are what it says. Every value is checked here, once: a
bad one is a `ConfigError` naming its variable. The README's "Settings" table lists them all.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote, urlsplit

from functions.mail.limits import MAX_MAIL_BYTES

ENV_PREFIX = "PBM_"
DEFAULT_HOME = Path("var")  # $PBM_HOME when unset: the local SQLite file, Maildir and secret
DEFAULT_DOMAIN = "pbm.localhost"
LOCAL_WEB = "http://127.0.0.1:8000"  # where `pbm serve` listens by default
BASE_URL_FILE = "base_url"  # in $PBM_HOME: the web address `pbm serve` is reached at
VERDICT_MODES = ("strict", "lenient", "off")
# How long a read-back of a move by mail waits to ride in the player's next mail (their next
# turn comes within minutes when the others' turns need no decision): settings read from the
# environment wait this long unless PBM_READBACK_WAIT says otherwise; settings built by hand
# (tests) send at once.
READBACK_WAIT = timedelta(minutes=10)
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\]")
_NOW_USAGE = "PBM_NOW must be an ISO 8601 time like 2026-12-03T10:00:00Z"


class ConfigError(ValueError):
    """The environment or the command line is incomplete or has a value that makes no sense."""


@dataclass(frozen=True)
class Relay:
    """Where and how to hand outgoing mail to an SMTP server."""

    host: str
    port: int
    starttls: bool = False
    username: str | None = None
    password: str | None = field(default=None, repr=False)

    def __str__(self) -> str:
        """`host:port`, never the login (it is printed)."""
        return f"{self.host}:{self.port}"


# Read with the standard library: pydantic-settings (which loads asyncio, its sources and
# pydantic) cost a Lambda's first event about as much as `import boto3` (bench/RESULTS.md).
@dataclass(frozen=True)
class Settings:
    """Where the games are kept, how mail is addressed and checked, where the web is reached."""

    store: str = ""  # `dynamodb:TABLE` or `sqlite:PATH` ('': the SQLite file in `home`)
    home: Path = DEFAULT_HOME  # the SQLite file, the Maildir outbox, a local secret
    base_url: str | None = None  # the public web address, for links in mail and on pages
    secret_parameter: str | None = None  # SSM SecureString holding the HMAC secret
    secret: str | None = field(default=None, repr=False)  # the secret itself (local runs, tests)
    mail_domain: str = DEFAULT_DOMAIN  # the domain of the reply addresses
    sender: str = ""  # the From address of every mail ('': pbm@ the mail domain)
    reply_local: str = "play"  # the local part before `+token`
    ses_configuration_set: str | None = None  # SES configuration set (bounce/complaint events)
    inbound_bucket: str | None = None  # where SES writes raw inbound mail
    inbound_prefix: str = "inbound/"
    # AWS: where the notifier sets the deadlines function's wake-ups (functions/wakeups.py)
    wake_group: str | None = None  # the EventBridge Scheduler schedule group
    wake_target: str | None = None  # the ARN of the function a wake-up invokes
    wake_role: str | None = None  # the ARN of the role Scheduler assumes to invoke it
    wake_dead_letters: str | None = None  # the ARN of the queue a wake-up given up on goes to
    verdicts: Literal["strict", "lenient", "off"] = "lenient"  # how SPF/DKIM/DMARC are used
    max_mail_bytes: int = MAX_MAIL_BYTES  # larger mail is read no further than its header
    smtp_relay: Relay | None = None  # send through this server instead of the Maildir outbox
    imap: str | None = None  # `pbm serve`: a mailbox polled for replies
    now: datetime | None = None  # a fixed clock (ISO 8601; UTC when no zone is given)
    readback_wait: timedelta = timedelta(0)  # seconds; from_env's default is READBACK_WAIT

    def __post_init__(self) -> None:
        """Each value in its type (the environment's text read here), or ConfigError naming
        the variable of every value that makes no sense."""
        errors = []
        for name, read in _READERS.items():
            try:
                value = read(name, getattr(self, name))
            except ValueError as exc:
                errors.append(str(exc))
            else:
                object.__setattr__(self, name, value)  # frozen: each value is read once, here
        if errors:
            raise ConfigError("; ".join(errors))
        if not self.sender:
            object.__setattr__(self, "sender", f"pbm@{self.mail_domain}")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """The settings from the PBM_* variables of `env` (default: the process's), with
        `overrides` (the command line's flags; None means not given) over them; raises
        ConfigError naming the variable of a value that makes no sense."""
        env = os.environ if env is None else env
        given: dict[str, Any] = {}
        for key, value in env.items():  # empty values count as unset; names in any case
            name = key.lower().removeprefix(ENV_PREFIX.lower())
            if value and key.upper().startswith(ENV_PREFIX) and name in _READERS:
                given[name] = value
        given.setdefault("readback_wait", READBACK_WAIT)
        given.update((key, value) for key, value in overrides.items() if value is not None)
        return cls(**given)

    def require(self, *fields: str, who: str) -> Settings:
        """These settings, or ConfigError naming the variables `who` needs and lacks
        (`secret` is satisfied by PBM_SECRET_PARAMETER or PBM_SECRET)."""
        missing = [_variable("secret_parameter" if name == "secret" else name)
                   for name in fields if not (getattr(self, name) or name == "secret"
                                              and self.secret_parameter)]
        if missing:
            raise ConfigError(f"{who} needs {', '.join(missing)} in its environment")
        return self

    def with_base_url(self, base_url: str) -> Settings:
        """The same settings with another web address (`pbm serve` learns its own once bound)."""
        return replace(self, base_url=base_url)

    def model_copy(self, *, update: Mapping[str, Any]) -> Settings:
        """The same settings with `update`'s values (read and checked like the others)."""
        return replace(self, **update)


def _variable(field: str) -> str:
    return ENV_PREFIX + field.upper()


def _text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    raise ValueError(f"{_variable(name)} must be text")


def _optional_text(name: str, value: Any) -> str | None:
    return None if value is None else _text(name, value)


def _path(name: str, value: Any) -> Path:
    if isinstance(value, str | os.PathLike):
        return Path(value)
    raise ValueError(f"{_variable(name)} must be a path")


def _verdicts(name: str, value: Any) -> str:
    mode = value.strip().lower() if isinstance(value, str) else value
    if mode not in VERDICT_MODES:
        raise ValueError(f"{_variable(name)} must be one of {', '.join(VERDICT_MODES)}")
    return mode


def _bytes(name: str, value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().removeprefix("-").isdigit():
        return int(value)
    raise ValueError(f"{_variable(name)} must be a whole number of bytes")


def _relay(name: str, value: Any) -> Relay | None:
    if value is None or isinstance(value, Relay):
        return value
    return parse_relay(_text(name, value))  # its ValueError says what is wrong, no password


def _now(name: str, value: Any) -> datetime | None:
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.strip())
        except ValueError:
            raise ValueError(_NOW_USAGE) from None
    if value is not None and not isinstance(value, datetime):
        raise ValueError(_NOW_USAGE)
    return value.replace(tzinfo=UTC) if value is not None and not value.tzinfo else value


def _seconds(name: str, value: Any) -> timedelta:
    if isinstance(value, str) and value.strip().isdigit():
        return timedelta(seconds=int(value))
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
        return timedelta(seconds=value)
    if isinstance(value, timedelta):
        return value
    raise ValueError(f"{_variable(name)} must be a whole number of seconds")


# How each setting is read from what it is given: the environment's text or a typed value.
_READERS: dict[str, Callable[[str, Any], Any]] = {
    "store": _text, "home": _path, "base_url": _optional_text,
    "secret_parameter": _optional_text, "secret": _optional_text, "mail_domain": _text,
    "sender": _text, "reply_local": _text, "ses_configuration_set": _optional_text,
    "inbound_bucket": _optional_text, "inbound_prefix": _text, "wake_group": _optional_text,
    "wake_target": _optional_text, "wake_role": _optional_text,
    "wake_dead_letters": _optional_text, "verdicts": _verdicts, "max_mail_bytes": _bytes,
    "smtp_relay": _relay, "imap": _optional_text, "now": _now, "readback_wait": _seconds,
}


# The deployment's settings, kept by the stack beside its table (infra/template.yaml), so that an
# operator's `pbm --store dynamodb:TABLE ...` signs, addresses and links as the functions do.
DEPLOYMENT_PARAMETER = "/pbm/{table}/deployment"
DEPLOYMENT_FIELDS = ("base_url", "secret_parameter", "mail_domain", "sender", "reply_local",
                     "ses_configuration_set", "inbound_bucket", "inbound_prefix")


def dynamodb_table(store: str) -> str | None:
    """The table of a `dynamodb:TABLE` store name, else None."""
    kind, _, table = store.partition(":")
    return table if kind == "dynamodb" and table else None


def deployment_settings(table: str, env: Mapping[str, str] | None = None,
                        ssm: Any = None) -> dict[str, str]:
    """The deployment's settings of `table` from its SSM parameter, less those the environment
    sets itself; raises ConfigError when neither says where the secret and the web are."""
    env = os.environ if env is None else env
    name = DEPLOYMENT_PARAMETER.format(table=table)
    if ssm is None:
        from functions import aws

        ssm = aws.client("ssm")
    try:
        stored = json.loads(ssm.get_parameter(Name=name)["Parameter"]["Value"])
    except Exception as exc:  # noqa: BLE001 - told apart below by its error code
        code = getattr(exc, "response", {}).get("Error", {}).get("Code")
        if code != "ParameterNotFound":
            raise ConfigError(f"cannot read the deployment's settings {name}: {exc}") from None
        stored = {}
    found = {key: str(value) for key, value in stored.items()
             if key in DEPLOYMENT_FIELDS and value and not env.get(_variable(key))}
    lacking = [_variable(key) for key in ("secret_parameter", "base_url")
               if key not in found and not env.get(_variable(key))]
    if lacking:
        raise ConfigError(f"the table {table} has no deployment settings in SSM ({name}): "
                          f"set {' and '.join(lacking)} to those of its stack")
    return found


def recorded_base_url(home: Path) -> str | None:
    """The web address `pbm serve` recorded in `$PBM_HOME/base_url` (None when none was).

    Kept with the home like the secret, so every process working on one home (the server,
    `pbm new ... --start`, `pbm mail-in`) renders the same mail with the same links."""
    try:
        return (home / BASE_URL_FILE).read_text(encoding="utf-8").strip() or None
    except (FileNotFoundError, NotADirectoryError):
        return None


def record_base_url(home: Path, url: str) -> None:
    """Keep `url` as the web address of the service working on `home` (see recorded_base_url)."""
    home.mkdir(parents=True, exist_ok=True)
    path = home / BASE_URL_FILE
    partial = path.with_name(f".{BASE_URL_FILE}.{os.getpid()}")
    partial.write_text(url.rstrip("/") + "\n", encoding="utf-8")
    partial.replace(path)  # atomic: a command reading it meanwhile sees the old or the new


def load_secret(settings: Settings, ssm: Any = None) -> bytes:
    """The HMAC secret: from SSM (decrypted), else PBM_SECRET, else `$PBM_HOME/secret`.

    The file is made with a fresh random secret on first use, so a local installation keeps
    its reply addresses and links valid across runs without any setup.
    """
    if settings.secret_parameter:
        if ssm is None:
            from functions import aws

            ssm = aws.client("ssm")
        answer = ssm.get_parameter(Name=settings.secret_parameter, WithDecryption=True)
        return answer["Parameter"]["Value"].encode("utf-8")
    if settings.secret:
        return settings.secret.encode("utf-8")
    path = settings.home / "secret"
    if not path.exists():
        import secrets

        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as f:
                f.write(secrets.token_hex(32))
        except FileExistsError:
            pass  # another process made it first: use theirs
    return path.read_text(encoding="utf-8").strip().encode("utf-8")


def parse_relay(spec: str) -> Relay:
    """`HOST[:PORT]` (a trusted relay on this machine or network: port 25, no TLS, no login) or
    `smtp+starttls://USER:PASSWORD@HOST[:PORT]` (a submission server: port 587, STARTTLS, login;
    `smtp://` for login without TLS). Raises ValueError for anything else."""
    usage = (f"the SMTP relay must be smtp+starttls://USER:PASSWORD@HOST[:PORT] or "
             f"HOST[:PORT], not {redact_url(spec)!r}")
    if "://" not in spec:
        host, _, port = spec.rpartition(":") if ":" in spec else (spec, "", "25")
        if not _HOST.fullmatch(host) or not port.isdigit() or len(port) > 5:
            raise ValueError(usage)
        return Relay(host, int(port))
    try:
        url = urlsplit(spec)
        hostname = url.hostname
    except ValueError:
        raise ValueError(usage) from None
    if url.scheme not in ("smtp", "smtp+starttls") or not hostname:
        raise ValueError(usage)
    starttls = url.scheme == "smtp+starttls"
    try:
        number = url.port or (587 if starttls else 25)
    except ValueError:
        raise ValueError("the SMTP relay's port must be a number") from None
    return Relay(hostname, number, starttls,
                 unquote(url.username) if url.username else None,
                 unquote(url.password) if url.password else None)


def redact_url(text: str) -> str:
    """`text` with whatever may be a user name and password (all before the last '@') masked:
    `smtp+starttls://***@host:587`; safe on malformed URLs, which are printed in errors."""
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "", text
    at = rest.rfind("@")
    return text if at < 0 else f"{scheme}{sep}***@{rest[at + 1:]}"
