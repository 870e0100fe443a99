"""An extension the organizer granted for a turn is never taken back (issue 42, review 12n:
"More time: your deadline is Wed 20:52", then a pause and a resume, and the new turn mail said
"Tue 20:53"). Whatever recomputes the turn's deadline keeps the later of the two; the
extension ends with the turn it was granted for."""

from __future__ import annotations

import datetime as dt

import pytest

from functions.service import PlayerSpec
from tests.conftest import FakeClock

START = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)  # a Tuesday
PLAYERS = [PlayerSpec("Anna", "anna@example.org"), PlayerSpec("Bedřich", "bed@example.org"),
           PlayerSpec("Cyril", "cyril@example.org")]


@pytest.fixture
def clock():
    return FakeClock(START)


def _game(service, rules="1926", **options):
    options = {"deadline_hours": "24", **options}
    return service.create(rules, PLAYERS, "org@example.org", options=options, start=True)


def _move(service, game_id):
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    move = view.rules.legal_moves(view.state, seat.player)[0]
    return service.submit(game_id, seat.email, move.text, source="email")


def test_a_pause_and_resume_keep_the_extended_deadline(service, clock):
    game = _game(service)
    granted = service.extend(game.id, 48).deadline  # Thu 10:00 (24 h + 48 h)
    clock.advance(hours=2)
    service.pause(game.id)
    clock.advance(hours=1)
    resumed = service.resume(game.id)
    assert resumed.deadline == granted


def test_a_resume_long_after_gives_the_fresh_deadline_when_it_is_later(service, clock):
    game = _game(service)
    granted = service.extend(game.id, 12).deadline
    service.pause(game.id)
    clock.advance(days=3)
    resumed = service.resume(game.id)
    assert resumed.deadline > granted
    assert resumed.deadline == "2026-12-05T10:00:00.000Z"  # 24 h from the resume


def test_a_holiday_keeps_the_extension(service, clock):
    game = _game(service)
    granted = service.extend(game.id, 96).deadline  # Sat 10:00
    service.holiday("org@example.org", dt.date(2026, 12, 1))  # resumes at midnight in Prague
    clock.advance(hours=14)
    service.tick()
    resumed = service.view(game.id).game
    assert resumed.status == "running" and resumed.deadline == granted


def test_coming_back_from_an_absence_does_not_cut_an_extension(service, clock):
    game = _game(service)
    mover = game.seat(game.to_move)
    service.away(game.id, mover.email, dt.date(2026, 12, 2), dt.date(2026, 12, 3))
    granted = service.extend(game.id, 72).deadline
    clock.advance(hours=3)
    back = service.back(game.id, mover.email)
    assert back.deadline == granted


def test_the_extension_ends_with_its_turn(service, clock):
    game = _game(service)
    service.extend(game.id, 72)
    clock.advance(hours=1)
    _move(service, game.id)  # the next player's turn: their own 24 hours
    after = service.view(game.id).game
    assert after.deadline == "2026-12-02T11:00:00.000Z" and after.extended == ()
    service.pause(game.id)
    assert service.resume(game.id).deadline == "2026-12-02T11:00:00.000Z"


def test_sealed_bids_each_keep_their_extension_over_a_pause(service, clock):
    game = _game(service, rules="goofspiel")
    extended = service.extend(game.id, 30)
    granted = {w.seat: w.deadline for w in extended.clocks()}
    assert len(granted) == 3
    service.pause(game.id)
    clock.advance(hours=2)
    resumed = service.resume(game.id)
    assert {w.seat: w.deadline for w in resumed.clocks()} == granted


def test_the_extension_survives_storage(service, store):
    game = _game(service)
    granted = service.extend(game.id, 10).deadline
    assert service.view(game.id).game.extended == ((game.to_move, granted),)
