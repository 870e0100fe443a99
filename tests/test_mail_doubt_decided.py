"""A doubt between two words that the line's last clause settles (outside cases oc17: "Nevím
jestli velkou nebo střední do Brna, dám asi střední." was asked back): the word chosen takes the
place of the choice and the move is played; a last clause that still hedges, or names neither
word, leaves the line to be asked back: with the two moves it weighs (hedges.paired), never
with the words of doubt read as a region's name."""

from __future__ import annotations

import pytest

from functions.mailroom.hedges import decided
from tests.mail.reading_classes import ASKED, assert_read_as, play

QUOTES = {"cs": "„“", "en": "“”"}

MEMBERS = [
    ("1926", "cs", "Nevím jestli velkou nebo střední do Brna, dám asi střední.", ("medium brno",)),
    ("1926", "cs", "Váhám mezi velkou a malou do Brna. Nakonec dám malou.", ("small brno",)),
    ("1926", "cs", "Střední nebo malá do Brna? Dám střední.", ("medium brno",)),
    ("1926", "en", "Not sure whether large or medium to Brno, I guess medium.", ("medium brno",)),
    ("1926", "cs", "Hmm, malou nebo velkou do Prahy? Tak velkou.", ("large praha",)),
    ("1926", "cs", "Nevim jestli mala nebo stredni do Plzne... beru stredni", ("medium plzen",)),
    ("1926", "en", "Torn between small and large to Praha. Going with large.", ("large praha",)),
    ("goofspiel", "en", "Seven or nine... I'll go with nine.", ("bid 9",)),
    ("goofspiel", "cs", "Sedmičku nebo devítku? Dám devítku.", ("bid 9",)),
]
# still in doubt at the end: asked back which of the two moves (it was refused with "no
# region is called "or maybe"", the words of doubt taken for a region's name)
UNDECIDED = [
    ("1926", "cs", "Velkou nebo střední do Brna, možná střední.", ("Velkou do Brna",
                                                                   "střední do Brna")),
    ("1926", "cs", "Velkou nebo střední do Brna? Možná velkou.", ("Velkou do Brna",
                                                                  "střední do Brna")),
    ("1926", "en", "Large or medium to Brno? Maybe large, maybe medium.", ("Large to Brno",
                                                                           "medium to Brno")),
    ("1926", "en", "Large or medium to Brno? Perhaps large.", ("Large to Brno",
                                                               "medium to Brno")),
]


@pytest.mark.parametrize(("game", "lang", "body", "moves"), MEMBERS,
                         ids=[m[2] for m in MEMBERS])
def test_a_doubt_settled_by_its_last_clause_is_the_move_chosen(game, lang, body, moves,
                                                               tmp_path):
    assert_read_as(play(tmp_path, game, lang, body), body, lang, moves)


@pytest.mark.parametrize(("game", "lang", "body", "asked"), UNDECIDED,
                         ids=[m[2] for m in UNDECIDED])
def test_a_doubt_not_settled_is_asked_back_with_both_moves(game, lang, body, asked, tmp_path):
    answer = play(tmp_path, game, lang, body)
    own = answer.text.split("\n> ")[0]
    assert answer.moves == () and ASKED[lang] in own
    assert all(f"{QUOTES[lang][0]}{move}{QUOTES[lang][1]}" in own for move in asked), own


@pytest.mark.parametrize(("line", "readings"), [
    ("Nevím jestli velkou nebo střední do Brna, dám asi střední.", ["střední do Brna"]),
    ("Koupit nebo nekoupit? Koupit.", []),  # no word of deciding: hedges.hedged's answer
    ("Velkou do Prahy, nebo střední do Brna? Asi střední do Brna.", []),  # two words chosen
    ("Dám velkou do Prahy.", []),
])
def test_the_reading_puts_the_chosen_word_in_place_of_the_choice(line, readings):
    assert decided(line)[:len(readings)] == readings and bool(decided(line)) == bool(readings)
