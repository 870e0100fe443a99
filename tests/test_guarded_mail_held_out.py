"""Members of the guarded-mail class kept aside while the guard was built (see
test_guarded_mail.py): writers and rival writes not used to build or tune it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from test_guarded_mail import ORGANIZER, Racing, a_move, an_erasure, pending, started

from functions.mailroom.answers import fold
from functions.mailroom.undeliverable import give_up_on
from functions.service import GameService, Notice
from functions.service.play.outbox import Mailbag
from functions.service.records.notifications import Kind

pytestmark = pytest.mark.every_store
AT = "2026-01-01T00:00:00.000Z"


def test_an_answer_raced_by_the_end_of_the_game_is_decided_on_the_ended_game(
        store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    racing = Racing(store, lambda: plain.cancel(game.id))
    answers = GameService(racing, clock, fake_secrets).notify(
        game.id, "mail-1", [Notice(Kind.HELP, "p1")])
    after = plain.view(game.id).game
    assert after.ended
    assert all(n.version == after.version for n in answers)


def test_a_bounce_given_up_on_while_the_game_ends_tells_nobody(store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    racing = Racing(store, lambda: plain.cancel(game.id))
    assert give_up_on(racing, "bob@example.org", "bounce", AT) == []
    assert not [n for n in pending(store) if n.kind == Kind.ADDRESS_UNDELIVERABLE]


def test_a_bounce_of_a_player_erased_meanwhile_tells_nobody_about_them(store, clock,
                                                                       fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    started(plain)
    racing = Racing(store, an_erasure(plain, "bob@example.org"))
    give_up_on(racing, "bob@example.org", "bounce", AT)
    assert not [n for n in pending(store) if n.kind == Kind.ADDRESS_UNDELIVERABLE]


def test_a_mails_answers_folded_while_another_player_moves_are_folded_on_the_new_game(
        store, clock, fake_secrets):
    plain = GameService(store, clock, fake_secrets)
    game = started(plain)
    held = Mailbag(game, AT, ref="mail-9.1")  # a line of the mail, as the service names it
    held.add(Kind.HELP, game.seat("p2"))
    store.add_mail(game.id, game.version, held.items)
    racing = Racing(store, a_move(plain, game.id))
    fold(racing, game, "mail-9", held.items, datetime(2026, 1, 1, tzinfo=UTC),
         answered_seat="p2")
    after = plain.view(game.id).game
    assert after.moves == game.moves + 1 and racing.tries == 2
    assert {n.id for n in pending(store)}.isdisjoint(n.id for n in held.items)  # settled
    assert [n.email for n in pending(store) if n.kind == Kind.HELP] == ["bob@example.org"]
    assert not [n for n in pending(store) if n.email == ORGANIZER and n.kind == Kind.HELP]
