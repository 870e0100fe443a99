"""1926 events in words: every event's text is made from its data alone, so the text recorded
in the game's language and a retelling in a reader's language can never disagree."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.api import Event
from rules.game1926.tables import REGION_AT, REGION_NAMES, SIZE_INDEX
from rules.game1926.texts import (
    SIZE_WORDS,
    SIZES,
    count_of,
    eliminated_key,
    listing,
    say,
    tally_text,
)


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


def event_text(event: Event, lang: str, reader: str | None = None) -> str:
    """The sentence of a 1926 event in `lang` for `reader`; unknown kinds keep their recorded
    text."""
    return sentence(event.kind, event.data, lang, reader) if event.kind in KINDS else event.text


def sentence(kind: str, data: Mapping[str, Any], lang: str, reader: str | None = None) -> str:
    """The sentence of an event of `kind` (one of KINDS) with `data` in `lang`; the player it
    is about (`reader`) reads it in the second person ("You are out of the count")."""
    if reader is not None:
        told = _to_the_reader(kind, data, lang, reader)
        if told is not None:
            return told
    if kind == "placed":
        move = placement_words(data["size"], data["region"], lang)
        return say(lang, "placed", player=data["player"], move=move)
    if kind == "forfeit":
        n = sum(data["pyramids"][size] for size in SIZES)
        return say(lang, "forfeit", player=data["player"], pyramids=count_of(lang, n, "pyramids"))
    if kind == "resigned":
        return say(lang, "removed" if data.get("removed") else "resigned", player=data["player"])
    if kind == "count":
        return say(lang, "count", round=data["round"], tally=tally_text(data["electors"]))
    if kind == "eliminated":
        key = "eliminated" if len(data["players"]) == 1 else eliminated_key(data["players"])
        return say(lang, key, players=listing(lang, data["players"]))
    if kind == "game_over":
        winners = data["winners"]
        electors = count_of(lang, data["electors"], "electors")
        if data["draw"]:
            return say(lang, "draw", players=listing(lang, winners), electors=electors)
        if data["decided_by"] == "majority":
            return say(lang, "won_majority", player=winners[0], electors=electors)
        return say(lang, "won_last", player=winners[0])
    raise ValueError(f"not a 1926 event kind: {kind!r}")


def _to_the_reader(kind: str, data: Mapping[str, Any], lang: str, reader: str) -> str | None:
    """The event in the second person when it is about `reader`, else None."""
    if kind == "placed" and data["player"] == reader:
        return say(lang, "placed_you", move=placement_words(data["size"], data["region"], lang))
    if kind == "forfeit" and data["player"] == reader:
        n = sum(data["pyramids"][size] for size in SIZES)
        return say(lang, "forfeit_you", pyramids=count_of(lang, n, "pyramids"))
    if kind == "resigned" and data["player"] == reader:
        return say(lang, "removed_you" if data.get("removed") else "resigned_you")
    if kind == "eliminated" and reader in data["players"]:
        others = [p for p in data["players"] if p != reader]
        return say(lang, "eliminated_you_too", players=listing(lang, others)) if others \
            else say(lang, "eliminated_you")
    if kind == "game_over" and not data["draw"] and data["winners"][:1] == [reader]:
        if data["decided_by"] == "majority":
            return say(lang, "won_majority_you", reader=reader,
                       electors=count_of(lang, data["electors"], "electors"))
        return say(lang, "won_last_you", reader=reader)
    return None
