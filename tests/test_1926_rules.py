"""Scenario tests of every 1926 rule and house rule, from hand-built positions."""

from __future__ import annotations

import pytest

from rules import IllegalMove
from rules.game1926 import GAME, Placement, State
from rules.game1926.maps import MAPS

POINTS = {"L": 3, "M": 2, "S": 1}
SIZE_OF = {"L": 0, "M": 1, "S": 2}


def position(
    board: dict[str, list[tuple[str, str]]],
    *,
    players: tuple[str, ...] = ("ann", "bob", "cyd"),
    variant: str = "primarky",
    to_move: str | None = None,
    hands: dict[str, tuple[int, int, int]] | None = None,
    sets: int = 3,
) -> State:
    """A state from a readable board: {"praha": [("ann", "L S"), ("bob", "M")]} in slot order.

    Hands default to the pyramids not on the board when someone is to move, else to none left.
    """
    index = {name: i for i, name in enumerate(players)}
    region_ids = [region.id for region in MAPS[variant].regions]
    assert set(board) <= set(region_ids)
    placed = {name: [0, 0, 0] for name in players}
    for columns in board.values():
        for name, pyramids in columns:
            for letter in pyramids.split():
                placed[name][SIZE_OF[letter]] += 1
    if hands is None:
        hands = {
            name: tuple(sets - n for n in placed[name]) if to_move else (0, 0, 0)
            for name in players
        }
    return State(
        players=players,
        variant=variant,
        sets=sets,
        lang="en",
        board=tuple(
            tuple(
                (index[name], tuple(POINTS[letter] for letter in pyramids.split()))
                for name, pyramids in board.get(region, [])
            )
            for region in region_ids
        ),
        hands=tuple(hands.get(name, (0, 0, 0)) for name in players),
        forfeited=((0, 0, 0),) * len(players),
        turn=players.index(to_move) if to_move else -1,
    )


def columns(state: State, region: str) -> list[tuple[str, list[str]]]:
    """The columns of `region` as (player, pyramid sizes), in slot order, from the public view."""
    view = GAME.view(state, None)
    found = next(r for r in view["regions"] if r["id"] == region)
    return [(c["player"], c["pyramids"]) for c in found["columns"]]


def play(state: State, *texts: str) -> State:
    """Apply each text as a move of whoever is to move."""
    for text in texts:
        player = GAME.to_move(state)
        state = GAME.apply(state, player, GAME.parse(state, player, text))
    return state


def kinds(state: State) -> list[str]:
    return [event.kind for event in state.events]


# --- placing -------------------------------------------------------------------------------


def test_new_game_seats_play_in_the_given_order_with_full_hands():
    state = GAME.new_game(["cyd", "ann", "bob"], {"sets": "4"})
    assert GAME.to_move(state) == "cyd"
    state = play(state, "large praha")
    assert GAME.to_move(state) == "ann"
    state = play(state, "small brno", "small brno")
    assert GAME.to_move(state) == "cyd"
    left = GAME.view(state, None)["pyramids_left"]
    assert left["cyd"] == {"large": 3, "medium": 4, "small": 4}
    assert left["bob"] == {"large": 4, "medium": 4, "small": 3}


def test_slots_follow_the_order_of_first_investment_not_the_seating():
    state = GAME.new_game(["ann", "bob", "cyd"], {"lang": "en"})
    state = play(state, "small brno", "small praha", "small praha", "small brno")
    assert columns(state, "praha") == [("bob", ["small"]), ("cyd", ["small"])]
    assert columns(state, "brno") == [("ann", ["small", "small"])]
    state = play(state, "medium brno")  # bob: second investor in Brno takes slot II
    assert columns(state, "brno") == [("ann", ["small", "small"]), ("bob", ["medium"])]


def test_a_player_stacks_only_onto_their_own_column():
    state = position({"praha": [("ann", "L"), ("bob", "S")]}, to_move="bob")
    state = play(state, "small praha")
    assert columns(state, "praha") == [("ann", ["large"]), ("bob", ["small", "small"])]


def test_stacking_takes_the_same_size_or_smaller_never_larger():
    state = position({"praha": [("ann", "M")]}, to_move="ann")
    assert {m.text for m in GAME.legal_moves(state, "ann") if m.region == "praha"} == {
        "medium praha",
        "small praha",
    }
    with pytest.raises(IllegalMove, match="topped by a medium"):
        GAME.parse(state, "ann", "large praha")
    with pytest.raises(IllegalMove):
        GAME.apply(state, "ann", Placement("large", "praha"))
    assert columns(play(state, "medium praha"), "praha") == [("ann", ["medium", "medium"])]
    assert columns(play(state, "small praha"), "praha") == [("ann", ["medium", "small"])]


def test_an_empty_column_takes_any_size():
    state = position({"praha": [("ann", "S")]}, to_move="bob")
    assert {m.text for m in GAME.legal_moves(state, "bob") if m.region == "praha"} == {
        "large praha",
        "medium praha",
        "small praha",
    }


def test_a_region_with_three_investors_is_closed_to_everyone_else():
    board = {"praha": [("ann", "S"), ("bob", "S"), ("cyd", "S")]}
    state = position(board, players=("ann", "bob", "cyd", "dan"), to_move="dan")
    assert not [m for m in GAME.legal_moves(state, "dan") if m.region == "praha"]
    with pytest.raises(IllegalMove, match="closed"):
        GAME.parse(state, "dan", "small praha")
    # ...but its three investors may still add to their own columns.
    state = play(state, "large brno")
    assert "small praha" in [m.text for m in GAME.legal_moves(state, "ann")]


def test_a_size_the_player_has_used_up_is_refused():
    state = position({}, to_move="ann", hands={"ann": (0, 2, 1), "bob": (1, 1, 1)})
    assert not [m for m in GAME.legal_moves(state, "ann") if m.size == "large"]
    with pytest.raises(IllegalMove, match="no large pyramid left"):
        GAME.parse(state, "ann", "large praha")


def test_moves_out_of_turn_by_strangers_or_after_the_end_are_refused():
    state = GAME.new_game(["ann", "bob", "cyd"], {"lang": "en"})
    with pytest.raises(IllegalMove, match="ann is to move"):
        GAME.parse(state, "bob", "large praha")
    with pytest.raises(IllegalMove, match="does not play"):
        GAME.apply(state, "zoe", Placement("large", "praha"))
    assert GAME.legal_moves(state, "bob") == []
    over = position({"praha": [("ann", "L")]})
    with pytest.raises(IllegalMove, match="over"):
        GAME.parse(over, "ann", "small brno")
    assert GAME.to_move(over) is None


def test_a_player_without_pyramids_is_skipped():
    state = position(
        {}, to_move="ann", hands={"ann": (1, 0, 0), "bob": (0, 0, 0), "cyd": (1, 0, 0)}
    )
    state = play(state, "large praha")
    assert GAME.to_move(state) == "cyd"
    assert kinds(state) == ["placed"]


# --- the forfeit house rule -----------------------------------------------------------------

# Every region closed by ann, cyd and dan with a small on top; Brno instead holds ann, bob, cyd.
STUCK_BOARD = {
    region.id: [("ann", "S"), ("cyd", "S"), ("dan", "S")] for region in MAPS["primarky"].regions
} | {"brno": [("ann", "S"), ("bob", "S"), ("cyd", "S")]}
FOUR = ("ann", "bob", "cyd", "dan")


def test_players_who_can_never_place_again_forfeit_in_turn_and_play_goes_on():
    hands = {"ann": (0, 0, 1), "bob": (2, 1, 0), "cyd": (1, 0, 0), "dan": (0, 0, 2)}
    state = position(STUCK_BOARD, players=FOUR, to_move="ann", hands=hands)
    state = play(state, "small praha")
    assert kinds(state) == ["placed", "forfeit", "forfeit"]
    forfeits = [e.data for e in state.events if e.kind == "forfeit"]
    assert forfeits == [
        {"player": "bob", "pyramids": {"large": 2, "medium": 1, "small": 0}},
        {"player": "cyd", "pyramids": {"large": 1, "medium": 0, "small": 0}},
    ]
    assert GAME.to_move(state) == "dan"
    view = GAME.view(state, "dan")
    assert view["forfeited"] == ["bob", "cyd"]
    assert view["pyramids_left"]["bob"] == {"large": 0, "medium": 0, "small": 0}
    # dan alone still holds pyramids: he places both, and the last one starts the count.
    state = play(state, "small praha")
    assert GAME.to_move(state) == "dan"
    state = play(state, "small kladsko")
    assert GAME.to_move(state) is None
    assert kinds(state)[0] == "placed" and kinds(state)[-1] == "game_over"
    assert GAME.result(state) is not None


def test_forfeits_that_empty_every_hand_end_placement_with_the_count():
    hands = {"ann": (0, 0, 1), "bob": (1, 0, 0), "cyd": (1, 0, 0), "dan": (0, 1, 0)}
    state = position(STUCK_BOARD, players=FOUR, to_move="ann", hands=hands)
    state = play(state, "small praha")
    assert kinds(state)[:4] == ["placed", "forfeit", "forfeit", "forfeit"]
    assert "count" in kinds(state) and kinds(state)[-1] == "game_over"
    assert GAME.to_move(state) is None


# --- counting -------------------------------------------------------------------------------


def test_olomouc_example_winner_takes_all_seven_electors():
    players = ("blue", "red", "green")
    board = {"olomouc": [("blue", "L S S"), ("red", "L"), ("green", "M M")]}
    state = position(board, players=players)
    result = GAME.result(state)
    assert result.details["rounds"][0]["regions"]["olomouc"] == "blue"
    assert result.details["rounds"][0]["electors"] == {"blue": 7, "red": 0, "green": 0}


def test_a_tie_in_a_region_goes_to_the_lower_slot_not_the_earlier_seat():
    board = {"praha": [("cyd", "L"), ("ann", "M S")], "brno": [("ann", "S"), ("bob", "S")]}
    details = GAME.result(position(board)).details
    assert details["rounds"][0]["regions"]["praha"] == "cyd"
    assert details["rounds"][0]["regions"]["brno"] == "ann"


def test_a_region_nobody_invested_in_gives_its_electors_to_nobody():
    details = GAME.result(position({"praha": [("ann", "S")]})).details
    assert details["rounds"][0]["regions"]["plzen"] is None
    assert sum(details["rounds"][0]["electors"].values()) == 17


def test_an_absolute_majority_on_the_first_count_wins():
    board = {
        "praha": [("ann", "L")],  # 17
        "plzen": [("ann", "L")],  # 12
        "hradec-kralove": [("ann", "L")],  # 5
        "aussig": [("ann", "L")],  # 5 -> 39
        "brno": [("bob", "L")],
        "olomouc": [("cyd", "L")],
    }
    result = GAME.result(position(board))
    assert result.winners == ["ann"] and not result.draw
    assert result.scores == {"ann": 39, "bob": 14, "cyd": 7}
    assert result.details["decided_by"] == "majority"
    assert len(result.details["rounds"]) == 1


def test_one_elector_short_of_the_majority_is_not_enough():
    board = {
        "praha": [("ann", "L")],
        "plzen": [("ann", "L")],
        "olomouc": [("ann", "L")],
        "karlsbad": [("ann", "L")],  # 17 + 12 + 7 + 2 = 38
        "brno": [("bob", "L")],
        "reichenberg": [("cyd", "L")],
    }
    rounds = GAME.result(position(board)).details["rounds"]
    assert rounds[0]["electors"]["ann"] == 38
    assert rounds[0]["eliminated"] == ["cyd"]


def test_the_kancler_majority_is_27_of_53():
    board = {
        "ceske-zeme": [("ann", "L")],
        "uhersko": [("ann", "L")],
        "chorvatsko": [("ann", "L")],
        "bukovina": [("ann", "L")],  # 8 + 10 + 7 + 2 = 27
        "rakouske-zeme": [("bob", "L")],
    }
    result = GAME.result(position(board, variant="kancler"))
    assert result.winners == ["ann"]
    assert result.details["majority"] == 27
    assert result.details["decided_by"] == "majority"


def test_majority_reached_on_a_recount_after_the_runner_up_inherits():
    board = {
        "praha": [("ann", "L")],
        "plzen": [("ann", "L")],  # ann 29
        "brno": [("bob", "L")],  # bob 14
        "olomouc": [("cyd", "L"), ("ann", "M")],
        "hradec-kralove": [("ann", "S"), ("cyd", "M")],  # cyd 12
    }
    result = GAME.result(position(board))
    rounds = result.details["rounds"]
    assert [r["eliminated"] for r in rounds] == [["cyd"], []]
    assert rounds[0]["electors"] == {"ann": 29, "bob": 14, "cyd": 12}
    assert rounds[1]["regions"]["olomouc"] == "ann"
    assert rounds[1]["regions"]["hradec-kralove"] == "ann"
    assert result.winners == ["ann"] and result.details["decided_by"] == "majority"
    assert result.scores == {"ann": 41, "bob": 14, "cyd": 0}


def test_after_an_elimination_slot_order_still_breaks_ties_among_the_rest():
    board = {
        "karlsbad": [("bob", "L"), ("cyd", "L L"), ("ann", "M S")],
        "plzen": [("ann", "L")],
        "brno": [("bob", "S")],
        "olomouc": [("dan", "L")],
    }
    rounds = GAME.result(position(board, players=FOUR)).details["rounds"]
    assert rounds[0]["regions"]["karlsbad"] == "cyd"
    assert rounds[0]["eliminated"] == ["cyd"]  # 2 electors, the fewest
    assert rounds[1]["regions"]["karlsbad"] == "bob"  # 3 each: bob (slot I) beats ann (slot III)


def test_everyone_tied_for_fewest_goes_out_together():
    players = ("ann", "bob", "cyd", "dan", "eve")
    board = {
        "praha": [("ann", "L")],
        "brno": [("bob", "L")],
        "plzen": [("cyd", "L")],
        "karlsbad": [("dan", "L")],
        "kladsko": [("eve", "L")],
    }
    rounds = GAME.result(position(board, players=players)).details["rounds"]
    assert rounds[0]["eliminated"] == ["dan", "eve"]
    assert set(rounds[1]["electors"]) == {"ann", "bob", "cyd"}


def test_a_player_with_no_electors_is_eliminated_like_anyone_else():
    board = {
        "praha": [("ann", "L"), ("dan", "M")],
        "brno": [("bob", "L"), ("dan", "S")],
        "plzen": [("cyd", "L")],
    }
    result = GAME.result(position(board, players=FOUR))
    rounds = result.details["rounds"]
    assert rounds[0]["electors"]["dan"] == 0
    assert rounds[0]["eliminated"] == ["dan"]
    assert "dan" not in result.winners and result.scores["dan"] == 0


def test_the_last_player_left_wins_without_a_majority():
    board = {
        "praha": [("ann", "L")],
        "plzen": [("ann", "L")],  # 29
        "brno": [("bob", "L")],  # 14
        "olomouc": [("cyd", "L")],  # 7
    }
    result = GAME.result(position(board))
    assert [r["eliminated"] for r in result.details["rounds"]] == [["cyd"], ["bob"], []]
    assert result.winners == ["ann"] and not result.draw
    assert result.details["decided_by"] == "last_standing"
    assert result.scores == {"ann": 29, "bob": 0, "cyd": 0}


def test_draw_when_everyone_left_ties_after_a_recount():
    board = {
        "praha": [("ann", "L")],
        "karlsbad": [("ann", "L")],  # 19
        "brno": [("bob", "L")],
        "hradec-kralove": [("bob", "L")],  # 19
        "reichenberg": [("cyd", "L")],  # 4
    }
    result = GAME.result(position(board))
    assert result.draw and result.winners == ["ann", "bob"]
    assert result.details["decided_by"] == "draw"
    assert [r["eliminated"] for r in result.details["rounds"]] == [["cyd"], []]
    assert result.scores == {"ann": 19, "bob": 19, "cyd": 0}


def test_draw_on_the_first_count_when_all_players_tie():
    board = {
        "plzen": [("ann", "L")],
        "olomouc": [("bob", "L")],
        "hradec-kralove": [("bob", "L")],
        "aussig": [("cyd", "L")],
        "ceske-budejovice": [("cyd", "L")],
        "kladsko": [("cyd", "L")],
    }
    result = GAME.result(position(board))
    assert result.draw and result.winners == ["ann", "bob", "cyd"]
    assert result.details["rounds"][0]["eliminated"] == []


def test_the_last_placement_counts_the_votes_in_the_same_step():
    board = {"praha": [("ann", "L")], "brno": [("bob", "L")], "olomouc": [("cyd", "L")]}
    hands = {"cyd": (0, 0, 1)}
    state = position(board, to_move="cyd", hands=hands)
    state = play(state, "small olomouc")
    assert kinds(state) == [
        "placed",
        "count",
        "eliminated",
        "count",
        "eliminated",
        "count",
        "game_over",
    ]
    over = state.events[-1]
    assert over.data == {
        "winners": ["ann"],
        "draw": False,
        "decided_by": "last_standing",
        "electors": 17,
    }
    assert GAME.result(state).winners == ["ann"]
    assert GAME.legal_moves(state, "ann") == []
