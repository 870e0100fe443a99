"""The WesternPoly board as an SVG picture: the ring of 40 fields with their owners, stars and
the players' pawns, and the players' cash in the middle."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from .svg import NEUTRAL, colours, el, ink_on, picture, text, title
from .texts import tr

CELL = 60
SIDE = 11  # fields on a side, corners included
GOLDEN = 5  # the rules' star count that means Golden
CHAIN_COLOURS = {1: "#8d6e63", 2: "#90caf9", 3: "#ce93d8", 4: "#ffb74d", 5: "#e57373",
                 6: "#fff176", 7: "#81c784", 8: "#5c6bc0"}
KIND_MARKS = {"start": "START", "jail": "▦", "wasteland": "…", "accident": "!", "prachy": "$",
              "stestena": "?", "suspicion": "§", "trainer": "◎", "service": "⇄"}


def cell_origin(index: int) -> tuple[float, float]:
    """Top-left corner of field `index`: START bottom right, then clockwise (left, up, right)."""
    last = SIDE - 1
    side, step = divmod(index, last)
    col, row = ((last - step, last), (0, last - step), (step, 0), (last, step))[side]
    return col * CELL, row * CELL


def board_svg(view: dict[str, Any], lang: str) -> Markup:
    """The picture of a WesternPoly `view` (as `rules.get("westernpoly").view` returns it)."""
    players = [p["id"] for p in view["players"]]
    palette = colours(players)
    size = SIDE * CELL
    body = [el("rect", x=0, y=0, width=size, height=size, fill="#f3e6cc")]
    body += [_field(f, palette) for f in view["fields"]]
    body.append(_pawns(view, palette))
    body.append(_centre(view, palette, lang))
    return picture(size, size, tr(lang, "board_label_westernpoly"), body, "board")


def _field(field: dict[str, Any], palette: dict[str, str]) -> str:
    x, y = cell_origin(field["index"])
    owner = field["owner"]
    parts = [title(_field_title(field)),
             el("rect", x=x + 1, y=y + 1, width=CELL - 2, height=CELL - 2, fill="#fffaf0",
                stroke=palette[owner] if owner else "#b9a27a", stroke_width=4 if owner else 1)]
    chain = field["chain"]
    if field["kind"] == "property" and chain in CHAIN_COLOURS:
        parts.append(el("rect", x=x + 3, y=y + 3, width=CELL - 6, height=10,
                        fill=CHAIN_COLOURS[chain]))
    parts.append(text(str(field["index"]), x + 5, y + 24, font_size=9, fill="#555"))
    mark = KIND_MARKS.get(field["kind"])
    label = mark if mark else _short(field["name"])
    parts.append(text(label, x + CELL / 2, y + 36, font_size=9 if mark is None else 12,
                      text_anchor="middle", fill="#222"))
    if field["price"]:
        parts.append(text(str(field["price"]), x + CELL - 5, y + 24, font_size=8,
                          text_anchor="end", fill="#555"))
    stars = field["stars"]
    if stars:
        marks = "G" if stars == GOLDEN else "★" * stars
        parts.append(text(marks, x + CELL / 2, y + 12, font_size=10, text_anchor="middle",
                          fill="#b8860b" if stars == GOLDEN else "#222", font_weight="bold",
                          class_="stars"))
    return el("g", *parts, class_="field", id=f"field-{field['index']}")


def _field_title(field: dict[str, Any]) -> str:
    words = [f"{field['index']}. {field['name']}"]
    if field["price"]:
        words.append(f"{field['price']} $")
    if field["owner"]:
        words.append(field["owner"])
    if field["stars"]:
        words.append("Golden" if field["stars"] == GOLDEN else "★" * field["stars"])
    return ", ".join(words)


def _short(name: str) -> str:
    """The field's own name (its last words) cut to what fits in a cell."""
    words = name.split()
    label = words[-1] if words else ""
    return label if len(label) <= 9 else label[:8] + "…"


def _pawns(view: dict[str, Any], palette: dict[str, str]) -> str:
    parts = []
    crowd: dict[int, int] = {}
    for player in view["players"]:
        if not player["alive"]:
            continue
        position = player["position"]
        slot = crowd.get(position, 0)
        crowd[position] = slot + 1
        x, y = cell_origin(position)
        cx, cy = x + 10 + (slot % 3) * 14, y + 46 - (slot // 3) * 12
        colour = palette[player["id"]]
        pawn = [title(player["id"]),
                el("circle", cx=cx, cy=cy, r=6, fill=colour, stroke="#222", stroke_width=1)]
        if player["jailed"]:
            pawn.append(el("line", x1=cx - 7, y1=cy, x2=cx + 7, y2=cy, stroke="#222",
                           stroke_width=2))
        parts.append(el("g", *pawn, class_="pawn"))
    return el("g", *parts, id="pawns")


def _centre(view: dict[str, Any], palette: dict[str, str], lang: str) -> str:
    left = CELL + 20
    parts = [text("WesternPoly", SIDE * CELL / 2, CELL + 44, font_size=28, font_weight="bold",
                  text_anchor="middle", fill="#6d4c1f"),
             text(tr(lang, "round", n=view["round"]), SIDE * CELL / 2, CELL + 66, font_size=13,
                  text_anchor="middle", fill="#6d4c1f")]
    for row, player in enumerate(view["players"]):
        y = CELL + 100 + row * 26
        colour = palette[player["id"]] if player["alive"] else NEUTRAL
        state = "" if player["alive"] else f" ({tr(lang, 'bankrupt')})"
        if player["jailed"]:
            state = f" ({tr(lang, 'jailed')})"
        parts.append(el("rect", x=left, y=y - 14, width=18, height=18, rx=3, fill=colour))
        parts.append(text(player["id"][:1], left + 9, y, font_size=12, text_anchor="middle",
                          fill=ink_on(colour)))
        parts.append(text(f"{player['id']}{state}", left + 26, y, font_size=14, fill="#222"))
        parts.append(text(f"{player['cash']} $", SIDE * CELL - CELL - 20, y, font_size=14,
                          text_anchor="end", fill="#222"))
    return el("g", *parts, id="centre")


def field_rows(view: dict[str, Any], lang: str) -> dict[str, Any]:
    """The board as a list for a narrow screen: each field with its mark, owner, stars and
    who stands there, and the legend of the picture's marks."""
    palette = colours([p["id"] for p in view["players"]])
    here: dict[int, list[dict[str, str]]] = {}
    for player in view["players"]:
        if player["alive"]:
            here.setdefault(player["position"], []).append(
                {"name": player["id"], "colour": palette[player["id"]]})
    rows = []
    for field in view["fields"]:
        owner = field["owner"]
        stars = field["stars"]
        rows.append({
            "index": field["index"], "name": field["name"],
            "mark": KIND_MARKS.get(field["kind"], ""),
            "price": f"{field['price']} $" if field["price"] else "",
            "owner": owner, "colour": palette.get(owner),
            "stars": "Golden" if stars == GOLDEN else "★" * stars, "here": here.get(field["index"], []),
        })  # fmt: skip
    legend = [(mark, tr(lang, f"field_{kind}")) for kind, mark in KIND_MARKS.items()]
    legend += [("★", tr(lang, "legend_star")), ("G", tr(lang, "legend_golden")),
               ("●", tr(lang, "legend_pawn"))]
    return {"rows": rows, "legend": legend}
