"""The mail settings of an entry point, read from its environment in one place."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from functions.mail.limits import MAX_MAIL_BYTES
from functions.service.stores import DEFAULT_HOME

VERDICT_MODES = ("strict", "lenient", "off")
DEFAULT_MAX_MAIL_BYTES = MAX_MAIL_BYTES  # one limit for every entry point (see mail/limits.py)
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\]")


READBACK_WAIT = timedelta(minutes=10)
LOCAL_WEB = "http://127.0.0.1:8000"  # where `pbm serve` listens by default
BASE_URL_FILE = "base_url"  # in $PBM_HOME: the web address `pbm serve` is reached at


class ConfigError(RuntimeError):
    """The environment is incomplete or has a value that makes no sense."""


@dataclass(frozen=True)
class MailSettings:
    """Where replies go, who sends, how strict inbound checks are, where raw mail lies."""

    store: str = ""  # `dynamodb:TABLE` or `sqlite:PATH` ('' : the CLI's default)
    mail_domain: str = "pbm.localhost"  # the domain of the reply addresses
    sender: str = "pbm@pbm.localhost"  # the From address of every mail
    reply_local: str = "play"  # the local part before `+token`
    base_url: str | None = None  # the public web URL, for links to the player's page (base_url)
    secret_parameter: str | None = None  # SSM SecureString holding the HMAC secret
    secret: str | None = None  # the secret itself (local runs and tests only)
    configuration_set: str | None = None  # SES configuration set (bounce/complaint events)
    inbound_bucket: str | None = None  # where SES writes raw inbound mail
    inbound_prefix: str = "inbound/"
    verdicts: str = "lenient"  # strict | lenient | off: how SPF/DKIM/DMARC results are used
    max_mail_bytes: int = DEFAULT_MAX_MAIL_BYTES
    smtp_relay: str | None = None  # HOST[:PORT] to send through instead of the Maildir outbox
    home: Path = DEFAULT_HOME  # $PBM_HOME: the SQLite file, the Maildir outbox, a local secret
    # how long a read-back of a move by mail waits to ride in the player's next mail (their
    # next turn comes within minutes when the others' turns need no decision). From the
    # environment READBACK_WAIT, but the Lambda handlers set zero: their notifier sends each
    # mail once from the stream and never looks again; zero (sent at once) when built by hand
    readback_wait: timedelta = timedelta(0)


def settings_from_env(env: Mapping[str, str] | None = None) -> MailSettings:
    """The settings from the PBM_* variables (see the README's "Playing by email")."""
    env = os.environ if env is None else env
    domain = env.get("PBM_MAIL_DOMAIN") or MailSettings.mail_domain
    verdicts = (env.get("PBM_VERDICTS") or MailSettings.verdicts).strip().lower()
    if verdicts not in VERDICT_MODES:
        raise ConfigError(f"PBM_VERDICTS must be one of {', '.join(VERDICT_MODES)}, "
                          f"not {verdicts!r}")
    try:
        max_bytes = int(env.get("PBM_MAX_MAIL_BYTES") or DEFAULT_MAX_MAIL_BYTES)
    except ValueError:
        raise ConfigError("PBM_MAX_MAIL_BYTES must be a whole number of bytes") from None
    home = Path(env.get("PBM_HOME") or DEFAULT_HOME)
    return MailSettings(
        store=env.get("PBM_STORE", ""),
        mail_domain=domain,
        sender=env.get("PBM_SENDER") or f"pbm@{domain}",
        reply_local=env.get("PBM_REPLY_LOCAL") or MailSettings.reply_local,
        base_url=base_url(home, env),
        secret_parameter=env.get("PBM_SECRET_PARAMETER") or None,
        secret=env.get("PBM_SECRET") or None,
        configuration_set=env.get("PBM_SES_CONFIGURATION_SET") or None,
        inbound_bucket=env.get("PBM_INBOUND_BUCKET") or None,
        inbound_prefix=env.get("PBM_INBOUND_PREFIX") or MailSettings.inbound_prefix,
        verdicts=verdicts,
        max_mail_bytes=max_bytes,
        smtp_relay=env.get("PBM_SMTP_RELAY") or None,
        home=home,
        readback_wait=READBACK_WAIT,
    )


def base_url(home: Path, env: Mapping[str, str] | None = None) -> str:
    """The web address every mail links to: PBM_BASE_URL, else the one `pbm serve` recorded
    in `$PBM_HOME/base_url`, else where `pbm serve` listens by default.

    Kept with the home like the secret, so every process working on one home (the server,
    `pbm new ... --start`, `pbm mail-in`) renders the same mail with the same links.
    """
    env = os.environ if env is None else env
    if env.get("PBM_BASE_URL"):
        return env["PBM_BASE_URL"]
    try:
        recorded = (home / BASE_URL_FILE).read_text(encoding="utf-8").strip()
    except (FileNotFoundError, NotADirectoryError):
        recorded = ""
    return recorded or LOCAL_WEB


def record_base_url(home: Path, url: str) -> None:
    """Keep `url` as the web address of the service working on `home` (see base_url)."""
    home.mkdir(parents=True, exist_ok=True)
    path = home / BASE_URL_FILE
    partial = path.with_name(f".{BASE_URL_FILE}.{os.getpid()}")
    partial.write_text(url.rstrip("/") + "\n", encoding="utf-8")
    partial.replace(path)  # atomic: a command reading it meanwhile sees the old or the new


def load_secret(settings: MailSettings, ssm: Any = None) -> bytes:
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


@dataclass(frozen=True)
class Relay:
    """Where and how to hand outgoing mail to an SMTP server."""

    host: str
    port: int
    starttls: bool = False
    username: str | None = None
    password: str | None = None


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
        port = url.port or (587 if starttls else 25)
    except ValueError:
        raise ValueError("the SMTP relay's port must be a number") from None
    return Relay(hostname, port, starttls,
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
