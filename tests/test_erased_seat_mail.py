"""Round 13's finding 1: a finished game with an erased player wrote a game-over mail to the
erased seat (no address), which failed to compose, counted as a dropped mail (MailsDroppedAlarm)
and told the organizer "e-mail ... pro  (game_over) nešel sestavit" with the name empty. The
class: every mail kind addressed to an erased seat, or to an erased organizer, in every game.
None is ever written; one written before (an outbox item older than the fix) is settled
quietly, not counted as dropped, and no organizer is told of it."""

from __future__ import annotations

import random

import pytest
from test_erasure_names import GONE, ORGANIZER, World, _players

import rules
from functions.compose.erasing_at_once import erasure_of
from functions.service.play.outbox import Mailbag
from functions.service.records.labels import takes_no_mail
from functions.service.records.notifications import Kind, Notification

GAMES = sorted(rules.games())


def _finish(world: World, game_id: str, seed: str) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        if not world.move(game_id, rng):
            return
        world.deliver()


@pytest.mark.parametrize("kind", GAMES)
def test_no_mail_of_any_kind_is_written_to_an_erased_seat(sqlite_store, clock, fake_secrets,
                                                          kind):
    world = World(sqlite_store, clock, fake_secrets)
    record = world.service.create(kind, _players(kind, 3), ORGANIZER, start=True)
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    game = world.service.record(record.id)
    (erased,) = [s for s in game.seats if s.seat == "p2"]
    assert erased.email == ""
    bag = Mailbag(game, "2025-05-02T12:00:00.000Z")
    for mail_kind in [*Kind, "offer", *bag.offers]:
        bag.add(mail_kind, erased, events=[])
    bag.to_everyone(Kind.GAME_OVER, result={}, events=[])
    bag.to_players(Kind.PRESS, events=[])
    assert [n.seat for n in bag.items if n.seat == "p2"] == []
    assert all(n.email for n in bag.items)


def test_no_mail_is_written_to_an_erased_organizer(sqlite_store, clock, fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    others = [p for p in _players("1926", 4) if p != GONE]
    record = world.service.create("1926", others, GONE.email, start=True)
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    game = world.service.record(record.id)
    assert takes_no_mail(game.organizer)
    bag = Mailbag(game, "2025-05-02T12:00:00.000Z")
    for mail_kind in Kind:
        bag.add(mail_kind, None, events=[])
    assert bag.items == ()


@pytest.mark.parametrize("kind", ["1926", "goofspiel"])
def test_a_game_finished_after_an_erasure_drops_nothing_and_tells_the_organizer_the_end(
        sqlite_store, clock, fake_secrets, kind):
    world = World(sqlite_store, clock, fake_secrets)
    record = world.service.create(kind, _players(kind, 3), ORGANIZER, start=True,
                                  title="Poslední kolo")
    world.move(record.id, random.Random(1))
    world.deliver()
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    world.deliver()
    _finish(world, record.id, kind)
    assert world.service.record(record.id).status == "finished"
    sent = world.sent.sent
    assert world.postman.dropped == 0
    assert not [m for m in sent if "sestavit" in str(m["Subject"])
                or "could not be made" in str(m["Subject"])]
    assert all(m["To"].addresses[0].addr_spec for m in sent)
    over = [m for m in sent if m["To"].addresses[0].addr_spec == ORGANIZER
            and m["Message-ID"] and "game_over" in m["Message-ID"]]
    assert over, "the organizer hears the end"


def test_an_outbox_item_to_an_erased_seat_written_before_is_settled_quietly(
        sqlite_store, clock, fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    record = world.service.create("ohhell", _players("ohhell", 3), ORGANIZER, start=True)
    world.deliver()
    world.service.erase_person(GONE.email, erasure_of(sqlite_store))
    world.deliver()
    game = world.service.record(record.id)
    stale = Notification(id=f"{game.id}:{game.version}:game_over:p2", game_id=game.id,
                         version=game.version, kind=Kind.GAME_OVER, seat="p2", email="",
                         lang="cs", created_at="2025-05-01T13:00:00.000Z",
                         payload={"game_id": game.id, "title": game.title, "rules": game.rules,
                                  "version": game.version, "status": game.status})
    sqlite_store.add_notifications([stale])
    assert world.deliver() == []
    assert world.postman.dropped == 0
    assert sqlite_store.notification(stale.id).sent_at is not None  # settled, not retried
    assert not [n for n in sqlite_store.pending_notifications(limit=100)
                if n.kind == Kind.MAIL_FAILED]
