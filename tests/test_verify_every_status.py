"""An honest export verifies whatever the game's status (issue 40): waiting, running, paused,
cancelled before or after its start, finished; of every game, with the service's secret and
without it."""

from __future__ import annotations

import pytest
from test_tampering import KEY, keyed

import rules
from functions.service import PlayerSpec
from functions.service.ledger import chain

SMALL = {"goofspiel": {"cards": "3"}, "ohhell": {"suits": "4", "ranks": "6", "hands": "1"},
         "westernpoly": {"max_rounds": "2"}}
STATUSES = ("waiting", "running", "paused", "cancelled_unstarted", "cancelled", "finished")


def _players(game_id: str) -> list[PlayerSpec]:
    count = rules.get(game_id).min_players
    return [PlayerSpec(f"P{i}", f"p{i}@example.org", "en") for i in range(count)]


def _move_once(service, game_id: str) -> None:
    """One move by someone the game waits for (chance is the service's)."""
    record = service.record(game_id)
    seat = record.seat(sorted(record.waited)[0])
    view = service.view(game_id)
    move = service.rules_for(record.rules).legal_moves(view.state, seat.player)[0]
    service.submit(game_id, seat.email, move.text, version=view.game.version)


def _game_in(service, game_id: str, status: str) -> str:
    players = _players(game_id)
    started = status not in ("waiting", "cancelled_unstarted")
    record = service.create(game_id, players, "org@example.org",
                            options=SMALL.get(game_id, {}), start=started)
    if started:
        _move_once(service, record.id)
    if status == "paused":
        service.pause(record.id)
    elif status in ("cancelled", "cancelled_unstarted"):
        service.cancel(record.id)
    elif status == "finished":
        for _ in range(3000):  # small options: every game ends well within
            if service.record(record.id).status != "running":
                break
            _move_once(service, record.id)
    assert service.record(record.id).status == status.split("_")[0]
    return record.id


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("game_id", rules.games())
def test_an_honest_export_of_every_status_verifies(sqlite_store, clock, fake_secrets,
                                                   game_id, status):
    service = keyed(sqlite_store, clock, fake_secrets)
    export = service.export(_game_in(service, game_id, status))
    for key in (KEY, None):
        verdict = chain.verify(export, rules.get, key)
        assert verdict.ok, (status, key is None, verdict.summary)
    forged = dict(export, status="finished" if status != "finished" else "running")
    assert not chain.verify(forged, rules.get, KEY).ok


@pytest.mark.every_store
@pytest.mark.parametrize("status", ("waiting", "cancelled_unstarted"))
def test_a_game_not_started_verifies_on_every_store(store, clock, fake_secrets, status):
    service = keyed(store, clock, fake_secrets)
    export = service.export(_game_in(service, "goofspiel", status))
    assert chain.verify(export, rules.get, KEY).ok
    assert chain.verify(export, rules.get).ok


@pytest.mark.parametrize("status", ("waiting", "cancelled_unstarted"))
def test_an_unstarted_export_made_before_format_5_still_verifies(sqlite_store, clock,
                                                                 fake_secrets, status):
    service = keyed(sqlite_store, clock, fake_secrets)
    older = service.export(_game_in(service, "goofspiel", status))
    # as the exporter wrote it then: format 1 and the head stored before the start, empty
    older.update(format=chain.FORMATS[0], head="")
    older["not_covered"] = chain.NOT_COVERED_V1
    older["statement"] = chain.statement(older, KEY)
    assert chain.verify(older, rules.get, KEY).ok
    shortened = dict(older, head="", length=1)  # what it states of itself is still checked
    assert not chain.verify(shortened, rules.get, KEY).ok
