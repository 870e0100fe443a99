"""The Czech case forms of the words in the games' names ("Modrá podkova" -> "modrou podkovu").

A Czech speaker names a thing in the case the sentence needs: "prodávám Modrou podkovu"
(accusative), "na Modré podkově" (locative), "s Modrou podkovou" (instrumental). The games'
names are few and fixed, so their forms are generated here from the nominative by the regular
paradigms (hard and soft adjectives; feminine, masculine and neuter nouns, singular and plural),
with the consonant changes of the dative and locative (k -> c, h -> z, g -> z, r -> ř), rather
than taken from a dictionary: no Czech morphology package on the registries fits a pure,
standard-library rules core (the dictionaries need model files; see docs/moves.md). A game adds
its irregular words (`irregular`). Forms are folded (no case, no diacritics), as parsers compare.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rules.text import fold

# The endings each paradigm adds to its stem, every case of the singular and the plural.
# the spoken instrumental plural too ("velkýma", "středníma")
_HARD_ADJECTIVE = ("y", "a", "e", "eho", "emu", "em", "ym", "ou", "ych", "ymi", "i", "yma")
_SOFT_ADJECTIVE = ("i", "iho", "imu", "im", "ich", "imi", "ima")
_FEMININE_A = ("a", "y", "e", "u", "ou", "o", "ami", "ach", "am")  # žena (also -ka plurals)
_FEMININE_E = ("e", "i", "emi", "ich", "im")  # růže, míle, chatrč (+e)
_NEUTER_O = ("o", "a", "u", "e", "em", "ech", "um", "y", "ami")  # město
_MASCULINE = ("", "u", "e", "em", "a", "ovi", "y", "u", "ech", "um", "ami")  # hrad, pán
# The consonant a stem ends in before the dative and locative "-e" (folded: ř and ě fold away).
_SOFTENED = {"k": "c", "h": "z", "g": "z", "ch": "s"}
_PREPOSITIONS = frozenset({"u", "pod", "z", "ze", "na", "v", "ve", "do", "k", "s", "&"})


def word_forms(word: str, irregular: Mapping[str, Iterable[str]] = {}) -> frozenset[str]:
    """The folded case forms of one word of a name (the word itself among them)."""
    low = word.casefold()
    folded = fold(word)
    forms = {folded, *(fold(f) for f in irregular.get(folded, ()))}
    if len(folded) < 3 or not folded.isalpha():
        return frozenset(forms)
    last = low[-1]
    stem = folded[:-1]
    if last in "ýáé":  # a hard adjective: modrá, zlatý, kožené
        forms |= {stem + ending for ending in _HARD_ADJECTIVE}
    elif last == "í":  # a soft adjective or a noun of the "stavení" kind: poslední, vězení
        forms |= {stem + ending for ending in _SOFT_ADJECTIVE}
    elif last == "a":  # a feminine noun (or a neuter plural): podkova, pálenka, kopýtka
        forms |= {stem + ending for ending in _FEMININE_A}
        for hard, soft in _SOFTENED.items():
            if stem.endswith(hard):
                forms.add(stem[:-len(hard)] + soft + "e")
        if stem.endswith("k"):  # kopýtka -> kopýtek, pálenka -> pálenek
            forms.add(stem[:-1] + "ek")
    elif last == "e":  # růže, míle
        forms |= {stem + ending for ending in _FEMININE_E}
    elif last == "o":  # sedlo
        forms |= {stem + ending for ending in _NEUTER_O}
    elif last.isalpha() and last not in "yiu":  # a consonant: kurz, vlak, Mustang, chatrč
        forms |= {folded + ending for ending in _MASCULINE}
        if last in "čřšžjcť":
            forms |= {folded + ending for ending in _FEMININE_E}
    return frozenset(forms)


def name_forms(name: str, irregular: Mapping[str, Iterable[str]] = {}
               ) -> list[frozenset[str]]:
    """Per word of a name, its folded forms; a word after a preposition keeps its case
    ("U Hnědáka", "Podezření z krádeže")."""
    result: list[frozenset[str]] = []
    after_preposition = False
    for word in name.split():
        if after_preposition or fold(word) in _PREPOSITIONS:
            result.append(frozenset({fold(word)}))
        else:
            result.append(word_forms(word, irregular))
        after_preposition = fold(word) in _PREPOSITIONS
    return result


def lemmas(names: Iterable[str], irregular: Mapping[str, Iterable[str]] = {}
           ) -> dict[str, str]:
    """Folded form -> the folded nominative word it is a form of, for every word of `names`;
    a form two words share is left out (it names neither for sure)."""
    found: dict[str, set[str]] = {}
    for name in names:
        for word, forms in zip(name.split(), name_forms(name, irregular), strict=True):
            for form in forms:
                found.setdefault(form, set()).add(fold(word))
    return {form: next(iter(words)) for form, words in found.items() if len(words) == 1}


def verb_forms(infinitive: str, first_person: str, negated: bool = False) -> frozenset[str]:
    """The folded forms a speaker writes a verb in, from its infinitive and first person
    ("koupit", "koupím"): the infinitive, the first person singular and plural (both Czech
    endings: kupuji / kupuju), the past and conditional participle (koupil, koupila: "koupil
    bych to"), and the Slovak first person and stems (kupujem, kúpim, beriem); with
    `negated`, the same forms with "ne-" (nekoupím, nechci)."""
    inf, first = fold(infinitive), fold(first_person)
    forms = {inf, first}
    if first.endswith("uji"):  # kupuji: kupuju, kupujeme, Slovak kupujem
        stem = first[:-1]
        forms |= {stem + "u", stem + "eme", stem + "em"}
    elif first.endswith(("im", "am")):  # koupím, prodám: koupíme, prodáme (Slovak alike)
        forms.add(first + "e")
    elif first.endswith("u"):  # beru: bereme, Slovak beriem
        forms |= {first[:-1] + "eme", first[:-1] + "iem"}
    elif first.endswith("i"):  # chci: chceme, Slovak chcem
        forms |= {first[:-1] + "eme", first[:-1] + "em"}
    if inf.endswith("t") and len(inf) > 3:  # koupit -> koupil, koupila, koupili, koupilo
        forms |= {inf[:-1] + ending for ending in ("l", "la", "li", "lo")}
    if inf.endswith("vzit"):  # vzít -> vzal, vzala ("bych si vzala Saloon"), převzít alike
        forms |= {inf[:-2] + "al" + ending for ending in ("", "a", "i", "o")}
    forms |= {form.replace("ou", "u") for form in forms}  # Slovak: kúpiť, kúpim
    if negated:
        forms = {"ne" + form for form in forms}
    return frozenset(forms)


def area_forms(stem: str) -> frozenset[str]:
    """The folded forms of the words Czech derives from a town for the land around it, from
    their common stem ("olomouc" -> Olomoucko, na Olomoucku, Olomoucký kraj, do Olomouckého
    kraje; "karlovar" -> Karlovarsko; "praž" -> Pražsko): the noun in -sko / -cko and the
    adjective in -ský / -cký, every case (and the Slovak adjective: olomoucký -> olomouckú)."""
    base = fold(stem) + ("k" if fold(stem).endswith("c") else "sk")
    noun = {base + ending for ending in _NEUTER_O}
    adjective = {base + ending for ending in _HARD_ADJECTIVE + _SLOVAK_ADJECTIVE}
    return frozenset(noun | adjective)


# The Slovak endings a Czech reader's adjective lacks: veľkú, veľkej, veľkom.
_SLOVAK_ADJECTIVE = ("u", "ej", "om")


def adjective_forms(word: str) -> frozenset[str]:
    """The folded forms of an adjective in every case, Czech and Slovak ("velký" -> velkou,
    velkého …, veľkú, veľkej; "střední" -> středního …, Slovak strednú, strednej)."""
    folded = fold(word)
    stem = folded[:-1]
    forms = {folded}
    if folded.endswith(("y", "a", "e")):
        forms |= {stem + ending for ending in _HARD_ADJECTIVE + _SLOVAK_ADJECTIVE}
    elif folded.endswith("i"):  # Czech soft, Slovak hard: střední / stredný
        forms |= {stem + ending for ending in _SOFT_ADJECTIVE + _HARD_ADJECTIVE
                  + _SLOVAK_ADJECTIVE}
    return frozenset(forms)
