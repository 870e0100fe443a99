"""The games' render modules, one per game, loaded by game id on first use.

A game is its rules package `rules/<package>/` plus `functions/render/games/<package>.py` (the
same name) and its templates (`templates/email/_board_<game>.html`, the web situation its module
names). Mail and web ask the game's module here and never test a game's id; whatever a module
leaves out is answered by `plain`, the shell's view of a game without pictures of its own.
`GameRender` is what `of` returns: every name `plain` defines, with its signature; a game's
module reads its own view type (`rules/<package>/view.py`) where the protocol says `view`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any, Protocol, cast

from markupsafe import Markup

import rules
from functions.i18n import Catalogue
from rules import AnyRules, Result

from . import plain

_LOADED: dict[str, GameRender] = {}


class GameRender(Protocol):
    """A game's render module as the shell reads it (see `plain` for what each name means)."""

    MOVES_HELP: str
    RESTATING: frozenset[str]
    READ_BACK: frozenset[str]
    BARE_READ_BACKS: Mapping[str, tuple[str, ...]]
    TOLD_AT_THE_END: frozenset[str]
    CALLED: frozenset[str]
    UNLISTED: frozenset[str]
    ON_THE_BOARD: frozenset[str]
    LISTED_ON_THE_BOARD: frozenset[str]
    SITUATION: str | None
    TEXT_LINES: int
    STATE_TOPICS: frozenset[str]
    WORDS: Catalogue | None

    def page_words(self, lang: str, key: str, **values: object) -> str:
        """A text of the web pages' catalogue."""
        ...

    def result_rows(self, result: Mapping[str, Any], view: Any,
                    lang: str) -> tuple[str | None, list[dict[str, Any]]]:
        """How the game ended in words, and the final scores as rows."""
        ...

    def mail_board_text(self, rules_game: AnyRules, state: Any, lang: str,
                        reader: str | None = None) -> str:
        """The plain-text board a mail shows to `reader`."""
        ...

    def menu_rows(self, rules_game: AnyRules, state: Any, player: str, options: list[Any],
                  lang: str) -> list[dict[str, Any]] | None:
        """The menu in rows of several options; None: one option a line."""
        ...

    def board_context(self, view: Any, lang: str) -> dict[str, Any] | None:
        """The context of the mail's HTML board; None: the plain-text board only."""
        ...

    def turn(self, view: Any) -> tuple[str, int]:
        """Where the game is, for mail subjects: (catalogue key, number)."""
        ...

    def turn_news(self, view: Any, lang: str) -> str | None:
        """What a turn mail's subject says beyond "your move"."""
        ...

    def own_news(self, view: Any, events: Sequence[Mapping[str, Any]],
                 lang: str) -> str | None:
        """What a read-back's subject says before the move (see `plain.own_news`)."""
        ...

    def question_topics(self) -> tuple[tuple[str, Any], ...]:
        """The topics of a question the game answers itself: (name, compiled pattern)."""
        ...

    def question_lines(self, topic: str, view: Any, lang: str) -> list[str] | None:
        """A player's question of `topic` answered with an example from their game."""
        ...

    def state_lines(self, topic: str, view: Any, reader: str, about: str | None, asked: str,
                    lang: str) -> list[str] | None:
        """A player's question of the game's state of `topic` answered from `reader`'s view."""
        ...

    def board_svg(self, view: Any, lang: str) -> Markup | None:
        """The board as a picture on the pages."""
        ...

    def board_list(self, view: Any, lang: str) -> dict[str, Any] | None:
        """The board as a list for narrow screens."""
        ...

    def progress(self, view: Any) -> tuple[int, int | None] | None:
        """How far the game is in its length: (round, rounds it lasts or None), None: no rounds."""
        ...

    def leading(self, view: Any) -> dict[str, float]:
        """The players' scores now, by player ({}: none kept)."""
        ...

    def score_words(self, score: float, lang: str) -> str:
        """A score as the game writes it in `lang` (WesternPoly's money: "31 500 $")."""
        ...

    def standings(self, view: Any, lang: str) -> tuple[list[str], dict[str, list[str]]]:
        """(headings, cells by player) of the game's own columns in the players table."""
        ...

    def final_scores(self, result: Result,
                     lang: str) -> tuple[list[str], dict[str, list[str]]]:
        """(headings, cells by player) of the players table once the game is over."""
        ...

    def final_score_words(self, result: Mapping[str, Any], player: str,
                          lang: str) -> str | None:
        """A final score in words where the number alone would mislead, else None."""
        ...

    def final_standing(self, result: Result, player: str, lang: str) -> str | None:
        """How a player who did not win went out of the game."""
        ...

    def forms(self, view: Any, me: str) -> list[dict[str, Any]]:
        """The game's own forms for `me` now (each names its template)."""
        ...

    def form_command(self, form: Mapping[str, list[str]]) -> str | None:
        """The command a posted form of the game's own stands for (None: not one of them)."""
        ...

    def joined(self, previous: str, clause: str, lang: str) -> str | None:
        """A clause joined after `previous` (a name said again as a pronoun), or None: alone."""
        ...

    def offer_lines(self, view: Any, lang: str) -> list[str]:
        """The open trade offers in words."""
        ...

    def absence_lines(self, state: Any, events: Sequence[Mapping[str, Any]], reader: str,
                      lang: str) -> list[str]:
        """What a bot's turns did to `reader`'s holdings over `events` (a long absence told
        by its effect: bought, sold, what they have now); [] where the list says it all."""
        ...

    def left_out_lines(self, events: Sequence[Mapping[str, Any]], reader: str,
                       lang: str) -> list[str]:
        """What `events`, left out of a mail's cut list, did to `reader`'s holdings (the
        cards bought and sold); [] where the count of them says enough."""
        ...


class Render:
    """A game's render module, with the plain game's answer for anything it does not define."""

    def __init__(self, module: ModuleType):
        self.module = module

    def __getattr__(self, name: str) -> Any:
        if hasattr(self.module, name):
            return getattr(self.module, name)
        return getattr(plain, name)


def of(game_id: str) -> GameRender:
    """The render module of `game_id` (the plain one for a game without its own)."""
    if game_id not in _LOADED:
        # Render answers every name of GameRender (its own module's, else plain's) through
        # __getattr__, which mypy does not see; tests/test_games_render_contract.py checks it
        _LOADED[game_id] = cast(GameRender, Render(_load(game_id)))
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
