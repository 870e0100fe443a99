"""A turn can't end silently over an open offer to the player (review 6, finding 3): the menu's
end-of-turn option says which offers lapse with it, and the mail names their written answers."""

from __future__ import annotations

import random

import pytest

import rules
from functions.render.menu import menu
from rules.api import CHANCE
from rules.westernpoly.moves import DONE
from rules.westernpoly.state import Bundle, Offer

G = rules.get("westernpoly")
NAMES = ["Tomáš Hruška", "Jana Nováková", "Petr Dvořák"]


def _deciding(lang: str, seed: int = 1):
    """A position where the player on turn may end it (DONE on their menu)."""
    rng = random.Random(seed)
    s = G.new_game(NAMES, {"max_rounds": 40, "lang": lang})
    for _ in range(2000):
        who = G.to_move(s)
        if who == CHANCE:
            outcomes = G.chance_outcomes(s)
            s = G.apply(s, CHANCE, rng.choices([m for m, _ in outcomes],
                                               [p for _, p in outcomes])[0])
            continue
        if DONE in G.choices(s, who) and not s.offers:
            return s, who
        moves = [m for m in G.choices(s, who) if m != DONE] or G.choices(s, who)
        s = G.apply(s, who, moves[0])
    raise AssertionError("no position to end a turn in")


def _offered(s, to: str, made_before: bool = True):
    seat = s.players.index(to)
    other = (seat + 1) % len(s.players)
    offer = Offer(s.next_offer, other, seat, Bundle(money=100), Bundle(),
                  s.turn_no - 1 if made_before else s.turn_no)
    return s._replace(offers=(*s.offers, offer), next_offer=s.next_offer + 1), offer.id


@pytest.mark.parametrize("lang, says", [("cs", "ukončit tah (nabídka #{n} bez tvé odpovědi propadne)"),
                                        ("en", "end the turn (offer #{n} lapses unanswered)")])
def test_the_end_of_turn_option_says_the_offer_to_the_player_lapses(lang, says):
    s, who = _deciding(lang)
    s, n = _offered(s, who)
    labels = [item.label for item in menu(G, s, who, lang)]
    assert says.format(n=n) in labels, labels


def test_an_offer_made_this_turn_does_not_lapse_and_is_not_said_to():
    s, who = _deciding("cs")
    s, _ = _offered(s, who, made_before=False)
    assert "ukončit tah" in [item.label for item in menu(G, s, who, "cs")]


def test_two_offers_lapse_together():
    s, who = _deciding("cs")
    s, first = _offered(s, who)
    s, second = _offered(s, who)
    labels = [item.label for item in menu(G, s, who, "cs")]
    assert f"ukončit tah (nabídky #{first} a #{second} bez tvé odpovědi propadnou)" in labels, labels
