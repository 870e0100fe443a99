"""Issue 43, part 2: no mail made of data read before an erasure goes out, or is kept, after
it. The class: a path that sends or stores a mail after an erasure from what it read before it
(the stream's image of an outbox item, retried or late; a page of the pending index the sweep
read before; the mails of a pass carried into the last one). Each member here writes mail that
names a player, erases the player, then lets the stale path run: nothing sent and nothing kept
(the outbox, the lines of the mails sent) names them, in any case or without diacritics, and
the mail to the others still goes, made from its outbox item as the erasure left it."""

from __future__ import annotations

import json
import os
from datetime import timedelta

import pytest
from test_handlers_aws import REGION, TABLE, Cloud
from test_mail_at_least_once import LaterClock, _notifier

from functions import deadlines_handler
from functions.compose.erasing_at_once import erasure_of
from functions.mailroom.delivery import CLAIM_LEASE
from functions.service import PlayerSpec
from functions.storage.dynamodb import _unpacked

GONE = PlayerSpec("Zdeňka Smazalová", "Zdenka.Smazalova@example.org", "cs")
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), GONE,
           PlayerSpec("Bořek", "borek@example.org", "cs")]
TRACES = ("zdeňk", "zdenk", "smazal", "zde\\u0148k", "smazalov\\u00e1")


def _leaks(text: str) -> list[str]:
    folded = text.lower()
    return [t for t in TRACES if t in folded]


@pytest.fixture(scope="module")
def world():
    from moto import mock_aws

    saved = dict(os.environ)
    os.environ.update({"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                       "AWS_DEFAULT_REGION": REGION})
    patch = pytest.MonkeyPatch()
    with mock_aws():
        yield Cloud(patch)
    patch.undo()
    os.environ.clear()
    os.environ.update(saved)


def _batch(world: Cloud, game_id: str) -> dict:
    return {"Records": [r for r in world.stream_batch()["Records"]
                        if r["dynamodb"]["Keys"]["pk"]["S"].startswith(f"OUTBOX#{game_id}:")]}


def _texts(mails) -> list[str]:
    return ["\n".join([*(f"{k}: {v}" for k, v in m.items()),
                       *(p.get_content() for p in m.walk() if p.get_content_maintype() == "text")])
            for m in mails]


def _kept(world: Cloud) -> list[str]:
    """Every item of the table, as stored, that a mail was made of or left behind."""
    items = world.dynamodb.scan(TableName=TABLE)["Items"]
    return [json.dumps({name: _unpacked(value) if "B" in value else value
                        for name, value in i.items()}, ensure_ascii=False) for i in items
            if i["pk"]["S"].startswith("OUTBOX#") or i["sk"]["S"].startswith("WORDS#")]


def _game(world: Cloud, title: str):
    game = world.service.create("1926", PLAYERS, "org@example.org", options={"lang": "cs"},
                                start=True, title=title)
    assert _notifier().process(_batch(world, game.id))["batchItemFailures"] == []
    return game


def _move(world: Cloud, game_id: str) -> None:
    """One legal move of the seat the game waits for: its mails go to the table."""
    view = world.service.view(game_id)
    seat = view.game.seat(sorted(view.game.waited)[0])
    legal = [m.text for m in view.rules.legal_moves(view.state, seat.player)
             if not m.text.startswith(("resign", "offer"))]
    world.service.submit(game_id, seat.email, legal[0], version=view.game.version)


def _erase(world: Cloud) -> None:
    world.service.erase_person(GONE.email, erasure_of(world.service.store))


def _sweep_later(world: Cloud, page=None, monkeypatch=None) -> None:
    """The sweep the notifier's wake-up runs once the claims have lapsed (the erasure holds the
    mail it scrubs for a minute; the notifier wakes the sweep after its own lease), given
    `page` as the pending index's first read when set."""
    service, postman = deadlines_handler.build(os.environ)
    postman.clock = LaterClock(CLAIM_LEASE + timedelta(minutes=1))
    if page is not None:
        reads = iter([page])
        monkeypatch.setattr(postman.store, "pending_notifications",
                            lambda limit=100, after=None: next(reads, []))
    deadlines_handler.sweep(service, postman, games=False)


def _check(world: Cloud, before: int, game_id: str) -> list:
    mails = world.sent()[before:]
    assert not [t for t in _texts(mails) if _leaks(t)]
    assert not [m for m in mails if "smazal" in str(m["To"]).lower()]
    assert not [k for k in _kept(world) if game_id in k and _leaks(k)]
    return mails


def test_a_batch_retried_after_the_erasure_sends_the_outbox_as_it_now_stands(world):
    """Her move and her table talk, Ann's answer naming her in its vocative ("Zdeňko"), the
    turn mail to Bořek announced on the stream, the batch failing; she erases her data; Lambda
    retries the batch with its old images."""
    game = _game(world, "Retry")
    _move(world, game.id)
    assert _notifier().process(_batch(world, game.id))["batchItemFailures"] == []
    world.service.say(game.id, GONE.email, "Ahoj, tady Zdeňka, hraju poprvé")
    world.service.say(game.id, "ann@example.org", "Zdeňko, vítej! Smazalová vede.")
    _move(world, game.id)
    batch = _batch(world, game.id)
    assert batch["Records"] and any(_leaks(json.dumps(r, ensure_ascii=False))
                                    for r in batch["Records"])
    before = len(world.sent())
    _erase(world)
    assert _notifier().process(batch)["batchItemFailures"] == []
    _sweep_later(world)
    mails = _check(world, before, game.id)
    # Bořek still hears what Ann said, without her name
    assert [m for m in mails if m["To"].addresses[0].addr_spec == "borek@example.org"]


def test_the_mail_to_the_erased_player_in_a_retried_batch_is_dropped(world):
    """A move whose mails go to every seat, hers among them; the batch retried after the
    erasure deleted her mail: no mail goes to her, none is kept for her."""
    game = _game(world, "Dropped")
    world.service.say(game.id, "ann@example.org", "Hello all, good luck")
    _move(world, game.id)
    batch = _batch(world, game.id)
    assert any(GONE.email.lower() in json.dumps(r).lower() for r in batch["Records"])
    before = len(world.sent())
    _erase(world)
    assert _notifier().process(batch)["batchItemFailures"] == []
    _check(world, before, game.id)


def test_the_sweep_with_a_page_of_the_pending_index_read_before_the_erasure(world,
                                                                           monkeypatch):
    """The pending index is eventually consistent: a sweep's page may still hold the items as
    they were before the erasure scrubbed or deleted them."""
    game = _game(world, "Sweep")
    world.service.say(game.id, "borek@example.org", "Zdeňka Smazalová má dnes narozeniny!")
    _move(world, game.id)
    store = world.service.store
    page = store.pending_notifications(limit=100)
    assert any(_leaks(json.dumps(n.to_dict(), ensure_ascii=False)) for n in page)
    before = len(world.sent())
    _erase(world)
    _sweep_later(world, page, monkeypatch)
    mails = _check(world, before, game.id)
    assert [m for m in mails if m["To"].addresses[0].addr_spec == "ann@example.org"]
