"""Random 1926 games for every player count, variant and number of sets, checked at every step."""

from __future__ import annotations

import json
import random

import pytest

from rules import IllegalMove
from rules.game1926 import GAME, Placement, State
from rules.game1926.maps import MAPS

SIZES = ("large", "medium", "small")
POINTS = {"large": 3, "medium": 2, "small": 1}
CONFIGS = [
    (players, variant, sets)
    for players in (3, 4, 5)
    for variant in ("primarky", "kancler")
    for sets in (3, 4, 5, 6)
]


def board(state: State) -> dict[str, list[tuple[str, list[str]]]]:
    """Region id -> columns as (player, pyramid sizes), read from the public view."""
    return {
        region["id"]: [(c["player"], c["pyramids"]) for c in region["columns"]]
        for region in GAME.view(state, None)["regions"]
    }


def pyramids_everywhere(state: State) -> dict[str, dict[str, int]]:
    """Per player and size: placed + still in hand + forfeited."""
    dump = GAME.dump(state)
    total = {name: {size: 0 for size in SIZES} for name in state.players}
    for columns in board(state).values():
        for player, pyramids in columns:
            for size in pyramids:
                total[player][size] += 1
    for part in ("hands", "forfeited"):
        for player, counts in dump[part].items():
            for size, n in counts.items():
                total[player][size] += n
    return total


def check_step(before: State | None, state: State, sets: int) -> None:
    """The invariants that hold after every step."""
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
    assert all(n == sets for counts in pyramids_everywhere(state).values() for n in counts.values())
    now = board(state)
    for columns in now.values():
        assert len(columns) <= 3
        assert len({player for player, _ in columns}) == len(columns)
        for _, pyramids in columns:
            points = [POINTS[size] for size in pyramids]
            assert points == sorted(points, reverse=True)  # never a larger one on top
    if before is not None:  # placed pyramids never move: old columns and stacks are prefixes
        for region, old in board(before).items():
            new = now[region]
            assert [p for p, _ in new[: len(old)]] == [p for p, _ in old]
            for (_, was), (_, grew) in zip(old, new, strict=False):
                assert grew[: len(was)] == was


def check_moves(state: State, player: str) -> list[Placement]:
    """Legal moves exist, read back from their text, and every other placement is refused."""
    legal = GAME.legal_moves(state, player)
    assert legal
    for move in legal:
        assert GAME.parse(state, player, move.text) == move
    for region in MAPS[state.variant].regions:
        for size in SIZES:
            move = Placement(size, region.id)
            if move not in legal:
                with pytest.raises(IllegalMove):
                    GAME.parse(state, player, move.text)
    for other in state.players:
        if other != player:
            assert GAME.legal_moves(state, other) == []
    return legal


def check_result(state: State) -> None:
    """A finished game has a consistent result, recounted independently for the first count."""
    result = GAME.result(state)
    details = result.details
    names = list(state.players)
    rounds = details["rounds"]
    assert result.winners and set(result.winners) <= set(names)
    assert result.draw == (len(result.winners) > 1)
    assert set(result.scores) == set(names)
    eliminated = [p for r in rounds for p in r["eliminated"]]
    assert len(eliminated) == len(set(eliminated))
    assert set(eliminated) | set(details["electors"]) == set(names)
    assert not set(eliminated) & set(result.winners)
    assert rounds[-1]["eliminated"] == []
    for r in rounds[:-1]:
        fewest = min(r["electors"].values())
        assert r["eliminated"] == [p for p, n in r["electors"].items() if n == fewest]
        assert len(r["eliminated"]) < len(r["electors"])
        assert max(r["electors"].values()) < details["majority"]
    final = details["electors"]
    if result.draw:
        assert len(set(final.values())) == 1 and set(final) == set(result.winners)
    elif details["decided_by"] == "majority":
        assert final[result.winners[0]] >= details["majority"]
    else:
        assert list(final) == result.winners
    electors = {region.id: region.electors for region in MAPS[state.variant].regions}
    first = {}
    for region, columns in board(state).items():
        totals = [
            (sum(POINTS[s] for s in pyramids), -slot, player)
            for slot, (player, pyramids) in enumerate(columns)
        ]
        first[region] = max(totals)[2] if totals else None
    assert rounds[0]["regions"] == first
    assert sum(rounds[0]["electors"].values()) == sum(
        electors[region] for region, winner in first.items() if winner
    )
    assert GAME.to_move(state) is None
    json.dumps(GAME.view(state, names[0]))


@pytest.mark.parametrize(("players", "variant", "sets"), CONFIGS)
def test_random_games_keep_every_invariant(players, variant, sets):
    for seed in range(3):
        rng = random.Random(f"{players}-{variant}-{sets}-{seed}")
        names = [f"p{i}" for i in range(players)]
        state = GAME.new_game(
            names, {"variant": variant, "sets": sets, "lang": rng.choice("en cs".split())}
        )
        check_step(None, state, sets)
        steps = 0
        while (player := GAME.to_move(state)) is not None:
            move = rng.choice(check_moves(state, player))
            before, state = state, GAME.apply(state, player, move)
            assert state.events[0].kind == "placed"
            assert state.events[0].data == {
                "player": player,
                "size": move.size,
                "region": move.region,
            }
            check_step(before, state, sets)
            steps += 1
        assert steps <= players * sets * 3
        check_result(state)


def test_replaying_the_move_texts_reproduces_the_game():
    rng = random.Random(7)
    state = GAME.new_game(["ann", "bob", "cyd", "dan"], {"sets": 4})
    log = []
    while (player := GAME.to_move(state)) is not None:
        move = rng.choice(GAME.legal_moves(state, player))
        log.append((player, move.text))
        state = GAME.apply(state, player, move)
    replay = GAME.new_game(["ann", "bob", "cyd", "dan"], {"sets": 4})
    for player, text in log:
        replay = GAME.apply(replay, player, GAME.parse(replay, player, text))
    assert replay == state
    assert GAME.result(replay) == GAME.result(state)
