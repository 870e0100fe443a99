"""One way to read a game: the record, the state at the head or at a version, the steps with
their events, all through the service's reader, whose loads stop at the snapshot."""

from __future__ import annotations

import json
from dataclasses import asdict

import rules
from functions.service import GameService, PlayerSpec
from functions.service.ledger.replay import initial_state, replay
from functions.service.records.game import GameRecord

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def first_legal(service: GameService, game_id: str) -> tuple[str, str, int]:
    """(e-mail, text, version) of the first legal move of the player to move."""
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    move = next(m for m in view.rules.legal_moves(view.state, seat.player) if m.text != "resign")
    return seat.email, move.text, view.game.version


def test_a_repeated_submission_older_than_the_snapshot_is_still_a_duplicate(service, store):
    game_id = service.create("1926", PLAYERS, "org@example.org", start=True).id
    email, text, version = first_legal(service, game_id)
    first = service.submit(game_id, email, text, version=version, idempotency_key="mail-1")
    service.submit(game_id, *first_legal(service, game_id)[:2])
    assert first.entries[0] not in store.load(game_id).log  # the snapshot is past the move
    # out of turn now: the refusal gives way to the first outcome, which the whole log holds
    again = service.submit(game_id, email, text, idempotency_key="mail-1")
    service.submit(game_id, *first_legal(service, game_id)[:2])
    # Ann's turn again: a move the rules accept meets the stored key, then the whole log
    _, legal, _ = first_legal(service, game_id)
    other = service.submit(game_id, email, legal, idempotency_key="mail-1")
    for repeated in (again, other):
        assert repeated.duplicate and repeated.entries == first.entries
    assert len(store.log(game_id)) == 3


def test_the_state_at_an_older_version_is_the_replay_up_to_it(service, store):
    game_id = service.create("1926", PLAYERS, "org@example.org", start=True).id
    versions = []
    for _ in range(3):
        email, text, version = first_legal(service, game_id)
        versions.append(version)
        service.submit(game_id, email, text, version=version)
    game = rules.get("1926")
    record = service.record(game_id)
    log = store.log(game_id)
    for version in versions:
        expected = replay(game, initial_state(game, record),
                          [e for e in log if e.version <= version])
        assert service.state_at(game_id, version).state == expected
    assert service.state_at(game_id, record.version).state == service.view(game_id).state


def test_the_steps_of_a_game_carry_each_moves_events(game_service):
    game_id = game_service.create("1926", PLAYERS, "org@example.org", start=True).id
    for moves in (4, 1, 1):  # the events since a move are worked out, then only extended
        for _ in range(moves):
            game_service.submit(game_id, *first_legal(game_service, game_id)[:2])
        view = game_service.view(game_id)
        steps = list(view.steps())
        assert [s.entry for s in steps] == list(view.log)
        assert steps[-1].after == view.state
        assert steps[0].before == initial_state(view.rules, view.game)
        assert all(s.events == tuple(s.after.events) and s.events for s in steps)
        bob = view.game.seat_of("bob@example.org").player
        own = max(s.entry.seq for s in steps if s.entry.player == bob)
        assert game_service.events_since_own_move(game_id, bob) == [
            e.to_dict() for s in steps if s.entry.seq > own for e in s.events]


def test_stored_records_are_written_as_dataclasses_would_write_them(game_service):
    game_id = game_service.create("1926", PLAYERS, "org@example.org", start=True).id
    game_service.submit(game_id, *first_legal(game_service, game_id)[:2])
    record = game_service.record(game_id)
    entry = game_service.view(game_id).log[0]
    notification = game_service.store.pending_notifications(limit=1)[0]
    # each record names its schema beside its fields
    for item in (entry, notification):
        assert json.dumps(item.to_dict(), sort_keys=True) == json.dumps(
            asdict(item) | {"schema": 2}, sort_keys=True)
    # a game (its seats and timing versioned with it) leaves out what is at its default
    full, stored = json.loads(json.dumps(asdict(record))), record.to_dict()
    assert stored.pop("schema") == 3 and GameRecord.from_dict(record.to_dict()) == record
    assert all(full[name] == value for name, value in stored.items()
               if name not in ("seats", "timing", "roster"))
    # the salted roster the seats give is stored as its salts alone (read back whole above)
    assert stored["roster"] == {"chain": full["roster"]["chain"],
                                "sealed": full["roster"]["sealed"],
                                "title_salt": full["roster"]["title_salt"],
                                "salts": [full["roster"]["organizer_salt"]] + [
                                    p["salt"] for p in full["roster"]["players"]]}
    assert all(full["seats"][n][name] == value
               for n, seat in enumerate(stored["seats"]) for name, value in seat.items())


def test_an_ended_game_keeps_no_snapshot_once_settled_and_still_reads_as_it_ended(
        game_service, clock, fake_secrets):
    game_id = game_service.create("1926", PLAYERS, "org@example.org", start=True).id
    for _ in range(3):
        email, text, version = first_legal(game_service, game_id)
        game_service.submit(game_id, email, text, version=version)
    assert game_service.store.load(game_id).snapshot is not None  # while it is played
    ended = game_service.view(game_id).state
    game_service.cancel(game_id)
    # kept while the game-over work is due (its mails and the sweep read the game item alone)
    assert game_service.store.load(game_id).snapshot is not None
    game_service.tick()
    stored = game_service.store.load(game_id)
    assert stored.game.due_at is None
    assert stored.snapshot is None and len(stored.log) == 3  # the whole log instead
    fresh = GameService(game_service.store, clock, fake_secrets)  # nothing cached
    view = fresh.view(game_id)
    assert view.game.status == "cancelled" and view.state == ended
    assert len(view.log) == 3


def test_the_news_of_a_cold_load_are_the_same_whether_its_state_was_read_first(service, store):
    from functions.service.ledger.reading import GameReader

    game_id = service.create("westernpoly", PLAYERS, "org@example.org", start=True).id
    for _ in range(40):  # until a snapshot stands with entries after it
        stored = store.load(game_id)
        if stored.snapshot is not None and len(stored.log) >= 2:
            break
        service.submit(game_id, *first_legal(service, game_id)[:2])
    game = rules.get("westernpoly")
    first_state = GameReader(store, rules.get)  # as a move does: the state, then the news
    loaded = first_state.load(game_id)
    assert loaded.snapshot is not None and len(loaded.log) >= 2
    state = first_state.state(game, loaded)
    news_only = GameReader(store, rules.get)  # as a mail does: the news alone
    assert first_state.news(game, loaded) == news_only.news(game, news_only.load(game_id))
    assert first_state.news(game, loaded).seq == loaded.game.moves
    assert state == service.view(game_id).state
