"""The classes of issue 41 in live games: the player's chatter around a move is passed over
without a word, and the move inside a sentence or in a Czech form is played, exactly as a mail
holding only the move is answered (see tests/mail/reading_classes.py; the other half of every
class is kept aside in bench/reply_classes_held_out.py and measured there)."""

from __future__ import annotations

from functools import cache

import pytest

from tests.mail.reading_classes import (
    CLASSES,
    GAMES,
    TRAINING,
    Answer,
    Chatter,
    members_games,
    play,
    read_exactly,
)

CASES = [(member, game) for index, member in enumerate(TRAINING)
         for game in members_games(member, index, every_game=False)]


@cache
def _control(tmp_root, game: str, lang: str, body: str, position: str) -> Answer:
    directory = tmp_root / f"control-{game}-{lang}-{abs(hash((body, position)))}"
    directory.mkdir()
    return play(directory, game, lang, body, position)


def test_every_class_has_members_and_every_game_meets_every_chatter_class():
    assert {m.cls for m in TRAINING} == set(CLASSES)
    for cls in {m.cls for m in TRAINING if isinstance(m, Chatter)}:
        assert {g for m, g in CASES if m.cls == cls} == set(GAMES), cls


@pytest.mark.parametrize("member,game", CASES,
                         ids=[f"{m.cls}-{g}-{i}" for i, (m, g) in enumerate(CASES)])
def test_a_member_is_read_as_the_move_alone(member, game, tmp_path_factory):
    root = tmp_path_factory.getbasetemp()
    differs = read_exactly(tmp_path_factory.mktemp("member"), member, game,
                           lambda *args: _control(root, *args))
    assert differs == ""


@pytest.mark.parametrize("game,lang,position,body,move,said", [
    ("westernpoly", "cs", "offered", "nevezmu to\nodmítám 1", "decline 1",
     "přeskočeno „nevezmu to“: nejsi na tahu"),  # lower case after "Ahoj Jakube," and ":"
    ("westernpoly", "en", "offered", "pass\naccept 1", "accept 1", "Skipped “pass”"),
    ("ohhell", "cs", "", "hraju 2C\nhlásím 1", "bid 1", "přeskočeno „hraju 2C“: nejdřív hlas"),
])
def test_a_line_of_its_own_not_playable_now_is_named_and_the_next_line_plays(
        game, lang, position, body, move, said, tmp_path):
    # WesternPoly: another player is on a purchase and has offered the holder money, so the
    # holder's no to the purchase is not theirs to say; Oh Hell: a card before the bid. The
    # line that can play plays all the same, and the other is answered with its reason
    got = play(tmp_path, game, lang, body, position)
    assert (got.action, got.moves) == ("played", (move,))
    assert said in got.text
