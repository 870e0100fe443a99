"""A person at a running table who gets no mail for long (their turns play themselves: in Jail,
among bots) learns from the mail that comes how they got where they are: of a long list of
what happened, the events that name the reader are kept before the others' older ones
(bounded by the list's size), the newest always shown.

Class: a long silence, then a mail whose list starts too late for its reader."""

from __future__ import annotations

import re

import pytest
from test_render_letters import _letter, _played, _record

from functions.render.letters import LATEST_ALWAYS, MAX_EVENTS_SHOWN, _story, _turns_of

NAMES = ["Jiří", "Robot Karel", "Robot Radius"]


def _event(kind, player, **data):
    return {"kind": kind, "text": "", "data": {"player": player, **data}}


def _silence(reader_at: list[int], total: int = 62) -> list[dict]:
    """`total` events of the bots' turns, the reader jailed at the given positions."""
    return [_event("jailed", "Jiří", n=i) if i in reader_at else
            _event("throw", NAMES[1 + i % 2], dice=[1 + i % 6], n=i) for i in range(total)]


@pytest.mark.parametrize("reader_at", [[0], [3, 20], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]])
def test_the_readers_older_events_are_kept_within_the_bound(reader_at):
    events = _silence(reader_at)
    shown, picked = _story(events, "Jiří", MAX_EVENTS_SHOWN)
    # the bound is of turns, a line each, kept whole (conv46): the reader's 13 jailings in a
    # row are one turn's line
    turns = [[events[i] for i in turn] for turn in _turns_of(events)]
    kept = [turn for turn in turns if turn[0] in shown]
    assert len(kept) == MAX_EVENTS_SHOWN
    assert all(event in shown for turn in kept for event in turn)
    theirs = len([turn for turn in turns if turn[0]["data"]["player"] == "Jiří"])
    # "yours kept" is said only when all of them are (conv40: 13 of the reader's, 10 shown)
    assert picked == (theirs <= MAX_EVENTS_SHOWN - LATEST_ALWAYS)
    mine = [turn for turn in kept if turn[0]["data"]["player"] == "Jiří"]
    assert len(mine) == min(theirs, MAX_EVENTS_SHOWN - LATEST_ALWAYS)
    assert shown[-LATEST_ALWAYS:] == events[-LATEST_ALWAYS:]  # what just happened, always
    order = [e["data"]["n"] for e in shown]
    assert order == sorted(order)


def test_a_short_list_is_shown_whole_and_a_list_without_the_reader_is_the_newest():
    events = _silence([2], total=10)
    assert _story(events, "Jiří", MAX_EVENTS_SHOWN) == (events, False)
    events = _silence([], total=40)
    assert _story(events, "Jiří", MAX_EVENTS_SHOWN) == (events[-MAX_EVENTS_SHOWN:], False)


@pytest.mark.parametrize("lang, jailed, left", [("cs", "Jdeš do VĚZENÍ", "vynech"),
                                                ("en", "You went to Jail", "left out")])
def test_the_game_over_mail_tells_the_reader_how_they_got_to_jail(lang, jailed, left):
    game, state, _ = _played("westernpoly", NAMES, lang, 80)
    record = _record("westernpoly", NAMES, lang, title="Proti robotům")
    letter, _ = _letter("your_turn", record, game, state, lang=lang, to="p1",
                        events=_silence([1]), deadline=None)
    assert jailed in letter.text and left in letter.text, letter.text
    assert re.search(r"(vynech|left out)[^\n]*\n(  - [^\n]*\n)*  - " + re.escape(jailed),
                     letter.text)
