"""A tiny test-only game with chance steps and out-of-turn moves, to drive the service's tests.

Dice race: on your turn you `roll`; a die (a chance step) moves you forward; the first to reach
the target wins. Out of turn any player still in may `cheer` (it only counts cheers) or
`resign`. `ToyGame(resign=False)` is the same game without a resign move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from rules import CHANCE, Event, EventKind, Game, IllegalMove, InvalidCommand, OptionSpec, Result


@dataclass(frozen=True)
class Roll:
    text: ClassVar[str] = "roll"


@dataclass(frozen=True)
class Cheer:
    text: ClassVar[str] = "cheer"


@dataclass(frozen=True)
class Resign:
    text: ClassVar[str] = "resign"


@dataclass(frozen=True)
class Die:
    pips: int

    @property
    def text(self) -> str:
        return f"die {self.pips}"


@dataclass(frozen=True)
class Race:
    players: tuple[str, ...]
    target: int
    positions: tuple[int, ...]
    turn: int  # index of the player to roll
    rolling: bool = False  # a die is due (chance to move)
    out: frozenset[str] = frozenset()
    cheers: int = 0
    winner: str | None = None
    events: tuple[Event, ...] = ()


class ToyGame(Game):
    """Dice race for 2-4 players."""

    id: ClassVar[str] = "toy"
    name: ClassVar[str] = "Dice race"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[Mapping[str, OptionSpec]] = {
        "target": OptionSpec(10, minimum=3, maximum=100),
        "lang": OptionSpec("en", choices=("cs", "en")),
    }
    # a player out of the race is news to everyone, as 1926's eliminations are
    event_kinds: ClassVar[Mapping[str, EventKind]] = {
        "cheer": EventKind(), "moved": EventKind(), "game_over": EventKind(),
        "eliminated": EventKind(announced=True)}

    def __init__(self, resign: bool = True):
        self.resign = resign
        self.id = "toy" if resign else "toy-no-resign"

    def new_game(self, players: Sequence[str], options: Mapping[str, Any] | None = None,
                 seed: int = 0) -> Race:
        names = tuple(self.check_players(players))
        opts = self.normalize_options(options)
        return Race(names, opts["target"], (0,) * len(names), 0)

    def to_move(self, state: Race) -> str | None:
        if state.winner is not None:
            return None
        return CHANCE if state.rolling else state.players[state.turn]

    def legal_moves(self, state: Race, player: str) -> list[Any]:
        if state.winner is not None:
            return []
        if player == CHANCE:
            return [Die(n) for n in range(1, 7)] if state.rolling else []
        if player not in state.players or player in state.out:
            return []
        extra = [Resign()] if self.resign else []
        if player == self.to_move(state):
            return [Roll(), *extra]
        return [Cheer(), *extra] if not state.rolling else []

    def beside_turn(self, text: str) -> bool:
        return text == "cheer"  # like a trade offer: it leaves the turn open

    def chance_outcomes(self, state: Race) -> list[tuple[Any, float]]:
        return [(m, 1 / 6) for m in self.legal_moves(state, CHANCE)]

    def parse(self, state: Race, player: str, text: str) -> Any:
        words = text.strip().lower().split()
        known = {"roll": Roll(), "cheer": Cheer(), "resign": Resign()}
        if len(words) == 2 and words[0] == "die" and words[1].isdigit():
            move = Die(int(words[1]))
        elif len(words) == 1 and words[0] in known and (words[0] != "resign" or self.resign):
            move = known[words[0]]
        else:
            raise InvalidCommand(f"{text!r} is not roll, cheer or resign")
        if move not in self.legal_moves(state, player):
            raise IllegalMove(f"{player} cannot {move.text} now")
        return move

    def apply(self, state: Race, player: str, move: Any) -> Race:
        if move not in self.legal_moves(state, player):
            raise IllegalMove(f"{player} cannot {move.text} now")
        if isinstance(move, Roll):
            return replace(state, rolling=True, events=())
        if isinstance(move, Cheer):
            return replace(state, cheers=state.cheers + 1,
                           events=(Event("cheer", f"{player} cheers", {"player": player}),))
        if isinstance(move, Resign):
            out = state.out | {player}
            events = [Event("eliminated", f"{player} resigns", {"player": player})]
            state = replace(state, out=out)
            left = [p for p in state.players if p not in out]
            if len(left) == 1:
                events.append(Event("game_over", f"{left[0]} wins", {"players": left}))
                return replace(state, winner=left[0], events=tuple(events))
            if state.players[state.turn] == player:
                state = replace(state, turn=self._next(state, state.turn))
            return replace(state, events=tuple(events))
        # a die
        mover = state.players[state.turn]
        positions = list(state.positions)
        positions[state.turn] += move.pips
        events = [Event("moved", f"{mover} throws {move.pips}", {"player": mover})]
        state = replace(state, positions=tuple(positions), rolling=False)
        if positions[state.turn] >= state.target:
            events.append(Event("game_over", f"{mover} wins", {"players": [mover]}))
            return replace(state, winner=mover, events=tuple(events))
        return replace(state, turn=self._next(state, state.turn), events=tuple(events))

    @staticmethod
    def _next(state: Race, turn: int) -> int:
        n = len(state.players)
        for step in range(1, n + 1):
            candidate = (turn + step) % n
            if state.players[candidate] not in state.out:
                return candidate
        return turn

    def result(self, state: Race) -> Result | None:
        if state.winner is None:
            return None
        scores = dict(zip(state.players, state.positions, strict=True))
        return Result([state.winner], False, scores, {"cheers": state.cheers})

    def view(self, state: Race, player: str | None) -> dict[str, Any]:
        return {"positions": dict(zip(state.players, state.positions, strict=True))}

    def board_text(self, state: Race, lang: str | None = None) -> str:
        return "\n".join(f"{p}: {pos}/{state.target}"
                         for p, pos in zip(state.players, state.positions, strict=True))


GAMES = {"toy": ToyGame(), "toy-no-resign": ToyGame(resign=False)}


def rules_for(game_id: str) -> Game:
    """The toy games by id, falling back to the real registry."""
    import rules

    return GAMES[game_id] if game_id in GAMES else rules.get(game_id)
