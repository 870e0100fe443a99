"""On AWS the raw inbound mail SES stored in S3 goes with the person (issue 26): the inbound
function leaves each mail under its message id (filing it by sender cost a PUT a move, issue
43), and erasing the person deletes every raw mail whose header block names them (and those an
earlier version filed under their digest), leaving everyone else's."""

from __future__ import annotations

import os
from email.message import EmailMessage

import pytest

from functions import compose
from functions.compose.erasing_at_once import erasure_at_once
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


def _filed(cloud, secret: bytes, sender: str, number: int) -> str:
    """A mail an earlier version filed under its sender's digest."""
    key = folder("inbound/", secret, sender) + f"filed{number:04d}"
    cloud.s3.put_object(Bucket=BUCKET, Key=key, Body=f"From: {sender}\r\n\r\nhi".encode())
    return key


def test_a_processed_mail_stays_where_ses_put_it(aws):
    cloud = aws
    game = started(cloud)
    mover = game.seat(game.to_move)
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha")
    (key,) = _keys(cloud)
    assert key.startswith("inbound/") and "/" not in key.removeprefix("inbound/")
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
    processed = set(_keys(cloud))
    theirs = {k for k in processed if GONE.encode() in _body(cloud, k).lower()}
    assert len(theirs) == 1 and len(processed) == len(players)
    unprocessed_gone = _unprocessed(cloud, GONE.upper(), 1)  # any case of the address
    unprocessed_other = _unprocessed(cloud, "cid@example.org", 2)
    parts = compose.build(Settings.from_env(os.environ))
    filed_gone = _filed(cloud, parts.secret, GONE, 3)
    filed_other = _filed(cloud, parts.secret, "cid@example.org", 4)
    before = set(_keys(cloud))
    cloud.service.erase_person(GONE, erasure_at_once(parts, s3=cloud.s3))
    after = set(_keys(cloud))
    assert before - after == theirs | {unprocessed_gone, filed_gone}
    assert all(GONE.encode() not in _body(cloud, k).lower() for k in after)
    assert {unprocessed_other, filed_other} <= after


def test_without_an_inbound_bucket_an_erasure_touches_no_s3(tmp_path):
    from functions.service import PlayerSpec

    settings = Settings(home=tmp_path, store=f"sqlite:{tmp_path / 'pbm.sqlite3'}",
                        secret="local-secret-0123456789abcdef")
    parts = compose.build(settings)
    service = parts.service
    assert erasure_at_once(parts, s3=object()) is parts.store  # the store's own erasure
    game = service.create("1926", [PlayerSpec("Ann", "ann@example.org", "en"),
                                   PlayerSpec("Bob", GONE, "en"),
                                   PlayerSpec("Cid", "cid@example.org", "en")],
                          "org@example.org", start=True)
    assert service.erase_person(GONE, erasure_at_once(parts, s3=object())) == [game.id]
    parts.close()
