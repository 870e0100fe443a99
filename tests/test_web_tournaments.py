"""The tournament pages: the public standings, and the organizer's form that creates one."""

from __future__ import annotations

import random
import re

from web_events import SECRET, get, hidden, post

import rules
from functions.links import organizer_path
from functions.service.tournaments import tournament as tournaments

ORGANIZER = "org@example.org"
PAGE = organizer_path(SECRET, ORGANIZER) + "/tournaments"


def roster(n: int) -> str:
    return "name,email,lang\n" + "".join(f"Hráč <{i}>,hrac{i}@example.org,cs\n"
                                         for i in range(n))


def new_tournament(service, public=True):
    return tournaments.create(service, "1926", tournaments.read_roster(roster(6)), ORGANIZER,
                              rounds=2, table_size=3, title="Jaro & léto", public=public)


def test_the_standings_page_shows_names_points_and_tables_but_no_addresses(app, game_service):
    t = new_tournament(game_service)
    game_id = t.played[0].tables[0].game_id
    game = rules.get("1926")
    rng = random.Random(2)
    while not (view := game_service.view(game_id)).game.ended:
        seat = view.game.seat(view.game.to_move)
        game_service.submit(game_id, seat.email,
                            game.bots["random"].choose(view.state, seat.player, rng).text)
    response = app.resolve(get(f"/tournament/{t.id}", {"lang": "en"}), None)
    body = response["body"]
    assert response["statusCode"] == 200
    assert "Jaro &amp; léto" in body and "Hráč &lt;0&gt;" in body  # escaped
    assert "@example.org" not in body
    assert "Standings" in body and "more wins" in body and "10, 6, 3, 1, 0, 0" in body
    assert f'href="/game/{game_id}"' in body
    rows = body[body.index('id="standings"'):body.index("</table>")]
    assert rows.count("<tr>") == 7  # the heading and six players
    points = [float(p) for p in re.findall(r'data-label="Points">([0-9.]+)<', rows)]
    assert sum(points) == 10 + 6 + 3  # the finished table's places, shared or not
    czech = app.resolve(get(f"/tournament/{t.id}", {"lang": "cs"}), None)["body"]
    assert "Pořadí" in czech and "rozhoduje víc výher" in czech


def test_a_private_or_missing_tournament_is_not_found(app, game_service):
    t = new_tournament(game_service, public=False)
    assert app.resolve(get(f"/tournament/{t.id}"), None)["statusCode"] == 404
    assert app.resolve(get("/tournament/tnothing"), None)["statusCode"] == 404


def test_the_organizer_creates_a_tournament_from_the_form(app, game_service):
    page = app.resolve(get(PAGE, {"lang": "en"}), None)
    assert page["statusCode"] == 200 and "No tournament yet." in page["body"]
    fields = {**hidden(page["body"], "tournament-form"), "rules": "1926", "title": "Podzim",
              "roster": roster(8), "rounds": "2", "table_size": "4", "points": "5,3,1",
              "round_days": "0", "starts": "", "public": "yes"}
    response = app.resolve(post(PAGE, fields, {"lang": "en"}), None)
    assert response["statusCode"] == 303
    [t] = tournaments.tournaments(game_service)
    assert (t.title, t.points, len(t.entrants), t.organizer) == ("Podzim", (5, 3, 1), 8,
                                                                 ORGANIZER)
    assert [len(x.players) for x in t.played[0].tables] == [4, 4]
    listed = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Tournament “Podzim” is created" in listed and f'href="/tournament/{t.id}"' in listed
    # the same form again is stale: nothing twice
    again = app.resolve(post(PAGE, fields, {"lang": "en"}), None)
    assert again["statusCode"] == 409 and len(tournaments.tournaments(game_service)) == 1


def test_a_refused_form_keeps_what_was_typed_and_says_why(app, game_service):
    page = app.resolve(get(PAGE, {"lang": "en"}), None)
    fields = {**hidden(page["body"], "tournament-form"), "rules": "1926", "title": "Zima",
              "roster": roster(8) + "Dup,hrac0@example.org,cs\n", "rounds": "2",
              "table_size": "4", "points": "", "round_days": "0", "starts": ""}
    response = app.resolve(post(PAGE, fields, {"lang": "en"}), None)
    assert response["statusCode"] == 422
    assert "is on the roster twice" in response["body"] and "Zima" in response["body"]
    assert tournaments.tournaments(game_service) == []


def test_the_dashboard_links_to_the_tournaments(app):
    body = app.resolve(get(organizer_path(SECRET, ORGANIZER), {"lang": "en"}), None)["body"]
    assert 'id="tournaments-link"' in body and "/tournaments?lang=en" in body


def test_every_word_the_pages_ask_for_exists():
    from pathlib import Path

    from functions.web.texts import WEB

    templates = Path(__file__).resolve().parents[1] / "templates" / "web"
    used = set()
    for name in ("tournament.html", "tournaments.html"):
        used |= set(re.findall(r"""\bw\(["'](\w+)["']""", (templates / name).read_text()))
    assert used and used <= set(WEB.texts)
