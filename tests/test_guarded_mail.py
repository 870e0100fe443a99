"""A mail about a game written outside a change of it stands only while the game is at the
version it was decided on (Ledger.add_mail, play/mailing.py): another writer's move, erasure or
end that lands between the read and the write makes it decide again on the game as it is then,
and neither write is lost. Each writer is raced here on SQLite and on moto's DynamoDB."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from functions.compose.erasing_at_once import erasure_of
from functions.mailroom.undeliverable import give_up_on
from functions.service import GameService, Notice, PlayerSpec
from functions.service.records.notifications import Kind, Notification
from functions.service.store import VersionConflict

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cyd", "cyd@example.org", "en")]
ORGANIZER = "org@example.org"

pytestmark = pytest.mark.every_store


class Racing:
    """The store as one writer sees it: another writer's write (`other`) lands after this
    writer read the game and before its first mail is written."""

    def __init__(self, store: Any, other: Callable[[], Any]):
        self._store, self._other = store, other
        self.tries = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def _race(self) -> None:
        self.tries += 1
        other, self._other = self._other, None
        if other is not None:
            other()

    def add_mail(self, game_id: str, version: int, notifications: Any) -> None:
        self._race()
        self._store.add_mail(game_id, version, notifications)

    def add_press(self, game_id: str, message: Any, notifications: Any = (), *,
                  version: int | None = None) -> None:
        self._race()
        self._store.add_press(game_id, message, notifications, version=version)


def pending(store: Any) -> list[Notification]:
    return store.pending_notifications(limit=1000)


def started(service: GameService):
    game = service.create("1926", PLAYERS, ORGANIZER, options={"lang": "en"}, start=True)
    for mail in pending(service.store):  # the start's mails are out of the way
        service.store.mark_sent([mail.id], "2026-01-01T00:00:00.000Z")
    return game


def a_move(service: GameService, game_id: str) -> Callable[[], Any]:
    """Another writer: the player to move plays their first legal move."""
    def move() -> Any:
        view = service.view(game_id)
        seat = view.game.seat(view.game.to_move)
        text = view.rules.legal_moves(view.state, seat.player)[0].text
        return service.submit(game_id, seat.email, text, source="web")
    return move


def an_erasure(service: GameService, email: str) -> Callable[[], Any]:
    """Another writer: the person with that address is erased."""
    return lambda: service.erase_person(email, erasure_of(service.store, service.clock))


# ---- the store's guarded write -------------------------------------------------------------------

def test_a_mail_on_a_version_the_game_has_left_is_refused_and_nothing_is_written(service):
    game = started(service)
    moved = a_move(service, game.id)()
    assert moved is not None
    mail = Notification(id=f"{game.id}:help:x", game_id=game.id, version=game.version,
                        kind="help", seat="p1", email="ann@example.org", lang="en",
                        created_at="2026-01-01T00:00:00.000Z", payload={})
    with pytest.raises(VersionConflict):
        service.store.add_mail(game.id, game.version, [mail])
    assert service.store.notification(mail.id) is None
    now = service.view(game.id).game.version
    service.store.add_mail(game.id, now, [mail])
    service.store.mark_sent([mail.id], "2026-01-01T00:00:01.000Z")
    service.store.add_mail(game.id, now, [mail, replace(mail, id="y")])
    assert service.store.notification(mail.id).sent_at  # a repeat leaves the sent one sent
    assert service.store.notification("y") is not None


# ---- the writers ---------------------------------------------------------------------------------

def test_an_answer_raced_by_a_move_is_decided_on_the_game_after_it_and_the_move_stays(
        store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    racing = Racing(store, a_move(plain, game.id))
    answers = GameService(racing, clock, fake_secrets).notify(
        game.id, "mail-1", [Notice(Kind.HELP, "p2")])
    after = plain.view(game.id).game
    assert after.moves == game.moves + 1  # the other writer's move is kept
    assert racing.tries == 2
    assert [n.version for n in answers] == [after.version]
    assert [n.email for n in pending(store) if n.kind == Kind.HELP] == ["bob@example.org"]


def test_an_answer_to_a_person_erased_meanwhile_is_not_written(store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    racing = Racing(store, an_erasure(plain, "bob@example.org"))
    GameService(racing, clock, fake_secrets).notify(game.id, "mail-1",
                                                   [Notice(Kind.HELP, "p2")])
    assert not [n for n in pending(store) if n.email == "bob@example.org"]


def test_the_organizer_erased_while_a_bounce_is_given_up_on_gets_no_notice(store, clock,
                                                                          fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    racing = Racing(store, an_erasure(plain, ORGANIZER))
    assert give_up_on(racing, "cyd@example.org", "bounce", "2026-01-01T00:00:00.000Z") == []
    assert racing.tries == 1  # refused, decided again after the erasure: nobody to tell
    assert not [n for n in pending(store) if n.email == ORGANIZER]
    assert plain.view(game.id).game.organizer != ORGANIZER


def test_a_bounce_given_up_on_beside_a_move_tells_the_organizer_once_on_the_new_game(
        store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    racing = Racing(store, a_move(plain, game.id))
    assert give_up_on(racing, "cyd@example.org", "bounce", "2026-01-01T00:00:00.000Z") \
        == [game.id]
    after = plain.view(game.id).game
    told = [n for n in pending(store) if n.kind == Kind.ADDRESS_UNDELIVERABLE]
    assert [(n.email, n.version) for n in told] == [(ORGANIZER, after.version)]
    assert after.moves == game.moves + 1


def test_table_talk_to_a_player_erased_meanwhile_is_said_but_not_mailed_to_them(
        store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    plain.set_press_each(game.id, "bob@example.org", True)
    racing = Racing(store, an_erasure(plain, "bob@example.org"))
    GameService(racing, clock, fake_secrets).say(game.id, "ann@example.org",
                                                 "Hello all, good luck!")
    assert racing.tries == 2
    assert [m["text"] for m in plain.talk(game.id, "p1")] == ["Hello all, good luck!"]
    assert not [n for n in pending(store) if n.email == "bob@example.org"]


def test_table_talk_raced_by_a_move_is_mailed_on_the_game_after_it(store, clock,
                                                                   fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    plain.set_press_each(game.id, "cyd@example.org", True)
    racing = Racing(store, a_move(plain, game.id))
    GameService(racing, clock, fake_secrets).say(game.id, "ann@example.org", "Nice one.")
    after = plain.view(game.id).game
    assert after.moves == game.moves + 1 and racing.tries == 2
    told = [n for n in pending(store) if n.kind == Kind.PRESS]
    assert [(n.email, n.version) for n in told] == [("cyd@example.org", after.version)]


class _RacedClient:
    """A DynamoDB client on which another writer's write lands after the erasure read the table
    and before its first write after that read."""

    def __init__(self, client: Any, other: Callable[[], Any]):
        self._client, self._other, self._read = client, other, False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def scan(self, **kwargs: Any) -> Any:
        self._read = True
        return self._client.scan(**kwargs)

    def _race(self) -> None:
        other = self._other if self._read else None
        if other is not None:
            self._other = None
            other()

    def batch_write_item(self, **kwargs: Any) -> Any:
        self._race()
        return self._client.batch_write_item(**kwargs)

    def update_item(self, **kwargs: Any) -> Any:
        self._race()
        return self._client.update_item(**kwargs)


def test_an_erasure_scrubbing_a_mail_sent_meanwhile_keeps_it_sent(dynamodb_store, clock,
                                                                  fake_secrets):
    from functions.storage.dynamodb import DynamoStore
    from functions.storage.dynamodb_erasure import DynamoErasure
    from functions.storage.dynamodb_erasure_rest import scan_at_once

    plain = GameService(dynamodb_store, clock, fake_secrets)
    game = started(plain)
    plain.set_press_each(game.id, "cyd@example.org", True)
    plain.say(game.id, "ann@example.org", "Watch out for Bob, he bids high.")
    (mail,) = [n for n in pending(dynamodb_store) if n.email == "cyd@example.org"]
    assert "Bob" in json_of(mail)
    at = "2026-01-01T00:00:00.000Z"
    raced = DynamoStore(_RacedClient(dynamodb_store.client,
                                     lambda: dynamodb_store.mark_sent([mail.id], at)),
                        dynamodb_store.table)
    erasure = DynamoErasure(raced, clock, scan_at_once)
    plain.erase_person("bob@example.org", erasure)
    assert erasure.client._other is None  # the sender's mark came between
    stored = dynamodb_store.notification(mail.id)
    assert stored is not None and stored.sent_at == at  # the sender's mark is kept
    assert "Bob" not in json_of(stored)  # and the text scrubbed all the same


def json_of(notification: Notification) -> str:
    import json

    return json.dumps(notification.payload, ensure_ascii=False)
