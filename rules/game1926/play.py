"""Placing pyramids and resigning: legal moves, checks, turn order, the forfeit house rule,
and the count once placement ends."""

from __future__ import annotations

from typing import TypeVar

from rules.api import Event, IllegalMove
from rules.game1926.count import count
from rules.game1926.results import count_events
from rules.game1926.retell import event
from rules.game1926.state import COLUMNS, POINTS, Column, Placement, Pyramids, State
from rules.game1926.tables import SIZE_INDEX, TABLES, Table, hand_mask
from rules.game1926.texts import SIZE_WORDS_OBJECT, SIZES, listing, say

_T = TypeVar("_T")

NO_PYRAMIDS: Pyramids = (0, 0, 0)


def new_state(players: tuple[str, ...], variant: str, sets: int, lang: str) -> State:
    """The empty board with every player holding `sets` pyramids of each size; first seat moves."""
    table = TABLES[variant]
    return State(
        players=players,
        variant=variant,
        sets=sets,
        lang=lang,
        board=((),) * len(table.region_ids),
        hands=((sets, sets, sets),) * len(players),
        forfeited=(NO_PYRAMIDS,) * len(players),
        turn=0,
    )


def legal_moves(state: State, player: str) -> list[Placement]:
    """Every placement `player` may make now, region by region, large first."""
    p = state.turn
    if p < 0 or state.players[p] != player:
        return []
    moves: list[Placement] = []
    for columns, by_top in zip(
        state.board, TABLES[state.variant].by_hand[hand_mask(state.hands[p])], strict=True
    ):
        for investor, stack in columns:
            if investor == p:
                moves += by_top[stack[-1]]
                break
        else:
            if len(columns) < COLUMNS:
                moves += by_top[3]
    return moves


def can_place(board: tuple[tuple[Column, ...], ...], p: int, hand: Pyramids) -> bool:
    """True if player `p` holding `hand` has any legal placement on `board`."""
    smallest = next(POINTS[i] for i in (2, 1, 0) if hand[i])
    for columns in board:
        for investor, stack in columns:
            if investor == p:
                if stack[-1] >= smallest:
                    return True
                break
        else:
            if len(columns) < COLUMNS:
                return True
    return False


def check(state: State, player: str, move: Placement) -> tuple[int, int, int]:
    """(region index, size index, slot or -1 for a new column) of a legal move; else IllegalMove."""
    lang = state.lang
    if state.turn < 0:
        raise IllegalMove(say(lang, "game_over"))
    if state.players[state.turn] != player:
        if player not in state.players:
            raise IllegalMove(say(lang, "not_a_player", player=player))
        raise IllegalMove(say(lang, "not_your_turn", player=state.players[state.turn]))
    table = TABLES[state.variant]
    r = table.region_index.get(move.region)
    i = SIZE_INDEX.get(move.size)
    if r is None or i is None:
        raise IllegalMove(say(lang, "not_on_map", region=move.region, map=table.map.names[lang]))
    p = state.turn
    if not state.hands[p][i]:
        raise IllegalMove(say(lang, "none_left", size=SIZE_WORDS_OBJECT[lang][i]))
    columns = state.board[r]
    for slot, (investor, stack) in enumerate(columns):
        if investor == p:
            if stack[-1] < POINTS[i]:
                raise IllegalMove(_too_large(table, lang, r, stack[-1]))
            return r, i, slot
    if len(columns) == COLUMNS:
        raise IllegalMove(say(lang, "closed", region=table.region_names[r]))
    return r, i, -1


def _too_large(table: Table, lang: str, r: int, top: int) -> str:
    top_index = POINTS.index(top)
    allowed = SIZE_WORDS_OBJECT[lang][top_index:]
    return say(
        lang,
        "too_large",
        region=table.region_names[r],
        top=SIZE_WORDS_OBJECT[lang][top_index],
        allowed=listing(lang, allowed, "or"),
    )


def place(state: State, player: str, move: Placement) -> State:
    """The state after `player` places `move`, with forfeits and the count when placement ends."""
    r, i, slot = check(state, player, move)
    p = state.turn
    points = POINTS[i]
    columns = state.board[r]
    if slot < 0:
        columns += ((p, (points,)),)
    else:
        column = (p, columns[slot][1] + (points,))
        columns = columns[:slot] + (column,) + columns[slot + 1 :]
    board = state.board[:r] + (columns,) + state.board[r + 1 :]
    hand = list(state.hands[p])
    hand[i] -= 1
    hands = _replace(state.hands, p, (hand[0], hand[1], hand[2]))
    data = {"player": player, "size": move.size, "region": move.region}
    return _pass_turn(
        state, p, board, hands, state.forfeited, state.resigned, [event("placed", data, state.lang)]
    )


def _pass_turn(
    state: State,
    p: int,
    board: tuple[tuple[Column, ...], ...],
    hands: tuple[Pyramids, ...],
    forfeited: tuple[Pyramids, ...],
    resigned: tuple[int, ...],
    events: list[Event],
) -> State:
    """The state after player `p` acted: the next seat that can place moves, those that never
    can forfeit, and when nobody is left to place (or one player is left standing) the count."""
    table = TABLES[state.variant]
    turn = -1
    n = len(state.players)
    last_one = n - len(resigned) < 2  # nobody left to play against
    for step in range(1, n + 1):  # the next seats in order, ending with the mover
        q = (p + step) % n
        if last_one or hands[q] == NO_PYRAMIDS:
            continue
        if can_place(board, q, hands[q]):
            turn = q
            break
        events.append(_forfeit_event(state, q, hands[q]))
        forfeited = _replace(forfeited, q, _plus(forfeited[q], hands[q]))
        hands = _replace(hands, q, NO_PYRAMIDS)
    if turn < 0:
        standing = [q for q in range(n) if q not in resigned]
        outcome = count(board, table.electors, table.map.majority, standing)
        events += count_events(state.players, table, state.lang, outcome)
    return State(
        state.players, state.variant, state.sets, state.lang, board, hands, forfeited, turn,
        resigned, tuple(events),
    )


def check_resign(state: State, player: str) -> int:
    """The index of `player` if they may resign now (any time, also out of turn); else
    IllegalMove."""
    lang = state.lang
    if state.turn < 0:
        raise IllegalMove(say(lang, "game_over"))
    if player not in state.players:
        raise IllegalMove(say(lang, "not_a_player", player=player))
    p = state.players.index(player)
    if p in state.resigned:
        raise IllegalMove(say(lang, "already_resigned", player=player))
    return p


def resign(state: State, player: str) -> State:
    """The state after `player` gives up: their pyramids left are forfeited, they are out of
    the count, and if only one player is left standing the game is counted at once."""
    p = check_resign(state, player)
    lang = state.lang
    hand = state.hands[p]
    events = [event("resigned", {"player": player}, lang)]
    forfeited = _replace(state.forfeited, p, _plus(state.forfeited[p], hand))
    hands = _replace(state.hands, p, NO_PYRAMIDS)
    resigned = state.resigned + (p,)
    if state.turn != p and len(state.players) - len(resigned) >= 2:
        # out of turn: whoever was to move still is
        return State(
            state.players, state.variant, state.sets, lang, state.board, hands, forfeited,
            state.turn, resigned, tuple(events),
        )
    # their own turn passes on; or, out of turn, one player is left and the count follows
    return _pass_turn(state, state.turn, state.board, hands, forfeited, resigned, events)


def _plus(a: Pyramids, b: Pyramids) -> Pyramids:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _replace(items: tuple[_T, ...], index: int, value: _T) -> tuple[_T, ...]:
    return items[:index] + (value,) + items[index + 1 :]


def _forfeit_event(state: State, q: int, hand: Pyramids) -> Event:
    data = {"player": state.players[q], "pyramids": dict(zip(SIZES, hand, strict=True))}
    return event("forfeit", data, state.lang)
