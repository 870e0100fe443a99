"""The reply classes of the thirteenth outside round (tests/mail/rep21_classes.py), played
through live games: moves offered as alternatives or in doubt are asked back, the player's
conditional of a time to come is a remark, a number or a field asked for in an idiom is the
move."""

from __future__ import annotations

import pytest

from functions.mailroom.hedges import alternatives, hedged, opens_with_choice
from rules.tense import another_time, conditional_later
from tests.mail.reading_classes import assert_read_as, play
from tests.mail.rep21_classes import MEMBERS


@pytest.mark.parametrize(("cls", "game", "lang", "body", "position", "moves"), MEMBERS,
                         ids=[f"{m[0]}:{m[3]}" for m in MEMBERS])
def test_a_reply_is_answered_as_a_person_reads_it(cls, game, lang, body, position, moves,
                                                   tmp_path):
    assert_read_as(play(tmp_path, game, lang, body, position), body, lang, moves)


@pytest.mark.parametrize(("line", "hedges"), [
    ("Dám buď malou do Plzně, nebo střední do Olomouce.", True),
    ("Not sure - maybe buy, maybe pass. Your call?", True),
    ("Dám dvanáctku? Nebo desítku?", True),
    ("Nejsem si jistá, velká Praha.", True),
    ("Dám pětku, vlastně sedmičku.", False),
    ("Koupit, nebo ne? Koupit.", False),  # the question answered on the line
    ("Koupit? Jasně že jo.", False),
    ("velká Praha", False),
    # a disclaimer's "or" in prose is never weighed (a line longer than hedges.MAX_HEDGED)
    ("Any use, copying or distribution of this message is prohibited. " * 8, False)])
def test_a_line_hedges_by_a_word_of_choice_or_doubt(line, hedges):
    assert hedged(line) is hedges


def test_a_hedged_line_falls_into_its_alternatives_less_the_words_of_doubt():
    assert alternatives("bid 0, or maybe bid 2") == ["bid 0", "bid 2"]
    assert alternatives("Přihazuji 5, nebo radši 9.") == ["Přihazuji 5", "9"]
    assert alternatives("Nevím, jestli dát sedmičku, nebo devítku.") == [
        "dát sedmičku", "devítku"]
    assert opens_with_choice("Nebo radši osmičku.")
    assert not opens_with_choice("Velkou do Prahy, nebo Brna")


@pytest.mark.parametrize(("text", "later"), [
    ("Kurz střelby bych si koupil, až na něj dojedu.", True),
    ("I'd buy the saloon once I land on it", True),
    ("Koupil bych to.", False),  # the polite move of now
    ("Až přijde třináctka, dám ji.", False),  # no conditional: the player's plan is told
    ("Dám pětku, sedmičku až v dalším kole.", False)])
def test_the_conditional_of_a_time_to_come_is_another_time(text, later):
    assert conditional_later(text) is later
    if later:  # what the player would do then is no move of now, in every game
        assert another_time(text, question=False)
