"""An erasure reaches the person's raw mail in S3 from every entry point, or says it did not
(operator review 14, issue 43): `pbm person erase` run as docs/deploy.md sets the CLI up (the
stack's SSM parameter, no PBM_* exported) finds the bucket there; with no bucket named, or one
it cannot reach, it refuses before erasing anything; it says what it deleted. The inbound
function files each raw mail under the addresses it names, so an erasure deletes by a Query
and reads only mail older than the index. A record of a search the deadlines function cannot
use is set aside, never retried forever."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage

import pytest
from test_erasure_raw_mail_later import Context, _keys, _records
from test_handlers_aws import BUCKET, DOMAIN, TABLE, Cloud, started

from bench.aws_calls import AwsCalls
from functions import cli, compose, deadlines_handler
from functions.compose.raw_mail_search import RawMail
from functions.settings import Settings
from functions.storage.dynamodb_raw_erasures import RawMailErasures
from functions.storage.dynamodb_raw_index import INDEX_PREFIX, SINCE_KEY
from functions.storage.dynamodb_raw_searches import SET_ASIDE, RawMailFiled
from infra.table import load_template

GONE = "bob@example.org"  # Bob plays in `started`'s game


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def _mail(sender: str, to: str = "play+x@" + DOMAIN, cc: str = "", subject: str = "Re: tah",
          body: str = "pass\n") -> bytes:
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = to
    if cc:
        mail["Cc"] = cc
    mail["Subject"] = subject
    mail.set_content(body)
    return mail.as_bytes()


def _receive(cloud: Cloud, raw: bytes, source: str | None = None) -> str:
    """SES receives the mail and invokes the inbound function; its S3 key."""
    before = _keys(cloud)
    cloud.receive(raw, "play+x@" + DOMAIN, source)
    (key,) = _keys(cloud) - before
    return key


def _as_step_6(cloud: Cloud, monkeypatch, **changes: str) -> None:
    """The operator's shell of docs/deploy.md step 6: their credentials and the stack's SSM
    parameter, as the template writes it (`changes` over its fields); no PBM_* exported."""
    import boto3

    for name in ("PBM_STORE", "PBM_SECRET_PARAMETER", "PBM_BASE_URL", "PBM_MAIL_DOMAIN",
                 "PBM_SENDER", "PBM_REPLY_LOCAL", "PBM_SES_CONFIGURATION_SET",
                 "PBM_INBOUND_BUCKET", "PBM_INBOUND_PREFIX", "PBM_VERDICTS"):
        monkeypatch.delenv(name, raising=False)
    text, _ = load_template()["Resources"]["DeploymentParameter"]["Properties"]["Value"]["Fn::Sub"]
    stack = {"Url": "https://play.pbm.example.org", "SecretParameterName": "/pbm/test/secret",
             "DomainName": DOMAIN, "SenderAddress": f"pbm@{DOMAIN}",
             "ConfigurationSet": "pbm-mail", "InboundBucket": BUCKET}
    value = json.loads(re.sub(r"\$\{(\w+)\}", lambda m: stack[m.group(1)], text))
    value.update(changes)
    value = {k: v for k, v in value.items() if v != "-"}
    boto3.client("ssm").put_parameter(Name=f"/pbm/{TABLE}/deployment", Type="String",
                                      Value=json.dumps(value), Overwrite=True)


def _erase(capsys) -> tuple[int, str, str]:
    capsys.readouterr()  # what the handlers printed before
    code = cli.main(["--store", f"dynamodb:{TABLE}", "person", "erase", GONE])
    out, err = capsys.readouterr()
    return code, out, err


def test_pbm_person_erase_as_step_6_sets_it_up_deletes_the_raw_mail_and_says_so(
        cloud, monkeypatch, capsys):
    game = started(cloud)
    theirs = {_receive(cloud, _mail(f"Bob <{GONE}>")),
              _receive(cloud, _mail("Eva <eva@example.net>", cc=GONE.upper()))}
    others = {_receive(cloud, _mail("Ann <ann@example.org>", body=f"{GONE} is late\n"))}
    _as_step_6(cloud, monkeypatch)
    code, out, err = _erase(capsys)
    assert code == 0, err
    assert _keys(cloud) == others  # only the mail that names Bob in its headers went
    assert f"erased from 1 games ({game.id}); raw mails: 2 deleted" in out
    # the first day after the index began every mail is older than it may hold, and read: the
    # sentence says so, not "3 older than it read" (ops20)
    assert "(2 found through the index by address; 1 mail received before the index was " \
           "complete read one by one, as it cannot name it)" in out, out
    # and his index items with it
    assert not RawMailFiled(cloud.dynamodb, TABLE, b"handlers-secret-0123456789").keys(GONE)
    assert theirs


def test_a_deployment_whose_settings_name_no_bucket_is_refused_and_nothing_erased(
        cloud, monkeypatch, capsys):
    game = started(cloud)
    _receive(cloud, _mail(GONE))
    _as_step_6(cloud, monkeypatch, inbound_bucket="-", inbound_prefix="-")  # an older stack
    before = _keys(cloud)
    code, out, err = _erase(capsys)
    assert code == 1 and "erased from" not in out
    assert "no raw-mail bucket" in err and "PBM_INBOUND_BUCKET" in err
    assert "Nothing was erased" in err
    assert GONE in [seat.email for seat in cloud.service.view(game.id).game.seats]
    assert _keys(cloud) == before


def test_a_bucket_the_operator_cannot_reach_is_refused_and_nothing_erased(
        cloud, monkeypatch, capsys):
    game = started(cloud)
    _as_step_6(cloud, monkeypatch, inbound_bucket="pbm-someone-elses-bucket")
    code, out, err = _erase(capsys)
    assert code == 1 and "erased from" not in out
    assert "s3://pbm-someone-elses-bucket/inbound/" in err and "NoSuchBucket" in err
    assert GONE in [seat.email for seat in cloud.service.view(game.id).game.seats]


def test_a_search_that_fails_midway_says_so_and_exits_non_zero(cloud, monkeypatch, capsys):
    started(cloud)
    _receive(cloud, _mail(GONE))
    _as_step_6(cloud, monkeypatch)

    def refused(self, *args, **kwargs):
        raise PermissionError("AccessDenied: s3:DeleteObject")

    monkeypatch.setattr(RawMail, "_forget_filed", refused)
    code, out, err = _erase(capsys)
    assert code == 1
    assert "erased from 1 games" in out
    assert "raw mails: the search failed" in err and "run the command again" in err


def test_the_inbound_function_files_every_mail_it_reads_under_the_addresses_it_names(cloud):
    key = _receive(cloud, _mail("Ann <ann@example.org>", cc="Eva <Eva@Example.NET>"),
                   source="bounce-ann@lists.example.org")
    filed = RawMailFiled(cloud.dynamodb, TABLE, b"handlers-secret-0123456789")
    for address in ("ann@example.org", "eva@example.net", "bounce-ann@lists.example.org"):
        assert filed.keys(address) == [key], address
    assert not filed.keys("play+x@" + DOMAIN)  # the service's own reply address: not filed
    assert filed.since() is not None
    # a filed item holds no address, and goes when the mail expires
    items = cloud.dynamodb.scan(TableName=TABLE, FilterExpression="begins_with(pk, :p)",
                                ExpressionAttributeValues={":p": {"S": INDEX_PREFIX}})["Items"]
    assert len(items) == 3 and all("example" not in json.dumps(item) for item in items)
    assert all(int(item["expires_at"]["N"]) > datetime.now(UTC).timestamp()
               + timedelta(days=30).total_seconds() for item in items)


def _fill_unfiled(cloud: Cloud, count: int) -> None:
    """Raw mail SES stored that no inbound function filed (older than the index)."""
    for number in range(count):
        cloud.s3.put_object(Bucket=BUCKET, Key=f"inbound/old{number:05d}",
                            Body=_mail(f"player{number}@example.net"))


def _since(cloud: Cloud, at: datetime) -> None:
    cloud.dynamodb.put_item(TableName=TABLE, Item={
        **SINCE_KEY, "since": {"S": at.strftime("%Y-%m-%dT%H:%M:%S.000Z")}})


def _wake_until_done(cloud: Cloud, calls: AwsCalls) -> None:
    for _ in range(10):
        if not _records(cloud):
            return
        deadlines_handler.handler({"wake": "now"}, Context())
    raise AssertionError("the search never ended")


@pytest.mark.parametrize(("since_days_ago", "reads"), [(2, 0), (40, 0), (0, 150)])
def test_the_erase_button_deletes_by_the_index_and_reads_only_mail_older_than_it(
        cloud, since_days_ago, reads):
    """Filed mail is found by a Query whatever the bucket holds; unfiled mail is read only
    while it may be older than the index, and once it has all expired nothing is listed."""
    started(cloud)
    theirs = {_receive(cloud, _mail(GONE)), _receive(cloud, _mail(f"Bob <{GONE.upper()}>"))}
    _fill_unfiled(cloud, 150)
    now = datetime.now(UTC)
    _since(cloud, now - timedelta(days=since_days_ago))
    before = _keys(cloud)
    parts = compose.build(Settings.from_env())
    from functions.compose.erasing import erasure_for

    parts.service.erase_person(GONE, erasure_for(parts))  # the erase button's erasure
    deadlines_handler._built.cache_clear()
    calls = AwsCalls()
    with calls.every_new_client():
        _wake_until_done(cloud, calls)
    assert before - _keys(cloud) == theirs
    assert calls.counts[("s3", "GetObject")] == reads
    assert calls.counts[("s3", "ListObjectsV2")] == (0 if since_days_ago == 40 else 1)


def test_an_erasure_record_the_function_cannot_use_is_set_aside_and_the_others_go_on(
        cloud, caplog):
    started(cloud)
    theirs = _receive(cloud, _mail(GONE))
    # a record from before `after` was written (no `after`), one with no address at all
    cloud.dynamodb.put_item(TableName=TABLE, Item={
        "pk": {"S": "ERASURE#old"}, "sk": {"S": "ERASURE"}, "address": {"S": GONE},
        "due_at": {"S": "2026-12-05T10:00:00Z"}, "gsi2pk": {"S": "ERASURES"},
        "gsi2sk": {"S": "2026-12-05T10:00:00Z#ERASURE#old"}})
    cloud.dynamodb.put_item(TableName=TABLE, Item={
        "pk": {"S": "ERASURE#broken"}, "sk": {"S": "ERASURE"},
        "due_at": {"S": "2026-12-05T10:01:00Z"}, "gsi2pk": {"S": "ERASURES"},
        "gsi2sk": {"S": "2026-12-05T10:01:00Z#ERASURE#broken"}})
    done = deadlines_handler.handler({"wake": "now"}, Context())
    assert done["raw_mail"]["erasures"] == 1
    assert theirs not in _keys(cloud)
    (aside,) = _records(cloud)
    assert aside["pk"]["S"] == "ERASURE#broken" and aside["gsi2pk"]["S"] == SET_ASIDE
    assert "expires_at" in aside
    assert "erasure record set aside" in caplog.text
    # the next wake-up finds nothing to do and does not crash
    assert "raw_mail" not in deadlines_handler.handler({"wake": "now"}, Context())


def test_a_search_failing_at_every_wake_up_is_set_aside_after_a_few(cloud, monkeypatch):
    started(cloud)
    RawMailErasures(cloud.dynamodb, TABLE).record(GONE, "2026-12-05T10:00:00Z")

    def broken(self, *args, **kwargs):
        raise RuntimeError("SlowDown")

    monkeypatch.setattr(RawMail, "forget_page", broken)
    for _ in range(5):
        assert deadlines_handler.handler({"wake": "now"}, Context())["raw_mail"]["failed"] == 1
    (record,) = _records(cloud)
    assert record["gsi2pk"]["S"] == SET_ASIDE and "SlowDown" in record["why"]["S"]
    assert "raw_mail" not in deadlines_handler.handler({"wake": "now"}, Context())


def test_the_cli_says_how_the_raw_mail_was_searched_in_words_that_mean_it():
    """Operator re-check (ops20): "2079 older than it read" read as a count of something
    older than something else; the first day after an upgrade every erasure reads the whole
    bucket, and the sentence says that it read those mails one by one."""
    from functions.compose.raw_mail_search import Tally

    assert cli.raw_mail_done(Tally(filed=41, read=0, deleted=41)) == \
        "41 deleted (41 found through the index by address)"
    said = cli.raw_mail_done(Tally(filed=2, read=2079, deleted=3))
    assert said == ("3 deleted (2 found through the index by address; 2079 mails received "
                    "before the index was complete read one by one, as it cannot name them)")
    assert "older than" not in said
