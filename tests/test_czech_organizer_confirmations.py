"""Czech of the confirmations a Czech reader should read without stumbling (issue 42, org32):
an offer read back as a sentence ("nabídka Petru: dávám …, chci …"), the moves played for a
player counted as Czech counts them, and never a subject Outlook takes for its quote header."""

from __future__ import annotations

import pytest

import rules
from functions.service.play.explain import phrase
from rules.westernpoly.moves import MakeOffer
from rules.westernpoly.state import Bundle


@pytest.fixture
def table():
    game = rules.get("westernpoly")
    state = game.new_game(["Petr Dvořák", "Jana Malá"], {"lang": "cs"}, 7)
    return game, state


def test_an_offer_reads_as_a_sentence_not_a_list(table):
    game, state = table
    offer = MakeOffer(to="Jana Malá", give=Bundle(money=2500), get=Bundle())
    said = game.describe(state, offer, "cs")
    assert said.startswith("nabídka ") and ": dávám 2" in said and ";" not in said


@pytest.mark.parametrize(("n", "words"), [(1, "zahrál ještě jeden tah"),
                                          (3, "zahrály ještě 3 tahy"),
                                          (6, "zahrálo ještě 6 tahů")])
def test_the_moves_played_for_a_player_are_counted_in_czech(n, words):
    said = phrase("cs", "orders_played_more", n=n)
    assert words in said and "(" not in said and "trvalých pokynů" in said


def test_no_subject_of_ours_opens_as_outlooks_quote_header():
    from functions.render.catalogue import MAIL
    for key, texts in MAIL.texts.items():
        if key.startswith("subject"):
            assert not texts.get("cs", "").startswith("Odesláno:"), key
