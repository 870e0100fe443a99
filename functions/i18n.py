"""The service's one language layer: the languages it speaks, its catalogues of texts, and
numbers, money and lists written as a reader of each language writes them.

A catalogue maps a key to its text in every language; `say(lang, key, **values)` fills the
values in with `str.format`, so a missing value raises instead of showing a half-filled
sentence. Every catalogue registers itself, and `tests/test_i18n.py` checks that each says
every key in every language with the same blanks. The rules word their own texts (moves,
events, refusals) and keep them in the games' packages.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from rules.czech_names import by_gender
from rules.wording import player_in, players_in, plural, vocalised

LANGS = ("cs", "en")
DEFAULT_LANG = "cs"  # the product's default, for a reader whose language is unknown

CATALOGUES: dict[str, Catalogue] = {}
"""Every catalogue by name (for the completeness check)."""


class Catalogue:
    """Texts by key and language, for one part of the service (mail, web pages, refusals)."""

    def __init__(self, name: str, texts: Mapping[str, Mapping[str, str]], *,
                 register: bool = True):
        self.name = name
        self.texts = texts  # key -> {lang: text}
        # a scratch catalogue (a check's one-off text) stays out of the registry, which the
        # completeness checks read as the service's own words in every language
        if register:
            CATALOGUES[name] = self

    @classmethod
    def by_language(cls, name: str, texts: Mapping[str, Mapping[str, str]], *,
                    register: bool = True) -> Catalogue:
        """A catalogue from texts written language by language (lang -> {key: text})."""
        keys = {key: None for words in texts.values() for key in words}
        return cls(name, {key: {lang: words[key] for lang, words in texts.items() if key in words}
                          for key in keys}, register=register)

    def say(self, lang: str, key: str, **values: object) -> str:
        """The text `key` in `lang` (the default language when `lang` is not spoken) with
        `values` filled in; KeyError for an unknown key or a missing value. A noun that follows
        a number is written `[n: událost|události|událostí]` (Czech 1, 2-4, 5+; English 1,
        many), a person's name in a Czech case `[dat: {name}]` (a list of names declined one by
        one), an ordinal `[nth: {n}]` ("6th", "6."), what a person did in the gender their name
        shows `[sex {name}: přijal|přijala|{name}: přijetí]`: see `agree`."""
        lang = known(lang)
        text = agree(self.texts[key][lang], values, lang)
        # a list of names outside a case is written as a list ("A, B a C")
        return text.format(**{k: listing(lang, [str(i) for i in v]) if isinstance(v, (list, tuple))
                              else v for k, v in values.items()})

    def get(self, lang: str, key: str, default: str) -> str:
        """The text `key` in `lang`, or `default` where there are no words for it (an option of
        a newly added game, say)."""
        forms = self.texts.get(key)
        return forms[known(lang)] if forms else default

    def __contains__(self, key: object) -> bool:
        return key in self.texts


_PLURAL = re.compile(r"\[(\w+): ([^\]|]+(?:\|[^\]|]+)+)\]")
# a case or an ordinal may follow a one-letter preposition, vocalised before what it becomes
# ("se Zdeňkem", "ke Kateřině", "ve 2. kole")
_CASE = re.compile(r"(?:(?<![\w{])([vVzZsSkK]) )?\[(dat|gen|acc|ins): \{(\w+)\}\]")
_ORDINAL = re.compile(r"(?:(?<![\w{])([vVzZsSkK]) )?\[nth: \{(\w+)\}\]")
# a Czech one-letter preposition before a value: "v {n}. sčítání" -> "ve 2. sčítání"
_PREPOSITION = re.compile(r"(?<![\w{])([vVzZsSkK]) \{(\w+)\}")


def agree(text: str, values: Mapping[str, object], lang: str) -> str:
    """`text` with each Czech "v {n}" (s, z, k) vocalised where the value needs it ("ve 2."),
    each `[n: form|form|form]` replaced by the form that agrees with `n`, each `[nth: {n}]` by
    the ordinal ("6th", "6."), and each `[dat: {name}]` (gen, acc, ins) by the person's name in that Czech case ("Tomu
    Hallovi", or "hráči Kim Lee" when the declension is unsure); a list of names is declined
    name by name and joined ("Tomáše Hrušku a Janu Novákovou"); each `[sex {name}: masculine|
    feminine|unsure]` by the form of the gender the name shows (rules.czech_names.gender),
    the third (a noun phrase that needs none) when it does not say: a past tense never
    guesses ("Kim Lee: obchod přijat", not "Kim Lee přijal obchod")."""
    text = by_gender(text, values)
    if lang == "cs" and "{" in text:
        text = _PREPOSITION.sub(lambda m: vocalised(m.group(1), _first(values.get(m.group(2))))
                                + m.group()[1:], text)
    if "[" not in text:
        return text
    text = _ORDINAL.sub(lambda m: _after(m.group(1), ordinal(_count(values[m.group(2)]), lang),
                                         lang), text)

    def form(match: re.Match[str]) -> str:
        return plural(_count(values[match.group(1)]), match.group(2).split("|"), lang)

    def case(match: re.Match[str]) -> str:
        value, wanted = values[match.group(3)], match.group(2)
        names = [str(v) for v in value] if isinstance(value, (list, tuple)) else None
        if lang != "cs":  # only Czech declines; another language lists the names as they are
            name = str(value) if names is None else listing(lang, names)
        elif names is not None:  # several names: each declined, or the noun
            name = players_in(names, wanted)
        else:
            name = player_in(str(value), wanted)
        # filled before str.format runs
        return _after(match.group(1), name, lang).replace("{", "{{").replace("}", "}}")

    return _CASE.sub(case, _PLURAL.sub(form, text))


def _after(preposition: str | None, words: str, lang: str) -> str:
    """`words` after a one-letter `preposition` (None: none), vocalised in Czech as `words`
    begin ("se Zdeňkem", "ke 3."; the preposition is written as it is in another language)."""
    if preposition is None:
        return words
    return f"{vocalised(preposition, words) if lang == 'cs' else preposition} {words}"


def ordinal(n: int, lang: str) -> str:
    """A place or a turn in order as the reader writes it: "1st", "2nd", "11th", "23rd" in
    English, "1.", "23." in Czech."""
    if known(lang) == "cs":
        return f"{n}."
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number(value: float, lang: str) -> str:
    """A number as the reader writes it: "31 500" and "2,5" in Czech (a non-breaking space
    between thousands), "31,500" and "2.5" in English."""
    rounded = round(float(value), 2)  # a shared place's points: 4/3 reads "1.33"
    text = f"{int(rounded):,}" if rounded.is_integer() else f"{rounded:,.2f}".rstrip("0")
    if known(lang) == "cs":
        return text.replace(",", "\u00a0").replace(".", ",")
    return text


def _first(value: object) -> str:
    """The words a value starts with in the text (a list's first item)."""
    if isinstance(value, (list, tuple)):
        return str(value[0]) if value else ""
    return "" if value is None else str(value)


def _count(value: object) -> int:
    try:
        return int(str(value).replace(" ", "").replace(",", ""))
    except ValueError:
        return 5  # not a plain number ("1.5"): the form for many reads right after it


def known(lang: str | None) -> str:
    """`lang` if the service speaks it, else the default language."""
    return lang if lang in LANGS else DEFAULT_LANG


def pick_lang(*candidates: str | None) -> str:
    """The first candidate the service speaks, else the default language."""
    return next((lang for lang in candidates if lang in LANGS), DEFAULT_LANG)


def listing(lang: str, items: list[str]) -> str:
    """'a, b and c' / 'a, b a c'."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {'a' if known(lang) == 'cs' else 'and'} {items[-1]}"


def win_kind(winners: list[str], reader: str | None, players: int, draw: bool = False) -> str:
    """How a result reads to `reader`, as the suffix of its text's key: "" (one winner,
    another), "_you" (the reader alone), "_shared" / "_shared_you" (a first place some, not
    all, players share), "_draw" (all): a text never names its reader in the third person."""
    if draw and len(winners) >= players:
        return "_draw"
    you = "_you" if reader is not None and reader in winners else ""
    return ("_shared" if len(winners) > 1 else "") + you


ERASED_TEXT = "(erased)"
"""A free text (table talk waiting in a mail) that named an erased person, as stored; a mail
says it in its reader's language."""


PSEUDONYMS = {"en": "Player {n} (erased)", "cs": "Hráč {n} (vymazán)"}
"""An erased person's stable name in every game, by language (functions.service.people)."""
_PSEUDONYM = re.compile("|".join(
    re.escape(form).replace(re.escape("{n}"), r"(\d+)") for form in PSEUDONYMS.values()))


def pseudonyms_in(text: str, lang: str) -> str:
    """`text` with each erased person's pseudonym in the reader's language: the pseudonym is
    stored in the erased seat's own language, and a Czech reader reads "Hráč 3 (vymazán)"."""
    form = PSEUDONYMS[known(lang)]
    return _PSEUDONYM.sub(lambda m: form.format(n=next(g for g in m.groups() if g)), text)
