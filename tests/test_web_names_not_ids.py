"""A reader sees names, not internal ids (issue 42, conv22): the dashboard, its notices, the
player's and the spectator's pages, the tournaments' pages and the organizer's mails name a game
by its title (two of the same title by the day they were set up), never by `g-3f9a…`; and the
defaults that should follow the game's language do: the dashboard's players' language follows
the game's language option, a roster line without a language the tournament's."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from web_events import SECRET, get, hidden, post

from functions.links import game_path, organizer_path, play_path
from functions.service import PlayerSpec
from functions.service.tournaments import tournament as tournaments

ORGANIZER = "org@example.org"
DASHBOARD = organizer_path(SECRET, ORGANIZER)
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


class _Visible(HTMLParser):
    """The text a person reads on a page: no tags, attributes, scripts or styles."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        self.hidden += tag in ("script", "style")

    def handle_endtag(self, tag):
        self.hidden -= tag in ("script", "style")

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def visible(body: str) -> str:
    reader = _Visible()
    reader.feed(body)
    return " ".join(reader.parts)


def page(app, path, **query):
    response = app.resolve(get(path, {"lang": "en", **query}), None)
    assert response["statusCode"] == 200, response["body"][:300]
    return response["body"]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_no_page_shows_a_game_id_where_the_game_has_a_name(app, game_service, lang):
    record = game_service.create("goofspiel", PLAYERS, ORGANIZER, start=True, public=True,
                                 title="Friday cards")
    waiting = game_service.create("1926", PLAYERS, ORGANIZER, title="Next week")
    pages = {
        "dashboard": page(app, DASHBOARD, lang=lang),
        "player": page(app, play_path(SECRET, record.id, "p1"), lang=lang),
        "spectator": page(app, game_path(record.id), lang=lang),
    }
    for done in ("created", "start", "pause", "replace", "extend", "timing"):
        pages[f"notice {done}"] = page(app, DASHBOARD, lang=lang, done=done, game=record.id)
    for name, body in pages.items():
        text = visible(body)
        assert record.id not in text and waiting.id not in text, name
    for done in ("created", "start", "replace"):
        assert "Friday cards" in visible(pages[f"notice {done}"])


def test_two_games_of_one_title_are_told_apart_by_the_day_they_were_set_up(app, game_service,
                                                                         clock):
    first = game_service.create("1926", PLAYERS, ORGANIZER, title="Club night")
    clock.advance(days=8)
    game_service.create("1926", PLAYERS, ORGANIZER, title="Club night")
    game_service.create("goofspiel", PLAYERS, ORGANIZER, title="Alone")
    text = visible(page(app, DASHBOARD))
    assert "Club night (set up Thu 1 May 2025" in text and "Club night (set up Fri 9 May" in text
    assert "Alone (set up" not in text and first.id not in text


def test_the_tournaments_pages_name_a_tournament_by_its_title(app, game_service):
    entrants = tournaments.read_roster("name,email,lang\n" + "".join(
        f"P{i},p{i}@example.org,\n" for i in range(4)))
    t = tournaments.create(game_service, "goofspiel", entrants, ORGANIZER, rounds=1,
                           table_size=4, title="Podzim")
    listed = visible(page(app, f"{DASHBOARD}/tournaments", created=t.id))
    assert "Podzim" in listed and t.id not in listed
    shown = visible(page(app, f"/tournament/{t.id}"))
    assert t.id not in shown and "Podzim" in shown


def _create(app, **fields):
    form = {**hidden(page(app, DASHBOARD, lang=fields.pop("page", "en")), "create-form"),
            "rules": "goofspiel", "title": "", "players": "Ann <ann@example.org>\nBob <bob@example.org>",
            "seating": "given", "deadline_hours": "48", **fields}
    return app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)


@pytest.mark.parametrize("page_lang,game_lang", [("en", "cs"), ("cs", "en"), ("en", "en"),
                                                 ("cs", "cs")])
def test_the_players_language_follows_the_games_unless_chosen(app, game_service, page_lang,
                                                             game_lang):
    body = page(app, DASHBOARD, lang=page_lang)
    select = body[body.index('id="create-lang"'):]
    select = select[:select.index("</select>")]
    first = select[select.index("<option"):select.index("</option>")]
    assert 'value=""' in first and "selected" not in select, \
        "the first choice, and the one taken, is the game's language"
    response = _create(app, page=page_lang, **{"opt-goofspiel-lang": game_lang})
    assert response["statusCode"] == 303, response.get("body", "")[:300]
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    assert {s.lang for s in game_service.record(game_id).seats} == {game_lang}


def test_a_language_chosen_apart_for_the_players_is_kept(app, game_service):
    response = _create(app, players_lang="en", **{"opt-goofspiel-lang": "cs"})
    assert response["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    assert {s.lang for s in game_service.record(game_id).seats} == {"en"}


def test_a_roster_line_without_a_language_reads_the_tournaments():
    text = "name,email,lang\nAnn,ann@example.org,\nBob,bob@example.org,cs\n"
    assert [e.lang for e in tournaments.read_roster(text, "en")] == ["en", "cs"]
    assert [e.lang for e in tournaments.read_roster(text)] == ["cs", "cs"]
