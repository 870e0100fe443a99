"""A step a robot played for a player carries that player's name on its events from the write
that logged it (issue 42): the news a mail reads, the log a mail falls back on and the
notifications of the write agree, so that every mail marks the robot's acts without a
request more (tests/test_aws_requests.py is the budget)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table
from test_mail_absent import _mails

from bench.mail_follow import text_of
from functions.service import PlayerSpec
from functions.service.ledger.news import News, extend
from functions.service.records.moves import BOT_FLAG, BOT_SOURCE, bots_played
from rules import CHANCE

MARK = {"cs": "(za tebe robot)", "en": "(the bot for you)"}
GAMES = ("westernpoly", "1926", "ohhell")


def _players(lang: str) -> list[PlayerSpec]:
    return [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
            PlayerSpec("Cid Roe", CID, lang)]


def _bob_misses(t, turns: int = 2, steps: int = 120) -> None:
    """The others choose on their page; Bob lets `turns` of his deadlines pass (WesternPoly's
    turns run by themselves once every field is owned: then no more than he missed by then)."""
    for _ in range(steps):
        record = t.record()
        if record.status != "running" or record.seat_of(BOB).missed_turns >= turns \
                or record.moves > 400:
            return
        if record.seat(record.to_move).email == BOB:
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
        else:
            first_choice(t)
            t.clock.moment += timedelta(hours=3)
        t.deliver()


def _bob_away(t, steps: int = 8) -> None:
    """Bob is away a day, the robot playing for him; the others choose on their page."""
    t.service.change_timing(t.game.id, {"away": "autoplay"})
    first = t.clock.now().date() + timedelta(days=1)
    assert t.reply(BOB, f"AWAY {first:%Y-%m-%d} {first:%Y-%m-%d}").action == "answered"
    t.clock.moment += timedelta(days=1, hours=1)
    for _ in range(steps):
        first_choice(t)
        t.clock.moment += timedelta(hours=3)
        t.deliver()


def _bob(t) -> str:
    return t.record().seat_of(BOB).player


@pytest.mark.parametrize("game", GAMES)
def test_the_news_and_the_log_flag_the_same_steps_as_the_robots(game):
    with open_table(rules_id=game) as t:
        _bob_misses(t)
        view = t.service.view(t.game.id)
        reader = t.service.reader
        news = reader.news(view.rules, reader.load(t.game.id))
        logged = reader.events_after(view.rules, view.game, 0)
        bob = _bob(t)
        assert any(e.get(BOT_FLAG) == bob for e in logged)
        for seat in view.game.seats:
            told = news.events_since_own_move(seat.player) if news is not None else None
            if told is not None:
                assert told == reader.events_since_own_move(view.rules, view.game, seat.player)
        # only the robot's steps: a step of Bob's own, or another's, carries no flag
        steps = {e.seq: owner for e, owner in bots_played(view.log)}
        assert all(steps[e["seq"]] == e.get(BOT_FLAG, "") for e in logged)
        assert {e.player for e in view.log if steps[e.seq] and e.player != CHANCE} == {bob}


def test_chance_and_forced_steps_are_never_the_robots_in_the_news_or_the_log():
    """conv30: the throw the rules force, the card it draws, the rent and the jail chance
    leads to are nobody's choice: only a step the robot chose is flagged, in the news split
    at any write as in the log."""
    with open_table(rules_id="westernpoly") as t:
        _bob_away(t)
        view = t.service.view(t.game.id)
        steps = [(s.entry, s.events) for s in view.steps()]
        bob = _bob(t)
        assert any(e.player == bob and e.source == "auto" for e, _ in steps)
        record = view.game  # as if no seat had heard of any step: the news keep them all
        for seat in record.seats:
            record = record.with_seat(replace(seat, mailed_seq=0))
        whole = extend(None, record, steps)
        for cut in range(1, len(steps)):
            kept = News.from_json(extend(None, record, steps[:cut]).to_json())  # as stored
            assert extend(kept, record, steps[cut:]).steps == whole.steps
        chosen = {e.seq for e, _ in steps if e.source.startswith(BOT_SOURCE + ":")}
        for seq, events in whole.steps:
            assert any(e.get(BOT_FLAG) for e in events) == (seq in chosen and bool(events))


def test_news_stored_with_the_former_robots_chance_read_as_before():
    """News written while a robot's chance was flagged (a "bot" key) still read."""
    older = News.of(3, 1, [(1, ({"kind": "k", "text": "t", "data": {}},))])
    head, _, body = older.to_json().partition("\n")
    stored = head[:-1] + ',"bot":"Bob"}' + "\n" + body
    assert News.from_json(stored) == older


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_others_read_bobs_robot_moves_unmarked_in_their_read_backs(lang):
    with open_table(players=_players(lang), rules_id="1926") as t:
        since = len(t.outbox.sent)
        _bob_misses(t)
        for address in (ANN, CID):
            for mail in _mails(t, address, since):
                assert MARK[lang] not in text_of(mail)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_robots_steps_in_bobs_mails_are_marked_and_only_his(game, lang):
    with open_table(players=_players(lang), rules_id=game) as t:
        since = len(t.outbox.sent)
        _bob_misses(t)
        assert t.record().seat_of(BOB).missed_turns
        texts = [text_of(m) for m in _mails(t, BOB, since)]
    marked = [line for text in texts for line in text.splitlines() if MARK[lang] in line]
    assert marked, texts[-2:]
    assert not any(line.startswith(("  - Ann Lee", "  - Cid Roe")) for line in marked), marked
