"""What the pages show of a game, computed from the service's view: the board picture, the
players table, the history (with the position at any step) and the result."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from markupsafe import Markup

from functions.i18n import listing, win_kind
from functions.render import games
from functions.render.clock import first_day, last_day, shown
from functions.render.palette import colours
from functions.service import GameView, LogEntry
from functions.service.ledger import replay as log_replay
from functions.service.ledger.replay import told_move
from functions.service.records.game import GameRecord, GameStatus
from functions.service.records.labels import takes_no_mail
from functions.service.records.newest import Newest
from functions.service.records.seats import Seat, SeatStatus
from functions.service.schedule.timekeeping import reader_zone
from rules import CHANCE, AnyRules, Result
from rules.wording import unstressed

from .texts import tr


class _Restating(Mapping[str, frozenset[str]]):
    """Events that only restate the step's own move ("Ann: large Praha" after Ann's "large
    Praha") or hand the turn on (the next line shows who moves), by rules id, as each game's
    render module lists them: the history leaves them out so that each step is told once."""

    def __getitem__(self, rules_id: str) -> frozenset[str]:
        return games.of(rules_id).RESTATING

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


RESTATING: Mapping[str, frozenset[str]] = _Restating()


@dataclass(frozen=True)
class Step:
    """One history line: the log entry, who made it, the move in words and what else happened."""

    seq: int
    who: str
    move: str
    events: list[str]
    at: str
    player: str
    version: int = 0  # the write that logged it: the steps one action brought share it
    # a step of a run of chance steps the rules tell in one line (Game.summarise): the run's
    # last step tells it (`summary`), the others are not listed (`folded`)
    folded: bool = False
    summary: bool = False
    source: str = ""  # how the move came (records.moves.SOURCES, "auto", "bot:<level>")


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
    away: str = ""  # "away until ..." while a declared absence is ahead or under way


def replay(view: GameView, lang: str, upto: int | None = None, *,
           reader: str | None = None) -> Replay:
    """The whole log with every move described in `lang` as `reader` may read it now (a
    player id; None: a spectator, and the organizer, who reads as one), and the state after
    the first `upto` entries (default: after all of them). A move the rules still seal reads
    as sealed to anyone but its maker, and an event with an audience is told to it alone.
    The history told last in this process to the same reader goes on with the entries logged
    since: a page of a long game replays what is new, not its whole log (the state at an
    earlier step is still replayed from the start, without words)."""
    record, game = view.game, view.rules
    if not record.order:
        return Replay([], None)
    log = view.log
    if not log:
        return Replay([], view.state)  # at its start
    steps, state, pending = _HISTORIES.kept(record, lang, reader, log)
    if upto is not None and upto < len(steps):
        return Replay(steps, log_replay.replay(game, log_replay.initial_state(game, record),
                                               log[:upto]))
    if state is None:
        state = log_replay.initial_state(game, record)
    at_upto = state  # for `upto` == the steps known, 0 at the start
    restating = RESTATING.get(record.rules, frozenset())
    run: list[tuple[int, Any]] = []  # the chance steps in a row just told: (index, move)
    for entry in log[len(steps):]:
        move = game.parse(state, entry.player, entry.text)
        if entry.player != CHANCE:
            _fold(game, steps, run, state, lang, reader)
        before, state = state, game.apply(state, entry.player, move)
        words = ""
        if entry.player == reader:
            words = game.describe(before, move, lang, reader=reader)
        else:  # told below, as the rules let the reader see it after the whole log
            pending.append((len(steps), before, move))
        steps.append(Step(entry.seq, _who(record, entry, lang), words,
                          [unstressed(game.event_text(e, lang, reader=reader), lang)
                           for e in state.events
                           if e.kind not in restating and e.readable_by(reader)],
                          entry.at, entry.player, entry.version, source=entry.source))
        if entry.player == CHANCE:
            run.append((len(steps) - 1, move))
        if len(steps) == upto:
            at_upto = state
    _fold(game, steps, run, state, lang, reader)  # a write's chance steps end in it
    still = []  # the steps told as sealed: told again when the history goes on
    for index, before, move in pending:
        if steps[index].summary:
            continue  # told with its run, as the rules let the reader see it
        steps[index] = replace(steps[index], move=told_move(game, before, state, move, lang,
                                                            reader))
        if game.sealed(state, move):
            still.append((index, before, move))
    _HISTORIES.keep(record, lang, reader, log, steps, state, still)
    return Replay(steps, state if upto is None or upto >= len(steps) else at_upto)


def _fold(game: AnyRules, steps: list[Step], run: list[tuple[int, Any]], state: Any, lang: str,
          reader: str | None) -> None:
    """Tell a run of chance steps in a row (`run`, ended at `state`) in the one line the rules
    give it, if they give one (Game.summarise), its events included; the run is then over."""
    if len(run) > 1:
        line = game.summarise(state, [move for _, move in run], lang, reader=reader)
        if line is not None:
            for index, _ in run[:-1]:
                steps[index] = replace(steps[index], folded=True)
            last = run[-1][0]
            steps[last] = replace(steps[last], move=line, events=[], summary=True)
    run.clear()


class _Histories:
    """The history `replay` told last of a few games, by game, language, reader and the
    players' names (they name the steps), with the state after it and the steps still told
    as sealed (each with the state before it and its move, to be told again once the rules
    unseal it): kept while the log goes on from it (its last entry's hash matches), so the
    next page replays only the entries logged since."""

    def __init__(self, size: int = 32):
        self._kept: Newest[tuple, tuple[int, str, tuple[Step, ...], Any, tuple]] = Newest(size)
        self._lock = threading.Lock()

    @staticmethod
    def _key(record: GameRecord, lang: str, reader: str | None) -> tuple:
        return record.id, lang, reader, tuple((s.player, s.name) for s in record.seats)

    def kept(self, record: GameRecord, lang: str, reader: str | None,
             log: Sequence[LogEntry]) -> tuple[list[Step], Any, list[tuple[int, Any, Any]]]:
        """The steps told of `log`'s first entries, the state after them and the steps told
        as sealed ([], None, [])."""
        with self._lock:
            kept = self._kept.get(self._key(record, lang, reader))
        if kept is None or not 0 < kept[0] <= len(log) or log[kept[0] - 1].hash != kept[1]:
            return [], None, []
        return list(kept[2]), kept[3], list(kept[4])

    def keep(self, record: GameRecord, lang: str, reader: str | None, log: Sequence[LogEntry],
             steps: list[Step], state: Any, sealed: list[tuple[int, Any, Any]]) -> None:
        """Remember the steps told of `log` (all of it), the state after them and the steps
        told as sealed."""
        key = self._key(record, lang, reader)
        with self._lock:
            self._kept.put(key, (len(steps), log[len(steps) - 1].hash, tuple(steps), state,
                                 tuple(sealed)))


_HISTORIES = _Histories()


def board(game: AnyRules, rules_id: str, state: Any, rules_view: Mapping[str, Any],
          lang: str, reader: str | None = None) -> Markup:
    """The board picture of `rules_view` (the reader's), or the plain-text board as `reader`
    may see it (None: a spectator) for a game without one."""
    picture = games.of(rules_id).board_svg(rules_view, lang)
    if picture is not None:
        return picture
    shown = game.board_text(state, lang, reader=reader) if reader is not None \
        else game.board_text(state, lang)
    return Markup("<pre class=\"board-text\">{}</pre>").format(shown)


def board_list(rules_id: str, rules_view: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
    """The board as a list with the legend of its marks, for a game whose picture needs one."""
    return games.of(rules_id).board_list(rules_view, lang)


def player_rows(record: GameRecord, rules_view: Mapping[str, Any] | None, lang: str,
                me: str | None = None, result: Result | None = None, *, now: str = "",
                zone: str | None = None) -> tuple[list[str], list[PlayerRow]]:
    """(extra column headings, one row per seat in playing order) for the players table.

    With the `result` of a finished game the table shows the final scores and each player's
    standing (winner, eliminated, bankrupt, resigned) instead of the last position's figures.
    A player's absence not over at `now` is told next to their name, in `zone`."""
    order = list(record.order) or [s.player or s.seat for s in record.seats]
    palette = colours(order)
    if result is None:
        headings, cells = _standings(record.rules, rules_view, lang,
                                     [s.player for s in record.seats
                                      if s.status == SeatStatus.REMOVED and s.player])
    else:
        headings, cells = _final_scores(record.rules, result, lang)
    seats = sorted(record.seats, key=lambda s: order.index(s.player or s.seat)
                   if (s.player or s.seat) in order else len(order))
    rows = []
    for seat in seats:
        player = seat.player or seat.seat
        status = seat_state(record, seat, lang, result)
        rows.append(PlayerRow(
            name=seat.shown(lang), colour=palette.get(player, "#999999"), status=status,
            to_move=record.waits_for(seat.seat),
            me=seat.seat == me, cells=cells.get(player, []),
            away=away_words(record, seat, now, lang) if not record.ended else ""))
    return headings, rows


def seat_state(record: GameRecord, seat: Seat, lang: str, result: Result | None = None) -> str:
    """What a seat's player is in the game now, in words that follow the game's state and the
    seat's: invited, joined (the game waits), playing, absent (a bot plays for them), resigned,
    removed, erased, and once the game is over how they ended it (won, their place); "" in a
    cancelled game for a seat that stayed (the game's own status says it all).

    `result`: the rules' result of a finished game, else the one the game stored."""
    ended = record.status in (GameStatus.FINISHED, GameStatus.CANCELLED)
    if result is None and record.status == GameStatus.FINISHED and record.result:
        result = Result(winners=[str(w) for w in record.result.get("winners", ())],
                        draw=bool(record.result.get("draw")),
                        scores=dict(record.result.get("scores") or {}),
                        details=dict(record.result.get("details") or {}))
    if result is not None and seat.status == SeatStatus.JOINED:
        return _final_standing(record.rules, result, seat.player or seat.seat, lang)
    if not seat.bot and takes_no_mail(seat.email):  # the pseudonym of an erased person
        return tr(lang, "seat_erased")
    if seat.status == SeatStatus.JOINED:
        if record.status == GameStatus.WAITING:
            return tr(lang, "seat_ready")
        if ended:
            return tr(lang, "seat_played_out") if record.status == GameStatus.FINISHED else ""
        return tr(lang, "seat_absent") if record.absent(seat.seat) else tr(lang, "seat_joined")
    # what the player did, in the past and the gender their name shows ("vzdala")
    return tr(lang, f"seat_{seat.status}", name=seat.name)


def away_words(record: GameRecord, seat: Seat, now: str, lang: str) -> str:
    """"away until Mon 21 Dec 2026" (its last day, as the confirmation named it, in the absent
    player's zone) for an absence under way at `now`, "away from ... until ..." for one ahead;
    empty when the player declared none (or it is over)."""
    if not seat.away_until or seat.away_until <= now or not seat.active:
        return ""
    zone = reader_zone(record, seat)
    until = last_day(seat.away_until, zone, lang)
    if seat.away_from and seat.away_from > now:
        return tr(lang, "away_from_until", start=first_day(seat.away_from, zone, lang),
                  until=until)
    return tr(lang, "away_until", until=until)


def _standings(rules_id: str, rules_view: Mapping[str, Any] | None, lang: str,
               removed: Sequence[str] = ()) -> tuple[list[str], dict[str, list[str]]]:
    """Per-game columns of the players table; the players the service took out (`removed`:
    missed turns, the organizer) told as such, never as resigned (as the mails do)."""
    if rules_view is None:
        return [], {}
    return games.of(rules_id).standings({**rules_view, "removed": list(removed)}
                                        if removed else rules_view, lang)


def _final_scores(rules_id: str, result: Result,
                  lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """Per-game columns of the players table once the game is over."""
    return games.of(rules_id).final_scores(result, lang)


def _final_standing(rules_id: str, result: Result, player: str, lang: str) -> str:
    """How a player who stayed in the game ended it: won, went out (when), or their place."""
    if player in result.winners:
        return tr(lang, "shared_win" if result.draw else "winner_mark")
    out = games.of(rules_id).final_standing(result, player, lang)
    if out is not None:
        return out
    score = result.scores.get(player, 0)
    return tr(lang, "place", n=1 + sum(other > score for other in result.scores.values()))


def result_lines(record: GameRecord, lang: str, reader: str | None = None) -> list[str]:
    """The result in words as `reader` (a seat's player, None for a spectator) reads it: who
    won (the reader's own win in the second person) or drew; the players table shows scores."""
    if record.result is None:
        return []
    names = {s.player: s.name for s in record.seats if s.player}
    winners = [str(w) for w in record.result["winners"]]
    kind = win_kind(winners, reader, len(record.seats), bool(record.result["draw"]))
    shown = listing(lang, [names.get(p, p) for p in winners
                           if kind != "_shared_you" or p != reader])
    return [tr(lang, "draw" if kind == "_draw" else "winner" + kind, names=shown,
               me=names.get(reader, "") if reader else "")]


def when(moment: str | None, zone: str | None, lang: str) -> str:
    """A stored instant as the reader reads it, in their zone with the zone's name
    ("Thu 1 May 2025, 14:00 CEST"); "—" for none."""
    return shown(moment, zone, lang) or "—"


def _who(record: GameRecord, entry: LogEntry, lang: str) -> str:
    if entry.player == CHANCE:
        return tr(lang, "chance")
    return record.seat_for(entry.player).name
