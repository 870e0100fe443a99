"""The rules API every game follows: errors, moves, events, results, the `Rules` contract (generic
in the game's state, move and view types) and the `Game` base class that implements its defaults."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Generic, ParamSpec, Protocol, TypeVar

from rules.numbers import whole

CHANCE = "@chance"
"""The pseudo-player `to_move` returns when a die or a card must be resolved."""


DEFAULT_BOT = "strong"
"""The bot level the service uses when none is named, and as the substitute for absent players."""

BOT_LEVELS = ("random", "greedy", "strong", "expert")
"""The levels every game's `bots` offers."""

_T = TypeVar("_T")


class Move(Protocol):
    """What every game's moves have in common: their canonical text, which `parse` reads back."""

    @property
    def text(self) -> str:
        """The canonical text ("bid 7", "large Praha")."""
        ...


StateT = TypeVar("StateT")
"""A game's state type: an immutable value owned by the game module."""
MoveT = TypeVar("MoveT", bound=Move)
"""A game's move type (usually a union of its move dataclasses)."""
ViewT = TypeVar("ViewT", bound=Mapping[str, Any])
"""A game's view type: a TypedDict declared in the game's folder, read by its render module."""
ViewT_co = TypeVar("ViewT_co", bound=Mapping[str, Any], covariant=True)


class Rng(Protocol):
    """What a bot needs of its random generator (a `random.Random` the caller seeds)."""

    def random(self) -> float:
        """A float in [0, 1)."""
        ...

    def randrange(self, start: int, stop: int = ..., step: int = ...) -> int:
        """An int from range(start, stop, step)."""
        ...

    def choice(self, seq: Sequence[_T]) -> _T:
        """One element of a non-empty sequence."""
        ...


class Bot:
    """A computer player of one game at one `level`; pure and deterministic given
    (state, player, rng state): no clock, no I/O, no global randomness, work bounded by counts."""

    level: str = ""

    def choose(self, state: Any, player: str, rng: Rng, stand_in: bool = False) -> Any:
        """The bot's move for `player`, who must be `to_move(state)`: a move `apply` accepts now
        (one of `legal_moves`, or for WesternPoly also an offer or a sale while in debt).
        `stand_in`: the bot plays for an absent person, so it decides only what the game waits
        for (the turn, a debt) and starts nothing in their name (no trade offers)."""
        raise NotImplementedError

    def react(self, state: Any, player: str, rng: Rng) -> Any | None:
        """An out-of-turn move `player` wants to make now (WesternPoly: answer a trade offer
        addressed to them), or None. Never raises; the default wants nothing."""
        return None


NO_BOTS: Mapping[str, Bot] = MappingProxyType({})


class RulesError(ValueError):
    """Base of every error the rules raise; the message is meant for a person."""

    # raised reading a move that leaves the turn open (an offer, an answer to one): a reply to
    # an older mail is refused with this reason, not as stale (see Rules.beside_turn)
    beside_turn = False
    # the words name the turn's purchase by what it is not ("Beru i ten salon." on the Bar):
    # asked back as the purchase, never read as a yes or no to an offer beside it
    purchase_asked = False


_P = ParamSpec("_P")


def beside_turn(read: Callable[_P, _T]) -> Callable[_P, _T]:
    """Mark the RulesError a reader of a beside-turn move raises as beside_turn."""
    @functools.wraps(read)
    def marked(*args: _P.args, **kwargs: _P.kwargs) -> _T:
        try:
            return read(*args, **kwargs)
        except RulesError as error:
            error.beside_turn = True
            raise
    return marked


class OptionError(RulesError):
    """Bad players or options for a new game."""


class InvalidCommand(RulesError):
    """The text cannot be read as a move at all."""


class AmbiguousCommand(RulesError):
    """The text could mean several moves; `candidates` lists their canonical texts."""

    def __init__(self, message: str, candidates: Sequence[str] = ()):
        super().__init__(message)
        self.candidates = list(candidates)


class IllegalMove(RulesError):
    """The move was understood but is not allowed now; the message says why."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in one step: a stable `kind`, words for people and JSON-safe data.

    `audience` names the players who may read it (a sealed bid is told to its bidder only);
    None means everyone, spectators included.
    """

    kind: str
    text: str
    data: Mapping[str, Any] = field(default_factory=dict)
    audience: tuple[str, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (`audience` only when the event has one)."""
        out: dict[str, Any] = {"kind": self.kind, "text": self.text, "data": dict(self.data)}
        if self.audience is not None:
            out["audience"] = list(self.audience)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        """The event `to_dict` wrote."""
        audience = data.get("audience")
        return cls(
            data["kind"], data["text"], dict(data.get("data", {})),
            None if audience is None else tuple(audience),
        )

    def readable_by(self, reader: str | None) -> bool:
        """Whether `reader` (a player id, None for a spectator) may read this event."""
        return self.audience is None or (reader is not None and reader in self.audience)


OPENS = "opens"
"""`EventKind.offer` of an event that makes a standing offer to a player (a trade offered)."""

CLOSES = "closes"
"""`EventKind.offer` of an event that ends one (accepted, declined, withdrawn, lapsed)."""


@dataclass(frozen=True, slots=True)
class EventKind:
    """How the service tells one kind of a game's events (see `Game.event_kinds`). Every event
    rides in the mails that tell what happened (a read-back, a turn); an `announced` one also
    gets a mail of its own, to those its data names under `readers` (None: every player still
    in the game and those the event names)."""

    announced: bool = False
    readers: tuple[str, ...] | None = None
    # OPENS or CLOSES a standing offer, whose number is the event's data["offer"]: the mail of
    # an offer asks its reader for an answer (a decision, like a turn); an offer made and
    # closed in one write is announced by neither
    offer: str | None = None
    # how much the event's own mail weighs when several of a write's mails to one reader fold
    # into one: the heaviest leads it (its subject, its news first); a trade made (3) beats an
    # offer (2), an offer an answer of no (1), any of them the reader's read-back (0)
    news: int = -1
    # news its data's `player` must hear within a round even when their turn ran by itself
    # (sent to jail, into debt, a card sold to pay it): a write that mails them nothing else
    # mails them the board with what happened since their last mail
    concerns: bool = False
    # the event ends its data's `player` in the game (a bankruptcy): told to them first, above
    # all but the game's end
    ends_player: bool = False


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The folded words a game's moves are made of, in every form its parser reads:
    `commands` make a line ask for a move (verbs, 1926's sizes), `names` are what a move names
    (fields, regions, cards, players). A line of a reply that holds none of them, nor a number,
    is the player's chatter."""

    commands: frozenset[str] = frozenset()
    names: frozenset[str] = frozenset()
    # the words that answer the question the game asks now ("ne" while a purchase waits):
    # a move alone or denying nothing else ("Tentokrát ne"), never a try at one ("Jo, jdu…")
    answers: frozenset[str] = frozenset()
    # the words after which a command word names what is already in play, not the move: 1926's
    # "k velké", "Bedřichova střední" ("K velké v Praze přidávám malou" places a small one)
    describers: frozenset[str] = frozenset()
    # (the start of a verb, the move that declines it) for the decision waiting now: a move
    # in the conditional under a condition ("Koupila bych to, kdyby to nebylo tak drahé") is
    # what the player would do, not does, and answers the decision with its no
    supposed_no: tuple[tuple[str, str], ...] = ()
    # the words of `names` that are one common word of a many-word name ("míle" of Poslední
    # míle, "cesta" of Prašná cesta): alone and in small letters they name nothing ("To je od
    # tebe milé")
    partial: frozenset[str] = frozenset()
    # the words of `commands` that name a piece, not a doing (1926's sizes, "hvězdy"): with a
    # name beside them and no verb of the game a line speaks of the board ("Ta malá v Brně je
    # moje chlouba"), it makes no move
    nouns: frozenset[str] = frozenset()
    # the phrases that name whom a move is made with, not what it acts on (WesternPoly's "to
    # the bank"): a clause holding one is never read by its game words alone ("I sell to the
    # bank" is no "sell bank")
    counterparties: tuple[tuple[str, ...], ...] = ()

    def game_word(self, word: str) -> bool:
        """Whether a folded word is one of the game's: a command word, a name, or a number
        as the rules read one (ASCII digits only: "²" or "٣" is no amount)."""
        return word in self.commands or word in self.names or (word.isascii() and word.isdigit())


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game ended."""

    winners: list[str]
    draw: bool
    scores: dict[str, int]
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "winners": list(self.winners),
            "draw": self.draw,
            "scores": dict(self.scores),
            "details": self.details,
        }


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option: its default and the values (or range) it accepts."""

    default: Any
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, name: str, value: Any) -> Any:
        """Turn a value (possibly a string from a CLI or a form) into the option's type, or raise."""
        kind = type(self.default)
        try:
            if kind is bool:
                value = _to_bool(value)
            elif kind is int:
                value = _to_int(value)
            else:
                value = str(value).strip().lower()
        except ValueError:
            what = "whole number (digits 0-9)" if kind is int else kind.__name__
            raise OptionError(f"option {name}: {value!r} is not a valid {what}") from None
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(f"option {name}: {value!r} is not one of {allowed}")
        if self.minimum is not None and value < self.minimum:
            raise OptionError(f"option {name}: {value} is below the minimum {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise OptionError(f"option {name}: {value} is above the maximum {self.maximum}")
        return value


def _to_int(value: Any) -> int:
    """An int option's value: an int, or ASCII digits with an optional minus ("３", "³" and
    "٣" are no 3: rules.numbers)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, bool):
        raise ValueError(value)
    text = str(value).strip()
    number = whole(text.removeprefix("-"))
    if number is None:
        raise ValueError(text)
    return -number if text.startswith("-") else number


def _to_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on", "ano"):
        return True
    if text in ("0", "false", "no", "off", "ne"):
        return False
    raise ValueError(text)


class Game(Generic[StateT, MoveT, ViewT]):
    """Base class of a game's rules; subclasses implement the verbs.

    States are immutable values owned by the game module. Every state has an `events` attribute:
    the tuple of `Event`s produced by the step that made it (empty for a new game).
    """

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[Mapping[str, OptionSpec]]
    event_kinds: ClassVar[Mapping[str, EventKind]] = MappingProxyType({})
    """Every kind of event the game's steps make, and how each is told (see EventKind)."""

    @property
    def bots(self) -> Mapping[str, Bot]:
        """The game's bots by level (`BOT_LEVELS`); read-only, imported on first use so that
        loading the rules never loads the bots. Empty for a game without."""
        return NO_BOTS

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Validated options with defaults filled in; unknown names raise OptionError."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(self.option_specs))
        if unknown:
            known = ", ".join(sorted(self.option_specs))
            raise OptionError(f"unknown option {', '.join(unknown)} (known: {known})")
        return {
            name: spec.coerce(name, options[name]) if name in options else spec.default
            for name, spec in self.option_specs.items()
        }

    def check_players(self, players: Sequence[str]) -> list[str]:
        """The players as a list, after checking their count and that ids are unique and non-empty."""
        players = [str(p) for p in players]
        if not self.min_players <= len(players) <= self.max_players:
            raise OptionError(
                f"{self.name} needs {self.min_players} to {self.max_players} players, "
                f"not {len(players)}"
            )
        if any(not p.strip() for p in players):
            raise OptionError("every player needs a non-empty id")
        if len(set(players)) != len(players):
            raise OptionError("player ids must be unique")
        if CHANCE in players:
            raise OptionError(f"{CHANCE!r} is reserved and cannot be a player id")
        return players

    # The verbs. Subclasses override all of these.
    def new_game(
        self, players: Sequence[str], options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> StateT:
        """A new game's state; raises OptionError for bad players or options."""
        raise NotImplementedError

    def to_move(self, state: StateT) -> str | None:
        """The player the game waits for, CHANCE, or None when the game is over; when several
        players may move at once (`waiting`), one of them."""
        raise NotImplementedError

    def waiting(self, state: StateT) -> tuple[str, ...]:
        """Every player who may move now, in seating order: several when they move at once
        (sealed bids), else `to_move` alone; empty while chance moves or once the game is over."""
        player = self.to_move(state)
        return () if player is None or player == CHANCE else (player,)

    def ends_by_itself(self, state: StateT) -> bool:
        """Whether the game comes to its end when bots play every seat, those standing in for
        absent players included (they start no trade): a bounded number of turns or rounds.
        Default: yes; a game that may run on for ever without its people says no."""
        return True

    def bounded(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The normalized `options` of a game that bots alone will play, with the bound the
        rules need to come to an end by themselves (see ends_by_itself): a round limit where
        none was set. Default: the options as they are."""
        return dict(options)

    def sealed(self, state: StateT, move: MoveT) -> bool:
        """Whether `move`, made earlier in the game that is now at `state`, is still hidden
        from everyone but its maker (a bid before the round resolves). Default: never."""
        return False

    def beside_turn(self, text: str) -> bool:
        """Whether the move of that canonical text leaves its player's decision open: a move the
        rules allow beside the turn (a trade offer, an answer to one), which a reply made for an
        older decision may still carry. Default: none (every move decides)."""
        return False

    def legal_moves(self, state: StateT, player: str) -> list[MoveT]:
        """Every legal move of that player now (for CHANCE: the chance outcomes)."""
        raise NotImplementedError

    def chance_outcomes(self, state: StateT) -> list[tuple[MoveT, float]]:
        """The chance outcomes with their probabilities; empty unless to_move is CHANCE."""
        return []

    def parse(self, state: StateT, player: str, text: str) -> MoveT:
        """Forgiving human input to a legal move; raises InvalidCommand/AmbiguousCommand/IllegalMove."""
        raise NotImplementedError

    def apply(self, state: StateT, player: str, move: MoveT) -> StateT:
        """The state after the move; pure, raises IllegalMove."""
        raise NotImplementedError

    def lexicon(self, state: StateT) -> Lexicon | None:
        """The words `parse` reads in `state` (see Lexicon); None when the game does not say
        (then every line a reader cannot parse is answered as a try at a move)."""
        return None

    def result(self, state: StateT) -> Result | None:
        """The result once the game is over, else None."""
        raise NotImplementedError

    def view(self, state: StateT, player: str | None) -> ViewT:
        """JSON-safe view for that player (None: a spectator); never reveals hidden information."""
        raise NotImplementedError

    def placings(self, result: Mapping[str, Any]) -> dict[str, int]:
        """Each player's place in a finished game, 1 the best, tied players sharing a place
        (1, 1, 3), from `result` as `Result.to_dict` gave it: the winners first, then by score."""
        winners = set(result["winners"])
        return places({p: (p in winners, score) for p, score in result["scores"].items()})

    def localized(self, state: StateT, lang: str) -> StateT:
        """The same position with the rules' words in `lang`: what `parse` reads (one-letter
        abbreviations differ between languages) and the language of its errors. For parsing a
        player's own words; apply moves to the original state. Unknown languages: unchanged."""
        return state

    def event_text(self, event: Event, lang: str, reader: str | None = None) -> str:
        """The event told in `lang` (a reader's language may differ from the game's) to
        `reader` (a player id; None: a spectator), who may read it (`Event.readable_by`)."""
        return event.text

    def open_offers(self, state: StateT, to: str | None = None) -> list[int]:
        """The numbers of the standing offers open now (to the player `to`, when given) that
        events of an OPENS kind made. Default: a game without offers has none."""
        return []

    def offer_reply(self, state: StateT, player: str, text: str,
                    about: int) -> list[MoveT] | None:
        """The moves `player`'s `text` plays in answer to offer `about` of `state` (open, or
        closed since, as a declined one may be) when it names a price or keeps the offer's
        things: the one rule that decides accept, decline, or decline and a counter-offer
        (the same two players and things at a price of its own). None when it says none of
        these. Default: a game without offers reads none."""
        return None

    def asks_rules(self, question: str) -> bool:
        """Whether a folded question asks of this game's rules or of the table's public state
        in a way only the game answers ("kolik platí nájem za Saloon?", "what's trump?");
        read before any state, so it names the question's words only. Default: none."""
        return False

    def answer_rules(self, state: StateT, player: str, question: str,
                     lang: str) -> list[str] | None:
        """The sentences that answer a folded question `asks_rules` knows, in `lang`, for
        `player`: the numbers from the rules' own data, and only what `player` may see (never
        the deck's order, a sealed bid, another's hand). None: none this game can give."""
        return None

    def counter_asked(self, state: StateT, player: str, text: str, about: int) -> MoveT | None:
        """The counter-offer to offer `about` that `player`'s `text` seems to mean when it
        names one amount but `offer_reply` reads no counter in it ("Ne. Spíš tak 2,5k."): the
        move a question back quotes for the player to send. Default: none."""
        return None

    def choices(self, state: StateT, player: str) -> list[MoveT]:
        """The moves a numbered menu may offer `player` now: the decisions of this turn, never
        an irrevocable one (resigning is written out, and confirmed)."""
        return [m for m in self.legal_moves(state, player) if m.text != "resign"]

    def menu_numbers(self, state: StateT, player: str) -> list[int] | None:
        """The numbers a numbered menu gives `player`'s `choices`, in their order (None: 1, 2,
        3, ...). A game whose every choice is a number of its own (a card to play) numbers
        them by it, so that a bare number in a reply means that card whether it is read as
        an option or as the card."""
        return None

    def automatic(self, state: StateT, player: str, orders: Mapping[str, str]) -> MoveT | None:
        """The move a service may play for `player` now without asking them (None: ask):
        what the rules leave no choice about, or what the player's standing `orders` (as
        `standing_order` reads them) decide. Played and logged like any move."""
        return None

    def standing_order(self, text: str) -> tuple[str, str | None]:
        """A standing order in words ("auto buy up to 4000") as (key, value); value None
        clears the key, key "" clears every order. Raises InvalidCommand."""
        raise InvalidCommand(f"{self.name} has no standing orders")

    def standing_orders_text(self, orders: Mapping[str, str], lang: str) -> list[str]:
        """The standing orders in words, one sentence each, in `lang`."""
        return [f"{key}: {value}" for key, value in sorted(orders.items())]

    def describe(self, state: StateT, move: MoveT, lang: str | None = None, *,
                 reader: str | None = None) -> str:
        """The move in words for a read-back ("large Praha") as `reader` may see it (None: a
        spectator; a sealed move reads as such to anyone but its maker); defaults to its text."""
        return move.text

    def summarise(self, state: StateT, moves: Sequence[MoveT], lang: str | None = None, *,
                  reader: str | None = None) -> str | None:
        """One line that tells a run of chance steps in a row (`moves`, in order; `state`
        after the last), their events included, as `reader` may read it (None: a spectator),
        in place of a line a step (a deal told once, not card by card); None (the default):
        each step is told on its own."""
        return None

    def board_text(self, state: StateT, lang: str | None = None, *,
                   reader: str | None = None) -> str:
        """A plain-text board for people (emails, the CLI), in `lang` or the game's language,
        showing what `reader` may see (None: a spectator)."""
        raise NotImplementedError

    def dump(self, state: StateT) -> dict[str, Any]:
        """JSON-safe dict of the whole state (including hidden parts)."""
        raise NotImplementedError

    def load(self, data: Mapping[str, Any]) -> StateT:
        """The state `dump` produced; `load(dump(s)) == s`."""
        raise NotImplementedError



class Rules(Protocol[StateT, MoveT, ViewT_co]):
    """The contract between a game and the service: what `rules.get` returns. A game declares its
    state, move and view types (`Rules[State, Move, View]`), and mypy checks its `GAME` against
    this; `Game` documents each verb and gives the defaults."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[Mapping[str, OptionSpec]]
    event_kinds: ClassVar[Mapping[str, EventKind]]

    @property
    def bots(self) -> Mapping[str, Bot]:
        """The game's bots by level."""
        ...

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Validated options with defaults filled in."""
        ...

    def check_players(self, players: Sequence[str]) -> list[str]:
        """The players as a list, checked."""
        ...

    def new_game(
        self, players: Sequence[str], options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> StateT:
        """A new game's state."""
        ...

    def asks_rules(self, question: str) -> bool:
        """Whether a folded question asks of the rules in a way only the game answers."""
        ...

    def answer_rules(self, state: StateT, player: str, question: str,
                     lang: str) -> list[str] | None:
        """The answer to a question of the rules, from what `player` may see."""
        ...

    def to_move(self, state: StateT) -> str | None:
        """The player the game waits for, CHANCE, or None once over."""
        ...

    def waiting(self, state: StateT) -> tuple[str, ...]:
        """Every player who may move now."""
        ...

    def ends_by_itself(self, state: StateT) -> bool:
        """Whether bots alone bring the game to its end (see Game.ends_by_itself)."""
        ...

    def bounded(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options of a game of bots alone, bounded (see Game.bounded)."""
        ...

    def sealed(self, state: StateT, move: MoveT) -> bool:
        """Whether an earlier `move` is still hidden from all but its maker."""
        ...

    def beside_turn(self, text: str) -> bool:
        """Whether the move of that text leaves its player's decision open."""
        ...

    def legal_moves(self, state: StateT, player: str) -> list[MoveT]:
        """Every legal move of that player now."""
        ...

    def chance_outcomes(self, state: StateT) -> list[tuple[MoveT, float]]:
        """The chance outcomes with their probabilities."""
        ...

    def parse(self, state: StateT, player: str, text: str) -> MoveT:
        """Forgiving human input to a legal move."""
        ...

    def apply(self, state: StateT, player: str, move: MoveT) -> StateT:
        """The state after the move."""
        ...

    def lexicon(self, state: StateT) -> Lexicon | None:
        """The words `parse` reads in `state`."""
        ...

    def open_offers(self, state: StateT, to: str | None = None) -> list[int]:
        """The numbers of the standing offers open now (to `to`, when given)."""
        ...

    def offer_reply(self, state: StateT, player: str, text: str,
                    about: int) -> list[MoveT] | None:
        """The moves a text plays in answer to offer `about` of `state`."""
        ...

    def counter_asked(self, state: StateT, player: str, text: str, about: int) -> MoveT | None:
        """The counter-offer a text names an amount of but does not make, to ask back."""
        ...

    def result(self, state: StateT) -> Result | None:
        """The result once the game is over."""
        ...

    def view(self, state: StateT, player: str | None) -> ViewT_co:
        """JSON-safe view for that player (None: a spectator)."""
        ...

    def placings(self, result: Mapping[str, Any]) -> dict[str, int]:
        """Each player's place in a finished game."""
        ...

    def localized(self, state: StateT, lang: str) -> StateT:
        """The same position with the rules' words in `lang`."""
        ...

    def event_text(self, event: Event, lang: str, reader: str | None = None) -> str:
        """The event told in `lang` to `reader`."""
        ...

    def choices(self, state: StateT, player: str) -> list[MoveT]:
        """The moves a numbered menu may offer `player` now."""
        ...

    def menu_numbers(self, state: StateT, player: str) -> list[int] | None:
        """The numbers a numbered menu gives `player`'s `choices`."""
        ...

    def automatic(self, state: StateT, player: str, orders: Mapping[str, str]) -> MoveT | None:
        """The move a service may play for `player` without asking them."""
        ...

    def standing_order(self, text: str) -> tuple[str, str | None]:
        """A standing order in words as (key, value)."""
        ...

    def standing_orders_text(self, orders: Mapping[str, str], lang: str) -> list[str]:
        """The standing orders in words."""
        ...

    def describe(self, state: StateT, move: MoveT, lang: str | None = None, *,
                 reader: str | None = None) -> str:
        """The move in words as `reader` may see it."""
        ...

    def summarise(self, state: StateT, moves: Sequence[MoveT], lang: str | None = None, *,
                  reader: str | None = None) -> str | None:
        """One line for a run of chance steps in a row, or None: a line a step."""
        ...

    def board_text(self, state: StateT, lang: str | None = None, *,
                   reader: str | None = None) -> str:
        """A plain-text board showing what `reader` may see."""
        ...

    def dump(self, state: StateT) -> dict[str, Any]:
        """JSON-safe dict of the whole state."""
        ...

    def load(self, data: Mapping[str, Any]) -> StateT:
        """The state `dump` produced."""
        ...


AnyRules = Rules[Any, Any, Mapping[str, Any]]
"""Some game's rules, as the service holds them (`rules.get`): it passes states and moves back to
the rules that made them, and hands views to the game's own render module."""


def places(keys: Mapping[str, Any]) -> dict[str, int]:
    """Competition ranking of players by their sort keys, the greatest key first: equal keys
    share a place and the next place skips as many (1, 1, 3)."""
    ordered = sorted(keys, key=lambda p: keys[p], reverse=True)
    placed: dict[str, int] = {}
    for index, player in enumerate(ordered):
        previous = ordered[index - 1]
        same = index > 0 and keys[previous] == keys[player]
        placed[player] = placed[previous] if same else index + 1
    return placed
