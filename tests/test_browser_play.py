"""A real browser (headless Chromium driven by Playwright) plays the demo 1926 game of
`pbm serve --demo` to the end through the /play pages, then checks the spectator page, the
organizer's dashboard and the outbox. Screenshots go to tests/artifacts/.

Chromium comes from the Debian packages (`make test` installs them); Playwright never
downloads a browser here. Without Chromium the test fails in CI and is skipped elsewhere.
"""

from __future__ import annotations

import re

import pytest
from browser_kit import ARTIFACTS, launch, playwright_or_skip

from tests import serve_process

MOVES_GUARD = 200  # a 3-player 1926 game has 27 placements; more means the pages loop


@pytest.fixture
def served(tmp_path):
    """`pbm serve --demo` on free ports in a fresh home."""
    server = serve_process.start(tmp_path, "--demo")
    yield server
    if server.process.poll() is None:
        server.stop()


@pytest.fixture
def page():
    """A fresh page in headless Chromium."""
    sync_playwright = playwright_or_skip()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-GB")
        yield context.new_page()
        context.close()
        browser.close()


def _shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def _play_one(page, links: dict[str, str], played: int) -> bool:
    """Find the player the game waits for and play one move; False when nobody can move."""
    for name, url in links.items():
        page.goto(url)
        form = page.locator("#move-form")
        if form.count() == 0:
            continue
        options = page.locator('#move-select option:not([value=""])')  # not "choose a move"
        assert options.count() > 0, f"{name} has a move form without moves"
        choice = options.nth(played * 7 % options.count()).get_attribute("value")
        if played == 1:  # once, write the command instead of picking it
            page.fill("#command", choice)
        else:
            page.select_option("#move-select", choice)
        if played == 4:
            _shot(page, "play-before-move")
        page.click("#submit-move")
        page.wait_for_load_state()
        assert page.locator(".problem").count() == 0, page.locator(".problem").inner_text()
        assert page.locator("#history li").count() == played + 1
        return True
    return False


def test_a_browser_plays_the_demo_game_to_the_end(served, page):
    links = served.player_links()
    assert sorted(links) == ["Anna", "Bedřich", "Cyril"]
    spectator = served.printed("spectators")
    dashboard = served.printed("organizer")

    page.goto(served.web + "/")
    assert page.title()
    played = 0
    while _play_one(page, links, played):
        played += 1
        assert played < MOVES_GUARD, "the game does not end"
    assert played == 27  # 3 players x 3 sets of 3 pyramids, every one placed

    # every seat sees the result and no move form
    for url in links.values():
        page.goto(url)
        assert page.locator("#result").is_visible()
        assert page.locator("#move-form").count() == 0
    _shot(page, "play-game-over")

    page.goto(spectator)
    assert page.locator("#result").is_visible()
    assert page.locator("#history li").count() == played
    assert page.locator("#board-picture svg").count() == 1
    _shot(page, "spectator-end")
    page.click("#step-first")
    assert re.search(r"\b0\b", page.locator("#step").inner_text())
    page.click("#step-next")
    # the step is a new page: wait for it (under load the old one is still there at first)
    page.wait_for_url(re.compile(r"step=1\b"))
    page.locator("#history li.current").first.wait_for()
    assert page.locator("#history li.current").count() == 1
    _shot(page, "spectator-step-1")

    page.goto(dashboard)
    game_id = spectator.rstrip("/").rsplit("/", 1)[1]
    row = page.locator(f"#game-{game_id}")
    assert row.count() == 1 and "Demo 1926" in row.inner_text()
    _shot(page, "dashboard")

    page.goto(served.web + "/outbox")
    assert page.locator("#mails tbody tr").count() >= played  # a your-turn mail per move at least
    _shot(page, "outbox")

    code, said = served.stop()
    assert code == 0 and "pbm stopped." in said
