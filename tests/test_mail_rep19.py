"""The last reply classes of issue 41 (tests/mail/rep19_classes.py), played through live
games: game nouns beside a move are chatter, 'X a pak Y' the turn cannot hold is asked back,
a sale said in a sentence answers the offer; the vocative is one rule (rules.czech_names)."""

from __future__ import annotations

import pytest

from functions.mailroom.game_words import tries_a_move
from functions.mailroom.incoming import for_later
from rules.api import Lexicon
from rules.czech_names import called_forms, vocative
from rules.text import fold
from rules.westernpoly.parser import fields_mentioned
from tests.mail.reading_classes import assert_read_as, play
from tests.mail.rep19_classes import MEMBERS, STILL_NAMED


@pytest.mark.parametrize(("cls", "game", "lang", "body", "position", "moves"), MEMBERS,
                         ids=[f"{m[0]}:{m[3]}" for m in MEMBERS])
def test_a_reply_is_answered_as_a_person_reads_it(cls, game, lang, body, position, moves,
                                                   tmp_path):
    assert_read_as(play(tmp_path, game, lang, body, position), body, lang, moves, one_mail=False, later_named=True)


@pytest.mark.parametrize(("game", "lang", "move", "line", "position"), STILL_NAMED)
def test_a_line_that_tries_a_move_is_still_named_beside_the_move(game, lang, move, line,
                                                                 position, tmp_path):
    answer = play(tmp_path, game, lang, f"{move}\n{line}", position)
    assert answer.action == "played"
    assert line in answer.text


def test_game_nouns_without_a_verb_try_no_move():
    lexicon = Lexicon(commands=frozenset({"mala", "dam"}), names=frozenset({"brne", "praha"}),
                      nouns=frozenset({"mala"}))
    assert not tries_a_move("Ta malá v Brně je moje chlouba", lexicon, frozenset())
    assert tries_a_move("Malá Praha", lexicon, frozenset())  # the move's shape
    assert tries_a_move("Bobovi dám Prahu, jestli smím", lexicon, frozenset({"bobovi"}))
    assert not tries_a_move("Bobe, ta malá v Praze je pěkná", lexicon, frozenset({"bobe"}))


@pytest.mark.parametrize(("text", "later"), [
    ("velkou do Prahy a pak malou do Brna", False), ("Bid 5 and then 7", False),
    ("velkou do Prahy a příště malou", True), ("sedmičku až v dalším kole", True),
    ("small Brno next time", True), ("Dám pětku, potom sedmičku", False)])
def test_only_a_word_of_another_turn_marks_a_move_for_later(text, later):
    assert for_later(text) is later


@pytest.mark.parametrize(("name", "called"), [
    ("Petr", "petre"), ("Martina", "martino"), ("Tomáš", "tomasi"), ("Bořek", "borku"),
    ("Pavel", "pavle"), ("Radek", "radku"), ("Tom", "tome")])
def test_a_player_is_called_by_the_vocative_of_the_greetings(name, called):
    assert called in called_forms(name)
    assert fold(vocative(name)) in called_forms(name)  # the greeting's form is read back


@pytest.mark.parametrize(("text", "field"), [
    ("Modrá je tvoje", 8), ("Kaktusovou ti prodám", 11), ("Kurz je tvůj", 5)])
def test_a_field_is_named_by_a_word_only_its_name_holds_written_with_a_capital(text, field):
    named, _ = fields_mentioned(text)
    assert any(field in fields for fields in named)
    assert fields_mentioned(text.lower())[0] == []
