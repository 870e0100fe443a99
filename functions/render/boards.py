"""What the HTML board of each game shows, built from the rules' `view` (JSON-safe data).

A context is plain data for `templates/email/_board_<game>.html`: names, numbers, and a
`colour` index per player (seating order) that the stylesheet turns into a colour. Texts the
templates print come from the catalogue in the reader's language; names from the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from functions.i18n import money
from functions.render.palette import SEAT_COLOURS
from rules import CHANCE

COLOURS = len(SEAT_COLOURS)
"""Players' colours in the stylesheet (.p0 .. .p5, from functions.render.palette); more
players than that reuse them."""

_GOLDEN = 5  # WesternPoly's star level that means Golden


def board_context(view: Mapping[str, Any], lang: str) -> dict[str, Any] | None:
    """The HTML board context of a game's view, or None for a game without an HTML board."""
    builder = _BUILDERS.get(view.get("game", ""))
    return builder(view, lang) if builder else None


def turn_of(view: Mapping[str, Any]) -> tuple[str, int]:
    """Where the game is, for subjects: ("turn_move", n) in 1926, ("turn_round", n) elsewhere."""
    if view.get("game") == "1926":
        placed = sum(len(c["pyramids"]) for r in view["regions"] for c in r["columns"])
        return "turn_move", placed + 1
    return "turn_round", int(view.get("round", 1))


def _colours(players: list[str]) -> dict[str, int]:
    return {name: i % COLOURS for i, name in enumerate(players)}


def _board_1926(view: Mapping[str, Any], lang: str) -> dict[str, Any]:
    colour = _colours(view["players"])
    regions = [
        {
            "name": region["name"],
            "electors": region["electors"],
            "closed": region["closed"],
            "leader": region["leader"],
            "leader_colour": colour.get(region["leader"]),
            "columns": [
                {
                    "slot": ("I", "II", "III")[column["slot"] - 1],
                    "player": column["player"],
                    "colour": colour[column["player"]],
                    "pyramids": column["pyramids"],
                    "total": column["total"],
                }
                for column in region["columns"]
            ],
        }
        for region in view["regions"]
    ]
    order = {name: i for i, name in enumerate(view["players"])}
    forfeited = set(view["forfeited"])
    players = [
        {
            "player": p,
            "colour": colour[p],
            "electors": view["electors"].get(p, 0),
            "large": left["large"],
            "medium": left["medium"],
            "small": left["small"],
            "forfeited": p in forfeited,
        }
        for p, left in view["pyramids_left"].items()
    ]
    players.sort(key=lambda row: (-row["electors"], order[row["player"]]))
    return {
        "game": "1926",
        "variant": view["variant_name"],
        "electors_total": view["electors_total"],
        "majority": view["majority"],
        "regions": regions,
        "players": players,
        "to_move": view["to_move"],
    }


def _board_westernpoly(view: Mapping[str, Any], lang: str) -> dict[str, Any]:
    ids = [p["id"] for p in view["players"]]
    colour = _colours(ids)
    fields = view["fields"]
    here: dict[int, list[dict[str, Any]]] = {}
    players = []
    for p in view["players"]:
        if p["alive"]:
            here.setdefault(p["position"], []).append({"player": p["id"], "colour": colour[p["id"]]})
        players.append(
            {
                "player": p["id"],
                "colour": colour[p["id"]],
                "alive": p["alive"],
                "cash": money(p["cash"], lang),
                "wealth": money(p["wealth"], lang),
                "position": p["position"],
                "field": fields[p["position"]]["name"],
                "jailed": p["jailed"],
                "kept_card": p["kept_card"],
            }
        )
    return {
        "game": "westernpoly",
        "round": view["round"],
        "players": players,
        "fields": [
            {
                "index": f["index"],
                "name": f["name"],
                "price": money(f["price"], lang) if f["price"] else "",
                "owner": f["owner"],
                "colour": colour.get(f["owner"]),
                "stars": "Golden" if f["stars"] == _GOLDEN else "★" * f["stars"],
                "buyable": bool(f["price"]),
                "here": here.get(f["index"], []),
            }
            for f in fields
        ],
        "to_move": None if view["to_move"] == CHANCE else view["to_move"],
    }


_BUILDERS = {"1926": _board_1926, "westernpoly": _board_westernpoly}
