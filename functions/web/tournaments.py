"""Tournament pages: the public standings `/tournament/<id>`, and the organizer's tournaments
`/organizer/<token>/tournaments` with the form that creates one from a roster."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from functools import partial
from typing import Any

from aws_lambda_powertools.event_handler import Response

import rules
from functions import i18n
from functions.links import game_path
from functions.service import ServiceError
from functions.service.records.refusal import ErrorCode
from functions.service.records.timing import DEFAULT_ZONE
from functions.service.schedule.days import parse_day
from functions.service.system import iso
from functions.service.tournaments import tournament as tournaments_
from rules import numbers

from . import pages, timing
from .forms import BadNonce, check_nonce, field, issue_nonce
from .organizer import organizer_of
from .rating import shown_rating
from .responses import page, redirect
from .site import Problem, Request, Site, language_links, not_found, refusal
from .texts import tr

words = tr  # the templates' `w`: this page's words are part of the web catalogue


def tournament_path(tournament_id: str) -> str:
    """The public standings page of a tournament."""
    return f"/tournament/{tournament_id}"


def show(site: Site, request: Request, tournament_id: str) -> Response:
    """The public standings page; 404 for a tournament that is missing or private (alike)."""
    try:
        t = tournaments_.load(site.service, tournament_id)
    except ServiceError:
        raise not_found() from None
    if not t.public:
        raise not_found()
    lang = request.lang()
    summary = tournaments_.summary(site.service, t)
    zone = "Europe/Prague"
    rounds = [{"number": r["round"],
               "ended": pages.when(r["ended_at"], zone, lang) if r["ended_at"] else None,
               "tables": [{"number": x["table"], "players": x["players"],
                           "href": game_path(x["game_id"]) if x["game_id"] else None}
                          for x in r["tables"]]} for r in summary["played"]]
    path = tournament_path(t.id)
    return page("tournament.html", lang=lang, tr=partial(tr, lang), w=partial(words, lang),
                languages=language_links(request, path), t=summary,
                rules_name=_rules_name(t.rules), status=words(lang, f"t_status_{t.status}"),
                points=", ".join(i18n.number(p, lang) for p in t.points),
                rows=[{**row, "points": i18n.number(row["points"], lang),
                       "wins": i18n.number(row["wins"], lang),
                       "rating": "—" if row["rating"] is None else shown_rating(row["rating"], lang)}
                      for row in summary["standings"]],  # the rows' e-mails stay out
                rounds=rounds)


def organizer_page(site: Site, request: Request, token: str, problem: Problem | None = None,
                   draft: dict[str, str] | None = None) -> Response:
    """The organizer's tournaments and the create form (with a refused form's values)."""
    email = organizer_of(site, token)
    lang = request.lang()
    mine = _organized(site, email)
    path = f"/organizer/{token}/tournaments"
    created = request.query.get("created")
    made = next((t for t in mine if created and t.id == created), None)
    notice = words(lang, "created_tournament", title=made.title) if made else None
    return page(
        "tournaments.html", code=problem.status if problem else 200, lang=lang,
        tr=partial(tr, lang), w=partial(words, lang), languages=language_links(request, path),
        email=email, example_day=tr(lang, "day_example", day=timing.example_day(
            iso(site.service.clock.now()), DEFAULT_ZONE, lang)),
        tournaments=[{"id": t.id, "title": t.title, "rules": _rules_name(t.rules),
                      "status": words(lang, f"t_status_{t.status}"),
                      "round": words(lang, "round_of", round=len(t.played), rounds=t.rounds),
                      "href": tournament_path(t.id)} for t in mine],
        games=[(rules_id, _rules_name(rules_id)) for rules_id in rules.games()],
        draft=draft or {"rules": rules.games()[0], "title": "", "roster": "name,email,lang\n",
                        "rounds": "3", "table_size": "4", "points": "10,6,3,1,0,0",
                        "round_days": "0", "starts": "", "public": "yes"},
        nonce=issue_nonce(site.secret, f"tournament:{email}", _stamp(mine)),
        action=request.keep_lang(path), dashboard=request.keep_lang(f"/organizer/{token}"),
        notice=notice, problem=problem)


def create(site: Site, request: Request, token: str) -> Response:
    """The create form: a tournament from the posted roster, its first round started."""
    email = organizer_of(site, token)
    lang = request.lang()
    form = request.form
    draft = {name: field(form, name) for name in (
        "rules", "title", "roster", "rounds", "table_size", "points", "round_days", "starts")}
    draft["public"] = "yes" if "public" in form else ""
    try:
        check_nonce(site.secret, field(form, "nonce"), f"tournament:{email}",
                    _stamp(_organized(site, email)))
    except BadNonce:
        return organizer_page(site, request, token, Problem(
            words(lang, "action_refused"), words(lang, "games_changed"), status=409), draft)
    try:
        numbers = _numbers(draft)
        entrants = tournaments_.read_roster(draft["roster"], lang)  # the organizer's
        t = tournaments_.create(
            site.service, draft["rules"], entrants, email, rounds=numbers["rounds"],
            table_size=numbers["table_size"], title=draft["title"], points=numbers["points"],
            starts_at=numbers["starts"], round_days=numbers["round_days"],
            public=bool(draft["public"]), per_hour=True)
    except ServiceError as error:
        return organizer_page(site, request, token, refusal(error, lang, "action_refused"),
                              draft)
    return redirect(request.keep_lang(f"/organizer/{token}/tournaments", created=t.id))


def _numbers(draft: Mapping[str, str]) -> dict[str, Any]:
    """The form's numbers and day, or invalid_request naming the field at fault."""
    found: dict[str, Any] = {}
    for name in ("rounds", "table_size", "round_days"):
        number = numbers.whole(draft[name] or "0", digits=4)
        if number is None:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"{name}: {draft[name][:20]!r} is not a number")
        found[name] = number
    try:
        found["points"] = [float(p) for p in draft["points"].split(",")] \
            if draft["points"] else None
    except ValueError:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"points: {draft['points']!r} are not numbers like 10,6,3,1") from None
    found["starts"] = None
    if draft["starts"]:
        try:
            day = parse_day(draft["starts"])
            found["starts"] = iso(dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC))
        except ValueError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
    return found


def _organized(site: Site, email: str) -> list[tournaments_.Tournament]:
    return [t for t in tournaments_.tournaments(site.service) if t.organizer == email]


def _stamp(mine: list[tournaments_.Tournament]) -> str:
    return ",".join(t.id for t in mine)


def _rules_name(rules_id: str) -> str:
    try:
        return rules.get(rules_id).name
    except rules.RulesError:
        return rules_id
