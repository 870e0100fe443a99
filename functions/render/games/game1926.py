"""How the shell shows 1926: the mail's HTML board, the pages' picture (eleven regions, each
with its three columns of pyramids drawn by size in the investors' colours, the electors and the
leader; under them the electors tally against the majority line), the players table and the
result, the move number of the subjects."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, cast

from markupsafe import Markup

from functions.i18n import Catalogue
from functions.render.boards import colour_indexes
from functions.render.svg import NEUTRAL, colours, el, ink_on, picture, points, text, title
from rules import Result
from rules.game1926.view import ColumnView, RegionView, View

from .plain import page_words as tr

MOVES_HELP = "moves_1926"

# "Ann: large Praha" only restates Ann's move "large Praha": the history tells each step once.
RESTATING = frozenset({"placed", "resigned"})
# ... and "You: large Plzeň" is what a read-back "Read as: large Plzeň" said (review 22n: both
# in one game-over mail)
READ_BACK = frozenset({"placed"})

# The final board retells the counts, who went out and who won.
TOLD_AT_THE_END = frozenset({"count", "eliminated", "game_over"})

SITUATION = "_situation_1926.html"
# a five-seat turn mail's board (a line a region) and its menu of up to 33 placements take
# some 25 lines of their own: at 45 a round's table talk, two messages a player, gave way to
# "3 starší zprávy jsou na tvé stránce hry" and the round's placements to "… a ještě 2
# dřívější události", none of them seen by the reader (review 55, issue 42)
TEXT_LINES = 60

WORDS = Catalogue("game1926", {
    # the organizer's form: the labels of the game's options and their choices
    "option_variant": {"en": "Map", "cs": "Mapa"},
    "choice_variant_primarky": {"en": "The Primaries: Bohemia, 77 electors", "cs": "Primárky: Čechy, 77 volitelů"},
    "choice_variant_kancler": {"en": "The Chancellor: Austria, 53 electors", "cs": "Kancléř: Rakousko, 53 volitelů"},
    "option_sets": {"en": "Pyramids of each size per player", "cs": "Pyramid každé velikosti na hráče"},
    # the help on writing moves, the mail's HTML board
    "moves_1926": {
        "en": "Name a pyramid size and a region: “large Praha”, “medium Brno”, “L Plzeň”. "
        "Sizes: large/medium/small (L/M/S) or velká/střední/malá (V/S/M). Regions by their "
        "name, with or without diacritics; Czech cases work too (“velkou do Prahy”).",
        "cs": "Napiš velikost pyramidky a oblast: „velkou do Prahy“, „střední v Brně“, "
        "zkratkou „V Plzeň“. Velikosti: velká/střední/malá (V/S/M) nebo large/medium/small "
        "(L/M/S). Oblast jménem, s diakritikou i bez, v kterémkoli pádě.",
    },
    "b1926_header": {
        "en": "1926 — {variant}: {electors} [electors: elector|electors], {majority} to win",
        "cs": "1926 — {variant}: {electors} [electors: volitel|volitelé|volitelů], k vítězství "
              "{majority}",
    },
    "b1926_leads_mark": {"en": "leads the region", "cs": "vede oblast"},
    "b1926_closed": {"en": "closed", "cs": "uzavřeno"},
    "b1926_tally": {"en": "Electors now, pyramids left", "cs": "Volitelé teď, zbývající pyramidky"},
    # the finished board's electors are its first count's: a recount after an elimination
    # gives others, told under it (review 55: "Electors at the end" 33 beside the winner's 40)
    "b1926_tally_final": {"en": "Electors at count 1, as the board stands",
                          "cs": "Volitelé v 1. sčítání, jak stojí plán"},
    "b1926_player": {"en": "Player", "cs": "Hráč"},
    "b1926_electors": {"en": "Electors", "cs": "Volitelé"},
    "b1926_forfeited": {"en": "forfeited", "cs": "propadlo"},
    "b1926_sizes": {"en": "large 3 · medium 2 · small 1", "cs": "velká 3 · střední 2 · malá 1"},
    # the picture and its list
    "b1926_empty": {"en": "No pyramids yet: {regions}", "cs": "Zatím bez pyramidek: {regions}"},
    "b1926_empty_final": {"en": "Left without pyramids: {regions}",
                          "cs": "Bez pyramidek zůstaly: {regions}"},
    "list_large": {"en": "a large pyramid (3 points)", "cs": "velká pyramidka (3 body)"},
    "list_medium": {"en": "a medium pyramid (2 points)", "cs": "střední pyramidka (2 body)"},
    "list_small": {"en": "a small pyramid (1 point)", "cs": "malá pyramidka (1 bod)"},
    # the standings tell what another did in the past, in the gender the name shows
    "result_out_in_count": {"en": "{electors} in count {n}, then out",
                            "cs": "{electors} v {n}. sčítání, pak [sex {player}: vypadl|vypadla|"
                                  "konec ve sčítání]"},
    # a player who resigned stands in no count: the count considers only those still in
    "result_resigned": {"en": "resigned", "cs": "[sex {player}: vzdal|vzdala|hra vzdána]"},
    # ... or was taken out (missed turns, the organizer): no resignation of theirs
    "result_removed": {"en": "out of the game", "cs": "mimo hru"},
    "electors_forms": {"en": "elector electors electors",
                       "cs": "volitel volitelé volitelů"},
    "electors_n": {"en": "{n} {noun}",
                   "cs": "{n} {noun}"},
    "tally_heading": {"en": "Electors ({total} in all, majority {majority})",
                      "cs": "Volitelé (celkem {total}, většina {majority})"},
    "leads": {"en": "{player} leads",
              "cs": "vede {player}"},
    "nobody_leads": {"en": "nobody leads",
                     "cs": "nikdo nevede"},
    "board_label": {"en": "1926 board: {variant}", "cs": "Plán hry 1926: {variant}"},
    # the mails of the game's announced events (a player out of the count, and their forfeit): subjects and intros
    "subject_eliminated": {"en": "Out of the count: {name} — {title}",
                           "cs": "Mimo sčítání: {name} — {title}"},
    "subject_forfeit": {"en": "{name} forfeits the pyramids left — {title}",
                        "cs": "{name}: zbylé pyramidky propadly — {title}"},
    "subject_eliminated_you": {"en": "You are out of the count — {title}",
                               "cs": "Vypadáváš ze sčítání — {title}"},
    "subject_forfeit_you": {"en": "Your pyramids left are forfeited — {title}",
                            "cs": "Tvoje zbylé pyramidky propadají — {title}"},
    "eliminated_intro": {"en": "News from “{title}”:", "cs": "zpráva ze hry „{title}“:"},
    "forfeit_intro": {"en": "News from “{title}”:", "cs": "zpráva ze hry „{title}“:"},
    # the pages: the player's situation, the regions' list, the players table
    # "count", as the count's own lines say it ("Count 2: …", "Sčítání 2: …"), never "round"
    "eliminated_in": {"en": "eliminated at count {n}", "cs": "vypadává v {n}. sčítání"},
    "closed": {"en": "closed", "cs": "uzavřeno"},
    "pyramids_left": {"en": "Pyramids left", "cs": "Zbývající pyramidky"},
    "regions": {"en": "Regions", "cs": "Oblasti"},
    "leader": {"en": "Leader", "cs": "Vede"},
    "columns": {"en": "Columns", "cs": "Sloupce"},
    # a count of pyramids left: "1 velká", "2 velké", "0 velkých" (the form agrees with {n})
    "large": {"en": "large", "cs": "[n: velká|velké|velkých]"},
    "medium": {"en": "medium", "cs": "[n: střední|střední|středních]"},
    "small": {"en": "small", "cs": "[n: malá|malé|malých]"},
    "electors": {"en": "Electors", "cs": "Volitelé"},
    "electors_standing": {"en": "{n} of {total} ({majority} win)", "cs": "{n} z {total} (k vítězství {majority})"},
    # a player's question of the game's state answered (issue 42): the reader's pyramids in
    # the nominative after "zbývá", another's in the accusative after "má"
    "ask_left_you": {"en": "You have {sizes} [last: pyramid|pyramids] left.",
                     "cs": "[first: Zbývá|Zbývají|Zbývá] ti {sizes} [last: pyramidka|pyramidky|"
                           "pyramidek]."},
    "ask_left_none_you": {"en": "You have no pyramids left.",
                          "cs": "Už ti nezbývá žádná pyramidka."},
    "ask_left_other": {"en": "{player} has {sizes} [last: pyramid|pyramids] left.",
                       "cs": "{player} má ještě {sizes} [last: pyramidku|pyramidky|pyramidek]."},
    "ask_left_none_other": {"en": "{player} has no pyramids left.",
                            "cs": "{player} už žádnou pyramidku nemá."},
    "large_acc": {"en": "large", "cs": "[n: velkou|velké|velkých]"},
    "medium_acc": {"en": "medium", "cs": "[n: střední|střední|středních]"},
    "small_acc": {"en": "small", "cs": "[n: malou|malé|malých]"},
    "ask_electors_you": {"en": "You have {n} [n: elector|electors] now ({majority} win).",
                         "cs": "Máš teď {n} [n: volitele|volitele|volitelů] (k vítězství "
                               "{majority})."},
    "ask_electors_other": {"en": "{player} has {n} [n: elector|electors] now.",
                           "cs": "{player} má teď {n} [n: volitele|volitele|volitelů]."},
    "ask_all_other": {"en": "{player} has {n} [n: elector|electors] and {pyramids} left{leads}.",
                      "cs": "{player} má teď {n} [n: volitele|volitele|volitelů] a ještě "
                            "{pyramids}{leads}."},
    "ask_all_leads": {"en": ", and leads {regions}", "cs": "; vede {regions}"},
    "ask_pyramids": {"en": "{sizes} [last: pyramid|pyramids]",
                     "cs": "{sizes} [last: pyramidku|pyramidky|pyramidek]"},
    "ask_pyramids_none": {"en": "no pyramids", "cs": "žádnou pyramidku"},
    "ask_leads_regions_you": {"en": "You lead {regions}.", "cs": "Vedeš {regions}."},
    "ask_placed": {"en": "The game ends once every pyramid is placed: [n: {n} is|{n} are] "
                         "left, {own} of them yours.",
                   "cs": "Hra skončí, až budou rozmístěné všechny pyramidky: [n: zbývá|zbývají|"
                         "zbývá] jich ještě {n}, z toho {own} tvých."},
    "ask_leader": {"en": "{names} [n: leads|lead together] with {best} [best: elector|electors].",
                   "cs": "[n: Vede|Vedou společně|Vedou společně] {names} s {best} [best: "
                         "volitelem|voliteli|voliteli]."},
    "ask_leader_you": {"en": "You lead with {best} [best: elector|electors].",
                       "cs": "Vedeš ty s {best} [best: volitelem|voliteli|voliteli]."},
    "ask_leader_shared_you": {"en": "You share the lead with {names}: {best} [best: elector|"
                                    "electors] each.",
                              "cs": "O vedení se dělíš s [ins: {names}] ({best} [best: "
                                    "volitel|volitelé|volitelů])."},
    "ask_nobody_leads": {"en": "Nobody has any electors yet.",
                         "cs": "Zatím nikdo žádné volitele nemá."},
})
"""The game's own texts; the mail's templates find them by key as they find the mail's."""

CARD_W, CARD_H, GAP, PER_ROW = 200, 176, 8, 3
STACK_H = 96  # room for a column's pyramids
# Drawn size of a pyramid: (height, base width) by size.
SHAPES: dict[str, tuple[float, float]] = {
    "large": (24, 46), "medium": (17, 34), "small": (11, 22)}
TALLY_H = 86


def board_svg(view: View, lang: str) -> Markup:
    """The picture of a 1926 `view` (as `rules.get("1926").view` returns it), words in `lang`."""
    palette = colours(view["players"])
    regions = view["regions"]
    rows = -(-len(regions) // PER_ROW)
    width = PER_ROW * CARD_W + (PER_ROW + 1) * GAP
    board_h = rows * CARD_H + (rows + 1) * GAP
    body = [el("rect", x=0, y=0, width=width, height=board_h + TALLY_H, fill="#f6f1e7")]
    for n, region in enumerate(regions):
        x = GAP + (n % PER_ROW) * (CARD_W + GAP)
        y = GAP + (n // PER_ROW) * (CARD_H + GAP)
        body.append(_region(region, x, y, palette, lang))
    body.append(_tally(view, palette, board_h, width, lang))
    label = WORDS.say(lang, "board_label", variant=view["variant_name"])
    return picture(width, board_h + TALLY_H, label, body, "board")


def _region(region: RegionView, x: float, y: float, palette: dict[str, str],
            lang: str) -> str:
    leader = region["leader"]
    edge = palette[leader] if leader else NEUTRAL
    status = WORDS.say(lang, "leads", player=leader) if leader \
        else WORDS.say(lang, "nobody_leads")
    parts = [
        title(f"{region['name']}, {electors(lang, region['electors'])} — {status}. "
              + "; ".join(f"{c['player']}: {c['total']}" for c in region["columns"])),
        el("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=8, fill="#ffffff", stroke=edge,
           stroke_width=4 if leader else 1.5),
        text(region["name"], x + 10, y + 20, font_size=14, font_weight="bold", fill="#222"),
        text(electors(lang, region["electors"]), x + 10, y + 37, font_size=12,
             fill="#444"),
    ]
    if region["closed"]:
        parts.append(text(WORDS.say(lang, "closed"), x + CARD_W - 10, y + 37, font_size=11,
                          fill="#8a1c1c", text_anchor="end"))
    if leader:
        parts.append(el("circle", cx=x + CARD_W - 16, cy=y + 16, r=8, fill=edge))
    scale = _scale(region["columns"])
    slot_w = (CARD_W - 20) / 3
    base_y = y + 46 + STACK_H
    for slot in range(3):
        cx = x + 10 + slot * slot_w + slot_w / 2
        column = region["columns"][slot] if slot < len(region["columns"]) else None
        parts.append(_column(column, cx, base_y, slot_w, scale, palette, lang))
    return el("g", *parts, class_="region", id=f"region-{region['id']}")


def _scale(columns: list[ColumnView]) -> float:
    """Shrink the region's pyramids when its tallest column would not fit."""
    tallest = max((sum(SHAPES[p][0] for p in c["pyramids"]) for c in columns), default=0)
    return min(1.0, STACK_H / tallest) if tallest else 1.0


def _column(column: ColumnView | None, cx: float, base_y: float, slot_w: float,
            scale: float, palette: dict[str, str], lang: str) -> str:
    if column is None:
        return el("rect", x=cx - slot_w / 2 + 4, y=base_y - STACK_H, width=slot_w - 8,
                  height=STACK_H, rx=4, fill="none", stroke="#cfc8b8", stroke_dasharray="4 3")
    colour = palette[column["player"]]
    parts = [el("line", x1=cx - slot_w / 2 + 6, y1=base_y, x2=cx + slot_w / 2 - 6, y2=base_y,
                stroke=colour, stroke_width=3)]
    top = base_y
    for size in column["pyramids"]:
        height, base = SHAPES[size]
        height *= scale
        # the tooltip in the page's language ("velká pyramidka (3 body)"), not the rules' key
        parts.append(el("polygon", title(WORDS.say(lang, f"list_{size}")), fill=colour, stroke="#222", stroke_width=0.8,
                        points=points((cx - base / 2, top), (cx + base / 2, top),
                                      (cx, top - height)),
                        class_=f"pyramid pyramid-{size}"))
        top -= height
    parts.append(el("rect", x=cx - 20, y=base_y + 6, width=40, height=18, rx=4, fill=colour))
    parts.append(text(f"{column['player'][:1]} {column['total']}", cx, base_y + 19,
                      font_size=12, font_weight="bold", fill=ink_on(colour),
                      text_anchor="middle"))
    return el("g", title(f"{column['player']}: {column['total']}"), *parts, class_="column")


def _tally(view: View, palette: dict[str, str], top: float, width: float,
           lang: str) -> str:
    total, majority = view["electors_total"], view["majority"]
    bar_x, bar_w, bar_y = GAP + 2, width - 2 * GAP - 4, top + 22
    unit = bar_w / total
    heading = WORDS.say(lang, "tally_heading", total=total, majority=majority)
    parts = [text(heading, GAP + 2, top + 14, font_size=13, font_weight="bold", fill="#222"),
             el("rect", x=bar_x, y=bar_y, width=bar_w, height=22, fill="#e3ddd0")]
    x: float = bar_x
    for player in view["players"]:
        count = view["electors"].get(player, 0)
        if count:
            parts.append(el("rect", title(f"{player}: {count}"), x=x, y=bar_y,
                            width=count * unit, height=22, fill=palette[player]))
            x += count * unit
    line_x = bar_x + majority * unit
    parts.append(el("line", x1=line_x, y1=bar_y - 4, x2=line_x, y2=bar_y + 26, stroke="#222",
                    stroke_width=2))
    slot = bar_w / len(view["players"])
    fits = max(4, int((slot - 24) / 7) - 3)  # characters of a name that fit beside its count
    for n, player in enumerate(view["players"]):
        legend_x = bar_x + n * slot
        name = player if len(player) <= fits else player[:fits - 1] + "…"
        parts.append(el("rect", x=legend_x, y=top + 56, width=12, height=12,
                        fill=palette[player]))
        parts.append(text(f"{name} {view['electors'].get(player, 0)}", legend_x + 16, top + 67,
                          font_size=12, fill="#222"))
    return el("g", *parts, id="tally")


def electors(lang: str, n: int) -> str:
    """A number of electors with the noun in its plural form ("1 volitel", "3 volitelé",
    "17 volitelů"; "17 electors")."""
    one, few, many = WORDS.say(lang, "electors_forms").split()
    noun = one if n == 1 else few if 2 <= n <= 4 else many
    return WORDS.say(lang, "electors_n", n=n, noun=noun)


def mail_board_text(rules_game: Any, state: Any, lang: str,
                    reader: str | None = None) -> str:
    """The board in short for a mail (a line per region; its count once the game is over):
    the web page has the picture."""
    from rules.game1926.board import summary_text

    return summary_text(state, lang, reader)


def result_rows(result: Mapping[str, Any], view: View | None,
                lang: str) -> tuple[str | None, list[dict[str, Any]]]:
    """The places, as the recount that follows in the mail has them: each player's electors
    in the last count they were in (the final count for those still in), best place first."""
    import rules

    if not result.get("details", {}).get("rounds"):  # a result without its recount
        scores = sorted(result["scores"].items(), key=lambda item: -item[1])
        return None, [{"player": p, "score": electors(lang, n)} for p, n in scores]
    places = rules.get("1926").placings(result)
    last = _last_counts(result)
    removed = set(result["details"].get("removed", ()))  # see letters._result
    rows = []
    for player in sorted(result["scores"], key=lambda p: places.get(p, 99)):
        if player not in last:  # resigned, or taken out by the service, before the count
            shown = WORDS.say(lang, "result_removed" if player in removed else "result_resigned",
                              player=player)
        else:
            shown = final_score_words(result, player, lang) \
                or electors(lang, last[player][1])
        rows.append({"player": f"{places.get(player, '')}. {player}", "score": shown})
    return None, rows


def _last_counts(result: Mapping[str, Any]) -> dict[str, tuple[int, int]]:
    """Each player's last count they stood in: (its number, their electors in it)."""
    last: dict[str, tuple[int, int]] = {}
    for number, count in enumerate(result.get("details", {}).get("rounds") or (), start=1):
        for player, held in count["electors"].items():
            last[player] = (number, held)
    return last


def final_score_words(result: Mapping[str, Any], player: str, lang: str) -> str | None:
    """The electors of a player eliminated before the final count, in the count they went
    out in ("12 electors in count 1, then out"): never the 0 the result scores them, which
    contradicted the game-over mail's "12 … then out" (review 55). None for a player in the
    final count, whose score is their electors there."""
    last = _last_counts(result)
    if player not in last or last[player][0] == len(result["details"]["rounds"]):
        return None
    number, held = last[player]
    return WORDS.say(lang, "result_out_in_count", electors=electors(lang, held), n=number,
                     player=player)


def turn(view: View) -> tuple[str, int]:
    """The move the game is at, for subjects: one move per pyramid placed."""
    placed = sum(len(c["pyramids"]) for r in view["regions"] for c in r["columns"])
    return "turn_move", placed + 1


_SIZE_MARKS = {"large": "▲", "medium": "▴", "small": "·"}


def board_list(view: View, lang: str) -> dict[str, Any]:
    """The board as a list for a narrow screen (`_region_list.html`): each region with its
    electors, leader and columns (who, pyramids, points), like WesternPoly's list of fields."""
    palette = colours(list(view["players"]))
    rows = [{"name": region["name"], "electors": electors(lang, region["electors"]),
             "closed": region["closed"], "leader": region["leader"],
             "colour": palette.get(region["leader"]) if region["leader"] else None,
             "columns": [{"player": c["player"], "colour": palette[c["player"]],
                          "pyramids": "".join(_SIZE_MARKS.get(p, "▲") for p in c["pyramids"]),
                          "total": c["total"]} for c in region["columns"]]}
            for region in view["regions"]]
    legend = [(mark, WORDS.say(lang, f"list_{size}")) for size, mark in _SIZE_MARKS.items()]
    return {"template": "_region_list_1926.html", "rows": rows, "legend": legend}


def menu_rows(rules_game: Any, state: Any, player: str, options: list[Any],
              lang: str) -> list[dict[str, Any]]:
    """The menu a line per region ("Praha: 1. large · 2. medium"), in the rules' order: a
    placement's options are its region's sizes, and 33 lines of "size in region" made half a
    turn mail. A region's line keeps its options' numbers, so "2" still names the move."""
    from dataclasses import replace

    from rules.game1926.tables import REGION_NAMES, SIZE_INDEX
    from rules.game1926.texts import SIZE_WORDS

    rows: list[dict[str, Any]] = []
    moves = rules_game.choices(state, player)
    for move, item in zip(moves, options, strict=True):
        region = getattr(move, "region", None)
        if region is None:  # not a placement: a line of its own
            rows.append({"label": "", "items": [item]})
            continue
        short = replace(item, label=SIZE_WORDS[lang if lang in SIZE_WORDS else "en"][
            SIZE_INDEX[move.size]])
        if rows and rows[-1].get("region") == region:
            rows[-1]["items"].append(short)
        else:
            rows.append({"region": region, "label": REGION_NAMES[region], "items": [short]})
    return rows


def board_context(view: View, lang: str) -> dict[str, Any]:
    """The context of the mail's HTML board (`templates/email/_board_1926.html`)."""
    colour = colour_indexes(view["players"])
    regions = [
        {
            "name": region["name"],
            "electors": region["electors"],
            "closed": region["closed"],
            "leader": region["leader"],
            "leader_colour": None if region["leader"] is None else colour.get(region["leader"]),
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
    players: list[dict[str, Any]] = [
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
        "over": view["result"] is not None,
    }


def standings(view: View, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The players table's columns: electors now and the pyramids left; a player who resigned
    holds neither, they resigned (review 16: "0 velké · 0 střední · 0 malé" said nothing), or
    the service took them out (the view's "removed", as the page adds it: "mimo hru")."""
    left, resigned = view["pyramids_left"], set(view.get("resigned", ()))
    removed = set(cast("Mapping[str, list[str]]", view).get("removed", ()))  # the page adds it

    return ([WORDS.say(lang, "electors"), WORDS.say(lang, "pyramids_left")],
            {p: ["—", WORDS.say(lang, "result_removed" if p in removed else "result_resigned",
                                player=p)] if p in resigned else
                [str(view["electors"].get(p, 0)),
                 " · ".join(f"{left[p][size]} {WORDS.say(lang, size, n=left[p][size])}"
                            for size in ("large", "medium", "small"))]
             for p in view["players"]})


def leading(view: View) -> dict[str, float]:
    """The electors of each player still in, for who leads now."""
    resigned = set(view.get("resigned", ()))
    return {p: float(view["electors"].get(p, 0)) for p in view["players"] if p not in resigned}


def score_words(score: float, lang: str) -> str:
    """A score of 1926 in words: its electors ("3 volitelé")."""
    return electors(lang, int(score))


def final_scores(result: Result, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The players table's column once the game is over: the electors at the final count."""
    final = result.details["electors"]  # only the players still in at the final count hold any
    return ([tr(lang, "final_electors")],
            {p: [str(final[p]) if p in final else "—"] for p in result.scores})


def final_standing(result: Result, player: str, lang: str) -> str | None:
    """The count a player was eliminated in (None for one who stayed to the end)."""
    for count in result.details["rounds"]:
        if player in count["eliminated"]:
            return WORDS.say(lang, "eliminated_in", n=count["round"])
    return None


# what players call the game besides its name (review 16: an organizer's "jak si vede ten
# Divoký západ?", "A ještě ta jednadvacetšestka, jak dlouho trvala?"), over folded text
CALLED = frozenset({r"(?<!\w)(?:jedna)?dvacet ?sest(?:k|c)", r"devatenact ?set ?dvacet ?sest",
          r"(?<!\w)dvacetsestk"})


STATE_TOPICS = frozenset({"holding", "owns", "left", "leader"})
"""What 1926 answers of a player's question of its state: the pyramids and electors a player
has and the regions they lead (all on the board for everyone), how many pyramids are left to
place (the game counts no rounds) and who leads, with electors in their Czech cases."""

_SIZES = ("large", "medium", "small")


def state_lines(topic: str, view: View, reader: str, about: str | None, asked: str,
                lang: str) -> list[str] | None:
    """A question of 1926's state answered from the board everyone sees (see STATE_TOPICS)."""
    if topic == "leader":
        return [_leader(view, reader, lang)]
    if topic == "left":
        left = view["pyramids_left"]
        return [WORDS.say(lang, "ask_placed", n=sum(sum(p.values()) for p in left.values()),
                          own=sum(left.get(reader, {}).values()))]
    player = about or reader
    if player not in view["pyramids_left"]:
        return None
    # the pyramids when asked of them (or of what one has at all), the electors when asked
    # of them, the regions led when asked what another owns
    pyramids = bool(re.search(r"pyramid|zbyva|zustava|\bleft\b|\bvelk|\bmal[eyaou]|"
                              r"\bstredni|\blarge|\bsmall|\bmedium", asked))
    electors_asked = bool(re.search(r"volit|elector|\bbod|point|hlas|vote", asked))
    if not (pyramids or electors_asked):  # "Co mám?": all of it
        pyramids = electors_asked = True
    own = "you" if player == reader else "other"
    led = [r["name"] for r in view["regions"] if r["leader"] == player]
    if topic == "owns" and player != reader:  # what another has, in one sentence
        leads = WORDS.say(lang, "ask_all_leads", regions=led) if led else ""
        return [WORDS.say(lang, "ask_all_other", player=player, leads=leads,
                          n=view["electors"].get(player, 0),
                          pyramids=_pyramids(view["pyramids_left"][player], player, reader,
                                             lang, alone=False))]
    said = []
    if pyramids:
        said.append(_pyramids(view["pyramids_left"][player], player, reader, lang))
    if electors_asked or topic == "owns":
        said.append(WORDS.say(lang, f"ask_electors_{own}", player=player,
                              n=view["electors"].get(player, 0), majority=view["majority"]))
    if topic == "owns" and led:
        said.append(WORDS.say(lang, "ask_leads_regions_you", regions=led))
    return said


def _pyramids(left: Mapping[str, int], player: str, reader: str, lang: str,
              alone: bool = True) -> str:
    """The pyramids `player` has left, by size, in the forms their counts take: a sentence, or
    (not `alone`) the pyramids another has, to go inside one."""
    own = "you" if player == reader and alone else "other"
    counts = [(size, left[size]) for size in _SIZES if left.get(size)]
    if not counts:
        return WORDS.say(lang, f"ask_left_none_{own}" if alone else "ask_pyramids_none",
                         player=player)
    case = "" if own == "you" else "_acc"
    sizes = [f"{n} {WORDS.say(lang, size + case, n=n)}" for size, n in counts]
    return WORDS.say(lang, f"ask_left_{own}" if alone else "ask_pyramids", player=player,
                     sizes=sizes, first=counts[0][1], last=counts[-1][1])


def _leader(view: View, reader: str, lang: str) -> str:
    """Who leads by electors now, the reader in the second person."""
    scores = leading(view)
    best = int(max(scores.values(), default=0))
    if not best:  # (a tie of some electors each is a shared lead, said so)
        return WORDS.say(lang, "ask_nobody_leads")
    leaders = [p for p, s in scores.items() if s == best]
    others = [p for p in leaders if p != reader]
    if reader in leaders:
        return WORDS.say(lang, "ask_leader_shared_you", names=others, best=best) if others \
            else WORDS.say(lang, "ask_leader_you", best=best)
    return WORDS.say(lang, "ask_leader", n=len(leaders), names=leaders, best=best)
