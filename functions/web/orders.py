"""The player's standing-orders form: reads it into the words of the mail command (`AUTO BUY UP
TO 4000`) and passes each changed order to the same service call a mail's AUTO line uses. The
rules and the service decide what an order means; this module only reads the form and lays out
what the template shows."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from functions.service import GameService, Seat
from rules.api import AnyRules, RulesError

from .texts import tr

# The forms each order takes on the page ("off": no order, the player decides).
BUY_MODES = ("off", "always", "never", "up_to", "keep")
STARS_MODES = ("off", "always", "never", "keep")
WITH_AMOUNT = ("up_to", "keep")
# The order keys as the mail command names them (see rules.westernpoly.orders).
KEY_WORDS = {"buy": "buy", "stars": "stars", "offers": "decline offers",
             "jail_card": "jail card"}
_AMOUNT = re.compile(r"^\$?\s*(\d{1,3}(?:[ .,\u00a0]\d{3})+|\d{1,9})\s*\$?$",
                     re.ASCII)  # ASCII digits only (rules.numbers): "５００" is no amount


class FormProblem(ValueError):
    """An orders form the page cannot pass on (an amount not written as a number); its text
    key."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


@dataclass(frozen=True)
class OrdersDraft:
    """What the orders form holds: as posted (kept through a refusal) or as saved."""

    buy: str = "off"
    buy_amount: str = ""
    stars: str = "off"
    stars_amount: str = ""
    offers: bool = False
    jail_card: bool = False
    posted: bool = False  # drawn from a refused post: the form is shown open


def offered(rules: AnyRules) -> bool:
    """Whether the game's rules take standing orders at all (1926 does not)."""
    try:
        rules.standing_order("auto off")
    except RulesError:
        return False
    return True


def saved_draft(seat: Seat) -> OrdersDraft:
    """The form as the seat's standing orders fill it."""
    orders = seat.orders
    buy, _, buy_amount = orders.get("buy", "off").partition(" ")
    stars, _, stars_amount = orders.get("stars", "off").partition(" ")
    return OrdersDraft(buy=buy, buy_amount=buy_amount, stars=stars, stars_amount=stars_amount,
                       offers=orders.get("offers") == "decline",
                       jail_card=orders.get("jail_card") == "use")


def posted_draft(form: Mapping[str, list[str]]) -> OrdersDraft:
    """The form as posted; an unknown choice reads as no order (the select offers no other)."""

    def value(name: str) -> str:
        values = form.get(name)
        return values[0].strip() if values else ""

    buy, stars = value("buy"), value("stars")
    # an unticked checkbox is not posted at all
    return OrdersDraft(buy=buy if buy in BUY_MODES else "off", buy_amount=value("buy_amount"),
                       stars=stars if stars in STARS_MODES else "off",
                       stars_amount=value("stars_amount"), offers="offers" in form,
                       jail_card="jail_card" in form, posted=True)


def wanted(draft: OrdersDraft) -> dict[str, str]:
    """The orders the draft asks for, canonical as the rules store them. Raises FormProblem
    before anything is changed when an amount is missing or not a whole number of dollars."""
    orders = {}
    for key, mode, amount in (("buy", draft.buy, draft.buy_amount),
                              ("stars", draft.stars, draft.stars_amount)):
        if mode == "off":
            continue
        orders[key] = f"{mode} {_amount(amount)}" if mode in WITH_AMOUNT else mode
    if draft.offers:
        orders["offers"] = "decline"
    if draft.jail_card:
        orders["jail_card"] = "use"
    return orders


def apply(service: GameService, game_id: str, seat: Seat, draft: OrdersDraft) -> int:
    """Set the orders the draft changes, one AUTO command each (as if mailed); returns how many
    changed. Raises FormProblem (nothing changed) or ServiceError."""
    target, current = wanted(draft), seat.orders
    changed = [key for key in KEY_WORDS if target.get(key) != current.get(key)]
    for key in changed:
        service.set_standing_order(game_id, seat.email, command(key, target.get(key)))
    return len(changed)


def command(key: str, value: str | None) -> str:
    """The AUTO command that sets `key` to `value` (None clears it): "auto buy up to 4000"."""
    if value is None:
        return f"auto {KEY_WORDS[key]} off"
    if value in ("decline", "use"):
        return f"auto {KEY_WORDS[key]}"
    return f"auto {KEY_WORDS[key]} {value.replace('_', ' ')}"


def section(rules: AnyRules, seat: Seat, draft: OrdersDraft | None, lang: str) -> dict[str, Any]:
    """What the template shows: the orders in words and the form filled from `draft`."""
    return {
        "lines": rules.standing_orders_text(seat.orders, lang),
        "draft": draft or saved_draft(seat),
        "buy_modes": [(mode, tr(lang, f"order_buy_{mode}")) for mode in BUY_MODES],
        "stars_modes": [(mode, tr(lang, f"order_stars_{mode}")) for mode in STARS_MODES],
    }


def _amount(text: str) -> int:
    match = _AMOUNT.match(text)
    amount = int(re.sub(r"[^0-9]", "", match.group(1))) if match else 0
    if amount < 1:
        raise FormProblem("order_amount_format")
    return amount
