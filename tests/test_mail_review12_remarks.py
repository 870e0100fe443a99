"""The misplays a blind review found after review 11, and their classes
(tests/mail/review12_classes.py): a line of the board beside the move line, Goofspiel's prize
named in a remark, a card of then beside a card of now, "tam" after a question."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from functions.mailroom.reading import read_line
from rules import CHANCE
from tests.mail.reading_classes import play
from tests.mail.review12_classes import MEMBERS, UNPLAYED

GOOFSPIEL = rules.get("goofspiel")


def moves_read(directory: Path, game: str, lang: str, body: str) -> tuple[str, ...]:
    """The moves played of a reply of `body`: 1926 in a live game by mail, a Goofspiel line
    read with the prize 6 on the table."""
    if game == "goofspiel":
        state = GOOFSPIEL.new_game(["Ann", "Bob"])
        state = GOOFSPIEL.apply(state, CHANCE, GOOFSPIEL.parse(state, CHANCE, "prize 6"))
        got = read_line(body, lambda text: GOOFSPIEL.parse(state, "Ann", text),
                        GOOFSPIEL.lexicon(state))
        return tuple(str(m) for m in got.moves if m is not None)
    answer = play(directory, game, lang, body)
    return answer.moves if answer.action == "played" else ()


@pytest.mark.parametrize(("cls", "game", "lang", "body", "move"), MEMBERS,
                         ids=lambda v: v if isinstance(v, str) and " " in v else None)
def test_the_players_own_move_is_read_beside_a_remark(cls, game, lang, body, move, tmp_path):
    assert moves_read(tmp_path, game, lang, body) == (move,)


@pytest.mark.parametrize(("game", "lang", "body"), UNPLAYED)
def test_words_that_pick_no_one_move_are_never_played(game, lang, body, tmp_path):
    answer = play(tmp_path, game, lang, body)  # live: a sealed bid of two cards is asked back
    assert answer.moves == ()
    assert answer.action != "played"
