"""The store contract: one suite, run against every adapter (SQLite and DynamoDB on moto)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

import rules
from functions.service import GameService, PlayerSpec
from functions.service.ledger.replay import initial_state, replay
from functions.service.ledger.snapshot import Snapshot, seal
from functions.service.records.game import (
    CANCELLED,
    FINISHED,
    PAUSED,
    RUNNING,
    WAITING,
    GameRecord,
)
from functions.service.records.moves import LogEntry
from functions.service.records.notifications import Notification
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing
from functions.service.store import (
    Change,
    DuplicateSubmission,
    GameNotFound,
    StoredGame,
    VersionConflict,
)
from functions.storage.dynamodb import DynamoStore

pytestmark = pytest.mark.every_store


def game(game_id: str = "g1", created_at: str = "2025-05-01T12:00:00.000Z",
         **changes) -> GameRecord:
    record = GameRecord(
        id=game_id, rules="toy", title="A game", options={"target": 10},
        seats=(Seat("p1", "Ann", "ann@example.org", "en", "joined", "Ann"),
               Seat("p2", "Bob", "bob@example.org", "cs", "joined", "Bob")),
        organizer="org@example.org", public=False, timing=Timing(24, (12,), "wait"),
        seating="given", seed="00" * 32, seed_commitment="ab" * 32, created_at=created_at,
        version=1, order=("Ann", "Bob"), to_move="p1", updated_at=created_at)
    return replace(record, **changes)


def entry(seq: int, version: int, key: str | None = None, player: str = "Ann") -> LogEntry:
    return LogEntry(seq=seq, player=player, text=f"move {seq}", source="cli",
                    at="2025-05-01T12:00:00.000Z", prev=f"{seq - 1:064x}", hash=f"{seq:064x}",
                    version=version, idempotency_key=key)


def note(game_id: str, version: int, kind: str, at: str = "2025-05-01T12:00:00.000Z"):
    return Notification(id=f"{game_id}:{version}:{kind}:p1", game_id=game_id, version=version,
                        kind=kind, seat="p1", email="ann@example.org", lang="en", created_at=at,
                        payload={"text": "Příliš žluťoučký kůň", "n": [1, 2]})


def advance(store, record: GameRecord, *entries: LogEntry, notes=(), **changes) -> GameRecord:
    """Write the next version of `record` with these entries; returns the new record."""
    new = replace(record, version=record.version + 1, moves=record.moves + len(entries), **changes)
    store.apply(Change(new, record.version, entries, tuple(notes)))
    return new


def test_a_created_game_loads_back_equal_with_an_empty_log(store):
    record = game()
    store.apply(Change(record, 0, members_changed=True))
    loaded = store.load("g1")
    assert loaded.game == record
    assert loaded.log == ()


def test_unknown_game_is_not_found(store):
    with pytest.raises(GameNotFound):
        store.load("nope")


def test_creating_an_existing_game_is_a_conflict(store):
    store.apply(Change(game(), 0))
    with pytest.raises(VersionConflict):
        store.apply(Change(game(title="Other"), 0))
    assert store.load("g1").game.title == "A game"


def test_entries_come_back_in_order_with_the_game(store):
    record = game()
    store.apply(Change(record, 0))
    record = advance(store, record, *(entry(n, 2) for n in range(1, 13)))
    record = advance(store, record, entry(13, 3, key="mail-1"))
    loaded = store.load("g1")
    assert loaded.game == record
    assert [e.seq for e in loaded.log] == list(range(1, 14))
    assert loaded.log[-1] == entry(13, 3, key="mail-1")
    assert loaded.log[0] == entry(1, 2)


def test_a_stale_version_writes_nothing(store):
    record = game()
    store.apply(Change(record, 0))
    advance(store, record, entry(1, 2))
    stale = replace(record, version=2, title="Lost the race", moves=2)
    with pytest.raises(VersionConflict):
        store.apply(Change(stale, 1, (entry(2, 2),), (note("g1", 2, "your_turn"),)))
    loaded = store.load("g1")
    assert loaded.game.title == "A game"
    assert [e.seq for e in loaded.log] == [1]
    assert store.pending_notifications() == []


def test_a_taken_log_position_is_a_conflict_and_writes_nothing(store):
    record = game()
    store.apply(Change(record, 0))
    record = advance(store, record, entry(1, 2))
    with pytest.raises(VersionConflict):
        advance(store, record, entry(1, 3), title="Should not stick")
    loaded = store.load("g1")
    assert loaded.game.version == 2 and loaded.game.title == "A game"
    assert loaded.log == (entry(1, 2),)


def test_a_reused_idempotency_key_is_a_duplicate_and_writes_nothing(store):
    record = game()
    store.apply(Change(record, 0))
    record = advance(store, record, entry(1, 2, key="msg-42"))
    with pytest.raises(DuplicateSubmission):
        advance(store, record, entry(2, 3, key="msg-42"), notes=[note("g1", 3, "your_turn")])
    loaded = store.load("g1")
    assert loaded.game.version == 2
    assert [e.seq for e in loaded.log] == [1]
    assert store.pending_notifications() == []


def test_a_reused_key_is_a_duplicate_even_from_a_stale_version(store):
    record = game()
    store.apply(Change(record, 0))
    first = advance(store, record, entry(1, 2, key="msg-42"))
    advance(store, first, entry(2, 3))
    with pytest.raises(DuplicateSubmission):  # the redelivery raced the original: both stale
        advance(store, record, entry(1, 2, key="msg-42"))
    with pytest.raises(VersionConflict):  # a fresh key on a stale version is only a conflict
        advance(store, record, entry(1, 2, key="msg-43"))
    assert [e.idempotency_key for e in store.load("g1").log] == ["msg-42", None]


def test_a_change_can_record_the_mail_it_answers_once(store):
    record = game()
    store.apply(Change(record, 0))
    joined = replace(record, version=2)
    store.apply(Change(joined, 1, processed_mail=("<join@mail>", "2025-05-01T12:01:00.000Z")))
    assert store.mail_processed("g1", "<join@mail>")
    with pytest.raises(DuplicateSubmission):  # another write answering the same mail
        store.apply(Change(replace(joined, version=3), 2,
                           processed_mail=("<join@mail>", "2025-05-01T12:02:00.000Z")))
    assert store.load("g1").game.version == 2


def test_a_mail_recorded_with_its_move_claims_the_key_of_its_line(store):
    record = game()
    store.apply(Change(record, 0))
    played = replace(record, version=2, moves=1)
    at = "2025-05-01T12:01:00.000Z"
    store.apply(Change(played, 1, (entry(1, 2, key="<m@x>:1"),),
                       processed_mail=("<m@x>", at)))
    assert store.mail_processed("g1", "<m@x>")
    assert store.log("g1")[0].idempotency_key == "<m@x>:1"
    again = replace(played, version=3, moves=2)
    for change in (Change(again, 2, (entry(2, 3, key="<m@x>:1"),), processed_mail=("<m@x>", at)),
                   Change(again, 2, processed_mail=("<m@x>", at))):
        with pytest.raises(DuplicateSubmission):  # the mail delivered again
            store.apply(change)
    assert store.load("g1").game.version == 2


def test_the_same_key_in_another_game_is_fine(store):
    for game_id in ("g1", "g2"):
        record = game(game_id)
        store.apply(Change(record, 0))
        advance(store, record, entry(1, 2, key="msg-42"))
    assert store.load("g2").log[0].idempotency_key == "msg-42"


def test_games_are_listed_newest_first(store):
    for n, status in enumerate([WAITING, RUNNING, CANCELLED], start=1):
        store.apply(Change(game(f"g{n}", f"2025-05-0{n}T00:00:00.000Z", status=status), 0))
    assert [g.id for g in store.games()] == ["g3", "g2", "g1"]
    assert {g.id: g.status for g in store.games()} == {"g1": WAITING, "g2": RUNNING,
                                                       "g3": CANCELLED}


def test_the_newest_games_come_a_page_at_a_time_in_the_statuses_asked_for(store):
    statuses = [RUNNING, WAITING, PAUSED, RUNNING, FINISHED, CANCELLED, RUNNING]
    for n, status in enumerate(statuses, start=1):
        store.apply(Change(game(f"g{n}", f"2025-05-0{n}T00:00:00.000Z", status=status), 0))
    # two games created in the same millisecond: the id orders them, descending too
    store.apply(Change(game("g8", "2025-05-07T00:00:00.000Z", status=RUNNING), 0))
    watched = (RUNNING, PAUSED, FINISHED)
    first = store.newest_games(watched, 3)
    assert [g.id for g in first] == ["g8", "g7", "g5"]
    last = first[-1]
    second = store.newest_games(watched, 3, before=(last.created_at, last.id))
    assert [g.id for g in second] == ["g4", "g3", "g1"]
    assert store.newest_games(watched, 3, before=("2025-05-01T00:00:00.000Z", "g1")) == []
    assert [g.id for g in store.newest_games(watched, 2, before=("2025-05-07T00:00:00.000Z",
                                                                 "g8"))] == ["g7", "g5"]
    assert [(g.id, g.status) for g in store.newest_games((CANCELLED,), 5)] == [("g6", CANCELLED)]
    assert store.newest_games(watched, 8)[0] == game("g8", "2025-05-07T00:00:00.000Z",
                                                     status=RUNNING)


def test_a_status_change_moves_the_game_in_the_listing(store):
    record = game(status=WAITING)
    store.apply(Change(record, 0))
    advance(store, record, status=RUNNING)
    assert [(g.id, g.status) for g in store.games()] == [("g1", RUNNING)]


def test_games_of_a_player_and_of_an_organizer(store):
    store.apply(Change(game("g1", "2025-05-01T00:00:00.000Z"), 0, members_changed=True))
    other = game("g2", "2025-05-02T00:00:00.000Z", organizer="ann@example.org",
                 seats=(Seat("p1", "Ann", "ann@example.org"), Seat("p2", "Cid", "cid@example.org")))
    store.apply(Change(other, 0, members_changed=True))
    assert store.games_of_player("ann@example.org") == ["g2", "g1"]
    assert store.games_of_player("bob@example.org") == ["g1"]
    assert store.games_of_player("Cid@Example.org") == ["g2"]
    assert store.games_of_organizer("org@example.org") == ["g1"]
    assert store.games_of_organizer("ann@example.org") == ["g2"]
    assert store.games_of_player("nobody@example.org") == []


def test_membership_follows_a_replaced_seat(store):
    record = game()
    store.apply(Change(record, 0, members_changed=True))
    dan = replace(record.seat("p2"), name="Dan", email="dan@example.org")
    new = replace(record.with_seat(dan), version=2)
    store.apply(Change(new, 1, members_changed=True))
    assert store.games_of_player("bob@example.org") == []
    assert store.games_of_player("dan@example.org") == ["g1"]


def test_only_games_with_something_due_by_then_are_due_soonest_first(store):
    store.apply(Change(game("late", status=RUNNING, due_at="2025-05-03T10:00:00.000Z"), 0))
    store.apply(Change(game("early", status=RUNNING, due_at="2025-05-02T10:00:00.000Z"), 0))
    store.apply(Change(game("none", status=RUNNING, due_at=None), 0))
    store.apply(Change(game("paused", status="paused", due_at="2025-05-02T11:00:00.000Z"), 0))
    assert store.due_games("2025-05-02T10:00:00.000Z") == ["early"]
    assert store.due_games("2025-06-01T00:00:00.000Z") == ["early", "paused", "late"]
    assert store.due_games("2025-05-01T00:00:00.000Z") == []


def test_a_game_leaves_the_due_index_when_nothing_is_due_any_more(store):
    record = game(status=RUNNING, due_at="2025-05-02T10:00:00.000Z")
    store.apply(Change(record, 0))
    advance(store, record, status=CANCELLED, due_at=None)
    assert store.due_games("2025-06-01T00:00:00.000Z") == []


def test_notifications_are_pending_until_marked_sent(store):
    record = game()
    first = note("g1", 1, "invitation", "2025-05-01T12:00:00.000Z")
    store.apply(Change(record, 0, notifications=(first,)))
    second = note("g1", 2, "your_turn", "2025-05-01T13:00:00.000Z")
    advance(store, record, notes=[second])
    assert store.pending_notifications() == [first, second]
    assert store.pending_notifications(limit=1) == [first]
    store.mark_sent([first.id, "unknown:id"], "2025-05-01T14:00:00.000Z")
    assert store.pending_notifications() == [second]
    store.mark_sent([first.id], "2025-05-01T15:00:00.000Z")  # again: nothing changes
    assert store.pending_notifications() == [second]


def test_pending_notifications_page_past_the_ones_already_seen(store):
    record = game()
    notes = [replace(note("g1", 1, "help", f"2025-05-01T12:00:0{n // 2}.000Z"), id=f"g1:m:{n}")
             for n in range(5)]  # two at each instant: the id orders them
    store.apply(Change(record, 0, notifications=tuple(notes)))
    assert store.pending_notifications(limit=2) == notes[:2]
    assert store.pending_notifications(limit=2, after=notes[1]) == notes[2:4]
    store.mark_sent([notes[2].id], "2025-05-01T14:00:00.000Z")
    assert store.pending_notifications(after=notes[1]) == [notes[3], notes[4]]
    assert store.pending_notifications(after=notes[4]) == []


def test_a_stored_notification_shows_its_claim(store):
    record = game()
    first = note("g1", 1, "invitation")
    store.apply(Change(record, 0, notifications=(first,)))
    assert store.notification(first.id).claimed_until is None
    store.claim(first.id, "2025-05-01T12:00:00.000Z", "2025-05-01T12:02:00.000Z")
    assert store.notification(first.id).claimed_until == "2025-05-01T12:02:00.000Z"
    store.release(first.id, "2025-05-01T12:02:00.000Z")
    assert store.notification(first.id).claimed_until is None


def test_one_sender_at_a_time_holds_a_claim_on_a_notification(store):
    record = game()
    first = note("g1", 1, "invitation")
    store.apply(Change(record, 0, notifications=(first,)))
    assert store.claim(first.id, "2025-05-01T12:00:00.000Z", "2025-05-01T12:02:00.000Z")
    # a second sender (the CLI beside `pbm serve`) is refused while the claim holds
    assert not store.claim(first.id, "2025-05-01T12:01:00.000Z", "2025-05-01T12:03:00.000Z")
    # a lapsed claim (its sender crashed) may be taken over
    assert store.claim(first.id, "2025-05-01T12:02:00.000Z", "2025-05-01T12:04:00.000Z")
    store.release(first.id, "2025-05-01T12:02:00.000Z")  # the first sender's claim: not ours
    assert not store.claim(first.id, "2025-05-01T12:03:00.000Z", "2025-05-01T12:05:00.000Z")
    store.release(first.id, "2025-05-01T12:04:00.000Z")  # a failed send gives it back
    assert store.pending_notifications() == [first]
    assert store.claim(first.id, "2025-05-01T12:03:00.000Z", "2025-05-01T12:05:00.000Z")
    store.mark_sent([first.id], "2025-05-01T12:03:30.000Z")
    assert not store.claim(first.id, "2025-05-01T13:00:00.000Z", "2025-05-01T13:02:00.000Z")
    assert not store.claim("g1:9:help:p1", "2025-05-01T13:00:00.000Z", "2025-05-01T13:02:00.000Z")


def test_notifications_outside_a_change_are_stored_once(store):
    record = game()
    store.apply(Change(record, 0))
    answer = replace(note("g1", 1, "help"), id="g1:1:help:p1:m1")
    store.add_notifications([answer])
    store.add_notifications([replace(answer, payload={"text": "changed"})])  # a repeat
    assert store.pending_notifications() == [answer]
    assert store.notification(answer.id) == answer
    store.mark_sent([answer.id], "2025-05-01T14:00:00.000Z")
    assert store.pending_notifications() == []
    store.add_notifications([answer])  # a late repeat does not bring it back
    assert store.pending_notifications() == []
    assert store.notification(answer.id).sent_at == "2025-05-01T14:00:00.000Z"
    assert store.notification("g1:9:help:p1") is None


def test_an_undeliverable_address_is_remembered_with_its_first_reason(store):
    assert store.undeliverable("ann@example.org") is None
    store.mark_undeliverable("Ann@Example.org", "bounce", "2025-05-01T14:00:00.000Z")
    store.mark_undeliverable("ann@example.org", "complaint", "2025-05-01T15:00:00.000Z")
    assert store.undeliverable("ann@example.org") == "bounce"
    assert store.undeliverable("bob@example.org") is None


def test_the_operator_lists_the_marked_addresses_and_takes_a_mark_off(store):
    assert store.undeliverable_addresses() == []
    store.mark_undeliverable("Bob@Example.org", "complaint", "2025-05-02T09:00:00.000Z")
    store.mark_undeliverable("ann@example.org", "bounce", "2025-05-01T14:00:00.000Z")
    assert store.undeliverable_addresses() == [
        ("ann@example.org", "bounce", "2025-05-01T14:00:00.000Z"),
        ("bob@example.org", "complaint", "2025-05-02T09:00:00.000Z")]
    assert store.clear_undeliverable("ANN@example.org")
    assert not store.clear_undeliverable("ann@example.org")  # cleared already
    assert store.undeliverable("ann@example.org") is None
    assert [a for a, _, _ in store.undeliverable_addresses()] == ["bob@example.org"]
    # a new bounce after the operator's word marks it again, with the new reason
    store.mark_undeliverable("ann@example.org", "bounce again", "2025-05-03T10:00:00.000Z")
    assert store.undeliverable("ann@example.org") == "bounce again"


def test_a_processed_inbound_mail_is_remembered_per_game(store):
    key = "0100018f-ses-message-id"
    assert not store.mail_processed("g1", key)
    store.mark_mail_processed("g1", key, "2025-05-01T14:00:00.000Z")
    store.mark_mail_processed("g1", key, "2025-05-01T15:00:00.000Z")  # a repeat is no error
    assert store.mail_processed("g1", key)
    assert not store.mail_processed("g2", key)
    assert not store.mail_processed("g1", "another-message-id")


def test_remembered_mail_stays_out_of_the_games_log(store):
    record = game(moves=1)
    store.apply(Change(record, 0, (entry(1, 1),)))
    store.mark_mail_processed("g1", "<CAF=x@mail.gmail.com>", "2025-05-01T14:00:00.000Z")
    assert store.load("g1") == StoredGame(record, (entry(1, 1),))


def test_answers_to_a_seat_are_counted_since_a_time(store):
    assert store.answers_since("g1", "p1", "2025-05-01T00:00:00.000Z") == 0
    for minute in range(3):
        store.record_answer("g1", "p1", f"g1:m{minute}:help:p1", f"2025-05-01T12:0{minute}:00.000Z")
    store.record_answer("g1", "p1", "g1:m2:help:p1", "2025-05-01T12:02:00.000Z")  # a repeat
    store.record_answer("g1", "p2", "g1:m9:help:p2", "2025-05-01T12:05:00.000Z")
    store.record_answer("g2", "p1", "g2:m9:help:p1", "2025-05-01T12:05:00.000Z")
    assert store.answers_since("g1", "p1", "2025-05-01T12:00:00.000Z") == 3
    assert store.answers_since("g1", "p1", "2025-05-01T12:01:00.000Z") == 2
    assert store.answers_since("g1", "p1", "2025-05-01T13:00:00.000Z") == 0
    assert store.answers_since("g1", "p2", "2025-05-01T12:00:00.000Z") == 1
    record = game()
    store.apply(Change(record, 0))
    assert store.load("g1").log == ()  # answers stay out of the game's log


# ---- table talk ---------------------------------------------------------------------------

def said(seq: int, sender: str = "p1", to: str | None = None, key: str | None = None):
    from functions.service.records.talk import PressMessage

    return PressMessage(seq=seq, sender=sender, to=to, text=f"Ahoj č. {seq}\n<b>&</b>",
                        at="2025-05-01T12:00:00.000Z", prev=f"{seq - 1:064x}",
                        hash=f"{seq:064x}", key=key)


def test_talk_is_written_beside_the_game_and_loads_with_it_in_order(store):
    record = game()
    store.apply(Change(record, 0))
    record = advance(store, record, entry(1, 2))
    store.add_press("g1", said(1, key="mail:1"))
    store.add_press("g1", said(2, "p2", to="p1"), [note("g1", 9, "press")])
    loaded = store.load("g1")
    assert loaded.press == (said(1, key="mail:1"), said(2, "p2", to="p1"))
    assert loaded.log == (entry(1, 2),) and loaded.game == record  # the game is untouched
    assert [n.kind for n in store.pending_notifications()] == ["press"]
    advance(store, record, entry(2, 3))  # a move after talk is not in conflict with it


def test_a_taken_talk_position_is_a_conflict_and_writes_nothing(store):
    store.apply(Change(game(), 0))
    store.add_press("g1", said(1))
    with pytest.raises(VersionConflict):
        store.add_press("g1", said(1, "p2"), [note("g1", 9, "press")])
    assert store.load("g1").press == (said(1),)
    assert store.pending_notifications() == []


def test_talk_stays_with_its_game(store):
    store.apply(Change(game("g1"), 0))
    store.apply(Change(game("g2"), 0))
    store.add_press("g1", said(1))
    assert store.load("g2").press == ()


# ---- snapshots: a load reads the game item, its snapshot and the log after it ---------------

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def played(service: GameService, moves: int) -> str:
    """A 1926 game with `moves` moves made (the first legal one each time); its id."""
    game_id = service.create("1926", PLAYERS, "org@example.org", start=True).id
    for _ in range(moves):
        view = service.view(game_id)
        seat = view.game.seat(view.game.to_move)
        move = next(m for m in view.rules.legal_moves(view.state, seat.player)
                    if m.text != "resign")
        service.submit(game_id, seat.email, move.text, version=view.game.version)
    return game_id


def replayed_from_the_start(store, game_id: str):
    """The rules state replayed from the whole log, as if there were no snapshot."""
    record = store.load(game_id).game
    game = rules.get(record.rules)
    return replay(game, initial_state(game, record), store.log(game_id))


def cold(store, clock, fake_secrets) -> GameService:
    """A service with nothing cached (a fresh process)."""
    return GameService(store, clock, fake_secrets)


def test_a_game_loaded_from_its_snapshot_equals_the_game_replayed_from_the_start(
        store, service, clock, fake_secrets):
    every = getattr(store, "snapshot_every", 1)  # DynamoDB: every write; SQLite: fewer
    game_id = played(service, every + 3)  # a second snapshot taken, then entries after it
    stored = store.load(game_id)
    assert stored.snapshot is not None and stored.snapshot.intact(game_id)
    assert 0 <= stored.game.moves - stored.snapshot.seq < every  # a bounded log after it
    assert [e.seq for e in stored.log] == list(range(stored.snapshot.seq + 1,
                                                     stored.game.moves + 1))
    assert (stored.log[-1].hash if stored.log else stored.snapshot.head) == stored.game.head
    assert len(store.log(game_id)) == stored.game.moves == every + 3
    assert cold(store, clock, fake_secrets).view(game_id).state == \
        replayed_from_the_start(store, game_id)


def test_a_corrupted_snapshot_is_found_by_its_hash_and_rebuilt_from_the_log(
        store, service, clock, fake_secrets):
    game_id = played(service, 2)
    stored = store.load(game_id)
    data = json.loads(stored.snapshot.state)
    data["hands"]["Ann"]["large"] += 5  # the state changed, its hash not
    bad = replace(stored.snapshot, state=json.dumps(data))
    record = replace(stored.game, version=stored.game.version + 1)
    store.apply(Change(record, stored.game.version, snapshot=bad))
    assert not store.load(game_id).snapshot.intact(game_id)

    fresh = cold(store, clock, fake_secrets)
    view = fresh.view(game_id)
    assert view.state == replayed_from_the_start(store, game_id)
    assert view.state != bad.restore(view.rules)
    seat = view.game.seat(view.game.to_move)  # the next move writes a sound snapshot again
    move = next(m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign")
    fresh.submit(game_id, seat.email, move.text)
    assert store.load(game_id).snapshot.intact(game_id)
    assert cold(store, clock, fake_secrets).view(game_id).state == \
        replayed_from_the_start(store, game_id)


def items_read(store) -> list[int]:
    """A counter of what the store reads from now on: DynamoDB items, SQLite rows."""
    read = [0]
    if isinstance(store, DynamoStore):
        def count(parsed=None, **_):
            read[0] += parsed.get("ScannedCount", parsed.get("Count", 0)) + ("Item" in parsed)
        store.client.meta.events.register("after-call.dynamodb", count)
    else:
        def row(cursor, values):
            read[0] += 1
            return values
        store._db().row_factory = row
    return read


def test_a_long_games_load_reads_a_bounded_number_of_items(store):
    """A log of 150 entries written directly (few writes, so moto stays quick), with the
    snapshot two entries before its end."""
    record, length = game(), 150
    store.apply(Change(record, 0))
    for first in range(1, length + 1, 30):
        entries = tuple(entry(seq, record.version + 1) for seq in range(first, first + 30))
        last = entries[-1]
        state = json.dumps({"moves": last.seq})
        snapshot = Snapshot(last.seq - 2, last.version, f"{last.seq - 2:064x}", state,
                            seal(record.id, last.seq - 2, last.version, f"{last.seq - 2:064x}",
                                 state))
        new = replace(record, version=record.version + 1, moves=last.seq, head=last.hash)
        store.apply(Change(new, record.version, entries, snapshot=snapshot))
        record = new

    read = items_read(store)
    loaded = store.load(record.id)
    assert loaded.game == record and loaded.snapshot.seq == length - 2
    assert [e.seq for e in loaded.log] == [length - 1, length]
    assert read[0] <= 4  # the game item, the log after the snapshot (and one entry of a page)
    read[0] = 0
    assert len(store.log(record.id)) == length  # the whole log, read when asked for
    assert read[0] >= length


def test_notifications_are_read_together_with_their_sent_times(store):
    record = game()
    first, second = note("g1", 1, "invitation"), note("g1", 2, "your_turn")
    store.apply(Change(record, 0, notifications=(first, second)))
    store.mark_sent([first.id], "2025-05-01T14:00:00.000Z")
    found = {n.id: n for n in store.notifications([first.id, second.id, "g1:9:help:p1"])}
    assert found == {first.id: replace(first, sent_at="2025-05-01T14:00:00.000Z"),
                     second.id: second}
    assert store.notifications([]) == []


def test_a_claimed_notification_stays_pending_until_marked_sent_then_is_never_claimed(store):
    record = game()
    turn, waiting = note("g1", 2, "your_turn"), note("g1", 1, "move_read_back")
    store.apply(Change(record, 0, notifications=(turn, waiting)))
    assert store.claim(turn.id, "2025-05-01T14:00:00.000Z", "2025-05-01T14:05:00.000Z")
    # a sender that dies here leaves it pending: found again by the sweep once the claim lapses
    assert store.pending_notifications() == [waiting, turn]
    store.mark_sent([turn.id, waiting.id], "2025-05-01T14:00:01.000Z")  # with what it carried
    assert store.pending_notifications() == []
    assert not store.claim(turn.id, "2025-05-01T14:06:00.000Z", "2025-05-01T14:11:00.000Z")
    assert store.notification(turn.id).sent_at == "2025-05-01T14:00:01.000Z"


def test_a_mail_reads_its_game_its_waiting_read_backs_and_its_address_mark(store):
    record = game()
    turn, waiting = note("g1", 2, "your_turn"), note("g1", 1, "move_read_back")
    store.apply(Change(record, 0, notifications=(turn, waiting)))
    read = store.load_for_mail("g1", [waiting.id, "g1:9:readback:p1"], "ann@example.org")
    assert read.stored.game == record and read.stored.press == ()
    assert read.waiting == [waiting]  # one asked for was never written
    assert read.undeliverable is None
    store.mark_undeliverable("Ann@Example.org", "bounce", "2025-05-01T12:02:00.000Z")
    assert store.load_for_mail("g1", [], "ann@example.org").undeliverable == "bounce"
    assert store.load_for_mail("g1", [], "bob@example.org").undeliverable is None
    # the register the address writes in comes with it (a Czech organizer's mail speaks it)
    assert read.register is None
    store.set_register("Ann@Example.org", "formal", "2025-05-01T12:03:00.000Z")
    assert store.load_for_mail("g1", [], "ann@example.org").register == "formal"
    assert [r.register if r else None for r in store.load_for_mails(
        [("g1", [], "bob@example.org"), ("nope", [], "ann@example.org"),
         ("g1", [waiting.id], "ANN@example.org")])] == [None, None, "formal"]
    with pytest.raises(GameNotFound):
        store.load_for_mail("nope", [], "ann@example.org")


# ---- tournaments and ratings ---------------------------------------------------------------

def tournament_data(version: int = 1, created_at: str = "2025-05-01T12:00:00.000Z",
                    tournament_id: str = "t1", **more) -> dict:
    return {"id": tournament_id, "version": version, "status": "running",
            "created_at": created_at, "title": "Jaro – Brno", **more}


def tournament_of(store, game_id: str) -> str | None:
    return store.game_over(game_id, "1926", []).tournament


def rated(store, game_id: str) -> bool:
    return store.game_over(game_id, "1926", []).rated


def test_a_tournament_saves_loads_and_links_its_games(store):
    store.save_tournament(tournament_data(), 0, games=["g1", "g2"])
    assert store.tournament("t1") == tournament_data()
    assert tournament_of(store, "g1") == "t1" and tournament_of(store, "g2") == "t1"
    assert tournament_of(store, "g3") is None
    assert store.tournament("nope") is None


def test_a_tournament_write_is_guarded_by_its_version(store):
    store.save_tournament(tournament_data(), 0)
    with pytest.raises(VersionConflict):
        store.save_tournament(tournament_data(), 0)
    store.save_tournament(tournament_data(2, status="finished"), 1, games=["g9"])
    with pytest.raises(VersionConflict):  # a stale writer: nothing of it is written
        store.save_tournament(tournament_data(2, status="running"), 1, games=["g10"])
    assert store.tournament("t1")["status"] == "finished"
    assert tournament_of(store, "g9") == "t1" and tournament_of(store, "g10") is None


def test_tournaments_are_listed_newest_first(store):
    store.save_tournament(tournament_data(tournament_id="old"), 0)
    store.save_tournament(tournament_data(tournament_id="new",
                                          created_at="2025-06-01T12:00:00.000Z"), 0)
    assert [t["id"] for t in store.tournaments()] == ["new", "old"]


def rating_data(player: str, version: int, mu: float = 25.0) -> dict:
    return {"rules": "1926", "player": player, "name": "Žofie", "mu": mu, "sigma": 8.3,
            "games": version, "version": version, "updated_at": "2025-05-01T12:00:00.000Z"}


def test_ratings_are_recorded_once_per_game(store):
    at = "2025-05-01T12:00:00.000Z"
    assert not rated(store, "g1")
    assert store.record_ratings("g1", "1926", [rating_data("ann@example.org", 1),
                                               rating_data("bot:random", 1, 20.0)], at)
    assert rated(store, "g1")
    assert not store.record_ratings("g1", "1926", [rating_data("ann@example.org", 2)], at)
    assert store.rating("1926", "ann@example.org") == rating_data("ann@example.org", 1)
    assert store.rating("westernpoly", "ann@example.org") is None
    assert sorted(r["player"] for r in store.ratings("1926")) == ["ann@example.org",
                                                                   "bot:random"]
    assert store.ratings("westernpoly") == []


def test_a_rating_changed_meanwhile_is_a_conflict_and_writes_nothing(store):
    at = "2025-05-01T12:00:00.000Z"
    store.record_ratings("g1", "1926", [rating_data("ann@example.org", 1)], at)
    with pytest.raises(VersionConflict):  # computed from version 0: stale
        store.record_ratings("g2", "1926", [rating_data("bob@example.org", 1),
                                            rating_data("ann@example.org", 1, 30.0)], at)
    assert not rated(store, "g2")
    assert store.rating("1926", "bob@example.org") is None
    assert store.record_ratings("g2", "1926", [rating_data("ann@example.org", 2, 30.0)], at)
    assert store.rating("1926", "ann@example.org")["mu"] == 30.0


def test_the_end_of_a_game_reads_its_ratings_mark_and_tournament_at_once(store):
    at = "2025-05-01T12:00:00.000Z"
    store.record_ratings("g0", "1926", [rating_data("ann@example.org", 1),
                                        rating_data("bot:random", 1, 20.0)], at)
    store.save_tournament(tournament_data(), 0, games=["g1"])
    looked = store.game_over("g1", "1926", ["ann@example.org", "bob@example.org", "bot:random",
                                            "ann@example.org"])
    assert looked.ratings == {"ann@example.org": rating_data("ann@example.org", 1),
                              "bot:random": rating_data("bot:random", 1, 20.0)}
    assert (looked.rated, looked.tournament) == (False, "t1")
    assert store.game_over("g1", "westernpoly", ["ann@example.org"]).ratings == {}
    assert store.game_over("g0", "1926", []).rated


def test_ratings_and_the_game_item_are_written_together_or_not_at_all(store):
    at = "2025-05-01T12:00:00.000Z"
    ended = game(status="finished", to_move=None, due_at=at)
    store.apply(Change(ended, 0, members_changed=True))
    cleared = Change(replace(ended, version=2, due_at=None), 1)
    stale = Change(replace(ended, version=3, due_at=None), 2)
    with pytest.raises(VersionConflict):  # the game item changed meanwhile: nothing written
        store.record_ratings("g1", "1926", [rating_data("ann@example.org", 1)], at, game=stale)
    assert not rated(store, "g1") and store.rating("1926", "ann@example.org") is None
    with pytest.raises(VersionConflict):  # a rating changed meanwhile: the game stays due
        store.record_ratings("g1", "1926", [rating_data("ann@example.org", 2)], at,
                             game=cleared)
    assert store.due_games(at) == ["g1"] and not rated(store, "g1")
    assert store.record_ratings("g1", "1926", [rating_data("ann@example.org", 1)], at,
                                game=cleared)
    assert rated(store, "g1") and store.due_games(at) == []
    assert store.load("g1").game == cleared.game
    # rated already: False, and the game item is not written either
    again = Change(replace(ended, version=3), 2)
    assert not store.record_ratings("g1", "1926", [rating_data("ann@example.org", 2)], at,
                                    game=again)
    assert store.load("g1").game.version == 2


def test_only_due_tournaments_are_read_by_the_sweep(store):
    store.save_tournament(tournament_data(tournament_id="soon",
                                          due_at="2025-05-02T12:00:00.000Z"), 0)
    store.save_tournament(tournament_data(tournament_id="later",
                                          due_at="2025-05-09T12:00:00.000Z"), 0)
    store.save_tournament(tournament_data(tournament_id="done", status="finished"), 0)
    assert store.due_tournaments("2025-05-01T12:00:00.000Z") == []
    assert store.due_tournaments("2025-05-03T12:00:00.000Z") == ["soon"]
    assert store.due_tournaments("2025-05-10T12:00:00.000Z") == ["soon", "later"]
    store.save_tournament(tournament_data(2, tournament_id="soon", due_at=None), 1)
    assert store.due_tournaments("2025-05-10T12:00:00.000Z") == ["later"]
