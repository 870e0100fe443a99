"""The game service: the lifecycle of games and the checked, exactly-once submission of moves.

Every change is one atomic write through the store port (see store.Change): the game item
guarded by the version it was loaded at, the new log entries, and the outbox notifications.
A write that loses a race is retried from a fresh load, where the checks run again.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import rules
from rules import CHANCE, AmbiguousCommand, Game, IllegalMove, RulesError

from . import chain, dice
from .model import (
    CANCELLED,
    DECLINED,
    INVITED,
    JOINED,
    LANGS,
    PAUSED,
    REMOVED,
    RESIGNED,
    RUNNING,
    SOURCES,
    WAITING,
    ErrorCode,
    GameRecord,
    LogEntry,
    Notification,
    Seat,
    ServiceError,
    Timing,
    clean_label,
    parse_address,
)
from .outbox import Letters
from .replay import StateCache, initial_state
from .run import Run
from .store import Change, DuplicateSubmission, GameNotFound, GameStore, StoredGame, VersionConflict
from .system import Clock, Secrets, iso

# Options the service keeps for itself; every other option goes to the rules.
SEATING = ("given", "drawn")
SERVICE_OPTIONS = ("seating", "deadline_hours", "reminder_hours", "missed_turn")
# Idempotency keys longer than this are stored as their hash (see bounded_key).
MAX_KEY_BYTES = 200


@dataclass(frozen=True)
class PlayerSpec:
    """A seat asked for at creation: the person's name, e-mail and language."""

    name: str
    email: str
    lang: str = "cs"


@dataclass(frozen=True)
class Notice:
    """A mail to record without a change: its kind, the seat it is for (None: the organizer)
    and what the template needs."""

    kind: str
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


@dataclass(frozen=True)
class GameView:
    """A game as read: its record, its log and the replayed rules state (None before the start)."""

    game: GameRecord
    log: tuple[LogEntry, ...]
    rules: Game
    state: Any


@dataclass(frozen=True)
class _Write:
    """What a build step decided: the change to write (None: nothing), the value to return and
    the rules state after the change (to cache)."""

    change: Change | None
    value: Any
    state: Any = None


class GameService:
    """Creates games, seats players, checks and applies moves, and records notifications."""

    def __init__(self, store: GameStore, clock: Clock, secrets: Secrets,
                 rules_for: Callable[[str], Game] = rules.get, retries: int = 8):
        self.store = store
        self.clock = clock
        self.secrets = secrets
        self.rules_for = rules_for
        self.retries = retries
        self._states = StateCache()

    # ---- reading ---------------------------------------------------------------------------

    def view(self, game_id: str) -> GameView:
        """The game with its log and replayed state; raises game_not_found."""
        stored = self._load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self._state(game, stored) if stored.game.order else None
        return GameView(stored.game, stored.log, game, state)

    def export(self, game_id: str) -> dict[str, Any]:
        """The export document of a game (see chain.export)."""
        stored = self._load(game_id)
        return chain.export(stored.game, stored.log)

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
        rules_options, seating, timing = _split_options(options or {})
        seats = _seats(players)
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
            seed_commitment=dice.commitment(seed), created_at=now, updated_at=now)
        if start:
            try:
                decided = self._started_write(record, now)
            except RulesError as exc:
                raise ServiceError(ErrorCode.INVALID_REQUEST, str(exc)) from None
        else:
            record = _bump(record, now)
            letters = Letters(record, now)
            for seat in record.seats:
                letters.add("invitation", seat, organizer=organizer)
            decided = _Write(Change(record, 0, notifications=letters.items), record)
        # the organizer hears the game exists; delivery adds the link to their dashboard
        created = Letters(decided.change.game, now)
        created.add("game_created", None, started=start)
        decided = replace(decided, change=replace(
            decided.change, notifications=decided.change.notifications + created.items))
        try:
            self.store.apply(decided.change)  # version 0: the store also writes memberships
        except VersionConflict:
            raise ServiceError(ErrorCode.BUSY, "a game with that id exists; try again") from None
        if decided.state is not None:
            self._states.remember(record.id, decided.change.entries, decided.state)
        return decided.value

    def join(self, game_id: str, email: str, *, mail_key: str | None = None) -> GameRecord:
        """The seat's player confirms; the game starts when every seat has confirmed.

        With `mail_key` (the inbound mail that says JOIN) the mail is recorded as processed in
        the same write: a redelivered JOIN that started the game is then never read again, not
        even as game text ("ano" may mean something in the game)."""
        key = bounded_key(mail_key)

        def build(stored: StoredGame, now: str) -> _Write:
            record = stored.game
            seat = _seat(record, email)
            if seat.status == JOINED or (key and self.store.mail_processed(record.id, key)):
                return _Write(None, record)
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}; it is too late to join",
                                   record.version)
            record = record.with_seat(replace(seat, status=JOINED))
            if all(s.status == JOINED for s in record.seats):
                decided = self._started_write(record, now)
            else:
                record = _bump(record, now)
                decided = _Write(Change(record, stored.game.version), record)
            if key:
                decided = replace(decided, change=replace(decided.change,
                                                          processed_mail=(key, now)))
            return decided
        return self._retrying(game_id, build)

    def decline(self, game_id: str, email: str) -> GameRecord:
        """The seat's player declines before the start; the organizer is told to replace them."""
        def build(stored: StoredGame, now: str) -> _Write:
            record = stored.game
            seat = _seat(record, email)
            if record.status != WAITING:
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}; declining is only "
                                   "possible before the start", record.version)
            if seat.status == DECLINED:
                return _Write(None, record)
            record = _bump(record.with_seat(replace(seat, status=DECLINED)), now)
            letters = Letters(record, now)
            letters.add("seat_declined", None, seat=seat.seat, name=seat.name, email=seat.email)
            return _Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    def replace_player(self, game_id: str, old_email: str, name: str, new_email: str) -> GameRecord:
        """The organizer puts another person on a seat (before or during the game)."""
        _, new_email = parse_address(f"<{new_email}>")
        name = clean_label(name, "name", name=True)

        def build(stored: StoredGame, now: str) -> _Write:
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
            record = _bump(record.with_seat(successor), now)
            letters = Letters(record, now)
            letters.add("seat_replaced", seat, successor=successor.name)
            if record.status == WAITING:
                letters.add("invitation", successor, organizer=record.organizer)
            else:
                letters.add("replacement", successor, organizer=record.organizer)
                if record.status == RUNNING and record.to_move == seat.seat:
                    letters.your_turn()
            change = Change(record, stored.game.version, notifications=letters.items,
                            members_changed=True)
            return _Write(change, record)
        return self._retrying(game_id, build)

    def start(self, game_id: str) -> GameRecord:
        """The organizer starts a waiting game now (seats not yet confirmed count as confirmed)."""
        def build(stored: StoredGame, now: str) -> _Write:
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
               source: str = "cli", idempotency_key: str | None = None) -> Submission:
        """Check and apply one player's move, then resolve the chance steps that follow.

        Checks, in order, each a ServiceError with a stable code: the game exists, the sender
        holds a seat, the game is running, it is the sender's decision (or the move is allowed
        out of turn; out of turn, a player who may act now hears the rules' reason), the
        submission is not stale (when `version` is given: no move was logged after it), the
        rules accept it. A stale submission whose turn has passed, like the loser of a race for the same
        decision, is told "already played" (stale_version) rather than "not your turn".
        A repeated idempotency key returns the original outcome and writes nothing.
        """
        if source not in SOURCES:
            raise ServiceError(ErrorCode.INVALID_REQUEST, f"unknown source {source!r}")
        idempotency_key = bounded_key(idempotency_key)

        def build(stored: StoredGame, now: str) -> _Write:
            record = stored.game
            if idempotency_key is not None:
                original = _original(stored.log, idempotency_key)
                if original:
                    return _Write(None, Submission(record, original, original[0].text, True))
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
            stale = version is not None and _played_since(stored.log, version)
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
            run.advance()
            record = run.settle()
            letters = Letters(record, now)
            letters.moves(seat, readback, run.steps, run.new_decision)
            change = Change(record, stored.game.version, tuple(run.entries), letters.items)
            return _Write(change, Submission(record, tuple(run.entries), readback), run.state)
        return self._retrying(game_id, build)

    def set_every_move(self, game_id: str, email: str, on: bool) -> GameRecord:
        """The seat's player chooses whether to get a read-back of every move, not just theirs."""
        def build(stored: StoredGame, now: str) -> _Write:
            record = stored.game
            seat = _seat(record, email)
            if seat.every_move == on:
                return _Write(None, record)
            record = _bump(record.with_seat(replace(seat, every_move=on)), now)
            return _Write(Change(record, stored.game.version), record)
        return self._retrying(game_id, build)

    def notify(self, game_id: str, ref: str, notices: Sequence[Notice]) -> tuple[Notification, ...]:
        """Record mails that answer a request without changing the game (help, the board, a
        refusal). `ref` names the request (an inbound mail and line): the ids derive from it, so
        recording the same answer twice stores it once."""
        stored = self._load(game_id)
        letters = Letters(stored.game, self._now(), ref=ref)
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
        def build(stored: StoredGame, now: str) -> _Write:
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
            state = self._state(game, stored)
            try:
                move = game.parse(state, seat.player, "resign")
            except IllegalMove as exc:
                raise ServiceError(ErrorCode.ILLEGAL_MOVE, str(exc), record.version) from None
            except RulesError:
                move = None  # the game has no resign move: autoplay the seat
            record = record.with_seat(replace(seat, status=how))
            run = Run(game, record, state, now)
            if move is not None:
                run.play(seat.player, move, "service")
            if record.status == RUNNING:
                run.advance()
            record = run.settle()
            letters = Letters(record, now)
            letters.add("player_" + how, seat, seat=seat.seat, name=seat.name)
            letters.to_players("player_" + how, seat=seat.seat, name=seat.name)
            letters.moves(None, None, run.steps, run.new_decision)
            change = Change(record, stored.game.version, tuple(run.entries), letters.items)
            return _Write(change, record, run.state)
        return self._retrying(game_id, build)

    # ---- the organizer's controls ----------------------------------------------------------

    def pause(self, game_id: str) -> GameRecord:
        """Stop the clock: no moves are accepted until `resume`."""
        def build(stored: StoredGame, now: str) -> _Write:
            record = _expect(stored.game, RUNNING, "pause")
            record = _bump(replace(record, status=PAUSED, deadline=None), now)
            letters = Letters(record, now)
            letters.to_players("game_paused")
            return _Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    def resume(self, game_id: str) -> GameRecord:
        """Continue a paused game (seats that left meanwhile are played for at once)."""
        def build(stored: StoredGame, now: str) -> _Write:
            record = _expect(stored.game, PAUSED, "resume")
            game = self.rules_for(record.rules)
            run = Run(game, replace(record, status=RUNNING), self._state(game, stored), now)
            run.advance()
            record = run.settle(restart_clock=True)
            letters = Letters(record, now)
            letters.to_players("game_resumed")
            letters.moves(None, None, run.steps, new_decision=True)
            change = Change(record, stored.game.version, tuple(run.entries), letters.items)
            return _Write(change, record, run.state)
        return self._retrying(game_id, build)

    def cancel(self, game_id: str) -> GameRecord:
        """End the game without a result; the seed is revealed."""
        def build(stored: StoredGame, now: str) -> _Write:
            record = stored.game
            if record.ended:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"game {record.id} is {record.status}",
                                   record.version)
            record = _bump(replace(record, status=CANCELLED, to_move=None, deadline=None,
                                   ended_at=now), now)
            letters = Letters(record, now)
            letters.to_everyone("game_cancelled", seed=record.seed)
            return _Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self._retrying(game_id, build)

    # ---- plumbing --------------------------------------------------------------------------

    def _retrying(self, game_id: str, build: Callable[[StoredGame, str], _Write]) -> Any:
        """Load, decide, write; on a lost race start again from a fresh load."""
        for _ in range(self.retries):
            stored = self._load(game_id)
            decided = build(stored, self._now())
            if decided.change is None:
                return decided.value
            try:
                self.store.apply(decided.change)
            except (VersionConflict, DuplicateSubmission):
                continue
            if decided.state is not None:
                self._states.remember(game_id, stored.log + decided.change.entries, decided.state)
            return decided.value
        raise ServiceError(ErrorCode.BUSY, f"game {game_id} is changing too fast; try again")

    def _started_write(self, record: GameRecord, now: str) -> _Write:
        """The write that starts a waiting game (`record` as loaded, seats possibly updated)."""
        expected = record.version
        game = self.rules_for(record.rules)
        record, entries, steps, state = self._start(game, record, now)
        letters = Letters(record, now)
        letters.to_players("game_started")
        letters.moves(None, None, steps, new_decision=True)
        return _Write(Change(record, expected, tuple(entries), letters.items), record, state)

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
        return self._states.state(game, stored.game, stored.log)

    def _load(self, game_id: str) -> StoredGame:
        try:
            return self.store.load(game_id)
        except GameNotFound:
            raise ServiceError(ErrorCode.GAME_NOT_FOUND, f"there is no game {game_id}") from None

    def _now(self) -> str:
        return iso(self.clock.now())

    def _new_id(self) -> str:
        return base64.b32encode(self.secrets.token_bytes(5)).decode().lower()


def _bump(record: GameRecord, now: str) -> GameRecord:
    return replace(record, version=record.version + 1, updated_at=now)


def _played_since(log: Sequence[LogEntry], version: int) -> bool:
    """Whether a move was logged after game `version` (a submission made for it is stale)."""
    return bool(log) and log[-1].version > version


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
    for number, spec in enumerate(players, start=1):
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


def _split_options(options: Mapping[str, Any]) -> tuple[dict[str, Any], str, Timing]:
    """(the rules' options, seating, timing) from the options a creator gave."""
    rest = {k: v for k, v in options.items() if k not in SERVICE_OPTIONS}
    seating = str(options.get("seating", "given")).strip().lower()
    if seating not in SEATING:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option seating: {seating!r} is not one of {', '.join(SEATING)}")
    try:
        deadline = int(str(options.get("deadline_hours", 0)).strip())
        raw = options.get("reminder_hours", ())
        parts = raw.split(",") if isinstance(raw, str) else raw
        reminders = tuple(sorted(int(str(p).strip()) for p in parts if str(p).strip()))
    except ValueError:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           "options deadline_hours and reminder_hours take whole hours "
                           "(reminder_hours: a comma-separated list)") from None
    if deadline < 0 or any(h <= 0 for h in reminders):
        raise ServiceError(ErrorCode.INVALID_REQUEST, "hours must be positive")
    missed = str(options.get("missed_turn", "wait")).strip().lower()
    if missed not in Timing.MISSED_TURN:
        raise ServiceError(ErrorCode.INVALID_REQUEST,
                           f"option missed_turn: {missed!r} is not one of "
                           f"{', '.join(Timing.MISSED_TURN)}")
    return rest, seating, Timing(deadline, reminders, missed)
