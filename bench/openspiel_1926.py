"""1926 as an OpenSpiel Python game, written on the project's rules API (`rules.get("1926")`:
`new_game`, `to_move`, `legal_moves`, `apply`, `result`), so that OpenSpiel's own search
players can sit at the table. Only the bench uses it; it needs `open-spiel` (`pip install
-e '.[bench]'`), which the project itself never does.

An action is `region index * 3 + size index` (large, medium, small); the returns are each
player's share of the win (1 for a sole winner, 1/k in a k-way draw, 0 for the others).

The game's own line of play keeps the rules' state (the bots at the table read it); the copies
a search makes (`clone`) play on the bots' fast flat copy of the position (`Sim`: the same
placements, turn order and count, checked against the rules by `check_same`), so that an MCTS
simulation costs OpenSpiel's work, not the rules' events.
"""

from __future__ import annotations

import pyspiel

import rules
from rules.game1926.sim import Sim
from rules.game1926.tables import SIZE_INDEX, TABLES

GAME = rules.get("1926")
SIZES = 3
NAME = "pbm_1926"


def _params(players: int, variant: str, sets: int) -> dict:
    return {"players": players, "variant": variant, "sets": sets}


_TYPE = pyspiel.GameType(
    short_name=NAME,
    long_name="1926 (pbm rules)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=5,
    min_num_players=3,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=False,
    provides_observation_tensor=False,
    parameter_specification=_params(5, "primarky", 3),
)


class Layout:
    """What the states of one game share: its seats and its actions (never copied)."""

    def __init__(self, players: int, variant: str, sets: int) -> None:
        self.players = players
        self.variant = variant
        self.sets = sets
        table = TABLES[variant]
        self.regions = len(table.region_ids)
        # every placement by action id, and back
        self.moves = [table.moves[f"{size} {region}"] for region in table.region_ids
                      for size in ("large", "medium", "small")]
        self.actions = {move: action for action, move in enumerate(self.moves)}
        self.names = [f"p{i}" for i in range(players)]

    def __deepcopy__(self, memo) -> Layout:
        return self


class Frozen:
    """The rules state of the game's own line, in a box that a clone leaves behind (a clone
    plays on its `Sim` only)."""

    __slots__ = ("state",)

    def __init__(self, state) -> None:
        self.state = state

    def __deepcopy__(self, memo) -> Frozen:
        return NO_STATE


NO_STATE = Frozen(None)


class SimBox:
    """The position as a `Sim`, copied with its state."""

    __slots__ = ("sim",)

    def __init__(self, sim: Sim) -> None:
        self.sim = sim

    def __deepcopy__(self, memo) -> SimBox:
        return SimBox(self.sim.copy())


class Game1926(pyspiel.Game):
    """The OpenSpiel game: players, variant and sets as parameters."""

    def __init__(self, params: dict | None = None):
        params = {**_params(5, "primarky", 3), **(params or {})}
        layout = Layout(int(params["players"]), str(params["variant"]), int(params["sets"]))
        info = pyspiel.GameInfo(
            num_distinct_actions=layout.regions * SIZES,
            max_chance_outcomes=0,
            num_players=layout.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=layout.players * layout.sets * SIZES,
        )
        super().__init__(_TYPE, info, params)
        self.layout = layout

    def new_initial_state(self) -> State1926:
        """An empty board, the first seat to move."""
        layout = self.layout
        start = GAME.new_game(layout.names, {"variant": layout.variant, "sets": layout.sets,
                                             "lang": "en"})
        return State1926(self, layout, start)


class State1926(pyspiel.State):
    """One position: the project's immutable rules state inside an OpenSpiel state. OpenSpiel
    clones a Python state by deep-copying its attributes; both share themselves."""

    def __init__(self, game: Game1926, layout: Layout, state) -> None:
        super().__init__(game)
        self._layout = layout
        self._box = Frozen(state)
        self._sim = SimBox(Sim(state))

    @property
    def rules_state(self):
        """The project's state of this position (on the game's own line, not in a clone)."""
        if self._box.state is None:
            raise ValueError("a search's copy of the position keeps no rules state")
        return self._box.state

    def current_player(self) -> int:
        """The seat to move, or TERMINAL."""
        turn = self._sim.sim.turn
        return pyspiel.PlayerId.TERMINAL if turn < 0 else turn

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(SIZES * r + i for r, i in self._sim.sim.moves(player))

    def _apply_action(self, action: int) -> None:
        sim = self._sim.sim
        state = self._box.state
        if state is not None:
            player = self._layout.names[state.turn]
            self._box = Frozen(GAME.apply(state, player, self._layout.moves[action]))
        sim.place(sim.turn, *divmod(action, SIZES))

    def _action_to_string(self, player: int, action: int) -> str:
        return self._layout.moves[action].text

    def is_terminal(self) -> bool:
        """True once the votes are counted."""
        return self._sim.sim.turn < 0

    def returns(self) -> list[float]:
        """Each seat's share of the win (zeros before the end)."""
        sim = self._sim.sim
        if sim.turn >= 0:
            return [0.0] * self._layout.players
        winners = sim.winners()
        share = 1.0 / len(winners)
        return [share if p in winners else 0.0 for p in range(self._layout.players)]

    def __str__(self) -> str:
        state = self._box.state
        return GAME.board_text(state, "en") if state is not None else repr(self._sim.sim.owner)


def check_same(games: int, players: int, seed: int = 0) -> int:
    """Play `games` random games on both the rules and the `Sim` of a clone, checking at every
    step that they agree on whose move, the legal actions and, at the end, the returns;
    returns the steps checked (AssertionError on the first disagreement)."""
    import random  # noqa: PLC0415

    rng = random.Random(seed)
    game = Game1926({"players": players, "variant": "primarky", "sets": 3})
    steps = 0
    for _ in range(games):
        state = game.new_initial_state()
        while True:
            rules_state = state.rules_state
            copy = state.clone()
            turn = rules_state.turn
            assert copy.current_player() == (pyspiel.PlayerId.TERMINAL if turn < 0 else turn)
            if turn < 0:
                result = GAME.result(rules_state)
                expected = [1.0 / len(result.winners) if n in result.winners else 0.0
                            for n in game.layout.names]
                assert copy.returns() == expected, (copy.returns(), expected)
                break
            legal = sorted(game.layout.actions[m]
                           for m in GAME.legal_moves(rules_state, game.layout.names[turn]))
            assert copy.legal_actions() == legal
            state.apply_action(rng.choice(legal))
            steps += 1
    return steps


def action_of(game: Game1926, placement) -> int:
    """The action id of a project placement."""
    return game.layout.actions[placement]


pyspiel.register_game(_TYPE, Game1926)

assert SIZE_INDEX == {"large": 0, "medium": 1, "small": 2}  # the action layout above
