"""Raw inbound mail is filed under the addresses it names on arrival, from the SES event, before
anything can fail (ops19): a mail whose processing fails every retry (S3 unreadable, a header
block that breaks the parser, the service down) is still found by an erasure."""

from __future__ import annotations

import pytest
from test_handlers_aws import BUCKET, TABLE, event

from functions import inbound_handler
from functions.compose.raw_mail import event_addresses
from functions.storage.dynamodb_raw_searches import RawMailFiled


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws
    from test_handlers_aws import Cloud

    with mock_aws():
        yield Cloud(monkeypatch)


def _arrives(mail_headers: list[tuple[str, str]], source: str, message_id: str) -> dict:
    receipt = event("ses_receipt_lambda.json")
    mail = receipt["Records"][0]["ses"]["mail"]
    mail["messageId"], mail["source"] = message_id, source
    mail["headers"] = [{"name": n, "value": v} for n, v in mail_headers]
    mail["commonHeaders"] = {"from": [v for n, v in mail_headers if n == "From"]}
    return receipt


def _filed(cloud, address: str) -> list[str]:
    import os

    from functions.compose import build
    from functions.settings import Settings

    parts = build(Settings.from_env(os.environ))
    return RawMailFiled(cloud.dynamodb, TABLE, parts.secret).keys(address)


class Unreadable:
    """S3 refusing the read every time (throttled, an outage): each retry fails the same."""

    def get_object(self, **kwargs):
        error = Exception("SlowDown")
        error.response = {"Error": {"Code": "SlowDown"}}
        raise error


def test_a_mail_that_cannot_be_read_is_filed_under_what_its_event_names(cloud):
    receipt = _arrives([("From", "Jiří Háček <Jiri.Hacek@example.cz>"),
                        ("To", "play+TOKEN@pbm.example.org"),
                        ("Cc", "Zdeňka <zdenka@example.org>")], "jiri.hacek@example.cz",
                       "ses-unreadable-1")
    inbound = inbound_handler._inbound()
    failing = inbound_handler.Inbound(inbound.parts, Unreadable(), inbound.index)
    for _ in range(3):  # SES's first try and its two retries
        with pytest.raises(Exception, match="SlowDown"):
            failing.process(receipt)
    assert _filed(cloud, "jiri.hacek@example.cz") == ["inbound/ses-unreadable-1"]
    assert _filed(cloud, "ZDENKA@example.org") == ["inbound/ses-unreadable-1"]
    assert _filed(cloud, "play+token@pbm.example.org") == []  # the service's own address


def test_a_header_block_that_breaks_processing_is_filed_first(cloud, monkeypatch):
    receipt = _arrives([("From", "bob@example.org"), ("Reply-To", "bob.home@example.net")],
                       "bounce-123@mailer.example.org", "ses-broken-1")
    cloud.s3.put_object(Bucket=BUCKET, Key="inbound/ses-broken-1",
                        Body=b"From: bob@example.org\r\nSubject: x\r\n\r\nhi\r\n")

    def broken(*args, **kwargs):
        raise RuntimeError("the service is down")

    monkeypatch.setattr("functions.mailroom.incoming.handle", broken)
    with pytest.raises(RuntimeError):
        inbound_handler._inbound().process(receipt)
    for address in ("bob@example.org", "bob.home@example.net", "bounce-123@mailer.example.org"):
        assert _filed(cloud, address) == ["inbound/ses-broken-1"], address


def test_what_only_the_raw_header_block_names_is_filed_too_once(cloud):
    receipt = _arrives([("From", "ann@example.org")], "ann@example.org", "ses-more-1")
    cloud.s3.put_object(Bucket=BUCKET, Key="inbound/ses-more-1", Body=(
        b"From: ann@example.org\r\nTo: play+x@pbm.example.org\r\n"
        b"Cc: cid@example.org\r\nSubject: hi\r\n\r\nhello\r\n"))
    inbound_handler._inbound().process(receipt)
    assert _filed(cloud, "cid@example.org") == ["inbound/ses-more-1"]
    assert _filed(cloud, "ann@example.org") == ["inbound/ses-more-1"]


def test_the_events_addresses_read_as_the_raw_mails_do():
    mail = {"source": "Petr@Háček.cz", "headers": [
        {"name": "From", "value": "=?utf-8?q?Petr?= <petr@xn--hek-ela4t.cz>"},
        {"name": "To", "value": "a@x.org, \"B, C\" <b@y.org>"}],
        "commonHeaders": {"replyTo": ["r@z.org"], "returnPath": "bounce@q.org"}}
    assert event_addresses(mail, "pbm.example.org") == {
        "petr@xn--hek-ela4t.cz", "a@x.org", "b@y.org", "r@z.org", "bounce@q.org"}
