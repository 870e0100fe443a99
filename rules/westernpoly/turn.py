"""The flow of a turn: throws, movement, START, landing, cards, jail, and passing the turn on.

A turn runs: ROLL (the player may sell, trade, stake, use the card, then `roll`) -> THROW chance
steps (a 6 earns one more throw; 6 + 6 is VĚZENÍ) -> landing -> maybe DRAW chance steps -> ACT
(buy or pass a free card, maybe stars or Golden, sell, trade) -> `done`. Turns that cannot be
played (missed turns, waiting in the two_turns jail without the card) pass by themselves.
"""

from __future__ import annotations

from rules.westernpoly.board import (
    ACCIDENT,
    BUYABLE,
    FIELDS,
    FORTUNE_CARD,
    GOLDEN,
    JAIL,
    JAIL_FIELD,
    MONEY_CARD,
    PROPERTY,
    START_BONUS,
    SUSPICION,
)
from rules.westernpoly.cards import ALWAYS, CARDS, IF_PASSED, Card
from rules.westernpoly.legal import chain_complete, may_buy_golden, star_counts
from rules.westernpoly.money import (
    charge,
    game_over,
    go_bankrupt,
    rent,
    return_card,
)
from rules.westernpoly.state import (
    ACT,
    BANK,
    DRAW,
    JAIL_THROW,
    NOBODY,
    OVER,
    ROLL,
    THROW,
    Deck,
)
from rules.westernpoly.table import Table
from rules.westernpoly.trades import expire_offers

BOARD_SIZE = 40
JAIL_WAIT_TURNS = 2  # two_turns option
JAIL_TRIES = 3  # three_tries option


# --- passing the turn -------------------------------------------------------------------------

def start_turn(t: Table, seat: int) -> None:
    """Give the turn to `seat`; a turn they cannot play passes on by itself."""
    t.turn_no += 1
    t.active = seat
    t.last_log = tuple(t.log)
    t.log = []
    t.emit("turn", player=t.players[seat])
    if t.skips[seat]:
        t.skips[seat] -= 1
        t.emit("skipped", player=t.players[seat])
        end_turn(t, answerable=False)
        return
    if t.jailed[seat] and t.options.jail == "two_turns":
        if t.jail_turns[seat] >= JAIL_WAIT_TURNS:
            release(t, seat)
        elif not t.kept[seat]:
            wait_in_jail(t, seat)
            return
    t.phase = ROLL


def end_turn(t: Table, answerable: bool = True) -> None:
    """Close the active player's turn and start the next player's (or end the game). Offers
    to the player expire only after a turn they could answer in: not a skipped turn, nor one
    that ends with them in VĚZENÍ (it plays itself, and by mail no turn mail shows them)."""
    seat = t.active
    if answerable and not t.jailed[seat]:
        expire_offers(t, seat)
    t.throws = ()
    t.dice = 0
    t.landed = t.landed_stars = -1
    t.buy_pending = False
    t.jail_tries = 0
    if t.phase == OVER:
        return
    n = len(t.players)
    following = next((s % n for s in range(seat + 1, seat + n + 1) if t.alive[s % n]), None)
    if following is None:
        game_over(t)
        return
    if following <= seat:
        t.rounds += 1
        if t.options.max_rounds and t.rounds >= t.options.max_rounds:
            game_over(t)
            return
    start_turn(t, following)


def wait_in_jail(t: Table, seat: int) -> None:
    """two_turns option: this turn is spent waiting in VĚZENÍ."""
    t.jail_turns[seat] += 1
    t.emit("jail_wait", player=t.players[seat], count=t.jail_turns[seat])
    end_turn(t)


def release(t: Table, seat: int) -> None:
    """Free `seat` from VĚZENÍ."""
    t.jailed[seat] = False
    t.jail_turns[seat] = 0
    t.emit("released", player=t.players[seat])


def send_to_jail(t: Table, seat: int) -> None:
    """Put `seat` in VĚZENÍ directly (no START bonus)."""
    t.pos[seat] = JAIL_FIELD
    t.jailed[seat] = True
    t.jail_turns[seat] = 0
    t.emit("jailed", player=t.players[seat])


# --- the player's decisions -------------------------------------------------------------------

def roll(t: Table) -> None:
    """The active player throws: in VĚZENÍ a jail throw, else the movement throw."""
    if t.jailed[t.active]:
        t.phase = JAIL_THROW
        t.jail_tries = 0
    else:
        t.phase = THROW
        t.throws = ()


def use_card(t: Table) -> None:
    """Leave VĚZENÍ with the kept card, which goes back under its deck."""
    seat = t.active
    return_card(t, t.kept[seat])
    t.kept[seat] = ""
    t.emit("used_card", player=t.players[seat])
    release(t, seat)


def buy(t: Table) -> None:
    """Buy the free card the active player landed on."""
    seat, field = t.active, t.landed
    price = FIELDS[field].price
    t.transfer(seat, BANK, price)
    t.owner[field] = seat
    t.buy_pending = False
    t.emit("bought", player=t.players[seat], field=field, amount=price)


def decline_buy(t: Table) -> None:
    """Leave the free card with the bank (`short`: the player could not pay its price)."""
    t.buy_pending = False
    short = {"short": True} if t.cash[t.active] < FIELDS[t.landed].price else {}
    t.emit("declined", player=t.players[t.active], field=t.landed, **short)


def buy_stars(t: Table, count: int) -> None:
    """Buy `count` stars on the landed property (one purchase per landing)."""
    seat, field = t.active, t.landed
    cost = count * FIELDS[field].star_cost
    t.transfer(seat, BANK, cost)
    t.stars[field] += count
    t.landed_stars = -1
    t.emit("stars", player=t.players[seat], field=field, count=count, amount=cost)


def buy_golden(t: Table) -> None:
    """Turn the landed property's four stars into Golden (the stars go back to the bank)."""
    seat, field = t.active, t.landed
    cost = FIELDS[field].star_cost
    t.transfer(seat, BANK, cost)
    t.stars[field] = GOLDEN
    t.landed_stars = -1
    t.emit("golden", player=t.players[seat], field=field, amount=cost)


# a turn's decisions: a turn with one of them was the player's to play, and asked them
_DECISIONS = frozenset({"bought", "declined", "stars", "golden"})


def done(t: Table, stand_in: bool = False) -> None:
    """End the turn; in the two_turns jail (holding the card) it means waiting this turn out.
    The offers to the player lapse with a turn that asked them something (its mail said so);
    one with nothing to decide ends by itself and leaves them open until such a turn, and so
    does one a bot played for them (`stand_in`: a missed turn, an absence)."""
    if t.phase == ROLL:
        wait_in_jail(t, t.active)
        return
    if not t.buy_pending and _short_of_stars(t):
        # the turn's last decision (stars, Golden) closed because the cash is gone (a gift, a
        # payment): said, so that a turn ended for the player is never a silent one
        t.emit("stars_unaffordable", player=t.players[t.active], field=t.landed)
    end_turn(t, answerable=_asked(t) and not stand_in)


def _short_of_stars(t: Table) -> bool:
    """Whether only the cash keeps the active player from a star (or Golden) on the landed
    property: theirs, its chain complete, stars left to buy there."""
    seat, field, level = t.active, t.landed, t.landed_stars
    if field < 0 or not 0 <= level <= 4 or t.owner[field] != seat or t.stars[field] != level:
        return False
    return chain_complete(t, field, seat) and t.cash[seat] < FIELDS[field].star_cost


def _asked(t: Table) -> bool:
    """Whether the active player had a decision this turn (a purchase, stars, or stars they
    may still buy now: then ending the turn is their choice)."""
    player = t.players[t.active]
    return any(e.kind in _DECISIONS and e.data.get("player") == player for e in t.log) \
        or bool(star_counts(t)) or may_buy_golden(t)


def stake(t: Table, amount: int, field: int) -> None:
    """Put money on an opponent's property for the coming throw (shares option)."""
    seat = t.active
    t.cash[seat] -= amount  # the stake lies on the table until the throw settles it
    others = [(f, a) for f, a in t.stakes if f != field]
    already = sum(a for f, a in t.stakes if f == field)
    t.stakes = others + [(field, already + amount)]
    t.emit("stake", player=t.players[seat], field=field, amount=amount)


def resign(t: Table, seat: int) -> None:
    """`seat` leaves the game."""
    go_bankrupt(t, seat, resigned=True)


# --- chance -----------------------------------------------------------------------------------

def throw(t: Table, value: int) -> None:
    """A movement die: a first 6 throws again, 6 + 6 is VĚZENÍ, else move by the sum."""
    seat = t.active
    throws = t.throws + (value,)
    if throws == (6,):
        t.throws = throws
        t.emit("extra_throw", player=t.players[seat])
        return
    t.throws = ()
    t.emit("throw", player=t.players[seat], dice=list(throws))
    if throws == (6, 6):
        settle_stakes(t, None)
        send_to_jail(t, seat)
        t.phase = ACT
        return
    t.dice = sum(throws)
    old = t.pos[seat]
    new = (old + t.dice) % BOARD_SIZE
    t.pos[seat] = new
    t.emit("moved", player=t.players[seat], field=new)
    if new < old:  # passed or landed on START
        start_bonus(t, seat)
    settle_stakes(t, new)
    if t.phase == OVER:  # a won stake bankrupted the last opponent
        return
    land(t, seat, new)


def jail_throw(t: Table, value: int) -> None:
    """A throw in VĚZENÍ: a 6 frees the player, who throws again to move."""
    seat = t.active
    t.emit("jail_throw", player=t.players[seat], dice=[value])
    if value == 6:
        release(t, seat)
        t.phase = THROW
        t.throws = ()
        return
    t.jail_tries += 1
    if t.options.jail == "three_tries" and t.jail_tries < JAIL_TRIES:
        return
    t.emit("stays_jailed", player=t.players[seat])
    t.phase = ACT
    t.landed = -1


def draw(t: Table, card_id: str) -> None:
    """The top card of the deck being drawn is `card_id`: put it under (or keep it), obey it."""
    seat = t.active
    deck = t.decks[t.draw_deck]
    if card_id in deck.unseen:
        unseen = tuple(c for c in deck.unseen if c != card_id)
        pile = deck.pile
    else:
        unseen, pile = deck.unseen, deck.pile[1:]
    card = CARDS[card_id]
    if card.action == "keep":
        t.kept[seat] = card_id
    else:
        pile += (card_id,)
    t.decks[t.draw_deck] = Deck(unseen, pile)
    # what a card paying by what one owns comes to: 0 is told with the card, no payment does
    total = by_owned(t, seat, card)
    t.emit("card", player=t.players[seat], card=card_id,
           **({} if total is None else {"total": total}))
    t.phase = ACT
    obey(t, seat, card_id)


def obey(t: Table, seat: int, card_id: str) -> None:
    """Do what a card says."""
    card = CARDS[card_id]
    action = card.action
    here = t.pos[seat]
    if action == "back_steps":
        move_by_card(t, seat, (here - card.amount) % BOARD_SIZE, False, card.start)
    elif action == "forward_to":
        target = min(card.targets, key=lambda f: (f - here) % BOARD_SIZE or BOARD_SIZE)
        move_by_card(t, seat, target, True, card.start)
    elif action == "back_to":
        target = min(card.targets, key=lambda f: (here - f) % BOARD_SIZE or BOARD_SIZE)
        move_by_card(t, seat, target, False, card.start)
    elif action == "miss":
        t.skips[seat] += card.amount
    elif action == "jail":
        send_to_jail(t, seat)
    elif action == "pay":
        charge(t, seat, BANK, card.amount, "paid")
    elif action == "receive":
        receive(t, seat, card.amount)
    elif action == "pay_per_star":
        charge(t, seat, BANK, by_owned(t, seat, card) or 0, "paid")
    elif action == "collect_each":
        for other in t.living():
            if other != seat:
                charge(t, other, seat, card.amount, "payment")
    elif action == "pay_per_owned":
        charge(t, seat, BANK, by_owned(t, seat, card) or 0, "paid")
    elif action == "receive_per_owned":
        receive(t, seat, by_owned(t, seat, card) or 0)
    # "keep" has no immediate effect: the card is held until used.


def by_owned(t: Table, seat: int, card: Card) -> int | None:
    """What a card that pays by what `seat` owns (its stars, its fields of some chains)
    comes to; None for any other card."""
    if card.action == "pay_per_star":
        levels = [t.stars[f] for f, o in enumerate(t.owner) if o == seat]
        return sum(card.golden if s == GOLDEN else s * card.amount for s in levels)
    if card.action in ("pay_per_owned", "receive_per_owned"):
        return card.amount * sum(1 for f, o in enumerate(t.owner)
                                 if o == seat and FIELDS[f].chain in card.chains)
    return None


def receive(t: Table, seat: int, amount: int) -> None:
    """The bank pays `seat`."""
    if amount:
        t.transfer(BANK, seat, amount)
        t.emit("received", player=t.players[seat], amount=amount)


# --- movement and landing ---------------------------------------------------------------------

def start_bonus(t: Table, seat: int, by_card: bool = False) -> None:
    """Pay the START bonus (`by_card`: a card pays it to a player who did not reach START)."""
    t.transfer(BANK, seat, START_BONUS)
    if by_card:
        t.emit("start_bonus", player=t.players[seat], amount=START_BONUS, by_card=True)
    else:
        t.emit("start_bonus", player=t.players[seat], amount=START_BONUS)


def move_by_card(t: Table, seat: int, target: int, forward: bool, start: str) -> None:
    """Move as a card says and act on the field reached as if thrown there."""
    old = t.pos[seat]
    t.pos[seat] = target
    t.emit("moved", player=t.players[seat], field=target)
    passed = (target < old) if forward else (target > old)
    if start == ALWAYS or (start == IF_PASSED and passed):
        # a card that always pays away from START ("back to field 39, +4000") gives the
        # money itself, whichever way the player went
        start_bonus(t, seat, by_card=start == ALWAYS and target != 0)
    land(t, seat, target)


def land(t: Table, seat: int, field: int) -> None:
    """Do what the field says for the player who just reached it."""
    f = FIELDS[field]
    t.landed = field
    t.landed_stars = -1
    t.buy_pending = False
    t.phase = ACT
    if f.kind in BUYABLE:
        owner = t.owner[field]
        if owner == NOBODY:
            t.buy_pending = True
        elif owner == seat:
            if f.kind == PROPERTY:
                t.landed_stars = t.stars[field]
        else:
            charge(t, seat, owner, rent(t, field, t.dice), "rent", field=field)
    elif f.kind in (MONEY_CARD, FORTUNE_CARD):
        t.phase = DRAW
        t.draw_deck = 0 if f.kind == FORTUNE_CARD else 1
    elif f.kind == ACCIDENT:
        charge(t, seat, BANK, f.fee, "accident")
    elif f.kind == SUSPICION:
        t.skips[seat] += 1
        t.emit("suspicion", player=t.players[seat])
    elif f.kind == JAIL:
        send_to_jail(t, seat)


def settle_stakes(t: Table, reached: int | None) -> None:
    """Shares: the stake on the field reached wins ten times over, the others go to the owners."""
    seat = t.active
    for field, amount in t.stakes:
        owner = t.owner[field]
        if owner in (NOBODY, seat) or not t.alive[owner]:
            t.cash[seat] += amount  # nobody to win it: the stake comes back
        elif field == reached:
            t.cash[seat] += amount
            t.emit("stake_won", player=t.players[seat], holder=t.players[owner], field=field,
                   amount=10 * amount)
            charge(t, owner, seat, 10 * amount, None, cause="stake", field=field)
        else:
            t.cash[owner] += amount
            t.emit("stake_lost", player=t.players[seat], holder=t.players[owner], field=field,
                   amount=amount)
    t.stakes = []
