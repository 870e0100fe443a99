"""Games as people and programs see them: the JSON of `pbm show --json` and the text of `pbm show`.

Players are named by their current e-mail address outside the service (the rules' ids are the
players' names at the start, which a replacement does not change).
"""

from __future__ import annotations

from typing import Any

from functions.render.menu import menu
from functions.service.records.game import RUNNING, GameRecord
from functions.service.records.moves import LogEntry
from functions.service.records.seats import Seat
from functions.service.service import GameView
from rules import CHANCE, AnyRules, Game


def to_move_email(game: GameRecord) -> str | None:
    """The e-mail of the player the game waits for (None unless it is running)."""
    if game.status != RUNNING or game.to_move is None:
        return None
    return _who(game.seat(game.to_move))


def waiting_emails(game: GameRecord) -> list[str]:
    """The e-mails of every player the running game waits for (several when they move at
    once), in seating order."""
    if game.status != RUNNING or game.to_move is None:
        return []
    return [_who(game.seat(seat)) for seat in game.waited]


def _own_deadline(game: GameRecord, seat: Seat) -> str | None:
    clock = game.clock(seat.seat) if game.waits_for(seat.seat) else None
    return clock.deadline if clock is not None else None


def result_json(game: GameRecord) -> dict[str, Any] | None:
    """The result with players named by e-mail: winners, draw, scores, details."""
    if game.result is None:
        return None
    email = _emails(game)
    result = game.result
    return {
        "winners": [email.get(p, p) for p in result["winners"]],
        "draw": result["draw"],
        "scores": {email.get(p, p): score for p, score in result["scores"].items()},
        "details": result.get("details", {}),
    }


def summary_json(game: GameRecord) -> dict[str, Any]:
    """One line of `pbm games --json`."""
    return {"id": game.id, "title": game.title, "rules": game.rules, "status": game.status,
            "version": game.version, "to_move": to_move_email(game),
            "waiting_since": game.waiting_since if to_move_email(game) else None,
            # every player the game waits for: several when they move at once (sealed bids)
            "waiting": waiting_emails(game)}


def game_json(view: GameView) -> dict[str, Any]:
    """Everything `pbm show --json` prints; the seed only once the game has ended."""
    game = view.game
    return {
        **summary_json(game),
        "players": [{"seat": s.seat, "player": s.player or None, "name": s.name,
                     "email": s.email, "lang": s.lang, "status": s.status, "bot": s.bot,
                     "away_from": s.away_from, "away_until": s.away_until,
                     "missed_turns": s.missed_turns,
                     "reminder_hours": None if s.reminders is None else list(s.reminders),
                     "timezone": s.timezone or game.timing.timezone,
                     "standing_orders": s.orders,
                     # the deadline of the player's own turn while the game waits for them
                     "deadline": _own_deadline(game, s)} for s in game.seats],
        "menu": menu_json(view),
        "order": [_who(game.seat_for(p)) for p in game.order],
        "organizer": game.organizer,
        "public": game.public,
        "options": game.options,
        "seating": game.seating,
        "timing": game.timing.to_dict(),
        "deadline": game.deadline,
        "due_at": game.due_at,
        "resume_at": game.resume_at,
        "created_at": game.created_at,
        "started_at": game.started_at,
        "ended_at": game.ended_at,
        "seed_commitment": game.seed_commitment,
        "seed": game.seed if game.ended else None,
        "result": result_json(game),
        "history": [_history_json(game, e, sealed) for e, sealed in told(view)],
    }


def menu_json(view: GameView) -> list[dict[str, Any]]:
    """The numbered options of the player to move, exactly as their turn mail shows them (in
    their language); empty when nobody is to move."""
    game = view.game
    if game.status != RUNNING or game.to_move is None or view.state is None or seals(view.rules):
        return []  # the menu of a game that seals moves is its seat's alone (a hand of cards)
    seat = game.seat(game.to_move)
    return [{"number": item.number, "text": item.text, "label": item.label}
            for item in menu(view.rules, view.state, seat.player, seat.lang)]


def seals(game: AnyRules) -> bool:
    """Whether the rules may seal a move from all but its maker (their own `sealed`)."""
    return type(game).sealed is not Game.sealed


def told(view: GameView, reader: str | None = None) -> list[tuple[LogEntry, str | None]]:
    """Each log entry with, for a move the rules still seal from `reader` (None: a spectator,
    as `pbm show` and the organizer read the game), how they read it (as the rules word a sealed move); None
    for the others, whose text they may read."""
    if not seals(view.rules) or view.state is None:
        return [(entry, None) for entry in view.log]
    game, now = view.rules, view.state
    return [(step.entry, game.describe(now, step.move, reader=reader)
             if step.entry.player != reader and game.sealed(now, step.move)
             else None)
            for step in view.steps()]


def _history_json(game: GameRecord, entry: LogEntry, sealed: str | None) -> dict[str, Any]:
    seat = None if entry.player == CHANCE else game.seat_for(entry.player)
    shown = {"seq": entry.seq, "player": _who(seat) if seat else CHANCE,
             "name": seat.name if seat else CHANCE, "text": entry.text, "source": entry.source,
             "at": entry.at}
    if sealed is not None:  # its text is its maker's until the rules make it public
        shown |= {"text": None, "sealed": True}
    return shown


def game_text(view: GameView) -> str:
    """The `pbm show` page: heading, players, board, history and result."""
    game = view.game
    lines = [f"{game.title} — {game.rules}, game {game.id}",
             f"status: {game.status}, version {game.version}"]
    waited = to_move_email(game)
    if waited:
        for clock in game.clocks():  # several seats when they move at once, each its clock
            lines.append(f"waiting for {_named(game.seat(clock.seat))} since {clock.since}"
                         + (f" (deadline {clock.deadline})" if clock.deadline else ""))
    lines.append(f"seed commitment (SHA-256): {game.seed_commitment}")
    if game.ended:
        lines.append(f"seed (revealed): {game.seed}")
    lines += ["", "players:"]
    playing = {p: n for n, p in enumerate(game.order, start=1)}
    for seat in sorted(game.seats, key=lambda s: playing.get(s.player, int(s.seat[1:]))):
        mark = "  <- to move" if waited and seat.seat in game.waited else ""
        lines.append(f"  {_named(seat)} [{seat.status}]{mark}")
    if view.state is not None:
        lines += ["", view.rules.board_text(view.state).rstrip()]
    if view.log:
        lines += ["", "history:"]
        folded = _chance_runs(view)
        for entry, sealed in told(view):
            if entry.seq in folded:  # a run of chance steps the rules tell in one line
                if folded[entry.seq]:
                    lines.append(f"  {entry.seq:>4}. {CHANCE}: {folded[entry.seq]}")
                continue
            who = CHANCE if entry.player == CHANCE else game.seat_for(entry.player).name
            lines.append(f"  {entry.seq:>4}. {who}: {sealed or entry.text}")
    result = result_json(game)
    if result is not None:
        outcome = "draw between" if result["draw"] else "won by"
        lines += ["", f"result: {outcome} {', '.join(result['winners'])}"]
        lines += [f"  {who}: {score}" for who, score in result["scores"].items()]
    return "\n".join(lines) + "\n"


def _chance_runs(view: GameView) -> dict[int, str]:
    """For `pbm show` (a spectator's reading): the log entries of the runs of chance steps the
    rules tell in one line (Game.summarise), each mapped to "" but the run's last, mapped to
    its line; nothing for rules that tell a line a step (the default)."""
    if type(view.rules).summarise is Game.summarise or view.state is None:
        return {}
    folded: dict[int, str] = {}
    run: list[Any] = []
    for step in [*view.steps(), None]:
        if step is not None and step.entry.player == CHANCE:
            run.append(step)
            continue
        if len(run) > 1:
            line = view.rules.summarise(run[-1].after, [s.move for s in run], reader=None)
            if line is not None:
                folded |= {s.entry.seq: "" for s in run[:-1]} | {run[-1].entry.seq: line}
        run = []
    return folded


def _emails(game: GameRecord) -> dict[str, str]:
    """Rules player id -> the current e-mail of that seat."""
    return {s.player: _who(s) for s in game.seats if s.player}


def _who(seat: Seat) -> str:
    """How programs name a seat's player: the e-mail, or a bot's shown name (it has none)."""
    return seat.email or seat.shown("en")


def _named(seat: Seat) -> str:
    """How people read a seat's player: 'Ann <ann@example.org>', 'Robot Karel (bot)'."""
    return f"{seat.name} <{seat.email}>" if seat.email else seat.shown("en")
