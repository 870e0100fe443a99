"""A person's home in a real browser: ask for the sign-in link on `/`, open it from the mail,
press the button, reach `/me`, look at the data page, sign out; a cross-site form cannot sign
the browser in. At a phone's and a laptop's width, against `pbm serve` on free ports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser_kit import WIDTHS, link_in, look, mails_to, next_mail, opened

from tests import serve_process

ANN = "ann@example.org"
BOB = "bob@example.org"  # erases himself
CYRIL = "cyril@example.org"  # opens a used link
DANA = "dana@example.org"  # is the target of a cross-site form
# (one person a test: an address gets LINKS_PER_HOUR sign-in links an hour)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """`pbm serve` with one game of each kind that Ann plays (Czech), against bots."""
    home = tmp_path_factory.mktemp("home")
    others = {"1926": [f"Cyril Černý <{CYRIL}>", f"Dana Dvořáková <{DANA}>"],
              "westernpoly": [], "goofspiel": [f"Bob Brown <{BOB}>"]}
    for game, players in others.items():
        seats = [arg for player in players for arg in ("--player", player)]
        serve_process.pbm(home, "new", game, "--player", f"Anna Nováková <{ANN}>", *seats,
                          "--bot", "random", "--bot", "random", "--start",
                          "--organizer", "org@example.org", "--lang", "cs",
                          "--title", f"Partie {game}")
    server = serve_process.start(home)
    server.home = home
    yield server
    server.stop()


@pytest.fixture(params=sorted(WIDTHS))
def page(request, browser):
    """A page in a browser set to English: the people here read Czech all the same."""
    with opened(browser, request.param, "en-US") as page:
        yield page


def sign_in(page, served, address: str = ANN) -> None:
    """Ask for the link on `/`, open the newest one from the mail, press the button."""
    page.goto(served.web + "/")
    look(page, "home-front")
    before = len(mails_to(served.home, address))
    page.fill("#email", address)
    page.click("#send-link")
    page.wait_for_load_state()
    look(page, "home-sent")
    page.goto(link_in(next_mail(served.home, address, before), "/signin/"))
    look(page, "home-confirm")
    page.click("#confirm")
    page.wait_for_load_state()


def test_a_player_signs_in_from_the_mail_and_reaches_their_games(page, served):
    sign_in(page, served)
    assert page.url.endswith("/me") or "/me?" in page.url, page.url
    games = page.locator("#games")
    for title in ("Partie 1926", "Partie westernpoly", "Partie goofspiel"):
        assert title in games.inner_text()
    look(page, "home-me")

    with page.expect_download() as download:
        page.click("#data-download")
    data = json.loads(Path(download.value.path()).read_text())
    assert ANN in json.dumps(data)

    page.goto(served.web + "/me")
    page.click("#sign-out")
    page.wait_for_load_state()
    assert page.locator("#sign-in-form").is_visible()
    assert page.locator("html").get_attribute("lang") == "cs"  # Ann's, in any browser
    page.goto(served.web + "/me")
    assert page.locator("#sign-in-form").is_visible()  # the session ended: back on the front


def test_a_used_link_is_refused_politely(page, served):
    sign_in(page, served, CYRIL)
    link = link_in(mails_to(served.home, CYRIL)[-1], "/signin/")
    other = page.context.browser.new_context(locale="cs-CZ").new_page()
    other.goto(link)
    other.click("#confirm")
    other.wait_for_load_state()
    assert "/me" not in other.url and not other.context.cookies()
    look(other, "home-used-link")
    other.context.close()


def test_a_form_on_another_site_cannot_sign_the_browser_in(page, served):
    page.goto(served.web + "/")
    before = len(mails_to(served.home, DANA))
    page.fill("#email", DANA)
    page.click("#send-link")
    page.wait_for_load_state()
    link = link_in(next_mail(served.home, DANA, before), "/signin/")
    page.goto(link)
    nonce = page.locator("#confirm-form input[name=nonce]").get_attribute("value")
    # the attacker's page, served from another origin (a data: URL is opaque: Origin null and
    # Sec-Fetch-Site cross-site), posts the same form with the same nonce
    page.goto("data:text/html," f'<form method="post" action="{link}" id="f">'
              f'<input type="hidden" name="nonce" value="{nonce}"><button id="b">go</button>'
              "</form>")
    page.click("#b")
    page.wait_for_load_state()
    assert "/me" not in page.url
    assert not [c for c in page.context.cookies() if c["name"].startswith("pbm")]
    page.goto(served.web + "/me")
    assert page.locator("#sign-in-form").is_visible()


def test_a_player_erases_themselves(browser, served):
    page = browser.new_context(viewport={"width": 375, "height": 740}, locale="en-GB").new_page()
    sign_in(page, served, BOB)
    page.fill("#erase-confirm", BOB)
    page.click("#erase")
    page.wait_for_load_state()
    assert page.locator("#sign-in-form").is_visible()
    look(page, "home-erased")
    page.goto(served.web + "/me")
    assert page.locator("#sign-in-form").is_visible()
    exported = serve_process.pbm(served.home, "person", "export", BOB)
    assert "Bob Brown" not in exported
    page.context.close()
