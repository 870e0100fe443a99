"""The move forms: the legal moves to pick from and the command a posted form means (the same
text a player would write in an e-mail); a game's own forms (a trade, a stake) come from its
render module (functions.render.games)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from functions.render.menu import menu
from rules import AnyRules, numbers

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
            *(Choice(m.text, game.describe(state, m, lang, reader=player)) for m in rest)]


def command_text(form: dict[str, list[str]]) -> str:
    """The command a posted move form stands for ('' when it names none)."""
    kind = field(form, "kind", "pick")
    if kind == "offer":
        give = _bundle(form.get("give_field", []), "give_card" in form, field(form, "give_money"))
        get = _bundle(form.get("get_field", []), "get_card" in form, field(form, "get_money"))
        return f"offer {field(form, 'to')} give {give} get {get}"
    if kind == "stake":
        return f"stake ${_amount(field(form, 'amount'))} on {field(form, 'field')}"
    return field(form, "command") or field(form, "move")


def _bundle(fields: list[str], card: bool, money: str) -> str:
    """One side of a trade in the rules' words: '3, 11, card, $500' or 'nothing'."""
    items = [f.strip() for f in fields if f.strip()]
    if card:
        items.append("card")
    if _amount(money):
        items.append(f"${_amount(money)}")
    return ", ".join(items) if items else "nothing"


def _amount(text: str) -> int:
    """A whole number of dollars from a form ('' or junk: 0; the rules judge the rest)."""
    return numbers.whole_or(text.replace(" ", "").replace("$", ""), 0, digits=12)
