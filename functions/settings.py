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
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import unquote, urlsplit

from pydantic import Field, ValidationError, field_validator, model_validator
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

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
# The mapping `from_env` reads (the environment source of pydantic-settings reads os.environ
# otherwise); empty while a Settings is built by hand.
_ENVIRON: ContextVar[Mapping[str, str] | None] = ContextVar("pbm_environ", default=None)


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


class Settings(BaseSettings):
    """Where the games are kept, how mail is addressed and checked, where the web is reached."""

    model_config = SettingsConfigDict(frozen=True, extra="forbid")

    store: str = ""  # `dynamodb:TABLE` or `sqlite:PATH` ('': the SQLite file in `home`)
    home: Path = DEFAULT_HOME  # the SQLite file, the Maildir outbox, a local secret
    base_url: str | None = None  # the public web address, for links in mail and on pages
    secret_parameter: str | None = None  # SSM SecureString holding the HMAC secret
    secret: str | None = Field(default=None, repr=False)  # the secret itself (local runs, tests)
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
    # send through this server instead of the Maildir outbox (the text parsed here, not as JSON)
    smtp_relay: Annotated[Relay | None, NoDecode] = None
    imap: str | None = None  # `pbm serve`: a mailbox polled for replies
    now: datetime | None = None  # a fixed clock (ISO 8601; UTC when no zone is given)
    readback_wait: timedelta = timedelta(0)  # seconds; from_env's default is READBACK_WAIT

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """The settings from the PBM_* variables of `env` (default: the process's), with
        `overrides` (the command line's flags; None means not given) over them; raises
        ConfigError naming the variable of a value that makes no sense."""
        env = os.environ if env is None else env
        given = {key: value for key, value in overrides.items() if value is not None}
        if not env.get("PBM_READBACK_WAIT"):
            given.setdefault("readback_wait", READBACK_WAIT)
        token = _ENVIRON.set(env)
        try:
            return cls(**given)
        except ValidationError as exc:
            raise ConfigError(_explain(exc)) from None
        finally:
            _ENVIRON.reset(token)

    @classmethod
    def settings_customise_sources(cls, settings_cls: type[BaseSettings],
                                   init_settings: PydanticBaseSettingsSource,
                                   env_settings: PydanticBaseSettingsSource,
                                   dotenv_settings: PydanticBaseSettingsSource,
                                   file_secret_settings: PydanticBaseSettingsSource,
                                   ) -> tuple[PydanticBaseSettingsSource, ...]:
        """What was given, then the mapping `from_env` reads; no .env file, no secrets dir."""
        return init_settings, _MappingSource(settings_cls)

    @field_validator("verdicts", mode="before")
    @classmethod
    def _verdicts_any_case(cls, value: Any) -> Any:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("smtp_relay", mode="before")
    @classmethod
    def _relay(cls, value: Any) -> Any:
        return parse_relay(value) if isinstance(value, str) else value

    @field_validator("readback_wait", mode="before")
    @classmethod
    def _seconds(cls, value: Any) -> Any:
        return int(value) if isinstance(value, str) and value.strip().isdigit() else value

    @field_validator("now", mode="after")
    @classmethod
    def _zoned(cls, value: datetime | None) -> datetime | None:
        return value.replace(tzinfo=UTC) if value is not None and not value.tzinfo else value

    @model_validator(mode="after")
    def _sender_of_domain(self) -> Settings:
        if not self.sender:  # frozen: the default is derived once, here
            object.__setattr__(self, "sender", f"pbm@{self.mail_domain}")
        return self

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
        return self.model_copy(update={"base_url": base_url})


class _MappingSource(EnvSettingsSource):
    """pydantic-settings' environment source (PBM_ prefix, empty values ignored) reading the
    mapping `Settings.from_env` was given."""

    def __init__(self, settings_cls: type[BaseSettings]):
        super().__init__(settings_cls, case_sensitive=False, env_prefix=ENV_PREFIX,
                         env_ignore_empty=True)

    def _load_env_vars(self) -> Mapping[str, str | None]:
        return {key.lower(): value for key, value in (_ENVIRON.get() or {}).items()
                if key.upper().startswith(ENV_PREFIX) and value}


def _variable(field: str) -> str:
    return ENV_PREFIX + field.upper()


def _explain(exc: ValidationError) -> str:
    """One line per bad value, naming its variable (the value of a secret is never shown)."""
    lines = []
    for error in exc.errors(include_input=False, include_url=False):
        field = str(error["loc"][0]) if error["loc"] else ""
        if field == "verdicts":
            why = f"must be one of {', '.join(VERDICT_MODES)}"
        elif field == "max_mail_bytes":
            why = "must be a whole number of bytes"
        elif field == "readback_wait":
            why = "must be a whole number of seconds"
        elif field == "now":
            why = "must be an ISO 8601 time like 2026-12-03T10:00:00Z"
        elif error["type"] == "value_error":  # ours (the relay's): it says what is wrong
            lines.append(error["msg"].removeprefix("Value error, "))
            continue
        else:
            why = error["msg"]
        lines.append(f"{_variable(field)} {why}" if field else why)
    return "; ".join(lines)


# The deployment's settings, kept by the stack beside its table (infra/template.yaml), so that an
# operator's `pbm --store dynamodb:TABLE ...` signs, addresses and links as the functions do.
DEPLOYMENT_PARAMETER = "/pbm/{table}/deployment"
DEPLOYMENT_FIELDS = ("base_url", "secret_parameter", "mail_domain", "sender", "reply_local",
                     "ses_configuration_set")


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
        import boto3

        ssm = boto3.client("ssm")
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
            import boto3

            ssm = boto3.client("ssm")
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
