"""A 1926 move with the player's reason after it ("Dám velkou do Prahy, ať je klid.") is the
move, on the web page's move box as by mail (issue 42, rep43, class C: the page refused what
the mail read). Both read it through the game's parse; the mail's reader sees the same."""

from __future__ import annotations

import pytest

from functions.mailroom.reading import read_line
from rules.game1926 import GAME

BUILT_ON = [
    ("cs", "Dám velkou do Prahy, ať je klid.", "large praha"),
    ("cs", "Střední do Brna, protože tam nikdo nic nemá.", "medium brno"),
    ("en", "large Praha, because why not", "large praha"),
]
# kept aside and measured last
HELD_OUT = [
    ("cs", "Malou do Plzně, ať to nemají zadarmo.", "small plzen"),
    ("cs", "Velkou do Olomouce – to je jistota.", "large olomouc"),
    ("en", "medium Brno, just to annoy Bob", "medium brno"),
    ("cs", "Dávám střední do Prahy, aby Bob nezískal většinu.", "medium praha"),
]


@pytest.mark.parametrize("lang, said, move", BUILT_ON + HELD_OUT)
def test_the_page_reads_the_move_beside_its_reason(lang, said, move):
    state = GAME.new_game(["ann", "bob", "cyd"], {"variant": "primarky", "lang": lang})
    assert GAME.parse(state, "ann", said).text == move


@pytest.mark.parametrize("lang, said, move", BUILT_ON + HELD_OUT)
def test_the_mail_reads_it_alike(lang, said, move):
    state = GAME.new_game(["ann", "bob", "cyd"], {"variant": "primarky", "lang": lang})
    found = read_line(said, lambda text: GAME.parse(state, "ann", text), GAME.lexicon(state))
    assert [getattr(m, "text", m) for m in found.moves] == [move]
