"""Time from the command line: `PBM_NOW` moves a game through days, `pbm tick` alone carries a
game with an absent player to its end, and every deadline a mail promised was kept."""

from __future__ import annotations

import datetime as dt
import email
import json
from email import policy

import pytest

from functions.cli import main
from functions.render import clock

PLAYERS = ["--player", "Ann <ann@example.org>", "--player", "Bob <bob@example.org>",
           "--player", "Cid <cid@example.org>"]


pytestmark = pytest.mark.usefixtures("pbm_home")  # every test runs in a fresh $PBM_HOME


def pbm(capsys, monkeypatch, now: dt.datetime, *args: str) -> tuple[int, str]:
    monkeypatch.setenv("PBM_NOW", now.strftime("%Y-%m-%dT%H:%M:%SZ"))
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out + err


def show(capsys, monkeypatch, now, game_id) -> dict:
    code, out = pbm(capsys, monkeypatch, now, "show", game_id, "--json")
    assert code == 0, out
    return json.loads(out)


def test_a_game_with_a_player_who_never_answers_runs_to_its_end_with_tick_alone(
        capsys, monkeypatch, pbm_home):
    now = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)
    code, out = pbm(capsys, monkeypatch, now, "new", "1926", *PLAYERS, "--option", "lang=en",
                    "--option", "deadline_hours=24", "--option", "missed_turn=autoplay", "--start")
    assert code == 0, out
    game_id = out.strip()
    promised: list[tuple[str, str]] = []  # (player, deadline) of every turn started
    for _ in range(200):
        game = show(capsys, monkeypatch, now, game_id)
        if game["status"] == "finished":
            break
        promised.append((game["to_move"], game["deadline"]))
        if game["to_move"] == "cid@example.org":  # Cid never answers: the clock runs out
            deadline = dt.datetime.fromisoformat(game["deadline"])
            code, out = pbm(capsys, monkeypatch, deadline - dt.timedelta(seconds=1), "tick")
            assert "autoplay" not in out  # a second early: nothing is played for him
            now = deadline
            code, out = pbm(capsys, monkeypatch, now, "tick")
            assert code == 0 and "Cid missed the deadline" in out, out
        else:
            now += dt.timedelta(hours=3)
            mover = game["to_move"]
            text = _first_legal(game_id, mover)
            code, out = pbm(capsys, monkeypatch, now, "move", game_id, mover, text)
            assert code == 0, out
    assert game["status"] == "finished"
    history = game["history"]
    cid = [h for h in history if h["player"] == "cid@example.org"]
    assert cid and all(h["source"] == "bot:strong" for h in cid)
    assert all(h["source"] == "cli" for h in history
               if h["player"] in ("ann@example.org", "bob@example.org"))
    # every mail that promised a deadline told the truth: Cid's moves were played for him
    # exactly at the deadline his turn mail named, never earlier; after two missed turns he
    # counts as absent (issue 42): the bot plays his turns at once and no mail promises one
    cid_deadlines = [d for player, d in promised if player == "cid@example.org"]
    assert len(cid_deadlines) == 2 and len(cid) > 2
    assert [h["at"] for h in cid if h["source"] == "bot:strong"][:2] == cid_deadlines
    shown = {clock.shown(d, "Europe/Prague", "en") for d in cid_deadlines}
    mailed = {line.removeprefix("Deadline for your move: ")
              for to, line in _turn_mail_deadlines(pbm_home) if "cid@example.org" in to}
    assert mailed == shown


def _first_legal(game_id: str, mover: str) -> str:
    from functions import compose
    from functions.settings import Settings

    parts = compose.build(Settings.from_env())
    try:
        view = parts.service.view(game_id)
        seat = view.game.seat_of(mover)
        return view.rules.legal_moves(view.state, seat.player)[0].text
    finally:
        parts.close()


def _turn_mail_deadlines(home) -> list[tuple[str, str]]:
    found = []
    for path in sorted((home / "outbox" / "new").iterdir()):
        message = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        body = message.get_body(("plain",)).get_content()
        if str(message["Subject"]).startswith("Your move: "):
            line = next((ln for ln in body.splitlines() if ln.startswith("Deadline")), "")
            found.append((str(message["To"]), line))
    return found


def test_pbm_now_that_is_not_a_time_is_a_usage_error(capsys, monkeypatch):
    monkeypatch.setenv("PBM_NOW", "tomorrow")
    assert main(["games"]) == 2
    assert "PBM_NOW" in capsys.readouterr().err


def test_tick_twice_at_the_same_instant_does_nothing_the_second_time(capsys, monkeypatch):
    now = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)
    code, out = pbm(capsys, monkeypatch, now, "new", "1926", *PLAYERS, "--option", "lang=en",
                    "--option", "deadline_hours=24", "--option", "missed_turn=wait", "--start")
    game_id = out.strip()
    later = now + dt.timedelta(days=1)
    code, first = pbm(capsys, monkeypatch, later, "tick")
    code, second = pbm(capsys, monkeypatch, later, "tick")
    assert f"{game_id}: Ann missed the deadline" in first and second.strip() == "nothing due"


def test_away_and_back_for_all_of_a_players_games(capsys, monkeypatch):
    now = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)
    ids = []
    for _ in range(2):
        code, out = pbm(capsys, monkeypatch, now, "new", "1926", *PLAYERS, "--start")
        ids.append(out.strip())
    code, out = pbm(capsys, monkeypatch, now, "away", "bob@example.org", "2026-12-20",
                    "2026-12-28")
    assert code == 0 and out.count("away until 2026-12-28T23:00:00.000Z") == 2, out
    game = show(capsys, monkeypatch, now, ids[0])
    bob = next(p for p in game["players"] if p["email"] == "bob@example.org")
    assert bob["away_until"] == "2026-12-28T23:00:00.000Z" and bob["missed_turns"] == 0
    code, out = pbm(capsys, monkeypatch, now, "back", "bob@example.org", "--game", ids[1])
    assert code == 0 and "not away" in out


def test_away_in_words_from_the_clock_s_today_and_words_it_cannot_read_refused(capsys,
                                                                               monkeypatch):
    now = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)  # a Tuesday
    code, out = pbm(capsys, monkeypatch, now, "new", "1926", *PLAYERS, "--start")
    code, out = pbm(capsys, monkeypatch, now, "away", "bob@example.org", "do", "pátku")
    assert code == 0 and "away until 2026-12-04T23:00:00.000Z" in out, out
    code, out = pbm(capsys, monkeypatch, now, "away", "cid@example.org", "od úterý")
    assert code != 0 and "until friday" in out, out
