"""A name the Czech rules cannot decline reads naturally wherever it lands (issue 42, the
newcomer's "Kim Lee: nájem 320 $ hráčce: Eva Malá"): the noun takes the case and the name
follows with no colon ("hráčce Emily Stone"), so a line that already has a colon, a list and a
subject read on; a name the rules know is declined, in a list beside one they do not too.

Members: every Czech text that puts a player in a case, of all four games and the service
(WesternPoly's events told to each side, its subjects led by a name and a colon, Goofspiel's
rounds, 1926's and the catalogues' texts, lists of several players), each said of names of
every shape. NAMES tuned the fix; HELD_OUT were written aside (all read right when first run)."""

from __future__ import annotations

import re

import pytest

from functions.i18n import CATALOGUES, Catalogue
from functions.render import games
from rules.czech_names import ACCUSATIVE, CASES, DATIVE, decline
from rules.goofspiel.texts import round_line
from rules.westernpoly.words import READER_TEMPLATES, TEMPLATES, event_text
from rules.wording import player_in, players_in

for _game in ("westernpoly", "1926", "goofspiel", "ohhell"):
    games.of(_game)  # each game's render module registers its own texts

NAMES = ["Kim Lee", "Emily Stone", "Bot 2"]
HELD_OUT = ["Siobhan O'Neill", "Jo Malá", "ana.k@seznam.cz"]
DECLINED = "Tomáš Hruška"  # a name the rules know, beside them in a list
_CASE = re.compile(r"\[(dat|gen|acc|ins): \{(\w+)\}\]")
# the noun in a case followed by a colon: the old fallback ("hráčce: Eva Malá")
_NOUN_COLON = re.compile(r"\bhráč\w*: ")


def _texts(name: str) -> list[tuple[str, str]]:
    """(where, text) of every Czech text that names `name` where a case is needed."""
    told = []
    for catalogue in CATALOGUES.values():
        for key, forms in catalogue.texts.items():
            if "cs" in forms and _CASE.search(forms["cs"]):
                blanks = set(re.findall(r"\{(\w+)\}", forms["cs"]))
                values = {b: name if b in {m[1] for m in _CASE.findall(forms["cs"])} else "2"
                          for b in blanks}
                one = Catalogue("one", {"t": {"cs": forms["cs"]}}, register=False)
                told.append((f"{catalogue.name}.{key}", one.say("cs", "t", **values)))
    money = {"fields": [], "card": False, "money": 100}
    for kind in {*TEMPLATES, *READER_TEMPLATES}:
        for subject in ("Jana Nováková", name):  # a subject of known gender, and led by a colon
            data = {"player": subject, "amount": 320, "field": 26, "offer": 3, "give": money,
                    "get": money, "count": 1, "dice": [3, 4], "reason": "expired",
                    "winners": [subject], "owner": name, "to": name, "proposer": name,
                    "holder": name}
            for reader in (None, "Zoe Malá"):
                try:
                    told.append((f"westernpoly {kind}", event_text(kind, data, "cs", reader)))
                except (KeyError, IndexError, TypeError):
                    continue  # an event of another shape
    told.append(("goofspiel round", round_line(3, 7, {"Ann": 5, name: 7}, name, "Ann", "cs")))
    for case in CASES:
        told.append((f"list {case}", players_in([name, DECLINED], case)))
        told.append((f"list of the unsure {case}", players_in([name, "Bot 9"], case)))
    return told


def _stumbles(name: str) -> list[str]:
    """What a Czech reader would stumble on in the texts said of `name`."""
    found = []
    for where, text in _texts(name):
        if _NOUN_COLON.search(text):
            found.append(f"{where}: a colon after the noun: {text}")
        if DECLINED in text:  # a declinable name in the nominative after its case's noun
            found.append(f"{where}: {DECLINED} left undeclined: {text}")
    return found


@pytest.mark.parametrize("names", [NAMES, HELD_OUT], ids=["tuned", "held-out"])
def test_a_name_without_a_known_case_reads_on_wherever_it_lands(names):
    assert sum(len(_texts(n)) for n in names) >= 100  # the check sees the texts
    assert [s for name in names for s in _stumbles(name)] == []


@pytest.mark.parametrize("name", [*NAMES, *HELD_OUT])
def test_the_noun_takes_the_case_and_the_name_follows_as_written(name):
    assert decline(name, DATIVE) is None  # the members are names the rules cannot decline
    said = player_in(name, DATIVE)
    assert said.endswith(f" {name}") and said.split(" ")[0] in ("hráči", "hráčce"), said
    assert players_in([name, DECLINED], ACCUSATIVE) == f"{player_in(name, ACCUSATIVE)} a " \
                                                      f"{decline(DECLINED, ACCUSATIVE)}"


def test_the_reviewed_rent_line_reads_on():
    said = event_text("rent", {"player": "Kim Lee", "owner": "Emily Stone", "amount": 320},
                      "cs", "Zoe Malá")
    assert said == "Kim Lee platí nájem 320 $ hráčce Emily Stone"
