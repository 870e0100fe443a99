"""Ways to send a finished message: Amazon SES, an SMTP server, or a local Maildir outbox.

All share one method, `send(message, *, tags) -> str`, returning the id the transport knows the
message by (SES's message id, which bounce and complaint events refer to; otherwise the
Message-ID header). Tags (game, player) label the message where the transport can carry them.
"""

from __future__ import annotations

import mailbox
import re
import smtplib
import ssl
from collections.abc import Mapping
from email.message import EmailMessage
from pathlib import Path
from typing import Any, Protocol

_SES_TAG_FORBIDDEN = re.compile(r"[^A-Za-z0-9_.@-]")


class Transport(Protocol):
    """Sends one message; raises on failure so the caller can retry."""

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Send `message`; return the transport's id for it."""
        ...


class SesTransport:
    """SESv2 SendEmail with the raw MIME message, a configuration set and message tags."""

    def __init__(self, client: Any, configuration_set: str | None = None) -> None:
        self._client = client  # a boto3 "sesv2" client, built once per container
        self._configuration_set = configuration_set

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Send through SES; return SES's message id."""
        request: dict[str, Any] = {
            "Content": {"Raw": {"Data": message.as_bytes()}},
            "EmailTags": [
                {"Name": _ses_tag(name), "Value": _ses_tag(value)} for name, value in tags.items()
            ],
        }
        if self._configuration_set:
            request["ConfigurationSetName"] = self._configuration_set
        return self._client.send_email(**request)["MessageId"]


def _ses_tag(text: str) -> str:
    """SES accepts only ASCII letters, digits, '_', '-', '.' and '@' in tags, 256 at most."""
    return _SES_TAG_FORBIDDEN.sub("_", text)[:256] or "_"


class SmtpTransport:
    """An SMTP submission server, with STARTTLS and login when configured."""

    def __init__(
        self,
        host: str,
        port: int = 587,
        *,
        username: str | None = None,
        password: str | None = None,
        starttls: bool = True,
        tls_context: ssl.SSLContext | None = None,
        timeout: float = 30.0,
    ) -> None:
        self._host, self._port = host, port
        self._username, self._password = username, password
        self._starttls = starttls
        self._tls_context = tls_context or ssl.create_default_context()
        self._timeout = timeout

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Submit over SMTP (tags are not carried); return the Message-ID header."""
        with smtplib.SMTP(self._host, self._port, timeout=self._timeout) as smtp:
            if self._starttls:
                smtp.starttls(context=self._tls_context)
            if self._username:
                smtp.login(self._username, self._password or "")
            smtp.send_message(message)
        return str(message["Message-ID"])


class MaildirTransport:
    """Delivers into a Maildir directory (the local default, `$PBM_HOME/outbox`)."""

    def __init__(self, directory: Path | str) -> None:
        Path(directory).parent.mkdir(parents=True, exist_ok=True)
        self._maildir = mailbox.Maildir(Path(directory), create=True)

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Write the message as a new file (tags are not carried); return its Message-ID header."""
        self._maildir.add(message)
        return str(message["Message-ID"])
