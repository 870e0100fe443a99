"""WesternPoly's view: what `WesternPoly.view` gives a reader and the render module draws
(everything public, never the decks' order; a player's own options besides)."""

# (no `from __future__ import annotations`: NotRequired keys must be seen at run time too)

from typing import Any, NotRequired, TypedDict


class OptionsView(TypedDict):
    """The game's options."""

    lang: str
    max_rounds: int
    shares: bool
    decks: str
    jail: str


class OwnedView(TypedDict):
    """A card a player owns, with its stars (5: Golden)."""

    field: int
    stars: int


class PlayerView(TypedDict):
    """A player at the table: cash, position, jail, the kept card, wealth, cards owned."""

    id: str
    cash: int
    position: int
    alive: bool
    jailed: bool
    misses: int
    kept_card: bool
    wealth: int
    owns: list[OwnedView]


class FieldView(TypedDict):
    """A field of the board in the game's language, its owner and stars."""

    index: int
    name: str
    kind: str
    chain: int
    price: int
    owner: str | None
    stars: int


class BundleView(TypedDict):
    """One side of a trade: fields, the cancel-VĚZENÍ card, money."""

    fields: list[int]
    card: bool
    money: int


# An open trade offer ("from" is a keyword, so the functional form declares it).
OfferView = TypedDict("OfferView", {
    "id": int, "from": str, "to": str, "give": BundleView, "get": BundleView})


class DebtView(TypedDict):
    """A debt owed, to a player or (None) to the bank, and why (state.Debt's cause and field)."""

    debtor: str
    creditor: str | None
    amount: int
    cause: str
    field: int
    one_reply: list[int]  # the debtor's menu numbers that pay all their debts in one reply


class StakeView(TypedDict):
    """A share staked on a field."""

    field: int
    amount: int


class DeckView(TypedDict):
    """A deck, as far as anyone may know it: how many cards are in it."""

    cards: int


class OfferableView(TypedDict):
    """What the reader could put in a trade now."""

    open: bool
    fields: list[int]
    whole_chains: list[list[int]]
    card: bool
    max_money: int
    players: list[str]


class StakeableView(TypedDict):
    """Where and up to how much the reader may stake now."""

    fields: list[int]
    max: int


class View(TypedDict):
    """The game as `player` may see it; `you`, `legal_moves`, `may_offer` and `may_stake` only
    in a player's view."""

    game: str
    options: OptionsView
    phase: str
    to_move: str | None
    active: str
    round: int
    bank: int
    players: list[PlayerView]
    fields: list[FieldView]
    offers: list[OfferView]
    debts: list[DebtView]
    stakes: list[StakeView]
    decks: dict[str, DeckView]
    events: list[dict[str, Any]]
    last_turn: str
    this_turn: str
    you: NotRequired[str]
    legal_moves: NotRequired[list[str]]
    may_offer: NotRequired[OfferableView]
    may_stake: NotRequired[StakeableView]
