"""Time acting on real games through the service: reminders, each missed-turn policy, a bot for
the absent, remove_after, holiday pauses, extensions, and a late move racing the sweep."""

from __future__ import annotations

import datetime as dt

import pytest

from functions.service import GameService, PlayerSpec, ServiceError
from tests.conftest import FakeClock, FakeSecrets

START = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)  # a Tuesday
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


@pytest.fixture
def clock():
    return FakeClock(START)


def new_game(service, **options):
    options = {"deadline_hours": "24", **options}
    return service.create("1926", PLAYERS, "org@example.org", options=options, start=True)


def mails(store, kind):
    return [n for n in store.pending_notifications(1000) if n.kind == kind]


def move_now(service, game):
    """The player to move plays the first legal move, as a person would."""
    view = service.view(game.id)
    seat = view.game.seat(view.game.to_move)
    move = view.rules.legal_moves(view.state, seat.player)[0]
    return service.submit(game.id, seat.email, move.text, source="email")


def test_new_games_get_three_days_reminders_a_day_and_four_hours_before(service):
    game = service.create("1926", PLAYERS, "org@example.org", start=True)
    assert game.timing.deadline_hours == 72 and game.timing.reminder_hours == (24, 4)
    assert game.deadline == "2026-12-04T10:00:00.000Z"
    assert service.view(game.id).game.due_at == "2026-12-03T10:00:00.000Z"


def test_each_reminder_goes_out_once_at_its_time(service, store, clock):
    game = new_game(service, deadline_hours="48")
    clock.advance(hours=23, minutes=59)
    assert service.tick() == []
    clock.advance(minutes=1)
    assert service.tick() == [(game.id, "reminded Ann: 24 h before the deadline")]
    assert service.tick() == []  # the same instant again: nothing
    clock.advance(hours=20)
    assert [what for _, what in service.tick()] == ["reminded Ann: 4 h before the deadline"]
    reminders = mails(store, "reminder")
    assert [(n.email, n.payload["deadline"]) for n in reminders] == [
        ("ann@example.org", "2026-12-03T10:00:00.000Z")] * 2


def test_a_missed_turn_is_autoplayed_and_the_player_told_what_was_played(service, store, clock):
    game = new_game(service, missed_turn="autoplay")
    clock.advance(hours=24)
    (done,) = service.tick()
    assert "Ann missed the deadline (1 in a row): autoplay" in done[1]
    view = service.view(game.id)
    assert view.log[-1].player == "Ann" and view.game.to_move == "p2"
    assert view.game.seat("p1").missed_turns == 1
    (told,) = mails(store, "turn_missed")
    assert told.email == "ann@example.org" and told.payload["played"]
    assert any(n.kind == "your_turn" and n.email == "bob@example.org" and
               n.payload["deadline"] == "2026-12-03T10:00:00.000Z"
               for n in store.pending_notifications(1000))
    move_now(service, game)  # Bob
    move_now(service, game)  # Cid
    move_now(service, game)  # Ann herself: her run of missed turns ends
    assert service.view(game.id).game.seat("p1").missed_turns == 0


def test_wait_tells_the_organizer_once_and_the_game_waits(service, store, clock):
    game = new_game(service, missed_turn="wait")
    clock.advance(hours=25)
    assert len(service.tick()) == 1
    clock.advance(hours=25)
    assert service.tick() == []
    (told,) = mails(store, "deadline_missed")
    assert told.email == "org@example.org" and told.payload["action"] == "wait"
    assert service.view(game.id).game.to_move == "p1"


def test_pause_pauses_the_game_and_remove_takes_the_player_out(service, store, clock):
    paused = new_game(service, missed_turn="pause")
    removed = new_game(service, missed_turn="remove")
    clock.advance(hours=24)
    service.tick()
    assert service.view(paused.id).game.status == "paused"
    gone = service.view(removed.id).game
    assert gone.seat("p1").status == "removed" and gone.to_move == "p2"


def test_remove_after_ends_a_run_of_autoplayed_turns(service, clock):
    game = new_game(service, missed_turn="autoplay", remove_after="2")
    clock.advance(hours=24)
    service.tick()  # Ann's first miss
    move_now(service, game)
    move_now(service, game)
    clock.advance(hours=24)
    service.tick()  # her second in a row
    assert service.view(game.id).game.seat("p1").status == "removed"


def test_an_absence_extends_the_deadline_and_back_shortens_it_again(service, clock):
    game = new_game(service, deadline_hours="48")
    first, last = dt.date(2026, 12, 2), dt.date(2026, 12, 4)
    away = service.away(game.id, "ann@example.org", first, last)
    # away until the end of 4 December in Prague (23:00 UTC), then 48 hours
    assert away.seat("p1").away_until == "2026-12-04T23:00:00.000Z"
    assert away.deadline == "2026-12-06T23:00:00.000Z"
    clock.advance(hours=30)
    back = service.back(game.id, "ann@example.org")
    assert back.seat("p1").away_until is None and back.deadline == "2026-12-04T16:00:00.000Z"


def test_absences_are_capped_per_game(service):
    game = new_game(service, away_days="5")
    with pytest.raises(ServiceError) as refused:
        service.away(game.id, "ann@example.org", dt.date(2026, 12, 2), dt.date(2026, 12, 8))
    assert refused.value.params["say"] == "away_cap" and refused.value.params["left"] == 5


def test_with_autoplay_for_absences_the_bot_plays_the_absent_players_turns(service, clock):
    game = new_game(service, away="autoplay")
    service.away(game.id, "bob@example.org", dt.date(2026, 12, 1), dt.date(2026, 12, 3))
    move_now(service, game)  # Ann moves; Bob is away: the bot plays him at once
    view = service.view(game.id)
    assert view.game.to_move == "p3" and view.log[-1].player == "Bob"


def test_a_holiday_pause_ends_by_itself(service, store, clock):
    game = new_game(service)
    (paused,) = service.holiday("org@example.org", dt.date(2026, 12, 3))
    assert paused.status == "paused" and paused.resume_at == "2026-12-03T23:00:00.000Z"
    clock.advance(days=2, hours=13)
    assert [what for _, what in service.tick()] == ["resumed: the holiday pause is over"]
    resumed = service.view(game.id).game
    assert resumed.status == "running" and resumed.deadline == "2026-12-04T23:00:00.000Z"


def test_extend_gives_more_time_and_the_player_hears_it(service, store, clock):
    game = new_game(service)
    extended = service.extend(game.id, 12)
    assert extended.deadline == "2026-12-02T22:00:00.000Z"
    (told,) = mails(store, "deadline_extended")
    assert told.email == "ann@example.org"


def test_a_new_timing_policy_moves_the_current_deadline_and_every_player_hears(service, store):
    game = new_game(service)
    changed = service.change_timing(game.id, {"deadline_hours": "48", "weekends": "skip"})
    assert changed.timing.deadline_hours == 48 and changed.deadline == "2026-12-03T10:00:00.000Z"
    assert {n.email for n in mails(store, "timing_changed")} == {s.email for s in game.seats}


# ---- a change of the time rules and the deadline already told (review 3) ----------------------

def _told(store, email):
    return [n for n in mails(store, "timing_changed") if n.email == email]


@pytest.mark.parametrize("mode", ["all", "turns", "none"])
def test_new_rules_never_take_back_an_extension_and_the_player_on_move_hears(service, store,
                                                                            mode):
    game = new_game(service, deadline_hours="72")
    mover = game.seat(game.to_move)
    service.set_mail(game.id, mover.email, mode)
    extended = service.extend(game.id, 48).deadline  # the organizer's extension
    assert extended == "2026-12-06T10:00:00.000Z"
    changed = service.change_timing(game.id, {"deadline_hours": "48"})
    assert changed.deadline == extended  # the turn keeps what it was told
    (told,) = _told(store, mover.email)  # whatever mail the player takes
    assert told.payload["own_deadline"] and told.payload["kept"]
    assert told.payload["deadline"] == extended
    others = [s for s in game.seats if s.seat != mover.seat]
    assert all("deadline" not in n.payload for s in others for n in _told(store, s.email))


def test_longer_rules_lengthen_the_running_turn_and_its_player_hears(service, store):
    game = new_game(service, deadline_hours="24")
    mover = game.seat(game.to_move)
    service.set_mail(game.id, mover.email, "turns")
    changed = service.change_timing(game.id, {"deadline_hours": "96"})
    assert changed.deadline == "2026-12-05T10:00:00.000Z"
    (told,) = _told(store, mover.email)
    assert told.payload["deadline"] == changed.deadline and "kept" not in told.payload


class RacingStore:
    """A store that lets another writer in just before the wrapped writer's next write."""

    def __init__(self, inner, other):
        self.inner, self.other = inner, other

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def apply(self, change):
        if self.other is not None:
            other, self.other = self.other, None
            other()
        return self.inner.apply(change)


@pytest.mark.every_store
def test_a_late_move_racing_the_sweep_wins_alone(service, store, clock):
    game = new_game(service, missed_turn="autoplay")
    clock.advance(hours=24, seconds=1)
    sweeper = GameService(RacingStore(store, lambda: move_now(service, game)), clock,
                          FakeSecrets("sweep"))
    assert sweeper.tick() == []  # the move came first; the sweep's write lost and found no miss
    log = service.view(game.id).log
    assert [e.source for e in log if e.player == "Ann"] == ["email"]


@pytest.mark.every_store
def test_the_sweep_racing_a_late_move_wins_alone(service, store, clock):
    game = new_game(service, missed_turn="autoplay")
    clock.advance(hours=24, seconds=1)
    mover = GameService(RacingStore(store, service.tick), clock, FakeSecrets("move"))
    view = service.view(game.id)
    move = view.rules.legal_moves(view.state, "Ann")[0]
    with pytest.raises(ServiceError) as lost:
        mover.submit(game.id, "ann@example.org", move.text, version=view.game.version,
                     source="email")
    assert lost.value.code == "stale_version"
    assert "email" not in [e.source for e in service.view(game.id).log]


@pytest.mark.parametrize("mode", ["turns", "none"])
def test_a_pause_and_an_extension_reach_the_player_on_move_whatever_mail_they_take(
        service, store, mode):
    game = new_game(service)
    mover = game.seat(game.to_move)
    service.set_mail(game.id, mover.email, mode)
    service.extend(game.id, 12)
    assert [n.email for n in mails(store, "deadline_extended")] == [mover.email]
    service.pause(game.id)
    paused = {n.email for n in mails(store, "game_paused")}
    assert mover.email in paused
