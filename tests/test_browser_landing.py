"""Round 14's newcomer opened every page in Chromium at 375 and 1280 px; this follows them
against `pbm serve` on free ports, with script on and off.

- Every link a mail of the service carries lands on what it names: the organizer's dashboard
  link of each game's mail opens that game's controls in view (the extend button clickable as
  it comes, no game the mail does not name unfolded); each player's link opens their page.
- An erased player's old link says their data was erased, in their language (a Czech player in
  an English browser), with a way on.
- The forms the reviewer did not try: the holiday, pause and resume, the player's absence and
  standing orders, a public game's spectator page; each works in cs and en, nothing overflows.
Each page gets a person's look (browser_kit.look)."""

from __future__ import annotations

import datetime as dt
import re
import time
from urllib.parse import parse_qs, urlsplit

import pytest
from browser_kit import MAIL_GUARD, WIDTHS, link_in, look, mails_to, next_mail

from functions.links import game_path, organizer_path, play_path
from tests import serve_process

SECRET = serve_process.SECRET.encode()
ORGANIZER = "org@example.org"
ANNA, BOB, EVA, FILIP = ("anna@example.org", "bob@example.org", "eva@example.org",
                         "filip@example.org")
LOCALES = {"cs": "cs-CZ", "en": "en-US"}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """`pbm serve` with a running WesternPoly of two people (one reading English) and a bot,
    a finished Goofspiel of bots, a Goofspiel its organizer plays in, and a Goofspiel whose
    player Filip erased his data."""
    home = tmp_path_factory.mktemp("landing")
    server = serve_process.start(home)  # first, so the mails link to its address
    ids: dict[str, str] = {}

    def new(key: str, game: str, *args: str) -> None:
        out = serve_process.pbm(home, "new", game, *args, "--organizer", ORGANIZER,
                                "--lang", "cs", "--title", key, "--start")
        ids[key] = out.split()[-1]

    new("Běžící", "westernpoly", "--player", f"Anna Nováková <{ANNA}>",
        "--player", f"Bob Brown <{BOB}>:en", "--bot", "random", "--public")
    new("Dohraná", "goofspiel", "--bot", "random", "--bot", "random", "--bot", "random")
    new("Hraju taky", "goofspiel", "--player", f"Olga Pořádná <{ORGANIZER}>",  # she plays too
        "--player", f"Bob Brown <{BOB}>:en")
    new("Smazaná", "goofspiel", "--player", f"Eva Malá <{EVA}>",
        "--player", f"Filip Veselý <{FILIP}>", "--bot", "random")
    server.home, server.ids = home, ids
    for address in (ANNA, BOB, EVA, FILIP):  # the postman is a thread of its own: wait for it
        next_mail(home, address, 0)
    organizers_links(home, set(ids.values()))
    server.filip = link_in(mails_to(home, FILIP)[-1], "/play/")  # his link before the erasure
    serve_process.pbm(home, "person", "erase", FILIP)
    yield server
    server.stop()


@pytest.fixture(params=[(width, script) for width in sorted(WIDTHS) for script in (True, False)],
                ids=lambda p: f"{p[0]}-{'js' if p[1] else 'nojs'}")
def page(request, browser):
    width, script = request.param
    wide, high = WIDTHS[width]
    context = browser.new_context(viewport={"width": wide, "height": high}, locale="cs-CZ",
                                  java_script_enabled=script)
    yield context.new_page()
    context.close()


def organizers_links(home, games: set[str]) -> None:
    """Wait until `pbm serve`'s postman has put a mail linking each of `games`'s controls in the
    organizer's outbox (polling another process's output, not waiting for time to pass)."""
    deadline = time.monotonic() + MAIL_GUARD
    while not games <= {game for mail in mails_to(home, ORGANIZER)
                        for game in re.findall(r"[?&]game=([^&#\s]+)",
                                               mail.get_body(("plain",)).get_content())}:
        assert time.monotonic() < deadline, "the organizer's mails did not all come"
        time.sleep(0.05)


def in_view(page, selector: str) -> bool:
    """Whether the element's top lies on the screen as the page is now scrolled."""
    return page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
                                       return r.top >= 0 && r.top < window.innerHeight; }""",
                         selector)


def test_each_dashboard_link_of_the_organizers_mail_opens_its_game_in_view(page, served):
    mails = mails_to(served.home, ORGANIZER)
    named = set()
    for mail in mails:
        text = mail.get_body(("plain",)).get_content()
        if "/organizer/" not in text:  # her turn mails as a player
            continue
        link = link_in(mail, "/organizer/")
        if "/unsubscribe/" in link:
            continue
        game_id = parse_qs(urlsplit(link).query)["game"][0]
        assert urlsplit(link).fragment == f"controls-{game_id}"
        named.add(game_id)
        page.goto(link)
        details = page.locator("details.game-controls")
        shown = {details.nth(i).get_attribute("id"): details.nth(i).evaluate("d => d.open")
                 for i in range(details.count())}
        assert shown.pop(f"controls-{game_id}") is True, mail["Subject"]
        assert not any(shown.values()), f"{mail['Subject']}: {shown}"
        assert in_view(page, f"#controls-{game_id} > summary"), mail["Subject"]
        if game_id == served.ids["Běžící"]:
            page.locator(f"#extend-{game_id} button").click(trial=True)  # clickable as it comes
        look(page, "dashboard-from-mail")
    assert named == set(served.ids.values())


def test_each_players_link_opens_their_page(page, served):
    for address in (ANNA, BOB, EVA):
        mail = mails_to(served.home, address)[-1]
        response = page.goto(link_in(mail, "/play/"))
        assert response.status == 200, mail["Subject"]
        look(page, "play-from-mail")


def test_an_erased_players_old_link_says_so_in_czech_in_an_english_browser(browser, served):
    for width in sorted(WIDTHS):
        wide, high = WIDTHS[width]
        context = browser.new_context(viewport={"width": wide, "height": high}, locale="en-US")
        page = context.new_page()
        response = page.goto(served.filip)
        assert response.status == 410
        assert page.locator("html").get_attribute("lang") == "cs"
        assert "vymazané" in page.locator("h1").inner_text()
        assert "Invalid" not in page.locator("body").inner_text()
        page.click("#onward")
        assert urlsplit(page.url).path == "/"
        context.close()


@pytest.fixture(params=[(width, lang) for width in sorted(WIDTHS) for lang in LOCALES],
                ids=lambda p: f"{p[0]}-{p[1]}")
def speaking(request, browser):
    """A page at each width in a browser of each language, and that language."""
    width, lang = request.param
    wide, high = WIDTHS[width]
    context = browser.new_context(viewport={"width": wide, "height": high},
                                  locale=LOCALES[lang])
    yield context.new_page(), lang
    context.close()


def fresh_game(served, organizer: str, player: str, lang: str) -> tuple[str, str]:
    """A running WesternPoly of its own (the holiday pauses an organizer's every game): its
    id and the player's page."""
    out = serve_process.pbm(served.home, "new", "westernpoly", "--player",
                            f"Hráčka Petra <{player}>:{lang}", "--bot", "random",
                            "--organizer", organizer, "--lang", lang, "--title", "Forms",
                            "--start", "--public")
    game_id = out.split()[-1]
    return game_id, served.web + play_path(SECRET, game_id, "p1")


def no_problem(page) -> None:
    assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()


def test_the_holiday_pause_and_resume_forms(speaking, served):
    page, lang = speaking
    organizer = f"holiday-{page.viewport_size['width']}-{lang}@example.org"
    game_id, _ = fresh_game(served, organizer, f"p-{organizer}", lang)
    page.goto(served.web + organizer_path(SECRET, organizer) + f"?lang={lang}")
    last = (dt.date.today() + dt.timedelta(days=3)).isoformat()
    page.fill("#holiday-last", last)
    page.click("#holiday-submit")
    page.wait_for_load_state()
    no_problem(page)
    assert page.locator(".notice").count() == 1
    look(page, f"holiday-{lang}")
    page.locator(f"#controls-{game_id} > summary").click()
    page.locator(f"#resume-{game_id} button").click()
    page.wait_for_load_state()
    no_problem(page)
    page.locator(f"#pause-{game_id} button").click()
    page.wait_for_load_state()
    no_problem(page)
    assert page.locator(f"#controls-{game_id}").evaluate("d => d.open")  # the game acted on
    look(page, f"paused-{lang}")


def test_the_players_absence_and_standing_orders_forms(speaking, served):
    page, lang = speaking
    player = f"time-{page.viewport_size['width']}-{lang}@example.org"
    _, path = fresh_game(served, f"org-{player}", player, lang)
    page.goto(path)
    assert page.locator("html").get_attribute("lang") == lang
    page.locator("#away-section > summary").click()
    first = dt.date.today() + dt.timedelta(days=2)
    page.fill("#away-first", first.isoformat())
    page.fill("#away-last", (first + dt.timedelta(days=2)).isoformat())
    page.click("#away-submit")
    page.wait_for_load_state()
    no_problem(page)
    assert page.locator("#my-absence").is_visible()
    look(page, f"away-{lang}")
    page.click("#back-submit")  # the way back stands under the absence, not folded away
    page.wait_for_load_state()
    no_problem(page)
    assert page.locator("#my-absence").count() == 0
    page.locator("#orders-section > summary").click()
    page.select_option("#order-buy", index=1)
    page.click("#orders-submit")
    page.wait_for_load_state()
    no_problem(page)
    assert page.locator("ul#orders-now li").count() >= 1
    look(page, f"orders-{lang}")


def test_a_public_games_spectator_page(speaking, served):
    page, lang = speaking
    page.goto(served.web + game_path(served.ids["Běžící"]) + f"?lang={lang}")
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("#board-picture svg").count() == 1
    look(page, f"spectator-{lang}")
