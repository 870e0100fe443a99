"""What a service may play for a player without asking: the throw, the end of a turn with
nothing left to decide, and the decisions the player's standing orders settle. A turn whose end
would drop a trade offer made to the player is not ended for them while a decision is left.

Standing orders are a small dict the service stores per player (key -> value, canonical):
  buy:       always | never | up_to N (price at most N) | keep N (cash left at least N)
  stars:     always | never | keep N (as many stars, or Golden, as leave at least N)
  offers:    decline (every trade offer made to the player is declined at once)
  jail_card: use (in Jail, the kept card is used at the start of the turn)
Without an order the decision is the player's, and the turn waits for them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from rules import numbers
from rules.api import CHANCE, InvalidCommand
from rules.text import fold
from rules.westernpoly.board import FIELDS
from rules.westernpoly.legal import may_buy_golden, stake_targets, star_counts, to_move
from rules.westernpoly.moves import (
    BUY,
    BUY_GOLDEN,
    DONE,
    PASS,
    ROLL,
    USE_CARD,
    Decline,
    Move,
    Stars,
)
from rules.westernpoly.state import ACT, OVER, State
from rules.westernpoly.state import ROLL as ROLL_PHASE
from rules.westernpoly.trades import lapsing
from rules.westernpoly.words import money

ORDER_KEYS = ("buy", "stars", "offers", "jail_card")

_LEAD = ("auto", "automaticky", "automaticke", "automat", "vzdy")
_KEYS = {
    **dict.fromkeys(("buy", "buying", "koupit", "kupovat", "kupuj", "nakup", "nakupovat"), "buy"),
    **dict.fromkeys(("stars", "star", "hvezdy", "hvezdicky", "stavet", "stavet hvezdy",
                     "kupovat hvezdy", "koupit hvezdy", "buy stars"), "stars"),
    **dict.fromkeys(("decline offers", "decline", "odmitat nabidky", "odmitnout nabidky",
                     "odmitat", "offers", "nabidky"), "offers"),
    **dict.fromkeys(("jail card", "use card", "card", "karta", "kartu", "pouzit kartu",
                     "karta z vezeni", "kartu z vezeni", "jail", "vezeni"), "jail_card"),
}
_ALWAYS = frozenset({"always", "yes", "on", "vzdy", "ano", "zap", "zapnout"})
_NEVER = frozenset({"never", "no", "nikdy", "ne"})
_OFF = frozenset({"off", "vyp", "vypnout", "zrusit", "stop", "cancel", "konec"})
_UP_TO = ("up to", "upto", "max", "at most", "do", "az do", "nejvys", "maximalne")
_KEEP = ("keep", "leave", "reserve", "nechat", "nechej", "ponechat", "rezerva", "zustane")
_NUMBER = re.compile(r"^\$?\s*([0-9][0-9\s.,]{0,30})\s*\$?$")


def parse_order(text: str, lang: str = "en") -> tuple[str, str | None]:
    """An order in words to (key, value); value None clears it, key "" clears every order."""
    words = fold(text).replace(":", " ").split()
    if words and words[0] in _LEAD:
        words = words[1:]
    if not words:
        raise InvalidCommand(_unreadable(text, lang))
    if words[0] in _OFF and len(words) == 1:
        return "", None
    for size in (3, 2, 1):
        key = _KEYS.get(" ".join(words[:size]))
        if key is not None:
            rest = words[size:]
            break
    else:
        raise InvalidCommand(_unreadable(text, lang))
    phrase = " ".join(rest)
    if phrase in _OFF or (phrase in _NEVER and key in ("offers", "jail_card")):
        return key, None
    if key == "offers":
        if not rest or phrase in _ALWAYS or phrase in ("offers", "nabidky", "decline"):
            return key, "decline"
        raise InvalidCommand(_unreadable(text, lang))
    if key == "jail_card":
        if not rest or phrase in _ALWAYS or phrase in ("use", "pouzit"):
            return key, "use"
        raise InvalidCommand(_unreadable(text, lang))
    if not rest or phrase in _ALWAYS:
        return key, "always"
    if phrase in _NEVER:
        return key, "never"
    for words_, kind in ((_UP_TO, "up_to"), (_KEEP, "keep")):
        for lead in words_:
            if phrase.startswith(lead + " ") and (amount := _amount(phrase[len(lead):])):
                if kind == "up_to" and key == "stars":
                    break
                return key, f"{kind} {amount}"
    raise InvalidCommand(_unreadable(text, lang))


def _amount(text: str) -> int | None:
    match = _NUMBER.match(text.strip())
    if not match:
        return None
    return numbers.whole(re.sub(r"[^0-9]", "", match.group(1)), digits=12)


def _unreadable(text: str, lang: str) -> str:
    if lang == "cs":
        return (f"Trvalému pokynu „{text}“ nerozumím. Piš například AUTOMATICKY KUPOVAT VŽDY, "
                "NIKDY, DO 4000 nebo NECHAT 5000; AUTOMATICKY HVĚZDY VŽDY, NIKDY nebo "
                "NECHAT 5000; AUTOMATICKY ODMÍTAT NABÍDKY; AUTOMATICKY POUŽÍT KARTU; "
                "AUTOMATICKY VYP.")
    return (f"I cannot read the standing order {text!r}. Write for example AUTO BUY ALWAYS, "
            "NEVER, UP TO 4000 or KEEP 5000; AUTO STARS ALWAYS, NEVER or KEEP 5000; "
            "AUTO DECLINE OFFERS; AUTO JAIL CARD; AUTO OFF.")


def order_text(key: str, value: str, lang: str) -> str:
    """One order in words ("buy every free card up to $4,000")."""
    cs = lang == "cs"
    kind, _, amount = value.partition(" ")
    sum_ = money(int(amount), lang) if amount else ""
    if key == "buy":
        return {
            "always": "kupovat vždy" if cs else "buy whenever possible",
            "never": "nikdy nekupovat" if cs else "never buy",
            "up_to": f"kupovat karty do ceny {sum_}" if cs else f"buy cards priced up to {sum_}",
            "keep": f"kupovat, zůstane-li aspoň {sum_}" if cs
            else f"buy when at least {sum_} is left",
        }[kind]
    if key == "stars":
        return {
            "always": "kupovat hvězdy vždy" if cs else "buy stars whenever possible",
            "never": "nikdy nekupovat hvězdy" if cs else "never buy stars",
            "keep": f"kupovat hvězdy, zůstane-li aspoň {sum_}" if cs
            else f"buy stars when at least {sum_} is left",
        }[kind]
    if key == "offers":
        return "odmítat nabídky obchodu" if cs else "decline trade offers"
    return "použít kartu z vězení hned" if cs else "use the Get out of Jail card at once"


def automatic(s: State, seat: int, orders: Mapping[str, str]) -> Move | None:
    """The move the service may play for `seat` now without asking (None: ask them)."""
    if s.phase == OVER or not s.alive[seat]:
        return None
    player = s.players[seat]
    if orders.get("offers") == "decline" and to_move(s) != CHANCE:
        offer = next((o for o in s.offers if o.recipient == seat), None)
        if offer is not None:
            return Decline(offer.id)
    if s.debts or seat != s.active or to_move(s) != player:
        return None
    if s.phase == ROLL_PHASE:
        return _before_throw(s, seat, orders)
    if s.phase != ACT:
        return None
    asked = bool(lapsing(s, seat)) and not s.jailed[seat]
    if s.buy_pending:
        # a purchase ends the turn and with it the offers to the player: theirs to decide,
        # whatever their standing order (the mail's buy and pass say the offers lapse)
        return None if asked else _purchase(s, seat, orders.get("buy"))
    if asked and (star_counts(s) or may_buy_golden(s)):
        # ending this turn drops offers made to the player: a decision left (stars) is theirs,
        # and the mail that asks it says the offers lapse with its "end the turn"; a turn with
        # nothing left to decide is never held open only to let them lapse (turn.done)
        return None
    return _stars(s, seat, orders.get("stars"))


def _before_throw(s: State, seat: int, orders: Mapping[str, str]) -> Move | None:
    if not s.jailed[seat]:
        # with shares a player may stake before the throw: that is theirs to decide
        return None if stake_targets(s, seat) else ROLL
    if s.kept[seat]:
        return USE_CARD if orders.get("jail_card") == "use" else None
    return DONE if s.options.jail == "two_turns" else ROLL


def _purchase(s: State, seat: int, order: str | None) -> Move | None:
    price, cash = FIELDS[s.landed].price, s.cash[seat]
    if cash < price:
        return PASS
    if order is None:
        return None
    kind, _, amount = order.partition(" ")
    if kind == "always":
        return BUY
    if kind == "up_to":
        return BUY if price <= int(amount) else PASS
    if kind == "keep":
        return BUY if cash - price >= int(amount) else PASS
    return PASS


def _stars(s: State, seat: int, order: str | None) -> Move | None:
    counts = star_counts(s)
    golden = may_buy_golden(s)
    if not counts and not golden:
        return DONE  # nothing left to decide: the turn ends
    if order is None:
        return None
    kind, _, amount = order.partition(" ")
    if kind == "never":
        return DONE
    reserve = int(amount) if kind == "keep" else 0
    cost, cash = FIELDS[s.landed].star_cost, s.cash[seat]
    if golden:
        return BUY_GOLDEN if cash - cost >= reserve else DONE
    best = max((n for n in counts if cash - n * cost >= reserve), default=0)
    return Stars(best) if best else DONE
