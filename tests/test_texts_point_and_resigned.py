"""Texts a newcomer's re-check found wrong: a welcome back pointing "below" in mails without a
menu there, and 1926 standings that told a resigned player as out in a "0th" count."""

from __future__ import annotations

import re

import pytest
from mail_table import BOB, open_table

from bench.mail_follow import text_of
from functions.render.games.game1926 import result_rows
from functions.service.play.explain import phrase
from tests.test_mail_absent import _play

# a sentence pointing elsewhere in its mail
_POINTER = re.compile(r"\b(?:níže|nize|výše|vyse|dole|nahoře|nahore|below|above)\b",
                      re.IGNORECASE)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("key", ["absent_back", "back_your_turn"])
def test_the_welcome_back_points_nowhere_in_its_mail(lang, key):
    # it rides in a board (menu below), a resignation's confirmation (no menu), a mail of
    # several answers (menu above): a pointer is wrong in two of the three
    assert not _POINTER.search(phrase(lang, key)), phrase(lang, key)


@pytest.mark.parametrize("word", ["resign", "I resign, sorry, no time"])
def test_a_resignation_asked_of_a_player_coming_back_points_to_no_menu(word):
    with open_table() as t:
        while t.record().seat_of(BOB).missed_turns < 2:
            _play(t, 1)
        since = len(t.outbox.sent)
        t.reply(BOB, word)
        [asked] = t.outbox.sent[since:]
        text = text_of(asked)
        assert "RESIGN " in text and "Welcome back" in text, text
        assert not _POINTER.search(text.split("Your pbm game master")[0]), text


def _result(resigned: list[str]) -> dict:
    standing = [p for p in ("Ann", "Bob", "Cid", "Dana") if p not in resigned]
    rounds = [{"round": 1, "electors": dict(zip(standing, [20, 9, 4, 1], strict=False)),
               "eliminated": standing[-1:], "regions": {}},
              {"round": 2, "electors": dict(zip(standing[:-1], [21, 10, 5], strict=False)),
               "eliminated": [], "regions": {}}]
    return {"winners": ["Ann"], "draw": False,
            "scores": {p: rounds[-1]["electors"].get(p, 0) for p in ("Ann", "Bob", "Cid", "Dana")},
            "details": {"rounds": rounds, "electors": rounds[-1]["electors"]}}


# Czech tells another's resignation in the past of the gender the name shows ("Dana: vzdala"),
# by a noun phrase when it does not say ("Cid: hra vzdána"), never the impersonal "vzdáno"
SAID = {"en": {"Dana": "resigned", "Bob": "resigned", "Cid": "resigned"},
        "cs": {"Dana": "vzdala", "Bob": "vzdal", "Cid": "hra vzdána"}}


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("resigned", [["Dana"], ["Bob", "Cid"]])
def test_a_resigned_player_in_the_1926_standings_resigned(lang, resigned):
    _, rows = result_rows(_result(resigned), None, lang)
    shown = {row["player"].split(". ", 1)[1]: row["score"] for row in rows}
    for player in resigned:
        assert shown[player] == SAID[lang][player], rows
    assert not any("0." in s or " 0 " in s for s in shown.values()), rows
    # the one eliminated in a count is still told so
    out = [p for p in ("Ann", "Bob", "Cid", "Dana") if p not in resigned][-1]
    assert shown[out] not in SAID[lang].values() and ("1" in shown[out]), rows
