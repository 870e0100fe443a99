"""One rule for what follows a colon (issue 42, review 9: "Tah nebyl přijat: Pole …" beside
"…: pole …"): a reason told after a colon goes on in lower case, in Czech and English alike,
unless a quotation, a name (a player's, the game's), a word in capitals or a number opens it.
The members are every refusal the games and the service word, filled with real names."""

from __future__ import annotations

import re

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from functions.service.play.explain import _TEXTS
from rules.game1926.texts import _MESSAGES as MESSAGES_1926
from rules.westernpoly.messages import MESSAGES as MESSAGES_WESTERNPOLY
from rules.wording import after_colon

NAMES = ["Lucie Malá", "Praha", "Chatrč", "WesternPoly"]
# the values the games put into their reasons, as the mails show them
VALUES = {"player": "Lucie Malá", "active": "Lucie Malá", "field": "Chatrč Pod Skálou (3)",
          "region": "Praha", "what": "Chatrč Pod Skálou (3)", "title": "WesternPoly"}
_BLANK = re.compile(r"\{(\w+)(![rs])?\}")


def _members(*catalogues):
    for catalogue in catalogues:
        for key, texts in catalogue.items():
            for lang in ("cs", "en"):
                yield pytest.param(texts[lang], id=f"{key}-{lang}")


def _filled(template: str) -> str:
    return _BLANK.sub(lambda m: VALUES.get(m.group(1), "2"), template)


@pytest.mark.parametrize("template", list(_members(MESSAGES_WESTERNPOLY, MESSAGES_1926,
                                                   _TEXTS)))
def test_a_reason_goes_on_in_lower_case_after_a_colon_unless_a_name_opens_it(template):
    text = _filled(template)
    told = after_colon(text, NAMES)
    opens_with_value = template.startswith("{")
    opens_with_capitals = bool(re.match(r"[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]{2,}\b|I\b", template))
    if opens_with_value or opens_with_capitals or not text[:1].isupper():
        assert told == text
    else:
        assert told == text[:1].lower() + text[1:]


@pytest.mark.parametrize(("text", "told"), [
    ("„Zlomil sis nohu“ říká karta.", "„Zlomil sis nohu“ říká karta."),  # a quotation
    ("NÁPOVĚDA pošle, jak psát tahy.", "NÁPOVĚDA pošle, jak psát tahy."),  # a command
    ("Vlak (12) ti nepatří.", "Vlak (12) ti nepatří."),  # a field with its number
    ("Oblast Praha je uzavřená.", "oblast Praha je uzavřená."),  # a name later on
    ("Your column in Praha is topped.", "your column in Praha is topped."),  # English alike
    ("I can't tell which offer you mean.", "I can't tell which offer you mean."),  # "I"
    ("I'll need a number.", "I'll need a number."),
    ("In Praha a column is topped.", "in Praha a column is topped."),  # a word, not "I"
])
def test_the_exceptions_of_the_rule(text, told):
    assert after_colon(text, NAMES) == told


@pytest.mark.parametrize(("lang", "reply", "said"), [
    ("cs", "přijímám 9", "„přijímám 9“ nešlo provést:\nnabídka #9 není otevřená.\n"),
    ("en", "accept 9", "I could not carry out “accept 9”:\nthere is no open trade #9.\n"),
    ("cs", "prodat 3", "nešlo provést:\nChatrč Pod Skálou (3) ti nepatří.\n"),
    ("en", "sell 3", "I could not carry out “sell 3”:\nfield 3 is not yours.\n"),
])
def test_a_refusal_by_mail_says_its_reason_after_the_colon_alike_in_both_languages(
        lang, reply, said):
    people = [PlayerSpec(n, a, lang) for n, a in zip(["Jana Nováková", "Tomáš Hruška",
                                                       "Lucie Malá"], (ANN, BOB, CID), strict=True)]
    with open_table(players=people) as t:
        since = len(t.outbox.sent)
        t.reply(ANN, reply)
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        assert said in text_of(mail), text_of(mail)
