"""A player's question of WesternPoly's rules answered from the board's own data (issue 42):
the money a player starts with and gets passing START, the rent of a field or a chain (with its
stars and Golden; "za ni", "for it": the field the asker stands on, the one just bought), that
no rent is paid on one's own field. Numbers come from board.py and
money.py, never retyped; nothing here needs what a player may not see (the decks' order)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from rules.text import fold
from rules.westernpoly.board import (
    CHAIN_TYPES,
    FIELDS,
    PROPERTY,
    SERVICE,
    START_BONUS,
    START_CASH,
    TRAINER,
    TRAINERS,
)
from rules.westernpoly.money import SERVICE_RATE_BOTH, SERVICE_RATE_ONE, TRAINER_RATE
from rules.westernpoly.words import money
from rules.wording import join

_RENT = re.compile(r"\bnaj(?:em|mu|mem|emne|emneho)\b|\bnajemn\w*|\brent\w*")
_START = re.compile(r"\bna (?:zacatku|zacatek|startu)\b|\bze zacatku|\bna zacatku hry|"
                    r"\bzacin\w*|\bzacat\w*|\bzacne\w*|\bbegin\w*|"
                    r"\bstart(?:ing|ed|s)? (?:with|money|cash)|\bat the (?:start|beginning)|"
                    r"\bstart with\b|\bpocatecni|\bstartovni|\bzacin\w* s\b|"
                    r"\bpres start|\bprechod\w* (?:pres )?start|\bpruchod\w* start|"
                    r"\bprojd\w* (?:pres )?start|\bprejd\w* (?:pres )?start|"
                    r"\bpass(?:ing|es)? (?:the )?start|\bgo(?:ing)? (?:past|over|through) (?:the )?start")
_PASS = re.compile(r"\bpres start|\bprechod|\bpruchod|\bprojd|\bprejd|\bpass|\bpast\b|"
                   r"\bover (?:the )?start|\bthrough")
# paying, as a question of what a named field costs its visitor says it ("kolik se platí za
# vlak?", "what do I pay on the Bank?")
_PAY = re.compile(r"\b(?:kolik|how much|what)\b.*\b(?:plat\w*|zaplat\w*|pay\w*|charge\w*|"
                  r"cost\w* (?:me|to land))")  # never a deal's "platí?" ("deal?")
_PAYING = re.compile(r"\bplat\w*|\bzaplat\w*|\bpay\w*")
# what a field brings its owner, or what a visitor landing on it pays, asked of a field named
# ("Kolik mi vynáší Modrá podkova?", "What does Whisky Joe bring in?"): its rent; a getting
# is one only with the landing it is for ("Kolik bych dostal, kdyby mi Tom stoupl na Zlatý
# důl?"; "Jak dostanu Saloon?" is how to buy it)
_EARNS = re.compile(r"\bvynas\w*|\bvynes\w*|\bvydel\w*|\bhodi\b|\bhodil\w*|\bearn\w*|"
                    r"\bbring\w* in\b|\bcollect\w*|\bowe\w*")
_GETS = re.compile(r"\bdostal\w*|\bdostan\w*|\bdostava\w*|\bget\b|\bgot\b|\bmake\b")
_LANDS = re.compile(r"\bstoup\w*|\bslap\w*|\bvlez\w*|\bvstoup\w*|\bpadn\w*|\bland\w*|"
                    r"\bstep\w*")
# the price of a star ("Kolik stojí hvězda na Saloonu?", "how much is a star on the Bank?")
_STAR = re.compile(r"\bhvezd\w*|\bstars?\b")
_PRICE = re.compile(r"\bstoj\w*|\bcen[aue]\b|\bkolik\b|\bcost\w*|\bprice\w*|\bhow much")
# what a field costs to buy ("Kolik stojí Modrá podkova?", "za kolik je Mustang?", "how much
# is the Bank Devět centů?"): its price
_COSTS = re.compile(r"\bkolik (?:\w+ )?stoj\w*|\bza kolik\b|\bjakou cenu\b|\bcena\b|\bcenu\b|"
                    r"\bhow much (?:is|does|do|are)\b|\bprice\w*|\bcost\w*")
_MONEY = re.compile(r"\bpenez|\bpenize|\bprach|\bdolar|\bhotovost|\bdostav|\bdostan|\bdostane|"
                    r"\bmoney|\bcash|\bget\b|\bgets\b|\bdollar|\bkolik\b|\bhow much")
# a field pointed at, not named: the one the asker stands on ("Kolik za ni budu brát nájem?",
# "what's the rent on it?", "a kolik je nájem na tomhle poli?")
_POINTED = re.compile(r"\b(?:za|na|z|o|u) (?:ni|nej|nem|nim|neho|to|tom|tohle|tomhle|tomto)\b|"
                      r"\b(?:to|tohle|toto|tom|tomhle|tomto|tohoto|tohohle|toho|tenhle|"
                      r"moje nove|muj novy|mem novem) (?:pol\w*|misto|mist\w*)\b|"
                      r"\b(?:for|on|from|of) (?:it|this|that|this one|that one)\b|"
                      r"\b(?:this|that|my new) (?:field|property|place|one)\b|"
                      r"\bthe (?:field|property|one) i (?:just )?(?:bought|got|own)\b")
YOU = ""  # the owner who asks, in `owners`
# who owns a field named ("Komu patří Saloon?", "Čí je Zlatý důl?", "who owns the Bank?")
_WHO_OWNS = re.compile(r"\bkomu (?:\w+ )?(?:patri|je)\b|\bci (?:je|jsou)\b|\bwho owns\b|"
                       r"\bwhose is\b|\bkdo (?:\w+ )?vlastni\b|\bwho has (?:the|bought)\b|"
                       r"\bkdo (?:\w+ )?(?:ma|koupil\w*)\b")
_OWN = re.compile(r"\bsam(?:a|o)? sob[ea]\b|\bsobe\b|\bmyself\b|\bmy own\b|\bown field|"
                  r"\bvlastni(?:m|ho)? pol|\bsvem (?:vlastnim )?pol|\bsve (?:vlastni )?pol|"
                  r"\bsvoje pol")


def asks(question: str) -> bool:
    """Whether a folded question asks of the start money, a rent or a star's price."""
    return answer(question, "en") is not None


def answer(question: str, lang: str, here: int | None = None,
           owners: Mapping[int, str] | None = None) -> list[str] | None:
    """The sentences that answer a folded question `asks` knows (None: none); `here`: the
    field the asker stands on, what "za ni", "for it" points at; `owners`: who owns each
    owned field (public on the board; YOU: the asker)."""
    if _WHO_OWNS.search(question) and (named := _fields_named(question)):
        return [_owned(named, owners or {}, lang)]
    if _STAR.search(question) and _PRICE.search(question) and not _RENT.search(question) \
            and (named := _fields_named(question)):
        return _star_prices(named, lang)
    offer = re.search(r"\d", question)  # "Dám ti svoje pole za 3000, platí?" is a deal
    earns = _PAY.search(question) or _EARNS.search(question) \
        or _GETS.search(question) and _LANDS.search(question)
    if _RENT.search(question) or not offer and (
            earns and _fields_named(question)
            or _PAYING.search(question) and _OWN.search(question)):
        return _rent(question, lang, here)
    if _COSTS.search(question) and not offer and (named := _fields_named(question)):
        return [_prices(named, lang)]
    if _START.search(question) and _MONEY.search(question):
        if _PASS.search(question):
            return [_say(lang, "pass", bonus=money(START_BONUS, lang))]
        return [_say(lang, "start", cash=money(START_CASH, lang),
                     bonus=money(START_BONUS, lang))]
    return None


def _owned(named: list[int], owners: Mapping[int, str], lang: str) -> str:
    """Who owns each field named (YOU: the asker), or that it is still for sale and for how
    much."""
    said = [_say(lang, "owned_you" if owners[i] == YOU else "owned_by",
                 field=FIELDS[i].name(lang), player=owners[i])
            if i in owners else _say(lang, "for_sale", field=FIELDS[i].name(lang),
                                     price=money(FIELDS[i].price, lang))
            for i in named]
    return "; ".join(said) + "."


def _prices(named: list[int], lang: str) -> str:
    """What each field named costs to buy (a trainer's and a service's too)."""
    return "; ".join(_say(lang, "price", field=FIELDS[i].name(lang),
                          price=money(FIELDS[i].price, lang)) for i in named) + "."


def _rent(question: str, lang: str, here: int | None = None) -> list[str]:
    """The rent of the fields a question names (a chain by its kind, a field by its name, the
    field `here` pointed at), that one's own field costs nothing, or how rent is set when it
    names none."""
    own = [_say(lang, "own")] if _OWN.search(question) else []
    named = _fields_named(question) or ([here] if here is not None and _POINTED.search(question)
                                        and FIELDS[here].kind in (PROPERTY, TRAINER, SERVICE)
                                        else [])
    if not named:
        return own or [_say(lang, "rent_rule")]
    lines: list[str] = []
    for index in named:  # fields of the same rents in one sentence
        alike = [i for i in named if FIELDS[i].rents == FIELDS[index].rents
                 and FIELDS[i].kind == FIELDS[index].kind]
        if alike[0] == index:
            lines.append(_field_rent(alike, lang))
    jailed = any(FIELDS[i].kind == PROPERTY for i in named)
    return [*own, *lines, *([_say(lang, "jailed")] if jailed else [])]


def _fields_named(question: str) -> list[int]:
    """The fields a question names: one by its own name ("Zlatý důl"), else a chain's by its
    kind ("Saloon", "saloonu"), else a trainer or a service by its name."""
    said = question.split()
    named = [f.index for f in FIELDS
             if f.kind == PROPERTY and _mentions(said, fold(f.proper or ""))]
    for chain, names in CHAIN_TYPES.items():  # every chain asked of ("na Saloonu a na
        # Bance"), but not one whose field is named already ("saloon Zlatý důl")
        if any(_mentions(said, fold(name)) for name in names) \
                and not any(FIELDS[i].chain == chain for i in named):
            named += [f.index for f in FIELDS if f.chain == chain]
    kinds = [f.index for f in FIELDS if f.kind in (TRAINER, SERVICE)
             and (_mentions(said, fold(f.cs)) or _mentions(said, fold(f.en)))]
    first_of_kind = {FIELDS[i].kind: i for i in reversed(kinds)}  # one line per kind
    return named + sorted(first_of_kind.values())


def _mentions(said: list[str], name: str) -> bool:
    """Whether the words `said` hold `name` (folded), each word as a stem in any case
    ("saloonu", "zlatem dolu" for "Zlatý důl": ů is o in its other cases; "&" and short
    words are skipped). A word more than two letters longer than the name's goes on from the
    whole of it ("saloonech"), else it is another word ("vlastním" is no case of "Vlak": "kdo
    mi stoupne na Nocležnu, kterou vlastním" was told the Train's rent)."""
    words = [word for word in re.findall(r"\w+", name) if len(word) > 2]
    return bool(words) and all(any(_case_of(w, word) for w in said) for word in words)


def _case_of(said: str, word: str) -> bool:
    """Whether a folded word `said` is `word` (folded) in one of its cases."""
    stem = word[:max(3, len(word) - 2)].replace("u", "[uo]")
    whole = word.replace("u", "[uo]")
    return re.match(stem if len(said) <= len(word) + 2 else whole, said) is not None


def _star_prices(named: list[int], lang: str) -> list[str] | None:
    """What a star costs on the properties named (None: none of them takes stars)."""
    lines = []
    for index in named:
        alike = [i for i in named if FIELDS[i].star_cost == FIELDS[index].star_cost]
        if FIELDS[index].kind == PROPERTY and alike[0] == index:
            lines.append(_say(lang, "star_price" if len(alike) == 1 else "star_prices",
                              names=join([FIELDS[i].name(lang) for i in alike], lang),
                              cost=money(FIELDS[index].star_cost, lang)))
    return lines or None


def _field_rent(alike: list[int], lang: str) -> str:
    """The rent of fields alike in a sentence: a property's by its stars, a trainer's, a
    service's."""
    field = FIELDS[alike[0]]
    if field.kind == TRAINER:
        return _say(lang, "rent_trainer", one=money(TRAINER_RATE, lang),
                    all=money(TRAINER_RATE * len(TRAINERS), lang), n=len(TRAINERS))
    if field.kind == SERVICE:
        return _say(lang, "rent_service", one=money(SERVICE_RATE_ONE, lang),
                    both=money(SERVICE_RATE_BOTH, lang))
    base, *stars, golden = field.rents
    return _say(lang, "rent_field" if len(alike) == 1 else "rent_fields",
                names=join([FIELDS[i].name(lang) for i in alike], lang), base=money(base, lang),
                stars=join([money(r, lang) for r in stars], lang), golden=money(golden, lang))


_WORDS = {
    "start": {"en": "Everyone starts with {cash}; passing START pays {bonus} each time.",
              "cs": "Na začátku dostane každý {cash}; za každý průchod STARTem pak {bonus}."},
    "pass": {"en": "Passing START pays {bonus} each time.",
             "cs": "Za každý průchod STARTem dostaneš {bonus}."},
    "own": {"en": "No: on your own field you pay no rent.",
            "cs": "Ne: na vlastním poli nájem neplatíš."},
    "rent_rule": {"en": "The rent depends on the field and its stars; ask of one by its name "
                        "(\u201chow much is the rent of the Saloon?\u201d).",
                  "cs": "Nájem záleží na poli a jeho hvězdách; zeptej se na konkrétní pole "
                        "(„Kolik je nájem za Saloon?“)."},
    "rent_field": {"en": "The rent on {names} is {base}; with 1 to 4 stars {stars}; Golden "
                         "{golden}.",
                   "cs": "Nájem na poli {names} je {base}; s 1 až 4 hvězdami {stars}; s "
                         "Golden {golden}."},
    "rent_fields": {"en": "The rent on {names} is {base} each; with 1 to 4 stars {stars}; "
                          "Golden {golden}.",
                    "cs": "Nájem na polích {names} je {base}; s 1 až 4 hvězdami {stars}; s "
                          "Golden {golden}."},
    "star_price": {"en": "A star on {names} costs {cost}, and so does Golden (for four "
                          "stars, which go back to the bank).",
                   "cs": "Hvězda na poli {names} stojí {cost} a stejně tak Golden (místo "
                         "čtyř hvězd, které se vrátí bance)."},
    "star_prices": {"en": "A star on {names} costs {cost}, and so does Golden (for four "
                           "stars, which go back to the bank).",
                    "cs": "Hvězda na polích {names} stojí {cost} a stejně tak Golden (místo "
                          "čtyř hvězd, které se vrátí bance)."},
    "owned_by": {"en": "{field} is owned by {player}", "cs": "{field} – vlastní {player}"},
    "owned_you": {"en": "{field} is yours", "cs": "{field} – patří tobě"},
    "price": {"en": "{field} costs {price}", "cs": "{field} stojí {price}"},
    "for_sale": {"en": "{field} is nobody's yet (for sale for {price})",
                 "cs": "{field} – zatím ničí (na prodej za {price})"},
    "jailed": {"en": "An owner in jail gets the base rent only.",
               "cs": "Majitel ve vězení bere jen základní nájem."},
    "rent_trainer": {"en": "The rent on a Shooting range is {one} for each one its owner "
                           "has ({all} with all {n}).",
                     "cs": "Nájem na Kurzu střelby je {one} za každý Kurz střelby, který "
                           "majitel má (se všemi {n} {all})."},
    "rent_service": {"en": "The rent on the Train and the Freight is the throw times {one}, "
                           "or times {both} when one owner has both.",
                     "cs": "Nájem na Vlaku i Nákladu je hod kostkou krát {one}, nebo krát "
                           "{both}, když má majitel obojí."},
}


def _say(lang: str, key: str, **values: object) -> str:
    """One of the answers in `lang` (Czech, else English)."""
    return _WORDS[key]["cs" if lang == "cs" else "en"].format(**values)
