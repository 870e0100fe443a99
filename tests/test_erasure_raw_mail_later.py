"""The search of an erased person's raw mail out of the web request (issue 43): on a bucket of a
few thousand raw mails the erase button records the search and answers at once (no S3 call in
the request); the notifier, seeing the record inserted on the stream, wakes the deadlines
function; the deadlines function searches a page at a time, records where it stopped (a new
item, which wakes it again), and ends with every mail of the person deleted, everyone else's
kept, and no record (nor the address it held) left."""

from __future__ import annotations

import os
from email.message import EmailMessage

import pytest
from test_handlers_aws import BUCKET, TABLE, Cloud, item_record, started, wake_ups

from bench.aws_calls import AwsCalls
from functions import compose, deadlines_handler, notifier_handler
from functions.compose import raw_mail_search
from functions.compose.erasing import erasure_for
from functions.compose.erasing_at_once import erasure_at_once
from functions.settings import Settings
from functions.storage.dynamodb_raw_erasures import ERASURE_PREFIX

GONE = "bob@example.org"
MAILS = 2400  # raw mails in the bucket: everyone's of the last 30 days
PAGE = 500


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def _fill(cloud: Cloud) -> set[str]:
    """MAILS raw mails, one in forty from the person (in varied forms); their keys."""
    theirs = set()
    forms = [GONE, GONE.upper(), f"Bob Novák <{GONE}>", f"\"B.\" <{GONE.capitalize()}>"]
    for number in range(MAILS):
        mail = EmailMessage()
        mine = number % 40 == 7
        mail["From"] = forms[number % 4] if mine else f"player{number}@example.net"
        mail["To"] = "play+token@pbm.example.org"
        mail["Subject"] = "Re: Jsi na tahu"
        mail.set_content("velká Praha\n")
        key = f"inbound/{number:08x}mail"
        cloud.s3.put_object(Bucket=BUCKET, Key=key, Body=mail.as_bytes())
        if mine:
            theirs.add(key)
    return theirs


def _keys(cloud: Cloud) -> set[str]:
    keys, kwargs = set(), {"Bucket": BUCKET}
    while True:
        page = cloud.s3.list_objects_v2(**kwargs)
        keys |= {item["Key"] for item in page.get("Contents", ())}
        if not page.get("IsTruncated"):
            return keys
        kwargs["ContinuationToken"] = page["NextContinuationToken"]


def _records(cloud: Cloud, sk: str = "ERASURE") -> list[dict]:
    """The erasure records of one kind: the raw mail's searches, or the table's Scans (TABLE)."""
    return cloud.dynamodb.scan(
        TableName=TABLE, FilterExpression="begins_with(pk, :e) AND sk = :sk",
        ExpressionAttributeValues={":e": {"S": ERASURE_PREFIX}, ":sk": {"S": sk}})["Items"]


class Context:
    """A Lambda context with plenty of time left (the budget is set apart)."""

    function_name = "pbm-test-deadlines"
    function_version = "$LATEST"
    memory_limit_in_mb = 512
    invoked_function_arn = "arn:aws:lambda:eu-central-1:123456789012:function:pbm-test-deadlines"
    aws_request_id = "c6af9ac6-7b61-11e6-9a41-93e8deadbeef"

    def get_remaining_time_in_millis(self) -> int:
        return 60_000


def test_the_erase_button_records_the_search_and_the_deadlines_function_does_it_in_pages(
        cloud, monkeypatch):
    game = started(cloud)
    assert GONE in [s.email for s in game.seats]
    theirs = _fill(cloud)
    before = _keys(cloud)
    parts = compose.build(Settings.from_env(os.environ))
    erasure = erasure_for(parts)  # as compose/web.py makes the erase button's
    calls = AwsCalls().watch(parts.store.client)
    parts.service.erase_person(GONE, erasure)
    assert _keys(cloud) == before  # the request searched nothing
    # and scanned no table: that is recorded for the deadlines function too
    assert calls.counts[("dynamodb", "Scan")] == 0
    assert [r["address"]["S"] for r in _records(cloud, "TABLE")] == [GONE]
    (record,) = _records(cloud)
    assert record["address"]["S"] == GONE
    # the notifier sees the record inserted and wakes the deadlines function
    notifier_handler._notifier.cache_clear()
    answer = notifier_handler.handler({"Records": [item_record(cloud, record, "INSERT")]}, None)
    assert answer == {"batchItemFailures": []} and wake_ups(cloud)
    # each wake-up searches a page (the budget spent), then records where it stopped
    monkeypatch.setattr(raw_mail_search, "BUDGET_SECONDS", 0.0)
    monkeypatch.setattr(raw_mail_search, "PAGE_KEYS", PAGE)
    woken = 0
    while _records(cloud):
        done = deadlines_handler.handler({"wake": "2026-12-05T10:00Z"}, Context())
        woken += 1
        assert done["raw_mail"]["pages"] == 1 and woken <= MAILS // PAGE + 1
        left = _records(cloud)
        assert len(left) <= 1 and (not left or left[0]["pk"] != record["pk"])
    assert woken == -(-MAILS // PAGE)
    after = _keys(cloud)
    assert before - after == theirs and len(theirs) == MAILS // 40
    assert not _records(cloud) and not _records(cloud, "TABLE")


def test_pbm_person_erase_searches_the_whole_bucket_at_once(cloud):
    """The operator's command has no request limit: the raw mail is gone when it returns."""
    started(cloud)
    theirs = _fill(cloud)
    before = _keys(cloud)
    parts = compose.build(Settings.from_env(os.environ))
    cloud.service.erase_person(GONE, erasure_at_once(parts, s3=cloud.s3))
    assert before - _keys(cloud) == theirs and not _records(cloud)
