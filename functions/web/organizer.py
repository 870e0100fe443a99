"""The organizer's dashboard `/organizer/<token>`: all their games at a glance, and the forms
to create a game, start, pause, resume, cancel, replace a player, extend a deadline, change a
game's timing policy, pause every game for a holiday, and export."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any, Protocol
from urllib.parse import quote

from aws_lambda_powertools.event_handler import Response

import rules
from functions.i18n import LANGS, Catalogue, listing
from functions.links import absolute, game_path, verify_organizer
from functions.mail.tokens import BadToken, Purpose, verify
from functions.render import games
from functions.render.clock import shown_date
from functions.service import ErrorCode, GameRecord, PlayerSpec, ServiceError
from functions.service.people.home import preferred_lang
from functions.service.people.unmailed import unmailed
from functions.service.records.game import GameStatus
from functions.service.records.labels import parse_address, takes_no_mail
from functions.service.records.seats import DECLINED, INVITED
from functions.service.records.timing import DEFAULT_ZONE
from functions.service.store import GameNotFound, Ledger, People, StoredGame
from functions.service.system import iso
from rules import numbers
from rules.wording import after_colon

from . import pages, timing
from .forms import BadNonce, check_nonce, field, issue_nonce
from .responses import download_json, page, redirect
from .site import (
    Problem,
    Request,
    Site,
    bad_link,
    ended_link,
    language_links,
    not_found,
    refusal,
)
from .texts import tr, tr_or

GAME_ACTIONS = ("start", "pause", "resume", "cancel", "replace", "extend", "timing")
# The actions each status allows (export is always there).
ALLOWED: dict[str, tuple[str, ...]] = {GameStatus.WAITING: ("start", "replace", "timing", "cancel"),
           GameStatus.RUNNING: ("pause", "replace", "extend", "timing", "cancel"),
           GameStatus.PAUSED: ("resume", "replace", "timing", "cancel")}
# The actions drawn as one button each (the others have forms of their own).
BUTTONS = ("start", "pause", "resume", "cancel")
NOTICES = {"created": "created_notice", "replace": "replaced_notice",
           "extend": "extended_notice", "timing": "timing_notice"}


def organizer_of(site: Site, token: str) -> str:
    """The organizer's e-mail a dashboard token stands for; PageError(403) when it is bad.

    Accepts the dashboard token (links.sign_organizer) and a per-game ORGANIZER token from
    tokens.py, which opens the dashboard of that game's organizer."""
    try:
        return verify_organizer(site.secret, token)
    except BadToken:
        pass
    try:
        claims = verify(site.secret, token, Purpose.ORGANIZER)
    except BadToken:
        raise bad_link() from None
    try:
        record = _store(site).load(claims.game_id).game
    except GameNotFound:
        raise ended_link("game_gone") from None
    if takes_no_mail(record.organizer):  # the organizer's data was erased: so is their link
        raise ended_link("erased", None, record.options.get("lang"))
    return record.organizer


def show(site: Site, request: Request, token: str, problem: Problem | None = None,
         draft: dict[str, Any] | None = None,
         posted: tuple[str, dict[str, str]] | None = None, game_id: str = "") -> Response:
    """The dashboard (with a refusal, and the values of the refused create form, or of the
    refused timing form as (game id, values), when there is one), the controls of the game a
    link names (`?game=`, or `game_id`: the game whose refused form was posted) open."""
    email = organizer_of(site, token)
    loaded = _loaded(site, email)
    records = [stored.game for stored in loaded]
    lang = _lang(site, request, email, records)
    path = f"/organizer/{token}"
    open_game = game_id or request.query.get("game", "")
    languages = language_links(request, path)
    if any(r.id == open_game for r in records):  # another language lands on the same game
        languages = [{**link, "href": link["href"] + f"#controls-{quote(open_game, safe='')}"}
                     for link in languages]
    now = iso(site.service.clock.now())
    games = [_row(site, stored.game, email, lang, now,
                  posted[1] if posted and posted[0] == stored.game.id else None)
             | {"label": _label(stored.game, records, lang),
                "updated": pages.when(last_played(stored), stored.game.timing.timezone, lang)}
             for stored in loaded]
    first_rules = rules.games()[0]
    default_draft: dict[str, Any] = {"rules": first_rules, "title": "", "players": "", "public": False,
                     # the name this organizer gave last: the invitations name them by it
                     "organizer_name": next((r.organizer_name for r in records
                                             if r.organizer_name), ""),
                     "start": False, "options": None, "players_lang": "",
                     "timing": timing.new_game_values(bool(rules.get(first_rules).bots))}
    draft = draft or default_draft
    return page(
        "organizer.html", code=problem.status if problem else 200, lang=lang,
        tr=partial(tr, lang), languages=languages, email=email,
        games=games, action=lambda suffix: request.keep_lang(path + suffix),
        create_nonce=issue_nonce(site.secret, f"create:{email}", _stamp(records)),
        holiday_nonce=issue_nonce(site.secret, f"holiday:{email}", _stamp(records)),
        example_day=timing.example_day(now, DEFAULT_ZONE, lang),
        running=any(r.status in (GameStatus.RUNNING, GameStatus.PAUSED) for r in records),
        rules_forms=_rules_forms(lang, draft["options"] if draft else None),
        create_timing=timing.policy_fields({**default_draft["timing"], **draft["timing"]}, lang),
        zones=timing.COMMON_ZONES,
        langs=[(code, tr(lang, f"choice_lang_{code}")) for code in LANGS],
        draft=draft, notice=_notice(request.query, records, lang), problem=problem,
        open_game=open_game)


def create(site: Site, request: Request, token: str) -> Response:
    """The create form: a new game, invited (or started at once) by this organizer."""
    email = organizer_of(site, token)
    lang = _lang(site, request, email)
    form = request.form
    draft: dict[str, Any] = {"rules": field(form, "rules"), "title": field(form, "title"),
             "organizer_name": field(form, "organizer_name"),
             "players": field(form, "players"), "public": "public" in form,
             "start": "start" in form, "players_lang": field(form, "players_lang"),
             "options": {name: field(form, name) for name in form if name.startswith("opt-")},
             "timing": timing.posted_policy(form)}
    try:
        check_nonce(site.secret, field(form, "nonce"), f"create:{email}",
                    _stamp(_games(site, email)))
    except BadNonce:
        return show(site, request, token,
                    Problem(tr(lang, "action_refused"), tr(lang, "games_changed"), status=409),
                    draft)
    try:
        rules_id = draft["rules"]
        options = _options(form, rules_id)
        # the players read the game's language unless the organizer chose theirs apart
        chosen = draft["players_lang"]
        players = _players(draft["players"], chosen if chosen in LANGS
                           else str(options.get("lang") or lang))
        # the organizer as "Name <address>" when they gave a name: the invitations say who
        # organizes the game by it, never by the address alone
        # (quoted, its own quotes and brackets dropped: the name can never change the address)
        name = draft["organizer_name"].translate(str.maketrans("", "", '"<>\\'))
        organizer = f'"{name}" <{email}>' if name.strip() else email
        record = site.service.create(
            rules_id, players, organizer, options=options, title=draft["title"],
            public=draft["public"], start=draft["start"], per_hour=True)
    except ServiceError as error:
        return show(site, request, token, refusal(error, lang, "action_refused"), draft)
    return redirect(request.keep_lang(f"/organizer/{token}", done="created", game=record.id))


def act(site: Site, request: Request, token: str, game_id: str) -> Response:
    """One of the game's controls (start, pause, resume, cancel, replace a player, extend the
    deadline, change the timing policy)."""
    email = organizer_of(site, token)
    lang = _lang(site, request, email)
    form = request.form
    record = _organized(site, email, game_id)
    action = field(form, "action")
    version = field(form, "version")
    try:
        check_nonce(site.secret, field(form, "nonce"), f"org:{email}:{game_id}", version)
        if version != str(record.version):  # the form's own success makes it stale
            raise BadNonce("the game has changed since the form was drawn")
    except BadNonce:
        return show(site, request, token, Problem(
            tr(lang, "action_refused"), tr(lang, "changed_meanwhile", title=record.title),
            status=409), game_id=game_id)
    if action not in ALLOWED.get(record.status, ()) or (
            action == "cancel" and field(form, "confirm") != "yes"):
        return show(site, request, token, Problem(tr(lang, "action_refused"),
                                                  tr(lang, f"status_{record.status}")),
                    game_id=game_id)
    service = site.service
    try:
        if action == "extend":
            hours = numbers.whole(field(form, "hours"), digits=6)
            if hours is None:
                raise ServiceError(ErrorCode.INVALID_REQUEST, tr(lang, "extend_hours_format"))
            service.extend(game_id, hours)
        elif action == "timing":
            try:
                service.change_timing(game_id, timing.posted_policy(form))
            except ServiceError as error:
                return show(site, request, token, refusal(error, lang, "action_refused"),
                            posted=(game_id, timing.posted_policy(form)), game_id=game_id)
        elif action == "replace":
            seat = next((s for s in record.seats if s.seat == field(form, "seat")), None)
            if seat is None:
                raise ServiceError(ErrorCode.INVALID_REQUEST, "pick a seat")
            name, new_email = parse_address(field(form, "player"))
            service.replace_player(game_id, seat.seat, name, new_email, per_hour=True)
        else:
            {"start": service.start, "pause": service.pause, "resume": service.resume,
             "cancel": service.cancel}[action](game_id)
    except ServiceError as error:
        return show(site, request, token, refusal(error, lang, "action_refused"),
                    game_id=game_id)
    return redirect(request.keep_lang(f"/organizer/{token}", done=action, game=game_id))


def holiday(site: Site, request: Request, token: str) -> Response:
    """A holiday: every running game of the organizer pauses until the end of a day, when it
    resumes by itself."""
    email = organizer_of(site, token)
    lang = _lang(site, request, email)
    form = request.form
    try:
        check_nonce(site.secret, field(form, "nonce"), f"holiday:{email}",
                    _stamp(_games(site, email)))
    except BadNonce:
        return show(site, request, token,
                    Problem(tr(lang, "action_refused"), tr(lang, "games_changed"), status=409))
    last = timing.holiday_day(field(form, "last"), site.service.clock.now().date())
    if last is None:
        return show(site, request, token, Problem(tr(lang, "action_refused"),
                                                  tr(lang, "holiday_day_format")))
    try:
        site.service.holiday(email, last)
    except ServiceError as error:
        return show(site, request, token, refusal(error, lang, "action_refused"))
    return redirect(request.keep_lang(f"/organizer/{token}", done="holiday",
                                      until=last.isoformat()))


def export(site: Site, token: str, game_id: str) -> Response:
    """The game's export document as a JSON download."""
    email = organizer_of(site, token)
    _organized(site, email, game_id)
    return download_json(site.service.export(game_id), f"pbm-{game_id}.json")


def _lang(site: Site, request: Request, email: str,
          records: list[GameRecord] | None = None) -> str:
    """The dashboard's language: `?lang=`, else the organizer's own as a player, else that of
    their newest game (`records`, when the caller has read them); the browser's only for an
    organizer with neither."""
    own = request.chosen_lang or preferred_lang(site.service, email)
    if own is None:
        games = _games(site, email) if records is None else records
        own = next((r.options.get("lang") for r in games if r.options.get("lang")), None)
    return request.lang(own)


class DashboardStore(Ledger, People, Protocol):
    """What the organizer's dashboard reads of a store: the organizer's games, as loaded."""


def _store(site: Site) -> DashboardStore:
    """The service's store as the dashboard uses it."""
    return site.service.store


def _games(site: Site, email: str) -> list[GameRecord]:
    """The organizer's games, newest first (a game deleted meanwhile is skipped)."""
    return [stored.game for stored in _loaded(site, email)]


def _loaded(site: Site, email: str) -> list[StoredGame]:
    """The organizer's games as loaded (with the log since their snapshot), newest first."""
    store = _store(site)
    loaded = []
    for game_id in store.games_of_organizer(email):
        try:
            loaded.append(store.load(game_id))
        except GameNotFound:
            continue
    return loaded


def last_played(stored: StoredGame) -> str:
    """When the game last happened: set up, started, a move, a new turn, its end. What is done
    to it besides play (an erasure, a reminder, a player's settings) is no game activity."""
    record = stored.game
    moments = [record.created_at, record.started_at, record.waiting_since, record.ended_at,
               stored.log[-1].at if stored.log else None]
    return max(m for m in moments if m)


def _organized(site: Site, email: str, game_id: str) -> GameRecord:
    """The game, if this organizer organizes it (404 otherwise: nothing leaks)."""
    try:
        record = _store(site).load(game_id).game
    except GameNotFound:
        raise not_found() from None
    if record.organizer != email:
        raise not_found()
    return record


def _label(record: GameRecord, records: list[GameRecord], lang: str) -> str:
    """How the dashboard names a game: its title, and when another of the organizer's games
    has the same title, when it was set up (a person tells games apart by that, not by id)."""
    same = [r for r in records if r.title.casefold() == record.title.casefold()]
    if len(same) < 2:
        return record.title
    return tr(lang, "game_set_up_on", title=record.title,
              when=pages.when(record.created_at, record.timing.timezone, lang))


def _stamp(records: list[GameRecord]) -> str:
    """What the create form is bound to: the organizer's games when it was drawn."""
    return ",".join(r.id for r in records)


def _status(record: GameRecord, zone: str, lang: str) -> str:
    """A game's status in the organizer's list: a paused game since when, a finished one with
    who won ("skončila — vyhrála Jana Nováková"), as the players' pages and mails say it."""
    status = tr(lang, f"status_{record.status}")
    if record.status == GameStatus.PAUSED and record.paused_at:
        return tr(lang, "status_paused_since", when=pages.when(record.paused_at, zone, lang))
    won = pages.result_lines(record, lang)
    if record.status == GameStatus.FINISHED and won:
        return f"{status} — {after_colon(won[0].rstrip('.'))}"
    return status


def _row(site: Site, record: GameRecord, email: str, lang: str, now: str,
         posted: dict[str, str] | None) -> dict[str, Any]:
    """One game of the dashboard with its controls; its times in the game's zone, its timing
    form showing the `posted` values of a refused one, else the game's policy."""
    waiting = record.seat(record.to_move) if record.status == GameStatus.RUNNING and record.to_move \
        else None
    zone = record.timing.timezone
    allowed = ALLOWED.get(record.status, ())
    # a seat whose holder left can be given where the rules still play it (the service does)
    refill = site.service.refillable(record.id) if "replace" in allowed else frozenset()
    # a game waiting for players: whom no invitation reached (a read per invited seat, of
    # waiting games alone: a running game's organizer was mailed when the address failed)
    unreachable = {who["seat"]: who["why"] for who in unmailed(
        site.service.store, [s for s in record.seats if s.status == INVITED])} \
        if record.status == GameStatus.WAITING else {}
    return {
        "game": record,
        "rules": _rules_name(record.rules),
        "status": _status(record, zone, lang),
        "to_move": listing(lang, [record.seat(s).name for s in record.waited]) if waiting
        else "—",
        "waiting_since": pages.when(record.waiting_since, zone, lang) if waiting else "—",
        "deadline": pages.when(record.deadline, zone, lang),
        "resume_at": pages.when(record.resume_at, zone, lang) if record.resume_at else "",
        # a game over has no absences nor missed turns: nobody is awaited any more; while it
        # runs, whoever the game does not wait for: a declared absence, or a bot playing the
        # turns of a player absent after missed turns (never "—" while the bot plays for someone)
        "away": [] if record.ended else [
            f"{s.name} ({words})" for s in record.seats
            if (words := pages.away_words(record, s, now, lang)
                or (tr(lang, "seat_absent") if s.active and record.absent(s.seat) else ""))],
        "seats": [{"seat": s.seat, "name": s.name, "email": s.email,
                   "status": pages.seat_state(record, s, lang),
                   "away": "" if record.ended else pages.away_words(record, s, now, lang),
                   "missed": tr(lang, "missed_turns", n=s.missed_turns)
                   if s.missed_turns and not record.ended else "",
                   "unmailed": tr(lang, f"seat_unmailed_{unreachable[s.seat]}")
                   if s.seat in unreachable else "",
                   "left": "" if s.active or s.bot or record.ended else tr(
                       lang, "seat_refill_open" if s.seat in refill else "seat_refill_closed"),
                   "givable": not s.bot and (s.active or s.seat in refill)}
                  for s in record.seats],
        "actions": [a for a in allowed if a in BUTTONS],
        "replace": "replace" in allowed,
        # a game that waits for the organizer (a seat declined: "Replace a player") shows its
        # controls open, as the mail that names the button promises
        "attention": "replace" in allowed and any(s.status == DECLINED for s in record.seats),
        "extend": "extend" in allowed,
        "timing": timing.policy_fields(
            posted or timing.policy_values(record.timing), lang) if "timing" in allowed else [],
        "timing_posted": posted is not None,
        # the time rules of a game over rule nothing any more
        "policy": [] if record.ended else timing.policy_lines(record, lang, organizer=True),
        "nonce": issue_nonce(site.secret, f"org:{email}:{record.id}", str(record.version)),
        "watch": absolute(site.base_url, game_path(record.id)) if record.public else None,
        "path": f"/games/{quote(record.id, safe='')}",
    }


def _rules_name(rules_id: str) -> str:
    """The game's name ("WesternPoly"), or its id for rules no longer installed."""
    try:
        return rules.get(rules_id).name
    except rules.RulesError:
        return rules_id


def _rules_forms(lang: str, posted: Mapping[str, str] | None) -> list[dict[str, Any]]:
    """Per installed game: its option inputs (named `opt-<rules>-<option>`), labelled in words,
    showing the `posted` values of a refused form, else the defaults."""
    forms = []
    for rules_id in rules.games():
        game = rules.get(rules_id)
        label = partial(_option_words, games.of(rules_id).WORDS, lang)
        options = []
        for name, spec in game.option_specs.items():
            key = f"opt-{rules_id}-{name}"
            default = lang if name == "lang" and lang in (spec.choices or ()) else spec.default
            kind = ("select" if spec.choices else "checkbox" if isinstance(spec.default, bool)
                    else "number" if isinstance(spec.default, int) else "text")
            if posted is None:
                value = default
            else:  # an unticked checkbox is not posted at all
                value = key in posted if kind == "checkbox" else posted.get(key, default)
            bounds = spec.minimum is not None and spec.maximum is not None
            options.append({
                "input": key, "kind": kind, "value": str(value) if kind != "checkbox" else value,
                "label": label(f"option_{name}", name),
                "range": f"{spec.minimum}–{spec.maximum}" if bounds else "",
                "choices": [(str(c), label(f"choice_{name}_{c}", str(c)))
                            for c in spec.choices or ()],
                "min": spec.minimum, "max": spec.maximum})
        forms.append({"id": rules_id, "name": game.name, "options": options})
    return forms


def _option_words(words: Catalogue | None, lang: str, key: str, default: str) -> str:
    """An option's label or a choice's words: the game's own (its render module's WORDS),
    else the shell's for the options every game may have (the language), else `default`."""
    if words is not None and key in words:
        return words.get(lang, key, default)
    return tr_or(lang, key, default)


def _players(lines: str, lang: str) -> list[PlayerSpec]:
    """'Name <email>' lines as seats, 'bot [LEVEL]' lines as bots' seats (blank lines
    skipped); raises invalid_request."""
    players = []
    lang = lang if lang in LANGS else "cs"
    for line in lines.splitlines():
        words = line.split()
        if words and words[0].lower() in ("bot", "robot"):  # "bot", "bot greedy": a bot's seat
            level = words[1].lower() if len(words) > 1 else rules.DEFAULT_BOT
            players.append(PlayerSpec("", "", lang, bot=level))
        elif line.strip():
            name, email = parse_address(line.strip())
            players.append(PlayerSpec(name, email, lang))
    return players


def _options(form: dict[str, list[str]], rules_id: str) -> dict[str, Any]:
    """The chosen game's options from its fieldset, plus seating and the timing policy."""
    try:
        specs = rules.get(rules_id).option_specs
    except rules.RulesError:
        return {}  # the service refuses the unknown rules with its own words
    options: dict[str, Any] = {}
    for name, spec in specs.items():
        key = f"opt-{rules_id}-{name}"
        if isinstance(spec.default, bool):
            options[name] = key in form
        elif field(form, key):
            options[name] = field(form, key)
    options["seating"] = field(form, "seating", "given")
    options["press"] = field(form, "press", "all")  # table talk (see functions/service/press.py)
    options["press_organizer"] = "yes" if field(form, "press_organizer") == "yes" else "no"
    return {**options, **timing.posted_policy(form)}


def _notice(query: Mapping[str, str], records: list[GameRecord], lang: str) -> str | None:
    """The confirmation after a redirect, for a game of this organizer only."""
    done, game_id = query.get("done"), query.get("game")
    if done == "holiday":  # the day is read as a day, never echoed as it came
        last = timing.holiday_day(query.get("until", ""), None)
        return tr(lang, "holiday_notice", day=shown_date(last, lang)) if last else None
    record = next((r for r in records if r.id == game_id), None)
    if record is None or done not in (*NOTICES, *GAME_ACTIONS):
        return None
    if done in NOTICES:
        return tr(lang, NOTICES[done], title=record.title)
    return tr(lang, "done_notice", title=record.title,
              status=tr(lang, f"status_{record.status}"))
