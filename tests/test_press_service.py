"""Table talk in the service, on both stores (issue 13): talk never changes the game's version,
waits per seat and rides in the seat's next mail of a game write (no extra read or write), is
mailed at once to a seat that asked for every message, and a mail's folded answer keeps the
talk a passed turn mail carried."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from functions.mailroom.answers import fold
from functions.service import ErrorCode, PlayerSpec, ServiceError

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


def started(service, **options):
    return service.create("toy", PLAYERS, "org@example.org", options=options, start=True)


def talk_in(notifications, seat):
    return [m["text"] for n in notifications if n.seat == seat
            for m in n.payload.get("press", ())]


def test_talk_waits_per_seat_and_rides_in_the_next_mail_of_a_game_write(service):
    game = started(service)
    version = service.view(game.id).game.version
    service.say(game.id, "bob@example.org", "Go, Ann!")
    service.say(game.id, "cid@example.org", "psst, Bob", "Bob")
    assert service.view(game.id).game.version == version  # talk leaves the game alone
    before = {n.id for n in service.store.pending_notifications(limit=1000)}
    service.submit(game.id, "ann@example.org", "roll")
    new = [n for n in service.store.pending_notifications(limit=1000) if n.id not in before]
    record = service.view(game.id).game
    # each seat told of the write hears, once, the talk it may read (not its own words)
    assert [(n.kind, n.seat) for n in new] == [("move_read_back", "p1"), ("your_turn", "p2")]
    assert talk_in(new, "p1") == ["Go, Ann!"]
    assert talk_in(new, "p2") == ["psst, Bob"]
    # what rode is marked seen in the same write; Cid, told nothing, still has it waiting
    assert [(s.seat, s.press_seen) for s in record.seats] == [("p1", 2), ("p2", 2), ("p3", 0)]
    service.submit(game.id, "bob@example.org", "roll")
    later = [n for n in service.store.pending_notifications(limit=1000)
             if n.id not in before and n not in new]
    assert talk_in(later, "p3") == ["Go, Ann!"] and talk_in(later, "p2") == []


def test_a_seat_that_reads_every_message_gets_each_at_once_and_not_again(service):
    game = started(service)
    service.set_press_each(game.id, "bob@example.org", True)
    service.say(game.id, "ann@example.org", "hello")
    mails = [n for n in service.store.pending_notifications(limit=1000) if n.kind == "press"]
    assert [(n.seat, n.payload["press"][0]["text"]) for n in mails] == [("p2", "hello")]
    service.set_press_each(game.id, "bob@example.org", False)
    assert service.view(game.id).game.seat("p2").press_seen == 1  # not carried a second time


def test_refusals_are_stable_and_polite(service):
    game = started(service, press="public")
    with pytest.raises(ServiceError) as caught:
        service.say(game.id, "ann@example.org", "psst", "Bob")
    assert caught.value.code == ErrorCode.INVALID_REQUEST
    assert caught.value.params["say"] == "press_public_only"
    with pytest.raises(ServiceError) as caught:
        service.say(game.id, "dan@example.org", "hi")
    assert caught.value.code == ErrorCode.NOT_A_PLAYER
    with pytest.raises(ServiceError):
        started(service, press="loud")


def test_the_folded_answer_keeps_the_talk_of_a_turn_mail_that_passed(sqlite_store):
    from functions.service.records.game import GameRecord
    from functions.service.records.notifications import Notification
    from functions.service.records.seats import Seat
    from functions.service.records.timing import Timing

    record = GameRecord(
        id="g1", rules="toy", title="T", options={}, organizer="org@example.org", public=False,
        seats=(Seat("p1", "Ann", "ann@example.org", "en", "joined", "Ann"),
               Seat("p2", "Bob", "bob@example.org", "en", "joined", "Bob")),
        timing=Timing(), seating="given", seed="00", seed_commitment="00",
        created_at="2025-05-01T12:00:00.000Z", status="running", to_move="p1")
    talk = [{"seq": 1, "from": "Ann", "to": None, "at": "2025-05-01T12:00:00.000Z",
             "text": "hello"}]
    passed = Notification("g1:3:your_turn:p2", "g1", 3, "your_turn", "p2", "bob@example.org",
                          "en", "2025-05-01T12:00:00.000Z",
                          {"game_id": "g1", "title": "T", "rules": "toy", "version": 3,
                           "status": "running", "press": talk})
    from functions.service.store import Change

    sqlite_store.apply(Change(record, 0))  # a mail about a game is written beside the game
    fold(sqlite_store, record, "m1", [passed], datetime(2025, 5, 1, 12, tzinfo=UTC))
    (kept,) = sqlite_store.pending_notifications()
    assert kept.kind == "press" and kept.payload["press"] == talk
    assert kept.payload["name"] == "Ann"
