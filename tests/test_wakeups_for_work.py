"""Round 13's finding 3: each game start by JOIN mails set a mail-only wake-up of the deadlines
function for every held answer to a JOIN, which the answer had settled long before it fired.
The class: a one-time wake-up set for work that will not exist when it fires. The notifier sets
one for a held notification only when that notification goes alone once its hold lapses (a
read-back that waited in vain for the player's next mail); not for one held while its mail is
answered (the answer folds and settles it), nor for a quiet read-back (never sent alone). Each
case here plays it over moto with the stream announcing every INSERT, as DynamoDB Streams do
(the held items included, which the answer settles before the notifier sees them)."""

from __future__ import annotations

import copy
import itertools

from test_handlers_aws import PLAYERS, TABLE, Cloud, cloud, event, wake_ups  # noqa: F401

from functions import notifier_handler


class Stream:
    """Every outbox item the table inserted, announced once, as written (unsent)."""

    def __init__(self, world: Cloud):
        self.world = world
        self.announced: set[str] = set()
        self.ids = itertools.count(1)

    def flush(self) -> None:
        template = event("dynamodb_stream_outbox.json")["Records"][0]
        items = self.world.dynamodb.scan(
            TableName=TABLE, FilterExpression="begins_with(pk, :o)",
            ExpressionAttributeValues={":o": {"S": "OUTBOX#"}})["Items"]
        records = []
        for item in sorted(items, key=lambda i: i["pk"]["S"]):
            if item["pk"]["S"] in self.announced:
                continue
            self.announced.add(item["pk"]["S"])
            record = copy.deepcopy(template)
            record["dynamodb"]["Keys"] = {"pk": item["pk"], "sk": item["sk"]}
            record["dynamodb"]["NewImage"] = {k: v for k, v in item.items()
                                              if k not in ("sent_at", "expires_at")}
            record["dynamodb"]["SequenceNumber"] = str(next(self.ids)).zfill(24)
            records.append(record)
        if records:
            assert notifier_handler.handler({"Records": records}, None) == {
                "batchItemFailures": []}


def _mail_wakes(world: Cloud) -> list[str]:
    return [name for name in wake_ups(world) if name.startswith("pbm-wake-mail-")]


def test_a_game_started_by_join_mails_sets_no_wake_up_for_the_held_answers(cloud):  # noqa: F811
    stream = Stream(cloud)
    game = cloud.service.create("1926", PLAYERS, "org@example.org", title="Pátek",
                                options={"lang": "cs"})
    stream.flush()
    for number, player in enumerate(PLAYERS):
        (invitation,) = cloud.mails_to(player.email, "invitation")
        cloud.reply(invitation, ["Jasně, jdu do toho!", "Count me in.", "pridavam se"][number])
        stream.flush()
    assert cloud.service.record(game.id).status == "running"
    assert _mail_wakes(cloud) == []


def test_a_quiet_read_back_sets_no_wake_up_and_a_waiting_one_does(cloud):  # noqa: F811
    stream = Stream(cloud)
    game = cloud.service.create("1926", PLAYERS, "org@example.org", title="Friday",
                                options={"lang": "en"}, start=True)
    stream.flush()
    mover = game.seat(game.to_move)
    cloud.service.set_readbacks(game.id, mover.email, False)
    stream.flush()
    (turn,) = cloud.mails_to(mover.email, "your_turn")
    cloud.reply(turn, "large Praha")
    stream.flush()
    assert _mail_wakes(cloud) == []  # the read-back only rides in their next mail
    game = cloud.service.record(game.id)
    second = game.seat(game.to_move)
    (turn,) = cloud.mails_to(second.email, "your_turn")
    before = set(wake_ups(cloud))
    view = cloud.service.view(game.id)
    move = [m.text for m in view.rules.legal_moves(view.state, second.player)
            if not m.text.startswith(("resign", "offer"))][0]
    cloud.reply(turn, move)
    stream.flush()
    assert [n for n in _mail_wakes(cloud) if n not in before]  # it goes alone after the wait
