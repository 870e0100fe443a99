"""Names a person cannot mistake (issue 40): the look-alike check follows Unicode's confusables
data (UTS #39), on the NFC and the NFKC form of a name, combining marks included, and in
capitals (a small capital passes for its capital)."""

from __future__ import annotations

import pytest

from functions.service import PlayerSpec, ServiceError
from functions.service.records.lookalike import look_alike, skeleton

# the review's misses and more of their kind, each a name a reader takes for "Bob"
LIKE_BOB = ["\u0299ob", "\u13f4ob", "B\u022fb", "Bo\u0307b", "Bob\u0301", "B\u1d0fb",
            "\u0299\u1d0f\u0299", "\U0001d401ob", "B\u03bfb", "\u0412ob",
            "\uff22ob", "B\u0ed0b"]
# names people have, which must stay apart
DISTINCT = [("Eva", "Éva"), ("Zdenka", "Zdeňka"), ("Ian", "Lan"), ("Bob", "Rob"),
            ("Hana", "Nana"), ("Lucie", "Lucy"), ("Iva", "Ivo"), ("Jan", "Ján"),
            ("Dan", "Don"), ("Mira", "Míra")]


@pytest.mark.parametrize("name", LIKE_BOB)
def test_a_name_that_passes_for_bob_is_a_look_alike(name):
    assert look_alike(name, ["Ann", "Bob"]) == "Bob", [hex(ord(c)) for c in name]


def test_the_latin_alpha_passes_for_a():
    assert look_alike("B\u0251b", ["Bab"]) == "Bab"


@pytest.mark.parametrize("one, other", DISTINCT)
def test_names_people_have_stay_apart(one, other):
    assert look_alike(one, [other]) is None


def test_the_same_name_in_another_case_is_the_same_name_not_a_look_alike():
    assert look_alike("bob", ["Bob"]) is None and look_alike("BOB", ["Bob"]) is None


def test_the_skeleton_comes_from_the_data_not_a_hand_list():
    # a few classes only Unicode's data knows of (Cherokee, Armenian, mathematical letters)
    assert skeleton("\u13a0") == skeleton("D")  # Cherokee A looks like D
    assert skeleton("\u0585") == skeleton("o")  # Armenian oh
    assert skeleton("\U0001d5ba") == skeleton("a")  # mathematical sans-serif a
    assert skeleton("rn") == skeleton("m")


@pytest.mark.parametrize("name", ["\u0299ob", "\u13f4ob", "Bo\u0307b"])
def test_a_look_alike_is_seated_neither_at_creation_nor_as_a_replacement(game_service, name):
    players = [PlayerSpec("Bob", "bob@example.org"), PlayerSpec("Cid", "cid@example.org"),
               PlayerSpec("Dan", "dan@example.org")]
    with pytest.raises(ServiceError, match="looks like"):
        game_service.create("1926", players[:1] + [PlayerSpec(name, "eve@example.org")]
                            + players[1:], "org@example.org")
    game = game_service.create("1926", players, "org@example.org", start=True)
    with pytest.raises(ServiceError, match="looks like"):
        game_service.replace_player(game.id, "cid@example.org", name, "eve@example.org")
