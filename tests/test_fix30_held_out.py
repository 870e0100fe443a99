"""Held out (issue 42, fix30): new members of the five classes, kept aside while the fixes
were made (never tuned on): a subject names who did it, never its reader; the end mail's
read-back after the standings; a resumed game says whose turn it is; the last answer the hourly
limit allows says so; new time rules to an away player say what happens to them."""

from __future__ import annotations

import dataclasses

import pytest
from test_mail_answers_limit import asked, check
from test_mail_answers_limit import table as table  # noqa: F401 (the fixture)
from test_render_letters import NAMES, _ev, _letter, _notice_part, _played, _record, _told


@pytest.mark.parametrize(("lang", "kind", "events", "parts", "subject"), [
    ("en", "board", [_ev("jailed", player="Ann")],
     [_notice_part("trade_offer", 8,
                   _ev("trade_offer", player="Bob", to="Cyril", offer=8, give={}, get={"money": 5}),
                   _ev("trade_offer", player="Cyril", to="Bob", offer=9, give={"money": 5},
                       get={}))],
     "Cyril offers you a trade — Jaro 1926"),
    ("cs", "trade_withdrawn", [_ev("trade_withdrawn", player="Bob", to="Ann", offer=3)], [],
     "Nabídka obchodu stažena — Jaro 1926"),
    ("cs", "board", [_ev("jailed", player="Ann")],
     [_notice_part("trade_declined", 7, _ev("trade_declined", player="Cyril", proposer="Bob",
                                            offer=2)),
      _notice_part("trade_offer", 8, _ev("trade_offer", player="Bob", to="Cyril", offer=3,
                                         give={"money": 10}, get={}))],
     "Cyril odmítl obchod — Jaro 1926"),
])
def test_held_out_subject_names_the_actor(lang, kind, events, parts, subject):
    payload = {"since": 3, "news": True} if kind == "board" else {}
    assert _told(kind, events, parts, lang, **payload).subject == subject


@pytest.mark.parametrize(("lang", "headline", "heading"), [
    ("cs", "Vyhrál Cyril.", "Konečné pořadí"), ("en", "Winner: Cyril", "Final standings")])
def test_held_out_end_mail_read_back_after_the_standings(lang, headline, heading):
    game, state, _ = _played("westernpoly", NAMES, "cs", 4)
    record = dataclasses.replace(_record("westernpoly", NAMES, "cs"), status="finished")
    last = {"kind": "move_read_back", "payload": {"version": 8, "text": "koupit"}}
    letter, _ = _letter("game_over", record, game, state, lang=lang, to="p2", seed="5eed",
                        result={"winners": ["Cyril"], "draw": False,
                                "scores": {"Cyril": 900, "Bob": 20, "Ann": 0}},
                        events=[], parts=[last])
    text = letter.text
    assert text.index(headline) < text.index(heading) < text.index("koupit"), text


@pytest.mark.parametrize(("lang", "to", "line"), [
    ("en", "p3", "Bob is to move, by Mon 3 Mar 2025, 11:00 CET."),
    ("cs", "p2", "Na tahu jsi ty, termín: 3. 3. 2025 (pondělí), 11:00 SEČ.")])
def test_held_out_resumed_game_says_whose_turn(lang, to, line):
    game, state, _ = _played("1926", NAMES, "cs", 2)
    letter, _ = _letter("game_resumed", _record("1926", NAMES, "cs"), game, state, lang=lang,
                        to=to, waiting="p2")
    assert line in letter.text.splitlines(), letter.text


def test_held_out_limit_mixed_english_commands(table, clock):  # noqa: F811
    lines = ["BOARD", "help please", "HELP", "What's the score?", "STATUS", "BOARD", "HELP",
             "who is to move?", "BOARD", "HELP", "BOARD", "HELP", "BOARD"]
    check(asked(table, clock, lines, "en", False), "en")


@pytest.mark.parametrize(("lang", "away", "line"), [
    ("en", "autoplay", "- you are away until Sun 9 Mar 2025: the bot plays your turns"),
    ("cs", "wait", "- jsi pryč do 9. 3. 2025 (neděle): tahy na tebe počkají")])
def test_held_out_time_rules_to_the_away(lang, away, line):
    game, state, _ = _played("1926", NAMES, "cs", 2)
    record = _record("1926", NAMES, "cs")
    timing = dataclasses.replace(record.timing, away=away, missed_turn="wait")
    gone = dataclasses.replace(record.seat("p3"), away_from="2025-02-27T23:00:00+00:00",
                               away_until="2025-03-09T23:00:00+00:00")
    record = dataclasses.replace(record, timing=timing, seats=(*record.seats[:2], gone))
    letter, _ = _letter("timing_changed", record, game, state, lang=lang, to="p3",
                        waiting="p1", timing=timing.to_dict())
    assert line in letter.text.splitlines() and "game waits" not in letter.text \
        and "hra počká" not in letter.text, letter.text
