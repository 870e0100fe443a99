"""The moves of WesternPoly: players' decisions and chance outcomes, each with canonical text."""

from __future__ import annotations

from dataclasses import dataclass

from rules.westernpoly.state import Bundle


@dataclass(frozen=True, slots=True)
class Roll:
    """Throw the die (in jail: try to leave it)."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "roll"


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy the free card the player stands on."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "buy"


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline to buy the free card the player stands on."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "pass"


@dataclass(frozen=True, slots=True)
class Stars:
    """Buy `count` stars (1-4) on the property the player landed on."""

    count: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"stars {self.count}"


@dataclass(frozen=True, slots=True)
class Golden:
    """Buy Golden on the property the player landed on (it had four stars already)."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "golden"


@dataclass(frozen=True, slots=True)
class Done:
    """End the turn (in the two_turns jail: wait this turn out); `stand_in`: a bot ends it for
    a person who missed it or is away, so the turn does not count as one they could answer
    their offers in (they stay open)."""

    stand_in: bool = False

    @property
    def text(self) -> str:
        """The canonical command."""
        return "done stand-in" if self.stand_in else "done"


@dataclass(frozen=True, slots=True)
class UseCard:
    """Leave VĚZENÍ with the kept cancel-VĚZENÍ card."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "use card"


@dataclass(frozen=True, slots=True)
class Resign:
    """Leave the game; everything is sold to the bank."""

    @property
    def text(self) -> str:
        """The canonical command."""
        return "resign"


@dataclass(frozen=True, slots=True)
class Sell:
    """Sell a card to the bank at its price."""

    field: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"sell {self.field}"


@dataclass(frozen=True, slots=True)
class SellStars:
    """Sell `count` stars of a property to the bank at half their cost."""

    field: int
    count: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"sell stars {self.field} {self.count}"


@dataclass(frozen=True, slots=True)
class SellGolden:
    """Sell a property's Golden to the bank at half its cost."""

    field: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"sell golden {self.field}"


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept trade offer `offer` (at its own price; `said`: the price the player wrote when
    it was worse for them than the offer's, told back; 0 when none other was said)."""

    offer: int
    said: int = 0

    @property
    def text(self) -> str:
        """The canonical command ("accept 3", "accept 3 said $6000")."""
        return f"accept {self.offer} said ${self.said}" if self.said else f"accept {self.offer}"


@dataclass(frozen=True, slots=True)
class Decline:
    """Decline trade offer `offer`."""

    offer: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"decline {self.offer}"


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Withdraw one's own trade offer `offer`."""

    offer: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"withdraw {self.offer}"


def bundle_text(bundle: Bundle) -> str:
    """A trade side in canonical words: "1, 3, card, $500" or "nothing"."""
    items = [str(f) for f in bundle.fields]
    if bundle.card:
        items.append("card")
    if bundle.money:
        items.append(f"${bundle.money}")
    return ", ".join(items) if items else "nothing"


@dataclass(frozen=True, slots=True)
class MakeOffer:
    """Offer player `to` a trade: the proposer gives `give` and gets `get`."""

    to: str
    give: Bundle
    get: Bundle

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"offer {self.to} give {bundle_text(self.give)} get {bundle_text(self.get)}"


@dataclass(frozen=True, slots=True)
class Stake:
    """Stake `amount` on an opponent's property for the coming throw (shares option)."""

    amount: int
    field: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"stake ${self.amount} on {self.field}"


@dataclass(frozen=True, slots=True)
class Throw:
    """Chance: the die shows `value`."""

    value: int

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"throw {self.value}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the card `card` is drawn."""

    card: str

    @property
    def text(self) -> str:
        """The canonical command."""
        return f"draw {self.card}"


Move = (Roll | Buy | Pass | Stars | Golden | Done | UseCard | Resign | Sell | SellStars
        | SellGolden | Accept | Decline | Withdraw | MakeOffer | Stake | Throw | Draw)

ROLL, BUY, PASS, BUY_GOLDEN, DONE, USE_CARD, RESIGN = (
    Roll(), Buy(), Pass(), Golden(), Done(), UseCard(), Resign())
STAND_IN_DONE = Done(stand_in=True)
THROWS = tuple(Throw(v) for v in range(1, 7))
