"""A game started by JOIN mails at a human pace (round 13's finding 3): the organizer creates a
1926 game of three, each invited player answers their invitation by mail hours after the last
(PBM_NOW moved on), every invocation in a fresh container, the stream announcing each write's
INSERTs (the answers held while their mail is answered among them) to the notifier, the
wake-ups it sets fired when their minute comes. Counted per game start: the invocations of
each function and the wake-ups Scheduler fires. A wake-up for work that is gone when it fires
(a held answer the JOIN's own answer settled) shows as a deadlines invocation that sends
nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bench import Row
from bench.aws_mail import ENVIRONMENT, ORGANIZER, MailCloud, _reply, deployed_settings, environment
from bench.bench_human_pace import FUNCTIONS, HumanPace, _quiet
from bench.human_pace import GAMES, PACE

ANSWERS = ("Jasně, jdu do toho!", "Count me in.", "pridavam se, diky")


def start_by_mail() -> HumanPace:
    """The invocations of one game started by its players' JOIN mails."""
    from moto import mock_aws

    kind = GAMES[0]
    settings = {**ENVIRONMENT, **deployed_settings("InboundFunction"),
                "POWERTOOLS_METRICS_DISABLED": "true"}
    with environment(settings), environment({"PBM_NOW": ""}), mock_aws(), _quiet():
        import os

        cloud = MailCloud()
        pace = HumanPace(cloud)
        start = datetime.now(UTC).replace(microsecond=0) + timedelta(minutes=5)
        os.environ["PBM_NOW"] = start.isoformat()
        with cloud.calls.every_new_client():
            game = cloud.service.create(kind.rules_id, list(kind.players), ORGANIZER,
                                        title="Bench", options=dict(kind.options))
            pace.stream(game.id)
            for number, player in enumerate(kind.players, 1):
                now = start + number * PACE
                pace.fire_wake_ups(now, game.id)
                os.environ["PBM_NOW"] = now.isoformat()
                invitation = next(m for m in cloud.sent()
                                  if m["To"].addresses[0].addr_spec == player.email
                                  and ".invitation." in str(m["Message-ID"]))
                raw = _reply(invitation, ANSWERS[(number - 1) % len(ANSWERS)], number)
                pace.invoke("inbound", lambda raw=raw, player=player, invitation=invitation:
                            cloud.receive(raw, player.email, str(invitation["Reply-To"])))
                pace.stream(game.id)
            # until the first turn's reminder would be due: only what the start itself set
            pace.fire_wake_ups(start + (len(kind.players) + 1) * PACE, game.id)
            assert cloud.service.record(game.id).status == "running"
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
