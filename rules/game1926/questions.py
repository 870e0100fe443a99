"""A player's question of 1926's rules answered from the map's own data (issue 42): the electors
of a region ("Kolik voličů je v Praze?"), of the whole map and the majority that wins ("kolik
volitelů potřebuju k výhře?"), how many candidates a region takes and what may go on a column
("Kolik pyramidek se dá dát do jednoho města?"). The board is public: nothing here is hidden."""

from __future__ import annotations

import re

from rules.game1926.parse import region_score
from rules.game1926.state import COLUMNS, State
from rules.game1926.tables import TABLES
from rules.game1926.texts import count_of

_HOW_MANY = re.compile(r"\b(?:kolik\w*|how many|how much)\b")
_ELECTORS = re.compile(r"\b(?:vol[ii]\w*|volitel\w*|elector\w*|voter\w*|hlas\w*|votes?)\b")
_WIN = re.compile(r"\b(?:vyhr\w*|vitez\w*|k vyhre|majorit\w*|vetsin\w*|win\w*|majority)\b")
_ONE_REGION = re.compile(r"\b(?:do jednoho|v jednom|na jeden|na jedno|do jedne|v jedne|"
                         r"in one|into one|per|in a single|on one)\b")
_WHOLE = re.compile(r"\b(?:celkem|na mape|v mape|cela mapa|cele mape|dohromady|whole map|"
                    r"in total|altogether|on the map|all together)\b")
_COLUMNS = re.compile(r"\b(?:kandidat\w*|hrac\w*|players?|candidates?|sloup\w*|columns?|"
                      r"pyramid\w*)\b")


def asks(question: str) -> bool:
    """Whether a folded question asks of a region's electors, the majority, or how much a
    region takes."""
    return _topic(question) is not None


def answer(state: State, question: str, lang: str) -> list[str] | None:
    """The sentences that answer a folded question `asks` knows, from the map of `state`."""
    table = TABLES[state.variant]
    cs = lang == "cs"
    topic = _topic(question)
    if topic == "columns":
        return [_say(cs, "columns", n=COLUMNS,
                     slots=", ".join(("I", "II", "III", "IV", "V")[:COLUMNS]))]
    if topic == "majority":
        return [_say(cs, "majority", total=count_of(lang, table.map.electors, "electors"),
                     majority=table.map.majority)]
    if topic == "electors":
        named = _regions_named(state.variant, question)
        if not named:
            return [_say(cs, "majority", total=count_of(lang, table.map.electors,
                                                        "electors"),
                         majority=table.map.majority)]
        return [_say(cs, "electors", regions="; region ".join(
            f"{table.region_names[r]}: {count_of(lang, table.electors[r], 'electors')}"
            for r in named), total=table.map.electors, majority=table.map.majority)]
    return None


def _topic(question: str) -> str | None:
    """What a folded question asks: "columns", "majority", "electors" (None: none of these)."""
    if not _HOW_MANY.search(question):
        return None
    if _ONE_REGION.search(question) and _COLUMNS.search(question):
        return "columns"
    if _ELECTORS.search(question) and _WIN.search(question):
        return "majority"
    if _ELECTORS.search(question) and (_WHOLE.search(question) or any(
            _regions_named(variant, question) for variant in TABLES)):
        return "electors"  # of a region or the map; a player's are the shell's ("Kolik má
    return None  # Tom volitelů?")


def _regions_named(variant: str, question: str) -> list[int]:
    """The regions a folded question names by a word (an exact form: "Praze", "Brna")."""
    named: list[int] = []
    for word in re.findall(r"\w+", question):
        score, regions = region_score(variant, [word])
        if score == 2 and len(word) > 3:
            named += [r for r in regions if r not in named]
    return named


_WORDS = {
    "electors": ("Region {regions} (celá mapa má {total}, k vítězství je potřeba aspoň "
                 "{majority}).",
                 "Region {regions} (the whole map has {total}; winning takes at least "
                 "{majority})."),
    "majority": ("Celá mapa má {total}; k vítězství jich je potřeba aspoň {majority}.",
                 "The whole map has {total}; winning takes at least {majority}."),
    "columns": ("Do jednoho regionu se vejdou {n} kandidáti, každý na svůj sloupec ({slots} "
                "podle toho, kdo přišel dřív); na svůj sloupec dáváš kolik pyramidek chceš, "
                "každou stejně velkou nebo menší než ta pod ní.",
                "A region takes {n} candidates, each on a column of their own ({slots} "
                "by who came first); on your own column you put as many pyramids as you like, "
                "each the same size as the one below it or smaller."),
}


def _say(cs: bool, key: str, **values: object) -> str:
    """One of the answers, in Czech or English."""
    return _WORDS[key][0 if cs else 1].format(**values)
