"""Members of the class "an action refused as stale although the decision it answers is still
open" kept aside while the fix was made (issue 42), run once it was done: replies and events
not in tests/test_mail_stale.py."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, Table, open_table

from bench.mail_follow import text_of


@pytest.fixture
def table():
    with open_table() as made:
        yield made


def _bob_moved_after_ann(t: Table) -> None:
    assert t.reply(ANN, "2").action == "played"  # Ann passes with her menu's number
    record = t.record()
    seat = record.seat(record.to_move)
    view = t.service.view(t.game.id)
    t.service.submit(t.game.id, seat.email, view.rules.choices(view.state, seat.player)[0].text,
                     source="cli")


def _cid_sets_a_standing_order(t: Table) -> None:
    assert t.reply(CID, "AUTO BUY ALWAYS").action in ("answered", "played")


def _bob_mutes_cid(t: Table) -> None:
    assert t.reply(BOB, "MUTE Cid Roe").action == "answered"


def _bob_says_to_ann(t: Table) -> None:
    t.reply(BOB, "SAY Ann Lee: are you buying?")


def _ann_declines_bobs_offer(t: Table) -> None:
    assert t.reply(BOB, "offer Ann Lee give $100 get nothing").action == "played"
    assert t.reply(ANN, f"decline {t.offers()[-1].id}").action == "played"


EVENTS = [_bob_moved_after_ann, _cid_sets_a_standing_order, _bob_mutes_cid, _bob_says_to_ann,
          _ann_declines_bobs_offer]


def _withdraw(t: Table, old) -> None:
    assert t.reply(ANN, "offer Bob Day give $10 get nothing").action == "played"
    number = t.offers()[-1].id
    assert t.reply(ANN, f"withdraw {number}", to=old).action == "played"
    assert all(o.id != number for o in t.offers())


def _say_to_one(t: Table, old) -> None:
    assert t.reply(ANN, "SAY Bob Day: nice move", to=old).action == "answered"


def _every_move(t: Table, old) -> None:
    assert t.reply(ANN, "EVERY MOVE ON", to=old).action == "answered"
    assert t.record().seat_of(ANN).every_move


def _confirm_off(t: Table, old) -> None:
    assert t.reply(ANN, "POTVRZENÍ VYP", to=old).action == "answered"
    assert not t.record().seat_of(ANN).readbacks


def _timezone(t: Table, old) -> None:
    assert t.reply(ANN, "TIMEZONE America/New_York", to=old).action == "answered"
    assert t.record().seat_of(ANN).timezone == "America/New_York"


def _czech_offer(t: Table, old) -> None:
    assert t.reply(ANN, "nabídka Cid Roe dávám 100 $ dostanu nic", to=old).action == "played"


REPLIES = [_withdraw, _say_to_one, _every_move, _confirm_off, _timezone, _czech_offer]


@pytest.mark.parametrize("reply", REPLIES, ids=lambda f: f.__name__.strip("_"))
@pytest.mark.parametrize("event", EVENTS, ids=lambda f: f.__name__.strip("_"))
def test_a_reply_beside_the_turn_lands_from_an_old_mail(table, event, reply):
    old = table.newest(ANN)
    event(table)
    reply(table, old)


@pytest.mark.parametrize("event", EVENTS[1:], ids=lambda f: f.__name__.strip("_"))
@pytest.mark.parametrize("answer", ["2", "do not buy", "nekupuji"])
def test_a_turn_reply_lands_after_others_acted(table, event, answer):
    turn = table.newest(ANN)
    event(table)
    outcome = table.reply(ANN, answer, to=turn)
    assert outcome.action == "played", outcome
    assert "already been played" not in text_of(table.newest(ANN))


def test_a_turn_reply_after_the_deadline_passed_with_the_game_waiting_still_lands():
    with open_table() as t:
        turn = t.newest(ANN)
        t.clock.moment += timedelta(hours=20)  # late, but before the deadline's sweep
        assert t.reply(ANN, "1", to=turn).action == "played"
