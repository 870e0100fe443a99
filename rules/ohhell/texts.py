"""Oh Hell's words in Czech and English: what `parse` reads, refusals, moves and events told to
a reader, the board in text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.choosing import PUT_DOWN_VERBS, PUT_DOWN_WORDS
from rules.czech_names import past
from rules.ohhell.cards import card_name
from rules.ohhell.state import Bid, Deal, Dealer, Move
from rules.wording import game_over, vocalised, you_or

LANGS = ("en", "cs")

_NUMBERS = {
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
           "seventeen"),
    "cs": ("nula", "jeden", "dva", "tri", "ctyri", "pet", "sest", "sedm", "osm", "devet",
           "deset", "jedenact", "dvanact", "trinact", "ctrnact", "patnact", "sestnact",
           "sedmnact"),
}
# a count said as its noun, as a bid is ("Hlásím jedničku", "Dám dvojku"): nominative,
# accusative and instrumental, folded
_COUNT_NOUNS = {f"{stem}{ending}": str(n) for n, stem in enumerate(
    ("", "jednick", "dvojk", "trojk", "ctyrk", "petk", "sestk", "sedmick", "osmick", "devitk",
     "desitk")) if stem for ending in ("a", "u", "ou")}
NUMBER_WORDS = {
    **{word: str(n) for words in _NUMBERS.values() for n, word in enumerate(words)},
    "none": "0", "nothing": "0", "nic": "0", "zadny": "0", "zadnou": "0", "zadne": "0",
    "jedna": "1", "jednu": "1", "jedno": "1", "dve": "2",
    # the cases a bid puts them in ("hlásím nulu"), Slovak and German
    "nulu": "0", "nulou": "0", "nuly": "0", "nulku": "0", "styri": "4", "pat": "5",
    # the genitive and animate accusative a bid is said in ("Jednoho beru", "dvou se bojím")
    "jednoho": "1", "dvou": "2", "ctyr": "4",
    **_COUNT_NOUNS,
    "null": "0", "keinen": "0", "eins": "1", "einen": "1", "einer": "1", "zwei": "2",
    "drei": "3", "vier": "4", "funf": "5", "sechs": "6", "sieben": "7", "acht": "8",
    "neun": "9", "zehn": "10",
}
"""Folded number words -> their digits (a bid's count, a card's rank: "two of hearts")."""

FILLER = frozenset({"of", "the", "please", "prosim", "card", "karta", "kartu", "kartou",
                    "cislo", "number", "ok", "pls"})
"""Folded words a move may hold that say nothing ("play the queen of hearts, please")."""

# A bid of nothing said as a refusal ("Nevezmu ani jeden zdvih", "I won't take any tricks"):
# with one of these, "ani jeden" and "any" are a zero.
NEGATED_BID = frozenset("nevezmu neberu neuhraju neuhraji neudelam nechci nebudu nehlasim "
                        "neziskam nevyhraju nevyhraji neseberu nedostanu neuhrajeme nevezmeme "
                        "nedam nemam won wont t not don dont".split())
NO_TRICK = frozenset({"ani", "any", "single"})
BID_ANSWERS = frozenset("jdu pujdu zkusim chci vezmu beru hlasim nula nulu nulou nuly nulku "
                        "nic zadny zadnou zadne ani jeden jednoho jedna jednu dva dve dvou tri "
                        "ctyri ctyr pet sest sedm osm devet deset zero none nothing going single "
                        "try i'll dam davam".split()) | PUT_DOWN_VERBS | set(_COUNT_NOUNS)
"""Folded words that answer the bid asked ("Jdu na nulu", "Ani jeden"): game words only then."""

NEXT_HAND = frozenset({"priste", "pristi", "potom", "pak"})
"""Folded words that begin talk of a later hand ("Dneska nic, příště víc"): after a bid's
number, what follows them is no part of the bid."""

BID_VERBS = frozenset({
    "bid", "bids", "bidding", "i", "my", "ll", "will", "take", "want", "trick", "tricks", "get",
    "hlasim", "hlasime", "hlaseni", "hlas", "hlasit", "sazim", "vsazim", "tipuji", "tipuju",
    "tip", "beru", "vezmu", "chci", "udelam", "zdvih", "zdvihy", "zdvihu", "zdvihem", "stych",
    "stychy", "stychu", "si", "me", "mam", "uhraju", "uhraji", "uhrajem",
    # the words a number is said among ("Going for 3 this time", "Tentokrát 1")
    "going", "go", "for", "with", "try", "let", "lets", "say", "this", "time", "round",
    "tentokrat", "ted", "zkusim", "dam", "davam",
    # "Jdu na nulu", "Půjdu na dva": going for a number of tricks
    "jdu", "pujdu", "jdeme", "pujdeme", "na", "zkusime", "chceme", "vezmeme", "berem",
    # "Hlásím 3, vlastně ne, jen 2": the corrected bid, as plain as it comes
    "jen", "jenom", "only", "just",
    # German, as a player's habit brings it ("Ich sage zwei Stiche an")
    "ich", "sage", "melde", "biete", "stich", "stiche", "an",
    # a bid said as a prediction ("Myslím, že nic neuhraju", "S tímhle uhraju tak jeden
    # zdvih", "I think I'll make two"): the verbs of taking and expecting, and the hedges
    # around them, which change nothing of the number
    "ziskam", "vyhraju", "vyhraji", "seberu", "dostanu", "udelame", "uhrajeme", "uhrajes",
    "cekam", "ocekavam", "predpokladam", "odhaduji", "odhaduju", "tipnu", "vsadim",
    "myslim", "ze", "asi", "tak", "zhruba", "snad", "nejspis", "mozna", "maximalne", "spis",
    "s", "timhle", "timto", "tim", "touhle", "touto", "takovou", "takovym", "takhle", "rukou",
    "kartami",
    # "Jdu na všechny tři", "I'll take all three": every trick of the hand, counted
    "vsechny", "vsech", "all",
    "make", "expect", "predict", "reckon", "guess", "think", "probably", "maybe", "about",
    "around", "roughly", "perhaps", "m", "hand", "these", "cards", "i'll", "i'd",
    # "S těmihle kartami nic neuhraju", "Zkusím to na dva", "Dneska nic": the hand and the
    # hand's day the bid is said of
    "temihle", "temito", "temi", "takovymi", "to", "dneska", "dnes", "today",
    # the bid of the hand before said again ("Tak zase nula.", "Zero again", "Znovu jeden,
    # jako minule"): the number is the bid, the repetition no part of it
    "zase", "zas", "znovu", "opet", "again", "jako", "minule", "as", "before", "last",
}) | PUT_DOWN_WORDS  # "Put me down for two", "Napiš mi jeden", "Dej mi za nulu"
"""Folded words that may stand around a bid's number ("I bid 2", "hlásím 2 zdvihy")."""

MOVE_VERBS = frozenset({
    "bid", "bidding", "play", "hlasim", "hlasime", "hlaseni", "tipuji", "tipuju", "sazim", "vsazim",
    "zdvih", "zdvihy", "zdvihu", "stych", "stychy", "stychu", "discard", "hraju", "hraji",
    "zahraju", "zahraji", "vynasim", "vynesu", "pokladam", "polozim", "prihazuji",
    "beru", "vezmu", "uhraju", "uhraji", "hram", "hrame", "leading", "lead", "opening",
    "dam", "davam",  # "Dám trojku"
    "spiele", "melde", "biete", "sage",
    # the card-table verbs of letting a card go ("Pouštím křížovou pětku") and discarding
    "poustim", "pustim", "shazuji", "shazuju", "shodim", "odhazuji", "odhazuju", "odhodim",
    # a bid said as a prediction ("Myslím, že nic neuhraju", "Čekám tak dva zdvihy")
    "neuhraju", "neuhraji", "nevezmu", "ziskam", "neziskam", "vyhraju", "seberu", "cekam",
    "ocekavam",
    # the verbs of leading, answering and trumping ("Otevřu to pikovým esem")
    "otevru", "vyjedu", "odpovidam", "prebijim", "prebiju", "prebiji", "trumfuju", "trumfuji",
    "zahodim", "ruff",
})
"""The folded words that make a line of a reply ask for a move (the lexicon's commands): the
verbs of a bid and a play, not the small words around them ("will", "take", "mám") that
chatter is made of too."""

PLAY_VERBS = frozenset({
    "play", "plays", "playing", "i", "ll", "m", "will", "lead", "put", "throw", "discard",
    "a", "an", "my",
    "hraju", "hraji", "hraj", "zahraju", "zahraji", "hrat", "davam", "dam", "vynasim",
    "vynesu", "pokladam", "polozim", "prihazuji", "jdu", "s", "se", "na", "pridavam",
    "leads", "leading", "opening", "open", "with", "hram", "hrame", "vynasam",
    "poustim", "pustim", "shazuji", "shazuju", "shodim", "odhazuji", "odhazuju", "odhodim",
    "ich", "spiele", "die", "den", "lege",
    # "Na stůl jde kárová dvojka", "Přihodím pikového krále"
    "stul", "stolu", "jde", "pujde", "prihodim", "prihazuju", "hazim", "hodim", "vyhodim",
    "vynasi",
    # "Moje karta: 3D.", "Má karta je…": the player's own card
    "moje", "muj", "moji", "mou", "ma", "mine", "is", "je", "bude", "be",
    "go", "goes", "going", "it",  # "I'll go with the ace", "two it is"
    # "Začnu pikovým esem", "Srdcová čtyřka jde ven", "Letí kárová dáma": the card leaving
    # the hand, said with the card as the verb's instrument or its subject
    "zacnu", "zacinam", "ven", "leti", "poleti", "odchazi", "putuje", "vyrazi",
    "otevru", "otviram", "pokracuju", "pokracuji", "koncim", "skoncim",
    # "Otevřu to pikovým esem", "Jdu do toho křížovou desítkou", "Přebíjím trumfovým králem",
    # "Lead with the queen of hearts": the verbs of leading, answering and trumping, and the
    # small words said with them
    "to", "do", "toho", "vyjedu", "vyjizdim", "odpovidam", "odpovim", "prebijim", "prebiju",
    "prebiji", "trumfuju", "trumfuji", "trumfnu", "zahodim", "zahazuji", "zahazuju",
    "ruff", "ruffing", "trumping", "svou", "svoji",
})
"""Folded words that may stand around a card played ("play the queen of hearts")."""

_SAY = {
    "unreadable": {
        "en": "I cannot read {text!r} as a move: write a bid as 'bid 2' and a card as 'play "
              "QH' (or just QH, 'Q hearts', 'queen of hearts').",
        "cs": "„{text}“ nečtu jako tah: hlášení napiš jako „hlásím 2“ a kartu jako „hraju "
              "QH“ (nebo jen QH, „srdcová dáma“, „dáma srdce“).",
    },
    "over": {"en": "The game is over.", "cs": "Hra skončila."},
    "not_a_player": {"en": "{player} does not play this game.",
                     "cs": "{player} tuto hru nehraje."},
    "not_yours": {"en": "A move is made by its own player.",
                  "cs": "Tah může udělat jen jeho hráč."},
    "dealing": {"en": "The cards are being dealt; wait for your turn.",
                "cs": "Karty se právě rozdávají; počkej, až budeš na tahu."},
    "not_your_turn": {"en": "It is not your turn: {player} is to move.",
                      "cs": "Nejsi na tahu: na tahu je {player}."},
    "bids_done": {"en": "The bids of this hand are made; play a card now.",
                  "cs": "Hlášení tohoto rozdání už proběhlo; teď zahraj kartu."},
    "bid_first": {"en": "Bid first: how many tricks will you take this hand?",
                  "cs": "Nejdřív hlas: kolik zdvihů v tomto rozdání uděláš?"},
    # {counted}: the tricks with their noun in number ("1 trick", "3 zdvihy", tricks_word)
    "bid_too_high": {"en": "This hand has {counted}: bid from 0 to {tricks}.",
                     "cs": "V tomto rozdání se hraje o {counted}: hlas od 0 do {tricks}."},
    "hook": {
        "en": "As the dealer you may not bid {bid}: the bids would add up to {counted}, as "
              "many as the hand has.",
        "cs": "Jako rozdávající nesmíš hlásit {bid}: součet hlášení by se rovnal počtu "
              "zdvihů rozdání ({tricks}).",
    },
    "not_held": {"en": "You do not hold {card}; you hold: {hand}.",
                 "cs": "Kartu {card} nemáš; v ruce máš: {hand}."},
    "which_card": {"en": "You hold more than one {rank}: say which, {cards}.",
                   "cs": "Takových karet ({rank}) máš víc: napiš, kterou – {cards}."},
    "which_place": {"en": "Which card do you mean: {cards}? Write it out, e.g. 'play {example}'.",
                    "cs": "Nevím, kterou kartu myslíš: {cards}? Napiš ji celou, třeba „hraju "
                          "{example}“."},
    "no_suit": {"en": "You hold no {suit}; you hold: {hand}.",
                "cs": "Nemáš žádné {suit}; v ruce máš: {hand}."},
    "follow": {"en": "You must follow suit ({suit}): play one of {cards}.",
               "cs": "Musíš přiznat barvu ({suit}): zahraj jednu z karet {cards}."},
}


def say(key: str, lang: str, **values: Any) -> str:
    """The refusal `key` in `lang` (English for an unknown language)."""
    texts = _SAY[key]
    return texts.get(lang, texts["en"]).format(**values)


def tricks_word(n: int, lang: str) -> str:
    """'1 trick', '3 tricks' / '1 zdvih', '3 zdvihy', '5 zdvihů'."""
    if lang == "cs":
        return f"{n} " + ("zdvih" if n == 1 else "zdvihy" if 2 <= n <= 4 else "zdvihů")
    return f"{n} trick" + ("" if n == 1 else "s")


def points_word(n: int, lang: str) -> str:
    """'1 point', '12 points' / '1 bod', '3 body', '12 bodů'."""
    if lang == "cs":
        return f"{n} " + ("bod" if n == 1 else "body" if 2 <= n <= 4 else "bodů")
    return f"{n} point" + ("" if n == 1 else "s")


def card_words(card: str, lang: str, case: str = "nom") -> str:
    """'QH (queen of hearts)' / 'srdcová dáma (QH)': a Czech reader reads the card's name,
    the code after it is what one may type (Czech `case` as in `card_name`)."""
    if lang == "cs":
        return f"{card_name(card, lang, case)} ({card})"
    return f"{card} ({card_name(card, lang)})"


def move_words(move: Move, lang: str, reader: str | None) -> str:
    """The move in `reader`'s words; a card dealt to someone else is not named."""
    cs = lang == "cs"
    if isinstance(move, Dealer):
        return f"rozdává {move.player}" if cs else f"{move.player} deals"
    if isinstance(move, Deal):
        if move.to is None:
            return f"trumf: {card_words(move.card, lang)}" if cs \
                else f"trump: {card_words(move.card, lang)}"
        if move.to == reader:
            return (f"dostáváš {card_name(move.card, lang, 'acc')} ({move.card})" if cs
                    else f"you are dealt the {card_name(move.card, lang)} ({move.card})")
        return f"{move.to} dostává kartu" if cs else f"{move.to} is dealt a card"
    if isinstance(move, Bid):
        return f"hlásím {move.tricks}" if cs else f"bid {move.tricks}"
    return f"hraju {card_words(move.card, lang, 'acc')}" if cs \
        else f"play {card_words(move.card, lang)}"


def deal_text(data: Mapping[str, Any], hand: Sequence[str], reader: str | None,
              lang: str) -> str:
    """A whole deal in one line (the `trump` event's data): the hand, its dealer, the trump
    and the reader's own cards (`hand`; a spectator's line names none)."""
    cs = lang == "cs"
    dealer = you_or(data["dealer"], reader, lang)
    tricks = tricks_word(data["tricks"], lang)
    trump = card_words(data["trump"], lang)
    if cs:
        deals = "rozdáváš ty" if data["dealer"] == reader else f"rozdává {dealer}"
        line = f"Karty pro {data['hand']}. rozdání {vocalised('z', str(data['of']))} {data['of']} ({tricks}) {deals}; trumf: {trump}"
        return line + (f"; tvoje karty: {', '.join(card_words(c, lang) for c in hand)}."
                       if hand else ".")
    line = (f"The cards for hand {data['hand']} of {data['of']} ({tricks}) are dealt by "
            f"{dealer}; trump: {trump}")
    return line + (f"; your hand: {', '.join(card_words(c, lang) for c in hand)}."
                   if hand else ".")


def event_text(kind: str, data: Mapping[str, Any], reader: str | None, lang: str) -> str:
    """The event `kind` with `data`, told in `lang` to `reader` (None: a spectator)."""
    cs = lang == "cs"
    if kind == "dealer":
        who = data["player"]
        if who == reader:
            return "První rozdání rozdáváš ty." if cs else "You deal the first hand."
        return f"První rozdání rozdává {who}." if cs else f"{who} deals the first hand."
    if kind == "trump":
        dealer = you_or(data["dealer"], reader, lang)
        trump = card_words(data["trump"], lang)
        tricks = tricks_word(int(data["tricks"]), lang)
        if cs:
            deals = "rozdáváš ty" if data["dealer"] == reader else f"rozdává {dealer}"
            return f"{data['hand']}. rozdání {vocalised('z', str(data['of']))} {data['of']} ({tricks}), {deals}; trumf {trump}."
        return (f"Hand {data['hand']} of {data['of']} ({tricks}), dealt by {dealer}; "
                f"trump {trump}.")
    if kind == "bid":
        who = you_or(data["player"], reader, lang)
        if cs:
            if who == "ty":
                return f"Hlásíš {data['bid']}."
            # another's bid is told as done, in the past tense (issue 42)
            return f"{past(who, 'hlásil', 'hlásila') or who + ': hlášení'} {data['bid']}."
        return f"You bid {data['bid']}." if who == "you" else f"{who} bids {data['bid']}."
    if kind == "play":
        who = you_or(data["player"], reader, lang)
        card = card_name(data["card"], lang, "acc") if cs else card_words(data["card"], lang)
        if cs:
            if who == "ty":
                return f"Hraješ {card}."
            done = past(who, "zahrál", "zahrála")
            return f"{done} {card}." if done else \
                f"{who}: karta {card_name(data['card'], lang)}."
        return f"You play {card}." if who == "you" else f"{who} plays {card}."
    if kind == "trick":
        shown = ", ".join(f"{you_or(p, reader, lang)} {card_name(c, lang)}"
                          for p, c in data["cards"].items())
        winner = data["winner"]
        if cs:
            takes = "bereš ty" if winner == reader else f"bere {winner}"
            return f"{data['number']}. zdvih ({shown}) {takes}."
        takes = "you take it" if winner == reader else f"{winner} takes it"
        return f"Trick {data['number']} ({shown}): {takes}."
    if kind == "hand_over":
        parts = []
        for player, points in data["points"].items():
            who = you_or(player, reader, lang)
            bid, taken = data["bids"][player], data["taken"][player]
            parts.append(f"{who} {bid}/{taken} +{points}")
        head = (f"Konec {data['hand']}. rozdání (hlášeno/uhráno): " if cs
                else f"Hand {data['hand']} over (bid/taken): ")
        totals = ", ".join(f"{you_or(p, reader, lang)} {s}" for p, s in data["scores"].items())
        return head + ", ".join(parts) + (f". Celkem: {totals}." if cs else f". Totals: {totals}.")
    if kind == "game_over":
        return game_over(list(data["winners"]), reader,
                                 points_word(int(data["points"]), lang), lang)
    return kind


def board_text(view: Mapping[str, Any], reader: str | None, lang: str, *,
               last_hands: int | None = None) -> str:
    """The plain-text board of `view` (what `reader` may see), in `lang`; at the end, every
    hand or (`last_hands`) how often each bid was made and the last few hands."""
    cs = lang == "cs"
    players = view["players"]
    lines = []
    if view["over"]:
        lines.append("Oh Hell – konec hry" if cs else "Oh Hell – game over")
    else:
        tricks = tricks_word(int(view["tricks_this_hand"]), lang)
        head = (f"Oh Hell, {view['hand_number']}. rozdání {vocalised('z', str(view['hands_total']))} {view['hands_total']} ({tricks})"
                if cs else
                f"Oh Hell, hand {view['hand_number']} of {view['hands_total']} ({tricks})")
        if view["dealer"]:
            dealer = you_or(view["dealer"], reader, lang)
            if cs:
                head += ", rozdáváš ty" if view["dealer"] == reader else f", rozdává {dealer}"
            else:
                head += f", dealt by {dealer}"
        lines.append(head)
        if view["trump"]:
            lines.append(f"Trumf: {card_words(view['trump'], lang)}" if cs
                         else f"Trump: {card_words(view['trump'], lang)}")
            bids = ", ".join(f"{you_or(p, reader, lang)} "
                             f"{'–' if view['bids'][p] is None else view['bids'][p]}"
                             for p in players)
            lines.append(f"Hlášení: {bids}" if cs else f"Bids: {bids}")
            won = ", ".join(f"{you_or(p, reader, lang)} {view['tricks'][p]}" for p in players)
            lines.append(f"Uhrané zdvihy: {won}" if cs else f"Tricks taken: {won}")
            if view["trick"]:
                shown = ", ".join(f"{you_or(p, reader, lang)} {card_name(c, lang)}"
                                  for p, c in zip(view["trick_players"], view["trick"],
                                                  strict=True))
                lines.append(f"Na stole: {shown}" if cs else f"On the table: {shown}")
            elif view["taken"]:
                last = view["taken"][-1]
                shown = ", ".join(f"{you_or(c['player'], reader, lang)} "
                                  f"{card_name(c['card'], lang)}"
                                  for c in last["cards"])
                winner = you_or(last["winner"], reader, lang)
                lines.append(f"Poslední zdvih: {shown} – bere {winner}" if cs
                             else f"Last trick: {shown} – taken by {winner}")
    scores = ", ".join(f"{you_or(p, reader, lang)} {view['scores'][p]}" for p in players)
    lines.append(f"Body: {scores}" if cs else f"Points: {scores}")
    first, notes = hands_shown(view, reader, lang, last_hands)
    lines += notes
    for number, hand in enumerate(view["history"][first - 1:], start=first):
        lines.append(_hand_line(number, hand, players, reader, lang))
    if "hand" in view and not view["over"]:
        # every card named, in the reader's language, as the trump line names it
        hand = ", ".join(card_words(c, lang) for c in view["hand"]) or "–"
        lines.append(f"Tvoje karty: {hand}" if cs else f"Your cards: {hand}")
    return "\n".join(lines)


def hands_shown(view: Mapping[str, Any], reader: str | None, lang: str,
                last_hands: int | None = None) -> tuple[int, list[str]]:
    """Which hands played a board tells, as the number of the first (every hand at the end;
    while playing, the last one, whose points are news; with `last_hands`, that many at the
    end), and the lines said before them when it leaves some out (the bids made, where the
    rest are)."""
    history = view["history"]
    if not view["over"]:
        return max(len(history), 1), []
    if last_hands is None or len(history) <= last_hands:
        return 1, []
    earlier = len(history) - last_hands
    cs = lang == "cs"
    where = (("(1. rozdání najdeš na stránce hry)" if cs else "(hand 1 is on the game's page)")
             if earlier == 1 else  # one hand left out is no range ("1.–1. rozdání")
             f"(1.–{earlier}. rozdání najdeš na stránce hry)" if cs
             else f"(hands 1–{earlier} are on the game's page)")
    return earlier + 1, [_bids_made(history, view["players"], reader, lang), where]


def _bids_made(history: Sequence[Mapping[str, Any]], players: Sequence[str],
               reader: str | None, lang: str) -> str:
    """How many hands each player took exactly their bid: 'Hlášení splněná přesně: ty 12 z 33'."""
    made = ", ".join(f"{you_or(p, reader, lang)} "
                     f"{sum(h['bids'][p] == h['taken'][p] for h in history)}"
                     f"{' z ' if lang == 'cs' else ' of '}{len(history)}" for p in players)
    return f"Hlášení splněná přesně: {made}" if lang == "cs" else f"Bids made exactly: {made}"


def _hand_line(number: int, hand: Mapping[str, Any], players: Sequence[str],
               reader: str | None, lang: str) -> str:
    """A hand played out: '2. rozdání, trumf 7D: ty 1/0 +0, Bob 1/1 +11'."""
    results = ", ".join(f"{you_or(p, reader, lang)} {hand['bids'][p]}/{hand['taken'][p]} "
                        f"+{hand['points'][p]}" for p in players)
    trump = card_name(hand["trump"], lang) if hand.get("trump") else "–"
    if lang == "cs":
        return f"{number}. rozdání, trumf {trump} (hlášeno/uhráno): {results}"
    return f"Hand {number}, trump {trump} (bid/taken): {results}"
