"""The organizer's cap on games and invitations per hour (issue 33) counts every way the
dashboard mails strangers: games, a tournament's games and roster (one starting later too), and
the people an organizer gives a seat to."""

from __future__ import annotations

import pytest

from functions.service import PlayerSpec, ServiceError
from functions.service.play.creating import GAMES_PER_HOUR, INVITATIONS_PER_HOUR
from functions.service.tournaments import tournament as tournaments

ORGANIZER = "org@example.org"


def _roster(n: int, start: int = 0) -> list[tournaments.Entrant]:
    lines = ["name,email,lang"] + [f"Hráč {i},hrac{i}@example.org,cs"
                                   for i in range(start, start + n)]
    return tournaments.read_roster("\n".join(lines) + "\n")


def _crowd(n: int, start: int = 0) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}", f"p{i}@example.org") for i in range(start, start + n)]


def _tournament(service, entrants, table_size: int = 3, **kwargs):
    return tournaments.create(service, "1926", entrants, ORGANIZER, rounds=1,
                              table_size=table_size, **kwargs)


def _refused(call) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        call()
    assert refused.value.params["say"] == "creations_per_hour"
    return refused.value


def test_a_tournament_with_a_roster_over_the_cap_is_refused(game_service):
    _refused(lambda: _tournament(game_service, _roster(INVITATIONS_PER_HOUR + 1),
                                 per_hour=True))
    assert game_service.store.tournaments() == []
    # the operator's CLI is not held to it
    assert _tournament(game_service, _roster(INVITATIONS_PER_HOUR + 1)).id


def test_a_tournaments_games_and_roster_count_against_later_games(game_service, clock):
    _tournament(game_service, _roster(INVITATIONS_PER_HOUR - 4), table_size=4, per_hour=True)
    assert len(game_service.store.games_of_organizer(ORGANIZER)) == GAMES_PER_HOUR - 1
    _refused(lambda: game_service.create("1926", _crowd(5), ORGANIZER, per_hour=True))
    assert game_service.create("1926", _crowd(4), ORGANIZER, per_hour=True)
    _refused(lambda: game_service.create("1926", _crowd(3, 10), ORGANIZER, per_hour=True))
    clock.advance(hours=1, minutes=1)
    assert game_service.create("1926", _crowd(5), ORGANIZER, per_hour=True)


def test_a_tournament_counts_as_a_game_and_its_tables_count_after_it(game_service):
    for n in range(GAMES_PER_HOUR - 1):
        game_service.create("1926", _crowd(3, 3 * n), ORGANIZER, per_hour=True)
    _tournament(game_service, _roster(6), per_hour=True)  # the tenth creation: two tables
    assert len(game_service.store.games_of_organizer(ORGANIZER)) == GAMES_PER_HOUR + 1
    _refused(lambda: _tournament(game_service, _roster(3, 10), per_hour=True))
    _refused(lambda: game_service.create("1926", _crowd(3, 50), ORGANIZER, per_hour=True))


def test_a_tournament_starting_later_counts_its_roster_now(game_service, clock):
    later = "2025-05-08T12:00:00.000Z"
    _tournament(game_service, _roster(INVITATIONS_PER_HOUR - 2), starts_at=later,
                per_hour=True)
    assert game_service.store.games_of_organizer(ORGANIZER) == []  # nobody mailed yet
    _refused(lambda: game_service.create("1926", _crowd(3), ORGANIZER, per_hour=True))


def test_each_person_given_a_seat_counts_as_an_invitation(game_service, clock):
    game = game_service.create("1926", _crowd(3), ORGANIZER, per_hour=True)
    used = 3
    for n in range(INVITATIONS_PER_HOUR - used):
        seat = game_service.record(game.id).seats[n % 3]
        game_service.replace_player(game.id, seat.email, f"R{n}", f"r{n}@example.org",
                                    per_hour=True)
    seat = game_service.record(game.id).seats[0]
    _refused(lambda: game_service.replace_player(game.id, seat.email, "Eve", "eve@example.org",
                                                 per_hour=True))
    assert game_service.record(game.id).seats[0].email == seat.email  # nothing mailed
    _refused(lambda: game_service.create("1926", _crowd(3, 10), ORGANIZER, per_hour=True))
    # an hour later the seats given then count no more (the game itself is older too)
    clock.advance(hours=1, minutes=1)
    game_service.replace_player(game.id, seat.email, "Eve", "eve@example.org", per_hour=True)
    assert game_service.record(game.id).seats[0].email == "eve@example.org"


def test_the_dashboards_replace_is_held_to_the_cap(app, game_service):
    from test_web_organizer import ORGANIZER as DASHBOARD_ORGANIZER
    from test_web_organizer import control, new_game

    game = new_game(game_service, DASHBOARD_ORGANIZER, start=True)
    for n in range(INVITATIONS_PER_HOUR - len(game.seats)):
        seat = game_service.record(game.id).seats[n % 3]
        game_service.replace_player(game.id, seat.email, f"R{n}", f"r{n}@example.org",
                                    per_hour=True)
    before = game_service.record(game.id).seat("p2")
    response = control(app, game.id, "replace", seat="p2", player="Dana <dana@example.org>")
    assert response["statusCode"] != 303 and "try again in an hour" in response["body"]
    assert game_service.record(game.id).seat("p2").email == before.email


def test_a_replacement_creates_no_game_so_only_its_invitation_counts(game_service):
    # an organizer with more games of the hour than a dashboard may create (the CLI is not held
    # to it) may still give a seat away: no game is created, one person is mailed
    games = [game_service.create("1926", _crowd(3, 3 * n), ORGANIZER, start=True)
             for n in range(GAMES_PER_HOUR + 1)]
    seat = game_service.record(games[0].id).seats[0]
    game_service.replace_player(games[0].id, seat.email, "Eve", "eve@example.org", per_hour=True)
    assert game_service.record(games[0].id).seats[0].email == "eve@example.org"
    _refused(lambda: game_service.create("1926", _crowd(3, 90), ORGANIZER, per_hour=True))
