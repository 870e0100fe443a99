"""The WesternPoly expert's trades (`deals`): how a rival is read from the offers they turned
down, and the offers made to each kind of rival at the price they are expected to take."""

from __future__ import annotations

import random

import rules
from rules.westernpoly import deals
from rules.westernpoly.advice import trade_gain
from rules.westernpoly.board import FIELDS
from rules.westernpoly.moves import Accept, MakeOffer
from rules.westernpoly.state import Bundle, Offer

G = rules.get("westernpoly")
NAMES = ["ann", "bot", "cyd"]


def _owning(s, seat: int, fields: list[int]):
    owner = list(s.owner)
    for f in fields:
        owner[f] = seat
    return s._replace(owner=tuple(owner))


def _declined(s, proposer: int, recipient: int, give: Bundle, get: Bundle):
    offer = Offer(s.next_offer, proposer, recipient, give, get, s.turn_no)
    return s._replace(declined=s.declined + (offer,), offered=s.offered + (offer,),
                      next_offer=s.next_offer + 1)


def _fresh():
    return G.new_game(NAMES, {"max_rounds": 40, "lang": "en"})


def test_a_rival_values_chains_once_they_turn_down_more_than_the_printed_price():
    s = _owning(_fresh(), 0, [6])
    assert deals.values_chains(s) == [False, False, False]
    below = _declined(s, 1, 0, Bundle(money=1500), Bundle((6,)))  # under the price: no sign
    assert deals.values_chains(below) == [False, False, False]
    above = _declined(s, 1, 0, Bundle(money=2100), Bundle((6,)))
    assert deals.values_chains(above) == [True, False, False]


def test_a_price_taker_is_offered_their_printed_price_for_the_cards_of_a_begun_chain():
    s = _owning(_owning(_fresh(), 1, [6]), 0, [8, 9])  # bot has begun the lodges, ann has two
    offers = deals.buys_at_price(s, 1, 0)
    assert MakeOffer("ann", Bundle(money=2000 + 2400 + 100), Bundle((8, 9))) in offers
    assert all(o.to == "ann" and o.give.money <= s.cash[1] for o in offers)
    # asked and refused: never asked again, whatever the money
    refused = _declined(s, 1, 0, Bundle(money=4500), Bundle((8, 9)))
    assert not any(o.get.fields == (8, 9) for o in deals.buys_at_price(refused, 1, 0))


def test_a_chain_valuer_is_offered_a_card_for_the_most_strong_would_pay_and_takes_it():
    s = _owning(_owning(_fresh(), 0, [16, 18]), 1, [19])  # ann lacks only bot's bar
    sales = deals.sales_at_worth(s, 1, [0])
    assert sales and sales[0].give.fields == (19,) and sales[0].to == "ann"
    money = sales[0].get.money
    assert money > FIELDS[19].price and money % 100 == 0
    assert trade_gain(s, 0, 1, Bundle((19,)), Bundle(money=money)) > 0
    assert trade_gain(s, 0, 1, Bundle((19,)), Bundle(money=money + 100)) <= 0
    # made through the rules (out of turn too), strong takes it and completes the bars
    after = G.apply(s, "bot", sales[0])
    answer = G.bots["strong"].react(after, "ann", random.Random(1))
    assert isinstance(answer, Accept)
    done = G.apply(after, "ann", answer)
    assert done.owner[19] == 0 and done.cash[1] == s.cash[1] + money


def test_offers_follow_the_reading_of_each_rival():
    s = _owning(_owning(_owning(_fresh(), 1, [6, 19]), 0, [8, 9, 16, 18]), 2, [1])
    fresh = deals.offers(s, 1)
    assert fresh and all(o.give.money and not o.give.fields for o in fresh)  # buys only
    chains = _declined(s, 1, 0, Bundle(money=9900), Bundle((8,)))  # ann refused far above
    mixed = deals.offers(chains, 1)
    assert any(o.to == "ann" and o.give.fields == (19,) for o in mixed)  # ann: a sale
    assert not any(o.to == "ann" and o.give.money for o in mixed)
