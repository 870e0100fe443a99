"""On AWS the raw inbound mail SES stored in S3 goes with the person (issue 26): the inbound
function files each processed mail under a keyed digest of its sender, and erasing the person
deletes those and every unfiled mail naming them, leaving everyone else's."""

from __future__ import annotations

import os
from email.message import EmailMessage

import pytest

from functions import compose
from functions.compose.erasing import erasure_for
from functions.compose.raw_mail import folder
from functions.settings import Settings
from tests.test_handlers_aws import BUCKET, Cloud, started

GONE = "bob@example.org"


@pytest.fixture
def aws(aws_credentials, monkeypatch):
    """moto's AWS with the mail handlers on it (as tests/test_handlers_aws.py's `cloud`)."""
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def _keys(cloud) -> list[str]:
    listed = cloud.s3.list_objects_v2(Bucket=BUCKET).get("Contents", ())
    return sorted(item["Key"] for item in listed)


def _body(cloud, key: str) -> bytes:
    return cloud.s3.get_object(Bucket=BUCKET, Key=key)["Body"].read()


def _unprocessed(cloud, sender: str, number: int) -> str:
    """A mail SES stored whose processing failed: it stays under its message id."""
    mail = EmailMessage()
    mail["From"] = f"Someone <{sender}>"
    mail["To"] = "play@pbm.example.org"
    mail["Subject"] = "hello"
    mail.set_content("a mail that failed")
    key = f"inbound/failed{number:04d}"
    cloud.s3.put_object(Bucket=BUCKET, Key=key, Body=mail.as_bytes())
    return key


def test_a_processed_mail_is_filed_under_its_senders_digest(aws):
    cloud = aws
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha")
    (key,) = _keys(cloud)
    parts = compose.build(Settings.from_env(os.environ))
    assert key.startswith(folder("inbound/", parts.secret, mover.email))
    assert mover.email not in key and key.startswith("inbound/from/")  # the key names nobody
    assert b"large Praha" in _body(cloud, key)


def test_erasing_a_person_deletes_their_raw_mail_and_keeps_everyone_elses(aws):
    cloud = aws
    game = started(cloud)
    players = [s.email for s in game.seats]
    assert GONE in players
    for address in players:  # each player answers the last mail of the game they got
        got = [m for m in cloud.sent() if m["To"].addresses[0].addr_spec == address]
        cloud.reply(got[-1], "HELP")
        cloud.notify()
    unfiled_gone = _unprocessed(cloud, GONE.upper(), 1)  # any case of the address
    unfiled_other = _unprocessed(cloud, "cid@example.org", 2)
    before = _keys(cloud)
    parts = compose.build(Settings.from_env(os.environ))
    theirs = [k for k in before if k.startswith(folder("inbound/", parts.secret, GONE))]
    assert theirs and unfiled_gone in before
    cloud.service.erase_person(GONE, erasure_for(parts, s3=cloud.s3))
    after = _keys(cloud)
    assert not set(theirs) & set(after) and unfiled_gone not in after
    assert all(GONE.encode() not in _body(cloud, k).lower() for k in after)
    assert unfiled_other in after and set(before) - set(theirs) - {unfiled_gone} == set(after)


def test_without_an_inbound_bucket_an_erasure_touches_no_s3(tmp_path):
    from functions.service import PlayerSpec

    settings = Settings(home=tmp_path, store=f"sqlite:{tmp_path / 'pbm.sqlite3'}",
                        secret="local-secret-0123456789abcdef")
    parts = compose.build(settings)
    service = parts.service
    assert erasure_for(parts, s3=object()) is parts.store  # the store's own erasure
    game = service.create("1926", [PlayerSpec("Ann", "ann@example.org", "en"),
                                   PlayerSpec("Bob", GONE, "en"),
                                   PlayerSpec("Cid", "cid@example.org", "en")],
                          "org@example.org", start=True)
    assert service.erase_person(GONE, erasure_for(parts, s3=object())) == [game.id]
    parts.close()
