"""Every ŠTĚSTĚNA and PRACHY card, drawn in a hand-built position, does what it says."""

from __future__ import annotations

import pytest

import rules
from rules import CHANCE
from rules.westernpoly.board import GOLDEN
from rules.westernpoly.cards import CARDS, FORTUNE_CARDS, MONEY_CARDS, deck_cards
from rules.westernpoly.state import DRAW

G = rules.get("westernpoly")


def drawn(card: str, field: int, players: int = 2, owner=(), stars=None):
    """Ann reaches `field` with a throw of 1 and draws `card`; returns (before, after, events)."""
    s = G.new_game(["ann", "bob", "cid"][:players], {"lang": "en"})
    owners = list(s.owner)
    for f in owner:
        owners[f] = 0
    levels = list(s.stars)
    for f, level in (stars or {}).items():
        levels[f] = level
    s = s._replace(pos=(field - 1,) + s.pos[1:], owner=tuple(owners), stars=tuple(levels))
    s = G.apply(s, "ann", G.parse(s, "ann", "roll"))
    s = G.apply(s, CHANCE, G.parse(s, CHANCE, "throw 1"))
    assert s.phase == DRAW and G.to_move(s) == CHANCE
    before = s
    s = G.apply(s, CHANCE, G.parse(s, CHANCE, f"draw {card}"))
    return before, s, [e.kind for e in s.events]


# card, field drawn on, position after, ann's cash change, what else must hold
MOVEMENT = [
    ("stestena-01", 7, 4, -500, "accident"),
    ("stestena-03", 7, 15, 0, "buy"),
    ("stestena-03", 36, 5, 4000, "buy"),
    ("stestena-05", 7, 10, 0, "jailed"),
    ("stestena-05", 36, 10, 0, "jailed"),
    ("stestena-06", 7, 2, 0, "draw money"),
    ("stestena-07", 7, 39, 4000, "buy"),
    ("stestena-07", 36, 39, 4000, "buy"),
    ("stestena-08", 7, 10, 4000, "jailed"),
    ("stestena-08", 22, 10, 0, "jailed"),
    ("stestena-09", 22, 17, 0, "draw money"),
    ("stestena-10", 22, 0, 4000, "done"),
    ("stestena-11", 22, 0, 0, "done"),
    ("stestena-14", 7, 20, 4000, "done"),
    ("stestena-14", 36, 20, 0, "done"),
    ("stestena-15", 7, 11, 0, "buy"),
    ("stestena-15", 22, 26, 0, "buy"),
    ("stestena-15", 36, 11, 4000, "buy"),
    ("stestena-16", 7, 37, 0, "buy"),
    ("stestena-16", 36, 37, 0, "buy"),
    ("stestena-17", 7, 6, 0, "buy"),
    ("stestena-17", 22, 9, 0, "buy"),
    ("stestena-18", 7, 31, 0, "buy"),
    ("stestena-18", 36, 31, 4000, "buy"),
    ("stestena-19", 22, 3, 0, "buy"),
    ("stestena-20", 7, 11, 0, "buy"),
    ("stestena-20", 22, 23, 0, "buy"),
    ("stestena-20", 36, 11, 4000, "buy"),
]


@pytest.mark.parametrize(("card", "field", "reached", "delta", "then"), MOVEMENT)
def test_movement_cards(card, field, reached, delta, then):
    before, s, events = drawn(card, field)
    assert s.pos[0] == reached
    assert s.cash[0] - before.cash[0] == delta
    assert ("start_bonus" in events) == (delta == 4000)
    if then == "buy":
        assert [m.text for m in G.legal_moves(s, "ann")][:2] == ["buy", "pass"]
    elif then == "jailed":
        assert s.jailed[0]
    elif then == "draw money":
        assert s.phase == DRAW and s.draw_deck == 1
    elif then == "accident":
        assert "accident" in events
    else:
        assert "done" in [m.text for m in G.legal_moves(s, "ann")]


@pytest.mark.parametrize(("card", "turns"), [("stestena-04", 2), ("stestena-12", 2),
                                             ("stestena-13", 1)])
def test_miss_turn_cards(card, turns):
    _, s, _ = drawn(card, 7)
    assert s.skips[0] == turns and s.pos[0] == 7


def test_cancel_jail_card_is_kept_out_of_the_deck():
    before, s, _ = drawn("stestena-02", 7)
    assert s.kept[0] == "stestena-02"
    assert "stestena-02" not in s.decks[0].unseen + s.decks[0].pile
    assert len(s.decks[0].unseen) == len(before.decks[0].unseen) - 1


def test_drawn_cards_go_under_their_deck():
    _, s, _ = drawn("stestena-13", 7)
    assert s.decks[0].pile == ("stestena-13",) and "stestena-13" not in s.decks[0].unseen


# Ann owns chains 1 (★★ and Golden), a Lodging house, a Liquor shop, a Bar, an Outfitter,
# a Saloon, two Guns & Ammo and a Bank.
PORTFOLIO = (1, 3, 6, 11, 16, 21, 26, 31, 32, 37)
MONEY = [
    ("prachy-01", -1000), ("prachy-02", -400), ("prachy-03", -(2 * 500 + 2500)),
    ("prachy-04", 2000), ("prachy-06", 500), ("prachy-07", 4000), ("prachy-08", -3000),
    ("prachy-09", -(2 * 800 + 2300)), ("prachy-10", -2000), ("prachy-11", -100),
    ("prachy-12", 1000), ("prachy-13", 2000), ("prachy-14", 3000),
    ("prachy-15", -4 * 200), ("prachy-16", 1000), ("prachy-17", -2 * 300),
    ("prachy-18", 3 * 300), ("prachy-19", -2 * 500),
]


@pytest.mark.parametrize(("card", "delta"), MONEY)
def test_money_cards(card, delta):
    before, s, _ = drawn(card, 2, owner=PORTFOLIO, stars={1: 2, 3: GOLDEN})
    assert s.cash[0] - before.cash[0] == delta
    assert sum(s.cash) + s.bank == 0


def test_birthday_card_collects_from_every_other_player():
    before, s, events = drawn("prachy-05", 2, players=3)
    assert s.cash[0] - before.cash[0] == 400
    assert s.cash[1] == before.cash[1] - 200 and s.cash[2] == before.cash[2] - 200
    assert events.count("payment") == 2


def test_every_card_has_a_scenario_here():
    tested = {c for c, *_ in MOVEMENT} | {c for c, _ in MONEY}
    tested |= {"stestena-02", "stestena-04", "stestena-12", "stestena-13", "prachy-05"}
    assert tested == set(CARDS)


def test_decks_are_data_with_marked_additions():
    assert len(FORTUNE_CARDS) == 20 and len(MONEY_CARDS) == 19
    assert len(deck_cards("stestena", "classic")) == 14
    assert len(deck_cards("prachy", "classic")) == 14
    assert sum(c.addition for c in FORTUNE_CARDS) == 5
    assert sum(c.addition for c in MONEY_CARDS) == 4
    assert [c.id for c in CARDS.values() if c.action == "keep"] == ["stestena-02"]
    for card in CARDS.values():
        assert card.cs and card.en and card.cs != card.en
        if card.addition:
            assert card.chains or card.targets  # the additions build on chain types


@pytest.mark.parametrize(("card", "field", "said"), [
    ("stestena-07", 7, "dostala od banky 4 000 $"),   # back to field 39: the card pays
    ("stestena-10", 22, "dostala na STARTu 4 000 $"),  # back to START itself
    ("stestena-03", 36, "dostala na STARTu 4 000 $"),  # forward past START
])
def test_the_4000_names_what_gave_it(card, field, said):
    from rules.westernpoly.words import event_text

    _, s, _ = drawn(card, field)
    (bonus,) = [e for e in s.events if e.kind == "start_bonus"]
    assert event_text(bonus.kind, {**bonus.data, "player": "Ann"}, "cs").replace("\xa0", " ") \
        == f"Ann {said}"
