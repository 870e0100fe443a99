"""Turns that pass without a player do not count against their offers (issue 42, review 12n):
a bot standing in for a player who missed their deadline, or who is absent, plays the turn
(a purchase, a pass) but the offers made to them stay open; their own turn still ends them."""

from __future__ import annotations

from datetime import timedelta

from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to

_DECISIONS = ("buy", "pass", "stars", "golden")


def _rounds(t, silent: str, steps: int = 24) -> None:
    """Everyone but `silent` answers their turn at once (their menu's first option);
    `silent`'s turn is left to its deadline, when the bot plays it (and, once they count as
    absent, at once)."""
    for _ in range(steps):
        record = t.record()
        seat = record.seat(record.to_move)
        if seat.email == silent:
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
            t.deliver()
            continue
        view = t.service.view(t.game.id)
        t.reply(seat.email, "1" if view.rules.choices(view.state, seat.player) else "done")


def _offer_to_silent_one(t, silent: str) -> str:
    """Someone else offers `silent` a small gift; returns the maker's address."""
    maker = next(a for a in (ANN, BOB, CID) if a != silent and a != t.record().seat(
        t.record().to_move).email)
    name = t.record().seat_of(silent).name
    t.reply(maker, f"offer {name} give $100 get nothing")
    assert [o.id for o in t.offers()], "the offer was not made"
    return maker


def test_a_missed_turn_played_by_the_bot_leaves_the_offers_to_the_player_open():
    decided = 0
    for silent in (BOB, CID):
        with open_table() as t:
            maker = _offer_to_silent_one(t, silent)
            since = len(t.outbox.sent)
            _rounds(t, silent)
            own = [x for x in t.log(silent) if not x.startswith(("offer", "accept", "decline"))]
            decided += sum(x.split()[0] in _DECISIONS for x in own)
            assert [o.recipient for o in t.offers()], (silent, own)
            told = [text_of(m) for m in t.outbox.sent[since:] if _to(m) in (maker, silent)]
            assert not [x for x in told if "lapsed" in x.lower()], told
    assert decided, "no turn the bot played asked anything: the case was not reached"


def test_the_players_own_turn_still_ends_the_offers_to_them():
    with open_table() as t:
        _offer_to_silent_one(t, BOB)
        _rounds(t, "nobody")  # everyone answers: Bob's own turn that asks him ends the offer
        assert not t.offers()
