"""What a missed-turn mail says will happen matches the game's timing policy (issue 42)."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from functions.service.records.timing import Timing
from tests.test_render_letters import NAMES, _letter, _played, _record

WAIT = ("počkají", "will wait for you")
BOT_AWAY = ("robot za tebe mezitím", "meanwhile the bot plays")
OUT = ("hra tě vyřadí", "you are out of the game")

# (away, remove_after, missed); the rest are kept aside in tests/held_out (not tuned on)
COMBOS = [(away, after, missed)
          for away, after, missed in itertools.product(("extend", "autoplay"), (0, 2, 3), (1, 2))]


def _mail(lang: str, away: str, after: int, missed: int) -> str:
    game, state, _ = _played("westernpoly", NAMES, "en", 20)
    record = _record("westernpoly", NAMES, "en")
    record = dataclasses.replace(record, timing=Timing(deadline_hours=48, missed_turn="autoplay",
                                                       away=away, remove_after=after))
    payload = {"action": "autoplay", "played": ["buy"], "missed": missed}
    if missed >= 2:
        payload["absent"] = True
    letter, _ = _letter("turn_missed", record, game, state, lang=lang, to="p2", waiting="p1",
                        **payload)
    return letter.text.replace("\n", " ")


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize(("away", "after", "missed"), COMBOS)
def test_a_missed_turn_mail_promises_only_what_the_policy_does(lang, away, after, missed):
    text = _mail(lang, away, after, missed)
    i = 0 if lang == "cs" else 1
    absent = missed >= 2
    if not absent:  # the hint about an absence says what an absence does in this game
        assert (WAIT[i] in text) == (away == "extend")
        assert (BOT_AWAY[i] in text) == (away == "autoplay")
    else:
        assert WAIT[i] not in text
    assert (OUT[i] in text) == bool(after and missed < after)
