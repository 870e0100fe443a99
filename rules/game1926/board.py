"""What people see of a 1926 game: the JSON view and the plain-text board."""

from __future__ import annotations

from rules.game1926.count import tally
from rules.game1926.play import legal_moves
from rules.game1926.results import count_events, outcome_of, result_of
from rules.game1926.state import COLUMNS, POINTS, State
from rules.game1926.tables import TABLES
from rules.game1926.texts import LANGS, SIZE_LETTERS, SIZES, SLOTS, count_of, say, tally_text
from rules.game1926.view import RegionView, View


def _current(state: State) -> tuple[tuple[int | None, ...], dict[int, int]]:
    """Region leaders and electors if the board were counted now with every player still in."""
    table = TABLES[state.variant]
    return tally(state.board, table.electors, state.standing)


def view(state: State, player: str | None) -> View:
    """JSON-safe view for `player` (None: a spectator); 1926 has no hidden information."""
    table = TABLES[state.variant]
    names = state.players
    leaders, electors = _current(state)
    to_move = names[state.turn] if state.turn >= 0 else None
    regions: list[RegionView] = []
    for region, columns, leader in zip(table.map.regions, state.board, leaders, strict=True):
        regions.append(
            {
                "id": region.id,
                "name": region.name,
                "electors": region.electors,
                "closed": len(columns) == COLUMNS,
                "leader": None if leader is None else names[leader],
                "columns": [
                    {
                        "slot": slot + 1,
                        "player": names[p],
                        "pyramids": [SIZES[POINTS.index(points)] for points in stack],
                        "total": sum(stack),
                    }
                    for slot, (p, stack) in enumerate(columns)
                ],
            }
        )
    result = result_of(state) if state.over else None
    return {
        "game": "1926",
        "variant": state.variant,
        "variant_name": table.map.names[state.lang],
        "lang": state.lang,
        "sets": state.sets,
        "players": list(names),
        "electors_total": table.map.electors,
        "majority": table.map.majority,
        "regions": regions,
        "electors": {names[p]: n for p, n in electors.items()},
        "pyramids_left": {
            name: dict(zip(SIZES, hand, strict=True))
            for name, hand in zip(names, state.hands, strict=True)
        },
        "forfeited": [name for name, lost in zip(names, state.forfeited, strict=True) if any(lost)],
        "resigned": [names[p] for p in state.resigned],
        "to_move": to_move,
        "legal_moves": [m.text for m in legal_moves(state, player)]
        if player is not None and player == to_move else [],
        "events": [event.to_dict() for event in state.events],
        "result": result.to_dict() if result else None,
    }


def summary_text(state: State, lang: str | None = None, reader: str | None = None) -> str:
    """The board in short for a mail: a line per region with pyramids (its electors, leader
    and columns), the regions still empty on one line, the tally, the pyramids left and who
    is to move (unless it is `reader`, whose mail says so); once the game is over, the
    count after the regions instead of the last two."""
    lang = lang if lang in LANGS else state.lang
    table = TABLES[state.variant]
    names = state.players
    letters = SIZE_LETTERS[lang]
    leaders, electors = _current(state)
    # the header and the legend share a line: a turn mail is read on a phone
    lines = [say(lang, "header", variant=table.map.names[lang], electors=table.map.electors,
                 majority=table.map.majority) + " " + say(lang, "legend_short")]
    empty = []
    for region, columns, leader in zip(table.map.regions, state.board, leaders, strict=True):
        if not columns:
            empty.append(f"{region.name} ({region.electors})")
            continue
        # the leader's column is marked (★), not named twice on the line
        closed = f", {say(lang, 'closed_mark')}" if len(columns) == COLUMNS else ""
        stacks = " · ".join(
            f"{names[p]} {''.join(letters[POINTS.index(points)] for points in stack)}"
            f"={sum(stack)}{' ★' if p == leader else ''}" for p, stack in columns)
        lines.append(f"{region.name} ({region.electors}{closed}): {stacks}")
    if empty:
        lines.append(say(lang, "empty_regions_final" if state.over else "empty_regions",
                         regions=", ".join(empty)))
    if state.over:  # the count gives the electors, and no pyramid is left to place
        for told in count_events(names, table, lang, outcome_of(state)):
            if told.kind == "eliminated":  # "Count 1: ... Out: Bob." on the count's line
                lines[-1] += f" {told.text}"
            else:
                lines.append(told.text)
        return "\n".join(lines)
    lines.append(say(lang, "tally", tally=tally_text({names[p]: n for p, n in electors.items()})))
    lines.append(_pyramids_left(state, letters, lang))
    if names[state.turn] != reader:
        lines.append(say(lang, "to_move", player=names[state.turn]))
    return "\n".join(lines)


def _pyramids_left(state: State, letters: tuple[str, ...], lang: str) -> str:
    """Each player's pyramids still to place, by size letter, with what they forfeited and
    whether they resigned."""
    left = []
    for p, (name, hand, lost) in enumerate(zip(state.players, state.hands, state.forfeited,
                                               strict=True)):
        held = " ".join(f"{letter}{n}" for letter, n in zip(letters, hand, strict=True))
        if any(lost):
            held += f" ({say(lang, 'forfeited', n=sum(lost))})"
        if p in state.resigned:
            held += f" ({say(lang, 'resigned_mark', player=name)})"
        left.append(f"{name} {held}")
    return say(lang, "left", left=" · ".join(left))


def board_text(state: State, lang: str | None = None) -> str:
    """Every region with its electors, columns, totals and leader; the tally; pyramids left."""
    lang = lang if lang in LANGS else state.lang
    table = TABLES[state.variant]
    names = state.players
    letters = SIZE_LETTERS[lang]
    width = max(len(name) for name in names)
    tallest = max((len(stack) for columns in state.board for _, stack in columns), default=0)
    leaders, electors = _current(state)
    lines = [
        say(
            lang,
            "header",
            variant=table.map.names[lang],
            electors=table.map.electors,
            majority=table.map.majority,
        ),
        say(lang, "legend"),
        "",
    ]
    for region, columns, leader in zip(table.map.regions, state.board, leaders, strict=True):
        status = say(lang, "nobody_final" if state.over else "nobody") if leader is None \
            else say(lang, "leads", player=names[leader])
        if len(columns) == COLUMNS:
            status += f", {say(lang, 'closed_mark')}"
        lines.append(f"{region.name}, {count_of(lang, region.electors, 'electors')} — {status}")
        for slot, (p, stack) in enumerate(columns):
            pyramids = " ".join(letters[POINTS.index(points)] for points in stack)
            lines.append(
                f"  {SLOTS[slot]:<3} {names[p]:<{width}}  {pyramids:<{2 * tallest}}= {sum(stack)}"
            )
    # over, the count lines below give the electors, each count named: "Electors now" above
    # them told the first count's as if final beside a recount's (review 55)
    lines.append("")
    if not state.over:
        lines.append(say(lang, "tally",
                         tally=tally_text({names[p]: n for p, n in electors.items()})))
    lines.append(_pyramids_left(state, letters, lang))
    if state.over:
        outcome = outcome_of(state)
        lines += [""] + [event.text for event in count_events(names, table, lang, outcome)]
    else:
        lines.append(say(lang, "to_move", player=names[state.turn]))
    return "\n".join(lines)
