"""The player's page `/play/<token>`: the board, their situation, the move form, the history,
their standing orders (where the rules take them) and their time controls (absence, reminders,
time zone); its posts go through the same service calls as e-mail."""

from __future__ import annotations

from functools import partial
from typing import Any

from aws_lambda_powertools.event_handler import Response

from functions.i18n import listing
from functions.links import play_claims
from functions.mail.tokens import BadToken
from functions.mailroom.answering import submit_said
from functions.render import NoSuchChoice, games, pick
from functions.render.held import held_view
from functions.service import ErrorCode, GameRecord, GameView, Seat, ServiceError
from functions.service.play.explain import phrase
from functions.service.records.game import GameStatus
from functions.service.records.labels import takes_no_mail
from functions.service.records.moves import AUTO_SOURCE, BOT_SOURCE
from functions.service.records.seats import REMOVED
from functions.service.schedule.timekeeping import reader_zone
from functions.service.system import iso
from rules import numbers

from . import mailing, moves, orders, pages, spectator, talk, timing
from .forms import BadNonce, check_nonce, field, issue_nonce
from .responses import page, redirect
from .site import (
    PageError,
    Problem,
    Request,
    Site,
    bad_link,
    ended_link,
    language_links,
    not_found,
    refusal,
    view_of,
)
from .texts import tr

HISTORY_SHOWN = 40  # the latest steps on the player's page; the replay page lists 200 around its step
NOTICES = {"moved", "joined", "declined", "resigned", "away", "back", "settings",
           "orders"}
MOVES_TOLD = 3  # the most moves one posted answer plays (a decline and a counter-offer: two)
SEAT_ACTIONS = {"join": "joined", "decline": "declined", "resign": "resigned"}


def show(site: Site, request: Request, token: str, problem: Problem | None = None,
         draft: timing.TimeDraft | None = None, notice: str | None = None,
         typed: dict[str, str] | None = None,
         orders_draft: orders.OrdersDraft | None = None, talk_text: str = "") -> Response:
    """The player's page (with a refusal on it when a post was refused, and what the refused
    time form, orders form, move form or message box held)."""
    view, seat = _seat_of(site, token)
    view = held_view(view)  # the seats by the names of the people on them now
    seat = view.game.seat(seat.seat)
    lang = request.lang(seat.lang)
    record = view.game
    path = f"/play/{token}"
    now = iso(site.service.clock.now())
    zone = reader_zone(record, seat)
    when = partial(pages.when, zone=zone, lang=lang)
    player = seat.player
    replayed = pages.replay(view, lang, reader=player or None)
    state = replayed.state
    # the view in the reader's language: its names (the map, the fields) in their words
    rules_view = view.rules.view(view.rules.localized(state, lang), player) \
        if state is not None else None
    result = view.rules.result(state) if state is not None else None
    headings, rows = pages.player_rows(record, rules_view, lang, me=seat.seat, result=result,
                                       now=now, zone=zone)
    running = record.status == GameStatus.RUNNING and seat.active
    choices = moves.choices(view.rules, state, player, lang) if running else []
    shown = games.of(record.rules)  # what the game shows beyond the common page
    context: dict[str, Any] = dict(
        lang=lang, tr=partial(tr, lang), when=when,
        languages=language_links(request, path), game=record, seat=seat,
        status=tr(lang, f"status_{record.status}"), turn=_turn_line(record, seat, lang, when),
        board=pages.board(view.rules, record.rules, state, rules_view, lang, reader=player)
        if rules_view is not None else None,
        field_list=pages.board_list(record.rules, rules_view, lang)
        if rules_view is not None else None,
        view=rules_view, headings=headings, rows=rows, replay=request.keep_lang(f"{path}/replay"),
        history=[s for s in replayed.steps if not s.folded][-HISTORY_SHOWN:],
        result=pages.result_lines(record, lang, reader=player or None),
        choices=choices, action=request.keep_lang(path), seat_action=request.keep_lang(
            f"{path}/seat"),
        situation=shown.SITUATION, shown=shown,  # the game's own templates may ask its module
        forms=shown.forms(rules_view, player) if running and rules_view else [],
        offers=shown.offer_lines(rules_view, lang) if rules_view else [],
        version=record.version,
        nonce=issue_nonce(site.secret, _scope("move", record.id, seat), str(record.version)),
        seat_nonce=issue_nonce(site.secret, _scope("seat", record.id, seat),
                               str(record.version)),
        notice=notice or _notice(request.query.get("done"), replayed.steps, seat, lang,
                                 _moves_told(request.query.get("moves"))),
        outcome=_outcome(replayed.steps, seat) if request.query.get("done") == "moved" else [],
        typed=typed or {"move": "", "command": ""},
        problem=problem,
        time=_time_section(site, request, path, record, seat, draft, now, lang, when),
        orders=_orders_section(site, request, path, view, seat, orders_draft, lang),
        talk=talk.section(site, request, path, view, seat, lang, when) | {"typed": talk_text},
        mail=mailing.section(site, request, path, record, seat, lang) if seat.active else None)
    return page("play.html", code=problem.status if problem else 200, **context)


def replay(site: Site, request: Request, token: str) -> Response:
    """The player's game step by step (the spectator's replay, private games included), in
    the player's language and time zone, with the way back to their page."""
    view, seat = _seat_of(site, token)
    view = held_view(view)  # the seats by the names of the people on them now
    path = f"/play/{token}"
    return spectator.replay_page(site, request, view, f"{path}/replay", request.lang(seat.lang),
                                 reader_zone(view.game, seat), back=path,
                                 reader=view.game.seat(seat.seat).player or None)


def _time_section(site: Site, request: Request, path: str, record: GameRecord, seat: Seat,
                  draft: timing.TimeDraft | None, now: str, lang: str,
                  when: Any) -> dict[str, Any] | None:
    """The time controls of the page: the game's timing policy, the player's absence and the
    forms (None once the game is over or the player has left it)."""
    if record.ended or not seat.active:
        return None
    zone = reader_zone(record, seat)
    return {
        "policy": timing.policy_lines(record, lang),
        "absence": timing.absence_line(record, seat, now, lang, when),
        "away": bool(seat.away_until and seat.away_until > now),
        "draft": draft or timing.saved_draft(record, seat),
        "example_day": timing.example_day(now, zone, lang),
        "zones": timing.COMMON_ZONES,
        "reminder_modes": [(mode, tr(lang, f"reminders_{mode}"))
                           for mode in timing.REMINDER_MODES],
        "action": request.keep_lang(f"{path}/time"),
        "nonce": issue_nonce(site.secret, _scope("time", record.id, seat), str(record.version)),
    }


def _orders_section(site: Site, request: Request, path: str, view: GameView, seat: Seat,
                    draft: orders.OrdersDraft | None, lang: str) -> dict[str, Any] | None:
    """The standing orders of the page: in words and as a form (None where the rules take
    none, once the game is over, or when the player has left it)."""
    record = view.game
    if record.ended or not seat.active or not orders.offered(view.rules):
        return None
    return {**orders.section(view.rules, seat, draft, lang),
            "action": request.keep_lang(f"{path}/orders"),
            "nonce": issue_nonce(site.secret, _scope("orders", record.id, seat),
                                 str(record.version))}


def submit(site: Site, request: Request, token: str) -> Response:
    """A posted move: checked like an e-mailed one; success redirects back to the page."""
    view, seat = _seat_of(site, token)
    lang = request.lang(seat.lang)
    form = request.form
    try:
        version = _posted_version(site, form, _scope("move", view.game.id, seat))
    except BadNonce:
        return show(site, request, token, _bad_form(lang))
    text = moves.command_text(form, view.game.rules)
    typed = {"move": field(form, "move"), "command": field(form, "command")}
    if not text:
        return show(site, request, token, Problem(tr(lang, "refused_title"),
                                                  tr(lang, "pick_move")), typed=typed)
    number = numbers.whole(text, digits=3)
    if number is not None and view.state is not None:  # "1": the page's numbered option 1
        try:
            text = pick(view.rules, view.state, seat.player, number)
        except NoSuchChoice as error:
            said = "no_such_choice_of" if error.numbers else \
                "no_such_choice" if error.size else "no_choices"
            return show(site, request, token, Problem(tr(lang, "refused_title"), phrase(
                lang, said, number=error.number, size=error.size,
                numbers=", ".join(map(str, error.numbers)))), typed=typed)
    try:
        # an answer to an offer ("Za 2500 ji beru") may be two moves: a decline and the counter
        done = submit_said(site.service, view.game.id, seat.email, text, version=version,
                           source="web", idempotency_key="web:" + field(form, "nonce"))
    except ServiceError as error:
        if error.code == ErrorCode.GAME_NOT_FOUND:
            raise not_found() from None
        return show(site, request, token, refusal(error, lang), typed=typed)
    if len(done) > 1:  # the page tells each of them
        return redirect(request.keep_lang(f"/play/{token}", done="moved", moves=str(len(done))))
    return redirect(request.keep_lang(f"/play/{token}", done="moved"))


def seat_action(site: Site, request: Request, token: str) -> Response:
    """Join, decline or resign from the player's page."""
    view, seat = _seat_of(site, token)
    lang = request.lang(seat.lang)
    form = request.form
    action = field(form, "action")
    try:
        _posted_version(site, form, _scope("seat", view.game.id, seat))
    except BadNonce:
        return show(site, request, token, _bad_form(lang))
    if action not in SEAT_ACTIONS or (action == "resign" and field(form, "confirm") != "yes"):
        return show(site, request, token, Problem(tr(lang, "refused_title"),
                                                  tr(lang, "resign_confirm")))
    call = {"join": site.service.join, "decline": site.service.decline,
            "resign": site.service.resign}[action]
    try:
        call(view.game.id, seat.email)
    except ServiceError as error:
        return show(site, request, token, refusal(error, lang))
    return redirect(request.keep_lang(f"/play/{token}", done=SEAT_ACTIONS[action]))


def time_action(site: Site, request: Request, token: str) -> Response:
    """The time forms: an absence (this game or all the player's games), back early, or the
    player's reminder hours and time zone. A refusal shows the page with what was typed."""
    view, seat = _seat_of(site, token)
    lang = request.lang(seat.lang)
    form = request.form
    action = field(form, "action")
    draft = timing.posted_draft(form, view.game, seat)
    try:
        _posted_version(site, form, _scope("time", view.game.id, seat))
    except BadNonce:
        return show(site, request, token, _bad_form(lang), draft)
    if action not in timing.TIME_ACTIONS:
        return show(site, request, token, _bad_form(lang), draft)
    try:
        done = timing.apply(site.service, view.game, seat, action, draft, lang)
    except timing.FormProblem as problem:
        return show(site, request, token, Problem(tr(lang, "time_refused"),
                                                  tr(lang, problem.key)), draft)
    except ServiceError as error:
        if error.code == ErrorCode.GAME_NOT_FOUND:
            raise not_found() from None
        return show(site, request, token, refusal(error, lang, "time_refused"), draft)
    if done.refused:  # done here, not in every other game: say where and why, no redirect
        refused = "; ".join(f"{title}: {why}" for title, why in done.refused)
        return show(site, request, token, Problem(tr(lang, "time_partly"), refused, status=200),
                    notice=tr(lang, done.notice))
    return redirect(request.keep_lang(f"/play/{token}", done=action))


def orders_action(site: Site, request: Request, token: str) -> Response:
    """The standing-orders form: each changed order goes to the service as its AUTO command
    would by mail. A refusal shows the page with what was chosen and typed."""
    view, seat = _seat_of(site, token)
    lang = request.lang(seat.lang)
    form = request.form
    draft = orders.posted_draft(form)
    try:
        _posted_version(site, form, _scope("orders", view.game.id, seat))
    except BadNonce:
        return show(site, request, token, _bad_form(lang), orders_draft=draft)
    if view.game.ended or not seat.active or not orders.offered(view.rules):
        return show(site, request, token, _bad_form(lang))
    try:
        orders.apply(site.service, view.game.id, seat, draft)
    except orders.FormProblem as problem:
        return show(site, request, token, Problem(tr(lang, "orders_refused"),
                                                  tr(lang, problem.key)), orders_draft=draft)
    except ServiceError as error:
        if error.code == ErrorCode.GAME_NOT_FOUND:
            raise not_found() from None
        return show(site, request, token, refusal(error, lang, "orders_refused"),
                    orders_draft=draft)
    return redirect(request.keep_lang(f"/play/{token}", done="orders"))


def talk_action(site: Site, request: Request, token: str) -> Response:
    """The message box and the talk settings (see talk.post)."""
    view, seat = _seat_of(site, token)
    lang = request.lang(seat.lang)

    def again(problem: Problem, typed_text: str = "") -> Response:
        return show(site, request, token, problem, talk_text=typed_text)
    return talk.post(site, request, token, view, seat, lang, again)


def unsubscribe(site: Site, request: Request, token: str, mode: str, *, post: bool) -> Response:
    """The unsubscribe link of a mail: POST sets the mail at once, GET shows the choice."""
    view, seat = _seat_of(site, token)
    if post:
        return mailing.one_click(site, request, token, view.game, seat, mode)
    return mailing.choice(site, request, token, view.game, seat, mode,
                          done=request.query.get("done") == "1")


def mail_action(site: Site, request: Request, token: str) -> Response:
    """The page's mail form (see mailing.post)."""
    view, seat = _seat_of(site, token)
    return mailing.post(site, request, token, view.game, seat)


def _seat_of(site: Site, token: str) -> tuple[GameView, Seat]:
    """The game and the seat a PLAY token stands for; PageError when there is none."""
    try:
        game_id, seat_id, holder = play_claims(site.secret, token)
    except BadToken:
        raise bad_link() from None
    try:
        view = view_of(site, game_id)
    except PageError:  # a genuine link of a game that is gone
        raise ended_link("game_gone") from None
    game_lang = view.game.options.get("lang")
    seat = next((s for s in view.game.seats if s.seat == seat_id), None)
    if seat is None or seat.holder < holder:
        raise bad_link()
    if seat.holder != holder:  # the link of a person no longer on the seat: say why
        if not seat.bot and takes_no_mail(seat.email):  # erased, in the language they read
            raise ended_link("erased", seat.lang, game_lang)
        raise ended_link("replaced", None, game_lang)  # the seat's language is the new holder's
    if seat.status == REMOVED:  # the organizer took them out: the link ends with the seat
        raise ended_link("removed", seat.lang, game_lang)
    return view, seat


def _scope(form: str, game_id: str, seat: Seat) -> str:
    """A nonce scope bound to the form, the game, the seat and the person on it now."""
    return f"{form}:{game_id}:{seat.seat}:{seat.email}"


def _posted_version(site: Site, form: dict[str, list[str]], scope: str) -> int:
    """The game version the posted form was drawn for, once its nonce checks out."""
    version = field(form, "version")
    if numbers.whole(version, digits=12) is None:
        raise BadNonce("the form has no version")
    check_nonce(site.secret, field(form, "nonce"), scope, version)
    return int(version)


def _bad_form(lang: str) -> Problem:
    return Problem(tr(lang, "bad_form_title"), tr(lang, "bad_form_text"), status=400)


def _turn_line(record: GameRecord, seat: Seat, lang: str, when: Any) -> str:
    """Where the game stands, from this player's point of view."""
    if record.status == GameStatus.WAITING:
        return tr(lang, "not_started")
    if record.status == GameStatus.PAUSED:  # since when, as the mail said it (a game paused
        # before the instant was kept: only that it is)
        return tr(lang, "game_paused_since", when=when(record.paused_at)) if record.paused_at \
            else tr(lang, "game_paused")
    if record.status == GameStatus.FINISHED:  # who won, as the game-over mail says at its top
        return " ".join([tr(lang, "game_over"),
                         *pages.result_lines(record, lang, reader=seat.player or None)])
    if record.status == GameStatus.CANCELLED:
        return tr(lang, "game_cancelled")
    if not seat.active:
        return tr(lang, "you_left")
    clock = record.clock(seat.seat)  # several seats may be waited for at once, each its own
    if clock is not None:
        line = tr(lang, "your_turn")
        deadline = clock.deadline
    else:
        names = [record.seat(s).name for s in record.waited]
        line = tr(lang, "waiting_for", name=listing(lang, names), count=len(names),
                  since=when(record.waiting_since))
        deadline = record.deadline
    if deadline:
        line += " " + tr(lang, "deadline", when=when(deadline))
    return line


def _outcome(steps: list[pages.Step], seat: Seat) -> list[pages.Step]:
    """What the player's last move brought, for the top of the page: that step and everything
    the same write played after it (the dice, the field, a card, the rent, the turn passing,
    the next player's throw), before anyone else's own move."""
    mine = _chosen(steps, seat)
    if not mine:
        return []
    last = steps[mine[-1]]
    return [last] + [step for step in steps[mine[-1] + 1:]
                     if step.version == last.version and not step.folded]


def _chosen(steps: list[pages.Step], seat: Seat) -> list[int]:
    """The indexes of the steps the player chose themselves: not the throw or the end of turn
    the service played for them after (a buy is confirmed as the buy, not as the next roll),
    nor a bot's."""
    own = [n for n, step in enumerate(steps) if step.player == seat.player]
    chosen = [n for n in own if not steps[n].source.startswith((AUTO_SOURCE, BOT_SOURCE))]
    return chosen or own


def _moves_told(said: str | None) -> int:
    """How many of the player's last moves the notice tells (`?moves=`: an answer to an offer
    played as a decline and a counter-offer is two); one unless said, never past a few."""
    number = numbers.whole(said or "", digits=1)
    return min(max(number or 1, 1), MOVES_TOLD)


def _notice(done: str | None, steps: list[pages.Step], seat: Seat, lang: str,
            count: int = 1) -> str | None:
    """The confirmation shown after a redirect (`?done=`), from a fixed set only."""
    if done not in NOTICES:
        return None
    if done == "moved":
        mine = _chosen(steps, seat)
        return tr(lang, "moved_notice", move="; ".join(
            steps[n].move for n in mine[-count:])) if mine else None
    return tr(lang, f"{done}_notice")
