"""Ways to send a finished message: Amazon SES, an SMTP server, or a local Maildir outbox.

All share one method, `send(message, *, tags) -> str`, returning the id the transport knows the
message by (SES's message id, which bounce and complaint events refer to; otherwise the
Message-ID header). Tags (game, player) label the message where the transport can carry them.

A send fails in one of three ways: `Refused` (the server refused this message for good: SMTP
5xx, SES MessageRejected; never retried), `Deferred` (this message, later: SMTP 4xx for the
recipient), or any other exception (the server cannot be reached, times out, refuses our
login or sender: nothing else can go out through it now either).
"""

from __future__ import annotations

import re
import ssl
from collections.abc import Mapping
from email.message import EmailMessage
from pathlib import Path
from typing import Any, Protocol

_SES_TAG_FORBIDDEN = re.compile(r"[^A-Za-z0-9_.@-]")
# SES errors that refuse one message for good: the recipient (MessageRejected: a suppressed or,
# in the sandbox, unverified address) or the message as sent (our MAIL FROM domain, a bad
# request); retrying sends the same refusal.
_SES_REFUSED_RECIPIENT = frozenset({"MessageRejected"})
_SES_REFUSED_MESSAGE = frozenset({"MailFromDomainNotVerifiedException", "BadRequestException",
                                  "NotFoundException"})


class Refused(Exception):
    """The server refused the message permanently; `recipient`: the reason is the recipient's
    address (then it is not mailed again), else the message itself."""

    def __init__(self, reason: str, *, recipient: bool):
        super().__init__(reason)
        self.reason = reason
        self.recipient = recipient


class Deferred(Exception):
    """The server cannot take this message now (a 4xx for it); try it again later."""


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
        try:
            return self._client.send_email(**request)["MessageId"]
        except Exception as exc:
            error = getattr(exc, "response", {}).get("Error", {})
            code = error.get("Code", "")
            if code in _SES_REFUSED_RECIPIENT or code in _SES_REFUSED_MESSAGE:
                raise Refused(f"SES {code}: {error.get('Message', '')}".strip(),
                              recipient=code in _SES_REFUSED_RECIPIENT) from exc
            raise


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
        import smtplib  # local only: the Lambda functions send through SES

        with smtplib.SMTP(self._host, self._port, timeout=self._timeout) as smtp:
            if self._starttls:
                smtp.starttls(context=self._tls_context)
            if self._username:
                smtp.login(self._username, self._password or "")
            try:
                smtp.send_message(message)
            except smtplib.SMTPRecipientsRefused as exc:
                raise _smtp_failure(*min(exc.recipients.values()), recipient=True) from exc
            except smtplib.SMTPDataError as exc:  # after RCPT: about this message and recipient
                raise _smtp_failure(exc.smtp_code, exc.smtp_error, recipient=True) from exc
        return str(message["Message-ID"])


def _smtp_failure(code: int, text: bytes | str, *, recipient: bool) -> Exception:
    """Refused for a 5xx reply, Deferred for anything else."""
    words = text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text)
    reason = f"SMTP {code} {words}".strip()
    return Refused(reason, recipient=recipient) if 500 <= code < 600 else Deferred(reason)


class MaildirTransport:
    """Delivers into a Maildir directory (the local default, `$PBM_HOME/outbox`)."""

    def __init__(self, directory: Path | str) -> None:
        import mailbox  # local only, and slow to import: the Lambda functions send through SES

        Path(directory).parent.mkdir(parents=True, exist_ok=True)
        self._maildir = mailbox.Maildir(Path(directory), create=True)

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Write the message as a new file (tags are not carried); return its Message-ID header."""
        self._maildir.add(message)
        return str(message["Message-ID"])
