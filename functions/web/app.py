"""The web app: its routes on a Powertools HTTP API v2 resolver, the same in Lambda and locally.

Routes (the home's own, `/`, `/signin`, `/me`, `/calendar`, `/games`: see home.py):
  GET  /static/style.css                   the stylesheet
  GET  /favicon.ico                        the site's icon (SVG)
  GET  /play/<token>                       a player's page
  POST /play/<token>                       submit a move (PRG: 303 back to the page)
  POST /play/<token>/seat                  join, decline or resign
  POST /play/<token>/time                  an absence, back early, reminders and time zone
  POST /play/<token>/orders                the player's standing orders (WesternPoly)
  GET  /play/<token>/replay                the player's game step by step (?step=N)
  POST /play/<token>/talk                  a message to the table or one player; talk settings
  GET  /play/<token>/unsubscribe/<mode>    a mail's unsubscribe link: the choice, nothing changed
  POST /play/<token>/unsubscribe/<mode>    the one-click unsubscribe (RFC 8058): set at once
  POST /play/<token>/mail                  the mail the player takes: all, turns or none
  GET  /privacy                            what is kept, for how long, who sees it (both languages)
  GET  /game/<game_id>                     a public game's spectator page (?step=N replays)
  GET  /organizer/<token>                  the organizer's dashboard
  POST /organizer/<token>/games            create a game
  POST /organizer/<token>/games/<game_id>  start, pause, resume, cancel, replace a player,
                                           extend the deadline, change the timing policy
  POST /organizer/<token>/holiday          pause every running game until a day
  GET  /organizer/<token>/unsubscribe/<game_id>    the organizer's unsubscribe link: the choice
  POST /organizer/<token>/unsubscribe/<game_id>    the one-click stop of that game's mail
  POST /organizer/<token>/mail/<game_id>   the organizer's mail about that game on or off
  GET  /organizer/<token>/games/<game_id>/export   the game's export (JSON download)
  GET  /tournament/<id>                    a public tournament's standings
  GET  /organizer/<token>/tournaments      the organizer's tournaments and the create form
  POST /organizer/<token>/tournaments      create a tournament from a roster
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

from aws_lambda_powertools.event_handler import Response

from functions.service import GameService
from functions.service.people.home import RatingsProvider, no_ratings, preferred_lang

# the organizer's, the tournaments' and the privacy pages load with their first request: a
# player's page (a web function's usual cold start) never needs them (issue 43)
from . import home, mailing, player, spectator
from .forms import BadForm, parse_form
from .responses import WebApp, favicon, page, stylesheet
from .site import PageError, Request, Site, not_found
from .texts import tr

log = logging.getLogger(__name__)


def create_app(service: GameService, secret: bytes, base_url: str,
               ratings: RatingsProvider = no_ratings, erasure: Any = None) -> WebApp:
    """The web app over `service`, signing and checking links and forms with `secret`;
    `base_url` is where the app is served (for absolute links); `ratings` gives a person's
    ratings for their home page; `erasure` writes the erase button's work (None: the
    service's store, as SQLite's does)."""
    site = Site(service, secret, base_url.rstrip("/"), erasure)
    app = WebApp()

    def request(with_form: bool = True) -> Request:
        """The current request; a POST's form is read whole only `with_form` (an error page
        takes only its language, and must not fail on the form that may have caused it)."""
        event = app.current_event
        form: dict[str, list[str]] = {}
        if event.http_method == "POST":
            try:
                form = parse_form(event.body, bool(event.is_base64_encoded))
            except BadForm:
                if with_form:
                    raise PageError(400, "bad_form_title", "bad_form_text") from None
            if not with_form:
                form = {"lang": form["lang"]} if "lang" in form else {}
        headers = event.headers or {}
        return Request(query=dict(event.query_string_parameters or {}), form=form,
                       accept_language=headers.get("accept-language", ""),
                       origin=headers.get("origin", ""), host=headers.get("host", ""),
                       fetch_site=headers.get("sec-fetch-site", ""))

    home.register(app, site, request, ratings)

    @app.get("/static/style.css")
    def style() -> Response:
        return stylesheet()

    @app.get("/favicon.ico")
    def icon() -> Response:
        return favicon()

    @app.get("/play/<token>")
    def play_page(token: str) -> Response:
        return player.show(site, request(), token)

    @app.post("/play/<token>")
    def play_move(token: str) -> Response:
        return player.submit(site, request(), token)

    @app.post("/play/<token>/seat")
    def play_seat(token: str) -> Response:
        return player.seat_action(site, request(), token)

    @app.post("/play/<token>/time")
    def play_time(token: str) -> Response:
        return player.time_action(site, request(), token)

    @app.post("/play/<token>/orders")
    def play_orders(token: str) -> Response:
        return player.orders_action(site, request(), token)

    @app.get("/play/<token>/replay")
    def play_replay(token: str) -> Response:
        return player.replay(site, request(), token)

    @app.post("/play/<token>/talk")
    def play_talk(token: str) -> Response:
        return player.talk_action(site, request(), token)

    @app.get("/play/<token>/unsubscribe/<mode>")
    def unsubscribe_choice(token: str, mode: str) -> Response:
        return player.unsubscribe(site, request(), token, mode, post=False)

    @app.post("/play/<token>/unsubscribe/<mode>")
    def unsubscribe_now(token: str, mode: str) -> Response:
        # no form read: RFC 8058 posts "List-Unsubscribe=One-Click" in either encoding
        return player.unsubscribe(site, request(with_form=False), token, mode, post=True)

    @app.post("/play/<token>/mail")
    def play_mail(token: str) -> Response:
        return player.mail_action(site, request(), token)

    @app.get("/privacy")
    def privacy_page() -> Response:
        from . import privacy

        return privacy.show(request(with_form=False))

    @app.get("/game/<game_id>")
    def game_page(game_id: str) -> Response:
        return spectator.show(site, request(), game_id)

    @app.get("/organizer/<token>")
    def dashboard(token: str) -> Response:
        from . import organizer

        return organizer.show(site, request(), token)

    @app.post("/organizer/<token>/games")
    def create_game(token: str) -> Response:
        from . import organizer

        return organizer.create(site, request(), token)

    @app.post("/organizer/<token>/games/<game_id>")
    def game_action(token: str, game_id: str) -> Response:
        from . import organizer

        return organizer.act(site, request(), token, game_id)

    @app.post("/organizer/<token>/holiday")
    def holiday(token: str) -> Response:
        from . import organizer

        return organizer.holiday(site, request(), token)

    @app.get("/organizer/<token>/unsubscribe/<game_id>")
    def organizer_unsubscribe_choice(token: str, game_id: str) -> Response:
        return mailing.organizer_link(site, request(), token, game_id, post=False)

    @app.post("/organizer/<token>/unsubscribe/<game_id>")
    def organizer_unsubscribe_now(token: str, game_id: str) -> Response:
        return mailing.organizer_link(site, request(with_form=False), token, game_id, post=True)

    @app.post("/organizer/<token>/mail/<game_id>")
    def organizer_mail(token: str, game_id: str) -> Response:
        return mailing.organizer_form(site, request(), token, game_id)

    @app.get("/organizer/<token>/games/<game_id>/export")
    def game_export(token: str, game_id: str) -> Response:
        from . import organizer

        return organizer.export(site, token, game_id)

    @app.get("/tournament/<tournament_id>")
    def tournament_page(tournament_id: str) -> Response:
        from . import tournaments

        return tournaments.show(site, request(), tournament_id)

    @app.get("/organizer/<token>/tournaments")
    def organizer_tournaments(token: str) -> Response:
        from . import tournaments

        return tournaments.organizer_page(site, request(), token)

    @app.post("/organizer/<token>/tournaments")
    def create_tournament(token: str) -> Response:
        from . import tournaments

        return tournaments.create(site, request(), token)

    @app.not_found
    def nothing_here(_: Exception) -> Response:
        return _error_page(request(with_form=False), not_found())

    @app.exception_handler(PageError)
    def polite_error(error: PageError) -> Response:
        if error.lang is None and (email := home.signed_in(site, app)) is not None:
            # no language of the link's own: the signed-in person's, before the browser's
            error.lang = preferred_lang(service, email)
        return _error_page(request(with_form=False), error)

    @app.exception_handler(Exception)
    def unexpected(error: Exception) -> Response:
        log.exception("web request failed")  # the page itself says only that it failed
        return _error_page(request(with_form=False), PageError(500, "error_title", "error_text"))

    return app


def _error_page(req: Request, error: PageError) -> Response:
    lang = req.lang(error.lang, error.fallback)
    return page("error.html", code=error.status, lang=lang, tr=partial(tr, lang), languages=[],
                title=tr(lang, error.title), text=tr(lang, error.text))
