"""What a robot did for a player is marked as the robot's wherever their own acts are listed
(issue 42, the class of conv25's finding): a turn mail after a missed turn, the mail after a
declared absence the bot played, the week's summary of several missed turns, and the page's
history; in every game and in both languages. The note that the robot played leads the mail:
after the greeting, before the list and the board."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table
from test_mail_absent import _mails
from web_events import SECRET, get

from bench.mail_follow import text_of
from functions.links import play_path
from functions.service import PlayerSpec
from functions.service.records.moves import AUTO_SOURCE, BOT_SOURCE
from functions.web import create_app

MARK = {"cs": "(za tebe robot)", "en": "(the bot for you)"}
PLAYED = {"cs": "zahrál za tebe robot", "en": "the game's bot played for you"}
HEARD = {"cs": "Co se mezitím stalo:", "en": "What happened since:"}
GREETING = {"cs": "Ahoj ", "en": "Hello "}
TITLE = {"westernpoly": "WesternPoly", "1926": "1926", "ohhell": "Oh Hell"}
GAMES = ("westernpoly", "1926", "ohhell")
AWAY = {"cs": "NEPŘÍTOMEN {first:%-d. %-m. %Y} {last:%-d. %-m. %Y}",
        "en": "AWAY {first:%Y-%m-%d} {last:%Y-%m-%d}"}


def _players(lang: str) -> list[PlayerSpec]:
    return [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
            PlayerSpec("Cid Roe", CID, lang)]


def _step(t, bob_plays: bool) -> None:
    """One turn at the table: the others take their first choice on the page; Bob takes his
    (`bob_plays`) or lets his deadline pass."""
    record = t.record()
    if record.to_move is None or record.seat(record.to_move).email == BOB and not bob_plays:
        t.clock.moment += timedelta(hours=25)
        t.service.tick()
    else:
        first_choice(t)
        t.clock.moment += timedelta(hours=3)
    t.deliver()


def _bob_on_turn(t) -> bool:
    record = t.record()
    return record.status == "running" and record.to_move is not None \
        and record.seat(record.to_move).email == BOB


def _listed(text: str, lang: str) -> list[str]:
    """The lines of a mail's list of what happened."""
    if HEARD[lang] not in text:
        return []
    told = text.split(HEARD[lang], 1)[1].split("\n\n", 1)[0]
    return [line for line in told.splitlines() if line.startswith("  - ")]


def _bot_steps(t) -> list:
    bob = t.record().seat_of(BOB).player
    return [e for e in t.service.view(t.game.id).log
            if e.player == bob and e.source.startswith(BOT_SOURCE + ":")]


def _played_once_then_missed(t, lang: str) -> str:
    """Bob plays his first turn himself, misses his second: the mail of his next turn."""
    for _ in range(60):
        if _bob_on_turn(t):
            break
        _step(t, bob_plays=False)
    while _bob_on_turn(t):  # his own turn, chosen on the page
        _step(t, bob_plays=True)
    since = len(t.outbox.sent)
    missed = t.record().seat_of(BOB).missed_turns
    for _ in range(60):
        if t.record().seat_of(BOB).missed_turns > missed and _bob_on_turn(t):
            break
        _step(t, bob_plays=False)
    mails = [text_of(m) for m in _mails(t, BOB, since)]
    return next(m for m in reversed(mails) if PLAYED[lang] in m)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_missed_turn_is_marked_as_the_robots_and_its_note_leads(game, lang):
    with open_table(players=_players(lang), rules_id=game) as t:
        text = _played_once_then_missed(t, lang)
        assert _bot_steps(t)
    lines = text.splitlines()
    note = next(i for i, line in enumerate(lines) if PLAYED[lang] in line)
    greeting = next(i for i, line in enumerate(lines) if line.startswith(GREETING[lang]))
    board = next(i for i, line in enumerate(lines) if line.startswith(TITLE[game]))
    assert greeting < note < board, text
    if HEARD[lang] in text:
        assert note < lines.index(HEARD[lang]), text
    assert any(MARK[lang] in line for line in _listed(text, lang)), text
    # the mark names the reader's own lines only, never another player's
    assert not any(MARK[lang] in line for line in _listed(text, lang)
                   if line.startswith(("  - Ann Lee", "  - Cid Roe"))), text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_declared_absence_the_robot_played_is_marked_on_coming_back(game, lang):
    with open_table(players=_players(lang), rules_id=game) as t:
        t.service.change_timing(t.game.id, {"away": "autoplay"})
        # a day away: WesternPoly's turns run by themselves once every field is owned (the
        # throw is automatic), and a longer absence at a turn every three hours spanned
        # thousands of rounds, the bot's acts long out of the list of Bob's next mail
        first = t.clock.now().date() + timedelta(days=1)
        last = first
        assert t.reply(BOB, AWAY[lang].format(first=first, last=last)).action == "answered"
        t.clock.moment += timedelta(days=1, hours=1)
        for _ in range(80):
            if t.clock.now().date() > last and _bob_on_turn(t):
                break
            _step(t, bob_plays=not t.record().seat_of(BOB).away_at(t.clock.now().isoformat()))
        played = _bot_steps(t)
        forced = [e for e in t.service.view(t.game.id).log
                  if e.player == t.record().seat_of(BOB).player and e.source == AUTO_SOURCE]
        mails = [text_of(m) for m in _mails(t, BOB, 0)]
    assert played or forced, "none of Bob's turns was played while he was away"
    listed = [line for m in mails for line in _listed(m, lang)]
    # marked when the bot chose for him; a day of throws the rules forced is nobody's choice
    # (a WesternPoly day may hold no decision at all: then nothing is the robot's, conv30)
    assert any(MARK[lang] in line for line in listed) == bool(played), mails[-3:]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_weeks_summary_of_missed_turns_marks_the_robots_acts(game, lang):
    with open_table(players=_players(lang), rules_id=game) as t:
        for _ in range(200):
            if t.record().seat_of(BOB).missed_turns >= 2 or t.record().status != "running":
                break
            _step(t, bob_plays=False)
        since = len(t.outbox.sent)
        t.clock.moment += timedelta(days=7, hours=1)
        t.service.tick()
        t.deliver()
        summaries = [text_of(m) for m in _mails(t, BOB, since)]
    assert summaries
    listed = [line for m in summaries for line in _listed(m, lang)]
    own = [line for line in listed if not line.startswith(("  - Ann Lee", "  - Cid Roe", "  - …"))]
    if own:
        assert any(MARK[lang] in line for line in own), summaries
    assert not any(MARK[lang] in line for line in listed
                   if line.startswith(("  - Ann Lee", "  - Cid Roe"))), summaries



def _history(html: str) -> list[str]:
    """The page's history, one text per step."""
    told = html.split('<ol id="history">', 1)[1].split("</ol>", 1)[0]
    return [" ".join(re.sub(r"<[^>]+>", " ", f"<li{item}").split()).replace(" :", ":")
            for item in told.split("<li")[1:]]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_pages_history_marks_the_robots_moves_for_the_reader_only(game, lang):
    with open_table(players=_players(lang), rules_id=game) as t:
        _played_once_then_missed(t, lang)
        app = create_app(t.service, SECRET, "https://games.example.org")
        seat = t.record().seat_of(BOB)
        html = app.resolve(get(play_path(SECRET, t.game.id, seat.seat), {"lang": lang}),
                           None)["body"]
        others = app.resolve(get(play_path(SECRET, t.game.id, t.record().seat_of(ANN).seat),
                                 {"lang": lang}), None)["body"]
    mine = [step for step in _history(html) if step.startswith("Bob Day:")]
    assert any(MARK[lang] in step for step in mine), _history(html)
    assert not all(MARK[lang] in step for step in mine)  # his own first turn is his
    assert not any(MARK[lang] in step for step in _history(html) if not step.startswith("Bob"))
    # Ann reads Bob's moves as Bob's: the mark speaks to the one it was played for
    assert not any(MARK[lang] in step for step in _history(others))
