"""The game service: the lifecycle of games and the checked, exactly-once submission of moves.

Every change is one atomic write through the store port (see store.Change): the game item
guarded by the version it was loaded at, the new log entries, and the outbox notifications.
A write that loses a race is retried from a fresh load, where the checks run again.
"""

from __future__ import annotations

import base64
import datetime as dt
import functools
import hashlib
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import rules
from functions.i18n import LANGS
from rules import CHANCE, AmbiguousCommand, Game, IllegalMove, RulesError

from . import chain, deadlines, dice, press, snapshot, timekeeping
from .model import (
    CANCELLED,
    DECLINED,
    INVITED,
    JOINED,
    PAUSED,
    REMOVED,
    RESIGNED,
    RUNNING,
    SOURCES,
    WAITING,
    ErrorCode,
    GameRecord,
    Kind,
    LogEntry,
    Notification,
    PressMessage,
    Seat,
    ServiceError,
    Timing,
    clean_label,
    parse_address,
)
from .outbox import Mailbag
from .reading import GameReader, Step
from .replay import initial_state
from .run import Run, Write, advanced, bump, leave
from .store import (
    Change,
    DuplicateSubmission,
    GameNotFound,
    GameStore,
    StoredGame,
    StoreError,
    VersionConflict,
)
from .system import Clock, Secrets, iso

# Options the service keeps for itself; every other option goes to the rules.
SEATING = ("given", "drawn")
# Game defaults of the players' standing orders (see rules.Game.standing_order).
ORDER_OPTIONS = ("auto_buy", "auto_stars", "auto_offers", "auto_jail_card")
# Table talk: press all|public|none, and whether the organizer reads private messages.
PRESS_OPTIONS = ("press", "press_organizer")
SERVICE_OPTIONS = ("seating", *timekeeping.TIMING_OPTIONS, *ORDER_OPTIONS, *PRESS_OPTIONS)
# Writes in which bots play on after a write that stopped with a bot to move (a whole game).
MAX_BOT_WRITES = 1000
# Steps one game takes in one tick (a reminder, a missed turn, ...); more means a bug.
MAX_TICK_STEPS = 20
# Idempotency keys longer than this are stored as their hash (see bounded_key).
MAX_KEY_BYTES = 200


@dataclass(frozen=True)
class PlayerSpec:
    """A seat asked for at creation: the person's name, e-mail and language."""

    name: str
    email: str
    lang: str = "cs"
    bot: str | None = None  # a bot of that level takes the seat (no e-mail, no mail)


# Names for bot seats, after the robots of Karel Čapek's R.U.R. (the play that named robots).
ROBOT_NAMES = ("Robot Karel", "Robot Radius", "Robot Helena", "Robot Primus", "Robot Marius",
               "Robot Sulla")


@dataclass(frozen=True)
class Notice:
    """A mail to record without a change: its kind, the seat it is for (None: the organizer)
    and what the template needs."""

    kind: Kind
    seat: str | None
    payload: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Submission:
    """An accepted submission: the game after it, the log entries it added (the move and the
    chance outcomes that followed), and whether it was a duplicate of an earlier delivery."""

    game: GameRecord
    entries: tuple[LogEntry, ...]
    readback: str
    duplicate: bool = False


class GameView:
    """A game as read: its record, its rules and their state at the head (None before the
    start) and its table talk (read with it; see press.shown_to for who sees what); the whole
    `log` and its `steps` are read only when asked for (see GameReader)."""

    def __init__(self, game: GameRecord, rules: Game, state: Any, reader: GameReader,
                 press: tuple[PressMessage, ...] = ()):
        self.game = game
        self.rules = rules
        self.state = state
        self.press = press
        self._reader = reader

    @functools.cached_property
    def log(self) -> tuple[LogEntry, ...]:
        """The whole log, in order, checked against the chain; raises corrupt_game."""
        return whole_log(self._reader, self.game)

    def steps(self) -> Iterator[Step]:
        """Every step of the log replayed in order, with the states before and after it."""
        return self._reader.walk(self.rules, self.game, self.log)


class GameService:
    """Creates games, seats players, checks and applies moves, and records notifications."""

    def __init__(self, store: GameStore, clock: Clock, secrets: Secrets,
                 rules_for: Callable[[str], Game] = rules.get, retries: int = 8):
        self.store = store
        self.clock = clock
        self.secrets = secrets
        self.rules_for = rules_for
        self.retries = retries
        self.reader = GameReader(store, rules_for)  # the one way to read a game, one cache
        self._local = threading.local()  # per thread: whether it is driving bots (see below)
        # called after the write that ended a game (finished or cancelled), in order: the
        # ratings and the game's tournament (see tournaments.game_over)
        self.game_over: list[Callable[[GameService, GameRecord], None]] = [_after_game]

    def with_store(self, store: GameStore) -> GameService:
        """The same service over another store (a wrapper of this one's), sharing the cache of
        replayed states."""
        other = GameService(store, self.clock, self.secrets, self.rules_for, self.retries)
        other.reader = self.reader.over(store)
        other.game_over = self.game_over
        return other

    # ---- reading ---------------------------------------------------------------------------

    def view(self, game_id: str) -> GameView:
        """The game with its state at the head (the log on demand); raises game_not_found."""
        stored = self._load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self._state(game, stored) if stored.game.order else None
        return GameView(stored.game, game, state, self.reader, stored.press)

    def record(self, game_id: str) -> GameRecord:
        """The game item alone, without replaying anything; raises game_not_found."""
        return self._load(game_id).game

    def state_at(self, game_id: str, version: int) -> GameView:
        """The game with the rules state as it was at `version` (the head's for a later one)."""
        stored = self._load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self.reader.state_at(game, stored, version) if stored.game.order else None
        return GameView(stored.game, game, state, self.reader, stored.press)

    def events_since_own_move(self, game_id: str, player: str) -> list[Any]:
        """The rules' events since `player`'s last own decision (see GameReader)."""
        record = self._load(game_id).game
        if not record.order:
            return []
        return self.reader.events_since_own_move(self.rules_for(record.rules), record, player)

    def export(self, game_id: str) -> dict[str, Any]:
        """The export document of a game (see chain.export): it reads the whole log; the table
        talk goes beside it, in a chain of its own."""
        stored = self._load(game_id)
        return {**chain.export(stored.game, whole_log(self.reader, stored.game, afresh=True)),
                "press": press.exported(stored.game, stored.press)}

    def games(self) -> list[GameRecord]:
        """Every game in the store, newest first."""
        return self.store.games()

    # ---- creating and seating --------------------------------------------------------------

    def create(self, rules_id: str, players: Sequence[PlayerSpec], organizer: str, *,
               options: Mapping[str, Any] | None = None, title: str = "", public: bool = False,
               start: bool = False) -> GameRecord:
        """A new game with its seats invited (or started at once); raises invalid_request."""
        try:
            game = self.rules_for(rules_id)
        except RulesError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        rules_options, seating, timing = _split_options(options or {}, game)
        defaults = _order_defaults(options or {}, game)
        seats = [s if s.bot else replace(s, standing_orders=defaults) for s in _seats(players)]
        unknown = sorted({s.bot for s in seats if s.bot and s.bot not in game.bots})
        if unknown:
            levels = ", ".join(game.bots) or "none"
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"{game.name} has no bot {', '.join(unknown)} (bots: {levels})")
        if all(s.bot for s in seats) and not start:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               "a game of bots only starts at once (--start)")
        try:
            rules_options = game.normalize_options(rules_options)
            game.check_players([s.seat for s in seats])
        except RulesError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        _, organizer = parse_address(organizer)

        seed = self.secrets.token_bytes(dice.SEED_BYTES)
        now = self._now()
        record = GameRecord(  # version 0: not stored yet
            id=self._new_id(), rules=game.id, title=clean_label(title, "title", name=False)
            or game.name,
            options=rules_options, seats=tuple(seats), organizer=organizer, public=public,
            timing=timing, seating=seating, seed=seed.hex(),
            seed_commitment=dice.commitment(seed), created_at=now, updated_at=now,
            **_press_options(options or {}))
        if start:
            try:
                decided = self._started_write(record, now)
            except RulesError as exc:
                raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        else:
            record = bump(record, now)
            letters = Mailbag(record, now)
            for seat in record.seats:
                letters.add(Kind.INVITATION, seat, organizer=organizer)
            decided = Write(Change(record, 0, notifications=letters.items), record)
        # the organizer hears the game exists; delivery adds the link to their dashboard
        created = Mailbag(decided.change.game, now)
        created.add(Kind.GAME_CREATED, None, started=start)
        decided = replace(decided, change=replace(
            decided.change, notifications=decided.change.notifications + created.items))
        decided = replace(decided, change=self._snapshotted(_scheduled(decided.change),
                                                            decided.state, None))
        try:
            self.store.apply(decided.change)  # version 0: the store also writes memberships
        except VersionConflict:
            raise ServiceError(ErrorCode.BUSY, "a game with that id exists; try again") from None
        if decided.state is not None:
            self.reader.remember(decided.change.game, decided.state, decided.change.entries)
        self._play_on(decided.change.game)
        self._ended(None, decided.change.game)
        return decided.value

    def join(self, game_id: str, email: str, *, mail_key: str | None = None) -> GameRecord:
        """The seat's player confirms; the game starts when every seat has confirmed.

        With `mail_key` (the inbound mail that says JOIN) the mail is recorded as processed in
        the same write: a redelivered JOIN that started the game is then never read again, not
        even as game text ("ano" may mean something in the game)."""
        key = bounded_key(mail_key)

        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            if seat.status == JOINED or (key and self.store.mail_processed(record.id, key)):
                return Write(None, record)
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}; it is too late to join",
                                   record.version)
            record = record.with_seat(replace(seat, status=JOINED))
            if all(s.status == JOINED for s in record.seats):
                decided = self._started_write(record, now)
            else:
                record = bump(record, now)
                decided = Write(Change(record, stored.game.version), record)
            if key:
                decided = replace(decided, change=replace(decided.change,
                                                          processed_mail=(key, now)))
            return decided
        return self._retrying(game_id, build)

    def decline(self, game_id: str, email: str) -> GameRecord:
        """The seat's player declines before the start; the organizer is told to replace them."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}; declining is only "
                                   "possible before the start", record.version)
            if seat.status == DECLINED:
                return Write(None, record)
            record = bump(record.with_seat(replace(seat, status=DECLINED)), now)
            letters = Mailbag(record, now)
            letters.add(Kind.SEAT_DECLINED, None, seat=seat.seat, name=seat.name, email=seat.email)
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    def replace_player(self, game_id: str, old_email: str, name: str, new_email: str) -> GameRecord:
        """The organizer puts another person on a seat (before or during the game)."""
        _, new_email = parse_address(f"<{new_email}>")
        name = clean_label(name, "name", name=True)

        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, old_email)
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version)
            if record.seat_of(new_email) is not None:
                raise ServiceError(ErrorCode.INVALID_REQUEST,
                                   f"{new_email} already holds a seat in game {record.id}",
                                   record.version)
            status = INVITED if record.status == WAITING else seat.status
            successor = replace(seat, name=name or new_email.split("@")[0],
                                email=new_email, status=status, holder=seat.holder + 1,
                                every_move=False)
            record = bump(record.with_seat(successor), now)
            letters = Mailbag(record, now)
            letters.add(Kind.SEAT_REPLACED, seat, successor=successor.name)
            if record.status == WAITING:
                letters.add(Kind.INVITATION, successor, organizer=record.organizer)
            else:
                letters.add(Kind.REPLACEMENT, successor, organizer=record.organizer)
                if record.status == RUNNING and record.to_move == seat.seat:
                    letters.your_turn()
            change = Change(record, stored.game.version, notifications=letters.items,
                            members_changed=True)
            return Write(change, record)
        return self._retrying(game_id, build)

    def start(self, game_id: str) -> GameRecord:
        """The organizer starts a waiting game now (seats not yet confirmed count as confirmed)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}, not waiting",
                                   record.version)
            declined = [s.name for s in record.seats if s.status == DECLINED]
            if declined:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"replace the players who declined first: {', '.join(declined)}",
                                   record.version)
            return self._started_write(record, now)
        return self._retrying(game_id, build)

    # ---- playing ---------------------------------------------------------------------------

    def submit(self, game_id: str, email: str, text: str, *, version: int | None = None,
               source: str = "cli", idempotency_key: str | None = None,
               hold: bool = False) -> Submission:
        """Check and apply one player's move, then resolve the chance steps that follow.

        Checks, in order, each a ServiceError with a stable code: the game exists, the sender
        holds a seat, the game is running, it is the sender's decision (or the move is allowed
        out of turn; out of turn, a player who may act now hears the rules' reason), the
        submission is not stale (when `version` is given: no move was logged after it), the
        rules accept it. A stale submission whose turn has passed, like the loser of a race for the same
        decision, is told "already played" (stale_version) rather than "not your turn".
        A repeated idempotency key returns the original outcome and writes nothing.

        With `hold` the player's own automatic moves wait (their mail has more lines to play;
        `proceed` plays them after the last). A move made on the web gets no read-back mail:
        the page shows it.
        """
        if source not in SOURCES:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"unknown source {source!r}")
        idempotency_key = bounded_key(idempotency_key)

        def build(stored: StoredGame, now: str) -> Write:
            if idempotency_key is not None:
                original = _original(stored.log, idempotency_key)
                if original:
                    return Write(None, Submission(stored.game, original, original[0].text, True))
            try:
                return decide(stored, now)
            except ServiceError:
                # a redelivery of a move older than the snapshot: the whole log knows its key
                if idempotency_key is not None and stored.snapshot is not None:
                    original = _original(whole_log(self.reader, stored.game), idempotency_key)
                    if original:
                        return Write(None, Submission(stored.game, original, original[0].text,
                                                      True))
                raise

        def decide(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = record.seat_of(email)
            if seat is None or not seat.active:
                raise ServiceError(ErrorCode.NOT_A_PLAYER,
                                   f"{email} does not play in game {record.id}", record.version,
                                   params={"email": email})
            if record.status != RUNNING:
                raise ServiceError(ErrorCode.GAME_NOT_RUNNING,
                                   f"game {record.id} is {record.status}", record.version,
                                   params={"status": record.status})
            game = self.rules_for(record.rules)
            state = self._state(game, stored)
            stale = version is not None and stored.last_version > version
            move = None
            # the player's own words are read, and refused, in the player's language
            reading = game.localized(state, seat.lang)
            if record.to_move != seat.seat:
                try:  # the only moves a player may make out of turn are those the rules allow
                    move = game.parse(reading, seat.player, text)
                except RulesError:
                    if stale:
                        raise _stale(version, record) from None  # its turn passed: played
                    if not game.legal_moves(state, seat.player):
                        waited = record.seat(record.to_move).name if record.to_move else "nobody"
                        raise ServiceError(ErrorCode.NOT_YOUR_TURN,
                                           f"it is not your turn in game {record.id}; the game "
                                           f"waits for {waited}", record.version,
                                           params={"waiting_for": waited}) from None
                    # they may act now (a trade offer, say): the rules' reason is the answer
                    move = _parse(game, reading, seat.player, text, record.version)
            if stale:
                raise _stale(version, record)
            if move is None:
                move = _parse(game, reading, seat.player, text, record.version)
            readback = game.describe(state, move, seat.lang)
            run = Run(game, record, state, now)
            run.play(seat.player, move, source, idempotency_key)
            run.advance(hold=seat.player if hold else None)
            record = run.settle()
            letters = Mailbag(record, now)
            letters.moves(seat, None if source == "web" else readback, run.steps,
                          run.new_decision)
            change = Change(record, stored.game.version, tuple(run.entries), letters.items)
            return Write(change, Submission(record, tuple(run.entries), readback), run.state)
        return self._retrying(game_id, build)

    def proceed(self, game_id: str) -> GameRecord:
        """Play what is due without asking anyone (see Run.advance): after a mail whose lines
        held the player's own automatic moves, or a change of standing orders. One write, or
        none when nothing is due."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status != RUNNING:
                return Write(None, record)
            game = self.rules_for(record.rules)
            return advanced(game, record, self._state(game, stored), now)
        return self._retrying(game_id, build)

    def set_standing_order(self, game_id: str, email: str, text: str) -> Seat:
        """Set (or clear) one of the player's standing orders from its words ("auto buy up to
        4000"), then play what it decides now; returns the seat. Raises invalid_command."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            game = self.rules_for(record.rules)
            try:
                key, value = game.standing_order(text)
            except RulesError as exc:
                raise ServiceError(ErrorCode.INVALID_COMMAND, str(exc), record.version) from None
            orders = {} if not key else seat.orders
            if key:
                orders.pop(key, None)
                if value is not None:
                    orders[key] = value
            updated = replace(seat, standing_orders=tuple(sorted(orders.items())))
            record = record.with_seat(updated)
            if record.status != RUNNING:
                record = bump(record, now)
                return Write(Change(record, stored.game.version), updated)
            decided = advanced(game, record, self._state(game, stored), now, changed=True)
            return replace(decided, value=updated)
        return self._retrying(game_id, build)

    def set_every_move(self, game_id: str, email: str, on: bool) -> GameRecord:
        """The seat's player chooses whether to get a read-back of every move, not just theirs."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            if seat.every_move == on:
                return Write(None, record)
            record = bump(record.with_seat(replace(seat, every_move=on)), now)
            return Write(Change(record, stored.game.version), record)
        return self._retrying(game_id, build)

    def notify(self, game_id: str, ref: str, notices: Sequence[Notice]) -> tuple[Notification, ...]:
        """Record mails that answer a request without changing the game (help, the board, a
        refusal). `ref` names the request (an inbound mail and line): the ids derive from it, so
        recording the same answer twice stores it once."""
        stored = self._load(game_id)
        letters = Mailbag(stored.game, self._now(), ref=ref)
        for notice in notices:
            recipient = stored.game.seat(notice.seat) if notice.seat else None
            letters.add(notice.kind, recipient, **notice.payload)
        self.store.add_notifications(letters.items)
        return letters.items

    def mail_processed(self, game_id: str, key: str) -> bool:
        """Whether the inbound mail with that idempotency key was processed for the game already
        (see mark_mail_processed)."""
        return self.store.mail_processed(game_id, bounded_key(key))

    def mark_mail_processed(self, game_id: str, key: str) -> None:
        """Record that the inbound mail with that key has been processed for the game, so a
        repeated delivery changes nothing. Call it after the mail's commands were applied: a
        crash before then leaves the mail to be retried (its moves are kept once by their keys)."""
        self.store.mark_mail_processed(game_id, bounded_key(key), self._now())

    def resign(self, game_id: str, email: str) -> GameRecord:
        """The player gives up (see `_leave`)."""
        return self._leave(game_id, email, RESIGNED)

    def remove(self, game_id: str, email: str) -> GameRecord:
        """The organizer takes a player out of the game; they resign (see `_leave`)."""
        return self._leave(game_id, email, REMOVED)

    def _leave(self, game_id: str, email: str, how: str) -> GameRecord:
        """A player leaves a running or paused game.

        When the rules have a `resign` move it is applied (out of turn too). When they do not,
        the seat is marked out and the service plays it from then on: whenever the game waits
        for that seat, it applies the rules' first legal move, so the game can go on for the
        others and the log stays an ordinary, replayable log.
        """
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            if record.status not in (RUNNING, PAUSED):
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}, not running or paused",
                                   record.version)
            if not seat.active:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"{seat.name} has left already",
                                   record.version)
            game = self.rules_for(record.rules)
            return leave(game, record, self._state(game, stored), seat, how, now)
        return self._retrying(game_id, build)

    # ---- time ------------------------------------------------------------------------------

    def tick(self) -> list[tuple[str, str]]:
        """Do what is due now in every game (reminders, missed turns, substitutes, holiday
        pauses ending), then in every tournament due (a dated round; see tournaments.sweep):
        (game or tournament id, what was done) for each action. Reads only the due games and
        tournaments; a second pass at the same instant does nothing."""
        done: list[tuple[str, str]] = []
        for game_id in self.store.due_games(self._now()):
            try:
                done += [(game_id, what) for what in self.tick_game(game_id)]
            except ServiceError as exc:  # one broken game must not stop the sweep
                done.append((game_id, f"failed: {exc.message}"))
        from .tournaments import sweep  # rounds that start at a date

        return done + sweep(self)

    def tick_game(self, game_id: str) -> list[str]:
        """Do what is due now in one game, each step in its own version-guarded write (a move
        arriving meanwhile wins the race or loses it whole); returns what was done."""
        done: list[str] = []
        for _ in range(MAX_TICK_STEPS):
            def build(stored: StoredGame, now: str) -> Write:
                record = stored.game
                if record.due_at is None or record.due_at > now:
                    return Write(None, [])
                game = self.rules_for(record.rules)
                state = self._state(game, stored) if record.order else None
                return timekeeping.tick(game, record, state, now)
            step = self._retrying(game_id, build)
            if not step:
                break
            done += step
        return done

    def extend(self, game_id: str, hours: int) -> GameRecord:
        """The organizer gives the player to move `hours` more; the player is told."""
        return self._retrying(game_id, lambda stored, now: timekeeping.extend_deadline(
            stored.game, hours, now))

    def change_timing(self, game_id: str, options: Mapping[str, Any]) -> GameRecord:
        """The organizer changes the timing policy of a game (see timekeeping.TIMING_OPTIONS);
        the current deadline follows it and the players are told."""
        def build(stored: StoredGame, now: str) -> Write:
            game = self.rules_for(stored.game.rules)
            return timekeeping.change_timing(game, stored.game, options, now)
        return self._retrying(game_id, build)

    def holiday(self, organizer: str, last: dt.date) -> list[GameRecord]:
        """Pause every running game of the organizer until the end of the day `last` (in each
        game's time zone), when they resume by themselves; returns the games paused."""
        _, organizer = parse_address(f"<{organizer}>")
        paused = []
        for game_id in self.store.games_of_organizer(organizer):
            record = self._load(game_id).game
            if record.organizer != organizer or record.status not in (RUNNING, PAUSED):
                continue
            _, until = timekeeping.absence_dates(last, last, record.timing.timezone)
            if until <= self._now():
                raise ServiceError(ErrorCode.INVALID_REQUEST, "the holiday must end in the future")
            paused.append(self.pause(game_id, until=until))
        return paused

    def away(self, game_id: str, email: str, first: dt.date, last: dt.date) -> GameRecord:
        """The player will be away from the start of `first` to the end of `last` (days in
        their time zone): their turns' deadlines are extended, or the game's bot plays them, as
        the game says. Raises invalid_request past the game's cap of days."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version, params={"status": record.status})
            start, until = timekeeping.absence_dates(first, last,
                                                     timekeeping.reader_zone(record, seat))
            game = self.rules_for(record.rules)
            state = self._state(game, stored) if record.order else None
            return timekeeping.away(game, record, state, seat, start, until, now)
        return self._retrying(game_id, build)

    def games_in_play(self, email: str) -> list[str]:
        """Ids of the games, not ended, where that address holds a seat (newest first)."""
        return [game_id for game_id in self.store.games_of_player(email)
                if not self._load(game_id).game.ended]

    def back(self, game_id: str, email: str) -> GameRecord:
        """The player is back before their declared absence ended."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            game = self.rules_for(record.rules)
            state = self._state(game, stored) if record.order else None
            return timekeeping.back(game, record, state, _seat(record, email), now)
        return self._retrying(game_id, build)

    def set_reminders(self, game_id: str, email: str, hours: Sequence[int] | None) -> GameRecord:
        """The player's own reminder hours before a deadline (empty: none; None: the game's)."""
        return self._set_seat(game_id, email, reminders=None if hours is None else
                              tuple(sorted(set(hours), reverse=True)))

    def set_timezone(self, game_id: str, email: str, zone: str) -> GameRecord:
        """The time zone the player reads times in; raises invalid_request for an unknown one."""
        return self._set_seat(game_id, email, timezone=timekeeping.checked_zone(zone))

    def _set_seat(self, game_id: str, email: str, **changes: Any) -> GameRecord:
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            updated = replace(seat, **changes)
            if updated == seat:
                return Write(None, record)
            record = bump(record.with_seat(updated), now)
            return Write(Change(record, stored.game.version), record)
        return self._retrying(game_id, build)

    # ---- the organizer's controls ----------------------------------------------------------

    def pause(self, game_id: str, until: str | None = None) -> GameRecord:
        """Stop the clock: no moves are accepted until `resume`, or until the instant `until`
        when the game resumes by itself (a holiday pause)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status == PAUSED and until is not None:  # a new end to the pause
                record = bump(replace(record, resume_at=until), now)
                return Write(Change(record, stored.game.version), record)
            record = _expect(record, RUNNING, "pause")
            record = bump(replace(record, status=PAUSED, deadline=None, resume_at=until), now)
            letters = Mailbag(record, now)
            letters.to_players(Kind.GAME_PAUSED, **({"until": until} if until else {}))
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    def resume(self, game_id: str) -> GameRecord:
        """Continue a paused game (seats that left meanwhile are played for at once)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = _expect(stored.game, PAUSED, "resume")
            game = self.rules_for(record.rules)
            return timekeeping.resume(game, record, self._state(game, stored), now)
        return self._retrying(game_id, build)

    def cancel(self, game_id: str) -> GameRecord:
        """End the game without a result; the seed is revealed."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version)
            record = bump(replace(record, status=CANCELLED, to_move=None, deadline=None,
                                   ended_at=now), now)
            letters = Mailbag(record, now)
            letters.to_everyone(Kind.GAME_CANCELLED, seed=record.seed)
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    # ---- table talk (see press.py) ---------------------------------------------------------

    def say(self, game_id: str, email: str, text: str, to: str | None = None, *,
            key: str | None = None) -> PressMessage:
        """The seat's player says `text` to the whole table, or to the player named `to`.

        One write of the message and the mails of those who read every message as it comes,
        never of the game item (talk does not change the game's version). Refused politely:
        talk switched off, a private message where only public talk is allowed, no such
        player, an empty or too long text, more than press.PER_HOUR messages in an hour. A
        repeated `key` (the same mail line or form post) returns the message written first."""
        key = bounded_key(key)
        text = press.clean_text(text)
        for _ in range(self.retries):
            stored = self._load(game_id)
            record, now = stored.game, self._now()
            seat = _seat(record, email)
            if key is not None:
                first = next((m for m in stored.press if m.key == key), None)
                if first is not None:
                    return first
            if record.press_mode == "none":
                raise press.refusal("press_off", record.version)
            recipient = None
            if to is not None and to.strip():
                if record.press_mode == "public":
                    raise press.refusal("press_public_only", record.version)
                recipient = press.addressee(record, seat, to).seat
            press.check_rate(stored.press, seat.seat, now)
            message = press.new_message(record.id, stored.press, seat.seat, recipient, text,
                                        now, key)
            letters = Mailbag(record, now, ref=f"press{message.seq}")
            for reader in press.mailed(record, message):
                letters.add(Kind.PRESS, reader, name=seat.shown_name,
                            press=press.lines(record, [message]))
            try:
                self.store.add_press(record.id, message, letters.items)
            except VersionConflict:
                continue  # another message took that place: chain to it instead
            return message
        raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")

    def talk(self, game_id: str, reader: str | None) -> list[dict[str, Any]]:
        """The table talk `reader` sees (a seat id, press.ORGANIZER, None: a spectator), oldest
        first, as press.lines shows it."""
        stored = self._load(game_id)
        return press.lines(stored.game, press.shown_to(stored.game, stored.press, reader))

    def set_press_each(self, game_id: str, email: str, on: bool) -> GameRecord:
        """PRESS EACH (a mail per message) or PRESS WITH MOVES (talk rides in the next mail)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            if seat.press_each == on:
                return Write(None, record)
            # what was mailed one by one is not carried again after switching back
            seen = seat.press_seen if on else len(stored.press)
            record = bump(record.with_seat(replace(seat, press_each=on, press_seen=seen)), now)
            return Write(Change(record, stored.game.version), record)
        return self._retrying(game_id, build)

    def mute(self, game_id: str, email: str, name: str, on: bool = True) -> Seat:
        """The player stops (or, with `on` False, starts again) seeing another's messages;
        returns the seat muted or unmuted."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = _seat(record, email)
            other = press.addressee(record, seat, name)
            muted = tuple(s for s in seat.muted if s != other.seat) + ((other.seat,) if on else ())
            if muted == seat.muted:
                return Write(None, other)
            record = bump(record.with_seat(replace(seat, muted=muted)), now)
            return Write(Change(record, stored.game.version), other)
        return self._retrying(game_id, build)

    def set_press_mode(self, game_id: str, mode: str) -> GameRecord:
        """The organizer allows all talk, only talk to the whole table, or none."""
        mode = press.mode_of(mode)

        def build(stored: StoredGame, now: str) -> Write:
            if stored.game.press_mode == mode:
                return Write(None, stored.game)
            record = bump(replace(stored.game, press_mode=mode), now)
            return Write(Change(record, stored.game.version), record)
        return self._retrying(game_id, build)

    # ---- plumbing --------------------------------------------------------------------------

    def _retrying(self, game_id: str, build: Callable[[StoredGame, str], Write]) -> Any:
        """Load, decide, write; on a lost race start again from a fresh load (with the whole
        log after a duplicate: the key it repeats may be older than the snapshot)."""
        whole = False
        for _ in range(self.retries):
            stored = self._load(game_id, whole=whole)
            decided = build(stored, self._now())
            if decided.change is None:
                return decided.value
            if not decided.scheduled:
                decided = replace(decided, change=_scheduled(decided.change))
            decided = replace(decided, change=self._snapshotted(decided.change, decided.state,
                                                                stored))
            # the talk waiting for a player rides in their mail of this write
            decided = replace(decided, change=press.carry(decided.change, stored.press))
            try:
                self.store.apply(decided.change)
            except VersionConflict:
                continue
            except DuplicateSubmission:
                whole = True
                continue
            if decided.state is not None:
                self.reader.remember(decided.change.game, decided.state, decided.change.entries)
            self._play_on(decided.change.game)
            self._ended(stored.game, decided.change.game)
            return decided.value
        raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")

    def _play_on(self, record: GameRecord) -> None:
        """Go on at once when a write stopped with moves left for the service to play (bots,
        standing orders; see run.MAX_ENTRIES_PER_WRITE): a game of bots runs to its end, and a
        player facing bots gets their turn now. A crash meanwhile loses nothing: the game is
        due, and the next sweep goes on."""
        if getattr(self._local, "playing_on", False) or not deadlines.plays_on(record):
            return
        self._local.playing_on = True  # the writes below come back here: one loop drives them
        try:
            for _ in range(MAX_BOT_WRITES):
                if not self.tick_game(record.id):
                    return
                if not deadlines.plays_on(self._load(record.id).game):
                    return
        finally:
            self._local.playing_on = False

    def _ended(self, before: GameRecord | None, after: GameRecord) -> None:
        """Run the game-over hooks when this write ended the game. The game's write stands
        whatever they meet: a store or a refusal that fails them is reported (not told to
        the player whose move ended the game), and the tournament's sweep looks again later
        (see tournaments.CHECK_AGAIN)."""
        if not after.ended or (before is not None and before.ended):
            return
        for hook in self.game_over:
            try:
                hook(self, after)
            except (StoreError, ServiceError) as exc:
                print(f"pbm: after the end of game {after.id}: {exc}", file=sys.stderr)

    def _started_write(self, record: GameRecord, now: str) -> Write:
        """The write that starts a waiting game (`record` as loaded, seats possibly updated)."""
        expected = record.version
        game = self.rules_for(record.rules)
        record, entries, steps, state = self._start(game, record, now)
        letters = Mailbag(record, now)
        letters.to_players(Kind.GAME_STARTED)
        letters.moves(None, None, steps, new_decision=True)
        return Write(Change(record, expected, tuple(entries), letters.items), record, state)

    def _start(self, game: Game, record: GameRecord, now: str) -> tuple[GameRecord, list, list, Any]:
        """The record (one version on), log entries, steps and state of the game started now."""
        seats = [replace(s, status=JOINED, player=p)
                 for s, p in zip(record.seats, _player_ids(record.seats), strict=True)]
        if record.seating == "drawn":
            seats = dice.seating_order(bytes.fromhex(record.seed), record.id, seats,
                                       key=lambda s: s.seat)
        record = replace(record, status=RUNNING, started_at=now,
                         order=tuple(s.player for s in seats),
                         seats=tuple(sorted(seats, key=lambda s: int(s.seat[1:]))))
        record = replace(record, roster=chain.roster(record))
        record = replace(record, head=chain.record_genesis(record))
        run = Run(game, record, initial_state(game, record), now)
        run.advance()
        record = run.settle(restart_clock=True)
        return record, run.entries, run.steps, run.state

    def _state(self, game: Game, stored: StoredGame) -> Any:
        return self.reader.state(game, stored)

    def _snapshotted(self, change: Change, state: Any, stored: StoredGame | None) -> Change:
        """The change with the snapshot its game item keeps: the state it leaves when that is
        known, else the snapshot loaded (the log after it grows until the next one)."""
        record = change.game
        if state is None or not record.moves:
            return replace(change, snapshot=stored.snapshot if stored is not None else None)
        version = change.entries[-1].version if change.entries else \
            (stored.last_version if stored is not None else 0)
        taken = snapshot.take(self.rules_for(record.rules), record.id, record.moves, version,
                              record.head, state)
        return replace(change, snapshot=taken)

    def _load(self, game_id: str, *, whole: bool = False) -> StoredGame:
        try:  # a changed row must never be played on (nor its game mailed about)
            return self.reader.load(game_id, whole=whole)
        except GameNotFound:
            raise ServiceError(ErrorCode.GAME_NOT_FOUND, f"there is no game {game_id}") from None
        except chain.BrokenChain as exc:
            raise ServiceError(ErrorCode.CORRUPT_GAME, f"{exc}; restore the store from a backup",
                               None) from None

    def _now(self) -> str:
        return iso(self.clock.now())

    def _new_id(self) -> str:
        return base64.b32encode(self.secrets.token_bytes(5)).decode().lower()


def whole_log(reader: GameReader, record: GameRecord, *, afresh: bool = False
              ) -> tuple[LogEntry, ...]:
    """The whole log of `record` (see GameReader.log); raises corrupt_game when it does not
    chain: a row changed, dropped or put in, which a load after the snapshot does not read."""
    try:
        return reader.log(record, afresh=afresh)
    except chain.BrokenChain as exc:
        raise ServiceError(ErrorCode.CORRUPT_GAME, f"{exc}; restore the store from a backup",
                           record.version) from None


def _order_defaults(options: Mapping[str, Any], game: Game) -> tuple[tuple[str, str], ...]:
    """The standing orders every seat starts with, from the organizer's `auto_*` options."""
    orders: dict[str, str] = {}
    for name in ORDER_OPTIONS:
        if name not in options:
            continue
        words = f"{name.replace('_', ' ')} {str(options[name]).replace('_', ' ')}"
        try:
            key, value = game.standing_order(words)
        except RulesError as exc:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"option {name}: {exc}") from None
        if key and value is not None:
            orders[key] = value
    return tuple(sorted(orders.items()))


def _press_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The record's talk settings from the creator's options (see PRESS_OPTIONS)."""
    organizer = str(options.get("press_organizer", "no")).strip().lower()
    if organizer not in ("yes", "no", "true", "false", "1", "0", "on", "off", "ano", "ne"):
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option press_organizer: {organizer!r} is not yes or no")
    return {"press_mode": press.mode_of(options.get("press", "all")),
            "press_organizer": organizer in ("yes", "true", "1", "on", "ano")}


def _scheduled(change: Change) -> Change:
    """The change with its game's next due instant set (see deadlines.next_due)."""
    return replace(change, game=deadlines.scheduled(change.game))


def _stale(version: int, record: GameRecord) -> ServiceError:
    return ServiceError(ErrorCode.STALE_VERSION,
                        f"already played: your move was for version {version}, the game is at "
                        f"version {record.version} now; look at the current board and send your "
                        "move again", record.version)


def _expect(record: GameRecord, status: str, action: str) -> GameRecord:
    if record.status != status:
        raise ServiceError(ErrorCode.WRONG_STATUS,
                           f"cannot {action} game {record.id}: it is {record.status}",
                           record.version)
    return record


def _seat(record: GameRecord, email: str) -> Seat:
    seat = record.seat_of(email)
    if seat is None:
        raise ServiceError(ErrorCode.NOT_A_PLAYER, f"{email} has no seat in game {record.id}",
                           record.version)
    return seat


def bounded_key(key: str | None) -> str | None:
    """An idempotency key short enough for every store: long ones (a raw Message-ID can be any
    length; DynamoDB keys stop at 1 KB) become their SHA-256, so equal keys stay equal."""
    if key is None or len(key.encode()) <= MAX_KEY_BYTES:
        return key
    return "sha256:" + hashlib.sha256(key.encode()).hexdigest()


def _original(log: Sequence[LogEntry], key: str) -> tuple[LogEntry, ...]:
    """The entries the submission with that idempotency key wrote (empty if none)."""
    first = next((e for e in log if e.idempotency_key == key), None)
    if first is None:
        return ()
    return tuple(e for e in log if e.version == first.version)


def _parse(game: Game, state: Any, player: str, text: str, version: int) -> Any:
    """The rules' reading of a command, with their errors turned into service errors."""
    try:
        return game.parse(state, player, text)
    except AmbiguousCommand as exc:
        raise ServiceError(ErrorCode.AMBIGUOUS_COMMAND, str(exc), version,
                           exc.candidates) from None
    except IllegalMove as exc:
        raise ServiceError(ErrorCode.ILLEGAL_MOVE, str(exc), version) from None
    except RulesError as exc:
        raise ServiceError(ErrorCode.INVALID_COMMAND, str(exc), version) from None


def _seats(players: Sequence[PlayerSpec]) -> list[Seat]:
    seats = []
    seen: set[str] = set()
    robots = iter(ROBOT_NAMES * len(players))
    for number, spec in enumerate(players, start=1):
        if spec.bot:
            seats.append(Seat(seat=f"p{number}", name=" ".join(spec.name.split()) or next(robots),
                              email="", lang=spec.lang if spec.lang in LANGS else "cs",
                              status=JOINED, bot=spec.bot))
            continue
        # the address alone is parsed: a name with <, >, commas or quotes is taken as written
        local, email = parse_address(f"<{spec.email.strip()}>")
        name = clean_label(spec.name, "name", name=True) or local
        if email in seen:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"{email} is seated twice")
        if spec.lang not in LANGS:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"language {spec.lang!r} is not one of {', '.join(LANGS)}")
        seen.add(email)
        seats.append(Seat(seat=f"p{number}", name=name, email=email, lang=spec.lang))
    return seats


def _player_ids(seats: Sequence[Seat]) -> list[str]:
    """The rules' ids of the seats: their players' names, numbered where two are alike."""
    ids: list[str] = []
    taken: set[str] = set()
    for seat in seats:
        base = seat.name.strip() if seat.name.strip() not in ("", CHANCE) else seat.seat
        player, number = base, 2
        while player.casefold() in taken:
            player, number = f"{base} {number}", number + 1
        taken.add(player.casefold())
        ids.append(player)
    return ids


def _split_options(options: Mapping[str, Any], game: Game
                   ) -> tuple[dict[str, Any], str, Timing]:
    """(the rules' options, seating, timing) from the options a creator gave."""
    rest = {k: v for k, v in options.items() if k not in SERVICE_OPTIONS}
    seating = str(options.get("seating", "given")).strip().lower()
    if seating not in SEATING:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option seating: {seating!r} is not one of {', '.join(SEATING)}")
    timing = {k: v for k, v in options.items() if k in timekeeping.TIMING_OPTIONS}
    return rest, seating, timekeeping.timing_from(timing, timekeeping.NEW_GAME,
                                                  has_bots=bool(game.bots))


def _after_game(service: GameService, record: GameRecord) -> None:
    """Rate the ended game and let its tournament go on (imported late: most writes never
    end a game, and the ratings load openskill)."""
    from .tournaments import game_over

    game_over(service, record)
