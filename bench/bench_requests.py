"""AWS requests per move, counted on moto through botocore (bench/aws_calls.py): a `submit`
(a move on the web), each move by mail end to end (the inbound function: S3 GetObject of the
mail, the game read, the one write) and each outgoing mail (the notifier on the stream: the game
read, one conditional write, one SES send), for a whole 1926 game and a WesternPoly game by
mail (bench/aws_mail.py), and the sweep's work after the game's end (its ratings: the move that
ends a game costs what any other move does).

Each mail is one read: the game item and the read-backs still waiting that it carries (moves by
mail whose answer was only a read-back, waiting to ride in the player's next mail) in one
BatchGetItem; what happened since the player's move comes from the snapshot's news.
"""

from __future__ import annotations

import functools
import random
from collections import Counter

import rules
from bench import Row
from bench.aws_calls import UNITS, AwsCalls, summary
from bench.aws_mail import REGION, Counted, environment, play_by_mail
from bench.support import SeededSecrets
from functions.service import GameService, PlayerSpec
from functions.service.system import SystemClock

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]
GAMES = {  # short games: moto copies the whole table on every transaction
    "1926": (PLAYERS, {"lang": "en"}),
    "westernpoly": (PLAYERS[:2], {"lang": "en", "max_rounds": 8}),
}
SUBMITS = 20  # moves submitted on the web (1926)
CREDENTIALS = {"AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench",
               "AWS_DEFAULT_REGION": REGION}


@functools.cache
def mail_games() -> dict[str, Counted]:
    """Each game of GAMES played by mail on moto, its requests counted (run once a process)."""
    from moto import mock_aws

    played = {}
    for rules_id, (players, options) in GAMES.items():
        with environment(CREDENTIALS), mock_aws():
            played[rules_id] = play_by_mail(rules_id, players, options)
    return played


@functools.cache
def web_submits() -> dict[str, float]:
    """DynamoDB reads and writes per `submit` of a 1926 game on moto (mean and worst)."""
    import boto3
    from moto import mock_aws

    from functions.storage.dynamodb import DynamoStore
    from infra.table import create_table

    with environment(CREDENTIALS), mock_aws():
        client = boto3.client("dynamodb", region_name=REGION)
        create_table(client, "bench-submit")
        calls = AwsCalls().watch(client)
        service = GameService(DynamoStore(client, "bench-submit"), SystemClock(),
                              SeededSecrets(5))
        game_id = service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                 start=True).id
        game, rng, counts = rules.get("1926"), random.Random(5), []
        for _ in range(SUBMITS):
            view = service.view(game_id)
            if view.game.status != "running":
                break
            seat = view.game.seat(view.game.to_move)
            text = rng.choice(game.legal_moves(view.state, seat.player)).text
            before = calls.mark()
            service.submit(game_id, seat.email, text, version=view.game.version, source="web")
            counts.append(summary(calls.since(before)))
    return {"read": sum(c["read"] for c in counts) / len(counts),
            "write": sum(c["write"] for c in counts) / len(counts),
            "worst_read": max(c["read"] for c in counts),
            "worst_write": max(c["write"] for c in counts)}


@functools.cache
def start_batch() -> tuple[int, Counter[tuple[str, str]]]:
    """A 1926 game's start mails handed to the notifier in one stream batch, on moto, in a
    new container (its first event): the mails sent and the requests by operation."""
    from moto import mock_aws

    from bench.aws_mail import ENVIRONMENT, ORGANIZER, MailCloud
    from functions.notifier_handler import logger

    level = logger.log_level
    logger.setLevel("WARNING")  # a line per mail would bury the benchmark's table
    try:
        with environment({**CREDENTIALS, **ENVIRONMENT}), mock_aws():
            cloud = MailCloud()
            with cloud.calls.every_new_client():
                cloud.service.create("1926", PLAYERS, ORGANIZER, title="Bench",
                                     options={"lang": "en"}, start=True)
                return cloud.stream_batch()
    finally:
        logger.setLevel(level)


def _at_most(value: float, limit: float) -> tuple[str, bool]:
    return f"<= {limit:g}", value <= limit


def run() -> list[Row]:
    """Requests per submit, per move by mail and per outgoing mail, each next to its target."""
    web = web_submits()
    mails, batch = start_batch()
    rows = [Row(f"requests: notifier, a stream batch of {mails} mails (a game start, first "
                "event): requests", sum(n for (s, _), n in batch.items() if s != UNITS),
                "requests"),
            *(Row(f"requests: notifier, a stream batch of {mails} mails: {service} {operation}",
                  n, "requests") for (service, operation), n in sorted(batch.items())
              if service != UNITS),
            Row("requests: submit, DynamoDB reads (worst)", web["worst_read"], "requests",
                *_at_most(web["worst_read"], 1)),
            Row("requests: submit, TransactWriteItems (worst)", web["worst_write"], "requests",
                *_at_most(web["worst_write"], 1))]
    for rules_id, counted in mail_games().items():
        game = f"{rules_id} by mail"
        moves, mails = counted.worst("moves"), counted.worst("mails")
        mean = counted.mean("mails")
        settled = summary(counted.settled)
        rows += [
            Row(f"requests: {game}: moves by mail", len(counted.moves), "moves"),
            Row(f"requests: {game}: move, S3 GetObject (worst)", moves["s3_get"], "requests",
                *_at_most(moves["s3_get"], 1)),
            Row(f"requests: {game}: move, DynamoDB reads (worst)", moves["read"], "requests",
                *_at_most(moves["read"], 1)),
            Row(f"requests: {game}: move, DynamoDB writes (worst)", moves["write"], "requests",
                *_at_most(moves["write"], 1)),
            Row(f"requests: {game}: mails sent per move by mail",
                len(counted.mails) / max(1, len(counted.moves)), "mails"),
            Row(f"requests: {game}: mail, DynamoDB reads (mean)", mean["read"], "requests",
                *_at_most(mean["read"], 1)),
            Row(f"requests: {game}: mail, DynamoDB reads (worst)", mails["read"], "requests"),
            Row(f"requests: {game}: mail, DynamoDB writes (worst)", mails["write"], "requests",
                *_at_most(mails["write"], 1)),
            Row(f"requests: {game}: mail, SES sends (worst)", mails["send"], "requests",
                *_at_most(mails["send"], 1)),
            Row(f"requests: {game}: held records, requests (worst)",
                max((sum(c.values()) for c in counted.held), default=0), "requests"),
            # the sweep rates the ended game: the game's load (the item, then its log), one
            # BatchGetItem of the ratings, rated mark and tournament link, one write
            Row(f"requests: {game}: the sweep after the end, DynamoDB reads", settled["read"],
                "requests", *_at_most(settled["read"], 3)),
            Row(f"requests: {game}: the sweep after the end, DynamoDB writes",
                settled["write"], "requests", *_at_most(settled["write"], 1)),
        ]
    return rows
