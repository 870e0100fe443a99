"""One write's worth of play: a move, the chance outcomes and automatic moves that follow
(each logged, hash-chained and derived from the game's seed), and the game record after it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import rules
from functions.service.ledger import chain, dice
from functions.service.ledger.replay import removed_marked
from functions.service.records.forms import evolve
from functions.service.records.game import CANCELLED, FINISHED, PAUSED, RUNNING, WAITING, GameRecord
from functions.service.records.moves import AUTO_SOURCE, BOT_SOURCE, CHANCE_SOURCE, LogEntry
from functions.service.records.notifications import Kind
from functions.service.records.refusal import ErrorCode, ServiceError
from functions.service.records.seats import RESIGNED, Seat
from functions.service.records.timing import Wait
from functions.service.schedule import deadlines
from functions.service.store import Change
from rules import CHANCE, DEFAULT_BOT, AnyRules, IllegalMove, RulesError

from .outbox import Mailbag

# Chance steps and autoplayed seats resolved in one write; a game that needs more is broken.
MAX_AUTOMATIC_STEPS = 10_000
# Log entries after which a write stops letting bots play (a DynamoDB transaction holds 100
# items with the game and the mails); the service goes on at once in a next write.
MAX_ENTRIES_PER_WRITE = 60


@dataclass(frozen=True)
class Write:
    """What a build step decided: the change to write (None: nothing), the value to return and
    the rules state after the change (to cache)."""

    change: Change | None
    value: Any
    state: Any = None
    scheduled: bool = False  # the change's due_at is set already (see deadlines.scheduled)
    # the change's log entries with their rules events (None: not known, replayed if needed)
    steps: Sequence[tuple[LogEntry, Sequence[rules.Event]]] | None = None

    @property
    def written(self) -> Change:
        """The change, of a build step that always decides one (a game created, a clock's
        write)."""
        if self.change is None:
            raise ValueError("the write decided no change")
        return self.change


def answered(write: Write, kind: Kind, email: str | None) -> Write:
    """`write` without its notice of `kind` to `email`: the organizer who plays and asked for
    the control by mail, whose answer to that mail tells it (one person, one control, one
    mail). Their other mail of the write (a turn the resumed game gives them) stays."""
    if write.change is None or not email:
        return write
    kept = tuple(n for n in write.change.notifications
                 if n.kind != kind or n.seat is None or n.email.lower() != email.lower())
    return replace(write, change=replace(write.change, notifications=kept))


def bump(record: GameRecord, now: str) -> GameRecord:
    """The record one version on, changed at `now`."""
    return replace(record, version=record.version + 1, updated_at=now)


def _menu(game: AnyRules, state: Any, player: str) -> list[str]:
    """The texts of a player's numbered menu in `state`."""
    return [move.text for move in game.choices(state, player)]


class Run:
    """The log entries one write adds: a move, then chance outcomes and autoplayed seats."""

    def __init__(self, game: AnyRules, record: GameRecord, state: Any, now: str):
        self.game = game
        self.record = record
        self.state = state
        self._began = state  # the state the write began with (whose menu the turn mail showed)
        self.now = now
        self.version = record.version + 1
        self.entries: list[LogEntry] = []
        self.new_decision = False  # set by settle(): the game waits for a fresh decision
        self.menu_changed = False  # set by settle(): the fresh decision is a changed menu
        self.stopped_early = False  # advance() stopped at MAX_ENTRIES_PER_WRITE with more to play
        self.steps: list[tuple[LogEntry, Sequence[rules.Event]]] = []
        self._seed = bytes.fromhex(record.seed)

    def play(self, player: str, move: Any, source: str, key: str | None = None) -> None:
        """Apply one move and log it; a player's own move ends their run of missed turns."""
        try:
            self.state = self.game.apply(self.state, player, move)
        except IllegalMove as exc:
            raise ServiceError(ErrorCode.ILLEGAL_MOVE, str(exc), self.record.version) from None
        if player != CHANCE and source not in (CHANCE_SOURCE, AUTO_SOURCE) and \
                not source.startswith(BOT_SOURCE):
            seat = self.record.seat_for(player)
            if seat.missed_turns:
                self.record = self.record.with_seat(replace(seat, missed_turns=0))
        seq = self.record.moves + len(self.entries) + 1
        prev = self.entries[-1].hash if self.entries else self.record.head
        # a move the rules seal (hidden until they make it public: a sealed bid, a card dealt
        # to one player) is chained by its salted digest: the hash an export shows must not
        # tell which of a few moves it was
        sealed = self.game.sealed(self.state, move)
        entry = LogEntry(seq=seq, player=player, text=move.text, source=source, at=self.now,
                         prev=prev, hash=chain.move_hash(self.record, seq, player, move.text,
                                                        source, self.now, prev, sealed),
                         version=self.version, idempotency_key=key)
        self.entries.append(entry)
        self.steps.append((entry, removed_marked(self.record, entry,
                                                 getattr(self.state, "events", ()))))

    def advance(self, hold: str | None = None) -> None:
        """Resolve chance, play for seats that left and for bots (bot seats, and absent players
        where the game lets a bot play for them), and play what the rules and the players'
        standing orders decide without asking (`Game.automatic`), until a person must decide
        (or the end). `hold`: a player whose own automatic moves wait (their mail has more
        lines to play)."""
        for _ in range(MAX_AUTOMATIC_STEPS):
            who = self.game.to_move(self.state)
            if who == CHANCE:
                self.advance_chance()
                continue
            # every seat the game waits for may be one the service plays (several bid at once)
            players = self._waiting(who)
            gone = next((p for p in players if not self.record.seat_for(p).active), None)
            if gone is not None:
                self.play(gone, self.game.legal_moves(self.state, gone)[0], CHANCE_SOURCE)
            elif who is not None and len(self.entries) >= MAX_ENTRIES_PER_WRITE:  # not at the end
                self.stopped_early = True  # a store writes so much at once: see settle
                return
            elif (stand_in := next(((p, level) for p in players
                                    if (level := self._stand_in(p))), None)) is not None:
                self.substitute(*stand_in)
            elif (auto := next(((p, move) for p in players if p != hold
                                and (move := self._automatic(p)) is not None), None)) is not None:
                self.play(auto[0], auto[1], AUTO_SOURCE)
            elif not self._bots_react() and not self._orders_react(players, hold):
                return
        raise RuntimeError(f"game {self.record.id}: no person to move after "
                           f"{MAX_AUTOMATIC_STEPS} automatic steps")

    def _waiting(self, who: str | None) -> tuple[str, ...]:
        """The players the game waits for now (`who`, the rules' to_move, among them)."""
        if who is None:
            return ()
        return tuple(self.game.waiting(self.state)) or (who,)

    def _automatic(self, player: str) -> Any | None:
        """The move the rules let the service play for `player` now, if any."""
        return self.game.automatic(self.state, player, self.record.seat_for(player).orders)

    def _orders_react(self, waiting: Sequence[str], hold: str | None) -> bool:
        """Play a standing order out of turn (declining an offer); True if one was played."""
        for seat in self.record.seats:
            if (not seat.standing_orders or not seat.active or not seat.player
                    or seat.player in waiting or seat.player == hold or seat.bot):
                continue
            move = self._automatic(seat.player)
            if move is not None:
                self.play(seat.player, move, AUTO_SOURCE)
                return True
        return False

    def advance_chance(self) -> None:
        """Resolve the chance steps due now (and nothing else)."""
        for _ in range(MAX_AUTOMATIC_STEPS):
            if self.game.to_move(self.state) != CHANCE:
                return
            outcome = dice.chance_outcome(self._seed, self.record.id, self._next_seq(),
                                          self.game.chance_outcomes(self.state))
            self.play(CHANCE, outcome, CHANCE_SOURCE)

    def substitute(self, player: str, level: str = DEFAULT_BOT) -> Any:
        """Let the game's bot of that level make `player`'s move now (logged as "bot:<level>");
        a game without bots plays its first legal move. Returns the move. For a person's seat
        the bot is a stand-in: it plays the turn and starts no trade in their name."""
        bot = self.game.bots.get(level) or self.game.bots.get(DEFAULT_BOT)
        if bot is None:
            move = self.game.legal_moves(self.state, player)[0]
            self.play(player, move, CHANCE_SOURCE)
            return move
        rng = dice.bot_random(self._seed, self.record.id, self._next_seq())
        stand_in = not self.record.seat_for(player).bot
        # a step the rules leave the player no choice about (the throw, a turn with nothing
        # left to decide) is nobody's decision: logged as the service's, never the bot's, so
        # no mail says the bot chose it for them (issue 42)
        forced = stand_in and (self.game.automatic(self.state, player, {}) is not None
                               or len(self.game.legal_moves(self.state, player)) == 1)
        move = bot.choose(self.state, player, rng, stand_in=stand_in)
        if not stand_in and self._to_absent(move):  # no offer to a player who does not read
            move = bot.choose(self.state, player, rng, stand_in=True)
        self.play(player, move, AUTO_SOURCE if forced else f"{BOT_SOURCE}:{bot.level}")
        return move

    def _stand_in(self, player: str) -> str | None:
        """The bot level that plays for `player` now: their seat's bot, or the default bot for
        a player away while the game lets bots play for the absent; None: they decide."""
        seat = self.record.seat_for(player)
        if seat.bot:
            return seat.bot
        gone = (self.record.timing.away == "autoplay" and seat.away_at(self.now)
                or self.record.absent(seat.seat))  # until they write, the bot plays for them
        # at once while someone still plays: a person present, or a bot seat in a game that
        # ends by itself (a 1926 game against bots never waits for its one absent person);
        # else the table goes on at the pace of its deadlines (the missed-turn policy), never
        # in one endless burst (a WesternPoly game without a round limit need not end)
        return DEFAULT_BOT if gone and (self._someone_present() or self._bots_play_on()) \
            else None

    def _bots_play_on(self) -> bool:
        """Whether bot seats play on with the stand-ins to an end that comes by itself."""
        return any(s.bot and s.active for s in self.record.seats) \
            and self.game.ends_by_itself(self.state)

    def _someone_present(self) -> bool:
        """Whether a person in the game (no bot, not out) is neither away nor absent."""
        return any(not s.bot and s.active and not (self.record.timing.away == "autoplay"
                                                   and s.away_at(self.now))
                   and not self.record.absent(s.seat) for s in self.record.seats)

    def _to_absent(self, move: Any) -> bool:
        """Whether a move is addressed to an absent player (a trade offer's `to`)."""
        to = getattr(move, "to", None)
        seat = next((s for s in self.record.seats if s.player == to), None) if to else None
        return seat is not None and self.record.absent(seat.seat)

    def _bots_react(self) -> bool:
        """Let bot seats answer out of turn (a trade offer made to them); True if one did."""
        for seat in self.record.seats:
            if not (seat.bot and seat.active and seat.player) or not self.game.bots:
                continue
            bot = self.game.bots.get(seat.bot) or self.game.bots[DEFAULT_BOT]
            rng = dice.bot_random(self._seed, self.record.id, self._next_seq())
            move = bot.react(self.state, seat.player, rng)
            if move is not None:
                self.play(seat.player, move, f"{BOT_SOURCE}:{bot.level}")
                return True
        return False

    def _next_seq(self) -> int:
        return self.record.moves + len(self.entries) + 1

    def settle(self, restart_clock: bool = False) -> GameRecord:
        """The game record after this write: whose turn, deadline, result, version, log head."""
        record = self.record
        to_move = self.game.to_move(self.state)
        changes: dict[str, Any] = {"version": self.version, "updated_at": self.now}
        if self.entries:
            changes.update(moves=self.entries[-1].seq, head=self.entries[-1].hash)
        if to_move is None:
            result = self.game.result(self.state)
            changes.update(status=FINISHED, to_move=None, deadline=None, ended_at=self.now,
                           waiting_since=None, waits=(),
                           result=result.to_dict() if result else None)
        else:
            seat = record.seat_for(to_move).seat
            waits = self._waits(to_move, restart_clock)
            if waits:
                self.new_decision = any(w.version == self.version for w in waits)
            else:
                # someone else's out-of-turn move (a trade offer) leaves the waited player's
                # clock
                self.new_decision = (restart_clock or seat != record.to_move or bool(record.waits)
                                     or self._owed(seat) or self._menu_changed(to_move)
                                     or self._decided_anew(to_move))
                if self.new_decision:
                    changes.update(waiting_since=self.now, reminded=(), deadline_handled=False,
                                   deadline=deadlines.turn_deadline(record, record.seat(seat),
                                                                    self.now))
                if record.status != RUNNING:
                    changes["deadline"] = None
            changes["to_move"] = seat
            changes["waits"] = waits
            if self.stopped_early:  # the next write plays on; its turn mail is the one to send
                self.new_decision = False
        changes["plays_on"] = self.stopped_early
        settled = evolve(record, **changes)
        if settled.waits:
            settled = settled.with_waits(settled.waits)
        if record.extended:
            moved = {record.seat_for(e.player).seat for e in self.entries
                     if e.player != CHANCE and not self.game.beside_turn(e.text)}
            settled = deadlines.with_extensions(record, settled, moved)
        return _normalized(settled)

    def _owed(self, seat_id: str) -> bool:
        """Whether the write before this one stopped at its size limit with `seat_id`'s
        decision begun in it: that write sent no turn mail (this one was to), so the decision
        counts as new here, however little this write plays."""
        record = self.record
        return record.plays_on and record.to_move == seat_id and not record.waits and \
            record.waiting_since == record.updated_at

    def _decided_anew(self, player: str) -> bool:
        """Whether this write's moves of the waited `player` start a new decision for them: a
        move of the turn does; a move beside it (an offer, an answer to one) only when it
        changed the turn's menu, else the turn mail they have is still the one to answer."""
        own = [e for e in self.entries if e.player == player]
        return any(not self.game.beside_turn(e.text) for e in own)

    def _menu_changed(self, player: str) -> bool:
        """Whether another's act (a trade accepted, by anyone) changed the waited `player`'s
        turn: then a fresh turn mail says its options changed (Run.menu_changed)."""
        # the write holds only moves beside the turn and what the service played for `player`
        # because of them (a purchase they can no longer pay passed): the turn they were asked
        # goes on, changed under them
        if not self.entries or not all(
                self.game.beside_turn(e.text) or (e.player == player and e.source == AUTO_SOURCE)
                for e in self.entries):
            return False
        self.menu_changed = _menu(self.game, self._began, player) != \
            _menu(self.game, self.state, player)
        return self.menu_changed

    def _waits(self, to_move: str, restart_clock: bool) -> tuple[Wait, ...]:
        """The clocks of the seats the game waits for at once after this write (empty when it
        waits for one seat alone, as a sequential game does): a seat keeps its clock while its
        decision stands; one that is new to the wait, moved in this write, or sees a chance
        outcome drawn begins a new decision (its own deadline, from now)."""
        record = self.record
        seats = tuple(record.seat_for(p).seat for p in self._waiting(to_move))
        old = {} if restart_clock else {w.seat: w for w in record.waits}
        if len(seats) <= 1 and not (seats and seats[0] in old):
            return ()
        drawn = any(e.player == CHANCE for e in self.entries)
        waits = []
        for seat_id in seats:
            seat = record.seat(seat_id)
            kept = old.get(seat_id)
            # a decision begun in a write that stopped at its size limit was not announced
            owed = kept is not None and record.plays_on and kept.version == record.version
            if kept is None or drawn or owed or any(e.player == seat.player for e in self.entries):
                deadline = deadlines.turn_deadline(record, seat, self.now) \
                    if record.status == RUNNING else None
                kept = Wait(seat_id, self.version, self.now, deadline)
            waits.append(kept)
        if len(waits) == 1 and waits[0].version == self.version:
            return ()  # a lone seat's new decision: the game's own clock holds it
        return tuple(waits)


def _normalized(record: GameRecord) -> GameRecord:
    """The record with its result in JSON shape (lists, not tuples) as it will read back."""
    if record.result is None:
        return record
    return replace(record, result=json.loads(json.dumps(record.result)))



def advanced(game: AnyRules, record: GameRecord, state: Any, now: str,
             changed: bool = False) -> Write:
    """The write that plays what is due without asking (chance, bots, automatic moves); no
    change when nothing is and `record` has no changes of its own (`changed`)."""
    expected = record.version
    run = Run(game, record, state, now)
    run.advance()
    if not run.entries and not changed:
        return Write(None, record)
    record = run.settle()
    letters = Mailbag(record, now, rules_game=run.game)
    letters.moves(None, None, run.steps, run.new_decision)
    change = Change(record, expected, tuple(run.entries), letters.items)
    return Write(change, record, run.state, steps=run.steps)


def stays_in_play(game: AnyRules, state: Any, player: str) -> bool:
    """Whether a seat whose holder left is still a player of the rules' game: the rules have
    no resign move, so the service plays the seat (see `leave`) and a new person may take it.
    A game whose rules resign a player keeps that seat out for good."""
    try:
        game.parse(state, player, "resign")
    except IllegalMove:  # the rules know resigning and refuse it: the player is out already
        return False
    except RulesError:  # no such move: the seat was never taken out of the rules' game
        return True
    return False


def leave(game: AnyRules, record: GameRecord, state: Any, seat: Seat, how: str, now: str,
          erased_as: str | None = None, missed: int = 0) -> Write:
    """The write in which a player leaves (`how`: resigned or removed): the rules' resign move
    when they have one, the seat marked out, the game played on to the next person's decision,
    and everyone told. `erased_as`: they erased their data, and the seat takes that name in
    the same write, so no mail rendered from it names them; the mails say so by the seat's
    number alone. `missed`: removed for that many missed turns in a row (remove_after), which
    the mails give as the reason, not the organizer."""
    try:
        move = game.parse(state, seat.player, "resign")
    except IllegalMove as exc:
        raise ServiceError(ErrorCode.ILLEGAL_MOVE, str(exc), record.version) from None
    except RulesError:
        move = None  # the game has no resign move: the seat is autoplayed from now on
    expected = record.version
    record = record.with_seat(replace(seat, status=how, name=erased_as or seat.name))
    run = Run(game, record, state, now)
    if move is not None:
        run.play(seat.player, move, CHANCE_SOURCE)
    if deserted(game, record, run.state):  # the last person left a game bots never end
        return end_unplayed(run, expected, "deserted", name=record.seat(seat.seat).name)
    if record.status == RUNNING:
        run.advance()
    record = run.settle()
    letters = Mailbag(record, now, rules_game=game)
    # what the organizer can do with the seat (their mail says it): give it to someone new,
    # or nothing, when the rules resigned the player
    refill = {"refill": move is None} if record.status in (RUNNING, PAUSED) else {}
    if erased_as is not None:  # their own act, which the organizer may want to fill
        number = seat.seat.removeprefix("p")
        letters.to_players(Kind.PLAYER_ERASED, seat=seat.seat, number=number, **refill)
        letters.to_organizer(Kind.PLAYER_ERASED, seat=seat.seat, number=number, **refill)
        letters.moves(None, None, run.steps, run.new_decision)
        return Write(Change(record, expected, tuple(run.entries), letters.items), record,
                     run.state, steps=run.steps)
    kind = Kind.PLAYER_RESIGNED if how == RESIGNED else Kind.PLAYER_REMOVED
    # a resignation that ends the game is told once, in the game-over mail's list of what
    # happened (a removal is the organizer's act, which that list does not say)
    why = {"missed": missed} if missed else {}
    if record.status == RUNNING or how != RESIGNED:
        letters.add(kind, seat, seat=seat.seat, name=seat.name, **why)
        letters.to_players(kind, seat=seat.seat, name=seat.name, **refill, **why)
    if how == RESIGNED:  # the organizer may want to replace them; when the resignation ends
        # the game, it rides in the organizer's game-over mail of this write (one mail)
        letters.to_organizer(kind, seat=seat.seat, name=seat.name, **refill)
    letters.moves(None, None, run.steps, run.new_decision)
    change = Change(record, expected, tuple(run.entries), letters.items)
    return Write(change, record, run.state, steps=run.steps)


def deserted(game: AnyRules, record: GameRecord, state: Any) -> bool:
    """Whether no person is left at a game that has not ended (every seat still in it is a
    bot's) whose rules need not end when bots alone play (see Game.ends_by_itself): nobody
    would read a move of it again, and the bots would play it on for ever, one write, stream
    event and notifier run after another."""
    return not record.ended and record.status != WAITING and \
        not any(s.active and not s.bot for s in record.seats) and \
        game.to_move(state) is not None and not game.ends_by_itself(state)


def end_unplayed(run: Run, expected: int, reason: str, **said: Any) -> Write:
    """The write that ends a game nobody plays any more, without a result, with `run`'s moves
    (`reason`: "deserted", no person left, see deserted, after the last one's resignation;
    "abandoned", every person absent, see timekeeping.abandoned): the seed revealed, and one
    mail to each person, the organizer's included, saying why (`said`: what it names)."""
    ended = replace(run.settle(), status=CANCELLED, to_move=None, deadline=None, waits=(),
                    waiting_since=None, plays_on=False, ended_at=run.now)
    letters = Mailbag(ended, run.now)
    said = {"seed": ended.seed, "reason": reason, **said}
    letters.to_everyone(Kind.GAME_CANCELLED, **said)
    letters.to_organizer(Kind.GAME_CANCELLED, **said)
    return Write(Change(ended, expected, tuple(run.entries), letters.items), ended, run.state,
                 steps=run.steps)
