"""Held-out members of tests/test_mail_quiet_seats.py (brief reach49), measured last: before
the fix two of the three games left a player without a mail for longer than NEWS_SILENCE while
their turns came round (11 such stretches: Ann, a decider whose turns had nothing to buy, heard
nothing for eleven days); after it none. No offer was late in either."""

from __future__ import annotations

from datetime import timedelta

import pytest

from functions.service.play.outbox import NEWS_SILENCE
from tests.mail_quiet_seats import Person, late_offers, long_silences, play

GAMES = {
    # Czech: Tomáš takes only his turns' mail and buys by a standing order; Jana offers him
    "POŠTA TAHY + AUTOMATICKY": ([
        Person("Jana Malá", "jana@x.cz", "cs", offers=("nabídka Tomáš dávám 10 $ za nic",)),
        Person("Tomáš Hala", "tomas@x.cz", "cs",
               settings="POŠTA TAHY\nAUTOMATICKY KUPOVAT VŽDY"),
        Person("Ivana Nová", "ivana@x.cz", "cs")], timedelta(hours=12),
        {"lang": "cs", "max_rounds": 25}),
    # five seats a day apart, three tries out of jail, a cash-bound order, MAIL TURNS
    "five seats, a day apart": ([
        Person("Ann Lee", "ann@x.org",
               offers=("offer Petr give $10 get nothing", "offer Kim give $10 get nothing")),
        Person("Bob Ray", "bob@x.org"),
        Person("Kim Lee", "kim@x.org", settings="AUTO BUY IF CASH 5000"),
        Person("Petr Novak", "petr@x.org"),
        Person("Dana Fox", "dana@x.org", settings="MAIL TURNS")], timedelta(hours=24),
        {"lang": "en", "max_rounds": 15, "jail": "three_tries"}),
    # a bot at the table; Ann offers Eva (MAIL TURNS and a standing order) at every turn
    "with a bot": ([
        Person("Ann Lee", "ann@x.org", offers=("offer Eva give $10 get nothing",), every=1),
        Person("Robot Karel", "", bot="greedy"),
        Person("Eva Kim", "eva@x.org", settings="MAIL TURNS\nAUTO BUY ALWAYS")],
        timedelta(hours=3), {"lang": "en", "max_rounds": 30}),
}


@pytest.mark.parametrize("name", GAMES)
def test_what_concerns_a_quiet_player_reaches_them(name: str) -> None:
    people, pace, options = GAMES[name]
    game = play(people, pace, options)
    assert late_offers(game) == []
    assert long_silences(game, NEWS_SILENCE) == []
    assert game.view is not None and game.view.game.status == "finished"
