"""The erase button's request on DynamoDB (moto) reads by key and index only: as many requests
in a table of a few hundred items as in one of thousands, and no Scan; the table's Scan is
recorded and the deadlines function does it in pages (storage/dynamodb_erasure_rest.py), each
page's progress on a new record, until nothing names the person, writes racing the erasure
included."""

from __future__ import annotations

import json
import zlib
from collections import Counter

from bench.aws_calls import AWS_SERVICES, AwsCalls, describe
from functions.service import GameService, PlayerSpec
from functions.storage.dynamodb_erasure import DynamoErasure
from functions.storage.dynamodb_erasure_later import TABLE_ERASURES, TableErasures
from functions.storage.dynamodb_erasure_rest import TableScans, go_on
from tests.conftest import FakeSecrets

ANN, BOB = PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en")
ZDENKA = PlayerSpec("Zdeňka Smazalová", "zdenka.smazalova@example.org", "cs")
OTTO = PlayerSpec("Otakar Vymazal", "otakar.vymazal@example.org", "cs")


def _fill(store, start: int, count: int, name: PlayerSpec) -> None:
    """Items of other games and sent mail, a few of them naming `name` (as a week of play
    leaves them): a sent mail's talk, a processed mail's record keyed by its sender, lines of
    mails sent."""
    requests = []
    for n in range(start, start + count):
        game = f"GAME#other{n // 10}"
        if n % 3 == 0:
            text = f"{name.name} says hi" if n % 97 == 0 else f"move {n}"
            requests.append({"pk": {"S": f"OUTBOX#sent{n}"}, "sk": {"S": "OUTBOX"},
                             "sent_at": {"S": "2025-04-30T10:00:00.000Z"},
                             "data": {"S": json.dumps({"id": f"sent{n}", "email": ANN.email,
                                                       "game_id": "other", "text": text})}})
        elif n % 3 == 1:
            sender = name.email if n % 101 == 1 else f"p{n}@example.net"
            requests.append({"pk": {"S": game}, "sk": {"S": f"MAIL#{sender} <m{n}@x>"}})
        else:
            requests.append({"pk": {"S": game}, "sk": {"S": f"WORDS#p1#{n:09d}#n{n}"},
                             "words": {"B": zlib.compress(f"Ahoj {name.name}".encode())}})
    for at in range(0, len(requests), 25):
        store.client.batch_write_item(RequestItems={store.table: [
            {"PutRequest": {"Item": item}} for item in requests[at:at + 25]]})


def _everything(store) -> list[str]:
    texts, kwargs = [], {"TableName": store.table}
    while True:
        page = store.client.scan(**kwargs)
        texts += [repr({k: zlib.decompress(v["B"]).decode() if "B" in v else v
                        for k, v in item.items()}) for item in page["Items"]]
        if "LastEvaluatedKey" not in page:
            return texts
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def _naming(store, person: PlayerSpec) -> list[str]:
    words = (person.email, *person.name.split())
    return [t for t in _everything(store) if any(w.lower() in t.lower() for w in words)]


def _records(store) -> list[dict]:
    return list(store._query(IndexName="gsi2", KeyConditionExpression="gsi2pk = :pk",
                             ExpressionAttributeValues={":pk": {"S": TABLE_ERASURES}}))


def _erase(service, store, clock, calls, person) -> Counter:
    erasure = DynamoErasure(store, clock, TableErasures(store.client, store.table).later)
    before = calls.mark()
    service.erase_person(person.email, erasure)
    return Counter({k: n for k, n in calls.since(before).items() if k[0] in AWS_SERVICES})


def _finish(store, clock, page_items: int) -> list[dict[str, int]]:
    """Wake-ups of the deadlines function, a page each, until no Scan is left."""
    woken = []
    while _records(store):
        woken.append(go_on(DynamoErasure(store, clock), TableScans(store.client, store.table),
                           lambda: "2025-05-01T12:00:00.000Z", 0.0, page_items))
        assert len(woken) < 200
    return woken


def test_the_erase_buttons_requests_do_not_grow_with_the_table(dynamodb_store, clock):
    service = GameService(dynamodb_store, clock, FakeSecrets())
    for person in (ZDENKA, OTTO):
        service.create("westernpoly", [ANN, person, BOB], ANN.email, start=True,
                       title=f"Game of {person.name}")
    calls = AwsCalls().watch(dynamodb_store.client)
    _fill(dynamodb_store, 0, 150, ZDENKA)
    small = _erase(service, dynamodb_store, clock, calls, ZDENKA)
    _fill(dynamodb_store, 150, 1500, OTTO)
    large = _erase(service, dynamodb_store, clock, calls, OTTO)
    assert ("dynamodb", "Scan") not in large, describe(large)
    assert small == large, (describe(small), describe(large))
    # the request left what the Scan finds: the records say so, and hold what scrubs it
    assert sorted(r["address"]["S"] for r in _records(dynamodb_store)) == sorted(
        [ZDENKA.email, OTTO.email])
    assert _naming(dynamodb_store, OTTO)


def test_the_deadlines_function_scans_on_in_pages_until_nothing_names_the_person(
        dynamodb_store, clock):
    service = GameService(dynamodb_store, clock, FakeSecrets())
    game = service.create("westernpoly", [ANN, ZDENKA, BOB], ANN.email, start=True)
    service.say(game.id, ANN.email, "Zdeňko, prodáš mi Prahu?", "Zdeňka")
    _fill(dynamodb_store, 0, 600, ZDENKA)
    calls = AwsCalls().watch(dynamodb_store.client)
    _erase(service, dynamodb_store, clock, calls, ZDENKA)
    (record,) = _records(dynamodb_store)
    woken = _finish(dynamodb_store, clock, page_items=100)
    assert len(woken) > 3 and all(w["pages"] == 1 for w in woken)
    assert [w["erasures"] for w in woken].count(1) == 1 and woken[-1]["erasures"] == 1
    assert sum(w["deleted"] for w in woken) >= 200  # every line of mail sent, their records
    assert not _naming(dynamodb_store, ZDENKA)
    assert record["pk"]["S"] not in _everything(dynamodb_store)


def test_writes_racing_the_erasure_are_found_by_its_scan(dynamodb_store, clock):
    """Mail written while the button's request runs (an inbound mail of theirs processed at
    that moment): the pending index's view lags, or it came after its Query."""
    service = GameService(dynamodb_store, clock, FakeSecrets())
    game = service.create("westernpoly", [ANN, ZDENKA, BOB], ANN.email, start=True)
    calls = AwsCalls().watch(dynamodb_store.client)
    _erase(service, dynamodb_store, clock, calls, ZDENKA)
    late = [{"pk": {"S": "OUTBOX#late1"}, "sk": {"S": "OUTBOX"}, "data": {"S": json.dumps(
                {"id": "late1", "email": ZDENKA.email, "game_id": game.id, "text": "Hi"})}},
            {"pk": {"S": "OUTBOX#late2"}, "sk": {"S": "OUTBOX"}, "data": {"S": json.dumps(
                {"id": "late2", "email": BOB.email, "game_id": game.id,
                 "text": "Zdeňka Smazalová: beru"})}},
            {"pk": {"S": f"GAME#{game.id}"}, "sk": {"S": f"MAIL#{ZDENKA.email} <late@x>"}}]
    for item in late:
        dynamodb_store.client.put_item(TableName=dynamodb_store.table, Item=item)
    _finish(dynamodb_store, clock, page_items=1000)
    assert not _naming(dynamodb_store, ZDENKA)
    kept = dynamodb_store.client.get_item(TableName=dynamodb_store.table, Key={
        "pk": {"S": "OUTBOX#late2"}, "sk": {"S": "OUTBOX"}})["Item"]
    assert json.loads(kept["data"]["S"])["email"] == BOB.email  # scrubbed, still to go


def test_a_record_that_keeps_failing_is_set_aside_and_logged(dynamodb_store, clock, caplog):
    jobs = TableScans(dynamodb_store.client, dynamodb_store.table)
    jobs.record(ZDENKA.email, {"address": ZDENKA.email}, "2025-05-01T12:00:00.000Z")  # no names
    for _ in range(5):
        done = go_on(DynamoErasure(dynamodb_store, clock), jobs, lambda: "x", 1.0)
        assert done["failed"] == 1
    assert not _records(dynamodb_store)
    assert "erasure record set aside" in caplog.text
    (aside,) = dynamodb_store.client.scan(TableName=dynamodb_store.table)["Items"]
    assert aside["gsi2pk"]["S"] == "ERASURES#SET-ASIDE" and "expires_at" in aside
