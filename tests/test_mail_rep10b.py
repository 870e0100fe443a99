"""Moves said in a sentence of the player's own, in live games (tests/mail/rep10b_classes.py):
1926's region and size with any verb, Oh Hell's bids as predictions, Goofspiel's card nouns,
WesternPoly's purchase left in idioms, in the conditional, or picked by its ordinal."""

from __future__ import annotations

import pytest

from rules import AmbiguousCommand
from rules.game1926 import sentence
from tests.mail.reading_classes import play, read_as_its_control
from tests.mail.rep10b_classes import NO_MOVE, TRAINING


@pytest.mark.parametrize("member", TRAINING, ids=lambda m: m.line)
def test_a_move_said_in_the_players_own_sentence_is_read_as_the_move(member, tmp_path):
    assert read_as_its_control(tmp_path, member) == ""


@pytest.mark.parametrize("game,lang,body", NO_MOVE)
def test_a_kept_supposition_or_two_places_or_sizes_play_nothing(game, lang, body, tmp_path):
    got = play(tmp_path, game, lang, body)
    assert got.moves == ()
    assert got.action != "played"


@pytest.mark.parametrize("text,candidates", [
    ("Zkusím malou v Praze nebo v Brně.", {"small praha", "small brno"}),
    ("Praho, dostaneš malou nebo velkou.", {"small praha", "large praha"}),
])
def test_two_regions_or_two_sizes_in_a_clause_are_asked_back(text, candidates):
    with pytest.raises(AmbiguousCommand) as asked:
        sentence.placement("primarky", "cs", text)
    assert set(asked.value.candidates) == candidates


# (review 7's c031, "Velká v Praze mi zatím stačí. Střední do Olomouce.", was misplayed by a
# first cut of this class that read any verb)
@pytest.mark.parametrize("text", ["Malá v Plzni je slabá.", "Zkusím Hradecko.",
                                  "Velká v Praze mi zatím stačí.", "Střední v Brně vypadá dobře"])
def test_a_clause_that_tells_of_the_board_or_lacks_a_size_is_no_placement(text):
    assert sentence.placement("primarky", "cs", text) is None
