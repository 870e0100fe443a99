"""One mail per person per moment (issue 42, conv31): within the moment a mail may wait to
ride in its reader's next one (PBM_READBACK_WAIT), a person gets one mail that carries
everything new for them (an offer to them, its end, news of their own, their turn, the
read-back of their own lines), never two that tell the same news twice. Newcomers saw an offer
mail and a minute later their turn mail repeating it, "Máš novinky" and "Jsi na tahu" seconds
apart: the offer and the board of news went at once, and the turn mail came on its own.

The class: two mails in a row to one person whose writes came less than the moment apart with
no mail of theirs in between (see mail_moment_table.Played.twice_in_a_moment). Members: whole
games by mail at the pace of seconds, minutes and hours, 2 to 6 players with and without bots,
offers crossing turns, WesternPoly, Goofspiel and 1926, Czech and English."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_moment_table import MOMENT, play

OFFER = "nabídka {name} dám 100 $ dostanu nic"
OFFER_EN = "offer {name} give $100 get nothing"

# the members tuned on: the reviewers' games (an offer out of turn, jail news at a fast pace)
CASES = [
    ("westernpoly", 4, 0, timedelta(minutes=1), {5: (2, 1, OFFER), 11: (0, 3, OFFER)}, "cs"),
    ("westernpoly", 3, 1, timedelta(seconds=30), {3: (1, 0, OFFER), 8: (0, 2, OFFER)}, "cs"),
]
# built with the fix, kept aside and run once after it (not tuned on)
HELD_OUT = [
    ("westernpoly", 5, 1, timedelta(minutes=2), {2: (4, 0, OFFER), 7: (1, 3, OFFER)}, "cs"),
    ("westernpoly", 2, 2, timedelta(seconds=45), {4: (1, 0, OFFER)}, "cs"),
    ("westernpoly", 6, 0, timedelta(seconds=20), {3: (5, 2, OFFER), 9: (2, 4, OFFER)}, "cs"),
    ("westernpoly", 4, 0, timedelta(seconds=90), {2: (3, 1, OFFER_EN), 6: (0, 2, OFFER_EN)},
     "en"),
    ("westernpoly", 3, 0, timedelta(hours=3), {3: (2, 0, OFFER)}, "cs"),
    ("goofspiel", 3, 1, timedelta(minutes=1), {}, "cs"),
    ("goofspiel", 2, 0, timedelta(seconds=30), {}, "en"),
    ("1926", 4, 1, timedelta(minutes=1), {}, "cs"),  # first written 4 + 2: 1926 seats 5
    ("1926", 3, 0, timedelta(minutes=5), {}, "en"),
]


def _check(rules_id, humans, bots, pace, offers, lang):
    played = play(rules_id, humans, bots, pace, offers, replies=40, lang=lang)
    assert sum(len(inbox) for inbox in played.inboxes.values()) > humans  # the game was played
    assert played.twice_in_a_moment() == []


def test_the_moment_is_the_read_backs_wait():
    assert MOMENT > timedelta(0)  # else nothing waits and the class is not reached


@pytest.mark.parametrize("rules_id,humans,bots,pace,offers,lang", CASES)
def test_one_mail_per_person_per_moment(rules_id, humans, bots, pace, offers, lang):
    _check(rules_id, humans, bots, pace, offers, lang)


@pytest.mark.parametrize("rules_id,humans,bots,pace,offers,lang", HELD_OUT)
def test_held_out_one_mail_per_person_per_moment(rules_id, humans, bots, pace, offers, lang):
    _check(rules_id, humans, bots, pace, offers, lang)
