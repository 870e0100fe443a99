"""The player's home on the web (issue 13): the sign-in link (single use, one hour, rate-limited,
the same answer for players and strangers), the "my games" page, the calendar feed and the
public games, through real-shaped HTTP API v2 events on SQLite with the fake clock."""

from __future__ import annotations

import re

import pytest
from icalendar import Calendar
from web_events import SECRET, get, hidden, post

from functions.links import play_path
from functions.mailroom.home_mail import PERSONAL
from functions.service import PlayerSpec
from functions.service.people.signin import LINKS_PER_HOUR, calendar_key
from functions.service.records.notifications import Kind
from functions.web import create_app
from functions.web.site import Request

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def started(game_service, players=PLAYERS, **kwargs):
    return game_service.create("1926", players, "org@example.org", options={"lang": "en"},
                               start=True, **kwargs)


def sign_in_mails(store, email):
    return [n for n in store.pending_notifications(1000)
            if n.kind == Kind.SIGN_IN and n.email == email]


def ask(app, email, **query):
    return app.resolve(post("/signin", {"email": email}, query), None)


def link_token(store, email):
    (mail,) = sign_in_mails(store, email)[-1:]
    return mail.payload["link"].rsplit("/", 1)[1]


def with_cookie(event, cookie):
    event["cookies"] = [cookie.split(";", 1)[0]]
    return event


def confirm_form(app, token):
    """The hidden fields of the button's form on the page the link opens (its nonce)."""
    page = app.resolve(get(f"/signin/{token}"), None)
    assert page["statusCode"] == 200
    return hidden(page["body"], "confirm-form")


def signed_in(app, store, email="ann@example.org"):
    """Ask for a link, open it and use it; the session cookie as the browser stores it."""
    ask(app, email)
    token = link_token(store, email)
    response = app.resolve(post(f"/signin/{token}", confirm_form(app, token)), None)
    assert response["statusCode"] == 303 and response["headers"]["Location"] == "/me"
    (cookie,) = response["cookies"]
    return cookie


def test_the_front_page_asks_for_an_address_and_links_the_public_games(app):
    body = app.resolve(get("/", accept_language="en"), None)["body"]
    assert 'id="sign-in-form"' in body and 'action="/signin"' in body
    assert 'href="/games"' in body
    czech = app.resolve(get("/", {"lang": "cs"}), None)["body"]
    assert "Poslat odkaz" in czech and 'action="/signin?lang=cs"' in czech


def test_a_player_gets_a_link_that_opens_their_games_once(app, game_service, sqlite_store):
    game = started(game_service)
    response = ask(app, "Ann@Example.org")
    assert response["statusCode"] == 200 and "Check your mail" in response["body"]
    (mail,) = sign_in_mails(sqlite_store, "ann@example.org")
    assert mail.game_id == PERSONAL and mail.lang == "en"
    assert mail.payload["link"].startswith("https://games.example.org/signin/")
    # the games it lists are read when the mail is made, out of sight of whoever asked
    assert mail.payload["games"] is None
    from functions.mailroom.home_mail import with_games

    made = with_games(game_service, mail)
    assert [g["title"] for g in made.payload["games"]] == [game.title]
    assert made.payload["name"] == "Ann" and made.lang == "en"
    cookie = signed_in(app, sqlite_store)
    assert cookie.startswith("pbm_session=")
    assert "HttpOnly" in cookie and "Secure" in cookie and "SameSite=Lax" in cookie
    front = app.resolve(with_cookie(get("/"), cookie), None)["body"]
    assert 'href="/me" id="my-games-link"' in front
    assert 'id="my-games-link"' not in app.resolve(get("/"), None)["body"]
    page = app.resolve(with_cookie(get("/me"), cookie), None)
    assert page["statusCode"] == 200
    assert f'id="game-{game.id}"' in page["body"]
    assert play_path(SECRET, game.id, "p1") in page["body"]


def test_opening_the_link_uses_nothing_and_using_it_twice_is_refused(app, game_service,
                                                                     sqlite_store):
    started(game_service)
    ask(app, "ann@example.org")
    token = link_token(sqlite_store, "ann@example.org")
    for _ in range(2):  # a mail scanner and then the person open it: both see the button
        assert 'id="confirm-form"' in app.resolve(get(f"/signin/{token}"), None)["body"]
    form = confirm_form(app, token)
    assert app.resolve(post(f"/signin/{token}", form), None)["statusCode"] == 303
    again = app.resolve(post(f"/signin/{token}", form), None)
    assert again["statusCode"] == 410 and "no longer works" in again["body"]
    assert not again.get("cookies")
    assert app.resolve(get(f"/signin/{token}"), None)["statusCode"] == 200  # GET checks only


def test_a_link_expires_after_an_hour(app, game_service, sqlite_store, clock):
    started(game_service)
    ask(app, "ann@example.org")
    token = link_token(sqlite_store, "ann@example.org")
    clock.advance(minutes=59)
    assert app.resolve(get(f"/signin/{token}"), None)["statusCode"] == 200
    clock.advance(minutes=1)
    assert app.resolve(get(f"/signin/{token}"), None)["statusCode"] == 410
    assert app.resolve(post(f"/signin/{token}", {}), None)["statusCode"] == 410


def test_a_forged_or_altered_link_is_refused(app, other_app, game_service, sqlite_store):
    started(game_service)
    ask(app, "ann@example.org")
    token = link_token(sqlite_store, "ann@example.org")
    altered = token[:-1] + ("a" if token[-1] != "a" else "b")
    for bad, on in ((altered, app), ("nonsense", app), (token, other_app)):
        assert on.resolve(post(f"/signin/{bad}", {}), None)["statusCode"] == 410
    assert app.resolve(post(f"/signin/{token}", confirm_form(app, token)),
                       None)["statusCode"] == 303  # still unused


def test_the_answer_is_the_same_for_a_player_and_a_stranger(app, game_service, sqlite_store):
    started(game_service)
    player = ask(app, "ann@example.org")
    stranger = ask(app, "nobody@example.org")
    assert player["statusCode"] == stranger["statusCode"] == 200
    assert player["body"].replace("ann@example.org", "X") == \
        stranger["body"].replace("nobody@example.org", "X")
    assert player["headers"] == stranger["headers"]
    assert sign_in_mails(sqlite_store, "nobody@example.org") == []  # no mail to strangers
    assert sqlite_store.sign_ins_since("nobody@example.org", "2000-01-01T00:00:00.000Z") == 0


def test_links_per_address_are_limited_per_hour(app, game_service, sqlite_store, clock):
    started(game_service)
    for _ in range(LINKS_PER_HOUR + 2):
        assert ask(app, "ann@example.org")["statusCode"] == 200
    assert len(sign_in_mails(sqlite_store, "ann@example.org")) == LINKS_PER_HOUR
    assert len(sign_in_mails(sqlite_store, "bob@example.org")) == 0
    ask(app, "bob@example.org")  # another address has its own share
    assert len(sign_in_mails(sqlite_store, "bob@example.org")) == 1
    clock.advance(minutes=61)
    ask(app, "ann@example.org")
    assert len(sign_in_mails(sqlite_store, "ann@example.org")) == LINKS_PER_HOUR + 1


def test_a_malformed_address_is_asked_again_politely(app):
    response = ask(app, "not an address<script>", lang="cs")
    assert response["statusCode"] == 400
    assert "Tohle nevypadá jako e-mailová adresa" in response["body"]
    assert "<script>" not in response["body"] and "&lt;script&gt;" in response["body"]


def test_without_a_session_my_games_sends_to_the_front_page(app):
    response = app.resolve(get("/me"), None)
    assert response["statusCode"] == 303 and response["headers"]["Location"] == "/"
    forged = with_cookie(get("/me"), "pbm_session=" + "a" * 60)
    assert app.resolve(forged, None)["statusCode"] == 303


def test_a_session_lapses_and_signing_out_ends_it(app, game_service, sqlite_store, clock):
    started(game_service)
    lapsing = signed_in(app, sqlite_store)
    clock.advance(days=14)
    assert app.resolve(with_cookie(get("/me"), lapsing), None)["statusCode"] == 303
    cookie = signed_in(app, sqlite_store)
    me = app.resolve(with_cookie(get("/me"), cookie), None)
    form = hidden(me["body"], "sign-out-form")
    out = app.resolve(with_cookie(post("/signout", form), cookie), None)
    assert out["statusCode"] == 303 and "Max-Age=0" in out["cookies"][0]
    assert app.resolve(with_cookie(get("/me"), cookie), None)["statusCode"] == 303


def test_my_games_lists_every_game_across_organizers_with_turn_deadline_and_settings(
        app, game_service, sqlite_store):
    first = started(game_service, title="<b>Jaro</b> 1926")
    other = game_service.create("westernpoly", [PlayerSpec("Dana", "dana@example.org", "cs"),
                                                PlayerSpec("Ann", "ann@example.org", "en")],
                                "dana@example.org", title="Dodge City", start=True,
                                options={"auto_buy": "always"})
    game_service.set_timezone(first.id, "ann@example.org", "America/New_York")
    game_service.set_reminders(first.id, "ann@example.org", [6])
    started(game_service, players=[*PLAYERS[1:], PlayerSpec("Dana", "dana@example.org", "cs")],
            title="Without Ann")
    cookie = signed_in(app, sqlite_store)
    body = app.resolve(with_cookie(get("/me"), cookie), None)["body"]
    assert "&lt;b&gt;Jaro&lt;/b&gt; 1926" in body and "<b>Jaro" not in body
    assert "Dodge City" in body and "Without Ann" not in body
    row = re.search(rf'<tr id="game-{first.id}".*?</tr>', body, re.S).group(0)
    record = game_service.view(first.id).game
    assert record.to_move == "p1" and "EDT" in row and "<strong>you</strong>" in row
    settings = re.search(rf'<li id="settings-{first.id}">.*?</li>', body, re.S).group(0)
    assert "6 h before the deadline (your own)" in settings and "America/New_York" in settings
    orders = re.search(rf'<li id="settings-{other.id}">.*?</li>', body, re.S).group(0)
    assert "buy" in orders.lower() and "Europe/Prague" in orders
    assert 'id="ratings"' in body and "No ratings yet" in body
    assert "/calendar/" + calendar_key(SECRET, "ann@example.org") + ".ics" in body


def test_ratings_from_the_provider_appear_on_the_page(game_service, sqlite_store):
    from functions.service.people.home import Rating

    app = create_app(game_service, SECRET, "https://games.example.org",
                     ratings=lambda email: [Rating("1926", 27.5, 3)] if email else [])
    started(game_service)
    cookie = signed_in(app, sqlite_store)
    body = app.resolve(with_cookie(get("/me"), cookie), None)["body"]
    assert "1926: <b>27.5</b> (3 games)" in body


def test_the_home_shows_the_ratings_pbm_ratings_has(game_service, sqlite_store):
    from functions.service.people.home import stored_ratings
    from functions.service.tournaments import ratings

    after = ratings.Rating("westernpoly", "ann@example.org", "Ann", 31.0, 2.0, 1, 1)
    sqlite_store.record_ratings("g0", "westernpoly", [after.to_dict()],
                                "2025-05-01T10:00:00.000Z")
    (rated,) = ratings.ratings(sqlite_store, "westernpoly")  # what `pbm ratings` lists
    app = create_app(game_service, SECRET, "https://games.example.org",
                     ratings=stored_ratings(game_service))
    started(game_service)
    body = app.resolve(with_cookie(get("/me"), signed_in(app, sqlite_store)), None)["body"]
    section = re.search(r'<section class="ratings".*?</section>', body, re.S).group(0)
    assert f"WesternPoly: <b>{rated.ordinal:.1f}</b> (1 game)" in section
    assert "1926" not in section  # not rated in 1926 yet


def test_a_rating_below_a_newcomers_reads_zero_and_czech_has_a_decimal_comma(game_service,
                                                                              sqlite_store):
    """An unsure estimate (mu − 3 sigma below 0, after a lost first game) is shown as 0, the
    newcomer's rating, never as "-0.3"; the exact value stays in the store."""
    from functions.service.people.home import stored_ratings
    from functions.service.tournaments import ratings

    lost = ratings.Rating("1926", "bob@example.org", "Bob", 22.8, 7.7, 1, 1)
    assert lost.ordinal < 0
    sqlite_store.record_ratings("g0", "1926", [lost.to_dict()], "2025-05-01T10:00:00.000Z")
    app = create_app(game_service, SECRET, "https://games.example.org",
                     ratings=stored_ratings(game_service))
    started(game_service)  # Bob plays in Czech
    body = app.resolve(with_cookie(get("/me"), signed_in(app, sqlite_store, "bob@example.org")),
                       None)["body"]
    section = re.search(r'<section class="ratings".*?</section>', body, re.S).group(0)
    assert "1926: <b>0,0</b>" in section and "-" not in re.sub(r"<[^>]+>", "", section)


@pytest.mark.parametrize("ordinal, lang, shown", [
    (-0.3, "en", "0.0"), (-12.0, "cs", "0,0"), (0.0, "en", "0.0"), (12.345, "cs", "12,3"),
    (27.5, "en", "27.5")])
def test_a_rating_is_shown_floored_at_zero_with_one_decimal(ordinal, lang, shown):
    from functions.web.rating import shown_rating

    assert shown_rating(ordinal, lang) == shown


def feed(app, email="ann@example.org"):
    response = app.resolve(get(f"/calendar/{calendar_key(SECRET, email)}.ics"), None)
    assert response["statusCode"] == 200
    assert response["headers"]["Content-Type"].startswith("text/calendar")
    return Calendar.from_ical(response["body"]).walk("VEVENT")


def test_the_calendar_has_the_deadline_of_each_turn_and_moves_it_when_it_moves(
        app, game_service):
    game = started(game_service, title="Jaro")
    record = game_service.view(game.id).game
    (event,) = feed(app)
    assert str(event["SUMMARY"]) == "Your move: Jaro"
    assert event.decoded("DTSTART").isoformat().replace("+00:00", ".000Z") == record.deadline
    uid = str(event["UID"])
    game_service.extend(game.id, 24)
    (moved,) = feed(app)
    assert str(moved["UID"]) == uid
    assert (moved.decoded("DTSTART") - event.decoded("DTSTART")).total_seconds() == 24 * 3600
    assert int(moved["SEQUENCE"]) > int(event["SEQUENCE"])
    assert feed(app, "bob@example.org") == []  # not Bob's turn
    game_service.submit(game.id, "ann@example.org", "large praha")
    assert feed(app) == []  # played: the event leaves the feed
    (bobs,) = feed(app, "bob@example.org")
    assert str(bobs["UID"]) != uid


def test_a_calendar_key_that_does_not_verify_is_not_found(app):
    key = calendar_key(b"another-secret-0123456789abcdef", "ann@example.org")
    assert app.resolve(get(f"/calendar/{key}.ics"), None)["statusCode"] == 404


def test_public_games_are_listed_newest_first_a_page_at_a_time(app, game_service, clock):
    public = []
    for n in range(23):
        clock.advance(minutes=1)
        public.append(started(game_service, title=f"Public {n}", public=True))
    started(game_service, title="Private")
    game_service.create("1926", PLAYERS, "org@example.org", title="Not started", public=True)
    first = app.resolve(get("/games"), None)["body"]
    titles = re.findall(r'<li id="public-[^"]+"><a href="/game/[^"]+">([^<]+)</a>', first)
    assert titles == [f"Public {n}" for n in range(22, 2, -1)]
    assert 'id="page-older"' in first and 'id="page-newer"' not in first
    second = app.resolve(get("/games", {"page": "2"}), None)["body"]
    titles = re.findall(r'<li id="public-[^"]+"><a href="/game/[^"]+">([^<]+)</a>', second)
    assert titles == ["Public 2", "Public 1", "Public 0"]
    assert 'id="page-newer"' in second and 'id="page-older"' not in second
    assert "Private" not in first + second and "Not started" not in first + second
    assert app.resolve(get("/games", {"page": "x"}), None)["statusCode"] == 200


def test_public_games_are_found_among_many_private_ones_past_the_first_batch(app, game_service,
                                                                              clock):
    public = []
    for n in range(80):  # more games than one read of the store brings (PUBLIC_BATCH)
        clock.advance(minutes=1)
        record = started(game_service, title=f"Game {n}", public=n % 3 == 0)
        if n % 3 == 0:
            public.append(record.title)
        if n == 40:
            game_service.cancel(started(game_service, title="Cancelled", public=True).id)
    newest = public[::-1]
    pages = [app.resolve(get("/games", {"page": str(n)}), None)["body"] for n in (1, 2)]
    titles = [re.findall(r'<li id="public-[^"]+"><a href="/game/[^"]+">([^<]+)</a>', body)
              for body in pages]
    assert titles == [newest[:20], newest[20:]] and len(newest) == 27
    assert 'id="page-older"' in pages[0] and 'id="page-older"' not in pages[1]


@pytest.fixture
def other_app(game_service):
    return create_app(game_service, b"another-secret-0123456789abcdef", "https://x.org")


def test_a_sign_in_posted_from_another_site_is_refused(app, game_service, sqlite_store):
    started(game_service)
    ask(app, "ann@example.org")
    token = link_token(sqlite_store, "ann@example.org")
    event = post(f"/signin/{token}", confirm_form(app, token))
    event["headers"]["sec-fetch-site"] = "cross-site"
    refused = app.resolve(event, None)
    assert refused["statusCode"] == 403 and not refused.get("cookies")
    event["headers"]["sec-fetch-site"] = "same-origin"
    assert app.resolve(event, None)["statusCode"] == 303  # the refusal used nothing up


@pytest.mark.parametrize("fetch_site, origin, refused", [
    # what Chromium sends for the page's own button under a no-referrer policy: it is ours
    ("same-origin", "null", False),
    ("same-origin", "https://games.example.org", False),
    ("none", "", False),  # a navigation the person started (typed, a bookmark)
    ("", "https://games.example.org", False),
    ("", "", False),  # curl and other clients that say neither: the nonce decides
    # another site, whatever its Origin claims
    ("same-site", "https://games.example.org", True),
    ("cross-site", "null", True),
    ("", "null", True),
    ("", "https://evil.example", True),
])
def test_the_same_origin_check_reads_what_browsers_send(fetch_site, origin, refused):
    req = Request(origin=origin, host="games.example.org", fetch_site=fetch_site)
    assert req.from_elsewhere("https://games.example.org") is refused


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_front_page_names_every_game_the_service_offers(app, lang):
    import rules

    intro = re.search(r'<p id="intro">([^<]+)</p>', app.resolve(get("/", {"lang": lang}),
                                                                  None)["body"]).group(1)
    names = [rules.get(game_id).name for game_id in rules.games()]
    assert len(names) >= 3 and all(name in intro for name in names)


@pytest.mark.parametrize("high", ["ann@example.org", "bob@example.org"])
def test_a_finished_game_on_my_games_says_who_won(high, app, game_service, sqlite_store):
    """Review 12n: /me showed "To move: —, deadline: —" for a finished game, not who won.
    Goofspiel played out, `high` bidding its highest card every round, the other its lowest."""
    record = game_service.create("goofspiel", PLAYERS[:2], "org@example.org", start=True,
                                 options={"cards": 5})
    while (view := game_service.view(record.id)).game.result is None:
        seat = next(s for s in view.game.seats if view.game.waits_for(s.seat))
        legal = view.rules.legal_moves(view.state, seat.player)
        game_service.submit(record.id, seat.email,
                            (legal[-1] if seat.email == high else legal[0]).text)
    winners = view.game.result["winners"]
    assert len(winners) == 1  # the two ways of bidding never tie every round
    ann = view.game.seat_of("ann@example.org").player
    # in the words of the MY GAMES mail (review 13: "skončila — Vyhrává …" on the page)
    said = "over, you won" if winners == [ann] else "over, Bob won"
    body = app.resolve(with_cookie(get("/me"), signed_in(app, sqlite_store)), None)["body"]
    row = re.search(rf'<tr id="game-{record.id}".*?</tr>', body, re.S).group(0)
    assert said in row, row
