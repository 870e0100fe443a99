"""Tournaments: a roster seated into tables round after round, the games of a round created and
started by the service, the next round when the previous ends (and its date, if any, has come),
standings after each round mailed to everyone, and every finished game rated.

A tournament is one stored item (see GameStore.save_tournament), written version-guarded like
a game. `advance` is the one step function: it looks at the tournament and its games and does
what is due (seat a round, create a table's game, close a round, mail the standings, finish);
it runs when a tournament is created, after one of its games ended (the sweep, see ending.py,
or at once where the entry point asks for it) and from the sweep (`sweep`, for round dates).
"""

from __future__ import annotations

import base64
import csv
import datetime as dt
import io
import random
import threading
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum
from typing import Any, Protocol

from functions.i18n import LANGS
from functions.service.games import Games
from functions.service.play.creating import ROBOT_NAMES, PlayerSpec
from functions.service.play.mailing import mail_about
from functions.service.play.outbox import Mailbag
from functions.service.records.game import ENDED
from functions.service.records.labels import clean_label, parse_address
from functions.service.records.notifications import Kind, Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.store import (
    Ledger,
    Outbox,
    Schedule,
    StoredGame,
    StoreError,
    Tournaments,
    VersionConflict,
)
from functions.service.system import iso
from rules import RulesError

from . import ratings, seating
from .standings import DEFAULT_POINTS, TableResult, standings


class TournamentStore(Ledger, Schedule, Outbox, Tournaments, Protocol):
    """What running a tournament uses of a store: the tournament and its ratings, the games of
    its tables, the tournaments due, and the standings mailed."""


class TournamentStatus(StrEnum):
    """Where a tournament is."""

    WAITING = "waiting"  # the first round waits for its date
    RUNNING = "running"
    FINISHED = "finished"


WAITING, RUNNING, FINISHED = TournamentStatus
ROSTER_HEADER = ("name", "email", "lang")
MAX_ROSTER = 1000  # entrants in one tournament
MAX_ROUNDS = 20
MAX_STEPS = 500  # steps of one `advance`; a tournament needs about (tables + 3) per round
# A running round is looked at again by the sweep this long after its last change: a safety net,
# as the sweep lets the tournament go on after each of its games ends (see ending.py).
CHECK_AGAIN = dt.timedelta(hours=6)


@dataclass(frozen=True)
class Entrant:
    """A person on the roster, or a bot (`bot`: its level; `email` is then its key in the
    tournament, `bot:LEVEL`, and no mail goes to it)."""

    name: str
    email: str
    lang: str = "cs"
    bot: str = ""

    @property
    def rated_as(self) -> str:
        """The key of the entrant's rating: the address, or `bot:LEVEL` for every bot of
        that level."""
        return f"{ratings.BOT_PREFIX}{self.bot}" if self.bot else self.email


@dataclass(frozen=True)
class Table:
    """A table of a round: the entrants' addresses in seating order, and its game once made."""

    number: int
    players: tuple[str, ...]
    game_id: str | None = None


@dataclass(frozen=True)
class Round:
    """A round: its tables, when it was seated, when its last game ended, whether the
    standings after it were mailed."""

    number: int
    tables: tuple[Table, ...]
    seated_at: str
    ended_at: str | None = None
    mailed: bool = False


@dataclass(frozen=True)
class Tournament:
    """A tournament as stored."""

    id: str
    rules: str
    title: str
    organizer: str
    entrants: tuple[Entrant, ...]
    rounds: int
    table_size: int
    points: tuple[float, ...]
    seed: str  # hex; seeds the seating of each round
    created_at: str
    starts_at: str  # the first round's date (the creation instant when none was given)
    round_days: int = 0  # a round starts this many days after the previous one's start, at the
    # earliest (0: as soon as the previous round ended)
    options: Mapping[str, Any] = field(default_factory=dict)  # every game's options
    public: bool = True
    status: str = WAITING
    version: int = 0
    played: tuple[Round, ...] = ()
    due_at: str | None = None  # the sweep looks at the tournament then
    ended_at: str | None = None

    def entrant(self, email: str) -> Entrant:
        """The entrant with that address."""
        return next(e for e in self.entrants if e.email == email)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, as stored."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tournament:
        """The tournament `to_dict` produced."""
        data = dict(data)
        data["entrants"] = tuple(Entrant(**e) for e in data["entrants"])
        data["points"] = tuple(data["points"])
        data["played"] = tuple(
            Round(**{**r, "tables": tuple(Table(**{**t, "players": tuple(t["players"])})
                                          for t in r["tables"])}) for r in data["played"])
        return cls(**data)


# ---- the roster ----------------------------------------------------------------------------

def read_roster(text: str, lang: str = "cs") -> list[Entrant]:
    """The entrants of a CSV roster: the header row `name,email,lang`, then one person per
    line (an empty language is `lang`: the tournament's, else its organizer's). Raises
    invalid_request naming the line at fault."""
    default = lang if lang in LANGS else "cs"
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    rows = [row for row in rows if any(cell.strip() for cell in row)]
    if not rows or tuple(c.strip().lower() for c in rows[0]) != ROSTER_HEADER:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           "the roster must start with the header row name,email,lang")
    if len(rows) - 1 > MAX_ROSTER:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"a roster holds at most {MAX_ROSTER} people")
    entrants, seen = [], set()
    for number, row in enumerate(rows[1:], start=2):
        if len(row) != 3:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"roster line {number}: expected name,email,lang")
        name, email, cell_lang = (cell.strip() for cell in row)
        try:
            local, email = parse_address(f"<{email}>")
            name = clean_label(name, "name", name=True) or local
        except ServiceError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"roster line {number}: {exc.message}") from None
        chosen = cell_lang.lower() or default
        if chosen not in LANGS:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"roster line {number}: language {chosen!r} is not one of "
                               f"{', '.join(LANGS)}")
        if email in seen:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"roster line {number}: {email} is on the roster twice")
        seen.add(email)
        entrants.append(Entrant(name, email, chosen))
    return entrants


def bot_entrants(levels: Sequence[str], lang: str = "cs") -> list[Entrant]:
    """Entrants for bots of these levels (`--bot LEVEL`), named after the robots of the game
    seats; two bots of one level get keys of their own (`bot:strong`, `bot:strong:2`)."""
    entrants: list[Entrant] = []
    count: dict[str, int] = {}
    for number, level in enumerate(levels):
        level = level.strip().lower()
        count[level] = count.get(level, 0) + 1
        key = f"{ratings.BOT_PREFIX}{level}" + (f":{count[level]}" if count[level] > 1 else "")
        name = ROBOT_NAMES[number % len(ROBOT_NAMES)]
        if number >= len(ROBOT_NAMES):
            name = f"{name} {number // len(ROBOT_NAMES) + 1}"
        entrants.append(Entrant(name, key, lang, bot=level))
    return entrants


# ---- creating ------------------------------------------------------------------------------

def create(service: Games[TournamentStore], rules_id: str, entrants: Sequence[Entrant], organizer: str, *,
           rounds: int, table_size: int, title: str = "", points: Sequence[float] | None = None,
           starts_at: str | None = None, round_days: int = 0,
           options: Mapping[str, Any] | None = None, public: bool = True,
           per_hour: bool = False) -> Tournament:
    """A new tournament, its first round seated and its games started at once (or at
    `starts_at`); raises invalid_request for a roster, size or option the game cannot take.
    `per_hour` (the dashboard): it counts as a game created, and the people on its roster as
    invitations, against the organizer's per hour (GameService.check_creations)."""
    try:
        game = service.rules_for(rules_id)
    except RulesError as exc:
        raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
    if not game.min_players <= table_size <= game.max_players:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"{game.name} is played by {game.min_players} to {game.max_players} "
                           f"at a table, not {table_size}")
    if len(entrants) < game.min_players:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"{game.name} needs at least {game.min_players} people on the roster")
    unknown = sorted({e.bot for e in entrants if e.bot and e.bot not in game.bots})
    if unknown:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"{game.name} has no bot {', '.join(unknown)} "
                           f"(bots: {', '.join(game.bots) or 'none'})")
    keys = [e.email for e in entrants]
    if len(set(keys)) != len(keys):
        raise ServiceError(ErrorCode.INVALID_REQUEST, "an entrant is listed twice")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise ServiceError(ErrorCode.INVALID_REQUEST, f"rounds must be 1 to {MAX_ROUNDS}")
    if round_days < 0:
        raise ServiceError(ErrorCode.INVALID_REQUEST, "round days cannot be negative")
    points = tuple(float(p) for p in (DEFAULT_POINTS if points is None else points))
    if not points or any(p < 0 for p in points):
        raise ServiceError(ErrorCode.INVALID_REQUEST, "points must be numbers of 0 or more")
    _, organizer = parse_address(organizer)
    options = dict(options or {})
    try:  # the games' options are checked now, not when the first game is made: each
        # table size the entrants make is set up as its game will be
        checked = game.normalize_options({k: v for k, v in options.items()
                                          if k in game.option_specs})
        try:
            sizes = set(seating.table_sizes(len(entrants), game.min_players,
                                            game.max_players, table_size))
        except ValueError:
            sizes = set()  # too few entrants: said when the round is seated, as before
        for size in sizes:
            game.new_game([f"p{i}" for i in range(size)], checked, seed=0)
    except RulesError as exc:
        raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
    if per_hour:  # one creation; its tables, once made, count as games for what follows
        service.check_creations(organizer, len(entrants))
    now = iso(service.clock.now())
    tournament = Tournament(
        id=_new_id(service), rules=game.id,
        title=clean_label(title, "title", name=False) or f"{game.name} tournament",
        organizer=organizer, entrants=tuple(entrants), rounds=rounds, table_size=table_size,
        points=points, seed=service.secrets.token_bytes(16).hex(), created_at=now,
        starts_at=starts_at or now, round_days=round_days, options=options, public=public,
        version=1)
    service.store.save_tournament(tournament.to_dict(), 0)
    advance(service, tournament.id)
    return load(service, tournament.id)


def _new_id(service: Games[TournamentStore]) -> str:
    return "t" + base64.b32encode(service.secrets.token_bytes(5)).decode().lower()


def load(service: Games[TournamentStore], tournament_id: str) -> Tournament:
    """The stored tournament; raises game_not_found (the code of a missing thing)."""
    data = service.store.tournament(tournament_id)
    if data is None:
        raise ServiceError(ErrorCode.GAME_NOT_FOUND, f"there is no tournament {tournament_id}")
    return Tournament.from_dict(data)


def tournaments(service: Games[TournamentStore]) -> list[Tournament]:
    """Every tournament, newest first."""
    return [Tournament.from_dict(data) for data in service.store.tournaments()]


# ---- going on --------------------------------------------------------------------------------

_advancing = threading.local()  # the tournaments this thread is advancing (see advance)


def sweep(service: Games[TournamentStore]) -> list[tuple[str, str]]:
    """Advance every unfinished tournament something is due for now (a round's date, a
    look at a running round); (tournament id, what was done) for each step."""
    done = []
    for tournament_id in service.store.due_tournaments(iso(service.clock.now())):
        try:
            done += [(tournament_id, what) for what in advance(service, tournament_id)]
        except (ServiceError, StoreError) as exc:  # one tournament must not stop the sweep
            done.append((tournament_id, f"failed: {exc}"))
    return done


def advance(service: Games[TournamentStore], tournament_id: str) -> list[str]:
    """Do what is due in the tournament now, step by step (each step one version-guarded
    write); returns what was done. A game's end inside this (bots that play a game out at
    its creation) does not start a nested advance: this loop looks again."""
    busy = _advancing.__dict__.setdefault("ids", set())
    if tournament_id in busy:
        return []
    busy.add(tournament_id)
    done: list[str] = []
    try:
        for _ in range(MAX_STEPS):
            what = _step(service, load(service, tournament_id), iso(service.clock.now()))
            if what is None:
                return done
            done.append(what)
        raise RuntimeError(f"tournament {tournament_id}: no end after {MAX_STEPS} steps")
    finally:
        busy.discard(tournament_id)


def _step(service: Games[TournamentStore], t: Tournament, now: str) -> str | None:
    """One step of `advance`, or None when nothing is due."""
    if t.status == FINISHED:
        return None
    current = t.played[-1] if t.played else None
    if current is not None and current.ended_at is None:
        for table in current.tables:
            if table.game_id is None:
                return _start_table(service, t, current, table)
        return _close_round(service, t, current, now)
    if current is not None and not current.mailed:
        _mail_standings(service, t, current, now)
        return _save(service, t, _with_round(t, replace(current, mailed=True)),
                     f"round {current.number}: standings mailed")
    if len(t.played) == t.rounds:
        return _save(service, t, replace(t, status=FINISHED, ended_at=now, due_at=None),
                     FINISHED)
    starts = _round_start(t, len(t.played) + 1)
    if starts is not None and starts > now:
        if t.due_at == starts:
            return None
        return _save(service, t, replace(t, due_at=starts),
                     f"round {len(t.played) + 1} starts at {starts}")
    return _seat_round(service, t, now)


def _round_start(t: Tournament, number: int) -> str | None:
    """The earliest instant round `number` may start (None: as soon as the previous one
    ended)."""
    if number == 1:
        return t.starts_at
    if not t.round_days:
        return None
    first = dt.datetime.fromisoformat(t.starts_at)
    return iso(first + dt.timedelta(days=t.round_days * (number - 1)))


def _seat_round(service: Games[TournamentStore], t: Tournament, now: str) -> str:
    number = len(t.played) + 1
    game = service.rules_for(t.rules)
    sizes = seating.table_sizes(len(t.entrants), game.min_players, game.max_players,
                                t.table_size)
    met = seating.meetings([[table.players for table in r.tables] for r in t.played])
    rng = random.Random(f"{t.seed}:{number}")  # the seating of a round is reproducible
    tables = seating.seat([e.email for e in t.entrants], sizes, met, rng)
    seated = Round(number, tuple(Table(i, tuple(players))
                                 for i, players in enumerate(tables, start=1)), now)
    after = replace(t, status=RUNNING, played=(*t.played, seated), due_at=_later(now))
    return _save(service, t, after, f"round {number} seated at {len(tables)} tables, "
                 f"{seating.repeats(tables, met)} repeated pairs")


def _start_table(service: Games[TournamentStore], t: Tournament, current: Round, table: Table) -> str:
    """Create and start the table's game, then record it; a writer that lost the race to
    record its game cancels it (nobody plays a game the tournament does not count)."""
    players = [PlayerSpec(e.name, "", e.lang, bot=e.bot) if e.bot else
               PlayerSpec(e.name, e.email, e.lang) for e in map(t.entrant, table.players)]
    record = service.create(t.rules, players, t.organizer, options=t.options,
                            title=f"{t.title} #{current.number}.{table.number}",
                            public=t.public, start=True)
    played = replace(current, tables=tuple(replace(x, game_id=record.id)
                                           if x.number == table.number else x
                                           for x in current.tables))
    try:
        return _save(service, t, _with_round(t, played),
                     f"round {current.number} table {table.number}: game {record.id}",
                     games=[record.id])
    except VersionConflict:
        service.cancel(record.id)
        return f"round {current.number} table {table.number}: a duplicate game cancelled"


def _close_round(service: Games[TournamentStore], t: Tournament, current: Round, now: str) -> str | None:
    """End the round when all its games ended (each rated first); else look again later."""
    for table in current.tables:
        assert table.game_id is not None, "a round's games are made when it is seated"
        record = service.store.load(table.game_id).game
        if record.status not in ENDED:
            if t.due_at and t.due_at > now:
                return None
            return _save(service, t, replace(t, due_at=_later(now)), "waiting for the games")
        ratings.rate_game(service.store, service.rules_for(record.rules), record, now)
    return _save(service, t, _with_round(t, replace(current, ended_at=now)),
                 f"round {current.number} ended")


def _with_round(t: Tournament, changed: Round) -> Tournament:
    return replace(t, played=tuple(changed if r.number == changed.number else r
                                   for r in t.played))


def _later(now: str) -> str:
    return iso(dt.datetime.fromisoformat(now) + CHECK_AGAIN)


def _save(service: Games[TournamentStore], before: Tournament, after: Tournament, what: str,
          games: Sequence[str] = ()) -> str:
    after = replace(after, version=before.version + 1)
    service.store.save_tournament(after.to_dict(), before.version, games)
    return what


# ---- standings -------------------------------------------------------------------------------

def results(service: Games[TournamentStore], t: Tournament, upto: int | None = None) -> list[TableResult]:
    """The places at every ended table (of the rounds up to `upto`): seat p1 is the table's
    first entrant, and so on; a cancelled game gives no places."""
    found = []
    for played in t.played[:upto]:
        for table in played.tables:
            if table.game_id is None:
                continue
            record = service.store.load(table.game_id).game
            if record.status not in ENDED:
                continue
            places: dict[str, int] = {}
            if record.result:
                placed = service.rules_for(record.rules).placings(record.result)
                entrant_of = {f"p{i}": email for i, email in enumerate(table.players, start=1)}
                places = {entrant_of[s.seat]: placed[s.player] for s in record.seats
                          if s.player in placed}
            found.append(TableResult(played.number, table.number, record.id, places))
    return found


def standing_rows(service: Games[TournamentStore], t: Tournament, upto: int | None = None
                  ) -> list[dict[str, Any]]:
    """The standings (JSON-safe rows, best first) after the rounds up to `upto`, with each
    entrant's rating in the game type."""
    table = standings([(e.email, e.name) for e in t.entrants], results(service, t, upto),
                      t.points)
    rated = {r.player: r for r in ratings.ratings(service.store, t.rules)}
    rated_as = {e.email: e.rated_as for e in t.entrants}
    rows = []
    for row in table:
        data = row.to_dict()
        rating = rated.get(rated_as.get(row.key, row.key))
        data["rating"] = round(rating.ordinal, 2) if rating else None
        rows.append(data)
    return rows


def summary(service: Games[TournamentStore], t: Tournament) -> dict[str, Any]:
    """The tournament as `pbm tournament show --json` and the standings page show it."""
    seated = [[x.players for x in r.tables] for r in t.played]
    return {
        "id": t.id, "rules": t.rules, "title": t.title, "status": t.status,
        "organizer": t.organizer, "created_at": t.created_at, "starts_at": t.starts_at,
        "round_days": t.round_days, "rounds": t.rounds, "table_size": t.table_size,
        "points": list(t.points), "tie_breaks": ["points", "wins", "beaten"],
        "players": len(t.entrants), "ended_at": t.ended_at,
        "played": [{"round": r.number, "seated_at": r.seated_at, "ended_at": r.ended_at,
                    "repeated_pairs": seating.repeats([x.players for x in r.tables],
                                                      seating.meetings(seated[:i])),
                    "tables": [{"table": x.number, "game_id": x.game_id,
                                "players": [t.entrant(p).name for p in x.players]}
                               for x in r.tables]} for i, r in enumerate(t.played)],
        "standings": standing_rows(service, t),
    }


def _mail_standings(service: Games[TournamentStore], t: Tournament, current: Round, now: str) -> None:
    """One mail to every entrant with the standings after the round, sent through the
    outbox in the thread of the entrant's game of that round (ids are stable: a repeat of
    this step stores nothing twice)."""
    rows = standing_rows(service, t, current.number)
    final = current.number == t.rounds
    next_start = None if final else _round_start(t, current.number + 1)
    for table in current.tables:
        assert table.game_id is not None, "a round's games are made when it is seated"

        def decide(stored: StoredGame, table: Table = table) -> tuple[Notification, ...]:
            record = stored.game
            letters = Mailbag(record, now, ref=f"{t.id}.{current.number}")
            for number, email in enumerate(table.players, start=1):
                seat = record.seat(f"p{number}")
                mine = next(r for r in rows if r["key"] == email)
                letters.add(Kind.TOURNAMENT_ROUND, seat, tournament=t.id, name=t.title,
                            round=current.number, rounds=t.rounds, final=final,
                            next_start=_day_text(next_start, seat.lang), place=mine["place"],
                            points=mine["points"],
                            standings=[{k: r[k] for k in ("place", "name", "points", "wins",
                                                          "games")} for r in rows])
            return tuple(letters.items)
        # each game's mails guarded by its version: an erasure in between is heeded
        mail_about(service.store, table.game_id, decide)


def _day_text(instant: str | None, lang: str) -> str | None:
    """The UTC day of an instant as a reader writes it: 8. 3. 2027 (cs) or 2027-03-08 (en)."""
    if not instant:
        return None
    day = dt.datetime.fromisoformat(instant).date()
    return f"{day.day}. {day.month}. {day.year}" if lang == "cs" else day.isoformat()
