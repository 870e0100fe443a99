"""Taking back one's own trade offer in words, as players write it: by its number ("stahuju
nabídku 2"), its place ("tu druhou", "the last one"), its addressee ("nabídku Petrovi stahuju",
"scratch my offer to Tom") or what it holds ("ruším tu za Chatrč", "cancel the $900 one").

Works on the parser's folded tokens (commas as their own token); the parser passes how it
finds a player's name and the fields a text names, so this module reads no name lists itself.
"""

from __future__ import annotations

from collections.abc import Callable

from rules import numbers
from rules.api import AmbiguousCommand, InvalidCommand
from rules.westernpoly.messages import say
from rules.westernpoly.moves import Withdraw
from rules.westernpoly.state import Offer, State

# The verbs of taking an offer back, folded: Czech (infinitive, first person, imperative,
# the perfective and the imperfective) and English
_VERBS = frozenset(
    "stahnout stahuju stahuji stahujem stahujeme stahnu stahnem stahneme stahni stahl stahla "
    "zrusit rusim zrusim zrus ruseni zrusena zruseno odvolat odvolavam odvolam odvolej "
    "withdraw withdrawing withdrawn cancel cancelling canceling cancelled canceled scratch "
    "retract retracting revoke revoking".split())
# two words that say it together: "beru zpět", "take back", "call off", "pull my offer"
_PAIRS = frozenset({("beru", "zpet"), ("vezmu", "zpet"), ("vzit", "zpet"), ("take", "back"),
                    ("taking", "back"), ("call", "off"), ("calling", "off")})
# "pulling the first offer", "pull my offer to Tom": a verb that needs the offer named
_PULL = frozenset("pull pulling".split())
_OFFER_NOUNS = frozenset("offer offers nabidku nabidka nabidky trade deal".split())
# the words a bare taking back may stand among ("ruším to", "tak to radši stahuju", "cancel it")
_BARE = frozenset("to ji ho tu ten tuhle tohle it that this one a and tak radsi radeji prosim "
                  "please i ok jo no well sorry zpet back off".split())
# the place of an offer among the player's own, oldest first (-1: the newest)
_PLACES = {
    "prvni": 1, "first": 1, "starsi": 1, "older": 1, "earlier": 1, "puvodni": 1, "original": 1,
    "druha": 2, "druhou": 2, "druhy": 2, "druhe": 2, "second": 2, "other": 2, "jinou": 2,
    "treti": 3, "third": 3, "ctvrtou": 4, "ctvrta": 4, "fourth": 4,
    "posledni": -1, "last": -1, "latest": -1, "novejsi": -1, "nejnovejsi": -1, "newer": -1,
    "newest": -1, "nova": -1, "novou": -1,
}

Called = Callable[[list[str]], tuple[str, int] | None]
Named = Callable[[list[str]], set[int]]


def says_withdrawal(words: list[str]) -> bool:
    """Whether the folded words hold a verb (or a pair of words) of taking an offer back."""
    return any(w in _VERBS for w in words) or any(
        pair in _PAIRS for pair in zip(words, words[1:], strict=False)) or (
        any(w in _PULL for w in words) and any(w in _OFFER_NOUNS for w in words))


def withdrawal_in_words(s: State, seat: int, words: list[str], called: Called,
                        fields: Named) -> Withdraw | None:
    """The offer of `seat`'s that the words take back, found by number, place, addressee or
    content; None when the words say no taking back (or `seat` has no offer open). Raises
    AmbiguousCommand when more than one fits, InvalidCommand when none does."""
    mine = sorted((o for o in s.offers if o.proposer == seat), key=lambda o: o.id)
    clause = next((c for c in _clauses(words) if says_withdrawal(c)), None)
    if clause is None or not mine:
        return None
    lang = s.options.lang
    for at, word in enumerate(clause):
        number = numbers.whole(word.lstrip("#"), digits=9)
        if number is not None and (word.startswith("#") or at and clause[at - 1] in _NUMBER_BEFORE
                                   or any(o.id == number for o in mine)):
            return Withdraw(number)  # "stahuju nabídku 2", "#2": the legality check says why not
    fitting = mine
    to = {who[0] for at in range(len(clause)) if (who := called(clause[at:])) is not None}
    if to:  # "nabídku Petrovi", "my offer to Tom"
        fitting = [o for o in fitting if s.players[o.recipient] in to]
    named = fields(clause)
    # "the $900 one", "tu za 1600": money, or a bare number that is an offer's price
    prices = {o.give.money for o in mine} | {o.get.money for o in mine}
    money = {int(w.lstrip("$")) for w in clause if w.lstrip("$").isdigit()
             and (w.startswith("$") or int(w.lstrip("$")) in prices - {0})}
    if named or money:  # "tu za Chatrč", "the $900 one"
        fitting = [o for o in fitting if named & {*o.give.fields, *o.get.fields}
                   or money & {o.give.money, o.get.money}] or fitting
    place = next((_PLACES[w] for w in clause if w in _PLACES), None)
    if not (to or named or money or place is not None or _OFFER_NOUNS & set(clause)) and any(
            w not in _VERBS and w not in _BARE for w in clause):
        return None  # "ruším nepřítomnost", "cancel my absence": something else is taken back
    if place is not None and fitting:
        if -len(fitting) <= place - (place > 0) < len(fitting):
            return Withdraw(fitting[place - 1 if place > 0 else place].id)
    if len(fitting) == 1:
        return Withdraw(fitting[0].id)
    if not fitting:
        raise InvalidCommand(say(lang, "no_such_withdrawal", offers=_listed(mine)))
    raise AmbiguousCommand(say(lang, "which_trade", offers=_listed(fitting)),
                           [f"withdraw {o.id}" for o in fitting])


# the words after which a number is an offer's: "nabídku 2", "offer 2", "číslo 2"
_NUMBER_BEFORE = frozenset("nabidku nabidka nabidky offer trade obchod cislo number no c".split())


def _clauses(words: list[str]) -> list[list[str]]:
    """The words cut at their commas: "stačí jedna" after the comma is no offer's number."""
    clauses: list[list[str]] = [[]]
    for word in words:
        if word == ",":
            clauses.append([])
        else:
            clauses[-1].append(word)
    return [c for c in clauses if c]


def _listed(offers: list[Offer]) -> str:
    """'#1, #2': the offers' numbers as the refusals write them."""
    return ", ".join(f"#{o.id}" for o in offers)
