"""A section of a page shows its heading only over something: the player's "Your situation"
with nothing left to show (a finished game: no hand, no bid, no round yet) is left out whole,
for every game; with something to show, it is there under its heading."""

from __future__ import annotations

import re
from functools import partial
from html.parser import HTMLParser
from types import SimpleNamespace

import pytest
from web_events import SECRET, get

import rules
from functions.links import play_path
from functions.render import games
from functions.service import PlayerSpec
from functions.web.responses import _templates
from functions.web.texts import tr

# what each game's view holds when there is nothing of the player's own to show
NOTHING = {"goofspiel": {"hand": [], "bid": None, "history": [], "rounds": []},
           "ohhell": {"hand": [], "trump": None, "history": []}}


def _situation(rules_id: str, view: dict) -> str:
    """The player's situation as the play page renders it, for the first player."""
    shown = games.of(rules_id)
    return _templates().get_template("_situation.html").render(
        situation=shown.SITUATION, shown=shown, view=view, lang="cs",
        tr=partial(tr, "cs"), seat=SimpleNamespace(player="Ann"), offers=[])


def _view(rules_id: str) -> dict:
    """The first player's view of a new game, dealt."""
    game = rules.get(rules_id)
    players = ["Ann", "Bob", "Cid"]
    state = game.new_game(players, {}, seed=1)
    while game.to_move(state) == rules.CHANCE:  # the deal
        state = game.apply(state, rules.CHANCE, game.chance_outcomes(state)[0][0])
    return game.view(state, players[0])


@pytest.mark.parametrize("rules_id", sorted(NOTHING))
def test_a_situation_with_nothing_to_show_has_no_heading(rules_id):
    view = {**_view(rules_id), **NOTHING[rules_id]}
    assert "Tvoje situace" not in _situation(rules_id, view)


@pytest.mark.parametrize("rules_id", ["1926", "goofspiel", "ohhell", "westernpoly"])
def test_a_situation_that_shows_something_has_its_heading(rules_id):
    html = _situation(rules_id, _view(rules_id))
    assert '<h2>Tvoje situace</h2>' in html and html.count("<p") + html.count("<table") >= 1


class _Headings(HTMLParser):
    """The page's headings that stand over nothing: followed by another heading (or the end)
    with no text between; the page's title (h1) may stand straight over its first section."""

    def __init__(self) -> None:
        super().__init__()
        self.open: str | None = None  # the heading being read
        self.last: str | None = None  # the last heading, while nothing came after it
        self.empty: list[str] = []
        self.text = ""
        self.last_tag = ""

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if re.fullmatch(r"h[1-6]", tag):
            if self.last is not None and not (self.last_tag == "h1" and tag > "h1"):
                self.empty.append(self.last)
            self.open, self.text, self.last = tag, "", None
        elif self.last is not None and tag in ("img", "svg", "input", "select", "textarea"):
            self.last = None  # a picture or a form field is something under the heading

    def handle_endtag(self, tag: str) -> None:
        if tag == self.open:
            self.open, self.last, self.last_tag = None, self.text.strip(), tag

    def handle_data(self, data: str) -> None:
        if self.open:
            self.text += data
        elif data.strip():
            self.last = None


def empty_headings(body: str) -> list[str]:
    """The headings of a page with nothing under them."""
    parser = _Headings()
    parser.feed(body)
    return parser.empty + ([parser.last] if parser.last else [])


PLAYERS = [PlayerSpec("Klára Veselá", "klara@example.org", "cs"),
           PlayerSpec("Hana Dušková", "hana@example.org", "cs"),
           PlayerSpec("Ann Lee", "ann@example.org", "en")]


@pytest.mark.parametrize("rules_id", ["1926", "westernpoly", "goofspiel", "ohhell"])
def test_no_heading_of_a_play_page_stands_over_nothing(app, game_service, rules_id):
    # the newcomer's Goofspiel page: "Tvoje situace" straight over "Odehraná kola"; every
    # game's page at its start, on the way and at its end (or after 150 moves), both languages
    game = game_service.create(rules_id, PLAYERS, "org@example.org", options={"lang": "cs"},
                               start=True)
    for step in range(151):
        if step in (0, 20, 150) or game_service.view(game.id).game.to_move is None:
            for seat in ("p1", "p3"):
                body = app.resolve(get(play_path(SECRET, game.id, seat)), None)["body"]
                assert empty_headings(body) == [], (step, seat)
                assert "&lt;h" not in body  # no heading shown as its own markup
        view = game_service.view(game.id)
        if view.game.to_move is None:
            break
        seat = view.game.seat(view.game.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        game_service.submit(game.id, seat.email, next(
            (m for m in moves if m in ("buy", "roll", "done")), moves[0]))


def test_the_heading_check_sees_a_heading_over_nothing():
    assert empty_headings("<h2>Tvoje situace</h2>\n<h3>Odehraná kola</h3><p>1</p>") == [
        "Tvoje situace"]
    assert empty_headings("<h2>A</h2><p>x</p><h2>B</h2>") == ["B"]
    assert empty_headings("<h2>A</h2><p>x</p><h2>B</h2><table><tr><td>1</td></tr></table>") == []
    assert empty_headings("<h1>Page</h1><h2>A</h2><p>x</p>") == []


@pytest.mark.parametrize("path", ["/?lang=cs", "/?lang=en", "/privacy?lang=cs", "/privacy?lang=en"])
def test_no_heading_of_the_sites_own_pages_stands_over_nothing(app, path):
    response = app.resolve(get(path), None)
    assert response["statusCode"] == 200, path
    assert empty_headings(response["body"]) == []


def test_the_1926_situation_counts_pyramids_in_agreeing_czech():
    """Review 16: "1 velké", "0 velké · 0 střední · 0 malé" on the play page."""
    view = _view("1926")
    left = {"large": 1, "medium": 0, "small": 3}
    html = _situation("1926", {**view, "pyramids_left": {**view["pyramids_left"], "Ann": left}})
    assert "1 velká · 0 středních · 3 malé" in html, html


def test_the_1926_boards_pyramids_are_named_in_the_pages_language():
    """Review 16: a Czech page's pyramid tooltip said the English "large"."""
    game = rules.get("1926")
    state = game.new_game(["Ann", "Bob", "Cid"], {}, seed=1)
    state = game.apply(state, "Ann", game.parse(state, "Ann", "velkou do Prahy"))
    svg = str(games.of("1926").board_svg(game.view(state, "Ann"), "cs"))
    titles = re.findall(r"<title>([^<]*)</title>", svg)
    assert "velká pyramidka (3 body)" in titles
    assert not {"large", "medium", "small"} & set(titles)
