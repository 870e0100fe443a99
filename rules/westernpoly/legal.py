"""Who may do what now: whose move it is, the legal moves, the reasons a move is refused.

Out-of-turn moves (offer, accept, decline, withdraw, resign) are open to every player still in
the game whenever no die or card is being resolved. While a debt is open, the debtors may also
sell to the bank, and nothing else happens until the debt is paid or the debtor is out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.api import CHANCE, IllegalMove
from rules.westernpoly.board import BUYABLE_FIELDS, FIELDS, GOLDEN, PROPERTIES, PROPERTY, chain_of
from rules.westernpoly.messages import field_ref, say
from rules.westernpoly.moves import (
    BUY,
    BUY_GOLDEN,
    DONE,
    PASS,
    RESIGN,
    ROLL,
    THROWS,
    USE_CARD,
    Accept,
    Buy,
    Decline,
    Done,
    Draw,
    Golden,
    MakeOffer,
    Move,
    Pass,
    Resign,
    Roll,
    Sell,
    SellGolden,
    SellStars,
    Stake,
    Stars,
    Throw,
    UseCard,
    Withdraw,
)
from rules.westernpoly.state import (
    ACT,
    CHANCE_PHASES,
    DRAW,
    NOBODY,
    OVER,
    State,
)
from rules.westernpoly.state import (
    ROLL as ROLL_PHASE,
)
from rules.westernpoly.trades import offer_problem
from rules.westernpoly.words import money

if TYPE_CHECKING:  # a step's working copy asks the same questions of the board
    from rules.westernpoly.table import Table

_CHAIN = tuple(f.chain for f in FIELDS)
_SELL = tuple(Sell(f) for f in range(len(FIELDS)))
MAX_STAKE_DISTANCE = 11  # the longest single movement: 6 + 5
SHARES_MIN_STARS = 3


def to_move(s: State) -> str | None:
    """The player the game waits for, CHANCE, or None once it is over."""
    if s.phase == OVER:
        return None
    if s.debts:
        return s.players[s.debts[0].debtor]
    if s.phase in CHANCE_PHASES:
        return CHANCE
    return s.players[s.active]


def chance_outcomes(s: State) -> list[tuple[Move, float]]:
    """The die faces or cards that may come now, with their probabilities."""
    if s.phase not in CHANCE_PHASES or s.debts:
        return []
    if s.phase != DRAW:
        return [(m, 1 / 6) for m in THROWS]
    deck = s.decks[s.draw_deck]
    if deck.unseen:  # a secretly shuffled deck: every unseen card equally likely on top
        p = 1 / len(deck.unseen)
        return [(Draw(c), p) for c in deck.unseen]
    return [(Draw(deck.pile[0]), 1.0)]


def is_outcome(s: State, move: Move) -> bool:
    """True if chance may bring `move` now (cheaper than listing the outcomes)."""
    if s.phase not in CHANCE_PHASES or s.debts:
        return False
    if s.phase != DRAW:
        return isinstance(move, Throw) and 1 <= move.value <= 6
    deck = s.decks[s.draw_deck]
    return isinstance(move, Draw) and (
        move.card in deck.unseen if deck.unseen else move.card == deck.pile[0])


def chain_complete(s: State | Table, field: int, seat: int) -> bool:
    """True if `seat` owns every property of `field`'s chain."""
    return all(s.owner[f] == seat for f in chain_of(field))


def chain_starred(s: State, field: int) -> bool:
    """True if any property of `field`'s chain has stars."""
    return any(s.stars[f] for f in chain_of(field))


def may_sell(s: State, seat: int) -> bool:
    """True if `seat` may sell to the bank now: on their own turn, or while in debt."""
    if s.debts:
        return any(d.debtor == seat for d in s.debts)
    return seat == s.active and s.phase in (ROLL_PHASE, ACT)


def sales(s: State, seat: int) -> list[Move]:
    """Every sale to the bank `seat` could make (ignoring whether they may sell now)."""
    owner, stars = s.owner, s.stars
    if seat not in owner:
        return []
    starred = {_CHAIN[f] for f in PROPERTIES if stars[f]} if any(stars) else ()
    moves: list[Move] = []
    for f in BUYABLE_FIELDS:
        if owner[f] != seat:
            continue
        level = stars[f]
        if level == GOLDEN:
            moves.append(SellGolden(f))
        elif level:
            moves.extend(SellStars(f, n) for n in range(1, level + 1))
        elif _CHAIN[f] not in starred:
            moves.append(_SELL[f])
    return moves


DEBT_MENU_SIZE = 6  # the debt mail's menu stays short; other sales are written out ("prodat 12")


def missing(s: State, seat: int) -> int:
    """How much `seat` still lacks to pay their debts from cash (0 when not in debt)."""
    owes = sum(d.amount for d in s.debts if d.debtor == seat)
    return max(owes - s.cash[seat], 0)


def sale_value(move: Move) -> int:
    """What the bank pays for a sale: the price, or half the cost of the stars or Golden."""
    if isinstance(move, Sell):
        return FIELDS[move.field].price
    if isinstance(move, SellStars):
        return move.count * FIELDS[move.field].star_cost // 2
    if isinstance(move, SellGolden):
        return FIELDS[move.field].star_cost // 2
    raise ValueError(f"{move.text!r} is not a sale")


def debt_sales(s: State, seat: int) -> list[Move]:
    """The debtor's menu: one sale per card (of stars, as many as cover what is missing), first
    the sale that covers the debt for the least, then the others from the dearest down, so
    that option 1 pays the debt whenever one sale can and gives away as little as it must."""
    lacking = missing(s, seat)
    options: list[Move] = []
    for move in sales(s, seat):
        if isinstance(move, SellStars):
            half = FIELDS[move.field].star_cost // 2
            level = s.stars[move.field]
            enough = min(level, max(1, -(-lacking // half)))
            if move.count != enough:
                continue
        options.append(move)
    covering = sorted((m for m in options if sale_value(m) >= lacking), key=sale_value)
    short = sorted((m for m in options if sale_value(m) < lacking), key=sale_value,
                   reverse=True)
    return (covering + short)[:DEBT_MENU_SIZE]


def one_reply(s: State, seat: int) -> list[int]:
    """The numbers of the debtor's menu that pay the whole debt in one reply ("1, 2, 3": the
    first options, dearest first, until they cover it); empty when option 1 alone does, or the
    menu's sales cannot (then a trade or a written sale must help)."""
    lacking, total = missing(s, seat), 0
    for number, move in enumerate(debt_sales(s, seat), start=1):
        total += sale_value(move)
        if total >= lacking:
            return list(range(1, number + 1)) if number > 1 else []
    return []


def star_counts(s: State | Table) -> range:
    """How many stars the active player may buy now on the landed property (maybe none)."""
    seat, field, level = s.active, s.landed, s.landed_stars
    if not 0 <= level < 4 or s.stars[field] != level or s.owner[field] != seat:
        return range(0)
    if not chain_complete(s, field, seat):
        return range(0)
    affordable = s.cash[seat] // FIELDS[field].star_cost
    return range(1, min(4 - level, affordable) + 1)


def may_buy_golden(s: State | Table) -> bool:
    """True if the landed property had four stars at landing and Golden is affordable."""
    seat, field = s.active, s.landed
    return (s.landed_stars == 4 and s.stars[field] == 4 and s.owner[field] == seat
            and chain_complete(s, field, seat) and s.cash[seat] >= FIELDS[field].star_cost)


def stake_targets(s: State, seat: int) -> list[int]:
    """Fields `seat` may stake on now (shares option); empty if staking is not open."""
    if (not s.options.shares or s.debts or seat != s.active or s.phase != ROLL_PHASE
            or s.jailed[seat]):
        return []
    if not any(o == seat and s.stars[f] >= SHARES_MIN_STARS for f, o in enumerate(s.owner)):
        return []
    here = s.pos[seat]
    return [f for f in range(len(FIELDS))
            if s.owner[f] not in (NOBODY, seat) and FIELDS[f].kind == PROPERTY
            and s.stars[f] >= SHARES_MIN_STARS
            and 1 <= (f - here) % len(FIELDS) <= MAX_STAKE_DISTANCE]


def turn_moves(s: State, seat: int) -> list[Move]:
    """The active player's decisions in the current phase (sales and trades aside)."""
    if s.phase == ROLL_PHASE:
        if not s.jailed[seat]:
            return [ROLL]
        moves: list[Move] = [USE_CARD] if s.kept[seat] else []
        moves.append(DONE if s.options.jail == "two_turns" else ROLL)
        return moves
    if s.buy_pending:
        return [BUY, PASS] if s.cash[seat] >= FIELDS[s.landed].price else [PASS]
    moves = [DONE]
    moves.extend(Stars(n) for n in star_counts(s))
    if may_buy_golden(s):
        moves.append(BUY_GOLDEN)
    return moves


def legal_moves(s: State, seat: int) -> list[Move]:
    """Every legal move of `seat` that takes no free amount (offers and stakes are not listed)."""
    if s.phase == OVER or not s.alive[seat] or to_move(s) == CHANCE:
        return []
    moves: list[Move] = []
    if not s.debts and seat == s.active:
        moves.extend(turn_moves(s, seat))
    if may_sell(s, seat):
        moves.extend(sales(s, seat))
    for o in s.offers:
        if o.recipient == seat:
            moves.append(Accept(o.id))
            moves.append(Decline(o.id))
        elif o.proposer == seat:
            moves.append(Withdraw(o.id))
    moves.append(RESIGN)
    return moves


def refusal(s: State, key: str, **values: object) -> IllegalMove:
    """The IllegalMove for message `key`, in the game's language."""
    return IllegalMove(say(s.options.lang, key, **values))


def check(s: State, seat: int, move: Move) -> None:
    """Raise IllegalMove, with the reason, unless `seat` may make `move` now."""
    if s.phase == OVER:
        raise refusal(s, "game_over")
    if not s.alive[seat]:
        raise refusal(s, "out_of_game")
    if to_move(s) == CHANCE:
        raise refusal(s, "chance_pending")
    if isinstance(move, (Throw, Draw)):
        raise refusal(s, "chance_only")
    if isinstance(move, Resign):
        return
    if isinstance(move, (Accept, Decline, Withdraw)):
        _check_answer(s, seat, move)
    elif isinstance(move, MakeOffer):
        _check_offer(s, seat, move)
    elif isinstance(move, (Sell, SellStars, SellGolden)):
        _check_sale(s, seat, move)
    elif isinstance(move, Stake):
        _check_stake(s, seat, move)
    else:
        _check_turn_move(s, seat, move)


def _check_answer(s: State, seat: int, move: Accept | Decline | Withdraw) -> None:
    offer = next((o for o in s.offers if o.id == move.offer), None)
    if offer is None:
        raise refusal(s, "no_offer", offer=move.offer)
    if isinstance(move, Withdraw) and offer.proposer != seat:
        raise refusal(s, "not_your_offer_made", offer=move.offer)
    if not isinstance(move, Withdraw) and offer.recipient != seat:
        raise refusal(s, "not_your_offer_received", offer=move.offer)


def _check_offer(s: State, seat: int, move: MakeOffer) -> None:
    if move.to not in s.players:
        raise refusal(s, "unknown_recipient", player=move.to)
    problem = offer_problem(s, seat, s.players.index(move.to), move.give, move.get)
    if problem:
        raise IllegalMove(problem)


def _check_sale(s: State, seat: int, move: Sell | SellStars | SellGolden) -> None:
    if not may_sell(s, seat):
        raise refusal(s, "sell_when")
    f = move.field
    if not 0 <= f < len(FIELDS) or s.owner[f] != seat:
        raise refusal(s, "not_yours", number=f, field=field_ref(f, s.options.lang))
    level = s.stars[f]
    if isinstance(move, Sell):
        if chain_starred(s, f):
            raise refusal(s, "starred_chain_sale")
    elif isinstance(move, SellGolden):
        if level != GOLDEN:
            raise refusal(s, "no_golden", number=f, field=field_ref(f, s.options.lang))
    elif level == GOLDEN or not 1 <= move.count <= level:
        raise refusal(s, "not_enough_stars", count=move.count, number=f,
                      field=field_ref(f, s.options.lang))


def _check_stake(s: State, seat: int, move: Stake) -> None:
    if not s.options.shares:
        raise refusal(s, "no_shares")
    targets = stake_targets(s, seat)
    if move.field not in targets:
        if seat != s.active or s.phase != ROLL_PHASE:
            raise refusal(s, "stake_when")
        raise refusal(s, "stake_where")
    if not 0 < move.amount <= s.cash[seat]:
        raise refusal(s, "stake_amount", cash=money(s.cash[seat], s.options.lang))


def _check_turn_move(s: State, seat: int, move: Move) -> None:
    if s.debts:
        raise refusal(s, "debt_first")
    if seat != s.active:
        raise refusal(s, "not_your_turn", active=s.players[s.active])
    # a bot's end of a turn it played for a person ends it as "done" does
    if (DONE if isinstance(move, Done) else move) in turn_moves(s, seat):
        return
    raise _turn_refusal(s, seat, move)


def _turn_refusal(s: State, seat: int, move: Move) -> IllegalMove:
    """Why a turn move is not allowed now."""
    if isinstance(move, Roll):
        return refusal(s, "thrown_already" if s.phase == ACT else "jail_wait")
    if isinstance(move, UseCard):
        return refusal(s, "card_when" if s.kept[seat] else "no_card")
    if isinstance(move, (Buy, Pass)):
        if s.buy_pending:
            here, lang = FIELDS[s.landed], s.options.lang
            return refusal(s, "too_dear", field=here.name(lang), price=money(here.price, lang))
        stars = [m.count for m in turn_moves(s, seat) if isinstance(m, Stars)]
        if isinstance(move, Buy) and stars:  # "yes, buy it" on one's own field: which stars?
            return refusal(s, "buy_which_stars", field=FIELDS[s.landed].name(s.options.lang),
                           most=max(stars))
        return refusal(s, "nothing_to_buy")
    if isinstance(move, Done):
        return refusal(s, "buy_or_pass" if s.buy_pending else "throw_first")
    if isinstance(move, (Stars, Golden)):
        if s.phase != ACT or s.landed < 0 or s.owner[s.landed] != seat or s.landed_stars < 0:
            return refusal(s, "stars_where")
        if not chain_complete(s, s.landed, seat):
            return refusal(s, "stars_chain")
        return refusal(s, "golden_rule" if isinstance(move, Golden) else "stars_rule")
    return refusal(s, "not_allowed")
