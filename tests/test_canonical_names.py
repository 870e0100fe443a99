"""The canonical text of every move, trade offers included, parses back to the same move
whatever the players are called: here they are called by the games' own command words, in
Czech and English ("give", "Dáva", "buy", "nabídka", "velkou" ...)."""

from __future__ import annotations

import random

import pytest

import rules
from rules import CHANCE
from rules.game1926.parse import FILLER, SIZE_FORMS
from rules.text import fold
from rules.westernpoly import parser as wp_parser
from rules.westernpoly.board import BUYABLE_FIELDS
from rules.westernpoly.moves import MakeOffer
from rules.westernpoly.state import Bundle

WP = rules.get("westernpoly")
G1926 = rules.get("1926")
STEPS = 120  # moves played per game; each position checks every legal move's text


def _distinct(words: list[str]) -> list[str]:
    """The words, each once however it is written (players must differ when folded)."""
    seen: dict[str, str] = {}
    for word in words:
        if word.strip() and not word.isdigit() and fold(word) not in seen:
            seen[fold(word)] = word
    return list(seen.values())


WESTERNPOLY_WORDS = _distinct(
    [w for aliases in wp_parser.VERBS.values() for w in aliases]
    + ["give", "Dáva", "dám", "get", "for", "za", "chci", "want", "nothing", "nic", "card",
       "karta", "and", "a", "no", "ne", "ano", "yes", "please", "prosím", "offer", "na", "on",
       "Give", "Get Rich", "Dáva Nic", "buy give"])
NAMES_1926 = _distinct(sorted(SIZE_FORMS) + sorted(FILLER) + ["Praha", "Brno", "resign",
                                                              "vzdávám", "velká Praha"])


def _groups(names: list[str], size: int) -> list[list[str]]:
    """The names in games of `size` players (the last one topped up from the first)."""
    groups = [names[i:i + size] for i in range(0, len(names), size)]
    groups[-1] += [n for n in names if n not in groups[-1]][:size - len(groups[-1])]
    return groups


def _round_trips(game: rules.Game, state, player: str, move) -> None:
    """`move`'s canonical text reads back as `move`, in the game's language and the other."""
    for lang in ("cs", "en"):
        read = game.parse(game.localized(state, lang), player, move.text)
        assert read == move, (lang, player, move.text, read)


def _play_checking_every_move(game: rules.Game, state, rng: random.Random) -> None:
    for _ in range(STEPS):
        to_move = game.to_move(state)
        if to_move is None:
            return
        moves = game.legal_moves(state, to_move)
        for move in moves:
            _round_trips(game, state, to_move, move)
        move = rng.choice([m for m in moves if m.text != "resign"] or moves)
        state = game.apply(state, to_move, move)


def _owning(state, names: list[str]):
    """The position with four buyable fields dealt to each player and the kept card to the
    first, so that offers have something to name on every side."""
    owner = list(state.owner)
    for n, field in enumerate(BUYABLE_FIELDS[:4 * len(names)]):
        owner[field] = n % len(names)
    kept = ("stestena-02",) + ("",) * (len(names) - 1)
    return state._replace(owner=tuple(owner), kept=kept)


@pytest.mark.parametrize("names", _groups(WESTERNPOLY_WORDS, 6), ids=lambda n: ",".join(n))
def test_every_westernpoly_offer_reads_back_whatever_the_players_are_called(names):
    state = _owning(WP.new_game(names, {"lang": "en", "shares": True}), names)
    holdings = {p: [f for f in BUYABLE_FIELDS if state.owner[f] == n]
                for n, p in enumerate(names)}
    for proposer in names:
        for to in names:
            if to == proposer:
                continue
            for give, get in ((Bundle((holdings[proposer][0],)), Bundle(money=500)),
                              (Bundle(), Bundle(tuple(holdings[to][:2]), money=1)),
                              (Bundle(money=2200), Bundle((holdings[to][1],))),
                              (Bundle(card=True) if proposer == names[0] else Bundle(money=5),
                               Bundle(card=to == names[0]))):
                offer = MakeOffer(to, give, get)
                if not give and not get:
                    continue
                _round_trips(WP, state, proposer, offer)


@pytest.mark.parametrize("names", _groups(WESTERNPOLY_WORDS, 6), ids=lambda n: ",".join(n))
def test_every_westernpoly_move_reads_back_whatever_the_players_are_called(names):
    state = WP.new_game(names, {"lang": "cs", "shares": True}, seed=3)
    _play_checking_every_move(WP, state, random.Random(len(names[0])))


@pytest.mark.parametrize("names", _groups(NAMES_1926, 5), ids=lambda n: ",".join(n))
def test_every_1926_move_reads_back_whatever_the_players_are_called(names):
    state = G1926.new_game(names, {"lang": "cs"})
    _play_checking_every_move(G1926, state, random.Random(len(names)))
    assert CHANCE not in names
