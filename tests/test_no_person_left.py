"""A game no person is left at (issue 42/43, brief bots48): once the last person at the table has
left (resigned by mail or on the page, removed by the organizer or for missed turns, erased),
a game whose rules need not end (WesternPoly without a round limit) ends at once, without a
result, with one mail to the organizer saying why; bots never play it on. A game that ends by
itself (1926, Goofspiel, Oh Hell, WesternPoly with a round limit) is played to its end by the
bots, with a result. A game created with bots alone gets a round limit.

The class: a game whose remaining seats are all bots and whose rules need not end keeps
consuming the service (writes, stream events, notifier runs, mails). HELD_OUT members were
measured last: 0/3 ended at once before the change, 3/3 after."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, Table, open_table

from bench.mail_follow import text_of
from bench.mail_games import ORGANIZER, _to
from functions.service import PlayerSpec

BOTS = [PlayerSpec("", "", "en", bot="strong"), PlayerSpec("", "", "en", bot="random")]
PEOPLE = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, "en")]
CZECH = [PlayerSpec("Jana Nová", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs")]


@contextmanager
def table(players=None, rules_id: str = "westernpoly", **options) -> Iterator[Table]:
    """A game of `players` (two people) and two bots, with its store's writes counted."""
    with open_table(players=[*(players or PEOPLE), *BOTS], rules_id=rules_id,
                    options=options) as t:
        applied = t.store.apply
        t.writes = 0  # type: ignore[attr-defined]

        def counted(change):
            t.writes += 1  # type: ignore[attr-defined]
            return applied(change)
        t.store.apply = counted  # type: ignore[method-assign]
        yield t


def _resign_by_mail(t: Table, address: str, said: str) -> None:
    """The player resigns with `said` and confirms with the code the answer asks for."""
    t.reply(address, said)
    code = re.search(r"((?:RESIGN|VZDÁVÁM) \w+)", text_of(t.newest(address)))
    assert code, "the answer asks to confirm with a code"
    t.reply(address, code.group(1))


def _after(t: Table, since: int, address: str) -> list:
    return [m for m in t.outbox.sent[since:] if _to(m) == address]


def _ends_at_once(t: Table, since_writes: int, since_mail: int) -> None:
    """The game ended in the write of the last leave, without a result, the organizer told once
    why, and nothing more happens at later sweeps."""
    record = t.record()
    assert record.status == "cancelled" and record.result is None
    assert t.writes - since_writes == 1  # type: ignore[attr-defined]
    (told,) = _after(t, since_mail, ORGANIZER)
    assert "Only bots remain" in text_of(told) or "Zůstali jen roboti" in text_of(told)
    # nobody cancelled it: the subject says it ended because nobody plays it
    assert str(told["Subject"]).startswith(("Game ended, nobody plays it any more",
                                            "Hra skončila, už ji nikdo nehraje")), told["Subject"]
    moves = record.moves
    for _ in range(3):
        t.clock.moment += timedelta(days=2)
        t.service.tick()
        t.deliver()
    assert t.record().moves == moves and len(_after(t, since_mail, ORGANIZER)) == 1


# ---- members of the class used while fixing -------------------------------------------------


def test_both_people_resign_by_mail_in_czech_and_the_game_ends_at_once():
    with table(CZECH) as t:
        _resign_by_mail(t, ANN, "Vzdávám to, nemám čas.")
        assert t.record().status == "running"
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.reply(BOB, "vzdávám se")
        code = re.search(r"(VZDÁVÁM \w+)", text_of(t.newest(BOB)))
        assert code
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.reply(BOB, code.group(1))
        _ends_at_once(t, writes, mails)
        (bob,) = _after(t, mails, BOB)  # the answer to his resignation is the game's end
        assert "odešel poslední člověk u stolu: Petr Dvořák" in text_of(bob)


def test_the_last_person_resigns_on_the_page():
    with table() as t:
        t.service.resign(t.game.id, ANN)
        t.deliver()
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.service.resign(t.game.id, BOB)
        t.deliver()
        _ends_at_once(t, writes, mails)
        assert "has left: Bob Day" in text_of(_after(t, mails, ORGANIZER)[0])


def test_the_organizer_removes_the_last_person():
    with table() as t:
        t.service.resign(t.game.id, BOB)
        t.deliver()
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.service.remove(t.game.id, ANN)
        t.deliver()
        _ends_at_once(t, writes, mails)
        assert len(_after(t, mails, ANN)) == 1  # the end, once


def test_a_table_of_one_person_and_bots_ends_when_they_give_up():
    with open_table(players=[PEOPLE[0], *BOTS]) as t:
        mails = len(t.outbox.sent)  # after the game's set-up mail
        _resign_by_mail(t, ANN, "I give up")
        assert t.record().status == "cancelled"
        assert len(_after(t, mails, ORGANIZER)) == 1


@pytest.mark.parametrize("rules_id, options", [
    ("1926", {}), ("goofspiel", {}), ("ohhell", {}), ("westernpoly", {"max_rounds": 30})])
def test_a_game_that_ends_by_itself_is_played_to_its_end_by_the_bots(rules_id, options):
    # its result stands (bots are rated); the bots play it out in a few writes at once
    with table(rules_id=rules_id, **options) as t:
        t.service.resign(t.game.id, ANN)
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.service.resign(t.game.id, BOB)
        t.deliver()
        record = t.record()
        assert record.status == "finished" and record.result is not None
        assert t.writes - writes <= 20  # type: ignore[attr-defined]  # measured 1-17
        assert len(_after(t, mails, ORGANIZER)) <= 2


def test_a_game_of_bots_alone_gets_a_round_limit_and_ends(game_service):
    bots = [PlayerSpec("", "", "en", bot="random"), PlayerSpec("", "", "en", bot="random")]
    game = game_service.create("westernpoly", bots, ORGANIZER, start=True, options={})
    record = game_service.record(game.id)
    assert record.options["max_rounds"] > 0
    assert record.status == "finished" and record.result is not None


def test_a_game_with_a_person_still_at_it_goes_on():
    # not a member: Ann has left, Bob plays on against the bots
    with table() as t:
        t.service.resign(t.game.id, ANN)
        assert t.record().status == "running"


# ---- held out: measured last (before the change 0/3 ended at once, after 3/3) -----------------


def test_held_out_the_last_person_erases_their_data():
    with table() as t:
        t.service.resign(t.game.id, ANN)
        t.deliver()
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.service.erase_person(BOB)
        t.deliver()
        assert t.record().status == "cancelled"
        (told,) = _after(t, mails, ORGANIZER)
        assert "Only bots remain" in text_of(told) and "Bob" not in text_of(told)
        assert t.writes - writes <= 2  # type: ignore[attr-defined]


def test_held_out_the_last_person_is_removed_for_missed_turns():
    with table(remove_after=2) as t:
        t.service.resign(t.game.id, ANN)
        t.deliver()
        mails = len(t.outbox.sent)
        for _ in range(6):
            if t.record().status != "running":
                break
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
            t.deliver()
        assert t.record().status == "cancelled"
        (told,) = [m for m in _after(t, mails, ORGANIZER) if "Only bots" in text_of(m)]
        assert "has left: Bob Day" in text_of(told)


def test_held_out_the_last_person_resigns_while_the_game_is_paused():
    with table() as t:
        t.service.resign(t.game.id, ANN)
        t.service.pause(t.game.id)
        t.deliver()
        writes, mails = t.writes, len(t.outbox.sent)  # type: ignore[attr-defined]
        t.service.resign(t.game.id, BOB)
        t.deliver()
        assert t.record().status == "cancelled"
        assert len(_after(t, mails, ORGANIZER)) == 1
        assert t.writes - writes == 1  # type: ignore[attr-defined]


def test_a_game_of_bots_alone_without_a_round_limit_stops_at_its_next_write(game_service,
                                                                           monkeypatch):
    # one made before bots alone got a round limit (WesternPoly.bounded as it was: nothing):
    # the write that would play on ends it, without a result, after one write's worth of moves
    from rules.westernpoly.game import WesternPoly

    monkeypatch.setattr(WesternPoly, "bounded", lambda self, options: dict(options))
    bots = [PlayerSpec("", "", "en", bot="random"), PlayerSpec("", "", "en", bot="random")]
    game = game_service.create("westernpoly", bots, ORGANIZER, start=True, options={})
    record = game_service.record(game.id)
    assert record.options["max_rounds"] == 0
    assert record.status == "cancelled" and record.result is None and record.moves <= 61
    mails = [n for n in game_service.store.pending_notifications(limit=50)
             if n.kind == "game_cancelled"]
    assert [n.email for n in mails] == [ORGANIZER]
