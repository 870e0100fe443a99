"""A paused game given a new day to go on by its organizer tells its players that day (issue
42: the organizer was told, the players learnt it only when the game went on). The day comes
by mail in the organizer's words, Czech or English, or from the service (the page, the CLI)."""

from __future__ import annotations

import tempfile

import pytest
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games

from bench.mail_games import _to

PLAYERS = ("petra@example.org", "tom@example.org", "eva@example.org")


@pytest.mark.parametrize(("lang", "body", "day"), [
    ("cs", "Pozastavte hru do pondělí, prosím.", "9. 3. 2026"),
    ("en", "Please keep the game paused until Monday.", "Mon"),
    ("cs", "Nechte hru pozastavenou až do pondělí.", "9. 3. 2026"),
])
def test_the_players_of_a_paused_game_are_told_its_new_day(lang, body, day):
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, lang)
        try:
            game = table.game("goofspiel", title="Podzimní partie")
            table.service.pause(game)
            table.postman.deliver_pending()
            since = len(table.outbox.sent)
            table.ask(None, body, fresh=True)
            told = {_to(m): _text(m) for m in table.outbox.sent[since:]}
            assert table.service.record(game).resume_at is not None
        finally:
            table.store.close()
    assert all(day in told.get(player, "") for player in PLAYERS), told
