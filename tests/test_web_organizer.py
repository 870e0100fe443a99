"""The organizer's dashboard: the games at a glance, creating a game, the controls (start,
pause, resume, cancel, replace), export, and the single-use forms."""

from __future__ import annotations

import json
import re

import pytest
from web_events import SECRET, forms, get, hidden, post

import rules
from functions.links import organizer_path, play_path
from functions.mail.tokens import Purpose, sign_web
from functions.service import PlayerSpec

ORGANIZER = "org@example.org"
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


DASHBOARD = organizer_path(SECRET, ORGANIZER)


def dashboard(app, path=DASHBOARD, **query):
    return app.resolve(get(path, {"lang": "en", **query}), None)


def control(app, game_id, action, **extra):
    """Post one of a game's control forms as drawn on the dashboard now."""
    body = dashboard(app)["body"]
    form_id = f"{action}-{game_id}"
    fields = {**hidden(body, form_id), **extra}
    return app.resolve(post(f"{DASHBOARD}/games/{game_id}", fields, {"lang": "en"}), None)


def new_game(game_service, organizer=ORGANIZER, start=False, title="Friday"):
    return game_service.create("1926", PLAYERS, organizer, options={"lang": "en"}, title=title,
                               start=start)


def test_the_dashboard_lists_only_this_organizers_games(app, game_service, clock):
    waiting = new_game(game_service, title="Waiting one")
    clock.advance(minutes=5)
    running = new_game(game_service, start=True, title="Running one")
    new_game(game_service, organizer="someone@example.org", title="Not mine")
    response = dashboard(app)
    body = response["body"]
    assert response["statusCode"] == 200
    assert "Waiting one" in body and "Running one" in body and "Not mine" not in body
    assert body.index("Running one") < body.index("Waiting one")  # newest first
    row = body[body.index(f'id="game-{running.id}"'):]
    row = row[:row.index("</tr>")]
    assert "running" in row and "Ann" in row and "Thu 1 May 2025, 14:05 CEST" in row
    assert "UTC" not in row  # times in the game's zone, with its name
    assert f'id="start-{waiting.id}"' in body and f'id="pause-{running.id}"' in body


def test_creating_a_game_from_the_form(app, game_service):
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "1926", "title": "Club night",
            "players": "Ann <ann@example.org>\r\n\r\nBob <bob@example.org>\nCid <cid@example.org>",
            "players_lang": "en", "opt-1926-variant": "kancler", "opt-1926-sets": "4",
            "opt-1926-lang": "en", "seating": "given", "deadline_hours": "48",
            "public": "yes", "start": "yes"}
    response = app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)
    assert response["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    assert response["headers"]["Location"] == \
        f"{DASHBOARD}?done=created&game={game_id}&lang=en"
    game = game_service.view(game_id).game
    assert (game.title, game.public, game.status, game.organizer) == \
        ("Club night", True, "running", ORGANIZER)
    assert game.options == {"variant": "kancler", "sets": 4, "lang": "en"}
    assert game.timing.deadline_hours == 48
    assert [(s.name, s.email, s.lang) for s in game.seats] == [
        ("Ann", "ann@example.org", "en"), ("Bob", "bob@example.org", "en"),
        ("Cid", "cid@example.org", "en")]
    assert "Game “Club night” created." in app.resolve(
        get(response["headers"]["Location"]), None)["body"]


def test_the_create_form_seats_bots_on_bot_lines(app, game_service):
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "1926", "players": "Ann <ann@example.org>\nbot\nbot greedy",
            "players_lang": "en", "start": "yes"}
    assert app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    game = game_service.view(game_id).game
    assert [(s.name, s.email, s.bot) for s in game.seats] == [
        ("Ann", "ann@example.org", None), ("Robot Karel", "", "strong"),
        ("Robot Radius", "", "greedy")]
    assert game.to_move == "p1"  # the bots wait for Ann; nobody else is mailed


def test_the_create_form_cannot_create_twice(app, game_service):
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "1926", "players": "\n".join(
        f"{p.name} <{p.email}>" for p in PLAYERS)}
    assert app.resolve(post(f"{DASHBOARD}/games", form), None)["statusCode"] == 303
    again = app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)
    assert again["statusCode"] == 409 and "has changed meanwhile" in again["body"]
    assert len(game_service.store.games_of_organizer(ORGANIZER)) == 1


def test_a_refused_create_keeps_what_was_typed(app, game_service):
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "1926", "title": "<i>Mine</i>",
            "players": "Ann <ann@example.org>\nnot an address <script>"}
    response = app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)
    body = response["body"]
    assert response["statusCode"] == 422 and 'id="problem"' in body
    assert "not an address &lt;script&gt;" in body and "&lt;i&gt;Mine&lt;/i&gt;" in body
    assert "<script" not in body
    assert game_service.store.games_of_organizer(ORGANIZER) == []


def test_start_pause_and_resume(app, game_service):
    game = new_game(game_service)
    for action, status in (("start", "running"), ("pause", "paused"), ("resume", "running")):
        response = control(app, game.id, action)
        assert response["statusCode"] == 303
        assert game_service.view(game.id).game.status == status
    notice = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert f"Done: “{game.title}” is now running." in notice


def test_a_control_form_is_single_use(app, game_service):
    game = new_game(game_service, start=True)
    pause = hidden(dashboard(app)["body"], f"pause-{game.id}")
    app.resolve(post(f"{DASHBOARD}/games/{game.id}", pause), None)
    control(app, game.id, "resume")
    again = app.resolve(post(f"{DASHBOARD}/games/{game.id}", pause, {"lang": "en"}), None)
    assert again["statusCode"] == 409 and "has changed meanwhile" in again["body"]
    assert game_service.view(game.id).game.status == "running"


def test_cancelling_needs_the_confirmation_box(app, game_service):
    game = new_game(game_service, start=True)
    assert control(app, game.id, "cancel")["statusCode"] == 422
    assert game_service.view(game.id).game.status == "running"
    assert control(app, game.id, "cancel", confirm="yes")["statusCode"] == 303
    assert game_service.view(game.id).game.status == "cancelled"


def test_replacing_a_player(app, game_service):
    game = new_game(game_service, start=True)
    assert forms(dashboard(app)["body"])[f"replace-{game.id}"]["seat"] == ["p1", "p2", "p3"]
    response = control(app, game.id, "replace", seat="p2", player="Dana <dana@example.org>")
    assert response["statusCode"] == 303
    seat = game_service.view(game.id).game.seat("p2")
    assert (seat.name, seat.email) == ("Dana", "dana@example.org")


def test_export_downloads_the_games_json(app, game_service):
    game = new_game(game_service, start=True)
    response = app.resolve(get(f"{DASHBOARD}/games/{game.id}/export"), None)
    assert response["statusCode"] == 200
    assert response["headers"]["Content-Type"] == "application/json"
    assert response["headers"]["Content-Disposition"] == \
        f'attachment; filename="pbm-{game.id}.json"'
    assert json.loads(response["body"]) == game_service.export(game.id)


def test_another_organizers_game_is_not_there(app, game_service):
    theirs = new_game(game_service, organizer="someone@example.org", start=True)
    mine = new_game(game_service, start=True)
    pause = hidden(dashboard(app)["body"], f"pause-{mine.id}")
    assert app.resolve(post(f"{DASHBOARD}/games/{theirs.id}", pause), None)["statusCode"] == 404
    assert app.resolve(get(f"{DASHBOARD}/games/{theirs.id}/export"), None)["statusCode"] == 404
    assert game_service.view(theirs.id).game.status == "running"


@pytest.mark.parametrize("token", ["garbage", organizer_path(b"other", ORGANIZER).split("/")[-1]])
def test_a_bad_dashboard_token_gets_a_403(app, token):
    response = dashboard(app, f"/organizer/{token}")
    assert response["statusCode"] == 403 and "Invalid link" in response["body"]


def test_a_players_token_does_not_open_the_dashboard(app, game_service):
    game = new_game(game_service)
    token = play_path(SECRET, game.id, "p1").split("/")[-1]
    assert dashboard(app, f"/organizer/{token}")["statusCode"] == 403


def test_a_per_game_organizer_token_opens_that_organizers_dashboard(app, game_service):
    game = new_game(game_service, title="Via the game link")
    token = sign_web(SECRET, game.id, "org", Purpose.ORGANIZER)
    body = dashboard(app, f"/organizer/{token}")["body"]
    assert "Via the game link" in body and ORGANIZER in body


def option_fields(body, rules_id):
    """{input name: (label text, the input's tag)} of one game's options fieldset."""
    fieldset = re.search(rf'<fieldset class="options" id="options-{rules_id}".*?</fieldset>',
                         body, re.S).group(0)
    found = {}
    for label in re.findall(r"<label\b.*?</label>", fieldset, re.S):
        tag = re.search(r"<(select|input)\b[^>]*>", label).group(0)
        name = re.search(r'name="([^"]+)"', tag).group(1)
        words = " ".join(re.sub(r"<[^>]+>", " ", re.sub(r"<select.*?</select>", "", label,
                                                        flags=re.S)).split())
        found[name] = (words, tag, label)
    return found


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_create_form_names_each_games_options_in_words(app, lang):
    body = app.resolve(get(DASHBOARD, {"lang": lang}), None)["body"]
    other = app.resolve(get(DASHBOARD, {"lang": "en" if lang == "cs" else "cs"}), None)["body"]
    for rules_id in rules.games():
        specs = rules.get(rules_id).option_specs
        fields = option_fields(body, rules_id)
        assert set(fields) == {f"opt-{rules_id}-{name}" for name in specs}
        for name, spec in specs.items():
            words, tag, label = fields[f"opt-{rules_id}-{name}"]
            assert words and words != name and "_" not in words
            assert words != option_fields(other, rules_id)[f"opt-{rules_id}-{name}"][0]
            if spec.choices:
                options = re.findall(r'<option value="([^"]+)"[^>]*>([^<]*)</option>', label)
                assert [value for value, _ in options] == [str(c) for c in spec.choices]
                assert all(shown not in spec.choices for _, shown in options)
            elif isinstance(spec.default, int) and not isinstance(spec.default, bool):
                assert 'type="number"' in tag and f'value="{spec.default}"' in tag
                for bound, value in (("min", spec.minimum), ("max", spec.maximum)):
                    assert (f'{bound}="{value}"' in tag) == (value is not None)
        language = fields.get(f"opt-{rules_id}-lang")
        if language:  # the game's language defaults to the organizer's page language
            assert re.search(rf'<option value="{lang}" selected>', language[2])


def test_the_other_games_options_are_hidden_and_ignored(app, game_service):
    css = app.resolve(get("/static/style.css"), None)["body"]
    for rules_id in rules.games():
        assert (f'form:has(#create-rules option[value="{rules_id}"]:checked) '
                f'fieldset.options:not(#options-{rules_id})') in css
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "1926", "players": "\n".join(
        f"{p.name} <{p.email}>" for p in PLAYERS), "opt-1926-sets": "5",
        "opt-westernpoly-max_rounds": "not a number", "opt-westernpoly-jail": "nonsense"}
    response = app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)
    assert response["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    assert game_service.view(game_id).game.options["sets"] == 5


def test_a_refused_create_keeps_the_chosen_options(app, game_service):
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "westernpoly", "players": "Ann <ann@example.org>",
            "opt-westernpoly-max_rounds": "12", "opt-westernpoly-jail": "two_turns"}
    body = app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)["body"]
    fields = option_fields(body, "westernpoly")
    assert 'value="12"' in fields["opt-westernpoly-max_rounds"][1]
    assert '<option value="two_turns" selected>' in fields["opt-westernpoly-jail"][2]
    assert re.search(r'<option value="westernpoly" selected>', body)


@pytest.mark.parametrize(("games_lang", "accept_language", "query", "page_lang"), [
    ("cs", "en-US,en;q=0.9", {}, "cs"),  # a Czech organizer in an English browser
    ("en", "cs-CZ,cs;q=0.9", {}, "en"),
    ("cs", "en-US,en;q=0.9", {"lang": "en"}, "en"),  # their own choice on the page
])
def test_the_dashboard_speaks_the_organizers_language(app, game_service, games_lang,
                                                      accept_language, query, page_lang):
    game_service.create("1926", PLAYERS, "nova@example.org",
                        options={"lang": games_lang}, title="Pátek")
    body = app.resolve(get(organizer_path(SECRET, "nova@example.org"), query,
                           accept_language=accept_language), None)["body"]
    assert f'<html lang="{page_lang}">' in body


def _opened(body: str, game_id: str) -> bool:
    tag = re.search(rf'<details class="game-controls" id="controls-{game_id}"[^>]*>', body)
    return " open" in tag.group(0)


def test_a_game_waiting_for_the_organizer_shows_its_controls_open(app, game_service):
    """Review 13: "Dana odmítá pozvánku … tlačítkem Vyměnit hráče", and the button was folded
    away under the game's collapsed details: a game a declined seat waits in is open, its
    replace form shown; a game that waits for nothing of the organizer stays folded."""
    declined = new_game(game_service, title="Declined one")
    quiet = new_game(game_service, title="Quiet one")
    game_service.decline(declined.id, "bob@example.org")
    body = dashboard(app)["body"]
    assert _opened(body, declined.id) and f'id="replace-{declined.id}"' in body
    assert not _opened(body, quiet.id)


def test_the_organizers_mail_links_the_dashboard_at_the_game_it_is_about(app, game_service,
                                                                          sqlite_store):
    """The dashboard link of an organizer's mail names its game; the page opens that game."""
    from bench.mail_games import SECRET as MAIL_SECRET
    from bench.mail_games import SETTINGS, Outbox
    from functions.mailroom.delivery import Postman

    game = new_game(game_service, title="Named one")
    game_service.decline(game.id, "bob@example.org")
    outbox = Outbox()
    Postman(sqlite_store, outbox, SETTINGS, MAIL_SECRET, game_service.clock).deliver_pending()
    mails = [m for m in outbox.sent if ORGANIZER in str(m["To"])
             and "seat_declined" in str(m["Message-ID"])]
    assert mails
    text = mails[-1].get_body(("plain",)).get_content()
    link = re.search(r"https?://\S+/organizer/\S+", text).group(0)
    assert f"?game={game.id}#controls-{game.id}" in link
    body = dashboard(app, game=game.id)["body"]
    assert _opened(body, game.id)
    other = new_game(game_service, title="Other one")
    assert _opened(dashboard(app, game=other.id)["body"], other.id)


def test_the_create_form_keeps_the_organizers_name_for_the_invitations(app, game_service):
    """Review 22n: a game made on the dashboard named its organizer by the address alone
    ("kterou pořádá org@example.org"); the form asks the name, and offers it again next time."""
    fields = hidden(dashboard(app)["body"], "create-form")
    form = {**fields, "rules": "1926", "players": "Ann <ann@example.org>\nbot\nbot",
            "players_lang": "en", "organizer_name": 'Eva "Boss" Dvořáková <x@y.z>'}
    assert app.resolve(post(f"{DASHBOARD}/games", form, {"lang": "en"}), None)["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    record = game_service.view(game_id).game
    assert record.organizer == ORGANIZER  # the name never changes the address
    assert record.organizer_name.startswith("Eva") and "<" not in record.organizer_name
    again = hidden(dashboard(app)["body"], "create-form")
    assert "Eva" in dashboard(app)["body"] and "organizer_name" not in again
