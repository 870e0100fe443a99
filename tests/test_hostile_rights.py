"""Hostile input, part 2 (issue 33): rights end when they should. Each test is one attack of
the review: a removed player's old reply and link, a copied cookie after signing out, the
calendar feed's links, an old turn mail that resigns or changes settings, logout and login
posted from another site, and /signin doing less work for a stranger than for a player."""

from __future__ import annotations

import pytest
from icalendar import Calendar
from test_mailroom_incoming import PLAYERS, Table, reply, start_1926
from test_mailroom_incoming import SECRET as MAIL_SECRET
from web_events import SECRET, get, hidden, post

from functions.links import play_path
from functions.mailroom.incoming import resign_code
from functions.service import ErrorCode, GameService, ServiceError
from functions.service.people.signin import calendar_key
from functions.service.records.notifications import Kind
from functions.web import create_app

SITE = "https://games.example.org"  # the web events' Host and Origin


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def talk_texts(service: GameService, game_id: str) -> list[str]:
    """What the public page shows of the table talk."""
    return [line["text"] for line in service.talk(game_id, None)]


def mails_to(store, email: str, kind: str) -> list:
    return [n for n in store.pending_notifications(1000) if n.email == email and n.kind == kind]


# --- a removed seat's rights end with it -----------------------------------------------------

def test_a_removed_player_cannot_talk_by_an_old_reply(table):
    game = start_1926(table)
    cid = table.last("cid@example.org")  # the mail of the start, with Cid's reply token
    table.service.remove(game.id, "cid@example.org")
    table.deliver()
    outcome = table.receive(reply(cid, "SAY I am still here"))
    assert outcome.action == "ignored"
    assert talk_texts(table.service, game.id) == []
    assert table.deliver() == []  # and no answer to the removed player
    # the same line from a seated player is talk: the refusal is about the seat, not the mail
    table.receive(reply(table.last("bob@example.org"), "SAY ahoj"))
    assert talk_texts(table.service, game.id) == ["ahoj"]


def test_a_removed_player_cannot_change_settings_or_talk_through_the_service(table):
    game = start_1926(table)
    table.service.remove(game.id, "cid@example.org")
    for action in (lambda: table.service.say(game.id, "cid@example.org", "hello"),
                   lambda: table.service.set_reminders(game.id, "cid@example.org", [2]),
                   lambda: table.service.set_press_each(game.id, "cid@example.org", True),
                   lambda: table.service.set_every_move(game.id, "cid@example.org", True)):
        with pytest.raises(ServiceError) as refused:
            action()
        assert refused.value.code == ErrorCode.NOT_A_PLAYER
    assert talk_texts(table.service, game.id) == []


def test_a_removed_players_page_and_its_forms_stop_working(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True, public=True)
    path = play_path(SECRET, game.id, "p3")
    page = app.resolve(get(path), None)["body"]
    talk_form = hidden(page, "talk-form")  # drawn while Cid still played
    game_service.remove(game.id, "cid@example.org")
    assert app.resolve(get(path), None)["statusCode"] == 410  # gone, saying why
    posted = app.resolve(post(path + "/talk", {**talk_form, "to": "", "text": "still here"}),
                         None)
    assert posted["statusCode"] == 410
    assert talk_texts(game_service, game.id) == []
    assert "still here" not in app.resolve(get(f"/game/{game.id}"), None)["body"]
    # the others' links go on working
    assert app.resolve(get(play_path(SECRET, game.id, "p1")), None)["statusCode"] == 200


# --- sessions end when the person signs out ------------------------------------------------

def ask(app, email):
    return app.resolve(post("/signin", {"email": email}), None)


def link_token(store, email):
    mail = mails_to(store, email, Kind.SIGN_IN)[-1]
    return mail.payload["link"].rsplit("/", 1)[1]


def confirm_form(app, token):
    return hidden(app.resolve(get(f"/signin/{token}"), None)["body"], "confirm-form")


def with_cookie(event, cookie):
    event["cookies"] = [cookie.split(";", 1)[0]]
    return event


def signed_in(app, store, clock, email="ann@example.org"):
    clock.advance(minutes=1)  # the newest link is the last one listed
    ask(app, email)
    token = link_token(store, email)
    response = app.resolve(post(f"/signin/{token}", confirm_form(app, token)), None)
    assert response["statusCode"] == 303
    return response["cookies"][0]


def opens_me(app, cookie) -> bool:
    return app.resolve(with_cookie(get("/me"), cookie), None)["statusCode"] == 200


def sign_out_form(app, cookie):
    return hidden(app.resolve(with_cookie(get("/me"), cookie), None)["body"], "sign-out-form")


def started(game_service):
    return game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)


def test_a_copied_cookie_stops_working_when_the_person_signs_out(app, game_service,
                                                                 sqlite_store, clock):
    started(game_service)
    cookie = signed_in(app, sqlite_store, clock)
    copied = cookie  # taken from the browser (a shared computer, a synced profile ...)
    other_browser = signed_in(app, sqlite_store, clock)
    assert opens_me(app, copied) and opens_me(app, other_browser)
    form = sign_out_form(app, cookie)
    out = app.resolve(with_cookie(post("/signout", form), cookie), None)
    assert out["statusCode"] == 303
    clock.advance(minutes=1)  # well within the cookie's 14 days
    assert not opens_me(app, copied)
    assert not opens_me(app, other_browser)  # signing out ends every session of the person
    fresh = signed_in(app, sqlite_store, clock)  # a new sign-in works again, only that one
    assert opens_me(app, fresh) and not opens_me(app, copied)
    # the ended cookie with the sign-out form it had cannot sign the person out again
    app.resolve(with_cookie(post("/signout", form), copied), None)
    assert opens_me(app, fresh)


@pytest.mark.every_store
def test_the_session_generation_counts_sign_outs_per_address(store):
    assert store.session_generation("ann@example.org") == 0
    assert store.end_sessions("Ann@Example.org") == 1
    assert store.end_sessions("ann@example.org") == 2
    assert store.session_generation("ANN@example.org") == 2
    assert store.session_generation("bob@example.org") == 0


# --- the calendar feed is a read-only address ----------------------------------------------

def test_the_calendar_feed_holds_no_link_that_plays(app, game_service):
    game = started(game_service)
    response = app.resolve(get(f"/calendar/{calendar_key(SECRET, 'ann@example.org')}.ics"),
                           None)
    body = response["body"]
    (event,) = Calendar.from_ical(body).walk("VEVENT")
    assert "/play/" not in body and "/organizer/" not in body
    assert play_path(SECRET, game.id, "p1").rsplit("/", 1)[1] not in body.replace("\r\n ", "")
    assert str(event["URL"]) == f"{SITE}/me"
    assert f"{SITE}/me" in str(event["DESCRIPTION"])


# --- an old turn mail resigns only with the code; its holder's settings are set ---------------------------------

def moved_on(table, game):
    """Ann's first turn mail, and the game two moves later (her token is old then)."""
    first = table.last("ann@example.org", "your_turn")
    table.receive(reply(first, "large praha"))
    table.deliver()
    table.receive(reply(table.last("bob@example.org", "your_turn"), "velka plzen"))
    table.deliver()
    return first


def test_an_old_turn_mail_cannot_resign_by_the_public_game_id(table):
    game = start_1926(table)
    first = moved_on(table, game)
    outcome = table.receive(reply(first, f"RESIGN {game.id}"))
    assert table.service.view(game.id).game.seat("p1").status == "joined"
    assert outcome.action == "answered"
    answers = table.deliver()
    assert [m["To"].addresses[0].addr_spec for m in answers] == ["ann@example.org"]
    assert ".board." in str(answers[0]["Message-ID"])  # the current board, and nothing else
    assert "nothing was changed" in answers[0].get_body(("plain",)).get_content()
    # the answer's own reply address is current: from it the game id confirms
    table.receive(reply(answers[0], f"RESIGN {game.id}"))
    assert table.service.view(game.id).game.seat("p1").status == "resigned"


def test_an_old_turn_mail_resigns_with_the_confirmation_code(table):
    game = start_1926(table)
    first = moved_on(table, game)
    code = resign_code(MAIL_SECRET, game.id, game.seat("p1"))
    table.receive(reply(first, f"RESIGN {code}"))
    assert table.service.view(game.id).game.seat("p1").status == "resigned"


@pytest.mark.parametrize("line", ["REMINDERS 1", "TIMEZONE America/New_York",
                                  "AWAY 2030-01-01 2030-01-05", "EVERY MOVE ON",
                                  "PRESS EACH", "MUTE Bob"])
def test_an_old_turn_mail_changes_a_setting_of_its_own_holder_only(table, line):
    # a reply is stale only for what it decides (issue 42): a setting decides no turn, so an
    # old mail of the seat's holder sets it; from anyone else the token does nothing
    game = start_1926(table)
    first = moved_on(table, game)
    before = table.service.view(game.id).game
    forged = table.receive(reply(first, line, sender="eve@example.org"))
    assert forged.action == "refused" and table.service.view(game.id).game == before
    table.deliver()
    outcome = table.receive(reply(first, line))
    assert outcome.action == "answered"
    assert table.service.view(game.id).game.seat("p1") != before.seat("p1")


def test_a_current_mail_changes_settings(table):
    game = start_1926(table)
    moved_on(table, game)
    latest = table.last("ann@example.org")
    table.receive(reply(latest, "REMINDERS 1"))
    assert table.service.view(game.id).game.seat("p1").reminders == (1,)


# --- logout and login posted from another site ---------------------------------------------

def foreign(event, origin="https://evil.example"):
    event["headers"]["origin"] = origin
    event["headers"].pop("sec-fetch-site", None)
    return event


def test_sign_out_posted_from_another_site_ends_nothing(app, game_service, sqlite_store,
                                                       clock):
    started(game_service)
    cookie = signed_in(app, sqlite_store, clock)
    form = sign_out_form(app, cookie)
    for event in (foreign(with_cookie(post("/signout", form), cookie)),
                  with_cookie(post("/signout", {}), cookie)):  # same site, but no nonce
        response = app.resolve(event, None)
        assert response["statusCode"] == 403 and not response.get("cookies")
        assert opens_me(app, cookie)
    cross = with_cookie(post("/signout", form), cookie)
    cross["headers"]["sec-fetch-site"] = "cross-site"
    assert app.resolve(cross, None)["statusCode"] == 403
    assert opens_me(app, cookie)


@pytest.mark.parametrize("origin", ["https://evil.example", "null",
                                    "https://games.example.org.evil.example"])
def test_sign_in_posted_from_another_site_without_sec_fetch_site_is_refused(
        app, game_service, sqlite_store, origin):
    started(game_service)
    ask(app, "mallory@example.org")  # not a player: no link for them
    ask(app, "ann@example.org")  # the attacker's own link, in a hidden form on their site
    token = link_token(sqlite_store, "ann@example.org")
    form = confirm_form(app, token)  # they can open their link's page themselves
    refused = app.resolve(foreign(post(f"/signin/{token}", form), origin), None)
    assert refused["statusCode"] == 403 and not refused.get("cookies")
    # a post without the page's nonce, from the site itself, is refused too
    bare = app.resolve(post(f"/signin/{token}", {}), None)
    assert bare["statusCode"] == 403 and not bare.get("cookies")
    # the refusals used nothing up: the button on the link's own page still works
    assert app.resolve(post(f"/signin/{token}", form), None)["statusCode"] == 303


# --- /signin does the same work for a player and a stranger --------------------------------

class CountingStore:
    """Records the name of every store call (reads and writes) made through it."""

    def __init__(self, store):
        self._store = store
        self.calls: list[str] = []

    def __getattr__(self, name):
        attr = getattr(self._store, name)
        if not callable(attr):
            return attr

        def counted(*args, **kwargs):
            self.calls.append(name)
            return attr(*args, **kwargs)
        return counted


WRITES = {"add_sign_in", "add_notifications", "end_sessions"}


def reads_and_writes(calls: list[str]) -> tuple[tuple[str, ...], int]:
    """The reads in order, but for the seats held (one game read each), and how many writes."""
    return (tuple(c for c in calls if c not in WRITES and c != "load"),
            sum(c in WRITES for c in calls))


def test_signin_makes_the_same_store_calls_for_a_player_and_a_stranger(
        sqlite_store, clock, fake_secrets):
    GameService(sqlite_store, clock, fake_secrets).create(
        "1926", PLAYERS, "org@example.org", options={"lang": "en"}, start=True)
    counting = CountingStore(sqlite_store)
    app = create_app(GameService(counting, clock, fake_secrets), SECRET, SITE)
    calls = {}
    for email in ("ann@example.org", "nobody@example.org", "org@example.org"):
        counting.calls.clear()
        assert ask(app, email)["statusCode"] == 200
        calls[email] = list(counting.calls)
    # the same lookups in the same order and as many writes; no game is read (the games the
    # mail lists are read by the postman when it makes the mail)
    for made in calls.values():
        assert made.count("load") == 0
    shapes = {reads_and_writes(made) for made in calls.values()}
    assert len(shapes) == 1
    (shape,) = shapes
    assert shape[1] == 2 and "games_of_player" in shape[0] and "games_of_organizer" in shape[0]
    assert {"add_sign_in", "add_notifications"} <= set(calls["ann@example.org"])
    assert len(mails_to(sqlite_store, "ann@example.org", Kind.SIGN_IN)) == 1
    assert mails_to(sqlite_store, "nobody@example.org", Kind.SIGN_IN) == []
    assert sqlite_store.sign_ins_since("nobody@example.org", "2000-01-01T00:00:00.000Z") == 0


def test_signin_for_a_player_over_the_hourly_limit_makes_the_same_calls(
        sqlite_store, clock, fake_secrets):
    GameService(sqlite_store, clock, fake_secrets).create(
        "1926", PLAYERS, "org@example.org", options={"lang": "en"}, start=True)
    counting = CountingStore(sqlite_store)
    app = create_app(GameService(counting, clock, fake_secrets), SECRET, SITE)
    shapes = []
    for _ in range(5):  # three links an hour, then none: the work stays the same
        counting.calls.clear()
        ask(app, "bob@example.org")
        shapes.append(reads_and_writes(counting.calls))
    assert len(set(shapes)) == 1
    assert len(mails_to(sqlite_store, "bob@example.org", Kind.SIGN_IN)) == 3


def test_signin_for_a_player_of_many_games_makes_a_strangers_calls(sqlite_store, clock,
                                                                   fake_secrets):
    service = GameService(sqlite_store, clock, fake_secrets)
    for _ in range(4):
        service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"}, start=True)
    counting = CountingStore(sqlite_store)
    app = create_app(GameService(counting, clock, fake_secrets), SECRET, SITE)
    made = {}
    for email in ("ann@example.org", "nobody@example.org"):
        counting.calls.clear()
        assert ask(app, email)["statusCode"] == 200
        made[email] = [c if c not in WRITES else "write" for c in counting.calls]
    assert made["ann@example.org"] == made["nobody@example.org"]  # the same calls, in order
    (mail,) = mails_to(sqlite_store, "ann@example.org", Kind.SIGN_IN)
    from functions.mailroom.home_mail import with_games

    assert len(with_games(service, mail).payload["games"]) == 4  # listed when it is made
