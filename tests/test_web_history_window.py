"""A long game's replay page lists a window of its history around the step it shows, with links
to the earlier and later steps (a finished WesternPoly of bots runs to thousands of steps: the
whole history made a page of 420 kB that a loaded browser could not open in 30 s)."""

from __future__ import annotations

import re

import pytest
from web_events import get

from functions.service import PlayerSpec
from functions.web.spectator import HISTORY_SHOWN, history_window

BOT = PlayerSpec("", "", "cs", bot="random")


@pytest.mark.parametrize(("step", "total", "window"), [
    (0, 0, (1, 0)), (5, 10, (1, 10)), (3000, 3000, (2801, 3000)), (1000, 3000, (851, 1050)),
    (1, 3000, (1, 200))])
def test_the_window_leads_up_to_the_step_and_goes_a_little_past_it(step, total, window):
    assert history_window(step, total) == window


def test_a_long_finished_games_page_lists_its_newest_steps_and_links_the_earlier(
        app, game_service):
    record = game_service.create("westernpoly", [BOT, BOT], "org@example.org",
                                 options={"lang": "cs"}, title="Dlouhá", start=True,
                                 public=True)
    total = len(game_service.view(record.id).log)
    assert total > HISTORY_SHOWN  # bots alone play a WesternPoly to its end at once
    page = app.resolve(get(f"/game/{record.id}"), None)["body"]
    links = [int(n) for n in re.findall(r'href="/game/\w+\?step=(\d+)"', page)]
    listed = re.findall(r'<li value="\d+"', page)
    assert 0 < len(listed) <= HISTORY_SHOWN
    assert max(links) == total  # the newest step is listed (the game's end)
    assert "Starší kroky" in page and total - HISTORY_SHOWN in links  # the way back
    earlier = app.resolve(get(f"/game/{record.id}", {"step": str(total - HISTORY_SHOWN)}),
                          None)["body"]
    assert "Novější kroky" in earlier
    assert 'aria-current="step"' in earlier
