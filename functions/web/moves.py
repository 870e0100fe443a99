"""The move forms: the legal moves to pick from and the command a posted form means (the same
text a player would write in an e-mail); a game's own forms (a trade, a stake) come from its
render module (functions.render.games), which also reads them back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from functions.render import games
from functions.render.menu import label, menu
from rules import AnyRules

from .forms import field


@dataclass(frozen=True)
class Choice:
    """One option of the move list: the canonical command and its words."""

    text: str
    label: str


RESIGN = "resign"
"""The command the service resigns with; the page offers it behind a confirmation box only."""


def choices(game: AnyRules, state: Any, player: str, lang: str) -> list[Choice]:
    """The player's legal moves now, described in `lang` (resigning has its own form): the
    mail's menu first, in its order and with its numbers ("1. prodat Vlak za 3 000 $", so "1"
    written in the form means what it means in the mail), then the rest."""
    numbered = menu(game, state, player, lang)
    listed = {item.text for item in numbered}
    rest = [m for m in game.legal_moves(state, player)
            if m.text not in listed and m.text != RESIGN]
    return [*(Choice(item.text, f"{item.number}. {item.label}") for item in numbered),
            *(Choice(m.text, label(game, state, m, player, lang)) for m in rest)]


def command_text(form: dict[str, list[str]], rules_id: str = "") -> str:
    """The command a posted move form stands for ('' when it names none): a form of the
    game's own (a trade, a stake) as its render module reads it, else the move written or
    picked."""
    own = games.of(rules_id).form_command(form)
    if own is not None:
        return own
    return field(form, "command") or field(form, "move")
