"""The lifecycle of a game: creation, seats (join, decline, replace), start, pause and resume,
cancel, resign and remove, and the notifications each step records."""

from __future__ import annotations

import hashlib

import pytest

from functions.service import ErrorCode, PlayerSpec, ServiceError
from functions.service.ledger import dice

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "Bob@Example.org"),
           PlayerSpec("Cid", "cid@example.org")]


def create(service, players=PLAYERS, rules_id="toy", **kwargs):
    return service.create(rules_id, players, "org@example.org", **kwargs)


def refused(call, *args) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args)
    return caught.value


def kinds(store, version: int) -> set[tuple[str, str]]:
    """What each person is told by the write at `version` (a mail's folded parts count too:
    one mail per person per write)."""
    return {(kind, n.email) for n in store.pending_notifications(1000) if n.version == version
            for kind in (n.kind, *(part["kind"] for part in n.payload.get("parts", ())))}


def test_a_new_game_waits_for_its_invited_seats(service, store):
    game = create(service, title="  Friday game ", public=True,
                  options={"target": "15", "deadline_hours": "48", "reminder_hours": "24,36",
                           "missed_turn": "autoplay"})
    assert game.status == "waiting" and game.version == 1
    assert [(s.seat, s.name, s.email, s.status) for s in game.seats] == [
        ("p1", "Ann", "ann@example.org", "invited"), ("p2", "Bob", "bob@example.org", "invited"),
        ("p3", "Cid", "cid@example.org", "invited")]
    assert game.title == "Friday game" and game.public and game.options == {"target": 15,
                                                                            "lang": "en"}
    assert (game.timing.deadline_hours, game.timing.reminder_hours,
            game.timing.missed_turn) == (48, (36, 24), "autoplay")
    assert game.seed_commitment == hashlib.sha256(bytes.fromhex(game.seed)).hexdigest()
    assert kinds(store, 1) == {("invitation", s.email) for s in game.seats} | {
        ("game_created", game.organizer)}
    assert store.load(game.id).game == game


@pytest.mark.parametrize(("players", "options", "rules_id", "words"), [
    (PLAYERS, {}, "chess", "chess"),
    (PLAYERS, {"target": "many"}, "toy", "target"),
    (PLAYERS, {"colour": "red"}, "toy", "colour"),
    (PLAYERS, {"seating": "random"}, "toy", "seating"),
    (PLAYERS, {"missed_turn": "shrug"}, "toy", "missed_turn"),
    (PLAYERS, {"deadline_hours": "soon"}, "toy", "hours"),
    (PLAYERS[:1], {}, "toy", "2 to 4 players"),
    ([PlayerSpec("Ann", "ann@example.org"), PlayerSpec("Ann", "ANN@example.org")], {}, "toy",
     "twice"),
    ([PlayerSpec("Ann", "ann"), PlayerSpec("Bob", "bob@example.org")], {}, "toy", "e-mail"),
    ([PlayerSpec("Ann", "ann@example.org", "de"), PlayerSpec("Bob", "bob@example.org")], {},
     "toy", "language"),
])
def test_a_bad_request_is_refused_and_nothing_is_stored(service, store, players, options,
                                                        rules_id, words):
    error = refused(lambda: create(service, players, rules_id, options=options))
    assert error.code == ErrorCode.INVALID_REQUEST and words in error.message
    assert store.games() == []


def test_the_game_starts_when_the_last_seat_confirms(service, store):
    game = create(service)
    for email in ("ann@example.org", "BOB@example.org"):
        game = service.join(game.id, email)
        assert game.status == "waiting"
    assert service.join(game.id, "ann@example.org") == game  # confirming twice changes nothing
    game = service.join(game.id, "cid@example.org")
    assert game.status == "running" and game.started_at is not None
    assert game.order == ("Ann", "Bob", "Cid") and game.to_move == "p1"
    assert {s.status for s in game.seats} == {"joined"}
    assert kinds(store, game.version) == {("game_started", s.email) for s in game.seats} | {
        ("your_turn", "ann@example.org"), ("game_started", game.organizer)}  # they do not play


def test_a_drawn_seating_order_comes_from_the_seed(service):
    game = create(service, options={"seating": "drawn"}, start=True)
    drawn = dice.seating_order(bytes.fromhex(game.seed), game.id, ["Ann", "Bob", "Cid"],
                               key=lambda p: {"Ann": "p1", "Bob": "p2", "Cid": "p3"}[p])
    assert list(game.order) == drawn
    assert game.to_move == game.seat_for(drawn[0]).seat


def test_a_declined_seat_is_replaced_before_the_start(service, store):
    game = create(service)
    game = service.decline(game.id, "bob@example.org")
    assert game.seat("p2").status == "declined"
    assert kinds(store, game.version) == {("seat_declined", "org@example.org")}
    assert refused(service.start, game.id).code == ErrorCode.WRONG_STATUS
    game = service.replace_player(game.id, "bob@example.org", "Dana", "dana@example.org")
    assert (game.seat("p2").name, game.seat("p2").email, game.seat("p2").status) == (
        "Dana", "dana@example.org", "invited")
    # Bob declined: the seat given away is no news to him (review 12n)
    assert kinds(store, game.version) == {("invitation", "dana@example.org")}
    assert store.games_of_player("dana@example.org") == [game.id]
    assert store.games_of_player("bob@example.org") == []
    game = service.start(game.id)
    assert game.status == "running" and game.order == ("Ann", "Dana", "Cid")


def test_nobody_can_join_or_decline_a_started_game(service):
    game = create(service, start=True)
    assert service.join(game.id, "ann@example.org").status == "running"
    assert refused(service.decline, game.id, "ann@example.org").code == ErrorCode.WRONG_STATUS
    assert refused(service.join, game.id, "eve@example.org").code == ErrorCode.NOT_A_PLAYER


def test_a_replaced_player_hands_the_seat_over_mid_game(service, store):
    game = create(service, start=True)
    game = service.replace_player(game.id, "ann@example.org", "Eve", "eve@example.org")
    assert game.seat("p1").player == "Ann"  # the rules still know the seat as Ann
    assert kinds(store, game.version) == {("seat_replaced", "ann@example.org"),
                                          ("replacement", "eve@example.org"),
                                          ("your_turn", "eve@example.org")}
    refusal = refused(service.submit, game.id, "ann@example.org", "roll")
    assert refusal.code == ErrorCode.NOT_A_PLAYER
    assert service.submit(game.id, "eve@example.org", "roll").entries[0].player == "Ann"
    taken = refused(service.replace_player, game.id, "eve@example.org", "Bob", "bob@example.org")
    assert taken.code == ErrorCode.INVALID_REQUEST


def test_pause_and_resume(service, store, clock):
    game = create(service, start=True, options={"deadline_hours": 24})
    assert game.deadline == "2025-05-02T12:00:00.000Z"
    game = service.pause(game.id)
    assert game.status == "paused" and game.deadline is None
    assert kinds(store, game.version) == {("game_paused", s.email) for s in game.seats}
    assert refused(service.pause, game.id).code == ErrorCode.WRONG_STATUS
    clock.advance(hours=5)
    game = service.resume(game.id)
    assert game.status == "running" and game.deadline == "2025-05-02T17:00:00.000Z"
    assert kinds(store, game.version) == {("game_resumed", s.email) for s in game.seats} | {
        ("your_turn", "ann@example.org")}
    assert refused(service.resume, game.id).code == ErrorCode.WRONG_STATUS
    assert service.submit(game.id, "ann@example.org", "roll").game.status == "running"


def test_a_turn_deadline_makes_the_game_due(service, store, clock):
    # (new games are reminded before their deadline; reminders here would be due earlier)
    game = create(service, start=True, options={"deadline_hours": 24, "reminder_hours": "off"})
    create(service, start=True, options={"deadline_hours": 0})  # no deadline: never due
    assert store.due_games("2025-05-02T11:59:59.999Z") == []
    assert store.due_games("2025-05-02T12:00:00.000Z") == [game.id]
    clock.advance(hours=3)
    service.submit(game.id, "ann@example.org", "roll")
    assert store.due_games("2025-05-02T12:00:00.000Z") == []
    assert store.due_games("2025-05-02T15:00:00.000Z") == [game.id]


def test_cancel_ends_the_game_and_reveals_the_seed(service, store):
    game = create(service, start=True)
    assert service.export(game.id)["seed"] is None
    game = service.cancel(game.id)
    assert game.status == "cancelled" and game.to_move is None and game.ended_at
    assert service.export(game.id)["seed"] == game.seed
    assert {n.payload["seed"] for n in store.pending_notifications(1000)
            if n.kind == "game_cancelled"} == {game.seed}
    assert refused(service.cancel, game.id).code == ErrorCode.WRONG_STATUS
    assert refused(service.submit, game.id, "ann@example.org", "roll").code == \
        ErrorCode.GAME_NOT_RUNNING


def test_a_player_resigns_through_the_rules_out_of_turn(service, store):
    game = create(service, start=True)
    game = service.resign(game.id, "bob@example.org")
    assert game.seat("p2").status == "resigned" and game.to_move == "p1"
    assert [(e.player, e.text) for e in service.view(game.id).log] == [("Bob", "resign")]
    assert ("player_resigned", "cid@example.org") in kinds(store, game.version)
    assert ("eliminated", "ann@example.org") in kinds(store, game.version)
    assert refused(service.submit, game.id, "bob@example.org", "cheer").code == \
        ErrorCode.NOT_A_PLAYER
    assert refused(service.resign, game.id, "bob@example.org").code == ErrorCode.WRONG_STATUS


def test_the_last_player_standing_wins_when_the_others_are_removed(service, store):
    game = create(service, start=True)
    service.remove(game.id, "ann@example.org")
    game = service.remove(game.id, "cid@example.org")
    assert game.status == "finished" and game.result["winners"] == ["Bob"]
    assert kinds(store, game.version) >= {("game_over", "bob@example.org"),
                                          ("game_over", "ann@example.org"),
                                          ("player_removed", "cid@example.org")}


def test_without_a_resign_move_the_service_plays_the_seat(service):
    game = create(service, rules_id="toy-no-resign", start=True)
    game = service.remove(game.id, "ann@example.org")  # Ann was to move
    log = service.view(game.id).log
    assert [(e.player, e.text, e.source) for e in log][:1] == [("Ann", "roll", "service")]
    assert log[1].player == "@chance" and game.to_move == "p2"
    while game.status == "running":
        game = service.submit(game.id, game.seat(game.to_move).email, "roll").game
        assert game.to_move != "p1"
    assert game.status == "finished"
    played_for_ann = [e for e in service.view(game.id).log if e.player == "Ann"]
    assert played_for_ann and all(e.source == "service" for e in played_for_ann)


def test_a_seat_removed_while_paused_is_played_for_on_resume(service):
    game = create(service, rules_id="toy-no-resign", start=True)
    service.pause(game.id)
    game = service.remove(game.id, "ann@example.org")
    assert service.view(game.id).log == () and game.to_move == "p1"
    game = service.resume(game.id)
    assert game.to_move == "p2"
    assert [e.player for e in service.view(game.id).log] == ["Ann", "@chance"]
