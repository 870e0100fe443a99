"""The game service: the lifecycle of games and the checked, exactly-once submission of moves.

GameService is one facade over its jobs, each a collaborator of its own: creating (create,
join, start), playing (moves, notices, leaving), scheduling (time), controls (pause, cancel)
and talking (table talk). They decide through one engine (play/engine.py: the load-decide-
write loop) and never call each other; what crosses jobs (playing on after a write, the sweep,
what follows a game's end) is done here.
"""

from __future__ import annotations

import functools
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import rules
from functions.service.ledger import chain, press
from functions.service.ledger.checks import whole_log
from functions.service.ledger.reading import GameReader, Step
from functions.service.play.engine import Engine
from functions.service.play.playing import Notice, Playing, Submission
from functions.service.records.game import GameRecord
from functions.service.records.moves import LogEntry
from functions.service.records.refusal import ServiceError
from functions.service.records.talk import PressMessage
from functions.service.schedule import deadlines
from functions.service.store import GameStore, StoredGame, StoreError
from functions.service.system import Clock, Secrets
from rules import AnyRules, Game

if TYPE_CHECKING:  # the jobs but playing load when first used (below)
    from functions.service.play.controls import Controls
    from functions.service.play.creating import Creating, PlayerSpec
    from functions.service.play.talking import Talking
    from functions.service.schedule.scheduling import Scheduling

# Writes in which bots play on after a write that stopped with a bot to move (a whole game).
MAX_BOT_WRITES = 1000

__all__ = ["GameService", "GameView", "Notice", "PlayerSpec", "Submission"]


def __getattr__(name: str) -> Any:
    # creating's PlayerSpec loads with creating (a Lambda's cold start creates no game)
    if name == "PlayerSpec":
        from functions.service.play.creating import PlayerSpec

        return PlayerSpec
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _job(job: str, name: str) -> Any:
    """A facade method that hands the call to the job's own method `name` (documented there:
    the job's module loads when first called, not with the facade)."""
    def forward(self: GameService, *args: Any, **kwargs: Any) -> Any:
        return getattr(getattr(self, job), name)(*args, **kwargs)
    forward.__name__ = forward.__qualname__ = name
    forward.__doc__ = f"The {job} job's `{name}` (see its docstring)."
    return forward


class GameView:
    """A game as read: its record, its rules and their state at the head (None before the
    start) and its table talk (read with it; see press.shown_to for who sees what); the whole
    `log` and its `steps` are read only when asked for (see GameReader)."""

    def __init__(self, game: GameRecord, rules: AnyRules, state: Any, reader: GameReader,
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
                 rules_for: Callable[[str], AnyRules] = rules.get, retries: int = 8,
                 settle_at_once: bool = False, key: bytes | None = None, *,
                 reader: GameReader | None = None):
        # `key`: the seal key (chain.seal_key of the service's secret), see Engine;
        # `reader`: one to share the cache of replayed states with (see with_store)
        self._store = store  # whole: each job is handed the roles of it that it uses
        self.engine = Engine(store, clock, secrets, rules_for, retries, key, reader)
        self.engine.follow_up = self._follow_up
        self.playing = Playing(self.engine, store)
        self._local = threading.local()  # per thread: whether it is driving bots (see below)
        # what follows a game's end (its ratings, its tournament; see ending.py) is the sweep's
        # work: the write that ends a game leaves it due. True: this process does that work
        # right after such a write (the CLI's choice; never the Lambda functions' or the web's,
        # whose every move stays one read and one write)
        self.settle_at_once = settle_at_once

    # the adapters, as the entry points and the outer jobs (home, tournaments) reach them
    @property
    def store(self) -> GameStore:
        """The whole store (an outer job sees the roles it uses of it: see games.Games)."""
        return self._store

    clock = property(lambda self: self.engine.clock)
    secrets = property(lambda self: self.engine.secrets)
    rules_for = property(lambda self: self.engine.rules_for)
    reader = property(lambda self: self.engine.reader)
    key = property(lambda self: self.engine.key)
    retries = property(lambda self: self.engine.retries)

    def with_store(self, store: GameStore) -> GameService:
        """The same service over another store (a wrapper of this one's), sharing the cache of
        replayed states."""
        return GameService(store, self.clock, self.secrets, self.rules_for, self.retries,
                           self.settle_at_once, self.key, reader=self.reader)

    # ---- the jobs --------------------------------------------------------------------------
    # Each but playing is made, and its module imported, when first used: a Lambda function's
    # cold start pays for the jobs its event needs (bench/RESULTS.md, issue 43). A job holds
    # nothing but the engine, so two threads making one at once make two equal ones.

    @functools.cached_property
    def creating(self) -> Creating:
        """Creating, joining and starting games."""
        from functions.service.play.creating import Creating

        return Creating(self.engine, self.store)

    @functools.cached_property
    def scheduling(self) -> Scheduling:
        """Deadlines, reminders, time zones and what falls due."""
        from functions.service.schedule.scheduling import Scheduling

        return Scheduling(self.engine, self.store)

    @functools.cached_property
    def controls(self) -> Controls:
        """Pausing, resuming, cancelling and holidays."""
        from functions.service.play.controls import Controls

        return Controls(self.engine, self.store)

    @functools.cached_property
    def talking(self) -> Talking:
        """Table talk."""
        from functions.service.play.talking import Talking

        return Talking(self.engine, self.store)

    create = _job("creating", "create")
    check_creations = _job("creating", "check_creations")
    join = _job("creating", "join")
    decline = _job("creating", "decline")
    replace_player = _job("creating", "replace_player")
    refillable = _job("creating", "refillable")
    start = _job("creating", "start")

    submit = _job("playing", "submit")
    proceed = _job("playing", "proceed")
    set_standing_order = _job("playing", "set_standing_order")
    set_every_move = _job("playing", "set_every_move")
    set_readbacks = _job("playing", "set_readbacks")
    set_mail = _job("playing", "set_mail")
    set_organizer_mail = _job("playing", "set_organizer_mail")
    notify = _job("playing", "notify")
    mail_processed = _job("playing", "mail_processed")
    mark_mail_processed = _job("playing", "mark_mail_processed")
    resign = _job("playing", "resign")
    remove = _job("playing", "remove")
    leave_erased = _job("playing", "leave_erased")

    extend = _job("scheduling", "extend")
    change_timing = _job("scheduling", "change_timing")
    away = _job("scheduling", "away")
    back = _job("scheduling", "back")
    games_in_play = _job("scheduling", "games_in_play")
    set_reminders = _job("scheduling", "set_reminders")
    set_timezone = _job("scheduling", "set_timezone")
    set_lang = _job("scheduling", "set_lang")

    pause = _job("controls", "pause")
    resume = _job("controls", "resume")
    cancel = _job("controls", "cancel")
    holiday = _job("controls", "holiday")

    say = _job("talking", "say")
    talk = _job("talking", "talk")
    set_press_each = _job("talking", "set_press_each")
    mute = _job("talking", "mute")
    set_press_mode = _job("talking", "set_press_mode")

    # ---- reading ---------------------------------------------------------------------------

    def view(self, game_id: str) -> GameView:
        """The game with its state at the head (the log on demand); raises game_not_found."""
        stored = self.engine.load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self.engine.state(game, stored) if stored.game.order else None
        return GameView(stored.game, game, state, self.reader, stored.press)

    def record(self, game_id: str) -> GameRecord:
        """The game item alone, without replaying anything; raises game_not_found."""
        return self.engine.load(game_id).game

    def state_at(self, game_id: str, version: int) -> GameView:
        """The game with the rules state as it was at `version` (the head's for a later one)."""
        stored = self.engine.load(game_id)
        game = self.rules_for(stored.game.rules)
        state = self.reader.state_at(game, stored, version) if stored.game.order else None
        return GameView(stored.game, game, state, self.reader, stored.press)

    def events_since_own_move(self, game_id: str, player: str) -> list[dict[str, Any]]:
        """The rules' events since `player`'s last own decision (see GameReader)."""
        record = self.engine.load(game_id).game
        if not record.order:
            return []
        return self.reader.events_since_own_move(self.rules_for(record.rules), record, player)

    def export(self, game_id: str) -> dict[str, Any]:
        """The export document of a game (see chain.export): it reads the whole log; the table
        talk goes beside it, in a chain of its own."""
        stored = self.engine.load(game_id)
        log = whole_log(self.reader, stored.game, afresh=True)
        return chain.export(stored.game, log, self.key, press.exported(stored.game, stored.press),
                            withheld=self._withheld(stored.game, log))

    def _withheld(self, record: GameRecord, log: Sequence[LogEntry]) -> frozenset[int]:
        """The log entries (by seq) whose moves the rules still seal from everyone but their
        makers: an export, made for the organizer, shows only their digests. Nothing to replay
        for a game whose rules never seal a move, nor for one that ended: its seed, from which
        every move's salt follows, is revealed, and `pbm verify` replays it whole."""
        game = self.rules_for(record.rules)
        if not record.order or not log or record.ended or type(game).sealed is Game.sealed:
            return frozenset()
        steps = list(self.reader.walk(game, record, log))
        head = steps[-1].after
        return frozenset(step.entry.seq for step in steps if game.sealed(head, step.move))

    def person_export(self, email: str) -> dict[str, Any]:
        """Everything the service holds about a person, as JSON-safe data (see person.py)."""
        from functions.service.people import person

        return person.export(self, email, self.engine.now())

    def erase_person(self, email: str, erasure: Any = None) -> list[str]:
        """Erase a person from every game and record (see person.py), writing through
        `erasure` (default: the store itself, as SQLite's is); the games' ids."""
        from functions.service.people import person

        # the SQLite store is its own Erasure (not a role of the port): see person.Erasure
        writer: Any = self.store if erasure is None else erasure
        return person.erase(self, email, writer)

    def games(self) -> list[GameRecord]:
        """Every game in the store, newest first."""
        return self.store.games()

    # ---- time and what crosses jobs --------------------------------------------------------

    def tick(self) -> list[tuple[str, str]]:
        """Do what is due now in every game (reminders, missed turns, substitutes, holiday
        pauses ending, and what follows a game's end: its ratings and its tournament, see
        ending.py), then in every tournament due (a dated round; see tournament.sweep):
        (game or tournament id, what was done) for each action. Reads only the due games and
        tournaments; a second pass at the same instant does nothing."""
        done: list[tuple[str, str]] = []
        for game_id in self.store.due_games(self.engine.now()):
            try:
                done += [(game_id, what) for what in self.tick_game(game_id)]
            except ServiceError as exc:  # one broken game must not stop the sweep
                done.append((game_id, f"failed: {exc.message}"))
        from functions.service.tournaments import tournament

        return done + tournament.sweep(self)

    def tick_game(self, game_id: str, *, settle: bool = True) -> list[str]:
        """Do what is due now in one game (see Scheduling.due_steps), and with `settle` what
        follows the end of a game that has ended (see ending.py); returns what was done."""
        done, ended = self.scheduling.due_steps(game_id)
        if ended is not None and settle:
            done += self.settle(game_id, ended)
        return done

    def settle(self, game_id: str, stored: StoredGame | None = None) -> list[str]:
        """Do now what the sweep does after the end of the game (its ratings, its tournament;
        see ending.py), if that is due; what was done. `stored`: the game as just loaded."""
        from functions.service.tournaments import ending

        return ending.settle(self, game_id, stored)

    def _follow_up(self, before: GameRecord | None, after: GameRecord) -> None:
        """After every write that stood: play on, then settle an ended game (see below)."""
        self._play_on(after)
        self._ended(before, after)

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
                if not self.tick_game(record.id, settle=False):  # the end: see _ended
                    return
                if not deadlines.plays_on(self.engine.load(record.id).game):
                    return
        finally:
            self._local.playing_on = False

    def _ended(self, before: GameRecord | None, after: GameRecord) -> None:
        """When this write ended the game and the entry point asked for it (settle_at_once),
        do what the sweep would do after the end (see ending.py) now. The game's write stands
        whatever that meets: a store or a refusal that fails it is reported (not told to the
        player whose move ended the game), and the game stays due for the sweep."""
        if not self.settle_at_once or not after.ended or (before is not None and before.ended):
            return
        try:
            self.settle(after.id)
        except (StoreError, ServiceError) as exc:
            print(f"pbm: after the end of game {after.id}: {exc}", file=sys.stderr)
