"""Reading moves from people: English and Czech words, with or without diacritics.

Fields may be named by number, by name or by a unique prefix of any word of the name
("26", "Saloon Zlatý důl", "zlaty", "zlat"), or by name and number ("Kurz střelby (15)").
Money is "$500", "500 $" or "2,200 $". Trade items are separated by commas, "and", "a" or "+".
Besides the canonical text (read first, on a fast path), the parser takes what people write:
"hodit kostkou", "ano" to a pending purchase, "dvě hvězdičky", "přijmout nabídku 3", courtesy
words such as "prosím", and the read-back labels of `describe` ("koupit Vlak za 3 000 $"); a
field or a price such a label states must match the position. Errors speak the game's language.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection

from rules import numbers
from rules.amounts import AMOUNT_WORDS, money_tokens, number_word, prepare, says_amount
from rules.api import (
    AmbiguousCommand,
    IllegalMove,
    InvalidCommand,
    Lexicon,
    RulesError,
    beside_turn,
)
from rules.czech import lemmas, verb_forms
from rules.czech_names import (
    DATIVE,
    TITLES,
    called_forms,
    case_forms,
    decline,
    name_forms,
    nickname_forms,
    vocative,
)
from rules.text import fold, near_name, one_letter_off, sentences, signed_answer, suggestions
from rules.westernpoly.board import CHAIN_TYPES, CHAINS, FIELDS, TRAINERS
from rules.westernpoly.cards import CARDS
from rules.westernpoly.legal import legal_moves, stake_targets
from rules.westernpoly.messages import alternatives, field_ref, say, verb_name
from rules.westernpoly.moves import (
    BUY,
    BUY_GOLDEN,
    DONE,
    PASS,
    RESIGN,
    ROLL,
    STAND_IN_DONE,
    THROWS,
    USE_CARD,
    Accept,
    Buy,
    Decline,
    Draw,
    Golden,
    MakeOffer,
    Move,
    Sell,
    SellGolden,
    SellStars,
    Stake,
    Stars,
    Withdraw,
)
from rules.westernpoly.offer_words import offer_in_words
from rules.westernpoly.state import ACT, Bundle, Offer, State
from rules.westernpoly.trades import not_held
from rules.westernpoly.withdrawals import says_withdrawal, withdrawal_in_words
from rules.westernpoly.words import money, object_title

# Command words as people write them, in English and in Czech (the infinitive, the first person
# and the imperative: "hodit / hodím / hoď", "koupit / kupuji / kupuju / kup"); they are matched
# folded (no case, no diacritics).
VERBS_IN: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "roll": ("roll", "throw"), "buy": ("buy",), "pass": ("pass", "skip"),
        "stars": ("stars", "star", "★"), "golden": ("golden",),
        "done": ("done", "end", "finish"), "sell": ("sell", "selling"), "use": ("use", "card"),
        "offer": ("offer",), "accept": ("accept", "take"), "decline": ("decline", "reject"),
        "withdraw": ("withdraw", "cancel"), "stake": ("stake", "bet"),
        "resign": ("resign", "quit", "surrender"),
    },
    "cs": {
        "roll": ("hodit", "hodím", "hoď", "házím", "házet", "hází", "házej", "kostka"),
        "buy": ("koupit", "koupím", "kupuji", "kupuju", "kup", "kupuj", "kupovat",
                "kaufen", "kaufe", "kauf"),  # and the German a player's habit brings
        "pass": ("nekoupit", "nekoupím", "nekupuji", "nekupuju", "nekupovat", "nekupuj", "nekup",
                 "pas"),
        "stars": ("hvězdy", "hvězda", "hvězdu", "hvězd", "hvězdičky", "hvězdičku", "hvězdička",
                  "hvězdiček", "★"),
        "golden": ("zlatá", "zlatou", "zlatý", "zlatu"),
        "done": ("konec", "hotovo", "dost", "ukončit", "ukončuji", "ukončuju", "ukonči",
                 "končím", "končit"),
        "sell": ("prodat", "prodej", "prodám", "prodávám", "prodávat", "prodávej"),
        "use": ("použít", "použij", "používám", "použiji", "použiju", "karta", "kartu"),
        "offer": ("nabídka", "nabízím", "nabídnout", "nabídni", "nabídnu", "nabídku"),
        "accept": ("přijmout", "přijímám", "přijmi", "přijmu", "souhlasím", "beru"),
        "decline": ("odmítnout", "odmítám", "odmítni", "odmítnu"),
        "withdraw": ("stáhnout", "stahuji", "stahuju", "stáhni", "stáhnu", "zrušit", "ruším",
                     "zruš"),
        "stake": ("vsadit", "vsadím", "sázím", "sázka", "sázku", "vsaď"),
        "resign": ("vzdát", "vzdávám", "vzdám"),
    },
}
VERBS: dict[str, tuple[str, ...]] = {
    verb: VERBS_IN["en"][verb] + VERBS_IN["cs"][verb] for verb in VERBS_IN["en"]}
# Every other form of the Czech (and Slovak) verbs, generated from the infinitive and the first
# person (rules.czech): kupujeme, koupil (bych), kúpim, kupujem, nechci, neberu. Read, never
# suggested (a suggestion shows the words above, as written).
_FORMS: dict[str, frozenset[str]] = {
    "buy": verb_forms("koupit", "koupím") | verb_forms("kupovat", "kupuji") | {"buying"},
    "pass": verb_forms("koupit", "koupím", negated=True)
    | verb_forms("kupovat", "kupuji", negated=True) | verb_forms("chtít", "chci", negated=True)
    | verb_forms("brát", "beru", negated=True) | verb_forms("vzít", "vezmu", negated=True),
    "roll": verb_forms("hodit", "hodím") | verb_forms("házet", "házím") | verb_forms("házet", "hážu"),
    "sell": verb_forms("prodat", "prodám") | verb_forms("prodávat", "prodávám"),
    "accept": verb_forms("přijmout", "přijmu") | verb_forms("přijímat", "přijímám")
    | verb_forms("brát", "beru") | verb_forms("vzít", "vezmu"),
}
_SHOWN = {fold(alias): alias for aliases in VERBS.values() for alias in aliases}
"""Folded alias -> the word as written, for suggestions."""
_ALIAS = {**{form: verb for verb, forms in _FORMS.items() for form in forms},
          **{fold(alias): verb for verb, aliases in VERBS.items() for alias in aliases}}
_ALIAS_IN = {lang: frozenset(fold(a) for aliases in verbs.values() for a in aliases)
             for lang, verbs in VERBS_IN.items()}
"""The folded aliases of each language: a suggestion speaks the player's language only."""
# Words a suggestion never offers: they read as leaving or ending the game.
_ENDING = frozenset({fold(a) for a in VERBS.get("resign", ())} | {
    fold(a) for aliases in VERBS_IN.values() for a in aliases.get("resign", ())} | {
    "konec", "koncit", "koncim", "ukonci", "ukoncit", "ukoncuji", "ukoncuju", "end", "quit"})
_THROW_WORDS = frozenset({"throw", "hod", "die", "kostka"})
_DRAW_WORDS = frozenset({"draw", "karta", "card", "tah"})
_STAR_WORDS = frozenset(fold(w) for w in VERBS["stars"])
_GOLDEN_WORDS = frozenset(fold(w) for w in VERBS["golden"])
_CARD_WORDS = frozenset({"card", "karta", "kartu", "karty"})
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "jednu": 1, "jedna": 1, "jeden": 1,
           "dve": 2, "dva": 2, "tri": 3, "ctyri": 4}
_NOTHING = frozenset({"nothing", "nic"})
_GIVE = frozenset({"give", "gives", "giving", "dam", "davam", "dava", "posilam", "poslu", "send",
                   "sending"})
_GET = frozenset({"get", "for", "za", "chci", "want", "dostanu"})
_ON = frozenset({"on", "na"})
_PRICE = frozenset({"for", "za"})
_SEPARATORS = frozenset({",", "and", "a", "+"})
_OFFER_WORDS = frozenset({"offer", "trade", "nabidku", "nabidka", "nabidky", "obchod", "no",
                          "c", "number"})
_IT = frozenset({"it", "this", "that", "the", "one", "ho", "to", "tohle", "toto",
                 # the conditional's particles: "koupil bych to", "kúpil by som si to"
                 "bych", "bychom", "by", "som", "si",
                 # the one it is done for: "kup mi to", "kupte nám ho"
                 "mi", "mne", "nam", "mu"})
_COURTESY = frozenset({"prosim", "please", "pls", "plz", "diky", "dik", "dekuji", "dekuju",
                       "thanks", "thx", ",", "dakujem", "vdaka", "danke", "bitte", "sorry",
                       "promin"})
# Yes and no as players write them: colloquial ("jasně", "jj", "yep", "nah", "kdepak"), Slovak
# ("áno", "nie") and German ("ja", "nein") alike.
_YES = frozenset({"ano", "jo", "yes", "beru", "jj", "jasne", "jasny", "urcite", "klidne", "yeah",
                  "yep", "yup", "sure", "ja", "jawohl", "ok", "okay", "oki", "okej", "dobre",
                  "platí", "plati", "jasan", "jasnacka", "jasnacky", "samozrejme", "rozhodne"})
# Verbs of taking: while a purchase waits, "Beru Chatrč pod Skálou", "I'll take the shack" buy
# the field named; otherwise they accept a trade ("Deal! I'll take it.").
_TAKE = frozenset({"take", "beru", "beriem", "vezmu", "bereme",
                   # the imperative a player says to the game: "ber", "vezmi to", "grab it"
                   "ber", "berte", "vezmi", "vem", "vezmete", "vemte", "grab"})
# Sounds and fillers a yes or a no opens with ("Hmm, tak jo.", "Well, yes"): no word of a move
_FILLER = frozenset("hmm hm hmmm ehm mm tak takze teda nu well so oh ah".split())
# What may follow a yes and say no more ("Jo, ale jen tohle."): the field that waits, pointed at
_AFTER_YES = frozenset("ale jen tohle tenhle tuhle toto tento this one just only but".split())
# What may follow a verb that takes nothing besides a field's name ("hodit kostkou", "konec
# tahu", "pass on Whisky Joe"): other words after it are a sentence, not a move.
_AFTER_SIMPLE = frozenset(
    "kostkou kostka kostky kostku kostkami the die dice a turn tah tahu muj my svuj sveho now "
    "ted uz already for me se si ho it to this that one on round kolo kola tentokrat here "
    "tady , time of pro dnes dnesek today again znovu vsechno all everything".split())
_NO = frozenset({"ne", "no", "kdepak", "nie", "nope", "nah", "nein", "nn", "nee", "nene"})
_FOR_ME = frozenset({"for", "me", "pro", "mne", "today", "now", "dnes", "ted"})
# What may follow a yes or no that says nothing more ("Sure thing", "Nah, not this time").
_AFTER_ANSWER = frozenset({"thing", "course", "why", "not", "deal", "do", "it", "bitte", "danke"})
_PHRASES: dict[tuple[str, ...], str] = {
    ("do", "not", "buy"): "pass", ("don", "t", "buy"): "pass", ("dont", "buy"): "pass",
    ("get", "out", "of", "jail"): "use",
    ("ani", "nahodou"): "pass", ("of", "course"): "buy",
    # asking for the field as for a thing handed over ("Dej mi tu chatrč", "Give me the
    # shack", "I'll have it"): a want of the field that waits, read as "chci"
    **{phrase: "chci" for phrase in (
        ("dej", "mi"), ("dejte", "mi"), ("dej", "mne"), ("dejte", "mne"), ("give", "me"),
        ("i", "ll", "have"), ("ill", "have"), ("i", "will", "have"), ("i", "d", "like"),
        ("i", "would", "like"), ("chtel", "bych"), ("chtela", "bych"))},
}
"""Leading word sequences read as one command word."""

# Canonical texts, read without tokenizing (the service replays every game from them).
_PLAIN: dict[str, Move] = {m.text: m for m in (ROLL, BUY, PASS, DONE, USE_CARD, RESIGN,
                                                 BUY_GOLDEN, STAND_IN_DONE)}
_NUMBERED = re.compile(r"(sell stars|sell golden|sell|stars|accept|decline|withdraw) ([0-9]{1,9})"
                       r"(?: ([0-9]{1,9}))?")


def _tokens(text: str) -> list[str]:
    """Folded tokens; money as "$N", commas as their own token."""
    s = prepare(re.sub(r"([^\W\d])\1{2,}", r"\1", fold(text)))  # "Neee"; "5000,- Kč", "5k"
    s = re.sub(r"(?<=\d)[,.\u00a0 ](?=\d{3}(?!\d))", "", s)  # 2,200 / 2 200 -> 2200
    s = re.sub(r"(\d+)\s*\$(?!\s*\d)", r"$\1", s)  # 500 $ -> $500
    s = re.sub(r"\$\s+(\d)", r"$\1", s)
    # quotes of any kind, the inner ‚‘ of a quoted example too
    s = re.sub(r"[!?;:\"'‘’‚„“”()#]|\.(?=\s|$)", " ", s)
    return money_tokens(s.replace(",", " , ").split())  # "5 tisíc dolarů" -> "$5000"


def _alias_text(text: str) -> str:
    return " ".join(_tokens(text))


# What a player says to leave a field they cannot or will not pay for ("Na to nemám, nechám to
# být", "nn, šetřím", "too expensive"): while a purchase waits, a no.
_DECLINING = frozenset(" ".join(_tokens(saying)) for saying in (
    "na to nemám", "nemám na to", "nemám peníze", "nemám na to peníze", "na to nemám peníze",
    "nemám prachy", "nechám to být", "nechám to", "nechat být", "nech to být", "šetřím",
    "radši šetřím", "šetřím si", "šetřím peníze", "moc drahé", "je to moc drahé",
    "to je moc drahé", "příliš drahé", "to si nemůžu dovolit", "nemůžu si to dovolit",
    "too expensive", "it's too expensive", "can't afford it", "cannot afford it",
    "i can't afford it", "i cannot afford it", "not enough money", "i'm saving",
    "saving my money",
    # leaving it in every form a speaker says it ("nechávám být", "nechám to plavat")
    *(f"{verb} {rest}".strip() for verb in ("nechám", "nechávám", "nechat", "nech", "necháme",
                                            "necháváme")  # and as a couple says it
      for rest in ("být", "to být", "to", "to tak", "plavat", "to plavat", "tak", "ležet",
                   "to ležet")),
    "šetříme", "nemáme na to", "na to nemáme", "nemáme zájem", "vynecháme",
    # letting it pass, as Czech says it ("Chatrč si nechám ujít", "to si odpustím")
    *(f"{pre}{verb}{post}" for verb in ("nechám ujít", "nechávám ujít", "vynechám",
                                        "vynechávám", "odpustím")
      for pre in ("", "to ", "si ", "to si ") for post in ("", " si", " si to", " to")),
    "nechám si ujít", "nechám si to ujít", "pas", "pass", "pasuji", "pasuju", "passuji",
    "dám pas", "i'll pass", "i pass", "skip", "i'll skip", "skipping", "let it go",
    # no interest, in every form it is said ("Nemám zájem.", "Nemám o to zájem.")
    "nemám zájem", "nemám o to zájem", "nemám o něj zájem", "nemám o ni zájem", "zájem nemám",
    "o to zájem nemám", "nezájem", "bez zájmu", "nemám chuť", "not interested",
    "i'm not interested", "no interest", "leave it", "leave it be", "let it be",
    # leaving it, said to the game (the imperative): "Nech to plavat", "Nechte to být"
    *(f"{verb} {rest}".strip() for verb in ("nechte", "nechme", "nechám", "nech", "nechat")
      for rest in ("být", "to být", "to", "to tak", "plavat", "to plavat", "tak", "ho být",
                   "ho plavat", "ji být", "ji plavat", "je být", "je plavat")),
    "nemám záujem", "nemám o to záujem", "záujem nemám", "nemám o neho záujem",
    # English says when it is no ("Not this time.", "No freight for me": the field taken out)
    "not this time", "not this one", "not now", "not today", "not for me", "no for me",
    "none for me", "maybe next time", "next time"))
# Words of time and mood a no is said with: "Na to teď nemám", "Teď fakt nemám peníze"
_NO_FILLER = frozenset("ted uz zrovna momentalne tentokrat fakt opravdu asi proste holt bohuzel "
                       "tak jen right now really just".split())
# Their distinctive words: a line with one of them is tried as a move
_DECLINING_WORDS = frozenset(_tokens("nemám nechám nechávám nechat šetřím drahé afford expensive "
                                     "ujít vynechám odpustím pass skip nech nechte nechme "
                                     "necháme necháváme šetříme nemáme vynecháme "
                                     "ležet plavat zájem nezájem záujem interested leave let"))


def _field_aliases() -> tuple[dict[str, frozenset[int]], dict[str, str]]:
    """Folded field names (Czech, English, the bare property name) -> the fields so named, and
    -> the name as written."""
    aliases: dict[str, set[int]] = {}
    shown: dict[str, str] = {}
    for f in FIELDS:
        for name in {f.cs, f.en, f.proper} - {""}:
            aliases.setdefault(_alias_text(name), set()).add(f.index)
            shown.setdefault(_alias_text(name), name)
    return {name: frozenset(fields) for name, fields in aliases.items()}, shown


_FIELD_ALIASES, _FIELD_SHOWN = _field_aliases()
# a Kurz střelby as players call it ("Kupuju tu střelnici": review 21n), in its cases
_RANGE_WORDS = ("strelnice", "strelnici", "strelnic", "strelnicemi", "strelnicim", "strelnicich")
_FIELD_ALIASES.update(dict.fromkeys(_RANGE_WORDS, frozenset(TRAINERS)))
_FIELD_ALIASES_IN = {
    lang: frozenset(_alias_text(name) for f in FIELDS for name in {f.name(lang), f.proper} - {""})
    for lang in ("cs", "en")}
"""The field names of each language: a suggestion speaks the player's language only."""
# The words of the fields' names that Czech declines irregularly (the rest follow the
# paradigms of rules.czech): "ze Zlatého dolu", "na Třech esech", "za Devíti centy".
_IRREGULAR = {"dul": ("dolu", "dolem", "dole"), "tri": ("trem", "trech", "tremi"),
              "devet": ("deviti",), "esa": ("es", "esum", "esech", "esy"),
              "centu": ("centy", "centech", "centum")}
_LEMMAS = lemmas((name for f in FIELDS for name in (f.cs, f.proper) if name), _IRREGULAR)
"""Folded Czech case form -> the word of a field's name it declines ("podkovu" -> "podkova")."""

_JAIL_CARD_NAMES = frozenset(_alias_text(name) for name in (
    "card", "karta", "kartu", "karty", "Get out of Jail card", "Get out of Jail free card",
    "Get out of Jail", "jail card", "leave-jail card", "leave jail card", "cancel-VĚZENÍ card",
    "karta zrušení VĚZENÍ", "kartu zrušení VĚZENÍ", "karta z vězení", "kartu z vězení"))
"""The kept card as a trade item, by the names either language prints or people use."""
_GET_OUT = ["get", "out", "of", "jail"]
_DECK_ALIASES = {"fortune": "stestena", "money": "prachy"}
"""English deck words in a card id ("money-07" is "prachy-07")."""


def _amount(token: str) -> int | None:
    """An amount of money: "$500" or a bare "500"."""
    if token.startswith("$"):
        token = token[1:]
    return _number(token) if _number(token) is not None else None


def _count(token: str) -> int | None:
    """A small count in digits or words ("2", "dvě", "two")."""
    return _number(token) if _number(token) is not None else _COUNTS.get(token)


def _fields_named(query: str) -> set[int]:
    """The fields whose name is `query` or has a word starting with it."""
    found = _FIELD_ALIASES.get(query)
    if found:
        return set(found)
    # "Modrou podkovu", "na Modré podkově": the name in the case the sentence needs
    query = " ".join(_LEMMAS.get(word, word) for word in query.split())
    found = _FIELD_ALIASES.get(query)
    if found:
        return set(found)
    return {f for alias, fs in _FIELD_ALIASES.items()
            if (" " + alias).find(" " + query) >= 0 for f in fs}


_NAME_VOCABULARY = frozenset(w for alias in _FIELD_ALIASES for w in alias.split() if len(w) >= 4)


# The kind of a field written for it ("Chatrč beru, Saloon ne", "the Saloon one"): the fields
# of that kind, in any case ("odmítám obchod s Chatrčí" through _LEMMAS).
_KINDS = {_alias_text(name): frozenset(CHAINS[chain])
          for chain, names in CHAIN_TYPES.items() for name in names}
_KINDS.update(dict.fromkeys(_RANGE_WORDS, frozenset(TRAINERS)))
# the English "range" of a Shooting range, said with its article or owner ("I'd pay $4,500 for
# the range": issue 42), never the word alone ("a price range", "in range")
_KINDS.update(dict.fromkeys(("the range", "your range", "that range", "this range", "my range",
                             "a range"), frozenset(TRAINERS)))
MENTION_WORDS = 4  # the longest field name, in words
# The nouns of a proper name no other field shares and no sentence says otherwise ("Podkova je
# tvoje", "Ostruhu neprodám"): alone, they name their field (not "cesta", "míle", "důl")
_HEAD_NOUNS = {_alias_text(noun): frozenset(f.index for f in FIELDS if _alias_text(noun) in
                                            _alias_text(f.proper).split())
               for noun in ("podkova", "ostruha", "pálenka", "sedlo", "přezka", "růže", "dílna",
                            "kulka", "pokladna")}


def _name_parts() -> dict[str, frozenset[int]]:
    """Each word of a field's name (its lemma, four letters or more, no number) that no other
    name holds -> the fields of that name ("modra" -> Modrá podkova, "kurz" -> the four Kurzy
    střelby, "kaktusova" -> Kaktusová pálenka)."""
    names: dict[str, set[str]] = {}
    fields: dict[str, set[int]] = {}
    for f in FIELDS:
        for name in {f.proper, f.cs, f.en} - {""}:
            for w in _tokens(name):
                if len(w) >= 4 and not w.isdigit() and w not in _NUMBER_NAMES:
                    names.setdefault(w, set()).add(_alias_text(f.proper or f.cs))
                    fields.setdefault(w, set()).add(f.index)
    return {w: frozenset(fields[w]) for w, named in names.items() if len(named) == 1}


_NUMBER_NAMES = frozenset({"devet", "tri"})  # "Devět centů", "Tři esa": numbers alone
# A word of a field's name written with a capital, as a name is, names its field alone ("Modrá
# je tvoje", "Kurz je tvůj, Petře"); in small letters it is the word it is ("kurz dolaru")
_NAME_PARTS = _name_parts()


# The bank as the other side of a sale or a purchase ("prodám bance", "koupím od banky",
# "sell it to the bank"): never the field Banka, which a sale names in the accusative ("Banku")
_BANK_SIDE = ((("bance",), ("bankovi",), ("bankeri",), ("bankerovi",), ("do", "banky"),
               ("od", "banky"), ("z", "banky"), ("to", "the", "bank"), ("to", "bank"),
               ("from", "the", "bank"), ("from", "bank")))
_ON_THE_FIELD = frozenset({"na", "v", "o", "po"})  # "na Bance": the field, in the locative


# "back" said before the bank ("prodám Náklad zpátky bance", "sell it back to the bank"):
# part of the bank's side, no word of a field's name
_BACK = frozenset({"zpatky", "zpet", "nazpet", "back"})


def _bank_side(words: list[str], at: int) -> tuple[str, ...]:
    """The words at `at` naming the bank as the other side of a deal, or none."""
    if at and words[at - 1] in _ON_THE_FIELD:
        return ()
    if at + 1 < len(words) and words[at] in _BACK and (side := _bank_side(words, at + 1)):
        return (words[at], *side)
    return next((side for side in _BANK_SIDE if tuple(words[at:at + len(side)]) == side), ())


def fields_mentioned(text: str) -> tuple[list[frozenset[int]], frozenset[str]]:
    """The fields each name in `text` names, in any Czech case (a whole name, its proper part
    "Modrou podkovu", its kind "Chatrč", a word only its name holds written with a capital
    "Modrá", "Kurz"), and the folded words of those names; a word of a name alone in small
    letters ("tři", "míle") names none."""
    words = [w for w in _tokens(text) if w != ","]
    capitals = {w for part in text.split() if part[:1].isupper() for w in _tokens(part)}
    found: list[frozenset[int]] = []
    used: set[str] = set()
    at = 0
    while at < len(words):
        if side := _bank_side(words, at):  # "prodám to bance", "sell it to the bank"
            at += len(side)
            continue
        for count in range(min(MENTION_WORDS, len(words) - at), 0, -1):
            said = words[at:at + count]
            query = " ".join(_LEMMAS.get(w, w) for w in said)
            fields = _FIELD_ALIASES.get(" ".join(said)) or _FIELD_ALIASES.get(query) \
                or _KINDS.get(" ".join(said)) or _KINDS.get(query) or _HEAD_NOUNS.get(query)
            if not fields and count == 1 and said[0] in capitals:
                fields = _NAME_PARTS.get(query) or _NAME_PARTS.get(said[0])
            if fields:
                found.append(frozenset(fields))
                used.update(said)
                at += count
                break
        else:
            at += 1
    return found, frozenset(used)


def _mended_fields(words: list[str]) -> set[int]:
    """The fields a name with one word one letter off names ("Kurz strelbi", "Kaktusova
    palenak"), or two letters off a word of seven letters or more when none is one off
    ("Kaktsuvoa palenka"), when all the words it may be read as name the same fields; else
    none."""
    unknown = [i for i, w in enumerate(words) if len(w) >= 4 and w not in _NAME_VOCABULARY
               and _LEMMAS.get(w, w) not in _NAME_VOCABULARY]
    if len(unknown) != 1:
        return set()
    at = unknown[0]
    found = [_fields_named(" ".join([*words[:at], form, *words[at + 1:]]))
             for form in _NAME_VOCABULARY if one_letter_off(words[at], form)]
    found = [fields for fields in found if fields]
    if not found:  # "Kaktsuvoa": two letters off a long word of a name, when none is one off
        found = [fields for form in _NAME_VOCABULARY if near_name(words[at], form)
                 if (fields := _fields_named(" ".join([*words[:at], form, *words[at + 1:]])))]
    return found[0] if found and all(fields == found[0] for fields in found) else set()


def _names_field(words: list[str]) -> bool:
    """True if `words` are a field's whole name ("saloon zlaty dul", "zlaty dul")."""
    return " ".join(_LEMMAS.get(word, word) for word in words) in _FIELD_ALIASES


_FIELD_NOUNS = frozenset("pole poli policko policku field square space".split())
_HELD_SHOWN = 3  # the most fields of a player's a name unknown is answered with


def find_field(words: list[str], prefer: Collection[int] = (), lang: str = "en", *,
               held: bool = False) -> int:
    """The field named by `words`: a number, a name, a unique prefix of a name's word, or a
    name with the number ("kurz strelby 15").

    A name several fields share ("Kurz střelby") is settled by `prefer` (say the fields the
    player owns) when exactly one of them is preferred. With `held`, `prefer` are the fields
    of the one who would give it: a shared name that stays open lists only theirs, or says
    they have none (never all four Kurz střelby to choose from)."""
    # "pole 1 Chatrč U Hnědáka", "na poli 1 …", "field 8": the board's own words before a
    # number, as a player copies them from the line "na poli 1 Chatrč U Hnědáka"
    if len(words) > 2 and words[0] in ("na", "on") and words[1] in _FIELD_NOUNS:
        words = words[1:]
    if len(words) > 1 and words[0] in _FIELD_NOUNS and _number(words[1]) is not None:
        words = words[1:]
    if not words:
        raise InvalidCommand(say(lang, "which_field"))
    if len(words) == 1 and (index := _number(words[0])) is not None:
        if not 0 <= index < len(FIELDS):
            raise InvalidCommand(say(lang, "no_field_number", number=index))
        return index
    number = None
    if _number(words[-1]) is not None:
        number, words = _number(words[-1]), words[:-1]
    elif _number(words[0]) is not None:
        number, words = _number(words[0]), words[1:]
    query = " ".join(words)
    found = _fields_named(query) or _mended_fields(words)
    if number is not None:
        if number in found:
            return number
        if not 0 <= number < len(FIELDS):
            raise InvalidCommand(say(lang, "no_field_number", number=number))
        raise InvalidCommand(say(lang, "field_number_name", number=number, query=query))
    if len(found) > 1 and len(found & set(prefer)) == 1:
        found = found & set(prefer)
    if len(found) == 1:
        return next(iter(found))
    # the name as the board writes it ("Kurz střelby"), not as read ("kurz strelby")
    shown = FIELDS[min(found)].name(lang) if len({FIELDS[f].cs for f in found}) == 1 else query
    if found and held and not found & set(prefer):
        raise InvalidCommand(say(lang, "field_not_held", query=shown))
    if found:
        names = [f"{f} {FIELDS[f].name(lang)}"
                 for f in sorted(found & set(prefer) if held else found)]
        raise AmbiguousCommand(say(lang, "ambiguous_field", query=shown, names=", ".join(names)),
                               names)
    hint = [_FIELD_SHOWN[h] for h in suggestions(query, _FIELD_ALIASES_IN.get(lang, _FIELD_ALIASES))]
    if not hint and held and 0 < len(prefer) <= _HELD_SHOWN:
        # "the Blue Horseshoe", a translation no mail printed: the names the mails print of
        # the fields of the one who would give it (issue 42)
        hint = [FIELDS[f].name(lang) for f in sorted(prefer)]
    extra = say(lang, "did_you_mean", names=alternatives(hint, lang)) if hint else ""
    raise InvalidCommand(say(lang, "no_field_named", query=query) + extra)


def parse_chance(s: State, text: str) -> Move:
    """A chance outcome from its text: "throw 4" or "draw prachy-07"."""
    words = _tokens(text)
    if words and (words[0] in _THROW_WORDS or words[0] in _DRAW_WORDS):
        words = words[1:]
    if len(words) == 1 and (value := _number(words[0])) is not None and 1 <= value <= 6:
        return THROWS[value - 1]
    if len(words) == 1:
        deck, _, number = words[0].partition("-")
        card = f"{_DECK_ALIASES.get(deck, deck)}-{number}"
        if card in CARDS:
            return Draw(card)
    raise InvalidCommand(say(s.options.lang, "chance_unreadable", text=text))


_ANSWERS: dict[str, type[Accept | Decline | Withdraw]] = {
    "accept": Accept, "decline": Decline, "withdraw": Withdraw}


def _canonical(text: str) -> Move | None:
    """The move whose canonical text `text` is, for the common moves; None for anything else."""
    move = _PLAIN.get(text)
    if move is not None:
        return move
    m = _NUMBERED.fullmatch(text)
    if m is None:
        return None
    verb, a, b = m.group(1), int(m.group(2)), m.group(3)
    if verb == "sell stars":
        return SellStars(a, int(b)) if b is not None and a < len(FIELDS) else None
    if b is not None:
        return None
    if verb == "stars":
        return Stars(a)
    if verb in ("accept", "decline", "withdraw"):
        return _ANSWERS[verb](a)
    if a >= len(FIELDS):
        return None  # the slow path explains there is no such field
    return Sell(a) if verb == "sell" else SellGolden(a)


def _plain_words(text: str) -> list[str]:
    """The tokens of `text` without courtesy words and with known phrases joined."""
    words = _tokens(text)
    while words and (words[-1] in _COURTESY or words[-2:] == ["thank", "you"]):
        del words[-2 if words[-1] == "you" else -1:]
    while words and words[0] in _COURTESY:
        words.pop(0)
    for phrase, verb in _PHRASES.items():
        if tuple(words[:len(phrase)]) == phrase:
            return [verb, *words[len(phrase):]]
    return words


# A gift's "nothing in return" as players say it, after the money given ("Tome, dám ti dalších
# 4500 dolarů, nic za to nechci", "Kate, I'll give you another $4,500, nothing in return"): the
# offer's "za nic" / "for nothing", never a no to the purchase waiting ("nechci")
_GIFT_SAID = {tuple(_phrase.split()): _as for _as, phrases in (
    (["za", "nic"], ("nic za to nechci", "za to nic nechci", "nechci za to nic", "nic nechci",
                     "nic za to", "zadarmo", "zdarma", "jako dar", "darem", "jako darek",
                     "darkem")),
    (["for", "nothing"], ("nothing in return", "no strings attached", "for free", "as a gift",
                          "free of charge", "i want nothing for it", "i want nothing back",
                          "as a present")),
) for _phrase in phrases}
# the verbs of offering a gift beside those of giving ("nabízím ti 2000 $ jako dárek", "here's
# $1000 as a present")
_OFFERING = frozenset("nabizim nabidnu offer offering here".split())
# the words that open what a gift is for, after it ("k narozeninám", "for joining")
_WHAT_FOR = frozenset("k ke na pro for to".split())
_MORE_MONEY = frozenset("dalsich dalsi jeste another extra more".split())  # "dalších 4500"


def _gift_said(words: list[str]) -> list[str]:
    """`words` of a gift of money with its "nothing in return" said as the offer's "za nic" /
    "for nothing", and a "dalších" / "another" before the sum left out; as they are when no
    verb of giving opens the offer or no such words follow the money."""
    if not (_GIVE | _OFFERING).intersection(words) or not any(w.startswith("$") for w in words):
        return words
    words = [w for at, w in enumerate(words) if not (
        w in _MORE_MONEY and words[at + 1:at + 2] and words[at + 1].startswith("$"))]
    for at in range(len(words)):
        for phrase, said in _GIFT_SAID.items():
            if tuple(words[at:at + len(phrase)]) != phrase:
                continue
            end = at + len(phrase)
            money = next((m for m in range(end, len(words)) if words[m].startswith("$")), None)
            if not any(w.startswith("$") for w in words[:at]) and money is not None:
                # "posílám ti darem 500 $": the gift said before the money, as after it
                return [*words[:at], *words[end:money + 1], *said, *words[money + 1:]]
            if any(w.startswith("$") for w in words[:at]):
                rest = words[end:]
                if rest[:1] and rest[0] in _WHAT_FOR:  # "jako dárek k narozeninám": its why
                    rest = rest[rest.index(","):] if "," in rest else []
                kept = [*words[:at], *said, *rest]
                while len(kept) > at and kept[at - 1] == ",":  # "4500 $, nic za to nechci"
                    del kept[at - 1]
                    at -= 1
                return kept
    return words


# an offer asked to be sent, the partner named around the verb ("Anně pošli nabídku: …", "Pošli
# Bobovi nabídku: …", "send Ann an offer: …"): the offer's head "nabídka Anně: …"
_SEND = frozenset("posli poslete posilam send".split())
_SENT_NOUNS = frozenset({"nabidku", "nabidka", "offer", "trade"})
_ARTICLES = frozenset({"an", "a", "the", "this"})


def _sent_offer(words: list[str]) -> list[str]:
    """`words` of an offer asked to be sent ("posli anne nabidku davam …") as the offer's head
    ("nabidka anne davam …"); as they are for any other words."""
    send = next((at for at, w in enumerate(words[:3]) if w in _SEND), None)
    if send is None:
        return words
    noun = next((at for at in range(send + 1, min(send + 5, len(words)))
                 if words[at] in _SENT_NOUNS), None)
    if noun is None or "," in words[:noun]:
        return words
    partner = [w for w in (*words[:send], *words[send + 1:noun]) if w not in _ARTICLES]
    rest = words[noun + 1:]
    if not partner and rest[:1] in (["to"], ["pro"]):  # "send an offer to Ann: …"
        rest = rest[1:]
    return ["nabidka", *partner, *rest]

def _acts_beside(s: State, seat: int, text: str) -> bool:
    """Whether a sentence of `text` that takes no offer back is a move of its own (one the
    game reads, playable now or not): the text holds more acts than its taking back."""
    said = sentences(text)
    for sentence in said if len(said) > 1 else ():
        if says_withdrawal(_plain_words(sentence)):
            continue
        try:
            parse_player_move(s, seat, sentence)
        except InvalidCommand:
            continue
        except RulesError:
            return True
        return True
    return False


def _names_a_thing(words: list[str]) -> bool:
    """Whether the words name what a trade may hold: a field or an amount of money."""
    said = " ".join(words)
    return len(said) >= 4 and bool(_fields_named(said)) or bool(words) and all(
        says_amount(w) for w in words)


def parse_player_move(s: State, seat: int, text: str) -> Move:
    """A player's move from forgiving text (legality is checked by the caller)."""
    move = _canonical(text)
    if move is not None and not (move == PASS and _answers_the_offer(s, seat)):
        return move  # ("pass" with no purchase of the player's waiting: the offer's no below,
        # as "Pass" and "Pas" are: one word in any case and language)
    lang = s.options.lang
    text, signed = signed_answer(text)  # "👍", "✅ jasně", "👎🏻": yes and no
    words = _gift_said(_sent_offer(_plain_words(text)))
    if not words:
        raise InvalidCommand(say(lang, "empty"))
    # the canonical form ("offer Bob give 3 get $500") is read by its keywords below, whatever
    # the players are called: a player named "For" or "Give" is no word of a sentence
    canonical_offer = words[:1] == ["offer"] and "give" in words[1:] \
        and "get" in words[words.index("give", 1):]
    if not canonical_offer and (gift := _gift_to(s, seat, words)) is not None:
        # "Here's $200 for Bob as a gift.", "Tady je 200 $ pro Boba jako dárek."
        return parse_player_move(s, seat, f"offer {gift[0]} give ${gift[1]} get nothing")
    if not canonical_offer and (in_words := _offer_said(s, seat, text, words) or (
            (implied := _paid_to_the_maker(s, seat, words))
            and _offer_said(s, seat, text, implied))):
        # "Martino, dám ti Chatrč za 1500 $", "Chci od Pavla Chatrč, dám za ni 1500 dolarů"
        to, give, get = in_words
        here = [str(s.landed)] if s.active == seat and 0 <= s.landed < len(FIELDS) and (
            s.buy_pending or s.owner[s.landed] == seat and s.landed_stars < 0) else None
        here = _discussed(s, seat, to) or here  # "Tome, dobře, za 4000 ti ho nechám"
        give, get = _antecedent(words, give, here), _antecedent(words, get, here)
        if pointing := next((part[0] for part in (give, get) if part in _PRONOUN_ONLY), None):
            # "Dám ti za ni 3 200" with no field named: which one?
            asked = IllegalMove(_thing_asked(to, pointing, lang))
            asked.beside_turn = True
            raise asked
        if not give or not get:  # "Lucie, chci od tebe Vlak.": for how much?
            holder = s.players.index(to) if not give and to in s.players else seat
            asked = IllegalMove(_price_asked(to, give or get, lang, _owned(s, holder)))
            asked.beside_turn = True  # an offer's question: good whatever mail it answers
            raise asked
        return _offer(s, seat, [*(_tokens(to) if to else ["ti"]), "give", *give, "get", *get],
                      lang)
    taken_back = withdrawal_in_words(s, seat, words, lambda w: _called(s, seat, w),
                                     lambda w: set().union(*fields_mentioned(" ".join(w))[0]))
    if taken_back is not None and _acts_beside(s, seat, text):
        # "Tu nabídku stahuju. Kurz nekupuju.": two acts, read sentence by sentence
        raise InvalidCommand(say(lang, "cannot_read", text=text))
    if taken_back is not None:  # "A tu druhou nabídku Petrovi stahuju", "scratch my offer to Tom"
        return taken_back
    accepted = _accepted_offer(words)
    if accepted is not None:  # "Beru nabídku 1", "Nabídku 1 beru", "Deal on 1"
        return _answer(s, seat, "accept", accepted, lang)
    declined = _declined_offer(words)
    if declined is not None:  # "Nabídku 1 odmítám": the offer first, as Czech stresses it
        return _answer(s, seat, "decline", declined, lang)
    offered = [o for o in s.offers if o.recipient == seat]
    if _answers_the_offer(s, seat):
        # the one rule of an answer by a price or the thing kept ("Kurz si nechávám", "za
        # 6 000 ho beru"), as by mail; a counter-offer is read below as the offer it makes
        replied = offer_reply(s, seat, text, offered[0])
        if replied is not None and len(replied) == 1:
            return replied[0]
        if said := _to_the_offer(words):
            return _ANSWERS[said](offered[0].id)  # "Deal 👍", "Ani náhodou", "Ne, díky, …"
    if s.buy_pending and seat == s.active and (
            _declines(words) or _declines(_less_waiting_field(s, words))):
        return PASS  # "nn, šetřím", "Na to nemám, nechám to být", "Chatrč si nechám ujít"
    if not s.buy_pending and seat == s.active and _refuses_stars(s, seat, words):
        return DONE  # "Tentokrát ne.", "Hvězdy zatím nekupuju.", "No stars, thanks."
    if s.buy_pending and seat == s.active and (decided := _about_waiting(s, seat, words, lang)):
        return decided  # "Tohle pole chci!", "Chatrč? Na tu teď nemám, šetřím na Saloon."
    first, rest = words[0], words[1:]
    while first in _FILLER and [w for w in rest if w != ","]:  # "Hmm, tak jo."
        words = [w for w in rest if w != ","]
        first, rest = words[0], words[1:]
    if first in _YES and rest and all(w in _AFTER_YES or w == "," for w in rest) \
            and any(w in _POINTING for w in rest):
        rest = []  # "Jo, ale jen tohle.": the yes alone ("Jo, ale…" alone is no yes)
    if first in _TAKE and s.buy_pending and seat == s.active:
        _pointed_elsewhere(s, seat, _less_also(rest), lang)  # "Beru i ten salon." on the Bar
        if _takes_field(rest, lang):
            return _buy(s, seat, rest, lang)
    if first in _NO and s.buy_pending and seat == s.active and (
            named := [w for w in rest if w not in _FOR_ME and w not in _COURTESY and w != ","]) \
            and _takes_field(named, lang):
        return PASS  # "No shack for me, thanks.", "No train for me": the field waiting let pass
    if first in _YES | _NO and rest[:1] == ["ze"] and rest[1:2] and rest[1] in _YES | _NO:
        first, rest = rest[1], rest[2:]  # "Jasně že jo", "Jasně že ne": the answer is the last
    if (first in _YES or first in _NO) and all(
            w in _AFTER_ANSWER or w in _AFTER_SIMPLE or w in _COURTESY for w in rest):
        rest = []  # "Sure thing", "Jasně, díky": the answer alone
    while (first in _YES or first in _NO) and [w for w in rest if w != ","] and not (
            first in _ALIAS and [w for w in rest if w != ","][0].isdigit()):  # "Ano, beru 1"
        # "jo, jdu do toho": the yes carries no command of its own; the rest must say one
        # (every one of them: "Ne ne ne, odmítám 1" declines the offer, buys nothing)
        words = [w for w in rest if w != ","]
        first, rest = words[0], words[1:]
    if first in _YES or first in _NO:
        if s.buy_pending and seat == s.active:
            return BUY if first in _YES else PASS
        mine = [o.id for o in s.offers if o.recipient == seat]
        if signed and len(mine) == 1:  # a thumb up to the one offer open to the reader
            return _ANSWERS["accept" if first in _YES else "decline"](mine[0])
        if first not in _ALIAS:
            raise InvalidCommand(say(lang, "yes_no", word=first))
    if first in _GOLDEN_WORDS and (turned := _field_named_first(words)):
        # "Zlatý důl si kupuju": the field's name first, no golden star
        return parse_player_move(s, seat, " ".join(turned))
    count = _count(first)
    if count is not None and rest and rest[0] in _STAR_WORDS:
        return _checked(s, seat, Stars(count), rest[1:], lang)  # "2 stars", "dvě hvězdičky"
    verb = _verb(first, lang)
    if verb is None and first in _GIVE and rest and (
            rest[0] in _YOU or _named_player(s, seat, rest) is not None):
        given = _offer(s, seat, rest, lang)  # "Dám ti 650 $", "Dávám Bobovi Vlak za 900 $"
        if isinstance(given, MakeOffer) and _unbidden_money(s, seat, given, rest):
            # a counter it may be: the mail asks which, quoting it (offer_replies)
            raise InvalidCommand(say(lang, "cannot_read", text=text))
        return given
    if verb is None:
        # never "did you mean" leaving or ending ("nakonec" is no try at "konec")
        playable = _playable_verbs(s, seat)
        hint = [_SHOWN[h] for h in suggestions(first, {
            alias for alias in _ALIAS_IN.get(lang, frozenset(_ALIAS)) - _ENDING
            if _ALIAS.get(alias) in playable})]
        extra = say(lang, "did_you_mean", names=alternatives(hint, lang)) if hint else ""
        raise InvalidCommand(say(lang, "unknown_command", word=first) + extra)
    simple: dict[str, Move] = {"roll": ROLL, "pass": PASS, "done": DONE, "resign": RESIGN}
    if verb in simple:
        if any(w not in _AFTER_SIMPLE and w not in _NAME_WORDS and not w.isdigit()
               for w in rest):  # "Konečně jsem na tahu!" is talk, not the end of a turn
            raise InvalidCommand(say(lang, "cannot_read", text=text))
        named = [w for w in rest if w not in _AFTER_SIMPLE or w in _NAME_WORDS]
        if verb == "pass" and named and _fields_named(" ".join(named)):
            _check_field(s, seat, named, lang)  # "nekupuji Kurz střelby": the one waiting?
        return simple[verb]
    if verb == "use" and (not rest or any(w in _CARD_WORDS for w in rest)):
        return USE_CARD
    if verb == "golden":
        return _checked(s, seat, BUY_GOLDEN, rest, lang)
    if verb in ("buy", "sell"):
        rest = _without_the_bank(rest)
    if verb == "buy":
        return _buy(s, seat, rest, lang)
    if verb == "stars":
        return _stars(s, seat, rest, lang)
    if verb == "sell":
        return _sale_at_own_price(s, seat, rest, lang) or _sell(rest, _owned(s, seat), lang)
    if verb in ("accept", "decline", "withdraw"):
        return _answer(s, seat, verb, rest, lang)
    if verb == "stake":
        return _stake(rest, stake_targets(s, seat), lang)
    if verb == "offer":
        return _offer(s, seat, rest, lang)
    raise InvalidCommand(say(lang, "cannot_read", text=text))


_PAYING = frozenset("pay give offer".split())


def _answers_the_offer(s: State, seat: int) -> bool:
    """Whether a yes or a no of the player's answers the one offer open to them: no purchase
    of theirs waits for it ("pass", "Pass", "Pas" and "pasuju" decline it then)."""
    return sum(o.recipient == seat for o in s.offers) == 1 \
        and not (s.buy_pending and seat == s.active)


def _paid_to_the_maker(s: State, seat: int, words: list[str]) -> list[str] | None:
    """`words` of a price for a field the one offer open to the writer does not hold, said
    to nobody ("I'd pay $4,500 for the range." to Ann's Shack), with the offer's maker as the
    "you" paid: an offer to them for that field, never a counter to theirs (issue 42); None
    for any other words."""
    mine = [o for o in s.offers if o.recipient == seat]
    verb = next((at for at, w in enumerate(words) if w in _PAYING), None)
    if len(mine) != 1 or verb is None or any(w in _YOU for w in words) \
            or _named_player(s, seat, words[verb + 1:]) is not None:
        return None
    traded = {*mine[0].give.fields, *mine[0].get.fields}
    mentioned = fields_mentioned(" ".join(words))[0]
    if not mentioned or any(found & traded for found in mentioned):
        return None
    return [*words[:verb + 1], "you", *words[verb + 1:]]


# the words a gift of money says around the sum and the one it is for, beside its gift words
# ("Here's $200 for Bob as a gift.", "Tady je 200 $ pro Boba jako dárek.")
_AROUND_GIFT = frozenset("here s is this a as gift present for to i m ll give giving send "
                         "sending from me please small little tady je mas mate posilam davam "
                         "dam poslu pro jako darek dar darem darkem maly malej ode mne prosim "
                         "za nic nothing ti you "
                         # "posílám ti taky 100 dolarů jako dar" (review 54: read as nothing)
                         "taky take tez too also am".split())
_GIFT_WORDS = (["gift"], ["present"], ["darek"], ["dar"], ["darem"], ["darkem"],
               ["for", "nothing"], ["za", "nic"])
_DOLLARS = frozenset("dolaru dolary dolar dollars dollar bucks usd kc".split())


def _gift_to(s: State, seat: int, words: list[str]) -> tuple[str, int] | None:
    """(the player, the sum) of a gift of money said in words that call it a gift and name the
    one player it is for and the sum only ("Here's $200 for Bob as a gift.", "Bobovi dávám
    200 jako dar."); None for any other words."""
    said = [w for w in words if w not in (",", ".", "!", ":")]
    if not any(said[at:at + len(g)] == g for g in _GIFT_WORDS for at in range(len(said))):
        return None
    players: set[str] = set()
    sums: list[int] = []
    at = 0
    while at < len(said):
        word = said[at]
        if (called := _called(s, seat, said[at:])) is not None:
            players.add(called[0])
            at += called[1]
            continue
        if word[:1] == "$" and word[1:].isdigit() or word.isdigit() and int(word) >= len(FIELDS):
            sums.append(int(word.lstrip("$")))
        elif word not in _AROUND_GIFT and word not in _DOLLARS:
            return None
        at += 1
    return (players.pop(), sums[0]) if len(players) == 1 and len(sums) == 1 else None


def _unbidden_money(s: State, seat: int, move: MakeOffer, rest: list[str]) -> bool:
    """Whether `move` gives money for nothing, with no word calling it a gift, to the maker
    of an offer for a field waiting on the writer ("Dám ti 800." to Ann's $2500 for the
    writer's Modrá podkova): the words answer her offer without saying how (a counter? "Dej
    mi 800"?), asked back, never money given away (issue 42). Money back to an offer of money
    alone ("Dám ti 650 $" to $500 offered) stays the gift it says."""
    if move.get != Bundle() or move.give.fields or move.give.card or not move.give.money:
        return False
    if any(rest[at:at + 2] in (["za", "nic"], ["for", "nothing"]) for at in range(len(rest))):
        return False  # "Dám ti 800 jako dárek": a gift said so
    partner = s.players.index(move.to) if move.to in s.players else -1
    return any(o.proposer == partner and o.recipient == seat
               and (o.give.fields or o.get.fields) for o in s.offers)


# an offer's thing said by a pronoun alone ("prodám ti ji", "dám ti za něj …")
_PRONOUN_ONLY = [[w] for w in "ji ho ni nej nho it".split()]


def _antecedent(words: list[str], part: list[str], here: list[str] | None = None) -> list[str]:
    """An offer's part said by a pronoun as the one field the rest of the text names
    ("Vím, že ti chybí Pálenka. Prodám ti ji za 4500" -> the Pálenka's number); with none
    named, the field of `here` (the one of this turn, waiting or just bought: "Kupuju. A
    Petrovi ho nabízím za 4000"); else as said."""
    if part not in _PRONOUN_ONLY:
        return part
    mentions, used = fields_mentioned(" ".join(words))
    named = [f for f in set().union(*mentions) if 0 <= f < len(FIELDS)]
    if len(mentions) == 1 and len(named) > 1:
        # one kind named ("Bar od Bohouše by se mi hodil. Dám mu za něj …"): its words, which
        # name the one field of that kind the partner owns, as "tvůj bar" does
        return list(dict.fromkeys(w for w in words if w in used))
    return [str(named[0])] if len(named) == 1 else here if not named and here else part


def _discussed(s: State, seat: int, to: str) -> list[str] | None:
    """The one field of the open offers between the writer and the partner `to`: the field a
    pronoun of an offer to them points to when the text names none; None when not one."""
    if to not in s.players:
        return None
    partner = s.players.index(to)
    fields = {f for o in s.offers if {o.proposer, o.recipient} == {seat, partner}
              for f in (*o.give.fields, *o.get.fields)}
    return [str(fields.pop())] if len(fields) == 1 else None


def _thing_asked(to: str, pointing: str, lang: str) -> str:
    """The question back for an offer whose thing is a pronoun the text names nothing for."""
    called = _calling(to, lang) + ", " if to else ""
    return say(lang, "offer_which", to=called, word=pointing)


def _offer_said(s: State, seat: int, text: str,
                words: list[str]) -> tuple[str, list[str], list[str]] | None:
    """The offer in own words the text says, whole or, when its thing is pointed to by a
    pronoun, in its last sentence with the partner called at the text's start ("Lucko, vím,
    že ti chybí Pálenka. Prodám ti ji za 4 500.")."""
    def named(w: list[str]) -> tuple[str, int] | None:
        return _called(s, seat, w)

    def owns(w: list[str]) -> bool:  # "Petře, Chatrč za 2000": the writer's own to give
        return bool(fields := _fields_named(" ".join(w))) and fields <= _owned(s, seat)
    words = _swap_as_giving(_verb_first([w for w in words if w not in _AGAIN]))
    parts = sentences(text)
    apart = _opens_with_act(s, seat, parts)  # "Kupuju X. Petře, …": two acts
    if not apart and (whole := offer_in_words(words, named, _names_a_thing, owns)):
        return whole
    if len(parts) < 2 or apart:
        return None
    last = _plain_words(parts[-1])
    before = _plain_words(parts[-2])
    if "," in before[:4] and named(before[:before.index(",")]):
        # "Petře, … odmítám. Jani, nechceš ode mě Banku? Dala bych ti ji za 7000.": the
        # offer's partner and its thing are those of the sentence before, never the text's
        called = before[:before.index(",") + 1]
        mentioned = fields_mentioned(" ".join(before))[0]
        if len(mentioned) == 1 and len(mentioned[0]) == 1:
            field = str(next(iter(mentioned[0])))
            offer = offer_in_words([*called, *last], named, _names_a_thing, owns)
            if offer and (offer[1] in _PRONOUN_ONLY or offer[2] in _PRONOUN_ONLY):
                to, give, get = offer
                return (to, [field] if give in _PRONOUN_ONLY else give,
                        [field] if get in _PRONOUN_ONLY else get)
        return None
    called = words[:words.index(",") + 1] if "," in words[:4] else []
    if not called or not named(called[:-1]):
        called = []
    if not called and (called := _named_before(s, seat, parts[:-1], last)):
        last = ["ti" if w in _HER_HIM else w for w in last]
    offer = offer_in_words([*called, *last], named, _names_a_thing, owns)
    # only for a thing pointed to before: "Kupuju. Petře, dám ti …" is two acts, read apart
    return offer if offer and (offer[1] in _PRONOUN_ONLY or offer[2] in _PRONOUN_ONLY) else None


def _verb_first(words: list[str]) -> list[str]:
    """`words` with a conditional offer said verb last ("šest táců bych za něj dal", "bych za
    tvůj saloon dal 6000") said verb first ("dal bych ti za něj 6000"); else as they are. Of
    two conditionals ("tvůj bar bych bral, čtyři tisíce bych za něj dal") the one of "dal"."""
    end = next((i for i, w in enumerate(words) if w in ("dal", "dala") and i > 1), None)
    at = max((i for i, w in enumerate(words[:end]) if w == "bych"), default=None) \
        if end is not None else None
    if at is None or end is None or at + 1 >= end or "za" not in words[at + 1:end]:
        return words
    start = max((i + 1 for i, w in enumerate(words[:at]) if w == ","), default=0)
    price = [w for w in [*words[start:at], *words[end + 1:]] if w.startswith("$")]
    if len(price) != 1 or any(w not in ("ti", "vam", "jim") for w in words[start:at]
                              if not w.startswith("$")):
        return words
    za = words.index("za", at)
    thing = [w for w in words[za + 1:end] if w not in ("ti", "vam")]
    rest = [w for w in words[end + 1:] if not w.startswith("$")]
    # a wish said before it ("tvůj bar bych bral, …") is the wish the offer is read with
    # ("tvůj bar by se mi hodil, …"), not a second verb
    lead = [*words[:start]]
    if len(lead) > 2 and lead[-1] == "," and lead[-3] == "bych" and lead[-2] in _WISHED:
        lead[-3:-1] = ["by", "se", "mi", "hodil"]
    return [*lead, "dal", "bych", "ti", "za", *thing, price[0], *rest]


# What a player says they would take ("bych bral", "bych chtěl"): a wish for the thing named
_WISHED = frozenset("bral brala vzal vzala chtel chtela koupil koupila".split())


# A swap asked or offered ("nevyměníme?", "vyměním ti", "swap?", "trade you"): the writer gives
# the thing of theirs named first for the other's
_SWAP = frozenset("vymenime nevymenime vymenis nevymenis vymenim vymenit vymena vymenu swap "
                  "trade".split())
_MINE = frozenset("moje muj moji mou svoji svou svuj my".split())


def _swap_as_giving(words: list[str]) -> list[str]:
    """`words` of a swap ("nevyměníme? Moje Pálenka za tvoji Dýmku", "swap? My Joe for your
    Train", "vyměním ti Pálenku za Dýmku") said as the giving it is ("dám ti Pálenku za …")."""
    at = next((i for i, w in enumerate(words) if w in _SWAP), None)
    if at is None or not {"za", "for"} & set(words[at + 1:]):
        return words
    rest = [w for w in words[at + 1:] if w not in ("ti", "you", "s", "te", "tebou")]
    if rest[:1] and rest[0] in _MINE:
        rest = rest[1:]
    return [*words[:at], "dam", "ti", *rest]


# An offer made again says so beside it ("nabízím ti znovu", "again"): no part of the offer
_AGAIN = frozenset("znovu zase opet opetovne again".split())


# "jí" / "mu" (to her, to him): the player the sentences before name ("Myslel jsem Chatrč od
# Andy. Dám jí za ni 1500."); "ji" without its accent only beside the thing's own pronoun
_HER_HIM = frozenset("ji mu jemu".split())


def _named_before(s: State, seat: int, before: list[str], last: list[str]) -> list[str]:
    """The name (as a call, "anna , ") of the one other player the sentences `before` name when
    the last sentence `last` gives to them by "jí" / "mu" and says no "ti" / "you"; [] else."""
    if _YOU.intersection(last) or not _HER_HIM.intersection(last):
        return []
    pairs = set(zip(last, last[1:], strict=False))
    if "mu" not in last and "jemu" not in last and not pairs & {("za", "ni"), ("za", "nej")}:
        return []  # "dám ji za 1500": "ji" is the thing
    words = [w for sentence in before for w in _plain_words(sentence)]
    named = {player for at in range(len(words)) if (found := _called(s, seat, words[at:]))
             for player in found[:1]}
    return [*_tokens(named.pop()), ","] if len(named) == 1 else []


def offer_reply(s: State, seat: int, text: str, offer: Offer) -> tuple[Move, ...] | None:
    """What `text` does to `offer` when it names a price or keeps the field, the one rule for
    every shape of such an answer: the offer's own price, or one better for its maker ("za
    6 000 ho beru" to 5 000), takes it at its own price (Accept, the price said kept for the
    read-back); another price declines it and makes the new offer between the same two players
    on the same fields ("Za 3200 ti ji pustím", "Ann, I'll give you $4000 for your Shack");
    the field kept declines it ("Kurz si nechávám"). An offer no longer open to the writer (the
    mail that told it declined) is only countered. None for a text that says none of these."""
    if seat not in (offer.proposer, offer.recipient) or _calls_another(s, seat, text, offer):
        return None
    open_to_writer = offer in s.offers and offer.recipient == seat
    move = _counter(s, seat, text, offer)
    if move is None:
        return (Decline(offer.id),) if open_to_writer and (
            _keeps(s, seat, text, offer) or (_only_offer(s, seat, offer)
                                             or _calls_partner(s, seat, text, offer))
            and _refused_at_its_price(seat, text, offer)) else None
    if not open_to_writer:
        return None if _same_deal(move, offer) else (move,)
    if _same_deal(move, offer):
        return None  # the writer's side of the offer said again as theirs: no answer
    if (move.give.fields, move.give.card, move.get.fields, move.get.card) == (
            offer.get.fields, offer.get.card, offer.give.fields, offer.give.card):
        paid = move.give.money - move.get.money  # what the writer would pay, net
        asked = offer.get.money - offer.give.money  # what the offer asks them to pay
        if paid >= asked and _no_beside(text, {offer.give.money, offer.get.money}):  # "1000 za tu chatrč? Ne, díky.": the
            return (Decline(offer.id),) if _only_offer(s, seat, offer) else None  # price
            # said back and refused in a sentence of its own is a no, never a yes
        if paid >= asked:  # the deal at the writer's price is worse for them: the offer's
            return (Accept(offer.id, said=0 if paid == asked else abs(paid)),)
    return (Decline(offer.id), move)


def counter_asked(s: State, seat: int, text: str, offer: Offer) -> MakeOffer | None:
    """The counter-offer a reply to `offer`, open to the writer, names one amount of when the
    rule (offer_reply) reads no counter in it ("Ne. Spíš tak 2,5k.", "2500 a plácneme si"):
    the writer's side of the offer at that amount, which a question back quotes for them to
    send; None when it names no amount but the offer's own, several, or a counter is read."""
    if offer not in s.offers or offer.recipient != seat \
            or offer_reply(s, seat, text, offer) not in (None, (Decline(offer.id),)):
        return None
    words = _plain_words(text)
    if _calls_another(s, seat, text, offer):
        return None  # "Petře, Kurz ti za tři tisíce prodám" to Lucie's offer: Petr's
    fields = {*offer.give.fields, *offer.get.fields}
    mentions = fields_mentioned(" ".join(words))[0]
    if any(not found & fields for found in mentions) or _offer_said(s, seat, text, words):
        return None  # another field named, or an offer of its own ("Lucko, nabízím ti za Bar …")
    # money said as money ("2,5k", "$2500", "dva litry"), or a number past the board's fields
    said = {int(w.lstrip("$")) for w in words
            if w[:1] == "$" and w[1:].isdigit() or w.isdigit() and int(w) >= len(FIELDS)}
    own = {offer.give.money, offer.get.money}
    said -= own  # "Za 1000? Ne. Dám 800.": the offer's own price said back is no counter
    if len(said) != 1:
        return None
    writer_sells = bool(offer.get.fields)  # the writer is the offer's recipient
    price = str(said.pop())
    return _counter_in(s, seat, " ".join(["dam", "ti", "ho", "za", price] if writer_sells
                                         else ["dam", "ti", "za", "nej", price]), offer)


def _players_called(s: State, seat: int, text: str) -> set[str]:
    """The other players `text` calls or names anywhere ("Petře, …", "dík Peťo", "…, Bob.")."""
    words = [w for w in _plain_words(text) if w != ","]
    return {called[0] for at in range(len(words)) if (called := _called(s, seat, words[at:]))}


def _partner(s: State, seat: int, offer: Offer) -> str:
    """The player on the other side of `offer` from `seat`."""
    return s.players[offer.proposer if seat == offer.recipient else offer.recipient]


def _calls_another(s: State, seat: int, text: str, offer: Offer) -> bool:
    """Whether `text` calls or names a player other than `offer`'s partner ("Petře, …",
    "dík Peťo" to Lucie's offer): then it answers that player's offer, never this one."""
    return bool(_players_called(s, seat, text) - {_partner(s, seat, offer)})


def _calls_partner(s: State, seat: int, text: str, offer: Offer) -> bool:
    """Whether `text` calls `offer`'s partner by name ("Too expensive for me, Bob.", "Petře,
    to je na mě moc drahé"): its no is said to that offer, even beside a purchase waiting."""
    return _partner(s, seat, offer) in _players_called(s, seat, text)


def _same_deal(move: MakeOffer, offer: Offer) -> bool:
    """Whether `move` is `offer`'s own side again (its proposer repeating it)."""
    return (move.give, move.get) == (offer.give, offer.get)


# What stands beside the verb of keeping in "Kurz si nechávám", "I'll keep the Shooting range"
_KEEPING_AROUND = frozenset("si ja i ll will am m my the muj svuj svoji svou radsi rather "
                            "myslim ze think".split())


# The writer's money kept when the offer asks it of them ("Peníze si nechám", "I'll keep my money")
_MONEY_KEPT = frozenset("penize prachy money cash hotovost".split())


def _keeps(s: State, seat: int, text: str, offer: Offer) -> bool:
    """Whether `text` keeps a field `offer` asks of the writer, and says nothing else beside
    the offer's partner called, a no and courtesies ("Petře, Kurz si nechávám, sorry", "kurz si
    nechavam", "I'll keep the Shooting range", "Tu si nechám"): the field by any of its names
    (the short "Kurz" of the four Kurzy střelby too) or by a pronoun."""
    asked = set(offer.get.fields if seat == offer.recipient else offer.give.fields)
    money_asked = (offer.get.money if seat == offer.recipient else offer.give.money) > 0
    if not asked and not money_asked:
        return False
    parts = [p.split() for p in " ".join(_plain_words(text)).split(",")]
    partner = _partner(s, seat, offer)
    kept = False
    for part in parts:
        part = [w for w in part if w not in _COURTESY and w not in _NO_FILLER
                and w not in _FILLER and w not in _NO]
        if part and (called := _called(s, seat, part)) and called[1] == len(part):
            if called[0] != partner:
                return False  # "Petře, kurz neprodám" keeps it from Petr, not from this offer
            continue  # "Petře,": beside the answer
        if not part:
            continue  # "ne,", "sorry": beside the answer
        if kept and _reason_beside(part, asked):
            continue  # "…, to je moje srdcovka :)": why, after the field kept
        if not _KEEP.intersection(part) or says_amount(" ".join(part)) \
                or any(_number(w) is not None for w in part):
            return False  # another act, or a price: not the field kept
        rest = [w for w in part if w not in _KEEP and w not in _KEEPING_AROUND and w not in _IT
                and w not in _POINTING and not (money_asked and w in _MONEY_KEPT)]
        if rest and not asked & _fields_named(" ".join(rest)):
            return False  # another field kept, or more said
        kept = True
    return kept


def _prices(words: list[str]) -> list[str]:
    """The amounts `words` say, each as its digits ("$2500", "2500", "dva a půl tisíce" ->
    "2500"): the money read, not any word of it ("set" of "my set" is no Czech hundred alone)."""
    # (the leading digits only: a price trailing off, "3 400…", is no "3400..")
    return [digits for w in money_tokens(words) if (digits := _leading_digits(w.lstrip("$")))]


def _leading_digits(word: str) -> str:
    """The digits `word` starts with ("3400.." -> "3400"; "" when it starts with none)."""
    return word[:len(word) - len(word.lstrip("0123456789"))]


def _reason_beside(part: list[str], asked: set[int]) -> bool:
    """Whether a clause after the field kept only says why ("to je moje srdcovka", "I need it
    for my set"): no price, no act of giving or taking, no field but the one kept."""
    return not _prices(part) \
        and not (_GIVING_WORDS | _TAKING | _REFUSING | _KEEP).intersection(part) \
        and not _fields_named(" ".join(part)) - asked


def _counter(s: State, seat: int, text: str, offer: Offer) -> MakeOffer | None:
    """The counter-offer `text` makes (see _counter_in), said in the whole text or in the one
    sentence of it that names a price ("Ann, I'll give you $4000 for your Shack. I need it for
    my set!": the reason after it is no part of the offer)."""
    move = _counter_in(s, seat, text, offer)
    if move is not None:
        return move
    parts = sentences(text)
    priced = [part for part in parts if _prices(_plain_words(part))]
    if len(parts) > 1 and len(priced) == 1 \
            and (move := _counter_in(s, seat, priced[0], offer)) is not None:
        return move
    own = {offer.give.money, offer.get.money}
    writer_pays = bool(offer.get.money if seat == offer.recipient else offer.give.money)
    # "Za 1000 ne, dám ti 800", "Not for 1000, but 800": a price refused, then the writer's
    # own in the clauses after it; "Dám ti 800" to the maker of an offer that asks the writer
    # for money: the price of its field, never a gift beside it
    clauses = [c for c in _CLAUSES.split(text) if _plain_words(c)]
    after = [int(p) for c in clauses[1:] for p in _prices(_plain_words(c))]
    tail = [w for c in clauses[1:] for w in _plain_words(c)]
    if len(parts) == 1 and len(clauses) > 1 and _refuses(_plain_words(clauses[0])) \
            and len(after) == 1 and after[0] not in own \
            and not _fields_named(" ".join(tail)) and not _offer_said(s, seat, text, tail):
        # (never a clause of an offer of its own: "nekupuju, Anně nabízím Nocležnu … za
        # Chatrč … a 500 dolarů")
        return _counter_in(s, seat, " ".join(_side_at(offer, seat, after[0])), offer)
    if writer_pays and (giving := _BARE_GIVING.fullmatch(" ".join(_plain_words(text)))):
        return _counter_in(s, seat, " ".join(_side_at(offer, seat, int(giving[1] or giving[2]))), offer)
    # "Za 2.5k ani omylem. Za tři a půl klidně.": a price refused, then one granted
    scale = 1000 if max(offer.give.money, offer.get.money) >= 1000 else 1
    granted = [price for part in parts
               if (price := _granted(_plain_words(part), scale)) is not None]
    if len(parts) > 1 and len(granted) == 1 and all(
            _refuses(_plain_words(part)) for part in parts
            if _prices(_plain_words(part)) and _granted(_plain_words(part), scale) is None):
        return _counter_in(s, seat, " ".join(_side_at(offer, seat, granted[0])), offer)
    # "Málo, Cyrile. Dva a půl.": the price judged in a sentence of its own, then a bare one
    bare = [price for part in parts
            if (price := _bare_amount([w for w in _plain_words(part)
                                       if w not in _GRANTED_AROUND], scale)) is not None]
    judged = [words for words in map(_plain_words, parts)
              if _JUDGING.intersection(words) and not _prices(words)]
    if len(parts) > 1 and len(bare) == 1 and judged \
            and not any(_REFUSING.intersection(words) for words in judged):
        # ("1000? To je moc, nedám.": the price judged and refused is no counter at it)
        return _counter_in(s, seat, " ".join(_side_at(offer, seat, bare[0])), offer)
    # "A nedala bys tři a půl?": the partner asked for a bare amount, the writer's side at it
    # (the offer's own price asked, "A nedala bys dva a půl?" to 2 500, is no yes: a question
    # of one who misread the offer, left to the answer that shows it again)
    asked = [price for part in parts if (price := _asked_if(_plain_words(part), scale))]
    if len(asked) == 1 and asked[0] not in own:
        return _counter_in(s, seat, " ".join(_side_at(offer, seat, asked[0])), offer)
    # "Osm a půl a je tvoje", "Za tři a půl je tvoje": a bare amount, then the field promised
    promised = [price for part in parts if (price := _promised_at(_plain_words(part), scale))]
    if len(promised) == 1 and (offer.give.fields if seat == offer.proposer else offer.get.fields):
        return _counter_in(s, seat, " ".join(_side_at(offer, seat, promised[0])), offer)
    return None


# The field promised to the partner after a price ("… a je tvoje", "… and it's yours")
_PROMISED = (["a", "je", "tvoje"], ["a", "je", "tvuj"], ["a", "je", "tva"], ["je", "tvoje"],
             ["je", "tvuj"], ["je", "tva"], ["and", "it", "s", "yours"], ["and", "its", "yours"],
             ["and", "it", "is", "yours"], ["it", "s", "yours"], ["its", "yours"])


# The partner's giving asked in the conditional ("nedala bys …?", "zaplatil bys mi …?") and
# the words around a bare amount asked so ("A nedala bys mi za ni tři a půl?")
_ASKED_IF = frozenset(f"{no}{verb}" for no in ("", "ne") for verb in (
    "dal dala dali zaplatil zaplatila zaplatili pustil pustila prodal prodala".split()))
_ASKED_AROUND = frozenset("a tak no hele teda tedy bys byste mi nam ji ho ni nej to za aspon "
                          "alespon treba radsi spis".split())


def _asked_if(words: list[str], scale: int) -> int | None:
    """The price a sentence asks of the partner in the conditional with a bare amount ("A
    nedala bys tři a půl?", "Zaplatil bys mi za ni dva a půl?": 3 500 and 2 500 when the
    offer's price counts thousands, `scale`); else None."""
    words = [w for w in words if w not in _COURTESY and w != ","]
    if not _ASKED_IF.intersection(words) or not {"bys", "byste"} & set(words):
        return None
    # "a" of "tři a půl" stays with the amount; the leading "a" ("A nedala bys …") goes
    said = [w for at, w in enumerate(words) if w not in _ASKED_IF and (
        w not in _ASKED_AROUND or w == "a" and 0 < at < len(words) - 1
        and words[at + 1] in ("pul",))]
    return _bare_amount(said, scale) if said else None


def _promised_at(words: list[str], scale: int) -> int | None:
    """The price a sentence promises the field at when it is a bare amount and the promise
    ("Osm a půl a je tvoje": 8 500 when the offer's price counts thousands, `scale`); else
    None."""
    words = [w for w in words if w not in _COURTESY]
    end = next((tail for tail in _PROMISED if words[-len(tail):] == tail), None)
    if end is None:
        return None
    said = words[:-len(end)]
    if said[:1] and said[0] in ("za", "for"):
        said = said[1:]
    return _bare_amount(said, scale) if said else None


def _no_beside(text: str, own: set[int]) -> bool:
    """Whether a sentence of `text` is a no of its own ("Ne, díky.", "Nah.", "To je moc.",
    "Not a chance.") that names no price but the offer's `own`: beside the offer's price said
    back, that price is refused, not taken ("Za 2000 ani omylem. Za 1000 klidně." refuses
    another price and grants the offer's)."""
    return any((_declines(words) or _refuses(words) or _too_much(words, ("moc", "malo"))
                or set(zip(words, words[1:], strict=False)) & (_TOO_DEAR | _TOO_LOW
                                                               | _NOT_A_CHANCE)
                or " ".join(words).startswith("not a chance"))
               and all(int(price) in own for price in _prices(words))
               for words in map(_plain_words, sentences(text)))


# The no of its own that _NO and _NOT_AT do not hold ("To sotva.", "Sotva.")
_NOT_A_CHANCE = frozenset({("to", "sotva"), ("tak", "sotva")})


def _only_offer(s: State, seat: int, offer: Offer) -> bool:
    """Whether `offer` is the one decision before the writer a bare no may be said to: the
    only offer open to them, and no purchase of theirs waiting ("Chatrč nechci, šetřím na
    Whisky Joe." is the purchase's no; with two offers open a no is matched by offer_answers)."""
    return [o for o in s.offers if o.recipient == seat] == [offer] \
        and not (s.buy_pending and seat == s.active)


def _refused_at_its_price(seat: int, text: str, offer: Offer) -> bool:
    """Whether `text` refuses `offer` at its own price, with reasons ("1000? To je moc,
    nedám.", "To je dvojnásobek, to nedám.", "Za 1000 to nedám"): a sentence refuses what the
    offer asks of the writer, and no sentence names a price but the offer's (another price is
    a counter, not only a no). A no to buying ("Tohle nekupuju") refuses only an offer that
    sells the writer a field: else it is the writer's word on the field of the turn."""
    said = [_plain_words(part) for part in sentences(text)]
    own = {offer.give.money, offer.get.money} - {0}
    gets, gives = (offer.give, offer.get) if seat == offer.recipient else (offer.get, offer.give)
    # a no to buying fits an offer that sells the writer a field, a no to selling one that
    # asks a field of them ("Neprodám." to an offer of money for nothing is asked back)
    misfit = (_NOT_BUYING if not gets.fields else frozenset()) \
        | (_NOT_SELLING if not gives.fields else frozenset())
    traded = {*offer.give.fields, *offer.get.fields}
    refusing = [words for words in said
                if (_judged_unfair(words, gives) or _refuses(words) and not (
                    set(words) & _REFUSING and set(words) & _REFUSING <= misfit
                    and not _refuses([w for w in words if w not in misfit]))
                    and not (not gets.fields and _wont_buy(words)))
                and not _fields_named(" ".join(words)) - traded]  # ("Náklad ti nedám": another
    # offer's field, or the turn's)
    return bool(refusing) and all(int(price) in own for words in said
                                  for price in _prices(words))


def _wont_buy(words: list[str]) -> bool:
    """Whether `words` refuse only to buy, in English ("No, I won't buy this one.", "not
    buying"): the writer's word on the field of the turn, no refusal of an offer that sells
    them nothing (issue 42: beside "Ann, I accept" it declined her offer)."""
    said = [w for w in words if w not in (",", "t", "i", "m")]
    at = next((i for i, w in enumerate(said) if w in ("won", "wont", "not", "don", "dont")), None)
    if at is None or not any(w in ("buy", "buying") for w in said[at + 1:at + 3]):
        return False
    return not _refuses([*said[:at], *said[at + 3:]])


# The refusing words of one side: no to buying a field, no to selling one (the conditional's
# too: "tohle bych nekoupil ani za polovic")
_NOT_BUYING = frozenset("neberu nebereme nekoupim nekupuju nekupuji nekoupil nekoupila "
                        "nekoupili".split())
_NOT_SELLING = frozenset("neprodam neprodame neprodavam nepustim nepustime neprodal neprodala "
                         "neprodali".split())
# A price judged too high by the one who would pay it ("Too expensive for me", "to je na mě moc
# drahé"), too low by the one who would sell for it ("too low", "to je málo")
_TOO_DEAR = frozenset({("too", "expensive"), ("too", "pricey"), ("too", "much"),
                       ("too", "steep"), ("too", "dear"), ("moc", "drahe"), ("moc", "draha"),
                       ("moc", "drahy"), ("moc", "draho"), ("prilis", "drahe"),
                       ("prilis", "draha"), ("prilis", "drahy"), ("hodne", "drahe"),
                       ("dost", "drahe"), ("moc", "penez")})
_TOO_LOW = frozenset({("too", "low"), ("too", "little"), ("too", "cheap"), ("je", "malo"),
                      ("moc", "malo"), ("prilis", "malo")})


def _judged_unfair(words: list[str], gives: Bundle) -> bool:
    """Whether `words` judge an offer's price unfair to the writer, who gives `gives` in it:
    too dear when they would pay money, too low when they would give a field for it."""
    pairs = set(zip(words, words[1:], strict=False))
    return bool(gives.money and (pairs & _TOO_DEAR or _too_much(words))
                or gives.fields and pairs & _TOO_LOW)


# The words around a Czech "moc" that ends a sentence judging a price ("To je na mě moc.")
_MUCH_AROUND = frozenset("to je uz az fakt dost opravdu hodne trochu docela prece jen ale "
                         "ne no na me mne pro".split())


def _too_much(words: list[str], ends: tuple[str, ...] = ("moc",)) -> bool:
    """Whether a sentence says "too much" of a price in Czech (or too little, where `ends`
    holds "malo"), the word at its end and only the words that weigh around it ("Moc.", "To je
    moc.", "Ne, to je na mě moc."); never "díky moc" nor "je to moc dobré"."""
    said = [w for w in words if w != ","]
    return bool(said) and said[-1] in ends and all(w in _MUCH_AROUND for w in said[:-1])


# Where a sentence's clauses part: commas, semicolons, "ale" / "but"
_CLAUSES = re.compile(r"[,;]|\s(?:ale|but)\s", re.IGNORECASE)
# Money given to the other player and nothing more, said as a price ("Dám ti 800", "Nabízím
# 800", "I'll give you $800", "I can pay 800"), in folded words
_BARE_GIVING = re.compile(r"(?:tak )?(?:dam|davam|nabizim|zaplatim|platim)(?: ti)? \$?(\d+)"
                          r"|(?:i ll|i d|i can|i will|i would) (?:give|pay|offer)(?: you)? "
                          r"\$?(\d+)")


def _side_at(offer: Offer, seat: int, price: int) -> list[str]:
    """The writer's side of `offer` at `price`, in the words the counter rule reads."""
    writer_sells = bool(offer.give.fields if seat == offer.proposer else offer.get.fields)
    return ["dam", "ti", "ho", "za", str(price)] if writer_sells \
        else ["dam", "ti", "za", "nej", str(price)]


# The words that grant a price said beside them ("Za tři a půl klidně", "2.5k sure")
_GRANTING = frozenset("klidne ok okay jo jasne beru bral brala sure fine gladly deal".split())
_GRANTED_AROUND = frozenset("za for at tak ale but to then i d bych".split())


def _granted(words: list[str], scale: int) -> int | None:
    """The one price a sentence grants ("Za tři a půl klidně", "2.5k sure"): a bare number
    ("tři a půl", "3.5") counts thousands when the offer's price does (`scale`); else None."""
    rest = [w for w in words if w not in _GRANTED_AROUND]
    if not _GRANTING.intersection(rest):
        return None
    return _bare_amount([w for w in rest if w not in _GRANTING], scale)


# The words that judge an offer's price ("Málo.", "Moc, Cyrile.", "Too low."): said in a
# sentence of their own beside a bare amount, that amount is the writer's price
_JUDGING = frozenset("malo malinko moc drahe draho levne low cheap much steep".split())


def _bare_amount(said: list[str], scale: int) -> int | None:
    """The one amount `said` is and nothing more ("3500", "tři a půl", "3.5k"): a bare number
    counts thousands when the offer's price does (`scale`); else None."""
    prices = _prices(said)
    if len(prices) == 1 and all(_prices([w]) for w in said):
        return int(prices[0])
    half = said[1:] in (["a", "pul"], ["and", "a", "half"])
    whole = number_word(said[0]) if said and not said[0].isdigit() else (
        int(said[0]) if said and said[0].isdigit() else None)
    if whole is None or not (len(said) == 1 or half) or whole >= 100:
        return None
    return int((whole + (0.5 if half else 0)) * scale)


def _counter_in(s: State, seat: int, text: str, offer: Offer) -> MakeOffer | None:
    """The offer `text` makes between `offer`'s two players on its fields at a price of its
    own ("Za 3200 ti ji pustím", "Dám ti za něj 3 200, víc ne.", "A nechceš mi ho prodat aspoň
    za 4 tisíce?"): its pronoun and its "ti" / "you" are the offer's fields and other player,
    its direction the verb's; None for any text that makes no such offer (a no, a question,
    another field or player, no price)."""
    partner = s.players[offer.recipient if seat == offer.proposer else offer.proposer]
    fields = {*offer.give.fields, *offer.get.fields}
    words = _plain_words(text)
    if _refuses(words):
        return None  # "za 2600 ti ho nedám", "not for 2600": a price refused is no offer
    writer_sells = bool(offer.give.fields if seat == offer.proposer else offer.get.fields)
    words = _said_as_giving(words, writer_sells, fields)
    if words[:1] and words[0] in _OFFER_NOUNS and any(
            w in _FIRST_PERSON and words[i + 1:i + 2] and words[i + 1] in _GIVE
            for i, w in enumerate(words)):
        # "Offer: I give $800, I want U Hnědáka": the offer's form in the writer's own words,
        # to the partner or "you", answers the partner's offer (the bare command "offer Ann
        # give …" stays a new offer beside it, as written)
        try:
            made = _offer(s, seat, words[1:], s.options.lang)
        except RulesError:
            return None
        return made if isinstance(made, MakeOffer) and made.to == partner \
            and {*made.give.fields, *made.get.fields} == fields \
            and (made.give.money or made.get.money) else None
    said = offer_in_words(words, lambda w: _called(s, seat, w), _names_a_thing) \
        or offer_in_words([*_tokens(partner), ",", *words], lambda w: _called(s, seat, w),
                          _names_a_thing)  # "How about $3,500 for it?": the answer's partner
    if said is None or said[0] not in ("", partner) or not fields:
        return None
    things = " , ".join(str(f) for f in sorted(fields)).split()
    give, get = (things if part in _PRONOUN_ONLY else _antecedent(words, part)
                 for part in said[1:])
    if not give or not get:
        return None
    try:
        move = _offer(s, seat, [*_tokens(partner), "give", *give, "get", *get], s.options.lang)
    except RulesError:
        return None
    if not isinstance(move, MakeOffer) or {*move.give.fields, *move.get.fields} != fields \
            or not (move.give.money or move.get.money):
        return None  # another trade, or no price of its own: not this offer's answer
    gives = offer.give if seat == offer.proposer else offer.get
    if set(move.give.fields) != set(gives.fields):
        # "Dám ti za ni 850" from the one who holds the field: the words buy what the writer
        # has, the wrong way round; no counter is guessed (the game asks back)
        return None
    return move


# The negated verbs of giving or taking a price ("za 2600 ti ji nedám", "neprodám", "nechci"):
# the price beside them is refused, never offered nor taken
_REFUSING = frozenset("nedam nedame nedavam nedavame neprodam neprodame neprodavam nepustim "
                      "nepustime neberu nebereme nekoupim nekupuju nechci nechceme won wont "
                      "nekoupil nekoupila neprodal neprodala "
                      "nezaplatim nezaplatime neplatim zapomen zapomente".split())
# The words that refuse the price next to them ("za 2600 ne", "not for 2600", "no way at 2600",
# "za patnáct stovek ani náhodou", "za 4200 ani omylem")
_NOT_AT = (["ne", "za"], ["not", "for"], ["not", "at"], ["no", "way"], ["too", "low"],
           ["too", "little"], ["too", "much"], ["ani", "nahodou"], ["ani", "omylem"],
           ["no", "chance"], ["not", "happening"], ["v", "zadnem"],
           # "Za 1000? To si nech.", "You must be joking."
           ["si", "nech"], ["si", "nechte"], ["be", "joking"], ["be", "kidding"])
# The deal promised as its offer ("za 3 500,- je tvoje", "3500 and it's yours"): the writer
# gives the thing for the price said
_YOURS = (["je", "tvoje"], ["je", "tvuj"], ["je", "tva"], ["je", "tvoj"], ["je", "vase"],
          ["by", "byla", "tvoje"], ["by", "byl", "tvuj"], ["by", "bylo", "tvoje"],
          ["bude", "tvoje"], ["bude", "tvuj"], ["bude", "tva"],
          ["it", "s", "yours"], ["its", "yours"], ["it", "is", "yours"],
          ["you", "can", "have", "it"], ["muzes", "ho", "mit"], ["muzes", "ji", "mit"],
          ["muzes", "je", "mit"],
          # a bundle's ("obě nocležny … by byly tvoje", "za 6 tisíc je dostaneš")
          ["by", "byly", "tvoje"], ["by", "byly", "tvy"], ["budou", "tvoje"], ["jsou", "tvoje"],
          ["je", "dostanes"], ["dostanes", "je"], ["ho", "dostanes"], ["dostanes", "ho"],
          ["ji", "dostanes"], ["dostanes", "ji"], ["they", "re", "yours"],
          ["they", "are", "yours"], ["you", "can", "have", "them"], ["they", "re", "all", "yours"])
# The taking of the thing at a price ("za 3 000 ho beru"): the writer's money given for it
_TAKING_AT = frozenset("beru bereme vezmu vezmeme koupim kupuju".split())
# ... and its conditional, with "bych" ("za 4 000 bych je bral"): the writer's own taking
_TAKING_IF = frozenset("bral brala vzal vzala koupil koupila".split())
# A price put as a question ("a co takhle za 3 200?", "how about 3200?"): the writer's side
# of the old offer at that price
_HOW_ABOUT = (["co", "takhle"], ["co", "treba"], ["how", "about"], ["what", "about"])


def _refuses(words: list[str]) -> bool:
    """Whether `words` refuse a price ("za 2600 ti ho nedám", "za 2600 ne", "not for 2600")."""
    if any(w in _REFUSING and (i == 0 or words[i - 1] not in ("vic", "more"))
           for i, w in enumerate(words)):  # "víc nedám" caps the writer's own price
        return True
    pairs = [words[i:i + 2] for i in range(len(words) - 1)]
    if any(pair in _NOT_AT for pair in pairs):
        return True
    # "za 2600 ne", "za 2600, ne": the no after the price (never "víc ne", a cap after the
    # writer's own)
    said = [w for w in words if w != ","]
    return any(w == "ne" and i >= 2 and said[i - 2] == "za" and said[i - 1].isdigit()
               for i, w in enumerate(said))


def _said_as_giving(words: list[str], writer_sells: bool, fields: set[int]) -> list[str]:
    """`words` of a counter-price said in another shape as the giving it is: the deal promised
    ("za 3500 je tvoje", "3500 and it's yours", "you can have it for 3500": "dam ti ho za
    3500"), the taking of the offer's thing, one of `fields` ("za 3 000 ho beru", "Vlak si od
    tebe koupím za 2 500": "dam ti za nej 3000"), a price asked about ("a co takhle za 3 200?":
    the writer's side of the old offer, `writer_sells` or not), the verb last ("Za 6 500 ti
    Kurz dám")."""
    words = _yours_as_giving(words)
    # the money said as money too ("za tisíc dvě stě ti ji vezmu", "za 1200 dolarů …")
    prices = [w.lstrip("$") for w in words if w.lstrip("$").isdigit()]
    taking = _TAKING_AT.intersection(words) or "bych" in words and _TAKING_IF.intersection(words)
    if len(prices) == 1 and taking and "za" in words \
            and (set(words) & {"ho", "ji", "je", "to", "it"} or _names_only(words, fields)):
        return ["dam", "ti", "za", "nej", prices[0]]
    if len(prices) == 1 and not _GIVING_WORDS.intersection(words):
        price = prices[0]
        pairs = [words[i:i + 2] for i in range(len(words) - 1)]
        if any(pair in _HOW_ABOUT for pair in pairs) and len(words) <= 6:
            return ["dam", "ti", "ho", "za", price] if writer_sells \
                else ["dam", "ti", "za", "nej", price]
    if not writer_sells and (paid := _paid_if(words)):
        return ["dam", "ti", "za", "nej", paid]  # "Dala bych 2200", "I'd pay 2,000 tops"
    if _demands(words) or _demands(_uncapped(words), capped=True):
        # "Dva a půl tisíce by to chtělo", "2500 minimálně", "3 000 a ani dolar navíc"
        price = _prices(words)[0]
        return ["dam", "ti", "ho", "za", price] if writer_sells \
            else ["dam", "ti", "za", "nej", price]
    if words[:1] == ["za"] and words[1:2] and words[1].isdigit() and words[-1] in _GIVING_WORDS:
        return [words[-1], *words[2:-1], "za", words[1]]  # "Za 6 500 ti Kurz dám"
    return words


# A price the writer would pay, said with no thing ("Dala bych 2200", "Dal bych max 2000",
# "I'd pay 2,000 tops"): the conditional's participle of paying with "bych", or "I'd" and a
# verb of paying, and around them only the partner, the thing's pronoun and a cap
_PAYING_IF = frozenset("dal dala zaplatil zaplatila nabidl nabidla".split())
_PAYING = frozenset("pay give offer".split())
_PAID_AROUND = frozenset("bych ti vam za to ni nej ho it for you i d would max maximalne tops "
                         "most at vic fakt ne no more hmm tak teda asi so well".split())


def _paid_if(words: list[str]) -> str | None:
    """The price of a conditional payment said alone ("Dala bych 2200", "2100 bych dala, víc
    ne", "I'd pay 2,000 tops"), as its digits; None for other words."""
    prices = _prices(words)
    rest = [w for w in words if w != "," and not _prices([w])]
    verbs = [w for w in rest if w in _PAYING_IF or w in _PAYING]
    conditional = "bych" in rest and bool(_PAYING_IF.intersection(verbs)) \
        or _PAYING.intersection(verbs) and ("would" in rest or ["i", "d"] == rest[:2])
    if len(prices) != 1 or len(verbs) != 1 or not conditional \
            or any(w not in _PAID_AROUND and w not in verbs for w in rest):
        return None
    return prices[0]


# A price demanded in so many words, with no verb of giving or taking: "Dva a půl tisíce by to
# chtělo", "dva a půl tisíce minimálně", "Moje cena je 4000", "3k at least", "4000 would do it"
_DEMANDING = frozenset("chtelo chce chtel chtela minimalne minimum min aspon "
                       "alespon nejmene nejmin least cena price need potrebuju would".split())
# the writer's own "I want" before a price softened ("chci aspoň 4000", "I'd want at least
# $4,000 for it"): demand enough with a softening word of _DEMANDING beside it
_WANTING = frozenset("chci chtel chtela bych want i d".split())
_DEMAND_AROUND = frozenset("by to je ta moje muj ma my is at the final posledni konecna a and "
                           "do it that s za for mi me ok okay tak teda hmm no work be fair".split())


def _demands(words: list[str], capped: bool = False) -> bool:
    """Whether `words` are one price and the words that demand it, nothing else ("dva a půl
    tisíce minimálně", "Moje cena je 4000", "4000 would do it"); `capped` when a cap said
    beside it was taken out ("a ani dolar navíc"): then the price with "dám ti" is demand enough."""
    rest = [w for w in words if w != "," and not _prices([w])]
    return len(_prices(words)) == 1 \
        and (capped or bool(_DEMANDING.intersection(rest))) \
        and all(w in _DEMANDING or w in _DEMAND_AROUND or capped and w in _CAP_AROUND
                or w in _WANTING and _DEMANDING.intersection(rest) - {"would"}
                for w in rest)


# A price capped, or put as final ("a víc ani dolar", "a ani o dolar navíc", "not a dollar
# more", "ber nebo nech bejt", "take it or leave it"): the price beside it is the writer's own
_CAPS = (["vic", "ani", "dolar"], ["ani", "dolar", "navic"], ["ani", "dolar", "vic"],
         ["ani", "o", "dolar", "vic"], ["ani", "o", "dolar", "navic"], ["ani", "o", "dolar", "min"],
         ["ani", "o", "dolar", "mene"], ["vic", "ani", "korunu"], ["ani", "korunu", "navic"],
         ["ani", "o", "korunu", "min"], ["ani", "korunu", "vic"],
         ["not", "a", "dollar", "more"], ["not", "a", "dollar", "less"],
         ["not", "a", "cent", "more"], ["not", "a", "cent", "less"],
         ["ber", "nebo", "nech", "bejt"], ["ber", "nebo", "nech", "byt"],
         ["take", "it", "or", "leave", "it"])
_CAP_AROUND = frozenset("dam davam ti ja i ll give you".split())


def _uncapped(words: list[str]) -> list[str]:
    """`words` less the caps they say ("3000 a ani dolar navíc" -> "3000"), or [] with none."""
    found = False
    for cap in _CAPS:
        at = next((i for i in range(len(words)) if words[i:i + len(cap)] == cap), None)
        if at is not None:
            words, found = [*words[:at], *words[at + len(cap):]], True
    return words if found else []


def _names_only(words: list[str], fields: set[int]) -> bool:
    """Whether the fields `words` name are some of `fields` and no other ("Vlak si od tebe
    koupím", "Kurz beru" of an offer of one Kurz střelby)."""
    named = [found for w in words if len(w) >= 3 and not w.isdigit() and w not in _TAKING_AT
             and (found := _fields_named(w))]
    return bool(named) and all(found & fields for found in named)


def _yours_as_giving(words: list[str]) -> list[str]:
    """`words` with a deal promised at a price ("za 3500 je tvoje", "3500 and it's yours") said
    as the giving it is ("dam ti ho za 3500"); other words as they are."""
    for tail in _YOURS:
        at = next((i for i in range(len(words)) if words[i:i + len(tail)] == tail), None)
        if at is None:
            continue
        rest = [w for w in [*words[:at], *words[at + len(tail):]] if w not in ("a", "and", ",")]
        prices = [w for w in rest if w.isdigit() or w.lstrip("$").isdigit()]
        if len(prices) == 1 and not _GIVING_WORDS.intersection(rest):
            return ["dam", "ti", "ho", "za", prices[0].lstrip("$")]
    return words


_GIVING_WORDS = frozenset("dam davam prodam pustim give sell let beru take".split())


def _opens_with_act(s: State, seat: int, parts: list[str]) -> bool:
    """Whether the first of several parts is a move of its own other than an offer
    ("Kupuju Nocležnu. Petře, nabízím ti ji za 5 tisíc."): the text is two acts, read one by
    one, never one offer across them."""
    if len(parts) < 2:
        return False
    try:
        move = parse_player_move(s, seat, parts[0])
    except InvalidCommand:
        return False
    except RulesError as error:  # an offer's question ("Neprodala bys mi Vlak?") is no act
        return not error.beside_turn
    return not move.text.startswith("offer ")


def _price_asked(to: str, thing: list[str], lang: str, held: Collection[int] = ()) -> str:
    """The question back for a request that names no price, with the partner called and the
    thing named as the writer may answer ("Za kolik? … „Lucie, dám ti za Vlak 2000“"); a name
    several fields share is the one its giver holds (`held`: "Kurz" of Bohouš's Kurz)."""
    said = " ".join(thing)
    if thing and all(w.startswith("$") for w in thing):  # "Tomáši, nabízím ti 500 $": for what?
        called = _calling(to, lang) + ", " if to else ""
        return say(lang, "offer_for_what", to=called, money=money(int(thing[0][1:]), lang))
    named = [f for f in set().union(*fields_mentioned(said)[0]) or _fields_named(said)
             if 0 <= f < len(FIELDS)]
    if len(named) > 1 and len(set(named) & set(held)) == 1:
        named = [f for f in named if f in held]
    # the object of "dám ti za …" (the accusative: "za Nocležnu Poslední míle")
    said = object_title(named[0], lang, quoted=False) if len(named) == 1 else " ".join(thing)
    called = _calling(to, lang) + ", " if to else ""
    return say(lang, "offer_price", to=called, thing=said)


def _playable_verbs(s: State, seat: int) -> set[str]:
    """The command verbs of the moves `seat` may make now: a suggestion names only those."""
    verbs = {"use" if m.text == "use card" else m.text.split()[0] for m in legal_moves(s, seat)}
    verbs.add("offer")  # an offer may be made at any time, and so withdrawn
    if any(o.proposer == seat for o in s.offers):
        verbs.add("withdraw")
    if stake_targets(s, seat):
        verbs.add("stake")
    return verbs


# The words that name an offer taken ("Beru nabídku 1", "I'll take your offer", "Deal on 1").
_OFFER_NOUNS = frozenset({"nabidku", "nabidka", "offer"})
_TAKING = _TAKE | frozenset({"prijimam", "prijmu", "accept", "beriem"})
_WHOSE = frozenset({"tvou", "tvoji", "tvoje", "vasi", "your", "on", "na", "i", "ll", "will"})


def _accepted_offer(words: list[str]) -> list[str] | None:
    """The words naming the offer (its number, or none) when `words` say an offer is taken: a
    verb of taking and the word offer, or "deal on N"; else None."""
    if words[:2] in (["deal", "on"], ["deal", "na"]):
        rest = words[2:]
    elif any(w in _TAKING for w in words) and any(w in _OFFER_NOUNS for w in words):
        rest = [w for w in words if w not in _TAKING]
    else:
        return None
    rest = [w for w in rest if w not in _OFFER_WORDS and w not in _IT and w not in _WHOSE]
    return rest if len(rest) <= 1 and all(_number(w) is not None for w in rest) else None


def _declined_offer(words: list[str]) -> list[str] | None:
    """The words naming the offer (its number, or none: the one open) when `words` name the
    offer before the verb that declines it ("Nabídku 1 odmítám", "Nabídku odmítám", "Offer 2
    rejected"); else None."""
    verbs = [i for i, w in enumerate(words) if _ALIAS.get(w) == "decline"]
    if not verbs or verbs[0] == 0 or not any(w in _OFFER_NOUNS for w in words[:verbs[0]]):
        return None
    rest = [w for i, w in enumerate(words) if i not in verbs and w not in _OFFER_WORDS
            and w not in _IT and w not in _WHOSE and w not in _COURTESY]
    return rest if len(rest) <= 1 and all(_number(w) is not None for w in rest) else None


# A yes to a trade ("Deal", "Platí", "Dohodnuto", "Souhlasím s nabídkou") and what may stand
# around it; a no to it with its reasons ("Ne, díky, Kurz střelby si nechám", "Za 6000 ne").
_AGREE = _YES | frozenset({"deal", "plati", "dohodnuto", "domluveno", "agreed", "souhlasim",
                           "souhlas", "accepted"})
_WITH = frozenset({"s", "se", "with", "to", "ta", "tvou", "tvoji", "tvoje", "your", "the"})
_OFFER_CASES = frozenset({"nabidku", "nabidka", "nabidkou", "nabidce", "nabidky", "offer",
                          "deal", "trade", "obchod", "obchodem"})
# "pass": "ani náhodou" read as one word (_PHRASES), and the English word; "pas", "pasuju":
# the Czech card player's word for it ("Pas, díky", "Pasuju.")
_PASSING = frozenset({"pass", "pas", "pasuju", "pasuji", "passuji"})
_REFUSE = _NO | _PASSING
_KEEP = frozenset({"necham", "nechavam", "nedam", "neprodam", "neprodavam", "keep", "keeping"})


# the turn's purchase named beside a no ("Pass on the purchase."): the no is the purchase's,
# never the offer's (issue 42)
_THE_PURCHASE = frozenset("purchase buying nakup nakupu nakupem koupi koupe".split())


def _to_the_offer(words: list[str]) -> str:
    """"accept" or "decline" when the words answer the one trade offered to the player in
    words of yes or no ("Deal 👍", "Platí", "Ani náhodou", "Ne, díky, Kurz střelby si nechám",
    "Za 6000 ne"); '' when they say anything else."""
    said = [w for w in words if w not in _COURTESY and w != ","]
    if said[:1] in (["i"], ["ja"]) and said[1:2] and said[1] in _PASSING:
        said = said[1:]  # "I pass.", "Já pasuju.": the pass, said in the first person
    if not said:
        return ""
    if said[0] in _AGREE and all(w in _AGREE or w in _AFTER_ANSWER or w in _WITH
                                 or w in _OFFER_CASES for w in said[1:]):
        return "accept"
    if said[0] in _REFUSE and not any(w in _ALIAS and _ALIAS[w] not in ("pass", "decline")
                                      or _number(w) is not None or w in _THE_PURCHASE
                                      for w in said[1:]):
        return "decline"  # a no and its reasons, with no other move in them
    if said[-1] in _NO and all(w in _PRICE or says_amount(w) for w in said[:-1]):
        return "decline"  # "Za 6000 ne": no at that price
    return ""  # (the thing kept, "Kurz střelby si nechám", is offer_reply's: one rule)


# The words of a no to the stars a turn offers ("nekupuju", "nic", "not now"), and what may
# stand around it ("Hvězdy zatím ne, díky.")
_NO_STARS = _NO | frozenset("nekupuju nekupuji nekoupim nekupujeme nic not nothing none".split())
_AROUND_NO_STARS = _STAR_WORDS | _NO_FILLER | _COURTESY | _AFTER_SIMPLE | _AFTER_ANSWER \
    | frozenset("zatim zadne zadnou any more vic".split())


def _refuses_stars(s: State, seat: int, words: list[str]) -> bool:
    """Whether `words` say no to the stars the turn offers, and nothing else ("Tentokrát ne.",
    "Hvězdy zatím nekupuju.", "díky, nic", "no stars", "Not now."): the turn's end, as "hotovo"
    is; only while stars may be bought and the turn may end."""
    said = [w for w in words if w != ","]
    legal = legal_moves(s, seat)
    if not said or DONE not in legal or not any(isinstance(m, Stars) for m in legal):
        return False
    return _declines(words) or any(w in _NO_STARS for w in said) and all(
        w in _NO_STARS or w in _AROUND_NO_STARS for w in said)


# Saying one saves money ("šetřím na Saloon", "radši spořím", "I'm saving for the mine")
_SAVING = frozenset("setrim setrime sporim sporime saving save".split())
_RATHER = frozenset("radsi radeji rather am".split())


def _declines(words: list[str]) -> bool:
    """Whether the words are a no and the player's reasons only: each part between commas a
    no, a saying of leaving a field (_DECLINING) or a courtesy, and one of them not courtesy."""
    parts = " ".join(words).split(",")
    said = False
    for part in (p.split() for p in parts):
        part = [w for w in part if w not in _COURTESY and w not in _NO_FILLER]
        # "Na ten nemám", "nemám na něj": the field pointed at is "to"
        part = [("to" if w in _POINTING and part[i - 1:i] == ["na"] else w)
                for i, w in enumerate(part)]
        if not part:
            continue
        saving = [w for w in part if w not in _ABOUT and w not in _RATHER]
        if saving[:1] and saving[0] in _SAVING:  # "šetřím na Saloon": the reason, a field
            said = True  # named in it in passing, no move
            continue
        if " ".join(part) in _DECLINING or (part[0] in _NO and (
                len(part) == 1 or " ".join(part[1:]) in _DECLINING)):
            said = True
            continue
        return False
    return said


# Verbs of wanting a field ("Tohle pole chci!", "Chcem ho", "I want it"): about the field that
# waits for a buyer, a yes to it
_WANT = frozenset("chci chceme chcem chcu want wanna".split())
# What stands around a want or a no beside the field it is about ("to si vezmu", "I'll have")
_ABOUT = frozenset("si ja i ll m d have na for it".split())
_NOT = frozenset("not don dont t do never".split())
# The verbs of the phrases of a field handed over (_PHRASES): an answer while a purchase waits
_HANDED = frozenset("dej dejte give have like".split())


def _about_waiting(s: State, seat: int, words: list[str], lang: str) -> Move | None:
    """BUY or PASS when the words want or refuse, in the player's own words, the field that
    waits for a buyer: pointed at or named first ("Tohle pole chci!", "Chatrč? Na tu teď
    nemám, šetřím na Saloon."); a field named that is not the one waiting is refused with the
    one that is; None for any other words."""
    said = [w for w in words if w == "," or w not in _COURTESY]
    while said[:1] == [","]:
        said.pop(0)
    head, rest = _named_head(said)
    if not head:
        head, rest = set(), words
    kept = [w for w in rest if w not in _WANT and w not in _IT and w not in _POINTING
            and w not in _FIELD_NOUNS and w not in _NO_FILLER and w not in _ABOUT
            and w not in _NOT and (w not in _YES or w in _ALIAS)  # "Jo, tohle chci."
            and w not in _ALSO and w != ","]  # "Prašnou kupuju taky"
    named = _fields_named(" ".join(kept)) if kept else set()
    if named and not head:  # "Chci Chatrč", "Kurz střelby chci"
        head, kept = named, []
    verbs = {_ALIAS.get(w, "") for w in kept}  # "Kurz střelby nekupuji", "Chatrč beru"
    wanted = not kept and any(w in _WANT for w in rest)
    denied = any(w in _NOT for w in rest)  # "I don't want Whisky Joe"
    wants = wanted and not denied or bool(head) and verbs in ({"buy"}, {"accept"})
    refuses = wanted and denied or bool(head) and (_declines(rest) or verbs == {"pass"})
    if not (wants or refuses):
        return None
    if head and s.landed not in head:  # "Kurz střelby nekupuji" while Chatrč waits
        names = {FIELDS[f].name(lang) for f in head}  # the four Kurzy střelby: by name
        raise IllegalMove(say(lang, "wrong_field", here=field_ref(s.landed, lang),
                              named=names.pop() if len(names) == 1 and len(head) > 1
                              else field_ref(min(head), lang)))
    return BUY if wants else PASS


def _named_head(words: list[str]) -> tuple[set[int], list[str]]:
    """The fields the first words name and the words after them ("kurz strelby na ten
    nemam" -> the four Kurzy střelby, "na ten nemam"); (set(), words) when they name none."""
    if not words or len(words[0]) < 3 or words[0] in _POINTING or words[0] in _IT \
            or words[0] in _YES or words[0] in _NO or words[0] in _ALIAS:
        return set(), words
    for count in range(min(5, len(words)), 0, -1):
        if found := _fields_named(" ".join(words[:count])):
            return found, words[count:]
    if words[0].isalpha() and len(words[0]) >= 5:  # a short name ("Kaktusovku kupuju"), as
        try:  # the same word after the verb is read ("Kupuju Kaktusovku": not the one waiting)
            return {find_field(words[:1])}, words[1:]
        except RulesError:
            pass
    return set(), words


def _field_named_first(words: list[str]) -> list[str] | None:
    """The words with a field's whole name they start with moved after the rest ("zlaty dul
    si kupuju" -> "kupuju zlaty dul"); None when no name starts them or nothing follows it."""
    for count in range(min(4, len(words) - 1), 1, -1):
        if _names_field(words[:count]):
            rest = words[count:]
            while rest and rest[0] in ("si", ","):
                rest = rest[1:]
            return [*rest, *words[:count]] if rest and rest[0] not in _GOLDEN_WORDS else None
    return None


def _less_waiting_field(s: State, words: list[str]) -> list[str]:
    """The words less the waiting field's name they start with ("Chatrč si nechám ujít");
    [] when they start with no name of it."""
    waiting = s.landed if s.landed >= 0 else s.pos[s.active]
    pointed = bool(words[:1]) and words[0] in _POINTING
    if pointed:  # "Tuhle si nechám ujít", "Tenhle kurz si nechám ujít", "This one I'll skip"
        words = words[1:]
        if words[:1] and words[0] in _FIELD_NOUNS:
            return words[1:]
    for count in range(min(4, len(words) - 1), 0, -1):
        if waiting in _fields_named(" ".join(words[:count])):  # "Chatrč": one of two huts
            return words[count:]
    return words if pointed else []


_POINTING = frozenset("tuhle tuto tohle toto tenhle tento ten tu ji ho this that it".split())
# What a pointing word names the waiting field by ("tenhle pozemek", "this one")
_FIELD_NOUNS = frozenset("pole pozemek pozemku nemovitost podnik misto one field property "
                         "place lot square".split())


def _takes_field(rest: list[str], lang: str) -> bool:
    """Whether what follows a verb of taking names the field waiting for a buyer: nothing but
    "it", its name, its price ("beru za 4 000 $"), or both ("beru i ten bar" too)."""
    rest = _less_also(rest)
    if rest and rest[0] in _PRICE:
        rest = [] if len(rest) == 2 and _money(rest[1]) is not None else rest
    named = [w for w in rest if w not in _IT]
    if named and named[-2:-1] and named[-2] in _PRICE:
        named = named[:-2]
    if named[1:] and named[0] in _POINTING:  # "beru ten kurz": the field pointed at
        named = named[1:]
    return not named or bool(_fields_named(" ".join(named)))


def _verb(word: str, lang: str) -> str | None:
    if word in _ALIAS:
        return _ALIAS[word]
    verbs = {verb for alias, verb in _ALIAS.items() if alias.startswith(word)}
    if len(verbs) == 1 and len(word) >= 2:
        return verbs.pop()
    if len(verbs) > 1:
        names = ", ".join(verb_name(v, lang) for v in sorted(verbs))
        raise AmbiguousCommand(say(lang, "ambiguous_verb", word=word, names=names),
                               sorted(verbs))
    return None


def _price(words: list[str], lang: str) -> tuple[list[str], int | None]:
    """Split a stated price off the end: "... za 4 000 $" -> (the words before, 4000)."""
    at = next((i for i, w in enumerate(words) if w in _PRICE), None)
    if at is None:
        return words, None
    stated = words[at + 1:]
    amount = _amount(stated[0]) if len(stated) == 1 else None
    if amount is None:
        raise InvalidCommand(say(lang, "not_money", word=" ".join(stated)))
    return words[:at], amount


def _standing(s: State, seat: int) -> bool:
    """True if `seat` is in their turn on the field they landed on (claims are checkable)."""
    return seat == s.active and s.phase == ACT and s.landed >= 0


def _checked(s: State, seat: int, move: Buy | Stars | Golden, words: list[str],
             lang: str) -> Move:
    """`move`, after checking the field ("na <field>") and price ("za <price>") `words` state.

    The claims are checked only while the player stands on a field in their turn; otherwise
    the move is refused for the reason the rules give."""
    words, price = _price(words, lang)
    on = next((i for i, w in enumerate(words) if w in _ON), None)
    words = [w for w in (words[on + 1:] if on is not None else words) if w not in _IT]
    if words:
        _check_field(s, seat, words, lang)
    if price is not None and _standing(s, seat):
        here = FIELDS[s.landed]
        name = here.name(lang)
        if isinstance(move, Buy):
            cost, what = here.price, name
        elif isinstance(move, Stars):
            cost = move.count * here.star_cost
            what = say(lang, "stars_on", count=move.count, field=name)
        else:
            cost, what = here.star_cost, say(lang, "golden_on", field=name)
        if price != cost:
            raise IllegalMove(say(lang, "wrong_price", what=what, price=money(cost, lang),
                                  stated=money(price, lang)))
    return move


def _check_field(s: State, seat: int, words: list[str], lang: str) -> None:
    """Raise unless `words` name the field the player stands on (when they stand on one)."""
    if not _standing(s, seat):
        return
    found = _fields_named(" ".join(words))
    names = {FIELDS[f].name(lang) for f in found}
    if len(found) > 1 and len(names) == 1 and s.landed not in found:  # "Kurz střelby"
        raise IllegalMove(say(lang, "wrong_field", here=field_ref(s.landed, lang),
                              named=names.pop()))
    named = _pointed_field(words, {s.landed}, lang)  # "kupuju ten kurz": pointed at
    if named != s.landed:
        raise IllegalMove(say(lang, "wrong_field", here=field_ref(s.landed, lang),
                              named=field_ref(named, lang)))


# Words that add a purchase to what else the mail does ("Kupuju i ten bar", "A ten bar kupuju
# taky", "I'll buy the bar too"): they name no field ("také" folds to the English verb "take",
# and "i" is the English "I": neither is read so)
_ALSO = frozenset("taky tez rovnez too also".split())


def _less_also(words: list[str]) -> list[str]:
    """The words after a verb of buying less the words that add it to another act ("i ten
    bar taky" -> "ten bar"; "the bar as well" -> "the bar")."""
    if words[:1] == ["i"]:  # the Czech "i" right after the verb: "kupuju i ten bar"
        words = words[1:]
    if words[-2:] == ["as", "well"]:
        words = words[:-2]
    return [w for w in words if w not in _ALSO]


def _buy(s: State, seat: int, rest: list[str], lang: str) -> Move:
    if _from_player(s, seat, rest):  # "koupím od tebe Chatrč": a trade offer announced
        raise InvalidCommand(say(lang, "buy_from_player"))
    _pointed_elsewhere(s, seat, _less_also(rest), lang)
    rest = [w for w in _less_also(rest) if w not in _IT]
    if not rest:
        return BUY
    if rest[0] in _GOLDEN_WORDS and not _names_field(_price(rest, lang)[0]):
        return _checked(s, seat, BUY_GOLDEN, rest[1:], lang)
    star_at = next((i for i, w in enumerate(rest) if w in _STAR_WORDS), None)
    if star_at is None:
        return _checked(s, seat, BUY, rest, lang)
    head = rest[:star_at + 1]
    tail = rest[star_at + 1:]
    on = next((i for i, w in enumerate(tail) if w in _ON or w in _PRICE), len(tail))
    counts = [c for w in head + tail[:on] if (c := _count(w)) is not None]
    if len(counts) != 1:
        raise InvalidCommand(say(lang, "buy_how"))
    return _checked(s, seat, Stars(counts[0]), tail[on:], lang)  # "buy 2 stars"


def _pointed_elsewhere(s: State, seat: int, rest: list[str], lang: str) -> None:
    """Raise IllegalMove when the words after a verb of buying point at a thing by a word
    that names no field ("Kupuju i tu kovárnu.", "I'll buy the forge too" on the Bar), while
    the player stands on a field to buy: the field stood on is named and asked back, never
    bought on a guess (issue 42); a kind that fits it ("ten bar") is its name."""
    clause = rest[:rest.index(",")] if "," in rest else rest  # ("…, Jakub": signed after it)
    said = [w for w in clause if w not in _COURTESY]
    if not _standing(s, seat) or len(said) != 2 or said[0] not in _DEMONSTRATIVE \
            or not said[1].isalpha() or said[1] in _FIELD_NOUNS | _IT | _POINTING \
            or said[1] in _ALIAS or said[1] in _OFFER_CASES \
            or said[1] in _TIMES:  # "Beru tu nabídku": the offer's; "this time": when
        return
    kinds = ""  # "ten bar" on the Shooting range: which fields are of that kind, said too
    try:
        if _pointed_field(said[1:], {s.landed}, lang) == s.landed:
            return
    except AmbiguousCommand as kind:  # "ten saloon" on the Bar: a kind of other fields
        kinds = " " + say(lang, "kind_fields", names=", ".join(kind.candidates))
    except InvalidCommand:  # "tu kovárnu": no field's name
        pass
    else:
        return  # another field by its name: refused as such (_check_field)
    asked = IllegalMove(say(lang, "not_this_field", here=field_ref(s.landed, lang)) + kinds)
    asked.purchase_asked = True  # the turn's purchase asked about: no answer to an offer
    raise asked


# the words of a time pointed at ("No buy this time", "Tentokrát ne"): no thing bought
_TIMES = frozenset("time round turn go moment once kolo tah chvili chvilku".split())
# the words pointing at a thing named after them ("tu kovárnu", "the forge")
_DEMONSTRATIVE = frozenset("ten tu tuhle tenhle tento tuto tamten tamtu the that this".split())


_FROM = frozenset({"od", "from", "off"})


def _without_the_bank(rest: list[str]) -> list[str]:
    """The words after a verb of selling or buying without the bank named as its other side,
    and without the pronoun that is all it leaves ("prodám to bance" names no field)."""
    kept: list[str] = []
    at = 0
    while at < len(rest):
        if side := _bank_side(rest, at):
            at += len(side)
            continue
        kept.append(rest[at])
        at += 1
    return [] if len(kept) < len(rest) and set(kept) <= _IT else kept


def _from_player(s: State, seat: int, rest: list[str]) -> bool:
    """Whether the words after a verb of buying say it is bought from a player ("od tebe",
    "from you", "od Lucie"): a trade, never the bank's field."""
    firsts = {name[0] for name, _ in _player_forms(s, seat)}
    return any(w in _FROM and (not rest[i + 1:] or rest[i + 1] in _YOU | {"vas"}
                               or rest[i + 1] in firsts)  # "koupím od": its player cut off
               for i, w in enumerate(rest))


def _stars(s: State, seat: int, rest: list[str], lang: str) -> Move:
    count = _count(rest[0]) if rest else None
    if count is None:
        raise InvalidCommand(say(lang, "stars_how"))
    return _checked(s, seat, Stars(count), rest[1:], lang)


def _owned(s: State, seat: int) -> set[int]:
    return {f for f, o in enumerate(s.owner) if o == seat}


def _sell(rest: list[str], mine: set[int], lang: str) -> Move:
    rest, _ = _price(rest, lang)  # "prodat X za 2 800 $", as the menu says: the bank's price
    if set(rest) <= _IT:  # "Prodám to.": "to" names no field (nor Tabák), it points back
        raise InvalidCommand(say(lang, "sell_how"))
    star_at = next((i for i, w in enumerate(rest) if w in _STAR_WORDS), None)
    golden_at = next((i for i, w in enumerate(rest) if w in _GOLDEN_WORDS), None)
    if golden_at is not None and len(rest) > 1 and not _names_field(rest):
        return SellGolden(find_field(rest[:golden_at] + rest[golden_at + 1:], mine, lang))
    if star_at is None:
        return Sell(_pointed_field(rest, mine, lang))
    before, after = rest[:star_at], rest[star_at + 1:]
    if len(before) == 1 and _count(before[0]) is not None:  # "sell 2 stars 26"
        return SellStars(find_field(after, mine, lang), _count(before[0]) or 0)
    if before:
        after = before + after  # "sell 26 stars 2"
    if len(after) >= 2 and (count := _number(after[-1])) is not None:
        return SellStars(find_field(after[:-1], mine, lang), count)
    return SellStars(find_field(after, mine, lang), 1)


def _sale_at_own_price(s: State, seat: int, rest: list[str], lang: str) -> Move | None:
    """A sale of one's own field at a price of one's own ("Prodám Modrou podkovu za 3000",
    "selling Poslední míle for $3,000"): an offer to the one other player (else whom is
    asked), never a sale to the bank, which pays the field's price and no other; None for a
    sale at the bank's price or with no price."""
    if "," in rest:  # "…for $3,000, interested?": a question after the price
        rest = rest[:rest.index(",")]
    try:
        named, price = _price(rest, lang)
        # no price, no sale of one's own: what it names is the plain sale's to read ("Prodám to")
        field = _pointed_field(named, _owned(s, seat), lang) if named and price is not None \
            else -1
    except InvalidCommand:
        return None
    if price is None or not 0 <= field < len(FIELDS) or price == FIELDS[field].price \
            or any(w in _STAR_WORDS or w in _GOLDEN_WORDS for w in named):
        return None
    return _offer(s, seat, ["ti", "give", str(field), "get", f"${price}"], lang)


def _pointed_field(rest: list[str], mine: set[int], lang: str) -> int:
    """The field `rest` names, after a word pointing at it if need be ("prodávám ten Kurz
    střelby", "tu Modrou podkovu", "sell the Freight"): the pointing word is tried last, "ten"
    is also a number."""
    try:
        return find_field(rest, mine, lang)
    except InvalidCommand:
        if len(rest) > 1 and (rest[0] in _POINTING or rest[0] == "the"):
            return find_field(rest[1:], mine, lang)
        raise


@beside_turn
def _answer(s: State, seat: int, verb: str, rest: list[str], lang: str) -> Move:
    kind = _ANSWERS[verb]
    rest = [w for w in rest if w not in _OFFER_WORDS and w not in _IT]
    if verb == "accept" and len(rest) == 3 and rest[1] == "said" \
            and (offer := _number(rest[0])) is not None and (said := _money(rest[2])):
        return Accept(offer, said=said)  # "accept 3 said $6000" (offer_reply's canonical form)
    if rest:
        if len(rest) == 1 and (offer := _number(rest[0])) is not None:
            return kind(offer)
        raise InvalidCommand(say(lang, "answer_how", verb=verb_name(verb, lang)))
    mine = [o.id for o in s.offers
            if (o.proposer if verb == "withdraw" else o.recipient) == seat]
    if len(mine) == 1:
        return kind(mine[0])
    if not mine:
        raise InvalidCommand(say(lang, "no_trade", verb=verb_name(verb, lang)))
    raise AmbiguousCommand(say(lang, "which_trade", offers=", ".join(f"#{i}" for i in mine)),
                           [f"{verb} {i}" for i in mine])


def _number(token: str) -> int | None:
    """A whole number written in ASCII digits (rules.numbers: never "²", never 5,000 digits)."""
    return numbers.whole(token, digits=9)


def _money(word: str) -> int | None:
    """Money written with the dollar sign ("$500"); None for anything else."""
    if word.startswith("$") and _number(word[1:]) is not None:
        return _number(word[1:])
    return None


def _stake(rest: list[str], targets: list[int], lang: str) -> Move:
    on = next((i for i, w in enumerate(rest) if w in _ON), None)
    amount_words, field_words = (rest[:on], rest[on + 1:]) if on is not None else (
        rest[:1], rest[1:])
    if len(amount_words) != 1:
        raise InvalidCommand(say(lang, "stake_how"))
    amount = _amount(amount_words[0])
    if amount is None:
        raise InvalidCommand(say(lang, "not_money", word=amount_words[0]))
    return Stake(amount, find_field(field_words, targets, lang))


# "nabízím ti 500 $", "offer you …": the person the player answers, never a name
_YOU = frozenset({"ti", "tobe", "te", "tebe", "you", "vam", "vas"})  # "Vám": the polite you
# "za tvoji chatrč", "your shack", "moji podkovu": whose a field is, said by the bundle itself
_POSSESSIVES = frozenset("tvoji tvou tvoje tvuj tveho tvem moji mou moje muj meho mem svou svoji "
                         "sve svuj sveho your my mine yours his her their".split())


# The writer said before the verb of an offer's side ("I give …, I want …", "já dám …")
_FIRST_PERSON = frozenset("i ja".split())
# Words a speaker puts into an offer that say nothing of it ("nabízím ti radši 900 $")
_OFFER_FILLERS = frozenset("radsi treba aspon tedy teda klidne jeste rather maybe".split())


def _addressed(s: State, seat: int, lang: str, asked: list[str] | None = None) -> list[str]:
    """The name a "ti" / "you" of an offer stands for, as tokens: the one player whose offer
    to this player is open, else the one who holds every field the offer asks for (`asked`:
    "Would you sell me Whisky Joe for $3,000?"), else the one other player still in; else the
    player is asked whom they mean (never read as a name)."""
    makers = {o.proposer for o in s.offers if o.recipient == seat}
    if len(makers) != 1 and asked:
        fields = set().union(*fields_mentioned(" ".join(asked))[0])
        makers = {s.owner[f] for f in fields if 0 <= f < len(FIELDS)}
        makers = makers if len(makers) == 1 and makers.isdisjoint({seat, *s.bankrupt}) \
            and all(0 <= q < len(s.players) for q in makers) else set()
    if len(makers) != 1:
        makers = {q for q in range(len(s.players)) if q != seat and q not in s.bankrupt}
    if len(makers) == 1:
        return _tokens(s.players[makers.pop()])
    names = [p for q, p in enumerate(s.players) if q != seat]
    # the example names another player, never the reader ("nabídka Tomášovi: dávám …")
    given = names[0].split()[0] if names else ""
    example = (decline(given, DATIVE) or given) if lang == "cs" else given
    raise InvalidCommand(say(lang, "offer_you_whom", players=", ".join(names), example=example))


@beside_turn
def _offer(s: State, seat: int, rest: list[str], lang: str) -> Move:
    # "Offer: I give $300, I want …", "nabídka Bobovi: já dám …, já chci …": the writer said
    # as the one giving and getting; with no one named the offer is to "you" (_addressed)
    mine = {i for i, w in enumerate(rest) if w in _FIRST_PERSON
            and rest[i + 1:i + 2] and (rest[i + 1] in _GIVE or rest[i + 1] in _GET)}
    if mine:
        rest = [*(["ti"] if 0 in mine else []), *(w for i, w in enumerate(rest) if i not in mine)]
    at = 1 if rest[:1] == ["pro"] else 0  # "nabízím ti …", "nabídka pro tebe: …"
    if rest[at:at + 1] and rest[at] in _YOU:
        asked = rest[rest.index("get") + 1:] if "get" in rest else []
        rest = [*rest[:at], *_addressed(s, seat, lang, asked), *rest[at + 1:]]
    rest = [w for w in rest if w not in _POSSESSIVES and w not in _OFFER_FILLERS]
    named = _named_player(s, seat, rest)
    if named is not None:
        to, rest = named
    give_at = next((i for i, w in enumerate(rest) if w in _GIVE), None)
    get_at = next((i for i, w in enumerate(rest) if w in _GET and (give_at is None or i > give_at)
                   and rest[i:i + len(_GET_OUT)] != _GET_OUT), None)  # "Get out of Jail card"
    if give_at is None and get_at is None:
        raise InvalidCommand(say(lang, "offer_how"))
    if named is None:
        to = _player(s, rest[:give_at if give_at is not None else get_at], lang)
    give_words = rest[give_at + 1:get_at] if give_at is not None else []
    get_words = rest[get_at + 1:] if get_at is not None else []
    if (give_at is not None and not give_words) or (get_at is not None and not get_words):
        # "dávám 5 za" with the rest unread: never an offer of nothing ("za nic" says that)
        raise InvalidCommand(say(lang, "offer_how"))
    return MakeOffer(to, _held_bundle(s, seat, seat, give_words, lang),
                     _held_bundle(s, seat, s.players.index(to), get_words, lang))


def _held_bundle(s: State, seat: int, holder: int, words: list[str], lang: str) -> Bundle:
    """The bundle `holder` would give in `seat`'s offer; a field it names that they do not
    hold is refused with the rule's own reason, whose the field is ("Kurz střelby nepatří
    tobě, ale Bohuslavu Dvořákovi"), never as words unread: the partner is clear."""
    try:
        return _bundle(words, _owned(s, holder), lang)
    except InvalidCommand as unread:
        reason = _not_held(s, seat, holder, words, lang)
        if not reason:
            raise
        refused = IllegalMove(reason)
        refused.beside_turn = True  # an offer's reason: good whatever mail it answers
        raise refused from unread


def _not_held(s: State, seat: int, holder: int, words: list[str], lang: str) -> str:
    """Why the first field `words` name is not `holder`'s to give in `seat`'s offer (whose it
    is, or nobody's: trades.not_held); '' when every field they name is the holder's."""
    chunk: list[str] = []
    for w in [*words, ","]:
        if w not in _SEPARATORS:
            chunk.append(w)
            continue
        named = " ".join(x for x in chunk if not _prices([x]) and x not in _IT)
        chunk = []
        found = {f for f in _fields_named(named) if 0 <= f < len(FIELDS)} if len(named) >= 3 \
            else set()
        if not found or found & _owned(s, holder):
            continue
        if len(found) == 1:
            return not_held(s, seat, holder, next(iter(found)), lang)
        # "Kurz střelby", a name four fields share: none of them theirs
        names = [FIELDS[f].name(lang) for f in sorted(found)]
        shown = names[0] if len(set(names)) == 1 else names[0].split()[0] \
            if len({n.split()[0] for n in names}) == 1 else named  # "Chatrč" of the two
        player = s.players[holder]
        return say(lang, "fields_not_yours", query=shown) if holder == seat else say(
            lang, "fields_not_theirs", query=shown,
            player=(decline(player, DATIVE) or player) if lang == "cs" else player)
    return ""


def _named_player(s: State, seat: int, words: list[str]) -> tuple[str, list[str]] | None:
    """(the other player the words start with, the words after the name) when a give or get
    word follows the name, or (in Czech, "Nabízím Janě Kurz střelby za 5000 $") the offer has
    no give word at all: then what follows the name is given. The name may be written whole,
    as the given name or the surname alone, in any Czech case ("Janě", "Dvořákové"). A name may
    itself be a word of an offer ("give", "Dáva", "Get Rich"), so whole names are tried first,
    the longest first."""
    if words[:1] in (["pro"], ["to"]) and len(words) > 2:  # "nabídka pro Boba", "offer to Ann"
        named = _named_player(s, seat, words[1:])
        if named is not None:
            return named
    for name, player in _player_forms(s, seat):
        after = words[len(name):]
        if not after or words[:len(name)] != name:
            continue
        if after[0] in _GIVE or after[0] in _GET:
            return player, after
        if not any(w in _GIVE for w in after):
            return player, ["give", *after]
    return None


def _called(s: State, seat: int, words: list[str]) -> tuple[str, int] | None:
    """(the other player, how many of `words` name them) when `words` start with a player's
    name in any case, a short form, or the vocative of either ("Martino", "Tome", "Pavle")."""
    for name, player in _player_forms(s, seat):
        if words[:len(name)] == name:
            return player, len(name)
    first = words[0] if words else ""
    for q, player in enumerate(s.players):
        given = player.split()
        if given[:1] and given[0].casefold() in TITLES:  # the word before a bot's given name
            given = given[1:]  # "Robot Karel" is called "Karle" (review 21n: read as a note)
        if q != seat and len(first) > 2 and any(first in called_forms(name) for name in (
                *given[:1], *nickname_forms(player))):
            return player, 1
    return None



def _calling(player: str, lang: str) -> str:
    """How an example calls `player`: the vocative of the given name in Czech ("Karle" for
    Robot Karel, never "Robot"), the given name in English."""
    given = player.split()
    if len(given) > 1 and given[0].casefold() in TITLES:  # the word before a bot's given name
        given = given[1:]
    return vocative(" ".join(given)) if lang == "cs" else given[0]


def _player_forms(s: State, seat: int) -> list[tuple[list[str], str]]:
    """The other players' names in every form (rules.czech_names.case_forms), as tokens, the
    longest first, and of two alike a player's own name before another's declined form (a
    player called "hvězdy" before the genitive of one called "hvězda")."""
    return [(list(name), player) for name, player in _forms_of(s.players, seat)]


@functools.lru_cache(maxsize=256)  # a table's names, the same for every line of its mails
def _forms_of(players: tuple[str, ...], seat: int) -> tuple[tuple[tuple[str, ...], str], ...]:
    """_player_forms of the table `players`, the names' tokens as tuples."""
    forms = {(tuple(_tokens(form)), player) for q, player in enumerate(players) if q != seat
             for form in case_forms(player)}
    forms |= {(tuple(_tokens(form)), player)
              for form, player in _nicknames(players, seat).items()}
    return tuple(sorted(((name, player) for name, player in forms if name),
                        key=lambda item: (-len(item[0]), list(item[0]) != _tokens(item[1]),
                                          item[1])))


def _nicknames(players: tuple[str, ...], seat: int) -> dict[str, str]:
    """The players' short forms ("Tom", "Tomovi" for Tomáš; "Kuba" for Jakub), folded, that
    name one player other than `seat` and are no form of another player's own name, each with
    that player."""
    own = {" ".join(_tokens(form)) for player in players for form in case_forms(player)}
    return {form: next(iter(named)) for form, named in _nicknamed(players, seat).items()
            if len(named) == 1 and form not in own}


def _nicknamed(players: tuple[str, ...], seat: int) -> dict[str, set[str]]:
    """Every short form of the players other than `seat`, folded, with the players it may
    name."""
    found: dict[str, set[str]] = {}
    for q, player in enumerate(players):
        if q != seat:
            for form in nickname_forms(player):
                found.setdefault(" ".join(_tokens(form)), set()).add(player)
    return found


def _player(s: State, words: list[str], lang: str) -> str:
    if not words:
        raise InvalidCommand(say(lang, "offer_whom"))
    query = " ".join(words)
    folded = {_alias_text(p): p for p in s.players}
    if query in folded:
        return folded[query]
    cased = {p for q, p in enumerate(s.players) if any(
        " ".join(_tokens(form)) == query for form in case_forms(p))}
    if len(cased) == 1:  # "Janě", "Dvořákové"
        return cased.pop()
    nicknamed = _nicknamed(s.players, -1).get(query, set())
    if len(nicknamed) == 1:  # "Tomovi" for Tomáš, "Kubovi" for Jakub
        return next(iter(nicknamed))
    if nicknamed:  # "Péťovi" with a Petr and a Petra at the table: never a guess
        raise AmbiguousCommand(say(lang, "ambiguous_player", query=query,
                                   players=", ".join(sorted(nicknamed))), sorted(nicknamed))
    found = [p for key, p in folded.items() if key.startswith(query)]
    if len(found) == 1:
        return found[0]
    if found:
        raise AmbiguousCommand(say(lang, "ambiguous_player", query=query,
                                   players=", ".join(found)), found)
    raise InvalidCommand(say(lang, "no_player", query=query, players=", ".join(s.players)))


def _bundle(words: list[str], holder_owns: set[int], lang: str) -> Bundle:
    chunks: list[list[str]] = [[]]
    for w in words:
        if w in _SEPARATORS:
            chunks.append([])
        else:
            chunks[-1].append(w)
    fields: list[int] = []
    card = False
    cash = 0
    for chunk in chunks:
        if not chunk or (len(chunk) == 1 and chunk[0] in _NOTHING):
            continue
        if " ".join(w for w in chunk if w not in _IT) in _JAIL_CARD_NAMES:
            card = True  # "the Get out of Jail card", "kartu zrušení VĚZENÍ"
            continue
        items = [chunk]
        if len(chunk) > 1 and all(_number(w) is not None or _money(w) is not None or w in _CARD_WORDS
                                  for w in chunk):
            items = [[w] for w in chunk]  # "1 3 $500 card"
        for item in items:
            if len(item) == 1 and _money(item[0]) is not None:
                cash += _money(item[0]) or 0
            elif len(item) == 1 and (amount := _number(item[0])) is not None \
                    and amount >= len(FIELDS):
                # "dávám Modrou podkovu, chci 3500": a number no field has is money (it was
                # refused as field 3500, and the mail played the offer without its price)
                cash += amount
            elif len(item) == 1 and item[0] in _CARD_WORDS:
                card = True
            else:
                fields.append(_field_or_money(item, holder_owns, lang))
    return Bundle(tuple(sorted(fields)), card, cash)


_FIELD_WORD = re.compile(r" (?:(?:z|ze|from|na|on) )?(?:pole|policko|field|square)(?= \d+ $)")


def _field_or_money(item: list[str], holder_owns: set[int], lang: str) -> int:
    """The field a trade item names; an item that names none but holds words of money ("za
    spoustu dolarů", "5 $ 50") is money that could not be read: refused, never dropped."""
    try:
        return find_field(item, holder_owns, lang, held=True)
    except InvalidCommand:
        # "Kurz střelby z pole 5", "field 5": the field by its number
        plain = _FIELD_WORD.sub(" ", f" {' '.join(item)} ").split()
        if plain and plain != item:
            try:
                return find_field(plain, holder_owns, lang)
            except InvalidCommand:
                pass
        if any(w in AMOUNT_WORDS or w.startswith("$") for w in item):
            raise InvalidCommand(say(lang, "amount_unread", word=" ".join(item))) from None
        raise


_NAME_WORDS = frozenset(w for alias in _FIELD_ALIASES for w in alias.split() if len(w) > 2) | {
    w for w in _LEMMAS if len(w) > 2} | {w for n in _JAIL_CARD_NAMES for w in n.split() if len(w) > 2}


def _partial_words() -> frozenset[str]:
    """The words (every case form) of the fields' many-word proper names ("Poslední míle",
    "Prašná cesta", "U Hnědáka") that are no word of a name that stands alone (a type noun:
    "chatrč", "saloon"; a one-word name: "Mustang")."""
    alone = {w for f in FIELDS for name in (f.cs, f.en) if name
             for w in set(_tokens(name)) - set(_tokens(f.proper or ""))}
    alone |= {w for f in FIELDS if f.proper and len(_tokens(f.proper)) == 1
              for w in _tokens(f.proper)}
    parts = {w for f in FIELDS if f.proper and len(_tokens(f.proper)) > 1
             for w in _tokens(f.proper)} - alone
    parts |= {"money", "fortune"}  # of "Money card", "Fortune card": "I'll keep my money"
    return frozenset(w for w in _NAME_WORDS if _LEMMAS.get(w, w) in parts or w in parts)


_PARTIAL_WORDS = _partial_words()


def lexicon(s: State) -> Lexicon:
    """The words of a WesternPoly move: the verbs in every form (commands), the fields in every
    case, the card and the players (names)."""
    stars_offered = not s.buy_pending and 0 <= s.active < len(s.players) and any(
        isinstance(m, Stars) for m in legal_moves(s, s.active))
    return _lexicon(s.players, s.buy_pending, stars_offered)


@functools.lru_cache(maxsize=256)  # asked of every line read: the same while the table waits
def _lexicon(players: tuple[str, ...], buy_pending: bool, stars_offered: bool = False) -> Lexicon:
    """lexicon() of a table of `players`, a purchase or stars waiting or not."""
    # the vocatives too ("Tome, za pět tisíc ti ho pustím"): a name called is a word of a move
    named = {w for p in players for form in name_forms(p) for w in _tokens(form) if len(w) > 2}
    # while a purchase waits, yes and no answer it ("Tentokrát ne", "Ne, díky"); while stars
    # may be bought, a no ends the turn ("Hvězdy zatím nekupuju.", "Not now.")
    answers = _YES | _NO | _DECLINING_WORDS | _WANT | _TAKE | _HANDED | {"not"} \
        if buy_pending else _NO_STARS | _DECLINING_WORDS if stars_offered \
        else frozenset()  # ("Not this time.", "Not now, thanks.")
    # "Koupila bych to, kdyby to nebylo tak drahé", "I'd buy it if I had the cash": a no
    supposed_no = _SUPPOSED_BUY if buy_pending else ()
    # "deal" opens an answer as a verb does ("Sounds good, deal on 1", see _accepted_offer)
    return Lexicon(frozenset(_ALIAS) | _STAR_WORDS | {"deal"}, _NAME_WORDS | named, answers,
                   supposed_no=supposed_no, partial=_PARTIAL_WORDS,
                   nouns=_STAR_WORDS | _GOLDEN_WORDS,
                   counterparties=tuple(side for side in _BANK_SIDE if len(side) > 1))


_SUPPOSED_BUY = tuple((stem, "pass") for stem in ("koup", "kup", "buy", "bought", "purchas"))
