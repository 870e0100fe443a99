"""A finished table and one reply to it, for the tests of words to the service after the end
(issue 42): what the writer got back, and what reached the others."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec


@dataclass
class After:
    """The writer's answers, what the others got, and the game's record after the reply."""

    answer: str
    others: list[str]
    mail: str  # the writer's mail mode after the reply
    started: str  # the day the game started, as the writer reads it
    later: list[str]  # what the writer got of the table's talk after the reply


def reply_after_the_end(text: str, lang: str = "cs") -> After:
    """ANN, after the end of a three-player game, writes `text`; BOB then talks to the table."""
    from functions.render.clock import shown_day

    players = [PlayerSpec("Hana Krátká", ANN, lang), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Cyril Roe", CID, "en")]
    with open_table(players=players, rules_id="goofspiel", options={"lang": lang}) as t:
        _finish(t)
        t.clock.moment += timedelta(days=2)
        since = len(t.outbox.sent)
        t.reply(ANN, text)
        t.deliver()
        answer = "\n".join(text_of(m) for m in t.outbox.sent[since:] if _to(m) == ANN)
        others = [text_of(m) for m in t.outbox.sent[since:] if _to(m) != ANN]
        record = t.record()
        mail = record.seat(record.seat_of(ANN).seat).mail
        started = shown_day(record.started_at, record.timing.timezone, lang) or ""
        since = len(t.outbox.sent)
        t.reply(BOB, "Díky všem, za týden zase?")
        t.deliver()
        later = [text_of(m) for m in t.outbox.sent[since:] if _to(m) == ANN]
        return After(answer, others, mail, started, later)


def _finish(t: Table) -> None:
    while t.record().status == "running":
        first_choice(t)
        t.deliver()
