"""Trade offers written in a player's own words, read into who gets the offer, what is given
and what is asked for ("Martino, dám ti Chatrč Pod Skálou za 1500 $", "Ivaně nabízím
Kaktusovou pálenku za Nocležnu U Kojota a 1000 dolarů", "Chci od Pavla Chatrč U Hnědáka, dám
za ni 1500 dolarů", "Bob, I'll give you the Saloon for $2000").

Works on the parser's folded tokens; the partner is a name called first (the vocative), a
name in any case before or after the verb, or "ti" / "you" (left to the parser to resolve).
"""

from __future__ import annotations

from collections.abc import Callable

# the verbs of giving in an offer, first person (folded)
_GIVING = frozenset("dam davam nabizim nabidnu nabizime dame give offer offering pay paying "
                    "zaplatim zaplatime platim".split())
_YOU = frozenset("ti tobe tebe you".split())
_FOR = frozenset({"za", "for"})
# pronouns of the thing named before ("chceš Pálenku? Dám ti ji za 3 tisíce")
_IT = frozenset("ji ho to it ni nej".split())
# greetings before the name called
_GREETINGS = frozenset("ahoj cau cus nazdar zdravim dobry den hi hello hey dear".split())
# words said around an offer that say nothing of it
_AROUND = frozenset("i ll d will id would the my moji svou svoji muj his her their tvou tvoji "
                    "tvuj your you tu ten tuhle tenhle tvoje gladly happily rad rada klidne "
                    "happy to".split())
# a question after the offer ("Co ty na to?", "What do you say?"), left out
_TAILS = (["co", "ty", "na", "to"], ["co", "na", "to", "rikas"], ["what", "do", "you", "say"],
          ["deal"], ["ok"], ["jo"])

LEAD_WORDS = 3  # the words before the verb of giving at most ("I'd happily pay")

Names = Callable[[list[str]], tuple[str, int] | None]  # (player, tokens) a name starts with


def offer_in_words(words: list[str], named: Names) -> tuple[str, list[str], list[str]] | None:
    """(the partner, or "" for a "ti" / "you" to resolve; the tokens given; the tokens asked
    for) of an offer in own words; None when the tokens say no such offer."""
    words = [w for w in words if w not in ("?", "!", ".")]
    while words and words[0] in _GREETINGS:
        words = words[1:]
    to = ""
    if "," in words[:4] and (called := named(words[:words.index(",")])) \
            and called[1] == words.index(","):  # "Martino, …", "Tome, …": the partner called
        to, words = called[0], words[called[1] + 1:]
    if not to and "," in words:  # "I'd pay $1800 for your shack, Ann": called at the end
        last = len(words) - 1 - words[::-1].index(",")
        if (tail := words[last + 1:]) and (called := named(tail)) and called[1] == len(tail):
            to, words = called[0], words[:last]
    words = [w for w in words if w != ","]
    for tail in _TAILS:
        if len(words) > len(tail) and words[-len(tail):] == tail:
            words = words[:-len(tail)]
    if len(words) < 4:
        return None
    # "chceš Kaktusovou pálenku? Dám ti ji za 3 tisíce": the thing named in the question
    if words[0] in ("chces", "chcete", "want") and (at := _at(words, _GIVING)) is not None:
        thing, rest = words[1:at], words[at + 1:]
        rest = [w for w in rest if w not in _YOU]
        if rest[:1] and rest[0] in _IT and rest[1:2] and rest[1] in _FOR and thing:
            return to, thing, rest[2:]
        return None
    # "chci od Pavla Chatrč U Hnědáka, dám za ni 1500 dolarů": the asked for first
    if words[:2] in (["chci", "od"], ["chtel", "od"], ["chtela", "od"]):
        partner = named(words[2:])
        at = _at(words, _GIVING)
        if partner is None or at is None:
            return None
        asked = words[2 + partner[1]:at]
        given = [w for w in words[at + 1:] if w not in _IT and w not in _YOU]
        if given[:1] and given[0] in _FOR:
            given = given[1:]
        return (partner[0], given, asked) if asked and given else None
    # "Ivaně nabízím …": the partner named before the verb
    if (before := named(words)) and words[before[1]:before[1] + 1] \
            and words[before[1]] in _GIVING:
        to, words = before[0], words[before[1]:]
    at = _at(words, _GIVING)
    if at is None or at > LEAD_WORDS or not all(w in _AROUND for w in words[:at]):
        return None
    rest = words[at + 1:]
    if rest[:1] == ["to"] and named(rest[1:]):  # "Offer to Ann: my Train for her Shack"
        rest = rest[1:]
    if rest[:1] and rest[0] in _YOU:
        rest = rest[1:]
    elif rest and (after := named(rest)):  # "dávám Bobovi Vlak za 900 $"
        to, rest = after[0], rest[after[1]:]
    if rest[:1] and rest[0] in _GIVING:  # "NABÍZÍM Bob Day DÁM 1 ZA 1200 $": the canonical
        return None  # form, the parser's own
    cut = _at(rest, _FOR)
    if cut is None or not to and not (set(words[at + 1:at + 2]) & _YOU):  # whom?
        return None
    if cut == 0 and (price := _price_at(rest)) is not None:
        # "nabízím ti za Bar Mustang 4500,-": the field asked for first, the price after it
        given, asked = rest[price:], [w for w in rest[1:price] if w not in _AROUND]
        if given[0].isdigit() and len(given) == 1:  # a bare "4500" is money here, not a field
            given = ["$" + given[0]]
        return (to, given, asked) if given and asked else None
    given = [w for w in rest[:cut] if w not in _AROUND]
    asked = [w for w in rest[cut + 1:] if w not in _AROUND]
    return (to, given, asked) if given and asked else None


def _at(words: list[str], these: frozenset[str]) -> int | None:
    """The index of the first of `words` in `these`; None when there is none."""
    return next((i for i, w in enumerate(words) if w in these), None)


def _price_at(words: list[str]) -> int | None:
    """The index where a price closes `words` ("… 4500", "… $ 4500", "… 4500 dolaru"): its
    first token with a digit, the money's words after it; None when none closes them."""
    at = next((i for i in range(len(words) - 1, 0, -1)
               if any(c.isdigit() for c in words[i])), None)
    if at is None:
        return None
    while at > 1 and words[at - 1] in ("$", "usd"):
        at -= 1
    return at
