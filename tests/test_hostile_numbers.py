"""One way to read a number (issue 40): ASCII digits only, and only so many of them, from any
request or document. "²" (for which str.isdigit() is true), other scripts' digits and numbers
of thousands of digits (past which int() refuses) are no numbers: a page falls back to its
default or says not found, never a 500."""

from __future__ import annotations

import pytest
from test_press_web import PLAYERS, page
from test_press_web import started as started_1926
from test_serve_outbox import get as local_get
from test_serve_outbox import outbox  # noqa: F401 (a fixture)
from web_events import get

from functions.service import ErrorCode, ServiceError
from rules import numbers

# the class: texts that str.isdigit(), \d or int() take for a number and we do not
NOT_NUMBERS = ["²", "¹²", "٣", "１", "৩", "𝟗", "9" * 5000, "1" * 19, "-1", "+1", "1_000",
               "0x10", "1e3", "", " ", "1.0", "½", "Ⅻ", "1 2"]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_only_ascii_digits_of_a_sane_length_are_a_number(text):
    assert numbers.whole(text) is None
    assert numbers.whole_or(text, 7) == 7


@pytest.mark.parametrize("text, number", [("0", 0), ("42", 42), (" 7 ", 7), ("1" * 18, int("1" * 18))])
def test_ascii_digits_are_a_number(text, number):
    assert numbers.whole(text) == number


def test_bounds():
    assert numbers.whole("5", low=1, high=9) == 5
    assert numbers.whole("0", low=1) is None and numbers.whole("10", high=9) is None
    assert numbers.whole("123", digits=2) is None and numbers.whole(12) is None


@pytest.mark.parametrize("text", ["²", "٣", "9" * 5000, "-1", "0"])
def test_the_public_games_page_number(app, game_service, text):
    response = app.resolve(get("/games", {"page": text}), None)
    assert response["statusCode"] == 200


@pytest.mark.parametrize("text", ["²", "1,²", "٣", "9" * 5000, "1," * 5000])
def test_the_player_page_said(app, game_service, text):
    game = started_1926(game_service)
    assert "Table talk" in page(app, game, "p1", said=text)


@pytest.mark.parametrize("text", ["²", "٣", "9" * 5000, "-1"])
def test_the_outbox_page_number(outbox, text):  # noqa: F811
    view, _ = outbox
    response = view.resolve(local_get("/outbox", {"page": text}))
    assert response["statusCode"] == 200


@pytest.mark.parametrize("text", ["²", "٣", "9" * 5000])
def test_a_timing_option_with_odd_digits_is_refused_politely(game_service, text):
    for option in ("deadline_hours", "reminder_hours"):
        with pytest.raises(ServiceError) as refused:
            game_service.create("westernpoly", PLAYERS, "org@example.org",
                                options={option: text})
        assert refused.value.code == ErrorCode.INVALID_REQUEST


@pytest.mark.parametrize("text", ["9" * 5000, "buy $" + "9" * 5000, "offer Bob give $" + "9" * 5000
                                  + " get field 1", "sell " + "1" * 50, "stars ٣"])
def test_a_move_with_a_huge_number_is_a_polite_refusal(game_service, text):
    game = game_service.create("westernpoly", PLAYERS, "org@example.org", start=True)
    seat = game_service.record(game.id).seat(game_service.record(game.id).to_move)
    with pytest.raises(ServiceError) as refused:
        game_service.submit(game.id, seat.email, text)
    assert refused.value.code in (ErrorCode.INVALID_COMMAND, ErrorCode.ILLEGAL_MOVE,
                                  ErrorCode.AMBIGUOUS_COMMAND)
