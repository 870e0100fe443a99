"""The standing-orders form of the player's page (WesternPoly): each changed order goes to the
service as the mail's AUTO command would; a bad amount is refused in the player's language with
the form kept; a forged post changes nothing; games without standing orders have no form."""

from __future__ import annotations

import re

from web_events import SECRET, forms, get, hidden, post

from functions.links import play_path
from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]
ORGANIZER = "org@example.org"


def new_game(game_service, rules="westernpoly"):
    players = PLAYERS if rules == "westernpoly" else [*PLAYERS, PlayerSpec("Dan", "dan@x.org")]
    return game_service.create(rules, players, ORGANIZER, options={"lang": "en"}, start=True)


def page(app, game, seat):
    return app.resolve(get(play_path(SECRET, game.id, seat)), None)


def orders_post(app, game, seat, **fields):
    """Post the seat's orders form as drawn on their page now, with `fields` filled."""
    drawn = hidden(page(app, game, seat)["body"], "orders-form")
    return app.resolve(post(f"{play_path(SECRET, game.id, seat)}/orders", {**drawn, **fields}),
                       None)


def orders_of(game_service, game, seat):
    return game_service.view(game.id).game.seat(seat).standing_orders


def orders_now(body):
    return re.search(r'id="orders-now">(.*?)</(?:ul|p)>', body, re.S).group(1)


def test_orders_set_on_the_page_are_stored_shown_and_played_at_once(app, game_service):
    game = new_game(game_service)
    assert "None yet: every decision is yours." in orders_now(page(app, game, "p1")["body"])
    # the service threw for Ann and she is asked whether to buy: "always" decides it now
    response = orders_post(app, game, "p1", buy="always", stars="keep", stars_amount="8 000",
                           jail_card="yes")
    assert response["statusCode"] == 303, response["body"]
    assert response["headers"]["Location"] == f"{play_path(SECRET, game.id, 'p1')}?done=orders"
    assert orders_of(game_service, game, "p1") == (
        ("buy", "always"), ("jail_card", "use"), ("stars", "keep 8000"))
    view = game_service.view(game.id)
    bought = [e for e in view.log if e.player == "Ann" and e.text == "buy"]
    assert bought and bought[0].source == "auto"
    body = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Orders saved." in body
    shown = orders_now(body)
    assert "buy whenever possible" in shown and "use the Get out of Jail card at once" in shown
    assert "buy stars when at least $8,000 is left" in shown
    form = forms(body)["orders-form"]
    assert form["stars_amount"] == ["8000"] and form["jail_card"] == ["yes"]
    assert re.search(r'<option value="always" selected>always, when you can pay', body)
    assert 'id="order-jail-card" checked' in body and 'id="order-offers" checked' not in body


def test_an_order_changed_or_cleared_touches_only_that_order(app, game_service):
    game = new_game(game_service)
    orders_post(app, game, "p2", buy="up_to", buy_amount="4000", offers="yes")
    assert orders_of(game_service, game, "p2") == (("buy", "up_to 4000"), ("offers", "decline"))
    body = page(app, game, "p2")["body"]
    assert "kupovat karty do ceny" in orders_now(body)
    assert "odmítat nabídky obchodu" in orders_now(body)
    orders_post(app, game, "p2", buy="up_to", buy_amount="4000")  # offers unticked
    assert orders_of(game_service, game, "p2") == (("buy", "up_to 4000"),)
    orders_post(app, game, "p2", buy="off")
    assert orders_of(game_service, game, "p2") == ()
    assert "Zatím žádné, všechno rozhoduješ ty." in page(app, game, "p2")["body"]


def test_a_bad_amount_is_refused_in_czech_and_the_form_keeps_it(app, game_service):
    game = new_game(game_service)
    version = game_service.view(game.id).game.version
    response = orders_post(app, game, "p2", buy="keep", buy_amount="pět tisíc", offers="yes")
    body = response["body"]
    assert response["statusCode"] == 422
    assert "Pokyny nebyly uloženy" in body
    assert "Napiš částku celým číslem dolarů, třeba 4000." in body
    assert forms(body)["orders-form"]["buy_amount"] == ["pět tisíc"]
    assert re.search(r'<option value="keep" selected>', body)
    assert 'id="order-offers" checked' in body and '<details id="orders-section" open>' in body
    assert orders_of(game_service, game, "p2") == ()  # nothing was set, not even the offers
    assert game_service.view(game.id).game.version == version
    # an amount the mode needs but left empty is refused the same way
    response = orders_post(app, game, "p2", stars="keep", stars_amount="")
    assert response["statusCode"] == 422 and "Napiš částku" in response["body"]


def test_a_forged_or_unsigned_orders_post_changes_nothing(app, game_service):
    game = new_game(game_service)
    bobs = hidden(page(app, game, "p2")["body"], "orders-form")
    anns = f"{play_path(SECRET, game.id, 'p1')}/orders"
    response = app.resolve(post(anns, {**bobs, "buy": "never"}), None)
    assert response["statusCode"] == 400
    assert forms(response["body"])["orders-form"]["buy"]  # the page, with the form, not a crash
    assert re.search(r'<option value="never" selected>', response["body"])
    response = app.resolve(post(anns, {"buy": "never", "version": "1"}), None)
    assert response["statusCode"] == 400
    # the time form's nonce is not the orders form's
    times = hidden(page(app, game, "p1")["body"], "away-form")
    response = app.resolve(post(anns, {**times, "buy": "never"}), None)
    assert response["statusCode"] == 400
    assert all(s.standing_orders == () for s in game_service.view(game.id).game.seats)


def test_a_1926_page_has_no_orders_form_and_its_route_refuses(app, game_service):
    game = new_game(game_service, "1926")
    body = page(app, game, "p1")["body"]
    assert 'id="orders"' not in body and "orders-form" not in body
    assert 'id="time"' in body  # the rest of the page is there
    times = hidden(body, "away-form")
    response = app.resolve(post(f"{play_path(SECRET, game.id, 'p1')}/orders",
                                {**times, "buy": "always"}), None)
    assert response["statusCode"] == 400
    assert "orders-form" not in response["body"]
    assert all(s.standing_orders == () for s in game_service.view(game.id).game.seats)


def test_the_orders_form_is_gone_once_the_game_is_over(app, game_service):
    game = new_game(game_service)
    game_service.cancel(game.id)
    assert 'id="orders"' not in page(app, game, "p1")["body"]
