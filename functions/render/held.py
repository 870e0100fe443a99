"""A game as people read it once a seat changed hands (see service.records.holders): the same
game with each such seat's rules id its holder's name, so that every board, event, result and
sentence the rules word names the person on the seat now, in the case and gender their name
takes ("Lucie Černá hodila 6", "vyhrála Lucie Černá"). For the texts alone: moves are read and
played in the game as stored."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping

from functions.service.ledger.reading import Step
from functions.service.records.holders import held_entry, held_record, held_state, holders
from functions.service.records.moves import LogEntry
from functions.service.service import GameView


class _HeldView(GameView):
    """`view` as people read it, its log and steps renamed alike."""

    def __init__(self, view: GameView, names: Mapping[str, str]):
        super().__init__(held_record(view.game, names), view.rules,
                         held_state(view.rules, view.state, names), view._reader, view.press)
        self._raw = view
        self._names = names

    @functools.cached_property
    def log(self) -> tuple[LogEntry, ...]:
        """The whole log, each entry's player and the players its text names renamed."""
        return tuple(held_entry(entry, self._names) for entry in self._raw.log)

    def steps(self) -> Iterator[Step]:
        """Every step of the renamed log replayed from the renamed start."""
        return self._reader.walk(self.rules, self.game, self.log)


def held_view(view: GameView) -> GameView:
    """The view people read: `view` itself unless a seat changed hands."""
    names = holders(view.game, view.rules)
    return _HeldView(view, names) if names else view
