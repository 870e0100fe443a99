"""`pbm tournament new|show|list` and `pbm ratings`: ids, JSON shapes, refusals."""

from __future__ import annotations

import json

import pytest

from functions.cli import main

pytestmark = pytest.mark.usefixtures("pbm_home")


def pbm(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def players_csv(tmp_path):
    path = tmp_path / "players.csv"
    lines = ["name,email,lang"] + [f"Hráč {i},hrac{i}@example.org,cs" for i in range(9)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_new_prints_the_id_and_show_json_has_rounds_tables_and_standings(capsys, players_csv):
    code, out, err = pbm(capsys, "tournament", "new", "1926", "--roster", str(players_csv),
                         "--rounds", "3", "--table-size", "4", "--title", "Jaro")
    assert code == 0, err
    tournament_id = out.strip()
    code, out, err = pbm(capsys, "tournament", "show", tournament_id, "--json")
    assert code == 0, err
    shown = json.loads(out)
    assert {k: shown[k] for k in ("id", "rules", "title", "status", "rounds", "table_size",
                                  "players", "points", "tie_breaks")} == {
        "id": tournament_id, "rules": "1926", "title": "Jaro", "status": "running",
        "rounds": 3, "table_size": 4, "players": 9, "points": [10, 6, 3, 1, 0, 0],
        "tie_breaks": ["points", "wins", "beaten"]}
    [first] = shown["played"]
    assert [len(t["players"]) for t in first["tables"]] == [5, 4]
    assert all(t["game_id"] for t in first["tables"]) and first["repeated_pairs"] == 0
    assert set(shown["standings"][0]) == {"place", "key", "name", "points", "wins", "beaten",
                                          "games", "places", "rating"}
    assert len(shown["standings"]) == 9
    code, out, _ = pbm(capsys, "tournament", "show", tournament_id)
    assert "round 1 (seated" in out and "standings:" in out
    code, out, _ = pbm(capsys, "tournament", "list", "--json")
    assert [t["id"] for t in json.loads(out)] == [tournament_id]


def test_ratings_json_lists_the_rated_best_first(capsys):
    code, out, err = pbm(capsys, "new", "1926", "--bot", "random", "--bot", "greedy",
                         "--bot", "strong", "--organizer", "org@example.org", "--start")
    assert code == 0, err
    code, out, err = pbm(capsys, "ratings", "1926", "--json")
    assert code == 0, err
    rated = json.loads(out)
    assert {r["player"] for r in rated} == {"bot:random", "bot:greedy", "bot:strong"}
    assert set(rated[0]) == {"rules", "player", "name", "mu", "sigma", "games", "version",
                             "updated_at", "ordinal"}
    assert [r["ordinal"] for r in rated] == sorted((r["ordinal"] for r in rated), reverse=True)
    code, out, _ = pbm(capsys, "ratings", "westernpoly")
    assert (code, out) == (0, "nobody is rated in westernpoly yet\n")


def test_a_command_that_ends_a_game_moves_its_tournament_on_at_once(capsys, tmp_path):
    roster = tmp_path / "three.csv"
    roster.write_text("name,email,lang\nA,a@example.org,cs\nB,b@example.org,en\n"
                      "C,c@example.org,cs\n", encoding="utf-8")
    code, out, err = pbm(capsys, "tournament", "new", "1926", "--roster", str(roster),
                         "--rounds", "1", "--table-size", "3")
    assert code == 0, err
    tournament_id = out.strip()
    _, out, _ = pbm(capsys, "tournament", "show", tournament_id, "--json")
    [table] = json.loads(out)["played"][0]["tables"]
    code, _, err = pbm(capsys, "cancel", table["game_id"])
    assert code == 0, err
    # the CLI did the sweep's work for the game it ended: no `pbm tick` needed
    _, out, _ = pbm(capsys, "tournament", "show", tournament_id, "--json")
    assert json.loads(out)["status"] == "finished"
    assert pbm(capsys, "tick")[1] == "nothing due\n"


@pytest.mark.parametrize("args, fault", [
    (["--rounds", "3", "--table-size", "7"], "3 to 5 at a table"),
    (["--rounds", "0", "--table-size", "4"], "rounds must be"),
    (["--rounds", "2", "--table-size", "4", "--points", "ten"], "--points"),
    (["--rounds", "2", "--table-size", "4", "--start", "soon"], "--start"),
])
def test_bad_arguments_exit_2_and_create_nothing(capsys, players_csv, args, fault):
    code, _, err = pbm(capsys, "tournament", "new", "1926", "--roster", str(players_csv), *args)
    assert code == 2 and fault in err
    code, out, _ = pbm(capsys, "tournament", "list")
    assert out == ""


def test_an_unknown_tournament_or_roster_is_told(capsys, tmp_path):
    code, _, err = pbm(capsys, "tournament", "show", "tnope")
    assert code == 1 and "no tournament tnope" in err
    code, _, err = pbm(capsys, "tournament", "new", "1926", "--roster", str(tmp_path / "x.csv"),
                       "--rounds", "1", "--table-size", "3")
    assert code == 2 and "cannot read the roster" in err


def test_bots_enter_a_tournament_with_people_and_play_their_seats(capsys, tmp_path):
    roster = tmp_path / "two.csv"
    roster.write_text("name,email,lang\nAnna,anna@example.org,cs\nBen,ben@example.org,en\n",
                      encoding="utf-8")
    code, out, err = pbm(capsys, "tournament", "new", "westernpoly", "--roster", str(roster),
                         "--bot", "expert", "--rounds", "1", "--table-size", "3",
                         "--option", "max_rounds=3")
    assert code == 0, err
    _, out, _ = pbm(capsys, "tournament", "show", out.strip(), "--json")
    shown = json.loads(out)
    assert shown["players"] == 3
    [table] = shown["played"][0]["tables"]
    assert sorted(table["players"]) == ["Anna", "Ben", "Robot Karel"]
    _, out, _ = pbm(capsys, "show", table["game_id"], "--json")
    seats = {p["name"]: p for p in json.loads(out)["players"]}
    assert seats["Robot Karel"]["bot"] == "expert" and not seats["Robot Karel"].get("email")
    assert {seats["Anna"]["email"], seats["Ben"]["email"]} == {"anna@example.org",
                                                               "ben@example.org"}
    assert {row["key"] for row in shown["standings"]} == {"anna@example.org",
                                                          "ben@example.org", "bot:expert"}


def test_a_tournament_of_bots_only_plays_to_its_end_and_rates_them(capsys):
    code, out, err = pbm(capsys, "tournament", "new", "westernpoly", "--bot", "expert",
                         "--bot", "strong", "--bot", "strong", "--bot", "greedy",
                         "--rounds", "2", "--table-size", "4", "--option", "max_rounds=2",
                         "--organizer", "org@example.org")
    assert code == 0, err
    _, out, _ = pbm(capsys, "tournament", "show", out.strip(), "--json")
    shown = json.loads(out)
    assert shown["status"] == "finished" and len(shown["played"]) == 2
    rows = {row["key"]: row for row in shown["standings"]}
    assert set(rows) == {"bot:expert", "bot:strong", "bot:strong:2", "bot:greedy"}
    assert all(row["games"] == 2 for row in rows.values())
    # both strong bots count for the one rating of their level
    assert rows["bot:strong"]["rating"] == rows["bot:strong:2"]["rating"] is not None
    assert rows["bot:expert"]["rating"] is not None


@pytest.mark.parametrize("args, fault", [
    (["--bot", "genius"], "has no bot genius"),
    (["--bot", "strong", "--bot", "strong", "--bot", "strong"], "--organizer"),
    ([], "--roster"),
])
def test_bad_bot_entrants_are_told_and_create_nothing(capsys, args, fault):
    extra = ["--organizer", "org@example.org"] if "genius" in args else []
    code, _, err = pbm(capsys, "tournament", "new", "1926", *args, *extra,
                       "--bot", "random", "--bot", "random", "--rounds", "1",
                       "--table-size", "3") if args else \
        pbm(capsys, "tournament", "new", "1926", "--rounds", "1", "--table-size", "3")
    assert code == 2 and fault in err, err
    code, out, _ = pbm(capsys, "tournament", "list")
    assert out == ""
