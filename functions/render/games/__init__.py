"""The games' render modules, one per game, loaded by game id on first use.

A game is its rules package `rules/<package>/` plus `functions/render/games/<package>.py` (the
same name) and its templates (`templates/email/_board_<game>.html`, the web situation its module
names). Mail and web ask the game's module here and never test a game's id; whatever a module
leaves out is answered by `plain`, the shell's view of a game without pictures of its own.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

import rules

from . import plain

_LOADED: dict[str, Render] = {}


class Render:
    """A game's render module, with the plain game's answer for anything it does not define."""

    def __init__(self, module: ModuleType):
        self.module = module

    def __getattr__(self, name: str) -> Any:
        if hasattr(self.module, name):
            return getattr(self.module, name)
        return getattr(plain, name)


def of(game_id: str) -> Render:
    """The render module of `game_id` (the plain one for a game without its own)."""
    if game_id not in _LOADED:
        _LOADED[game_id] = Render(_load(game_id))
    return _LOADED[game_id]


def _load(game_id: str) -> ModuleType:
    try:
        package = type(rules.get(game_id)).__module__.split(".")[1]
    except rules.OptionError:
        return plain
    name = f"{__name__}.{package}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:  # the module is there but something it needs is not
            raise
        return plain
