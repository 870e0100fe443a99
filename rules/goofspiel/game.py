"""Goofspiel behind the common rules API: sealed bids from every player at once."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from rules import card_place
from rules.api import (
    CHANCE,
    AmbiguousCommand,
    Bot,
    Event,
    EventKind,
    Game,
    IllegalMove,
    InvalidCommand,
    Lexicon,
    OptionSpec,
    Result,
)
from rules.correcting import correcting
from rules.goofspiel import questions, texts
from rules.goofspiel.state import REVEALS, Bid, Move, Prize, Round, State, dump_state, load_state
from rules.goofspiel.view import RoundView, View
from rules.numbers import whole
from rules.tense import another_time
from rules.text import fold, words

_NUMBER = re.compile(r"[0-9]+")  # ASCII digits (rules.numbers)


class Goofspiel(Game[State, Move, View]):
    """Goofspiel: every round all players bid a card at once; the single highest takes the prize."""

    id: ClassVar[str] = "goofspiel"
    name: ClassVar[str] = "Goofspiel"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[Mapping[str, OptionSpec]] = {
        "cards": OptionSpec(13, minimum=3, maximum=13),
        "reveal": OptionSpec("bids", choices=REVEALS),
        "lang": OptionSpec("cs", choices=texts.LANGS),
    }
    # every event rides in the mails that tell what happened; none needs a mail of its own
    event_kinds: ClassVar[Mapping[str, EventKind]] = {
        kind: EventKind() for kind in ("bid", "prize", "round", "game_over")}

    @property
    def bots(self) -> Mapping[str, Bot]:
        """The bots by level; their module is imported on first use."""
        from rules.goofspiel.bots import BOTS  # noqa: PLC0415 - lazy on purpose

        return BOTS

    def new_game(
        self, players: Sequence[str], options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> State:
        """Every player holds 1..N; the prize deck 1..N waits for its first card to be drawn."""
        names = tuple(self.check_players(players))
        opts = self.normalize_options(options)
        cards = tuple(range(1, opts["cards"] + 1))
        return State(players=names, cards=opts["cards"], reveal=opts["reveal"], deck=cards,
                     prize=None, hands=(cards,) * len(names), bids=(None,) * len(names),
                     lang=opts["lang"])

    def to_move(self, state: State) -> str | None:
        """CHANCE while the prize is drawn, None once over, else the first player to bid."""
        if state.over:
            return None
        if state.prize is None:
            return CHANCE
        return next(state.players[i] for i, bid in enumerate(state.bids) if bid is None)

    def waiting(self, state: State) -> tuple[str, ...]:
        """Every player who has not bid for the current prize, in seating order."""
        if state.prize is None:
            return ()
        return tuple(state.players[i] for i, bid in enumerate(state.bids) if bid is None)

    def legal_moves(self, state: State, player: str) -> list[Move]:
        """A waiting player's hand as bids; for CHANCE the prizes left; else nothing."""
        if player == CHANCE:
            return [outcome for outcome, _ in self.chance_outcomes(state)]
        if player not in self.waiting(state):
            return []
        return [Bid(card, player) for card in state.hands[state.players.index(player)]]

    def menu_numbers(self, state: State, player: str) -> list[int] | None:
        """A bid's option number is its card: "3" in a reply bids the 3, as the menu says."""
        return [move.card for move in self.choices(state, player)]

    def chance_outcomes(self, state: State) -> list[tuple[Move, float]]:
        """One equally likely outcome per prize card left, while the prize is to be drawn."""
        if state.over or state.prize is not None:
            return []
        return [(Prize(card), 1 / len(state.deck)) for card in state.deck]

    def parse(self, state: State, player: str, text: str) -> Move:
        """'bid 7', '7', 'přihazuji 7' (for CHANCE 'prize 7'); InvalidCommand or IllegalMove."""
        cs = state.lang == "cs"
        text = _verb_before_prize(text)
        if player != CHANCE:
            text = _without_pronoun_one(text)
        named = _prize_first(text)
        if named is not None and state.prize is not None and named != state.prize \
                and player != CHANCE:
            # "Na tu šestku hodím 12" while the 9 is on the table: which was meant is asked
            raise InvalidCommand(
                f"Teď se hraje o cenu {state.prize}, ne o {named}: napiš nabídku znovu, "
                "například „přihazuji 7“." if cs else
                f"The prize now is {state.prize}, not {named}: write your bid again, "
                "e.g. 'bid 7'.")
        if player != CHANCE and _keeps(text):
            # "Třináctku si šetřím": the card kept back is no bid (a sealed bid is final)
            raise InvalidCommand(
                "Kartu, kterou si necháváš, nepřihazuji; napiš, kterou dáváš, například "
                "„přihazuji 7“." if cs else
                "A card you keep back is no bid; write the one you play, e.g. 'bid 7'.")
        if player != CHANCE and another_time(text):
            # "Minule bych dala třináctku", "Mám dát eso?", "I should have played the queen":
            # a card of another round or mood is the player's talk, never the bid now
            raise InvalidCommand(
                "Napiš příhoz jako „přihazuji 7“ (číslo karty z ruky)." if cs
                else "Write a bid as 'bid 7' (the number of a card in your hand).")
        text = _declared(text)  # "Moje karta je AS", "My card is the Queen": the bid
        if player in state.players:  # "Dám tu nejmenší kartu": the card at that place
            text = _placed(text, state.hands[state.players.index(player)])
        text = _without_prize(text)  # "Sedmička pro šestku": the 6 is what the 7 is bid for
        folded = " ".join(str(texts.NUMBER_WORDS.get(word, word))  # "sedmičku" is the 7
                          for word in fold(text).strip().rstrip(".!").split()
                          if word not in texts.FILLER_WORDS)
        numbers = _NUMBER.findall(folded)
        words = _NUMBER.sub(" ", folded).split()
        if player == CHANCE:
            if len(numbers) != 1 or any(w not in texts.PRIZE_WORDS for w in words) \
                    or whole(numbers[0], digits=3) is None:
                raise InvalidCommand(f"not a prize card: {text[:40]!r}")
            move: Move = Prize(int(numbers[0]))
        else:
            bid_words = {w for verbs in texts.BID_WORDS.values() for verb in verbs
                         for w in verb.split()}
            verbs = bid_words | texts.AROUND_BID
            bidding = bid_words | texts.GOING_WORDS  # the words that make a card named a bid
            among = _bid_among_sentences(text, state.prize, bidding)
            named = among if among is not None else _named_card(text)
            if named is not None and named == state.prize and words and among is None \
                    and not bidding.intersection(words):
                # "Šestka se hodí" of the prize 6: the prize's own number with words of no
                # bid speaks of the card on the table, not of a bid
                raise InvalidCommand(
                    "Napiš příhoz jako „přihazuji 7“ (číslo karty z ruky)." if cs
                    else "Write a bid as 'bid 7' (the number of a card in your hand).")
            if named is not None:
                numbers = [str(named)]  # "Jdu do toho s devítkou", "I'll go with the nine"
            elif 1 < len(set(numbers)) <= 3 and all(w in verbs or w in texts.OR_WORDS
                                                    for w in words):
                # "Třináctka, pětka", "Dám třináctku nebo pětku": a sealed bid is final, so
                # which card is meant is asked, never the first one guessed
                cards = ", ".join(dict.fromkeys(numbers))
                raise AmbiguousCommand(
                    f"Píšeš o více kartách ({cards}), přihodit ale můžeš jen jednu; napiš "
                    "kterou, například „přihazuji 7“." if cs else
                    f"You name more than one card ({cards}) but can bid only one; write "
                    "which, e.g. 'bid 7'.",
                    [f"{'přihazuji' if cs else 'bid'} {n}" for n in dict.fromkeys(numbers)])
            # "Three for three": the card bid for the prize of its number, said twice
            elif len(set(numbers)) != 1 or any(w not in verbs for w in words) \
                    or whole(numbers[0], digits=3) is None:
                raise InvalidCommand(
                    "Napiš příhoz jako „přihazuji 7“ (číslo karty z ruky)." if cs
                    else "Write a bid as 'bid 7' (the number of a card in your hand).")
            move = Bid(int(numbers[0]), player)
        self._check(state, player, move)
        return move

    def lexicon(self, state: State) -> Lexicon:
        """The verbs of a bid in both languages (commands) and the players (names)."""
        commands = {w for verbs in texts.BID_WORDS.values() for verb in verbs
                    for w in verb.split() if len(w) > 2}
        names = {w for player in state.players for w in fold(player).split() if len(w) > 2}
        cards = {w for w in texts.NUMBER_WORDS if len(w) > 2}  # "sedmičku", "seven"
        cards |= card_place.WORDS  # "nejvyšší", "my lowest"
        return Lexicon(frozenset(commands), frozenset(names | cards))

    def _check(self, state: State, player: str, move: Move) -> None:
        cs = state.lang == "cs"
        if state.over:
            raise IllegalMove("Hra skončila." if cs else "The game is over.")
        if isinstance(move, Prize):
            if player != CHANCE or state.prize is not None or move.card not in state.deck:
                raise IllegalMove(f"the prize {move.card} cannot be drawn now")
            return
        if player not in state.players:
            raise IllegalMove(f"{player} does not play this game")
        if move.bidder != player:
            raise IllegalMove(f"this bid is {move.bidder}'s, not {player}'s")
        seat = state.players.index(player)
        if state.prize is None:
            raise IllegalMove("Cena ještě není otočená." if cs else "The prize is not turned up yet.")
        if state.bids[seat] is not None:
            raise IllegalMove(
                f"V tomto kole už máš přihozeno ({state.bids[seat]}); změnit to nelze." if cs
                else f"You have already bid {state.bids[seat]} this round; a bid cannot change.")
        if move.card not in state.hands[seat]:
            held = " ".join(str(c) for c in state.hands[seat])
            raise IllegalMove(f"Kartu {move.card} nemáš; v ruce máš: {held}." if cs
                              else f"You do not hold the card {move.card}; you hold: {held}.")

    def apply(self, state: State, player: str, move: Move) -> State:
        """The state after a draw or a bid; the last bid of a round resolves it, and the last
        round (one prize left, one card in every hand) plays itself."""
        self._check(state, player, move)
        if isinstance(move, Prize):
            return _draw(state, move.card, ())
        seat = state.players.index(player)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != move.card)
        bids = list(state.bids)
        bids[seat] = move.card
        number = len(state.rounds) + 1
        told = Event("bid", f"{player} bids {move.card}.",
                     {"player": player, "card": move.card, "round": number}, audience=(player,))
        after = replace(state, hands=tuple(hands), bids=tuple(bids), events=(told,))
        if any(bid is None for bid in after.bids):
            return after
        return _resolve(after, after.events)

    def result(self, state: State) -> Result | None:
        """The winners (all on the top score, sharing the win) and everyone's points."""
        if not state.over:
            return None
        scores = dict(zip(state.players, state.scores, strict=True))
        best = max(scores.values())
        winners = [p for p in state.players if scores[p] == best]
        return Result(winners=winners, draw=len(winners) > 1, scores=scores,
                      details={"rounds": _rounds(state, None, everything=True)})

    def asks_rules(self, question: str) -> bool:
        """Whether a folded question asks whether bids are seen, the others' cards left, the
        prizes to come, who took the last round (questions.py)."""
        return questions.asks(question)

    def answer_rules(self, state: State, player: str, question: str,
                     lang: str) -> list[str] | None:
        """The answer from `player`'s own view: nothing they may not see."""
        return questions.answer(self.view(state, player), player, question, lang)

    def view(self, state: State, player: str | None) -> View:
        """What `player` may see (None: a spectator): the prizes and who took them, the points,
        their own hand and bid, and the bids of resolved rounds when `reveal` is `bids`."""
        seat = state.players.index(player) if player in state.players else None
        waiting = self.waiting(state)
        return {
            "game": self.id,
            "players": list(state.players),
            "cards": state.cards,
            "reveal": state.reveal,
            "round": min(len(state.rounds) + 1, state.cards),
            "prize": state.prize,
            "deck": list(state.deck),
            "scores": dict(zip(state.players, state.scores, strict=True)),
            "hand": list(state.hands[seat]) if seat is not None else [],
            "bid": state.bids[seat] if seat is not None else None,
            "rounds": _rounds(state, player, everything=False),
            "over": state.over,
            "legal": [m.text for m in self.legal_moves(state, player)]
            if seat is not None and player is not None else [],
            "to_move": player if seat is not None and player in waiting else None,
        }

    def localized(self, state: State, lang: str) -> State:
        """The position with parsing and refusals in `lang` (cs or en)."""
        return replace(state, lang=lang) if lang in texts.LANGS and lang != state.lang else state

    def event_text(self, event: Event, lang: str, reader: str | None = None) -> str:
        """The event told in `lang` to `reader` from its data."""
        return texts.event_text(event.kind, event.data, reader, lang if lang in texts.LANGS
                                else "en")

    def describe(self, state: State, move: Move, lang: str | None = None, *,
                 reader: str | None = None) -> str:
        """'přihazuji 7' / 'bid 7' to the bidder; to anyone else 'a sealed bid' unless `state`
        shows the bid to them: whatever state is given (before the bid, after it, later), the
        card is named only once its round is resolved in it and the rules reveal it."""
        lang = lang if lang in texts.LANGS else state.lang
        if isinstance(move, Bid) and reader != move.bidder and not _revealed(state, move):
            return texts.sealed_words(lang)
        return texts.move_words(move, lang)

    def sealed(self, state: State, move: Move) -> bool:
        """A bid is sealed while its round is open; with `reveal: winner`, until the game ends."""
        if not isinstance(move, Bid) or move.bidder not in state.players:
            return False
        seat = state.players.index(move.bidder)
        if state.bids[seat] == move.card:
            return True
        if move.card in state.hands[seat]:
            return False  # not played yet: a move of the future seals nothing
        return state.reveal == "winner" and not state.over

    def automatic(self, state: State, player: str, orders: Mapping[str, str]) -> Move | None:
        """Nothing: every bid is the player's own (the last round plays itself)."""
        return None

    def board_text(self, state: State, lang: str | None = None, *,
                   reader: str | None = None) -> str:
        """The plain-text board as `reader` may see it, in `lang`."""
        lang = lang if lang in texts.LANGS else state.lang
        return texts.board_text(state, self.view(state, reader), reader, lang)

    def dump(self, state: State) -> dict[str, Any]:
        """JSON-safe dict of the whole state (sealed bids included)."""
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state `dump` produced."""
        return load_state(data)


def _revealed(state: State, bid: Bid) -> bool:
    """Whether every reader of `state` may know `bid`: its round is resolved there (each
    player bids a card once) and the bids are shown (`reveal: bids`, or the game is over)."""
    if bid.bidder not in state.players or not (state.reveal == "bids" or state.over):
        return False
    seat = state.players.index(bid.bidder)
    return any(played.bids[seat] == bid.card for played in state.rounds)


def _rounds(state: State, reader: str | None, *, everything: bool) -> list[RoundView]:
    """The resolved rounds as `reader` may see them (`everything`: with every bid)."""
    shown = everything or state.reveal == "bids"
    out = []
    for played in state.rounds:
        entry: RoundView = {
            "prize": played.prize,
            "winner": None if played.winner is None else state.players[played.winner],
        }
        if shown:
            entry["bids"] = dict(zip(state.players, played.bids, strict=True))
        elif reader in state.players:
            entry["your_bid"] = played.bids[state.players.index(reader)]
        out.append(entry)
    return out


def _draw(state: State, card: int, events: tuple[Event, ...]) -> State:
    number = len(state.rounds) + 1
    turned = Event("prize", f"Round {number}: the prize is {card}.",
                   {"round": number, "card": card})
    return replace(state, deck=tuple(c for c in state.deck if c != card), prize=card,
                   events=(*events, turned))


def _resolve(state: State, events: tuple[Event, ...]) -> State:
    """Reveal the bids of a round in which everyone has bid; play the forced last round."""
    assert state.prize is not None
    bids = tuple(bid for bid in state.bids if bid is not None)
    top = max(bids)
    leaders = [i for i, bid in enumerate(bids) if bid == top]
    winner = leaders[0] if len(leaders) == 1 else None
    number = len(state.rounds) + 1
    data: dict[str, Any] = {
        "round": number,
        "prize": state.prize,
        "winner": None if winner is None else state.players[winner],
    }
    if state.reveal == "bids":
        data["bids"] = dict(zip(state.players, bids, strict=True))
    told = Event("round", texts.event_text("round", data, None, "en"), data)
    after = replace(state, prize=None, bids=(None,) * len(state.players),
                    rounds=(*state.rounds, Round(state.prize, bids, winner)),
                    events=(*events, told))
    if len(after.deck) == 1:
        # the last round is forced: one prize left, one card in each hand
        last = _draw(after, after.deck[0], after.events)
        forced = replace(last, bids=tuple(hand[0] for hand in last.hands),
                         hands=((),) * len(last.players))
        return _resolve(forced, forced.events)
    if not after.deck:
        return replace(after, events=(*after.events, _game_over(after)))
    return after


def _game_over(state: State) -> Event:
    scores = state.scores
    best = max(scores)
    winners = [p for p, s in zip(state.players, scores, strict=True) if s == best]
    data = {"winners": winners, "points": best}
    return Event("game_over", texts.event_text("game_over", data, None, "en"), data)


# English "one" standing for a noun ("on this one", "that one is worth my jack"): the prize on
# the table, never the card 1 (review 54: "8 on this one" was read as a bid of 1)
_PRONOUN_ONE = re.compile(r"(?:\b(?:on|for|in|to)\s+)?\b(?:this|that|which|each|every|another"
                          r"|the\s+(?:same|next|current))\s+one\b", re.IGNORECASE)


def _without_pronoun_one(text: str) -> str:
    """The text less an English "this one" / "that one" and the preposition before it."""
    return _PRONOUN_ONE.sub(" ", text)


def _verb_before_prize(text: str) -> str:
    """A bid whose verb comes before the prize and the card ("Posílám na trojku dvojku",
    "dávám na osmičku devítku") said prize first ("na trojku posílám dvojku"), as
    _prize_first reads it; any other text as it is."""
    parts = text.split()
    if len(parts) < 4 or fold(parts[0]).strip(",") not in _BID_VERBS \
            or fold(parts[1]) not in texts.FOR_PRIZE:
        return text
    prize = 2
    while prize < len(parts) and fold(parts[prize]) in texts.BEFORE_PRIZE:
        prize += 1
    if prize >= len(parts) - 1 or not _number_in(parts[prize]) \
            or not _number_in(parts[prize + 1]):
        return text
    return " ".join([*parts[1:prize + 1], parts[0], *parts[prize + 1:]])


# The verbs of a bid said in one word, and "posílám" (I send) that players say of a card
_BID_VERBS = frozenset(word for words in texts.BID_WORDS.values() for word in words
                       if " " not in word) | {"posilam"}


def _prize_first(text: str) -> int | None:
    """The prize a bid names before its card ("Na tu šestku hodím dvanáctku" -> 6), or None."""
    parts = text.split()
    if not parts or fold(parts[0]) not in texts.FOR_PRIZE:
        return None
    at = 1
    while at < len(parts) and fold(parts[at]) in texts.BEFORE_PRIZE:
        at += 1
    if at >= len(parts) - 1 or not _number_in(parts[at]):
        return None
    word = fold(parts[at]).strip(".,!?:;")
    return int(word) if word.isdigit() else texts.NUMBER_WORDS.get(word)


# "Moje karta je AS", "Má volba: 7", "My card is the Queen", "My pick will be 9": the player
# declares the card they bid (folded). Only a label of the player's own ("moje", "my") or one
# with a colon declares: "karta je sedmička" may tell of the prize
_DECLARED = re.compile(
    r"^(?:(?:moje|moja|ma|muj|moj|my)\s+(?:karta|karticka|volba|sazka|tah|prihoz|card|choice|"
    r"pick|bid|move|play)\s*(?:je|bude|is|will be|'s|:|=|-|–)|(?:karta|volba|sazka|prihoz|"
    r"card|choice|pick|bid)\s*[:=])\s*(?:the\s+)?(.+)$")
# a card's code as card games write it (Oh Hell's "AS", "QH", "10C"): its rank is the card
_CODE = re.compile(r"^(a|j|q|k|t|10|[2-9])[shdc♠♥♦♣]?$")
_CODE_RANKS = {"a": 1, "t": 10, "j": 11, "q": 12, "k": 13}


def _declared(text: str) -> str:
    """A bid declared with a label of the player's own, as the bid ("přihazuji 1" of "Moje
    karta je AS"); any other text as it is."""
    found = _DECLARED.match(fold(text).strip().rstrip(".!"))
    if not found:
        return text
    card = found.group(1).strip()
    if code := _CODE.match(card):
        card = str(_CODE_RANKS.get(code.group(1), code.group(1)))
    return f"přihazuji {card}"


def _without_prize(text: str) -> str:
    """The text less the prize a bid is said to be for, after the card ("Sedmička pro
    šestku", "My 9 for the 5", "Desítku na dvanáctku"): the first number is the card bid, a
    number after "pro", "for", "na", "o" is what it is bid for, context and no second bid."""
    parts = text.split()
    if parts and fold(parts[0]) in texts.FOR_PRIZE:
        # "Na tu šestku hodím dvanáctku", "Za šestku dávám 12": the prize said first
        prize = 1
        while prize < len(parts) and fold(parts[prize]) in texts.BEFORE_PRIZE:
            prize += 1
        if prize < len(parts) - 1 and _number_in(parts[prize]):
            parts = parts[prize + 1:]
            text = " ".join(parts)
    card = next((i for i, part in enumerate(parts) if _number_in(part)), None)
    if card is None:
        return text
    kept = parts[:card + 1]
    at = card + 1
    while at < len(parts):
        prize = at + 1
        while prize < len(parts) and fold(parts[prize]) in texts.BEFORE_PRIZE:
            prize += 1
        if fold(parts[at]) in texts.FOR_PRIZE and prize < len(parts) \
                and _number_in(parts[prize]):
            at = prize + 1  # "pro šestku", "for the 5", "na tu dvanáctku": left out
            continue
        kept.append(parts[at])
        at += 1
    return " ".join(kept) if len(kept) < len(parts) else text


def _placed(text: str, hand: Sequence[int]) -> str:
    """The text with a card described by its place in the hand made that card's number ("Dám
    tu nejmenší kartu" -> "dam 1", "Play my highest" -> "play 13"); as it is when it names no
    place, or one the hand does not reach. The hand is one suit: a place is one card."""
    found = card_place.place(words(text))
    if found is None:
        return text
    high, count, before, after = found
    cards = sorted(hand)
    at = card_place.at_place(cards, high, count)
    if at is None:
        return text
    kept = [w for w in (*before, str(cards[at]), *after) if w not in texts.PLACE_AROUND]
    return " ".join(kept)


def _keeps(text: str) -> bool:
    """Whether a text keeps a card back ("Třináctku si šetřím", "not the 13")."""
    return any(w in texts.KEEP_WORDS for w in words(text))


def _number_in(part: str) -> bool:
    """Whether a word is a card's number, in digits or in words ("7", "sedmičku", "seven")."""
    word = fold(part).strip(".,!?:;")
    return word.isascii() and word.isdigit() or word in texts.NUMBER_WORDS


_SENTENCE_WORDS = 8  # a card named by its noun is a bid in a sentence of at most this many words


def _surnames(text: str) -> set[str]:
    """The folded words written as a person's name after a first name with a capital ("Martin
    Král", "Jana Dámová"): a face card's name there is a surname, no card."""
    parts = text.split()
    return {w for before, part in zip(parts, parts[1:], strict=False)
            if before[:1].isupper() and part[:1].isupper() for w in words(part)}


def _cards_of(sentence: str) -> set[int]:
    """Every card a sentence names, by digits, number words or nouns ("třináct", "šestka")."""
    found = words(sentence)
    return {int(w) if w.isdigit() else texts.NUMBER_WORDS[w] for w in found
            if w.isascii() and w.isdigit() or w in texts.NUMBER_WORDS} | {
        texts.FACE_CARDS[w] for w in found if w in texts.FACE_CARDS
        and w not in _surnames(sentence)}


def _bid_among_sentences(text: str, prize: int | None, bidding: set[str]) -> int | None:
    """The card of the one sentence that bids when the others name only the prize on the table
    ("Šestka? Tu chci. Dávám třináct." of the prize 6 bids 13: the first is about the prize),
    else None. A card named in another sentence with no word of bidding leaves it unclear."""
    sentences = [part for part in re.split(r"[.?!;,]+", text) if part.strip()]
    if len(sentences) < 2 or len(_cards_of(text)) < 2 \
            or any(correcting(sentence) or words(sentence) in (["ne"], ["no"], ["nie"])
                   for sentence in sentences[1:]):
        return None  # "Dám devítku, ne, (vlastně) osmičku": corrected, never the prize named
    now = _card_of_now(sentences)
    if now is not None:
        return now
    bids: list[set[int]] = []
    others: list[set[int]] = []  # the cards of sentences with no word of bidding, not the prize
    for sentence in sentences:
        cards = _cards_of(sentence)
        if cards and bidding.intersection(words(sentence)):
            bids.append(cards)
        elif cards - {prize}:
            others.append(cards - {prize})
    if not bids and len(others) == 1 and len(others[0]) == 1 and prize in _cards_of(text):
        # "tak šestka, hm. Tentokrát pětka." of the prize 6: the sentence that names only the
        # prize is about the card on the table, the one other card named is the bid
        return next(iter(others[0]))
    if others:
        return None
    return next(iter(bids[0])) if len(bids) == 1 and len(bids[0]) == 1 else None


def _card_of_now(sentences: list[str]) -> int | None:
    """The one card of the sentences that say now ("teď", "tentokrát", "this time") when the
    others with a card say what was or would have been ("Minule bych dala třináctku, ale teď
    jen dvojku" bids 2), else None."""
    now: set[int] = set()
    then = False
    for sentence in sentences:
        cards, found = _cards_of(sentence), words(sentence)
        if not cards:
            continue
        if texts.NOW_WORDS.intersection(found) or "this time" in " ".join(found):
            now |= cards
        elif texts.THEN_WORDS.intersection(found):
            then = True
        else:
            return None
    return now.pop() if then and len(now) == 1 else None


def _named_card(text: str) -> int | None:
    """The one card a short sentence names by its noun ("Jdu do toho s devítkou", "Hraju
    sedmičku", English "the nine"), or None: a number of chatter ("mám tři děti") is no card."""
    found = words(text)
    if len(found) > _SENTENCE_WORDS or len(_cards_of(text)) > 1:
        return None  # "Sedmička? Dávám třináct.": two cards and no one bid among them
    cards = {texts.CARD_NOUNS[w] for w in found if w in texts.CARD_NOUNS}
    cards |= {texts.FACE_CARDS[w] for w in found if w in texts.FACE_CARDS
              and w not in _surnames(text)}
    cards |= {texts.NUMBER_WORDS[b] for a, b in zip(found, found[1:], strict=False)
              if a == "the" and b in texts.NUMBER_WORDS}
    return cards.pop() if len(cards) == 1 else None
