"""The board pictures: well-formed SVG whose shapes follow the game's view."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from itertools import pairwise

import pytest

import rules
from functions.render.games import game1926 as svg_1926
from functions.render.games import westernpoly as svg_westernpoly
from functions.render.svg import PLAYER_COLOURS
from rules import CHANCE

NS = {"svg": "http://www.w3.org/2000/svg"}


def played(game_id, players, moves, seed=1, lang="en", prefer=""):
    """A state after `moves` random decisions (chance by its first outcome; moves whose text
    starts with `prefer` taken whenever there is one)."""
    game = rules.get(game_id)
    rng = random.Random(seed)
    state = game.new_game(players, {"lang": lang}, seed=seed)
    for _ in range(moves):
        who = game.to_move(state)
        if who is None:
            break
        options = game.legal_moves(state, who)
        liked = [m for m in options if prefer and m.text.startswith(prefer)]
        move = options[0] if who == CHANCE else rng.choice(liked or options)
        state = game.apply(state, who, move)
    return game, state


def parsed(markup):
    return ET.fromstring(str(markup))


@pytest.mark.parametrize("moves", [0, 7, 30])
def test_1926_draws_every_region_column_and_pyramid(moves):
    game, state = played("1926", ["Ann", "Bob", "Cid", "Dana"], moves)
    view = game.view(state, None)
    root = parsed(svg_1926.board_svg(view, "en"))
    regions = root.findall(".//svg:g[@class='region']", NS)
    assert [r.get("id") for r in regions] == [f"region-{r['id']}" for r in view["regions"]]
    for region, drawn in zip(view["regions"], regions, strict=True):
        pyramids = drawn.findall(".//svg:polygon", NS)
        expected = [(c["player"], size) for c in region["columns"] for size in c["pyramids"]]
        colour = {p: PLAYER_COLOURS[i] for i, p in enumerate(view["players"])}
        assert [(p.get("fill"), p.get("class")) for p in pyramids] == \
            [(colour[player], f"pyramid pyramid-{size}") for player, size in expected]
        border = drawn.find("svg:rect", NS).get("stroke")
        assert border == (colour[region["leader"]] if region["leader"] else "#9a9a9a")


def test_1926_tally_shows_each_players_electors():
    game, state = played("1926", ["Ann", "Bob", "Cid"], 12)
    view = game.view(state, None)
    tally = parsed(svg_1926.board_svg(view, "en")).find(".//svg:g[@id='tally']", NS)
    texts = [t.text for t in tally.findall("svg:text", NS)]
    assert texts[0] == f"Electors ({view['electors_total']} in all, majority {view['majority']})"
    assert texts[1:] == [f"{p} {view['electors'].get(p, 0)}" for p in view["players"]]


def test_1926_names_with_markup_stay_text():
    game, state = played("1926", ["<b>A&B</b>", "Bob", "Cid"], 3)
    markup = str(svg_1926.board_svg(game.view(state, None), "cs"))
    root = ET.fromstring(markup)  # still well-formed
    assert "<b>" not in markup and "&lt;b&gt;A&amp;B&lt;/b&gt;" in markup
    assert root.get("aria-label").startswith("Plán hry 1926")


def test_westernpoly_ring_has_forty_fields_on_the_edge():
    cells = {svg_westernpoly.cell_origin(i) for i in range(40)}
    assert len(cells) == 40
    edge = (svg_westernpoly.SIDE - 1) * svg_westernpoly.CELL
    assert all(x in (0, edge) or y in (0, edge) for x, y in cells)
    assert svg_westernpoly.cell_origin(0) == (edge, edge)  # START bottom right
    assert svg_westernpoly.cell_origin(10) == (0, edge)  # jail bottom left


def test_westernpoly_draws_owners_stars_and_pawns():
    game, state = played("westernpoly", ["Ann", "Bob", "Cid"], 60, seed=4, prefer="buy")
    view = game.view(state, None)
    owned = [f for f in view["fields"] if f["owner"]]
    owned[0]["stars"], owned[-1]["stars"] = 3, svg_westernpoly.GOLDEN  # as if bought
    root = parsed(svg_westernpoly.board_svg(view, "en"))
    colour = {p["id"]: PLAYER_COLOURS[i] for i, p in enumerate(view["players"])}
    fields = root.findall(".//svg:g[@class='field']", NS)
    assert len(fields) == 40
    for field, drawn in zip(view["fields"], fields, strict=True):
        border = drawn.find("svg:rect", NS).get("stroke")
        assert border == (colour[field["owner"]] if field["owner"] else "#b9a27a")
        stars = drawn.find("svg:text[@class='stars']", NS)
        expected = {0: None, 3: "★★★", svg_westernpoly.GOLDEN: "G"}[field["stars"]]
        assert (stars.text if stars is not None else None) == expected
    pawns = root.findall(".//svg:g[@class='pawn']", NS)
    alive = [p for p in view["players"] if p["alive"]]
    assert sorted(p.find("svg:title", NS).text for p in pawns) == sorted(p["id"] for p in alive)


def _band(element):
    """The vertical extent of a text line (its glyphs: ascent ~0.75, descent ~0.25 of the size)
    or a pawn's circle."""
    if element.tag.endswith("circle"):
        cy, r = float(element.get("cy")), float(element.get("r"))
        return cy - r, cy + r
    baseline, size = float(element.get("y")), float(element.get("font-size"))
    return baseline - 0.75 * size, baseline + 0.25 * size


def _apart(first, second):
    return first[1] <= second[0] or second[1] <= first[0]


# Class (review 23n): things drawn in one field over each other, at any width: pawns over the
# name, a name's first line over the number and price. Six pawns on the longest names.
@pytest.mark.parametrize("players", [["Ann", "Bob"], ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]])
def test_westernpoly_nothing_in_a_field_is_drawn_over_anything_else(players):
    game, state = played("westernpoly", players, 25, seed=7, prefer="buy")
    view = game.view(state, None)
    every_field = [f["index"] for f in view["fields"]]
    for position in (every_field[-1], max(every_field, key=lambda i: len(view["fields"][i]["name"]))):
        for player in view["players"]:
            player["position"], player["alive"] = position, True
        root = parsed(svg_westernpoly.board_svg(view, "en"))
        drawn = root.find(f".//svg:g[@id='field-{position}']", NS)
        lines = [_band(t) for t in drawn.findall("svg:text", NS) if t.get("class") != "stars"]
        baselines = sorted({band for band in lines})
        assert all(_apart(a, b) for i, a in enumerate(baselines) for b in baselines[i + 1:]
                   if a[0] != b[0]), baselines
        pawns = [p.find("svg:circle", NS) for p in root.findall(".//svg:g[@class='pawn']", NS)]
        assert len(pawns) == len(players)
        x, _ = svg_westernpoly.cell_origin(position)
        for pawn in pawns:
            assert all(_apart(_band(pawn), line) for line in lines)
            cx, r = float(pawn.get("cx")), float(pawn.get("r"))
            assert x <= cx - r and cx + r <= x + svg_westernpoly.CELL
        centres = sorted(float(p.get("cx")) for p in pawns)
        assert all(b - a >= 2 * float(pawns[0].get("r")) for a, b in pairwise(centres))


@pytest.mark.parametrize("players", [
    ["Jana Nováková", "Tom Hall", "Robot Karel", "Robot Radius"],
    ["Petr Novák", "Pavel Novák", "Petra Malá"],
    ["Ann Lee", "Ann Lane", "Bob"],
])
def test_westernpoly_marks_each_player_apart(players):
    # the letter beside each colour tells its player apart (two bots were both "R")
    game, state = played("westernpoly", players, 0)
    root = parsed(svg_westernpoly.board_svg(game.view(state, None), "en"))
    centre = root.find(".//svg:g[@id='centre']", NS)
    marks = [t.text for t in centre.findall("svg:text", NS)
             if t.text and len(t.text) <= 2 and t.get("text-anchor") == "middle"]
    assert len(marks) == len(players) and len(set(marks)) == len(players)


# Class: a small picture scaled to a wide page blows its text up to headline size (Oh Hell's
# heading ~45 px at 1280 px). Every game's picture is capped where its smallest text reaches
# the page's text size; the cap never undercuts the legible width.
@pytest.mark.parametrize(("game_id", "players", "moves"), [
    ("ohhell", ["Ann", "Bob", "Cid"], 12), ("goofspiel", ["Ann", "Bob"], 3),
    ("1926", ["Ann", "Bob", "Cid"], 7), ("westernpoly", ["Ann", "Bob"], 7),
])
def test_no_picture_draws_its_smallest_text_above_the_page_text(game_id, players, moves):
    from functions.render import games
    from functions.render.svg import LEGIBLE_MAX, PAGE_TEXT_PX, capped_width
    game, state = played(game_id, players, moves)
    svg = parsed(games.of(game_id).board_svg(game.view(state, None), "en"))
    width = float(svg.get("viewBox").split()[2])
    sizes = [float(e.get("font-size")) for e in svg.iter() if e.get("font-size")]
    classes = svg.get("class").split()
    legible = int(next(c for c in classes if c.startswith("legible-")).split("-")[1])
    cap = next((int(c.split("-")[1]) for c in classes if c.startswith("cap-")), LEGIBLE_MAX)
    assert cap >= legible
    assert cap == LEGIBLE_MAX or min(sizes) * cap / width <= PAGE_TEXT_PX
    assert capped_width(width, [f'font-size="{min(sizes)}"']) in (None, cap)


def test_the_oh_hell_heading_stays_near_the_page_heading():
    from functions.render.games import ohhell
    game, state = played("ohhell", ["Ann", "Bob", "Cid"], 12)
    svg = parsed(ohhell.board_svg(game.view(state, None), "en"))
    cap = int(next(c for c in svg.get("class").split() if c.startswith("cap-")).split("-")[1])
    assert 18 * cap / ohhell.WIDTH < 26  # was ~45 px at 1280 px; the page's h1 is 24 px
    from pathlib import Path
    css = (Path(__file__).parent.parent / "templates/web/style.css").read_text()
    assert f"svg.cap-{cap} {{ max-width: {cap}px; }}" in css


def test_an_ended_oh_hell_board_shows_the_points_alone():
    """Review 12n: the game-over board read "– 0 0" under Bid/Tricks/Cards for everyone and a
    dealer's ✦ on a losing bot; with no hand on, only the points mean anything."""
    from functions.render.games import ohhell
    game, state = played("ohhell", ["Ann", "Bob", "Cid"], 100_000)
    assert game.to_move(state) is None  # played to its end
    view = game.view(state, None)
    svg = str(ohhell.board_svg(view, "en"))
    assert "✦" not in svg and ">Bid<" not in svg and ">Tricks<" not in svg and ">Points<" in svg
    heads, columns = ohhell.standings(view, "en")
    assert heads == ["Points"] and all(len(v) == 1 for v in columns.values())
    live = game.view(played("ohhell", ["Ann", "Bob", "Cid"], 12)[1], None)
    assert ">Bid<" in str(ohhell.board_svg(live, "en"))  # a hand on keeps its columns
