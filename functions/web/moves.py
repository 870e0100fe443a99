"""The move forms: the legal moves to pick from, WesternPoly's trade and stake forms, and the
command a posted form means (the same text a player would write in an e-mail)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules import Game

from .forms import field
from .texts import tr


@dataclass(frozen=True)
class Choice:
    """One option of the move list: the canonical command and its words."""

    text: str
    label: str


RESIGN = "resign"
"""The command the service resigns with; the page offers it behind a confirmation box only."""


def choices(game: Game, state: Any, player: str, lang: str) -> list[Choice]:
    """The player's legal moves now, described in `lang` (resigning has its own form)."""
    return [Choice(m.text, game.describe(state, m, lang))
            for m in game.legal_moves(state, player) if m.text != RESIGN]


def trade_form(rules_view: dict[str, Any], me: str) -> dict[str, Any] | None:
    """What WesternPoly's trade form offers `me` (None when trading is not possible now): what
    `me` may give, and one partner after another with only what that partner holds, so an
    offer asks nobody for what they do not own (one form per partner, no script needed)."""
    offerable = rules_view.get("may_offer")
    if not offerable or not offerable["open"] or not offerable["players"]:
        return None
    fields = rules_view["fields"]
    give = sorted(set(offerable["fields"]) | {f for chain in offerable["whole_chains"]
                                             for f in chain})
    cards = {p["id"]: p["kept_card"] for p in rules_view["players"]}
    return {
        "partners": [{"name": partner,
                      "fields": [(f["index"], f["name"]) for f in fields
                                 if f["owner"] == partner],
                      "card": cards.get(partner, False)}
                     for partner in offerable["players"]],
        "give_fields": [(f, fields[f]["name"]) for f in give],
        "card": offerable["card"],
        "max_money": offerable["max_money"],
    }


def stake_form(rules_view: dict[str, Any]) -> dict[str, Any] | None:
    """What WesternPoly's stake form offers (None when there is nothing to stake on)."""
    stake = rules_view.get("may_stake")
    if not stake or not stake["fields"]:
        return None
    fields = rules_view["fields"]
    return {"fields": [(f, fields[f]["name"]) for f in stake["fields"]], "max": stake["max"]}


def offer_lines(rules_view: dict[str, Any], lang: str) -> list[str]:
    """WesternPoly's open trade offers in words."""
    fields = rules_view["fields"]

    def side(bundle: dict[str, Any]) -> str:
        items = [f"{f}. {fields[f]['name']}" for f in bundle["fields"]]
        if bundle["card"]:
            items.append(tr(lang, "trade_card"))
        if bundle["money"]:
            items.append(f"{bundle['money']} $")
        return ", ".join(items) or tr(lang, "nothing")

    return [tr(lang, "offer_line", id=o["id"], frm=o["from"], to=o["to"], give=side(o["give"]),
               get=side(o["get"])) for o in rules_view.get("offers", ())]


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
    digits = text.replace(" ", "").replace("$", "")
    return int(digits) if digits.isdigit() else 0
