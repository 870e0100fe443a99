"""The 1926 game behind the common rules API."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from rules.api import (
    Bot,
    Event,
    EventKind,
    Game,
    InvalidCommand,
    Lexicon,
    OptionSpec,
    Result,
    places,
)
from rules.game1926 import board, play, retell
from rules.game1926.maps import MAPS
from rules.game1926.results import result_of
from rules.game1926.state import (
    RESIGN,
    Move,
    Placement,
    Resignation,
    State,
    dump_state,
    load_state,
)
from rules.game1926.tables import TABLES
from rules.game1926.texts import LANGS
from rules.game1926.view import View
from rules.text import without_reason


class Game1926(Game[State, Move, View]):
    """1926: invest pyramids in regions, winner takes each region's electors, majority wins."""

    id: ClassVar[str] = "1926"
    name: ClassVar[str] = "1926"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    option_specs: ClassVar[Mapping[str, OptionSpec]] = {
        "variant": OptionSpec("primarky", choices=tuple(MAPS)),
        "sets": OptionSpec(3, minimum=3, maximum=6),
        "lang": OptionSpec("cs", choices=LANGS),
    }
    # a player out of the game (eliminated, or a forfeit) is news to everyone at once
    event_kinds: ClassVar[Mapping[str, EventKind]] = {
        **{kind: EventKind() for kind in retell.KINDS},
        "eliminated": EventKind(announced=True),
        "forfeit": EventKind(announced=True),
    }

    @property
    def bots(self) -> Mapping[str, Bot]:
        """The bots by level; their module is imported on first use (cold start)."""
        from rules.game1926.bots import BOTS  # noqa: PLC0415 - lazy on purpose

        return BOTS

    def new_game(
        self, players: Sequence[str], options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> State:
        """An empty board; the players move in the order given (the service draws it if asked)."""
        names = tuple(self.check_players(players))
        opts = self.normalize_options(options)
        return play.new_state(names, opts["variant"], opts["sets"], opts["lang"])

    def to_move(self, state: State) -> str | None:
        """The player to place a pyramid, or None once the votes are counted."""
        return state.players[state.turn] if state.turn >= 0 else None

    def legal_moves(self, state: State, player: str) -> list[Move]:
        """Every placement `player` may make now (empty when it is not their turn)."""
        return list(play.legal_moves(state, player))

    def parse(self, state: State, player: str, text: str) -> Move:
        """The legal move `text` names; InvalidCommand, AmbiguousCommand or IllegalMove.

        Besides placements, `resign` ("vzdávám") is accepted from a player still in the game at
        any time; `legal_moves` lists placements only.
        """
        # canonical text: the cheap replay path; the words `describe` gives: the examples a
        # turn mail checks before it offers them (the reader takes them alike, see _described)
        move = TABLES[state.variant].moves.get(text) or _described(state.variant).get(text)
        if move is None:
            # the reader (and its Czech word forms) loads with the first command a person
            # wrote: a function that only renders 1926 mail never pays for it (issue 43)
            from rules.game1926 import parse  # noqa: PLC0415 - lazy on purpose

            if parse.is_resignation(text):
                play.check_resign(state, player)
                return RESIGN
            try:
                move = parse.read(state.variant, state.lang, text)
            except InvalidCommand:
                # the size and the region in clauses of their own: read as a person reads
                # (loaded here: a game rendered, never read, does not need it)
                from rules.game1926 import sentence

                found = sentence.placement(state.variant, state.lang, text)
                if found is None and (reasoned := without_reason(text)) != text \
                        and reasoned.strip():
                    # "Dám velkou do Prahy, ať je klid": the reason is talk, as by mail
                    return self.parse(state, player, reasoned)
                if found is None:
                    raise
                move = found
        play.check(state, player, move)
        return move

    def lexicon(self, state: State) -> Lexicon:
        """The sizes, the regions of the map in every case, the players (see parse.lexicon)."""
        from rules.game1926 import parse  # noqa: PLC0415 - lazy on purpose (see parse())

        return parse.lexicon(state.variant, state.players)

    def apply(self, state: State, player: str, move: Move) -> State:
        """The state after the move, including forfeits and, at the end, the count."""
        if isinstance(move, Resignation):
            return play.resign(state, player)
        return play.place(state, player, move)

    def result(self, state: State) -> Result | None:
        """Winners, draw and electors at the final count, once placement is over."""
        return result_of(state) if state.over else None

    def placings(self, result: Mapping[str, Any]) -> dict[str, int]:
        """Places by electors' rank: the winners first, then who stayed longer in the count
        (the later a player was eliminated, the better), then electors in the last count round
        they were in; players who resigned before the count come last, the later resigner
        above the earlier (a result stored without their order has them share the last place)."""
        winners = set(result["winners"])
        resigned = list(result["details"].get("resigned", ()))
        keys: dict[str, tuple[bool, int, int]] = {p: (False, 0, 0) for p in result["scores"]}
        for order, player in enumerate(resigned):
            keys[player] = (False, 0, order - len(resigned))
        for number, count in enumerate(result["details"]["rounds"], start=1):
            for player, electors in count["electors"].items():
                keys[player] = (player in winners, number, electors)
        return places(keys)

    def asks_rules(self, question: str) -> bool:
        """Whether a folded question asks a region's electors, the majority, or how much a
        region takes (questions.py)."""
        from rules.game1926 import questions  # noqa: PLC0415 - it reads with the parser

        return questions.asks(question)

    def answer_rules(self, state: State, player: str, question: str,
                     lang: str) -> list[str] | None:
        """The answer from the map's data (the board is public)."""
        from rules.game1926 import questions  # noqa: PLC0415 - it reads with the parser

        return questions.answer(state, question, lang)

    def view(self, state: State, player: str | None) -> View:
        """Everything (the board is public), plus `player`'s legal moves on their turn."""
        return board.view(state, player)

    def localized(self, state: State, lang: str) -> State:
        """The position with parsing and messages in `lang` (cs or en)."""
        return replace(state, lang=lang) if lang in LANGS and lang != state.lang else state

    def event_text(self, event: Event, lang: str, reader: str | None = None) -> str:
        """The event told in `lang` from its data, to `reader` (the player it is about reads
        "you")."""
        return retell.event_text(event, lang if lang in LANGS else "cs", reader)

    def describe(self, state: State, move: Move, lang: str | None = None, *,
                 reader: str | None = None) -> str:
        """'large Praha' / 'velká v Praze'; 'resign' / 'vzdávám' (`lang` defaults to the game's)."""
        lang = lang if lang in LANGS else state.lang
        if isinstance(move, Resignation):
            return "vzdávám" if lang == "cs" else "resign"
        return retell.placement_words(move.size, move.region, lang)

    def board_text(self, state: State, lang: str | None = None, *,
                   reader: str | None = None) -> str:
        """The plain-text board in `lang` or the game's language."""
        return board.board_text(state, lang)

    def dump(self, state: State) -> dict[str, Any]:
        """JSON-safe dict of the state."""
        return dump_state(state, TABLES[state.variant].region_ids)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state `dump` produced."""
        return load_state(data, TABLES[data["variant"]].region_ids)


@functools.cache
def _described(variant: str) -> dict[str, Placement]:
    """Each move of the variant in the words `describe` gives it, in every language -> the
    move: the reader reads each of them as that move (tests/test_1926_parse.py), so a mail that
    checks its examples read back needs no reader loaded (issue 43)."""
    return {retell.placement_words(move.size, move.region, lang): move
            for move in TABLES[variant].moves.values() for lang in LANGS}

