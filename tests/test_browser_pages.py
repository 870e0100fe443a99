"""Every page and form a player, an organizer and a spectator use, in Chromium at a phone's and
a laptop's width, against `pbm serve` on free ports: a move of each game, table talk, mail
settings, one-click unsubscribe, the organizer's create / replace / pause forms and export,
spectator pages, and a finished game of each kind. Each page gets a person's look
(browser_kit.look): text, no sideways scrolling, no text over text, no text under 11 px."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from browser_kit import WIDTHS, link_in, look, mails_to, opened

from functions.links import organizer_path, play_path
from tests import serve_process

SECRET = serve_process.SECRET.encode()
ORGANIZER = "org@example.org"
ANN, BOB, CYRIL = "ann@example.org", "bob@example.org", "cyril@example.org"
GAMES = ("1926", "westernpoly", "goofspiel", "ohhell")
# the default 33 hands are a long evening; a WesternPoly table of bots without a round limit
# may go on until the service calls it abandoned (cancelled, no result)
SHORT = {"ohhell": ("--option", "hands=1,2,1"), "westernpoly": ("--option", "max_rounds=30")}
MOVES_GUARD = 60  # a 2-player Goofspiel has 13 bids; more means the page loops


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """`pbm serve` with, of each game, a running table at its largest size (two people and
    bots), a finished table of bots, and a table of Ann against one bot to finish by hand."""
    home = tmp_path_factory.mktemp("pages")
    server = serve_process.start(home)  # first, so the CLI's mails link to its address
    ids: dict[str, str] = {}
    largest = {"1926": 5, "westernpoly": 6, "goofspiel": 4, "ohhell": 7}

    def new(key: str, game: str, people: list[str], bots: int, *more: str) -> None:
        seats = [arg for person in people for arg in ("--player", person)]
        out = serve_process.pbm(home, "new", game, *seats, *["--bot", "random"] * bots,
                                "--organizer", ORGANIZER, "--lang", "cs", "--public",
                                "--title", key, "--start", *more)
        ids[key] = out.split()[-1]

    for game in GAMES:
        people = [f"Anna Nováková <{ANN}>", f"Bob Brown <{BOB}>:en"]
        if game == "1926":
            people[1] = f"Cyril Černý <{CYRIL}>"
        short = SHORT.get(game, ())
        new(f"{game} running", game, people, largest[game] - 2)
        new(f"{game} finished", game, [], 3 if game != "westernpoly" else 2, *short)
        new(f"{game} by hand", game, [f"Anna Nováková <{ANN}>"],
            2 if game in ("1926", "ohhell") else 1, *short)
    server.home, server.ids = home, ids
    yield server
    server.stop()


@pytest.fixture(params=sorted(WIDTHS))
def page(request, browser):
    """A page at each width, in a Czech browser."""
    with opened(browser, request.param, "cs-CZ") as page:
        yield page


def open_seat(page, served, key: str, seat: str) -> None:
    page.goto(served.web + play_path(SECRET, served.ids[key], seat))


def history(page) -> str:
    """The history as the page lists it (its newest steps in a long game; none at the start)."""
    listed = page.locator("#history")
    return listed.inner_text() if listed.count() else ""


def play_first_option(page) -> None:
    """Choose the move form's first move and send it, as a person taking the default."""
    options = page.locator('#move-select option:not([value=""])')
    assert options.count() > 0, "a move form without moves"
    page.select_option("#move-select", options.first.get_attribute("value"))
    page.click("#submit-move")
    page.wait_for_load_state()
    assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()


@pytest.mark.parametrize("game", GAMES)
def test_a_player_makes_a_move_of_each_game(page, served, game):
    key = f"{game} running"
    for seat in ("p1", "p2"):  # whichever of the two people the game waits for
        open_seat(page, served, key, seat)
        if page.locator("#move-form").count():
            break
    else:
        pytest.fail(f"neither person can move in {key}")
    look(page, f"play-{game}")
    before = history(page)
    play_first_option(page)
    assert history(page) != before
    look(page, f"play-{game}-moved")


def test_a_player_sends_table_talk_and_the_other_reads_it(page, served):
    text = f"Ahoj Cyrile, jak se máš? ({page.viewport_size['width']})"
    open_seat(page, served, "1926 running", "p1")
    page.select_option("#talk-to", index=0)
    page.fill("#talk-text", text)
    page.click("#talk-send")
    page.wait_for_load_state()
    assert text in page.locator("#talk-messages").inner_text()
    look(page, "talk-sent")
    open_seat(page, served, "1926 running", "p2")
    assert text in page.locator("#talk-messages").inner_text()


def test_a_player_changes_their_mail_settings(page, served):
    open_seat(page, served, "westernpoly running", "p2")  # Bob reads English
    before = page.locator("#mail-now").inner_text()
    mode = page.locator("#mail-form button:not([disabled])").first
    chosen = mode.get_attribute("value")
    mode.click()
    page.wait_for_load_state()
    assert page.locator(f"#mail-{chosen}").get_attribute("aria-pressed") == "true"
    assert page.locator("#mail-now").inner_text() != before
    look(page, "mail-settings")


def test_one_click_unsubscribe_from_a_mail(page, served):
    mails = mails_to(served.home, ANN)
    assert mails, "Ann got no mail"
    link = link_in(mails[-1], "/unsubscribe/")
    page.goto(link)
    look(page, "unsubscribe-ask")
    suggested = page.locator("#mail-form button.primary")  # the mode the link stands for
    assert suggested.count() == 1
    mode = suggested.get_attribute("value")
    if suggested.is_enabled():  # else the other width chose it already
        suggested.click()
        page.wait_for_load_state()
    assert page.locator(".problem").count() == 0
    assert page.locator(f"#mail-{mode}").get_attribute("aria-pressed") == "true"
    look(page, "unsubscribe-done")


def dashboard(page, served) -> None:
    page.goto(served.web + organizer_path(SECRET, ORGANIZER))


def test_the_organizer_creates_a_game(page, served):
    # an organizer of their own: the fixture's used most of an hour's new games
    page.goto(served.web + organizer_path(SECRET, f"nova{page.viewport_size['width']}@example.org"))
    look(page, "dashboard")
    title = f"Nová partie {page.viewport_size['width']}"
    page.select_option("#create-rules", "goofspiel")
    page.fill("#create-title", title)
    page.fill("#create-players", "Eva Malá <eva@example.org>\nFilip Veselý <filip@example.org>")
    page.check("#create-start")
    page.click("#create-submit")
    page.wait_for_load_state()
    assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()
    assert title in page.locator("#games").inner_text()
    look(page, "dashboard-created")


def controls(page, served, key: str):
    """The organizer's controls of one game, opened."""
    dashboard(page, served)
    game_id = served.ids[key]
    page.locator(f"#controls-{game_id} > summary").click()
    return game_id


def test_the_organizer_replaces_a_player(page, served):
    width = page.viewport_size["width"]
    game_id = controls(page, served, "goofspiel running")
    form = page.locator(f"#replace-{game_id}")
    form.locator("select[name=seat]").select_option("p2")
    newcomer = f"Gustav Novák <gustav{width}@example.org>"
    form.locator("input[name=player]").fill(newcomer)
    form.locator("button[type=submit]").click()
    page.wait_for_load_state()
    assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()
    assert f"gustav{width}@example.org" in page.locator(f"#controls-{game_id} .seats").text_content()
    look(page, "dashboard-replaced")


def test_the_organizer_pauses_and_resumes_a_game(page, served):
    game_id = controls(page, served, "westernpoly running")
    page.locator(f"#pause-{game_id} button").click()
    page.wait_for_load_state()
    assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()
    look(page, "dashboard-paused")
    controls(page, served, "westernpoly running")
    page.locator(f"#resume-{game_id} button").click()
    page.wait_for_load_state()
    assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()


def test_the_organizer_exports_a_game(page, served):
    game_id = controls(page, served, "1926 finished")
    with page.expect_download() as download:
        page.click(f"#export-{game_id}")
    exported = json.loads(Path(download.value.path()).read_text())
    assert exported["game"]["id"] == game_id if "game" in exported else game_id in json.dumps(
        exported)


@pytest.mark.parametrize("state", ["running", "finished"])
@pytest.mark.parametrize("game", GAMES)
def test_a_spectator_follows_a_game(page, served, game, state):
    page.goto(served.web + f"/game/{served.ids[f'{game} {state}']}")
    assert page.locator("#board-picture svg").count() == 1
    if state == "finished":
        assert page.locator("#result").is_visible()
    look(page, f"spectator-{game}-{state}")
    page.goto(served.web + "/games")
    assert f"{game} {state}" in page.locator("body").inner_text()
    look(page, "public-games")


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_of_each_kind_as_its_player_sees_it(browser, served, game):
    page = browser.new_context(viewport={"width": 375, "height": 740},
                               locale="cs-CZ").new_page()
    key = f"{game} by hand"
    open_seat(page, served, key, "p1")
    if game in ("goofspiel", "ohhell"):  # bid (and play) to the end
        moves = 0
        while page.locator("#move-form").count():
            play_first_option(page)
            moves += 1
            assert moves < MOVES_GUARD
    else:  # give up: the bots finish the game
        page.locator("details.resign > summary").click()
        page.check("#resign-confirm")
        page.click("#resign")
        page.wait_for_load_state()
    open_seat(page, served, key, "p1")
    assert page.locator("#result").is_visible()
    assert page.locator("#move-form").count() == 0
    for width in (375, 1280):
        page.set_viewport_size({"width": width, "height": 800})
        look(page, f"finished-{game}")
    situation = page.locator("#situation")
    if situation.count():  # a section shown is never empty
        assert re.sub(r"\s+", " ", situation.inner_text()).strip() != \
            situation.locator("h2").inner_text().strip()
    page.context.close()
