"""The game-over mail tells each reader what concerns them (issue 42, review 9): an offer that
lapsed because the game ended is told to its two sides only, not to every player."""

from __future__ import annotations

import dataclasses

import pytest
from test_render_letters import NAMES, _letter, _played, _record

LAPSED = {"kind": "trade_lapsed", "text": "Trade offer #5 lapsed",
          "data": {"offer": 5, "reason": "game_over", "players": ["Ann", "Bob"]}}
DECLINED = {"kind": "trade_declined", "text": "Bob declined trade #4",
            "data": {"offer": 4, "player": "Bob", "proposer": "Ann"}}
SAID = {"en": "#5", "cs": "#5"}


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_lapsed_offer_is_told_at_the_end_to_its_sides_only(lang):
    game, state, _ = _played("westernpoly", NAMES, lang, 6)
    record = dataclasses.replace(_record("westernpoly", NAMES, lang, "Divoký západ"),
                                 status="finished")
    result = {"winners": ["Cyril"], "draw": False, "scores": {"Cyril": 1}}
    told = {seat: _letter("game_over", record, game, state, lang=lang, to=seat, result=result,
                          seed="5eed", events=[LAPSED, DECLINED])[0].text
            for seat in ("p1", "p2", "p3")}
    assert SAID[lang] in told["p1"] and SAID[lang] in told["p2"], told["p1"]
    assert SAID[lang] not in told["p3"], told["p3"]
    assert all("#4" in text for text in told.values())  # a player's act is everyone's news
