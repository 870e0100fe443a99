"""Read-backs a player can do without (issue 42): CONFIRM OFF / POTVRZENÍ VYP drops the mail
that reads back a move; the read-back still rides in the player's next mail. MAIL TURNS keeps
the game-over mail."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to


@pytest.fixture
def table():
    with open_table() as made:
        yield made


def _others_play_until_ann(t) -> None:
    """Bob and Cid decide on the page, hours apart, until Ann is on turn again."""
    while t.record().seat(t.record().to_move).email != ANN:
        record = t.record()
        seat = record.seat(record.to_move)
        view = t.service.view(t.game.id)
        t.service.submit(t.game.id, seat.email, view.rules.choices(view.state, seat.player)[0].text,
                         source="web")
        t.clock.moment += timedelta(hours=2)
        t.deliver()


def _mails_to(t, address: str, since: int) -> list:
    return [m for m in t.outbox.sent[since:] if _to(m) == address]


@pytest.mark.parametrize("command, said", [
    ("CONFIRM OFF", "no longer confirmed by a mail of its own"),
    ("confirmations off", "no longer confirmed by a mail of its own"),
    ("POTVRZENÍ VYP", "no longer confirmed by a mail of its own")])
def test_confirm_off_drops_the_read_back_mail_and_the_next_mail_carries_it(table, command, said):
    assert table.reply(ANN, command).action == "answered"
    assert said in text_of(table.newest(ANN))
    assert not table.record().seat_of(ANN).readbacks
    since = len(table.outbox.sent)
    assert table.reply(ANN, "do not buy").action == "played"
    table.clock.moment += timedelta(hours=3)  # a human pace: the next mail is hours away
    table.service.tick()
    table.deliver()
    assert _mails_to(table, ANN, since) == []  # no mail for the read-back alone
    _others_play_until_ann(table)
    (turn,) = _mails_to(table, ANN, since)
    assert "Your move was accepted. Read as: do not buy" in text_of(turn)
    assert str(turn["Subject"]).startswith("Your move")


def test_with_read_backs_on_the_read_back_goes_alone_after_its_wait(table):
    since = len(table.outbox.sent)
    assert table.reply(ANN, "do not buy").action == "played"
    table.clock.moment += timedelta(hours=3)
    table.service.tick()
    table.deliver()
    (alone,) = _mails_to(table, ANN, since)
    assert str(alone["Subject"]).startswith("Move accepted: do not buy")
    # the mail names the way to do without it once: the footer's "less mail" link is named by
    # what else it does (review 8: the lone read-back said it twice)
    assert "Reply CONFIRM OFF" in text_of(alone)
    assert "no read-backs" not in text_of(alone)
    assert "Too much mail? Mail me only when it is my turn: " in text_of(alone)


def test_the_czech_lone_read_back_names_potvrzeni_vyp():
    from functions.service import PlayerSpec
    players = [PlayerSpec("Jana Nováková", ANN, "cs"), PlayerSpec("Petr Dvořák", BOB, "cs"),
               PlayerSpec("Tom Hall", CID, "cs")]
    with open_table(players=players) as t:
        since = len(t.outbox.sent)
        assert t.reply(ANN, "nekupovat").action == "played"
        t.clock.moment += timedelta(hours=3)
        t.service.tick()
        t.deliver()
        (alone,) = _mails_to(t, ANN, since)
        assert "Odpověz POTVRZENÍ VYP" in text_of(alone)
        assert "bez potvrzení tahů" not in text_of(alone)  # said once (review 8)
        assert "Moc pošty? Posílat mi jen e-maily, když jsem na tahu: " in text_of(alone)
        # answering this very mail with a move plays the move, not the line quoted from it
        t.reply(ANN, "Díky.\n\n" + text_of(alone))
        assert t.record().seat_of(ANN).readbacks


def test_confirm_on_brings_the_read_back_mail_back(table):
    table.reply(ANN, "POTVRZENÍ VYP")
    assert table.reply(ANN, "CONFIRM ON").action == "answered"
    assert table.record().seat_of(ANN).readbacks
    since = len(table.outbox.sent)
    table.reply(ANN, "do not buy")
    table.clock.moment += timedelta(hours=3)
    table.service.tick()
    table.deliver()
    assert [str(m["Subject"]).split(":")[0] for m in _mails_to(table, ANN, since)] == \
        ["Move accepted"]


def test_a_move_at_the_command_line_with_read_backs_off_sends_nothing_alone(table):
    table.service.set_readbacks(table.game.id, ANN, False)
    since = len(table.outbox.sent)
    table.service.submit(table.game.id, ANN, "do not buy", source="cli")
    table.clock.moment += timedelta(hours=3)
    table.service.tick()
    table.deliver()
    assert _mails_to(table, ANN, since) == []


def test_only_my_turns_still_brings_the_game_over_mail(table):
    assert table.reply(ANN, "MAIL TURNS").action == "answered"
    assert table.record().seat_of(ANN).mail == "turns"
    table.service.resign(table.game.id, BOB)
    table.service.resign(table.game.id, CID)
    table.clock.moment += timedelta(hours=1)
    table.deliver()
    over = [m for m in table.outbox.sent if _to(m) == ANN
            and str(m["Subject"]).startswith("Game over")]
    assert len(over) == 1 and table.newest(ANN) is over[0]
