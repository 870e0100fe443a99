"""People's names in the case a Czech sentence needs ("platí Petru Dvořákovi", "od Lucie Malé").

A name is declined only when the rules below are sure of it: a given name they know (Czech
men's names, a few English ones, women's names in -a, -ie, -ce), and a surname of a shape whose
paradigm follows from the given name's gender (-ová/-á, -ý, -í, a consonant, -a). Anything else
(a nickname, an address, "Bot 2") gives None, and the caller puts the name where no case is
needed ("hráči Tom Hall"), which is never wrong, only less smooth. Pure and standard-library
only (the rules core), so the games' texts can use it. The vocative is here too, one rule for
the mail's greetings (`vocative`) and for reading a player called by name (`called_forms`).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping

from rules.text import fold

DATIVE, GENITIVE, ACCUSATIVE, INSTRUMENTAL = "dat", "gen", "acc", "ins"
CASES = (DATIVE, GENITIVE, ACCUSATIVE, INSTRUMENTAL)

# Czech men's given names that end in a consonant (women's end in -a or -e and need no list).
MEN = frozenset("""
    adam aleš alexandr alois antonín arnošt bedřich blahoslav bohdan bohumil bohuslav
    bořivoj bronislav ctibor cyril čeněk dalibor david dobroslav dominik dušan eduard emil erik
    evžen filip františek hanuš hynek ignác igor ivan jakub jan jaromír jaroslav
    jindřich jiří josef kamil kryštof ladislav leoš libor lubomír luboš ludvík lukáš lumír
    marek martin matěj matouš matyáš metoděj michal mikuláš milan miloslav miloš miroslav
    norbert oldřich ondřej oskar otakar patrik petr přemysl radek radim radomír radovan
    richard robert roman rostislav rudolf sebastián silvestr slavomír stanislav šimon
    štěpán svatopluk teodor tadeáš tobiáš tomáš vácslav václav valdemar viktor vilém vít vítězslav
    vladimír vladislav vlastimil vojtěch vratislav zbyněk zikmund
    honzík mirek pepík vašek zbyšek
    pavel karel havel marcel daniel gabriel samuel emanuel michael rafael zdeněk vavřinec
    hans kurt stefan stephan jürgen klaus dieter
    wolfgang günter günther lukas felix jonas leon olaf sven lars christian sebastian florian
    tobias andreas matthias markus marcus niklas nicholas benjamin jonathan ethan logan jacob
    isaac nathaniel oscar howard gerald harold donald ronald roland leonard bernard gordon
    dennis douglas philip phillip edgar rupert herbert hubert gilbert norman neil colin alan
    allan alastair stuart scott grant dustin austin evan owen liam mason tyler caleb dominic
    vincent frederick heinrich dietrich friedrich ulrich helmut horst bernd rolf ralf detlef
    manfred reinhard gerhard volker jens jörg björn gustav anders nils henrik johan johann
    fabian julian kilian maximilian konrad moritz anton lorenz sergej oleg boris dmitrij
    andrej aleksandr pavol jozef juraj
""".split())
# English men's given names that end in a consonant: declined as Czech ones are (Tomu, Grega),
# and the sign that a surname is English (White -> Whiteovi, Kelly -> Kellymu).
ENGLISH_MEN = frozenset("""
    tom mark john bob jack peter paul bill ben sam tim jim frank fred carl max alex
    oliver edward albert arnold victor walter
    richard david thomas james william charles joseph kevin brian patrick eric stephen steven
    jason ryan justin brandon nathan connor aaron simon
    greg doug nick rick rob ted ed jeff josh dan don ron ken earl glen hank chuck
""".split())
# English men's given names in a silent -e, declined on the stem without it (Mike -> Mika,
# Mikovi, Mikem; Steve -> Stevovi); after -c or -g the -e is said, so Bruce and George are not here.
MEN_SILENT_E = frozenset("""
    mike steve dave pete jake luke kyle wayne shane blake clyde duke
""".split())
MEN = MEN | ENGLISH_MEN  # the English ones are men's names like the others
# Men's given names in -a (declined like "předseda"): Honza, Jirka, Franta.
MEN_A = frozenset("""
    honza jirka franta pepa tonda kuba jarda standa venca vláďa láďa péťa míra ota sláva
    luka nikola sulla
""".split())
# Men's given names in Latin -us, declined on the stem without it: Radius -> Radia, Radiovi
# (the robots of Čapek's R.U.R., whose names the service's bots carry).
MEN_US = frozenset("radius primus marius".split())
# A title before a given name ("Robot Karel", "Robotka Helena": the bots' seats), declined as a
# noun of its own gender: "Robotu Karlovi", "Robotce Heleně".
TITLES = {
    "robot": ("m", {"dat": "Robotu", "gen": "Robota", "acc": "Robota", "ins": "Robotem"}),
    "robotka": ("f", {"dat": "Robotce", "gen": "Robotky", "acc": "Robotku", "ins": "Robotkou"}),
}
# Women's given names that end in a consonant: the same form in every case.
WOMEN_FIXED = frozenset("ann dagmar karin ingrid miriam rut ester carmen ellen helen".split())
# English women's given names (they end in a consonant, -y or -e; Czech ones in -a need no list):
# their gender is sure though the name itself stays as written.
WOMEN_ENGLISH = frozenset("""
    emily mary anne ann jane kate sue susan sarah elizabeth alice grace rose lily lucy amy
    abigail megan hannah chloe zoe sophie charlotte olivia isabel rachel ruth judy nancy
    margaret catherine karen linda betty dorothy shirley joyce beverly kelly ashley emma ellie
    evelyn harriet jennifer kimberly lauren madison meredith molly nicole rebecca sally
    shannon stephanie tiffany vivian wendy
""".split())
# Oblique stems the regular rules would get wrong (the -e- that drops: Pavel -> Pavla).
_STEMS = {"pavel": "pavl", "karel": "karl", "havel": "havl", "zdeněk": "zdeňk",
          "vavřinec": "vavřinc", "čeněk": "čeňk", "zbyněk": "zbyňk"}
_VOWELS = frozenset("aeiouyáéíóúůýě")
_SOFT = frozenset("šžčřcjďťňsxz")  # a final soft (or s, z, x) consonant: Tomáše, Maxe
# Feminine -a nouns: the dative ending after the stem's last consonant(s) (Lucce, Olze, Petře).
_FEMININE_DATIVE = (("ch", "še"), ("k", "ce"), ("h", "ze"), ("g", "ze"), ("r", "ře"))
_PLAIN_E = frozenset("lszcjžščřďťň")  # these take a plain -e in the dative: Kamile, Tereze


def decline(name: str, case: str) -> str | None:
    """`name` in `case` (DATIVE, GENITIVE, ACCUSATIVE or INSTRUMENTAL), or None when unsure."""
    words = name.split()
    if not 1 <= len(words) <= 2 or case not in CASES:
        return None
    if not all(w.replace("-", "").isalpha() for w in words):
        return None
    title = TITLES.get(words[0].casefold()) if len(words) == 2 else None
    if title is not None:
        sex, forms = title
        given = _given(words[1], sex, case, alone=True) if _gender(words[1]) == sex else None
        return None if given is None else f"{_cased_like(words[0], forms[case])} {given}"
    # the whole name's gender: a given name of either gender (Nikola, Míša) is settled by the
    # surname ("Nikola Malá" is a woman: Nikole Malé, never Nikolovi Malovi), else unsure
    gender = globals()["gender"](name)
    if gender is None:
        return None
    if len(words) == 1:
        return _given(words[0], gender, case, alone=True)
    first = _given(words[0], gender, case, alone=False)
    last = _surname(words[1], gender, case, english=_english(words[0]))
    if first is None or last is None:
        return None
    return f"{first} {last}"


@functools.lru_cache(maxsize=1024)  # a game's players, named on every line read
def case_forms(name: str) -> frozenset[str]:
    """Every form a Czech sentence may name the player `name` by: the whole name, the given
    name alone and the surname alone, each in the nominative and in every case the rules are
    sure of ("Jana Dvořáková" -> "Janě Dvořákové", "Janu", "Dvořákové", "Dvořákovou" ...)."""
    words = name.split()
    forms = {name, *words[:1], *words[1:2]} if len(words) <= 2 else {name}
    for case in CASES:
        whole = decline(name, case)
        if whole:
            forms.add(whole)
            forms.update(whole.split())
        if len(words) == 2 and (given := decline(words[0], case)):
            forms.add(given)
    return frozenset(f for f in forms if f)


def gender(name: str) -> str | None:
    """"m" or "f" for a player's name when sure (a known given name, a Czech woman's name in
    -a/-ie, an English woman's name, a surname in -ová/-á), else None."""
    words = name.split()
    if not words or not all(w.replace("-", "").isalpha() for w in words):
        return None
    if words[0].casefold() in WOMEN_ENGLISH:
        return "f"
    if len(words) == 2 and words[0].casefold() in TITLES:
        return TITLES[words[0].casefold()][0]
    if len(words) == 2 and words[1].casefold().endswith(("ová", "ská", "cká")):
        return "f"
    given = None if _unaccented(words[0].casefold()) in _UNSURE else _gender(words[0])
    if given is None and len(words) == 2 and len(words[1]) > 2:
        # an adjective surname says it: Malá is a woman, Malý a man ("Saša Malá", "Kim Nový")
        return {"á": "f", "ý": "m"}.get(words[1].casefold()[-1])
    return given


# Given names that do not say the gender: Czech short forms of a man's and a woman's name
# (Saša, Míša, Kája, Pája, Jindra), and names a woman's in one country and a man's in another
# (Nikola, Andrea, Sasha, Nikita); only the surname may tell.
_UNSURE = frozenset("sasa sasha misa kaja paja jindra nikola andrea nikita".split())


def past(name: str, masculine: str, feminine: str) -> str | None:
    """Another player's act told in the past tense, which agrees with their gender: the
    clause after `name` ("Jana Nováková hlásila 2", "Robot Karel hlásil 1"); None when the
    name does not say the gender ("Kim Lee"): the caller then tells the act by a noun phrase
    that needs none ("Kim Lee: hlášení 2"), never one form for both genders."""
    sex = gender(name)
    if sex is None:
        return None
    return f"{name} {masculine if sex == 'm' else feminine}"


_SEX = re.compile(r"\[sex \{(\w+)\}: ([^\]|]*)\|([^\]|]*)\|([^\]|]*)\]")


def by_gender(text: str, values: Mapping[str, object]) -> str:
    """`text` with each `[sex {name}: masculine|feminine|unsure]` replaced by the form of the
    gender the value `name` shows ("[sex {player}: {player} vzdal|{player} vzdala|{player}:
    hra vzdána]"), the third, a noun phrase that needs no gender, when the name does not
    say it: what another did is told in the past, and a past tense never guesses."""
    if "[sex " not in text:
        return text
    return _SEX.sub(lambda m: m.group(2 + {"m": 0, "f": 1}.get(
        gender(str(values.get(m.group(1), ""))) or "", 2)), text)


def _known_given(word: str) -> str | None:
    """The canonical lower-case form of a given name the lists know (diacritics restored)."""
    lower = word.casefold()
    if lower in MEN or lower in MEN_A or lower in MEN_US or lower in MEN_SILENT_E \
            or lower in WOMEN_FIXED:
        return lower
    return _folded().get(_unaccented(lower))


def _gender(word: str) -> str | None:
    """"m" or "f" for a given name the rules know, else None."""
    known = _known_given(word)
    if known in MEN or known in MEN_A or known in MEN_US or known in MEN_SILENT_E:
        return "m"
    if known in WOMEN_FIXED:
        return "f"
    lower = word.casefold()
    if len(lower) > 2 and lower[-1] in "aá" and lower[-2] not in _VOWELS:
        return "f"  # Jana, Lucka, Klára
    if len(lower) > 3 and lower.endswith(("ie", "ce", "še", "že", "ře")):
        return "f"  # Lucie, Marie, Alice
    return None


_MAN_A = {"gen": "y", "dat": "ovi", "ins": "ou", "acc": "u"}  # Honza: Honzy, Honzovi, Honzou


def _given(word: str, gender: str, case: str, *, alone: bool) -> str | None:
    """One given name in `case`; before a surname a man's dative is -u/-i (Petru Novákovi)."""
    lower = word.casefold()
    known = _known_given(word)
    if gender == "m" and known in MEN_US:
        return _suffix(word, word[:-2], {"gen": "a", "dat": "ovi", "ins": "em", "acc": "a"}[case])
    if gender == "m" and known in MEN_A:
        return _suffix(word, word[:-1], _MAN_A[case])
    if gender == "m" and known in MEN_SILENT_E:  # Mika, Mikovi (the stem stays recognisable)
        return _suffix(word, word[:-1], {"gen": "a", "dat": "ovi", "ins": "em", "acc": "a"}[case])
    if gender == "m":
        if lower.endswith("í"):  # Jiří
            return _suffix(word, word, {"gen": "ho", "dat": "mu", "ins": "m", "acc": "ho"}[case])
        if lower[-1] in _VOWELS:
            return None
        stem = _stem(word, known)
        soft = lower[-1] in _SOFT
        if case == DATIVE:
            ending = "ovi" if alone else ("i" if soft else "u")
        else:
            # a man's accusative is his genitive: Petra Dvořáka
            ending = {"gen": "e" if soft else "a", "acc": "e" if soft else "a", "ins": "em"}[case]
        return _suffix(word, stem, ending)
    if known in WOMEN_FIXED:
        return word
    if lower.endswith("e") and not lower.endswith("ie") \
            and (not lower.endswith("ce") or lower in WOMEN_ENGLISH - {"alice"}):
        # Kate, Rose, Grace: an English silent e, no Czech paradigm: the name stays as it is
        # ("Kate Moss", never "Kati Moss": review 21n); Lucie, Alice (a Czech name too) decline
        return word
    if lower[-1] not in "aáe":  # Emily, Kim: no Czech paradigm, the name stays unsure
        return None
    if case == ACCUSATIVE:  # Janu, Lucii
        return _suffix(word, word[:-1], "u" if lower[-1] in "aá" else "i")
    if lower[-1] in "aá":
        stem = word[:-1]
        if case == GENITIVE:
            return None if stem[-1:].casefold() in _SOFT - {"s", "z", "c"} else \
                _suffix(word, stem, "y")
        if case == INSTRUMENTAL:
            return _suffix(word, stem, "ou")
        return _feminine_dative(word, stem)
    if lower[-1] == "e":  # Lucie, Alice
        stem = word[:-1]
        return _suffix(word, stem, {"gen": "e", "dat": "i", "ins": "í"}[case])
    return None


def _feminine_dative(word: str, stem: str) -> str | None:
    low = stem.casefold()
    for end, ending in _FEMININE_DATIVE:
        if low.endswith(end):
            return _suffix(word, stem[:-len(end)], ending)
    if low[-1:] in _PLAIN_E:
        return _suffix(word, stem, "e")
    if low[-1:] and low[-1] not in _VOWELS:
        return _suffix(word, stem, "ě")  # Janě, Evě, Martě
    return None


def _english(given: str) -> bool:
    """True if `given` is an English given name (then its bearer's surname is taken as English)."""
    known = _known_given(given)
    return known in ENGLISH_MEN or known in MEN_SILENT_E or given.casefold() in WOMEN_ENGLISH


def _surname(word: str, gender: str, case: str, english: bool = False) -> str | None:
    """A surname in `case`, by the paradigm its ending and the bearer's gender give; an English
    one (`english`) also in a silent -e (White -> Whitea, Whiteovi, Whitem) or in -y after a
    consonant (Kelly -> Kellyho, Kellymu), as Czech writes them; a woman's stays as written."""
    lower = word.casefold()
    if english and len(lower) > 2 and lower[-2] not in _VOWELS and lower[-1] in "ey":
        if gender == "f":
            return word
        if lower[-1] == "y":  # Kennedy, Kelly: declined as an adjective in -í
            return _suffix(word, word, {"gen": "ho", "dat": "mu", "ins": "m", "acc": "ho"}[case])
        if lower[-2] not in "cg":  # after -c, -g the -e is said (Bruce): unsure
            return _suffix(word, word,
                           {"gen": "a", "acc": "a", "dat": "ovi", "ins": "m"}[case])
    if gender == "f":
        if lower.endswith("á"):  # Nováková, Malá
            return _suffix(word, word[:-1],
                           {"gen": "é", "dat": "é", "acc": "ou", "ins": "ou"}[case])
        if lower[-1] in "aeo":  # a noun surname of a woman: unsure
            return None
        return word  # Hall, Krejčí, Janů: the same in every case
    if lower.endswith("ý"):  # Novotný
        return _suffix(word, word[:-1],
                       {"gen": "ého", "dat": "ému", "ins": "ým", "acc": "ého"}[case])
    if lower.endswith("í"):  # Krejčí
        return _suffix(word, word, {"gen": "ho", "dat": "mu", "ins": "m", "acc": "ho"}[case])
    if lower.endswith("ů"):  # Janů
        return word
    if lower[-1] in "aá" and len(lower) > 2 and lower[-2] not in _VOWELS:
        return _suffix(word, word[:-1], _MAN_A[case])
    if lower[-1] in _VOWELS or lower[-1] == "w":
        return None
    if case in (GENITIVE, ACCUSATIVE) and lower[-1] in "sxz":
        return None  # Hus -> Husa but Klaus -> Klause: the ending does not tell
    stem = _stem(word, None)
    soft = lower[-1] in _SOFT
    genitive = "e" if soft else "a"
    return _suffix(word, stem, {"gen": genitive, "acc": genitive, "dat": "ovi", "ins": "em"}[case])


def _stem(word: str, known: str | None) -> str:
    """The stem the endings go on: a fleeting -e- drops (Marek -> Mark-, Hájek -> Hájk-)."""
    lower = word.casefold()
    if known in _STEMS:
        stem = _STEMS[known] if lower == known else _unaccented(_STEMS[known])  # Zdenek -> Zdenk-
        return _cased_like(word, stem)
    if len(lower) > 4 and lower.endswith(("ek", "ec")) and lower[-3] not in _VOWELS:
        return word[:-2] + word[-1]
    if len(lower) > 4 and lower.endswith("ěk"):
        return word[:-3] + {"n": "ň", "d": "ď", "t": "ť"}.get(word[-3], word[-3]) + word[-1]
    return word


def _suffix(word: str, stem: str, ending: str) -> str:
    """`stem` + `ending`, in capitals when the name was written in capitals."""
    form = stem + ending
    return form.upper() if word.isupper() and len(word) > 1 else form


def _cased_like(word: str, form: str) -> str:
    if word.isupper() and len(word) > 1:
        return form.upper()
    return form[:1].upper() + form[1:] if word[:1].isupper() else form


def _unaccented(text: str) -> str:
    """`text` without diacritics, case kept (names are often typed without them)."""
    return "".join(c for c in unicodedata.normalize("NFD", text)
                   if not unicodedata.combining(c))


@functools.cache
def _folded() -> dict[str, str]:
    """The known given names by their form without diacritics: made when a name is first
    written without them, not on import (a cold mail to names written as known pays nothing)."""
    # an ASCII name (four in five) has no diacritics to strip: decomposing each was two thirds
    # of this table, which a cold notifier builds for a player's name the lists lack (issue 43)
    return {n if n.isascii() else _unaccented(n): n for n in (*MEN, *MEN_A, *MEN_US, *WOMEN_FIXED)}


# The short forms people call each other by (hypocoristics): each group is one given name's
# forms, Czech and English. No well-kept list small enough for the rules core (standard library
# only) exists on PyPI, so this is a short table of the common ones; a name in two groups ("tom"
# for Tomáš and Thomas, "péťa" for Petr and Petra) names a player only when one player fits.
NICKNAMES = tuple(frozenset(group.split()) for group in """
    tomáš tom tomík tomášek tomi
    thomas tom tommy
    petr péťa peťa petřík petříček pete peter
    petra péťa peťa petruška
    lucie lucka lucinka luci lucy
    jan honza honzík jeník jenda
    jakub kuba kubík kubíček jake
    robert bob bobby rob robík
    anna ann anička anča anči andula anda andulka anka annie
    josef pepa pepík pepíček jožka joe
    jiří jirka jiřík
    františek franta fanda
    václav vašek venca vašík
    vladimír vláďa
    ladislav láďa
    jaroslav jarda
    stanislav standa
    antonín tonda toník
    miroslav mirek míra
    michal míša michael mike
    ondřej ondra
    lukáš luky
    marie maruška majka
    kateřina katka káťa kate
    katherine kate katie
    tereza terka
    veronika verča
    barbora bára
    eva evička evka
    jana janička janča
    zuzana zuzka zuzanka
    magdaléna magda
    alžběta běta
    elizabeth liz lizzie beth betty
    william bill billy will
    richard rick
    james jim jimmy jamie
    daniel dan danny
    david dave
    alexandr alex saša
    alexander alex
    margaret maggie meg
    susan sue
    christopher chris
    nicholas nick
    samuel sam
    benjamin ben
    matthew matt
    edward ed eddie ted
    bohuslav bohouš bohoušek bohuš
    bohumil bohouš bohoušek bohuš
    karel kája karlík
    cyril cyda
    martin marťa martínek
    pavel pája pavlík
    vojtěch vojta
    matěj máťa
    zdeněk zdenda
    jindřich jindra
    rudolf ruda
    oldřich olda
    bedřich béďa
    hana hanka hanička
    helena helča
    klára klárka
    adéla áďa
    michaela míša
    gabriela gábina gábi
    kamila kamča
    ludmila lída
    renata renča
    zdeňka zdenča
    jaroslava jarka
    kristýna týna
""".strip().splitlines())


@functools.lru_cache(maxsize=1024)  # a game's players, named on every line read
def nickname_forms(name: str) -> frozenset[str]:
    """The short forms of a player's given name in every case a Czech sentence may use
    ("Tomáš Dvořák" -> "Tom", "Tomovi", "Toma", "Tomík" …; "Jakub" -> "Kuba", "Kubovi"); empty
    for a given name the table does not know. Whether a form names one player only is the
    caller's to check."""
    words = name.split()
    if not words:
        return frozenset()
    given = _unaccented(words[0].casefold())
    forms: set[str] = set()
    for group in NICKNAMES:
        if given not in {_unaccented(g) for g in group}:
            continue
        for short in group:
            if _unaccented(short) == given:
                continue
            # "Jenda" is Jan's: a man's -a name
            forms |= _short_cases(short, gender(words[0]) or _gender(short))
    return frozenset(forms)


def _short_cases(short: str, sex: str | None) -> set[str]:
    """A short form of a given name and its cases ("kuba", "kubovi", "kubu" …); the form
    alone when its gender is not known."""
    forms = {short}
    if sex is None:
        return forms
    for case in CASES:
        form = _suffix(short, short[:-1], _MAN_A[case]) if sex == "m" \
            and short.endswith("a") else _given(short, sex, case, alone=True)
        if form:
            forms.add(form)
    return forms


def nominative(word: str) -> str:
    """The nominative of a given name or short form written in another case ("Kubovi" ->
    "Kuba", "Péťovi" -> "Péťa", "Lucce" -> "Lucka"); the word as written when the tables know
    no such form (or it is one already)."""
    written = word.casefold()
    names = _nominatives().get(_unaccented(written), ())
    if any(name == written or _unaccented(name) == written for _, name in names):
        return word  # "Kuba", "Kate": a nominative already
    # the spelling written decides between "Péťovi" (Péťa) and "Peťovi" (Peťa)
    name = next((name for form, name in names if form == written),
                names[0][1] if names else None)
    return _cased_like(word, name) if name is not None else word


@functools.cache
def _nominatives() -> dict[str, tuple[tuple[str, str], ...]]:
    """Each case of the given names and short forms the tables know, without diacritics ->
    (the case as written, its nominative) of each name it may be, in the tables' order."""
    found: dict[str, list[tuple[str, str]]] = {}
    named = [(name, _gender(name) or next(filter(None, map(_gender, group)), None))
             for group in NICKNAMES for name in sorted(group)]
    for name, sex in [*named, *((name, "m") for name in sorted((*MEN, *MEN_A)))]:
        for form in _short_cases(name, sex):
            found.setdefault(_unaccented(form), []).append((form, name))
    return {form: tuple(names) for form, names in found.items()}


# --- the vocative: how a person is called ("Ahoj Bedřichu", "Petře, platí to?") -------------
# A rule table instead of the `vokativ` package from PyPI: that one (MIT, 12 kB) ships only as a
# source archive (the Lambda build installs wheels only), needs `six` and loads its suffix
# tables with pickle; it also declines every name it is given (Karen -> "Karene", Jean ->
# "Jeane"). The rules below decline the men's given names MEN knows, Czech and foreign (Tom,
# Mark, Hans), women's names in -a, and keep the rest as written (Alice, Lucie, Karen, Mike):
# a name left in the nominative is never wrong, only less warm.
# Given names whose vocative the rules below would get wrong.
_IRREGULAR_VOCATIVE = {
    "pavel": "Pavle", "karel": "Karle", "havel": "Havle", "marcel": "Marceli",
    "zdeněk": "Zdeňku", "vavřinec": "Vavřinče", "hugo": "Hugo",
}  # fmt: skip

_VOCATIVE_MEN = MEN | {"ivo"}

_VELAR = frozenset("khg")  # -k, -h, -ch, -g take -u (Dominiku, Bedřichu)
_SOFTENED = {"n": "ň", "d": "ď", "t": "ť"}  # before -ěk: Zdeněk -> Zdeňku


def vocative(name: str) -> str:
    """The Czech vocative of a player's name for a greeting; the name as written when unsure.

    A name of several words is greeted by its first (the greeting says "ty"): "Dana Nováková"
    is "Dano" when that first word is a known given name, else that first word as written
    ("Lucie Malá" -> "Lucie", "Ann Smith" -> "Ann"); an address, a name of one word or one
    with other signs than letters ("Bob & Co") stays whole.
    """
    words = name.split()
    if not words:
        return name
    if not all(w.replace("-", "").isalpha() for w in words):
        return name
    called = _given_vocative(words[0])
    if called is not None:
        return called
    return words[0]


def _given_vocative(word: str) -> str | None:
    """The vocative of one given name as written (case and diacritics kept), or None."""
    lower = word.casefold()
    if not lower.replace("-", "").isalpha():  # an address, a number: nothing to decline
        return None
    known = _known(lower)
    if known is None:
        return None
    plain = known != lower  # written without the diacritics the name has: keep it so
    if known in _IRREGULAR_VOCATIVE:
        form = _IRREGULAR_VOCATIVE[known]
    elif known.endswith("a"):
        form = known[:-1] + "o"
    elif known[-1] in "eěiíoóuůúyý":
        form = known
    else:
        form = _mans(known)
    if plain:
        form = _unaccented(form)
    return _cased_like(word, form)


def _known(lower: str) -> str | None:
    """The canonical lower-case form of a given name (diacritics restored), or None."""
    if lower in _IRREGULAR_VOCATIVE or lower in _VOCATIVE_MEN:
        return lower
    folded = _KNOWN_UNACCENTED.get(_unaccented(lower))
    if folded is not None:
        return folded
    # any name in -a with a consonant before it takes -o: Dana, Franta, Honza, Jirka, Anna
    if len(lower) > 2 and lower.endswith("a") and lower[-2] not in "aeiouyáéíóúůý":
        return lower
    return None


# the names _known restores, by their letters without diacritics (of two alike, the first)
_KNOWN_UNACCENTED = {_unaccented(name): name
                     for name in reversed((*_IRREGULAR_VOCATIVE, *_VOCATIVE_MEN))}


def _mans(name: str) -> str:
    """The vocative of a man's given name ending in a consonant."""
    if name.endswith("el") and name[-3] in "aeiu":
        return name + "i"  # Daniel, Michael, Samuel, Nathaniel: Danieli (Pavel is Pavle)
    if name.endswith("ěk") and name[-3] in _SOFTENED:
        return name[:-3] + _SOFTENED[name[-3]] + "ku"
    if name.endswith("ek"):
        return name[:-2] + "ku"  # Radek, Marek, Vašek
    if name.endswith(("ph", "th")):
        return name + "e"  # Joseph, Kenneth: said -f, -t
    if name.endswith("c") and not name.endswith("ec"):
        return name + "u"  # Eric, Dominic, Isaac: a foreign -c is said -k (Czech -ec is soft)
    if name.endswith("ch") or name[-1] in _VELAR:
        return name + "u"
    if name[-1] == "r" and name[-2] not in "aeiouyáéíóúůý":
        return name[:-1] + "ře"  # Petr, Alexandr
    if name[-1] in _SOFT:
        return name + "i"
    return name + "e"  # Jan, Martin, Cyril, Jakub


@functools.lru_cache(maxsize=1024)  # a game's players, named on every line read
def called_forms(word: str) -> frozenset[str]:
    """The folded forms a person named by `word` (a given name or short form, any case of
    letters) may be called by in a reply: the word and its vocative, declined by the rules
    above also when the tables do not know the name ("Bořek" -> bořek, borku; "Martina" ->
    martina, martino; "Tomáš" -> tomas, tomasi)."""
    lower = word.casefold()
    if not lower.replace("-", "").isalpha():
        return frozenset()
    known = _known(lower) or lower
    if known in _IRREGULAR_VOCATIVE:
        form = _IRREGULAR_VOCATIVE[known].casefold()
    elif known.endswith("a"):
        form = known[:-1] + "o"
    elif known in MEN_SILENT_E:
        # greeted as written (the spelling hides the sound), but called as Czechs write the
        # stem's vocative: "Miku, dám ti 1500", "Jaku", "Luku" (Steve, Dave stay themselves)
        form = _mans(known[:-1])
    elif known[-1] in "eěiíoóuůúyý":
        form = known
    else:
        form = _mans(known)
    return frozenset({_unaccented(lower), _unaccented(form)})


@functools.lru_cache(maxsize=1024)  # a game's players, asked of on every line read
def name_forms(name: str) -> frozenset[str]:
    """Every folded form a player named `name` may be called by in a reply, whole and word by
    word: the name and its words, their cases, short forms and vocatives ("Petr Král" ->
    petr kral, petr, petre, petra, kral, kralem, …)."""
    said = {name, *name.split(), *case_forms(name), *nickname_forms(name)}
    plain = {fold(form) for form in said}
    return frozenset(plain | {called for form in said | plain for word in form.split()
                              for called in called_forms(word)})
