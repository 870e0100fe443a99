"""What an organizer's mail can ask done ("prodluž Bobovi termín o den", "pozastav hru do
pondělí"), `pbm` can do too: one player's deadline, a pause to a day (issue 42)."""

from __future__ import annotations

import json

import pytest

from functions.cli import main

PLAYERS = ["--player", "Ann Malá <ann@example.org>", "--player", "Bob Král <bob@example.org>",
           "--player", "Cid Nový <cid@example.org>"]

pytestmark = pytest.mark.usefixtures("pbm_home")


@pytest.fixture(autouse=True)
def wednesday(monkeypatch):
    monkeypatch.setenv("PBM_NOW", "2026-12-02T10:00:00+00:00")  # a Wednesday


def pbm(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def goofspiel(capsys) -> str:
    """A game that waits for all three players at once."""
    code, out, err = pbm(capsys, "new", "goofspiel", *PLAYERS, "--start")
    assert code == 0, err
    return out.strip()


def deadlines(capsys, game_id: str) -> dict[str, str]:
    code, out, err = pbm(capsys, "show", game_id, "--json")
    assert code == 0, err
    return {p["email"]: p.get("deadline") for p in json.loads(out)["players"]}


@pytest.mark.parametrize("who", ["bob@example.org", "Bob Král", "2"])
def test_extend_moves_only_the_deadline_of_the_seat_named(capsys, who):
    game_id = goofspiel(capsys)
    before = deadlines(capsys, game_id)
    code, out, err = pbm(capsys, "extend", game_id, "24", who)
    assert code == 0, err
    assert "Bob Král" in out
    after = deadlines(capsys, game_id)
    assert after["bob@example.org"] > before["bob@example.org"]
    assert after["ann@example.org"] == before["ann@example.org"]
    assert after["cid@example.org"] == before["cid@example.org"]


def test_extend_of_nobody_in_the_game_changes_nothing_and_says_so(capsys):
    game_id = goofspiel(capsys)
    before = deadlines(capsys, game_id)
    code, _, err = pbm(capsys, "extend", game_id, "24", "Zdeněk")
    assert code == 2 and "Zdeněk" in err
    assert deadlines(capsys, game_id) == before


def test_pause_until_a_day_runs_again_at_its_midnight(capsys):
    game_id = goofspiel(capsys)
    code, out, err = pbm(capsys, "pause", game_id, "--until", "monday")
    assert code == 0, err
    assert "paused until 2026-12-06T23:00" in out  # Monday 7 Dec, midnight in Prague


def test_every_control_a_mail_points_to_is_a_command(capsys):
    """The commands organizer_requests gives in its answers all exist on the command line."""
    _, listed, _ = pbm(capsys, "--help")
    for command in ("extend", "pause", "resume", "remove", "cancel", "timing"):
        assert command in listed
