"""The spectator page of a public game: 404 for private games, the step-by-step replay, the
result and the seed only once the game has ended."""

from __future__ import annotations

import random
import re

import pytest
from web_events import get

from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


def public_game(game_service, moves=(), public=True):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               public=public, start=True)
    for text in moves:
        record = game_service.view(game.id).game
        game_service.submit(game.id, record.seat(record.to_move).email, text)
    return game_service.view(game.id).game


def pyramids(body):
    return len(re.findall(r'class="pyramid pyramid-', body))


def test_a_private_game_and_a_missing_one_look_the_same(app, game_service):
    private = public_game(game_service, public=False)
    hidden = app.resolve(get(f"/game/{private.id}", {"lang": "en"}), None)
    missing = app.resolve(get("/game/nosuchgame", {"lang": "en"}), None)
    assert hidden["statusCode"] == missing["statusCode"] == 404
    assert hidden["body"] == missing["body"]
    assert "Page not found" in hidden["body"]


def test_the_replay_shows_the_board_at_each_step(app, game_service):
    game = public_game(game_service, ["large praha", "medium brno", "small plzen"])
    latest = app.resolve(get(f"/game/{game.id}", {"lang": "en"}), None)["body"]
    assert pyramids(latest) == 3 and "Step 3 of 3" in latest
    links = re.findall(r'<a href="(/game/[^"]+)">', latest)
    assert links == [f"/game/{game.id}?step={n}&amp;lang=en" for n in (1, 2, 3)]
    for step in range(4):
        body = app.resolve(get(f"/game/{game.id}", {"step": str(step)}), None)["body"]
        assert pyramids(body) == step
    first = app.resolve(get(f"/game/{game.id}", {"step": "1", "lang": "en"}), None)["body"]
    assert 'id="step-next"' in first and "Ann: large Praha" in first


@pytest.mark.parametrize("step", ["-1", "abc", "2", "99", "²", "١", "9" * 5000, "1.0"])
def test_a_step_out_of_range_is_a_page_not_found(app, game_service, step):
    game = public_game(game_service, ["large praha"])
    answer = app.resolve(get(f"/game/{game.id}", {"step": step, "lang": "en"}), None)
    assert answer["statusCode"] == 404 and "Page not found" in answer["body"]


@pytest.mark.parametrize("step", ["", " ", "1", "01"])
def test_an_empty_step_is_the_latest_and_a_step_in_range_is_shown(app, game_service, step):
    game = public_game(game_service, ["large praha"])
    answer = app.resolve(get(f"/game/{game.id}", {"step": step}), None)
    assert answer["statusCode"] == 200 and pyramids(answer["body"]) == 1


def test_the_seed_and_result_appear_only_at_the_end(app, game_service):
    game = public_game(game_service)
    running = app.resolve(get(f"/game/{game.id}"), None)["body"]
    assert game.seed not in running and game.seed_commitment in running
    rng = random.Random(7)
    while (record := game_service.view(game.id).game).status == "running":
        view = game_service.view(game.id)
        seat = record.seat(record.to_move)
        game_service.submit(game.id, seat.email,
                            rng.choice(view.rules.legal_moves(view.state, seat.player)).text)
    body = app.resolve(get(f"/game/{game.id}", {"lang": "en"}), None)["body"]
    assert record.status == "finished"
    assert game.seed in body and 'id="result"' in body
    winners = ", ".join(record.seat_for(p).name for p in record.result["winners"])
    assert winners in body


@pytest.mark.parametrize(("game_lang", "accept_language", "query", "page_lang"), [
    ("cs", "en-GB,en;q=0.9", {}, "cs"),
    ("en", "cs-CZ,cs;q=0.9,en;q=0.8", {}, "en"),
    ("en", "de-DE,de;q=0.9", {}, "en"),
    ("cs", "en-GB,en;q=0.9", {"lang": "en"}, "en"),  # the spectator's own choice
])
def test_the_spectator_page_speaks_the_games_language(app, game_service, game_lang,
                                                         accept_language, query, page_lang):
    game = game_service.create("1926", PLAYERS, "org@example.org",
                               options={"lang": game_lang},
                               public=True, start=True)
    body = app.resolve(get(f"/game/{game.id}", query, accept_language=accept_language),
                       None)["body"]
    assert f'<html lang="{page_lang}">' in body
    assert ("Players" if page_lang == "en" else "Hráči") in body


def test_a_player_of_a_private_game_replays_it_from_their_page(app, game_service):
    from web_events import SECRET

    from functions.links import play_path

    game = public_game(game_service, ["large praha", "medium brno"], public=False)
    page = play_path(SECRET, game.id, "p2")  # Bob, who reads Czech
    body = app.resolve(get(page), None)["body"]
    link = re.search(r'<a href="([^"]+)" id="replay-link">', body).group(1)
    assert link == f"{page}/replay"
    replay = app.resolve(get(link), None)
    assert replay["statusCode"] == 200 and "Krok 2 ze 2" in replay["body"]
    assert f'href="{page}"' in replay["body"]  # the way back to the player's page
    steps = re.findall(r'<a href="(/play/[^"]+/replay\?step=\d)">', replay["body"])
    assert steps == [f"{page}/replay?step={n}" for n in (1, 2)]
    first = app.resolve(get(link, {"step": "1", "lang": "en"}), None)["body"]
    assert pyramids(first) == 1 and "Ann: large Praha" in first
    # a link that is not a player's, or a step out of range, shows nothing of the game
    assert app.resolve(get(f"/play/{'a' * 40}/replay"), None)["statusCode"] == 403
    assert app.resolve(get(link, {"step": "3"}), None)["statusCode"] == 404


def test_english_pages_of_a_czech_game_name_the_map_in_english(app, game_service):
    from web_events import SECRET

    from functions.links import play_path

    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "cs"},
                               public=True, start=True)
    for path in (play_path(SECRET, game.id, "p1"), f"/game/{game.id}"):
        english = app.resolve(get(path, {"lang": "en"}), None)["body"]
        assert "The Primaries" in english and "Primárky" not in english, path
        czech = app.resolve(get(path, {"lang": "cs"}), None)["body"]
        assert "Primárky" in czech and "The Primaries" not in czech, path
