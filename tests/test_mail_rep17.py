"""Two moves for one decision, a card of another time, a bid declared without a colon
(tests/mail/rep17_classes.py), every member played through a live game by mail."""

from __future__ import annotations

import pytest

from functions.mailroom.reading import corrects, read_line
from rules.tense import another_time
from tests.mail.reading_classes import play
from tests.mail.rep17_classes import ASK, MEMBERS, OFFERS
from tests.mail.review11_classes import TRUMPS
from tests.test_mail_review11 import _ohhell

_ASKED = {"cs": "zahrát ale jde jen jeden", "en": "only one can be played"}
_QUOTES = {"cs": "„{}“", "en": "“{}”"}


@pytest.mark.parametrize(("cls", "game", "lang", "body", "moves"), MEMBERS,
                         ids=[f"{m[0]}:{m[3]}" for m in MEMBERS])
def test_a_reply_is_played_as_a_person_reads_it(cls, game, lang, body, moves, tmp_path):
    answer = play(tmp_path, game, lang, body)
    if moves != ASK:
        assert answer.moves == moves
        assert (answer.action == "played") == bool(moves)
        return
    assert answer.moves == ()
    assert answer.action == "refused"
    assert _ASKED[lang] in answer.text
    lines = [line for line in body.split("\n") if line not in ("Ahoj,", "Díky")]
    if len(lines) > 1:  # each line quoted as the player wrote it
        assert all(_QUOTES[lang].format(line) in answer.text for line in lines)


def test_two_moves_beside_a_message_are_named_and_the_message_still_goes(tmp_path):
    answer = play(tmp_path, "1926", "cs", "ŘEKNI všem: hodně štěstí\nMalá do Brna.\n"
                                          "Velká do Olomouce.")
    assert answer.moves == ()
    assert "„Malá do Brna.“, nebo „Velká do Olomouce.“" in answer.text


@pytest.mark.parametrize(("cls", "lang", "body", "moves", "asks"), OFFERS,
                         ids=[m[2] for m in OFFERS])
def test_a_field_named_beside_offers_answered_alike_asks_nothing(cls, lang, body, moves, asks,
                                                                 tmp_path):
    answer = play(tmp_path, "westernpoly", lang, body, "field_offers")
    assert answer.moves == moves
    assert ("nevím, na kterou nabídku" in answer.text) is asks


@pytest.mark.parametrize(("line", "mends"), [
    ("*7", True), ("* malou do Brna", True), ("Ne, 7.", True), ("No – bid 7", True),
    ("Ne, nechám to být.", True), ("Ne, díky.", False), ("No thanks", False),
    ("**Důležité**", False), ("Nevím, 7", False)])
def test_a_line_that_mends_the_move_above_it(line, mends):
    assert corrects(line) is mends


@pytest.mark.parametrize(("text", "other"), [
    ("Minule bych dala třináctku.", True), ("Dal bych devítku.", False),
    ("Bob by dal krále.", True), ("To by chtělo krále.", True), ("Bid 5, by the way.", False),
    ("Dala jsem pětku.", True), ("Jsem zvědavá, dávám pětku.", False),
    ("Minule krále, teď dvojku.", False), ("Last time 13, this time 4.", False),
    ("Mám dát eso?", True), ("I'd bid 4.", False), ("I would have bid 4.", True)])
def test_a_sentence_of_another_time_or_mood(text, other):
    assert another_time(text) is other


@pytest.mark.parametrize(("lang", "line", "move"), [
    ("cs", "Moje karta je AS", "play AS"), ("en", "My card is 9C", "play 9C")])
def test_an_oh_hell_code_declared_without_a_colon_is_played(lang, line, move):
    game, state = _ohhell(TRUMPS, lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == (move,)
