"""The page after a form speaks the language of the page the form was on, even when the service
no longer knows the reader (erased, signed out) and the browser asks for another language: a
Czech player with an English browser reads Czech after erasing themself, signing out, or a
mistake in the form; every form of every page sends its page's language."""

from __future__ import annotations

import glob
import re
from pathlib import Path

from test_home_web import signed_in, with_cookie
from web_events import get, hidden, post

from functions.service import PlayerSpec

CZECH = [PlayerSpec("Eva", "eva@example.org", "cs"), PlayerSpec("Bob", "bob@example.org", "en"),
         PlayerSpec("Cid", "cid@example.org", "en")]
TEMPLATES = Path(__file__).resolve().parents[1] / "templates" / "web"


def _me(app, game_service):
    """Eva signed in, her /me page in Czech (her own language) though her browser asks for
    English, and her session cookie."""
    game_service.create("1926", CZECH, "org@example.org", options={"lang": "cs"}, start=True)
    cookie = signed_in(app, game_service.store, "eva@example.org")
    page = app.resolve(with_cookie(get("/me", accept_language="en"), cookie), None)["body"]
    assert '<html lang="cs"' in page
    return page, cookie


def _next_page(app, response) -> str:
    """The page the browser shows after a form's answer (following a redirect in English)."""
    if response["statusCode"] != 303:
        return response["body"]
    path, _, query = response["headers"]["Location"].partition("?")
    params = dict(p.split("=", 1) for p in query.split("&") if p)
    return app.resolve(get(path, params, accept_language="en"), None)["body"]


def test_after_erasing_herself_a_czech_player_reads_czech(app, game_service):
    page, cookie = _me(app, game_service)
    form = {**hidden(page, "erase-form"), "confirm": "eva@example.org"}
    done = app.resolve(with_cookie(post("/me/erase", form), cookie), None)
    shown = _next_page(app, done)
    assert "ze všech her a záznamů jsme tě smazali" in shown and '<html lang="cs"' in shown


def test_after_signing_out_a_czech_player_reads_czech(app, game_service):
    page, cookie = _me(app, game_service)
    done = app.resolve(with_cookie(post("/signout", hidden(page, "sign-out-form")), cookie),
                       None)
    assert "Odhlášení proběhlo." in _next_page(app, done)


def test_a_mistake_in_the_erase_form_is_told_in_czech(app, game_service):
    page, cookie = _me(app, game_service)
    form = {**hidden(page, "erase-form"), "confirm": "someone@example.org"}
    wrong = app.resolve(with_cookie(post("/me/erase", form), cookie), None)
    assert wrong["statusCode"] == 400 and '<html lang="cs"' in wrong["body"]
    expired = app.resolve(with_cookie(post("/me/erase", {**form, "nonce": "x" * 40}), cookie),
                          None)
    assert expired["statusCode"] == 403 and "Formulář už neplatí" in expired["body"]


def test_every_form_of_every_page_sends_its_language():
    for path in sorted(glob.glob(str(TEMPLATES / "*.html"))):
        html = Path(path).read_text()
        for form in re.findall(r'<form method="post".*?</form>', html, re.S):
            assert 'name="lang" value="{{ lang }}"' in form, (path, form[:80])


def test_my_games_after_signing_out_sends_a_czech_player_to_the_czech_front_page(app, game_service):
    """Review 13: /me after signing out (the back button, a bookmark) redirected a Czech
    player with an English browser to the English front page."""
    page, cookie = _me(app, game_service)
    done = app.resolve(with_cookie(post("/signout", hidden(page, "sign-out-form")), cookie),
                       None)
    left = [c for c in done["cookies"] if c.startswith("pbm_lang=")]
    assert left and left[0].startswith("pbm_lang=cs;"), done["cookies"]
    assert "eva" not in left[0]  # the language only: nobody learns who read it
    again = app.resolve(with_cookie(get("/me", accept_language="en"), left[0]), None)
    assert '<html lang="cs"' in _next_page(app, again)
    # a browser without it (never signed out here) goes by its own language, as before
    bare = app.resolve(get("/me", accept_language="en"), None)
    assert '<html lang="en"' in _next_page(app, bare)
