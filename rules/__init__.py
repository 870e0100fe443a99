"""Pure rules of the games: no I/O, no clock, no global randomness.

`rules.get(game_id)` returns the game's `Rules`; every game offers the same verbs (see `rules.api`).
"""

from __future__ import annotations

import importlib
import importlib.util

from rules.api import (
    BOT_LEVELS,
    CHANCE,
    CLOSES,
    DEFAULT_BOT,
    OPENS,
    AmbiguousCommand,
    AnyRules,
    Bot,
    Event,
    EventKind,
    Game,
    IllegalMove,
    InvalidCommand,
    Lexicon,
    OptionError,
    OptionSpec,
    Result,
    Rules,
    RulesError,
)

__all__ = [
    "BOT_LEVELS",
    "CHANCE",
    "CLOSES",
    "DEFAULT_BOT",
    "AmbiguousCommand",
    "AnyRules",
    "Bot",
    "Event",
    "EventKind",
    "Game",
    "IllegalMove",
    "InvalidCommand",
    "Lexicon",
    "OPENS",
    "OptionError",
    "OptionSpec",
    "Result",
    "Rules",
    "RulesError",
    "games",
    "get",
]

# game id -> module that defines GAME; imported on first use so one game never slows another.
_MODULES = {
    "1926": "rules.game1926",
    "westernpoly": "rules.westernpoly",
    "goofspiel": "rules.goofspiel",
    "ohhell": "rules.ohhell",
}
_LOADED: dict[str, AnyRules] = {}


def games() -> list[str]:
    """The ids of the games whose rules are installed."""
    return [gid for gid, module in _MODULES.items() if importlib.util.find_spec(module)]


def get(game_id: str) -> AnyRules:
    """The rules of `game_id`; raises OptionError for an unknown id."""
    key = str(game_id).strip().lower()
    if key not in _LOADED:
        if key not in games():
            raise OptionError(f"unknown game {game_id!r} (known: {', '.join(games())})")
        _LOADED[key] = importlib.import_module(_MODULES[key]).GAME
    return _LOADED[key]
