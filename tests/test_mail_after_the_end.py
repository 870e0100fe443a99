"""Mail to a game that is over (review 3): a goodbye ("Díky za hru, bylo to super!", a
signature) gets no answer and is never quoted back as a refused move; a move or a menu number
gets one short answer that the game is over and who won; what is asked (HELP) is answered."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from functions.service import PlayerSpec

CZECH = [PlayerSpec("Ann Lee", ANN, "cs"), PlayerSpec("Bob Day", BOB, "cs"),
         PlayerSpec("Cid Roe", CID, "en")]

# the review's goodbyes, and members of the class of our own making
GOODBYES = ["Díky za hru, bylo to super! Dáme odvetu?\n\nVěra",
            "Sakra, to byla jízda. Díky všem!\n\nJana", "Oh well. Thanks anyway!"]
# held out while the reading was written: checked once it was done
HELD_OUT = ["Gratuluju vítězi! Příště vás porazím.\n\nPetr", "GG, well played all.\n\n--\nBob",
            "Díky, bylo to fajn. Kdy bude další hra?", "Jo, díky!",
            "Thanks for organising!\nCheers,\nAnn", "To byla ale smůla s tou kostkou...",
            "Wow, what a finish!", "Ano, díky za hru.\nS pozdravem\nIng. Jan Novák"]


@pytest.fixture
def over():
    with open_table(players=CZECH) as table:
        table.service.resign(table.game.id, BOB)
        table.service.resign(table.game.id, CID)
        table.deliver()
        assert table.record().status == "finished"
        table.clock.moment += timedelta(hours=1)  # the answers come later
        yield table, table.newest(ANN)


@pytest.mark.parametrize("body", GOODBYES + HELD_OUT)
def test_a_goodbye_to_a_game_that_is_over_gets_no_answer(over, body):
    table, last = over
    before = len(table.outbox.sent)
    outcome = table.reply(ANN, body, to=last)
    assert outcome.action == "dropped", outcome
    assert table.outbox.sent[before:] == []


@pytest.mark.parametrize("move", ["buy", "2", "Koupit"])
def test_a_move_after_the_end_is_told_the_game_is_over_and_who_won(over, move):
    table, last = over
    before = len(table.outbox.sent)
    table.reply(ANN, f"{move}\n\nAnn", to=last)
    (answer,) = table.outbox.sent[before:]
    text = text_of(answer)
    assert str(answer["Subject"]).startswith("Hra skončila, nic se nehrálo")
    assert "Hra skončila, takže teď táhnout nejde. Vítězství: Ann Lee" in text
    assert "„Ann“" not in text and "napiš prosím znovu" not in text


def test_what_is_asked_after_the_end_is_answered(over):
    table, last = over
    before = len(table.outbox.sent)
    outcome = table.reply(ANN, "Díky za hru!\nNÁPOVĚDA\n\nAnn", to=last)
    assert outcome.action == "answered"
    (answer,) = table.outbox.sent[before:]
    assert "Jak hrát e-mailem" in str(answer["Subject"])
