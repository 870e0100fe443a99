"""The AWS requests of a move, counted on moto through botocore (bench/aws_calls.py), so they
cannot creep back: a submit is one read and one TransactWriteItems; a move by mail end to end
is one S3 GetObject, one read and one write (and the filing of its raw mail by sender, one
PutItem), the move that ends the game too (the sweep rates
it afterwards); each outgoing mail is one read (the game item and the read-backs still waiting
that it carries, in one BatchGetItem), a claim, one SES send and one write marking it sent
with its read-backs; a stream batch of mails is one read, one write claiming them, a send each
and one write marking them sent. The public games page reads
as much whatever the number of games in the table."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

import rules
from bench.aws_calls import AWS_SERVICES, AwsCalls, describe, summary, units
from bench.aws_mail import play_by_mail
from functions.service import GameService, PlayerSpec
from functions.service.people.home import WATCHABLE, public_games
from functions.service.store import Change
from functions.service.system import SystemClock
from functions.storage.dynamodb import RUNNING_SHARDS
from tests.conftest import FakeSecrets

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


@pytest.fixture
def moto(aws_credentials):
    from moto import mock_aws

    with mock_aws():
        yield


def test_a_submit_is_one_query_and_one_transaction(dynamodb_store):
    calls = AwsCalls().watch(dynamodb_store.client)
    service = GameService(dynamodb_store, SystemClock(), FakeSecrets())
    game_id = service.create("1926", PLAYERS, "org@example.org", start=True).id
    game, rng = rules.get("1926"), random.Random(3)
    for _ in range(4):
        view = service.view(game_id)
        seat = view.game.seat(view.game.to_move)
        text = rng.choice(game.legal_moves(view.state, seat.player)).text
        before = calls.mark()
        service.submit(game_id, seat.email, text, version=view.game.version, source="web")
        made = calls.since(before)
        assert made == {("dynamodb", "Query"): 1, ("dynamodb", "TransactWriteItems"): 1}, \
            describe(made)


def test_the_public_games_page_reads_as_much_in_a_full_table_as_in_an_emptier_one(dynamodb_store):
    service = GameService(dynamodb_store, SystemClock(), FakeSecrets())
    model = service.create("1926", PLAYERS, "org@example.org", start=True)  # private
    calls = AwsCalls(units=True).watch(dynamodb_store.client)

    def add(numbers: range) -> None:
        # each game item put alone: moto copies the whole table for every transaction, which
        # takes minutes for hundreds of games
        for n in numbers:  # every third game public, the others private
            record = replace(model, id=f"g{n:04d}", title=f"Game {n}", public=n % 3 == 0,
                             created_at=f"2025-05-01T00:{n // 60:02d}:{n % 60:02d}.000Z")
            dynamodb_store.client.put_item(**dynamodb_store._game_put(Change(record, 0))["Put"])

    def first_page() -> tuple[Counter, list[str], bool]:
        before = calls.mark()
        games, more = public_games(service, 1)
        return calls.since(before), [g.title for g in games], more

    # (enough that each shard of the running games holds more than a page)
    add(range(1000, 1480))
    fewer, titles, more = first_page()
    assert more and titles == [f"Game {n}" for n in range(1479, 1419, -3)]
    add(range(1480, 1960))
    many, titles, more = first_page()
    assert more and titles == [f"Game {n}" for n in range(1959, 1899, -3)]
    requests = {key: n for key, n in many.items() if key[0] in AWS_SERVICES}
    # a page: each status's key, the running games' shards and their key from before them
    assert requests == {("dynamodb", "Query"): 2 * (len(WATCHABLE) + RUNNING_SHARDS)}, \
        describe(many)
    assert requests == {key: n for key, n in fewer.items() if key[0] in AWS_SERVICES}
    assert units(many) == units(fewer), (describe(fewer), describe(many))


def filed_apart(move: Counter) -> Counter:
    """A move by mail's requests without those filing its raw mail (storage/dynamodb_raw_index:
    one PutItem for its one sender; a GetItem of the index's start a container, an UpdateItem
    setting it only when it was not)."""
    put, get, update = (move[("dynamodb", op)] for op in ("PutItem", "GetItem", "UpdateItem"))
    assert put == 1 and get <= 1 and update <= get, describe(move)
    return move - Counter({("dynamodb", "PutItem"): put, ("dynamodb", "GetItem"): get,
                           ("dynamodb", "UpdateItem"): update})


def test_moves_by_mail_and_the_mails_they_cause_stay_within_their_requests(moto):
    counted = play_by_mail("1926", PLAYERS, {"lang": "en"}, max_moves=6)
    assert len(counted.moves) == 6 and len(counted.mails) >= 6
    for move in counted.moves:
        # reads: the game, and the lines of the mail the move answers (its own words); besides
        # them the raw mail filed under its sender (one PutItem; the index's start looked at
        # once a container, and set by the first)
        assert {k: v for k, v in summary(filed_apart(move)).items() if k != "other"} == \
            {"read": 2, "write": 1, "s3_get": 1, "send": 0}, describe(move)
        assert move[("dynamodb", "Query")] == 2 and move[("dynamodb", "TransactWriteItems")] == 1
    for mail in counted.mails:
        # one read: the game item (its news tell what happened since the player's move) with
        # the read-backs the mail may carry, in one BatchGetItem; no log
        assert summary(mail)["read"] == 1, describe(mail)
        assert mail[("dynamodb", "Query")] == 0 and mail[("dynamodb", "GetItem")] == 0, \
            describe(mail)
        # the claim, the send's start noted right before it (a claim lapsing after it is the
        # one reported as a possible resend, ops19) and the mark sent (at least once), the mark
        # taking the read-backs it carries in the same write (a transaction when there are
        # several); and the lines of a mail with a reply token kept for reading its reply, one
        # write for the batch
        assert 3 <= summary(mail)["write"] <= 4 and summary(mail)["send"] == 1, describe(mail)
        assert summary(mail)["write"] == mail[("dynamodb", "UpdateItem")] \
            + mail[("dynamodb", "BatchWriteItem")] + mail[("dynamodb", "TransactWriteItems")], \
            describe(mail)
        assert mail[("dynamodb", "BatchWriteItem")] <= 1, describe(mail)
        assert mail[("dynamodb", "TransactWriteItems")] <= 1, describe(mail)
    # the players' turn mails carry a reply token: their lines are kept
    assert sum(mail[("dynamodb", "BatchWriteItem")] for mail in counted.mails) >= 6
    # a read-back that waits for the player's next mail costs no read or write when
    # announced: only the wake-up of the sweep that sends it should no mail carry it (one
    # CreateSchedule, none when its minute has one already)
    assert counted.held
    for held in counted.held:
        made = {key: n for key, n in held.items() if key[0] in AWS_SERVICES}
        assert set(made) <= {("scheduler", "CreateSchedule")} and sum(made.values()) <= 1, \
            describe(held)
    # the first mail carries no read-back to look up: the game is all it reads
    assert summary(counted.mails[0])["read"] == 1


def test_the_move_that_ends_a_game_costs_what_any_move_does_and_the_sweep_rates_it_once(moto):
    import boto3

    from bench.aws_mail import REGION, TABLE
    from functions.service.tournaments import ratings
    from functions.storage.dynamodb import DynamoStore

    counted = play_by_mail("westernpoly", PLAYERS[:2], {"lang": "en", "max_rounds": 8})
    record = counted.view.game
    assert record.status == "finished" and record.due_at == record.ended_at
    last = counted.moves[-1]  # the move by mail that ended the game: its one write rated nothing
    assert {k: v for k, v in summary(filed_apart(last)).items() if k != "other"} == \
        {"read": 2, "write": 1, "s3_get": 1, "send": 0}, describe(last)
    # then the sweep's work for the game (play_by_mail runs it): besides the game's load, one
    # read of both ratings, the rated mark and the tournament link, and one write of the
    # ratings, the mark and the cleared due mark
    made = counted.settled
    assert made[("dynamodb", "BatchGetItem")] == 1 and made[("dynamodb", "GetItem")] == 0, \
        describe(made)
    assert summary(made)["write"] == made[("dynamodb", "TransactWriteItems")] == 1, \
        describe(made)
    store = DynamoStore(boto3.client("dynamodb", region_name=REGION), TABLE)
    rated = {r.player: r.games for r in ratings.ratings(store, "westernpoly")}
    assert rated == {"ann@example.org": 1, "bob@example.org": 1}
    service = GameService(store, SystemClock(), FakeSecrets())
    assert service.tick() == [] and store.due_games(service.engine.now()) == []  # rated once
    assert {r.player: r.games for r in ratings.ratings(store, "westernpoly")} == rated


def test_a_batch_of_czech_organizer_mails_is_one_read_registers_and_all(dynamodb_store):
    """Issue 42's register read in a request of its own: each Czech organizer mail read the
    organizer's register with a GetItem. A stream batch of them, from organizers who write
    formally and familiarly and one who never said, is the batch's one BatchGetItem; each mail
    speaks its organizer's register."""
    from czech_register import register_of
    from test_mailroom_incoming import SECRET, SETTINGS, RecordingTransport

    from functions.mailroom.delivery import Postman

    service = GameService(dynamodb_store, SystemClock(), FakeSecrets())
    said = {"predseda@klub.cz": "formal", "jirka@parta.cz": "familiar", "nova@skola.cz": None}
    for organizer, register in said.items():
        if register is not None:
            dynamodb_store.set_register(organizer, register, "2026-03-02T09:00:00.000Z")
        for _ in range(2):
            service.create("goofspiel", [PlayerSpec("Petra", "petra@example.org", "cs"),
                                         PlayerSpec("Tomáš", "tomas@example.org", "cs")],
                           organizer, options={"lang": "cs"})
    batch = [n for n in dynamodb_store.pending_notifications() if n.email in said]
    assert len(batch) == 6
    sent = RecordingTransport()
    postman = Postman(dynamodb_store, sent, SETTINGS, SECRET, SystemClock())
    calls = AwsCalls().watch(dynamodb_store.client)
    before = calls.mark()
    assert postman.deliver_batch(batch) == ["sent"] * 6
    made = calls.since(before)
    reads = {op: n for (service_name, op), n in made.items()
             if service_name == "dynamodb" and op in ("GetItem", "BatchGetItem", "Query")}
    assert reads == {"BatchGetItem": 1}, describe(made)
    spoken = {(str(m["To"]), register_of(m.get_body(("plain",)).get_content()))
              for m in sent.sent}
    assert spoken == {("predseda@klub.cz", "formal"), ("jirka@parta.cz", "familiar"),
                      ("nova@skola.cz", "familiar")}
