"""1926 events told again in a reader's language, from their data alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.api import Event
from rules.game1926.tables import SIZE_INDEX, TABLES
from rules.game1926.texts import SIZE_WORDS, SIZES, count_of, listing, say


def event_text(event: Event, lang: str) -> str:
    """The sentence of a 1926 event in `lang`; unknown kinds keep their recorded text."""
    data: Mapping[str, Any] = event.data
    kind = event.kind
    if kind == "placed":
        # region ids are unique across both maps, so the region names its map
        table = next(t for t in TABLES.values() if data["region"] in t.region_index)
        region = table.region_names[table.region_index[data["region"]]]
        move = f"{SIZE_WORDS[lang][SIZE_INDEX[data['size']]]} {region}"
        return say(lang, "placed", player=data["player"], move=move)
    if kind == "forfeit":
        n = sum(data["pyramids"][size] for size in SIZES)
        return say(lang, "forfeit", player=data["player"], pyramids=count_of(lang, n, "pyramids"))
    if kind == "resigned":
        return say(lang, "resigned", player=data["player"])
    if kind == "count":
        ranked = sorted(data["electors"].items(), key=lambda item: -item[1])
        tally = ", ".join(f"{name} {n}" for name, n in ranked)
        return say(lang, "count", round=data["round"], tally=tally)
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
    return event.text
