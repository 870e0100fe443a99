"""A mail plays into the turn it answers, and no further: once that turn has passed to others
(bots move at once), a later line of the mail would be played blind, on a position its writer
has not seen. A plan for next time, a PS, a signature that reads as a move are never played;
a later line of its own is named as not played, with why."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import Table, _text, reply

from functions.service import PlayerSpec


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def against_bots(table, game: str, lang: str):
    """Ann (speaking `lang`) against two random bots, her turn mail delivered."""
    seats = [PlayerSpec("Ann", "ann@example.org", lang),
             *[PlayerSpec("", "", lang=lang, bot="random")] * 2]
    record = table.service.create(game, seats, "org@example.org",
                                  options={"lang": lang} if game == "1926" else {}, start=True)
    table.deliver()
    return record


def own_moves(table, game_id: str) -> list[str]:
    view = table.service.view(game_id)
    return [step.entry.text for step in view.steps() if step.entry.player == "Ann"]


@pytest.mark.parametrize(("game", "lang", "body", "played"), [
    ("1926", "cs", "velká Praha\nPříště půjdu velkou do Brna, uvidíte.", 1),
    ("1926", "en", "large Praha\n\nNext time I will go small in Brno.", 1),
    ("1926", "cs", "Ať vyhraje ten lepší!\nstřední Plzeň\n\n--\nVelká Praha s.r.o.", 1),
    ("goofspiel", "cs", "přihazuji 6\nPS: příště dám 13, tak se připrav.", 1),
    ("goofspiel", "en", "bid 6\n\nCheers,\nAnn\n8", 1),
])
def test_nothing_past_the_turn_answered_is_played(table, game, lang, body, played):
    record = against_bots(table, game, lang)
    outcome = table.receive(reply(table.last("ann@example.org"), body))
    assert outcome.action == "played"
    assert len(own_moves(table, record.id)) == played


def test_a_second_move_of_its_own_on_its_own_line_is_asked_back(table):
    record = against_bots(table, "1926", "cs")
    table.receive(reply(table.last("ann@example.org"), "velká Praha\nstřední Brno"))
    table.deliver()
    # two moves for one decision on lines of their own (rep17): neither played, both asked
    assert own_moves(table, record.id) == []
    answer = _text(table.last("ann@example.org"))
    assert "„velká Praha“" in answer and "„střední Brno“" in answer, answer
