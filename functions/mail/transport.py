"""Ways to send a finished message: Amazon SES, an SMTP server, or a local Maildir outbox.

All share one method, `send(message, *, tags) -> str`, returning the id the transport knows the
message by (SES's message id, which bounce and complaint events refer to; otherwise the
Message-ID header). Tags (game, player) label the message where the transport can carry them.

A send fails in one of four ways: `Refused` (the server refused this message for good: SMTP
5xx, an SES request it will never take; never retried), `Deferred` (this message, later: SMTP
4xx for the recipient), `SenderBlocked` (SES refuses the service itself: no permission, an
identity not verified yet, the sandbox, sending paused: the operator's to fix, retried later,
never the recipient's fault), or any other exception (the server cannot be reached, times out,
throttles, refuses our login: nothing else can go out through it now either).

Only a recipient's real bounce or complaint (the bounces function) marks an address
undeliverable through SES: SES refuses no recipient at sending time for good (its suppression
list answers with a bounce event), so none of its errors does.
"""

from __future__ import annotations

import re
import ssl
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any, Protocol

_SES_TAG_FORBIDDEN = re.compile(r"[^A-Za-z0-9_.@-]")
# SES errors about the service's own standing: its role lacks ses:SendRawEmail, the sender's
# domain (or, in the sandbox, the recipient) is not verified yet, the configuration set is gone,
# sending is paused. Every mail would fail alike until the operator acts: keep them pending.
_SES_SENDER_BLOCKED = frozenset({
    "AccessDenied", "AccessDeniedException", "MailFromDomainNotVerifiedException",
    "NotFoundException", "SendingPausedException", "AccountSuspendedException",
    "InvalidClientTokenId", "UnrecognizedClientException", "ExpiredTokenException",
    "LimitExceededException"})  # the daily quota spent: nothing goes out before it renews
# MessageRejected is the operator's too when it says an identity is not verified (the sandbox,
# a domain still verifying); otherwise it is about this message (a virus found in it).
_SES_UNVERIFIED = re.compile(r"not verified|failed the check", re.I)
# SES errors that refuse one message for good: the request as built; retrying sends the same.
_SES_REFUSED_MESSAGE = frozenset({"MessageRejected", "BadRequestException"})


class Refused(Exception):
    """The server refused the message permanently; `recipient`: the reason is the recipient's
    address (then it is not mailed again), else the message itself."""

    def __init__(self, reason: str, *, recipient: bool):
        super().__init__(reason)
        self.reason = reason
        self.recipient = recipient


class Deferred(Exception):
    """The server cannot take this message now (a 4xx for it); try it again later."""


# In every log line about it: the template's metric filters count them for an alarm.
SENDER_BLOCKED = "SES blocks the sender"


class SenderBlocked(Exception):
    """SES refuses the service's sending (permissions, unverified identities, the sandbox,
    paused sending): the operator's error, alarmed on, retried later; never a bounce. Carries
    the AWS error's `response`, so a delivery pass stops as for any AWS failure."""

    def __init__(self, reason: str, response: Mapping[str, Any] | None = None):
        super().__init__(reason)
        self.reason = reason
        self.response = dict(response or {})


class Transport(Protocol):
    """Sends one message; raises on failure so the caller can retry."""

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Send `message`; return the transport's id for it."""
        ...


@dataclass(frozen=True)
class SendQuota:
    """The account's SES sending limits (GetAccount): mails a second, mails a day, sent today."""

    max_send_rate: float
    max_24h: float
    sent_24h: float


# Every SES account may send one mail a second (the sandbox's rate): sends further apart than
# that need no pacing, so at play-by-mail pace the account's own rate is never even read.
_SAFE_INTERVAL = 1.0
# A burst of this many sends (a move's or a game start's mails: the notifier's batch) goes
# without asking SES for the account's rate: SES tolerates short bursts above the rate, and a
# send it throttles is retried with backoff by the client (see compose.mail), then by the
# stream. Only a longer burst reads the rate (GetAccount: a request on a cold start) and keeps
# the whole burst, counted from its first send, to it.
UNASKED_BURST = 4


class SesTransport:
    """SESv2 SendEmail with the raw MIME message, a configuration set and message tags; paced
    to the account's MaxSendRate when sending more than UNASKED_BURST mails faster than one a
    second (throttling is retried with backoff by the client's retry mode, see compose.mail)."""

    def __init__(self, client: Any, configuration_set: str | None = None, *,
                 sleep: Callable[[float], None] = time.sleep,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self._client = client  # a botocore "sesv2" client, built once per container
        self._configuration_set = configuration_set
        self._sleep, self._monotonic = sleep, monotonic
        self._last: float | None = None  # when the previous send began
        self._interval: float | None = None  # 1 / MaxSendRate, once read
        self._burst_start, self._burst = 0.0, 0  # the current burst's first send, its sends

    def account(self) -> SendQuota:
        """The account's sending quota, read from SES (GetAccount)."""
        quota = self._client.get_account().get("SendQuota", {})
        return SendQuota(float(quota.get("MaxSendRate", 1.0)),
                         float(quota.get("Max24HourSend", 0.0)),
                         float(quota.get("SentLast24Hours", 0.0)))

    def _pace(self) -> None:
        """Wait until the next send keeps a burst longer than UNASKED_BURST within the
        account's MaxSendRate (from the burst's first send)."""
        now = self._monotonic()
        if self._last is None or now - self._last >= _SAFE_INTERVAL:
            self._burst_start, self._burst = now, 0  # a new burst
        elif self._burst >= UNASKED_BURST:
            if self._interval is None:
                self._interval = self._send_interval()
            wait = self._burst_start + self._burst * self._interval - now
            if wait > 0:
                self._sleep(wait)
                now += wait
        self._burst += 1
        self._last = now

    def _send_interval(self) -> float:
        """Seconds between two sends at the account's MaxSendRate; 0 when SES does not say
        (then throttling alone slows us down: the client retries it with backoff)."""
        try:
            return 1.0 / max(self.account().max_send_rate, 0.1)
        except Exception as exc:  # noqa: BLE001 - pacing is a courtesy; the send decides
            print(f"pbm: SES sending rate unknown ({exc!r}); sending unpaced", file=sys.stderr)
            return 0.0

    def send(self, message: EmailMessage, *, tags: Mapping[str, str]) -> str:
        """Send through SES; return SES's message id."""
        self._pace()
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
            code, text = error.get("Code", ""), error.get("Message", "")
            reason = f"SES {code}: {text}".strip()
            if code in _SES_SENDER_BLOCKED or (code == "MessageRejected"
                                               and _SES_UNVERIFIED.search(text)):
                raise SenderBlocked(f"{SENDER_BLOCKED} ({reason})",
                                    getattr(exc, "response", None)) from exc
            if code in _SES_REFUSED_MESSAGE:
                raise Refused(reason, recipient=False) from exc
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
