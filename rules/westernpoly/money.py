"""Money: payments through the bank's ledger, rents, debts, bankruptcy, sales and wealth.

Every payment goes through `Table.transfer`, so players' cash + the bank's balance + money
staked on the table never changes. A payment the payer cannot make from cash becomes a `Debt`;
while any debt is open the game waits for the debtor, and debts are paid automatically as soon
as the debtor's cash allows (after a sale or a trade). A debtor whose cash plus everything the
bank would pay for their cards and stars cannot cover what they owe is bankrupt at once (also
later, say after giving cards away in a trade).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.westernpoly.board import (
    FIELDS,
    GOLDEN,
    PROPERTY,
    SERVICE,
    SERVICES,
    TRAINER,
    TRAINERS,
)
from rules.westernpoly.cards import CARDS, FORTUNE
from rules.westernpoly.state import BANK, NOBODY, OVER, Debt, Deck, State
from rules.westernpoly.table import Table
from rules.westernpoly.trades import drop_offers_of, end_offers

SERVICE_RATE_ONE = 80
SERVICE_RATE_BOTH = 200
TRAINER_RATE = 1000


def payee_id(t: Table, seat: int) -> str | None:
    """A payee for event data: the player id, or None for the bank."""
    return None if seat == BANK else t.players[seat]


def rent(t: Any, field: int, dice: int) -> int:
    """What a visitor pays the owner of `field` (state or table); `dice` is the move's total."""
    f = FIELDS[field]
    owner = t.owner[field]
    if f.kind == PROPERTY:
        # A jailed owner earns no star or Golden rent, only the base.
        return f.rents[0 if t.jailed[owner] else t.stars[field]]
    if f.kind == TRAINER:
        return TRAINER_RATE * sum(1 for x in TRAINERS if t.owner[x] == owner)
    if f.kind == SERVICE:
        both = all(t.owner[x] == owner for x in SERVICES)
        return dice * (SERVICE_RATE_BOTH if both else SERVICE_RATE_ONE)
    return 0


def star_value(field: int, stars: int) -> int:
    """What the stars (or Golden) on a field cost to buy."""
    cost = FIELDS[field].star_cost
    return cost if stars == GOLDEN else stars * cost


def liquidation_value(t: State | Table, seat: int) -> int:
    """What the bank would pay for everything `seat` owns (cards at price, stars at half)."""
    total = 0
    for f, o in enumerate(t.owner):
        if o == seat:
            total += FIELDS[f].price + star_value(f, t.stars[f]) // 2
    return total


def wealth(t: State | Table, seat: int) -> int:
    """Cash + purchase prices of owned cards + the cost of their stars and Golden."""
    total = t.cash[seat]
    for f, o in enumerate(t.owner):
        if o == seat:
            total += FIELDS[f].price + star_value(f, t.stars[f])
    return total


def owed(t: Any, seat: int) -> int:
    """Everything `seat` owes in open debts."""
    return sum(d.amount for d in t.debts if d.debtor == seat)


def charge(t: Table, payer: int, payee: int, amount: int, kind: str | None,
           cause: str = "", **data: Any) -> None:
    """`payer` must pay `payee`: at once if cash allows (emitting `kind`), else as a debt that
    keeps its cause (`kind`, or `cause` where no event tells the payment) and `data`'s field."""
    if amount <= 0:
        return
    if payee != BANK and not t.alive[payee]:
        payee = BANK
    if not t.in_debt(payer) and t.cash[payer] >= amount:
        t.transfer(payer, payee, amount)
        if kind:
            t.emit(kind, player=t.players[payer], owner=payee_id(t, payee), amount=amount,
                   **data)
        return
    # the debt says why (issue 42: "Dlužíš 320 $ Tomu Hallovi" alone left the reader asking)
    debt = Debt(payer, payee, amount, cause or kind or "", data.get("field", -1))
    t.debts.append(debt)
    t.emit("debt", player=t.players[payer], owner=payee_id(t, payee), amount=amount,
           **_why(debt))
    if t.cash[payer] + liquidation_value(t, payer) < owed(t, payer):
        go_bankrupt(t, payer)


def _why(d: Debt) -> dict[str, Any]:
    """A debt's cause as event data (the field only where it has one)."""
    return {"cause": d.cause} if d.field < 0 else {"cause": d.cause, "field": d.field}


def settle_debts(t: Table) -> None:
    """Pay every open debt whose debtor now has the cash, oldest first per debtor; a debtor who
    can no longer cover what they owe even by selling everything goes bankrupt."""
    paid = True
    while paid:
        paid = False
        blocked: set[int] = set()
        for i, d in enumerate(t.debts):
            if d.debtor in blocked:
                continue
            if t.cash[d.debtor] >= d.amount:
                payee = d.creditor if d.creditor == BANK or t.alive[d.creditor] else BANK
                t.transfer(d.debtor, payee, d.amount)
                del t.debts[i]
                t.emit("debt_paid", player=t.players[d.debtor], owner=payee_id(t, payee),
                       amount=d.amount, **_why(d))
                paid = True
                break
            blocked.add(d.debtor)
    for debtor in sorted({d.debtor for d in t.debts}):
        if t.alive[debtor] and t.cash[debtor] + liquidation_value(t, debtor) < owed(t, debtor):
            go_bankrupt(t, debtor)


def sell_card(t: Table, seat: int, field: int) -> None:
    """Sell a card without stars in its chain to the bank at its price."""
    t.transfer(BANK, seat, FIELDS[field].price)
    t.owner[field] = NOBODY
    t.emit("sold", player=t.players[seat], field=field, amount=FIELDS[field].price)


def sell_stars(t: Table, seat: int, field: int, count: int) -> None:
    """Sell `count` stars of a field to the bank at half their cost."""
    value = count * FIELDS[field].star_cost // 2
    t.transfer(BANK, seat, value)
    t.stars[field] -= count
    t.emit("sold_stars", player=t.players[seat], field=field, count=count, amount=value)


def sell_golden(t: Table, seat: int, field: int) -> None:
    """Sell a field's Golden to the bank at half its cost; the field is left without stars."""
    value = FIELDS[field].star_cost // 2
    t.transfer(BANK, seat, value)
    t.stars[field] = 0
    t.emit("sold_golden", player=t.players[seat], field=field, amount=value)


def return_card(t: Table, card_id: str) -> None:
    """Put a kept card back under its deck."""
    deck_index = 0 if CARDS[card_id].deck == FORTUNE else 1
    deck = t.decks[deck_index]
    t.decks[deck_index] = Deck(deck.unseen, deck.pile + (card_id,))


def go_bankrupt(t: Table, seat: int, resigned: bool = False) -> None:
    """Take `seat` out: sell all to the bank, pay their debts (the bank covers what is missing),
    free their cards, return the kept card, drop their offers."""
    if seat == t.active and t.stakes:
        t.cash[seat] += sum(amount for _, amount in t.stakes)
        t.stakes = []
    for f, o in enumerate(t.owner):
        if o == seat:
            t.transfer(BANK, seat, FIELDS[f].price + star_value(f, t.stars[f]) // 2)
            t.owner[f] = NOBODY
            t.stars[f] = 0
    if t.kept[seat]:
        return_card(t, t.kept[seat])
        t.kept[seat] = ""
    # what broke them, for the mail to them: the latest debt they cannot pay
    cause = next((d for d in reversed(t.debts) if d.debtor == seat), None)
    covered = 0  # what the bank adds to the cause's payment: the creditor is told (issue 42)
    for d in [d for d in t.debts if d.debtor == seat]:
        payee = d.creditor if d.creditor == BANK or t.alive[d.creditor] else BANK
        paid = min(t.cash[seat], d.amount)
        t.transfer(seat, payee, paid)
        t.transfer(BANK, payee, d.amount - paid)
        if d is cause:
            covered = d.amount - paid
    t.debts = [d if d.creditor != seat else replace(d, creditor=BANK)
               for d in t.debts if d.debtor != seat]
    t.transfer(seat, BANK, t.cash[seat])
    t.alive[seat] = False
    t.jailed[seat] = False
    t.skips[seat] = 0
    t.bankrupt.append(seat)
    if resigned or cause is None:
        t.emit("resigned" if resigned else "bankrupt", player=t.players[seat])
    else:
        t.emit("bankrupt", player=t.players[seat], owner=payee_id(t, cause.creditor),
               amount=cause.amount, covered=covered)
    drop_offers_of(t, seat)
    if len(t.living()) == 1:
        game_over(t)


def winners(t: Any) -> list[int]:
    """The seats that win now: the last one standing, or the richest at the time limit."""
    living = [p for p, a in enumerate(t.alive) if a]
    if len(living) == 1:
        return living
    best = max(wealth(t, p) for p in living)
    return [p for p in living if wealth(t, p) == best]


def game_over(t: Table) -> None:
    """End the game and announce the winners."""
    t.phase = OVER
    t.debts = []
    end_offers(t)
    t.emit("game_over", winners=[t.players[p] for p in winners(t)])
