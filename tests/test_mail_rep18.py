"""A line of another's or a past act beside the move, a move with its reason after it, the same
move twice, a move for a later turn (tests/mail/rep18_classes.py), played through live games."""

from __future__ import annotations

import pytest

from functions.mailroom.reading import read_line
from tests.mail.reading_classes import play
from tests.mail.rep18_classes import CARDS, LATER, MEMBERS, OFFERS, OVER, SKIPPED
from tests.mail.review11_classes import TRUMPS
from tests.test_mail_review11 import _ohhell


@pytest.mark.parametrize(("cls", "game", "lang", "body", "first"), MEMBERS,
                         ids=[f"{m[0]}:{m[3]}" for m in MEMBERS])
def test_the_move_is_played_and_only_what_the_player_needs_is_named(cls, game, lang, body,
                                                                    first, tmp_path):
    answer = play(tmp_path, game, lang, body)
    assert answer.moves[:1] == (first,)
    assert answer.action == "played"
    assert OVER[lang] not in answer.text
    if cls == "later_named":  # the second move is named as one for later, not kept
        assert LATER[lang] in answer.text
    else:  # the chatter, the reason, the repeat: never named as skipped
        assert SKIPPED[lang] not in answer.text


def test_a_repeated_move_is_played_once(tmp_path):
    answer = play(tmp_path, "goofspiel", "cs", "přihazuji 8\npřihazuji 8")
    assert answer.moves == ("bid 8",)


def test_a_remark_alone_is_still_asked_back(tmp_path):
    answer = play(tmp_path, "1926", "cs", "Bob dal velkou do Prahy, to je odvaha.")
    assert answer.moves == ()
    assert "poznámku" in answer.text


@pytest.mark.parametrize(("cls", "lang", "line", "move"), CARDS, ids=[m[2] for m in CARDS])
def test_an_oh_hell_card_with_its_reason_after_it_is_played(cls, lang, line, move):
    game, state = _ohhell(TRUMPS, lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == (move,)


@pytest.mark.parametrize("line", ["Ať si ho koupí Ann.", "Hodně štěstí všem, ať to vyjde."])
def test_a_reason_alone_is_no_move(line, tmp_path):
    answer = play(tmp_path, "1926", "cs", line)
    assert answer.moves == ()


@pytest.mark.parametrize(("cls", "lang", "body", "name", "move"), OFFERS,
                         ids=[m[2] for m in OFFERS])
def test_a_name_in_courtesy_beside_a_deal_idiom_answers_the_offer(cls, lang, body, name, move,
                                                                   tmp_path):
    answer = play(tmp_path, "westernpoly", lang, body, f"field_offer|{name},Bob")
    assert answer.moves == (move,)
