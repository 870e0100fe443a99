"""A move read back is said once (issue 42: "Přečteno jako: koupit Kurz střelby (5) za 4 000 $"
and then, in the same mail, "- Kupuješ Kurz střelby (5) za 4 000 $"). The class: what one
person receives tells their own move twice in one mail, once as the read-back and once as a
line of what happened. Members: WesternPoly games by mail, Czech and English, each buy written
as a person writes it (a word, a sentence, the menu's number); every mail a buyer receives is
checked."""

from __future__ import annotations

import re
from typing import Any

import pytest
from mail_table import open_table

from bench.mail_games import _to
from functions.service import PlayerSpec

READ_AS = re.compile(r"(?:Přečteno jako|Read as): (.+)$", re.M)
PLAYERS = {
    "cs": [PlayerSpec("Anna Malá", "ann@example.org", "cs"),
           PlayerSpec("Bohouš Dvořák", "bob@example.org", "cs"),
           PlayerSpec("Cyril Novák", "cid@example.org", "cs")],
    "en": [PlayerSpec("Ann Lee", "ann@example.org", "en"),
           PlayerSpec("Bob Day", "bob@example.org", "en"),
           PlayerSpec("Cid Roe", "cid@example.org", "en")],
}


def _text(mail: Any) -> str:
    return mail.get_body(("plain",)).get_content()


def told_twice(text: str) -> list[str]:
    """The moves a mail reads back and tells again: the words after the move's verb
    ("Kurz střelby (5) za 4 000 $") said more than once."""
    twice = []
    for move in READ_AS.findall(text):
        rest = move.strip().partition(" ")[2]
        if len(rest.split()) >= 2 and text.count(rest) > 1:
            twice.append(move)
    return twice


def play(lang: str, replies: list[str]) -> list[str]:
    """Each reply in turn sent by the player on turn to their newest mail; every move the mails
    told twice."""
    found: list[str] = []
    with open_table(players=PLAYERS[lang], options={"lang": lang}) as table:
        for body in replies:
            record = table.record()
            mover = record.seat(record.to_move).email
            table.reply(mover, body)
        for mail in table.outbox.sent:
            found += [f"{_to(mail)}: {move}" for move in told_twice(_text(mail))]
    return found


GAMES = {  # (language, the replies of whoever is on turn, in turn)
    "Czech, buys in a word and a sentence": ("cs", ["koupit", "Jo, koupit", "kupuju",
                                                    "ano koupit", "koupit", "koupím"]),
    "English, buys in a word and a sentence": ("en", ["buy", "yes buy", "buy it",
                                                      "I will buy", "buy", "buy"]),
}
# built with the fix and kept aside (not tuned on): measured once after it
GAMES_HELD_OUT = {
    "Czech, by the menu's number and 'beru'": ("cs", ["1", "beru", "1", "Beru.", "1", "1"]),
    "English, by number and politely": ("en", ["1", "Buy, please.", "1", "ok buy", "1", "1"]),
}


@pytest.mark.parametrize("name", [*GAMES, *GAMES_HELD_OUT])
def test_a_move_read_back_is_not_told_again_in_the_same_mail(name):
    lang, replies = {**GAMES, **GAMES_HELD_OUT}[name]
    assert play(lang, replies) == []
