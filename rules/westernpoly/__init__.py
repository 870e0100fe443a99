"""WesternPoly: the Wild-West "Dostihy a sázky" (its rules: docs/rules/westernpoly.md).

The package splits the game by job: `board` and `cards` are data, `state` the immutable state,
`moves` the moves, `legal` who may do what, `engine` one step (through the mutable `table`),
`turn` the flow of a turn, `money` payments/debts/bankruptcy, `trades` offers, `parser` reading
people's commands, `words` and `text` the sentences and the board, `messages` the refusals in the
game's language.

A turn, precisely:
  1. ROLL: the active player may sell to the bank, trade, stake (shares) and, in VĚZENÍ, use the
     kept card; then `roll` (in the two_turns jail while holding the card: `use card` or `done`
     to wait the turn out).
  2. Chance throws the die; a first 6 throws again (sum 7-11); 6 + 6 is VĚZENÍ. In VĚZENÍ the
     throw is a jail throw (a 6 frees the player, who throws again to move).
  3. The field is resolved at once (START bonus, rent, fees, jail); a card field adds a chance
     draw; cards that move the player resolve the new field the same way.
  4. ACT: on a free card the player must `buy` or `pass` first; on their own property of a
     complete chain they may buy `stars N` or `golden` once; they may sell and trade; `done`
     ends the turn.
Missed turns and two_turns jail waits without the card pass automatically. Any open debt halts
everything for the debtor (sell, trade, or resign) and is paid automatically once cash allows.
Offers, answers to offers and resigning are open to every player whenever no chance step is
pending; an offer expires when its recipient's next turn they can answer in ends (not a skipped
turn, nor one that ends in VĚZENÍ). Services visited by a card move
charge on the dice total of the turn's throw.
"""

from rules.api import Rules
from rules.westernpoly.game import WesternPoly
from rules.westernpoly.moves import Move
from rules.westernpoly.state import State
from rules.westernpoly.view import View

GAME: Rules[State, Move, View] = WesternPoly()  # mypy checks the game against the contract

__all__ = ["GAME", "WesternPoly"]
