"""A game started by JOIN mails at a human pace (round 13's finding 3): the organizer creates a
1926 game of three, each invited player answers their invitation by mail hours after the last
(PBM_NOW moved on), every invocation in a fresh container, the stream announcing each write's
INSERTs (the answers held while their mail is answered among them) to the notifier, the
wake-ups it sets fired when their minute comes. Counted per game start: the invocations of
each function and the wake-ups Scheduler fires. A wake-up for work that is gone when it fires
(a held answer the JOIN's own answer settled) shows as a deadlines invocation that sends
nothing."""

from __future__ import annotations

from bench import Row
from bench.bench_human_pace import FUNCTIONS, GAP, HumanPace, game_on_moto, join_by_mail
from bench.human_pace import GAMES


def start_by_mail() -> HumanPace:
    """The invocations of one game started by its players' JOIN mails."""
    kind = GAMES[0]
    with game_on_moto(kind, start_now=False) as (cloud, pace, game_id, start):
        pace.stream(game_id)
        join_by_mail(cloud, pace, kind, game_id, start)
        # until the first turn's reminder would be due: only what the start itself set
        pace.fire_wake_ups(start + (len(kind.players) + 1) * GAP, game_id)
        assert cloud.service.record(game_id).status == "running"
    return pace


def run() -> list[Row]:
    """Invocations per game start by JOIN mails, by function, and the wake-ups fired."""
    pace = start_by_mail()
    name = "game start by JOIN mails (1926, 3 players)"
    rows = [Row(f"{name}: {function} invocations", pace.invocations[function], "invocations")
            for function in FUNCTIONS]
    wakes = pace.invocations["scheduler"]
    rows.append(Row(f"{name}: wake-ups fired (deadlines invocations)", wakes, "invocations",
                    "0", wakes == 0))
    return rows
