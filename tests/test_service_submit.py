"""Submitting moves: the checks in their order, chance steps in the same write, exactly once,
out-of-turn moves, and random games through the service equal to the pure rules replay."""

from __future__ import annotations

import json
import random

import pytest
from toy_game import rules_for

import rules
from functions.service import ErrorCode, PlayerSpec, ServiceError
from functions.service.ledger import dice
from functions.service.ledger.replay import initial_state, replay

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


def started(service, rules_id="toy", players=PLAYERS, **options):
    return service.create(rules_id, players, "org@example.org", options=options, start=True)


def refused(call, *args, **kwargs) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    return caught.value


def test_checks_run_in_order_game_exists_first(service):
    error = refused(service.submit, "nope", "ann@example.org", "roll")
    assert error.code == ErrorCode.GAME_NOT_FOUND and "nope" in error.message


def test_a_stranger_is_told_before_the_status(service):
    game = started(service)
    service.pause(game.id)
    error = refused(service.submit, game.id, "eve@example.org", "roll")
    assert error.code == ErrorCode.NOT_A_PLAYER


def test_a_paused_game_refuses_before_the_turn_check(service):
    game = started(service)
    game = service.pause(game.id)
    error = refused(service.submit, game.id, "bob@example.org", "roll", version=1)
    assert error.code == ErrorCode.GAME_NOT_RUNNING and "paused" in error.message
    assert error.version == game.version


def test_not_your_turn_when_the_rules_give_the_sender_nothing_to_do_now(service):
    game = started(service, "1926")  # 1926 has no out-of-turn moves
    waiting = "bob@example.org" if game.to_move != "p2" else "cid@example.org"
    error = refused(service.submit, game.id, waiting, "large Praha", version=game.version)
    assert error.code == ErrorCode.NOT_YOUR_TURN and "waits for" in error.message
    assert refused(service.submit, game.id, waiting, "fly").code == ErrorCode.NOT_YOUR_TURN


def test_out_of_turn_a_player_who_may_act_now_hears_the_rules_reason(service):
    game = started(service)  # toy: a waiting player may cheer or resign
    error = refused(service.submit, game.id, "bob@example.org", "roll", version=game.version)
    assert error.code == ErrorCode.ILLEGAL_MOVE and error.message == "Bob cannot roll now"
    assert refused(service.submit, game.id, "bob@example.org", "fly").code == \
        ErrorCode.INVALID_COMMAND


def test_an_out_of_turn_westernpoly_offer_is_refused_with_the_rules_reason(service):
    players = PLAYERS[:2]
    game = started(service, "westernpoly", players, lang="en")
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    other = next(s for s in game.seats if s.seat == game.to_move)
    error = refused(service.submit, game.id, waiting.email,
                    f"offer {other.player} give $100 get 1")  # nobody owns field 1 yet
    assert error.code == ErrorCode.ILLEGAL_MOVE
    # in the waiting player's own language, whatever the game's
    # the rule's own reason, naming the field (rep34)
    expected = {"en": "belongs to nobody yet", "cs": "zatím nikomu nepatří"}
    assert expected[waiting.lang] in error.message


def test_a_non_move_change_since_the_version_does_not_make_a_reply_stale(service):
    game = started(service)
    changed = service.set_every_move(game.id, "bob@example.org", True)
    assert changed.version == game.version + 1
    done = service.submit(game.id, "ann@example.org", "roll", version=game.version)
    assert done.entries[0].text == "roll"


def test_names_with_angle_brackets_commas_and_quotes_are_kept_as_written(service):
    names = ['Smith, John', 'Ann "The Hat" <Novák>', "<Bob>"]
    players = [PlayerSpec(n, f"p{i}@example.org") for i, n in enumerate(names)]
    game = service.create("toy", players, "org@example.org")
    assert [s.name for s in game.seats] == names
    assert [s.email for s in game.seats] == [f"p{i}@example.org" for i in range(3)]
    with pytest.raises(ServiceError) as caught:
        service.create("toy", [PlayerSpec("A", "not an address"), *players[1:]], "o@example.org")
    assert caught.value.code == ErrorCode.INVALID_REQUEST


def test_every_move_sends_a_read_back_of_others_moves_to_who_asked(service, store):
    game = started(service)
    service.set_every_move(game.id, "cid@example.org", True)
    pending = {n.id for n in store.pending_notifications(1000)}
    service.submit(game.id, "ann@example.org", "roll")  # then Bob is to move
    fresh = [n for n in store.pending_notifications(1000) if n.id not in pending]
    played = [n for n in fresh if n.kind == "move_played"]
    assert [(n.seat, n.payload["name"]) for n in played] == [("p3", "Ann")]
    assert not any(n.kind == "move_played" and n.seat == "p2" for n in fresh)


def test_a_stale_move_whose_turn_has_passed_was_already_played(service):
    game = started(service)
    service.submit(game.id, "ann@example.org", "roll", version=game.version)
    error = refused(service.submit, game.id, "ann@example.org", "roll", version=game.version)
    assert error.code == ErrorCode.STALE_VERSION and "already played" in error.message
    assert error.version == game.version + 1


def test_a_stale_version_is_refused_before_the_rules_read_the_text(service):
    game = started(service)
    answered = service.submit(game.id, "ann@example.org", "roll").game  # Bob's turn now
    service.submit(game.id, "bob@example.org", "roll")  # Bob's own decision moves on
    service.submit(game.id, "cid@example.org", "roll")
    now = service.submit(game.id, "ann@example.org", "roll").game  # Bob's turn again
    error = refused(service.submit, game.id, "bob@example.org", "gibberish",
                    version=answered.version)
    assert error.code == ErrorCode.STALE_VERSION
    # (not "already played": the turn the mail asks about is Bob's own, and it waits)
    assert error.version == now.version and "the game changed" in error.message


def test_a_turn_reply_is_stale_only_when_its_own_seat_moved_on(service):
    game = started(service)
    service.submit(game.id, "cid@example.org", "cheer")  # others act beside the turn
    service.submit(game.id, "bob@example.org", "cheer")
    done = service.submit(game.id, "ann@example.org", "roll", version=game.version)
    assert [e.text for e in done.entries][:1] == ["roll"]
    # Bob's mail from before Ann moved: his own decision is still open, his move lands
    bob = service.submit(game.id, "bob@example.org", "roll", version=game.version)
    assert bob.entries[0].player == "Bob"


def test_a_move_beside_the_turn_is_never_stale(service):
    game = started(service)
    service.submit(game.id, "ann@example.org", "roll", version=game.version)
    # Ann's answered turn mail still carries a cheer (an offer, in a trading game)
    done = service.submit(game.id, "ann@example.org", "cheer", version=game.version)
    assert [e.text for e in done.entries] == ["cheer"]
    error = refused(service.submit, game.id, "ann@example.org", "roll", version=game.version)
    assert error.code == ErrorCode.STALE_VERSION


def test_the_rules_errors_keep_their_codes(service):
    game = started(service)
    assert refused(service.submit, game.id, "ann@example.org", "fly").code == \
        ErrorCode.INVALID_COMMAND
    error = refused(service.submit, game.id, "ann@example.org", "cheer")  # not on your turn
    assert error.code == ErrorCode.ILLEGAL_MOVE and error.version == game.version
    assert service.view(game.id).log == ()


def test_an_ambiguous_command_lists_the_candidates(service):
    game = started(service, "1926", lang="en")
    error = refused(service.submit, game.id, "ann@example.org", "large b")
    assert error.code == ErrorCode.AMBIGUOUS_COMMAND
    assert set(error.candidates) == {"large brno", "large ceske-budejovice"}


@pytest.mark.every_store
def test_an_accepted_move_and_its_chance_step_are_one_write(service, store):
    game = started(service)
    done = service.submit(game.id, "ann@example.org", "ROLL", version=game.version,
                          idempotency_key="m1")
    assert [e.player for e in done.entries] == ["Ann", rules.CHANCE]
    assert done.entries[0].text == "roll" and done.readback == "roll"
    assert {e.version for e in done.entries} == {game.version + 1}
    assert done.game.version == game.version + 1
    assert done.game.to_move == "p2" and done.game.moves == 2
    assert store.load(game.id).log == done.entries


def test_the_chance_outcome_follows_from_the_seed_and_the_move_number(service):
    game = started(service)
    done = service.submit(game.id, "ann@example.org", "roll")
    toy = rules_for("toy")
    rolled = toy.apply(initial_state(toy, game), "Ann", toy.parse(initial_state(toy, game),
                                                                  "Ann", "roll"))
    expected = dice.chance_outcome(bytes.fromhex(game.seed), game.id, 2,
                                   toy.chance_outcomes(rolled))
    assert done.entries[1].text == expected.text


def test_the_mover_gets_a_read_back_and_the_next_player_their_turn(service, store):
    game = started(service)
    done = service.submit(game.id, "ann@example.org", "roll")
    mine = [n for n in store.pending_notifications(1000) if n.version == done.game.version]
    assert {(n.kind, n.email) for n in mine} == {("move_read_back", "ann@example.org"),
                                                 ("your_turn", "bob@example.org")}
    read_back = next(n for n in mine if n.kind == "move_read_back")
    # a move at the command line is read back in the player's next mail, like one by mail
    assert read_back.id == f"{game.id}:{done.game.version}:readback:p1"
    assert read_back.payload["held_until"] > done.game.updated_at
    assert [e["kind"] for e in read_back.payload["events"]] == ["moved"]
    assert json.loads(json.dumps(read_back.payload)) == read_back.payload


def test_an_out_of_turn_move_allowed_by_the_rules_is_accepted(service):
    game = started(service)
    done = service.submit(game.id, "cid@example.org", "cheer", version=game.version)
    assert [e.text for e in done.entries] == ["cheer"]
    assert done.game.to_move == game.to_move  # still Ann's turn
    assert service.view(game.id).state.cheers == 1


def test_an_out_of_turn_move_leaves_the_waited_players_clock(service, store, clock):
    game = started(service, deadline_hours=24)
    clock.advance(hours=2)
    done = service.submit(game.id, "cid@example.org", "cheer")
    assert (done.game.waiting_since, done.game.deadline) == (game.waiting_since, game.deadline)
    mine = [n for n in store.pending_notifications(1000) if n.version == done.game.version]
    assert [(n.kind, n.email) for n in mine] == [("move_read_back", "cid@example.org")]


def test_a_trade_offer_out_of_turn_reaches_the_players_it_names(sqlite_store, clock,
                                                                 fake_secrets):
    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets)
    game = started(service, "westernpoly", lang="en")
    done = service.submit(game.id, "bob@example.org", "offer Ann give $100 get nothing")
    assert done.game.to_move == game.to_move
    offers = {n.email for n in sqlite_store.pending_notifications(1000)
              if n.kind == "trade_offer"}
    assert "ann@example.org" in offers and "cid@example.org" not in offers


def test_an_offer_to_the_player_on_turn_leaves_their_turn_mail_good(
        sqlite_store, clock, fake_secrets):
    from functions.service import GameService
    from functions.service.play.explain import explain

    service = GameService(sqlite_store, clock, fake_secrets)
    game = started(service, "westernpoly", lang="en")
    mover = game.seat(game.to_move)
    other = next(s for s in game.seats if s.seat != mover.seat)
    service.submit(game.id, other.email, f"offer {mover.name} give $100 get nothing")
    view = service.view(game.id)
    text = view.rules.choices(view.state, mover.player)[0].text
    done = service.submit(game.id, mover.email, text, version=game.version)
    assert done.entries[0].player == mover.player and done.entries[0].text == text
    # the same mail once more: the seat's own decision moved on, this one is stale
    with pytest.raises(ServiceError) as refused:
        service.submit(game.id, mover.email, text, version=game.version)
    assert refused.value.code == ErrorCode.STALE_VERSION
    if service.record(game.id).waits_for(mover.seat):
        said = explain(refused.value, "en")
        assert "It is your turn" in said and "another player" not in said
        assert "Jsi na tahu" in explain(refused.value, "cs")


@pytest.mark.every_store
def test_the_same_key_five_times_is_one_move(service, store):
    game = started(service)
    outcomes = [service.submit(game.id, "ann@example.org", "roll", version=game.version,
                               source="email", idempotency_key="<msg-1@mail>")
                for _ in range(5)]
    assert [o.duplicate for o in outcomes] == [False, True, True, True, True]
    assert {o.entries for o in outcomes} == {outcomes[0].entries}
    assert len(store.load(game.id).log) == 2
    assert store.load(game.id).game.version == game.version + 1


@pytest.mark.every_store
def test_a_very_long_key_is_kept_by_its_hash_on_every_store(service, store):
    game = started(service)
    key = "<" + "x" * 3000 + "@mail.example.org>"  # a raw Message-ID may be this long
    first = service.submit(game.id, "ann@example.org", "roll", idempotency_key=key)
    again = service.submit(game.id, "ann@example.org", "roll", idempotency_key=key)
    assert not first.duplicate and again.duplicate and again.entries == first.entries
    stored = store.load(game.id).log[0].idempotency_key
    assert stored.startswith("sha256:") and len(stored) < 100


def test_a_duplicate_returns_the_original_even_after_the_game_moved_on(service):
    game = started(service)
    first = service.submit(game.id, "ann@example.org", "roll", idempotency_key="k1")
    service.submit(game.id, "bob@example.org", "roll", idempotency_key="k2")
    again = service.submit(game.id, "ann@example.org", "roll", idempotency_key="k1")
    assert again.duplicate and again.entries == first.entries


def test_a_finished_game_refuses_moves_and_keeps_result_and_history(service):
    game = started(service, target=3)
    while game.status == "running":
        game = service.submit(game.id, game.seat(game.to_move).email, "roll").game
    view = service.view(game.id)
    assert view.game.status == "finished" and view.game.to_move is None
    assert view.game.result == rules_for("toy").result(view.state).to_dict()
    assert len(view.log) == view.game.moves > 0
    error = refused(service.submit, game.id, "ann@example.org", "roll")
    assert error.code == ErrorCode.GAME_NOT_RUNNING and "finished" in error.message


def _random_game(service, rules_id: str, players, rng: random.Random, **options) -> None:
    game = started(service, rules_id, players, **options)
    rules_game = rules_for(rules_id)
    for _ in range(2000):
        view = service.view(game.id)
        if view.game.status != "running":
            return
        seat = view.game.seat(view.game.to_move)
        moves = rules_game.legal_moves(view.state, seat.player)
        # now and then someone else acts out of turn, when the rules offer them a move
        others = [s for s in view.game.seats if s.seat != seat.seat and s.active]
        bystander = rng.choice(others)
        aside = [m for m in rules_game.legal_moves(view.state, bystander.player)
                 if m.text != "resign"]
        if aside and rng.random() < 0.2:
            seat, moves = bystander, aside
        else:
            moves = [m for m in moves if m.text != "resign"] or moves
        service.submit(game.id, seat.email, rng.choice(moves).text, version=view.game.version)
    raise AssertionError("the game did not end")


def _assert_log_is_the_rules_replay(service, game_id: str) -> None:
    view = service.view(game_id)
    game, record = view.rules, view.game
    state = initial_state(game, record)
    for entry in view.log:
        if entry.player == rules.CHANCE:
            due = dice.chance_outcome(bytes.fromhex(record.seed), record.id, entry.seq,
                                      game.chance_outcomes(state))
            assert due.text == entry.text, entry
        state = replay(game, state, [entry])
    assert state == view.state
    result = game.result(state)
    assert record.result == json.loads(json.dumps(result.to_dict()))


@pytest.mark.parametrize("seed", range(6))
def test_random_toy_games_through_the_service_equal_the_rules_replay(service, seed):
    rng = random.Random(seed)
    players = PLAYERS[: rng.choice([2, 3])]
    _random_game(service, "toy", players, rng, target=rng.choice([5, 12, 20]))
    (game,) = service.games()
    _assert_log_is_the_rules_replay(service, game.id)


@pytest.mark.parametrize("seed", range(3))
def test_random_1926_games_through_the_service_equal_the_rules_replay(service, seed):
    rng = random.Random(seed)
    players = PLAYERS + [PlayerSpec("Dana", "dana@example.org")][: rng.choice([0, 1])]
    _random_game(service, "1926", players, rng, variant=rng.choice(["kancler", "primarky"]))
    (game,) = service.games()
    _assert_log_is_the_rules_replay(service, game.id)


@pytest.mark.parametrize("seed", range(2))
def test_random_westernpoly_games_through_the_service_equal_the_rules_replay(sqlite_store, clock,
                                                                              fake_secrets, seed):
    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets)
    rng = random.Random(seed)
    _random_game(service, "westernpoly", PLAYERS, rng, max_rounds=8)
    (game,) = service.games()
    _assert_log_is_the_rules_replay(service, game.id)


def test_an_inbound_mail_is_recorded_as_processed_for_its_game_only(service):
    game, other = started(service), started(service)
    key = "<" + "y" * 3000 + "@mail.example.org>"  # kept by its hash, like a move's key
    assert not service.mail_processed(game.id, key)
    service.mark_mail_processed(game.id, key)
    service.mark_mail_processed(game.id, key)  # a repeat is no error
    assert service.mail_processed(game.id, key)
    assert not service.mail_processed(other.id, key)
    assert not service.mail_processed(game.id, key[:-1])
