"""A message begun in capitals on the line of a move (review 25n: "bid 1. SAY Lukas: welcome
aboard!" played the bid and dropped the message without a word). The class: the keyword of
table talk (SAY / ŘEKNI, as the help writes it) after a move's sentence end or a dash, on one
line; every game, Czech and English, to one player and to the table. The move is played, the
message sent, and the answer says both. A third was kept aside and measured after the fix
(0 of 3 before, 3 of 3 after)."""

from __future__ import annotations

import pytest
from mail.reading_classes import MOVES, play

from functions.mail.command_table import CommandKind
from functions.mail.commands import parse_commands

MEMBERS = [  # (game, language, the line after the move, the words that reach the others)
    ("goofspiel", "en", "{move}. SAY Ann: welcome aboard!", "welcome aboard!"),
    ("goofspiel", "cs", "{move}. ŘEKNI Ann: vítej ve hře!", "vítej ve hře!"),
    ("westernpoly", "cs", "{move}! ŘEKNI: díky za radu, Ann", "díky za radu, Ann"),
    ("1926", "en", "{move}. SAY: good luck, all", "good luck, all"),
]
HELD_OUT = [
    ("goofspiel", "en", "{move} - SAY Ann: good luck", "good luck"),
    ("1926", "cs", "{move}; ŘEKNI Ann: tak to je válka", "tak to je válka"),
    ("westernpoly", "en", "{move}. SAY Ann: thanks for the tip", "thanks for the tip"),
]


@pytest.mark.parametrize("game,lang,line,message", [*MEMBERS, *HELD_OUT])
def test_a_message_after_the_move_on_its_line_is_sent(tmp_path, game, lang, line, message):
    move = MOVES[(game, lang)]
    alone = play(tmp_path / "alone", game, lang, move)
    answer = play(tmp_path / "with", game, lang, line.format(move=move))
    assert answer.moves == alone.moves and answer.moves
    assert any(kind.startswith("press_sent") for kind in answer.kinds), answer.kinds
    assert message in answer.text.split("\n> ")[0]


def test_a_message_keeps_a_keyword_written_inside_it():
    (said,) = parse_commands("SAY Ann: you said it. SAY it again!")
    assert said.kind is CommandKind.SAY and said.argument.endswith("you said it. SAY it again!")
