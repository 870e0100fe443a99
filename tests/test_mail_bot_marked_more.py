"""More places a robot's act for a player is retold (issue 42): the game-over mail of one whose
turns the robot played, the page's history of a declared absence, the mails of a player who
follows every move (they read another's robot moves unmarked)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_absent import _mails
from test_mail_bot_marked_games import _players, _step
from web_events import SECRET, get

from bench.mail_follow import text_of
from functions.links import play_path
from functions.web import create_app

MARK = {"cs": "(za tebe robot)", "en": "(the bot for you)"}
AWAY = {"cs": "NEPŘÍTOMEN {day:%-d. %-m. %Y} {day:%-d. %-m. %Y}",
        "en": "AWAY {day:%Y-%m-%d} {day:%Y-%m-%d}"}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_game_over_mail_marks_the_robots_acts_for_the_one_it_played_for(lang):
    with open_table(players=_players(lang), rules_id="1926") as t:
        since = len(t.outbox.sent)
        for _ in range(400):
            if t.record().status != "running":
                break
            _step(t, bob_plays=False)
        assert t.record().status == "finished"
        last = text_of(_mails(t, BOB, since)[-1])
        others = [text_of(m) for m in _mails(t, ANN, since)[-1:]]
    own = [line for line in last.splitlines() if line.startswith(("  - You", "  - Ty"))]
    assert own and all(MARK[lang] in line for line in own), last
    assert not any(MARK[lang] in text for text in others)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_page_marks_what_the_robot_played_during_a_declared_absence(lang):
    with open_table(players=_players(lang), rules_id="ohhell") as t:
        t.service.change_timing(t.game.id, {"away": "autoplay"})
        day = t.clock.now().date() + timedelta(days=1)
        assert t.reply(BOB, AWAY[lang].format(day=day)).action == "answered"
        t.clock.moment += timedelta(days=1, hours=1)
        for _ in range(6):
            _step(t, bob_plays=True)
        app = create_app(t.service, SECRET, "https://games.example.org")
        seat = t.record().seat_of(BOB).seat
        html = app.resolve(get(play_path(SECRET, t.game.id, seat), {"lang": lang}), None)["body"]
    told = html.split('<ol id="history">', 1)[1].split("</ol>", 1)[0]
    steps = [" ".join(re.sub(r"<[^>]+>", " ", f"<li{item}").split())
             for item in told.split("<li")[1:]]
    assert any(step.startswith("Bob Day") and MARK[lang] in step for step in steps), steps
    assert not any(MARK[lang] in step for step in steps if not step.startswith("Bob Day"))


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_follower_of_every_move_reads_anothers_robot_moves_unmarked(lang):
    with open_table(players=_players(lang), rules_id="ohhell") as t:
        t.service.set_every_move(t.game.id, CID, True)
        since = len(t.outbox.sent)
        for _ in range(40):
            if t.record().seat_of(BOB).missed_turns >= 2:
                break
            _step(t, bob_plays=False)
        texts = [text_of(m) for m in _mails(t, CID, since)]
        mine = [text_of(m) for m in _mails(t, BOB, since)]
    assert texts and not any(MARK[lang] in text for text in texts)
    assert any(MARK[lang] in text for text in mine)
