"""Playing: checked, exactly-once moves, standing orders, notices, and leaving a game."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any, Protocol

from functions.service.ledger.checks import bounded_key, seat_of, whole_log
from functions.service.ledger.replay import told_move
from functions.service.records.game import PAUSED, RUNNING, GameRecord
from functions.service.records.holders import (
    held_move,
    held_state,
    held_text,
    holders,
    unheld_text,
)
from functions.service.records.moves import SOURCES, LogEntry
from functions.service.records.notifications import Kind, Notification
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import MAIL_MODES, REMOVED, RESIGNED, Seat
from functions.service.schedule.deadlines import moment
from functions.service.store import Change, Inbox, Ledger, StoredGame
from functions.service.system import iso
from rules import OPENS, AmbiguousCommand, AnyRules, IllegalMove, RulesError

from . import mailing, silence
from .engine import Engine
from .outbox import Mailbag
from .run import Run, Write, advanced, bump, leave

# How long the read-back of a move at the command line waits to ride in the player's next mail
# (as one by mail waits, see Settings.readback_wait); then it goes alone.
CLI_READBACK_WAIT = timedelta(minutes=10)


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


class Noticing(Ledger, Inbox, Protocol):
    """What a game's moves and notices use of a store beside the engine's writes: the notices
    recorded without a move (guarded by the game's version), and the inbound mails processed."""


class Playing:
    """A game's moves and notices (GameService exposes them)."""

    def __init__(self, engine: Engine, store: Noticing):
        self.engine = engine
        self.store = store

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
                    original = _original(whole_log(self.engine.reader, stored.game), idempotency_key)
                    if original:
                        return Write(None, Submission(stored.game, original, original[0].text,
                                                      True))
                raise

        said = text

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
            game = self.engine.rules_for(record.rules)
            state = self.engine.state(game, stored)
            # a seat that changed hands is shown by its holder's name: a move that says it
            # names the seat as the rules know it
            holding = holders(record, game)
            text = _as_stored(game, state, seat, said, holding)
            stale = version is not None and _stale_for(
                game, record, seat, version, stored,
                lambda: whole_log(self.engine.reader, stored.game))
            move = None
            # the player's own words are read, and refused, in the player's language
            reading = game.localized(state, seat.lang)
            if not record.waits_for(seat.seat):
                try:  # the only moves a player may make out of turn are those the rules allow
                    move = game.parse(reading, seat.player, text)
                except RulesError as error:
                    if error.beside_turn:  # an offer or an answer: its own reason, never stale
                        raise _refused(error, record.version) from None
                    if stale and version is not None:
                        raise _stale(version, record, seat) from None  # its turn passed: played
                    if not game.legal_moves(state, seat.player):
                        waited = ", ".join(record.seat(s).name for s in record.waited) \
                            or "—"  # a word here would be in one language only
                        raise ServiceError(ErrorCode.NOT_YOUR_TURN,
                                           f"it is not your turn in game {record.id}; the game "
                                           f"waits for {waited}", record.version,
                                           params={"waiting_for": waited}) from None
                    # they may act now (a trade offer, say): the rules' reason is the answer
                    move = _parse(game, reading, seat.player, text, record.version, holding, said)
            # a reply stale for its decision still carries what leaves it open
            if stale and version is not None:
                try:
                    move = move or game.parse(reading, seat.player, text)
                except RulesError as error:
                    if error.beside_turn:  # an offer or an answer: refused for its own reason
                        raise _refused(error, record.version) from None
                    move = None
                if move is None or not game.beside_turn(_move_text(move)):
                    raise _stale(version, record, seat)
            if move is None:
                move = _parse(game, reading, seat.player, text, record.version, holding, said)
            # read back in the words people read the game in (a seat that changed hands by
            # its holder's name): the move as it reads there
            shown, me = held_state(game, state, holding), holding.get(seat.player, seat.player)
            shown_move = held_move(game, shown, me, move, holding) if holding else move
            readback = game.describe(shown, shown_move, seat.lang, reader=me)
            run = Run(game, record, state, now)
            run.play(seat.player, move, source, idempotency_key)
            _check_offered(game, record, run.steps[-1][1], now)
            run.advance(hold=seat.player if hold else None)
            record = run.settle()
            letters = Mailbag(record, now, rules_game=run.game)
            now_shown = functools.cache(lambda: held_state(game, run.state, holding))
            # a move at the command line is read back like one by mail: in the next mail
            until = iso(moment(now) + CLI_READBACK_WAIT) if source == "cli" else None
            letters.moves(seat, None if source == "web" else readback, run.steps,
                          run.new_decision, readback_until=until,
                          beside=game.beside_turn(_move_text(move)),
                          menu_changed=run.menu_changed,
                          told=lambda reader: told_move(
                              game, shown, now_shown(), shown_move, reader.lang,
                              holding.get(reader.player, reader.player)))
            change = Change(record, stored.game.version, tuple(run.entries), letters.items)
            return Write(change, Submission(record, tuple(run.entries), readback), run.state,
                         steps=run.steps)
        return self.engine.retrying(game_id, build)

    def proceed(self, game_id: str) -> GameRecord:
        """Play what is due without asking anyone (see Run.advance): after a mail whose lines
        held the player's own automatic moves, or a change of standing orders. One write, or
        none when nothing is due."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            if record.status != RUNNING:
                return Write(None, record)
            game = self.engine.rules_for(record.rules)
            return advanced(game, record, self.engine.state(game, stored), now)
        return self.engine.retrying(game_id, build)

    def set_standing_order(self, game_id: str, email: str, text: str) -> Seat:
        """Set (or clear) one of the player's standing orders from its words ("auto buy up to
        4000"), then play what it decides now; returns the seat. Raises invalid_command."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            game = self.engine.rules_for(record.rules)
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
            decided = advanced(game, record, self.engine.state(game, stored), now, changed=True)
            return replace(decided, value=updated)
        return self.engine.retrying(game_id, build)

    def set_every_move(self, game_id: str, email: str, on: bool) -> GameRecord:
        """The seat's player chooses whether to get a read-back of every move, not just theirs."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if seat.every_move == on:
                return Write(None, record)
            record = bump(record.with_seat(replace(seat, every_move=on)), now)
            return Write(Change(record, stored.game.version), record)
        return self.engine.retrying(game_id, build)

    def set_readbacks(self, game_id: str, email: str, on: bool) -> GameRecord:
        """The seat's player chooses whether a read-back of their move comes as a mail of its
        own (off: it rides in their next mail only)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if seat.readbacks == on:
                return Write(None, record)
            record = bump(record.with_seat(replace(seat, readbacks=on)), now)
            return Write(Change(record, stored.game.version), record)
        return self.engine.retrying(game_id, build)

    def set_mail(self, game_id: str, email: str, mode: str) -> GameRecord:
        """The seat's player chooses the mail they take from the game (model.MAIL_MODES: all,
        only their turns, none); the organizer is told when a player stops all of it. The
        deadlines apply as before: a player without mail still misses a turn they do not play."""
        # One meaning wherever it is set (a reply, the footer's link, the page, the CLI): a
        # read-back is not a turn's mail, so "only my turns" takes none (it rides in the next
        # turn mail), and "every mail" brings them back.
        if mode not in MAIL_MODES:
            raise ServiceError(ErrorCode.INVALID_REQUEST,
                               f"mail: {mode!r} is not one of {', '.join(MAIL_MODES)}")

        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if seat.mail == mode:
                return Write(None, record)
            readbacks = seat.readbacks if mode == "none" else mode == "all"
            record = bump(record.with_seat(replace(seat, mail=mode, readbacks=readbacks)), now)
            letters = Mailbag(record, now)
            if mode == "none":
                letters.add(Kind.MAIL_STOPPED, None, name=seat.name)
            return Write(Change(record, stored.game.version, notifications=letters.items), record)
        return self.engine.retrying(game_id, build)

    def set_organizer_mail(self, game_id: str, on: bool) -> GameRecord:
        """The organizer takes the game's mail, or (the one-click stop of their mail) none; the
        dashboard shows the game either way."""
        def build(stored: StoredGame, now: str) -> Write:
            if stored.game.organizer_mail == on:
                return Write(None, stored.game)
            record = bump(replace(stored.game, organizer_mail=on), now)
            return Write(Change(record, stored.game.version), record)
        return self.engine.retrying(game_id, build)

    def notify(self, game_id: str, ref: str, notices: Sequence[Notice]) -> tuple[Notification, ...]:
        """Record mails that answer a request without changing the game (help, the board, a
        refusal). `ref` names the request (an inbound mail and line): the ids derive from it, so
        recording the same answer twice stores it once."""
        stamped = holders = False

        def decide(stored: StoredGame) -> tuple[Notification, ...]:
            nonlocal stamped, holders
            letters = Mailbag(stored.game, self.engine.now(), ref=ref)
            for notice in notices:
                recipient = stored.game.seat(notice.seat) if notice.seat else None
                letters.add(notice.kind, recipient, **notice.payload)
            stamped = silence.tells_news(stored.game, letters.items)
            holders = not stamped and silence.tells_holders(stored.game, letters.items)
            if stamped or holders:
                return ()
            return silence.told_since(stored.game,
                                      self.engine.with_mail_moves(stored, letters.items))
        # guarded by the version it read: a move or an erasure between makes it decide again
        told = mailing.mail_about(self.store, game_id, decide, load=self.engine.load)
        if holders:  # stamped to say who plays a seat now, once; no news of the table
            notices = [replace(n, payload={**n.payload, silence.NO_NEWS: True}) for n in notices]
        return self._notify_stamped(game_id, ref, notices) if stamped or holders else told

    def _notify_stamped(self, game_id: str, ref: str, notices: Sequence[Notice]
                        ) -> tuple[Notification, ...]:
        """Record mails that tell what happened since their reader's last mail (a welcome
        back, a summary) in a write that stamps the seat with them: the next such mail (the
        game-over mail) starts where this one left off, no news told twice (review 6)."""
        def build(stored: StoredGame, now: str) -> Write:
            record = bump(stored.game, now)
            letters = Mailbag(record, now, ref=ref)
            for notice in notices:
                letters.add(notice.kind, record.seat(notice.seat) if notice.seat else None,
                            **notice.payload)
            return Write(Change(record, stored.game.version, notifications=letters.items),
                         tuple(letters.items))
        return self.engine.retrying(game_id, build)

    def mail_processed(self, game_id: str, key: str) -> bool:
        """Whether the inbound mail with that idempotency key was processed for the game already
        (see mark_mail_processed)."""
        return self.store.mail_processed(game_id, bounded_key(key))

    def mark_mail_processed(self, game_id: str, key: str) -> None:
        """Record that the inbound mail with that key has been processed for the game, so a
        repeated delivery changes nothing. Call it after the mail's commands were applied: a
        crash before then leaves the mail to be retried (its moves are kept once by their keys)."""
        self.store.mark_mail_processed(game_id, bounded_key(key), self.engine.now())

    def resign(self, game_id: str, email: str) -> GameRecord:
        """The player gives up (see `_leave`)."""
        return self._leave(game_id, email, RESIGNED)

    def remove(self, game_id: str, email: str) -> GameRecord:
        """The organizer takes a player out of the game; they resign (see `_leave`)."""
        return self._leave(game_id, email, REMOVED)

    def leave_erased(self, game_id: str, email: str, name: str) -> GameRecord:
        """The player erases their data: they leave as removed, their seat named `name` (their
        pseudonym) in the same write, and the others are told by the seat's number alone."""
        return self._leave(game_id, email, REMOVED, name)

    def _leave(self, game_id: str, email: str, how: str, erased_as: str | None = None
               ) -> GameRecord:
        """A player leaves a running or paused game.

        When the rules have a `resign` move it is applied (out of turn too). When they do not,
        the seat is marked out and the service plays it from then on: whenever the game waits
        for that seat, it applies the rules' first legal move, so the game can go on for the
        others and the log stays an ordinary, replayable log.
        """
        def build(stored: StoredGame, now: str) -> Write:
            record = stored.game
            seat = seat_of(record, email)
            if record.status not in (RUNNING, PAUSED):
                raise ServiceError(ErrorCode.WRONG_STATUS,
                                   f"game {record.id} is {record.status}, not running or paused",
                                   record.version)
            if not seat.active:
                raise ServiceError(ErrorCode.WRONG_STATUS, f"{seat.name} has left already",
                                   record.version)
            game = self.engine.rules_for(record.rules)
            return leave(game, record, self.engine.state(game, stored), seat, how, now,
                         erased_as)
        return self.engine.retrying(game_id, build)


def _stale_for(game: AnyRules, record: GameRecord, seat: Seat, version: int, stored: StoredGame,
               whole: Callable[[], Sequence[LogEntry]]) -> bool:
    """Whether a submission made at game `version` (its reply token's, its form's) is for a
    decision of the seat that is over. While several seats move at once, it is stale when the
    seat's current decision began after `version` (another seat's bid in between leaves it
    standing); otherwise when the seat's own decision moved on after it: a move of its player
    (theirs, a stand-in's, one the service played for them) that does not leave the turn open.
    Another player's offer, answer or move never stales it (`whole`: the whole log, read only
    when `version` is older than the snapshot)."""
    wait = next((w for w in record.waits if w.seat == seat.seat), None)
    if wait is not None:
        return wait.version > version
    if stored.last_version <= version:
        return False
    snapshot = stored.snapshot
    log = stored.log if snapshot is None or snapshot.version <= version else whole()
    return any(entry.version > version and entry.player == seat.player
               and not game.beside_turn(entry.text) for entry in log)


def _move_text(move: Any) -> str:
    """The canonical text of a parsed move."""
    return str(getattr(move, "text", move))


def _stale(version: int, record: GameRecord, seat: Seat) -> ServiceError:
    """The refusal of a move sent for an older version: the turn was played, or, when the
    player is still to move (someone acted out of turn meanwhile), the game changed."""
    still = record.waits_for(seat.seat)
    return ServiceError(ErrorCode.STALE_VERSION,
                        f"{'the game changed' if still else 'already played'}: your move was for "
                        f"version {version}, the game is at version {record.version} now; look "
                        "at the current board and send your move again", record.version,
                        params={"say": "stale_still_yours"} if still else {})


def _original(log: Sequence[LogEntry], key: str) -> tuple[LogEntry, ...]:
    """The entries the submission with that idempotency key wrote (empty if none)."""
    first = next((e for e in log if e.idempotency_key == key), None)
    if first is None:
        return ()
    return tuple(e for e in log if e.version == first.version)


def _as_stored(game: AnyRules, state: Any, seat: Seat, said: str,
               holding: Mapping[str, str]) -> str:
    """The player's words as the game is stored: read where people read it (`holding`: a
    seat that changed hands by its holder's name, called in any form a person calls them:
    "Cyrile, …", "nabídka Cyrilovi"), the move's text naming the seats' ids again; the words
    with the holders' names put back (unheld_text) where they do not read there."""
    if not holding:
        return said
    shown = game.localized(held_state(game, state, holding), seat.lang)
    try:
        move = game.parse(shown, holding.get(seat.player, seat.player), said)
    except RulesError:
        return unheld_text(said, holding)
    return held_text(_move_text(move), {new: old for old, new in holding.items()})


def _parse(game: AnyRules, state: Any, player: str, text: str, version: int,
           holding: Mapping[str, str], said: str) -> Any:
    """The rules' reading of a command, with their errors turned into service errors, worded
    as people read the game (`holding`: a seat that changed hands by its holder's name; the
    player's words as `said` there, before they were given the seats' ids)."""
    try:
        return game.parse(state, player, text)
    except RulesError as exc:
        error = exc
    if holding:
        try:
            game.parse(held_state(game, state, holding), holding.get(player, player), said)
        except RulesError as held:
            error = held
    raise _refused(error, version)


def _refused(exc: RulesError, version: int) -> ServiceError:
    """The rules' refusal as a service error, its code by its kind."""
    if isinstance(exc, AmbiguousCommand):
        return ServiceError(ErrorCode.AMBIGUOUS_COMMAND, str(exc), version, exc.candidates)
    if isinstance(exc, IllegalMove):
        return ServiceError(ErrorCode.ILLEGAL_MOVE, str(exc), version)
    return ServiceError(ErrorCode.INVALID_COMMAND, str(exc), version)


def _check_offered(game: AnyRules, record: GameRecord, events: Sequence[Any], now: str) -> None:
    """Refuse an offer to an absent player (GameRecord.absent), or to one away while the bot
    plays for the away: the bot that plays for them answers no offers, so it would lapse
    unseen; the offerer is told why at once. An offer is an event of a kind the game declares
    as opening one; its readers are the offered."""
    for event in events:
        told = game.event_kinds.get(event.kind)
        if told is None or told.offer != OPENS:
            continue
        offered = {event.data.get(key) for key in told.readers or ()}
        to = next((s for s in record.seats if s.player in offered), None)
        if to is None:
            continue
        away = record.timing.away == "autoplay" and to.away_at(now)
        if away or record.absent(to.seat):  # the refusal says which of the two it is
            raise ServiceError(ErrorCode.ILLEGAL_MOVE, f"{to.name} is away; a bot plays for "
                               "them", record.version, params={
                                   "say": "offer_to_away" if away else "offer_to_absent",
                                   "name": to.name})
