"""Words after the end reach the readers they are counted for (issue 42). The class: talk
written after a game ended, taken for mail of before the end or counted for a reader no mail
reaches: words sent in the very instant the game ended (a frozen PBM_NOW) made moot by the
game-over mail; words to an absent player counted among the readers but never mailed to
them. Members held out: test_mail_after_the_end_heard_held_out.py."""

from __future__ import annotations

from datetime import datetime, timedelta

from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec


def finish(t: Table, absent: str | None = None) -> None:
    """Play to the end by the first option; `absent` never answers (the clock passes)."""
    while t.record().status == "running":
        record = t.record()
        if absent is not None and set(record.waited) & {record.seat_of(absent).seat}:
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
        else:
            first_choice(t)
        t.deliver()


def said_to(t: Table, since: int, address: str) -> list[str]:
    return [text_of(m) for m in t.outbox.sent[since:] if _to(m) == address]


def test_words_sent_in_the_instant_of_the_end_reach_the_others():
    players = [PlayerSpec("Hana Krátká", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Cyril Roe", CID, "en")]
    with open_table(players=players, rules_id="goofspiel", options={"lang": "cs"}) as t:
        finish(t)
        t.clock.moment = datetime.fromisoformat(t.record().ended_at)  # a frozen clock
        since = len(t.outbox.sent)
        outcome = t.reply(ANN, "Díky všem za hru, příště zase!")
        t.deliver()
        assert outcome.action == "answered"
        assert any("Díky všem za hru" in text for text in said_to(t, since, BOB))
        assert any("Díky všem za hru" in text for text in said_to(t, since, CID))


def test_words_after_the_end_to_an_absent_player_reach_them():
    with open_table(rules_id="1926") as t:
        finish(t, absent=BOB)
        assert t.record().absent(t.record().seat_of(BOB).seat)
        t.clock.moment += timedelta(hours=2)
        since = len(t.outbox.sent)
        t.reply(ANN, "Thanks Bob, good game anyway!")
        t.deliver()
        assert any("good game anyway" in text for text in said_to(t, since, BOB))
        answer = said_to(t, since, ANN)[-1]
        assert "nobody" not in answer.lower()
