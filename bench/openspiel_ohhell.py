"""Oh Hell against OpenSpiel's `oh_hell`, hand by hand: each hand of a random game of ours
(3 to 7 players, 1 to 4 suits, 2 to 13 ranks, 1 to 4 hands) is played beside an OpenSpiel
game of its tricks and dealer, both dealt the same cards in the same order and given the same
bids and cards (chosen at random among our legal moves); at every step the legal moves must
agree, and at the end of each hand our points must be
OpenSpiel's returns (`off_bid_penalty=false`, `points_per_trick=1`: a point a trick and 10
for an exact bid). Needs `open-spiel` (`pip install -e '.[bench]'`); the project never does.

    python -m bench.openspiel_ohhell [games]     prints how many hands agreed
"""

from __future__ import annotations

import random
import sys

import pyspiel

import rules
from rules.ohhell.state import Bid, Dealer

GAME = rules.get("ohhell")


def _ours(text: str) -> str:
    """OpenSpiel's card text ('C2', suit first) as ours ('2C')."""
    return text[1] + text[0]


def one_game(rng: random.Random) -> int:
    """Play one random game of several hands, each hand beside a new OpenSpiel `oh_hell` of
    its tricks and dealer; raise AssertionError where they differ. Returns the hands played."""
    players = rng.randint(3, 7)
    suits = rng.randint(1, 4)
    ranks = rng.randint(2, 13)
    while suits * ranks < players + 1:
        ranks += 1
    most = (suits * ranks - 1) // players
    plan = [rng.randint(1, most) for _ in range(rng.randint(1, 4))]
    names = [f"p{i}" for i in range(players)]
    state = GAME.new_game(names, {"suits": suits, "ranks": ranks,
                                  "hands": ",".join(map(str, plan))})
    state = GAME.apply(state, rules.CHANCE, Dealer(names[rng.randrange(players)]))
    totals = dict.fromkeys(names, 0)
    for tricks in plan:
        spiel = pyspiel.load_game("oh_hell", {
            "players": players, "num_suits": suits, "num_cards_per_suit": ranks,
            "num_tricks_fixed": tricks, "off_bid_penalty": False, "points_per_trick": 1,
        }).new_initial_state()
        spiel.apply_action(spiel.chance_outcomes()[0][0])  # the number of tricks, fixed
        assert state.dealer is not None
        spiel.apply_action(state.dealer)  # ours passed the deal on; OpenSpiel is told whose
        state = _play_hand(state, spiel, names, rng)
        for name, points in zip(names, spiel.returns(), strict=True):
            totals[name] += round(points)
        assert GAME.view(state, None)["scores"] == totals, (GAME.view(state, None), totals)
    result = GAME.result(state)
    assert result is not None and result.scores == totals
    return len(plan)


def _play_hand(state, spiel, names: list[str], rng: random.Random):
    """Deal and play one hand in both games with the same random choices; ours after it."""
    while GAME.to_move(state) == rules.CHANCE:
        ours = {m.card: m for m, _ in GAME.chance_outcomes(state)}
        theirs = {_ours(spiel.action_to_string(a)): a for a, _ in spiel.chance_outcomes()}
        assert set(ours) == set(theirs), (sorted(ours), sorted(theirs))
        card = rng.choice(sorted(ours))
        state = GAME.apply(state, rules.CHANCE, ours[card])
        spiel.apply_action(theirs[card])
    while not spiel.is_terminal():
        player = GAME.to_move(state)
        assert player == names[spiel.current_player()], (player, spiel.current_player())
        legal = GAME.legal_moves(state, player)
        theirs_by_text = {spiel.action_to_string(a): a for a in spiel.legal_actions()}
        move = rng.choice(legal)
        if isinstance(move, Bid):
            assert {str(m.tricks) for m in legal} == set(theirs_by_text), (legal, theirs_by_text)
            action = theirs_by_text[str(move.tricks)]
        else:
            assert {m.card for m in legal} == {_ours(t) for t in theirs_by_text}
            action = theirs_by_text[move.card[1] + move.card[0]]
        state = GAME.apply(state, player, move)
        spiel.apply_action(action)
    return state


def main(games: int = 300) -> int:
    """Play `games` random games in both; print how many hands agreed (an AssertionError
    stops at the first that does not)."""
    rng = random.Random(44)
    hands = sum(one_game(rng) for _ in range(games))
    print(f"Oh Hell and OpenSpiel's oh_hell agreed on {hands} of {hands} hands "
          f"({games} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 300))
