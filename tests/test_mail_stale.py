"""A reply is stale only for what it decides (issue 42): every kind of reply against every kind
of event that may come between the mail and its answer, played by mail in WesternPoly.

A move of the turn a mail asked (its menu number or its words) is refused as stale only once
the seat's own decision moved on: its own move (by another mail, the web), a stand-in's at the
deadline. Another player's offer, answer, talk or move never stales it; offers, answers to
offers, talk, settings and requests land from any mail of the seat."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, Table, open_table

from bench.mail_follow import text_of


@pytest.fixture
def table():
    with open_table() as made:
        assert made.record().seat(made.record().to_move).email == ANN  # Ann buys or not
        yield made


# ---- what comes between Ann's turn mail and her answer to it --------------------------------

def _bob_offers_ann(t: Table) -> None:
    assert t.reply(BOB, "offer Ann Lee give $100 get nothing").action == "played"


def _bob_offers_cid(t: Table) -> None:
    assert t.reply(BOB, "offer Cid Roe give $100 get nothing").action == "played"


def _cid_accepts_bobs_offer(t: Table) -> None:
    _bob_offers_cid(t)
    assert t.reply(CID, f"accept {t.offers()[-1].id}").action == "played"


def _cid_declines_bobs_offer(t: Table) -> None:
    _bob_offers_cid(t)
    assert t.reply(CID, f"decline {t.offers()[-1].id}").action == "played"


def _bob_withdraws_his_offer(t: Table) -> None:
    _bob_offers_cid(t)
    assert t.reply(BOB, f"withdraw {t.offers()[-1].id}").action == "played"


def _cid_talks(t: Table) -> None:
    assert t.reply(CID, "SAY Good luck, everyone").action in ("answered", "played")


def _bob_changes_a_setting(t: Table) -> None:
    assert t.reply(BOB, "REMINDERS 12").action == "answered"


OTHERS = [_bob_offers_ann, _bob_offers_cid, _cid_accepts_bobs_offer, _cid_declines_bobs_offer,
          _bob_withdraws_his_offer, _cid_talks, _bob_changes_a_setting]


@pytest.mark.parametrize("answer", ["1", "buy", "Yes, buy it"])
@pytest.mark.parametrize("event", OTHERS, ids=lambda f: f.__name__.strip("_"))
def test_a_turn_reply_lands_whatever_the_others_did_meanwhile(table, event, answer):
    turn = table.newest(ANN)
    event(table)
    outcome = table.reply(ANN, answer, to=turn)
    assert outcome.action == "played", outcome
    assert any(text.startswith("buy") for text in table.log(ANN))
    said = text_of(table.newest(ANN))
    assert "already been played" not in said and "has changed since" not in said


@pytest.mark.parametrize("answer", ["1", "buy"])
def test_a_turn_reply_is_stale_once_the_seat_itself_moved_on(table, answer):
    turn = table.newest(ANN)
    table.service.submit(table.game.id, ANN, "do not buy", source="web")  # on the page
    outcome = table.reply(ANN, answer, to=turn)
    assert outcome.action == "answered" and "stale" not in outcome.detail.split(":")[0]
    assert not any(text.startswith("buy") for text in table.log(ANN))
    assert "already been played" in text_of(table.newest(ANN))


def test_a_turn_reply_is_stale_once_a_stand_in_played_the_turn(table):
    turn = table.newest(ANN)
    table.clock.moment += timedelta(hours=25)
    table.service.tick()
    table.deliver()
    assert table.record().seat(table.record().to_move).email != ANN
    before = table.log(ANN)
    outcome = table.reply(ANN, "1", to=turn)
    assert outcome.action == "answered" and table.log(ANN) == before


def test_the_same_turn_answered_twice_plays_once(table):
    turn = table.newest(ANN)
    assert table.reply(ANN, "buy", to=turn).action == "played"
    again = table.reply(ANN, "buy", to=turn)
    assert again.action == "answered"
    assert sum(text.startswith("buy") for text in table.log(ANN)) == 1


# ---- what a mail of the seat carries whatever became of its turn ----------------------------

def _ann_moved(t: Table) -> None:
    assert t.reply(ANN, "do not buy").action == "played"


def _ann_moved_and_bob_too(t: Table) -> None:
    _ann_moved(t)
    record = t.record()
    seat = record.seat(record.to_move)  # Bob, on his turn: he decides on the page
    view = t.service.view(t.game.id)
    move = view.rules.choices(view.state, seat.player)[0].text
    assert t.service.submit(t.game.id, seat.email, move, source="web").entries


def _a_stand_in_played_for_ann(t: Table) -> None:
    t.clock.moment += timedelta(hours=25)
    t.service.tick()
    t.deliver()


MOVED_ON = [_ann_moved, _ann_moved_and_bob_too, _a_stand_in_played_for_ann, *OTHERS]


def _offer(t: Table, old) -> None:
    before = len(t.offers())
    assert t.reply(ANN, "offer Cid Roe give $100 get nothing", to=old).action == "played"
    assert len(t.offers()) == before + 1
    assert (t.offers()[-1].proposer, t.offers()[-1].recipient) == (0, 2)


def _answer(t: Table, old) -> None:
    assert t.reply(CID, "offer Ann Lee give $50 get nothing").action == "played"
    number = t.offers()[-1].id
    assert t.reply(ANN, f"accept {number}", to=old).action == "played"
    assert f"accept {number}" in t.log(ANN)


def _talk(t: Table, old) -> None:
    assert t.reply(ANN, "SAY See you all in Tombstone", to=old).action == "answered"
    heard = t.service.talk(t.game.id, t.record().seat_of(BOB).player)
    assert "See you all in Tombstone" in str(heard[-1])


def _setting(t: Table, old) -> None:
    assert t.reply(ANN, "REMINDERS 6", to=old).action == "answered"
    assert t.record().seat_of(ANN).reminders == (6,)


def _board(t: Table, old) -> None:
    assert t.reply(ANN, "BOARD", to=old).action == "answered"
    assert "WesternPoly — Round" in text_of(t.newest(ANN))


def _my_games(t: Table, old) -> None:
    assert t.reply(ANN, "MY GAMES", to=old).action == "answered"
    assert "https://pbm.example.org" in text_of(t.newest(ANN))


BESIDE = [_offer, _answer, _talk, _setting, _board, _my_games]


@pytest.mark.parametrize("reply", BESIDE, ids=lambda f: f.__name__.strip("_"))
@pytest.mark.parametrize("event", MOVED_ON, ids=lambda f: f.__name__.strip("_"))
def test_a_reply_beside_the_turn_lands_from_an_answered_mail(table, event, reply):
    old = table.newest(ANN)
    event(table)
    reply(table, old)


@pytest.mark.parametrize("reply", [_offer, _answer])
def test_the_start_mail_of_a_player_not_yet_on_turn_carries_offers_after_anyone_moved(
        table, reply):
    start = table.newest(CID)
    _ann_moved_and_bob_too(table)
    if reply is _offer:
        assert table.reply(CID, "offer Ann Lee give $100 get nothing", to=start).action \
            == "played"
    else:
        assert table.reply(ANN, "offer Cid Roe give $50 get nothing").action == "played"
        number = table.offers()[-1].id
        assert table.reply(CID, f"decline {number}", to=start).action == "played"


def test_an_offer_and_a_move_in_one_mail_both_land_in_either_order(table):
    outcome = table.reply(ANN, "offer Bob Day give $100 get nothing\nbuy")
    assert outcome.action == "played"
    assert any(t.startswith("offer") for t in table.log(ANN))
    assert any(t.startswith("buy") for t in table.log(ANN))


def test_an_offer_after_the_move_that_ended_the_turn_still_lands(table):
    outcome = table.reply(ANN, "do not buy\noffer Bob Day give $100 get nothing")
    assert outcome.action == "played", outcome
    assert any(t.startswith("offer") for t in table.log(ANN))
    assert "not played" not in text_of(table.newest(ANN))


def test_two_offers_and_a_move_that_cross_in_the_mail_all_land(table):
    ann_turn, bob_start, cid_start = table.newest(ANN), table.newest(BOB), table.newest(CID)
    # all three written before any was read
    assert table.reply(BOB, "offer Ann Lee give $100 get nothing", to=bob_start).action \
        == "played"
    assert table.reply(CID, "offer Bob Day give $200 get nothing", to=cid_start).action \
        == "played"
    assert table.reply(ANN, "1", to=ann_turn).action == "played"
    assert len(table.offers()) == 2
    assert any(t.startswith("buy") for t in table.log(ANN))


# ---- a reply to a game that stands still says so --------------------------------------------

def _paused(t: Table) -> None:
    t.service.pause(t.game.id)


def _cancelled(t: Table) -> None:
    t.service.cancel(t.game.id)


def _over(t: Table) -> None:
    t.service.resign(t.game.id, BOB)
    t.service.resign(t.game.id, CID)


@pytest.mark.parametrize("stop, subject", [
    (_paused, "The game is paused, nothing was played"),
    (_cancelled, "The game was cancelled, nothing was played"),
    (_over, "The game is over — ")])  # the post-game answer (review 14)
def test_a_move_to_a_game_that_stands_still_is_answered_with_why(table, stop, subject):
    turn = table.newest(ANN)
    stop(table)
    table.deliver()
    table.clock.moment += timedelta(hours=1)  # the reply comes later
    table.reply(ANN, "buy", to=turn)
    answer = table.newest(ANN)
    assert str(answer["Subject"]).startswith(subject)
    assert "please write again" not in str(answer["Subject"])
    assert "Your options" not in text_of(answer)  # no menu while nothing can be played
    assert not any(text.startswith("buy") for text in table.log(ANN))
