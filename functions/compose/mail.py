"""The postmen of the entry points that send mail: through the local transport (an SMTP relay
or the Maildir outbox) for `pbm` and `pbm serve`, through SES for the Lambda functions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from functions.settings import Settings

from . import Parts

if TYPE_CHECKING:
    from functions.mail.transport import Transport
    from functions.mailroom.delivery import Postman

SMTP_TIMEOUT = 10.0  # seconds an SMTP relay may take to answer before a pass gives up on it


def local_transport(settings: Settings) -> Transport:
    """The transport of a machine of its own: the SMTP relay when one is set, else the
    Maildir `$PBM_HOME/outbox`."""
    from functions.mail.transport import MaildirTransport, SmtpTransport

    relay = settings.smtp_relay
    if relay is not None:
        return SmtpTransport(relay.host, relay.port, starttls=relay.starttls,
                             username=relay.username, password=relay.password,
                             timeout=SMTP_TIMEOUT)
    return MaildirTransport(settings.home / "outbox")


def postman(parts: Parts, transport: Transport | None = None, **options: Any) -> Postman:
    """A postman delivering the outbox of `parts` through `transport` (default: the local
    one); `options` go to the Postman (lease, on_resend)."""
    from functions.mailroom.delivery import Postman

    return Postman(parts.store, transport or local_transport(parts.settings), parts.settings,
                   parts.secret, parts.clock, reader=parts.reader, **options)


def _ses_client() -> Any:
    """The SESv2 client: throttling (MaxSendRate exceeded by several senders at once) is
    retried with exponential backoff and jitter; what still fails stays pending for the next
    pass."""
    from botocore.config import Config

    from functions import aws

    return aws.client("sesv2", config=Config(retries={"mode": "standard", "max_attempts": 5}))


def ses_postman(parts: Parts, ses: Any = None, **options: Any) -> Postman:
    """A postman sending through SES (the `sesv2` client made at its first request unless
    given), with the settings' configuration set for bounce and complaint events."""
    from functions.mail.transport import SesTransport

    if ses is None:
        from functions import aws

        ses = aws.Later(_ses_client)
    return postman(parts, SesTransport(ses, parts.settings.ses_configuration_set), **options)
