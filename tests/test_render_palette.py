"""One colour per seat everywhere: the palette's contrast, and the same colour for a player in
the mail, on the page and in the board picture."""

from __future__ import annotations

import html
import re

import pytest

import rules
from functions.render import render
from functions.render.games.game1926 import board_svg
from functions.render.palette import SEAT_COLOURS, colours, contrast, ink_on
from functions.service.records.game import GameRecord
from functions.service.records.notifications import Notification
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing
from functions.web.pages import player_rows

WHITE, BLACK = "#ffffff", "#000000"


@pytest.mark.parametrize(("colour", "ink"), SEAT_COLOURS)
def test_a_name_on_its_seat_colour_reads_at_four_and_a_half_to_one(colour, ink):
    assert contrast(colour, ink) >= 4.5
    assert ink_on(colour) == ink


def test_the_contrast_is_computed_as_wcag_does():
    assert contrast(WHITE, BLACK) == pytest.approx(21)
    assert contrast("#777777", WHITE) == pytest.approx(4.48, abs=0.01)  # WCAG's classic example
    assert contrast("#0072B2", WHITE) == contrast(WHITE, "#0072B2")


def test_the_palette_is_six_distinct_colours():
    assert len({colour.casefold() for colour, _ in SEAT_COLOURS}) == len(SEAT_COLOURS) == 6


def test_a_player_has_the_same_colour_in_the_mail_the_players_table_and_the_picture():
    names = ["Ann", "Bob", "Cyril", "Dana"]
    game = rules.get("1926")
    state = game.new_game(names, {"lang": "en"})
    for text in ("large praha", "large brno", "small plzen", "medium praha"):
        state = game.apply(state, game.to_move(state), game.parse(state, game.to_move(state), text))
    seats = tuple(Seat(f"p{i}", n, f"p{i}@example.org", status="joined", player=n)
                  for i, n in enumerate(names, start=1))
    record = GameRecord(
        id="g1", rules="1926", title="Colours", options={"lang": "en"}, seats=seats,
        organizer="p1@example.org", public=False, timing=Timing(), seating="given", seed="5" * 64,
        seed_commitment="c" * 64, created_at="2025-03-01T10:00:00+00:00", status="running",
        version=4, order=tuple(names), to_move="p1")  # fmt: skip
    notification = Notification(id="g1:4:board:p1", game_id="g1", version=4, kind="board",
                                seat="p1", email="p1@example.org", lang="en",
                                created_at="2025-03-01T10:00:00+00:00", payload={})
    mail = render(notification, record, game, state, reply_address=None).html
    expected = colours(names)
    chips = re.findall(r'<span style="padding:0 3px;background:(#\w+);[^"]*">([^<]+)<', mail)
    assert {html.unescape(name) for _, name in chips} == set(names)
    assert all(expected[html.unescape(name)] == colour for colour, name in chips)
    _, rows = player_rows(record, game.view(state, "Ann"), "en")
    assert {row.name: row.colour for row in rows} == expected
    picture = str(board_svg(game.view(state, "Ann"), "en"))
    for name, colour in expected.items():
        assert colour in picture, name
