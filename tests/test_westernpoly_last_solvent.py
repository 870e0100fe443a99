"""How a WesternPoly game that one player outlasted ended, said of as many as went (review
23n: "Ve hře zůstává jen Jana, ostatní zkrachovali nebo odešli" of one other player)."""

from __future__ import annotations

import pytest

from functions.render.games.westernpoly import result_rows


def _how(players: list[str], lang: str) -> str | None:
    winner, *out = players
    result = {"scores": {p: 100 - n for n, p in enumerate(players)}, "winners": [winner],
              "details": {"bankrupt": out}}
    return result_rows(result, None, lang)[0]


@pytest.mark.parametrize(("other", "verb"), [("Tom Hall", "zkrachoval nebo odešel"),
                                              ("Jana Nováková", "zkrachovala nebo odešla")])
def test_one_other_player_is_named_in_their_gender(other, verb):
    how = _how(["Eva Malá", other], "cs")
    assert how == f"Ve hře zůstává jen Eva Malá, {other} {verb}."


def test_several_others_are_the_others():
    assert "ostatní zkrachovali" in (_how(["Eva Malá", "Tom Hall", "Jana Nováková"], "cs") or "")
    assert "everyone else" in (_how(["Eva", "Tom", "Jana"], "en") or "")


def test_one_other_in_english():
    assert _how(["Eva", "Tom"], "en") == "Only Eva stayed in the game: Tom went bankrupt or left."
