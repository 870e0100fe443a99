"""The WesternPoly bots: `random`, `greedy`, `strong` (see `advice` for what strong knows) and
`expert` (strong's candidates and the offers of `deals` weighed by look-ahead, see
`lookahead`).

Every bot first answers the trade offers addressed to it, then, in debt, sells; otherwise it
plays its turn. None of them ever resigns (only if the rules left nothing else, which they do
not: a debtor who cannot pay is made bankrupt by the rules themselves). None stakes (shares).
No bot makes an offer again that it made to the same player before (the same cards either way,
whatever the money; declined, lapsed or unanswered: `State.offered`). A bot standing in for an absent player (`stand_in=True`) plays the turn and pays
debts but neither makes nor answers offers: trades are the player's to make.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.api import CHANCE, Bot, IllegalMove, Rng
from rules.westernpoly import deals, legal
from rules.westernpoly.advice import (
    card_value,
    chain_offer,
    cheapest_sale,
    reserve,
    sale_offer,
    spare_cards,
    trade_gain,
)
from rules.westernpoly.board import FIELDS
from rules.westernpoly.lookahead import best_move
from rules.westernpoly.moves import (
    BUY,
    BUY_GOLDEN,
    DONE,
    PASS,
    RESIGN,
    STAND_IN_DONE,
    USE_CARD,
    Accept,
    Decline,
    MakeOffer,
    Move,
    Sell,
    Stars,
)
from rules.westernpoly.state import ACT, ROLL, Offer, State


def _seat(state: State, player: str) -> int:
    if legal.to_move(state) != player:
        raise IllegalMove(f"{player!r} is not to move")
    return state.players.index(player)


def _offer_to(state: State, seat: int) -> Offer | None:
    """The oldest offer waiting for `seat`'s answer, if answers are open now."""
    if legal.to_move(state) in (None, CHANCE) or not state.alive[seat]:
        return None
    return next((o for o in state.offers if o.recipient == seat), None)


def _in_debt(state: State, seat: int) -> bool:
    return any(d.debtor == seat for d in state.debts)


def _not_resign(moves: list[Move]) -> Move:
    """The first move that is not resigning (resign only when the rules leave nothing else)."""
    return next((m for m in moves if m != RESIGN), RESIGN)


class _WesternBot(Bot):
    """The order every level follows: answer offers, pay debts, play the turn."""

    def choose(self, state: State, player: str, rng: Rng, stand_in: bool = False) -> Move:
        """The bot's move for `player`, who is to move; `stand_in`: playing for an absent
        player, who makes and answers their own offers."""
        seat = _seat(state, player)
        offer = None if stand_in else _offer_to(state, seat)
        if offer is not None:
            return self.answer(state, seat, offer, rng)
        if _in_debt(state, seat):
            sales = legal.sales(state, seat)
            if sales:
                return self.sell(state, seat, sales, rng)
            return _not_resign(legal.legal_moves(state, seat))
        moves = legal.turn_moves(state, seat)
        if not moves:
            return _not_resign(legal.legal_moves(state, seat))
        move = self.turn(state, seat, moves, rng, trade=not stand_in)
        # the turn it played for a person is not one they could answer their offers in
        return STAND_IN_DONE if stand_in and move == DONE else move

    def react(self, state: State, player: str, rng: Rng) -> Move | None:
        """The answer to the oldest offer waiting for `player`, else None."""
        if player not in state.players:
            return None
        seat = state.players.index(player)
        offer = _offer_to(state, seat)
        return None if offer is None else self.answer(state, seat, offer, rng)

    def answer(self, state: State, seat: int, offer: Offer, rng: Rng) -> Move:
        """Accept or decline `offer`."""
        raise NotImplementedError

    def sell(self, state: State, seat: int, sales: list[Move], rng: Rng) -> Move:
        """One sale towards an open debt."""
        raise NotImplementedError

    def turn(self, state: State, seat: int, moves: list[Move], rng: Rng,
             trade: bool = True) -> Move:
        """One of the turn's `moves` (roll, buy or pass, stars, done...), or an offer (only
        if `trade`)."""
        raise NotImplementedError


class RandomBot(_WesternBot):
    """Uniform over the turn's choices; sells at random only in debt; answers offers by a coin."""

    level = "random"

    def answer(self, state: State, seat: int, offer: Offer, rng: Rng) -> Move:
        """Accept or decline, even odds."""
        return Accept(offer.id) if rng.random() < 0.5 else Decline(offer.id)

    def sell(self, state: State, seat: int, sales: list[Move], rng: Rng) -> Move:
        """Any sale."""
        return rng.choice(sales)

    def turn(self, state: State, seat: int, moves: list[Move], rng: Rng,
             trade: bool = True) -> Move:
        """Any of the turn's choices."""
        return rng.choice(moves)


class GreedyBot(_WesternBot):
    """Buys and builds whenever it can afford to; weighs offers by the prices on the cards."""

    level = "greedy"

    def answer(self, state: State, seat: int, offer: Offer, rng: Rng) -> Move:
        """Accept when the prices and money it gets exceed what it gives."""
        return Accept(offer.id) if deals.pays_printed_price(state, offer) else Decline(offer.id)

    def sell(self, state: State, seat: int, sales: list[Move], rng: Rng) -> Move:
        """The dearest plain card, else the first star sale."""
        plain = [m for m in sales if isinstance(m, Sell)]
        if plain:
            return max(plain, key=lambda m: FIELDS[m.field].price)
        return sales[0]

    def turn(self, state: State, seat: int, moves: list[Move], rng: Rng,
             trade: bool = True) -> Move:
        """Golden, the most stars, buy, use the card; else roll or end the turn."""
        if BUY_GOLDEN in moves:
            return BUY_GOLDEN
        stars = [m for m in moves if isinstance(m, Stars)]
        if stars:
            return max(stars, key=lambda m: m.count)
        for move in (BUY, USE_CARD):
            if move in moves:
                return move
        return moves[0]


class StrongBot(_WesternBot):
    """Buys every card, keeps a rent reserve before stars, completes chains by trade, offers
    its spare cards dear to players who collect them, sells what costs it least in debt and
    accepts only offers worth more to it than they cost."""

    level = "strong"

    def answer(self, state: State, seat: int, offer: Offer, rng: Rng) -> Move:
        """Accept only a trade with a positive value to the bot (chains counted)."""
        gain = trade_gain(state, seat, offer.proposer, offer.give, offer.get)
        return Accept(offer.id) if gain > 0 else Decline(offer.id)

    def sell(self, state: State, seat: int, sales: list[Move], rng: Rng) -> Move:
        """The sale that costs least (plain cards before stars)."""
        return cheapest_sale(state, seat, sales)

    def turn(self, state: State, seat: int, moves: list[Move], rng: Rng,
             trade: bool = True) -> Move:
        """One offer a turn at most (for the cards that complete a chain, else before the throw
        a spare card for sale), leave jail at once, buy every card, build stars and Golden down
        to the reserve; else roll or end the turn."""
        if trade:
            offer = _strong_offer(state, seat)
            if offer is not None:
                return offer
        if USE_CARD in moves:
            return USE_CARD
        if BUY in moves:
            return BUY  # the bank buys a card back at its price: owning one never loses wealth
        spare = state.cash[seat] - reserve(state, seat)
        build = _build_room(state, seat)
        if build:
            cost = FIELDS[state.landed].star_cost
            if spare < cost * build:
                # stars earn far more than a stray card: sell it (at full price) to build
                cards = spare_cards(state, seat)
                if cards:
                    return Sell(cards[0])
            if BUY_GOLDEN in moves and cost <= spare:
                return BUY_GOLDEN
            stars = [m for m in moves if isinstance(m, Stars) and m.count * cost <= spare]
            if stars:
                return max(stars, key=lambda m: m.count)
        if PASS in moves and BUY not in moves:
            return PASS
        return DONE if DONE in moves else moves[0]


def _strong_offer(state: State, seat: int) -> MakeOffer | None:
    """The offer strong makes now, if any: one a turn, never one made before."""
    if not _may_offer(state, seat):
        return None
    offer = chain_offer(state, seat)
    if offer is None and state.phase == ROLL:
        offer = sale_offer(state, seat)
    return offer


EXPERT_PLAYOUTS = 12
"""Sampled futures per candidate decision."""
EXPERT_ROUNDS = 2
"""Rounds each future is played on before it is scored."""
EXPERT_SALES = 4
"""Sales in debt the expert weighs (the cheapest by strong's measure)."""


class ExpertBot(StrongBot):
    """Strong's choices and a few more (pass, fewer stars, other sales, the offers of `deals`)
    each weighed by playing the next rounds on many times (every seat playing strong's policy,
    each rival answering offers as `deals` reads them, chance sampled, the cards' order unknown)
    and scoring wealth plus the rent the cards can come to earn (a complete chain at the rent of
    the stars it can carry); offers to it answered by the same measure of their effect."""

    level = "expert"

    def __init__(self, playouts: int = EXPERT_PLAYOUTS, rounds: int = EXPERT_ROUNDS):
        self.playouts = playouts
        self.rounds = rounds
        self.model = StrongBot()
        self.price_taker = GreedyBot()  # how a rival who trades at printed prices answers

    def _best(self, state: State, seat: int, candidates: list[Move], rng: Rng) -> Move:
        unique = list(dict.fromkeys(candidates))
        chains = deals.values_chains(state)
        answers = {name: (self.model if q == seat or chains[q] else self.price_taker)
                   for q, name in enumerate(state.players)}

        def react(s: State, name: str, r: Rng) -> Move | None:
            return answers[name].react(s, name, r)

        turns = self.rounds * sum(state.alive)
        return best_move(state, seat, unique, self.model.choose, react, rng,
                         self.playouts, turns)

    def answer(self, state: State, seat: int, offer: Offer, rng: Rng) -> Move:
        """Accept if the futures after accepting score better than after declining."""
        return self._best(state, seat, [Decline(offer.id), Accept(offer.id)], rng)

    def sell(self, state: State, seat: int, sales: list[Move], rng: Rng) -> Move:
        """The best of the few cheapest sales."""
        ranked = [cheapest_sale(state, seat, sales)]
        plain = sorted((m for m in sales if isinstance(m, Sell)),
                       key=lambda m: (card_value(state, seat, m.field), m.field))
        starred = [m for m in sales if not isinstance(m, Sell)]
        ranked += plain[:2]
        if starred:
            ranked.append(cheapest_sale(state, seat, starred))
        return self._best(state, seat, ranked[:EXPERT_SALES], rng)

    def turn(self, state: State, seat: int, moves: list[Move], rng: Rng,
             trade: bool = True) -> Move:
        """The best of the turn's moves, strong's sale to build and (if `trade`, one a turn)
        the offers of `deals`, each offer weighed as its recipient is expected to answer it."""
        candidates = [StrongBot.turn(self, state, seat, moves, rng, trade=False)]
        candidates += moves
        if _build_room(state, seat):
            cards = spare_cards(state, seat)
            if cards:
                candidates.append(Sell(cards[0]))
        if trade and _may_offer(state, seat):
            candidates += deals.offers(state, seat)
        return self._best(state, seat, candidates, rng)


def _build_room(state: State, seat: int) -> int:
    """How many stars (or 1 for Golden) the bot could still add on the landed property now."""
    if state.phase != ACT or state.buy_pending:
        return 0
    field, level = state.landed, state.landed_stars
    if field < 0 or state.owner[field] != seat or state.stars[field] != level:
        return 0
    if not 0 <= level <= 4 or not legal.chain_complete(state, field, seat):
        return 0
    return 1 if level == 4 else 4 - level


def _may_offer(state: State, seat: int) -> bool:
    """True if `seat` may make its offer of the turn now (before the throw or on the field)."""
    return state.phase in (ROLL, ACT) and not _offered_this_turn(state, seat)


def _offered_this_turn(state: State, seat: int) -> bool:
    """True if `seat` made an offer in the turn in progress or has one still open."""
    me = state.players[seat]
    return any(o.proposer == seat for o in state.offers) or any(
        e.kind == "trade_offer" and e.data.get("player") == me for e in state.log)



BOTS: Mapping[str, Bot] = MappingProxyType(
    {"random": RandomBot(), "greedy": GreedyBot(), "strong": StrongBot(), "expert": ExpertBot()}
)
"""The bots by level."""
