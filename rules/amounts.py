"""Money as people write it in a trade or a price: "5 000 $", "5000 dolarů", "5 tisíc $",
"5 tis.", "5k", "5000,- Kč", "za pět tisíc", "five thousand bucks", "USD 5000".

A game has one money (WesternPoly's dollar), so every currency a player names (dollars,
bucks, USD, crowns) is that money. A number with a multiplier (tisíc, thousand, k) is money
even without a currency; a bare number stays a number (a field). Works on folded tokens (no
case, no diacritics) and gives the money as one token "$N", as the parser reads it.
"""

from __future__ import annotations

import re

from rules import numbers

# The currencies players name: all of them are the game's money.
CURRENCY = frozenset(
    "$ dolar dolaru dolary dolarech dolarum dolarama dollar dollars buck bucks usd kc korun "
    "koruny korunu koruna czk penez".split())
# Words that multiply what comes before them.
_THOUSAND = frozenset("tisic tisice tisicu tis thousand thousands grand".split()) | frozenset(
    # the spoken thousands: "tisícovka", slang "litr" and "tác" ("pět táců", "za litr")
    "tisicovka tisicovku tisicovky tisicovek litr litry litru tac tace tacy tacu".split())
_THOUSAND_ALONE = frozenset("tisicovka tisicovku litr tac".split())  # "za litr" is 1000
# "tisíc" alone is a price only before its hundreds ("tisíc dvě stě") or where a price stands
# (_PRICED_THOUSAND): "tisíc otázek" is no money
_THOUSAND_PRICED = frozenset("tisic thousand".split())
# "12 stovek", "za stovku": the spoken hundreds count as the written ones
_HUNDRED = frozenset("sto sta ste set stovka stovku stovky stovek hundred hundreds".split())
_HUNDRED_ALONE = frozenset("sto stovka stovku hundred".split())  # "za stovku" is 100
_UNITS = {
    # Czech, folded
    "nula": 0, "jeden": 1, "jedna": 1, "jedno": 1, "jednu": 1, "dva": 2, "dve": 2, "tri": 3,
    "ctyri": 4, "pet": 5, "sest": 6, "sedm": 7, "osm": 8, "devet": 9, "deset": 10,
    "jedenact": 11, "dvanact": 12, "trinact": 13, "ctrnact": 14, "patnact": 15,
    "sestnact": 16, "sedmnact": 17, "osmnact": 18, "devatenact": 19, "dvacet": 20,
    "tricet": 30, "ctyricet": 40, "padesat": 50, "sedesat": 60, "sedmdesat": 70,
    "osmdesat": 80, "devadesat": 90, "dveste": 200,
    # the genitive after "do", "od", "z" ("do pěti tisíc", "od dvou tisíc"): the same numbers
    "dvou": 2, "ctyr": 4, "peti": 5, "sesti": 6, "sedmi": 7, "osmi": 8, "deviti": 9,
    "deseti": 10,
    # English
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}
# Every word that says an amount: a reader that finds one unread knows money was meant.
AMOUNT_WORDS = CURRENCY | _THOUSAND | _HUNDRED | frozenset(_UNITS)
MAX_AMOUNT_DIGITS = 9


def number_word(word: str) -> int | None:
    """The number a folded number word says ("nula", "zero", "sedm", "twenty"), else None."""
    return _UNITS.get(word)


def says_money(word: str) -> bool:
    """Whether a folded word names money ("$500", "dolaru", "kc", "penez")."""
    return word in CURRENCY or "$" in word


def says_amount(word: str) -> bool:
    """Whether a folded word says a number or money (a digit of any script, "$", "tisic",
    "dolaru", "pet"): a reader that drops one has dropped what the player meant."""
    return word in AMOUNT_WORDS or "$" in word or any(c.isdigit() for c in word)

# "5000,-", "5000.-", "9 tisíc,-" (the Czech mark of a round sum, with a hyphen or a dash): the
# mark says money as a currency does, so it is read as one unless a currency follows
_ROUND = re.compile(r"(\d|\btisic\w*|\btis|\bk)\s?[,.][-\u2013\u2014]+(\s*(?:\$|(?:kc|czk|usd|dolar\w*)\b))?")
_GLUED = re.compile(r"(?<=\d)(k|tis|tisic|tisice)\b")
# "1500Kč", "1500,-Kč": a currency glued to the number
_GLUED_CURRENCY = re.compile(r"(?<=\d)(kc|czk|usd)\b")
# "$1,500.00", "1 500,00 Kč": no cents in the game's money
_CENTS = re.compile(r"(\$\s?[\d,. ]*\d|\d)[.,]00(?=\s*(?:\$|(?:kc|czk|usd|dolar\w*)\b)|\s*$|\s)")
# "Za tisíc ti ji prodám", "dám ti za ni tisíc": "tisíc" where a price stands is one; never
# "za tisíc" ending its sentence, a price questioned ("Za tisíc? Ne, to je moc."), which the
# refusal beside it reads as the words it was (nor the thousand of hundreds after it, "za tisíc
# dvě stě", read with them)
_PRICED_THOUSAND = re.compile(r"\b(za|for)(?: (ni|nej|to|it))? tisic\b"
                              r"(?(2)(?! ?\?)|(?= ?[^\s?.!…]))"
                              r"(?! (?:sto|dveste)\b| \w+ (?:sta|set|ste|stovky|stovek)\b)"
                              r"(\s*(?:\$|(?:kc|czk|usd|dolar\w*|bucks?|dollars?)\b))?")
# "2,5 tisíce", "1.5k": a thousand's fraction
_FRACTION = re.compile(r"\b(\d{1,3})[,.](\d{1,2}) ?(k|tis|tisic|tisice|thousand|grand)\b")
# "dva a půl tisíce", "půl tisíce", "one and a half thousand", "osm a půl stovky": halves of
# a thousand or of a hundred
_HALF = re.compile(r"\b(?:(\w+) a (?:pul|a half) |pul |half a )"
                   r"(tisic\w*|thousand|stovk\w*|stovek|hundred)\b")


def _half(found: re.Match[str]) -> str:
    """'dva a půl tisíce' -> '2500 $', 'osm a půl stovky' -> '850 $'; the words as they were
    when the whole is no number."""
    whole = 0 if found[1] is None else numbers.whole(found[1]) or _UNITS.get(found[1])
    unit = 1000 if found[2].startswith(("tisic", "thousand")) else 100
    return found[0] if whole is None else f"{whole * unit + unit // 2} $"


def prepare(folded: str) -> str:
    """The folded text with the round-sum mark as money, glued multipliers and currencies
    apart, cents dropped and a thousand's fraction as its whole number ("2,5 tisice" -> "2500 $")."""
    folded = _ROUND.sub(lambda m: f"{m[1]}{m[2] or ' $'}", folded)
    folded = _CENTS.sub(lambda m: m[1], folded)
    folded = _GLUED_CURRENCY.sub(lambda m: " " + m[1], folded)
    folded = _HALF.sub(_half, folded)
    folded = _PRICED_THOUSAND.sub(lambda m: f"{m[1]}{' ' + m[2] if m[2] else ''} 1000{m[3] or ' $'}", folded)
    folded = _FRACTION.sub(lambda m: f"{int(m[1]) * 1000 + int(m[2].ljust(3, '0'))} $",
                           folded)
    return _GLUED.sub(lambda m: " tisic" if m[1] == "k" else " " + m[1], folded)


def money_tokens(tokens: list[str]) -> list[str]:
    """The tokens with every amount of money as one token "$N": digits or number words, a
    multiplier, a currency before or after ("usd 5000", "5 tisic $", "pet tisic dolaru")."""
    out: list[str] = []
    at = 0
    while at < len(tokens):
        read = _amount_at(tokens, at)
        if read is None:
            out.append(tokens[at])
            at += 1
            continue
        value, at = read
        out.append(f"${value}")
    return out


def _amount_at(tokens: list[str], at: int) -> tuple[int, int] | None:
    """(the amount, the index after it) when the tokens from `at` are an amount of money."""
    start = at
    currency = False
    if tokens[at] in ("usd", "czk", "$"):  # "USD 5000", a "$" set apart
        currency, at = True, at + 1
    total, current, said, multiplied, digits_said = 0, 0, False, False, False
    while at < len(tokens):
        token = tokens[at]
        digits = token[1:] if token.startswith("$") else token
        number = numbers.whole(digits, digits=MAX_AMOUNT_DIGITS)
        if number is not None and not said:
            current, said, digits_said = number, True, True
            currency = currency or token.startswith("$")
        elif number is not None and multiplied and not current and number < 1000:
            current = number  # "2 tisíce 500"
        elif token in _UNITS and not (digits_said and not multiplied) and (
                not said or current % 100 == 0 or (current % 10 == 0 and _UNITS[token] < 10)):
            # "dvacet pet", "sto pět"; never after digits ("the $1,600 one" is no 1601)
            current += _UNITS[token]  # "dvacet pet", "five hundred twenty", "sto pet"
            said = True
        elif token in _HUNDRED and (said or token in _HUNDRED_ALONE):
            current = (current or 1) * 100
            said = multiplied = True
        elif token in _THOUSAND and (said or token in _THOUSAND_ALONE
                                     or token in _THOUSAND_PRICED and at == start
                                     and _hundreds_after(tokens, at)):
            total += (current or 1) * 1000
            current, said, multiplied = 0, True, True
        elif token == "a" and said and at + 1 < len(tokens) and tokens[at + 1] in _UNITS:
            pass  # "dvacet a pet"
        else:
            break
        at += 1
    if not said:
        return None
    if at < len(tokens) and tokens[at] in CURRENCY and tokens[at] != "penez":
        currency, at = True, at + 1
    if not (currency or multiplied):
        return None
    if at - start == 1 and tokens[start].startswith("$"):
        return None  # already one token of money
    return total + current, at



def _hundreds_after(tokens: list[str], at: int) -> bool:
    """Whether a bare "tisíc" at `at` is the thousand of the hundreds after it ("tisíc dvě
    stě", "tisíc sto")."""
    after = tokens[at + 1:at + 3]
    return bool(after) and (after[0] in _UNITS and after[1:2] != [] and after[1] in _HUNDRED
                            or after[0] in ("sto", "dveste"))
