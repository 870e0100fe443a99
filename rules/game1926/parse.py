"""Reading a person's move: sizes and regions in English or Czech, any order, forgiving spelling."""

from __future__ import annotations

import bisect
import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import TypeVar

from rules.api import AmbiguousCommand, InvalidCommand, Lexicon
from rules.correcting import CORRECTION
from rules.czech import adjective_forms, area_forms, verb_forms, word_forms
from rules.game1926.maps import LANDS, MAPS, Map
from rules.game1926.retell import placement_words
from rules.game1926.state import Placement
from rules.game1926.tables import TABLES
from rules.game1926.texts import SIZE_WORDS, SIZES, listing, quoted, say
from rules.text import Mending, closest, fold, words

WORDS_KEPT = 4096  # the words (and phrases) whose regions are kept: a line's readers ask
# the game of the same words again and again, and a mail's words are few

# Words carrying no information in a move ("velkou pyramidku do Prahy", "a large one into Prague",
# "velká v oblasti Troppau" as the game itself writes it).
# The verbs of placing, Czech and Slovak in every form a player writes them ("dávám", "dám",
# "umístím", "stavím", "dávam"), and English: words of a move, not a part of what it names.
PLACE_VERBS = frozenset().union(
    verb_forms("dát", "dám"), verb_forms("dávat", "dávám"), verb_forms("umístit", "umístím"),
    verb_forms("umisťovat", "umisťuji"), verb_forms("postavit", "postavím"),
    verb_forms("stavět", "stavím"), verb_forms("položit", "položím"),
    verb_forms("pokládat", "pokládám"), verb_forms("hrát", "hraji"),
    verb_forms("přidat", "přidám"), verb_forms("přidávat", "přidávám"),
    verb_forms("poslat", "pošlu"), verb_forms("posílat", "posílám"), {"jdu", "jdeme", "pujdu"},
    "place places placing put putting play playing going go".split())
POSSESSIVE_PRONOUNS = frozenset(
    "svoji svou svoje sve svym moji mou moje me mym tvoji tvou tvoje tve tvym jeho jeji jejich "
    "nasi nasu nase vasi vasu vase my your his her their our".split())
FILLER = PLACE_VERBS | frozenset(
    "do na v ve into in to a the on onto poloz oblast oblasti i ll i'll "
    "se jeste jednu dalsi another next top "  # "Se střední jdu do Brna", "ještě jednu velkou"
    # "Put my last big one into Slovinsko", "my one remaining small", "poslední velkou"
    "last final remaining only posledni posledniho zbyvajici zbyvajiciho "
    "pyramid pyramids pyramida pyramidu pyramidy pyramidou "
    "pyramidka pyramidku pyramidky pyramidkou one "
    "kraj kraje kraji krajem okres okresu okrese okresem".split()  # "do Olomouckého kraje"
) | POSSESSIVE_PRONOUNS  # "Svoji velkou dám do Prahy", "my large one in Prague"


def _size_words() -> dict[str, int]:
    """Every word of a size: the Czech adjective in every case (and its Slovak forms, veľkú,
    strednú), the English words and their plain synonyms (a big one), the German, the digit."""
    czech = {0: "velký", 1: "střední", 2: "malý"}
    other = {0: "large larges big gross grosse grossen grosser 3",  # "two larges left"
             1: "medium mediums mid middle mittel mittlere mittleren 2",
             2: "small smalls little klein kleine kleinen 1"}
    # the size as the player's own words for it: the superlative ("tu největší", "the
    # biggest"), the middle one ("prostřední"), the digit's noun ("trojku do Prahy": 3 large)
    czech_also = {0: ("největší", "trojka"), 1: ("prostřední", "dvojka"),
                  2: ("nejmenší", "jednička", "jednotka")}
    english_also = {0: "biggest largest", 1: "middling", 2: "smallest littlest tiniest"}
    found: dict[str, int] = {}
    for size, word in czech.items():
        found |= dict.fromkeys(adjective_forms(word) | set(other[size].split()), size)
        for also in czech_also[size]:
            found |= dict.fromkeys(adjective_forms(also) if also.endswith("í")
                                   else word_forms(also), size)
        found |= dict.fromkeys(english_also[size].split(), size)
    return found


SIZE_FORMS = _size_words()
"""Folded size word (English, any Czech case form, digit) -> size index."""

LETTERS = {"en": {"l": 0, "m": 1, "s": 2, "v": 0}, "cs": {"v": 0, "s": 1, "m": 2, "l": 0}}
"""One-letter size abbreviations in each game language: the language's own three, and the large
one of the other (the help lists both: "L Brno" in Czech, "V Brno" in English); S and M, whose
meanings cross, are read in the player's language."""


@dataclass(frozen=True, slots=True)
class Phrase:
    """One way to name a region: per word, the set of its accepted folded forms."""

    region: int
    words: tuple[frozenset[str], ...]

    def match(self, tokens: Sequence[str]) -> int:
        """2 if `tokens` are consecutive words of the phrase, 1 if only as prefixes, else 0."""
        best = 0
        for start in range(len(self.words) - len(tokens) + 1):
            kind = 2
            for token, forms in zip(tokens, self.words[start:], strict=False):
                if token in forms:
                    continue
                if any(form.startswith(token) for form in forms):
                    kind = 1
                    continue
                break
            else:
                best = max(best, kind)
        return best


def _vocative(word: str) -> frozenset[str]:
    """The vocative of a declined name's word, as a player calls a region ("Praho, tady máš
    střední!", "Karlsbade"): the maps list the other cases, not this one."""
    first = fold(word.split("|")[0])
    if "|" not in word or len(first) < 4 or not first.isalpha():
        return frozenset()
    if first.endswith("a"):
        return frozenset({first[:-1] + "o"})  # Praha -> Praho, Opava -> Opavo
    if first[-1] in "kgh":
        return frozenset({first + "u"})  # Reichenberg -> Reichenbergu
    if first[-1] not in "aeiouycjnrsz":
        return frozenset({first + "e"})  # Karlsbad -> Karlsbade
    return frozenset()


_T = TypeVar("_T")


class _PerMap(Mapping[str, _T]):
    """A value for each map, made when first asked for: the indexes of the region names that
    reading a command looks words up in. A process that never reads a command (the notifier
    rendering a game's mails, a player's page) never builds them (a fifth of this module's
    import, bench/RESULTS.md, issue 43)."""

    def __init__(self, make: Callable[[str], _T]) -> None:
        self._make = make
        self._made: dict[str, _T] = {}

    def __getitem__(self, variant: str) -> _T:
        if variant not in self._made:
            if variant not in MAPS:
                raise KeyError(variant)
            self._made[variant] = self._make(variant)
        return self._made[variant]

    def __iter__(self) -> Iterator[str]:
        return iter(MAPS)

    def __len__(self) -> int:
        return len(MAPS)


def _phrases(board: Map) -> tuple[Phrase, ...]:
    phrases = []
    for r, region in enumerate(board.regions):
        for name in (*region.names, region.id.replace("-", " ")):
            forms = [frozenset(fold(word).split("|")) | _vocative(word) for word in name.split()]
            phrases.append(Phrase(r, tuple(f for f in forms if not f & FILLER)))
        for stem in region.areas:  # Olomoucko, na Olomoucku, do Olomouckého kraje
            phrases.append(Phrase(r, (area_forms(stem),)))
    return tuple(phrases)


PHRASES = _PerMap(lambda variant: _phrases(MAPS[variant]))


def _words_of(phrases: tuple[Phrase, ...]) -> tuple[list[str], dict[str, list[int]]]:
    """The forms of the phrases' words, sorted, and for each the phrases (their indices)
    holding it."""
    holding: dict[str, list[int]] = {}
    for at, phrase in enumerate(phrases):
        for form in frozenset().union(*phrase.words):
            holding.setdefault(form, []).append(at)
    return sorted(holding), holding


WORDS_OF = _PerMap(lambda variant: _words_of(PHRASES[variant]))


def _regions(variant: str, tokens: list[str]) -> tuple[int, list[int]]:
    """How well `tokens` name regions of `variant` as one phrase (2 exact, 1 prefix, 0 not) and
    the regions matched that well."""
    score, regions = _kept_regions(variant, tuple(tokens))
    return score, list(regions)


@functools.lru_cache(maxsize=WORDS_KEPT)  # a line's readers ask of the same words many times
def _kept_regions(variant: str, tokens: tuple[str, ...]) -> tuple[int, tuple[int, ...]]:
    if len(tokens) == 1:
        score, found = _word_regions(variant, tokens[0])
        return score, tuple(found)
    scores: dict[int, int] = {}
    for phrase in PHRASES[variant]:
        score = phrase.match(tokens)
        if score > scores.get(phrase.region, 0):
            scores[phrase.region] = score
    best = max(scores.values(), default=0)
    return best, tuple(r for r, score in scores.items() if score == best and best)


def _word_regions(variant: str, token: str) -> tuple[int, list[int]]:
    """_regions of one word, found among the forms that start with it (by bisection), not by
    matching every phrase: each word of a sentence asks it."""
    forms, holding = WORDS_OF[variant]
    matched: dict[int, int] = {}  # the phrase -> 2 the word is a form of it, 1 starts one
    at = bisect.bisect_left(forms, token)
    while at < len(forms) and forms[at].startswith(token):
        for phrase in holding[forms[at]]:
            matched[phrase] = max(matched.get(phrase, 0), 2 if forms[at] == token else 1)
        at += 1
    scores: dict[int, int] = {}  # the regions in the order of their phrases, as _regions
    for phrase in sorted(matched):
        region = PHRASES[variant][phrase].region
        if matched[phrase] > scores.get(region, 0):
            scores[region] = matched[phrase]
    best = max(scores.values(), default=0)
    return best, [r for r, score in scores.items() if score == best and best]


region_score = _regions  # for rules.game1926.sentence


def _region_names(variant: str, regions: list[int]) -> list[str]:
    names = TABLES[variant].region_names
    return [names[r] for r in regions]


def resolve_region(variant: str, lang: str, tokens: list[str]) -> list[int]:
    """The regions `tokens` may name (several when ambiguous); InvalidCommand if none."""
    found, unknown = _named(variant, lang, tokens)
    if found and not unknown:
        return found
    text = " ".join(unknown or tokens)
    raise _Unknown(say(lang, "unknown", words=text), variant, lang, text)


def _named(variant: str, lang: str, tokens: list[str]) -> tuple[list[int], list[str]]:
    """The regions `tokens` name, as one phrase or word by word, and the tokens that name
    none; InvalidCommand for a region of another map alone."""
    _, found = _regions(variant, tokens)
    if found:
        return found, []
    for other in (m for m in MAPS if m != variant):
        score, elsewhere = _regions(other, tokens)
        if score == 2 and len(elsewhere) == 1:
            region = _region_names(other, elsewhere)[0]
            raise InvalidCommand(
                say(lang, "not_on_map", region=region, map=MAPS[variant].names[lang])
            )
    # Not one phrase: maybe several words each naming a region ("kralove hradec", "praha brno").
    found = []
    unknown = []
    for token in tokens:
        _, regions = _regions(variant, [token])
        regions = regions or mended_region(variant, token)  # "do Prhy", "Olomoce"
        if not regions:
            unknown.append(token)
        found += [r for r in regions if r not in found]
    return found, unknown


MEND_LENGTH = 4  # a shorter word is never mended: too many names are one letter from it


def _forms(variant: str) -> dict[str, frozenset[int]]:
    """Every form of the map's region names, with the regions it names."""
    found: dict[str, set[int]] = {}
    for phrase in PHRASES[variant]:
        for forms in phrase.words:
            for form in forms:
                found.setdefault(form, set()).add(phrase.region)
    return {form: frozenset(regions) for form, regions in found.items()}


FORMS = _PerMap(_forms)
MENDING = _PerMap(lambda variant: Mending(FORMS[variant]))


def mended_region(variant: str, token: str) -> list[int]:
    """The one region a word one letter off names ("prhy" -> Praha, "olomoce" -> Olomouc: a
    letter left out, added, changed or two swapped), or, when none is, two letters off a name
    of seven letters or more (rules.text.near_name); [] when none or several regions are."""
    return list(_kept_mending(variant, token))


@functools.lru_cache(maxsize=WORDS_KEPT)
def _kept_mending(variant: str, token: str) -> tuple[int, ...]:
    if len(token) < MEND_LENGTH or token in CORRECTION:
        return ()  # "oprava" is a correction, never Opava one letter off
    forms = FORMS[variant]
    found = {region for form in MENDING[variant].one_off(token) if len(form) >= MEND_LENGTH
             for region in forms[form]}
    if not found:  # "Olommoce", "Karlovrasko": two letters off a long name, when no name is one
        found = {region for form in MENDING[variant].near(token) for region in forms[form]}
    return tuple(found) if len(found) == 1 else ()


def _vocabulary(variant: str) -> dict[str, int]:
    """The forms a "did you mean" compares a word with, each with its region."""
    vocabulary: dict[str, int] = {}
    for phrase in PHRASES[variant]:
        for forms in phrase.words:
            for form in forms:
                if len(form) > 3:  # "an", "der", "nad" resemble too many typos
                    vocabulary.setdefault(form, phrase.region)
    return vocabulary


VOCABULARY = _PerMap(_vocabulary)


class _Unknown(InvalidCommand):
    """Words that name no region, told with the regions they look like ("Did you mean
    Praha?"), found only when the message is read: a reader trying the pieces of a sentence
    of chatter reads none of its refusals, and the comparing costs most of a parse."""

    def __init__(self, message: str, variant: str, lang: str, text: str) -> None:
        super().__init__(message)
        self._looked_up = (variant, lang, text)

    def __str__(self) -> str:
        return super().__str__() + _did_you_mean(*self._looked_up)


@functools.lru_cache(maxsize=256)  # a line's readers ask the game of its words many times
def _did_you_mean(variant: str, lang: str, text: str) -> str:
    """' Did you mean Praha?' naming up to three regions whose names look like `text`, or ''."""
    vocabulary = VOCABULARY[variant]
    names = []
    for form in closest(text, vocabulary, n=8):
        name = TABLES[variant].region_names[vocabulary[form]]
        if name not in names:
            names.append(name)
    return say(lang, "did_you_mean", names=listing(lang, names[:3], "or")) if names else ""


def split_sizes(tokens: list[str], lang: str) -> tuple[list[int], list[str]]:
    """The size indices named in `tokens` and the remaining words (filler dropped)."""
    letters = LETTERS[lang]
    sizes: list[int] = []
    abbreviations: list[str] = []
    rest: list[str] = []
    for token in tokens:
        if token in SIZE_FORMS:
            sizes.append(SIZE_FORMS[token])
        elif token in letters:
            abbreviations.append(token)
        elif token not in FILLER:
            rest.append(token)
    # A lone letter is a size only when no size word is given; Czech "v" is then "velká" unless
    # another letter names the size ("m v Plzni": small, in Plzeň).
    if sizes:
        return sizes, rest + [a for a in abbreviations if a not in FILLER]
    strong = [a for a in abbreviations if a not in FILLER] or abbreviations
    return [letters[a] for a in strong], rest


# A size after these words names a pyramid already on the board, not the one placed now:
# "K velké v Praze přidávám malou", "Na svoji velkou přidám střední", "next to my large". A
# possessive pronoun does so only after a preposition: "Svoji velkou dám do Prahy" is a move.
PLACE_PREPOSITIONS = frozenset("k ke u vedle nad pod proti oproti beside".split())
_BEFORE_POSSESSIVE = PLACE_PREPOSITIONS | frozenset("na to of onto".split())
# A possessive adjective of a player's name ("Bedřichova střední", "Annina malá"), by its
# ending; "znova" ends so too but says "again".
_POSSESSIVE_ENDINGS = ("ova", "ovu", "ove", "ovy", "ovo", "ovou", "ina", "inu", "ine", "iny",
                       "inou")
_NOT_POSSESSIVE = frozenset({"znova", "jedina", "jedinou", "jedinu"})


def player_possessive(word: str) -> bool:
    """Whether a folded word looks like a player's possessive ("cyrilova", "annina", "ann's")."""
    return word.endswith("'s") or (len(word) >= 6 and word.endswith(_POSSESSIVE_ENDINGS)
                                   and word not in _NOT_POSSESSIVE)


def player_possessives(name: str) -> frozenset[str]:
    """The folded possessive adjective of a player's given name in every case ("Bedřich" ->
    "bedrichova", "bedrichovu", …; "Anna" -> "annina", …)."""
    found = words(name)
    if not found:
        return frozenset()
    given = found[0]
    stem = given[:-1] + "in" if given.endswith("a") else given + "ov"
    return frozenset(stem + end for end in ("", "a", "u", "e", "o", "y", "ou", "ych", "ym"))


# A size after a verb of having or of a placement made before names what is on the board:
# "Cyril dal velkou do Brna", "Mám velkou v Praze", "Bob has a large in Brno".
TOLD = frozenset(w for w in PLACE_VERBS if w.endswith(("l", "la", "li", "lo"))) | frozenset(
    "dal dala dali dalo ma mam mame maji mel mela meli has have had placed".split())


def describing(before: list[str]) -> int:
    """How many of the last words of `before` make a size after them name a pyramid already on
    the board: a preposition of place ("k velké"), a possessive after one ("na svoji velkou"),
    a player's possessive ("Bedřichova střední"); 0 when they do not."""
    if before and before[-1] in PLACE_PREPOSITIONS or before and player_possessive(before[-1]):
        return 2 if len(before) > 1 and before[-2] in _BEFORE_POSSESSIVE else 1
    if len(before) > 1 and before[-1] in POSSESSIVE_PRONOUNS and before[-2] in _BEFORE_POSSESSIVE:
        return 2
    return 0


def told(before: list[str]) -> bool:
    """Whether a size after `before` is one a verb of having or of an earlier placement tells
    of ("Cyril dal velkou", "má tam velkou", "has a large")."""
    if len(before) > 1 and before[-2] in _CONDITIONAL:
        return False  # "bych dala velkou": the player's own move, said politely
    return bool(before) and (before[-1] in TOLD or len(before) > 1 and before[-2] in TOLD
                             and before[-1] in FILLER | {"tam", "tady", "there"})


_CONDITIONAL = frozenset("bych bychom bysme".split())


def described(tokens: list[str]) -> list[str]:
    """The tokens less the sizes that name a pyramid already on the board ("k velké v Praze
    přidávám malou" -> "v Praze přidávám malou") and the words that made them so."""
    kept: list[str] = []
    for token in tokens:
        if token in SIZE_FORMS and not token.isdigit() and (cut := describing(kept)):
            del kept[-cut:]
            continue
        if token in SIZE_FORMS and not token.isdigit() and told(kept):
            continue  # the verb stays: the clause tells of the board
        if token in SIZE_FORMS and kept[-1:] == ["s"]:
            kept.pop()  # "S velkou jdu na Brno": before a size word, "s" is "with"
        kept.append(token)
    return kept


RESIGN_PHRASES = frozenset(
    {"resign", "i resign", "give up", "i give up", "vzdavam", "vzdavam se", "vzdat", "vzdat se",
     "vzdam se", "koncim"}
)


def is_resignation(text: str) -> bool:
    """True if `text` says the player gives up ("resign", "vzdávám se"), in any case or accents."""
    return " ".join(words(text)) in RESIGN_PHRASES


def read(variant: str, lang: str, text: str) -> Placement:
    """The placement `text` names (legal or not); InvalidCommand or AmbiguousCommand otherwise."""
    tokens = described([part for word in words(text) for part in word.split("-") if part])
    sizes, rest = split_sizes(tokens, lang)
    rest, land, in_land = _less_lands(variant, lang, rest)
    # a lone letter beside a place is a signature's initial ("malou do Slezska. O."), never
    # the first letter of a region: a region is named by a word of its own
    rest = [t for t in rest if len(t) > 1] if land or any(len(t) > 1 for t in rest) else rest
    if land and not rest:  # "střední na Moravu": the land's one region, or asked back
        return _in_land(variant, lang, sizes, land, in_land)
    example = placement_words(SIZES[0], TABLES[variant].region_ids[0], lang)
    if not rest:
        raise InvalidCommand(say(lang, "no_region" if sizes else "empty", example=example))
    if not sizes:
        try:  # (resolve_region's own "did you mean" would go unsaid: not asked for)
            found, unknown = _named(variant, lang, rest)
        except InvalidCommand:
            found, unknown = [], rest
        if not found or unknown:  # neither a size nor a region: likely not meant as a move
            shown = " ".join(text.split())[:40]
            message = say(lang, "unreadable", text=shown, example=example)
            raise _Unknown(message, variant, lang, " ".join(rest))
        raise InvalidCommand(say(lang, "no_size"))
    regions = resolve_region(variant, lang, rest)
    region_ids = TABLES[variant].region_ids
    distinct = sorted(set(sizes))
    if len(regions) == 1 and len(distinct) == 1:
        return Placement(SIZES[distinct[0]], region_ids[regions[0]])
    candidates = [f"{SIZES[s]} {region_ids[r]}" for s, r in product(distinct, regions)]
    if len(regions) > 1:
        names = listing(lang, _region_names(variant, regions), "or")
        message = say(lang, "ambiguous_region", words=" ".join(rest), names=names)
    else:
        named = [quoted(lang, SIZE_WORDS[lang][s]) for s in distinct]
        message = say(lang, "ambiguous_size", sizes=listing(lang, named, "or"))
    raise AmbiguousCommand(message, candidates)


@functools.cache
def _land_forms(variant: str) -> dict[str, tuple[int, dict[str, str], tuple[int, ...]]]:
    """Every folded form of a land's name on `variant`'s map -> (the land, its names, the
    regions in it)."""
    ids = TABLES[variant].region_ids
    return {form: (at, names, tuple(ids.index(r) for r in regions))
            for at, (names, forms, regions) in enumerate(LANDS.get(variant, ()))
            for form in forms.split()}


def _less_lands(variant: str, lang: str,
                tokens: list[str]) -> tuple[list[str], str, tuple[int, ...]]:
    """The tokens less the lands named among them ("na Moravu, do Brna" -> "do Brna"), the
    first land's name in `lang` and its regions; a token that is a region's own name stays."""
    forms = _land_forms(variant)
    lands = [t for t in tokens if t in forms and _regions(variant, [t])[0] != 2]
    if not lands:
        return tokens, "", ()
    _, names, regions = forms[lands[0]]
    return [t for t in tokens if t not in lands], names.get(lang, names["en"]), regions


def _in_land(variant: str, lang: str, sizes: list[int], land: str,
             regions: tuple[int, ...]) -> Placement:
    """The placement in a land named alone: its one region; a land of several regions (or a
    size not said) is asked back with the choices."""
    ids, distinct = TABLES[variant].region_ids, sorted(set(sizes))
    if len(regions) == 1 and len(distinct) == 1:
        return Placement(SIZES[distinct[0]], ids[regions[0]])
    if len(regions) == 1:
        raise InvalidCommand(say(lang, "no_size"))
    candidates = [f"{SIZES[s]} {ids[r]}" for s, r in product(distinct or range(len(SIZES)),
                                                              regions)]
    names = listing(lang, _region_names(variant, list(regions)))
    raise AmbiguousCommand(say(lang, "land_regions", land=land, names=names), candidates)


def lexicon(variant: str, players: Iterable[str]) -> Lexicon:
    """The words of a 1926 move: the sizes and the verbs of resigning (commands), the regions
    in every form and the players (names)."""
    commands = {w for w in SIZE_FORMS if not w.isdigit()} | PLACE_VERBS | {
        "resign", "vzdavam", "vzdat", "vzdam", "koncim"}
    names = {form for phrase in PHRASES[variant] for forms in phrase.words for form in forms
             if len(form) > 2} | {w for player in players for w in words(player) if len(w) > 2} \
        | set(_land_forms(variant))  # "do Plzně v Čechách": a land is the move's word too
    describers = PLACE_PREPOSITIONS | POSSESSIVE_PRONOUNS | TOLD | frozenset().union(
        *(player_possessives(player) for player in players))
    return Lexicon(frozenset(commands), frozenset(names - FILLER), describers=describers,
                   nouns=frozenset(SIZE_FORMS))
