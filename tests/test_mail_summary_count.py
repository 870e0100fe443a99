"""A count only where it helps (issue 42, review 9): "vynecháno 91 dalších událostí", "343 other
events left out" told a reader nothing. A welcome back or a week's summary after many turns
names what it left out (the other players' earlier turns) instead of counting past
EVENTS_COUNTED; a short gap still counts its few."""

from __future__ import annotations

import re

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_absent import _play

from bench.mail_follow import text_of
from functions.render.letters import EVENTS_COUNTED
from functions.service import PlayerSpec

NAMES = {"cs": ["Jana Nováková", "Tomáš Hruška", "Lucie Malá"],
         "en": ["Ann Lee", "Bob Day", "Cid Roe"]}
COUNTED = re.compile(r"(\d+) (dalš\w+ událost\w*|dřívějš\w+ událost\w*|other events?|earlier "
                     r"events?)")
NAMED = {"cs": "dřívější tahy", "en": "earlier turns"}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_welcome_back_after_many_turns_names_what_it_left_out_without_a_count(lang):
    people = [PlayerSpec(n, a, lang) for n, a in zip(NAMES[lang], (ANN, BOB, CID), strict=True)]
    with open_table(players=people) as t:
        _play(t, 10)  # Bob is away ten turns: the bot plays for him, the others play on
        t.reply(BOB, "ZPĚT" if lang == "cs" else "BACK")
        welcome = text_of(t.newest(BOB))
        counts = [int(n) for n, _ in COUNTED.findall(welcome)]
        assert all(n <= EVENTS_COUNTED for n in counts), welcome
        assert NAMED[lang] in " ".join(welcome.split()), welcome
