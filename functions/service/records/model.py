"""The service's records: a game (seats, status, timing, dice commitment), its log entries,
outbox notifications, and the errors a caller can be told about."""

from __future__ import annotations

import functools
import json
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from email.utils import parseaddr
from enum import StrEnum
from operator import attrgetter
from typing import Any, NamedTuple, NoReturn, TypeVar

from .errors import UnreadableRecord
from .jsontext import compact
from .lookalike import direction_trick


class GameStatus(StrEnum):
    """Where a game is, exactly as the CLI and the JSON show it."""

    WAITING = "waiting"  # for its invited seats to confirm
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class SeatStatus(StrEnum):
    """Where a seat's holder is."""

    INVITED = "invited"
    JOINED = "joined"
    DECLINED = "declined"
    RESIGNED = "resigned"
    REMOVED = "removed"


# the mail a player takes from one game (Seat.mail): every mail, only the mails of their own
# turns (and the answers to their own mails), or none but those answers
MAIL_MODES = ("all", "turns", "none")
ABSENT_AFTER = 2  # missed turns in a row after which a seat counts as absent (GameRecord.absent)

WAITING, RUNNING, PAUSED, FINISHED, CANCELLED = GameStatus
STATUSES = tuple(GameStatus)
ENDED = (FINISHED, CANCELLED)
INVITED, JOINED, DECLINED, RESIGNED, REMOVED = SeatStatus
OUT = (RESIGNED, REMOVED)

SOURCES = ("email", "web", "cli", "service")
CHANCE_SOURCE = "service"  # the source of chance outcomes and the service's own moves
# the source of a move the service played for a player without asking them: one the rules
# left no choice about (the throw, the end of a turn) or one their standing orders decided
AUTO_SOURCE = "auto"
BOT_SOURCE = "bot"  # a bot's move is logged with the source "bot:<level>"
DEFAULT_ZONE = "Europe/Prague"


class ErrorCode(StrEnum):
    """Stable codes of the errors the service reports; entry points map them to words and exits."""

    INVALID_REQUEST = "invalid_request"  # bad players, options, e-mail addresses ...
    GAME_NOT_FOUND = "game_not_found"
    NOT_A_PLAYER = "not_a_player"
    GAME_NOT_RUNNING = "game_not_running"
    NOT_YOUR_TURN = "not_your_turn"
    STALE_VERSION = "stale_version"
    INVALID_COMMAND = "invalid_command"
    AMBIGUOUS_COMMAND = "ambiguous_command"
    ILLEGAL_MOVE = "illegal_move"
    WRONG_STATUS = "wrong_status"  # a lifecycle step that the game's status does not allow
    BUSY = "busy"  # lost too many write races in a row; safe to retry
    CORRUPT_GAME = "corrupt_game"  # the stored log does not chain (see chain.ChainCheck)


class ServiceError(Exception):
    """A refused request: a stable `code`, a message for people (English for the service's own
    checks, the player's language for the rules' refusals), the game's current version, and
    `params` from which `explain.explain` words the service's own refusals in any language."""

    def __init__(self, code: ErrorCode, message: str, version: int | None = None,
                 candidates: list[str] | None = None, params: dict[str, Any] | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.version = version
        self.candidates = candidates or []
        self.params = params or {}

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {"code": str(self.code), "message": self.message, "version": self.version,
                "candidates": self.candidates, "params": self.params}


MAX_NAME_CHARS = 100
MAX_TITLE_CHARS = 200
# Control characters, line and paragraph separators: a name or title goes into mail headers.
_FORBIDDEN = frozenset({"Cc", "Zl", "Zp", "Cs", "Co", "Cn"})
# Format characters (zero-width, bidi controls, soft hyphen) and other characters that show as
# nothing: in a name they would let "B\u200bob" sit beside "Bob".
_INVISIBLE_CATEGORIES = frozenset({"Cf"})
_INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u2800\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10))))


def clean_label(value: str, what: str, *, name: bool) -> str:
    """A person's name (`name=True`) or a game's title as stored: NFC, spaces collapsed;
    raises INVALID_REQUEST for control characters (CR/LF included), line separators, an RFC
    2047 encoded word (`=?utf-8?q?...?=`), bidi controls and zero-width characters (in titles
    the joiner of an emoji sequence is kept), and in names for every invisible character.

    The one check behind every entry point (CLI, web forms, the service API), so nothing that
    could break a mail header or pass for another player's name is ever stored."""
    text = unicodedata.normalize("NFC", value)
    limit = MAX_NAME_CHARS if name else MAX_TITLE_CHARS
    if len(text) > limit:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the {what} is longer than {limit} characters")
    for char in text:
        category = unicodedata.category(char)
        if category in _FORBIDDEN or (name and (category in _INVISIBLE_CATEGORIES
                                                or char in _INVISIBLE)):
            kind = "a control character" if category in _FORBIDDEN else "an invisible character"
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"the {what} {text!r} contains {kind} (U+{ord(char):04X})")
    trick = None if name else direction_trick(text)  # a name refused every Cf above
    if trick:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the {what} {text!r} contains an invisible or text-direction "
                           f"character (U+{ord(trick):04X})")
    start = text.find("=?")
    if start >= 0 and text.find("?=", start + 2) >= 0:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"the {what} {text!r} looks like an encoded mail header word "
                           "(=?...?=); write it as plain text")
    return " ".join(text.split())


def normal_address(email: str) -> str:
    """An e-mail address as games, memberships and the bounce list store and compare it."""
    return email.strip().lower()


@functools.lru_cache(maxsize=1024)  # the same few addresses come again and again (a game's)
def parse_address(text: str) -> tuple[str, str]:
    """'Ann Novák <Ann@Example.org>' -> ('Ann Novák', 'ann@example.org'); raises INVALID_REQUEST."""
    name, address = parseaddr(text)
    local, _, domain = address.partition("@")
    if not local or "." not in domain or any(c.isspace() or not c.isprintable()
                                             for c in address):
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"{text!r} is not an e-mail address like 'Ann <ann@example.org>'")
    address = normal_address(address)
    return (name.strip() or local), address


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table. `seat` ("p1".."pN") is its stable key; the person on it (name,
    e-mail) can be replaced. `player` is the id the rules know the seat by: its player's name
    when the game started (made unique), so the rules' texts and boards read naturally.
    `holder` grows by one with each replacement, so a previous holder's tokens stop working."""

    seat: str
    name: str
    email: str
    lang: str = "cs"
    status: str = INVITED
    player: str = ""
    holder: int = 0  # counts the people who held the seat: binds links and reply tokens to one
    every_move: bool = False  # the player wants a read-back of every accepted move, not just theirs
    reminders: tuple[int, ...] | None = None  # hours before a deadline; None: the game's, (): off
    timezone: str | None = None  # IANA zone the player reads times in; None: the game's
    away_from: str | None = None  # a declared absence (ISO UTC instants), see GameService.away
    away_until: str | None = None
    away_days: int = 0  # days of absence declared in this game (capped by Timing.away_days)
    missed_turns: int = 0  # deadlines missed in a row (reset by the player's own move)
    bot: str | None = None  # the level of the bot that holds the seat (no e-mail, no mail)
    # the player's standing orders, (key, value) pairs as the rules read them (see
    # rules.Game.standing_order): decisions the service takes for them without a mail
    standing_orders: tuple[tuple[str, str], ...] = ()
    # table talk (see press.py): a mail of its own for every message (else carried in the next
    # turn or event mail), the seats whose messages the player does not want, and the last
    # message sequence number already mailed to them
    press_each: bool = False
    muted: tuple[str, ...] = ()
    press_seen: int = 0
    # the mail the player takes from this game (MAIL_MODES): everything, only their turns, or
    # none (they play on the page); set by the one-click unsubscribe, the page and MAIL ON
    mail: str = "all"
    # a mail of its own reading back each move of the player (CONFIRM OFF: the read-back
    # rides in their next mail only)
    readbacks: bool = True
    # while the seat is absent (GameRecord.absent): when its player gets the next weekly summary
    summary_at: str | None = None

    @property
    def orders(self) -> dict[str, str]:
        """The standing orders as a dict."""
        return dict(self.standing_orders)

    @property
    def active(self) -> bool:
        """Still playing (neither resigned nor removed)."""
        return self.status not in OUT

    @property
    def shown_name(self) -> str:
        """The name everyone sees: a bot's says it is one ("Robot Karel (bot)")."""
        return f"{self.name} (bot)" if self.bot else self.name

    def away_at(self, now: str) -> bool:
        """Whether the player declared an absence that covers the instant `now`."""
        return bool(self.away_until and self.away_from and self.away_from <= now < self.away_until)


@dataclass(frozen=True, slots=True)
class Timing:
    """The organizer's timing policy (see functions/service/deadlines.py for what it does).

    The defaults here are those of a record stored before a field existed; a new game gets
    `NEW_GAME` defaults (a 72-hour deadline, reminders 24 and 4 hours before it)."""

    deadline_hours: int = 0  # 0: no turn deadline
    reminder_hours: tuple[int, ...] = ()  # hours before the deadline when reminders go out
    missed_turn: str = "wait"  # wait | autoplay | pause | remove
    remove_after: int = 0  # missed turns in a row after which the seat is removed; 0: never
    weekends: str = "count"  # count | skip (Saturdays and Sundays in `timezone` do not count)
    grace_hours: int = 0  # the turn is missed this long after the deadline shown
    timezone: str = DEFAULT_ZONE  # the organizer's zone: weekends, and the players' default
    away_days: int = 14  # days of absence a player may declare per game
    away: str = "extend"  # extend | autoplay: what an absence does to the player's turns

    MISSED_TURN = ("wait", "autoplay", "pause", "remove")
    WEEKENDS = ("count", "skip")
    AWAY = ("extend", "autoplay")

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, as the export and `pbm show --json` show it."""
        return {"deadline_hours": self.deadline_hours,
                "reminder_hours": list(self.reminder_hours), "missed_turn": self.missed_turn,
                "remove_after": self.remove_after, "weekends": self.weekends,
                "grace_hours": self.grace_hours, "timezone": self.timezone,
                "away_days": self.away_days, "away": self.away}


class Wait(NamedTuple):
    """The clock of one seat the game waits for while several seats move at once (sealed
    bids): its decision began with the write of `version` at `since`; its own deadline, the
    reminder hours already sent for it, and whether its missed deadline was acted upon."""

    seat: str
    version: int
    since: str
    deadline: str | None = None
    reminded: tuple[int, ...] = ()
    handled: bool = False


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
    due_at: str | None = None  # the next instant something is due (see deadlines.next_due)
    plays_on: bool = False  # the last write stopped with moves for the service to play (bots,
    # standing orders) at its size limit: the service goes on at once (see run.Run.advance)
    # who played, as the chain's genesis binds it (chain.roster), fixed at the start; None for
    # a game not started yet or started before rosters were chained (export format 1)
    roster: dict[str, Any] | None = None
    press_mode: str = "all"  # table talk allowed: all | public (to the whole table only) | none
    press_organizer: bool = False  # the organizer reads private messages (fixed at creation)
    organizer_mail: bool = True  # the organizer takes the game's mail (off: their one-click stop)
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
        return cls(**data)


def _seat(data: Mapping[str, Any]) -> Seat:
    data = GAME_FORM.part("seat", data, _SEAT_FIELDS)
    if data["reminders"] is not None:
        data["reminders"] = tuple(data["reminders"])
    data["standing_orders"] = tuple(tuple(p) for p in data["standing_orders"])
    data["muted"] = tuple(data["muted"])
    return Seat(**data)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One accepted move or chance outcome; immutable once written.

    `player` is the rules' id of the seat's player or rules.CHANCE; `text` the move's canonical
    text; `prev`/`hash` chain
    the log (see chain.py). `version` is the game version the write that added it produced, and
    `idempotency_key` is kept on the first entry of a submission.
    """

    seq: int
    player: str
    text: str
    source: str
    at: str
    prev: str
    hash: str
    version: int
    idempotency_key: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The stored form (a DynamoDB item's attributes), with its schema."""
        data = _as_dict(self)
        data[SCHEMA] = LOG_FORM.version
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LogEntry:
        """The entry `to_dict` produced, by this version or an older one (see GameRecord)."""
        return cls(**LOG_FORM.read(data))


class Kind(StrEnum):
    """What a notification tells its reader: each kind has its mail (see render.letters).
    A game's own events that get a mail of their own (rules.EventKind.announced) are
    notifications of the event's kind, which the game declares, not one of these."""

    YOUR_TURN = "your_turn"
    BOARD = "board"
    MOVE_READ_BACK = "move_read_back"
    REFUSED = "refused"
    GAME_STARTED = "game_started"
    INVITATION = "invitation"
    GAME_OVER = "game_over"
    HELP = "help"
    GAME_PAUSED = "game_paused"
    GAME_RESUMED = "game_resumed"
    GAME_CANCELLED = "game_cancelled"
    SEAT_DECLINED = "seat_declined"
    START_FAILED = "start_failed"
    SEAT_REPLACED = "seat_replaced"
    REPLACEMENT = "replacement"
    PLAYER_RESIGNED = "player_resigned"
    PLAYER_REMOVED = "player_removed"
    MOVE_PLAYED = "move_played"
    SENDER_MISMATCH = "sender_mismatch"
    ADDRESS_UNDELIVERABLE = "address_undeliverable"
    GAME_CREATED = "game_created"
    REMINDER = "reminder"
    TURN_MISSED = "turn_missed"
    DEADLINE_MISSED = "deadline_missed"
    DEADLINE_EXTENDED = "deadline_extended"
    TIMING_CHANGED = "timing_changed"
    SETTINGS_CHANGED = "settings_changed"
    MAIL_FAILED = "mail_failed"
    LINES_SKIPPED = "lines_skipped"
    RESIGN_CONFIRM = "resign_confirm"
    JOINED = "joined"
    PRESS = "press"
    PRESS_SENT = "press_sent"
    MAIL_STOPPED = "mail_stopped"
    """To the organizer: a player stopped all mail of the game (they play on the page)."""
    MY_GAMES = "my_games"
    TOURNAMENT_ROUND = "tournament_round"
    SIGN_IN = "sign_in"


@dataclass(frozen=True, slots=True)
class Notification:
    """One message the outbox must deliver; `id` is stable so delivery can be deduplicated."""

    id: str
    game_id: str
    version: int
    kind: str
    seat: str | None  # None: the organizer
    email: str
    lang: str
    created_at: str
    payload: dict[str, Any] = field(default_factory=dict)
    sent_at: str | None = None
    claimed_until: str | None = None  # as stored: a sender's claim (see GameStore.claim)

    def to_dict(self) -> dict[str, Any]:
        """The stored form, with its schema."""
        data = _as_dict(self)
        data[SCHEMA] = NOTIFICATION_FORM.version
        return data

    def to_json(self) -> str:
        """`to_dict` as compact JSON text (as the stores keep it): the fields written out in
        their order around the payload's encoding (2-3 of these a move: the encoder's walk over
        a record's fields cost more than the texts, issue 14)."""
        return (f'{{"id":{_text(self.id)},"game_id":{_text(self.game_id)},'
                f'"version":{self.version:d},"kind":{_text(self.kind)},'
                f'"seat":{_text_or_null(self.seat)},"email":{_text(self.email)},'
                f'"lang":{_text(self.lang)},"created_at":{_text(self.created_at)},'
                f'"payload":{compact(self.payload)},"sent_at":{_text_or_null(self.sent_at)},'
                f'"claimed_until":{_text_or_null(self.claimed_until)},'
                f'"{SCHEMA}":{NOTIFICATION_FORM.version:d}}}')

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Notification:
        """The notification `to_dict` produced, by this version or an older one."""
        return cls(**NOTIFICATION_FORM.read(data))


@dataclass(frozen=True, slots=True)
class PressMessage:
    """One message of table talk; immutable once written, chained like the log (see press.py).

    `sender` and `to` are seat ids (`to` None: the whole table); `key` is the idempotency key of
    the mail line or form post that wrote it (not chained, not exported). A private message has
    a `salt` of its own (hex; None before salts), known to its sender and recipient, which its
    chained digest mixes in, so an export that withholds the text gives no dictionary a hold on
    it. `erased`: the text was deleted (press.erased), its chained digest kept in its place."""

    seq: int
    sender: str
    to: str | None
    text: str
    at: str
    prev: str
    hash: str
    key: str | None = None
    salt: str | None = None
    erased: str | None = None  # the digest of the deleted text (the text is then "")
    # who held the sender's seat and the recipient's when it was written (Seat.holder): a
    # private message is those two people's, not their seats' (a replacement reads none of it)
    sender_holder: int = 0
    to_holder: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The stored form, with its schema (the salt, the erased digest and the holders only
        when set: a message without them is stored as before)."""
        data = {"seq": self.seq, "sender": self.sender, "to": self.to, "text": self.text,
                "at": self.at, "prev": self.prev, "hash": self.hash, "key": self.key,
                SCHEMA: PRESS_FORM.version}
        if self.salt is not None:
            data["salt"] = self.salt
        if self.erased is not None:
            data["erased"] = self.erased
        if self.sender_holder:
            data["sender_holder"] = self.sender_holder
        if self.to_holder:
            data["to_holder"] = self.to_holder
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PressMessage:
        """The message `to_dict` produced, by this version or an older one."""
        return cls(**PRESS_FORM.read(data))


def _as_dict(record: Any) -> dict[str, Any]:
    """`dataclasses.asdict(record)` for the records above, without its generic walk and deep
    copies (it was about a third of a submit, issue 14): the fields that may hold dicts or lists
    (`_MUTABLE`) are copied, nested records converted, tuples of scalars and scalars kept as
    they are (immutable)."""
    data = _fields_of(record)
    for name in _MUTABLE.get(type(record), ()):
        data[name] = _plain(data[name])
    return data


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:
        return {key: _plain(item) for key, item in value.items()}
    if kind is list or kind is tuple:
        return kind(_plain(item) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return _as_dict(value)
    import copy  # anything else JSON-safe data might hold: copied as asdict copies it

    return copy.deepcopy(value)


def _fields_of(record: Any) -> dict[str, Any]:
    """The record's fields as they are, nested records and containers not converted."""
    names, values, single = _FIELD_READERS.get(type(record)) or _readers(type(record))
    return {names[0]: values(record)} if single else dict(zip(names, values(record), strict=True))


def _readers(kind: type) -> tuple[tuple[str, ...], Callable[[Any], Any], bool]:
    names = tuple(f.name for f in fields(kind))
    reader = _FIELD_READERS[kind] = (names, attrgetter(*names), len(names) == 1)
    return reader


_text = json.encoder.encode_basestring  # a text as JSON, as `compact` writes one


def _text_or_null(value: str | None) -> str:
    return "null" if value is None else _text(value)


R = TypeVar("R")
_FIELD_SETS: dict[type, frozenset[str]] = {}  # per record class: its field names


def evolve(record: R, **changes: Any) -> R:
    """`dataclasses.replace` for a record of plain fields (a frozen dataclass that checks
    nothing when made: a game record, a seat, a store's change), without its walk over the
    field definitions and the frozen __init__'s call per field (several times a move, issue
    14): the copy's fields are the record's updated by `changes`, two dict updates (a record
    with slots: one set per field)."""
    kind: type[Any] = type(record)  # a dataclass (R is any record type)
    names = _FIELD_SETS.get(kind)
    if names is None:
        names = _FIELD_SETS[kind] = frozenset(f.name for f in fields(kind))
    if not changes.keys() <= names:
        unknown = sorted(changes.keys() - names)
        raise TypeError(f"{kind.__name__} has no fields {', '.join(unknown)}")
    copy = object.__new__(kind)
    try:
        values = copy.__dict__  # frozen: attributes cannot be set, the instance's dict can
    except AttributeError:  # slots: no dict
        for name in names:
            _set(copy, name, changes[name] if name in changes else getattr(record, name))
        return copy
    values.update(record.__dict__)
    values.update(changes)
    return copy


_set = object.__setattr__  # the frozen dataclass's own way past its __setattr__


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
    data = _fields_of(part)
    _leave_out(data, defaults)
    text = compact(data)
    _PART_TEXTS[id(part)] = (part, text)
    return text


_SCALARS = frozenset({str, int, float, bool, type(None)})
_ALWAYS = object()  # the default of a field stored whatever its value
_WHO = attrgetter("seat", "name", "email")  # what the roster tells of a seat
# per record class: its field names, a getter of all their values, and whether it is one
_FIELD_READERS: dict[type, tuple[tuple[str, ...], Callable[[Any], Any], bool]] = {}
# The fields that hold dicts, lists or records; every other field of these records holds a
# scalar or a tuple of scalars (a new field of another kind must be named here).
_MUTABLE: dict[type, tuple[str, ...]] = {Notification: ("payload",)}


# ---- stored forms: schema versions and their upgrades -------------------------------------
# Every stored record carries `"schema": N`; a record without it is schema 1 (everything stored
# before versions existed). Reading upgrades an older record one step at a time; a newer one,
# or one with fields its schema does not have, is refused (docs/storage.md: "Schema versions").

SCHEMA = "schema"
Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True, slots=True)
class StoredForm:
    """How one kind of record is stored: its schema `version` today, the `upgrades` (step n
    turns a schema-n dict into a schema n+1 one) and the fields a record of `version` has."""

    kind: str
    version: int
    upgrades: Mapping[int, Upgrade]
    fields: frozenset[str]
    # the fields a record stored at `version` leaves out, filled in (a game of schema 3: those
    # at their defaults); a record of an older schema is upgraded instead
    filled: Upgrade | None = None

    def read(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """The record's fields at today's schema (a new dict): older schemas upgraded step by
        step; raises errors.UnreadableRecord for a newer schema or a field set that is not
        exactly today's (nothing is silently dropped or guessed)."""
        data = dict(stored)
        version = data.pop(SCHEMA, 1)
        if type(version) is not int or version < 1:
            _refuse(f"a stored {self.kind} has no schema version but {version!r}")
        if version > self.version:
            _refuse(f"a stored {self.kind} has schema {version}, newer than this version of the "
                    f"service reads (up to {self.version}): it was written by a newer "
                    "version; run that one")
        if version == self.version and self.filled is not None:
            data = self.filled(data)
        while version < self.version:
            data = self.upgrades[version](data)
            version += 1
        return self.part(self.kind, data, self.fields)

    def part(self, what: str, data: Mapping[str, Any], names: frozenset[str]) -> dict[str, Any]:
        """A copy of `data` (the record or a part stored inside it, such as a seat) after a
        check that it has exactly the fields `names`."""
        if data.keys() != names:
            unknown, missing = sorted(data.keys() - names), sorted(names - data.keys())
            _refuse(f"a stored {what} (in a {self.kind} of schema {self.version}) has "
                    + "; ".join(f"{label} {', '.join(found)}" for label, found in
                                (("fields it does not know:", unknown),
                                 ("no", missing)) if found))
        return dict(data)


def _refuse(message: str) -> NoReturn:
    raise UnreadableRecord(message)


def _names(kind: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(kind))


_SEAT_FIELDS = _names(Seat)
_GAME_FIELDS = _names(GameRecord)
_TIMING_FIELDS = _names(Timing)

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
            "seats_given": [], "waits": []}
_SEAT_V3: dict[str, Any] = {"holder": 0, "every_move": False, "reminders": None, "timezone": None,
            "away_from": None, "away_until": None, "away_days": 0, "missed_turns": 0,
            "bot": None, "standing_orders": [], "press_each": False, "muted": [],
            "press_seen": 0, "mail": "all", "readbacks": True, "summary_at": None}
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
    data = {"organizer_mail": True, "seal": "", "seats_given": [], "waits": [], **data}
    seats = data.get("seats")
    if type(seats) is list:
        data["seats"] = [{"mail": "all", "readbacks": True, "summary_at": None, **seat}
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
LOG_FORM = StoredForm("log entry", 2, {1: lambda data: {"idempotency_key": None, **data}},
                      _names(LogEntry))
NOTIFICATION_FORM = StoredForm(
    "notification", 2,
    {1: lambda data: {"payload": {}, "sent_at": None, "claimed_until": None, **data}},
    _names(Notification))
_PRESS_UNSET = {"salt": None, "erased": None, "sender_holder": 0, "to_holder": 0}
PRESS_FORM = StoredForm("table talk message", 2,
                        {1: lambda data: {"key": None, **_PRESS_UNSET, **data}},
                        _names(PressMessage),
                        # the salt, the erased digest and the holders came later, within
                        # schema 2: left out when unset (a message written before the holders
                        # were kept counts as its seats' first holders')
                        filled=lambda data: {**_PRESS_UNSET, **data})
