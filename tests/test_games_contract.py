"""The typed contract between a game and the shell, checked where mypy cannot see: every view a
game gives any reader along random playouts is its declared `View` (rules/<package>/view.py),
and every name a game's render module defines has the signature `GameRender` declares."""

from __future__ import annotations

import collections.abc
import importlib
import inspect
import random
import types
import typing
from typing import Any, NotRequired, Required, get_args, get_origin, get_type_hints, is_typeddict

import pytest

import rules
from functions.render import games
from functions.render.games import GameRender, plain
from rules import CHANCE

GAMES = rules.games()
SMALL: dict[str, dict[str, str]] = {
    "westernpoly": {"max_rounds": "3"},
    "goofspiel": {"cards": "5"},
    "ohhell": {"suits": "4", "ranks": "5", "hands": "1,2"},
}


def _view_type(game: rules.AnyRules) -> Any:
    package = type(game).__module__.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.view").View


def _mismatches(value: Any, hint: Any, where: str) -> list[str]:
    """Where `value` is not of the type `hint` (TypedDicts, lists, dicts, unions, scalars)."""
    origin, args = get_origin(hint), get_args(hint)
    if hint is Any or hint is object:
        return []
    if origin in (Required, NotRequired):
        return _mismatches(value, args[0], where)
    if origin in (typing.Union, types.UnionType):
        if any(not _mismatches(value, arg, where) for arg in args):
            return []
        return [f"{where}: {value!r} is none of {hint}"]
    if hint is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if is_typeddict(hint):
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not {hint.__name__}"]
        fields = get_type_hints(hint)
        out = [f"{where}: no key {key!r}" for key in hint.__required_keys__ if key not in value]
        out += [f"{where}: undeclared key {key!r}" for key in value if key not in fields]
        for key, item in value.items():
            if key in fields:
                out += _mismatches(item, fields[key], f"{where}.{key}")
        return out
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {type(value).__name__}, not a list"]
        return [m for i, item in enumerate(value) for m in _mismatches(item, args[0],
                                                                        f"{where}[{i}]")]
    if origin in (frozenset, set):
        if not isinstance(value, origin):
            return [f"{where}: {type(value).__name__}, not a {origin.__name__}"]
        return [m for item in value for m in _mismatches(item, args[0], f"{where} item")]
    if origin is tuple:  # tuple[str, ...] (or of fixed length: tuple[str, int])
        if not isinstance(value, tuple):
            return [f"{where}: {type(value).__name__}, not a tuple"]
        kinds = [args[0]] * len(value) if args[-1:] == (Ellipsis,) else list(args)
        if len(kinds) != len(value):
            return [f"{where}: {len(value)} items, not {len(kinds)}"]
        return [m for i, (item, kind) in enumerate(zip(value, kinds, strict=True))
                for m in _mismatches(item, kind, f"{where}[{i}]")]
    if origin in (dict, collections.abc.Mapping):
        if not isinstance(value, collections.abc.Mapping):
            return [f"{where}: {type(value).__name__}, not a dict"]
        return [m for key, item in value.items()
                for m in _mismatches(key, args[0], f"{where} key") +
                _mismatches(item, args[1], f"{where}[{key!r}]")]
    if hint is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    elif hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, hint)
    return [] if ok else [f"{where}: {value!r} is not {hint.__name__}"]


def _playout(game: rules.AnyRules, game_id: str, seed: int) -> list[Any]:
    """The states of a random game from its start to its end."""
    span = game.max_players - game.min_players + 1
    players = [f"p{i}" for i in range(game.min_players + seed % span)]
    state = game.new_game(players, SMALL.get(game_id, {}), seed=seed)
    rng = random.Random(seed)
    states = [state]
    for _ in range(2000):
        player = game.to_move(state)
        if player is None:
            break
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            moves = game.legal_moves(state, player)
            others = [m for m in moves if m.text != "resign"]
            move = rng.choice(others or moves)
        state = game.apply(state, player, move)
        states.append(state)
    return states


@pytest.mark.parametrize("game_id", GAMES)
def test_every_view_is_the_games_declared_view(game_id):
    game = rules.get(game_id)
    view_type = _view_type(game)
    for seed in (1, 2):
        states = _playout(game, game_id, seed)
        assert game.to_move(states[-1]) is None  # the playout reached the end
        for state in states[:: max(1, len(states) // 40)] + states[-1:]:
            for reader in [None, *game.waiting(state), "p0", "p1"]:
                view = game.view(state, reader)
                assert _mismatches(view, view_type, f"{game_id} view({reader})") == []


def test_the_checker_finds_a_view_that_breaks_its_declaration():
    # the checker above would pass anything if it looked at nothing: a bent view fails it
    game = rules.get("goofspiel")
    state = game.new_game(["a", "b"], {"cards": "3"}, seed=1)
    view = dict(game.view(state, "a"))
    view_type = _view_type(game)
    assert _mismatches(view, view_type, "v") == []
    assert _mismatches({**view, "hand": ["7"]}, view_type, "v") == ["v.hand[0]: '7' is not int"]
    assert _mismatches({**view, "extra": 1}, view_type, "v") == ["v: undeclared key 'extra'"]
    del view["prize"]
    assert _mismatches(view, view_type, "v") == ["v: no key 'prize'"]


def _members() -> dict[str, Any]:
    """GameRender's names: its functions (as declared) and its constants (with their types)."""
    hints = get_type_hints(GameRender)
    functions = {name: member for name, member in vars(GameRender).items()
                 if inspect.isfunction(member) and not name.startswith("_")}
    return {**hints, **functions}


def _parameters(function: Any, drop_self: bool) -> list[tuple[Any, bool]]:
    """The kinds of a function's parameters and whether each is required (the shell passes
    views and languages by position, so a module may name them its own way)."""
    params = list(inspect.signature(function).parameters.values())
    params = params[1:] if drop_self else params
    return [(p.kind, p.default is inspect.Parameter.empty) for p in params]


def test_plain_answers_every_name_of_the_render_contract():
    for name, member in _members().items():
        assert hasattr(plain, name), name
        if inspect.isfunction(member):
            assert _parameters(getattr(plain, name), False) == _parameters(member, True), name


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_render_module_defines_the_contracts_names_as_declared(game_id):
    module = games._load(game_id)
    members = _members()
    for name, value in vars(module).items():
        if name not in members:
            continue
        if inspect.isfunction(members[name]):
            assert _parameters(value, False) == _parameters(members[name], True), \
                f"{module.__name__}.{name}"
        else:
            assert _mismatches(value, members[name], f"{module.__name__}.{name}") == []
    shown = games.of(game_id)
    assert all(hasattr(shown, name) for name in members)
