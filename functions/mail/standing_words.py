"""Standing orders said in a sentence ("A automaticky kupovat vždy.", "Kupuj automaticky
všechno", "Please auto-buy from now on"): the canonical order (AUTO BUY ALWAYS) the game reads.

A line is an order only when it says "automatically" in some form, names what the order
decides, and holds nothing else than words around an order: a line naming a field or anything
else is read as any other line.
"""

from __future__ import annotations

import re

from rules.text import fold

# "automatically" in both languages; "auto-buy" splits into "auto" and "buy"
_AUTO = frozenset("auto automaticky automaticke automatically automatic autobuy".split())
# what the order decides, by its words (folded)
_KEYS = {
    **dict.fromkeys("kupovat kupuj kupujte kupuju kupuji nakupovat nakupuj koupit kupoval "
                    "buy buying purchase autobuy".split(), "buy"),
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
    set nastav nastavte
""".split())
_ORDER_TEXT = {"buy": "auto buy {value}", "stars": "auto stars {value}",
               "offers": "auto decline offers", "jail_card": "auto jail card"}


def standing_in_words(line: str) -> str | None:
    """The canonical standing order a sentence says ("A automaticky kupovat vždy." → "auto
    buy always"); None when the line is no order in words."""
    words = re.findall(r"[\w']+", fold(line).replace("-", " "))
    if not words or not _AUTO.intersection(words):
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
        elif word not in _AUTO and word not in _AROUND:
            return None  # a field, a number, anything else: not an order alone
    if "stars" in keys:  # "kupuj hvězdy automaticky": the stars' order
        keys.discard("buy")
    if len(keys) != 1:
        return None
    key = keys.pop()
    if value == "never" and key in ("offers", "jail_card"):
        return None
    return _ORDER_TEXT[key].format(value=value)
