"""Oh Hell behind the common rules API: a series of hands, bids with the hook, tricks."""

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
    OptionError,
    OptionSpec,
    Result,
)
from rules.numbers import whole
from rules.ohhell import cards, questions, texts
from rules.ohhell.legal import EXACT_BONUS, legal_bids, playable
from rules.ohhell.state import (
    Bid,
    Deal,
    Dealer,
    Hand,
    Move,
    Play,
    State,
    Trick,
    dump_state,
    load_state,
)
from rules.ohhell.view import HandView, View
from rules.text import fold

_NUMBER = re.compile(r"^[0-9]+$")  # ASCII digits (rules.numbers)
_NEGATIVE = re.compile(r"[-−]\s*[0-9]")  # "bid -1" is no bid of 1
_WORD = re.compile(r"[\w♣♦♠♥♧♢♤♡]+")
_CODE_WORDS = frozenset({"as", "ah", "ad"})  # "As I said", "Ah", "ad": words, not cards
_CARD_LABELS = frozenset({"karta", "kartu", "card"})


def _rank_in_hand(words: list[str], hand: Sequence[str], lang: str
                  ) -> tuple[str | None, list[str]]:
    """The card of the one rank the words name by its noun ("čtyřku", "the queen"), with no
    suit, when the hand holds one card of it (AmbiguousCommand when several), and the words
    left over; (None, words) otherwise. A digit or a letter alone is no rank here: it is a bid."""
    ranks = [i for i, w in enumerate(words) if w in cards.RANK_NAMES and len(w) > 2
             and not w.isdigit()]
    if len(ranks) != 1 or any(w in cards.SUIT_NAMES for w in words):
        return None, words
    rank = cards.RANK_NAMES[words[ranks[0]]]
    held = [card for card in hand if card[0] == rank]
    rest = words[:ranks[0]] + words[ranks[0] + 1:]
    if len(held) > 1:
        named = " / ".join(cards.card_name(card, lang) for card in held)
        raise AmbiguousCommand(texts.say("which_card", lang, rank=words[ranks[0]], cards=named),
                               [f"play {card}" for card in held])
    return (held[0], rest) if held else (None, words)


_PAST = ("ed", "al", "ala", "ali", "alo", "il", "ila", "ili", "ilo", "el", "ela", "eli")
_BEFORE = frozenset("last before earlier ago minule predtim uz already".split())
SENTENCE_WORDS = 8  # a card's code is read among other words in a sentence this long at most
# Words that keep a card back or deny it ("2C si nechám", "not the 2C"): no play is read then.
_KEEPING = frozenset("ne not no dont don t keep keeping save saving hold holding si "
                     "schovam setrim drzim".split())


# "Pikové eso si nechám na potom, teď křížovou trojku": a card kept for later, then the play of
# now after "teď" / "now"; the kept card is never the play
_NOW = re.compile(r"(?<!\w)(?:teď|ted|tedy ted|now)(?!\w)", re.IGNORECASE)
_KEPT_FOR_LATER = frozenset("necham nechavam schovam setrim drzim keep keeping save saving "
                            "hold holding".split())


def _played_now(raw: str) -> str:
    """The part of a line after its "teď" / "now" when the part before keeps a card back;
    else the line."""
    found = _NOW.search(raw)
    if found and _KEPT_FOR_LATER.intersection(_WORD.findall(fold(raw[:found.start()]))):
        return raw[found.end():].strip(" ,.;:!")
    return raw


def _code_in_sentence(words: list[str], hand: Sequence[str], players: Sequence[str]
                      ) -> tuple[str | None, list[str]]:
    """The one card a short sentence names by its code ("Going with 2c this time", "Moje karta
    je 3D, snad projde"), when the hand holds it, no other card, rank, suit or number is
    named and no word keeps or denies it or tells of a card played before (a player's name,
    a verb in the past: "Bob played 3C last time"): (the card, []); (None, words) otherwise."""
    codes = [w for w in words if cards.named_card([w])[0] is not None]
    named = {w for player in players for w in fold(player).split()}
    if len(codes) != 1 or len(words) > SENTENCE_WORDS or any(
            w in _KEEPING or w in named or w in _BEFORE or w.startswith("ne") and len(w) > 3
            or w not in texts.PLAY_VERBS and len(w) > 3 and w.endswith(_PAST) for w in words):
        return None, words
    card = cards.named_card(codes)[0]
    others = [w for w in words if w != codes[0]]
    if card not in hand or any(w in cards.RANK_NAMES and len(w) > 1 or w in cards.SUIT_NAMES
                               or _NUMBER.match(w) for w in others):
        return None, words
    return card, []


def _at_place(state: State, player: str, where: tuple[bool, int, list[str], list[str]]
              ) -> tuple[str | None, list[str]]:
    """The card a place in the hand names ("nejvyšší srdce", "lowest trump", "nejnižší" when the
    suit led must be followed) and the words left; (None, words) when it names none. A place
    in a hand of several suits that may be played is asked back, naming a card of each."""
    high, count, before, after = where
    rest = before + after
    seat = state.players.index(player)
    suits = {cards.SUIT_NAMES[w] for w in rest if w in cards.SUIT_NAMES}
    left = [w for w in rest if w not in cards.SUIT_NAMES]
    if len(suits) > 1 or any(w not in texts.PLAY_VERBS for w in left):
        return None, rest  # "Bob má nejvyšší trumf": words of no play of one's own
    # the suit named, else the suits the cards that may be played are of
    among = state.hands[seat] if suits else playable(state, seat)
    suits = suits or {cards.suit_of(card) for card in among}
    found = []
    for suit in sorted(suits, key=cards.SUITS.index):
        held = [card for card in cards.ordered(among) if cards.suit_of(card) == suit]
        at = card_place.at_place(held, high, count)
        if at is not None:
            found.append(held[at])
    if len(suits) == 1 and not found:
        if any(cards.suit_of(card) == next(iter(suits)) for card in state.hands[seat]):
            return None, rest  # "druhý nejvyšší kříž" of one club: no such card
        raise IllegalMove(texts.say("no_suit", state.lang,
                                    suit=cards.suit_name(next(iter(suits)), state.lang),
                                    hand=" ".join(state.hands[seat])))
    if len(found) > 1:
        named = (", nebo " if state.lang == "cs" else " or ").join(
            cards.card_name(card, state.lang) for card in found)
        raise AmbiguousCommand(texts.say("which_place", state.lang, cards=named, example=(
            cards.card_name(found[0], state.lang, "acc"))), [f"play {card}" for card in found])
    return (found[0], left) if found else (None, rest)


def _refused_tricks(words: list[str]) -> list[str]:
    """A bid of nothing said as a refusal, as "0": "nevezmu ani 1 zdvih" -> "0 zdvih", "i won
    t take any tricks" -> "i take 0 tricks"; other words as they are."""
    if words[:2] == ["ani", "1"]:  # "Ani jeden.", "Ani jeden zdvih (neuhraju)": none
        return ["0", *(w for w in words[2:] if w not in texts.NEGATED_BID)]
    if not any(w in texts.NEGATED_BID for w in words):
        return words
    if "0" in words and not any(w.isdigit() and w != "0" for w in words):
        # "Nic nevezmu", "Nevezmu žádný zdvih": Czech says a nothing with a negated verb
        return [w for w in words if w not in texts.NEGATED_BID]
    if not any(w in texts.NO_TRICK for w in words):
        return words
    out: list[str] = []
    for word in words:
        if word in texts.NEGATED_BID:
            continue
        if word in texts.NO_TRICK:
            out.append("0")
        elif not (word == "1" and out[-1:] == ["0"]):  # "ani jeden": one zero
            out.append(word)
    return out


def _later_hand_dropped(words: list[str]) -> list[str]:
    """The words before talk of a later hand when they hold a number ("dneska 0 priste vic"
    -> "dneska 0"); the words as they are otherwise ("příště 2" is no bid for this hand)."""
    later = next((i for i, w in enumerate(words) if w in texts.NEXT_HAND), None)
    if later is None or not any(_NUMBER.match(w) for w in words[:later]):
        return words
    return words[:later]


class OhHell(Game[State, Move, View]):
    """Oh Hell: hands of rising and falling size; bid the tricks you will take, then take them."""

    id: ClassVar[str] = "ohhell"
    name: ClassVar[str] = "Oh Hell"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 7
    option_specs: ClassVar[Mapping[str, OptionSpec]] = {
        "suits": OptionSpec(4, minimum=1, maximum=4),
        "ranks": OptionSpec(13, minimum=2, maximum=13),
        "hands": OptionSpec(""),  # "": up from 1 to the most and back down
        "lang": OptionSpec("en", choices=texts.LANGS),
    }
    # every event rides in the mails that tell what happened; none needs a mail of its own
    event_kinds: ClassVar[Mapping[str, EventKind]] = {
        kind: EventKind() for kind in ("dealer", "trump", "bid", "play", "trick", "hand_over", "game_over")}

    @property
    def bots(self) -> Mapping[str, Bot]:
        """The bots by level; their module is imported on first use."""
        from rules.ohhell.bots import BOTS  # noqa: PLC0415 - lazy on purpose

        return BOTS

    def new_game(
        self, players: Sequence[str], options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> State:
        """The game before its dealer is drawn; raises OptionError for bad players or options."""
        names = tuple(self.check_players(players))
        opts = self.normalize_options(options)
        size = opts["suits"] * opts["ranks"]
        if size < len(names) + 1:
            raise OptionError(f"a deck of {size} cards is too small for {len(names)} players "
                              f"(it needs at least {len(names) + 1})")
        return State(players=names, suits=opts["suits"], ranks=opts["ranks"],
                     plan=plan(opts["hands"], (size - 1) // len(names)), lang=opts["lang"],
                     hands=((),) * len(names), bids=(None,) * len(names))

    def to_move(self, state: State) -> str | None:
        """CHANCE while dealing, None once over, else the player to bid or play."""
        if state.over:
            return None
        if state.dealing:
            return CHANCE
        seat = state.turn
        assert seat is not None
        return state.players[seat]

    def chance_outcomes(self, state: State) -> list[tuple[Move, float]]:
        """The dealer (before the first hand) or the next card, every outcome equally likely."""
        if not state.dealing:
            return []
        if state.dealer is None:
            return [(Dealer(p), 1 / state.seats) for p in state.players]
        left = [c for c in cards.deck(state.suits, state.ranks) if c not in state.dealt]
        to = _recipient(state)
        return [(Deal(card, to), 1 / len(left)) for card in left]

    def legal_moves(self, state: State, player: str) -> list[Move]:
        """The bids (the hook applied) or the cards (following suit) of the player to move;
        for CHANCE its outcomes; nothing for anyone else."""
        if player == CHANCE:
            return [outcome for outcome, _ in self.chance_outcomes(state)]
        if player not in state.players or self.to_move(state) != player:
            return []
        if any(bid is None for bid in state.bids):
            return [Bid(n, player) for n in legal_bids(state)]
        return [Play(card, player) for card in playable(state, state.players.index(player))]

    def menu_numbers(self, state: State, player: str) -> list[int] | None:
        """A bid's option number is the bid itself ("0" bids nothing); cards number 1, 2, ..."""
        moves = self.choices(state, player)
        if moves and all(isinstance(move, Bid) for move in moves):
            return [move.tricks for move in moves if isinstance(move, Bid)]
        return None

    def parse(self, state: State, player: str, text: str) -> Move:
        """'bid 2', '2', 'hlásím 2'; 'play QH', 'QH', 'Q hearts', 'queen of hearts',
        'srdcová dáma'; for CHANCE 'dealer Ann' and 'deal QH'. Raises a RulesError."""
        raw = cards.symbols(str(text)).strip()
        if player == CHANCE:
            return self._chance(state, raw)
        if _NEGATIVE.search(raw):
            raise InvalidCommand(texts.say("unreadable", state.lang, text=raw[:40]))
        raw = _played_now(raw)
        words = [texts.NUMBER_WORDS.get(w, w) for w in _WORD.findall(fold(raw))
                 if w not in texts.FILLER]
        words = _later_hand_dropped(_refused_tricks(words))
        trump = cards.suit_of(state.trump) if state.trump else None
        words = cards.trump_named(words, trump)  # "trumfovým králem": the trump suit's king
        card, rest = cards.named_card(words)
        where = card_place.place(words)
        if card is None and where is not None and player in state.players \
                and not any(bid is None for bid in state.bids):
            card, rest = _at_place(state, player, where)  # "nejnižší srdce", "my lowest trump"
        if card is None and not any(bid is None for bid in state.bids) \
                and player in state.players:
            # "Dám čtyřku": a rank named alone is the card of that rank in the player's hand
            # ("Play the three": the rank's English word, not read as the number 3 here)
            card, rest = _rank_in_hand(
                [w for w in _WORD.findall(fold(raw)) if w not in texts.FILLER],
                state.hands[state.players.index(player)], state.lang)
        if not any(bid is None for bid in state.bids) and player in state.players and (
                card is None or any(w not in texts.PLAY_VERBS for w in rest)):
            # "Going with 2c this time": a card's code among words of the player's own
            found, kept = _code_in_sentence(words, state.hands[state.players.index(player)],
                                            state.players)
            if found is not None and card in (None, found):
                card, rest = found, kept
        if card is not None:
            if any(w not in texts.PLAY_VERBS for w in rest):
                raise InvalidCommand(texts.say("unreadable", state.lang, text=raw[:40]))
            move: Move = Play(card, player)
        else:
            numbers = [w for w in words if _NUMBER.match(w)]
            others = [w for w in words if not _NUMBER.match(w)]
            if len(numbers) != 1 or any(w not in texts.BID_VERBS for w in others) \
                    or whole(numbers[0], digits=3) is None:
                raise InvalidCommand(texts.say("unreadable", state.lang, text=raw[:40]))
            move = Bid(int(numbers[0]), player)
        self._check(state, player, move)
        return move

    def _chance(self, state: State, raw: str) -> Move:
        head, _, rest = raw.partition(" ")
        head, rest = head.lower(), rest.strip()
        move: Move
        if head == "dealer" and rest in state.players:
            move = Dealer(rest)
        elif head == "deal" and re.fullmatch(r"[2-9TJQKA][CDSH]", rest):
            move = Deal(rest, _recipient(state) if state.dealing and state.dealer is not None
                        else None)
        else:
            raise InvalidCommand(f"not a chance outcome of Oh Hell: {raw[:40]!r}")
        self._check(state, CHANCE, move)
        return move

    def lexicon(self, state: State) -> Lexicon:
        """The verbs of a bid and a play (commands), the cards' and players' words (names)."""
        commands = set(texts.MOVE_VERBS)
        # a card's words, but not the English number words chatter is full of ("two days")
        names = set(cards.card_words()) - set(texts.NUMBER_WORDS)
        names |= {w for player in state.players for w in fold(player).split() if len(w) > 2}
        # the cards' codes ("Moje karta: 3D."), but not those that are English words too
        names |= {code.lower().replace("t", "10", 1) if code[0] == "T" else code.lower()
                  for code in cards.deck(4, 13)} - _CODE_WORDS
        if not state.dealing and not any(bid is None for bid in state.bids):
            names |= _CARD_LABELS  # "Moje karta: AS": a code after its label is tried too
        bidding = not state.dealing and any(bid is None for bid in state.bids)
        if not bidding and not state.dealing:  # playing: "the two" is a card, not a number
            names |= {w for w in cards.RANK_NAMES if len(w) > 2 and not w.isdigit()}
            names |= card_place.WORDS | cards.TRUMP_WORDS  # "nejnižší trumf"
        answers = texts.BID_ANSWERS if bidding else frozenset()
        return Lexicon(frozenset(commands), frozenset(names), answers=answers)

    def _check(self, state: State, player: str, move: Move) -> None:
        """Raise IllegalMove, with the reason in the state's language, unless `move` is legal."""
        lang = state.lang
        if state.over:
            raise IllegalMove(texts.say("over", lang))
        if isinstance(move, Dealer | Deal):
            if player != CHANCE or move not in self.legal_moves(state, CHANCE):
                raise IllegalMove(f"{move.text} is not a chance outcome now")
            return
        if player == CHANCE or player not in state.players:
            raise IllegalMove(texts.say("not_a_player", lang, player=player))
        if move.player != player:
            raise IllegalMove(texts.say("not_yours", lang))
        if state.dealing:
            raise IllegalMove(texts.say("dealing", lang))
        if self.to_move(state) != player:
            raise IllegalMove(texts.say("not_your_turn", lang, player=self.to_move(state)))
        seat = state.players.index(player)
        bidding = any(bid is None for bid in state.bids)
        if isinstance(move, Bid):
            if not bidding:
                raise IllegalMove(texts.say("bids_done", lang))
            if move.tricks > state.tricks:
                raise IllegalMove(texts.say("bid_too_high", lang, tricks=state.tricks,
                                            counted=texts.tricks_word(state.tricks, lang)))
            if move.tricks not in legal_bids(state):
                raise IllegalMove(texts.say("hook", lang, bid=move.tricks, tricks=state.tricks,
                                            counted=texts.tricks_word(state.tricks, lang)))
            return
        if bidding:
            raise IllegalMove(texts.say("bid_first", lang))
        if move.card not in state.hands[seat]:
            raise IllegalMove(texts.say("not_held", lang, card=move.card,
                                        hand=" ".join(state.hands[seat])))
        if move.card not in playable(state, seat):
            led = cards.suit_of(state.trick[0])
            raise IllegalMove(texts.say("follow", lang, suit=cards.suit_name(led, lang),
                                        cards=" ".join(playable(state, seat))))

    def apply(self, state: State, player: str, move: Move) -> State:
        """The state after a chance outcome, a bid or a card; the last card of a trick takes
        it, the last trick of a hand scores it and the next hand's deal begins."""
        self._check(state, player, move)
        if isinstance(move, Dealer):
            seat = state.players.index(move.player)
            told = Event("dealer", texts.event_text("dealer", {"player": move.player}, None,
                                                    "en"), {"player": move.player})
            return replace(state, dealer=seat, events=(told,))
        if isinstance(move, Deal):
            return _deal(state, move)
        seat = state.players.index(player)
        if isinstance(move, Bid):
            bids = list(state.bids)
            bids[seat] = move.tricks
            data = {"player": player, "bid": move.tricks}
            told = Event("bid", texts.event_text("bid", data, None, "en"), data)
            return replace(state, bids=tuple(bids), events=(told,))
        return _play(state, seat, move.card)

    def result(self, state: State) -> Result | None:
        """The winners (all on the top total, sharing the win) and everyone's total."""
        if not state.over:
            return None
        scores = dict(zip(state.players, state.scores, strict=True))
        best = max(scores.values())
        winners = [p for p in state.players if scores[p] == best]
        return Result(winners=winners, draw=len(winners) > 1, scores=scores,
                      details={"hands": _hands(state)})

    def asks_rules(self, question: str) -> bool:
        """Whether a folded question asks the trump, a bid, how a hand scores (questions.py)."""
        return questions.asks(question)

    def answer_rules(self, state: State, player: str, question: str,
                     lang: str) -> list[str] | None:
        """The answer from `player`'s own view: nothing they may not see."""
        return questions.answer(self.view(state, player), player, question, lang)

    def view(self, state: State, player: str | None) -> View:
        """What `player` may see (None: a spectator): their own hand, the trump, the bids, the
        current trick and this hand's tricks, the counts of cards held, the scores."""
        seat = state.players.index(player) if player in state.players else None
        names = state.players
        to_move = self.to_move(state)
        dealer = None if state.dealer is None else names[state.dealer]
        shown: View = {
            "game": self.id,
            "players": list(names),
            "hand_number": min(state.number + 1, len(state.plan)),
            "hands_total": len(state.plan),
            "plan": list(state.plan),
            "tricks_this_hand": state.tricks,
            "dealer": dealer,
            "trump": state.trump,
            "trump_suit": cards.suit_of(state.trump) if state.trump else None,
            "bids": {p: state.bids[i] for i, p in enumerate(names)},
            "leader": names[state.leader] if not state.dealing and not state.over else None,
            "trick": list(state.trick),
            "trick_players": [names[(state.leader + k) % state.seats]
                              for k in range(len(state.trick))],
            "tricks": {p: state.won(i) for i, p in enumerate(names)},
            "taken": [{"leader": names[t.leader], "winner": names[t.winner],
                       "cards": [{"player": names[(t.leader + k) % state.seats], "card": c}
                                 for k, c in enumerate(t.cards)]} for t in state.taken],
            "held": {p: len(state.hands[i]) for i, p in enumerate(names)},
            "scores": dict(zip(names, state.scores, strict=True)),
            "history": _hands(state),
            "over": state.over,
            "to_move": player if seat is not None and to_move == player else None,
        }
        if seat is not None:
            shown["hand"] = list(state.hands[seat])
            shown["legal"] = [m.text for m in self.legal_moves(state, player or "")]
        return shown

    def localized(self, state: State, lang: str) -> State:
        """The position with parsing and refusals in `lang` (cs or en)."""
        return replace(state, lang=lang) if lang in texts.LANGS and lang != state.lang else state

    def event_text(self, event: Event, lang: str, reader: str | None = None) -> str:
        """The event told in `lang` to `reader` from its data."""
        return texts.event_text(event.kind, event.data, reader,
                                lang if lang in texts.LANGS else "en")

    def describe(self, state: State, move: Move, lang: str | None = None, *,
                 reader: str | None = None) -> str:
        """The move in words as `reader` may read it: a card dealt names its card to its
        receiver alone (and the trump card to everyone), whatever `state` is given."""
        lang = lang if lang in texts.LANGS else state.lang
        return texts.move_words(move, lang, reader)

    def summarise(self, state: State, moves: Sequence[Move], lang: str | None = None, *,
                  reader: str | None = None) -> str | None:
        """A whole deal (its dealer drawn first, for the first hand) in one line: the hand, its
        dealer, the trump and the reader's own cards, none of anyone else's."""
        trump = [m for m in moves if isinstance(m, Deal) and m.to is None]
        if len(trump) != 1 or moves[-1] is not trump[0] or state.dealer is None or \
                not all(isinstance(m, Deal | Dealer) for m in moves):
            return None  # not a deal from its first card to its trump: told step by step
        lang = lang if lang in texts.LANGS else state.lang
        data = {"hand": state.number + 1, "of": len(state.plan), "tricks": state.tricks,
                "dealer": state.players[state.dealer], "trump": trump[0].card}
        hand = cards.ordered(m.card for m in moves if isinstance(m, Deal) and m.to == reader
                             and reader is not None)
        return texts.deal_text(data, hand, reader, lang)

    def sealed(self, state: State, move: Move) -> bool:
        """A card dealt to a player stays theirs alone until the game is over (the export
        then shows every deal); bids and cards played are public once made."""
        return isinstance(move, Deal) and move.to is not None and not state.over

    def automatic(self, state: State, player: str, orders: Mapping[str, str]) -> Move | None:
        """A player's only legal card plays itself; a bid is always the player's own."""
        moves = self.legal_moves(state, player) if player != CHANCE else []
        if len(moves) == 1 and isinstance(moves[0], Play):
            return moves[0]
        return None

    def board_text(self, state: State, lang: str | None = None, *,
                   reader: str | None = None, last_hands: int | None = None) -> str:
        """The plain-text board as `reader` may see it, in `lang` (at the end every hand, or
        with `last_hands` the bids made and that many last hands)."""
        lang = lang if lang in texts.LANGS else state.lang
        return texts.board_text(self.view(state, reader), reader, lang, last_hands=last_hands)

    def dump(self, state: State) -> dict[str, Any]:
        """JSON-safe dict of the whole state (hands and the deal included)."""
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state `dump` produced."""
        return load_state(data)


def plan(text: str, most: int) -> tuple[int, ...]:
    """The tricks of each hand from the `hands` option ("1,2,3,2,1"; "" for 1..most..1)."""
    if not text.strip():
        return (*range(1, most + 1), *range(most - 1, 0, -1))
    counts = []
    for part in text.replace(" ", "").split(","):
        count = whole(part, digits=3)
        if count is None or not 1 <= count <= most:
            raise OptionError(f"option hands: {part!r} is not a number of tricks from 1 to "
                              f"{most} (the most that leaves a card to turn up as trump)")
        counts.append(count)
    return tuple(counts)


def _recipient(state: State) -> str | None:
    """Who the next card dealt goes to: seat order from the first seat; None for the trump."""
    count = len(state.dealt)
    return state.players[count % state.seats] if count < state.seats * state.tricks else None


def _deal(state: State, move: Deal) -> State:
    dealt = (*state.dealt, move.card)
    if move.to is not None:
        seat = state.players.index(move.to)
        hands = list(state.hands)
        hands[seat] = cards.ordered((*hands[seat], move.card))
        return replace(state, dealt=dealt, hands=tuple(hands), events=())
    assert state.dealer is not None
    data = {"hand": state.number + 1, "of": len(state.plan), "tricks": state.tricks,
            "dealer": state.players[state.dealer], "trump": move.card}
    told = Event("trump", texts.event_text("trump", data, None, "en"), data)
    return replace(state, dealt=dealt, leader=(state.dealer + 1) % state.seats, events=(told,))


def _play(state: State, seat: int, card: str) -> State:
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    trick = (*state.trick, card)
    data: dict[str, Any] = {"player": state.players[seat], "card": card}
    events = [Event("play", texts.event_text("play", data, None, "en"), data)]
    after = replace(state, hands=tuple(hands), trick=trick)
    if len(trick) < state.seats:
        return replace(after, events=tuple(events))
    assert state.trump is not None
    winner = (state.leader + cards.winner(trick, cards.suit_of(state.trump))) % state.seats
    taken = (*state.taken, Trick(state.leader, trick, winner))
    names = state.players
    data = {"number": len(taken), "winner": names[winner],
            "cards": {names[(state.leader + k) % state.seats]: c for k, c in enumerate(trick)}}
    events.append(Event("trick", texts.event_text("trick", data, None, "en"), data))
    after = replace(after, trick=(), taken=taken, leader=winner)
    if len(taken) < state.tricks:
        return replace(after, events=tuple(events))
    return _score(after, events)


def _score(state: State, events: list[Event]) -> State:
    """Score the hand played out and make ready for the next one (or end the game)."""
    assert state.dealer is not None and state.trump is not None
    taken = tuple(state.won(seat) for seat in range(state.seats))
    bids = tuple(bid or 0 for bid in state.bids)
    points = tuple(n + (EXACT_BONUS if n == bid else 0) for n, bid in zip(taken, bids,
                                                                          strict=True))
    hand = Hand(state.tricks, state.dealer, state.trump, bids, taken, points)
    played = (*state.played, hand)
    names = state.players
    totals = [sum(h.points[seat] for h in played) for seat in range(state.seats)]
    data = {"hand": state.number + 1, "bids": dict(zip(names, bids, strict=True)),
            "taken": dict(zip(names, taken, strict=True)),
            "points": dict(zip(names, points, strict=True)),
            "scores": dict(zip(names, totals, strict=True))}
    events.append(Event("hand_over", texts.event_text("hand_over", data, None, "en"), data))
    number = state.number + 1
    after = replace(state, number=number, played=played, dealt=(), trick=(), taken=(),
                    hands=((),) * state.seats, bids=(None,) * state.seats,
                    dealer=(state.dealer + 1) % state.seats)
    if after.over:
        best = max(totals)
        over = {"winners": [p for p, s in zip(names, totals, strict=True) if s == best],
                "points": best}
        events.append(Event("game_over", texts.event_text("game_over", over, None, "en"),
                            over))
    return replace(after, events=tuple(events))


def _hands(state: State) -> list[HandView]:
    """The hands played out, public: tricks, dealer, trump, and per player bid, tricks taken
    and points."""
    names = state.players
    return [{"tricks": h.tricks, "dealer": names[h.dealer], "trump": h.trump,
             "bids": dict(zip(names, h.bids, strict=True)),
             "taken": dict(zip(names, h.taken, strict=True)),
             "points": dict(zip(names, h.points, strict=True))} for h in state.played]
