"""The spectator page `/game/<id>` of a public game: the board at any step of the history
(`?step=N` replays the log to step N, no script needed), the history and the result. The
same page replays a player's own game from their page (`/play/<token>/replay`)."""

from __future__ import annotations

from functools import cache, partial

from aws_lambda_powertools.event_handler import Response

from functions.links import game_path
from functions.render import games
from functions.render.held import held_view
from functions.service import GameView
from functions.service.system import iso
from rules import numbers

from . import pages, talk
from .responses import page
from .site import Request, Site, language_links, not_found, view_of
from .texts import tr


def show(site: Site, request: Request, game_id: str) -> Response:
    """The page; 404 for a game that does not exist or is not public (indistinguishable)."""
    view = held_view(view_of(site, game_id))  # the seats by the names of their holders now
    record = view.game
    if not record.public:
        raise not_found()
    # A spectator follows the game in the game's language (`?lang=` switches it); the
    # browser's counts only for a game that has none.
    lang = request.lang(record.options.get("lang"))
    zone = record.timing.timezone  # a spectator has no zone of their own: the game's
    return replay_page(site, request, view, game_path(record.id), lang, zone)


HISTORY_SHOWN = 200  # history lines on one replay page
HISTORY_AFTER = 50  # of them, after the step shown (the rest lead up to it)


def replay_page(site: Site, request: Request, view: GameView, path: str, lang: str, zone: str,
                back: str | None = None, reader: str | None = None) -> Response:
    """The game at step `?step=N` of its history (the latest without it), stepping by links
    under `path`; `back` is the player's own page when a player replays their game (any game,
    private ones included: the player's link is their permission). A player (`reader`) sees
    what a spectator sees and their own moves and what the rules tell them alone (their
    sealed moves); anyone else, what a spectator sees."""
    record = view.game
    total = len(view.log)
    step = _step(request.query.get("step"), total)
    replayed = pages.replay(view, lang, upto=step, reader=reader)
    state = replayed.state
    rules_view = view.rules.view(view.rules.localized(state, lang), reader) \
        if state is not None else None
    result = view.rules.result(state) if state is not None else None
    headings, rows = pages.player_rows(record, rules_view, lang, result=result,
                                       now=iso(site.service.clock.now()), zone=zone)
    first, last = history_window(step, total)
    # each history line tells its time; the steps of one write share it
    when = cache(partial(pages.when, zone=zone, lang=lang))
    return page(
        "game.html", lang=lang, tr=partial(tr, lang), when=when,
        languages=language_links(request, path), game=record,
        status=tr(lang, f"status_{record.status}"),
        board=pages.board(view.rules, record.rules, state, rules_view, lang, reader=reader)
        if rules_view is not None else None,
        # a phone hides a dense picture's labels: the list says what they say (pic54: the
        # spectator's 1926 map and WesternPoly ring had neither labels nor list)
        field_list=pages.board_list(record.rules, rules_view, lang)
        if rules_view is not None else None,
        shown=games.of(record.rules),  # the list's template asks the game's words
        headings=headings, rows=rows, history=replayed.steps[first - 1:last], first=first,
        step=step, total=total,
        step_link=request.step_links(path),
        result=pages.result_lines(record, lang, reader=reader) if step == total else [],
        current=replayed.steps[step - 1] if step else None,
        back=request.keep_lang(back) if back else None,
        talk=talk.public(view, lang, when))


def history_window(step: int, total: int) -> tuple[int, int]:
    """The steps (first, last; 1-based) the history lists around `step`: a long game's
    thousands of steps would make a page of megabytes, so a window of HISTORY_SHOWN with
    links to the earlier and later ones."""
    last = min(total, max(step + HISTORY_AFTER, HISTORY_SHOWN))
    return max(1, last - HISTORY_SHOWN + 1), last


def _step(requested: str | None, total: int) -> int:
    """The step to show: the latest without `?step=`, else N in 0..total; any other value
    (out of range, not a number, '²' or a 5,000-digit number) is a page not found."""
    if requested is None or not requested.strip():
        return total
    step = numbers.whole(requested, digits=9, high=total)
    if step is None:
        raise not_found()
    return step
