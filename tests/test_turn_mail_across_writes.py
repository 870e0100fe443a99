"""A turn mail across writes (issue 43, a turn with no turn mail): a run of automatic moves
longer than one write holds stops at the size limit and goes on in a next write; the player
whose decision it stops at hears "your move" once, wherever the limit cut the run, even when
the write that stopped had nothing left to play."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import Table

from functions.service import PlayerSpec
from functions.service.play import run
from functions.service.system import iso

PEOPLE = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en")]


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def _to(mail) -> str:
    return mail["To"].addresses[0].addr_spec


# every cut of a short run: the limit at each length, so that some write stops exactly where
# the run ended (the member seen on AWS: 60 entries, then Bob to decide, and no mail for Bob)
@pytest.mark.parametrize("limit", [1, 2, 3, 4, 5, 7])
def test_the_player_a_cut_run_stops_at_hears_your_move_once(table, clock, monkeypatch, limit):
    monkeypatch.setattr(run, "MAX_ENTRIES_PER_WRITE", limit)
    # at least a few turns began after cut runs (how many depends on the dice and the bots)
    assert _turns_announced(table, clock, moves=80) >= 3


def test_on_dynamodb_too(dynamodb_store, clock, fake_secrets, monkeypatch):
    # the store the review saw it on (moto): its writes and the outbox's stream items alike
    monkeypatch.setattr(run, "MAX_ENTRIES_PER_WRITE", 2)
    assert _turns_announced(Table(dynamodb_store, clock, fake_secrets), clock, moves=8) >= 2


def _turns_announced(table, clock, moves: int) -> int:
    """Play a WesternPoly game (a bot; Bob buys by standing order, Ann decides) `moves` moves
    by the players' last choice, checking after each that a person whose decision began got
    exactly one turn mail; how many such turns there were."""
    game = table.service.create("westernpoly", [*PEOPLE, PlayerSpec("", "", bot="strong")],
                                "org@example.org", start=True,
                                options={"missed_turn": "autoplay", "deadline_hours": 24,
                                         "reminder_hours": [], "max_rounds": 40})
    for person in PEOPLE[1:]:
        table.service.set_standing_order(game.id, person.email, "AUTO BUY ALWAYS")
    table.deliver()
    turns = 0
    for _ in range(moves):
        before = table.service.view(game.id)
        if before.game.status != "running":
            break
        seat = before.game.seat(before.game.to_move)
        choices = [m.text for m in before.rules.choices(before.state, seat.player)]
        clock.advance(hours=1)
        table.service.submit(game.id, seat.email, choices[-1] if choices else "done")
        sent = table.deliver()
        after = table.service.view(game.id).game
        assert not after.plays_on, after.version - before.game.version
        if after.status != "running" or after.waiting_since != iso(clock.now()):
            continue  # the game ended, or the decision it waits for is not new
        waiting = after.seat(after.to_move)
        mine = [m for m in sent if _to(m) == waiting.email and "your_turn" in str(m["Message-ID"])]
        assert len(mine) == 1, (after.version - before.game.version,
                                [str(m["Subject"]) for m in sent])
        turns += 1
    return turns
