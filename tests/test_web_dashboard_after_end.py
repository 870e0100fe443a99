"""The organizer's dashboard of a game that is over says what is true after its end (issue 42,
review 26): no missed turns nor absences of a live game, each player's place as the reader
writes an ordinal ("2nd", "2."), and "Last activity" the last thing played, never the day
a player's data was erased."""

from __future__ import annotations

import re

import pytest
from web_events import SECRET, get

from functions.links import organizer_path
from functions.service import PlayerSpec

ORGANIZER = "org@example.org"
DASHBOARD = organizer_path(SECRET, ORGANIZER)


def dashboard(app, lang: str) -> str:
    return app.resolve(get(DASHBOARD, {"lang": lang}), None)["body"]


def finished_goofspiel(service, clock, lang: str, *, missed: str | None = None) -> str:
    """A 4-card Goofspiel of three played to its end, every move an hour apart, each player
    bidding their own way (no draw); `missed` misses the last turn of choice (its deadline passes and
    the rules play it)."""
    players = [PlayerSpec("Ann Lee", "ann@example.org", lang),
               PlayerSpec("Bob Ray", "bob@example.org", lang),
               PlayerSpec("Cid Roe", "cid@example.org", lang)]
    game = service.create("goofspiel", players, ORGANIZER, options={"cards": 4, "lang": lang},
                          start=True)
    while (record := service.record(game.id)).status == "running":
        view = service.view(game.id)
        last = view.rules.view(view.state, None)["round"] == 3
        for seat_id in record.waited:
            if not (last and record.seat(seat_id).email == missed):
                _bid(service, game.id, record.seat(seat_id).email)
                clock.advance(hours=1)
        if last and missed:
            clock.advance(hours=record.timing.deadline_hours + 1)
            service.tick()
    return game.id


def _bid(service, game_id: str, email: str) -> None:
    """The seat's highest card (Ann), middle (Bob) or lowest (Cid): places apart."""
    view = service.view(game_id)
    seat = view.game.seat_of(email)
    moves = sorted(view.rules.legal_moves(view.state, seat.player), key=lambda m: m.card)
    pick = {"p1": -1, "p2": len(moves) // 2, "p3": 0}[seat.seat]
    service.submit(game_id, email, moves[pick].text, version=view.game.version)


def _row(body: str, game_id: str) -> str:
    row = body[body.index(f'id="game-{game_id}"'):]
    return row[:row.index("</tr>")]


def _seats(body: str, game_id: str) -> str:
    part = body[body.index(f'id="controls-{game_id}"'):]
    return part[:part.index("</ul>")]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_finished_game_shows_no_missed_turns(app, game_service, clock, lang):
    game_id = finished_goofspiel(game_service, clock, lang, missed="cid@example.org")
    assert game_service.record(game_id).seat_of("cid@example.org").missed_turns >= 1
    seats = _seats(dashboard(app, lang), game_id)
    assert 'class="missed"' not in seats
    assert "missed turns" not in seats and "zmeškané" not in seats


def test_places_are_english_ordinals(app, game_service, clock):
    game_id = finished_goofspiel(game_service, clock, "en")
    record = game_service.record(game_id)
    seats = _seats(dashboard(app, "en"), game_id)
    places = re.findall(r" — (\d+)(st|nd|rd|th) place", seats)
    assert places and "place " not in seats.replace("place<", "")
    for number, suffix in places:
        assert suffix == {"1": "st", "2": "nd", "3": "rd"}.get(number, "th")
    assert len(places) + len(record.result["winners"]) == len(record.seats)


def test_places_are_czech_ordinals(app, game_service, clock):
    game_id = finished_goofspiel(game_service, clock, "cs")
    seats = _seats(dashboard(app, "cs"), game_id)
    assert re.search(r" — [23]\. místo", seats)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_erasure_is_no_game_activity(app, game_service, clock, lang):
    game_id = finished_goofspiel(game_service, clock, lang)
    before = _row(dashboard(app, lang), game_id)
    clock.advance(days=9)
    game_service.erase_person("bob@example.org")
    after = _row(dashboard(app, lang), game_id)
    assert game_service.record(game_id).updated_at > game_service.record(game_id).ended_at
    last = re.findall(r"<td[^>]*>([^<]*)</td>\s*$", before)
    assert last and last[0].strip() and last[0] in after
