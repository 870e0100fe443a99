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


@pytest.mark.parametrize("game,lang,line,message", [
    ("goofspiel", "en", "bid fourten. SAY Ann: good luck", "good luck"),
    ("goofspiel", "cs", "Přihazuju čtrnáctku. ŘEKNI Ann: hodně štěstí", "hodně štěstí"),
])
def test_a_try_at_a_move_beside_a_message_is_named_with_its_reason(tmp_path, game, lang,
                                                                  line, message):
    """A move that cannot be played beside the message (review 54: "8 on this one. SAY Jana:
    you're on fire!" sent the message and dropped the bid without a word): the message goes,
    and the answer names the line with the reason it gets alone; nothing is played."""
    tried = line.split(". ")[0] + "."
    alone = play(tmp_path / "alone", game, lang, tried)
    answer = play(tmp_path / "with", game, lang, line)
    assert not answer.moves and not alone.moves and alone.action == "refused"
    own = answer.text.split("\n> ")[0]
    assert message in own and tried in own, own
    reason = alone.text.split("\n> ")[0].split(":\n", 1)[1].splitlines()[0].strip()
    assert reason.rstrip(".").lower() in own.lower(), (reason, own)


@pytest.mark.parametrize("game,lang,line,message", [
    ("1926", "en", "large to Atlantis. SAY Ann: your move next", "your move next"),
    ("1926", "cs", "Dám tam tu svou. ŘEKNI Ann: teď ty", "teď ty"),
])
def test_words_of_no_move_beside_a_message_on_ones_turn_say_the_move_is_awaited(
        tmp_path, game, lang, line, message):
    """Words the game reads no move in, beside the message, on the player's own turn: the
    message goes, and the answer says nothing was played, with the menu (as the words alone
    get it), in the same mail."""
    alone = play(tmp_path / "alone", game, lang, line.split(". ")[0] + ".")
    answer = play(tmp_path / "with", game, lang, line)
    assert not answer.moves and not alone.moves and alone.kinds and alone.kinds[0].startswith("board")
    own = answer.text.split("\n> ")[0]
    assert message in own
    assert len(answer.kinds) == 1 and "board" in answer.kinds[0], answer.kinds
    nothing = alone.text.split("\n> ")[0].split("\n\n")[1].split(";")[0]
    assert nothing.casefold() in own.casefold(), (nothing, own)


def test_a_message_alone_asks_nothing_back(tmp_path):
    """A message and nothing else: it goes; no board is sent for it."""
    answer = play(tmp_path, "goofspiel", "en", "SAY Ann: good luck")
    assert not any(kind.startswith("board") for kind in answer.kinds)
