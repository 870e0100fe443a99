"""Texts as a Czech or English reader reads them (issue 42, second round): a clitic in the
second place of its clause, a player's noun in the name's gender, the reader addressed in the
second person, cards named in words, labels said once."""

from __future__ import annotations

import re

import pytest

from functions.render.letters import _by_player
from rules.czech_names import DATIVE, GENITIVE, gender
from rules.game1926 import texts as game1926_texts
from rules.westernpoly.words import READER_TEMPLATES, TEMPLATES, event_text, gendered
from rules.wording import CLITICS, clitic_second, player_in

# Class 1: a clause cut from its subject and joined after „a“ keeps the clitic first
# ("a ti nabízí"). Members: every Czech event template whose subject the mail merges.
_CLITIC_FIRST = re.compile(r"(?:^|[,;] | a )(" + "|".join(sorted(CLITICS)) + r") ")


def _czech_player_templates() -> list[str]:
    texts = [cs for _en, cs in TEMPLATES.values()]
    texts += [cs for roles in READER_TEMPLATES.values() for _en, cs in roles.values()]
    texts += [t["cs"] for t in game1926_texts._MESSAGES.values()]
    return [t for t in texts if t.startswith("{player} ")]


def test_the_newcomers_sentence_puts_ti_second():
    lines = ["Tom Baker hodil 3", "Tom Baker dojel na pole Bar Prašná cesta",
             event_text("trade_offer", {"player": "Tom Baker", "to": "Jana Nováková",
                                        "offer": 2, "give": {"money": 100}, "get": {}},
                        "cs", reader="Jana Nováková")]
    [(line, count)] = _by_player(lines, ["Tom Baker", "Jana Nováková"], "cs")
    assert count == 3
    assert line.endswith("a nabídl ti obchod #2: dává 100 $, nechce nic")


@pytest.mark.parametrize("template", _czech_player_templates())
def test_no_merged_czech_clause_opens_with_a_clitic(template):
    text = gendered(template, "Petr Dvořák").replace("{player}", "Petr Dvořák")
    text = re.sub(r"\{\w+\}", "X", text)
    [(line, _)] = _by_player(["Petr Dvořák hodil 4", text], ["Petr Dvořák"], "cs")
    assert not _CLITIC_FIRST.search(line.removeprefix("Petr Dvořák ")), line


# Built from ordinary Czech, not from our templates (held out while writing clitic_second).
HELD_OUT = [
    ("se vzdává: zbylé pyramidky propadají", "vzdává se: zbylé pyramidky propadají"),
    ("se už vzdal(a).", "už se vzdal(a)."),
    ("tě zve ke hře", "zve tě ke hře"),
    ("si bere kartu", "bere si kartu"),
    ("mu platí 500 $", "platí mu 500 $"),
    ("jí dává Saloon, 200 $", "dává jí Saloon, 200 $"),
    ("ti nepatří.", "nepatří ti."),
    ("je na mizině", "je na mizině"),
    ("hází 6", "hází 6"),
]


@pytest.mark.parametrize(("clause", "said"), HELD_OUT)
def test_a_clitic_moves_to_the_second_place(clause, said):
    assert clitic_second(clause, "cs") == said
    assert clitic_second(clause, "en") == clause


# Class 2: a noun put before an undeclined name in the masculine whatever the bearer
# ("nabídka hráči: Emily Stone"). Members: every name the declension leaves undeclined.
@pytest.mark.parametrize(("name", "dative"), [
    ("Emily Stone", "hráčce Emily Stone"), ("Mary Smith", "hráčce Mary Smith"),
    ("Kim Lee", "hráči Kim Lee"), ("Bot 2", "hráči Bot 2"), ("Tom Hall", "Tomu Hallovi"),
])
def test_the_player_noun_takes_the_names_gender(name, dative):
    assert player_in(name, DATIVE) == dative


def test_an_offer_to_a_woman_reads_back_in_the_feminine():
    from rules.westernpoly.words import party
    assert party("Emily Stone", "cs") == "hráčce Emily Stone"
    assert player_in("Emily Stone", GENITIVE) == "hráčky Emily Stone"


# Held out: women's and men's names from outside our tests.
GENDER_HELD_OUT = [("Anne Wilson", "f"), ("Sarah Connor", "f"), ("Grace Kelly", "f"),
                   ("Marie Curie", "f"), ("Eva Dvořáková", "f"), ("Jack White", "m"),
                   ("Petr Novák", "m"), ("Yoko Ono", None), ("Alex Kim", "m"),
                   ("Chris Evans", None), ("J. Doe", None)]


@pytest.mark.parametrize(("name", "sex"), GENDER_HELD_OUT)
def test_the_gender_guess_is_sure_or_silent(name, sex):
    assert gender(name) == sex


# Class 2b: a Czech past tense written for both genders ("vzdal(a)", "přihlášen(a)"): the
# reader's gender is unknown, the sentence says it without gender (present tense, a noun).
_BOTH_GENDERS = re.compile(r"\w\((a|y|o)\)")


def _czech_strings():
    import ast
    from pathlib import Path
    root = Path(__file__).parent.parent
    for path in [*root.glob("rules/**/*.py"), *root.glob("functions/**/*.py")]:
        if path.name == "reply_text.py":  # the quote headers of other mailers, not our words
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield path.relative_to(root), node.value
    for path in root.glob("templates/**/*.*"):
        yield path.relative_to(root), path.read_text(encoding="utf-8")


def test_no_czech_text_writes_a_verb_for_both_genders():
    found = [(str(path), m.group(0)) for path, text in _czech_strings()
             for m in _BOTH_GENDERS.finditer(text)
             if any(c in text for c in "áčďéěíňóřšťúůýž")]
    assert found == []


# Class 3: an event about the reader told in the third person ("Ann hází 3" in Ann's mail).
@pytest.mark.parametrize("kind", sorted(k for k, (en, _cs) in TEMPLATES.items()
                                        if en.startswith("{player} ")))
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_westernpoly_event_about_the_reader_says_you(kind, lang):
    data = {"player": "Ann", "field": 26, "amount": 500, "dice": [2, 1], "count": 2,
            "owner": "Bob", "to": "Bob", "proposer": "Bob", "holder": "Bob", "offer": 1,
            "card": next(iter(__import__("rules.westernpoly.cards", fromlist=["CARDS"]).CARDS)),
            "give": {}, "get": {"money": 100}}
    told = event_text(kind, data, lang, reader="Ann")
    assert "Ann" not in told, told
    assert event_text(kind, data, lang, reader="Bob").startswith("Ann") or kind.startswith(
        "trade_")  # the others read her name


@pytest.mark.parametrize("lang, skipped, counted, thrice", [
    ("cs", "Ty vynecháváš tah", "vynecháváš 2 tahy za sebou", "vynecháváš 3 tahy za sebou"),
    ("en", "You sit out this turn", "sit out this turn (2×)", "sit out this turn (3×)")])
def test_the_same_thing_twice_in_a_row_is_counted_not_repeated(lang, skipped, counted, thrice):
    # review 7: "tento tah vynecháváš, tento tah vynecháváš, házíš 1" read as a stutter
    throw = "Ty házíš 1" if lang == "cs" else "You throw 1"
    [(line, count)] = _by_player([skipped, skipped, throw], ["Petr Dvořák"], lang)
    assert count == 3
    assert counted in line and line.count(skipped.split(" ")[1]) == 1, line
    [(three, _)] = _by_player([throw, skipped, skipped, skipped], ["Petr Dvořák"], lang)
    assert thrice in three and three.count(skipped.split(" ")[1]) == 1, three
