"""Standing orders said in a sentence ("A automaticky kupovat vždy.", "Kupuj automaticky
všechno", "Please auto-buy from now on"): the canonical order (AUTO BUY ALWAYS) the game reads.

A line is an order only when it says "automatically" in some form, names what the order
decides, and holds nothing else than words around an order: a line naming a field or anything
else is read as any other line. A price said with its bound ("kupuj automaticky všechno do
4000", "nech mi aspoň 5000", "always buy anything under $4000") makes the order UP TO or KEEP;
with a bound, "always" says "automatically" too.
"""

from __future__ import annotations

import re

from rules import amounts, numbers
from rules.text import fold

# "automatically" in both languages; "auto-buy" splits into "auto" and "buy"; the game told to
# do it by itself ("kupuj vsechno do 3000 sam", "kupuj sama", "for me")
_AUTO = frozenset("auto automaticky automaticke automatically automatic autobuy sam sama sami "
                  "samo samy yourself".split())
# what the order decides, by its words (folded)
_KEYS = {
    **dict.fromkeys("kupovat kupuj kupujte kupuju kupuji nakupovat nakupuj koupit kupoval "
                    "kupovala koupi buy buying purchase autobuy".split(), "buy"),
    **dict.fromkeys("nekupovat nekupuj nekupujte".split(), "buy never"),
    **dict.fromkeys("hvezdy hvezdicky hvezdu stars star".split(), "stars"),
    **dict.fromkeys("odmitat odmitej odmitejte decline nabidky offers".split(), "offers"),
    **dict.fromkeys("kartu karta card".split(), "jail_card"),
}
# the value of the order: always unless it says never
_NEVER = frozenset("nikdy nic never nothing".split())
# words said around an order that change nothing in it
_AROUND = frozenset("""
    a i and also prosim please pls at chci bych chtel chtela ode ted odted od ted from now on
    vzdy vzdycky always vse vsechno vsechny all everything every everytime mi me for i'd id
    i'll ill want would like to taky too tez uz mne all pole karty cards fields you can
    muzes muzete pro vse ho je to it them ty the hned z vezeni jail use pouzit pouzivat
    set nastav nastavte stav stavej stavet postav build
    priste napriste budoucna do dal tedka odtedka next time going forward in future henceforth
    then just proste klidne radsi rather on your own robot
""".split())
_ORDER_TEXT = {"buy": "auto buy {value}", "stars": "auto stars {value}",
               "offers": "auto decline offers", "jail_card": "auto jail card"}
# the words before a price that bound it (folded, as word tuples): at most the price, below
# it (one dollar less: "under $4000" buys no field of $4000), or the cash to keep
_BOUNDS = {
    **dict.fromkeys(("do", "az do", "up to", "max", "maximalne", "nejvys", "nanejvys",
                     "at most", "for at most", "for up to", "za max", "za maximalne"), "up_to"),
    **dict.fromkeys(("under", "below", "less than", "for less than", "cheaper than", "pod",
                     "mene nez", "za mene nez", "levnejsi nez", "levnejsi jak"), "below"),
    **dict.fromkeys(("keep", "keep at least", "leave me", "leave me at least", "nech mi",
                     "nech mi aspon", "nechej mi", "nechej mi aspon", "at mi zustane",
                     "at mi zustane aspon", "so i keep", "as long as i keep"), "keep"),
}
# "always" and "from now on" say the order's "automatically" when a bound says its price
_ALWAYS = frozenset("always vzdy vzdycky".split())
# what a bounded order may say around its price: what is bought, what it costs, the cash kept
_PRICED = frozenset("""
    anything any cokoli cokoliv co ktere ktera ktery that which costs cost costing stoji
    stoji priced cena cenu but ale cash hotovosti penez dolaru fields
""".split())
# a price's thousands set apart ("4 000", "4.000", "4,000"): one number
_GROUPED = re.compile(r"(?<=\d)[ .,\xa0](?=\d{3}\b)")


def standing_in_words(line: str) -> str | None:
    """The canonical standing order a sentence says ("A automaticky kupovat vždy." → "auto
    buy always"); None when the line is no order in words."""
    words, bound = _bounded(line)
    if not words or not _AUTO.intersection(words) and not (bound and _ALWAYS.intersection(words)):
        return None
    keys = set()
    value = "always"
    for word in words:
        if word in _KEYS:
            key, _, said = _KEYS[word].partition(" ")
            keys.add(key)
            value = said or value
        elif word in _NEVER:
            value = "never"
        elif word not in _AUTO and word not in _AROUND and not (bound and word in _PRICED):
            return None  # a field, a number, anything else: not an order alone
    if "stars" in keys:  # "kupuj hvězdy automaticky": the stars' order
        keys.discard("buy")
    if len(keys) != 1:
        return None
    key = keys.pop()
    if value == "never" and key in ("offers", "jail_card"):
        return None
    if bound:
        kind, price = bound
        if value == "never" or key not in ("buy", "stars") or key == "stars" and kind != "keep":
            return None  # no order keeps the stars to a price, nor a price for never
        value = f"keep {price}" if kind == "keep" else f"up to {price}"
    return _ORDER_TEXT[key].format(value=value)


def _bounded(line: str) -> tuple[list[str], tuple[str, int] | None]:
    """(the line's words less its price and the bound before it, (the bound, the price) or
    None): "kupuj vše do 4 000 $" -> (["kupuj", "vse"], ("up_to", 4000))."""
    folded = _GROUPED.sub("", amounts.prepare(fold(line).replace("-", " ")))
    words = amounts.money_tokens(re.findall(r"\$?[\w']+|\$", folded))
    prices = [at for at, word in enumerate(words) if _price(word) is not None]
    if len(prices) != 1:  # no price, or two: no bounded order (the game reads the line)
        return [w for w in words if w != "$"], None
    at = prices[0]
    for size in (4, 3, 2, 1):
        kind = _BOUNDS.get(" ".join(words[max(at - size, 0):at])) if at >= size else None
        if kind is not None:
            price = _price(words[at]) or 0
            bound = ("up_to", price - 1) if kind == "below" else (kind, price)
            return [w for w in words[:at - size] + words[at + 1:] if w != "$"], bound
    return [w for w in words if w != "$"], None


def _price(word: str) -> int | None:
    """The amount a token says ("$4000", "4000"), else None."""
    return numbers.whole(word.removeprefix("$"), digits=amounts.MAX_AMOUNT_DIGITS)


# "… a hvězdy taky vždycky": a second order after "a" / "and", its "automatically" the first's
_NEXT_ORDER = re.compile(r",?\s+(?:a|and|i|plus)\s+|,\s+", re.IGNORECASE)


def standing_orders_in_words(line: str) -> list[str]:
    """The standing orders a sentence says, in order ("Automaticky kupovat vždy a hvězdy taky
    vždycky." → auto buy always, auto stars always); [] when it says none."""
    first, *others = _NEXT_ORDER.split(line.strip())
    head = standing_in_words(first)
    auto = next((w for w in re.findall(r"[\w']+", fold(first)) if w in _AUTO), None)
    if others and head is not None and auto is not None:
        rest = [standing_in_words(f"{auto} {other}") for other in others]
        if all(rest) and len({head, *rest}) == len(others) + 1:
            return [head, *(order for order in rest if order)]
    whole = standing_in_words(line)
    return [whole] if whole else []
