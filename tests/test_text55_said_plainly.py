"""Texts that contradicted another text of the same game or hid what they told (review 55,
issue 42): the menu's note says why an option drops an offer (the turn ends), Czech says
"robot" as every other Czech text does, a skipped line says who gets it (nobody).

Class: a text that tells the reader something another text of the same game contradicts, or
whose words hide what it is about. Members built for this review; a third kept aside and
measured last: 0 of 5 before, 4 of 5 after (the Czech unsubscribe notice still says "se nic
nezměnilo" above "Teď ti chodí …", which its held-out check counts as open)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from functions.render.menu import menu
from functions.service.play.explain import phrase
from rules.api import CHANCE
from rules.westernpoly.moves import PASS
from tests.test_westernpoly_lapsing_menu import G, _offered

ROOT = Path(__file__).resolve().parent.parent


def _czech_texts():
    """Every Czech text of the service's and the games' catalogues: ("path:line", text)."""
    for path in sorted([*ROOT.glob("functions/**/*.py"), *ROOT.glob("rules/**/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "cs" \
                            and isinstance(value, ast.Constant) and isinstance(value.value, str):
                        yield f"{path.relative_to(ROOT)}:{value.lineno}", value.value


def test_czech_says_robot_everywhere_never_bot():
    # "hraje bot" where every other mail says "robot" (review 55): one word for one thing
    said = [(where, text) for where, text in _czech_texts()
            if re.search(r"\bbot(a|em|ovi|i|y|ů|ům|ech)?\b", text)]
    assert not said, said


def _on_a_free_field(lang: str):
    """A position where the player on turn may buy the field they stand on, or not."""
    rng = random.Random(3)
    s = G.new_game(["Tomáš Hruška", "Jana Nováková", "Petr Dvořák"],
                   {"max_rounds": 40, "lang": lang})
    for _ in range(2000):
        who = G.to_move(s)
        if who == CHANCE:
            outcomes = G.chance_outcomes(s)
            s = G.apply(s, CHANCE, rng.choices([m for m, _ in outcomes],
                                               [p for _, p in outcomes])[0])
            continue
        if PASS in G.choices(s, who) and not s.offers:
            return s, who
        s = G.apply(s, who, rng.choice(G.choices(s, who)))
    raise AssertionError("no purchase came")


@pytest.mark.parametrize("lang, option, says", [
    ("en", "do not buy", "(this ends your turn, and offer #{n} lapses unanswered)"),
    ("cs", "nekupovat", "(tím tah končí a nabídka #{n} bez tvé odpovědi propadne)"),
])
def test_a_pass_over_an_open_offer_says_the_turn_ends_and_so_the_offer_lapses(lang, option,
                                                                               says):
    # "do not buy (offer #2 lapses)" read as if not buying cancelled the offer
    s, who = _on_a_free_field(lang)
    s, n = _offered(s, who)
    labels = [item.label for item in menu(G, s, who, lang)]
    assert f"{option} {says.format(n=n)}" in labels, labels


@pytest.mark.parametrize("lang, nobody, how", [("en", "nobody gets it", "SAY"),
                                               ("cs", "nikomu nepředáváme", "ŘEKNI")])
def test_a_skipped_line_says_who_gets_it_and_how_to_tell_the_table(lang, nobody, how):
    # "bereme to jako poznámku" did not say who gets the note: nobody does
    said = phrase(lang, "line_skipped", text="Jo, jdu do toho!", reason=phrase(lang, "free_text"))
    assert nobody in said and how in said, said


@pytest.mark.parametrize("lang, said, offered", [
    ("cs", "Ann má čas do 5. 3. 10:00; ty jsi na řadě potom.", "Ann ti nabídla obchod"),
    ("en", "Ann has until 5 Mar 10:00; your turn comes after.", "Ann offers you a trade"),
])
def test_an_answer_beside_an_offer_to_the_reader_leaves_the_subject_to_the_offer(lang, said,
                                                                                  offered):
    # "Jana Nováková has until …" was the subject of a mail whose news was an offer to answer
    from test_render_letters import _ev, _told

    offer = {"kind": "trade_offer", "payload": {"version": 8, "events": [
        _ev("trade_offer", player="Ann", to="Bob", offer=4, give={"cash": 100}, get={})]}}
    letter = _told("board", [], [offer], lang, said=said, answer=True, asked=True)
    assert letter.subject.startswith(offered), letter.subject
    assert said.rstrip(".") in letter.text, letter.text  # the answer is still told
    alone = _told("board", [], [], lang, said=said, answer=True, asked=True)
    assert alone.subject.startswith(said.rstrip(".")), alone.subject


@pytest.mark.parametrize("lang, body, subject, option", [
    ("en", "bid fourten. SAY Ann: good luck", "Not played, please write your move again",
     "1. bid 1"),
    ("cs", "přihazuji 1O. ŘEKNI Ann: hodně štěstí", "Nezahráno, napiš prosím tah znovu",
     "1. přihazuji 1"),
])
def test_a_bid_skipped_beside_talk_is_the_subject_and_the_menu_follows(tmp_path, monkeypatch,
                                                                       lang, body, subject,
                                                                       option):
    # "Tvoje zpráva — Karty" hid that the bid was not played, and no menu came with it
    import tests.mail.reading_classes as reading

    text = reading._text  # the mail's text, its subject on the first line
    monkeypatch.setattr(reading, "_text", lambda m: f"{m['Subject']}\n{text(m)}")
    told = reading.play(tmp_path, "goofspiel", lang, body)
    assert told.moves == () and len(told.kinds) == 1, told
    assert told.text.startswith(subject), told.text
    assert option in told.text, told.text
    assert ("good luck" if lang == "en" else "hodně štěstí") in told.text  # the talk is told
