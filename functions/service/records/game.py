"""A game's record (the game item): its statuses, fields, lookups and stored form."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from operator import attrgetter
from typing import Any

from .forms import SCHEMA, StoredForm, field_names, fields_of
from .jsontext import compact
from .labels import normal_address
from .seats import INVITED, Seat
from .timing import DEFAULT_ZONE, Timing, Wait


class GameStatus(StrEnum):
    """Where a game is, exactly as the CLI and the JSON show it."""

    WAITING = "waiting"  # for its invited seats to confirm
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"
    CANCELLED = "cancelled"


ABSENT_AFTER = 2  # missed turns in a row after which a seat counts as absent (GameRecord.absent)

WAITING, RUNNING, PAUSED, FINISHED, CANCELLED = GameStatus
STATUSES = tuple(GameStatus)
ENDED = (FINISHED, CANCELLED)


@dataclass(frozen=True)
class GameRecord:
    """The small mutable part of a game (the 'game item'); everything else is the move log.
    Its fields live in the instance's __dict__ (no slots): `evolve` copies them in C, twice a
    move (see there)."""

    id: str
    rules: str
    title: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    organizer: str
    public: bool
    timing: Timing
    seating: str  # "given" or "drawn" (from the seed at the start)
    seed: str  # hex; secret until the game ends
    seed_commitment: str  # SHA-256 of the seed, shown from the start
    created_at: str
    status: str = WAITING
    version: int = 0
    order: tuple[str, ...] = ()  # the rules' player ids in playing order, fixed at the start
    to_move: str | None = None  # seat id the game waits for
    moves: int = 0  # number of log entries
    head: str = ""  # hash of the last log entry (the genesis hash before the first)
    updated_at: str = ""
    started_at: str | None = None
    ended_at: str | None = None
    waiting_since: str | None = None  # when `to_move` started waiting
    deadline: str | None = None
    result: dict[str, Any] | None = None
    reminded: tuple[int, ...] = ()  # reminder hours already sent for the current turn
    deadline_handled: bool = False  # the current turn's missed deadline was acted upon
    resume_at: str | None = None  # a paused game resumes by itself then (a holiday pause)
    # when the game was paused, for the pages ("pozastavená od …"); None while it runs, and
    # for a game paused before this was kept (its pages say only that it is paused)
    paused_at: str | None = None
    due_at: str | None = None  # the next instant something is due (see deadlines.next_due)
    plays_on: bool = False  # the last write stopped with moves for the service to play (bots,
    # standing orders) at its size limit: the service goes on at once (see run.Run.advance)
    # who played, as the chain's genesis binds it (chain.roster), fixed at the start; None for
    # a game not started yet or started before rosters were chained (export format 1)
    roster: dict[str, Any] | None = None
    press_mode: str = "all"  # table talk allowed: all | public (to the whole table only) | none
    press_organizer: bool = False  # the organizer reads private messages (fixed at creation)
    organizer_mail: bool = True  # the organizer takes the game's mail (off: their one-click stop)
    # the organizer's name as they gave it with their address ("Eva Dvořáková <eva@…>"), for
    # the greeting of their mails; "" when they gave none or set the game up before it was kept
    organizer_name: str = ""
    # the chain's head sealed with the service's key (chain.head_seal): "" for a game written
    # before seals, or by a service without a key
    seal: str = ""
    # when the organizer gave a seat to someone else within the last hour (replace_player):
    # each mailed an invitation, counted against the organizer's invitations per hour
    seats_given: tuple[str, ...] = ()
    # the seats the game waits for when several move at once, each with its own clock (then
    # `to_move`, `waiting_since` and `deadline` name the first seat and the soonest instants);
    # empty when the game waits for `to_move` alone, as a sequential game always does
    waits: tuple[Wait, ...] = ()
    # (seat id, deadline) of each extension the organizer granted for a seat's current decision:
    # whatever later recomputes that decision's deadline (a resume, a return from an absence, a
    # holiday) keeps the later of the two; it ends with the decision (deadlines.with_extensions)
    extended: tuple[tuple[str, str], ...] = ()

    # The lookups below are plain loops: a move makes about a dozen, and a generator given to
    # next() costs four times as much. A seat that is not there raises StopIteration, as
    # next() on the seats did.

    def former_holders(self) -> tuple[tuple[str, str], ...]:
        """(label, address) of each person the roster names who holds none of the game's seats
        now (replaced): the membership index lists them apart, so that an erasure finds them."""
        roster = self.roster if isinstance(self.roster, dict) else {}
        now = {s.email for s in self.seats if s.email}
        people = [(f"{p.get('seat')}:first", p.get("email")) for p in roster.get("players") or ()]
        people += [(f"{p.get('seat')}:{p.get('holder')}", p.get("email"))
                   for p in roster.get("later") or ()]
        return tuple((label, email) for label, email in people
                     if isinstance(email, str) and email and email not in now)

    def seat(self, seat_id: str) -> Seat:
        """The seat with that id."""
        for seat in self.seats:
            if seat.seat == seat_id:
                return seat
        raise StopIteration(seat_id)

    def seat_for(self, player: str) -> Seat:
        """The seat the rules know as `player`."""
        for seat in self.seats:
            if seat.player == player:
                return seat
        raise StopIteration(player)

    def seat_of(self, email: str) -> Seat | None:
        """The seat held by that e-mail address, if any (a bot's seat has no address)."""
        email = normal_address(email)
        for seat in self.seats:
            if seat.email and seat.email == email:
                return seat
        return None

    def seat_named(self, who: str) -> Seat | None:
        """The seat `who` names as an organizer would: its holder's address, its key ("p2"),
        its number ("2") or the name it shows ("Hráč 2 (vymazán)", any case): an erased
        seat has no address left to name it by."""
        seat = self.seat_of(who) if "@" in who else None
        wanted = " ".join(who.split()).casefold()
        for other in self.seats:
            if seat is None and wanted in (other.seat, other.seat.removeprefix("p"),
                                           *(n.casefold() for n in other.shown_names)):
                seat = other
        return seat

    @property
    def waited(self) -> tuple[str, ...]:
        """The seat ids the game waits for: several when they move at once, else `to_move`."""
        if self.waits:
            return tuple(wait.seat for wait in self.waits)
        return (self.to_move,) if self.to_move is not None else ()

    def absent(self, seat_id: str) -> bool:
        """Whether a person's seat counts as absent: it missed ABSENT_AFTER turns in a row in
        a game whose bot plays missed turns. Then the bot plays its turns at once and it takes
        no game mail but the end (and answers to its own mails) until its player writes."""
        seat = self.seat(seat_id)
        return (not seat.bot and seat.missed_turns >= ABSENT_AFTER
                and self.timing.missed_turn == "autoplay")

    def waits_for(self, seat_id: str | None) -> bool:
        """Whether the running game waits for that seat's decision now."""
        return self.status == RUNNING and seat_id is not None and seat_id in self.waited

    def clock(self, seat_id: str) -> Wait | None:
        """The clock of a seat the game waits for (that of `to_move` read from the game's own
        fields when it waits for one seat alone), else None."""
        for wait in self.waits:
            if wait.seat == seat_id:
                return wait
        if self.waits or seat_id != self.to_move or seat_id is None:
            return None
        return Wait(seat_id, 0, self.waiting_since or self.updated_at, self.deadline,
                    self.reminded, self.deadline_handled)

    def clocks(self) -> tuple[Wait, ...]:
        """The clocks of every seat the game waits for, in seating order."""
        if self.waits:
            return self.waits
        wait = self.clock(self.to_move) if self.to_move is not None else None
        return (wait,) if wait is not None else ()

    def with_clock(self, wait: Wait) -> GameRecord:
        """A copy with that seat's clock replaced (the game's own fields for a lone seat)."""
        if not self.waits:
            return replace(self, deadline=wait.deadline, reminded=wait.reminded,
                           deadline_handled=wait.handled)
        return self.with_waits(tuple(wait if w.seat == wait.seat else w for w in self.waits))

    def with_waits(self, waits: tuple[Wait, ...]) -> GameRecord:
        """A copy waiting for these seats at once; the game's own clock fields sum them up
        (the first seat, the earliest start, the soonest deadline not yet acted upon)."""
        if not waits:
            return replace(self, waits=())
        open_ = [w.deadline for w in waits if w.deadline and not w.handled]
        deadlines = [w.deadline for w in waits if w.deadline]
        return replace(self, waits=waits, to_move=waits[0].seat,
                       waiting_since=min(w.since for w in waits),
                       deadline=min(open_ or deadlines, default=None), reminded=(),
                       deadline_handled=all(w.handled for w in waits))

    def with_seat(self, seat: Seat) -> GameRecord:
        """A copy with that seat replaced (matched by seat id)."""
        return replace(self, seats=tuple(seat if s.seat == seat.seat else s for s in self.seats))

    @property
    def ended(self) -> bool:
        """Finished or cancelled: the seed may be revealed."""
        return self.status in ENDED

    def to_dict(self) -> dict[str, Any]:
        """The stored form (including the secret seed: for storage only) as a dict: what
        `to_json` writes, read back."""
        return json.loads(self.to_json())

    def to_json(self) -> str:
        """The stored form as compact JSON text (as the stores keep it): schema 3, every field
        at its schema-3 default left out (see `_GAME_V3`); the texts of the seats and the
        timing are kept (a move changes the record, seldom a seat)."""
        data = {name: value for (name, default), value
                in zip(_GAME_STORED, _GAME_STORED_VALUES(self), strict=True)
                if not (value == default and type(value) is type(default))}
        if data["roster"] == _roster_v3(self.title, self.organizer, map(_WHO, self.seats)):
            del data["roster"]
        elif (salts := _salts_only(self)) is not None:
            data["roster"] = salts
        data[SCHEMA] = GAME_FORM.version
        return (compact(data)[:-1] + ',"timing":' + _part_json(self.timing, _TIMING_V3_VALUES)
                + ',"seats":[' + ",".join(_part_json(seat, _SEAT_V3_VALUES)
                                          for seat in self.seats) + "]}")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        """The record `to_dict` produced, by this version or an older one (upgraded step by
        step); raises errors.UnreadableRecord for a newer schema or fields it does not have."""
        data = GAME_FORM.read(data)
        data["seats"] = tuple(_seat(s) for s in data["seats"])
        timing = GAME_FORM.part("timing", data["timing"], _TIMING_FIELDS)
        timing["reminder_hours"] = tuple(timing["reminder_hours"])
        data["timing"] = Timing(**timing)
        data["order"] = tuple(data["order"])
        data["reminded"] = tuple(data["reminded"])
        data["seats_given"] = tuple(data["seats_given"])
        data["waits"] = tuple(Wait(w[0], w[1], w[2], w[3], tuple(w[4]), w[5])
                              for w in data["waits"])
        data["extended"] = tuple((e[0], e[1]) for e in data["extended"])
        return cls(**data)


def _seat(data: Mapping[str, Any]) -> Seat:
    # (a seat stored while only absent players got a weekly summary kept when it was due: the
    # last mail, see play.silence, says it now)
    data = GAME_FORM.part("seat", {k: v for k, v in data.items() if k != "summary_at"},
                          _SEAT_FIELDS)
    if data["reminders"] is not None:
        data["reminders"] = tuple(data["reminders"])
    data["standing_orders"] = tuple(tuple(p) for p in data["standing_orders"])
    data["muted"] = tuple(data["muted"])
    data["holders_untold"] = tuple((str(p[0]), str(p[1])) for p in data["holders_untold"])
    return Seat(**data)


def _leave_out(data: dict[str, Any], defaults: tuple[tuple[str, Any], ...]) -> None:
    """Drop from a record's fields those at their stored form's default (`defaults` in the
    record's own types: tuples, not lists); a value of another type is kept (False is not 0)."""
    for name, default in defaults:
        value = data[name]
        if value == default and type(value) is type(default):
            del data[name]


# The stored texts of the seats and timings last encoded, by identity (they are immutable all
# through, and the entry holds them, so an id is not reused while kept); emptied when it grows
# past its size.
_PART_TEXTS: dict[int, tuple[Any, str]] = {}
_PART_TEXTS_SIZE = 4096


def _part_json(part: Seat | Timing, defaults: tuple[tuple[str, Any], ...]) -> str:
    kept = _PART_TEXTS.get(id(part))
    if kept is not None and kept[0] is part:
        return kept[1]
    if len(_PART_TEXTS) >= _PART_TEXTS_SIZE:
        _PART_TEXTS.clear()
    data = fields_of(part)
    _leave_out(data, defaults)
    text = compact(data)
    _PART_TEXTS[id(part)] = (part, text)
    return text


_ALWAYS = object()  # the default of a field stored whatever its value
_WHO = attrgetter("seat", "name", "email")  # what the roster tells of a seat


_SEAT_FIELDS = field_names(Seat)
_GAME_FIELDS = field_names(GameRecord)
_TIMING_FIELDS = field_names(Timing)

# Schema 1 records hold the fields their writer knew: a field added later is missing, and the
# step to 2 gives it the value that means what the older code did. The values are spelt out,
# not read from the classes' defaults, so that changing a default later changes no old record.
_GAME_V1 = {"status": WAITING, "version": 0, "order": [], "to_move": None, "moves": 0,
            "head": "", "updated_at": "", "started_at": None, "ended_at": None,
            "waiting_since": None, "deadline": None, "result": None, "reminded": [],
            "deadline_handled": False, "resume_at": None, "due_at": None, "plays_on": False,
            "roster": None, "press_mode": "all", "press_organizer": False, "seal": ""}
_SEAT_V1 = {"lang": "cs", "status": INVITED, "player": "", "holder": 0, "every_move": False,
            "reminders": None, "timezone": None, "away_from": None, "away_until": None,
            "away_days": 0, "missed_turns": 0, "bot": None, "standing_orders": [],
            "press_each": False, "muted": [], "press_seen": 0}
_TIMING_V1 = {"deadline_hours": 0, "reminder_hours": [], "missed_turn": "wait",
              "remove_after": 0, "weekends": "count", "grace_hours": 0,
              "timezone": DEFAULT_ZONE, "away_days": 14, "away": "extend"}


def _game_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 stores every field: a schema-1 game gets those its writer did not know."""
    return {**_GAME_V1, **data, "timing": {**_TIMING_V1, **data["timing"]},
            "seats": [{**_SEAT_V1, **seat} for seat in data["seats"]]}


# Schema 3 (issue 14: bytes per write) leaves out every field at its value here, and the roster
# when it is the one the record's own title, organizer and seats give (`_roster_v3`); a game
# without a roster stores null. Spelt out, as the values of schema 1, so that changing a class
# default later changes no stored record; picked so that a running game stores little beyond
# what it has no default for: its seats their seat, name, e-mail, language, status and player,
# its timing what differs from a new game's (the service's NEW_GAME with bots to stand in).
_GAME_V3 = {"status": WAITING, "version": 0, "order": [], "to_move": None, "moves": 0,
            "head": "", "updated_at": "", "started_at": None, "ended_at": None,
            "waiting_since": None, "deadline": None, "result": None, "reminded": [],
            "deadline_handled": False, "resume_at": None, "due_at": None, "plays_on": False,
            "press_mode": "all", "press_organizer": False, "organizer_mail": True, "seal": "",
            "seats_given": [], "waits": [], "extended": [], "paused_at": None,
            "organizer_name": ""}
_SEAT_V3: dict[str, Any] = {"holder": 0, "every_move": False, "reminders": None, "timezone": None,
            "away_from": None, "away_until": None, "away_days": 0, "missed_turns": 0,
            "away_over": None, "bot": None, "standing_orders": [], "press_each": False, "muted": [],
            "press_seen": 0, "mail": "all", "readbacks": True, "mailed_at": None,
            "mailed_seq": 0, "news_seq": 0, "holders_untold": []}
_TIMING_V3 = {"deadline_hours": 72, "reminder_hours": [24, 4], "missed_turn": "autoplay",
              "remove_after": 0, "weekends": "count", "grace_hours": 0,
              "timezone": DEFAULT_ZONE, "away_days": 14, "away": "extend"}


def _roster_v3(title: Any, organizer: Any, players: Iterable[tuple[Any, Any, Any]]
               ) -> dict[str, Any]:
    """The roster a schema-3 game leaves out: its title, organizer and each seat's (seat, name,
    e-mail), as chain.roster made it when this was written; spelt out here, so that a later
    change there changes no stored record."""
    return {"title": title, "organizer": organizer,
            "players": [{"seat": seat, "name": name, "email": email}
                        for seat, name, email in players]}


# A salted roster (chain.salted_roster) that the record's own title, organizer, order and seats
# give is stored as its salts alone: {"chain", "sealed", "salts": [organizer's, each seat's]}
# and the title's salt (`title_salt`, games started since titles were salted, issue 40).
_SALTED_KEYS = frozenset({"chain", "title", "organizer", "organizer_salt", "sealed", "order",
                          "players"})
_TITLED_KEYS = _SALTED_KEYS | {"title_salt"}


def _salts_only(record: GameRecord) -> dict[str, Any] | None:
    """The stored form of the record's salted roster when its salts are all it adds."""
    roster = record.roster
    if type(roster) is not dict or roster.keys() not in (_SALTED_KEYS, _TITLED_KEYS) \
            or _salted_v3(record.title, record.organizer, record.order,
                          map(_SEAT_WHO, record.seats), [roster["organizer_salt"]] + [
                              p.get("salt") for p in roster["players"]],
                          roster["chain"], roster["sealed"],
                          roster.get("title_salt")) != roster:
        return None
    stored = {"chain": roster["chain"], "sealed": roster["sealed"],
              "salts": [roster["organizer_salt"]] + [p["salt"] for p in roster["players"]]}
    if "title_salt" in roster:
        stored["title_salt"] = roster["title_salt"]
    return stored


_SEAT_WHO = attrgetter("seat", "player", "name", "email")


def _salted_v3(title: Any, organizer: Any, order: Iterable[Any],
               seats: Iterable[tuple[Any, Any, Any, Any]], salts: list[Any], form: Any,
               sealed: Any, title_salt: Any = None) -> dict[str, Any]:
    """The salted roster a schema-3 game stores as its salts, spelt out as chain.salted_roster
    made it when this was written (with the title's salt when it has one)."""
    seats = list(seats)
    by_player = {player: seat for seat, player, _, _ in seats}
    titled = {} if title_salt is None else {"title_salt": title_salt}
    return {"chain": form, "title": title, **titled, "organizer": organizer,
            "organizer_salt": salts[0] if salts else None, "sealed": sealed,
            "order": [by_player.get(p, p) for p in order],
            "players": [{"seat": seat, "player": player, "name": name, "email": email,
                         "salt": salt} for (seat, player, name, email), salt
                        in zip(seats, salts[1:] + [None] * len(seats), strict=False)]}


def _game_3_filled(data: dict[str, Any]) -> dict[str, Any]:
    """A stored schema-3 game with the fields it left out at their schema-3 values (a damaged
    record is left for the field check to refuse)."""
    filled = {**_GAME_V3, **data}
    seats = data.get("seats")
    if type(seats) is list:
        filled["seats"] = seats = [{**_SEAT_V3, **seat} if type(seat) is dict else seat
                                   for seat in seats]
    if type(data.get("timing")) is dict:
        filled["timing"] = {**_TIMING_V3, **data["timing"]}
    if "roster" not in data:
        filled["roster"] = _roster_v3(
            data.get("title"), data.get("organizer"),
            [(seat.get("seat"), seat.get("name"), seat.get("email"))
             for seat in seats if type(seat) is dict] if type(seats) is list else [])
    elif type(roster := data["roster"]) is dict and type(roster.get("salts")) is list:
        filled["roster"] = _salted_v3(
            data.get("title"), data.get("organizer"),
            data["order"] if type(data.get("order")) is list else [],
            [(seat.get("seat"), seat.get("player"), seat.get("name"), seat.get("email"))
             for seat in seats if type(seat) is dict] if type(seats) is list else [],
            roster["salts"], roster.get("chain"), roster.get("sealed"), roster.get("title_salt"))
    return filled


def _game_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    """A schema-2 game (every field its writer knew) as schema 3: a seat's `mail` and the
    game's `organizer_mail` came later (issue 26); without them everyone takes all the game's
    mail, as before."""
    # (the seal came later too: a game stored before it has none, as one written by a service
    # without a key; the seats given within the hour and the seats waited for at once: none,
    # a game waited for one seat)
    data = {"organizer_mail": True, "seal": "", "seats_given": [], "waits": [], "extended": [],
            "paused_at": None, "organizer_name": "", **data}
    seats = data.get("seats")
    if type(seats) is list:
        data["seats"] = [{"mail": "all", "readbacks": True, "mailed_at": None, "mailed_seq": 0,
                          "news_seq": 0, "away_over": None, "holders_untold": [],
                          **seat}
                         if type(seat) is dict else seat for seat in seats]
    return data


def _values(stored: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The defaults of a stored form in the record's types (lists are tuples there)."""
    return tuple((name, tuple(value) if type(value) is list else value)
                 for name, value in stored.items())


_GAME_V3_VALUES = _values(_GAME_V3)
# the game's fields its JSON holds beside its seats and timing, in the record's order, each with
# its schema-3 default (a value no field holds: always stored) and a getter of all their values
_GAME_STORED = tuple((f.name, dict(_GAME_V3_VALUES).get(f.name, _ALWAYS))
                     for f in fields(GameRecord) if f.name not in ("seats", "timing"))
_GAME_STORED_VALUES = attrgetter(*(name for name, _ in _GAME_STORED))
_SEAT_V3_VALUES = _values(_SEAT_V3)
_TIMING_V3_VALUES = _values(_TIMING_V3)
# a schema-2 game (every field present) is a schema-3 one that leaves nothing out
GAME_FORM = StoredForm("game", 3, {1: _game_1_to_2, 2: _game_2_to_3}, _GAME_FIELDS,
                       filled=_game_3_filled)
