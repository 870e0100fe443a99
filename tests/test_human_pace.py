"""A move by mail at a human pace, as the template deploys it (issue 43): one cold invocation of
the inbound function and one of the notifier, which sends the read-back with the next player's
turn mail; no wake-up of the deadlines function just to send a read-back later."""

from __future__ import annotations

from bench.bench_human_pace import play


def test_a_move_by_mail_costs_two_invocations_and_its_read_back_rides_the_moves_own():
    pace, moves, sent = play(moves_cap=5)
    assert moves == 4
    assert pace.invocations["inbound"] == moves
    # the game's start, then one batch per move: its read-back and the next turn mail together
    assert pace.invocations["notifier"] == moves + 1
    assert pace.invocations["deadlines"] == 0 and pace.invocations["scheduler"] == 0
    assert sent >= 2 * moves  # each move: the mover's read-back and the next player's turn
