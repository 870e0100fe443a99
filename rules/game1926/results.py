"""The count told to people: the events of the count and the game's Result."""

from __future__ import annotations

from typing import Any

from rules.api import Event, Result
from rules.game1926.count import Outcome, Round, count
from rules.game1926.retell import event
from rules.game1926.state import State
from rules.game1926.tables import TABLES, Table


def outcome_of(state: State) -> Outcome:
    """The count of a finished board among the players who have not resigned."""
    table = TABLES[state.variant]
    return count(state.board, table.electors, table.map.majority, state.standing)


def round_data(players: tuple[str, ...], table: Table, number: int, rnd: Round) -> dict[str, Any]:
    """JSON-safe form of one count round, players and regions by id."""
    return {
        "round": number,
        "electors": {players[p]: n for p, n in rnd.electors.items()},
        "eliminated": [players[p] for p in rnd.eliminated],
        "regions": {
            region: None if winner is None else players[winner]
            for region, winner in zip(table.region_ids, rnd.regions, strict=True)
        },
    }


def count_events(
    players: tuple[str, ...], table: Table, lang: str, outcome: Outcome
) -> list[Event]:
    """The events of the count: one per round, one per elimination, then game_over."""
    events = []
    for number, rnd in enumerate(outcome.rounds, start=1):
        events.append(event("count", round_data(players, table, number, rnd), lang))
        if rnd.eliminated:
            out = [players[p] for p in rnd.eliminated]
            electors = rnd.electors[rnd.eliminated[0]]
            data = {"round": number, "players": out, "electors": electors}
            events.append(event("eliminated", data, lang))
    data = {
        "winners": [players[p] for p in outcome.winners],
        "draw": outcome.draw,
        "decided_by": outcome.decided_by,
        "electors": outcome.final.electors[outcome.winners[0]],
    }
    events.append(event("game_over", data, lang))
    return events


def result_of(state: State) -> Result:
    """The Result of a finished game.

    Scores are the electors at the final count; eliminated players hold none there.
    Details: the final electors of the players still in, every count round in order
    (its electors, who went out, region winners), and the winner of each region at the final count.
    """
    table = TABLES[state.variant]
    outcome = outcome_of(state)
    players = state.players
    rounds = [round_data(players, table, n, rnd) for n, rnd in enumerate(outcome.rounds, start=1)]
    final = rounds[-1]
    return Result(
        winners=[players[p] for p in outcome.winners],
        draw=outcome.draw,
        scores={name: final["electors"].get(name, 0) for name in players},
        details={
            "variant": state.variant,
            "majority": table.map.majority,
            "decided_by": outcome.decided_by,
            "electors": final["electors"],
            "rounds": rounds,
            "regions": final["regions"],
            # in the order they resigned: the later resigner places above the earlier
            "resigned": [players[p] for p in state.resigned],
        },
    )
