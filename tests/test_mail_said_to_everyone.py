"""Words a reply addresses to everyone are table talk (review 22n: "A všem: hodně štěstí, ať
vám to padá!" under a move was dropped without a word, "Všem: hodně štěstí!" alone answered as
holding no move).

Class: a line that opens with "everyone" and a colon, in any of the ways the SAY command names
the whole table ("všem", "všichni", "everyone", "all", after "a" / "and" / "to"), the keyword
ŘEKNI / SAY left out. It is the SAY it would be with the keyword. HELD_OUT was kept aside and
measured last: 0/3 before, 3/3 after."""

from __future__ import annotations

import pytest

from functions.mail.commands import parse_commands
from tests.mail.reading_classes import play

MEMBERS = ["Všem: hodně štěstí!", "A všem: ať vám to padá!", "Everyone: good luck!",
           "Vsem: hodne stesti"]
HELD_OUT = ["And to everyone: have fun!", "Všichni: díky za hru zatím!",
            "To all: see you next round"]
# a colon after other words is no talk to everyone
NOT_TALK = ["Pozor: NEPŘÍTOMEN 20.1.-25.1.", "Můj tah: koupit", "Všem hráčům děkuji"]


@pytest.mark.parametrize("line", MEMBERS + HELD_OUT)
def test_a_line_to_everyone_is_said_to_the_whole_table(line: str) -> None:
    """The line reads as the SAY with its keyword: to the table, the words after the colon."""
    (said,) = parse_commands(line)
    keyword = "SAY all:" + line.partition(":")[2]
    assert said.kind.value == "say"
    assert said.argument.partition(":")[2].strip() == parse_commands(keyword)[0].argument \
        .partition(":")[2].strip()


@pytest.mark.parametrize("line", NOT_TALK)
def test_other_words_before_a_colon_are_no_talk(line: str) -> None:
    assert all(c.kind.value != "say" for c in parse_commands(line))


def test_a_move_and_words_to_everyone_are_both_done(tmp_path) -> None:
    """The move is played and the words go to the table, told back in the same mail."""
    got = play(tmp_path, "westernpoly", "cs", "Beru.\nA všem: hodně štěstí, ať vám to padá!\n\n"
               "Jakub")
    assert got.moves[0] == "buy"
    assert "press_sent" in got.kinds[0] and "hodně štěstí, ať vám to padá!" in got.text
