"""A card kept back is not the card played, in live games (tests/mail/review9_classes.py):
the blind outside review 9's misplay, "Třináctku si šetřím, teď dám pětku.", and its class."""

from __future__ import annotations

import pytest

from tests.mail.reading_classes import play, read_exactly
from tests.mail.review9_classes import ASKED, NO_MOVE, TRAINING


@pytest.mark.parametrize("member", TRAINING, ids=lambda m: m.line)
def test_the_card_played_is_read_and_the_card_kept_is_not(member, tmp_path):
    (tmp_path / "member").mkdir()
    (tmp_path / "control").mkdir()

    def controls(game, lang, body, position):
        return play(tmp_path / "control", game, lang, body, position)

    assert read_exactly(tmp_path / "member", member, member.game, controls) == ""


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
