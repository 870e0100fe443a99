"""One step of the game: check the move, apply it to a working copy, finish the step."""

from __future__ import annotations

from rules.api import CHANCE, IllegalMove
from rules.westernpoly import trades, turn
from rules.westernpoly.legal import check, is_outcome
from rules.westernpoly.messages import say
from rules.westernpoly.money import sell_card, sell_golden, sell_stars, settle_debts
from rules.westernpoly.moves import (
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
from rules.westernpoly.state import JAIL_THROW, OVER, State
from rules.westernpoly.table import Table


def step(s: State, player: str, move: Move) -> State:
    """The state after `player` (or CHANCE) makes `move`; raises IllegalMove."""
    if player == CHANCE:
        if not is_outcome(s, move):
            raise IllegalMove(say(s.options.lang, "not_outcome", move=move.text))
        t = Table(s)
        # is_outcome holds: a card while one is drawn, else a throw of the die
        if isinstance(move, Draw):
            turn.draw(t, move.card)
        elif isinstance(move, Throw) and s.phase == JAIL_THROW:
            turn.jail_throw(t, move.value)
        elif isinstance(move, Throw):
            turn.throw(t, move.value)
    else:
        if player not in s.players:
            raise IllegalMove(say(s.options.lang, "not_a_player", player=player))
        seat = s.players.index(player)
        check(s, seat, move)
        t = Table(s)
        _decide(t, seat, move)
    _finish(t)
    return t.freeze()


def _decide(t: Table, seat: int, move: Move) -> None:
    """Apply a player's checked move."""
    match move:
        case Roll():
            turn.roll(t)
        case Buy():
            turn.buy(t)
        case Pass():
            turn.decline_buy(t)
        case Stars(count=count):
            turn.buy_stars(t, count)
        case Golden():
            turn.buy_golden(t)
        case Done(stand_in=stand_in):
            turn.done(t, stand_in=stand_in)
        case UseCard():
            turn.use_card(t)
        case Resign():
            turn.resign(t, seat)
        case Sell(field=field):
            sell_card(t, seat, field)
        case SellStars(field=field, count=count):
            sell_stars(t, seat, field, count)
        case SellGolden(field=field):
            sell_golden(t, seat, field)
        case Stake(amount=amount, field=field):
            turn.stake(t, amount, field)
        case MakeOffer(to=to, give=give, get=get):
            trades.make_offer(t, seat, t.players.index(to), give, get)
        case Accept(offer=offer, said=said):
            trades.accept(t, offer, said)
        case Decline(offer=offer):
            trades.decline(t, offer)
        case Withdraw(offer=offer):
            trades.withdraw(t, offer)
        case _:
            raise IllegalMove(say(t.options.lang, "unknown_move", move=repr(move)))


def _finish(t: Table) -> None:
    """Pay what can be paid; if the active player left the game, the turn passes on."""
    settle_debts(t)
    if t.phase != OVER and not t.alive[t.active]:
        turn.end_turn(t)

