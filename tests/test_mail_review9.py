"""A card kept back is not the card played, in live games (tests/mail/review9_classes.py):
the blind outside review 9's misplay, "Třináctku si šetřím, teď dám pětku.", and its class."""

from __future__ import annotations

import pytest

import rules
from functions.mailroom.reading import read_line
from rules import CHANCE
from tests.mail.reading_classes import play, read_as_its_control
from tests.mail.review9_classes import ASKED, NO_MOVE, OHHELL_PLAYS, TRAINING


@pytest.mark.parametrize("member", TRAINING, ids=lambda m: m.line)
def test_the_card_played_is_read_and_the_card_kept_is_not(member, tmp_path):
    assert read_as_its_control(tmp_path, member) == ""


@pytest.mark.parametrize("game,lang,body", NO_MOVE)
def test_a_kept_card_alone_or_two_cards_unsplit_play_nothing(game, lang, body, tmp_path):
    got = play(tmp_path, game, lang, body)
    assert got.moves == ()
    assert got.action != "played"


@pytest.mark.parametrize("lang,body,asked", ASKED)
def test_two_cards_without_a_keep_or_play_split_are_asked_back(lang, body, asked, tmp_path):
    got = play(tmp_path, "goofspiel", lang, body)
    assert got.moves == ()
    assert asked in got.text


def _ann_leads(lang: str):
    """Oh Hell, Cid dealing two cards each (Ann AH 2C), every bid 0: Ann leads the trick."""
    game = rules.get("ohhell")
    state = game.new_game(["Ann", "Bob", "Cid"], {"hands": "2", "lang": lang})
    for text in ("dealer Cid", *(f"deal {c}" for c in "AH KH QH 2C 3C 4C 5S".split())):
        state = game.apply(state, CHANCE, game.parse(state, CHANCE, text))
    for _ in range(3):
        player = game.to_move(state)
        state = game.apply(state, player, game.parse(state, player, "bid 0"))
    return game, state


@pytest.mark.parametrize("lang,line,move", OHHELL_PLAYS)
def test_the_card_kept_in_oh_hell_is_never_the_card_played(lang, line, move):
    game, state = _ann_leads(lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == ((move,) if move else ())
