"""1926 events in words: every event's text is made from its data alone, so the text recorded
in the game's language and a retelling in a reader's language can never disagree."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.api import Event
from rules.game1926.tables import REGION_AT, REGION_NAMES, SIZE_INDEX
from rules.game1926.texts import SIZE_WORDS, SIZES, count_of, listing, say, tally_text


def placement_words(size: str, region: str, lang: str) -> str:
    """A placement in words: 'large Praha' or 'velká v Praze' (the Czech size agrees with the
    pyramid it stands for, the region is in the locative)."""
    where = REGION_AT[region] if lang == "cs" else REGION_NAMES[region]
    return f"{SIZE_WORDS[lang][SIZE_INDEX[size]]} {where}"


KINDS = frozenset({"placed", "forfeit", "resigned", "count", "eliminated", "game_over"})
"""The event kinds of 1926."""


def event(kind: str, data: Mapping[str, Any], lang: str) -> Event:
    """A new event of `kind` with `data`, told in `lang`."""
    return Event(kind, sentence(kind, data, lang), data)


def event_text(event: Event, lang: str) -> str:
    """The sentence of a 1926 event in `lang`; unknown kinds keep their recorded text."""
    return sentence(event.kind, event.data, lang) if event.kind in KINDS else event.text


def sentence(kind: str, data: Mapping[str, Any], lang: str) -> str:
    """The sentence of an event of `kind` (one of KINDS) with `data` in `lang`."""
    if kind == "placed":
        move = placement_words(data["size"], data["region"], lang)
        return say(lang, "placed", player=data["player"], move=move)
    if kind == "forfeit":
        n = sum(data["pyramids"][size] for size in SIZES)
        return say(lang, "forfeit", player=data["player"], pyramids=count_of(lang, n, "pyramids"))
    if kind == "resigned":
        return say(lang, "resigned", player=data["player"])
    if kind == "count":
        return say(lang, "count", round=data["round"], tally=tally_text(data["electors"]))
    if kind == "eliminated":
        return say(lang, "eliminated", players=listing(lang, data["players"]))
    if kind == "game_over":
        winners = data["winners"]
        electors = count_of(lang, data["electors"], "electors")
        if data["draw"]:
            return say(lang, "draw", players=listing(lang, winners), electors=electors)
        if data["decided_by"] == "majority":
            return say(lang, "won_majority", player=winners[0], electors=electors)
        return say(lang, "won_last", player=winners[0])
    raise ValueError(f"not a 1926 event kind: {kind!r}")
