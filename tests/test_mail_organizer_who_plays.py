"""An organizer who plays in their own game writes from the one address for both roles: a
mail with no move that asks for a control ("pozastav hru do pondělí", "prodluž mi termín o
den") is done as the organizer's, and the answer says it was read so; a move stays a move
(issue 42, org32). Members written as organizers write; the ones kept aside are in
*_held_out.py."""

from __future__ import annotations

import tempfile

import pytest
from test_mail_organizer_answered import ORG, _text
from test_mail_organizer_told_fully import Games

from bench.mail_games import _reply, _to, first_option

NAMES = ("Olga Nováková", "Tom Hall", "Eva Nová")  # Olga: org@example.org, the organizer
SEATS = {"me": ORG, "tom": "tom@example.org", "eva": "eva@example.org"}


def wrote(body: str, *, fresh: bool, effect: str, paused: bool = False,
          lang: str = "cs") -> bool:
    """Whether the organizer's mail `body` (fresh, or a reply to her turn mail) did `effect`
    ("paused", "resumed", "extend:<who>") and its answer said it was read as the organizer's."""
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp, lang)
        try:
            game = table.game("goofspiel", names=(f"Org {NAMES[0].split()[1]}", *NAMES[1:]))
            if paused:
                table.service.pause(game)
                table.postman.deliver_pending()
            before = table.service.record(game)
            turn = next(m for m in reversed(table.outbox.sent) if _to(m) == ORG)
            _, mails = table.ask(None if fresh else turn, body, fresh=fresh)
            after = table.service.record(game)
            said = "\n".join(_text(m) for m in mails)
            role = "pořadatele" in said or "organizer of" in said
            if effect.startswith("extend:"):
                email = SEATS[effect.split(":")[1]]
                seat = after.seat_of(email)
                moved = {s.seat for s in after.seats
                         if (before.clock(s.seat) or None) != (after.clock(s.seat) or None)}
                return role and moved == {seat.seat}
            return role and after.status == effect
        finally:
            table.store.close()


MEMBERS = [
    ("Prodluž mi prosím termín o den.", True, "extend:me"),
    ("Pozastav hru do pondělí.", False, "paused"),
    ("please give Tom one more day", True, "extend:tom"),
    ("Dobrý den, prodlužte prosím Evě termín o 2 dny.", False, "extend:eva"),
    ("Could you pause the game, please?", False, "paused"),
]


@pytest.mark.parametrize(("body", "fresh", "effect"), MEMBERS)
def test_a_request_from_the_organizers_own_seat_is_done_as_the_organizers(body, fresh, effect):
    assert wrote(body, fresh=fresh, effect=effect,
                 lang="en" if body.isascii() and "please" in body else "cs")


def test_a_move_of_the_organizer_who_plays_is_still_a_move():
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp)
        try:
            game = table.game("goofspiel", names=("Org Nováková", *NAMES[1:]))
            view = table.service.view(game)
            seat = view.game.seat_of(ORG)
            turn = next(m for m in reversed(table.outbox.sent) if _to(m) == ORG)
            table.send(_reply(turn, first_option(view, seat), 1))
            after = table.service.record(game)
            assert after.status == "running" and not after.waits_for(seat.seat)
            assert not any("pořadatele" in _text(m) for m in table.outbox.sent if _to(m) == ORG)
        finally:
            table.store.close()


def test_more_time_for_herself_is_told_as_hers():
    with tempfile.TemporaryDirectory() as tmp:
        table = Games(tmp)
        try:
            table.game("goofspiel", names=("Org Nováková", *NAMES[1:]))
            _, mails = table.ask(None, "Prodluž mi prosím termín o den.", fresh=True)
            said = "\n".join(_text(m) for m in mails)
            assert "máš čas do" in said and "Org Nováková má" not in said
        finally:
            table.store.close()

