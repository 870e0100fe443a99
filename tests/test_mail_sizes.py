"""Turn mails and the game-over mail within their targets at every game's largest table and
its longest game (issue 39): whole games by mail, every seat a person with a long Czech or English name answering with
a random option of their menu; every turn mail and every game-over mail is at most 25 KB as
sent (the whole raw message) and its text part at most 45 lines."""

from __future__ import annotations

import pytest

from bench.mail_sizes import LONGEST, MAX_BYTES, MAX_LINES, TABLES, play_table

# each game at its largest table, and at the table of its longest game where that is smaller
GAMES = [(rules_id, TABLES[rules_id][0]) for rules_id in sorted(TABLES)] + sorted(LONGEST.items())


@pytest.fixture(scope="module", params=GAMES, ids=[f"{g}-{n}" for g, n in GAMES])
def played(request):
    rules_id, seats = request.param
    played = play_table(rules_id, seats)
    assert played.players == seats
    return played


def test_the_game_was_played_to_its_end(played):
    assert played.status == "finished"
    assert played.largest("your_turn") is not None and played.largest("game_over") is not None


@pytest.mark.parametrize("kind", ["your_turn", "game_over"])
def test_every_mail_is_within_25_kb_and_45_text_lines(played, kind):
    mails = [m for m in played.mails if m.kind == kind]
    too_big = [(m.subject, m.bytes) for m in mails if m.bytes > MAX_BYTES]
    too_long = [(m.subject, m.lines) for m in mails if m.lines > MAX_LINES]
    assert not too_big and not too_long, (too_big, too_long)
