"""WesternPoly behind the common rules API (`rules.get("westernpoly")`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from rules.api import (
    CHANCE,
    CLOSES,
    OPENS,
    Bot,
    Event,
    EventKind,
    Game,
    IllegalMove,
    Lexicon,
    OptionSpec,
    Result,
    RulesError,
    places,
)
from rules.text import fold
from rules.westernpoly import legal, questions
from rules.westernpoly import orders as orders_
from rules.westernpoly import trades as trades_
from rules.westernpoly.board import BUYABLE_FIELDS, FIELDS, START_CASH, chain_of
from rules.westernpoly.cards import CARDS, FORTUNE, MONEY, deck_cards
from rules.westernpoly.engine import step
from rules.westernpoly.messages import say
from rules.westernpoly.money import wealth, winners
from rules.westernpoly.moves import (
    BUY,
    DONE,
    PASS,
    Accept,
    Buy,
    Decline,
    Done,
    Draw,
    Golden,
    MakeOffer,
    Move,
    Sell,
    SellGolden,
    SellStars,
    Stake,
    Stars,
    Throw,
    Withdraw,
)
from rules.westernpoly.parser import (
    counter_asked,
    fields_mentioned,
    lexicon,
    offer_reply,
    parse_chance,
    parse_player_move,
)
from rules.westernpoly.state import (
    BANK,
    NOBODY,
    OVER,
    ROLL,
    Deck,
    Options,
    State,
    dump_state,
    load_state,
)
from rules.westernpoly.text import board_text, round_number
from rules.westernpoly.trades import MAX_OPEN_OFFERS
from rules.westernpoly.view import FieldView, OfferableView, OptionsView, PlayerView, View
from rules.westernpoly.words import (
    LANGS,
    SIMPLE_MOVE_WORDS,
    TEMPLATES,
    bundle_words,
    event_text,
    field_name,
    field_object,
    lapse_words,
    money,
    narrate,
    nothing_negated,
    party,
)

# the first word of the canonical text of a move that leaves the turn open (moves.py)
_BESIDE_TURN = frozenset({"offer", "accept", "decline", "withdraw"})


# the moves of a turn mail after which the turn ends (a new card has no stars to buy yet)
_ENDS_TURN = frozenset({DONE.text, BUY.text, PASS.text})


def _lapse_note(state: State, reader: str | None, lang: str, ends_turn: bool) -> str:
    """" (nabídka #1 bez tvé odpovědi propadne)" for a move that ends the reader's turn and with it the
    offers it was theirs to answer: said in the menu where they choose it, not only in the
    next mail (review 6); a purchase or a pass ends the turn as "end the turn" does (review
    7). Never in a report of a move made (review 9: the bot's "end the turn (offer #2
    lapses)")."""
    if reader not in state.players or legal.to_move(state) != reader \
            or state.jailed[state.active]:
        return ""
    lapsing = [o.id for o in trades_.lapsing(state, state.players.index(reader))]
    return f" ({lapse_words(lapsing, lang, ends_turn)})" if lapsing else ""

# The round limit of a game of bots alone created without one (see WesternPoly.bounded): of
# 24 games of two bots measured, 21 ended by themselves in 81-590 rounds (16 of them within
# 300, the median 232) and 3 ran on past 3,000; 300 lets most end by themselves and bounds
# the rest.
BOTS_ALONE_ROUNDS = 300


class WesternPoly(Game[State, Move, View]):
    """The Wild-West "Dostihy a sázky" for 2-6 players (see the package docstring)."""

    id: ClassVar[str] = "westernpoly"
    name: ClassVar[str] = "WesternPoly"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    option_specs: ClassVar[Mapping[str, OptionSpec]] = {
        "max_rounds": OptionSpec(0, minimum=0),
        "shares": OptionSpec(False),
        "decks": OptionSpec("western", choices=("western", "classic")),
        "jail": OptionSpec("six", choices=("six", "two_turns", "three_tries")),
        "lang": OptionSpec("cs", choices=LANGS),
    }
    # a bankruptcy is news to everyone; a trade's mail goes to the side that did not act (the
    # actor reads it in their read-back), a lapse to both sides; going to jail or into debt,
    # and what a debt sold, reach their player even when their turn played itself
    event_kinds: ClassVar[Mapping[str, EventKind]] = {
        **{kind: EventKind() for kind in TEMPLATES},
        "bankrupt": EventKind(announced=True, ends_player=True),
        "trade_offer": EventKind(announced=True, readers=("to",), offer=OPENS, news=2),
        "trade_accepted": EventKind(announced=True, readers=("proposer",), offer=CLOSES,
                                    news=3),
        "trade_declined": EventKind(announced=True, readers=("proposer",), offer=CLOSES,
                                    news=1),
        "trade_withdrawn": EventKind(announced=True, readers=("to",), offer=CLOSES, news=1),
        "trade_lapsed": EventKind(announced=True, readers=("players",), offer=CLOSES),
        # a turn that ran by itself still tells its player these within the round
        **{kind: EventKind(concerns=True) for kind in ("jailed", "debt", "sold", "sold_stars",
                                                         "sold_golden")},
    }

    @property
    def bots(self) -> Mapping[str, Bot]:
        """The bots by level; their module is imported on first use (cold start)."""
        from rules.westernpoly.bots import BOTS  # noqa: PLC0415 - lazy on purpose

        return BOTS

    def new_game(self, players: Sequence[str], options: Mapping[str, Any] | None = None,
                 seed: int = 0) -> State:
        """A new game: everyone on START with $30,000, decks unseen. `seed` is unused: every
        throw and draw is a chance outcome chosen by whoever runs the game."""
        ids = tuple(self.check_players(players))
        opts = Options(**self.normalize_options(options))
        n = len(ids)
        return State(
            players=ids, options=opts, cash=(START_CASH,) * n, bank=-START_CASH * n,
            pos=(0,) * n, alive=(True,) * n, jailed=(False,) * n, jail_turns=(0,) * n,
            skips=(0,) * n, kept=("",) * n, owner=(NOBODY,) * len(FIELDS),
            stars=(0,) * len(FIELDS),
            decks=(Deck(deck_cards(FORTUNE, opts.decks)), Deck(deck_cards(MONEY, opts.decks))),
            active=0, phase=ROLL)

    def ends_by_itself(self, state: State) -> bool:
        """Only with a round limit: stand-in bots trade nothing, and half of the games measured
        without one ran on for 30,000 rounds."""
        return bool(state.options.max_rounds)

    def bounded(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options with a round limit of BOTS_ALONE_ROUNDS where none was set."""
        return {**options, "max_rounds": options.get("max_rounds") or BOTS_ALONE_ROUNDS}

    def to_move(self, state: State) -> str | None:
        """The player the game waits for, CHANCE, or None when it is over."""
        return legal.to_move(state)

    def legal_moves(self, state: State, player: str) -> list[Move]:
        """Every legal move of `player` now that takes no free amount (CHANCE: the outcomes)."""
        if player == CHANCE:
            return [m for m, _ in legal.chance_outcomes(state)]
        if player not in state.players:
            return []
        return legal.legal_moves(state, state.players.index(player))

    def chance_outcomes(self, state: State) -> list[tuple[Move, float]]:
        """The die faces or the cards that may come, with their probabilities."""
        return legal.chance_outcomes(state)

    def parse(self, state: State, player: str, text: str) -> Move:
        """Forgiving Czech or English text to a legal move; raises a RulesError otherwise."""
        if player == CHANCE:
            move = parse_chance(state, text)
            if not legal.is_outcome(state, move):
                raise IllegalMove(say(state.options.lang, "not_outcome", move=move.text))
            return move
        if player not in state.players:
            raise IllegalMove(say(state.options.lang, "not_a_player", player=player))
        seat = state.players.index(player)
        move = parse_player_move(state, seat, text)
        try:
            legal.check(state, seat, move)
        except RulesError as error:
            error.beside_turn = self.beside_turn(move.text)
            raise
        return move

    def offer_reply(self, state: State, player: str, text: str, about: int) -> list[Move] | None:
        """The moves `text` plays in answer to offer `about`, open in `state` or closed
        since (see parser.offer_reply); None when it says no price and keeps nothing."""
        offer = next((o for o in (*state.offers, *reversed(state.declined),
                                  *reversed(state.offered)) if o.id == about), None)
        if offer is None or player not in state.players:
            return None
        moves = offer_reply(state, state.players.index(player), text, offer)
        return None if moves is None else list(moves)

    def counter_asked(self, state: State, player: str, text: str, about: int) -> Move | None:
        """The counter-offer to open offer `about` at the one amount `text` names that the
        rule reads no counter from (see parser.counter_asked), for the question back."""
        offer = next((o for o in state.offers if o.id == about), None)
        if offer is None or player not in state.players:
            return None
        return counter_asked(state, state.players.index(player), text, offer)

    def lexicon(self, state: State) -> Lexicon:
        """The verbs, the fields in every case, the card, the players (see parser.lexicon)."""
        return lexicon(state)

    def apply(self, state: State, player: str, move: Move) -> State:
        """The state after the move; raises IllegalMove."""
        return step(state, player, move)

    def result(self, state: State) -> Result | None:
        """Winners, wealth per player and the order players went bankrupt."""
        if state.phase != OVER:
            return None
        won = [state.players[p] for p in winners(state)]
        scores = {p: (wealth(state, seat) if state.alive[seat] else 0)
                  for seat, p in enumerate(state.players)}
        return Result(
            winners=won, draw=len(won) > 1, scores=scores,
            details={"bankrupt": [state.players[p] for p in state.bankrupt],
                     "wealth": scores, "rounds": state.rounds})

    def placings(self, result: Mapping[str, Any]) -> dict[str, int]:
        """Places by wealth rank: the winners first, then the players still solvent by wealth,
        then the bankrupt, the later out the better."""
        winners = set(result["winners"])
        out = list(result["details"]["bankrupt"])
        keys = {p: (p in winners, p not in out, out.index(p) if p in out else wealth)
                for p, wealth in result["scores"].items()}
        return places(keys)

    def asks_rules(self, question: str) -> bool:
        """Whether a folded question asks of the start money or of a rent (questions.py)."""
        return questions.asks(question)

    def answer_rules(self, state: State, player: str, question: str,
                     lang: str) -> list[str] | None:
        """The start money, a rent, who owns a field, from the board's data (nothing hidden
        is needed); "za ni", "for it" is the field `player` stands on."""
        here = state.pos[state.players.index(player)] if player in state.players else None
        owners = {field: questions.YOU if state.players[seat] == player else state.players[seat]
                  for field, seat in enumerate(state.owner) if seat >= 0}
        return questions.answer(question, lang, here, owners)

    def view(self, state: State, player: str | None) -> View:
        """Everything public (the decks' order never), plus this player's options now."""
        lang = state.options.lang
        seat = state.players.index(player) if player in state.players else None
        view: View = {
            "game": self.id,
            "options": self._options_view(state.options),
            "phase": state.phase,
            "to_move": legal.to_move(state),
            "active": state.players[state.active],
            "round": round_number(state),
            "bank": state.bank,
            "players": [self._player_view(state, s) for s in range(len(state.players))],
            "fields": [self._field_view(state, f.index, lang) for f in FIELDS],
            "offers": [{"id": o.id, "from": state.players[o.proposer],
                        "to": state.players[o.recipient], "give": o.give.to_dict(),
                        "get": o.get.to_dict()} for o in state.offers],
            "debts": [{"debtor": state.players[d.debtor],
                       "creditor": None if d.creditor == BANK else state.players[d.creditor],
                       "amount": d.amount, "cause": d.cause, "field": d.field,
                       "one_reply": legal.one_reply(state, d.debtor)} for d in state.debts],
            "stakes": [{"field": f, "amount": a} for f, a in state.stakes],
            "decks": {name: {"cards": len(d.unseen) + len(d.pile)}
                      for name, d in zip((FORTUNE, MONEY), state.decks, strict=True)},
            "events": [e.to_dict() for e in state.events],
            "last_turn": narrate(state.last_log, lang),
            "this_turn": narrate(state.log, lang),
        }
        if seat is not None and player is not None:
            view["you"] = player
            view["legal_moves"] = [m.text for m in legal.legal_moves(state, seat)]
            view["may_offer"] = self._offerable(state, seat)
            view["may_stake"] = {"fields": legal.stake_targets(state, seat),
                                 "max": state.cash[seat]}
        return view

    @staticmethod
    def _options_view(o: Options) -> OptionsView:
        return {"lang": o.lang, "max_rounds": o.max_rounds, "shares": o.shares,
                "decks": o.decks, "jail": o.jail}

    @staticmethod
    def _player_view(s: State, seat: int) -> PlayerView:
        return {"id": s.players[seat], "cash": s.cash[seat], "position": s.pos[seat],
                "alive": s.alive[seat], "jailed": s.jailed[seat], "misses": s.skips[seat],
                "kept_card": bool(s.kept[seat]), "wealth": wealth(s, seat),
                "owns": [{"field": f, "stars": s.stars[f]}
                         for f, o in enumerate(s.owner) if o == seat]}

    @staticmethod
    def _field_view(s: State, index: int, lang: str) -> FieldView:
        f = FIELDS[index]
        owner = s.owner[index]
        return {"index": index, "name": f.name(lang), "kind": f.kind, "chain": f.chain,
                "price": f.price, "owner": None if owner == NOBODY else s.players[owner],
                "stars": s.stars[index]}

    @staticmethod
    def _offerable(s: State, seat: int) -> OfferableView:
        """What `seat` could put in a trade now: single cards, whole starred chains, card, cash."""
        singles, chains = [], []
        for f in BUYABLE_FIELDS:
            if s.owner[f] != seat:
                continue
            chain = chain_of(f)
            if chain and legal.chain_starred(s, f):
                if f == chain[0]:
                    chains.append(list(chain))
            else:
                singles.append(f)
        open_now = (legal.to_move(s) not in (None, CHANCE) and s.alive[seat]
                    and sum(o.proposer == seat for o in s.offers) < MAX_OPEN_OFFERS)
        return {"open": open_now, "fields": singles, "whole_chains": chains,
                "card": bool(s.kept[seat]), "max_money": s.cash[seat],
                "players": [p for q, p in enumerate(s.players) if q != seat and s.alive[q]]}

    def beside_turn(self, text: str) -> bool:
        """Offers and the answers to them (accept, decline, withdraw) leave the turn open."""
        return text.split(" ", 1)[0] in _BESIDE_TURN

    def choices(self, state: State, player: str) -> list[Move]:
        """The numbered menu: this turn's decisions (buy or pass, stars, the jail card), or
        for a player in debt the sales to the bank that raise the money (see debt_sales);
        trade answers and resigning are written out, never a bare number."""
        if player not in state.players or legal.to_move(state) != player:
            return []
        seat = state.players.index(player)
        if state.debts:
            return legal.debt_sales(state, seat)
        return legal.turn_moves(state, seat)

    def automatic(self, state: State, player: str, orders: Mapping[str, str]) -> Move | None:
        """The throw, the end of a turn with nothing left to decide, a purchase, stars, the
        jail card or declining an offer as the standing `orders` say (see orders.py)."""
        if player not in state.players:
            return None
        return orders_.automatic(state, state.players.index(player), orders)

    def standing_order(self, text: str) -> tuple[str, str | None]:
        """"auto buy up to 4000" / "automaticky kupovat do 4000" -> ("buy", "up_to 4000")."""
        return orders_.parse_order(text, "cs" if _czech(text) else "en")

    def standing_orders_text(self, orders: Mapping[str, str], lang: str) -> list[str]:
        """The standing orders in words, in `lang`."""
        return [orders_.order_text(k, orders[k], lang) for k in orders_.ORDER_KEYS if k in orders]

    def describe(self, state: State, move: Move, lang: str | None = None, *,
                 reader: str | None = None) -> str:
        """The move in words, fields by name ("sell Saloon Zlatý důl"); `parse` reads the
        words of every move without a free amount back as that move."""
        lang = lang if lang in LANGS else state.options.lang
        cs = lang == "cs"
        match move:
            case Draw(card=card):
                return CARDS[card].text(lang)
            case Throw(value=value):
                return f"{'hod' if cs else 'throw'} {value}"
            case Buy():
                here = FIELDS[state.landed]
                return (f"{'koupit' if cs else 'buy'} {field_object(state.landed, lang)} "
                        f"{'za' if cs else 'for'} {money(here.price, lang)}")
            case Stars(count=count):
                here = FIELDS[state.landed]
                return (f"{'koupit' if cs else 'buy'} {count} ★ {'na' if cs else 'on'} "
                        f"{field_object(state.landed, lang)} {'za' if cs else 'for'} "
                        f"{money(count * here.star_cost, lang)}")
            case Golden():
                here = FIELDS[state.landed]
                return (f"{'koupit Golden na' if cs else 'buy Golden on'} "
                        f"{field_object(state.landed, lang)} "
                        f"{'za' if cs else 'for'} {money(here.star_cost, lang)}")
            case Accept(offer=n) | Decline(offer=n) | Withdraw(offer=n):
                verb = {Accept: ("přijmout", "accept"), Decline: ("odmítnout", "decline"),
                        Withdraw: ("stáhnout", "withdraw")}[type(move)][0 if cs else 1]
                return f"{verb} {'nabídku' if cs else 'offer'} {n}"
            case Sell(field=f) | SellGolden(field=f) | SellStars(field=f):
                what = field_object(f, lang)
                if isinstance(move, SellStars):
                    what = f"{move.count} ★ {field_name(f, lang)}"
                elif isinstance(move, SellGolden):
                    what = f"Golden {field_name(f, lang)}"
                price = money(legal.sale_value(move), lang)
                return (f"prodat {what} za {price}" if cs else f"sell {what} for {price}")
            case Stake(amount=amount, field=f):
                return (f"{'vsadit' if cs else 'stake'} {money(amount, lang)} "
                        f"{'na pole' if cs else 'on'} {field_name(f, lang)}")
            case MakeOffer(to=to, give=give, get=get):
                if cs:
                    # "nabídka Petru Dvořákovi: dávám …" (a subject "Odeslána nabídka …")
                    return nothing_negated(f"nabídka {party(to, lang)}: dávám "
                                           f"{bundle_words(give.to_dict(), lang)}, chci "
                                           f"{bundle_words(get.to_dict(), lang)}", lang)
                return (f"offer to {to}: give {bundle_words(give.to_dict(), lang)}, "
                        f"get {bundle_words(get.to_dict(), lang)}")
            case Done():  # a bot's end of a turn it played for a person reads as any end
                return SIMPLE_MOVE_WORDS.get(DONE.text, {}).get(lang, DONE.text)
        return SIMPLE_MOVE_WORDS.get(move.text, {}).get(lang, move.text)

    def menu_note(self, state: State, move: Move, lang: str | None = None, *,
                  reader: str | None = None) -> str:
        """What choosing `move` from the menu does besides ("nabídka #1 propadne"), or "":
        the menu says it where the reader chooses; a report of what was done never does."""
        lang = lang if lang in LANGS else state.options.lang
        return _lapse_note(state, reader, lang, move.text != DONE.text) \
            if move.text in _ENDS_TURN else ""

    def board_text(self, state: State, lang: str | None = None, *,
                   reader: str | None = None) -> str:
        """The plain-text board in `lang` or the game's language."""
        return board_text(state, lang if lang in LANGS else state.options.lang)

    def localized(self, state: State, lang: str) -> State:
        """The position with parsing and messages in `lang` (cs or en)."""
        if lang not in ("cs", "en") or lang == state.options.lang:
            return state
        return state._replace(options=dataclasses.replace(state.options, lang=lang))

    def open_offers(self, state: State, to: str | None = None) -> list[int]:
        """The numbers of the open trade offers (to the player `to`, when given)."""
        return [o.id for o in state.offers if to is None or state.players[o.recipient] == to]

    # how a purchase's no is written, for the mail reader to play a no it cut from a sentence
    # ("Nekupuju, přijímám 1.") as itself: one canonical text in either language
    PURCHASE_NO = "nekupovat"

    def fields_mentioned(self, text: str) -> tuple[list[frozenset[int]], frozenset[str]]:
        """The fields each name in `text` names and the words of those names (an offer named
        by the field it trades: "Chatrč beru, Saloon ne")."""
        return fields_mentioned(text)

    def event_text(self, event: Event, lang: str, reader: str | None = None) -> str:
        """The event told in `lang` from its data, to `reader` (a player, or None for anyone);
        unknown kinds keep their recorded text."""
        if event.kind not in TEMPLATES:
            return event.text
        return event_text(event.kind, event.data, lang, reader)

    def dump(self, state: State) -> dict[str, Any]:
        """JSON-safe dict of the whole state."""
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state `dump` produced."""
        return load_state(data)


def _czech(text: str) -> bool:
    """Whether an order is written in Czech (its error then speaks Czech)."""
    return fold(text).split()[:1] in (["automaticky"], ["automaticke"], ["vzdy"]) or \
        any(c in text.lower() for c in "áčďéěíňóřšťúůýž")
