"""Courtesy around a line that does something (a newcomer's re-check): a yes or thanks
around the resignation's confirmation line confirms it, and a greeting with the addressee's
name leading the line of an offer is read past."""

from __future__ import annotations

import re

import pytest

from tests import test_mail_resign_answer as resign
from tests.mail.reading_classes import play


def _confirming(tmp_path, game: str, lang: str, said: str):
    """The confirmation mail's own line (VZDÁVÁM/RESIGN <code>) said inside `said`."""
    holder_line = {}

    real = resign.live._reply

    def reply(mail, body):
        if "{line}" in body:
            text = resign.live._text(mail)
            found = re.search(r"((?:VZDÁVÁM|RESIGN) [A-Z0-9]{4,})\s*$", text, re.M)
            assert found, text
            holder_line["line"] = found.group(1)
            body = body.replace("{line}", found.group(1))
        return real(mail, body)

    resign.live._reply = reply
    try:
        return resign._answer_confirmation(tmp_path, game, lang, said)
    finally:
        resign.live._reply = real


@pytest.mark.parametrize("game,lang,said", [
    ("westernpoly", "cs", "ano, {line}"),        # the re-check's reply
    ("westernpoly", "en", "Yes: {line}"),
    ("1926", "cs", "{line}, díky"),
    ("goofspiel", "en", "ok so {line} thanks"),
    ("westernpoly", "cs", "Jo jasně, {line}. Díky za hru!"),
])
def test_a_yes_or_thanks_around_the_confirmation_line_confirms(tmp_path, game, lang, said):
    outcome, moves, active, _ = _confirming(tmp_path, game, lang, said)
    assert active is False, outcome


_FIELD_SALE = "field_sale|Lucie Malá,Tomáš Dvořák"  # Lucie owns Chatrč U Hnědáka (field 1)


def test_the_rechecks_greeted_offer_is_read_as_an_offer(tmp_path):
    answer = play(tmp_path, "westernpoly", "cs",
                  "Ahoj Lucko, nabízím ti za Bar Mustang 4500,-. Dej vědět.", _FIELD_SALE)
    own = answer.text.split("\n> ")[0]
    assert "neznám" not in own  # read past the greeting: the game's own answer (not hers)
    # the rule's own reason, whose the field is (rep34): nobody owns Bar Mustang yet
    assert "Bar Mustang (18) zatím nikomu nepatří" in own, own


@pytest.mark.parametrize(("said", "price"), [
    ("Čau Lucko, nabízím ti za Chatrč U Hnědáka 1500. Díky", 1500),
    ("Dobrý den Lucie, nabízím Vám za Chatrč U Hnědáka 1500,- Kč.", 1500),
])
def test_a_greeting_with_a_name_leading_an_offer_is_read_past(tmp_path, said, price):
    answer = play(tmp_path, "westernpoly", "cs", said, _FIELD_SALE)
    # to Lucie's open offer of that field at $1000, a price of one's own above hers is better
    # for her than her own: her offer is accepted at its price, said so (rep32); the greeting
    # with her name read past either way
    assert answer.moves == (f"accept 1 said ${price}",), answer.text
    assert "cenu nabídky" in answer.text, answer.text
