"""What the strong WesternPoly bot knows: the cash reserve, what a card or a trade is worth to a
player, which sale costs least, which offer would complete a chain and which card to sell to whom.

Under these rules a card sells back to the bank at its full price and wealth counts cards and
stars at their cost, so buying never loses wealth; what loses it is being forced to sell stars
at half price, or helping an opponent complete a chain. The valuations follow from that.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.westernpoly.board import (
    BUYABLE_FIELDS,
    CHAINS,
    FIELDS,
    PROPERTY,
    SERVICE,
    SERVICES,
    TRAINER,
    TRAINERS,
    chain_of,
)
from rules.westernpoly.money import rent, star_value
from rules.westernpoly.moves import MakeOffer, Move, Sell, SellGolden, SellStars
from rules.westernpoly.state import NOBODY, Bundle, State
from rules.westernpoly.trades import was_offered

BOARD = len(FIELDS)
TYPICAL_DICE = 7
MIN_RESERVE = 1500
COMPLETION_SHARE = 1.0
"""A chain's completion is worth this share of the whole chain's price on top of the card."""
PARTIAL_SHARE = 0.25
"""A card that brings a chain closer (not complete) is worth this share of its price more."""
BLOCK_SHARE = 0.5
"""A card that keeps an opponent from completing a chain is worth this share of its chain."""
OFFER_PREMIUM = 1.05
"""The strong bot offers this multiple of the missing cards' price to complete a chain."""
SALE_PREMIUM = 1.5
"""The strong bot asks this multiple of a spare card's price, plus what the card adds to the
buyer's chain, when it offers the card for sale."""


def reserve(s: State, seat: int) -> int:
    """Cash to keep in hand: the dearest rent within reach of the next throw plus a quarter of
    the dearest rent on the board (both owed to opponents), so a bad landing is paid from cash
    rather than by selling stars at half price."""
    here = s.pos[seat]
    near = worst = 0
    for f in BUYABLE_FIELDS:
        owner = s.owner[f]
        if owner in (NOBODY, seat):
            continue
        due = rent(s, f, TYPICAL_DICE)
        worst = max(worst, due)
        if 1 <= (f - here) % BOARD <= 12:
            near = max(near, due)
    return max(MIN_RESERVE, near + worst // 4)


def _one_rival_holds(s: State, seat: int, fields: list[int], moving: dict[int, int]) -> bool:
    holders = {moving.get(g, s.owner[g]) for g in fields}
    return len(holders) == 1 and holders.pop() not in (NOBODY, seat)


def _chain_price(field: int) -> int:
    return sum(FIELDS[f].price for f in chain_of(field))


def card_value(s: State, seat: int, field: int, moving: dict[int, int] | None = None) -> float:
    """What holding `field` is worth to `seat`, counting the chain it would complete or advance
    (other cards of the chain as owned after the trades in `moving`, field -> new owner)."""
    moving = moving or {}
    f = FIELDS[field]
    value = float(f.price + star_value(field, s.stars[field]))
    if f.kind == PROPERTY:
        others = [g for g in chain_of(field) if g != field]
        held = sum(1 for g in others if moving.get(g, s.owner[g]) == seat)
        if held == len(others):
            value += COMPLETION_SHARE * _chain_price(field)
        elif held:
            value += PARTIAL_SHARE * f.price
        elif _one_rival_holds(s, seat, others, moving):
            value += BLOCK_SHARE * _chain_price(field)  # without it, they would complete it
    elif f.kind in (TRAINER, SERVICE):
        group = TRAINERS if f.kind == TRAINER else SERVICES
        held = sum(1 for g in group if g != field and moving.get(g, s.owner[g]) == seat)
        value += PARTIAL_SHARE * f.price * held
    return value


def trade_gain(s: State, seat: int, other: int, gets: Bundle, gives: Bundle) -> float:
    """The net value to `seat` of receiving `gets` from `other` for `gives`: cards valued with
    their chains, minus what the cards given would be worth to `other` beyond their price (a
    chain we would complete for them)."""
    after = {f: seat for f in gets.fields} | {f: other for f in gives.fields}
    gain = float(gets.money - gives.money)
    gain += sum(card_value(s, seat, f, after) for f in gets.fields)
    gain -= sum(card_value(s, seat, f) for f in gives.fields)
    for f in gives.fields:  # what we hand the opponent beyond the card's own price
        gain -= card_value(s, other, f, after) - FIELDS[f].price - star_value(f, s.stars[f])
    card = 1000  # the cancel-VĚZENÍ card
    gain += card * (gets.card - gives.card)
    return gain


def cheapest_sale(s: State, seat: int, sales: Sequence[Move]) -> Move:
    """The sale that costs `seat` least: a plain card (sold at full price) that matters least to
    its chains, else the fewest stars that cover the debt where they earn least."""
    plain = [m for m in sales if isinstance(m, Sell)]
    if plain:
        return min(plain, key=lambda m: (card_value(s, seat, m.field), m.field))
    need = sum(d.amount for d in s.debts if d.debtor == seat) - s.cash[seat]
    starred = [m for m in sales if isinstance(m, (SellStars, SellGolden))]

    def cost(m: SellStars | SellGolden) -> tuple[int, int, int]:
        raised = (FIELDS[m.field].star_cost // 2) * (m.count if isinstance(m, SellStars) else 1)
        short = 1 if raised < need else 0  # prefer one sale that settles the debt
        extra = raised if not short else -raised  # least excess, or the most raised
        return short, extra, FIELDS[m.field].rents[s.stars[m.field]]

    return min(starred, key=cost)


def spare_cards(s: State, seat: int) -> list[int]:
    """Cards `seat` may sell to the bank without hurting a chain of its own or opening one to
    an opponent, least useful first (a card sells at its price, so this costs no wealth)."""
    spare = []
    for f in BUYABLE_FIELDS:
        if s.owner[f] != seat or (chain_of(f) and any(s.stars[g] for g in chain_of(f))):
            continue
        if card_value(s, seat, f) <= FIELDS[f].price:
            spare.append(f)
    return sorted(spare, key=lambda f: (rent(s, f, TYPICAL_DICE), f))


def chain_offer(s: State, seat: int) -> MakeOffer | None:
    """Money, at a premium over their price, for the cards of a chain `seat` has begun when one
    opponent holds all the rest; the dearest chain first. None if there is none or the cash
    would fall below the reserve; never for cards `seat` asked the holder for before."""
    budget = s.cash[seat] - reserve(s, seat)
    best: tuple[int, MakeOffer] | None = None
    for chain in CHAINS.values():
        if not any(s.owner[f] == seat for f in chain) or any(s.stars[f] for f in chain):
            continue
        missing = tuple(f for f in chain if s.owner[f] != seat)
        holders = {s.owner[f] for f in missing}
        if len(holders) != 1:
            continue
        holder = holders.pop()
        if holder == NOBODY or not s.alive[holder]:
            continue
        money = _hundreds(sum(FIELDS[f].price for f in missing) * OFFER_PREMIUM)
        worth = _chain_price(chain[0])
        if was_offered(s, seat, holder, Bundle(money=money), Bundle(missing)):
            continue  # asked once (refused, lapsed or unanswered): never asked again
        if money <= budget and (best is None or worth > best[0]):
            best = (worth, MakeOffer(s.players[holder], Bundle(money=money), Bundle(missing)))
    return best[1] if best else None


def _hundreds(amount: float) -> int:
    """`amount` rounded up to whole hundreds (offers read better in round sums)."""
    return -(-int(amount) // 100) * 100


def sale_offer(s: State, seat: int) -> MakeOffer | None:
    """A spare card of `seat` offered for money to the opponent whose chain (or set of ranges or
    services) it advances most, at `SALE_PREMIUM` times its price plus what it adds for them.
    At the time limit wealth counts a card at its price, so every such sale that is accepted is
    pure gain; a card nobody else collects is not offered, nor one the buyer cannot pay for.
    None if there is no such sale."""
    best: tuple[float, int, MakeOffer] | None = None
    for f in spare_cards(s, seat):
        price = FIELDS[f].price
        for other in range(len(s.players)):
            if other == seat or not s.alive[other]:
                continue
            extra = card_value(s, other, f, {f: other}) - price
            ask = _hundreds(price * SALE_PREMIUM + extra)
            if extra <= 0 or ask > s.cash[other]:
                continue
            if was_offered(s, seat, other, Bundle((f,)), Bundle(money=ask)):
                continue
            if best is None or (extra, ask) > best[:2]:
                best = (extra, ask, MakeOffer(s.players[other], Bundle((f,)), Bundle(money=ask)))
    return best[2] if best else None
