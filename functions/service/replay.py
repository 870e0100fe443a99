"""A game's state is the replay of its log through the rules (parse + apply), nothing more."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from rules import Game

from . import dice
from .model import AUTO_SOURCE, GameRecord, LogEntry


def initial_state(game: Game, record: GameRecord) -> Any:
    """The rules' state at the start: seats in playing order, options, the seed-derived setup."""
    setup = dice.setup_seed(bytes.fromhex(record.seed), record.id)
    return game.new_game(list(record.order), record.options, seed=setup)


def step(game: Game, state: Any, player: str, text: str) -> Any:
    """The state after one logged move (its canonical text read back by the rules)."""
    return game.apply(state, player, game.parse(state, player, text))


def replay(game: Game, state: Any, entries: Sequence[LogEntry]) -> Any:
    """The state after applying `entries` in order, starting from `state`."""
    for entry in entries:
        state = step(game, state, entry.player, entry.text)
    return state


def events_since_own_move(game: Game, record: GameRecord, log: Sequence[LogEntry],
                          player: str) -> list[Any]:
    """The rules' events since `player`'s last own decision (all of them if they have not
    decided anything yet): what happened since their last turn, for the mail that says it is
    theirs again. Moves the service played for them (their throw, a standing order) are part
    of what happened."""
    last = max((e.seq for e in log if e.player == player and e.source != AUTO_SOURCE),
               default=0)
    state, events = initial_state(game, record), []
    for entry in log:
        state = step(game, state, entry.player, entry.text)
        if entry.seq > last:
            events.extend(state.events)
    return events


class StateCache:
    """The latest replayed state of recently used games, keyed by the log's head hash.

    An optimisation only: a cached state is used when the stored log still has the cached
    entry at the cached position (same hash, so the same prefix); the log stays the authority.
    """

    def __init__(self, size: int = 256):
        self._size = size
        self._states: OrderedDict[str, tuple[int, str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def state(self, game: Game, record: GameRecord, log: Sequence[LogEntry]) -> Any:
        """The state after the whole `log` of `record`, replaying as little as possible."""
        with self._lock:
            cached = self._states.get(record.id)
        start, state = 0, None
        if cached is not None:
            seq, head, cached_state = cached
            if 0 < seq <= len(log) and log[seq - 1].hash == head:
                start, state = seq, cached_state
        if state is None:
            state = initial_state(game, record)
        state = replay(game, state, log[start:])
        self.remember(record.id, log, state)
        return state

    def remember(self, game_id: str, log: Sequence[LogEntry], state: Any) -> None:
        """Keep `state` as the state after `log`."""
        if not log:
            return
        with self._lock:
            self._states[game_id] = (len(log), log[-1].hash, state)
            self._states.move_to_end(game_id)
            while len(self._states) > self._size:
                self._states.popitem(last=False)
