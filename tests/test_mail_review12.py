"""The replies a blind reviewer found unread after review 11 in WesternPoly, in live games
(tests/mail/review12_offer_classes.py)."""

from __future__ import annotations

import pytest

from functions.mail.reply_text import reply_text
from functions.mailroom.reading import read_line
from tests.mail.reading_classes import play, read_as_its_control
from tests.mail.review11_classes import TRUMPS
from tests.mail.review12_offer_classes import (
    DEAL_DONE_TO_A_GIFT,
    OHHELL,
    POINTERS,
    QUOTED_MENU,
    SENTENCES,
)
from tests.test_mail_offers import _asked_back
from tests.test_mail_review11 import _ohhell


@pytest.mark.parametrize("member", SENTENCES, ids=lambda m: m.line)
def test_a_number_noun_a_plural_decline_and_a_deal_done_are_read_as_the_move(member, tmp_path):
    assert read_as_its_control(tmp_path, member) == ""


@pytest.mark.parametrize("line,lang", DEAL_DONE_TO_A_GIFT)
def test_a_deal_done_in_words_of_selling_to_a_gift_is_asked_back(line, lang, tmp_path):
    got = play(tmp_path, "westernpoly", lang, line, "offered_roll")
    assert _asked_back(got, lang, "1"), (got.action, got.moves, got.text)


@pytest.mark.parametrize("lang,line,move", OHHELL)
def test_an_oh_hell_code_after_a_label_or_the_card_of_now_is_played_a_kept_one_never(
        lang, line, move):
    game, state = _ohhell(TRUMPS, lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert tuple(m for m in got.moves if m is not None) == ((move,) if move else ())


@pytest.mark.parametrize("line,said", POINTERS)
def test_an_arrow_and_a_pointer_under_a_quoted_menu_line_pick_it(line, said):
    assert reply_text(QUOTED_MENU + line) == said
