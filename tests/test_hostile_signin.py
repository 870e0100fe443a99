"""Sign-in and sign-out that cannot be driven from elsewhere (issue 40): a post to /signout from
another site ends no session, not even by clearing a cookie the browser did not send it; asking
for sign-in links for strangers adds no rows (and keeps no stranger's address), and a person's
own asks add at most their hourly share; on both stores where rows are counted."""

from __future__ import annotations

import pytest
from test_home_web import ask, with_cookie
from test_hostile_rights import foreign, opens_me, sign_out_form, signed_in, started
from test_person_data import _everything_stored
from web_events import SECRET, post

from functions.mailroom.home_mail import mail_sign_in
from functions.service import GameService
from functions.service.people.signin import LINKS_PER_HOUR


def clears_cookie(response) -> bool:
    return any("Max-Age=0" in c or "max-age=0" in c.lower() for c in response.get("cookies") or ())


@pytest.mark.parametrize("made_up", [
    lambda e: foreign(e),
    lambda e: foreign(e, "null"),
    lambda e: {**e, "headers": {**e["headers"], "sec-fetch-site": "cross-site"}},
    lambda e: {**e, "headers": {**e["headers"], "sec-fetch-site": "same-site",
                                "origin": "https://other.example.org"}},
])
def test_a_sign_out_posted_elsewhere_without_the_cookie_clears_nothing(
        app, game_service, sqlite_store, clock, made_up):
    """SameSite keeps the cookie from a post made on another site: the answer to such a post
    may not clear it (which would sign the person out)."""
    started(game_service)
    cookie = signed_in(app, sqlite_store, clock)
    response = app.resolve(made_up(post("/signout", {})), None)
    assert response["statusCode"] == 403 and not clears_cookie(response)
    assert opens_me(app, cookie)


def test_a_sign_out_without_cookie_or_origin_clears_nothing_and_a_real_one_still_works(
        app, game_service, sqlite_store, clock):
    started(game_service)
    cookie = signed_in(app, sqlite_store, clock)
    bare = post("/signout", {})
    for name in ("origin", "sec-fetch-site", "referer"):
        bare["headers"].pop(name, None)
    response = app.resolve(bare, None)
    assert not clears_cookie(response) and opens_me(app, cookie)
    form = sign_out_form(app, cookie)
    done = app.resolve(with_cookie(post("/signout", form), cookie), None)
    assert done["statusCode"] == 303 and clears_cookie(done)
    assert not opens_me(app, cookie)
    # the ended cookie, posted again from the site itself, is cleared
    again = app.resolve(with_cookie(post("/signout", {}), cookie), None)
    assert again["statusCode"] == 303 and clears_cookie(again)


def test_asks_for_strangers_add_no_rows_and_keep_no_address(app, game_service, sqlite_store):
    started(game_service)
    ask(app, "stranger0@example.net")  # the stand-in's one link and mail
    before = _everything_stored(sqlite_store)
    for n in range(40):
        ask(app, f"stranger{n}@example.net")
    after = _everything_stored(sqlite_store)
    assert len(after) == len(before)
    assert not [t for t in after if "example.net" in t or "stranger" in t]


@pytest.mark.every_store
def test_a_persons_own_asks_add_at_most_their_hourly_share(store, clock, fake_secrets):
    service = GameService(store, clock, fake_secrets)
    started(service)
    mail_sign_in(service, SECRET, "https://games.example.org", "nobody@example.net", "en")
    before = len(_everything_stored(store))
    for _ in range(40):
        mail_sign_in(service, SECRET, "https://games.example.org", "ann@example.org", "en")
        mail_sign_in(service, SECRET, "https://games.example.org", "zed@example.net", "en")
    stored = _everything_stored(store)
    # each link sent is a link row and a mail row; nothing else was added
    assert len(stored) - before == 2 * LINKS_PER_HOUR
    assert not [t for t in stored if "zed" in t or "nobody@" in t]
