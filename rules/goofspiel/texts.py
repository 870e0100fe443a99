"""Goofspiel's words in Czech and English: moves, events told to a reader, the board in text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.choosing import PUT_DOWN_VERBS, PUT_DOWN_WORDS
from rules.czech_names import DATIVE, gender
from rules.goofspiel.state import Bid, Prize, State
from rules.wording import game_over, player_in, vocalised

LANGS = ("cs", "en")

BID_WORDS = {
    "cs": ("prihazuji", "prihazuju", "prihodim", "prihod", "prihodit", "sazim", "vsazim",
           "vsadim", "vsadit", "prihoz", "prihozu", "muj prihoz", "nabizim", "nabidka", "nabidku",
           "davam", "dam", "hraju", "hraji", "hrat", "zahraju", "karta", "kartu", "kartou",
           # the card thrown in, or going on the prize ("Na šestku hodím dvanáctku")
           "hodim", "hodit", "hazim", "jde", "pujde", "poslu", "polozim",
           # going in with a card ("Jdu do toho s třináctkou"), risking, using it up
           "jdu", "pujdu", "riskuju", "riskuji", "risknu", "nasadim", "pouziju", "pouziji",
           "obetuju", "obetuji", "vytahnu", "vytahuju"),
    "en": ("bid", "bids", "bidding", "play", "playing", "card", "i bid", "i play", "my bid"),
    # Slovak and German, as a player's habit brings them ("Dávam dvanástku", "Ich biete 5")
    "sk": ("davam", "hram", "prihadzujem"),
    "de": ("biete", "setze", "spiele", "lege"),
}
"""Folded words that may stand before the card number, in either language: the verbs in the
infinitive, the first person and the imperative, and the card in any case."""

OR_WORDS = frozenset("/ nebo ci anebo mozna or maybe perhaps".split())
"""Folded words between two cards a line names as alternatives ("třináctku nebo pětku")."""
KEEP_WORDS = frozenset(
    "setrim usetrim setrit nechavam necham nechat schovam schovavam schovat drzim podrzim "
    "nehazim nehodim nedam nedavam nehraju nehraji nezahraju nepouziju nepouziji nebudu "
    "neprihazuji neprihodim keep keeping kept save saving saved hold holding not don't "
    "won't never".split())
"""Folded words of keeping a card back ("Třináctku si šetřím", "I'm saving the 13"): a card
named with one is the card not bid, never the bid."""

PRIZE_WORDS = ("prize", "cena")
FOR_PRIZE = frozenset("pro for na o za on".split())
"""Folded words that say what a bid is for after its card ("Sedmička pro šestku", "My 9 for
the 5"): the number after them is the prize, no second bid."""
BEFORE_PRIZE = frozenset("the a tu tuhle tuto tou tu cenu prize".split())
"""The words between a FOR_PRIZE word and the prize's number ("for the 5", "na tu cenu 12")."""

FILLER_WORDS = ("cislo", "c.", "number", "no.", "the", "ich", "die", "den", "der")
PLACE_AROUND = frozenset(
    "tu ta tuhle svou svoji moji mou kartu karta kartou karticku card my the i have co mam "
    "ktera kterou v ruce in hand".split())
"""Folded words said around a card described by its place in the hand ("Dám tu nejmenší
kartu, co mám", "Bid the biggest card I have"): they say which card, nothing more."""
# a card in a sentence of now beside one of then: "Minule bych dala 13, ale teď jen 2" bids 2
NOW_WORDS = frozenset("ted tentokrat ted' dnes dneska now today".split())
THEN_WORDS = frozenset("minule predtim loni bych bys by last before would i'd".split())
GOING_WORDS = frozenset("go going try trying zkusim zkusime throw throwing".split()) \
    | PUT_DOWN_VERBS
"""Folded words of going in with a card ("I'll go with the nine", "Zkusím šestku") or asking
for it to be put down ("Napiš mi tam osmičku"): with a card's noun they make it a bid, as the
bid verbs do."""
AROUND_BID = frozenset(
    "going go for with try trying let's lets say this time round now tentokrat ted dnes "
    "zkusim zkusime tentoraz s se do toho i'll ill i'm im i will in my it is throw throwing "
    # "Putting 9 on it", "This one gets my 10", "That one is worth my jack"
    "put putting puts on gets get worth "
    # whose card it is: "Twelve from me.", "Ode mě dvanáct."
    "from me ode mne".split()) \
    | PUT_DOWN_WORDS - {"za", "na"}  # "Put me down for 7" ("za", "na" name the prize)
"""Folded words a bid's number may stand among in a sentence ("Going for 3 this time", "Jack
it is", "I'll throw in my 6"): read
around a bid, never words that make a line a try at one."""
"""Folded words a bid may hold around its card ("přihazuji kartu číslo 12")."""

_CARDINALS = {
    "cs": ("jedna", "dva", "tri", "ctyri", "pet", "sest", "sedm", "osm", "devet", "deset",
           "jedenact", "dvanact", "trinact"),
    "sk": ("jeden", "dva", "tri", "styri", "pat", "sest", "sedem", "osem", "devat", "desat",
           "jedenast", "dvanast", "trinast"),
    "de": ("eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn",
           "elf", "zwolf", "dreizehn"),
    "en": ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen"),
}
# a card by its Czech noun ("sedmička", "dvanáctka"), folded, in every case a bid puts it in:
# -a, -u (dávám sedmičku), -ou (jdu s devítkou), -y, -e/-ce
_CARD_NOUNS = ("jednick", "dvojk", "trojk", "ctyrk", "petk", "sestk", "sedmick", "osmick",
               "devitk", "desitk", "jedenactk", "dvanactk", "trinactk")
_CARD_NOUNS_SK = ("jednotk", "dvojk", "trojk", "stvork", "patk", "sestk", "sedmick", "osmick",
                  "deviatk", "desiatk", "jedenastk", "dvanastk", "trinastk")  # Slovak


def _noun_forms(stem: str) -> tuple[str, ...]:
    soft = stem[:-1]  # sedmičce, devítce
    return tuple(stem + end for end in ("a", "u", "ou", "y")) + (soft + "ce",)


CARD_NOUNS = {form: n for nouns in (_CARD_NOUNS_SK, _CARD_NOUNS)
              for n, stem in enumerate(nouns, start=1) for form in _noun_forms(stem)}
"""Folded Czech card nouns in every case a bid puts them in -> the card they name."""

# the face cards by their names, as a player holding 1..13 calls them: the ace is the 1, the
# jack, queen and king the 11, 12 and 13 (Czech and Slovak in every case, folded; English)
_FACES = {
    1: ("eso", "esa", "esu", "esem", "esom"),
    11: ("kluk", "kluka", "klukovi", "klukem", "spodek", "spodka", "spodkem", "dolnik",
         "dolnika"),
    # not "dame": it is also the verb "dáme"
    12: ("dama", "damu", "damy", "damou", "kralovna", "kralovnu", "kralovny", "kralovne",
         "kralovnou", "kralovnej"),
    13: ("kral", "krale", "krali", "kralem", "kralovi", "krala", "kralom"),
}
FACE_CARDS = {form: n for n, forms in _FACES.items() for form in forms}
"""Folded Czech and Slovak names of the face cards and the ace in every case -> the card."""
ENGLISH_FACES = {"ace": 1, "jack": 11, "queen": 12, "king": 13}

# the numbers past the deck's 13 a bid may still say in words ("přihazuji čtrnáct", "bid
# fourteen"): a card the hand cannot hold, which the bid is told, never read as no bid at all
_PAST_THE_DECK = {
    "cs": ("ctrnact", "patnact", "sestnact", "sedmnact", "osmnact", "devatenact", "dvacet"),
    "sk": ("strnast", "patnast", "sestnast", "sedemnast", "osemnast", "devatnast", "dvadsat"),
    "de": ("vierzehn", "funfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig"),
    "en": ("fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"),
}
_PAST_THE_DECK_NOUNS = ("ctrnactk", "patnactk", "sestnactk", "sedmnactk", "osmnactk",
                        "devatenactk", "dvacitk")

NUMBER_WORDS = {
    **{word: n for words in _CARDINALS.values() for n, word in enumerate(words, start=1)},
    **{word: n for words in _PAST_THE_DECK.values() for n, word in enumerate(words, start=14)},
    **{form: n for n, stem in enumerate(_PAST_THE_DECK_NOUNS, start=14)
       for form in _noun_forms(stem)},
    "jednu": 1, "jeden": 1, "dve": 2,
    **CARD_NOUNS,
    **FACE_CARDS,
    **ENGLISH_FACES,
}
"""Folded number words -> the card they name, Czech and English."""


def points(n: int, lang: str) -> str:
    """'1 point', '5 points' / '1 bod', '3 body', '5 bodů'."""
    if lang == "cs":
        word = "bod" if n == 1 else "body" if 2 <= n <= 4 else "bodů"
    else:
        word = "point" if n == 1 else "points"
    return f"{n} {word}"


def move_words(move: Bid | Prize, lang: str) -> str:
    """The move in the reader's words: 'přihazuji 7' / 'bid 7', 'cena 7' / 'prize 7'."""
    if isinstance(move, Prize):
        return f"{'cena' if lang == 'cs' else 'prize'} {move.card}"
    return f"{'přihazuji' if lang == 'cs' else 'bid'} {move.card}"


def sealed_words(lang: str) -> str:
    """A bid as those who may not see it read it."""
    return "zakrytý příhoz" if lang == "cs" else "a sealed bid"


def round_line(number: int, prize: int, bids: Mapping[str, int] | None, winner: str | None,
               reader: str | None, lang: str) -> str:
    """One resolved round: '3. kolo, cena 7: Ann 7, Bob 5 – získala ji Ann' (another's win told
    done, in their gender; 'připadla hráči Kim Lee' when the name does not say it)."""
    cs = lang == "cs"
    head = f"{number}. kolo, cena {prize}" if cs else f"Round {number}, prize {prize}"
    shown = ""
    if bids is not None:
        shown = ": " + ", ".join(f"{_label(p, reader, lang)} {card}" for p, card in bids.items())
    if winner is None:
        tail = "shoda, cena propadla" if cs else "a tie, the prize is discarded"
    elif winner == reader:
        tail = "bereš ty" if cs else "you take it"
    else:
        tail = _won_by(winner) if cs else f"{winner} takes it"
    return f"{head}{shown} – {tail}"


def _won_by(winner: str) -> str:
    """Who took a round's prize, in Czech: done, so in the past that agrees with the winner
    ("získala ji Ann", "získal ji Robot Karel"); a name that does not say its gender gets the
    prize (named before) as the subject ("připadla hráči Kim Lee"), never one form for both genders."""
    sex = gender(winner)
    if sex is None:
        return f"připadla {player_in(winner, DATIVE)}"
    return f"{'získal' if sex == 'm' else 'získala'} ji {winner}"


def _label(name: str, reader: str | None, lang: str) -> str:
    if name == reader:
        return "ty" if lang == "cs" else "you"
    return name


def event_text(kind: str, data: Mapping[str, Any], reader: str | None, lang: str) -> str:
    """The event `kind` with `data`, told in `lang` to `reader` (None: a spectator)."""
    cs = lang == "cs"
    if kind == "prize":
        return (f"{data['round']}. kolo: hraje se o cenu {data['card']}." if cs
                else f"Round {data['round']}: the prize is {data['card']}.")
    if kind == "bid":
        if data["player"] == reader:
            return f"Tvůj příhoz: {data['card']}." if cs else f"Your bid: {data['card']}."
        # told to its bidder only (the event's audience); anyone else learns nothing of the card
        return (f"{data['player']}: zakrytý příhoz." if cs
                else f"{data['player']}: a sealed bid.")
    if kind == "round":
        bids = data.get("bids")
        return round_line(data["round"], data["prize"], bids, data["winner"], reader, lang) + "."
    if kind == "game_over":
        return game_over(list(data["winners"]), reader,
                                 points(int(data["points"]), lang), lang)
    return kind


def board_text(state: State, view: Mapping[str, Any], reader: str | None, lang: str) -> str:
    """The plain-text board of `view` (what `reader` may see), in `lang`."""
    cs = lang == "cs"
    lines = []
    total = state.cards
    if view["over"]:
        lines.append("Goofspiel – konec hry" if cs else "Goofspiel – game over")
    else:
        lines.append(f"Goofspiel, {view['round']}. kolo {vocalised('z', str(total))} {total}" if cs
                     else f"Goofspiel, round {view['round']} of {total}")
        if view["prize"] is not None:
            lines.append(f"Hraje se o cenu: {view['prize']}" if cs
                         else f"Playing for the prize: {view['prize']}")
    if view["deck"]:
        left = " ".join(str(c) for c in view["deck"])
        lines.append(f"Ceny v balíčku: {left}" if cs else f"Prizes still in the deck: {left}")
    scores = ", ".join(f"{_label(p, reader, lang)} {s}" for p, s in view["scores"].items())
    lines.append(f"Body: {scores}" if cs else f"Points: {scores}")
    if reader is not None and reader in view["scores"] and not view["over"]:
        hand = " ".join(str(c) for c in view["hand"]) or "–"
        lines.append(f"Tvoje karty: {hand}" if cs else f"Your cards: {hand}")
        if view["bid"] is not None:
            lines.append(f"Tvůj příhoz v tomto kole: {view['bid']}" if cs
                         else f"Your bid this round: {view['bid']}")
    if view["rounds"]:
        lines.append("Odehraná kola:" if cs else "Rounds played:")
        for number, played in enumerate(view["rounds"], start=1):
            lines.append("  " + round_line(number, played["prize"], played.get("bids"),
                                           played["winner"], reader, lang))
    return "\n".join(lines)
