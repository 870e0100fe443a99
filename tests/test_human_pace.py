"""A move by mail at a human pace, as the template deploys it (issue 43): one cold invocation of
the inbound function and one of the notifier, which sends the read-back with the next player's
turn mail; no wake-up of the deadlines function just to send a read-back later. And the same
game delivered by `pbm serve` sends the same mails: one set of numbers (bench/human_pace.py)."""

from __future__ import annotations

import pytest

from bench.bench_human_pace import play
from bench.human_pace import GAMES, local


def test_a_move_by_mail_costs_two_invocations_and_its_read_back_rides_the_moves_own():
    pace, mail = play(moves_cap=4)
    assert mail.moves == 4
    assert pace.invocations["inbound"] == mail.moves
    # the game's start, then one batch per move: its read-back and the next turn mail together
    assert pace.invocations["notifier"] == mail.moves + 1
    assert pace.invocations["deadlines"] == 0 and pace.invocations["scheduler"] == 0
    assert mail.between >= 2 * mail.moves  # each move: the mover's read-back and the next turn


@pytest.mark.parametrize("readbacks", [True, False])
def test_pbm_serve_and_the_deployment_send_the_same_mails_at_a_human_pace(readbacks):
    # the template sends a read-back at once, `pbm serve` holds it 10 minutes: at a human pace
    # no mail comes within them, so both send it alone (or, off, neither sends it)
    kind = GAMES[1]  # WesternPoly: a player may decide twice in a row
    _, deployed = play(kind, readbacks, moves_cap=6)
    served = local(kind, readbacks, moves_cap=6)
    assert deployed == served
    if readbacks:
        assert deployed.between > deployed.moves
    else:  # no read-back goes alone; news of one's own (a turn passed in Jail) still may
        assert deployed.between < local(kind, True, moves_cap=6).between
