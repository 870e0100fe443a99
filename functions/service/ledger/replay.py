"""A game's state is the replay of its log through the rules (parse + apply), nothing more;
reading.GameReader is the one place that decides what to replay."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from functions.service.records.game import GameRecord
from functions.service.records.moves import CHANCE_SOURCE, LogEntry
from functions.service.records.seats import REMOVED
from rules import CHANCE, AnyRules, Game

from . import dice


def initial_state(game: AnyRules, record: GameRecord) -> Any:
    """The rules' state at the start: seats in playing order, options, the seed-derived setup."""
    setup = dice.setup_seed(bytes.fromhex(record.seed), record.id)
    return game.new_game(list(record.order), record.options, seed=setup)


def step(game: AnyRules, state: Any, player: str, text: str) -> Any:
    """The state after one logged move (its canonical text read back by the rules)."""
    return game.apply(state, player, game.parse(state, player, text))


def replay(game: AnyRules, state: Any, entries: Sequence[LogEntry]) -> Any:
    """The state after applying `entries` in order, starting from `state`."""
    return stepped(game, state, entries)[1]


def stepped(game: AnyRules, state: Any, entries: Sequence[LogEntry],
            record: GameRecord | None = None
            ) -> tuple[list[tuple[LogEntry, tuple[Any, ...]]], Any]:
    """Each of `entries` with the rules' events of its step, replayed from `state` (a seat of
    `record` taken out marked so, see removed_marked); and the state after them."""
    steps = []
    for entry in entries:
        state = step(game, state, entry.player, entry.text)
        steps.append((entry, removed_marked(record, entry, getattr(state, "events", ()))))
    return steps, state


def removed_marked(record: GameRecord | None, entry: LogEntry, events: Iterable[Any]
                   ) -> tuple[Any, ...]:
    """The rules' events of a step, the resignation the service played for a seat of `record`
    taken out (missed turns, the organizer) marked `removed`: no act of the player's, which
    the games tell as such ("vypadl ze hry", never "vzdal hru" of one who never wrote, review
    49). Marked from the seat's status, so a replay tells it alike."""
    events = tuple(events)
    if record is None or entry.source != CHANCE_SOURCE or entry.player == CHANCE or not any(
            s.player == entry.player and s.status == REMOVED for s in record.seats):
        return events
    return tuple(replace(e, data={**e.data, "removed": True}) if e.kind == "resigned" else e
                 for e in events)


def told_move(game: AnyRules, before: Any, now: Any, move: Any, lang: str | None,
              reader: str | None) -> str:
    """`move`, made at `before`, in words as `reader` (a player id; None: a spectator or the
    organizer) may read it in the game now at `now`. Rules that seal moves word each one from
    what the reader may know at the state given, so they are given `now` (a bid reads as
    sealed until its round shows it); the others word it as it was made, at `before`."""
    seals = type(game).sealed is not Game.sealed
    return game.describe(now if seals else before, move, lang, reader=reader)

