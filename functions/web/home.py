"""The player's home on the web: the front page with the sign-in form, the sign-in link, the
"my games" page of a signed-in person, their calendar feed and the public games to watch.

Routes (added to the app by `register`):
  GET  /                    the front page: ask for a sign-in link, the public games
  POST /signin              mail a sign-in link; the same answer whoever asks for whatever
  GET  /signin/<token>      a button that uses the link (mail scanners open links: a GET
                            uses nothing up)
  POST /signin/<token>      use the link: a session cookie, then /me
  GET  /me                  the person's games, settings, ratings and calendar address
  POST /signout             end the session
  GET  /me/data, POST /me/erase   their data taken out, or erased (see person.py)
  GET  /calendar/<key>      the person's deadlines as iCalendar (`.ics` may follow the key)
  GET  /games               the public games, newest first (?page=N)
"""

from __future__ import annotations

from functools import partial
from typing import Any
from urllib.parse import urlencode

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.shared.cookies import Cookie, SameSite

import rules
from functions.i18n import LANGS, listing
from functions.links import absolute, game_path, organizer_path, play_path
from functions.mailroom.home_mail import mail_sign_in, outcome
from functions.render.clock import shown
from functions.service.people.home import (
    MyGame,
    RatingsProvider,
    my_games,
    no_ratings,
    preferred_lang,
    public_games,
)
from functions.service.people.signin import (
    SESSION_LIFETIME,
    BadLink,
    Link,
    SignIns,
    calendar_email,
    calendar_key,
    current_session,
    end_sessions,
    generation,
    open_session,
)
from functions.service.records.labels import parse_address
from functions.service.records.refusal import ServiceError
from functions.service.store import People
from rules import numbers

from . import calendar, orders, person
from .forms import BadNonce, check_nonce, field, issue_nonce
from .rating import shown_rating
from .responses import WebApp, page, redirect
from .site import PageError, Request, Site, language_links, not_found
from .texts import tr

SESSION_COOKIE = "pbm_session"
LANG_COOKIE = "pbm_lang"  # set at sign-out: the language only, never who read it
LANG_LIFETIME = 365 * 24 * 3600
ICS = "text/calendar; charset=utf-8"


def register(app: WebApp, site: Site, request: Any, ratings: RatingsProvider = no_ratings) -> None:
    """Add the home's routes to `app`; `request()` gives the current Request, `ratings` a
    person's ratings (none until the tournaments bring them)."""

    def session() -> str | None:
        """The signed-in person's address, or None (no cookie, or one of a session that
        lapsed or was ended by signing out)."""
        return signed_in(site, app)

    @app.get("/")
    def front() -> Response:
        return front_page(site, request(), signed_in=session() is not None)

    @app.post("/signin")
    def ask_link() -> Response:
        return ask_for_link(site, request())

    @app.get("/signin/<token>")
    def confirm(token: str) -> Response:
        return confirm_page(site, request(), token)

    @app.post("/signin/<token>")
    def use_link(token: str) -> Response:
        # the button is on our own page: a post from another site would sign the browser in
        # as someone else (login CSRF), so a post the browser says comes from elsewhere is
        # refused, and one without the nonce of the page's form too
        req = request()
        if req.from_elsewhere(site.base_url):
            raise PageError(403, "bad_form_title", "bad_form_text")
        return sign_in(site, req, token)

    @app.get("/me")
    def me() -> Response:
        email = session()
        if email is None:  # signed out: the front page in the language they read last
            req = request()
            left = _cookie_value(app, LANG_COOKIE)
            if req.lang_override is None and left in LANGS:
                return redirect(f"/?{urlencode({'lang': left})}")
            return redirect(req.keep_lang("/"))
        return my_games_page(site, request(), email, ratings)

    @app.post("/signout")
    def sign_out() -> Response:
        # ending a session is the person's own act: a post from another site (logout CSRF)
        # or without the nonce of the /me page's form ends nothing
        req = request()
        if req.from_elsewhere(site.base_url):  # whether or not the browser sent the cookie
            raise PageError(403, "bad_form_title", "bad_form_text")
        cookie, email = _session_cookie(app), session()
        if email is not None:
            try:
                check_nonce(site.secret, field(req.form, "nonce"), _sign_out_scope(email),
                            str(generation(site.service.store, site.secret, email)))
            except BadNonce:
                raise PageError(403, "bad_form_title", "bad_form_text") from None
            end_sessions(site.service.store, site.secret, email)
        # the front page goes on in the person's language, not the browser's
        own = req.chosen_lang or (preferred_lang(site.service, email) if email else None)
        response = redirect(f"/?{urlencode({'done': 'signed_out', 'lang': own})}" if own
                            else req.keep_lang("/", done="signed_out"))
        if cookie is not None:
            # a cookie that opens nothing (lapsed, ended) is cleared; one the browser did not
            # send (a post from another site, which SameSite withholds it from) is left alone:
            # that post may not end the session by clearing its cookie either
            response.cookies.append(_cookie(site, "", 0))
        if own:  # no person, only the language they read: /me after this speaks it
            response.cookies.append(Cookie(LANG_COOKIE, own, path="/", http_only=True,
                                           max_age=LANG_LIFETIME,
                                           secure=site.base_url.startswith("https://"),
                                           same_site=SameSite.LAX_MODE))
        return response

    def signed_out(response: Response) -> Response:
        response.cookies.append(_cookie(site, "", 0))
        return response

    person.register(app, site, request, session, signed_out)  # /me/data, /me/erase

    @app.get("/calendar/<key>")
    def ics(key: str) -> Response:
        return calendar_feed(site, request(), key)

    @app.get("/games")
    def watch() -> Response:
        return public_page(site, request())


def front_page(site: Site, req: Request, problem: str | None = None, typed: str = "",
               signed_in: bool = False) -> Response:
    """The front page: what the service is, the sign-in form (or, for a person signed in, the
    way to their games), the way to the public games."""
    lang = req.lang()
    done = req.query.get("done")
    notice = tr(lang, done) if done in ("signed_out", "erased", "erased_all") else None
    return page("home.html", code=400 if problem else 200, lang=lang, tr=partial(tr, lang),
                languages=language_links(req, "/"), action=req.keep_lang("/signin"),
                watch=req.keep_lang("/games"), problem=problem, notice=notice, typed=typed,
                me=req.keep_lang("/me") if signed_in else None, games=_offered(lang))


def _offered(lang: str) -> str:
    """The games the service offers, by their own names, as a sentence lists them."""
    return listing(lang, [rules.get(game_id).name for game_id in rules.games()])


def ask_for_link(site: Site, req: Request) -> Response:
    """The sign-in form: a link is mailed when the address takes part in a game (see
    home_mail.mail_sign_in); the page says the same in every case."""
    lang = req.lang()
    typed = field(req.form, "email")[:300]
    try:
        _, email = parse_address(typed)
    except ServiceError:
        return front_page(site, req, tr(lang, "sign_in_bad_address"), typed)
    mail_sign_in(site.service, site.secret, site.base_url, email, lang)
    return page("home_sent.html", lang=lang, tr=partial(tr, lang), languages=[], email=email,
                home=req.keep_lang("/"))


def confirm_page(site: Site, req: Request, token: str) -> Response:
    """The page a sign-in link opens: one button, which uses the link."""
    try:
        link = _links(site).check(token)
    except BadLink:
        return _gone(site, req, token)
    lang = req.lang(preferred_lang(site.service, link.email))
    return page("home_confirm.html", lang=lang, tr=partial(tr, lang), languages=[],
                email=link.email, action=req.keep_lang(f"/signin/{token}"),
                nonce=issue_nonce(site.secret, _sign_in_scope(link), ""))


def sign_in(site: Site, req: Request, token: str) -> Response:
    """Use the link up: the session cookie, and the way to the person's games."""
    links = _links(site)
    try:
        link = links.check(token)
    except BadLink:
        return _gone(site, req, token)
    try:  # the form of the link's own page, not a post made up elsewhere
        check_nonce(site.secret, field(req.form, "nonce"), _sign_in_scope(link), "")
    except BadNonce:
        raise PageError(403, "bad_form_title", "bad_form_text") from None
    try:
        email = links.redeem(token)
    except BadLink:
        return _gone(site, req, token)
    response = redirect(req.keep_lang("/me"))
    response.cookies.append(_cookie(
        site, open_session(site.service.store, site.secret, email, site.service.clock.now()),
        int(SESSION_LIFETIME.total_seconds())))
    return response


def my_games_page(site: Site, req: Request, email: str, ratings: RatingsProvider) -> Response:
    """The person's games (their turns first), settings, ratings and calendar address."""
    lang = req.lang(preferred_lang(site.service, email))
    games = my_games(site.service, email, lang)
    key = calendar_key(site.secret, email)
    people: People = site.service.store
    organizes = bool(people.games_of_organizer(email))
    return page("home_games.html", lang=lang, tr=partial(tr, lang),
                languages=language_links(req, "/me"), email=email,
                rows=[_row(site, game, lang) for game in games],
                ratings=list(ratings(email)), shown_rating=shown_rating,
                calendar_url=absolute(site.base_url, f"/calendar/{key}.ics"),
                organizer_url=organizer_path(site.secret, email) if organizes else None,
                sign_out=req.keep_lang("/signout"),
                sign_out_nonce=issue_nonce(site.secret, _sign_out_scope(email),
                                           str(generation(site.service.store, site.secret, email))),
                **person.context(site, email))


def calendar_feed(site: Site, req: Request, key: str) -> Response:
    """The person's deadlines as iCalendar; 404 for a key that does not verify."""
    try:
        email = calendar_email(site.secret, key.removesuffix(".ics"))
    except BadLink:
        raise not_found() from None
    lang = req.lang(preferred_lang(site.service, email))
    body = calendar.feed(my_games(site.service, email, lang), site.base_url, lang,
                         site.service.clock.now())
    return Response(status_code=200, content_type=ICS, body=body.decode("utf-8"),
                    headers={"Cache-Control": "no-store"})


def public_page(site: Site, req: Request) -> Response:
    """The public games to watch, newest first, a page at a time."""
    lang = req.lang()
    number_int = numbers.whole_or(req.query.get("page"), 1, digits=5, low=1)
    games, more = public_games(site.service, number_int)
    rows = [{"game": g, "status": tr(lang, f"status_{g.status}"), "href": game_path(g.id),
             "rules": site.service.rules_for(g.rules).name,
             "started": shown(g.started_at, g.timing.timezone, lang) or "—"} for g in games]
    return page("home_public.html", lang=lang, tr=partial(tr, lang),
                languages=language_links(req, "/games"), rows=rows, page=number_int,
                newer=req.keep_lang("/games", page=str(number_int - 1))
                if number_int > 1 else None,
                older=req.keep_lang("/games", page=str(number_int + 1)) if more else None)


def _row(site: Site, game: MyGame, lang: str) -> dict[str, Any]:
    """One game as the "my games" page lists it."""
    record, seat = game.game, game.seat
    rules = site.service.rules_for(record.rules)
    mover = game.to_move
    if mover is None:
        turn = "—"
    else:
        turn = tr(lang, "my_games_you") if game.my_turn else game.waited_names
    reminders = game.reminders
    status = tr(lang, f"status_{record.status}") if seat.active or record.ended \
        else tr(lang, "my_games_left")
    if record.result and record.result.get("winners"):  # a finished game says who won,
        status = outcome(record, seat, lang)  # in the words of the mail's list of games
    return {
        "game": record,
        "status": status,
        "turn": turn, "mine": game.my_turn,
        "deadline": shown(game.deadline, game.zone, lang) if game.my_turn else None,
        "play": play_path(site.secret, record.id, seat.seat, seat.holder),
        "replay": game_path(record.id) if record.public and record.started_at else
        play_path(site.secret, record.id, seat.seat, seat.holder) + "#history",
        "rules": rules.name,
        "orders": (", ".join(game.orders) or tr(lang, "settings_no_orders"))
        if orders.offered(rules) else None,
        "reminders": (tr(lang, "settings_reminders_hours",
                         hours=", ".join(map(str, reminders))) if reminders
                      else tr(lang, "settings_reminders_off"))
        + f" ({tr(lang, 'settings_own' if game.own_reminders else 'settings_games')})",
        "zone": game.zone,
    }


def signed_in(site: Site, app: WebApp) -> str | None:
    """The address of the person whose session cookie the browser sent, or None (no cookie,
    or one of a session that lapsed or was ended by signing out)."""
    value = _session_cookie(app)
    if value is None:
        return None
    try:
        return current_session(site.service.store, site.secret, value, site.service.clock.now())
    except BadLink:
        return None


def _gone(site: Site, req: Request, token: str) -> Response:
    """410: a sign-in link expired, used, or never genuine (one answer for all three), in the
    language of the person a genuine link was sent to."""
    addressee = _links(site).addressee(token)
    lang = req.lang(preferred_lang(site.service, addressee) if addressee else None)
    return page("error.html", code=410, lang=lang, tr=partial(tr, lang), languages=[],
                title=tr(lang, "link_used_title"), text=tr(lang, "link_used_text"))


def _session_cookie(app: WebApp) -> str | None:
    """The value of the session cookie the browser sent, if any."""
    return _cookie_value(app, SESSION_COOKIE)


def _cookie_value(app: WebApp, wanted: str) -> str | None:
    """The value of the cookie `wanted` the browser sent, if any."""
    for cookie in app.current_event.cookies or ():
        name, _, value = cookie.partition("=")
        if name.strip() == wanted:
            return value.strip()
    return None


def _sign_in_scope(link: Link) -> str:
    """The confirm form's nonce scope: that one link."""
    return f"sign-in:{link.token_id}"


def _sign_out_scope(email: str) -> str:
    """The sign-out form's nonce scope: the person (its stamp: their session generation)."""
    return f"sign-out:{email}"


def _links(site: Site) -> SignIns:
    service = site.service
    return SignIns(service.store, service.clock, service.secrets, site.secret)


def _cookie(site: Site, value: str, max_age: int) -> Cookie:
    """The session cookie: HttpOnly, SameSite=Lax, Secure when the site is served over HTTPS."""
    return Cookie(SESSION_COOKIE, value, path="/", http_only=True, max_age=max_age,
                  secure=site.base_url.startswith("https://"), same_site=SameSite.LAX_MODE)
