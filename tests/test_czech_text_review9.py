"""Czech a reader finds natural (issue 42, newcomer review 9): prepositions before numbers
take their vowel as read aloud, Oh Hell names cards in Czech with the code to type in
brackets, and a Czech mail's example of a move is Czech. The members the review found; more
of each class are kept aside (see the report of branch conv10b)."""

from __future__ import annotations

import random
import re

import pytest

import rules
from functions.i18n import Catalogue
from functions.render.letters import _examples
from rules import CHANCE
from rules.wording import spoken, vocalised

OH = rules.get("ohhell")


@pytest.mark.parametrize("preposition, following, said", [
    ("v", "2. sčítání", "ve"), ("v", "3. sčítání", "ve"), ("v", "4. sčítání", "ve"),
    ("v", "5. sčítání", "v"), ("v", "1. kole", "v"), ("z", "3", "ze"), ("z", "2", "ze"),
    ("z", "13", "ze"), ("z", "9", "z"), ("s", "7", "se"), ("z", "17", "ze"), ("s", "5", "s"),
    ("v", "Praze", "v"), ("v", "Vídni", "ve"), ("z", "Zlína", "ze"), ("V", "2. kole", "Ve"),
])
def test_a_preposition_takes_its_vowel_as_the_next_word_is_read(preposition, following, said):
    assert vocalised(preposition, following) == said


def test_numbers_read_aloud_begin_as_czech_says_them():
    assert [spoken(n) for n in (2, 7, 17, 40, 150, 300, 1000, 2800)] == [
        "dva", "sedm", "sedmnáct", "čtyřicet", "sto", "tři", "tisíc", "dva"]


def test_a_catalogue_text_vocalises_before_the_value_it_is_given():
    texts = Catalogue("test-vocalised", {"out": {"cs": "{who} vypadává v {n}. sčítání",
                                                 "en": "{who} is out in count {n}"}},
                      register=False)
    assert texts.say("cs", "out", who="Dana", n=3) == "Dana vypadává ve 3. sčítání"
    assert texts.say("cs", "out", who="Dana", n=5) == "Dana vypadává v 5. sčítání"
    assert texts.say("en", "out", who="Dana", n=3) == "Dana is out in count 3"


def _first_play(seed: int):
    """An Oh Hell game of three played by its first options up to the first card to lead."""
    rng = random.Random(seed)
    state = OH.new_game(["Ann", "Bob", "Cid"], {"hands": "3,2"})
    while (who := OH.to_move(state)) is not None:
        if who == CHANCE:
            state = OH.apply(state, CHANCE, rng.choice([m for m, _ in OH.chance_outcomes(state)]))
            continue
        moves = OH.legal_moves(state, who)
        if type(moves[0]).__name__ == "Play":
            return state, who
        state = OH.apply(state, who, moves[0])
    raise AssertionError("no card was played")


@pytest.mark.parametrize("seed", [1, 2])
def test_oh_hell_names_cards_in_czech_with_the_code_to_type(seed):
    state, who = _first_play(seed)
    (example,) = _examples(OH, state, who, "cs")
    # "hraju pikového krále", never "play KS": a code, if any, only in brackets
    assert example.startswith("hraju ")
    assert re.search(r"\b(10|[2-9TJQKA])[CDSH]\b(?!\))", example) is None, example
    assert OH.parse(state, who, example) == OH.legal_moves(state, who)[0]
    board = OH.board_text(state, "cs", reader=who)
    (cards,) = [line for line in board.splitlines() if line.startswith("Tvoje karty: ")]
    hand = state.hands[state.players.index(who)]
    assert all(f"({card})" in cards for card in hand)  # the code in brackets, after the name
    assert not any(cards.removeprefix("Tvoje karty: ").startswith(card) for card in hand)
