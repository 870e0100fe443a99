"""Mail at a human pace, the one measurement (issue 43): each game of bench/human_pace.py (1926
and WesternPoly), read-backs on and off, played by mail on moto as infra/template.yaml deploys
it: moves hours apart (PBM_NOW moved on), every function invocation in a fresh container (its
adapters built again), the read-back going with the move's own notifier invocation
(PBM_READBACK_WAIT=0, the inbound function's setting), the wake-ups the notifier sets fired
when their minute comes before the next move. Counted per move: the invocations of each
function, the mails SES sent (the game's start and end mails spread over its moves; and
without them), and US cents per 1,000 moves by service. Beside them, the mails per move of the
same game delivered by `pbm serve` on SQLite (bench/human_pace.py's `local`).

The notifier's invocations: a write's stream records (its new outbox items, and the game item
when it carries a due time) arrive within the event source's 1-second batching window, so with
one batcher per shard (ParallelizationFactor 1) they are one invocation. With 4 batchers Lambda
spreads the records over them by partition key: the row for 4 counts the distinct batchers a
write's keys hash to (a uniform hash of the key, as Lambda's is not published).

Prices are bench/bench_cost.py's (US East, mid-2025), every request the functions make priced
there (REQUEST_PRICES: S3's, the secret's KMS Decrypt on each cold start). Each invocation being cold at this pace,
a Lambda invocation is billed what a fresh container's import and first event take: the CPU
bench/bench_first_event.py measures per function on the shipped artifact (COLD_CPU, the medians
of its three A/B runs of 2026-12-05 09:02-09:15 in bench/RESULTS.md, the sixth pass), scaled to 512 MB's share of a vCPU as bench_cost does, plus a
round trip per AWS request counted here. Lambda bills the init phase since August 2025.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import itertools
import json
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bench import Row
from bench.aws_calls import units
from bench.aws_mail import (
    _INSERT,
    ENVIRONMENT,
    ORGANIZER,
    TABLE,
    WAKE_GROUP,
    MailCloud,
    _reply,
    deployed_settings,
    environment,
)
from bench.bench_cost import (
    DYNAMODB_READ_UNIT,
    DYNAMODB_WRITE_UNIT,
    LAMBDA_CPU_SCALE,
    LAMBDA_GB_SECOND,
    LAMBDA_MEMORY_GB,
    LAMBDA_REQUEST,
    MONTH_MINUTES,
    ROUND_TRIP_SECONDS,
    S3_PUT,
    SCHEDULER_INVOCATION,
    SES_CHUNK_RECEIVED,
    SES_MAIL_RECEIVED,
    SES_MAIL_SENT,
    SNAPSTART_CACHE_GB_SECOND,
    SNAPSTART_RESTORE_GB,
    billed,
)
from bench.human_pace import GAMES, PACE, Kind, Tally, local, tally, turn_mail
from bench.mail_games import first_option
from functions import deadlines_handler, inbound_handler, notifier_handler, signals

GAP = PACE
# seconds, see the docstring: the medians of two runs of 2026-12-05 08:16-08:21 (branch cold7;
# each artifact on events of its own, see bench_first_event)
COLD_CPU = {"inbound": 0.22, "notifier": 0.25, "deadlines": 0.19}
FUNCTIONS = ("inbound", "notifier", "deadlines")
SNAPSHOTS = ("inbound", "notifier", "web")  # the functions whose cold start is targeted
MONTH_SECONDS = MONTH_MINUTES * 60


class HumanPace:
    """The game's invocations, requests and mails, counted per function."""

    def __init__(self, cloud: MailCloud):
        self.cloud = cloud
        self.invocations: Counter[str] = Counter()
        self.requests: Counter[tuple[str, str]] = Counter()
        self.seconds: Counter[str] = Counter()  # billed round trips
        self.batchers_at_4 = 0  # notifier invocations had ParallelizationFactor been 4
        self.announced: set[str] = set()
        self.version = -1
        self.sequence = itertools.count(1)

    def snapshot(self) -> HumanPace:
        """A copy of the counts so far."""
        copied = HumanPace(self.cloud)
        copied.invocations = self.invocations.copy()
        copied.requests = self.requests.copy()
        copied.seconds = self.seconds.copy()
        copied.batchers_at_4 = self.batchers_at_4
        return copied

    def since(self, before: HumanPace) -> HumanPace:
        """The counts made after the snapshot `before`."""
        made = HumanPace(self.cloud)
        made.invocations = self.invocations - before.invocations
        made.requests = self.requests - before.requests
        made.seconds = self.seconds - before.seconds
        made.batchers_at_4 = self.batchers_at_4 - before.batchers_at_4
        return made

    def _cold(self) -> None:
        """A fresh container for the next invocation: the adapters built again."""
        for cached in (inbound_handler._inbound, notifier_handler._notifier,
                       deadlines_handler._built):
            cached.cache_clear()

    def invoke(self, function: str, call) -> object:
        """One cold invocation of `function`, its requests and CPU counted."""
        self._cold()
        before = self.cloud.calls.mark()
        answer = call()
        made = self.cloud.calls.since(before)
        trips = sum(ROUND_TRIP_SECONDS.get(service, 0.020) * n
                    for (service, _), n in made.items() if service in ROUND_TRIP_SECONDS)
        self.invocations[function] += 1
        self.requests += made
        self.seconds[function] += trips
        return answer

    def stream(self, game_id: str) -> None:
        """The records of the last write, in one batch to the notifier (when any)."""
        dynamodb = self.cloud.dynamodb
        items = dynamodb.scan(TableName=TABLE, FilterExpression="begins_with(pk, :o)",
                              ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
        fresh = sorted((i for i in items if i["pk"]["S"] not in self.announced),
                       key=lambda i: i["pk"]["S"])
        game = dynamodb.get_item(TableName=TABLE, Key={"pk": {"S": f"GAME#{game_id}"},
                                                       "sk": {"S": "GAME"}})["Item"]
        written = [*fresh]
        if int(game["version"]["N"]) != self.version and "due_at" in game:
            written.append(game)  # the template's filter: an item written with a due time
        self.version = int(game["version"]["N"])
        if not written:
            return
        records = []
        for item in written:
            self.announced.add(item["pk"]["S"])
            record = copy.deepcopy(_INSERT)
            record["eventName"] = "INSERT" if item["pk"]["S"].startswith("OUTBOX#") else "MODIFY"
            record["eventID"] = record["dynamodb"]["SequenceNumber"] = str(next(self.sequence))
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = {k: v for k, v in item.items()
                                              if k not in ("sent_at", "expires_at")}
            records.append(record)
        self.batchers_at_4 += len({int(hashlib.md5(r["dynamodb"]["Keys"]["pk"]["S"].encode())
                                       .hexdigest(), 16) % 4 for r in records})
        answer = self.invoke("notifier", lambda: notifier_handler.handler(
            {"Records": records}, None))
        assert answer == {"batchItemFailures": []}, answer

    def fire_wake_ups(self, until: datetime, game_id: str) -> None:
        """Every wake-up set for a minute up to `until`, fired (and deleted) in order."""
        import boto3

        client = boto3.client("scheduler")
        while True:
            due = []
            for listed in client.list_schedules(GroupName=WAKE_GROUP)["Schedules"]:
                schedule = client.get_schedule(GroupName=WAKE_GROUP, Name=listed["Name"])
                at = datetime.strptime(schedule["ScheduleExpression"],
                                       "at(%Y-%m-%dT%H:%M:%S)").replace(tzinfo=UTC)
                if at <= until:
                    due.append((at, listed["Name"], schedule["Target"]["Input"]))
            if not due:
                return
            at, name, wake = min(due)
            client.delete_schedule(GroupName=WAKE_GROUP, Name=name)  # ActionAfterCompletion
            os.environ["PBM_NOW"] = at.isoformat()
            self.invoke("deadlines", lambda wake=wake: deadlines_handler.handler(json.loads(wake), None))
            self.invocations["scheduler"] += 1
            self.stream(game_id)


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """The functions' logger at WARNING while the game plays (no lines between the table's
    rows), its level restored afterwards (a test that plays shares the process)."""
    level = signals.logger.log_level
    signals.logger.setLevel("WARNING")
    try:
        yield
    finally:
        signals.logger.setLevel(level)


@contextlib.contextmanager
def game_on_moto(kind: Kind, start_now: bool) -> Iterator[tuple[MailCloud, HumanPace, str, datetime]]:
    """A game of `kind` created on moto under the inbound function's deployed settings (its
    PBM_READBACK_WAIT; no EMF lines between the table's rows), started at once where
    `start_now`: its cloud, its invocation counter, its id and the time it was created."""
    from moto import mock_aws

    settings = {**ENVIRONMENT, **deployed_settings("InboundFunction"),
                "POWERTOOLS_METRICS_DISABLED": "true"}
    with environment(settings), environment({"PBM_NOW": ""}), mock_aws(), _quiet():
        cloud = MailCloud()
        pace = HumanPace(cloud)
        start = datetime.now(UTC).replace(microsecond=0) + timedelta(minutes=5)
        os.environ["PBM_NOW"] = start.isoformat()
        with cloud.calls.every_new_client():
            game = cloud.service.create(kind.rules_id, list(kind.players), ORGANIZER,
                                        title="Bench", options=dict(kind.options),
                                        start=start_now)
            yield cloud, pace, game.id, start


def play(kind: Kind = GAMES[0], readbacks: bool = True,
         moves_cap: int | None = None) -> tuple[HumanPace, Tally]:
    """The game at a human pace (read-backs on or off), started at once; its counts and its
    mail."""
    with game_on_moto(kind, start_now=True) as (cloud, pace, game_id, start):
        if not readbacks:
            for person in kind.players:
                cloud.service.set_readbacks(game_id, person.email, False)
        pace.stream(game_id)
        moves = _moves(cloud, pace, game_id, start, 0, moves_cap)
        pace.fire_wake_ups(start + (moves + 2) * GAP, game_id)  # what follows the end
        mail = tally(moves, cloud.sent())
    return pace, mail


def _moves(cloud: MailCloud, pace: HumanPace, game_id: str, start: datetime, gaps: int,
           moves_cap: int | None = None) -> int:
    """The game's moves by mail, GAP apart after `gaps` gaps from `start`, until its end (or
    `moves_cap` moves); how many."""
    answered: set[str] = set()
    moves = 0
    for number in itertools.count(1):
        view = cloud.service.view(game_id)
        if view.game.status != "running" or number - 1 == moves_cap:
            break
        now = start + (gaps + number) * GAP
        pace.fire_wake_ups(now, game_id)
        os.environ["PBM_NOW"] = now.isoformat()
        view = cloud.service.view(game_id)
        if view.game.status != "running":
            break
        seat = view.game.seat(view.game.to_move)
        turn = turn_mail(cloud.sent(), seat.email, answered)
        raw = _reply(turn, first_option(view, seat), number)
        pace.invoke("inbound", lambda raw=raw, seat=seat, turn=turn: cloud.receive(
            raw, seat.email, str(turn["Reply-To"])))
        moves += 1
        pace.stream(game_id)
    return moves


# the invited players' answers to their invitations
JOINS = ("Jasně, jdu do toho!", "Count me in.", "pridavam se, diky")


@dataclass
class WholeGame:
    """A game from its invitations to its end: the whole of it, and its moves alone (from the
    start to the last move, what the game's end sets afterwards left out)."""

    whole: HumanPace
    playing: HumanPace
    moves: int
    joins: int
    mails: int  # every mail sent: invitations, answers to JOINs, start, turns, end
    playing_mails: int  # sent while playing, besides the start and end mails


def play_whole(kind: Kind = GAMES[0]) -> WholeGame:
    """A game as an organizer runs it: created, its invited players joining by mail hours
    apart, then played by mail at a human pace to its end (read-backs on)."""
    with game_on_moto(kind, start_now=False) as (cloud, pace, game_id, start):
        pace.stream(game_id)
        join_by_mail(cloud, pace, kind, game_id, start)
        joins = len(kind.players)
        began, before = pace.snapshot(), len(cloud.sent())
        moves = _moves(cloud, pace, game_id, start, joins)
        playing = pace.since(began)
        during = tally(moves, cloud.sent()[before:]).between
        pace.fire_wake_ups(start + (joins + moves + 2) * GAP, game_id)
        sent = len(cloud.sent())
    return WholeGame(pace, playing, moves, joins, sent, during)


def join_by_mail(cloud: MailCloud, pace: HumanPace, kind: Kind, game_id: str,
                 start: datetime) -> None:
    """Each invited player answers the invitation with a JOIN mail in words, GAP apart."""
    for number, player in enumerate(kind.players, 1):
        now = start + number * GAP
        pace.fire_wake_ups(now, game_id)
        os.environ["PBM_NOW"] = now.isoformat()
        invitation = next(m for m in cloud.sent()
                          if m["To"].addresses[0].addr_spec == player.email
                          and ".invitation." in str(m["Message-ID"]))
        raw = _reply(invitation, JOINS[(number - 1) % len(JOINS)], number)
        pace.invoke("inbound", lambda raw=raw, player=player, invitation=invitation:
                    cloud.receive(raw, player.email, str(invitation["Reply-To"])))
        pace.stream(game_id)


def per_thousand(pace: HumanPace, moves: int, sent: int,
                 received: int | None = None) -> dict[str, float]:
    """US dollars per 1,000 moves by service (`received`: the mails SES received, one a move
    unless given)."""
    scale = 1000 / moves
    received = moves if received is None else received
    invocations = sum(pace.invocations[f] for f in FUNCTIONS)
    seconds = sum(pace.seconds[f] + pace.invocations[f] * COLD_CPU[f] * LAMBDA_CPU_SCALE
                  for f in FUNCTIONS)
    metered = units(pace.requests)
    # every other request the functions made, at its price; and SES's own PUT of each mail
    # it receives (made outside the functions, bench/aws_mail.py's receive)
    per_request = billed(pace.requests)
    return {
        "SES": scale * (received * (SES_MAIL_RECEIVED + SES_CHUNK_RECEIVED)
                        + sent * SES_MAIL_SENT),
        "Lambda": scale * (invocations * LAMBDA_REQUEST
                           + seconds * LAMBDA_MEMORY_GB * LAMBDA_GB_SECOND),
        "DynamoDB": scale * (metered["read"] * DYNAMODB_READ_UNIT
                             + metered["write"] * DYNAMODB_WRITE_UNIT),
        "S3": scale * (received * S3_PUT + per_request.get("S3", 0.0)),
        "KMS": scale * per_request.get("KMS", 0.0),
        "Scheduler": scale * pace.invocations["scheduler"] * SCHEDULER_INVOCATION,
    }


def rows_for(kind: Kind, readbacks: bool, pace: HumanPace, mail: Tally,
             served: Tally) -> list[Row]:
    """The rows of one game, read-backs on or off: mails, invocations and cents per move."""
    name = f"human pace, {kind.label}, read-backs {'on' if readbacks else 'off'}"
    moves = mail.moves
    rows = [Row(f"{name}: mails per move (start and end mails spread)", mail.per_move, "mails"),
            Row(f"{name}: mails per move besides the start and end mails",
                mail.between_per_move, "mails"),
            Row(f"{name}: mails per move, `pbm serve` on SQLite (start and end mails spread)",
                served.per_move, "mails")]
    rows += [Row(f"{name}: {function} invocations per move", pace.invocations[function] / moves,
                 "invocations") for function in (*FUNCTIONS, "scheduler")]
    cold = sum(pace.invocations[f] for f in FUNCTIONS) / moves
    rows.append(Row(f"{name}: cold invocations per move (all functions)", cold,
                    "invocations", "<= 2.5", cold <= 2.5))
    if readbacks and kind is GAMES[0]:
        rows.append(Row(f"{name}: notifier invocations per move at ParallelizationFactor 4",
                        pace.batchers_at_4 / moves, "invocations"))
    costs = per_thousand(pace, moves, mail.mails)
    rows += [Row(f"{name}: US cents per 1,000 mail moves: {service}", usd * 100, "US cents")
             for service, usd in costs.items()]
    rows.append(Row(f"{name}: US cents per 1,000 mail moves: total", sum(costs.values()) * 100,
                    "US cents"))
    if readbacks and kind is GAMES[0]:  # SnapStart, weighed (not used): every cold one restored
        restores = 1000 * cold * LAMBDA_MEMORY_GB * SNAPSTART_RESTORE_GB
        rows.append(Row(f"{name}: US cents per 1,000 mail moves SnapStart's restores would add",
                        restores * 100, "US cents"))
        cache = len(SNAPSHOTS) * LAMBDA_MEMORY_GB * SNAPSTART_CACHE_GB_SECOND * MONTH_SECONDS
        rows.append(Row(f"{name}: US dollars a month SnapStart's snapshots would cost "
                        f"({', '.join(SNAPSHOTS)})", cache, "US dollars"))
    return rows


def whole_rows(kind: Kind, game: WholeGame) -> list[Row]:
    """A whole game's rows: per move while playing, and per game move with the invitations,
    the JOINs, the start and the end counted in (what an operator's bill shows)."""
    name = f"human pace, {kind.label}, read-backs on, invited and joined by mail"
    rows = []
    for label, pace, mails, received in (
            ("while playing (first move to last; start and end mails left out)",
             game.playing, game.playing_mails, game.moves),
            ("the whole game (invitations, JOINs, start and end counted in)",
             game.whole, game.mails, game.moves + game.joins)):
        invocations = sum(pace.invocations[f] for f in FUNCTIONS)
        costs = per_thousand(pace, game.moves, mails, received)
        rows += [Row(f"{name}, {label}: mails per move", mails / game.moves, "mails"),
                 Row(f"{name}, {label}: invocations per move", invocations / game.moves,
                     "invocations"),
                 Row(f"{name}, {label}: US cents per 1,000 moves", sum(costs.values()) * 100,
                     "US cents")]
    rows.append(Row(f"{name}: moves by mail in the game", game.moves, "moves"))
    return rows


def run() -> list[Row]:
    """Per game, read-backs on and off: mails, invocations and cost per move at a human pace;
    and the first game whole, from its invitations."""
    rows: list[Row] = []
    for kind in GAMES:
        for readbacks in (True, False):
            pace, mail = play(kind, readbacks)
            rows += rows_for(kind, readbacks, pace, mail, local(kind, readbacks))
    rows += whole_rows(GAMES[0], play_whole(GAMES[0]))
    return rows
