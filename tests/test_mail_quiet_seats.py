"""A player who has nothing to decide for a while (standing orders, MAIL TURNS, jail, turns
with nothing to buy) still hears what concerns them (issue 42, brief reach49): an offer made to
them reaches them in the write that makes it (or within the moment a mail may wait to ride in
their next one), and once they have heard nothing of the game for NEWS_SILENCE, their turn
coming round (played for them, asking nothing) mails them the board with what happened since.
Before: Eva, whose standing order bought for her, heard nothing for four days of a game; Bob,
whose turns had nothing to buy, for five. Whole games by mail (tests/mail_quiet_seats.py)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from functions.service.play.outbox import NEWS_SILENCE
from tests.mail_quiet_seats import Person, late_offers, long_silences, play


def _ann(*offers: str, every: int = 2) -> Person:
    return Person("Ann Lee", "ann@x.org", offers=offers, every=every)


GAMES = {
    # a standing order buys for Eva; Ann offers her trades; moves six hours apart
    "standing orders, offered": ([
        _ann("offer Eva give $10 get nothing"), Person("Bob Ray", "bob@x.org"),
        Person("Eva Kim", "eva@x.org", settings="AUTO BUY ALWAYS"),
        Person("Petr Novak", "petr@x.org")], timedelta(hours=6), {"max_rounds": 25}),
    # Bob takes only his turns' mail; Ann offers him trades
    "mail turns, offered": ([
        _ann("offer Bob give $10 get nothing"),
        Person("Bob Ray", "bob@x.org", settings="MAIL TURNS"), Person("Eva Kim", "eva@x.org"),
        Person("Petr Novak", "petr@x.org")], timedelta(hours=8), {"max_rounds": 25}),
    # jail waited out two turns; offers to whoever sits there
    "jail, offered": ([
        _ann("offer Petr give $10 get nothing", "offer Eva give $20 get nothing"),
        Person("Bob Ray", "bob@x.org"), Person("Eva Kim", "eva@x.org"),
        Person("Petr Novak", "petr@x.org")], timedelta(hours=12),
        {"max_rounds": 25, "jail": "two_turns"}),
    # standing orders either way and nobody offers anything: only their own news
    "standing orders, alone": ([
        Person("Ann Lee", "ann@x.org"),
        Person("Bob Ray", "bob@x.org", settings="AUTO BUY ALWAYS"),
        Person("Eva Kim", "eva@x.org", settings="AUTO BUY NEVER")], timedelta(hours=12),
        {"max_rounds": 25}),
    # a minute per reply: an offer may ride a moment in its reader's next mail
    "fast table": ([
        _ann("offer Eva give $10 get nothing", every=1), Person("Bob Ray", "bob@x.org"),
        Person("Eva Kim", "eva@x.org", settings="AUTO BUY ALWAYS")], timedelta(minutes=1),
        {"max_rounds": 15}),
    # Petr never answers (the sweep plays him); two players offer Eva trades
    "sweep at the table": ([
        _ann("offer Eva give $10 get nothing"),
        Person("Bob Ray", "bob@x.org", offers=("offer Eva give $5 get nothing",), every=3),
        Person("Eva Kim", "eva@x.org", settings="AUTO BUY ALWAYS"),
        Person("Petr Novak", "petr@x.org", answers=False)], timedelta(hours=4),
        {"max_rounds": 20}),
}


@pytest.mark.parametrize("name", GAMES)
def test_what_concerns_a_quiet_player_reaches_them(name: str) -> None:
    people, pace, options = GAMES[name]
    game = play(people, pace, {"lang": "en", **options})
    assert late_offers(game) == []
    assert long_silences(game, NEWS_SILENCE) == []
    # the case was reached: a whole game, and someone offered a trade or played unasked
    assert game.view is not None and game.view.game.status == "finished"
    assert game.offers or any(e.source == "auto" for e in game.view.log)
