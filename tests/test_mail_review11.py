"""The readings a blind reviewer found wrong after review 10, in live games and in Oh Hell's
positions (tests/mail/review11_classes.py): a card by its place in the hand, a pronoun for the
size a 1926 player has left, Oh Hell's verbs of leading and trumping."""

from __future__ import annotations

import pytest

import rules
from functions.mailroom.reading import read_line
from rules import CHANCE
from rules.api import AmbiguousCommand, IllegalMove
from tests.mail.reading_classes import play, read_as_its_control
from tests.mail.review11_classes import GOOFSPIEL_PLAYED, LEAD, OHHELL, SENTENCES, UNPLAYED


def _ohhell(spec: str, lang: str):
    """Oh Hell for Ann, Bob and Cid in the position `spec` (see review11_classes), every bid 0."""
    options = dict(part.split("=") for part in spec.split(";"))
    game = rules.get("ohhell")
    state = game.new_game(["Ann", "Bob", "Cid"], {"hands": options["hands"], "lang": lang})
    for text in (f"dealer {options.get('dealer', 'Cid')}",
                 *(f"deal {card}" for card in options["deal"].split())):
        state = game.apply(state, CHANCE, game.parse(state, CHANCE, text))
    for _ in range(3):
        player = game.to_move(state)
        state = game.apply(state, player, game.parse(state, player, "bid 0"))
    for card in options.get("plays", "").split():
        player = game.to_move(state)
        state = game.apply(state, player, game.parse(state, player, f"play {card}"))
    assert game.to_move(state) == "Ann"
    return game, state


@pytest.mark.parametrize("member", SENTENCES, ids=lambda m: m.line)
def test_a_card_by_its_place_and_a_size_left_are_read_as_the_move(member, tmp_path):
    assert read_as_its_control(tmp_path, member) == ""


@pytest.mark.parametrize("game,lang,body", UNPLAYED)
def test_a_place_or_a_pronoun_that_picks_no_one_move_is_never_played(game, lang, body,
                                                                     tmp_path):
    got = play(tmp_path, game, lang, body)
    assert got.moves == ()
    assert got.action != "played"


@pytest.mark.parametrize("line,card", GOOFSPIEL_PLAYED)
def test_a_goofspiel_place_counts_in_the_hand_left(line, card):
    game = rules.get("goofspiel")
    state = game.new_game(["Ann", "Bob"], {"lang": "cs"})
    for prize, bid in ((13, 1), (12, 13)):  # Ann's hand is 2..12 after these
        state = game.apply(state, CHANCE, game.parse(state, CHANCE, f"prize {prize}"))
        for player in ("Ann", "Bob"):
            state = game.apply(state, player, game.parse(state, player, f"bid {bid}"))
    state = game.apply(state, CHANCE, game.parse(state, CHANCE, "prize 6"))
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    assert got.moves == (f"bid {card}",)


@pytest.mark.parametrize("cls,position,lang,line,move", OHHELL, ids=lambda v: str(v)[:30])
def test_an_oh_hell_card_by_its_place_or_a_verb_of_leading_is_read(cls, position, lang, line,
                                                                   move):
    game, state = _ohhell(position, lang)
    got = read_line(line, lambda text: game.parse(state, "Ann", text), game.lexicon(state))
    if move == "refused":  # told why not, with the hand's cards
        assert got.moves == (None,)
        with pytest.raises(IllegalMove, match="AS"):
            game.parse(state, "Ann", line)
    else:
        assert got.moves == ((move,) if move else ()) or move is None and got.moves == (None,)


@pytest.mark.parametrize("lang,words", [("cs", ["pikové eso, nebo srdcová čtyřka", "hraju"]),
                                        ("en", ["ace of spades or 4 of hearts", "play"])])
def test_a_place_over_two_suits_is_asked_back_naming_a_card_of_each(lang, words):
    game, state = _ohhell(LEAD, lang)
    with pytest.raises(AmbiguousCommand) as asked:
        game.parse(state, "Ann", "Dám nejnižší." if lang == "cs" else "Play my lowest.")
    assert all(word in str(asked.value) for word in words)
    assert sorted(asked.value.candidates) == ["play 4H", "play AS"]


def test_a_suit_not_held_is_refused_naming_the_hand():
    game, state = _ohhell(LEAD, "cs")
    with pytest.raises(IllegalMove, match="Nemáš žádné kříže; v ruce máš: AS 4H KH."):
        game.parse(state, "Ann", "Hraju nejvyšší kříž.")
