"""The history and the finished game on the player's and spectator's pages: each step read
once in the reader's language, and the final standings once the game is over."""

from __future__ import annotations

import random
import re
from html import unescape

from web_events import SECRET, get

from functions.i18n import ordinal
from functions.links import play_path
from functions.service import PlayerSpec
from rules.westernpoly.words import money

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def play(game_service, game_id, seed=3, limit=2000, avoid=("resign",)):
    """Random legal moves (never the ones in `avoid`) until the game ends or `limit` moves."""
    rng = random.Random(seed)
    for _ in range(limit):
        view = game_service.view(game_id)
        record = view.game
        if record.status != "running":
            return record
        seat = record.seat(record.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        game_service.submit(game_id, seat.email,
                            rng.choice([m for m in moves if m not in avoid] or moves))
    return game_service.view(game_id).game


def history_lines(body):
    """The history's lines as text, tags and whitespace dropped."""
    section = re.search(r'<ol id="history">(.*?)</ol>', body, re.S).group(1)
    return [" ".join(unescape(re.sub(r"<[^>]+>", "", item)).split())
            for item in re.findall(r"<li\b.*?</li>", section, re.S)]


def players_table(body):
    """The players table as {name: [cells]}."""
    table = re.search(r'<table id="players"[^>]*>.*?<tbody>(.*?)</tbody>', body, re.S).group(1)
    rows = {}
    for row in re.findall(r"<tr\b.*?</tr>", table, re.S):
        cells = [" ".join(unescape(re.sub(r"<[^>]+>", " ", c)).split())
                 for c in re.findall(r"<td\b.*?</td>", row, re.S)]
        rows[cells[0].split(" (")[0].split(" — ")[0]] = cells[1:]
    return rows


def pages(app, game):
    """The spectator's and Ann's page of a game, in English."""
    return [app.resolve(get(f"/game/{game.id}", {"lang": "en"}), None)["body"],
            app.resolve(get(play_path(SECRET, game.id, "p1"), {"lang": "en"}), None)["body"]]


def test_a_placement_is_told_once_per_history_line(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               public=True, start=True)
    game_service.submit(game.id, "ann@example.org", "large praha")
    for body in pages(app, game):
        assert history_lines(body) == ["Ann: large Praha"]


def test_the_count_is_told_in_the_readers_language_and_the_move_only_once(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "cs"},
                               public=True, start=True)
    record = play(game_service, game.id)
    assert record.status == "finished"
    for body in pages(app, game):
        lines = history_lines(body)
        last = lines[-1]
        assert "Count 1:" in last and "Sčítání" not in last
        for line in lines:  # "Ann: large Praha", never "Ann: large Praha — Ann: large Praha"
            who, move = line.split(" — ")[0].split(": ", 1)
            assert line.count(move) == 1, line


def test_a_westernpoly_step_does_not_repeat_its_move_as_an_event(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "cs"}, public=True, start=True)
    play(game_service, game.id, limit=60)
    lines = history_lines(pages(app, game)[0])
    bought = [line for line in lines if ": buy " in line]
    assert bought, "nobody bought a field in 60 moves"
    assert not any(" bought " in line for line in bought)
    assert not any(re.search(r"\bon turn\b|hází|kupuje", line) for line in lines)
    thrown = [line for line in lines if line.startswith("chance: throw")]
    assert thrown and all(" reached " in line or " Jail" in line
                          for line in thrown if " — " in line), thrown


def test_the_finished_1926_table_shows_the_final_count_and_each_standing(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               public=True, start=True)
    record = play(game_service, game.id, seed=11)
    view = game_service.view(game.id)
    result = view.rules.result(view.state)
    out_in = {p: r["round"] for r in result.details["rounds"] for p in r["eliminated"]}
    for body in pages(app, game):
        table = players_table(body)
        assert "playing" not in str(table)
        for seat in record.seats:
            status, electors = table[seat.name][:2]
            if seat.player in result.winners:
                assert status == "winner"
            elif seat.player in out_in:
                assert status == f"eliminated at count {out_in[seat.player]}"
            final = result.details["electors"].get(seat.player)
            assert electors == (str(final) if final is not None else "—")


def test_a_resigned_player_is_shown_as_resigned_after_the_game(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               public=True, start=True)
    game_service.resign(game.id, "bob@example.org")
    play(game_service, game.id)
    table = players_table(pages(app, game)[0])
    assert table["Bob"][0] == "resigned"
    assert "winner" in (table["Ann"][0], table["Cid"][0])


def test_the_finished_westernpoly_table_shows_wealth_and_standings(app, game_service):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en", "max_rounds": 3}, public=True, start=True)
    record = play(game_service, game.id, seed=5)
    assert record.status == "finished"
    view = game_service.view(game.id)
    result = view.rules.result(view.state)
    body = pages(app, game)[0]
    table = players_table(body)
    for seat in record.seats:
        status, wealth = table[seat.name][:2]
        # money as the mails write it ("$30,320", "30 320 $" in Czech)
        assert wealth == money(result.details["wealth"][seat.player], "en").replace("\xa0", " ")
        if seat.player in result.winners:
            assert status == ("shared win" if result.draw else "winner")
        elif seat.player in result.details["bankrupt"]:
            assert status.startswith("bankrupt")
        else:
            better = sum(s > result.scores[seat.player] for s in result.scores.values())
            assert status == f"{ordinal(better + 1, 'en')} place"


def test_a_history_told_again_after_more_moves_is_the_one_a_cold_replay_tells(game_service,
                                                                               monkeypatch):
    from functions.web import pages as web_pages

    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "en"}, start=True)
    play(game_service, game.id, limit=12)
    told = web_pages.replay(game_service.view(game.id), "cs")  # kept for the next page
    play(game_service, game.id, seed=4, limit=12)
    view = game_service.view(game.id)
    assert len(view.log) > len(told.steps) > 0
    warm = [web_pages.replay(view, "cs", upto) for upto in (None, 0, 5, len(view.log))]
    monkeypatch.setattr(web_pages, "_HISTORIES", web_pages._Histories())  # nothing kept
    cold = [web_pages.replay(view, "cs", upto) for upto in (None, 0, 5, len(view.log))]
    assert warm == cold and warm[0].steps[:len(told.steps)] == told.steps
    assert warm[0].state == view.state and warm[1].state != warm[2].state


def test_a_history_names_the_player_who_took_over_a_seat(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True, public=True)
    play(game_service, game.id, limit=4)
    assert any(line.startswith("Bob:") for line in history_lines(pages(app, game)[0]))
    game_service.replace_player(game.id, "bob@example.org", "Dora", "dora@example.org")
    lines = history_lines(pages(app, game)[0])
    assert any(line.startswith("Dora:") for line in lines)
    assert not any(line.startswith("Bob:") for line in lines)


def test_a_steps_events_stand_apart_from_its_move_on_the_players_page(app, game_service):
    """Review rev56: the player's history read "324. náhoda: hod 2— Zdeněk Malý dojel …"."""
    game = game_service.create("westernpoly", PLAYERS, "org@example.org",
                               options={"lang": "cs"}, public=True, start=True)
    play(game_service, game.id, limit=30)
    lines = history_lines(pages(app, game)[1])
    told = [line for line in lines if "—" in line]
    assert told, lines
    assert all(re.search(r"\S —", line) and not re.search(r"\S—", line) for line in told), told
