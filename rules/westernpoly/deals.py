"""The WesternPoly expert's trades: how each rival is expected to answer an offer, and the
offers worth weighing at the price that rival is expected to take.

A rival is taken for a player who trades at the printed prices (as `greedy` does: a card for a
little more than its price is a sale) until they turn down an offer that paid more than the
printed prices of what it asked; from then on they are taken to value cards by their chains, as
`strong` does (`advice.trade_gain`). The model is read from the state alone (its record of
declined offers), so the bot stays a function of the state and the generator.

Two kinds of offers follow from the model: to a price-taker, money at the printed price plus a
hundred for their cards of a chain (or the ranges, or the services) the expert has begun; to a
chain-valuer, a card of the expert's for the most money they would pay by their own measure of
it (a card that completes or advances their chain is worth more to them than its price, and
wealth counts it at its price). Whether one is worth making is the look-ahead's question.
"""

from __future__ import annotations

from rules.westernpoly.advice import trade_gain
from rules.westernpoly.board import BUYABLE_FIELDS, CHAINS, FIELDS, SERVICES, TRAINERS, chain_of
from rules.westernpoly.money import star_value
from rules.westernpoly.moves import MakeOffer
from rules.westernpoly.state import Bundle, Offer, State
from rules.westernpoly.trades import was_offered

GROUPS: tuple[tuple[int, ...], ...] = (*CHAINS.values(), tuple(TRAINERS), tuple(SERVICES))
"""The sets of cards worth more together: the chains, the ranges, the services."""
STEP = 100
"""Offers are in whole hundreds."""
SALES = 3
"""Sales weighed a turn at most (those that gain most over the price)."""


def printed_value(s: State, fields: tuple[int, ...]) -> int:
    """What `fields` cost at their printed prices, stars included."""
    return sum(FIELDS[f].price + star_value(f, s.stars[f]) for f in fields)


def pays_printed_price(s: State, offer: Offer) -> bool:
    """True if `offer` gives its recipient more, at printed prices, than it asks of them."""
    gets = printed_value(s, offer.give.fields) + offer.give.money
    gives = printed_value(s, offer.get.fields) + offer.get.money
    return gets > gives


def values_chains(s: State) -> list[bool]:
    """For each seat: has it turned down an offer that paid more than the printed prices (then
    it values cards by their chains, else it is taken to trade at the printed prices)?"""
    found = [False] * len(s.players)
    for offer in s.declined:
        if pays_printed_price(s, offer):
            found[offer.recipient] = True
    return found


def _unstarred(s: State, fields: tuple[int, ...]) -> bool:
    return not any(s.stars[f] for f in fields)


def buys_at_price(s: State, seat: int, rival: int) -> list[MakeOffer]:
    """Offers to `rival` of their printed price and a hundred for their cards of each set
    `seat` has begun (none with stars, none offered to `rival` before, none `seat` cannot pay)."""
    offers = []
    for group in GROUPS:
        if not _unstarred(s, group) or not any(s.owner[f] == seat for f in group):
            continue
        theirs = tuple(f for f in group if s.owner[f] == rival)
        if not theirs:
            continue
        money = printed_value(s, theirs) + STEP
        if money > s.cash[seat] or was_offered(s, seat, rival, Bundle(money=money),
                                                Bundle(theirs)):
            continue
        offers.append(MakeOffer(s.players[rival], Bundle(money=money), Bundle(theirs)))
    return offers


def sales_at_worth(s: State, seat: int, rivals: list[int]) -> list[MakeOffer]:
    """`seat`'s cards offered to `rivals` for the most each would pay by the strong measure of
    their worth to them, where that beats the printed price; those that gain most first, at most
    `SALES`. No card of a chain with stars (it can only go whole), none offered to `rival`
    before, none beyond the buyer's cash."""
    found: list[tuple[int, int, MakeOffer]] = []
    for f in BUYABLE_FIELDS:
        if s.owner[f] != seat or not _unstarred(s, chain_of(f)):
            continue
        price = FIELDS[f].price
        for rival in rivals:
            worth = trade_gain(s, rival, seat, Bundle((f,)), Bundle())
            money = int((worth - 1) // STEP) * STEP  # the most at which their gain stays positive
            if money <= price or money > s.cash[rival]:
                continue
            if was_offered(s, seat, rival, Bundle((f,)), Bundle(money=money)):
                continue
            offer = MakeOffer(s.players[rival], Bundle((f,)), Bundle(money=money))
            found.append((money - price, -f, offer))
    found.sort(key=lambda item: item[:2], reverse=True)
    return [offer for _, _, offer in found[:SALES]]


def offers(s: State, seat: int) -> list[MakeOffer]:
    """The offers `seat` may weigh now: buys at the printed price from the rivals taken to trade
    at it, sales at their worth to the rivals who value chains."""
    chains = values_chains(s)
    rivals = [q for q in range(len(s.players)) if q != seat and s.alive[q]]
    found = [o for q in rivals if not chains[q] for o in buys_at_price(s, seat, q)]
    return found + sales_at_worth(s, seat, [q for q in rivals if chains[q]])
