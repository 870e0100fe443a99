"""Oh Hell against OpenSpiel's `oh_hell`, hand by hand: both games are dealt the same cards in
the same order and given the same bids and cards (chosen at random among our legal moves);
at every step the legal moves must agree, and at the end of each hand our points must be
OpenSpiel's returns (`off_bid_penalty=false`, `points_per_trick=1`: a point a trick and 10
for an exact bid). Needs `open-spiel` (`pip install -e '.[bench]'`); the project never does.

    python -m bench.openspiel_ohhell [hands]     prints how many hands agreed
"""

from __future__ import annotations

import random
import sys

import pyspiel

import rules
from rules.ohhell.state import Bid, Deal, Dealer, Play

GAME = rules.get("ohhell")


def _ours(text: str) -> str:
    """OpenSpiel's card text ('C2', suit first) as ours ('2C')."""
    return text[1] + text[0]


def one_hand(rng: random.Random) -> None:
    """Play one random hand in both games; raise AssertionError where they differ."""
    players = rng.randint(3, 7)
    suits = rng.randint(1, 4)
    ranks = rng.randint(2, 13)
    while suits * ranks < players + 1:
        ranks += 1
    most = (suits * ranks - 1) // players
    tricks = rng.randint(1, most)
    names = [f"p{i}" for i in range(players)]
    state = GAME.new_game(names, {"suits": suits, "ranks": ranks, "hands": str(tricks)})
    spiel = pyspiel.load_game("oh_hell", {
        "players": players, "num_suits": suits, "num_cards_per_suit": ranks,
        "num_tricks_fixed": tricks, "off_bid_penalty": False, "points_per_trick": 1,
    }).new_initial_state()
    spiel.apply_action(spiel.chance_outcomes()[0][0])  # the number of tricks, fixed
    dealer = rng.randrange(players)
    state = GAME.apply(state, rules.CHANCE, Dealer(names[dealer]))
    spiel.apply_action(dealer)
    while GAME.to_move(state) == rules.CHANCE:
        ours = {m.card: m for m, _ in GAME.chance_outcomes(state)}
        theirs = {_ours(spiel.action_to_string(a)): a for a, _ in spiel.chance_outcomes()}
        assert set(ours) == set(theirs), (sorted(ours), sorted(theirs))
        card = rng.choice(sorted(ours))
        move: Deal | Bid | Play = ours[card]
        state = GAME.apply(state, rules.CHANCE, move)
        spiel.apply_action(theirs[card])
    while not spiel.is_terminal():
        player = GAME.to_move(state)
        assert player == names[spiel.current_player()], (player, spiel.current_player())
        legal = GAME.legal_moves(state, player)
        theirs_by_text = {spiel.action_to_string(a): a for a in spiel.legal_actions()}
        if isinstance(legal[0], Bid):
            assert {str(m.tricks) for m in legal} == set(theirs_by_text), (legal, theirs_by_text)
            move = rng.choice(legal)
            action = theirs_by_text[str(move.tricks)]
        else:
            assert {m.card for m in legal} == {_ours(t) for t in theirs_by_text}
            move = rng.choice(legal)
            action = theirs_by_text[move.card[1] + move.card[0]]
        state = GAME.apply(state, player, move)
        spiel.apply_action(action)
    assert GAME.result(state) is not None
    points = GAME.result(state).scores
    assert [points[n] for n in names] == [round(r) for r in spiel.returns()], \
        (points, spiel.returns())


def main(hands: int = 500) -> int:
    """Play `hands` random hands in both games; print the count that agreed."""
    rng = random.Random(44)
    for _ in range(hands):
        one_hand(rng)
    print(f"Oh Hell and OpenSpiel's oh_hell agreed on {hands} of {hands} hands")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 500))
