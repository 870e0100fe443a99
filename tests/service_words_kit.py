"""The tables the tests of words meant for the service play on (ask55, issue 42): a player's
reply to a running or finished Goofspiel, or beside a WesternPoly purchase, and an
organizer's fresh mail about their games; what each mail brought to whom."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from datetime import timedelta

from mail_table import ANN, BOB, CID, first_choice, open_table
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from rules.text import fold

MOVE = {"cs": "koupit", "en": "buy"}


@dataclass
class Replied:
    """What a player's reply did: its outcome, the writer's answers (their own text, less
    the quoted thread) and what the others got."""

    action: str
    mine: list[str]
    others: list[str]


def reply(body: str, lang: str, state: str) -> Replied:
    """Hana (or Hannah) writes `body` to her newest mail of a Goofspiel that is `running` or
    `over` (a day since), or below her purchase of WesternPoly (`move`)."""
    players = [PlayerSpec("Hana Krátká" if lang == "cs" else "Hannah Kent", ANN, lang),
               PlayerSpec("Petr Dvořák", BOB, "cs"), PlayerSpec("Cyril Roe", CID, "en")]
    rules_id = "westernpoly" if state == "move" else "goofspiel"
    with open_table(players=players, rules_id=rules_id, options={"lang": lang}) as t:
        while state == "over" and t.record().status == "running":
            first_choice(t)
            t.deliver()
        t.clock.moment += timedelta(days=1 if state == "over" else 0)
        since = len(t.outbox.sent)
        outcome = t.reply(ANN, f"{MOVE[lang]}\n{body}" if state == "move" else body)
        t.deliver()
        sent = t.outbox.sent[since:]
        return Replied(outcome.action,
                       [text_of(m).split("\n> ")[0] for m in sent if _to(m) == ANN],
                       [text_of(m) for m in sent if _to(m) != ANN])


def organizer_writes(body: str, titles: tuple[str, ...], lang: str = "cs",
                     paused: bool = False) -> tuple[list[str], str]:
    """The organizer of games named `titles` (Goofspiel, WesternPoly, in turn; all `paused`)
    writes `body` fresh: each game's status after it, and the answer's subject and text."""
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, lang)
        try:
            ids = [table.game(("goofspiel", "westernpoly")[at % 2], title=title)
                   for at, title in enumerate(titles)]
            for game in ids if paused else []:
                table.service.pause(game)
            table.postman.deliver_pending()
            _, mails = table.ask(None, body, fresh=True)
            return ([str(table.service.record(game).status) for game in ids],
                    "\n".join(f"{m['Subject']}\n{_text(m)}" for m in mails))
        finally:
            table.store.close()


def named(titles: tuple[str, ...], body: str) -> int:
    """Which of `titles` a mail names (by the first three letters of its first word)."""
    return next(at for at, title in enumerate(titles) if fold(title)[:3] in fold(body))
