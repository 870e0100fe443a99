"""What the pages show of a game, computed from the service's view: the board picture, the
players table, the history (with the position at any step) and the result."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from functions.service import GameView, LogEntry
from functions.service.model import GameRecord
from functions.service.replay import initial_state
from rules import CHANCE, Event, Game

from . import svg_1926, svg_westernpoly
from .svg import colours
from .texts import tr

# Pictures of the boards by rules id; other games show their plain-text board.
BOARDS: dict[str, Callable[[dict[str, Any], str], Markup]] = {
    "1926": svg_1926.board_svg,
    "westernpoly": svg_westernpoly.board_svg,
}


@dataclass(frozen=True)
class Step:
    """One history line: the log entry, who made it, the move in words and what happened."""

    seq: int
    who: str
    move: str
    events: list[str]
    at: str
    player: str


@dataclass(frozen=True)
class Replay:
    """The history of a game up to a step, and the rules state after that step."""

    steps: list[Step]
    state: Any


@dataclass(frozen=True)
class PlayerRow:
    """One line of the players table."""

    name: str
    colour: str
    status: str
    to_move: bool
    me: bool
    cells: list[str] = field(default_factory=list)


def replay(view: GameView, lang: str, upto: int | None = None) -> Replay:
    """Replay the whole log with every move described in `lang`, keeping the state after the
    first `upto` entries (default: after all of them)."""
    record, game = view.game, view.rules
    if not record.order:
        return Replay([], None)
    state = kept = initial_state(game, record)
    steps = []
    for entry in view.log:
        move = game.parse(state, entry.player, entry.text)
        words = game.describe(state, move, lang)
        state = game.apply(state, entry.player, move)
        steps.append(Step(entry.seq, _who(record, entry, lang), words,
                          [event_text(game, e, lang) for e in getattr(state, "events", ())],
                          entry.at, entry.player))
        if len(steps) == upto:
            kept = state
    return Replay(steps, state if upto is None or upto >= len(steps) else kept)


def event_text(game: Game, event: Event, lang: str) -> str:
    """An event's sentence, in `lang` where the game can say it in another language."""
    translate = getattr(game, "event_text", None)
    return translate(event, lang) if translate else event.text


def board(game: Game, rules_id: str, state: Any, rules_view: dict[str, Any],
          lang: str) -> Markup:
    """The board picture, or the plain-text board for a game without one."""
    draw = BOARDS.get(rules_id)
    if draw is not None:
        return draw(rules_view, lang)
    return Markup("<pre class=\"board-text\">{}</pre>").format(game.board_text(state, lang))


def player_rows(record: GameRecord, rules_view: dict[str, Any] | None, lang: str,
                me: str | None = None) -> tuple[list[str], list[PlayerRow]]:
    """(extra column headings, one row per seat in playing order) for the players table."""
    order = list(record.order) or [s.player or s.seat for s in record.seats]
    palette = colours(order)
    headings, cells = _standings(record.rules, rules_view, lang)
    seats = sorted(record.seats, key=lambda s: order.index(s.player or s.seat)
                   if (s.player or s.seat) in order else len(order))
    rows = []
    for seat in seats:
        player = seat.player or seat.seat
        rows.append(PlayerRow(
            name=seat.name, colour=palette.get(player, "#999999"),
            status=tr(lang, f"seat_{seat.status}"),
            to_move=record.status == "running" and record.to_move == seat.seat,
            me=seat.seat == me, cells=cells.get(player, [])))
    return headings, rows


def _standings(rules_id: str, rules_view: dict[str, Any] | None,
               lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """Per-game columns of the players table."""
    if rules_view is None:
        return [], {}
    if rules_id == "1926":
        left = rules_view["pyramids_left"]
        return ([tr(lang, "electors"), tr(lang, "pyramids_left")],
                {p: [str(rules_view["electors"].get(p, 0)),
                     " · ".join(f"{left[p][size]} {tr(lang, size)}"
                                for size in ("large", "medium", "small"))]
                 for p in rules_view["players"]})
    if rules_id == "westernpoly":
        fields = rules_view["fields"]
        return ([tr(lang, "cash"), tr(lang, "position"), tr(lang, "wealth")],
                {p["id"]: [f"{p['cash']} $",
                           f"{p['position']}. {fields[p['position']]['name']}"
                           + (f" ({tr(lang, 'jailed')})" if p["jailed"] else "")
                           + ("" if p["alive"] else f" ({tr(lang, 'bankrupt')})"),
                           f"{p['wealth']} $"]
                 for p in rules_view["players"]})
    return [], {}


def result_lines(record: GameRecord, lang: str) -> list[str]:
    """The result in words: who won (or drew) and everyone's score."""
    if record.result is None:
        return []
    names = {s.player: s.name for s in record.seats if s.player}
    winners = ", ".join(names.get(p, p) for p in record.result["winners"])
    lines = [tr(lang, "draw" if record.result["draw"] else "winner", names=winners)]
    lines += [f"{names.get(p, p)}: {score}" for p, score in record.result["scores"].items()]
    return lines


def when(moment: str | None) -> str:
    """A stored UTC timestamp as people read it: '2025-05-01 12:00 UTC'."""
    if not moment:
        return "—"
    return f"{moment[:10]} {moment[11:16]} UTC"


def _who(record: GameRecord, entry: LogEntry, lang: str) -> str:
    if entry.player == CHANCE:
        return tr(lang, "chance")
    return record.seat_for(entry.player).name
