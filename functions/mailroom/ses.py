"""The postman of the AWS functions that send mail: the mailroom's store and secret, SES."""

from __future__ import annotations

from typing import Any

from functions.mail.transport import SesTransport
from functions.service.system import clock_from_env

from .delivery import Postman
from .settings import MailSettings
from .wiring import Mailroom, build_mailroom


def ses_postman(settings: MailSettings, ses: Any = None, ssm: Any = None,
                **options: Any) -> tuple[Mailroom, Postman]:
    """The mailroom the settings name and a postman sending through SES (its client made
    here unless given); `options` go to the Postman (lease, on_resend)."""
    if ses is None:
        import boto3

        ses = boto3.client("sesv2")
    mailroom = build_mailroom(settings, ssm)
    postman = Postman(mailroom.store, SesTransport(ses, settings.configuration_set), settings,
                      mailroom.secret, clock_from_env(), reader=mailroom.service.reader,
                      **options)
    return mailroom, postman
