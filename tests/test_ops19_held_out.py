"""Held-out members of ops19's classes, written apart from the fixes and run once after them:
the erase button's request growing with the table (a table of 10,000 items), a write racing the
erasure (the person's own inbound mail processed meanwhile), a lapsed claim reported though
nothing went (a sender dying while it made the mail; a send that failed and was given back),
raw mail left unfiled when its processing fails (an event whose headers SES truncated, a mail
gone from S3, a mass mailing)."""

from __future__ import annotations

import json
import os

import pytest
from test_erasure_table_later_aws import ANN, BOB, ZDENKA, _erase, _finish, _naming
from test_handlers_aws import TABLE, Cloud, event
from test_mailroom_delivery import Died, invited
from test_mailroom_incoming import SECRET, SETTINGS, RecordingTransport

from bench.aws_calls import AwsCalls
from functions import inbound_handler
from functions.mailroom.delivery import Postman
from functions.service import GameService
from functions.service.ledger import chain
from functions.storage.dynamodb_raw_index import INDEX_PREFIX, MANY
from functions.storage.dynamodb_raw_searches import RawMailFiled
from tests.conftest import FakeSecrets


def _pad(store, count: int) -> None:
    """`count` items of other people's games and mail, as months of play leave them."""
    items = []
    for n in range(count):
        if n % 2:
            items.append({"pk": {"S": f"GAME#g{n // 40:05d}"},
                          "sk": {"S": f"GAME#MOVE#{n:09d}"}, "text": {"S": f"move {n}"}})
        else:
            items.append({"pk": {"S": f"OUTBOX#old{n}"}, "sk": {"S": "OUTBOX"},
                          "sent_at": {"S": "2025-04-29T08:00:00.000Z"},
                          "data": {"S": json.dumps({"id": f"old{n}", "email": "x@example.net",
                                                    "game_id": f"g{n // 40:05d}",
                                                    "text": "ok"})}})
    for at in range(0, count, 25):
        store.client.batch_write_item(RequestItems={store.table: [
            {"PutRequest": {"Item": item}} for item in items[at:at + 25]]})


def test_the_requests_of_an_erasure_in_a_table_of_ten_thousand_items(dynamodb_store, clock):
    service = GameService(dynamodb_store, clock, FakeSecrets(), key=chain.seal_key(SECRET))
    other = type(ZDENKA)("Radka Vymazalová", "radka@example.cz", "cs")
    for person in (ZDENKA, other):
        service.create("1926", [ANN, person, BOB], ANN.email, start=True,
                       title=f"Hra {person.name}")
    calls = AwsCalls().watch(dynamodb_store.client)
    small = _erase(service, dynamodb_store, clock, calls, ZDENKA)
    _pad(dynamodb_store, 10_000)
    large = _erase(service, dynamodb_store, clock, calls, other)
    assert small == large and ("dynamodb", "Scan") not in large


def test_an_inbound_mail_of_the_person_processed_while_they_are_erased(dynamodb_store, clock):
    service = GameService(dynamodb_store, clock, FakeSecrets(), key=chain.seal_key(SECRET))
    game = service.create("westernpoly", [ANN, ZDENKA, BOB], ANN.email, start=True)
    calls = AwsCalls().watch(dynamodb_store.client)
    _erase(service, dynamodb_store, clock, calls, ZDENKA)
    # what that mail's processing wrote just after the request read the table: its record,
    # keyed by sender, and the answer to it, queued for them; a table-talk mail quoting them
    for item in (
            {"pk": {"S": f"GAME#{game.id}"},
             "sk": {"S": f"MAIL#zdenka.smazalova@example.org <cz-{game.id}@seznam.cz>"}},
            {"pk": {"S": "OUTBOX#answer-z"}, "sk": {"S": "OUTBOX"}, "data": {"S": json.dumps(
                {"id": "answer-z", "email": "Zdenka.Smazalova@example.org",
                 "game_id": game.id, "text": "Tvůj tah nebyl přijat"})}},
            {"pk": {"S": "OUTBOX#talk-a"}, "sk": {"S": "OUTBOX"}, "data": {"S": json.dumps(
                {"id": "talk-a", "email": ANN.email, "game_id": game.id,
                 "payload": {"message": "Zdeňka Smazalová píše: beru Prahu"}})}}):
        dynamodb_store.client.put_item(TableName=dynamodb_store.table, Item=item)
    _finish(dynamodb_store, clock, page_items=50)
    assert not _naming(dynamodb_store, ZDENKA)


class DiesMaking(Postman):
    """A sender whose process ends while it makes the mail (after its claim, before any send)."""

    def message(self, notification):
        raise Died


@pytest.mark.every_store
def test_a_sender_dying_while_it_made_the_mail_sent_nothing_to_report(store, clock,
                                                                      fake_secrets):
    invited(store, clock, fake_secrets)
    (first, *_) = store.pending_notifications()
    with pytest.raises(Died):
        DiesMaking(store, RecordingTransport(), SETTINGS, SECRET, clock).deliver(first)
    clock.advance(minutes=6)
    reported = []
    Postman(store, RecordingTransport(), SETTINGS, SECRET, clock,
            on_resend=lambda n, started: reported.append(n.id)).deliver_pending()
    assert reported == [] and store.pending_notifications() == []


class FailsOnce:
    def __init__(self):
        self.sent = []

    def send(self, message, *, tags):
        if not self.sent:
            self.sent.append(None)
            raise ConnectionError("relay reset")
        self.sent.append(message)


def test_a_send_that_failed_and_was_given_back_is_no_resend(sqlite_store, clock, fake_secrets):
    invited(sqlite_store, clock, fake_secrets)
    (first, *_) = sqlite_store.pending_notifications()
    reported = []
    postman = Postman(sqlite_store, FailsOnce(), SETTINGS, SECRET, clock,
                      on_resend=lambda n, started: reported.append(n.id))
    with pytest.raises(ConnectionError):
        postman.deliver(first)
    clock.advance(minutes=6)
    postman.deliver_pending()
    assert reported == [] and sqlite_store.pending_notifications() == []


@pytest.fixture
def cloud(aws_credentials, monkeypatch):
    from moto import mock_aws

    with mock_aws():
        yield Cloud(monkeypatch)


def _index(cloud):
    from functions.compose import build
    from functions.settings import Settings

    return RawMailFiled(cloud.dynamodb, TABLE, build(Settings.from_env(os.environ)).secret)


def test_a_mail_gone_from_s3_with_truncated_headers_is_filed_from_its_common_headers(cloud):
    receipt = event("ses_receipt_lambda.json")
    mail = receipt["Records"][0]["ses"]["mail"]
    mail.update({"messageId": "gone-1", "source": "bounce+x@lists.example.net",
                 "headersTruncated": True, "headers": []})
    mail["commonHeaders"] = {"from": ["\"Novák, Jan\" <jan.novak@example.cz>"],
                             "replyTo": ["jan@novakovi.example.cz"],
                             "to": ["play+T@pbm.example.org"]}
    assert inbound_handler._inbound().process(receipt) is None  # NoSuchKey: acknowledged
    index = _index(cloud)
    for address in ("jan.novak@example.cz", "jan@novakovi.example.cz",
                    "bounce+x@lists.example.net"):
        assert index.keys(address) == ["inbound/gone-1"], address


def test_a_mass_mailing_that_fails_is_filed_once_apart(cloud):
    receipt = event("ses_receipt_lambda.json")
    mail = receipt["Records"][0]["ses"]["mail"]
    mail.update({"messageId": "mass-1", "source": "news@shop.example.com"})
    mail["headers"] = [{"name": "From", "value": "news@shop.example.com"},
                       {"name": "To", "value": ", ".join(f"p{n}@example.org"
                                                         for n in range(20))}]

    class Throttled:
        def get_object(self, **kwargs):
            error = Exception("throttled")
            error.response = {"Error": {"Code": "ThrottlingException"}}
            raise error

    inbound = inbound_handler._inbound()
    with pytest.raises(Exception, match="throttled"):
        inbound_handler.Inbound(inbound.parts, Throttled(), inbound.index).process(receipt)
    crowded = cloud.dynamodb.query(
        TableName=TABLE, KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": INDEX_PREFIX + MANY}})["Items"]
    assert [i["sk"]["S"] for i in crowded] == ["inbound/mass-1"]
