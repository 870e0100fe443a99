"""A card kept back is not the card played, in live games (tests/mail/review9_classes.py):
the blind outside review 9's misplay, "Třináctku si šetřím, teď dám pětku.", and its class;
the card and board games' sentences the review found read wrong, and their classes."""

from __future__ import annotations

import pytest

import rules
from functions.mailroom.reading import read_line
from rules import CHANCE, AmbiguousCommand
from tests.mail.reading_classes import play, read_as_its_control
from tests.mail.review9_classes import (
    ASKED,
    HTML_ONLY,
    NO_MOVE,
    OHHELL_PLAYS,
    OHHELL_SENTENCES,
    OHHELL_UNPLAYED,
    SENTENCES,
    TRAINING,
    TWO_OF_A_RANK,
    UNPLAYED_1926,
)


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


def _ann_leads(lang: str, deal: str = "AH KH QH 2C 3C 4C 5S"):
    """Oh Hell, Cid dealing two cards each (Ann the 1st and 4th of `deal`: AH 2C), every bid
    0: Ann leads the trick."""
    game = rules.get("ohhell")
    state = game.new_game(["Ann", "Bob", "Cid"], {"hands": "2", "lang": lang})
    for text in ("dealer Cid", *(f"deal {c}" for c in deal.split())):
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


@pytest.mark.parametrize("member", SENTENCES, ids=lambda m: m.line)
def test_a_sentence_is_read_as_the_commands_it_holds(member, tmp_path):
    assert read_as_its_control(tmp_path, member) == ""


@pytest.mark.parametrize("lang,body", UNPLAYED_1926)
def test_a_second_region_or_size_or_a_place_not_said_is_never_played(lang, body, tmp_path):
    got = play(tmp_path, "1926", lang, body)
    assert got.moves == ()
    assert got.action != "played"


@pytest.mark.parametrize("cls,lang,line,moves", OHHELL_SENTENCES)
def test_a_card_in_a_sentence_of_oh_hell_is_read(cls, lang, line, moves):
    game, state = _ann_leads(lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == tuple(moves.split("|"))


@pytest.mark.parametrize("lang,line", OHHELL_UNPLAYED)
def test_a_card_kept_denied_or_told_of_is_no_play(lang, line):
    game, state = _ann_leads(lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == ()


@pytest.mark.parametrize("cls,lang,line", TWO_OF_A_RANK)
def test_a_rank_held_twice_is_asked_back_naming_both(cls, lang, line):
    game, state = _ann_leads(lang, "3C KH QH 3H 2C 4C 5S")
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == (None,)
    with pytest.raises(AmbiguousCommand) as asked:
        game.parse(state, "Ann", got.commands[0])
    named = str(asked.value).lower()
    assert ("club" in named and "heart" in named) if lang == "en" \
        else ("křížov" in named and "srdcov" in named)


@pytest.mark.parametrize("cls,game,plain,html,control,lang", HTML_ONLY)
def test_a_text_part_with_nothing_of_its_own_yields_to_the_html_part(
        cls, game, plain, html, control, lang, tmp_path):
    (tmp_path / "member").mkdir()
    (tmp_path / "control").mkdir()
    got = play(tmp_path / "member", game, lang, plain, html=html)
    want = play(tmp_path / "control", game, lang, control)
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)
